import Reflow

/// The app: a shelf of books, a suggestion fetched by an effect, a sheet to add a book, and an
/// alert to clear the finished ones.
struct ShelfModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case addTapped
        case suggestTapped
        case suggested(String)
        case book(id: Book.ID, action: Book.Action)
        case add(PresentationAction<AddBookModel.Action>)
        case clearFinishedTapped
        case alert(PresentationAction<AlertAction>)
    }

    /// What the alert's buttons send.
    enum AlertAction: Sendable, Equatable {
        case confirmClear
    }

    struct Environment: Sendable {
        /// Finds a book to read next.
        var suggest: @Sendable () async -> String
    }

    var books = KeyedList<Book>()
    var suggestion: String?
    var add: AddBookModel?
    var alert: AlertState<AlertAction>?

    // Where the children live: each place is declared once, and every route, view store and
    // test names it.
    static let add = Place.presented(\Self.add, tag: Action.add)
    static let alert = Place.presented(\Self.alert, tag: Action.alert)
    static let book = Place.items(\Self.books, tag: Action.book)

    static func update(
        state: consuming ShelfModel,
        action: Action,
        environment: Environment
    ) -> Update<ShelfModel> {
        switch action {
        case .addTapped:
            let id = (state.books.map(\.id).max() ?? 0) + 1
            state.add = AddBookModel(draft: Book(id: id, title: state.suggestion ?? ""))
            return Update(state: state)
        case .add(.presented(.delegate(.saved(let book)))):
            state.books.append(book)
            return update(
                state: state, action: .presented(.delegate(.saved(book))), environment: (),
                at: add)
        case .add(let action):
            return update(state: state, action: action, environment: (), at: add)
        case .clearFinishedTapped:
            state.alert = AlertState(title: "Remove the finished books?") {
                ButtonState(role: .destructive, action: .confirmClear) { "Remove" }
                ButtonState.cancel("Cancel")
            }
            return Update(state: state)
        case .alert(.presented(.confirmClear)):
            state.books.removeAll(where: \.isFinished)
            return update(
                state: state, action: .presented(.confirmClear), environment: (), at: alert)
        case .alert(let action):
            return update(state: state, action: action, environment: (), at: alert)
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
