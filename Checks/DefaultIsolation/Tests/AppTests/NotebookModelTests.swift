import Foundation
import Reflow
import ReflowTesting
import Testing

@testable import App

/// The bytes a test storage holds, shared with its closures.
private actor Disk {
    var data: Data?
    init(_ data: Data?) { self.data = data }
    func write(_ data: Data) { self.data = data }
}

@Suite struct NotebookModelTests {
    @Test func aPersistedValueOfAnAppTypeLoadsAndSavesUnderDefaultIsolation() async throws {
        let stored = Data(#"[{"id":1,"text":"Milk"}]"#.utf8)
        let disk = Disk(stored)
        let storage = PersistenceStorage(
            path: "notes.json",
            read: { await disk.data },
            write: { await disk.write($0) },
            sleep: { _ in }
        )
        let store = TestStore(state: NotebookModel(), environment: .init(file: storage))
        await store.send(.file(.load)) { $0.notes.status = .loading }
        await store.receive(.file(.didRead(.success(stored)))) {
            $0.notes.value = [Note(id: 1, text: "Milk")]
            $0.notes.savedRevision = 1
            $0.notes.status = .ready
            $0.notes.isStored = true
        }
        await store.send(.add("Eggs")) { $0.notes.value.append(Note(id: 2, text: "Eggs")) }
        await store.receive(.file(.save)) { $0.notes.status = .saving }
        await store.receive(.file(.didWrite(revision: 2, error: nil))) {
            $0.notes.status = .ready
            $0.notes.savedRevision = 2
        }
        await store.finish()
        let saved = try JSONDecoder().decode([Note].self, from: try #require(await disk.data))
        #expect(saved == [Note(id: 1, text: "Milk"), Note(id: 2, text: "Eggs")])
    }
}
