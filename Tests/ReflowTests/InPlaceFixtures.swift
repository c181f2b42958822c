import Reflow

// Models whose update changes the state in place (`InPlaceModelProtocol`): a parent with a child
// of every shape, reached through their places with the in-place verb, and a small counter that
// is a child of a parent whose update takes and returns its state.

/// `LibraryModel`'s children under a parent that updates in place.
struct InPlaceLibraryModel: InPlaceModelProtocol {
    enum Action: Sendable, Equatable {
        case pinned(NoteModel.Action)
        case editor(NoteModel.Action)
        case note(id: Int, action: NoteModel.Action)
        case detail(NoteModel.Action)
        case rename(String)
        case renameAnimated(String)
        case closeEditor
        case removeNote(id: Int)
        case closeDetail
        case readStore
    }

    struct Environment {
        /// Reads the store's state, for the test that an update must not.
        var read: @MainActor () -> Void = {}
    }

    var title = "library"
    var pinned = NoteModel(id: 0)
    var editor: NoteModel?
    var notes: KeyedList<NoteModel> = []
    var destination = LibraryDestination.none

    static let pinned = Place.property(\Self.pinned, tag: Action.pinned)
    static let editor = Place.optional(\Self.editor, tag: Action.editor)
    static let note = Place.items(\Self.notes, tag: Action.note)
    static let detail = Place.case(
        \Self.destination, LibraryDestination.detailCase, tag: Action.detail)

    static func reduce(
        into state: inout InPlaceLibraryModel,
        action: Action,
        environment: Environment
    ) -> Step<InPlaceLibraryModel> {
        switch action {
        case .pinned(let action):
            return reduce(into: &state, action: action, environment: (), at: pinned)
        case .editor(let action):
            return reduce(into: &state, action: action, environment: (), at: editor)
        case .note(let id, let action):
            return reduce(into: &state, action: action, environment: (), at: note(id))
        case .detail(let action):
            return reduce(into: &state, action: action, environment: (), at: detail)
        case .rename(let title):
            state.title = title
            return .none
        case .renameAnimated(let title):
            state.title = title
            return Step(animation: .easeInOut)
        case .closeEditor:
            state.editor = nil
            return .none
        case .removeNote(let id):
            state.notes.remove(id: id)
            return .none
        case .closeDetail:
            state.destination = .none
            return .none
        case .readStore:
            MainActor.assumeIsolated { environment.read() }
            return .none
        }
    }

    /// A library with every child present, each holding one line.
    static func full() -> InPlaceLibraryModel {
        let library = fullLibrary()
        var model = InPlaceLibraryModel()
        model.pinned = library.pinned
        model.editor = library.editor
        model.notes = library.notes
        model.destination = library.destination
        return model
    }
}

/// A counter that updates in place, with an effect that feeds an action back.
struct InPlaceTallyModel: InPlaceModelProtocol {
    enum Action: Sendable, Equatable {
        case add(Int)
        case addTwiceLater(Int)
    }

    var count = 0
    /// How many times `reduce` ran, to tell which update the store called.
    var reductions = 0

    static func reduce(
        into state: inout InPlaceTallyModel,
        action: Action,
        environment: Void
    ) -> Step<InPlaceTallyModel> {
        state.reductions += 1
        switch action {
        case .add(let amount):
            state.count += amount
            return .none
        case .addTwiceLater(let amount):
            return Step(fx: .merge(.send(.add(amount)), .task { .add(amount) }))
        }
    }
}

/// A parent whose update takes and returns its state, with an in-place child.
struct ScoreboardModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case home(InPlaceTallyModel.Action)
    }

    var home = InPlaceTallyModel()

    static let home = Place.property(\Self.home, tag: Action.home)

    static func update(
        state: consuming ScoreboardModel,
        action: Action,
        environment: Void
    ) -> Update<ScoreboardModel> {
        switch action {
        case .home(let action):
            return update(state: state, action: action, environment: (), at: home)
        }
    }
}
