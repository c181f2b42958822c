import Observation
import Testing

@testable import Reflow

#if canImport(SwiftUI)
// On Apple platforms `Binding`, `Transaction` and `Animation` are SwiftUI's.
import SwiftUI
#endif

// Who Observation tells, per child shape. Each observer registers once (as a view's body does)
// and counts the changes it is told of: a scoped store's readers must hear of their own child
// only, and readers of `store.state` of every published change, as before.

@MainActor
@Suite struct ScopedObservationTests {
    private typealias Action = ShapesModel.Action

    private func rowObservers(
        _ store: Store<ShapesModel>, ids: Range<Int>
    ) throws -> [Int: TellCount] {
        var observers: [Int: TellCount] = [:]
        for id in ids {
            let row = try #require(store.viewStore(ShapesModel.row(id)))
            observers[id] = observer { _ = row.state }
        }
        return observers
    }

    @Test func aKeyedSendTellsOnlyTheChangedRowsObserver() throws {
        let store = Store(state: ShapesModel.withRows(100), environment: ())
        let rows = try rowObservers(store, ids: 0..<100)
        let list = observer { _ = store.viewStores(ShapesModel.row) }
        store.send(.row(id: 42, action: .toggle))
        #expect(rows[42]?.count == 1)
        #expect(rows.filter { $0.key != 42 }.allSatisfy { $0.value.count == 0 })
        #expect(list.count == 0)
        #expect(store.state.rows[id: 42]?.isDone == true)
    }

    @Test func aRowsStoreFromViewStoresIsObservedPerItem() throws {
        let store = Store(state: ShapesModel.withRows(10), environment: ())
        let rows = store.viewStores(ShapesModel.row)
        #expect(rows.map(\.id) == Array(0..<10))
        let observers = rows.map { row in observer { _ = row.state } }
        rows[3].send(.toggle)
        #expect(observers.map(\.count) == [0, 0, 0, 1, 0, 0, 0, 0, 0, 0])
        #expect(rows[3].state.isDone)
    }

    @Test func readingARowsIDRegistersNothing() {
        let store = Store(state: ShapesModel.withRows(3), environment: ())
        let rows = store.viewStores(ShapesModel.row)
        let ids = observer { _ = rows.map(\.id) }
        store.send(.row(id: 1, action: .toggle))
        store.send(.append(7))
        #expect(ids.count == 0)
    }

    @Test func anActionThatChangesNothingTellsNoScopedObserver() throws {
        let store = Store(state: ShapesModel.withRows(10), environment: ())
        let rows = try rowObservers(store, ids: 0..<10)
        let list = observer { _ = store.viewStores(ShapesModel.row) }
        let settings = store.viewStore(ShapesModel.settings)
        let settingsObserver = observer { _ = settings.state }
        let root = observer { _ = store.state }
        store.send(.nothing)
        store.send(.row(id: 4, action: .nothing))
        #expect(rows.values.allSatisfy { $0.count == 0 })
        #expect(list.count == 0)
        #expect(settingsObserver.count == 0)
        // Readers of the whole state keep today's behaviour: told of every published change.
        #expect(root.count == 1)
    }

    @Test func anAppendTellsTheListObserverAndNoExistingRow() throws {
        let store = Store(state: ShapesModel.withRows(10), environment: ())
        let rows = try rowObservers(store, ids: 0..<10)
        let list = observer { _ = store.viewStores(ShapesModel.row) }
        store.send(.append(10))
        #expect(list.count == 1)
        #expect(rows.values.allSatisfy { $0.count == 0 })
        #expect(store.viewStores(ShapesModel.row).map(\.id) == Array(0...10))
    }

    @Test func anInsertAndAMoveTellTheListObserverAndNoRow() throws {
        let store = Store(state: ShapesModel.withRows(10), environment: ())
        let rows = try rowObservers(store, ids: 0..<10)
        let beforeInsert = observer { _ = store.viewStores(ShapesModel.row) }
        store.send(.insertFirst(99))
        #expect(beforeInsert.count == 1)
        let beforeMove = observer { _ = store.viewStores(ShapesModel.row) }
        store.send(.moveToFront(5))
        #expect(beforeMove.count == 1)
        #expect(rows.values.allSatisfy { $0.count == 0 })
        #expect(store.viewStores(ShapesModel.row).prefix(3).map(\.id) == [5, 99, 0])
    }

