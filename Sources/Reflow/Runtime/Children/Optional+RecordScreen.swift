// A screen presented in a sheet (an optional child) that shows a record kept in a list: the
// form joins the record in from the list and the screen's own state from its presentation, runs
// the screen's update on both in place, and tags its effects as the presentation's, so that
// dismissing the screen (or removing its record) ends them and its `Fx.dismiss` dismisses it.

extension ModelProtocol {

    /// The route of a presentation action for a presented screen joined with its record: what
    /// a ``JoinedPresentedPlace`` runs.
    @inlinable
    package static func reduceShape<Child: RecordScreen>(
        into state: inout Self,
        action: PresentationAction<Child.Action>,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, Child?>,
        records: @autoclosure () -> RecordList<Self, Child.Record>,
        tag: @escaping (PresentationAction<Child.Action>) -> Action
    ) -> Step<Self> {
        runPresentedRecordScreen(
            into: &state, action: action, environment: environment, child: child,
            records: records,
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
