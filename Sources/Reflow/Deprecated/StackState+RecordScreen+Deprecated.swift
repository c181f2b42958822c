// The deprecated spellings of StackState+RecordScreen: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension ModelProtocol {
    /// Runs the action of a screen on a stack that shows a record kept in a list: the record
    /// and the screen's own state, joined, in place.
    ///
    /// ```swift
    /// case .path(.element(let id, .detail(let action))):
    ///     return update(
    ///         state: state, action: action, environment: (),
    ///         child: \.path, id: id, case: /Screen.detail, records: \.meetings,
    ///         tag: Action.path, screenAction: Screen.Action.detail)
    /// ```
    ///
    /// The screen's update changes the record where the list keeps it, and its own state where
    /// the stack keeps it: neither is copied, and nothing is propagated back. Its effects are
    /// the stack's: they end when the screen is popped, when another screen takes its ID, or
    /// when its record leaves the list. A ``Fx/dismiss`` it returns comes back as
    /// `.popFrom(id:)` with the screen's ID, and pops the screen whatever the parent does to
    /// the record in the same action, before or after calling the form. An action for a
    /// screen whose record is gone cannot run: the screen ends (`.popFrom(id:)` follows) and
    /// the action is reported. An action for a screen no longer on the stack, or in another
    /// case, changes nothing and is reported.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The screen's action.
    ///   - environment: The screen's environment.
    ///   - child: The stack.
    ///   - id: The screen's ID on the stack.
    ///   - casePath: The case of the stack's screens that holds this screen: `/Screen.detail`.
    ///   - records: The list that keeps the records.
    ///   - tag: Turns a stack action into a parent action: `Action.path`.
    ///   - screenAction: Turns the screen's action into an action of the stack's screens:
    ///     `Screen.Action.detail`.
    /// - Returns: The parent's update.
    /// - Complexity: O(1) in the number of records and screens.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.stack(\\Self.path, tag: Action.path).screen(Screen.detail, action: Screen.Action.detail).joined(records: \\Self.books), and call update(state:action:environment:at: detail(id))"
    )
    @inlinable
    public static func update<Screen: ModelProtocol, Child: RecordScreen>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, StackState<Screen>>,
        id: StackElementID,
        case casePath: CasePath<Screen, Child>,
        records: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child.Record>>,
        tag: @escaping (StackAction<Screen>) -> Action,
        screenAction: @escaping (Child.Action) -> Screen.Action
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: environment,
            at: JoinedStackScreens(
                screens: StackScreens(
                    stack: StackPlace(keyPath: child(), uncheckedTag: tag), casePath: casePath,
                    uncheckedAction: screenAction),
                records: .plain(records()))(id))
    }

    /// Runs the action of a screen on a stack that shows a record kept in a list, with the
    /// parent held in place: the in-place counterpart of
    /// `update(state:action:environment:child:id:case:records:tag:screenAction:)`.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The screen's action.
    ///   - environment: The screen's environment.
    ///   - child: The stack.
    ///   - id: The screen's ID on the stack.
    ///   - casePath: The case of the stack's screens that holds this screen.
    ///   - records: The list that keeps the records.
    ///   - tag: Turns a stack action into a parent action.
    ///   - screenAction: Turns the screen's action into an action of the stack's screens.
    /// - Returns: The parent's effects and transaction.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.stack(\\Self.path, tag: Action.path).screen(Screen.detail, action: Screen.Action.detail).joined(records: \\Self.books), and call reduce(into:action:environment:at: detail(id))"
    )
    @inlinable
    public static func reduce<Screen: ModelProtocol, Child: RecordScreen>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, StackState<Screen>>,
        id: StackElementID,
        case casePath: CasePath<Screen, Child>,
        records: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child.Record>>,
        tag: @escaping (StackAction<Screen>) -> Action,
        screenAction: @escaping (Child.Action) -> Screen.Action
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: environment,
            at: JoinedStackScreens(
                screens: StackScreens(
                    stack: StackPlace(keyPath: child(), uncheckedTag: tag), casePath: casePath,
                    uncheckedAction: screenAction),
                records: .plain(records()))(id))
    }

    /// Runs the action of a screen on a stack that shows a record kept in a persisted list.
    ///
    /// As the form for a plain list, with one more guarantee: the persisted list counts a write (and so schedules a save)
    /// only when the screen's update wrote to the record. A tap that opens a sheet or an alert
    /// saves nothing.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The screen's action.
    ///   - environment: The screen's environment.
    ///   - child: The stack.
    ///   - id: The screen's ID on the stack.
    ///   - casePath: The case of the stack's screens that holds this screen.
    ///   - records: The persisted list that keeps the records.
    ///   - tag: Turns a stack action into a parent action.
    ///   - screenAction: Turns the screen's action into an action of the stack's screens.
    /// - Returns: The parent's update.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.stack(\\Self.path, tag: Action.path).screen(Screen.detail, action: Screen.Action.detail).joined(records: \\Self.books), and call update(state:action:environment:at: detail(id))"
    )
    @inlinable
    public static func update<Screen: ModelProtocol, Child: RecordScreen>(
        state: consuming Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, StackState<Screen>>,
        id: StackElementID,
        case casePath: CasePath<Screen, Child>,
        records: @autoclosure () -> WritableKeyPath<Self, Persisted<KeyedList<Child.Record>>>,
        tag: @escaping (StackAction<Screen>) -> Action,
        screenAction: @escaping (Child.Action) -> Screen.Action
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: environment,
            at: JoinedStackScreens(
                screens: StackScreens(
                    stack: StackPlace(keyPath: child(), uncheckedTag: tag), casePath: casePath,
                    uncheckedAction: screenAction),
                records: .persisted(records()))(id))
    }

    /// Runs the action of a screen on a stack that shows a record kept in a persisted list,
    /// with the parent held in place.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The screen's action.
    ///   - environment: The screen's environment.
    ///   - child: The stack.
    ///   - id: The screen's ID on the stack.
    ///   - casePath: The case of the stack's screens that holds this screen.
    ///   - records: The persisted list that keeps the records.
    ///   - tag: Turns a stack action into a parent action.
    ///   - screenAction: Turns the screen's action into an action of the stack's screens.
    /// - Returns: The parent's effects and transaction.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.stack(\\Self.path, tag: Action.path).screen(Screen.detail, action: Screen.Action.detail).joined(records: \\Self.books), and call reduce(into:action:environment:at: detail(id))"
    )
    @inlinable
    public static func reduce<Screen: ModelProtocol, Child: RecordScreen>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, StackState<Screen>>,
        id: StackElementID,
        case casePath: CasePath<Screen, Child>,
        records: @autoclosure () -> WritableKeyPath<Self, Persisted<KeyedList<Child.Record>>>,
        tag: @escaping (StackAction<Screen>) -> Action,
        screenAction: @escaping (Child.Action) -> Screen.Action
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: environment,
            at: JoinedStackScreens(
                screens: StackScreens(
                    stack: StackPlace(keyPath: child(), uncheckedTag: tag), casePath: casePath,
                    uncheckedAction: screenAction),
                records: .persisted(records()))(id))
    }
}

