import Reflow
import ReflowTesting
import Testing

@testable import ShelfSample

@MainActor
@Suite struct ShelfReplayTests {
    @Test func aRecordedSessionReplaysAsATest() async throws {
        // A session, recorded as the app records it.
        let store = Store(state: ShelfModel(), environment: .test)
        store.startRecording(checkpointInterval: 1, limit: 1_000)
        store.send(.file(.load))
        store.send(.suggestTapped)
        await store.waitForEffects()
        store.send(.addTapped)
        store.send(.add(.presented(.saveTapped)))
        store.send(.openTapped(bookID: 1))
        store.send(.path(.element(id: 0, action: .detail(.finishTapped))))
        await store.waitForEffects()
        let journal = try #require(store.stopRecording())

        // Replayed: the same actions, in order, must give the same states.
        await TestStore.replay(journal, environment: .test)
    }
}
