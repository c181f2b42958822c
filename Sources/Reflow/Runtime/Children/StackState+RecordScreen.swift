// A screen on a stack that shows a record kept in a list: the form joins the record in from the
// list and the screen's own state from its place on the stack, runs the screen's update on both
// in place, and tags its effects as the stack's, so that popping the screen (or removing its
// record) ends them and its `Fx.dismiss` pops it.

extension ModelProtocol {

    /// The route of an action of a stack's screen joined with its record: what a
    /// ``JoinedStackScreenPlace`` runs.
    @inlinable
    package static func reduceShape<Screen: ModelProtocol, Child: RecordScreen>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: @autoclosure () -> WritableKeyPath<Self, StackState<Screen>>,
        id: StackElementID,
        case casePath: CasePath<Screen, Child>,
        records: @autoclosure () -> RecordList<Self, Child.Record>,
        tag: @escaping (StackAction<Screen>) -> Action,
        screenAction: @escaping (Child.Action) -> Screen.Action
    ) -> Step<Self> {
        runRecordScreen(
            into: &state, action: action, environment: environment, child: child, id: id,
            case: casePath,
            records: records, tag: tag, screenAction: screenAction)
    }

    /// The work of the record-screen forms, on the one child path every form runs
    /// (`runChild`): the stack moved out of the parent for the update, the screen found in it by
    /// ID and case, its record found in the list that `withRecords` opens, the two joined and
    /// run, and the effects tagged as the stack's.
    // `@inlinable`, as every child form is, so that it is specialized in the app's module, and
    // the key paths are autoclosures changed at their offsets, as the other forms' are
    // (BENCHMARKS.md, Decisions: "Record-screen forms specialized").
    @inlinable
    static func runRecordScreen<Screen: ModelProtocol, Child: RecordScreen>(
        into state: inout Self,
        action: Child.Action,
        environment: Child.Environment,
        child: () -> WritableKeyPath<Self, StackState<Screen>>,
        id: StackElementID,
        case casePath: CasePath<Screen, Child>,
        records: () -> RecordList<Self, Child.Record>,
        tag: @escaping (StackAction<Screen>) -> Action,
        screenAction: @escaping (Child.Action) -> Screen.Action
    ) -> Step<Self> {
        var instance = 0
        // How far the search got, for the report of an absent child: built only then.
        var found = RecordScreenSearch<Child.Record.ID>.noScreen
        var isAbsent = false
        let step = runChild(
            into: &state, action: action, environment: environment,
            modify: { state, body -> Step<Joined<Child>>? in
                // The stack is moved out while the screen runs, so that the list of records,
                // another part of the parent, can be changed in place at the same time.
                var stack = StackState<Screen>()
                modifyInPlace(&state, at: child()) { swap(&stack, &$0) }
                let result = stack.elements.modify(id: id) { element -> Step<Joined<Child>>? in
                    instance = element.instance
                    found = .otherCase
                    return casePath.modify(&element.element) { screen -> Step<Joined<Child>>? in
                        found = .noRecord(screen.recordID)
                        return joinAndRun(in: &state, records: records(), screen: &screen, body)
                    } ?? nil
                }
                modifyInPlace(&state, at: child()) { swap(&stack, &$0) }
                return result ?? nil
            },
            makeTag: { { tag(.element(id: id, action: screenAction($0))) } },
            link: { _ in
                recordScreenLink(
                    child(), id: id, instance: instance, case: casePath, records: records())
            },
            onAbsent: { _ in
                isAbsent = true
                return absentChild(found.report(screen: id, case: Child.self), action: action)
            })
        // The screen's dismissal is for the screen, whatever becomes of its record in this
        // action: it pops the screen even when the parent removes the record after the form.
        // And a screen whose record left (the parent may have changed its state before calling)
        // ends with it, as if it had dismissed itself.
        var ending = step
        if isAbsent {
            guard case .noRecord = found else { return step }
            ending.leavesStateUnchanged = false
            ending.fx = .dismiss
        }
        ending.fx = ending.fx.replacingDismiss(
            with: { tag(.popFrom(id: id)) },
            scope: { stackScreenScope(child(), id: id, instance: instance) })
        return ending
    }

    /// The path to a screen on a stack, by its ID and the instance there: what a record
    /// screen's dismissal is for, with or without its record.
    @usableFromInline @inline(never)
    static func stackScreenScope<Screen>(
        _ child: WritableKeyPath<Self, StackState<Screen>>,
        id: StackElementID,
        instance: Int
    ) -> [ChildLink] {
        [
            .item(child.appending(path: \.elements), id: id),
            ChildLink(
                place: \StackElement<Screen>.element as AnyKeyPath, key: nil,
                finder: ChildFinder { (screen: StackElement<Screen>) in
                    screen.instance == instance ? screen.element : nil
                }),
        ]
    }

    /// Opens a persisted list of records for a record screen's update, counting a write (and so
    /// scheduling a save) only when the update wrote to the record.
    @inlinable
    static func withPersistedRecords<Child: RecordScreen>(
        _ parent: inout Self,
        at records: WritableKeyPath<Self, Persisted<KeyedList<Child.Record>>>,
        _ body: (inout KeyedList<Child.Record>) -> JoinedResult<Child>?
    ) -> JoinedResult<Child>? {
        modifyInPlace(&parent, at: records) { persisted in
            let result = persisted.withValueUncounted(body)
            if result?.recordWasWritten == true || result?.recordWasDeleted == true {
                persisted.countWrite()
            }
            return result
        }
    }

    /// The link an effect of a record screen records: it finds the screen's instance on the
    /// stack, in its case, and its record, joined, so that the store ends the effect when
    /// either leaves. Made only for an update that returned an effect.
    @usableFromInline @inline(never)
    static func recordScreenLink<Screen, Child: RecordScreen>(
        _ child: WritableKeyPath<Self, StackState<Screen>>,
        id: StackElementID,
        instance: Int,
        case casePath: CasePath<Screen, Child>,
        records: RecordList<Self, Child.Record>
    ) -> ChildLink {
        ChildLink(
            place: child.appending(path: \.elements) as AnyKeyPath, key: id,
            finder: ChildFinder { (parent: Self) -> Joined<Child>? in
                guard let element = parent[keyPath: child].elements[id: id],
                    element.instance == instance,
                    let screen = casePath.extract(from: element.element),
                    let record = records.record(screen.recordID, in: parent)
                else { return nil }
                return Joined(record: record, screen: screen)
            })
    }

    /// Opens the list of records, finds a screen's record there, and runs `body` (the screen's
    /// update) on the two joined; `nil` when the list holds no such record. A persisted list
    /// counts a write (and so schedules a save) only when the update wrote to the record.
    @inlinable
    static func joinAndRun<Child: RecordScreen>(
        in state: inout Self,
        records: RecordList<Self, Child.Record>,
        screen: inout Child,
        _ body: (inout Joined<Child>) -> Step<Joined<Child>>
    ) -> Step<Joined<Child>>? {
        switch records {
        case .plain(let records):
            modifyInPlace(&state, at: records) { list in
                joinAndRun(in: &list, screen: &screen, body)
            }?.step
        case .persisted(let records):
            withPersistedRecords(&state, at: records) { list in
                joinAndRun(in: &list, screen: &screen, body)
            }?.step
        }
    }

    /// Finds a screen's record in a list, runs `body` (the screen's update) on the two joined,
    /// and removes the record when the screen deleted it; `nil` when the list holds no such
    /// record.
    @inlinable
    static func joinAndRun<Child: RecordScreen>(
        in list: inout KeyedList<Child.Record>,
        screen: inout Child,
        _ body: (inout Joined<Child>) -> Step<Joined<Child>>
    ) -> JoinedResult<Child>? {
        let recordID = screen.recordID
        let result = list.modify(id: recordID) { record in
            join(&record, &screen, body)
        }
        if result?.recordWasDeleted == true {
            list.remove(id: recordID)
        }
        return result
    }

    /// Moves a record and a screen's state into a ``Joined`` value, runs `body` on it, and
    /// moves both back: no copy of either.
    @inlinable
    static func join<Child: RecordScreen>(
        _ record: inout Child.Record,
        _ screen: inout Child,
        _ body: (inout Joined<Child>) -> Step<Joined<Child>>
    ) -> JoinedResult<Child> {
        withUnsafeMutablePointer(to: &record) { record in
            withUnsafeMutablePointer(to: &screen) { screen in
                // Both stay uninitialized only until they are initialized again below, and
                // nothing reads them meanwhile: the update sees only the joined value.
                var joined = Joined(record: record.move(), screen: screen.move())
                let step = body(&joined)
                let wasWritten = joined.recordWasWritten
                let wasDeleted = joined.recordWasDeleted
                let parts = joined.parts()
                record.initialize(to: parts.record)
                screen.initialize(to: parts.screen)
                return JoinedResult(
                    step: step, recordWasWritten: wasWritten, recordWasDeleted: wasDeleted)
            }
        }
    }
}

