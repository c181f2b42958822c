import Foundation
import Observation
import Testing

@testable import Reflow

/// Counts the notifications Observation gives for what `read` reads, re-registering after each
/// as a re-rendering view does, and keeps what it read each time.
@MainActor
private final class Reader<Value> {
    private let read: () -> Value
    private(set) var values: [Value] = []

    init(_ read: @escaping () -> Value) {
        self.read = read
        track()
    }

    private func track() {
        let value = withObservationTracking(read) { [weak self] in
            // Told after the change is in place: reads the new value, as a view re-rendering.
            MainActor.assumeIsolated { self?.track() }
        }
        values.append(value)
    }
}

@MainActor
@Suite struct StoreTimeTravelTests {
    /// A store that recorded six steps, with a checkpoint every 4, and each state it went
    /// through.
    private func recordedStore() -> (Store<MemosModel>, [MemosModel]) {
        let store = Store(state: MemosModel(), environment: MemosEnvironment())
        store.startRecording(checkpointInterval: 4)
        var states = [store.state]
        for action: MemosModel.Action in [
            .add(id: 1), .rename("a"), .add(id: 2), .memo(id: 1, action: .toggle), .remove(id: 2),
            .rename("b"),
        ] {
            store.send(action)
            states.append(store.state)
        }
        return (store, states)
    }

    @Test func aStoreTravelsToEveryRecordedStepAndBack() {
        let (store, states) = recordedStore()
        let journal = store.journal
        for step in [3, 0, 1, 2, 6, 5, 4, 6, 2] {
            store.travel(to: step)
            #expect(store.state == states[step], "step \(step)")
            #expect(store.travelledStep == step)
        }
        store.returnToPresent()
        #expect(store.state == states[6])
        #expect(store.travelledStep == nil)
        #expect(store.journal == journal)
    }

    @Test func observersAreToldOfEachStateShownOnce() throws {
        let (store, states) = recordedStore()
        let reader = Reader { store.state }
        let row = try #require(
            store.viewStore(MemosModel.memo(1)))
        let rowReader = Reader { row.state }

        store.travel(to: 1)
        store.travel(to: 5)
        store.returnToPresent()

        #expect(reader.values == [states[6], states[1], states[5], states[6]])
        // The row changed at step 4 (toggled): false at step 1, true at 5 and 6.
        #expect(rowReader.values.map { $0.done } == [true, false, true])
    }

    @Test func theLoggerAndTheStateStreamAreNotToldOfTravels() {
        let (store, _) = recordedStore()
        var events: [String] = []
        store.logger = { events.append("\($0)") }
        store.travel(to: 2)
        store.returnToPresent()
        #expect(events.isEmpty)
    }

    @Test func anActionSentWhileTravellingIsIgnoredAndReported() {
        let (store, states) = recordedStore()
        let issues = Issues()
        store.travel(to: 2)
        RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            store.send(.rename("ignored"))
        }
        #expect(store.state == states[2])
        store.returnToPresent()
        #expect(store.state == states[6])
        #expect(store.journal?.endStep == 6)
        #if DEBUG
        #expect(issues.messages.count == 1)
        #expect(issues.messages.first?.contains("shows recorded step 2") == true)
        #endif
    }

    @Test func whatEffectsFeedBackWhileTravellingRunsOnTheReturn() async throws {
        let gate = Gate()
        let store = Store(state: MemosModel(), environment: .waiting(for: gate))
        store.startRecording()
        store.send(.add(id: 1))
        store.send(.memo(id: 1, action: .save))
        store.travel(to: 0)
        await gate.open()
        await store.waitForEffects()

        #expect(store.state == MemosModel())
        #expect(store.journal?.endStep == 2)
        store.returnToPresent()
        #expect(store.state.memos[id: 1]?.isSaving == false)
        let journal = try #require(store.journal)
        #expect(journal.entries.last?.action == .memo(id: 1, action: .saved))
        #expect(
            journal.entries.last?.origin
                == .effect(RecordedEffect(step: 2, id: "save", child: "memos[id: 1]")))
    }

    @Test func stoppingTheRecordingReturnsToThePresent() {
        let (store, states) = recordedStore()
        store.travel(to: 3)
        let journal = store.stopRecording()
        #expect(store.state == states[6])
        #expect(journal?.endStep == 6)
    }

    @Test func aStoreReplayingAJournalTravelsThroughIt() throws {
        let (recorder, states) = recordedStore()
        let store = Store(
            replaying: try #require(recorder.journal), environment: MemosEnvironment())
        for step in 0...6 {
            store.travel(to: step)
            #expect(store.state == states[step])
        }
    }
}

