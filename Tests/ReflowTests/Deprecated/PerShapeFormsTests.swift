import Foundation
import Testing

@testable import Reflow

// The per-shape forms (`child:` labels, `stackPath(\.path, tag:)`, `stackLinks(\.path, tag:)`),
// the cursor types' verbs (`EditorCursor.update(...)`, `store.viewStore(EditorCursor.self)`)
// and the `persisted:storage:` routes, deprecated in favour of places, stay in the build: every
// family of them runs here beside the place it names, and each test expects the same state, the
// same actions fed back by effects and the same stores. A test cannot be deprecated, so each old
// spelling is called from a deprecated witness of `OldSpelling`'s requirement, which compiles
// without a warning, and its test reaches the witness through the protocol.

/// Old spellings to run: `run()` is their deprecated witness.
@MainActor
private protocol OldSpelling {
    static func run() async throws
}

@MainActor
private func exercise<Spelling: OldSpelling>(_: Spelling.Type) async throws {
    try await Spelling.run()
}

/// A record a screen shows.
private struct Memo: Identifiable, Equatable, Sendable, Codable {
    var id: Int
    var text = ""
}

/// A screen of a memo: it keeps the memo's ID and a count of its own, and closes itself.
private struct MemoScreen: RecordScreen {
    typealias Record = Memo

    enum Action: Sendable, Equatable {
        case write(String)
        case close
    }

    let recordID: Int
    var writes = 0

    static func update(
        state: consuming Joined<MemoScreen>, action: Action, environment: Void
    ) -> Update<Joined<MemoScreen>> {
        switch action {
        case .write(let text):
            state.record.text = text
            state.screen.writes += 1
            return Update(state: state, animation: .easeInOut)
        case .close:
            return Update(state: state, fx: .dismiss)
        }
    }
}

/// The screens of a stack of memo screens.
private enum DeskScreen: ModelProtocol {
    case memo(MemoScreen)

    enum Action: Sendable, Equatable {
        case memo(MemoScreen.Action)
    }

    static func update(
        state: consuming DeskScreen, action: Action, environment: Void
    ) -> Update<DeskScreen> {
        // Every screen needs its record: the desk runs them through their joined place.
        Update(state: state)
    }
}

/// A parent with a presented child of each kind, a stack of notes, and memo screens in a sheet
/// and on a stack, joined with a plain and a persisted list of memos. It routes through places;
/// the tests run the old spellings beside them.
private struct Desk: ModelProtocol {
    enum Destination: Equatable, Sendable {
        case note(NoteModel)
        case other(NoteModel)
    }

    enum Action: Sendable, Equatable {
        case sheet(PresentationAction<NoteModel.Action>)
        case destinationNote(PresentationAction<NoteModel.Action>)
        case notes(StackAction<NoteModel>)
        case memo(PresentationAction<MemoScreen.Action>)
        case savedMemo(PresentationAction<MemoScreen.Action>)
        case screens(StackAction<DeskScreen>)
        case savedScreens(StackAction<DeskScreen>)
    }

    var sheet: NoteModel? = NoteModel(id: 1, lines: roomyLines("sheet"))
    var destination: Destination? = .note(NoteModel(id: 2, lines: ["destination"]))
    var notes: StackState<NoteModel> = [NoteModel(id: 3), NoteModel(id: 4)]
    var memos: KeyedList<Memo> = [Memo(id: 1, text: "one"), Memo(id: 2, text: "two")]
    var saved = Persisted<KeyedList<Memo>>(
        [Memo(id: 1, text: "saved")], status: .ready, isStored: true)
    var memo: MemoScreen? = MemoScreen(recordID: 1)
    var savedMemo: MemoScreen? = MemoScreen(recordID: 1)
    var screens: StackState<DeskScreen> = [.memo(MemoScreen(recordID: 2))]
    var savedScreens: StackState<DeskScreen> = [.memo(MemoScreen(recordID: 1))]