/// What running a record screen's update gave: its step, and whether it wrote to the record or
/// deleted it.
@usableFromInline struct JoinedResult<Child: RecordScreen> {
    @usableFromInline var step: Step<Joined<Child>>
    @usableFromInline var recordWasWritten: Bool
    @usableFromInline var recordWasDeleted: Bool

    @inlinable init(step: Step<Joined<Child>>, recordWasWritten: Bool, recordWasDeleted: Bool) {
        self.step = step
        self.recordWasWritten = recordWasWritten
        self.recordWasDeleted = recordWasDeleted
    }
}

/// How far a record-screen form got looking for the screen and its record.
@usableFromInline enum RecordScreenSearch<RecordID> {
    /// What a report of a screen that outlived its record adds: how to close it at once.
    @usableFromInline static var recordScreensHint: String {
        " at its next action; name its place in the parent's `static let recordScreens = "
            + "RecordScreens(detail)` to close it as soon as the record leaves"
    }

    case noScreen
    case otherCase
    case noRecord(RecordID)

    /// What the report of an absent child says.
    @usableFromInline func report<Child>(screen id: StackElementID, case child: Child.Type)
        -> String
    {
        switch self {
        case .noScreen: "no screen on the stack has the ID \(id)"
        case .otherCase: "the screen \(id) is not in the case of \(Child.self)"
        case .noRecord(let recordID):
            "the record \(recordID) of the screen \(id) is not in the list, so the screen is popped"
                + Self.recordScreensHint
        }
    }
}

