import ReflowTesting
import Testing

@testable import Reflow

// The places of cursor types, `Place.cursor(_:)`: a static, an optional and a keyed cursor, each
// with an in-place `modify`, run through the verbs. Each child is a `NoteModel` whose `lines`
// have room to grow, so a test sees a copy as a new buffer.

/// A parent whose children are found by cursor types only: no key path reaches the notes in
/// their dictionary.
private struct Bookcase: ModelProtocol {
    enum Action: Sendable, Equatable {
        case pinned(NoteModel.Action)
        case editor(NoteModel.Action)
        case note(id: Int, action: NoteModel.Action)
        case closeEditor
        case removeNote(id: Int)
    }

    var pinned = NoteModel(id: 0, lines: roomyLines("pinned"))
    var editor: NoteModel? = NoteModel(id: 1, lines: roomyLines("editor"))
    var notes: [Int: NoteModel] = [
        2: NoteModel(id: 2, lines: roomyLines("two")),
        3: NoteModel(id: 3, lines: roomyLines("three")),
    ]

    static let pinned = Place.cursor(PinnedCursor.self)
    static let editor = Place.cursor(EditorCursor.self)
    static let note = Place.cursor(NoteCursor.self)

    static func update(
        state: consuming Bookcase, action: Action, environment: Void
    ) -> Update<Bookcase> {
        switch action {
        case .pinned(let action):
            return update(state: state, action: action, environment: (), at: pinned)
        case .editor(let action):
            return update(state: state, action: action, environment: (), at: editor)
        case .note(let id, let action):
            return update(state: state, action: action, environment: (), at: note(id))
        case .closeEditor:
            state.editor = nil
            return Update(state: state)
        case .removeNote(let id):
            state.notes[id] = nil
            return Update(state: state)
        }
    }

    /// The pinned note, handed out in place.
    enum PinnedCursor: CursorProtocol {
        static func get(state: Bookcase) -> NoteModel { state.pinned }

        static func set(state: consuming Bookcase, inner: consuming NoteModel) -> Bookcase {
            state.pinned = inner
            return state
        }

        static func tag(_ action: NoteModel.Action) -> Bookcase.Action { .pinned(action) }

        static func modify<Result>(
            state: inout Bookcase, _ body: (inout NoteModel) -> Result
        ) -> Result {
            body(&state.pinned)
        }
    }

    /// The editor while it is open, handed out in place.
    enum EditorCursor: OptionalCursorProtocol {
        static func get(state: Bookcase) -> NoteModel? { state.editor }

        static func set(state: consuming Bookcase, inner: consuming NoteModel) -> Bookcase {
            state.editor = inner
            return state
        }

        static func tag(_ action: NoteModel.Action) -> Bookcase.Action { .editor(action) }

        static func modify<Result>(
            state: inout Bookcase, _ body: (inout NoteModel) -> Result
        ) -> Result? {
            guard state.editor != nil else { return nil }
            return body(&state.editor!)
        }
    }

    /// A note of the dictionary by its ID, handed out in place.
    enum NoteCursor: KeyedCursorProtocol {
        static func get(state: Bookcase, key: Int) -> NoteModel? { state.notes[key] }

        static func set(state: consuming Bookcase, inner: consuming NoteModel, key: Int)
            -> Bookcase
        {
            state.notes[key] = inner
            return state
        }

        static func tag(action: NoteModel.Action, key: Int) -> Bookcase.Action {
            .note(id: key, action: action)
        }

        static func modify<Result>(
            state: inout Bookcase, key: Int, _ body: (inout NoteModel) -> Result
        ) -> Result? {
            guard let index = state.notes.index(forKey: key) else { return nil }
            return body(&state.notes.values[index])
        }
    }
}

/// Runs `body` with the runtime issues it reports collected, and returns them with its result.
private func reporting<Result>(_ body: () -> Result) -> (Result, [String]) {
    let issues = Issues()
    let result = RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
        body()
    }
    return (result, issues.messages)
}

@MainActor
@Suite struct CursorPlaceTests {
    @Test func aStaticCursorsPlaceRunsTheChildInPlaceAndKeepsItsTransaction() throws {
        var bookcase = Bookcase()
        let before = try #require(storage(of: bookcase.pinned.lines))
        let step = Bookcase.reduce(
            into: &bookcase, action: .appendAnimated("x"), environment: (), at: Bookcase.pinned)
        #expect(bookcase.pinned.lines == ["pinned", "x"])
        #expect(storage(of: bookcase.pinned.lines) == before)
        #expect(step.transaction?.animation == .easeInOut)
        let update = Bookcase.update(
            state: Bookcase(), action: .appendAnimated("x"), environment: (), at: Bookcase.pinned)
        #expect(update.state == bookcase)
        #expect(update.transaction?.animation == .easeInOut)
    }

    @Test func anOptionalCursorsPlaceRunsTheChildInPlace() throws {
        var bookcase = Bookcase()
        let before = try #require(storage(of: bookcase.editor?.lines))
        _ = Bookcase.reduce(
            into: &bookcase, action: .append("x"), environment: (), at: Bookcase.editor)
        #expect(bookcase.editor?.lines == ["editor", "x"])
        #expect(storage(of: bookcase.editor?.lines) == before)
    }