    static let sheet = Place.presented(\Self.sheet, tag: Action.sheet)
    static let destinationNote = Place.presented(
        \Self.destination, case: /Destination.note, tag: Action.destinationNote)
    static let notes = Place.stack(\Self.notes, tag: Action.notes)
    static let memo = Place.presented(\Self.memo, tag: Action.memo).joined(records: \Self.memos)
    static let savedMemo = Place.presented(\Self.savedMemo, tag: Action.savedMemo)
        .joined(records: \Self.saved)
    static let screens = Place.stack(\Self.screens, tag: Action.screens)
    static let screenMemo = screens.screen(DeskScreen.memo, action: DeskScreen.Action.memo)
        .joined(records: \Self.memos)
    static let savedScreens = Place.stack(\Self.savedScreens, tag: Action.savedScreens)
    static let savedScreenMemo = savedScreens.screen(
        DeskScreen.memo, action: DeskScreen.Action.memo
    )
    .joined(records: \Self.saved)

    static func update(state: consuming Desk, action: Action, environment: Void) -> Update<Desk> {
        switch action {
        case .sheet(let action):
            return update(state: state, action: action, environment: (), at: sheet)
        case .destinationNote(let action):
            return update(state: state, action: action, environment: (), at: destinationNote)
        case .notes(let action):
            return update(state: state, action: action, environment: (), at: notes)
        case .memo(let action):
            return update(state: state, action: action, environment: (), at: memo)
        case .savedMemo(let action):
            return update(state: state, action: action, environment: (), at: savedMemo)
        case .screens(.element(let id, .memo(let action))):
            return update(state: state, action: action, environment: (), at: screenMemo(id))
        case .screens(let action):
            return update(state: state, action: action, environment: (), at: screens)
        case .savedScreens(.element(let id, .memo(let action))):
            return update(state: state, action: action, environment: (), at: savedScreenMemo(id))
        case .savedScreens(let action):
            return update(state: state, action: action, environment: (), at: savedScreens)
        }
    }
}

/// What an effect sends back, in order.
private final class Sent<Action> {
    var actions: [Action] = []
}

/// The actions an effect sends back, run to its end in a store of `state`.
@MainActor
private func actions<Model: ModelProtocol>(
    of fx: Fx<Model.Action>, from state: Model, environment: Model.Environment
) async -> [Model.Action] {
    let sent = Sent<Model.Action>()
    let store = Store(state: state, environment: environment) { event in
        if case .action(let action) = event { sent.actions.append(action) }
    }
    store.subscribe(to: fx)
    await store.waitForEffects()
    return sent.actions
}

/// Expects an old spelling's update to be its place's: the same state, the same actions fed back
/// and the same animation.
@MainActor
private func expectSame<Model: ModelProtocol>(
    _ old: Update<Model>, _ place: Update<Model>, from state: Model,
    environment: Model.Environment, sourceLocation: SourceLocation = #_sourceLocation
) async where Model.Action: Equatable {
    #expect(old.state == place.state, sourceLocation: sourceLocation)
    #expect(
        old.transaction?.animation == place.transaction?.animation, sourceLocation: sourceLocation)
    let oldActions = await actions(of: old.fx, from: state, environment: environment)
    let placeActions = await actions(of: place.fx, from: state, environment: environment)
    #expect(oldActions == placeActions, sourceLocation: sourceLocation)
    #expect(
        old.state != state || !oldActions.isEmpty, "the action did nothing",
        sourceLocation: sourceLocation)
}

/// Expects an old spelling's in-place step to be its place's, as the update's `expectSame` does.
@MainActor
private func expectSame<Model: ModelProtocol>(
    _ old: (Model, Step<Model>), _ place: (Model, Step<Model>), from state: Model,
    environment: Model.Environment, sourceLocation: SourceLocation = #_sourceLocation
) async where Model.Action: Equatable {
    await expectSame(
        Update(state: old.0, step: old.1), Update(state: place.0, step: place.1), from: state,
        environment: environment, sourceLocation: sourceLocation)
}

/// Runs `body` on a copy of `state`, for an in-place form.
private func reduced<Model>(_ state: Model, _ body: (inout Model) -> Step<Model>) -> (
    Model, Step<Model>
) {
    var state = state
    let step = body(&state)
    return (state, step)
}

// MARK: - update and reduce

