import Foundation
import Testing

@testable import Reflow

private struct Row: Identifiable, Equatable {
    var id: Int
    var title = ""
}

private func rows(_ ids: [Int]) -> KeyedList<Row> {
    KeyedList(ids.map { Row(id: $0, title: "\($0)") })
}

/// The stores of a list's rows, as `ForEach` reads them.
@MainActor
private func rowStores(of store: Store<ShapesModel>) -> [ViewStore<ShapeRow>] {
    Array(store.viewStores(ShapesModel.row))
}

// The edits SwiftUI hands a list's view (`onDelete`, `onMove`, a write by position) applied to a
// `KeyedList`: the same result as on an array, the index kept right, and the rows' stores and
// observers as for any other insert, removal or move.
@Suite struct KeyedListListEditsTests {
    @Test(arguments: [
        IndexSet(), IndexSet(integer: 0), IndexSet(integer: 5), IndexSet([1, 3, 4]),
        IndexSet(0..<6),
    ])
    func removingAtOffsetsRemovesWhatAnArrayWouldAndKeepsTheIndexRight(offsets: IndexSet) {
        var list = rows(Array(0..<6))
        var array = Array(0..<6)
        list.remove(atOffsets: offsets)
        array = array.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
        #expect(list.ids == array)
        for (position, id) in array.enumerated() {
            #expect(list.index(id: id) == position)
        }
        for removed in offsets {
            #expect(!list.contains(id: removed))
        }
    }

    @Test func removingAtOffsetsReturnsWhatInsertPlacingPutsBack() {
        var list = rows(Array(0..<6))
        let removed = list.remove(atOffsets: IndexSet([0, 2, 5]))
        #expect(removed.map(\.position) == [0, 2, 5])
        list.insert(placing: removed)
        #expect(list == rows(Array(0..<6)))
    }

    @Test func offsetsOutsideTheListAreIgnored() {
        var list = rows([0, 1, 2])
        list.remove(atOffsets: IndexSet([1, 7]))
        #expect(list.ids == [0, 2])
        list.move(fromOffsets: IndexSet([0, 9]), toOffset: 2)
        #expect(list.ids == [2, 0])
        list.move(fromOffsets: IndexSet([0]), toOffset: 40)
        #expect(list.ids == [0, 2])
    }

    @Test func movingFromOffsetsMovesAsAnArrayWould() {
        // Every set of offsets of a list of 5 and every destination, against the array's rule:
        // the moved elements, in order, go before the element that was at the destination.
        for mask in 0..<32 {
            let offsets = IndexSet((0..<5).filter { mask & (1 << $0) != 0 })
            for destination in 0...5 {
                var list = rows(Array(0..<5))
                list.move(fromOffsets: offsets, toOffset: destination)
                let ids = Array(0..<5)
                let expected =
                    ids[..<destination].filter { !offsets.contains($0) }
                    + offsets.map { ids[$0] }
                    + ids[destination...].filter { !offsets.contains($0) }
                #expect(list.ids == expected, "\(Array(offsets)) to \(destination)")
                for (position, id) in expected.enumerated() {
                    #expect(list.index(id: id) == position)
                }
            }
        }
    }

    @Test func writingByPositionReplacesTheElementThere() {
        var list = rows([0, 1, 2])
        list[1].title = "one"
        list[2] = Row(id: 2, title: "two")
        #expect(list[id: 1]?.title == "one")
        #expect(list[id: 2]?.title == "two")
        #expect(list.ids == [0, 1, 2])
    }

    @Test func writingAnElementOfAnotherIDByPositionChangesNothingAndIsReported() {
        let issues = Issues()
        var list = rows([0, 1, 2])
        RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            list[1] = Row(id: 7, title: "seven")
            list[0].id = 2
        }
        #expect(list == rows([0, 1, 2]))
        #expect(list.index(id: 2) == 2)
        #expect(issues.messages.count == 2)
        #expect(
            issues.messages.first
                == "KeyedList: an element with ID 7 was written at position 1, whose element "
                + "has ID 1; the list was left unchanged.")
    }
}

@MainActor
@Suite struct KeyedListListEditsObservationTests {
    @Test func removingAtOffsetsTellsTheListAndTheRemovedRowsAndKeepsTheOthersStores() throws {
        let store = Store(state: ShapesModel.withRows(10), environment: ())
        let before = rowStores(of: store)
        let observers = before.map { row in observer { _ = row.state } }
        let list = observer { _ = store.viewStores(ShapesModel.row) }
        store.send(.removeOffsets(IndexSet([2, 5])))
        #expect(list.count == 1)
        #expect(observers.map(\.count) == [0, 0, 1, 0, 0, 1, 0, 0, 0, 0])
        let after = rowStores(of: store)
        #expect(after.map(\.id) == [0, 1, 3, 4, 6, 7, 8, 9])
        #expect(after == before.filter { ![2, 5].contains($0.id) }, "the rows kept their stores")
        after[2].send(.toggle)
        #expect(store.state.rows[id: 3]?.isDone == true)
    }

    @Test func movingFromOffsetsTellsTheListAndNoRowAndKeepsEveryStore() throws {
        let store = Store(state: ShapesModel.withRows(10), environment: ())
        let before = rowStores(of: store)
        let observers = before.map { row in observer { _ = row.state } }
        let list = observer { _ = store.viewStores(ShapesModel.row) }
        store.send(.moveOffsets(IndexSet([7, 8]), to: 1))
        #expect(list.count == 1)
        #expect(observers.allSatisfy { $0.count == 0 })
        let after = rowStores(of: store)
        #expect(after.map(\.id) == [0, 7, 8, 1, 2, 3, 4, 5, 6, 9])
        #expect(Set(after) == Set(before), "the rows kept their stores")
        after[1].send(.toggle)
        #expect(store.state.rows[id: 7]?.isDone == true)
    }

    @Test func writingByPositionTellsOnlyThatRowsObserver() throws {
        let store = Store(state: ShapesModel.withRows(10), environment: ())
        let before = rowStores(of: store)
        let observers = before.map { row in observer { _ = row.state } }
        let list = observer { _ = store.viewStores(ShapesModel.row) }
        store.send(.renameAt(4, "four"))
        #expect(observers.map(\.count) == [0, 0, 0, 0, 1, 0, 0, 0, 0, 0])
        #expect(list.count == 0)
        #expect(rowStores(of: store) == before)
        #expect(before[4].state.title == "four")
    }
}
