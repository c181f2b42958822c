import Reflow

/// The app: a shelf of books.
struct ShelfModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case addTapped
    }

    var books = KeyedList<Book>()

    static func update(
        state: consuming ShelfModel,
        action: Action,
        environment: Void
    ) -> Update<ShelfModel> {
        switch action {
        case .addTapped:
            let id = (state.books.map(\.id).max() ?? 0) + 1
            state.books.append(Book(id: id, title: "Book \(id)"))
            return Update(state: state)
        }
    }
}