private enum PropertyRoute: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() async {
        let library = fullLibrary()
        await expectSame(
            LibraryModel.update(
                state: library, action: .save, environment: (), child: \.pinned,
                tag: LibraryModel.Action.pinned),
            LibraryModel.update(
                state: library, action: .save, environment: (), at: LibraryModel.pinned),
            from: library, environment: ())
        await expectSame(
            reduced(library) {
                LibraryModel.reduce(
                    into: &$0, action: .appendAnimated("x"), environment: (), child: \.pinned,
                    tag: LibraryModel.Action.pinned)
            },
            reduced(library) {
                LibraryModel.reduce(
                    into: &$0, action: .appendAnimated("x"), environment: (),
                    at: LibraryModel.pinned)
            },
            from: library, environment: ())
    }
}

private enum OptionalRoute: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() async {
        let library = fullLibrary()
        await expectSame(
            LibraryModel.update(
                state: library, action: .save, environment: (), child: \.editor,
                tag: LibraryModel.Action.editor),
            LibraryModel.update(
                state: library, action: .save, environment: (), at: LibraryModel.editor),
            from: library, environment: ())
        await expectSame(
            reduced(library) {
                LibraryModel.reduce(
                    into: &$0, action: .save, environment: (), child: \.editor,
                    tag: LibraryModel.Action.editor)
            },
            reduced(library) {
                LibraryModel.reduce(
                    into: &$0, action: .save, environment: (), at: LibraryModel.editor)
            },
            from: library, environment: ())
    }
}

private enum CaseRoute: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() async {
        let library = fullLibrary()
        await expectSame(
            LibraryModel.update(
                state: library, action: .save, environment: (), child: \.destination,
                case: LibraryDestination.detailCase, tag: LibraryModel.Action.detail),
            LibraryModel.update(
                state: library, action: .save, environment: (), at: LibraryModel.detail),
            from: library, environment: ())
        await expectSame(
            reduced(library) {
                LibraryModel.reduce(
                    into: &$0, action: .save, environment: (), child: \.destination,
                    case: LibraryDestination.detailCase, tag: LibraryModel.Action.detail)
            },
            reduced(library) {
                LibraryModel.reduce(
                    into: &$0, action: .save, environment: (), at: LibraryModel.detail)
            },
            from: library, environment: ())
    }
}

private enum ItemRoute: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() async throws {
        let library = fullLibrary()
        await expectSame(
            LibraryModel.update(
                state: library, action: .save, environment: (), child: \.notes, id: 3,
                tag: LibraryModel.Action.note),
            LibraryModel.update(
                state: library, action: .save, environment: (), at: LibraryModel.note(3)),
            from: library, environment: ())
        await expectSame(
            reduced(library) {
                LibraryModel.reduce(
                    into: &$0, action: .save, environment: (), child: \.notes, id: 3,
                    tag: LibraryModel.Action.note)
            },
            reduced(library) {
                LibraryModel.reduce(
                    into: &$0, action: .save, environment: (), at: LibraryModel.note(3))
            },
            from: library, environment: ())
        // With `ifAbsent:`, the item still changes where it is.
        var inPlace = fullLibrary()
        let before = try #require(storage(of: inPlace.notes[id: 2]?.lines))
        _ = LibraryModel.reduce(
            into: &inPlace, action: .append("more"), environment: (), child: \.notes, id: 2,
            tag: LibraryModel.Action.note,
            ifAbsent: { _ in
                Issue.record("the item is there")
                return .none
            })
        #expect(inPlace.notes[id: 2]?.lines == ["two", "more"])
        #expect(storage(of: inPlace.notes[id: 2]?.lines) == before)
    }
}

private enum PresentedRoute: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() async {
        let desk = Desk()
        await expectSame(
            Desk.update(
                state: desk, action: .presented(.save), environment: (), child: \.sheet,
                tag: Desk.Action.sheet),
            Desk.update(state: desk, action: .presented(.save), environment: (), at: Desk.sheet),
            from: desk, environment: ())
        await expectSame(
            reduced(desk) {
                Desk.reduce(
                    into: &$0, action: .dismiss, environment: (), child: \.sheet,
                    tag: Desk.Action.sheet)
            },
            reduced(desk) {
                Desk.reduce(into: &$0, action: .dismiss, environment: (), at: Desk.sheet)
            },
            from: desk, environment: ())
    }
}

