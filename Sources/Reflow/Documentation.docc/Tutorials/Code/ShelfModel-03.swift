import Reflow

/// The app: a shelf of books, and a suggestion fetched by an effect.
struct ShelfModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case addTapped
        case suggestTapped
        case suggested(String)
        case book(id: Book.ID, action: Book.Action)
    }

    struct Environment: Sendable {
        /// Finds a book to read next.
        var suggest: @Sendable () async -> String
    }

    var books = KeyedList<Book>()
    var suggestion: String?

    // Where the children live: each place is declared once, and every route, view store and
    // test names it.
    static let book = Place.items(\Self.books, tag: Action.book)

    static func update(
        state: consuming ShelfModel,
        action: Action,
        environment: Environment
    ) -> Update<ShelfModel> {
        switch action {
        case .addTapped:
            let id = (state.books.map(\.id).max() ?? 0) + 1
            state.books.append(Book(id: id, title: state.suggestion ?? "Book \(id)"))
            return Update(state: state)
        case .suggestTapped:
            return Update(
                state: state,
                fx: Fx<Action>.run { send in
                    let title = await environment.suggest()
                    await send(.suggested(title))
                })
        case .suggested(let title):
            state.suggestion = title
            return Update(state: state)
        case .book(let id, let action):
            return update(state: state, action: action, environment: (), at: book(id))
        }
    }
}