extension StoreProtocol {

    /// The work of `viewStore(child:id:case:records:tag:screenAction:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Screen: ModelProtocol, Child: RecordScreen>(
        child: KeyPath<Model, StackState<Screen>>,
        id: StackElementID,
        case casePath: CasePath<Screen, Child>,
        records: KeyPath<Model, KeyedList<Child.Record>>,
        tag: @escaping @MainActor (StackAction<Screen>) -> Model.Action,
        screenAction: @escaping (Child.Action) -> Screen.Action
    ) -> ViewStore<Joined<Child>>? {
        joinedViewStore(
            child: child, id: id, case: casePath, findRecord: { $0[keyPath: records][id: $1] },
            tag: tag, screenAction: screenAction)
    }

    /// The work of `viewStore(child:id:case:records:tag:screenAction:)`, deprecated, which places share.
    @usableFromInline
    package func viewStoreShape<Screen: ModelProtocol, Child: RecordScreen>(
        child: KeyPath<Model, StackState<Screen>>,
        id: StackElementID,
        case casePath: CasePath<Screen, Child>,
        records: KeyPath<Model, Persisted<KeyedList<Child.Record>>>,
        tag: @escaping @MainActor (StackAction<Screen>) -> Model.Action,
        screenAction: @escaping (Child.Action) -> Screen.Action
    ) -> ViewStore<Joined<Child>>? {
        joinedViewStore(
            child: child, id: id, case: casePath,
            findRecord: { $0[keyPath: records].value[id: $1] }, tag: tag,
            screenAction: screenAction)
    }

    private func joinedViewStore<Screen: ModelProtocol, Child: RecordScreen>(
        child: KeyPath<Model, StackState<Screen>>,
        id: StackElementID,
        case casePath: CasePath<Screen, Child>,
        findRecord: @escaping (Model, Child.Record.ID) -> Child.Record?,
        tag: @escaping @MainActor (StackAction<Screen>) -> Model.Action,
        screenAction: @escaping (Child.Action) -> Screen.Action
    ) -> ViewStore<Joined<Child>>? {
        scopedViewStore(
            key: nil, presence: true,
            read: { model in
                guard let screen = model[keyPath: child][id: id].flatMap(casePath.extract(from:)),
                    let record = findRecord(model, screen.recordID)
                else { return nil }
                return Joined(record: record, screen: screen)
            },
            tag: { tag(.element(id: id, action: screenAction($0))) })
    }
}