private enum PresentedCaseRoute: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() async {
        let desk = Desk()
        await expectSame(
            Desk.update(
                state: desk, action: .presented(.save), environment: (), child: \.destination,
                case: /Desk.Destination.note, tag: Desk.Action.destinationNote),
            Desk.update(
                state: desk, action: .presented(.save), environment: (), at: Desk.destinationNote),
            from: desk, environment: ())
        await expectSame(
            reduced(desk) {
                Desk.reduce(
                    into: &$0, action: .dismiss, environment: (), child: \.destination,
                    case: /Desk.Destination.note, tag: Desk.Action.destinationNote)
            },
            reduced(desk) {
                Desk.reduce(into: &$0, action: .dismiss, environment: (), at: Desk.destinationNote)
            },
            from: desk, environment: ())
    }
}

private enum StackRoute: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() async {
        let desk = Desk()
        for action: StackAction<NoteModel> in [
            .element(id: 1, action: .save), .popFrom(id: 1),
            .push(id: 7, state: NoteModel(id: 7)),
        ] {
            await expectSame(
                Desk.update(
                    state: desk, action: action, environment: (), child: \.notes,
                    tag: Desk.Action.notes),
                Desk.update(state: desk, action: action, environment: (), at: Desk.notes),
                from: desk, environment: ())
            await expectSame(
                reduced(desk) {
                    Desk.reduce(
                        into: &$0, action: action, environment: (), child: \.notes,
                        tag: Desk.Action.notes)
                },
                reduced(desk) {
                    Desk.reduce(into: &$0, action: action, environment: (), at: Desk.notes)
                },
                from: desk, environment: ())
        }
    }
}

private enum SheetRecordRoute: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() async {
        let desk = Desk()
        for action: PresentationAction<MemoScreen.Action> in [
            .presented(.write("new")), .presented(.close),
        ] {
            await expectSame(
                Desk.update(
                    state: desk, action: action, environment: (), child: \.memo,
                    records: \.memos, tag: Desk.Action.memo),
                Desk.update(state: desk, action: action, environment: (), at: Desk.memo),
                from: desk, environment: ())
            await expectSame(
                reduced(desk) {
                    Desk.reduce(
                        into: &$0, action: action, environment: (), child: \.memo,
                        records: \.memos, tag: Desk.Action.memo)
                },
                reduced(desk) {
                    Desk.reduce(into: &$0, action: action, environment: (), at: Desk.memo)
                },
                from: desk, environment: ())
            // A persisted list of records.
            await expectSame(
                Desk.update(
                    state: desk, action: action, environment: (), child: \.savedMemo,
                    records: \.saved, tag: Desk.Action.savedMemo),
                Desk.update(state: desk, action: action, environment: (), at: Desk.savedMemo),
                from: desk, environment: ())
            await expectSame(
                reduced(desk) {
                    Desk.reduce(
                        into: &$0, action: action, environment: (), child: \.savedMemo,
                        records: \.saved, tag: Desk.Action.savedMemo)
                },
                reduced(desk) {
                    Desk.reduce(into: &$0, action: action, environment: (), at: Desk.savedMemo)
                },
                from: desk, environment: ())
        }
    }
}

private enum StackRecordRoute: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() async {
        let desk = Desk()
        for action: MemoScreen.Action in [.write("new"), .close] {
            await expectSame(
                Desk.update(
                    state: desk, action: action, environment: (), child: \.screens, id: 0,
                    case: /DeskScreen.memo, records: \.memos, tag: Desk.Action.screens,
                    screenAction: DeskScreen.Action.memo),
                Desk.update(state: desk, action: action, environment: (), at: Desk.screenMemo(0)),
                from: desk, environment: ())
            await expectSame(
                reduced(desk) {
                    Desk.reduce(
                        into: &$0, action: action, environment: (), child: \.screens, id: 0,
                        case: /DeskScreen.memo, records: \.memos, tag: Desk.Action.screens,
                        screenAction: DeskScreen.Action.memo)
                },
                reduced(desk) {
                    Desk.reduce(into: &$0, action: action, environment: (), at: Desk.screenMemo(0))
                },
                from: desk, environment: ())
            // A persisted list of records.
            await expectSame(
                Desk.update(
                    state: desk, action: action, environment: (), child: \.savedScreens, id: 0,
                    case: /DeskScreen.memo, records: \.saved, tag: Desk.Action.savedScreens,
                    screenAction: DeskScreen.Action.memo),
                Desk.update(
                    state: desk, action: action, environment: (), at: Desk.savedScreenMemo(0)),
                from: desk, environment: ())
            await expectSame(
                reduced(desk) {
                    Desk.reduce(
                        into: &$0, action: action, environment: (), child: \.savedScreens, id: 0,
                        case: /DeskScreen.memo, records: \.saved, tag: Desk.Action.savedScreens,
                        screenAction: DeskScreen.Action.memo)
                },
                reduced(desk) {
                    Desk.reduce(
                        into: &$0, action: action, environment: (), at: Desk.savedScreenMemo(0))
                },
                from: desk, environment: ())
        }
    }
}

