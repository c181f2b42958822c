#if canImport(SwiftUI)
import SwiftUI
#endif

// An item of a `KeyedList`: `child: \.todos, id: id`. Keyed forms have one tag shape,
// `(ID, ChildAction) -> Action`, so `tag: Action.todo` names the parent's case
// `todo(id:action:)`; the tag closure is made only when the item's update returns effects, so a
// keyed send without effects allocates nothing. An action for an ID the list no longer has
// changes nothing and is reported, unless the form is given `ifAbsent:`.

extension ModelProtocol {

    /// The route of a keyed item's action, which the stack's route runs a screen's action
    /// through.
    @inlinable
    package static func reduceShape<Child: ModelProtocol & Identifiable>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child>>,
        id: Child.ID,
        tag: @escaping (Child.ID, Child.Action) -> Action,
        ifAbsent: ((inout Self) -> Step<Self>)? = nil
    ) -> Step<Self> {
        reduceChild(
            into: &state, action: action, environment: environment,
            modify: { parent, body in
                modifyInPlace(&parent, at: child()) { $0.modify(id: id, body) }
            },
            makeTag: { { tag(id, $0) } },
            link: { _ in .item(child(), id: id) },
            ifAbsent: ifAbsent, absent: { absentItem(child(), id: id) })
    }

    /// Names an item missing from a list, for the report.
    @usableFromInline
    static func absentItem<Element: Identifiable>(
        _ list: WritableKeyPath<Self, KeyedList<Element>>, id: Element.ID
    ) -> String {
        "the list at \(list) has no item with ID \(id)"
    }
}

extension StoreProtocol {

    /// The work of `viewStore(child:id:tag:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Element: ModelProtocol & Identifiable>(
        child: KeyPath<Model, KeyedList<Element>>,
        id: Element.ID,
        tag: @escaping @MainActor (Element.ID, Element.Action) -> Model.Action
    ) -> ViewStore<Element>? {
        guard let scope = stateScope else {
            return scopedViewStore(
                key: nil, presence: true, read: { $0[keyPath: child][id: id] },
                tag: { tag(id, $0) })
        }
        let list = scope.list(key: AnyHashable(child), read: { $0[keyPath: child] })
        guard let node = list.item(id: id, presence: true) else { return nil }
        // On the item's node, as a row of `viewStores` is: the two compare equal.
        return ViewStore(
            source: node.viewSource(), itemID: ItemKey(value: AnyHashable(id)),
            sender: ItemSender(tag: { self.send(tag($0, $1)) }))
    }

    /// The work of `viewStores(child:tag:)`, deprecated, which places share.
    @inlinable
    package func viewStoresShape<Element: ModelProtocol & Identifiable>(
        child: KeyPath<Model, KeyedList<Element>>,
        tag: @escaping @MainActor (Element.ID, Element.Action) -> Model.Action
    ) -> ViewStores<Element> {
        // `@inlinable`, and a store's own list taken apart from the other cases: the list's
        // check after each action and its rows' reads are then specialized for the model and
        // the items, instead of looking up generic metadata at run time on every action
        // (BENCHMARKS.md, Decisions: "Own list read through specialized code").
        if let store = self as? Store<Model> {
            let list = store.observedList(key: AnyHashable(child), read: { $0[keyPath: child] })
            return ViewStores(
                ids: list.observedIDs(),
                row: { key in
                    // The node of an item that left before its row was made (an ID the view
                    // read earlier) hears of it coming back.
                    list.item(id: ItemKey.id(in: key, as: Element.ID.self), makeIfAbsent: true)!
                        .nodeSource()
                },
                sender: ItemSender(tag: { self.send(tag($0, $1)) }))
        }
        return scopedViewStores(child: child, tag: tag)
    }

    /// ``viewStores(child:tag:)`` for a scoped store or a store type of the user's own.
    @usableFromInline
    func scopedViewStores<Element: ModelProtocol & Identifiable>(
        child: KeyPath<Model, KeyedList<Element>>,
        tag: @escaping @MainActor (Element.ID, Element.Action) -> Model.Action
    ) -> ViewStores<Element> {
        let sender = ItemSender<Element>(tag: { self.send(tag($0, $1)) })
        guard let scope = stateScope else {
            let source = ClosureListSource(
                get: { self.state[keyPath: child] }, send: { self.send(tag($0, $1)) })
            return ViewStores(ids: state[keyPath: child].ids, row: { _ in source }, sender: sender)
        }
        let list = scope.list(key: AnyHashable(child), read: { $0[keyPath: child] })
        return ViewStores(
            ids: list.observeIDs(),
            row: { key in
                let id = ItemKey.id(in: key, as: Element.ID.self)
                guard let node = list.item(id: id, presence: false) else {
                    itemLeftBeforeRead(id)
                }
                return node.viewSource()
            },
            sender: sender)
    }
}
