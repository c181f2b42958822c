import Testing

@testable import Reflow

@MainActor
@Suite struct ScopedStoreTests {
    @Test func aStaticChildsStoreReadsAndSendsThroughItsParent() {
        let store = Store(state: fullLibrary(), environment: ())
        let pinned = store.viewStore(LibraryModel.pinned)
        pinned.send(.append("x"))
        #expect(pinned.state.lines == ["pinned", "x"])
        #expect(store.state.pinned.lines == ["pinned", "x"])
    }

    @Test func storesOfAbsentChildrenAreNil() {
        let store = Store(state: LibraryModel(), environment: ())
        #expect(store.viewStore(LibraryModel.editor) == nil)
        #expect(
            store.viewStore(LibraryModel.note(2)) == nil)
        #expect(
            store.viewStore(LibraryModel.detail) == nil)
        #expect(store.viewStore(LibraryModel.editorByCursor) == nil)
        #expect(store.viewStore(LibraryModel.detailByCursor) == nil)
        #expect(store.viewStore(LibraryModel.noteByCursor(2)) == nil)
    }

    @Test func aPresentChildsStoreSendsTaggedActionsAndKeepsItsLastStateOnceTheChildLeaves()
        throws
    {
        let store = Store(state: fullLibrary(), environment: ())
        let optionalStores = [
            store.viewStore(LibraryModel.editor),
            store.viewStore(LibraryModel.note(2)),
            store.viewStore(LibraryModel.detail),
            store.viewStore(LibraryModel.editorByCursor),
            store.viewStore(LibraryModel.detailByCursor),
        ]
        let stores = optionalStores.compactMap { $0 }
        try #require(stores.count == 5)
        for child in stores {
            child.send(.append("x"))
        }
        #expect(store.state.editor?.lines == ["editor", "x", "x"])
        #expect(store.state.notes[id: 2]?.lines == ["two", "x"])
        #expect(store.state.destination == .detail(NoteModel(id: 4, lines: ["detail", "x", "x"])))
        let shown = stores.map(\.state.lines.count)  // what a view shows
        #expect(shown == [3, 2, 3, 3, 3])

        store.send(.closeEditor)
        store.send(.removeNote(id: 2))
        store.send(.closeDetail)
        #expect(stores.map(\.state.lines.count) == shown)
    }

    @Test func aKeyedCursorsStoreFindsItsItemByKey() throws {
        let store = Store(state: ListModel(count: 2), environment: ItemModel.Environment())
        #expect(store.viewStore(ListModel.item(9)) == nil)
        let item = try #require(store.viewStore(ListModel.item(1)))
        item.send(.rename("Milk"))
        #expect(store.state[id: 1]?.title == "Milk")
        #expect(item.state.title == "Milk")
    }
}