private enum PersistedRoute: OldSpelling {
    @available(
        *, deprecated,
        message: "exercises the persisted:storage: forms, deprecated in favour of places"
    )
    static func run() async {
        typealias Lines = PersistedPlaceTests.Lines
        let storage = PersistedPlaceTests.storage(holding: ["Milk"])
        let lines = Lines()
        for action: PersistenceAction in [.load, .didRead(.success(Data(#"["Tea"]"#.utf8)))] {
            await expectSame(
                Lines.update(
                    state: lines, action: action, persisted: \.lines, storage: storage,
                    tag: Lines.Action.file),
                Lines.update(state: lines, action: action, environment: storage, at: Lines.file),
                from: lines, environment: storage)
            await expectSame(
                Lines.update(
                    state: lines, action: action, persisted: \.lines, storage: storage,
                    format: .json, tag: Lines.Action.file),
                Lines.update(
                    state: lines, action: action, environment: storage, at: Lines.fileInPlainJSON),
                from: lines, environment: storage)
            await expectSame(
                reduced(lines) {
                    Lines.reduce(
                        into: &$0, action: action, persisted: \.lines, storage: storage,
                        format: .json, tag: Lines.Action.file)
                },
                reduced(lines) {
                    Lines.reduce(
                        into: &$0, action: action, environment: storage, at: Lines.fileInPlainJSON)
                },
                from: lines, environment: storage)
        }
    }
}

private enum CursorRoutes: OldSpelling {
    @available(
        *, deprecated, message: "exercises the cursor verbs, deprecated in favour of places"
    )
    static func run() async throws {
        let library = fullLibrary()
        await expectSame(
            PinnedCursor.update(state: library, action: .save, environment: ()),
            LibraryModel.update(
                state: library, action: .save, environment: (), at: LibraryModel.pinnedByCursor),
            from: library, environment: ())
        await expectSame(
            reduced(library) {
                PinnedCursor.reduce(into: &$0, action: .appendAnimated("x"), environment: ())
            },
            reduced(library) {
                LibraryModel.reduce(
                    into: &$0, action: .appendAnimated("x"), environment: (),
                    at: LibraryModel.pinnedByCursor)
            },
            from: library, environment: ())
        await expectSame(
            EditorCursor.update(state: library, action: .save, environment: ()),
            LibraryModel.update(
                state: library, action: .save, environment: (), at: LibraryModel.editorByCursor),
            from: library, environment: ())
        await expectSame(
            reduced(library) { EditorCursor.reduce(into: &$0, action: .save, environment: ()) },
            reduced(library) {
                LibraryModel.reduce(
                    into: &$0, action: .save, environment: (), at: LibraryModel.editorByCursor)
            },
            from: library, environment: ())
        await expectSame(
            DetailCursor.update(state: library, action: .save, environment: ()),
            LibraryModel.update(
                state: library, action: .save, environment: (), at: LibraryModel.detailByCursor),
            from: library, environment: ())
        await expectSame(
            reduced(library) { DetailCursor.reduce(into: &$0, action: .save, environment: ()) },
            reduced(library) {
                LibraryModel.reduce(
                    into: &$0, action: .save, environment: (), at: LibraryModel.detailByCursor)
            },
            from: library, environment: ())
        await expectSame(
            NoteCursor.update(state: library, action: .save, environment: (), key: 3),
            LibraryModel.update(
                state: library, action: .save, environment: (), at: LibraryModel.noteByCursor(3)),
            from: library, environment: ())
        await expectSame(
            reduced(library) {
                NoteCursor.reduce(into: &$0, action: .save, environment: (), key: 3)
            },
            reduced(library) {
                LibraryModel.reduce(
                    into: &$0, action: .save, environment: (), at: LibraryModel.noteByCursor(3))
            },
            from: library, environment: ())
        // `ifAbsent:` is handed the state for a key with no item, as the place's is.
        let missing = NoteCursor.update(
            state: library, action: .save, environment: (), key: 9,
            ifAbsent: { Update(state: $0, fx: .send(.addNote(id: 9))) })
        #expect(missing.state == library)
        #expect(await actions(of: missing.fx, from: library, environment: ()) == [.addNote(id: 9)])
        var closed = library
        let step = EditorCursor.reduce(
            into: &closed, action: .save, environment: (),
            ifAbsent: { _ in
                Issue.record("the editor is there")
                return .none
            })
        #expect(closed.editor?.isSaving == true)
        #expect(
            await actions(of: step.fx, from: library, environment: ()) == [
                .editorByCursor(.saved)
            ])
    }
}

// MARK: - View stores, presentations and stack bindings

/// Expects a child's store from an old spelling to be its place's: both there or both absent,
/// showing the same child, and an action sent through the old one changing the child as one sent
/// through the place's does.
@MainActor
private func expectSameStore<Model: ModelProtocol, Child: ModelProtocol>(
    _ old: ViewStore<Child>?, _ place: ViewStore<Child>?, in store: Store<Model>,
    sending action: Child.Action, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let old = try #require(old, sourceLocation: sourceLocation)
    let place = try #require(place, sourceLocation: sourceLocation)
    #expect(old.state == place.state, sourceLocation: sourceLocation)
    let before = store.state
    old.send(action)
    let afterOld = store.state
    #expect(afterOld != before, "the action changed nothing", sourceLocation: sourceLocation)
    #expect(old.state == place.state, sourceLocation: sourceLocation)
    place.send(action)
    #expect(old.state == place.state, sourceLocation: sourceLocation)
}

private enum LibraryStores: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() throws {
        let store = Store(state: fullLibrary(), environment: ())
        try expectSameStore(
            store.viewStore(child: \.pinned, tag: LibraryModel.Action.pinned),
            store.viewStore(LibraryModel.pinned), in: store, sending: .append("p"))
        #expect(store.state.pinned.lines == ["pinned", "p", "p"])
        try expectSameStore(
            store.viewStore(child: \.editor, tag: LibraryModel.Action.editor),
            store.viewStore(LibraryModel.editor), in: store, sending: .append("e"))
        #expect(store.state.editor?.lines == ["editor", "e", "e"])
        try expectSameStore(
            store.viewStore(
                child: \.destination, case: LibraryDestination.detailCase,
                tag: LibraryModel.Action.detail),
            store.viewStore(LibraryModel.detail), in: store, sending: .append("d"))
        try expectSameStore(
            store.viewStore(child: \.notes, id: 3, tag: LibraryModel.Action.note),
            store.viewStore(LibraryModel.note(3)), in: store, sending: .append("n"))
        #expect(store.state.notes[id: 3]?.lines == ["three", "n", "n"])
        store.send(.closeEditor)
        store.send(.closeDetail)
        #expect(store.viewStore(child: \.editor, tag: LibraryModel.Action.editor) == nil)
        #expect(
            store.viewStore(
                child: \.destination, case: LibraryDestination.detailCase,
                tag: LibraryModel.Action.detail) == nil)
        #expect(store.viewStore(child: \.notes, id: 9, tag: LibraryModel.Action.note) == nil)
    }
}

