import Reflow
import ReflowTesting
import Testing

@testable import Shelf

extension ShelfModel.Environment {
    /// Suggests “Dune” at once, and keeps the file in memory: the first load finds nothing, and
    /// a save is written at once.
    static let test = ShelfModel.Environment(
        suggest: { "Dune" },
        file: PersistenceStorage(
            path: "shelf.json", read: { nil }, write: { _ in }, sleep: { _ in }))
}

@MainActor
@Suite struct ShelfTests {
    /// A shelf loaded from its file.
    private func shelf(_ books: KeyedList<Book>) -> ShelfModel {
        var shelf = ShelfModel()
        shelf.books = Persisted(books, status: .ready, isStored: true)
        return shelf
    }

    @Test func addingABookThroughTheSheetPutsItOnTheShelfAndSavesIt() async {
        let store = TestStore(state: shelf([]), environment: .test)
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
        }
        await store.finish()
    }

    @Test func aSuggestionArrivesFromTheEffect() async {
        let store = TestStore(state: ShelfModel(), environment: .test)
        await store.send(.suggestTapped)
        await store.receive(.suggested("Dune")) { $0.suggestion = "Dune" }
        await store.finish()
    }

    @Test func aRowTogglesItsOwnBook() async {
        let store = TestStore(
            state: shelf([Book(id: 1, title: "Emma"), Book(id: 2, title: "Dune")]),
            environment: .test)
        await store.send(.book(id: 1, action: .toggleFinished)) {
            $0.books.value[id: 1]?.isFinished = true
        }
        await store.receive(.file(.save)) { $0.books.status = .saving }
        await store.receive(.file(.didWrite(revision: 1, error: nil))) {
            $0.books.status = .ready
        }
        await store.finish()
    }

    @Test func clearingTheFinishedBooksAsksFirst() async {
        let store = TestStore(
            state: shelf([Book(id: 1, title: "Emma"), Book(id: 2, title: "Dune", isFinished: true)]
            ),
            environment: .test)
        await store.send(.clearFinishedTapped) {
            $0.alert = AlertState(title: "Remove the finished books?") {
                ButtonState(role: .destructive, action: .confirmClear) { "Remove" }
                ButtonState.cancel("Cancel")
            }
        }
        await store.send(.alert(.presented(.confirmClear))) {
            $0.books.value.remove(id: 2)
            $0.alert = nil
        }
        await store.receive(.file(.save)) { $0.books.status = .saving }
        await store.receive(.file(.didWrite(revision: 1, error: nil))) {
            $0.books.status = .ready
        }
        await store.finish()
    }

    @Test func aBooksScreenEditsTheBookOnTheShelfAndClosesItself() async {
        let store = TestStore(state: shelf([Book(id: 1, title: "Emma")]), environment: .test)
        await store.send(.openTapped(bookID: 1)) {
            $0.path.append(.detail(BookDetail(recordID: 1)))
        }
        await store.send(.path(.element(id: 0, action: .detail(.finishTapped)))) {
            $0.books.value[id: 1]?.isFinished = true
        }
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        await store.receive(.file(.save)) { $0.books.status = .saving }
        await store.receive(.file(.didWrite(revision: 1, error: nil))) {
            $0.books.status = .ready
        }
        await store.finish()
    }

    @Test func theWholeFlowAddsABookNotesItFinishesItAndSavesTheShelf() async {
        let store = TestStore(state: ShelfModel(), environment: .test)
        // The app starts with the load: the file is empty.
        await store.send(.file(.load)) { $0.books.status = .loading }
        await store.receive(.file(.didRead(.success(nil)))) { $0.books.status = .ready }
        // A suggestion, then a book added through the sheet, which closes itself.
        await store.send(.suggestTapped)
        await store.receive(.suggested("Dune")) { $0.suggestion = "Dune" }
        await store.send(.addTapped) { $0.add = AddBookModel(draft: Book(id: 1, title: "Dune")) }
        await store.send(.add(.presented(.saveTapped)))
        let dune = Book(id: 1, title: "Dune")
        await store.receive(.add(.presented(.delegate(.saved(dune))))) {
            $0.books.value = [dune]
        }
        await store.receive(.add(.dismiss)) { $0.add = nil }
        await store.receive(.file(.save)) { $0.books.status = .saving }
        await store.receive(.file(.didWrite(revision: 1, error: nil))) {
            $0.books.status = .ready
            $0.books.isStored = true
        }
        // Its screen edits the book where the shelf keeps it, and closes itself.
        await store.send(.openTapped(bookID: 1)) {
            $0.path.append(.detail(BookDetail(recordID: 1)))
        }
        await store.send(.path(.element(id: 0, action: .detail(.setNote("Chapter 3"))))) {
            $0.books.value[id: 1]?.note = "Chapter 3"
        }
        await store.receive(.file(.save)) { $0.books.status = .saving }
        await store.receive(.file(.didWrite(revision: 2, error: nil))) {
            $0.books.status = .ready
        }
        await store.send(.path(.element(id: 0, action: .detail(.finishTapped)))) {
            $0.books.value[id: 1]?.isFinished = true
        }
        await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
        await store.receive(.file(.save)) { $0.books.status = .saving }
        await store.receive(.file(.didWrite(revision: 3, error: nil))) {
            $0.books.status = .ready
        }
        await store.finish()
    }
}
