import Testing

@testable import Reflow

/// The stores of a list's rows, as `ForEach` reads them.
@MainActor
private func rows(of store: Store<ShapesModel>) -> [ViewStore<ShapeRow>] {
    Array(store.viewStores(ShapesModel.row))
}

/// How many rows of `after` whose item was in `before` changed identity: what SwiftUI would
/// re-render though their item did not change.
@MainActor
private func changedRows(from before: [ViewStore<ShapeRow>], to after: [ViewStore<ShapeRow>])
    -> Int
{
    let old = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0) })
    return after.filter { row in old[row.id].map { $0 != row } ?? false }.count
}

@MainActor
@Suite struct RowIdentityTests {
    @Test func aRowsStoreIsTheSameValueAfterAnAppendARemovalAndAMove() {
        let store = Store(state: ShapesModel.withRows(100), environment: ())
        let before = rows(of: store)
        #expect(rows(of: store) == before, "two calls, nothing changed")

        store.send(.append(100))
        let appended = rows(of: store)
        #expect(changedRows(from: before, to: appended) == 0)
        #expect(appended.count == 101)
        #expect(!before.contains(appended[100]), "the new row is a new store")

        store.send(.remove(50))
        let removed = rows(of: store)
        #expect(changedRows(from: appended, to: removed) == 0)

        store.send(.moveToFront(99))
        let moved = rows(of: store)
        #expect(changedRows(from: removed, to: moved) == 0)
        #expect(moved[0] == before[99])
        // Equal stores hash alike, and are the same source and ID.
        #expect(moved[0].hashValue == before[99].hashValue)
        #expect(moved[0].source === before[99].source)
    }

    @Test func aRowsStoreEqualsTheStoreOfItsItemByID() throws {
        let store = Store(state: ShapesModel.withRows(5), environment: ())
        let row = rows(of: store)[3]
        let byID = try #require(
            store.viewStore(ShapesModel.row(3)))
        #expect(row == byID)
        #expect(row != rows(of: store)[2])
    }

    @Test func storesOfOneItemMadeWithDifferentTagsAreEqualAndEachSendsThroughItsOwnTag() {
        let store = Store(state: ShapesModel.withRows(3), environment: ())
        let renaming = store.viewStores(
            Place.items(
                \ShapesModel.rows,
                tag: { id, _ in ShapesModel.Action.row(id: id, action: .rename("tagged")) }))
        let toggling = store.viewStores(ShapesModel.row)
        #expect(renaming[1] == toggling[1])
        toggling[1].send(.toggle)
        #expect(store.state.rows[id: 1]?.isDone == true)
        #expect(store.state.rows[id: 1]?.title == "")
        renaming[1].send(.toggle)
        #expect(store.state.rows[id: 1]?.title == "tagged")
        #expect(store.state.rows[id: 1]?.isDone == true)
    }

    @Test func aStoreScopedBelowAnotherKeepsItsRowsIdentityToo() throws {
        let store = Store(state: ShapesModel.withRows(0), environment: ())
        let board = try #require(
            store.viewStore(ShapesModel.board(1)))
        let before = Array(board.viewStores(ShapeBoard.card))
        board.send(.rename("again"))
        let after = Array(board.viewStores(ShapeBoard.card))
        #expect(before == after)
        let byID = try #require(board.viewStore(ShapeBoard.card(2)))
        #expect(byID == after[2])
        after[2].send(.toggle)
        #expect(store.state.boards[id: 1]?.cards[id: 2]?.isDone == true)
    }

    @Test func aRowHeldByAViewKeepsItsItemsLastStateAfterTheItemLeaves() {
        let store = Store(state: ShapesModel.withRows(3), environment: ())
        let row = rows(of: store)[1]
        store.send(.row(id: 1, action: .rename("kept")))
        #expect(row.state.title == "kept")
        store.send(.remove(1))
        #expect(row.state.title == "kept")
    }

    @Test func nothingKeepsADepartedItemsNodeOrAReleasedStoreAlive() {
        weak var weakSource: AnyObject?
        weak var weakStore: Store<ShapesModel>?
        do {
            let store = Store(state: ShapesModel.withRows(3), environment: ())
            weakStore = store
            do {
                let row = rows(of: store)[1]
                weakSource = row.source
                _ = row.state
            }
            // No store of the item is held: its source goes.
            #expect(weakSource == nil)
            let row = rows(of: store)[1]
            weakSource = row.source
            store.send(.remove(1))
            _ = row.state
        }
        #expect(weakSource == nil)
        #expect(weakStore == nil)
    }
}
