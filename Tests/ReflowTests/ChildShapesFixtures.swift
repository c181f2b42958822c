import Reflow

// A parent with a child of every shape, each a `NoteModel` whose `lines` array lets tests check
// that an update changed it in place (same buffer) rather than a copy.

/// A child: lines of text, an effect that saves, and an animated change.
struct NoteModel: ModelProtocol, Identifiable {
    enum Action: Sendable, Equatable {
        case append(String)
        case appendAnimated(String)
        case save
        case saved
        /// Starts a long-running effect, cancellable by `"autosave"`, that sends `.saved` when
        /// it ends unless it was cancelled.
        case autosave
        case stopAutosave
    }

    var id: Int
    var lines: [String] = []
    var isSaving = false

    static func update(
        state: consuming NoteModel,
        action: Action,
        environment: Void
    ) -> Update<NoteModel> {
        switch action {
        case .append(let line):
            state.lines.append(line)
            return Update(state: state)
        case .appendAnimated(let line):
            state.lines.append(line)
            return Update(state: state, animation: .easeInOut)
        case .save:
            state.isSaving = true
            return Update(state: state, fx: .task { .saved })
        case .saved:
            state.isSaving = false
            return Update(state: state)
        case .autosave:
            return Update(
                state: state,
                fx: .run { send in
                    try? await Task.sleep(for: .seconds(3600))
                    await send(.saved)
                }
                .cancellable(id: "autosave", cancelInFlight: true))
        case .stopAutosave:
            return Update(state: state, fx: .cancel(id: "autosave"))
        }
    }
}

/// Where the library is: nowhere in particular, or one note's detail.
enum LibraryDestination: Equatable, Sendable {
    case none
    case detail(NoteModel)

    static let detailCase = CasePath<LibraryDestination, NoteModel>(
        embed: { .detail($0) },
        extract: { destination in
            guard case .detail(let note) = destination else { return nil }
            return note
        }
    )
}

/// A parent with a static, an optional, a keyed and an enum-case child, each updated through
/// its per-shape key-path form (deprecated in favour of places, and kept here so that the suite
/// goes on running them); the `...ByCursor` actions go through the cursor types' places instead.
///
/// Its update is marked deprecated with the forms it calls: the store calls it through
/// `ModelProtocol`, which does not warn, and a test calls it through
/// ``ModelProtocol/updateThroughProtocol(state:action:environment:)``.
struct LibraryModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case pinned(NoteModel.Action)
        case editor(NoteModel.Action)
        case note(id: Int, action: NoteModel.Action)
        case detail(NoteModel.Action)
        case editorByCursor(NoteModel.Action)
        case detailByCursor(NoteModel.Action)
        case editorByClosures(NoteModel.Action)
        case closeEditor
        case removeNote(id: Int)
        case addNote(id: Int)
        case closeDetail
        case cancelAutosave(id: Int)
        /// Starts the note's autosave and removes the note, in one action.
        case autosaveThenRemove(id: Int)
        /// Replaces the notes with an empty list, then appends one note with an ID, in one
        /// action.
        case replaceNotes(withNoteID: Int)
    }

    var pinned = NoteModel(id: 0)
    var editor: NoteModel?
    var notes: KeyedList<NoteModel> = []
    var destination = LibraryDestination.none

    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func update(
        state: consuming LibraryModel,
        action: Action,
        environment: Void
    ) -> Update<LibraryModel> {
        switch action {
        case .pinned(let action):
            return update(
                state: state, action: action, environment: (), child: \.pinned,
                tag: Action.pinned)
        case .editor(let action):
            return update(
                state: state, action: action, environment: (), child: \.editor,
                tag: Action.editor)
        case .note(let id, let action):
            return update(
                state: state, action: action, environment: (), child: \.notes, id: id,
                tag: Action.note)
        case .detail(let action):
            return update(
                state: state, action: action, environment: (), child: \.destination,
                case: LibraryDestination.detailCase, tag: Action.detail)
        case .editorByCursor(let action):
            return update(state: state, action: action, environment: (), at: editorByCursor)
        case .detailByCursor(let action):
            return update(state: state, action: action, environment: (), at: detailByCursor)
        case .editorByClosures(let action):
            return update(
                get: { $0.editor },
                set: { state, editor in
                    var state = state
                    state.editor = editor
                    return state
                },
                tag: Action.editorByClosures,
                state: state, action: action, environment: ())
        case .closeEditor:
            state.editor = nil
            return Update(state: state)
        case .removeNote(let id):
            state.notes.remove(id: id)
            return Update(state: state)
        case .closeDetail:
            state.destination = .none
            return Update(state: state)
        case .addNote(let id):
            state.notes.append(NoteModel(id: id))
            return Update(state: state)
        case .replaceNotes(let id):
            state.notes = KeyedList()
            state.notes.append(NoteModel(id: id))
            return Update(state: state)
        case .autosaveThenRemove(let id):
            var next = update(
                state: state, action: .autosave, environment: (), child: \.notes, id: id,
                tag: Action.note)
            next.state.notes.remove(id: id)
            return next
        case .cancelAutosave(let id):
            return Update(
                state: state, fx: .cancel(id: "autosave", in: .child(\LibraryModel.notes, id: id)))
        }
    }
}

