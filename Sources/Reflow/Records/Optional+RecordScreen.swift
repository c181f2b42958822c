// A screen presented in a sheet (an optional child) that shows a record kept in a list: the
// form joins the record in from the list and the screen's own state from its presentation, runs
// the screen's update on both in place, and tags its effects as the presentation's, so that
// dismissing the screen (or removing its record) ends them and its `Fx.dismiss` dismisses it.

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
        updateShape(
            state: state, action: action, environment: environment, child: child(),
            records: records(), tag: tag)
    }

    /// The work of `update(state:action:environment:child:records:tag:)`, deprecated, which places share.
    @inlinable
    package static func updateShape<Child: RecordScreen>(
        state: consuming Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        records: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child.Record>>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action
    ) -> Update<Self> {
        var parent = state
        let step = reduceShape(
            into: &parent, action: action, environment: environment, child: child(),
            records: records(), tag: tag)
        return Update(state: consume parent, step: step)
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
        reduceShape(
            into: &state, action: action, environment: environment, child: child(),
            records: records(), tag: tag)
    }

    /// The work of `reduce(into:action:environment:child:records:tag:)`, deprecated, which places share.
    @inlinable
    package static func reduceShape<Child: RecordScreen>(
        into state: inout Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        records: @autoclosure () -> WritableKeyPath<Self, KeyedList<Child.Record>>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action
    ) -> Step<Self> {
        runPresentedRecordScreen(
            into: &state, action: action, environment: environment, child: child,
            records: { .plain(records()) },
            tag: tag)
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
        updateShape(
            state: state, action: action, environment: environment, child: child(),
            records: records(), tag: tag)
    }

    /// The work of `update(state:action:environment:child:records:tag:)`, deprecated, which places share.
    @inlinable
    package static func updateShape<Child: RecordScreen>(
        state: consuming Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        records: @autoclosure () -> WritableKeyPath<Self, Persisted<KeyedList<Child.Record>>>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action
    ) -> Update<Self> {
        var parent = state
        let step = reduceShape(
            into: &parent, action: action, environment: environment, child: child(),
            records: records(), tag: tag)
        return Update(state: consume parent, step: step)
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
        reduceShape(
            into: &state, action: action, environment: environment, child: child(),
            records: records(), tag: tag)
    }

    /// The work of `reduce(into:action:environment:child:records:tag:)`, deprecated, which places share.
    @inlinable
    package static func reduceShape<Child: RecordScreen>(
        into state: inout Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        records: @autoclosure () -> WritableKeyPath<Self, Persisted<KeyedList<Child.Record>>>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action
    ) -> Step<Self> {
        runPresentedRecordScreen(
            into: &state, action: action, environment: environment, child: child,
            records: { .persisted(records()) },
            tag: tag)
    }

    /// The work of the presented record-screen forms: the screen moved out of the parent for the
    /// update, its record found in the list that `withRecords` opens, the two joined and run,
    /// and the effects tagged as the presentation's.
    @inlinable
    static func runPresentedRecordScreen<Child: RecordScreen>(
        into state: inout Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: () -> WritableKeyPath<Self, Child?>,
        records: () -> RecordList<Self, Child.Record>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action
    ) -> Step<Self> {
        guard case .presented(let screenAction) = action else {
            return dismiss(&state, at: child()) { _ in true }
        }
        var recordID: Child.Record.ID?
        var isAbsent = false
        let step = runChild(
            into: &state, action: screenAction, environment: environment,
            modify: { state, body -> Step<Joined<Child>>? in
                // The screen is moved out while it runs, so that the list of records, another
                // part of the parent, can be changed in place at the same time.
                var screen: Child?
                modifyInPlace(&state, at: child()) { swap(&screen, &$0) }
                recordID = screen?.recordID
                var result: Step<Joined<Child>>?
                if recordID != nil {
                    result = joinAndRun(
                        in: &state, records: records(), screen: &screen!, body)
                }
                modifyInPlace(&state, at: child()) { swap(&screen, &$0) }
                return result
            },
            makeTag: { { tag(.presented($0)) } },
            link: { state in
                presentedRecordScreenLink(
                    child(), recordID: recordID!,
                    identity: state[keyPath: child()].flatMap(presentedIdentity(of:)),
                    records: records())
            },
            onAbsent: { _ in
                isAbsent = true
                let absent =
                    recordID.map {
                        "the record \($0) of the presented \(Child.self) is not in the list, so "
                            + "the screen is dismissed"
                            + RecordScreenSearch<Child.Record.ID>.recordScreensHint
                    }
                    ?? "no \(Child.self) is presented"
                return absentChild(absent, action: screenAction)
            })
        guard let recordID else { return step }
        // The screen's dismissal is for the screen, whatever becomes of its record in this
        // action; and a screen whose record left (the parent may have changed its state before
        // calling) ends with it, as if it had dismissed itself.
        var ending = step
        if isAbsent {
            ending.leavesStateUnchanged = false
            ending.fx = .dismiss
        }
        ending.fx = ending.fx.replacingDismiss(
            with: { tag(.dismiss) }, slot: { .keyPath(child(), read: { $0 }) },
            scope: {
                [
                    presentedScreenLink(
                        child(), recordID: recordID,
                        identity: state[keyPath: child()].flatMap(presentedIdentity(of:)))
                ]
            })
        return ending
    }

    /// The link to the screen presented for a record (and, for an `Identifiable` screen, with an
    /// ID): what its dismissal is for, with or without its record.
    @usableFromInline @inline(never)
    static func presentedScreenLink<Child: RecordScreen>(
        _ child: WritableKeyPath<Self, Child?>,
        recordID: Child.Record.ID,
        identity: AnyHashable?
    ) -> ChildLink {
        ChildLink(
            place: child as AnyKeyPath, key: nil,
            finder: ChildFinder { (parent: Self) -> Child? in
                guard let screen = parent[keyPath: child], screen.recordID == recordID,
                    presentedIdentity(of: screen) == identity
                else { return nil }
                return screen
            })
    }

    /// The link an effect of a presented record screen records: it finds the screen presented
    /// for the same record (and, for an `Identifiable` screen, with the same ID), joined with
    /// its record, so that the store ends the effect when either leaves. Made only for an
    /// update that returned an effect.
    @usableFromInline @inline(never)
    static func presentedRecordScreenLink<Child: RecordScreen>(
        _ child: WritableKeyPath<Self, Child?>,
        recordID: Child.Record.ID,
        identity: AnyHashable?,
        records: RecordList<Self, Child.Record>
    ) -> ChildLink {
        ChildLink(
            place: child as AnyKeyPath, key: nil,
            finder: ChildFinder { (parent: Self) -> Joined<Child>? in
                guard let screen = parent[keyPath: child], screen.recordID == recordID,
                    presentedIdentity(of: screen) == identity,
                    let record = records.record(recordID, in: parent)
                else { return nil }
                return Joined(record: record, screen: screen)
            })
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

    /// The work of `viewStore(child:records:tag:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Child: RecordScreen>(
        child: KeyPath<Model, Child?>,
        records: KeyPath<Model, KeyedList<Child.Record>>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> ViewStore<Joined<Child>>? {
        joinedViewStore(
            child: child, findRecord: { $0[keyPath: records][id: $1] }, tag: tag)
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

    /// The work of `viewStore(child:records:tag:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Child: RecordScreen>(
        child: KeyPath<Model, Child?>,
        records: KeyPath<Model, Persisted<KeyedList<Child.Record>>>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> ViewStore<Joined<Child>>? {
        joinedViewStore(
            child: child, findRecord: { $0[keyPath: records].value[id: $1] }, tag: tag)
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

    /// The work of `presentation(child:records:tag:)`, deprecated, which places share.
    @usableFromInline
    package func presentationShape<Child: RecordScreen>(
        child: KeyPath<Model, Child?>,
        records: KeyPath<Model, KeyedList<Child.Record>>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> Presentation<Joined<Child>> {
        joinedPresentation(
            child: child, findRecord: { $0[keyPath: records][id: $1] }, tag: tag)
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

    /// The work of `presentation(child:records:tag:)`, deprecated, which places share.
    @usableFromInline
    package func presentationShape<Child: RecordScreen>(
        child: KeyPath<Model, Child?>,
        records: KeyPath<Model, Persisted<KeyedList<Child.Record>>>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> Presentation<Joined<Child>> {
        joinedPresentation(
            child: child, findRecord: { $0[keyPath: records].value[id: $1] }, tag: tag)
    }

    private func joinedViewStore<Child: RecordScreen>(
        child: KeyPath<Model, Child?>,
        findRecord: @escaping (Model, Child.Record.ID) -> Child.Record?,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> ViewStore<Joined<Child>>? {
        scopedViewStore(
            key: nil, presence: true,
            read: { model in
                guard let screen = model[keyPath: child],
                    let record = findRecord(model, screen.recordID)
                else { return nil }
                return Joined(record: record, screen: screen)
            },
            tag: { tag(.presented($0)) })
    }

    private func joinedPresentation<Child: RecordScreen>(
        child: KeyPath<Model, Child?>,
        findRecord: @escaping (Model, Child.Record.ID) -> Child.Record?,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> Presentation<Joined<Child>> {
        Presentation(
            id: "\(child)",
            makeStore: { self.joinedViewStore(child: child, findRecord: findRecord, tag: tag) },
            send: { self.send(tag($0)) },
            identify: {
                self.stateScope?.currentState.flatMap { $0[keyPath: child] }
                    .map { screen in
                        AnyHashable([AnyHashable(screen.recordID), presentedIdentity(of: screen)])
                    }
            })
    }
}
