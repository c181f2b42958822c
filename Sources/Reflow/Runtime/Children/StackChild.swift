#if canImport(SwiftUI)
import SwiftUI
#endif

// The stack's engine: the route of a stack action (a screen's action, a push, a pop) and a
// screen's store, on the child path every place runs.

extension ModelProtocol {

    /// The route of a stack action: what a ``StackPlace`` runs.
    @usableFromInline
    package static func reduceShape<Element: ModelProtocol>(
        into state: inout Self,
        action: StackAction<Element>,
        environment: Element.Environment,
        child: WritableKeyPath<Self, StackState<Element>>,
        tag: @escaping (StackAction<Element>) -> Action
    ) -> Step<Self> {
        switch action {
        case .push(let id, let screen):
            guard state[keyPath: child].push(screen, id: id) else {
                var step = Step<Self>()
                step.leavesStateUnchanged = true
                return step
            }
            return Step()
        case .popFrom(let id):
            guard state[keyPath: child].elements.contains(id: id) else {
                RuntimeIssue.report(
                    """
                    \(Self.self): a pop from \(id) changed nothing: no screen on the stack has \
                    the ID \(id).
                    """)
                var step = Step<Self>()
                step.leavesStateUnchanged = true
                return step
            }
            state[keyPath: child].pop(from: id)
            return Step()
        case .element(let id, let elementAction):
            var step = reduceShape(
                into: &state, action: elementAction, environment: environment,
                child: child.appending(path: \.elements), id: id,
                tag: { id, action in tag(.element(id: id, action: action)) })
            step.fx = step.fx.replacingDismiss { tag(.popFrom(id: id)) }
            return step
        }
    }
}

extension StoreProtocol {

    /// The work of `viewStore(child:id:tag:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Element: ModelProtocol>(
        child: KeyPath<Model, StackState<Element>>,
        id: StackElementID,
        tag: @escaping @MainActor (StackAction<Element>) -> Model.Action
    ) -> ViewStore<Element>? {
        guard
            let screen = viewStoreShape(
                child: child.appending(path: \.elements), id: id,
                tag: { id, action in tag(.element(id: id, action: action)) })
        else { return nil }
        return ViewStore(
            get: { screen.state.element }, send: { screen.send($0) })
    }

    /// The work of `stackPath(_:tag:)`, deprecated, which places share.
    @usableFromInline
    package func stackPathShape<Element>(
        _ child: KeyPath<Model, StackState<Element>>,
        tag: @escaping @MainActor (StackAction<Element>) -> Model.Action
    ) -> Binding<[StackElementID]> where Element: ModelProtocol {
        Binding(
            get: { self.observedStackIDs(child, tag: tag) },
            send: { self.send($0) },
            actions: { (path: [StackElementID]) -> [Model.Action] in
                // A path of IDs only can pop, never push: the links' rule, with no links.
                StackLink.actions(
                    changing: self.state[keyPath: child], to: path.map { StackLink(id: $0) }
                ).map(tag)
            })
    }

    /// A stack's IDs, read as `viewStores` reads a list's: observing the stack's structure only,
    /// so a view bound to the path is told of pushes and pops, not of a screen's changes.
    func observedStackIDs<Element: ModelProtocol>(
        _ child: KeyPath<Model, StackState<Element>>,
        tag: @escaping @MainActor (StackAction<Element>) -> Model.Action
    ) -> [StackElementID] {
        let elements = child.appending(path: \StackState<Element>.elements)
        let elementTag: @MainActor (StackElementID, Element.Action) -> Model.Action = {
            id, action in tag(.element(id: id, action: action))
        }
        return viewStoresShape(child: elements, tag: elementTag).ids
    }
}
