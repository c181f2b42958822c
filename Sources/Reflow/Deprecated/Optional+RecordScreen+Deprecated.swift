// The deprecated spellings of Optional+RecordScreen: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension ModelProtocol {
    /// Runs the action of a presented screen that shows a record kept in a list, or ends its
    /// presentation: the record and the screen's own state, joined, in place.
    ///
    /// ```swift
    /// case .detail(let action):
    ///     return update(
    ///         state: state, action: action, environment: (),
    ///         child: \.detail, records: \.meetings, tag: Action.detail)
    /// ```
    ///
    /// As the stack's record-screen form, for a screen held in an optional: the screen's
    /// update changes the record where the list keeps it and its own state where the parent
    /// presents it, with no copy. Its effects end when it is dismissed, replaced by a screen of
    /// another record, or when its record leaves the list. A ``Fx/dismiss`` it returns comes
    /// back as the parent's `.dismiss`, whatever the parent does to the record in the same
    /// action; it is dropped if another screen took this one's place by then. `.dismiss` sets
    /// the optional to `nil`. An action for a screen whose record is gone cannot run: the
    /// screen ends (`.dismiss` follows) and the action is reported. An action while no screen is
    /// presented changes nothing and is reported.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The screen's action, or its dismissal.
    ///   - environment: The screen's environment.
    ///   - child: The optional property that holds the screen.
    ///   - records: The list that keeps the records.
    ///   - tag: Turns a presentation action into a parent action: `Action.detail`.
    /// - Returns: The parent's update.
    /// - Complexity: O(1) in the number of records.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.presented(\\Self.detail, tag: Action.detail).joined(records: \\Self.books), and call update(state:action:environment:at: detail)"
    )
    @inlinable
    public static func update<Child: RecordScreen>(
        state: consuming Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        records: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child.Record>>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: environment,
            at: JoinedPresentedPlace(
                presented: PresentedScreen(keyPath: child(), uncheckedTag: tag),
                records: .plain(records())))
    }

    /// Runs the action of a presented screen that shows a record kept in a list, with the
    /// parent held in place: the in-place counterpart of
    /// `update(state:action:environment:child:records:tag:)`.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The screen's action, or its dismissal.
    ///   - environment: The screen's environment.
    ///   - child: The optional property that holds the screen.
    ///   - records: The list that keeps the records.
    ///   - tag: Turns a presentation action into a parent action.
    /// - Returns: The parent's effects and transaction.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.presented(\\Self.detail, tag: Action.detail).joined(records: \\Self.books), and call reduce(into:action:environment:at: detail)"
    )
    @inlinable
    public static func reduce<Child: RecordScreen>(
        into state: inout Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        records: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child.Record>>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: environment,
            at: JoinedPresentedPlace(
                presented: PresentedScreen(keyPath: child(), uncheckedTag: tag),
                records: .plain(records())))
    }

    /// Runs the action of a presented screen that shows a record kept in a persisted list, or
    /// ends its presentation.
    ///
    /// As the form for a plain list, with one more guarantee: the persisted list counts a write
    /// (and so schedules a save) only when the screen's update wrote to the record.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The screen's action, or its dismissal.
    ///   - environment: The screen's environment.
    ///   - child: The optional property that holds the screen.
    ///   - records: The persisted list that keeps the records.
    ///   - tag: Turns a presentation action into a parent action.
    /// - Returns: The parent's update.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.presented(\\Self.detail, tag: Action.detail).joined(records: \\Self.books), and call update(state:action:environment:at: detail)"
    )
    @inlinable
    public static func update<Child: RecordScreen>(
        state: consuming Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        records: @autoclosure () -> WritableKeyPath<Self, Persisted<KeyedList<Child.Record>>>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action
    ) -> Update<Self> {
        update(
            state: state, action: action, environment: environment,
            at: JoinedPresentedPlace(
                presented: PresentedScreen(keyPath: child(), uncheckedTag: tag),
                records: .persisted(records())))
    }

    /// Runs the action of a presented screen that shows a record kept in a persisted list, with
    /// the parent held in place.
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The screen's action, or its dismissal.
    ///   - environment: The screen's environment.
    ///   - child: The optional property that holds the screen.
    ///   - records: The persisted list that keeps the records.
    ///   - tag: Turns a presentation action into a parent action.
    /// - Returns: The parent's effects and transaction.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.presented(\\Self.detail, tag: Action.detail).joined(records: \\Self.books), and call reduce(into:action:environment:at: detail)"
    )
    @inlinable
    public static func reduce<Child: RecordScreen>(
        into state: inout Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        records: @autoclosure () -> WritableKeyPath<Self, Persisted<KeyedList<Child.Record>>>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action
    ) -> Step<Self> {
        reduce(
            into: &state, action: action, environment: environment,
            at: JoinedPresentedPlace(
                presented: PresentedScreen(keyPath: child(), uncheckedTag: tag),
                records: .persisted(records())))
    }
}