private enum ItemStores: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() {
        let store = Store(state: fullLibrary(), environment: ())
        let old = store.viewStores(child: \.notes, tag: LibraryModel.Action.note)
        let place = store.viewStores(LibraryModel.note)
        #expect(old.map(\.id) == [2, 3])
        #expect(Array(old) == Array(place))
        old[1].send(.append("row"))
        #expect(store.state.notes[id: 3]?.lines == ["three", "row"])
        #expect(place[1].state == old[1].state)
    }
}

private enum PresentedStores: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() throws {
        let store = Store(state: Desk(), environment: ())
        try expectSameStore(
            store.viewStore(child: \.sheet, tag: Desk.Action.sheet),
            store.viewStore(Desk.sheet), in: store, sending: .append("s"))
        try expectSameStore(
            store.viewStore(
                child: \.destination, case: /Desk.Destination.note, tag: Desk.Action.destinationNote
            ),
            store.viewStore(Desk.destinationNote), in: store, sending: .append("d"))
        let sheet = store.presentation(child: \.sheet, tag: Desk.Action.sheet)
        #expect(sheet.store?.state == store.presentation(Desk.sheet).store?.state)
        #expect(sheet.store?.state.lines == ["sheet", "s", "s"])
        sheet.dismiss()
        #expect(store.state.sheet == nil)
        let destination = store.presentation(
            child: \.destination, case: /Desk.Destination.note, tag: Desk.Action.destinationNote)
        #expect(
            destination.store?.state == store.presentation(Desk.destinationNote).store?.state)
        #expect(destination.store?.state.lines == ["destination", "d", "d"])
        destination.dismiss()
        #expect(store.state.destination == nil)
    }
}

