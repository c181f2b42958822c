/// A store scoped to a child component: it reads the child's state from a parent store and
/// sends the child's actions to it, tagged.
///
/// A view store holds no state of its own: ``send(_:)`` sends a tagged action to the parent,
/// and ``state`` reads the child from the parent's current state. A view store made by one of
/// the `viewStore(child:…)` forms (or ``StoreProtocol/viewStores(child:tag:)``) is observed
/// per child: reading its ``state`` registers interest in that child only, and its observers
/// are told when the child changed, appeared or left, not when another part of the parent's
/// state did. One made from closures (``init(get:send:)``) reads the parent's state, so
/// observation tracks the parent.
///
/// ```swift
/// let editor = store.viewStore(child: \.editor, tag: AppModel.Action.editor)
/// editor.send(.setTitle("Groceries"))
/// ```
@MainActor
public struct ViewStore<Model: ModelProtocol>: StoreProtocol, Sendable {
    /// Where the state comes from and the actions go.
    let source: any ViewStoreSource<Model>
    /// The item's ID, for a view store of a list item made by ``StoreProtocol/viewStores(child:tag:)``.
    let itemID: ItemKey?

    nonisolated init(source: any ViewStoreSource<Model>, itemID: ItemKey? = nil) {
        self.source = source
        self.itemID = itemID
    }

    /// Creates a view store from a function that reads the state and one that sends actions.
    ///
    /// Observation tracks whatever `get` reads: a view store made this way from a parent store
    /// is told of every change of the parent's state. The `viewStore(child:…)` forms observe
    /// their child only.
    ///
    /// - Parameters:
    ///   - get: Reads the current state.
    ///   - send: Sends an action.
    public init(
        get: @escaping @MainActor () -> Model,
        send: @escaping @MainActor (Model.Action) -> Void
    ) {
        self.init(source: ClosureSource(get: get, send: send))
    }

    /// The current state of the child.
    ///
    /// Reading it from an observation-tracking context (a SwiftUI view's body,
    /// `withObservationTracking`, ``observe(_:)``) registers interest in this child only, for a
    /// view store made by a `viewStore(child:…)` form. When the child has left the parent's
    /// state (an optional set to `nil`, an item removed) while a view still holds this store,
    /// it reads the child's last state, and its actions are ignored by the parent's update,
    /// which reports them.
    public var state: Model { source.state(itemID: itemID) }

    /// Sends an action to the parent store, tagged.
    ///
    /// - Parameter action: The action.
    public func send(_ action: Model.Action) {
        source.send(action, itemID: itemID)
    }

    /// Creates a store scoped to a child of another store: the form ObservableStore spells
    /// `ViewStore(store:get:tag:)`.
    ///
    /// Observation tracks the parent's state, as with ``init(get:send:)``; the
    /// `viewStore(child:…)` forms observe the child only.
    ///
    /// - Parameters:
    ///   - store: The parent store.
    ///   - get: Reads the child's state from the parent's, each time it is read.
    ///   - tag: Turns a child action into a parent action.
    public init<Parent: StoreProtocol>(
        store: Parent,
        get: @escaping @MainActor (Parent.Model) -> Model,
        tag: @escaping @MainActor (Model.Action) -> Parent.Model.Action
    ) {
        self.init(get: { get(store.state) }, send: { store.send(tag($0)) })
    }

    /// The scope this store reads, to scope it further per child; `nil` for one made from
    /// closures.
    var scope: (any StateScope<Model>)? { source.scope(itemID: itemID) }
}

extension ViewStore: Identifiable where Model: Identifiable {
    /// The child's ID: for the view stores of a list's items, the ID the list gave, read
    /// without registering interest in the item's state.
    public nonisolated var id: Model.ID {
        if let id = itemID?.value.base as? Model.ID {
            return id
        }
        return MainActor.runUnchecked { state.id }
    }
}

/// An item's ID inside a view store.
struct ItemKey: @unchecked Sendable {
    // Safe to share: an ID is only read, and only on the main actor, except through
    // `ViewStore.id`, which reads the boxed value without changing it.
    let value: AnyHashable
}

/// Where a view store's state comes from and its actions go.
@MainActor
protocol ViewStoreSource<Model>: AnyObject, Sendable {
    associatedtype Model: ModelProtocol
    func state(itemID: ItemKey?) -> Model
    func send(_ action: Model.Action, itemID: ItemKey?)
    func scope(itemID: ItemKey?) -> (any StateScope<Model>)?
}

/// The source of a view store made from closures.
@MainActor
final class ClosureSource<Model: ModelProtocol>: ViewStoreSource {
    private let get: @MainActor () -> Model
    private let sendAction: @MainActor (Model.Action) -> Void

    init(get: @escaping @MainActor () -> Model, send: @escaping @MainActor (Model.Action) -> Void) {
        self.get = get
        self.sendAction = send
    }

    func state(itemID: ItemKey?) -> Model { get() }

    func send(_ action: Model.Action, itemID: ItemKey?) { sendAction(action) }

    func scope(itemID: ItemKey?) -> (any StateScope<Model>)? { nil }
}

/// The source of a view store of an observed child.
@MainActor
final class ScopedSource<Model: ModelProtocol>: ViewStoreSource {
    private let node: any StateScope<Model>
    private let sendAction: @MainActor (Model.Action) -> Void

    init(node: any StateScope<Model>, send: @escaping @MainActor (Model.Action) -> Void) {
        self.node = node
        self.sendAction = send
    }

    func state(itemID: ItemKey?) -> Model { node.state }

    func send(_ action: Model.Action, itemID: ItemKey?) { sendAction(action) }

    func scope(itemID: ItemKey?) -> (any StateScope<Model>)? { node }
}

/// The source of the view stores of a list's items, shared by all of them: each view store
/// carries its item's ID, so a list of a million items makes no object per item until its
/// state is read.
@MainActor
final class ListItemSource<Element: ModelProtocol & Identifiable>: ViewStoreSource {
    private let list: any ListScope<Element>
    private let sendAction: @MainActor (Element.ID, Element.Action) -> Void
    /// The items' scopes handed out, kept while a view store of this list holds the source, so
    /// a row whose item left still reads the item's last state.
    private var scopes: [Element.ID: any StateScope<Element>] = [:]

    init(
        list: any ListScope<Element>,
        send: @escaping @MainActor (Element.ID, Element.Action) -> Void
    ) {
        self.list = list
        self.sendAction = send
    }

    private func id(_ itemID: ItemKey?) -> Element.ID {
        guard let id = itemID?.value.base as? Element.ID else {
            preconditionFailure("Reflow: a list item's view store has no ID of \(Element.ID.self).")
        }
        return id
    }

    func state(itemID: ItemKey?) -> Model {
        guard let node = scope(itemID: itemID) else {
            preconditionFailure(
                """
                Reflow: the item with ID \(id(itemID)) left the list before its view store's \
                state was first read. Read an item's state in the same update of the view as \
                the list's IDs (a row of `ForEach(store.viewStores(…))` does).
                """)
        }
        return node.state
    }

    func send(_ action: Element.Action, itemID: ItemKey?) { sendAction(id(itemID), action) }

    func scope(itemID: ItemKey?) -> (any StateScope<Element>)? {
        let id = id(itemID)
        if let scope = scopes[id] {
            return scope
        }
        let scope = list.item(id: id, presence: false)
        scopes[id] = scope
        return scope
    }

    typealias Model = Element
}
