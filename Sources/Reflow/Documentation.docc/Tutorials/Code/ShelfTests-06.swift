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
    @Test func addingABookThroughTheSheetPutsItOnTheShelf() async {
        let store = TestStore(state: ShelfModel(), environment: .test)
        await store.send(.addTapped) { $0.add = AddBookModel(draft: Book(id: 1, title: "")) }
        await store.send(.add(.presented(.setTitle("Emma")))) { $0.add?.draft.title = "Emma" }
        await store.send(.add(.presented(.saveTapped)))
        let emma = Book(id: 1, title: "Emma")
        await store.receive(.add(.presented(.delegate(.saved(emma))))) { $0.books = [emma] }
        await store.receive(.add(.dismiss)) { $0.add = nil }
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

    @Test func clearingTheFinishedBooksAsksFirst() async {
        var shelf = ShelfModel()
        shelf.books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Dune", isFinished: true)]
        let store = TestStore(state: shelf, environment: .test)
        await store.send(.clearFinishedTapped) {
            $0.alert = AlertState(title: "Remove the finished books?") {
                ButtonState(role: .destructive, action: .confirmClear) { "Remove" }
                ButtonState.cancel("Cancel")
            }
        }
        await store.send(.alert(.presented(.confirmClear))) {
            $0.books.remove(id: 2)
            $0.alert = nil
        }
        await store.finish()
    }

    @Test func aBooksScreenEditsTheBookOnTheShelfAndClosesItself() async {
        var shelf = ShelfModel()
        shelf.books = [Book(id: 1, title: "Emma")]
        let store = TestStore(state: shelf, environment: .test)
        await store.send(.openTapped(bookID: 1)) {
            $0.path.append(.detail(BookDetail(recordID: 1)))
        }
        await store.send(.path(.element(id: 0, action: .detail(.setNote("Chapter 3"))))) {
            $0.books[id: 1]?.note = "Chapter 3"
        }
        await store.send(.path(.element(id: 0, action: .detail(.finishTapped)))) {
            $0.books[id: 1]?.isFinished = true
        }
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        await store.finish()
    }
}