extension StoreProtocol {
    /// A store of a presented screen that shows a record kept in a list: the record and the
    /// screen's state joined, or `nil` while no screen is presented or its record is gone.
    ///
    /// - Parameters:
    ///   - child: The optional property that holds the screen.
    ///   - records: The list that keeps the records.
    ///   - tag: Turns a presentation action into an action of this store.
    /// - Returns: The screen's store, or `nil`.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.presented(\\Self.detail, tag: Action.detail).joined(records: \\Self.books), and call store.viewStore(Model.detail)"
    )
    public func viewStore<Child: RecordScreen>(
        child: KeyPath<Model, Child?>,
        records: KeyPath<Model, KeyedList<Child.Record>>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> ViewStore<Joined<Child>>? {
        viewStoreShape(child: child, records: records, tag: tag)
    }

    /// A store of a presented screen that shows a record kept in a persisted list.
    ///
    /// - Parameters:
    ///   - child: The optional property that holds the screen.
    ///   - records: The persisted list that keeps the records.
    ///   - tag: Turns a presentation action into an action of this store.
    /// - Returns: The screen's store, or `nil`.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.presented(\\Self.detail, tag: Action.detail).joined(records: \\Self.books), and call store.viewStore(Model.detail)"
    )
    public func viewStore<Child: RecordScreen>(
        child: KeyPath<Model, Child?>,
        records: KeyPath<Model, Persisted<KeyedList<Child.Record>>>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> ViewStore<Joined<Child>>? {
        viewStoreShape(child: child, records: records, tag: tag)
    }

    /// A presented screen that shows a record kept in a list, for `.sheet(_:)` and the other
    /// presentation modifiers: its store sees the record and the screen's state joined.
    ///
    /// ```swift
    /// .sheet(store.presentation(child: \.detail, records: \.meetings, tag: Action.detail)) {
    ///     detail in MeetingDetailView(store: detail)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - child: The optional property that holds the screen.
    ///   - records: The list that keeps the records.
    ///   - tag: Turns a presentation action into an action of this store.
    /// - Returns: The presentation.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.presented(\\Self.detail, tag: Action.detail).joined(records: \\Self.books), and call store.presentation(Model.detail)"
    )
    public func presentation<Child: RecordScreen>(
        child: KeyPath<Model, Child?>,
        records: KeyPath<Model, KeyedList<Child.Record>>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> Presentation<Joined<Child>> {
        presentationShape(child: child, records: records, tag: tag)
    }

    /// A presented screen that shows a record kept in a persisted list, for `.sheet(_:)` and
    /// the other presentation modifiers.
    ///
    /// - Parameters:
    ///   - child: The optional property that holds the screen.
    ///   - records: The persisted list that keeps the records.
    ///   - tag: Turns a presentation action into an action of this store.
    /// - Returns: The presentation.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let detail = Place.presented(\\Self.detail, tag: Action.detail).joined(records: \\Self.books), and call store.presentation(Model.detail)"
    )
    public func presentation<Child: RecordScreen>(
        child: KeyPath<Model, Child?>,
        records: KeyPath<Model, Persisted<KeyedList<Child.Record>>>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> Presentation<Joined<Child>> {
        presentationShape(child: child, records: records, tag: tag)
    }
}
