import Reflow

// The system under test of the model-based test: a board of cards in a KeyedList, each card with
// a nested KeyedList of tasks and a save effect the test controls; an optional card being edited
// and an enum focus holding a card. Its reference twin is `ReferenceBoard`.

/// A task of a card: the nested list's item.
struct TaskModel: ModelProtocol, Identifiable {
    enum Action: Sendable, Equatable { case toggle }

    var id: Int
    var done = false

    static func update(
        state: consuming TaskModel, action: Action, environment: EffectControl
    ) -> Update<TaskModel> {
        state.done.toggle()
        return Update(state: state)
    }
}

/// A card: a title, tasks, and saves that run until the test completes or cancels them.
struct CardModel: ModelProtocol, Identifiable {
    enum Action: Sendable, Equatable {
        case rename(String)
        case toggle
        case save(ticket: Int)
        case saved(ticket: Int)
        case cancelSave
        case addTask(id: Int)
        case removeTask(id: Int)
        case task(id: Int, action: TaskModel.Action)
    }

    var id: Int
    var title = ""
    var done = false
    var saved: [Int] = []
    var tasks: KeyedList<TaskModel> = []

    static let task = Place.items(\Self.tasks, tag: Action.task)

    static func update(
        state: consuming CardModel, action: Action, environment: EffectControl
    ) -> Update<CardModel> {
        switch action {
        case .rename(let title):
            state.title = title
        case .toggle:
            state.done.toggle()
        case .save(let ticket):
            return Update(
                state: state,
                fx: .run { send in
                    // Sends from a task of its own, as a callback-based service does: only the
                    // store's rule, not the effect task's cancellation, stops it once cancelled.
                    await environment.run(ticket: ticket) {
                        await Task { await send(.saved(ticket: ticket)) }.value
                    }
                }
                .cancellable(id: "save"))
        case .saved(let ticket):
            state.saved.append(ticket)
        case .cancelSave:
            return Update(state: state, fx: .cancel(id: "save"))
        case .addTask(let id):
            state.tasks.append(TaskModel(id: id))
        case .removeTask(let id):
            state.tasks.remove(id: id)
        case .task(let id, let action):
            return update(state: state, action: action, environment: environment, at: task(id))
        }
        return Update(state: state)
    }
}

/// Where the board's focus is: nowhere, or on a card kept in the enum.
enum Focus: Equatable, Sendable {
    case none
    case card(CardModel)

    static let cardCase = CasePath<Focus, CardModel>(
        embed: { .card($0) },
        extract: { if case .card(let card) = $0 { card } else { nil } })
}

/// The board.
struct BoardModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case insert(id: Int, at: Int)
        case remove(id: Int)
        case move(id: Int, to: Int)
        case card(id: Int, action: CardModel.Action)
        case openEditor(id: Int)
        case closeEditor
        case editor(CardModel.Action)
        case focus(id: Int)
        case unfocus
        case focused(CardModel.Action)
    }

    var cards: KeyedList<CardModel> = []
    var editor: CardModel?
    var focus = Focus.none

    static let card = Place.items(\Self.cards, tag: Action.card)
    static let editor = Place.optional(\Self.editor, tag: Action.editor)
    static let focused = Place.case(\Self.focus, Focus.cardCase, tag: Action.focused)

    static func update(
        state: consuming BoardModel, action: Action, environment: EffectControl
    ) -> Update<BoardModel> {
        switch action {
        case .insert(let id, let position):
            state.cards.insert(CardModel(id: id), at: position)
        case .remove(let id):
            state.cards.remove(id: id)
        case .move(let id, let position):
            state.cards.move(id: id, to: position)
        case .card(let id, let action):
            return update(state: state, action: action, environment: environment, at: card(id))
        case .openEditor(let id):
            state.editor = CardModel(id: id)
        case .closeEditor:
            state.editor = nil
        case .editor(let action):
            return update(state: state, action: action, environment: environment, at: editor)
        case .focus(let id):
            state.focus = .card(CardModel(id: id))
        case .unfocus:
            state.focus = .none
        case .focused(let action):
            return update(state: state, action: action, environment: environment, at: focused)
        }
        return Update(state: state)
    }
}
