import Reflow
import ReflowTesting
import Testing

@testable import Shelf

extension ShelfModel.Environment {
    /// Suggests “Dune” at once, and keeps the file in memory: the first load finds nothing.
    static let test = ShelfModel.Environment(
        suggest: { "Dune" },
        file: PersistenceStorage(path: "shelf.json", read: { nil }, write: { _ in }, sleep: { _ in }))
}

@MainActor
@Suite struct ShelfTests {
    @Test func aSuggestionArrivesFromTheEffect() async {
        let store = TestStore(state: ShelfModel(), environment: .test)
        await store.send(.suggestTapped)
        await store.receive(.suggested("Dune")) { $0.suggestion = "Dune" }
        await store.finish()
    }

    @Test func addingABookThroughTheSheetPutsItOnTheShelfAndSavesIt() async {
        let store = TestStore(state: ShelfModel(), environment: .test)
        await store.send(.file(.load)) { $0.books.status = .loading }
        await store.receive(.file(.didRead(.success(nil)))) { $0.books.status = .ready }
        await store.send(.addTapped) { $0.add = AddBookModel(draft: Book(id: 1, title: "")) }
        await store.send(.add(.presented(.setTitle("Emma")))) { $0.add?.draft.title = "Emma" }
        await store.send(.add(.presented(.saveTapped)))
        let emma = Book(id: 1, title: "Emma")
        await store.receive(.add(.presented(.delegate(.saved(emma))))) {
            $0.books.value = [emma]
        }
        await store.receive(.add(.dismiss)) { $0.add = nil }
        await store.receive(.file(.save)) { $0.books.status = .saving }
        await store.receive(.file(.didWrite(revision: 1, error: nil))) {
            $0.books.status = .ready
            $0.books.isStored = true
        }
        await store.finish()
    }
}