private enum RecordScreenStores: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() throws {
        let store = Store(state: Desk(), environment: ())
        try expectSameStore(
            store.viewStore(child: \.memo, records: \.memos, tag: Desk.Action.memo),
            store.viewStore(Desk.memo), in: store, sending: .write("sheet"))
        #expect(store.state.memos[id: 1]?.text == "sheet")
        try expectSameStore(
            store.viewStore(child: \.savedMemo, records: \.saved, tag: Desk.Action.savedMemo),
            store.viewStore(Desk.savedMemo), in: store, sending: .write("saved sheet"))
        #expect(store.state.saved.value[id: 1]?.text == "saved sheet")
        try expectSameStore(
            store.viewStore(
                child: \.screens, id: 0, case: /DeskScreen.memo, records: \.memos,
                tag: Desk.Action.screens, screenAction: DeskScreen.Action.memo),
            store.viewStore(Desk.screenMemo(0)), in: store, sending: .write("pushed"))
        #expect(store.state.memos[id: 2]?.text == "pushed")
        try expectSameStore(
            store.viewStore(
                child: \.savedScreens, id: 0, case: /DeskScreen.memo, records: \.saved,
                tag: Desk.Action.savedScreens, screenAction: DeskScreen.Action.memo),
            store.viewStore(Desk.savedScreenMemo(0)), in: store, sending: .write("saved pushed"))
        #expect(store.state.saved.value[id: 1]?.text == "saved pushed")

        let memo = store.presentation(child: \.memo, records: \.memos, tag: Desk.Action.memo)
        #expect(memo.store?.state == store.presentation(Desk.memo).store?.state)
        memo.dismiss()
        #expect(store.state.memo == nil)
        let saved = store.presentation(
            child: \.savedMemo, records: \.saved, tag: Desk.Action.savedMemo)
        #expect(saved.store?.state == store.presentation(Desk.savedMemo).store?.state)
        #expect(saved.store?.state.record.text == "saved pushed")
        saved.dismiss()
        #expect(store.state.savedMemo == nil)
    }
}

private enum CursorStores: OldSpelling {
    @available(
        *, deprecated, message: "exercises the cursor verbs, deprecated in favour of places"
    )
    static func run() throws {
        let store = Store(state: fullLibrary(), environment: ())
        try expectSameStore(
            store.viewStore(PinnedCursor.self), store.viewStore(LibraryModel.pinnedByCursor),
            in: store, sending: .append("p"))
        #expect(store.state.pinned.lines == ["pinned", "p", "p"])
        try expectSameStore(
            store.viewStore(EditorCursor.self), store.viewStore(LibraryModel.editorByCursor),
            in: store, sending: .append("e"))
        #expect(store.state.editor?.lines == ["editor", "e", "e"])
        try expectSameStore(
            store.viewStore(DetailCursor.self), store.viewStore(LibraryModel.detailByCursor),
            in: store, sending: .append("d"))
        try expectSameStore(
            store.viewStore(NoteCursor.self, key: 3), store.viewStore(LibraryModel.noteByCursor(3)),
            in: store, sending: .append("n"))
        #expect(store.state.notes[id: 3]?.lines == ["three", "n", "n"])
        store.send(.closeEditor)
        store.send(.closeDetail)
        #expect(store.viewStore(EditorCursor.self) == nil)
        #expect(store.viewStore(DetailCursor.self) == nil)
        #expect(store.viewStore(NoteCursor.self, key: 9) == nil)
    }
}

