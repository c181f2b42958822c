/// A store scoped to a child component: it reads the child's state from a parent store and
/// sends the child's actions to it, tagged.
///
/// A view store holds no state of its own. Reading ``state`` reads the parent's state each
/// time (so observation tracks the parent), and ``send(_:)`` sends a tagged action to the
/// parent.
///
/// ```swift
/// let editor = store.viewStore(get: \.editor, tag: AppModel.Action.editor)
/// editor.send(.setTitle("Groceries"))
/// ```
@MainActor
public struct ViewStore<Model: ModelProtocol>: StoreProtocol, Sendable {
    private let getState: @MainActor () -> Model
    private let sendAction: @MainActor (Model.Action) -> Void

    /// Creates a view store from a function that reads the state and one that sends actions.
    ///
    /// - Parameters:
    ///   - get: Reads the current state.
    ///   - send: Sends an action.
    public init(
        get: @escaping @MainActor () -> Model,
        send: @escaping @MainActor (Model.Action) -> Void
    ) {
        self.getState = get
        self.sendAction = send
    }

    /// The current state, read from the parent store.
    public var state: Model { getState() }

    /// Sends an action to the parent store, tagged.
    ///
    /// - Parameter action: The action.
    public func send(_ action: Model.Action) {
        sendAction(action)
    }

    /// Creates a store scoped to a child of another store: the form ObservableStore spells
    /// `ViewStore(store:get:tag:)`.
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
}
