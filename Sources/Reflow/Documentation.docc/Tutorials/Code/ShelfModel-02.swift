import Reflow

/// The app: a shelf of books, and a suggestion fetched by an effect.
struct ShelfModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case addTapped
        case suggestTapped
        case suggested(String)
    }

    struct Environment: Sendable {
        /// Finds a book to read next.
        var suggest: @Sendable () async -> String
    }

    var books = KeyedList<Book>()
    var suggestion: String?

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
        }
    }
}