extension StoreProtocol {
    /// A store of a screen on a stack that shows a record kept in a list: the record and the
    /// screen's state joined, or `nil` when the screen or its record is gone.
    ///
    /// ```swift
    /// .navigationDestination(for: StackElementID.self) { id in
    ///     if let detail = store.viewStore(
    ///         child: \.path, id: id, case: /Screen.detail, records: \.meetings,
    ///         tag: AppModel.Action.path, screenAction: Screen.Action.detail)
    ///     {
    ///         MeetingDetailView(store: detail)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - child: The stack.
    ///   - id: The screen's ID on the stack.
    ///   - casePath: The case of the stack's screens that holds this screen.
    ///   - records: The list that keeps the records.
    ///   - tag: Turns a stack action into an action of this store.
    ///   - screenAction: Turns the screen's action into an action of the stack's screens.
    /// - Returns: The screen's store, or `nil`.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.stack(\\Self.path, tag: Action.path).screen(Screen.detail, action: Screen.Action.detail).joined(records: \\Self.books), and call store.viewStore(Model.detail(id))"
    )
    public func viewStore<Screen: ModelProtocol, Child: RecordScreen>(
        child: KeyPath<Model, StackState<Screen>>,
        id: StackElementID,
        case casePath: CasePath<Screen, Child>,
        records: KeyPath<Model, KeyedList<Child.Record>>,
        tag: @escaping @MainActor (StackAction<Screen>) -> Model.Action,
        screenAction: @escaping (Child.Action) -> Screen.Action
    ) -> ViewStore<Joined<Child>>? {
        viewStoreShape(
            child: child, id: id, case: casePath, records: records, tag: tag,
            screenAction: screenAction)
    }

    /// A store of a screen on a stack that shows a record kept in a persisted list.
    ///
    /// - Parameters:
    ///   - child: The stack.
    ///   - id: The screen's ID on the stack.
    ///   - casePath: The case of the stack's screens that holds this screen.
    ///   - records: The persisted list that keeps the records.
    ///   - tag: Turns a stack action into an action of this store.
    ///   - screenAction: Turns the screen's action into an action of the stack's screens.
    /// - Returns: The screen's store, or `nil`.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.stack(\\Self.path, tag: Action.path).screen(Screen.detail, action: Screen.Action.detail).joined(records: \\Self.books), and call store.viewStore(Model.detail(id))"
    )
    public func viewStore<Screen: ModelProtocol, Child: RecordScreen>(
        child: KeyPath<Model, StackState<Screen>>,
        id: StackElementID,
        case casePath: CasePath<Screen, Child>,
        records: KeyPath<Model, Persisted<KeyedList<Child.Record>>>,
        tag: @escaping @MainActor (StackAction<Screen>) -> Model.Action,
        screenAction: @escaping (Child.Action) -> Screen.Action
    ) -> ViewStore<Joined<Child>>? {
        viewStoreShape(
            child: child, id: id, case: casePath, records: records, tag: tag,
            screenAction: screenAction)
    }
}