    @Test func aRemovalTellsTheListAndTheRemovedRowWhichKeepsItsLastState() throws {
        let store = Store(state: ShapesModel.withRows(10), environment: ())
        let removed = try #require(store.viewStore(ShapesModel.row(3)))
        store.send(.row(id: 3, action: .rename("last")))
        let rows = try rowObservers(store, ids: 0..<10)
        let presence = observer { _ = store.viewStore(ShapesModel.row(3)) }
        let list = observer { _ = store.viewStores(ShapesModel.row) }
        store.send(.remove(3))
        #expect(list.count == 1)
        #expect(presence.count == 1)
        #expect(rows[3]?.count == 1)
        #expect(rows.filter { $0.key != 3 }.allSatisfy { $0.value.count == 0 })
        #expect(removed.state.title == "last")
        #expect(store.viewStore(ShapesModel.row(3)) == nil)
    }

    @Test func aRowThatComesBackIsToldToItsPresenceObserver() {
        let store = Store(state: ShapesModel.withRows(2), environment: ())
        let absent = observer {
            #expect(store.viewStore(ShapesModel.row(5)) == nil)
        }
        store.send(.row(id: 0, action: .toggle))
        #expect(absent.count == 0)
        store.send(.append(5))
        #expect(absent.count == 1)
    }

    @Test func aChangeMadeWithoutTheChildFormIsSeenToo() throws {
        let store = Store(state: ShapesModel.withRows(10), environment: ())
        let rows = try rowObservers(store, ids: 0..<10)
        store.send(.renameRowDirectly(id: 6, "direct"))
        #expect(rows[6]?.count == 1)
        #expect(rows.filter { $0.key != 6 }.allSatisfy { $0.value.count == 0 })
    }

    @Test func aReplacedListTellsOnlyTheRowsThatDiffer() throws {
        let store = Store(state: ShapesModel.withRows(10), environment: ())
        store.send(.row(id: 2, action: .toggle))
        let rows = try rowObservers(store, ids: 0..<10)
        let list = observer { _ = store.viewStores(ShapesModel.row) }
        // Rebuilt from the same items, in the same order, but for 9, which is dropped.
        store.send(.replaceRows(Array(0..<9)))
        #expect(rows[9]?.count == 1)
        #expect(rows.filter { $0.key != 9 }.allSatisfy { $0.value.count == 0 })
        #expect(list.count == 1)
    }

    @Test func rowsAddedAfterTheListWasClearedAreToldOfTheirChanges() throws {
        // A bulk change (clearing) records no IDs; the changes after it are itemized again.
        let store = Store(state: ShapesModel.withRows(3), environment: ())
        let list = observer { _ = store.viewStores(ShapesModel.row) }
        store.send(.clear)
        #expect(list.count == 1)
        store.send(.append(7))
        store.send(.append(8))
        let rows = try rowObservers(store, ids: 7..<9)
        store.send(.row(id: 8, action: .toggle))
        #expect(rows[7]?.count == 0)
        #expect(rows[8]?.count == 1)
    }

    @Test func aChangeOfManyRowsTellsEachOfThem() throws {
        // More changes than a list's log keeps: every observed row is compared.
        let store = Store(state: ShapesModel.withRows(40), environment: ())
        let rows = try rowObservers(store, ids: 0..<40)
        store.send(.renameAll("all"))
        #expect(rows.values.allSatisfy { $0.count == 1 })
    }

    @Test func aListHeldElsewhereIsCopiedOnceAndStillTellsTheRightRows() throws {
        let store = Store(state: ShapesModel.withRows(10), environment: ())
        let rows = try rowObservers(store, ids: 0..<10)
        let held = store.state.rows  // a view holding the list makes the next change copy it
        store.send(.row(id: 1, action: .toggle))
        #expect(rows[1]?.count == 1)
        #expect(rows.filter { $0.key != 1 }.allSatisfy { $0.value.count == 0 })
        #expect(held[id: 1]?.isDone == false)
    }

