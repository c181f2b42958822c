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
            store.viewStore(child: \.memos, id: 1, tag: MemosModel.Action.memo))
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
