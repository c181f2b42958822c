#if canImport(SwiftUI)
import SwiftUI
#endif

// ObservableStore's spellings, so that code written against it compiles with Reflow. Each is a
// thin form of Reflow's own API, documented with the spelling to prefer.

extension Store {
    /// Creates a store from a function that makes the initial update from the environment,
    /// then runs that update's effects: the form ObservableStore spells
    /// `Store(create:environment:)`.
    ///
    /// ```swift
    /// let store = Store(
    ///     create: { environment in
    ///         Update(state: AppModel(theme: environment.defaultTheme), fx: .send(.appear))
    ///     },
    ///     environment: AppEnvironment()
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - create: Makes the initial state and the effects to run at once.
    ///   - environment: The dependencies handed to every update, and to `create`.
    ///   - logger: A function that receives every action and published state; see ``logger``.
    public convenience init(
        create: (Model.Environment) -> Update<Model>,
        environment: Model.Environment,
        logger: ((StoreEvent<Model>) -> Void)? = nil
    ) {
        self.init(create: create(environment), environment: environment, logger: logger)
    }

    /// Runs an effect in this store, feeding back the actions it produces: the form
    /// ObservableStore spells `subscribe(to:)`.
    ///
    /// Use it to connect a source of actions that no update started, such as a notification
    /// stream set up when the app launches. The effect is bound to the store like any other:
    /// releasing the store cancels it.
    ///
    /// - Parameter fx: The effect to run.
    public func subscribe(to fx: Fx<Model.Action>) {
        guard !fx.isNone else { return }
        if isProcessing {
            run(fx)
            return
        }
        isProcessing = true
        run(fx)
        drainPending()
        isProcessing = false
    }
}

extension ModelProtocol {
    /// Runs a child action through the update of a child read and written by closures: the
    /// form ObservableStore calls `update(get:set:tag:state:action:environment:)`.
    ///
    /// ```swift
    /// case .editor(let action):
    ///     return update(
    ///         get: { $0.editor },
    ///         set: { state, editor in var state = state; state.editor = editor; return state },
    ///         tag: Action.editor,
    ///         state: state, action: action, environment: ())
    /// ```
    ///
    /// - Parameters:
    ///   - get: Reads the child from the parent; `nil` when it is absent.
    ///   - set: Returns the parent with the child written in.
    ///   - tag: Turns a child action into a parent action.
    ///   - state: The parent state.
    ///   - action: The child action.
    ///   - environment: The child's environment.
    /// - Returns: The parent's update; the state unchanged, with no effect and a
    ///   ``RuntimeIssue`` in debug builds, when `get` returns `nil`.
    /// - Complexity: `get` hands out a copy while the parent keeps the child, so the child's
    ///   collections that its update changes are copied; the key-path forms avoid that.
    @inlinable
    public static func update<Child: ModelProtocol>(
        get: (Self) -> Child?,
        set: (Self, Child) -> Self,
        tag: @escaping (Child.Action) -> Action,
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment
    ) -> Update<Self> {
        updateChild(
            state: state, action: action, environment: environment,
            modify: { (parent, body: (inout Child) -> Step<Child>) in
                guard var inner = get(parent) else { return nil }
                let result = body(&inner)
                parent = set(parent, inner)
                return result
            },
            makeTag: { tag }, link: { _ in nil },
            ifAbsent: nil, absent: { "get returned no child" })
    }
}

extension Update {
    /// Creates an update whose changes are animated: the form ObservableStore spells
    /// `Update(state:animation:)`.
    ///
    /// - Parameters:
    ///   - state: The next state.
    ///   - animation: The animation of the change; `nil` for none.
    public init(state: consuming Model, animation: Animation?) {
        self.init(state: state, transaction: Transaction(animation: animation))
    }

    /// Creates an update with effects whose changes are animated: the form ObservableStore
    /// spells `Update(state:fx:animation:)`.
    ///
    /// - Parameters:
    ///   - state: The next state.
    ///   - fx: The effects to run.
    ///   - animation: The animation of the change; `nil` for none.
    public init(state: consuming Model, fx: Fx<Model.Action>, animation: Animation?) {
        self.init(state: state, fx: fx, transaction: Transaction(animation: animation))
    }
}

extension ViewStore {
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
        get: @escaping (Parent.Model) -> Model,
        tag: @escaping @MainActor (Model.Action) -> Parent.Model.Action
    ) {
        self.init(get: { get(store.state) }, send: { store.send(tag($0)) })
    }
}