/// Journals the decoder accepts, at the bounds its validation allows: the smallest and largest
/// checkpoint interval, the largest start step, effects started at the first and the last step
/// they may, checkpoints missing after the first, one at the last step, states that disagree
/// with the actions, and actions for children that are not there.
private let acceptedJournals: [String] = {
    let entries = """
        [{"step": S1, "action": {"add": {"id": 1}}},
         {"step": S2, "action": {"memo": {"id": 1, "action": {"toggle": {}}}},
          "effect": {"step": S0, "isImmediate": false}},
         {"step": S3, "action": {"memo": {"id": 99, "action": {"toggleLater": {}}}},
          "effect": {"step": S2, "isImmediate": true}},
         {"step": S4, "action": {"editor": {"_0": {"save": {}}}}},
         {"step": S5, "action": {"remove": {"id": 1}}},
         {"step": S6, "action": {"remove": {"id": 1}}}]
        """
    let state = #"{"title": "", "memos": []}"#
    let odd =
        #"{"title": "x", "memos": [{"id": 9223372036854775807, "done": true, "isSaving": true}, {"id": -9223372036854775808, "done": false, "isSaving": false}], "editor": {"id": 0, "done": false, "isSaving": true}}"#
    func journal(interval: Int, start: Int, checkpoints: [(offset: Int, state: String)]) -> String {
        var text = entries
        for offset in (0...6).reversed() {
            text = text.replacingOccurrences(of: "S\(offset)", with: "\(start + offset)")
        }
        let list = checkpoints.map { #"{"step": \#(start + $0.offset), "state": \#($0.state)}"# }
        return """
            {"formatVersion": 1, "checkpointInterval": \(interval), "startStep": \(start),
             "checkpoints": [\(list.joined(separator: ", "))], "entries": \(text)}
            """
    }
    let largest = 1 << 53
    return [
        journal(interval: 1, start: 0, checkpoints: (0...6).map { ($0, state) }),
        journal(interval: 1_000_000, start: 0, checkpoints: [(0, state)]),
        journal(interval: 2, start: largest, checkpoints: [(0, state)]),
        journal(interval: 3, start: 5, checkpoints: [(0, state), (3, odd), (6, state)]),
        journal(interval: 2, start: 1, checkpoints: [(0, odd), (2, odd), (4, state)]),
        """
        {"formatVersion": 1, "checkpointInterval": 1000000, "startStep": \(largest),
         "checkpoints": [{"step": \(largest), "state": \(odd)}], "entries": []}
        """,
    ]
}()

@MainActor
@Suite struct AcceptedJournalTests {
    @Test(arguments: acceptedJournals.indices)
    func anAcceptedJournalReplaysAndTravelsToEveryStepWithoutTrapping(index: Int) throws {
        let journal = try JSONDecoder().decode(
            Journal<MemosModel>.self, from: Data(acceptedJournals[index].utf8))
        let environment = MemosEnvironment()
        let states = journal.steps.map { journal.state(at: $0, environment: environment) }
        _ = journal.firstDivergence(environment: environment)

        let store = Store(replaying: journal, environment: environment)
        #expect(store.state == states.last)
        // Every step, forward, then backward, then the present.
        for (step, state) in zip(journal.steps, states) {
            store.travel(to: step)
            #expect(store.state == state)
        }
        for (step, state) in zip(journal.steps, states).reversed() {
            store.travel(to: step)
            #expect(store.state == state)
        }
        store.returnToPresent()
        // The recording goes on from the journal's end, past its next checkpoint, and every step
        // can still be shown.
        for id in 100..<104 {
            store.send(.add(id: id))
        }
        let steps = try #require(store.recordedSteps)
        #expect(steps == journal.startStep...(journal.endStep + 4))
        for step in steps {
            store.travel(to: step)
        }
        store.returnToPresent()
        #expect(store.state.memos.ids.suffix(4) == [100, 101, 102, 103])
    }
}
