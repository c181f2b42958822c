import Foundation
import Reflow
import ReflowTesting
import Testing

/// A note list kept in a `Persisted` value, with a field beside it that is not persisted.
private struct NotesModel: ModelProtocol, Sendable {
    enum Action: Equatable, Sendable {
        case add(String)
        case setDraft(String)
        /// Writes the notes as they are: a write that changes nothing.
        case rewrite
        case file(PersistenceAction)
    }

    struct Environment: Sendable {
        var file: PersistenceStorage
    }

    var notes = Persisted<[String]>([])
    var draft = ""

    static let file = Place.persisted(\Self.notes, tag: Action.file)

    static func update(
        state: consuming NotesModel,
        action: Action,
        environment: Environment
    ) -> Update<NotesModel> {
        let next: Update<NotesModel>
        switch action {
        case .add(let note):
            state.notes.value.append(note)
            next = Update(state: state)
        case .setDraft(let draft):
            state.draft = draft
            next = Update(state: state)
        case .rewrite:
            state.notes.value = state.notes.value
            next = Update(state: state)
        case .file(let action):
            next = update(state: state, action: action, environment: environment.file, at: file)
        }
        return next.savingChanges(of: \.notes, storage: environment.file, tag: Action.file)
    }
}

/// The stored bytes of a test storage, and what was written, shared with its closures.
private actor Disk {
    var data: Data?
    var writes: [Data] = []
    var readError: PersistenceError?
    var writeError: PersistenceError?

    init(_ data: Data? = nil, readError: PersistenceError? = nil) {
        self.data = data
        self.readError = readError
    }

    func read() throws(PersistenceError) -> Data? {
        if let readError { throw readError }
        return data
    }

    func write(_ data: Data) throws(PersistenceError) {
        if let writeError { throw writeError }
        self.data = data
        writes.append(data)
    }

    func failWrites(with error: PersistenceError?) {
        writeError = error
    }

    /// The notes each write held.
    var writtenNotes: [[String]] {
        writes.map { (try? JSONDecoder().decode([String].self, from: $0)) ?? ["<not JSON>"] }
    }
}

/// A storage on `disk` whose save delay waits on `clock`.
private func storage(_ disk: Disk, clock: TestClock) -> PersistenceStorage {
    PersistenceStorage(
        path: "notes.json",
        read: { () throws(PersistenceError) in try await disk.read() },
        write: { data throws(PersistenceError) in try await disk.write(data) },
        saveDelay: .milliseconds(300),
        sleep: { try await clock.sleep(for: $0) }
    )
}

private func json(_ notes: [String]) -> Data {
    try! PersistenceFormat<[String]>.json.encode(notes)
}

/// Loads a storage that holds `["Milk"]` into a notes model: the load sent, the read received.
@MainActor
private func loadMilk<Model: ModelProtocol>(
    _ store: TestStore<Model>,
    notes: WritableKeyPath<Model, Persisted<[String]>>
) async where Model.Action == NotesModel.Action {
    await store.send(.file(.load)) { $0[keyPath: notes].status = .loading }
    await store.receive(.file(.didRead(.success(json(["Milk"]))))) {
        $0[keyPath: notes].value = ["Milk"]
        $0[keyPath: notes].savedRevision = 1
        $0[keyPath: notes].status = .ready
        $0[keyPath: notes].isStored = true
    }
}

@MainActor
@Suite struct PersistedTests {
    @Test func aLoadReplacesTheValueAndAChangeIsSavedOnceAfterTheDelay() async {
        let clock = TestClock()
        let disk = Disk(json(["Milk"]))
        let store = TestStore(
            state: NotesModel(), environment: .init(file: storage(disk, clock: clock)))
        await loadMilk(store, notes: \.notes)
        await store.send(.add("Eggs")) { $0.notes.value.append("Eggs") }
        await clock.advance(by: .milliseconds(200))
        await store.send(.add("Flour")) { $0.notes.value.append("Flour") }
        // 400 ms after the first change, 200 after the second: the first wait was cancelled.
        await clock.advance(by: .milliseconds(200))
        #expect(await disk.writes.isEmpty)
        await clock.advance(by: .milliseconds(100))
        await store.receive(.file(.save)) { $0.notes.status = .saving }
        await store.receive(.file(.didWrite(revision: 3, error: nil))) {
            $0.notes.status = .ready
            $0.notes.savedRevision = 3
        }
        await store.finish()
        #expect(await disk.writtenNotes == [["Milk", "Eggs", "Flour"]])
    }