    @Test func aKeyedCursorsPlaceRunsTheItemInPlace() throws {
        var bookcase = Bookcase()
        let before = try #require(storage(of: bookcase.notes[3]?.lines))
        _ = Bookcase.reduce(
            into: &bookcase, action: .append("x"), environment: (), at: Bookcase.note(3))
        #expect(bookcase.notes[3]?.lines == ["three", "x"])
        #expect(bookcase.notes[2]?.lines == ["two"])
        #expect(storage(of: bookcase.notes[3]?.lines) == before)
    }

    @Test func aSendThroughTheStoreCopiesNoChild() throws {
        let store = Store(state: Bookcase(), environment: ())
        let pinned = try #require(storage(of: store.state.pinned.lines))
        let editor = try #require(storage(of: store.state.editor?.lines))
        let note = try #require(storage(of: store.state.notes[2]?.lines))
        store.send(.pinned(.append("p")))
        store.send(.editor(.append("e")))
        store.send(.note(id: 2, action: .append("n")))
        #expect(store.state.pinned.lines == ["pinned", "p"])
        #expect(store.state.editor?.lines == ["editor", "e"])
        #expect(store.state.notes[2]?.lines == ["two", "n"])
        #expect(storage(of: store.state.pinned.lines) == pinned)
        #expect(storage(of: store.state.editor?.lines) == editor)
        #expect(storage(of: store.state.notes[2]?.lines) == note)
    }

    @Test func anAbsentChildChangesNothingAndIsReported() {
        var closed = Bookcase()
        closed.editor = nil
        let (editor, editorIssues) = reporting {
            Bookcase.update(state: closed, action: .save, environment: (), at: Bookcase.editor)
        }
        #expect(editor.state == closed)
        #expect(editor.fx.operations.isEmpty)
        #expect(editorIssues.count == 1)
        #expect(editorIssues.first?.contains("the optional child of EditorCursor is nil") == true)

        var bookcase = Bookcase()
        let (step, noteIssues) = reporting {
            Bookcase.reduce(
                into: &bookcase, action: .save, environment: (), at: Bookcase.note(9))
        }
        #expect(bookcase == Bookcase())
        #expect(step.fx.operations.isEmpty)
        #expect(noteIssues.count == 1)
        #expect(noteIssues.first?.contains("NoteCursor has no item for key 9") == true)
    }

    @Test func ifAbsentIsHandedTheStateAndNothingIsReported() {
        let (update, issues) = reporting {
            Bookcase.update(
                state: Bookcase(), action: .save, environment: (), at: Bookcase.note(9),
                ifAbsent: { state in
                    var state = state
                    state.pinned.lines.append("missing")
                    return Update(state: state)
                })
        }
        #expect(update.state.pinned.lines == ["pinned", "missing"])
        #expect(issues.isEmpty)
    }

    @Test func eachPlacesEffectsComeBackTaggedThroughItsCursor() async {
        let store = TestStore(state: Bookcase(), environment: ())
        await store.send(.note(id: 3, action: .save)) { $0.notes[3]?.isSaving = true }
        await store.receive(.note(id: 3, action: .saved)) { $0.notes[3]?.isSaving = false }
        await store.send(.editor(.save)) { $0.editor?.isSaving = true }
        await store.receive(.editor(.saved)) { $0.editor?.isSaving = false }
        await store.send(.pinned(.save)) { $0.pinned.isSaving = true }
        await store.receive(.pinned(.saved)) { $0.pinned.isSaving = false }
        await store.finish()
    }

    @Test func anItemsEffectEndsWhenItsItemLeaves() async {
        let store = TestStore(state: Bookcase(), environment: ())
        await store.send(.note(id: 2, action: .autosave))
        #expect(store.runningEffectCount == 1)
        await store.send(.removeNote(id: 2)) { $0.notes[2] = nil }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func aPlaceNamesTheParentsActionForATest() {
        #expect(Bookcase.pinned.action(.save) == .pinned(.save))
        #expect(Bookcase.editor.action(.save) == .editor(.save))
        #expect(Bookcase.note(3).action(.save) == .note(id: 3, action: .save))
        #expect(Bookcase.note(3).key == 3)
    }

    @Test func aStaticCursorsPlaceGivesItsChildsStore() {
        let store = Store(state: Bookcase(), environment: ())
        // Not optional: a static child is always there.
        let pinned: ViewStore<NoteModel> = store.viewStore(Bookcase.pinned)
        pinned.send(.append("x"))
        #expect(store.state.pinned.lines == ["pinned", "x"])
        #expect(pinned.state == store.state.pinned)
    }

    @Test func anOptionalCursorsPlaceGivesAStoreWhileTheChildIsThere() throws {
        let store = Store(state: Bookcase(), environment: ())
        let editor = try #require(store.viewStore(Bookcase.editor))
        editor.send(.append("x"))
        #expect(store.state.editor?.lines == ["editor", "x"])
        store.send(.closeEditor)
        #expect(store.viewStore(Bookcase.editor) == nil)
    }

    @Test func aKeyedCursorsPlaceGivesTheStoreOfTheItemWithTheKey() throws {
        let store = Store(state: Bookcase(), environment: ())
        #expect(store.viewStore(Bookcase.note(9)) == nil)
        let note = try #require(store.viewStore(Bookcase.note(3)))
        note.send(.append("x"))
        #expect(store.state.notes[3]?.lines == ["three", "x"])
        #expect(store.state.notes[2]?.lines == ["two"])
        #expect(note.state.lines == ["three", "x"])
    }
}
