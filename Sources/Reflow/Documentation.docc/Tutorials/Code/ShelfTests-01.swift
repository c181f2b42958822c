import Reflow
import Testing

@testable import Shelf

@MainActor
@Suite struct ShelfTests {
    @Test func addingABookPutsItOnTheShelf() {
        let update = ShelfModel.update(state: ShelfModel(), action: .addTapped, environment: ())
        #expect(update.state.books == [Book(id: 1, title: "Book 1")])
    }
}