    @Test func holdingViewStoresNeverMakesAKeyedSendCopyTheList() throws {
        let store = Store(state: ShapesModel.withRows(100), environment: ())
        let rows = store.viewStores(ShapesModel.row)
        let rowObservers = rows.map { row in observer { _ = row.state } }
        let before = store.state.rows.storage.withUnsafeBufferPointer { $0.baseAddress }
        store.send(.row(id: 7, action: .toggle))
        store.send(.row(id: 8, action: .toggle))
        let after = store.state.rows.storage.withUnsafeBufferPointer { $0.baseAddress }
        #expect(before == after)
        #expect(rowObservers[7].count == 1)
        #expect(rows.count == 100)
    }

    @Test func aPropertyChildIsToldOfItsChangesOnly() {
        let store = Store(state: ShapesModel.withRows(3), environment: ())
        let settings = store.viewStore(ShapesModel.settings)
        let first = observer { _ = settings.state }
        store.send(.setTitle("other"))
        store.send(.row(id: 1, action: .toggle))
        #expect(first.count == 0)
        store.send(.settings(.toggle))
        #expect(first.count == 1)
        #expect(settings.state.isDone)
    }

    @Test func anOptionalChildTellsItsCreatorWhenItAppearsAndLeaves() throws {
        let store = Store(state: ShapesModel.withRows(3), environment: ())
        let creator = observer {
            #expect(store.viewStore(ShapesModel.editor) == nil)
        }
        store.send(.setTitle("other"))
        #expect(creator.count == 0)
        store.send(.openEditor)
        #expect(creator.count == 1)

        let editor = try #require(store.viewStore(ShapesModel.editor))
        let presence = observer { _ = store.viewStore(ShapesModel.editor) }
        let state = observer { _ = editor.state }
        store.send(.editor(.toggle))
        #expect(presence.count == 0)
        #expect(state.count == 1)
        let stateAgain = observer { _ = editor.state }
        store.send(.closeEditor)
        #expect(presence.count == 1)
        #expect(stateAgain.count == 1)
        #expect(editor.state.isDone)
    }