    @Test func anActionThatLeavesTheValueAloneSchedulesNoSave() async {
        let clock = TestClock()
        let store = TestStore(
            state: NotesModel(notes: Persisted(["Milk"], status: .ready, isStored: true)),
            environment: .init(file: storage(Disk(), clock: clock)))
        await store.send(.setDraft("Eggs")) { $0.draft = "Eggs" }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func nothingStoredKeepsTheValueAndTheFirstChangeWritesIt() async {
        let disk = Disk()
        let store = TestStore(
            state: NotesModel(notes: Persisted(["Default"])),
            environment: .init(file: storage(disk, clock: TestClock())))
        await store.send(.file(.load)) { $0.notes.status = .loading }
        await store.receive(.file(.didRead(.success(nil)))) { $0.notes.status = .ready }
        #expect(!store.state.notes.hasUnsavedChanges)
        await store.send(.add("Milk")) { $0.notes.value.append("Milk") }
        await store.send(.file(.save)) { $0.notes.status = .saving }
        await store.receive(.file(.didWrite(revision: 1, error: nil))) {
            $0.notes.status = .ready
            $0.notes.savedRevision = 1
            $0.notes.isStored = true
        }
        await store.finish()
        #expect(await disk.writtenNotes == [["Default", "Milk"]])
    }

    @Test func aStoredValueThatCannotBeDecodedIsReportedAndNeverOverwritten() async {
        let garbage = Data("not notes".utf8)
        let disk = Disk(garbage)
        let store = TestStore(
            state: NotesModel(), environment: .init(file: storage(disk, clock: TestClock())))
        let error = PersistenceError.corrupt(path: "notes.json", reason: "it is not valid JSON")
        await store.send(.file(.load)) { $0.notes.status = .loading }
        await store.receive(.file(.didRead(.success(garbage)))) {
            $0.notes.status = .failed(error)
        }
        await store.receive(.file(.failed(error)))
        await store.send(.add("Milk")) { $0.notes.value.append("Milk") }
        await store.send(.file(.save))
        #expect(!store.state.notes.canSave)
        await store.finish()
        #expect(await disk.writes.isEmpty)
    }

    @Test func aReadFailureIsSentToTheParent() async {
        let error = PersistenceError.unreadable(path: "notes.json", reason: "permission denied")
        let store = TestStore(
            state: NotesModel(),
            environment: .init(file: storage(Disk(readError: error), clock: TestClock())))
        await store.send(.file(.load)) { $0.notes.status = .loading }
        await store.receive(.file(.didRead(.failure(error)))) { $0.notes.status = .failed(error) }
        await store.receive(.file(.failed(error)))
        await store.finish()
    }

    @Test func aFailedSaveIsReportedAndTheNextSaveTriesAgain() async {
        let disk = Disk()
        let error = PersistenceError.unwritable(path: "notes.json", reason: "disk full")
        await disk.failWrites(with: error)
        let store = TestStore(
            state: NotesModel(notes: Persisted([], status: .ready)),
            environment: .init(file: storage(disk, clock: TestClock())))
        await store.send(.add("Milk")) { $0.notes.value.append("Milk") }
        await store.send(.file(.save)) { $0.notes.status = .saving }
        await store.receive(.file(.didWrite(revision: 1, error: error))) {
            $0.notes.status = .failed(error)
        }
        await store.receive(.file(.failed(error)))
        #expect(store.state.notes.canSave && store.state.notes.hasUnsavedChanges)
        await disk.failWrites(with: nil)
        await store.send(.file(.save)) { $0.notes.status = .saving }
        await store.receive(.file(.didWrite(revision: 1, error: nil))) {
            $0.notes.status = .ready
            $0.notes.savedRevision = 1
            $0.notes.isStored = true
        }
        await store.finish()
        #expect(await disk.writtenNotes == [["Milk"]])
    }

    @Test func changesMadeWhileASaveRunsAreSavedRightAfterIt() async {
        let disk = Disk()
        let clock = TestClock()
        // A disk that takes a second to write, on the test's clock.
        var slow = storage(disk, clock: clock)
        slow.write = { data throws(PersistenceError) in
            try? await clock.sleep(for: .seconds(1))
            try await disk.write(data)
        }
        let store = TestStore(
            state: NotesModel(notes: Persisted([], status: .ready)),
            environment: .init(file: slow))
        await store.send(.add("Milk")) { $0.notes.value.append("Milk") }
        await store.send(.file(.save)) { $0.notes.status = .saving }
        await store.send(.add("Eggs")) { $0.notes.value.append("Eggs") }
        await store.send(.file(.save))  // one save at a time: this one changes nothing
        await clock.advance(by: .seconds(1))
        // The change's scheduled save comes first, while the first save still runs: nothing.
        await store.receive(.file(.save))
        await store.receive(.file(.didWrite(revision: 1, error: nil))) {
            $0.notes.status = .ready
            $0.notes.savedRevision = 1
            $0.notes.isStored = true
        }
        await store.receive(.file(.save)) { $0.notes.status = .saving }
        await clock.advance(by: .seconds(1))
        await store.receive(.file(.didWrite(revision: 2, error: nil))) {
            $0.notes.status = .ready
            $0.notes.savedRevision = 2
        }
        await store.finish()
        #expect(await disk.writtenNotes == [["Milk"], ["Milk", "Eggs"]])
    }

    @Test func aFileChangedByAnotherProgramIsNotOverwrittenAndTheFailureIsAnAction() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.json")
        try json(["Milk"]).write(to: URL(fileURLWithPath: path))
        let store = TestStore(
            state: NotesModel(),
            environment: .init(file: .file(path, sleep: { _ in })))
        await loadMilk(store, notes: \.notes)
        // Another program saves its own list (a new file, renamed over the old one).
        let other = directory.path("other.json")
        try json(["Theirs"]).write(to: URL(fileURLWithPath: other))
        #expect(rename(other, path) == 0)
        await store.send(.add("Eggs")) { $0.notes.value.append("Eggs") }
        await store.receive(.file(.save)) { $0.notes.status = .saving }
        let error = PersistenceError.changedElsewhere(path: path)
        await store.receive(.file(.didWrite(revision: 2, error: error))) {
            $0.notes.status = .failed(error)
        }
        await store.receive(.file(.failed(error)))
        await store.finish()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == json(["Theirs"]))
    }

    @Test func savedJSONIsSortedPrettyAndEndsWithANewline() throws {
        let data = try PersistenceFormat<[String: Int]>.json.encode(["b": 2, "a": 1])
        #expect(String(decoding: data, as: UTF8.self) == "{\n  \"a\" : 1,\n  \"b\" : 2\n}\n")
    }

    @Test func decodingFailuresAreDescribedByField() async {
        struct Point: Codable, Equatable, Sendable {
            var x: Int
            var y: Int
        }
        var persisted = Persisted(Point(x: 0, y: 0))
        let reasons = [
            (#"{"x":1}"#, "the field \"y\" is missing"),
            (#"{"x":1,"y":"two"}"#, "the field \"y\" has the wrong type"),
            ("[1, 2]", "it does not hold the expected value"),
            ("{", "it is not valid JSON"),
        ]
        for (text, reason) in reasons {
            var state = PointModel(point: persisted)
            let update = PointModel.update(
                state: state, action: .file(.didRead(.success(Data(text.utf8)))),
                environment: .init(file: storage(Disk(), clock: TestClock())))
            state = update.state
            #expect(
                state.point.status == .failed(.corrupt(path: "notes.json", reason: reason)),
                "\(text)")
            persisted = Persisted(Point(x: 0, y: 0))
        }

        /// A model around the point, for the decoding path.
        struct PointModel: ModelProtocol {
            enum Action: Equatable, Sendable { case file(PersistenceAction) }
            struct Environment { var file: PersistenceStorage }
            var point: Persisted<Point>
            static var file: PersistedPlace<Self, Point, PersistenceStorage> {
                Place.persisted(\Self.point, tag: Action.file)
            }
            static func update(
                state: consuming PointModel, action: Action, environment: Environment
            ) -> Update<PointModel> {
                switch action {
                case .file(let action):
                    update(state: state, action: action, environment: environment.file, at: file)
                }
            }
        }
    }

    @Test func persistedValuesCompareByWhatTheyHoldNotByHowOftenTheyWereWritten() {
        var once = Persisted(["Milk"], status: .ready, isStored: true)
        once.value = ["Milk", "Eggs"]
        var twice = Persisted(["Milk"], status: .ready, isStored: true)
        twice.value.append("Eggs")
        twice.value = twice.value
        #expect(once.revision != twice.revision)
        #expect(once == twice)
        twice.status = .saving
        #expect(once != twice)
        twice.status = .ready
        twice.isStored = false
        #expect(once != twice)
        // The diff a test store prints shows what `==` compares, and no counter.
        let labels = Mirror(reflecting: once).children.compactMap(\.label)
        #expect(labels.sorted() == ["isStored", "status", "value"])
    }

    @Test func anExpectationWrittenInTwoStatementsMatchesOneWrite() async {
        let clock = TestClock()
        let store = TestStore(
            state: NotesModel(notes: Persisted(["Milk"], status: .ready, isStored: true)),
            environment: .init(file: storage(Disk(), clock: clock)))
        await store.send(.add("Eggs")) {
            $0.notes.value = []
            $0.notes.value = ["Milk", "Eggs"]
        }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.file(.save)) { $0.notes.status = .saving }
        await store.receive(.file(.didWrite(revision: 1, error: nil))) {
            $0.notes.status = .ready
        }
        // A write that changes nothing needs no expectation.
        await store.send(.rewrite)
        await clock.advance(by: .milliseconds(300))
        await store.receive(.file(.save))
        await store.finish()
    }

    @Test func aSaveOfTheBytesTheStorageHoldsWritesNothing() async {
        let clock = TestClock()
        let disk = Disk(json(["Milk"]))
        let store = TestStore(
            state: NotesModel(), environment: .init(file: storage(disk, clock: clock)))
        await loadMilk(store, notes: \.notes)
        await store.send(.rewrite)
        await clock.advance(by: .milliseconds(300))
        await store.receive(.file(.save))
        await store.finish()
        #expect(await disk.writes.isEmpty)
        #expect(!store.state.notes.hasUnsavedChanges)

        // A change, and then a change back to what was written, writes once.
        await store.send(.add("Eggs")) { $0.notes.value.append("Eggs") }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.file(.save)) { $0.notes.status = .saving }
        await store.receive(.file(.didWrite(revision: 3, error: nil))) {
            $0.notes.status = .ready
        }
        await store.send(.rewrite)
        await clock.advance(by: .milliseconds(300))
        await store.receive(.file(.save))
        await store.finish()
        #expect(await disk.writtenNotes == [["Milk", "Eggs"]])
    }

    @Test func aWriteCountsAsAChangeAndEqualityIgnoresTheSchedule() {
        var notes = Persisted(["Milk"], status: .ready)
        notes.value[0] = "Oat milk"
        #expect(notes.revision == 1 && notes.hasUnsavedChanges)
        let before = notes
        let update = Update(state: NotesModel(notes: notes)).savingChanges(
            of: \.notes, storage: storage(Disk(), clock: TestClock()), tag: NotesModel.Action.file)
        #expect(update.state.notes == before)
        #expect(!update.fx.isNone)
        // Scheduled once: the same revision schedules nothing more.
        let again = Update(state: update.state).savingChanges(
            of: \.notes, storage: storage(Disk(), clock: TestClock()), tag: NotesModel.Action.file)
        #expect(again.fx.isNone)
    }
}

