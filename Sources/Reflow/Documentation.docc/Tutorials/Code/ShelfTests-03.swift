import Reflow
import ReflowTesting
import Testing

@testable import Shelf

extension ShelfModel.Environment {
    /// Suggests “Dune” at once.
    static let test = ShelfModel.Environment(suggest: { "Dune" })
}

@MainActor
@Suite struct ShelfTests {
    @Test func addingABookPutsItOnTheShelf() async {
        let store = TestStore(state: ShelfModel(), environment: .test)
        await store.send(.addTapped) { $0.books = [Book(id: 1, title: "Book 1")] }
        await store.finish()
    }

    @Test func aSuggestionArrivesFromTheEffect() async {
        let store = TestStore(state: ShelfModel(), environment: .test)
        await store.send(.suggestTapped)
        await store.receive(.suggested("Dune")) { $0.suggestion = "Dune" }
        await store.finish()
    }

    @Test func aRowTogglesItsOwnBook() async {
        var shelf = ShelfModel()
        shelf.books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Dune")]
        let store = TestStore(state: shelf, environment: .test)
        await store.send(.book(id: 1, action: .toggleFinished)) {
            $0.books[id: 1]?.isFinished = true
        }
        await store.finish()
    }
}