private enum StackStores: OldSpelling {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func run() throws {
        let store = Store(state: Desk(), environment: ())
        try expectSameStore(
            store.viewStore(child: \.notes, id: 1, tag: Desk.Action.notes),
            store.viewStore(Desk.notes(1)), in: store, sending: .append("top"))
        #expect(store.state.notes[id: 1]?.lines == ["top", "top"])
        let path = store.stackPath(\.notes, tag: Desk.Action.notes)
        #expect(path.wrappedValue == [0, 1])
        #expect(path.wrappedValue == store.stackPath(Desk.notes).wrappedValue)
        let links = store.stackLinks(\.notes, tag: Desk.Action.notes)
        #expect(links.wrappedValue == store.stackLinks(Desk.notes).wrappedValue)
        links.wrappedValue.append(.push(NoteModel(id: 5)))
        #expect(store.state.notes.ids == [0, 1, 2])
        path.wrappedValue = [0]
        #expect(store.state.notes.ids == [0])
    }
}

@MainActor
@Suite struct PerShapeFormsTests {
    @Test func aPropertysUpdateAndReduceDoWhatItsPlaceDoes() async throws {
        try await exercise(PropertyRoute.self)
    }

    @Test func anOptionalsUpdateAndReduceDoWhatItsPlaceDoes() async throws {
        try await exercise(OptionalRoute.self)
    }

    @Test func aCasesUpdateAndReduceDoWhatItsPlaceDoes() async throws {
        try await exercise(CaseRoute.self)
    }

    @Test func anItemsUpdateAndReduceDoWhatItsPlaceDoes() async throws {
        try await exercise(ItemRoute.self)
    }

    @Test func aPresentedChildsUpdateAndReduceDoWhatItsPlaceDoes() async throws {
        try await exercise(PresentedRoute.self)
    }

    @Test func aPresentedCasesUpdateAndReduceDoWhatItsPlaceDoes() async throws {
        try await exercise(PresentedCaseRoute.self)
    }

    @Test func aStacksUpdateAndReduceDoWhatItsPlaceDoes() async throws {
        try await exercise(StackRoute.self)
    }

    @Test func aSheetsRecordScreenUpdatesAsItsPlaceDoesWithAPlainOrAPersistedList()
        async throws
    {
        try await exercise(SheetRecordRoute.self)
    }

    @Test func aStacksRecordScreenUpdatesAsItsPlaceDoesWithAPlainOrAPersistedList()
        async throws
    {
        try await exercise(StackRecordRoute.self)
    }

    @Test func aPersistedValuesUpdateAndReduceDoWhatItsPlaceDoes() async throws {
        try await exercise(PersistedRoute.self)
    }

    @Test func aCursorsUpdateAndReduceDoWhatItsPlaceDoesForEveryKindOfCursor() async throws {
        try await exercise(CursorRoutes.self)
    }

    @Test func theViewStoresOfAPropertyAnOptionalACaseAndAnItemAreTheirPlaces() async throws {
        try await exercise(LibraryStores.self)
    }

    @Test func theViewStoresOfAListAreItsPlaces() async throws {
        try await exercise(ItemStores.self)
    }

    @Test func aPresentedChildsStoreAndPresentationAreItsPlaces() async throws {
        try await exercise(PresentedStores.self)
    }

    @Test func aRecordScreensStoreAndPresentationAreItsPlacesInASheetAndOnAStack()
        async throws
    {
        try await exercise(RecordScreenStores.self)
    }

    @Test func aCursorsViewStoreIsItsPlacesForEveryKindOfCursor() async throws {
        try await exercise(CursorStores.self)
    }

    @Test func aStacksScreenStoreAndPathAndLinksBindingsAreItsPlaces() async throws {
        try await exercise(StackStores.self)
    }
}