/// ``NotesModel`` as an in-place model: the in-place persistence forms.
private struct InPlaceNotesModel: InPlaceModelProtocol, Sendable {
    typealias Action = NotesModel.Action
    typealias Environment = NotesModel.Environment

    var notes = Persisted<[String]>([])
    var draft = ""

    static let file = Place.persisted(\Self.notes, tag: Action.file)

    static func reduce(
        into state: inout InPlaceNotesModel,
        action: Action,
        environment: Environment
    ) -> Step<InPlaceNotesModel> {
        apply(&state, action, environment)
            .savingChanges(of: \.notes, in: &state, storage: environment.file, tag: Action.file)
    }

    private static func apply(
        _ state: inout InPlaceNotesModel,
        _ action: Action,
        _ environment: Environment
    ) -> Step<InPlaceNotesModel> {
        switch action {
        case .add(let note):
            state.notes.value.append(note)
            return .none
        case .setDraft(let draft):
            state.draft = draft
            return .none
        case .rewrite:
            state.notes.value = state.notes.value
            return .none
        case .file(let action):
            return reduce(into: &state, action: action, environment: environment.file, at: file)
        }
    }
}

@MainActor
@Suite struct InPlacePersistedTests {
    @Test func anInPlaceModelLoadsAndSavesItsPersistedValueTheSameWay() async {
        let clock = TestClock()
        let disk = Disk(json(["Milk"]))
        let store = TestStore(
            state: InPlaceNotesModel(), environment: .init(file: storage(disk, clock: clock)))
        await loadMilk(store, notes: \.notes)
        await store.send(.setDraft("Eggs")) { $0.draft = "Eggs" }
        #expect(store.runningEffectCount == 0)
        await store.send(.add("Eggs")) { $0.notes.value.append("Eggs") }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.file(.save)) { $0.notes.status = .saving }
        await store.receive(.file(.didWrite(revision: 2, error: nil))) {
            $0.notes.status = .ready
            $0.notes.savedRevision = 2
        }
        await store.finish()
        #expect(await disk.writtenNotes == [["Milk", "Eggs"]])
    }
}

