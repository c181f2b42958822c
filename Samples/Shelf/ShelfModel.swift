import Reflow

/// The app: a shelf of books saved to disk, a suggestion fetched by an effect, a sheet to add a
/// book, an alert to clear the finished ones, and a book's screen pushed over the list.
struct ShelfModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case addTapped
        case suggestTapped
        case suggested(String)
        case book(id: Book.ID, action: Book.Action)
        case add(PresentationAction<AddBookModel.Action>)
        case clearFinishedTapped
        case alert(PresentationAction<AlertAction>)
        case openTapped(bookID: Book.ID)
        case path(StackAction<Screen>)
        case file(PersistenceAction)
    }

    /// What the alert's buttons send.
    enum AlertAction: Sendable, Equatable {
        case confirmClear
    }

    struct Environment: Sendable {
        /// Finds a book to read next.
        var suggest: @Sendable () async -> String
        /// Where the books are saved.
        var file: PersistenceStorage
    }

    /// The books, saved to disk.
    var books = Persisted(KeyedList<Book>())
    var suggestion: String?
    var add: AddBookModel?
    var alert: AlertState<AlertAction>?
    var path = StackState<Screen>()

    // Where the children live: each place is declared once, and every route, view store and
    // test names it.
    static let add = Place.presented(\Self.add, tag: Action.add)
    static let alert = Place.presented(\Self.alert, tag: Action.alert)
    static let book = Place.items(\Self.books.value, tag: Action.book)
    static let path = Place.stack(\Self.path, tag: Action.path)
    static let detail = path.screen(Screen.detail, action: Screen.Action.detail)
        .joined(records: \Self.books)
    static let file = Place.persisted(\Self.books, tag: Action.file)

    static func update(
        state: consuming ShelfModel,
        action: Action,
        environment: Environment
    ) -> Update<ShelfModel> {
        reduce(state, action: action, environment: environment)
            .savingChanges(of: \.books, storage: environment.file, tag: Action.file)
    }

    static func reduce(
        _ state: consuming ShelfModel,
        action: Action,
        environment: Environment
    ) -> Update<ShelfModel> {
        switch action {
        case .addTapped:
            let id = (state.books.value.map(\.id).max() ?? 0) + 1
            state.add = AddBookModel(draft: Book(id: id, title: state.suggestion ?? ""))
            return Update(state: state)
        case .add(.presented(.delegate(.saved(let book)))):
            state.books.value.append(book)
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
            state.books.value.removeAll(where: \.isFinished)
            return update(
                state: state, action: .presented(.confirmClear), environment: (), at: alert)
        case .alert(let action):
            return update(state: state, action: action, environment: (), at: alert)
        case .openTapped(let id):
            state.path.append(.detail(BookDetail(recordID: id)))
            return Update(state: state)
        case .path(.element(let id, .detail(let action))):
            return update(state: state, action: action, environment: (), at: detail(id))
        case .path(let action):
            return update(state: state, action: action, environment: (), at: path)
        case .file(let action):
            return update(state: state, action: action, environment: environment.file, at: file)
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