    @Test func anEnumCaseChildIsToldOfItsChangesAndOfLeaving() throws {
        let store = Store(state: ShapesModel.withRows(3), environment: ())
        store.send(.showDetail)
        let detail = try #require(
            store.viewStore(ShapesModel.detail)
        )
        let presence = observer {
            _ = store.viewStore(ShapesModel.detail)
        }
        let state = observer { _ = detail.state }
        store.send(.setTitle("other"))
        #expect(state.count == 0)
        #expect(presence.count == 0)
        store.send(.detail(.rename("x")))
        #expect(state.count == 1)
        #expect(presence.count == 0)
        store.send(.showList)
        #expect(presence.count == 1)
        #expect(detail.state.title == "x")
    }

    @Test func nestedListsAreObservedPerItem() throws {
        let store = Store(state: ShapesModel.withRows(1), environment: ())
        var cards: [[TellCount]] = []
        for board in 0..<3 {
            let boardStore = try #require(
                store.viewStore(ShapesModel.board(board)))
            cards.append(
                boardStore.viewStores(ShapeBoard.card).map { card in
                    observer { _ = card.state }
                })
        }
        let board1 = try #require(store.viewStore(ShapesModel.board(1)))
        let board2 = try #require(store.viewStore(ShapesModel.board(2)))
        let board1Observer = observer { _ = board1.state }
        let board2Observer = observer { _ = board2.state }
        store.send(.board(id: 1, action: .card(id: 2, action: .toggle)))
        #expect(cards.map { $0.map(\.count) } == [[0, 0, 0], [0, 0, 1], [0, 0, 0]])
        #expect(board1Observer.count == 1)  // the board holds the card: it changed too
        #expect(board2Observer.count == 0)
    }

    @Test func scopedStoresOfTheSameChildShareTheirObservation() throws {
        let store = Store(state: ShapesModel.withRows(3), environment: ())
        let first = try #require(store.viewStore(ShapesModel.row(1)))
        let second = store.viewStores(ShapesModel.row)[1]
        #expect(
            ObjectIdentifier(try #require(first.scope))
                == ObjectIdentifier(try #require(second.scope)))
    }

    @Test func cursorAndClosureFormsAreObservedPerChild() {
        let store = Store(state: ShapesModel.withRows(3), environment: ())
        let viaCursor = store.viewStore(Place.cursor(SettingsCursor.self))
        let viaClosure = store.viewStore(get: { $0.settings }, tag: Action.settings)
        let cursorObserver = observer { _ = viaCursor.state }
        let closureObserver = observer { _ = viaClosure.state }
        store.send(.setTitle("other"))
        #expect(cursorObserver.count == 0)
        #expect(closureObserver.count == 0)
        store.send(.settings(.toggle))
        #expect(cursorObserver.count == 1)
        #expect(closureObserver.count == 1)
    }

    @Test func readersOfTheWholeStateAreToldOfEveryPublishedChange() {
        let store = Store(state: ShapesModel.withRows(3), environment: ())
        _ = store.viewStores(ShapesModel.row)
        let first = observer { _ = store.state }
        store.send(.row(id: 0, action: .toggle))
        #expect(first.count == 1)
        let second = observer { _ = store.state.title }
        store.send(.settings(.toggle))
        #expect(second.count == 1)
    }

    @Test(.timeLimit(.minutes(1))) func observeReRunsForItsOwnRowOnly() async {
        let store = Store(state: ShapesModel.withRows(5), environment: ())
        let rows = store.viewStores(ShapesModel.row)
        let (runs, continuation) = AsyncStream.makeStream(of: Bool.self)
        var seen: [Bool] = []
        let token = observe { continuation.yield(rows[2].state.isDone) }
        var iterator = runs.makeAsyncIterator()
        seen.append(await iterator.next() ?? false)
        store.send(.row(id: 1, action: .toggle))
        store.send(.row(id: 2, action: .toggle))
        seen.append(await iterator.next() ?? false)
        #expect(seen == [false, true])
        token.cancel()
    }

    @Test func aStoreWhoseScopedStoresAreObservedIsReleased() throws {
        weak var released: Store<ShapesModel>?
        var observers: [TellCount] = []
        do {
            let store = Store(state: ShapesModel.withRows(3), environment: ())
            released = store
            let rows = store.viewStores(ShapesModel.row)
            observers.append(observer { _ = rows[1].state })
            observers.append(observer { _ = store.viewStores(ShapesModel.row) })
            let settings = store.viewStore(ShapesModel.settings)
            observers.append(observer { _ = settings.state })
            let detail = store.viewStore(get: { $0.editor ?? ShapeRow(id: 0) }, tag: Action.editor)
            observers.append(observer { _ = detail.state })
        }
        // Still observed, never told: nothing the store's registry holds keeps it alive.
        #expect(released == nil)
        #expect(observers.allSatisfy { $0.count == 0 })
    }

    // Linux only: it reads the stand-in's ambient transaction.
    #if !canImport(SwiftUI)
    @Test func theNotificationCarriesTheUpdatesTransaction() throws {
        let store = Store(state: AnimatedRows(), environment: ())
        let row = try #require(store.viewStore(AnimatedRows.row(0)))
        let seen = TransactionSeen()
        withObservationTracking({ _ = row.state }, onChange: { seen.record() })
        store.send(.row(id: 0, action: .toggle))
        #expect(seen.animation == .default)
    }
    #endif
}

private enum SettingsCursor: CursorProtocol {
    static func get(state: ShapesModel) -> ShapeRow { state.settings }
    static func set(state: consuming ShapesModel, inner: consuming ShapeRow) -> ShapesModel {
        state.settings = inner
        return state
    }
    static func tag(_ action: ShapeRow.Action) -> ShapesModel.Action { .settings(action) }
}

/// A list whose item updates animate.
private struct AnimatedRows: ModelProtocol {
    enum Action: Sendable { case row(id: Int, action: ShapeRow.Action) }
    var rows: KeyedList<ShapeRow> = [ShapeRow(id: 0)]

    static let row = Place.items(\Self.rows, tag: Action.row)

    static func update(
        state: consuming AnimatedRows, action: Action, environment: Void
    ) -> Update<AnimatedRows> {
        switch action {
        case .row(let id, let action):
            return update(
                state: state, action: action, environment: (), at: row(id)
            ).animation(.default)
        }
    }
}

#if !canImport(SwiftUI)
/// The animation of the transaction current when an observer was told.
private final class TransactionSeen: @unchecked Sendable {
    // Safe to share: written once on the main actor, read after.
    var animation: Animation?

    func record() {
        animation = Transaction.current?.animation
    }
}
#endif
