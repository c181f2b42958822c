import Testing

@testable import Reflow

/// The view verbs of places: each finds the child the place names, observed as the per-shape
/// forms it is built on are, and sends its actions tagged by the place.
@MainActor
@Suite struct PlaceViewTests {
    @Test func aPropertysPlaceGivesItsChildsStoreWhichSendsThroughTheTag() {
        let store = Store(state: fullLibrary(), environment: ())
        let pinned = store.viewStore(LibraryModel.pinned)
        #expect(pinned.state == store.state.pinned)
        pinned.send(.append("more"))
        #expect(store.state.pinned.lines.last == "more")
        #expect(pinned.state.lines.last == "more")
    }

    @Test func anOptionalsPlaceGivesNoStoreWhileTheChildIsAbsent() {
        let store = Store(state: fullLibrary(), environment: ())
        let editor = store.viewStore(LibraryModel.editor)
        editor?.send(.append("more"))
        #expect(store.state.editor?.lines.last == "more")
        store.send(.closeEditor)
        #expect(store.viewStore(LibraryModel.editor) == nil)
        #expect(store.viewStore(LibraryModel.editorByClosures) == nil)
    }

    @Test func aCasesPlaceFindsTheChildOnlyInItsCase() {
        let store = Store(state: fullLibrary(), environment: ())
        store.viewStore(LibraryModel.detail)?.send(.append("more"))
        #expect(
            LibraryDestination.detailCase.extract(from: store.state.destination)?.lines.last
                == "more")
        store.send(.closeDetail)
        #expect(store.viewStore(LibraryModel.detail) == nil)
    }

    @Test func anItemsPlaceGivesEveryRowAndOneItemByID() {
        let store = Store(state: fullLibrary(), environment: ())
        let rows = store.viewStores(LibraryModel.note)
        #expect(rows.map(\.id) == [2, 3])
        rows[1].send(.append("row"))
        #expect(store.state.notes[id: 3]?.lines.last == "row")
        let two = store.viewStore(LibraryModel.note(2))
        #expect(two == rows[0])
        two?.send(.append("two"))
        #expect(store.state.notes[id: 2]?.lines.last == "two")
        #expect(store.viewStore(LibraryModel.note(9)) == nil)
    }

    @Test func aCustomPlaceReadsAndWritesThroughItsClosures() {
        var library = fullLibrary()
        _ = LibraryModel.reduce(
            into: &library, action: .append("custom"), environment: (),
            at: LibraryModel.editorByClosures)
        #expect(library.editor?.lines.last == "custom")
    }

    @Test func everyPlaceBuildsTheParentsActionForATest() {
        #expect(LibraryModel.pinned.action(.save) == .pinned(.save))
        #expect(LibraryModel.editor.action(.save) == .editor(.save))
        #expect(LibraryModel.detail.action(.save) == .detail(.save))
        #expect(LibraryModel.note(2).action(.save) == .note(id: 2, action: .save))
        #expect(LibraryModel.editorByClosures.action(.save) == .editorByClosures(.save))
    }
}
