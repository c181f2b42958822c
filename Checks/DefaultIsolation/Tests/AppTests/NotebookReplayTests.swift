import Foundation
import Reflow
import ReflowTesting
import Testing

@testable import App

/// A session recorded, written to JSON and read back, replayed as a test and travelled
/// through, in a module with Xcode 26's defaults: no `nonisolated` anywhere.
@Suite struct NotebookReplayTests {
    /// A session with a page written and saved by an effect.
    private func record() async throws -> Journal<NotebookModel> {
        let store = Store(state: NotebookModel(), environment: .live)
        store.startRecording(checkpointInterval: 2)
        store.send(.addPage(id: 1))
        store.send(.page(id: 1, action: .write("Hello")))
        store.send(.page(id: 1, action: .save))
        await store.waitForEffects()
        store.send(.page(id: 1, action: .write("Hello, world")))
        return try #require(store.stopRecording())
    }

    @Test func aSessionWrittenToJSONReplaysAsATest() async throws {
        let journal = try await record()
        let effect = RecordedEffect(step: 3, id: "SaveID(item: 1)", child: "pages[id: 1]")
        #expect(journal.entries.map(\.origin).contains(.effect(effect)))

        let data = try JSONEncoder().encode(journal)
        let decoded = try JSONDecoder().decode(Journal<NotebookModel>.self, from: data)
        // Every checkpoint's state, kept whole or rebuilt from the changes.
        #expect(decoded.checkpoints.first?.step == 0)
        let recorded = [0, 2, 4].map { decoded.checkpoint(at: $0) }
        #expect(!recorded.contains(nil))
        #expect(recorded == [0, 2, 4].map { journal.checkpoint(at: $0) })
        #expect(decoded.entries.map(\.step) == journal.entries.map(\.step))

        await TestStore.replay(decoded, environment: .live)
    }

    @Test func aStoreTravelsThroughAJournalReadBack() async throws {
        let data = try JSONEncoder().encode(try await record())
        let journal = try JSONDecoder().decode(Journal<NotebookModel>.self, from: data)
        let store = Store(replaying: journal, environment: .live)
        store.travel(to: 2)
        #expect(store.state.pages[id: 1]?.text == "Hello")
        store.travel(to: 4)
        #expect(store.state.pages[id: 1]?.isSaving == false)
        store.returnToPresent()
        #expect(store.state.pages[id: 1]?.text == "Hello, world")
    }
}
