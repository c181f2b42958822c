import Testing

@testable import Reflow

/// A list of numbers whose storage counts the copies copy-on-write makes of it, as a
/// `KeyedList` or an `Array` of a model would be copied when a kept state shares it.
private struct CountedList: Equatable {
    final class Storage {
        var values: [Int]

        init(_ values: [Int]) {
            self.values = values
        }
    }

    /// The copies made of every `CountedList`'s storage. Unchecked: only the serialized,
    /// main-actor tests below change or read it.
    nonisolated(unsafe) static var copies = 0

    private var storage: Storage

    init(count: Int) {
        storage = Storage(Array(repeating: 0, count: count))
    }

    var values: [Int] { storage.values }

    mutating func increment(at index: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            Self.copies += 1
            storage = Storage(storage.values)
        }
        storage.values[index] += 1
    }

    static func == (lhs: CountedList, rhs: CountedList) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
    }
}

/// A model whose one list each action writes to.
private struct CopyCountingModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case increment(Int)
    }

    var list = CountedList(count: 64)

    static func update(
        state: consuming CopyCountingModel, action: Action, environment: Void
    ) -> Update<CopyCountingModel> {
        switch action {
        case .increment(let index):
            state.list.increment(at: index)
        }
        return Update(state: state)
    }
}

/// A model whose update reads a global: not pure, so its journal cannot lead to its state.
private struct ImpureModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case tick
    }

    /// The actions run so far. Unchecked: only the serialized, main-actor tests below change
    /// or read it.
    nonisolated(unsafe) static var ticks = 0

    var count = 0

    static func update(
        state: consuming ImpureModel, action: Action, environment: Void
    ) -> Update<ImpureModel> {
        ticks += 1
        state.count = ticks
        return Update(state: state)
    }
}

/// What a recording keeps while it records: the state it starts from and the actions, never a
/// copy of the state every checkpoint interval.
@MainActor
@Suite(.serialized) struct RecordingMemoryTests {
    @Test func aDefaultRecordingCopiesTheStateOnceHoweverManyCheckpointsPass() {
        let store = Store(state: CopyCountingModel(), environment: ())
        CountedList.copies = 0
        store.startRecording()
        for step in 0..<1_000 {
            store.send(.increment(step % 64))
        }
        // The first write after the start copies the list the recording keeps; a checkpoint
        // kept every 100 steps would have made the next write copy it again, 10 times.
        #expect(CountedList.copies == 1)
    }

    @Test func pastItsLimitARecordingMovesItsStartOnWithoutCopyingTheState() throws {
        let store = Store(state: CopyCountingModel(), environment: ())
        CountedList.copies = 0
        store.startRecording(checkpointInterval: 10, limit: 50)
        // The values, not the states: a state kept here would share the list with the store's.
        var values = [store.state.list.values]
        for step in 0..<1_000 {
            store.send(.increment(step % 64))
            values.append(store.state.list.values)
        }
        #expect(CountedList.copies == 1)
        CountedList.copies = 0
        let journal = try #require(store.journal)
        #expect(journal.steps == 950...1_000)
        #expect(journal.checkpoints.map(\.step) == Array(stride(from: 950, through: 1_000, by: 10)))
        for checkpoint in journal.checkpoints {
            #expect(checkpoint.state.list.values == values[checkpoint.step])
        }
        // The journal's checkpoints are made when it is read: a copy of the list for each one
        // after the first, which is the recording's start state.
        #expect(CountedList.copies == journal.checkpoints.count - 1)
        for step in journal.steps {
            #expect(journal.state(at: step, environment: ()).list.values == values[step])
        }
    }

    @Test func travellingShowsEveryStepOfADefaultRecording() throws {
        let store = Store(state: CopyCountingModel(), environment: ())
        store.startRecording(checkpointInterval: 100, limit: 300)
        var states = [store.state]
        for step in 0..<450 {
            store.send(.increment(step * 7 % 64))
            states.append(store.state)
        }
        let steps = try #require(store.recordedSteps)
        #expect(steps == 200...450)
        for step in [450, 201, 200, 300, 299, 449, 250, 251] {
            store.travel(to: step)
            #expect(store.state == states[step], "step \(step)")
        }
        store.returnToPresent()
        #expect(store.state == states[450])
    }

    @Test func aJournalWhoseActionsDoNotLeadToTheStoresStateIsReportedAsAnImpureUpdate() throws {
        let store = Store(state: ImpureModel(), environment: ())
        ImpureModel.ticks = 0
        store.startRecording()
        store.send(.tick)
        store.send(.tick)
        let issues = Issues()
        let journal = RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            store.journal
        }
        #expect(try #require(journal).entries.count == 2)
        #expect(issues.messages.count == 1)
        #expect(
            issues.messages.first?.contains("ImpureModel.update must be pure") == true,
            "\(issues.messages)")
    }

    @Test func aJournalOfAPureUpdateReportsNothing() throws {
        let store = Store(state: CopyCountingModel(), environment: ())
        store.startRecording(checkpointInterval: 3)
        for step in 0..<10 {
            store.send(.increment(step))
        }
        let issues = Issues()
        let journal = RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            store.journal
        }
        #expect(try #require(journal).checkpoints.map(\.step) == [0, 3, 6, 9])
        #expect(issues.messages.isEmpty)
    }
}
