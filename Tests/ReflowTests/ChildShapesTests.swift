import ReflowTesting
import Testing

@testable import Reflow

/// One way a parent routes an action to a child, and where that child lives in the state.
private struct Route: Sendable, CustomTestStringConvertible {
    var name: String
    var action: @Sendable (NoteModel.Action) -> LibraryModel.Action
    var child: @Sendable (LibraryModel) -> NoteModel?
    /// What the report of an action for the absent child says about where it looked.
    var absence: String
    /// Makes the child absent.
    var removal: LibraryModel.Action
    /// Changes the child inside a state, as a test's expectation does.
    var edit: @Sendable (inout LibraryModel, (inout NoteModel) -> Void) -> Void

    var testDescription: String { name }
}

private let editEditor: @Sendable (inout LibraryModel, (inout NoteModel) -> Void) -> Void = {
    library, body in body(&library.editor!)
}

private let editDetail: @Sendable (inout LibraryModel, (inout NoteModel) -> Void) -> Void = {
    library, body in
    guard case .detail(var note) = library.destination else { return }
    body(&note)
    library.destination = .detail(note)
}

private let keyPathRoutes: [Route] = [
    Route(
        name: "optional key path", action: LibraryModel.Action.editor, child: \.editor,
        absence: "the optional child at", removal: .closeEditor, edit: editEditor),
    Route(
        name: "KeyedList key path", action: { .note(id: 2, action: $0) },
        child: { $0.notes[id: 2] }, absence: "has no item with ID 2", removal: .removeNote(id: 2),
        edit: { library, body in body(&library.notes[id: 2]!) }),
    Route(
        name: "enum case key path", action: LibraryModel.Action.detail,
        child: { LibraryDestination.detailCase.extract(from: $0.destination) },
        absence: "is not in the child's case", removal: .closeDetail, edit: editDetail),
]

private let otherRoutes: [Route] = [
    Route(
        name: "OptionalCursorProtocol's place", action: LibraryModel.Action.editorByCursor,
        child: \.editor, absence: "the optional child of EditorCursor is nil",
        removal: .closeEditor, edit: editEditor),
    Route(
        name: "CaseCursorProtocol's place", action: LibraryModel.Action.detailByCursor,
        child: { LibraryDestination.detailCase.extract(from: $0.destination) },
        absence: "the enum of DetailCursor is in another case", removal: .closeDetail,
        edit: editDetail),
    Route(
        name: "closures", action: LibraryModel.Action.editorByClosures, child: \.editor,
        absence: "get returned no child", removal: .closeEditor, edit: editEditor),
]

@MainActor
@Suite struct ChildShapesTests {
    @Test(arguments: keyPathRoutes)
    fileprivate func theKeyPathFormsChangeTheChildInPlace(route: Route) throws {
        let store = Store(state: fullLibrary(), environment: ())
        let before = try #require(storage(of: route.child(store.state)?.lines))
        store.send(route.action(.append("more")))
        let child = try #require(route.child(store.state))
        #expect(child.lines.last == "more")
        #expect(storage(of: child.lines) == before)
    }

    @Test func aStaticChildChangesInPlaceThroughItsKeyPath() throws {
        let store = Store(state: fullLibrary(), environment: ())
        let before = try #require(storage(of: store.state.pinned.lines))
        store.send(.pinned(.append("more")))
        #expect(store.state.pinned.lines == ["pinned", "more"])
        #expect(storage(of: store.state.pinned.lines) == before)
    }

    @Test(arguments: keyPathRoutes + otherRoutes)
    fileprivate func anActionForAnAbsentChildChangesNothingAndIsReported(route: Route) {
        let issues = Issues()
        let library = LibraryModel.updateThroughProtocol(
            state: fullLibrary(), action: route.removal, environment: ()
        )
        .state
        let next = RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            LibraryModel.updateThroughProtocol(
                state: library, action: route.action(.save), environment: ())
        }
        #expect(next.state == library)
        #expect(next.fx.isNone)
        #expect(issues.messages.count == 1)
        #expect(issues.messages.first?.contains(route.absence) == true, "\(issues.messages)")
        #expect(issues.messages.first?.contains("the action save was ignored") == true)
    }

    @Test(arguments: keyPathRoutes + otherRoutes)
    fileprivate func aChildsEffectsComeBackTaggedAndItsTransactionIsKept(route: Route) async {
        let animated = LibraryModel.updateThroughProtocol(
            state: fullLibrary(), action: route.action(.appendAnimated("x")), environment: ())
        #expect(animated.transaction?.animation == .easeInOut)

        let store = TestStore(state: fullLibrary(), environment: ())
        await store.send(route.action(.save)) { route.edit(&$0) { $0.isSaving = true } }
        await store.receive(route.action(.saved)) { route.edit(&$0) { $0.isSaving = false } }
        await store.finish()
    }

    // The routes above run `LibraryModel`'s update, spelled with the per-shape forms; the
    // places change the child in place too.
    @Test func thePlacesChangeTheChildInPlace() throws {
        try expectChangedInPlace(at: LibraryModel.pinned) { $0.pinned }
        try expectChangedInPlace(at: LibraryModel.editor) { $0.editor }
        try expectChangedInPlace(at: LibraryModel.note(2)) { $0.notes[id: 2] }
        try expectChangedInPlace(at: LibraryModel.detail) {
            LibraryDestination.detailCase.extract(from: $0.destination)
        }
    }

    @Test func anItemsPlaceHandsAMissingItemToIfAbsentWithoutAReport() {
        let issues = Issues()
        var handed: LibraryModel?
        let library = fullLibrary()
        let next = RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            LibraryModel.update(
                state: library, action: NoteModel.Action.save, environment: (),
                at: LibraryModel.note(99),
                ifAbsent: { state in
                    handed = state
                    return Update(state: state, fx: .send(.closeEditor))
                })
        }
        #expect(handed == library)
        #expect(next.state == library)
        #expect(issues.messages.isEmpty)
        #expect(next.fx.operations.count == 1)
    }

    @Test func anItemsPlaceWithIfAbsentUpdatesAPresentItemInPlace() throws {
        let library = fullLibrary()
        let before = try #require(storage(of: library.notes[id: 2]?.lines))
        let next = LibraryModel.update(
            state: consume library, action: NoteModel.Action.append("more"), environment: (),
            at: LibraryModel.note(2),
            ifAbsent: { _ in
                Issue.record("the item is there")
                return Update(state: fullLibrary())
            })
        #expect(next.state.notes[id: 2]?.lines.last == "more")
        #expect(storage(of: next.state.notes[id: 2]?.lines) == before)
    }
}

/// Runs a line through `place` on a full library, and expects the child to have it in the same
/// buffer: changed where it is, not copied.
private func expectChangedInPlace<P: ChildPlace>(
    at place: P, child: (LibraryModel) -> NoteModel?,
    sourceLocation: SourceLocation = #_sourceLocation
) throws
where
    P.Parent == LibraryModel, P.Child == NoteModel, P.Route == NoteModel.Action,
    P.Environment == Void
{
    let library = fullLibrary()
    let before = try #require(storage(of: child(library)?.lines), sourceLocation: sourceLocation)
    let next = LibraryModel.update(
        state: consume library, action: .append("more"), environment: (), at: place)
    #expect(child(next.state)?.lines.last == "more", sourceLocation: sourceLocation)
    #expect(storage(of: child(next.state)?.lines) == before, sourceLocation: sourceLocation)
}
