#if canImport(SwiftUI)
import SwiftUI
#endif

/// A presented child as a view needs it: its store while it is presented, and a way to
/// dismiss it that sends the parent's `.dismiss`.
///
/// ```swift
/// let editor = store.presentation(AppModel.editor)
///
/// List { ... }
///     .sheet(editor) { EditorView(store: $0) }
/// ```
///
/// The SwiftUI helpers (`sheet`, `fullScreenCover`, `popover`, `navigationDestination`,
/// `alert`, `confirmationDialog`) take one. ``item`` and ``isPresented`` are the bindings they
/// build on: reading them reads the parent's state, and a write that ends the presentation (a
/// sheet swiped down, a back button) sends `.dismiss`.
@MainActor
public struct Presentation<Child: ModelProtocol> {
    /// Where the presented child is, for SwiftUI's identity of the presentation.
    let id: String
    /// Makes the child's store from the parent's current state, or `nil`.
    let makeStore: @MainActor () -> ViewStore<Child>?
    /// Sends a presentation action to the parent.
    let send: @MainActor (PresentationAction<Child.Action>) -> Void
    /// The identity of the child presented now (its `id` when it is `Identifiable`), read
    /// without observing the state; `nil` for a child without one, or none presented.
    let identify: @MainActor () -> AnyHashable?

    /// The presentation's identity for SwiftUI: where the child is, and which child it is.
    private static func presentationID(_ slot: String, _ identity: AnyHashable?) -> String {
        identity.map { "\(slot) \($0)" } ?? slot
    }

    /// The presented child's store, or `nil` while it is not presented.
    public var store: ViewStore<Child>? { makeStore() }

    /// Ends the presentation, by sending the parent's `.dismiss`; does nothing while the child
    /// is not presented.
    public func dismiss() {
        guard makeStore() != nil else { return }
        send(.dismiss)
    }

    /// A binding of the presented child's store, for SwiftUI's `item:` presentations: `nil`
    /// while the child is not presented, and setting it to `nil` dismisses the child.
    ///
    /// The binding belongs to the child presented when it was made: setting it to `nil` once
    /// another child (of another identity) took the slot leaves that one presented. So an
    /// alert's button that presents a follow-up alert keeps it on screen, though SwiftUI then
    /// clears the binding of the alert it showed.
    public var item: Binding<PresentedStore<Child>?> {
        let id = id
        let makeStore = makeStore
        let identify = identify
        let shown = identify()
        return Binding(
            get: {
                makeStore().map {
                    PresentedStore(id: Self.presentationID(id, identify()), store: $0)
                }
            },
            send: send,
            action: { item in
                item == nil && makeStore() != nil && identify() == shown ? .dismiss : nil
            })
    }

    /// A binding of whether the child is presented, for SwiftUI's `isPresented:`
    /// presentations: setting it to `false` dismisses the child.
    ///
    /// Like ``item``, it belongs to the child presented when it was made.
    public var isPresented: Binding<Bool> {
        let makeStore = makeStore
        let identify = identify
        let shown = identify()
        return Binding(
            get: { makeStore() != nil },
            send: send,
            action: { isPresented in
                !isPresented && makeStore() != nil && identify() == shown ? .dismiss : nil
            })
    }

    /// Sends what a tapped button of an alert or a confirmation dialog sends: its action as
    /// `.presented(action)` (whose send also clears the dialog), or `.dismiss` for a
    /// button without one.
    ///
    /// - Parameter button: The tapped button.
    public func tap<ButtonAction>(_ button: ButtonState<ButtonAction>)
    where Child.Action == ButtonAction {
        guard makeStore() != nil else { return }
        if let action = button.action {
            send(.presented(action))
        } else {
            send(.dismiss)
        }
    }
}

/// A presented child's store with the identity of its presentation: what SwiftUI's `item:`
/// presentations hold. Equal, and hashed, by that identity alone.
public struct PresentedStore<Child: ModelProtocol>: Identifiable, Hashable, Sendable {
    /// The identity of the presentation: the same while the child stays presented.
    public let id: String
    /// The presented child's store.
    public let store: ViewStore<Child>

    /// Whether two presented stores are the same presentation.
    public static func == (lhs: PresentedStore, rhs: PresentedStore) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the presentation's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

extension StoreProtocol {

    /// The work of `presentation(child:tag:)`, deprecated, which places share.
    @usableFromInline
    package func presentationShape<Child: ModelProtocol>(
        child: KeyPath<Model, Child?>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> Presentation<Child> {
        Presentation(
            id: "\(child)",
            makeStore: { self.viewStoreShape(child: child, tag: tag) },
            send: { self.send(tag($0)) },
            identify: {
                self.stateScope?.currentState.flatMap { $0[keyPath: child] }
                    .flatMap(presentedIdentity(of:))
            })
    }

    /// The work of `presentation(child:case:tag:)`, deprecated, which places share.
    @usableFromInline
    package func presentationShape<Destination, Child: ModelProtocol>(
        child: KeyPath<Model, Destination?>,
        case casePath: CasePath<Destination?, Child>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> Presentation<Child> {
        Presentation(
            id: "\(child) \(Child.self)",
            makeStore: { self.viewStoreShape(child: child, case: casePath, tag: tag) },
            send: { self.send(tag($0)) },
            identify: {
                self.stateScope?.currentState.flatMap { casePath.extract(from: $0[keyPath: child]) }
                    .flatMap(presentedIdentity(of:))
            })
    }
}
