import Reflow

// What the replay tests record: memos in a KeyedList, an optional memo being edited, each saved
// by an effect that waits on the environment's gate, and one action that feeds another back at
// once. Codable, so that their journals are written with their states.

/// A memo: done or not, saved by an effect.
struct MemoModel: ModelProtocol, Identifiable, Codable {
    enum Action: Sendable, Hashable, Codable {
        case toggle
        case save
        case saved
        /// Feeds `.toggle` back at once.
        case toggleLater
    }

    var id: Int
    var done = false
    var isSaving = false

    static func update(
        state: consuming MemoModel, action: Action, environment: MemosEnvironment
    ) -> Update<MemoModel> {
        switch action {
        case .toggle:
            state.done.toggle()
        case .save:
            state.isSaving = true
            let save = environment.save
            return Update(
                state: state,
                fx: .task {
                    await save()
                    return .saved
                }
                .cancellable(id: "save"))
        case .saved:
            state.isSaving = false
        case .toggleLater:
            return Update(state: state, fx: .send(.toggle))
        }
        return Update(state: state)
    }
}

/// The dependencies of the memos: a save that waits until the test lets it end.
struct MemosEnvironment: Sendable {
    var save: @Sendable () async -> Void = {}

    /// Saves that end when `gate` opens.
    static func waiting(for gate: Gate) -> MemosEnvironment {
        MemosEnvironment(save: { await gate.wait() })
    }
}

/// A list of memos, a title, and a memo being edited.
struct MemosModel: ModelProtocol, Codable {
    enum Action: Sendable, Hashable, Codable {
        case add(id: Int)
        case remove(id: Int)
        case rename(String)
        case memo(id: Int, action: MemoModel.Action)
        case edit(id: Int)
        case closeEditor
        case editor(MemoModel.Action)
    }

    var title = ""
    var memos: KeyedList<MemoModel> = []
    var editor: MemoModel?

    static let memo = Place.items(\Self.memos, tag: Action.memo)
    static let editor = Place.optional(\Self.editor, tag: Action.editor)

    static func update(
        state: consuming MemosModel, action: Action, environment: MemosEnvironment
    ) -> Update<MemosModel> {
        switch action {
        case .add(let id):
            state.memos.append(MemoModel(id: id))
        case .remove(let id):
            state.memos.remove(id: id)
        case .rename(let title):
            state.title = title
        case .memo(let id, let action):
            return update(state: state, action: action, environment: environment, at: memo(id))
        case .edit(let id):
            state.editor = MemoModel(id: id)
        case .closeEditor:
            state.editor = nil
        case .editor(let action):
            return update(state: state, action: action, environment: environment, at: editor)
        }
        return Update(state: state)
    }
}

/// A model that is not Codable, with actions that are.
struct CountedModel: ModelProtocol {
    enum Action: Sendable, Equatable, Codable { case add(Int) }

    var total = 0

    static func update(state: consuming CountedModel, action: Action, environment: Void)
        -> Update<CountedModel>
    {
        if case .add(let amount) = action {
            state.total += amount
        }
        return Update(state: state)
    }
}
