import Foundation
import Testing

@testable import Reflow

@MainActor
@Suite struct StoreRecordingTests {
    @Test func aRecordingHoldsEveryActionInOrderWithTheStepItLeadsTo() throws {
        let store = Store(state: MemosModel(), environment: MemosEnvironment())
        store.send(.rename("before"))
        store.startRecording(checkpointInterval: 2, limit: 100)
        store.send(.add(id: 1))
        store.send(.rename("Groceries"))
        store.send(.memo(id: 1, action: .toggle))

        let journal = try #require(store.journal)
        #expect(journal.startStep == 0)
        #expect(journal.endStep == 3)
        #expect(journal.entries.map(\.step) == [1, 2, 3])
        #expect(
            journal.entries.map(\.action) == [
                .add(id: 1), .rename("Groceries"), .memo(id: 1, action: .toggle),
            ])
        #expect(journal.entries.map(\.origin) == [.user, .user, .user])
        #expect(journal.start == MemosModel(title: "before"))
    }

    @Test func theRecordedStepsAreTheJournalsAndNoneWithoutARecording() throws {
        let store = Store(state: MemosModel(), environment: MemosEnvironment())
        #expect(store.recordedSteps == nil)
        store.startRecording(checkpointInterval: 2, limit: 4)
        #expect(store.recordedSteps == 0...0)
        for id in 1...6 {
            store.send(.add(id: id))
            #expect(store.recordedSteps == store.journal?.steps)
        }
        // Past the limit, the oldest steps are dropped a checkpoint interval at a time.
        #expect(try #require(store.recordedSteps).upperBound == 6)
        #expect(try #require(store.recordedSteps).lowerBound > 0)
        store.stopRecording()
        #expect(store.recordedSteps == nil)
    }

    /// Records `count` memos added one by one; returns the journal and every state, by step.
    private func recordAdding(
        _ count: Int, checkpointInterval: Int, limit: Int
    ) throws -> (Journal<MemosModel>, states: [MemosModel]) {
        let store = Store(state: MemosModel(), environment: MemosEnvironment())
        store.startRecording(checkpointInterval: checkpointInterval, limit: limit)
        var states = [store.state]
        for id in 1...count {
            store.send(.add(id: id))
            states.append(store.state)
        }
        return (try #require(store.journal), states)
    }

    @Test func theStateIsRecordedEveryCheckpointInterval() throws {
        let (journal, states) = try recordAdding(5, checkpointInterval: 2, limit: 100)
        // Kept whole: the start, and a state once the changes since outweigh it.
        #expect(journal.checkpoints.first?.step == 0)
        #expect(journal.checkpoints.allSatisfy { $0.state == states[$0.step] })
        // Every interval's state is recorded: kept, or rebuilt from the changes.
        #expect(journal.checkpoint(at: 0) == states[0])
        #expect(journal.checkpoint(at: 2) == states[2])
        #expect(journal.checkpoint(at: 4) == states[4])
        #expect(journal.checkpoint(at: 3) == nil)
        #expect(journal.checkpoint(at: 6) == nil)
        for step in journal.steps {
            #expect(journal.state(at: step, environment: MemosEnvironment()) == states[step])
        }
    }

    @Test func anActionFedBackAtOnceIsMarkedWithTheStepThatReturnedIt() throws {
        let store = Store(state: MemosModel(), environment: MemosEnvironment())
        store.startRecording()
        store.send(.add(id: 1))
        store.send(.memo(id: 1, action: .toggleLater))

        let journal = try #require(store.journal)
        #expect(journal.entries.count == 3)
        let fedBack = journal.entries[2]
        #expect(fedBack.step == 3)
        #expect(fedBack.action == .memo(id: 1, action: .toggle))
        #expect(fedBack.origin == .effect(RecordedEffect(step: 2, isImmediate: true)))
        #expect(store.state.memos[id: 1]?.done == true)
    }

    @Test func anActionAnEffectFedBackIsMarkedWithItsIDItsChildAndItsStep() async throws {
        let store = Store(state: MemosModel(), environment: MemosEnvironment())
        store.startRecording()
        store.send(.add(id: 7))
        store.send(.memo(id: 7, action: .save))
        store.send(.edit(id: 8))
        store.send(.editor(.save))
        await store.waitForEffects()

        let journal = try #require(store.journal)
        let fedBack = journal.entries.filter { $0.origin != .user }
        #expect(
            Set(fedBack.map(\.action)) == [.memo(id: 7, action: .saved), .editor(.saved)])
        let origins = Dictionary(
            uniqueKeysWithValues: fedBack.map { ($0.action, $0.origin) })
        #expect(
            origins[.memo(id: 7, action: .saved)]
                == .effect(RecordedEffect(step: 2, id: "save", child: "memos[id: 7]")))
        #expect(
            origins[.editor(.saved)]
                == .effect(RecordedEffect(step: 4, id: "save", child: "editor")))
    }

    @Test func anEffectFoundThroughACursorIsNamedByTheCursorAndKey() async throws {
        let store = Store(state: ListModel(count: 3), environment: ItemModel.Environment())
        store.startRecording()
        store.send(.item(id: 2, action: .save))
        await store.waitForEffects()

        let journal = try #require(store.journal)
        #expect(journal.entries.count == 2)
        #expect(
            journal.entries.last?.origin
                == .effect(RecordedEffect(step: 1, child: "ItemCursor[2]")))
    }

    @Test func anEffectStartedBeforeTheRecordingHasNoStep() async throws {
        let gate = Gate()
        let store = Store(state: MemosModel(), environment: .waiting(for: gate))
        store.send(.add(id: 1))
        store.send(.memo(id: 1, action: .save))
        store.startRecording()
        await gate.open()
        await store.waitForEffects()

        let journal = try #require(store.journal)
        #expect(journal.entries.map(\.action) == [.memo(id: 1, action: .saved)])
        #expect(
            journal.entries.first?.origin
                == .effect(RecordedEffect(step: nil, id: "save", child: "memos[id: 1]")))
    }

    @Test func anActionSentWhileTheStoreIsBusyIsTheUsersAndOneFedBackBesideItTheEffects() throws {
        let store = Store(
            state: MemosModel(memos: [MemoModel(id: 1)]), environment: MemosEnvironment())
        store.startRecording()
        // The logger is told of the state while the store runs the action: a send from it is
        // queued, before the action the update feeds back at once.
        store.logger = { [unowned store] event in
            if case .state(let state) = event, state.memos[id: 1]?.done == false,
                state.title.isEmpty
            {
                store.send(.rename("busy"))
            }
        }
        store.send(.memo(id: 1, action: .toggleLater))

        let journal = try #require(store.journal)
        #expect(
            journal.entries.map(\.action) == [
                .memo(id: 1, action: .toggleLater), .rename("busy"), .memo(id: 1, action: .toggle),
            ])
        #expect(
            journal.entries.map(\.origin) == [
                .user, .user, .effect(RecordedEffect(step: 1, isImmediate: true)),
            ])
    }

    @Test func pastTheLimitTheJournalStartsAtItsOldestKeptCheckpoint() throws {
        let (journal, states) = try recordAdding(12, checkpointInterval: 3, limit: 7)
        // Steps 1…12: at the 8th action, steps 1–3 went; at the 11th, steps 4–6.
        #expect(journal.startStep == 6)
        #expect(journal.endStep == 12)
        #expect(journal.entries.map(\.step) == Array(7...12))
        #expect(journal.checkpoints.first?.step == 6)
        #expect(
            [6, 9, 12].map { journal.checkpoint(at: $0) } == [states[6], states[9], states[12]])
        #expect(journal.start == states[6])
        for step in journal.steps {
            #expect(journal.state(at: step, environment: MemosEnvironment()) == states[step])
        }
    }

    /// The action of step `step` of a long session over twenty memos: mostly toggles spread
    /// over them, with an add, a removal, a rename and an editor between, so that the start a
    /// recording moves on holds more than toggled items.
    private static func sessionAction(_ step: Int) -> MemosModel.Action {
        switch step % 29 {
        case 3: .add(id: 100 + step)
        case 4: .remove(id: 100 + step - 30)
        case 11: .rename("after \(step)")
        case 17: .edit(id: step % 20 + 1)
        case 18: .editor(.toggle)
        default: .memo(id: step * 7 % 20 + 1, action: .toggle)
        }
    }

    @Test(arguments: [(1, 1), (1, 5), (3, 7), (10, 100), (100, 100), (100, 1_000)])
    func pastTheLimitTheStartMovedOnIsTheStateTheActionsFromTheRealStartLeadTo(
        checkpointInterval: Int, limit: Int
    ) throws {
        let first = MemosModel(title: "Start", memos: KeyedList((1...20).map { MemoModel(id: $0) }))
        let store = Store(state: first, environment: MemosEnvironment())
        store.startRecording(checkpointInterval: checkpointInterval, limit: limit)
        // Past the limit several times over: the start moves on again and again.
        let count = 3 * limit + 2 * checkpointInterval + 1
        var states = [store.state]
        for step in 1...count {
            store.send(Self.sessionAction(step))
            states.append(store.state)
        }

        let journal = try #require(store.journal)
        #expect(journal.endStep == count)
        #expect(journal.startStep.isMultiple(of: checkpointInterval))
        #expect(journal.entries.count <= limit)
        #expect(journal.entries.count > limit - checkpointInterval)
        #expect(
            journal.entries.map(\.action)
                == (journal.startStep + 1...count).map(Self.sessionAction))
        // The start is where the actions from the real start lead, run afresh.
        var replayed = first
        Journal<MemosModel>.run(
            (1...journal.startStep).lazy.map(Self.sessionAction), on: &replayed,
            MemosEnvironment())
        #expect(journal.start == replayed)
        #expect(journal.start == states[journal.startStep])
        // Every checkpoint, kept or rebuilt from the changes, is the state the store held.
        let read = try JSONDecoder().decode(
            Journal<MemosModel>.self, from: JSONEncoder().encode(journal))
        for step in stride(from: journal.startStep, through: count, by: checkpointInterval) {
            #expect(journal.checkpoint(at: step) == states[step], "step \(step)")
            #expect(read.checkpoint(at: step) == states[step], "step \(step) read back")
        }
        #expect(journal.firstDivergence(environment: MemosEnvironment()) == nil)
        #expect(read.firstDivergence(environment: MemosEnvironment()) == nil)
        // A store that goes on from it moves its start on from there, as correctly.
        let resumed = Store(replaying: read, environment: MemosEnvironment(), limit: limit)
        #expect(resumed.state == states[count])
        for step in count + 1...count + limit + checkpointInterval {
            resumed.send(Self.sessionAction(step))
            store.send(Self.sessionAction(step))
            states.append(store.state)
        }
        let resumedJournal = try #require(resumed.journal)
        #expect(resumedJournal.start == states[resumedJournal.startStep])
        #expect(resumedJournal.startStep > journal.startStep)
        #expect(resumedJournal.firstDivergence(environment: MemosEnvironment()) == nil)
        resumed.travel(to: resumedJournal.startStep)
        #expect(resumed.state == states[resumedJournal.startStep])
        resumed.returnToPresent()
    }

    @Test func pastTheLimitTheStartOfAModelThatIsNotCodableMovesOnFromEveryKeptState() throws {
        // In memory, a journal of a model that is not `Codable` keeps every checkpoint's state:
        // a store going on from it drops those first, then runs the actions on its start.
        let recorder = Store(state: CountedModel(), environment: ())
        recorder.startRecording(checkpointInterval: 4, limit: 40)
        for amount in 1...30 {
            recorder.send(.add(amount))
        }
        let journal = try #require(recorder.journal)
        #expect(journal.checkpoints.count == 8)
        let store = Store(replaying: journal, environment: (), limit: 40)
        var totals = (0...30).map { $0 * ($0 + 1) / 2 }
        for amount in 31...100 {
            store.send(.add(amount))
            totals.append(totals[amount - 1] + amount)
            let moved = try #require(store.journal)
            #expect(moved.start == CountedModel(total: totals[moved.startStep]), "step \(amount)")
        }
        let moved = try #require(store.journal)
        // The 41st action dropped the first four; every fourth after it, four more.
        #expect(moved.startStep == 60)
        for step in stride(from: 60, through: 100, by: 4) {
            #expect(moved.checkpoint(at: step) == CountedModel(total: totals[step]))
        }
        #expect(moved.firstDivergence(environment: ()) == nil)
    }

    @Test func pastTheLimitTheActionsEffectsFedBackKeepTheirOrigin() throws {
        let store = Store(
            state: MemosModel(memos: [MemoModel(id: 1)]), environment: MemosEnvironment())
        store.startRecording(checkpointInterval: 5, limit: 12)
        // Each sends an action and feeds one back: 400 actions, most of them long dropped.
        for _ in 0..<200 {
            store.send(.memo(id: 1, action: .toggleLater))
        }

        let journal = try #require(store.journal)
        #expect(journal.startStep == 390)
        #expect(journal.entries.count == 10)
        for entry in journal.entries {
            let isFedBack = entry.step.isMultiple(of: 2)
            #expect(
                entry.origin
                    == (isFedBack
                        ? .effect(RecordedEffect(step: entry.step - 1, isImmediate: true)) : .user),
                "step \(entry.step)")
            #expect(
                entry.action == .memo(id: 1, action: isFedBack ? .toggle : .toggleLater))
        }
    }

    @Test func stoppingReturnsTheJournalAndRecordsNoMore() throws {
        let store = Store(state: MemosModel(), environment: MemosEnvironment())
        #expect(store.stopRecording() == nil)
        store.startRecording()
        #expect(store.isRecording)
        store.send(.add(id: 1))
        let journal = try #require(store.stopRecording())
        store.send(.add(id: 2))

        #expect(!store.isRecording)
        #expect(store.journal == nil)
        #expect(journal.entries.map(\.action) == [.add(id: 1)])
        #expect(store.state.memos.count == 2)
    }

    @Test func startingAgainStartsANewJournalFromTheCurrentState() throws {
        let store = Store(state: MemosModel(), environment: MemosEnvironment())
        store.startRecording()
        store.send(.add(id: 1))
        store.startRecording()
        store.send(.add(id: 2))

        let journal = try #require(store.journal)
        #expect(journal.entries.map(\.action) == [.add(id: 2)])
        #expect(journal.start?.memos.map(\.id) == [1])
    }

    @Test func aStoreReplayingAJournalIsAtItsEndAndRecordsOn() throws {
        let recorder = Store(state: MemosModel(), environment: MemosEnvironment())
        recorder.startRecording(checkpointInterval: 4)
        for id in 1...6 {
            recorder.send(.add(id: id))
        }
        let journal = try #require(recorder.journal)

        let store = Store(replaying: journal, environment: MemosEnvironment())
        #expect(store.state == recorder.state)
        #expect(store.journal == journal)
        store.send(.remove(id: 1))
        recorder.send(.remove(id: 1))
        store.send(.add(id: 9))
        recorder.send(.add(id: 9))
        #expect(store.journal == recorder.journal)
    }
}
