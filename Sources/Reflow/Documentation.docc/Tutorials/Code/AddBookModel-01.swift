import Reflow

/// The sheet that adds a book: a draft, saved or dropped. It closes itself with `Fx.dismiss`.
struct AddBookModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case setTitle(String)
        case saveTapped
        case cancelTapped
        case delegate(Delegate)
    }

    /// What the shelf hears of.
    enum Delegate: Sendable, Equatable {
        case saved(Book)
    }

    var draft: Book

    static func update(
        state: consuming AddBookModel,
        action: Action,
        environment: Void
    ) -> Update<AddBookModel> {
        switch action {
        case .setTitle(let title):
            state.draft.title = title
            return Update(state: state)
        case .saveTapped:
            guard !state.draft.title.isEmpty else { return Update(state: state) }
            let book = state.draft
            return Update(state: state, fx: .merge(.send(.delegate(.saved(book))), .dismiss))
        case .cancelTapped:
            return Update(state: state, fx: .dismiss)
        case .delegate:
            return Update(state: state)
        }
    }
}