/// The editor through a cursor type, with the default (copying) `modify`.
enum EditorCursor: OptionalCursorProtocol {
    static func get(state: LibraryModel) -> NoteModel? { state.editor }

    static func set(state: consuming LibraryModel, inner: consuming NoteModel) -> LibraryModel {
        state.editor = inner
        return state
    }

    static func tag(_ action: NoteModel.Action) -> LibraryModel.Action { .editorByCursor(action) }
}

/// A note of the list through a keyed cursor type.
enum NoteCursor: KeyedCursorProtocol {
    static func get(state: LibraryModel, key: Int) -> NoteModel? { state.notes[id: key] }

    static func set(state: consuming LibraryModel, inner: consuming NoteModel, key: Int)
        -> LibraryModel
    {
        state.notes[id: key] = inner
        return state
    }

    static func tag(action: NoteModel.Action, key: Int) -> LibraryModel.Action {
        .note(id: key, action: action)
    }
}

/// The pinned note through a cursor type.
enum PinnedCursor: CursorProtocol {
    static func get(state: LibraryModel) -> NoteModel { state.pinned }

    static func set(state: consuming LibraryModel, inner: consuming NoteModel) -> LibraryModel {
        state.pinned = inner
        return state
    }

    static func tag(_ action: NoteModel.Action) -> LibraryModel.Action { .pinned(action) }
}

/// The detail through a cursor type.
enum DetailCursor: CaseCursorProtocol {
    static func get(state: LibraryModel) -> NoteModel? {
        LibraryDestination.detailCase.extract(from: state.destination)
    }

    static func set(state: consuming LibraryModel, inner: consuming NoteModel) -> LibraryModel {
        state.destination = .detail(inner)
        return state
    }

    static func tag(_ action: NoteModel.Action) -> LibraryModel.Action { .detailByCursor(action) }
}

/// One line, in an array with room for more, so appending keeps its buffer unless the array is
/// copied.
func roomyLines(_ line: String) -> [String] {
    var lines = [line]
    lines.reserveCapacity(16)
    return lines
}

/// A library with every child present, each holding one line.
func fullLibrary() -> LibraryModel {
    var library = LibraryModel()
    library.pinned.lines = roomyLines("pinned")
    library.editor = NoteModel(id: 1, lines: roomyLines("editor"))
    library.notes = [
        NoteModel(id: 2, lines: roomyLines("two")), NoteModel(id: 3, lines: roomyLines("three")),
    ]
    library.destination = .detail(NoteModel(id: 4, lines: roomyLines("detail")))
    return library
}

/// The address of an array's storage.
func storage(of lines: [String]?) -> UnsafeRawPointer? {
    lines?.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}

extension ModelProtocol {
    /// The model's update, called through its `ModelProtocol` requirement: the way a test calls
    /// an update that is deprecated because it exercises deprecated forms (`LibraryModel`'s), as
    /// the store does, without a warning.
    static func updateThroughProtocol(
        state: consuming Self, action: Action, environment: Environment
    ) -> Update<Self> {
        update(state: state, action: action, environment: environment)
    }
}

/// The library's children's places, as a parent declares them beside its `Action`.
extension LibraryModel {
    static let pinned = Place.property(\Self.pinned, tag: Action.pinned)
    static let editor = Place.optional(\Self.editor, tag: Action.editor)
    static let note = Place.items(\Self.notes, tag: Action.note)
    static let detail = Place.case(
        \Self.destination, LibraryDestination.detailCase, tag: Action.detail)
    static let editorByClosures = Place.custom(
        Self.self, get: { $0.editor }, set: { $0.editor = $1 }, tag: Action.editorByClosures)
    static let pinnedByCursor = Place.cursor(PinnedCursor.self)
    static let editorByCursor = Place.cursor(EditorCursor.self)
    static let detailByCursor = Place.cursor(DetailCursor.self)
    static let noteByCursor = Place.cursor(NoteCursor.self)
}