@Suite struct PersistenceCodableTests {
    @Test(arguments: [
        PersistenceAction.load, .save, .didRead(.success(nil)),
        .didRead(.success(Data("[]".utf8))),
        .didRead(.failure(.unreadable(path: "a.json", reason: "permission denied"))),
        .didWrite(revision: 3, error: nil),
        .didWrite(revision: 4, error: .changedElsewhere(path: "a.json")),
        .failed(.corrupt(path: "a.json", reason: "it is not valid JSON")),
    ])
    func everyPersistenceActionRoundTripsThroughJSON(action: PersistenceAction) throws {
        let data = try JSONEncoder().encode(action)
        #expect(try JSONDecoder().decode(PersistenceAction.self, from: data) == action)
    }

    @Test func anObjectWithoutOneKnownCaseIsRefused() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PersistenceAction.self, from: Data(#"{"fly": {}}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PersistenceAction.self, from: Data("{}".utf8))
        }
    }

    @Test func aPersistedValueRoundTripsWithWhatItKnowsOfItsStorage() throws {
        var notes = Persisted(["Milk"], status: .ready, isStored: true)
        notes.value.append("Eggs")
        notes.savedRevision = 1
        let data = try JSONEncoder().encode(notes)
        let decoded = try JSONDecoder().decode(Persisted<[String]>.self, from: data)
        #expect(decoded == notes)
        // What it read counts as scheduled: reading it back schedules no save.
        let update = Update(state: NotesModel(notes: decoded)).savingChanges(
            of: \.notes, storage: storage(Disk(), clock: TestClock()), tag: NotesModel.Action.file)
        #expect(update.fx.isNone)
    }
}

@MainActor
@Suite struct PersistedDiffTests {
    @Test func aTestStoreNamesThePersistedValueByItsPublicName() async {
        let clock = TestClock()
        let store = TestStore(
            state: NotesModel(notes: Persisted(["Milk"], status: .ready)),
            environment: .init(file: storage(Disk(), clock: clock)))
        await withKnownIssue {
            await store.send(.add("Eggs")) { $0.notes.value.append("Oat milk") }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("notes.value[1]") && !text.contains("stored")
                && !text.contains("scheduledRevision") && !text.contains("revision")
        }
        store.exhaustivity = .off
        await clock.advance(by: .milliseconds(300))
        await store.finish()
    }
}
