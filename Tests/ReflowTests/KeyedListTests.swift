import Foundation
import Testing

@testable import Reflow

private struct Row: Identifiable, Equatable, Hashable, Codable, Sendable {
    var id: Int
    var title = ""
}

private func rows(_ ids: Int...) -> KeyedList<Row> {
    KeyedList(ids.map { Row(id: $0, title: "\($0)") })
}

@Suite struct KeyedListTests {
    @Test func findsReplacesAppendsAndRemovesByID() {
        var list = rows(1, 2, 3)
        #expect(list[id: 2]?.title == "2")
        #expect(list[id: 9] == nil)
        list[id: 2] = Row(id: 2, title: "two")
        list[id: 4] = Row(id: 4)
        list[id: 1] = nil
        #expect(list.ids == [2, 3, 4])
        #expect(list[id: 2]?.title == "two")
        #expect(list.index(id: 4) == 2)
        #expect(!list.contains(id: 1))
    }

    @Test func assigningAnElementUnderAnotherIDChangesNothingAndIsReported() {
        let issues = Issues()
        var list = rows(1, 2)
        RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            list[id: 1] = Row(id: 2, title: "wrong")
        }
        #expect(list == rows(1, 2))
        #expect(
            issues.messages == [
                "KeyedList: an element with ID 2 was assigned to ID 1; the list was left unchanged."
            ])
    }

    @Test func modifyChangesTheElementInPlace() throws {
        var list: KeyedList<NoteModel> = [NoteModel(id: 1, lines: roomyLines("a"))]
        let before = try #require(storage(of: list[id: 1]?.lines))
        let count = list.modify(id: 1) { note in
            note.lines.append("b")
            return note.lines.count
        }
        #expect(count == 2)
        #expect(storage(of: list[id: 1]?.lines) == before)
        let missing = list.modify(id: 9) { _ in 0 }
        #expect(missing == nil)
    }

    @Test func keepsTheFirstOfElementsSharingAnID() {
        let list: KeyedList = [Row(id: 1, title: "first"), Row(id: 1, title: "second")]
        #expect(list.count == 1)
        #expect(list[id: 1]?.title == "first")
        var other = rows(1)
        let appended = other.append(Row(id: 1))
        let inserted = other.insert(Row(id: 1), at: 0)
        let insertedCount = other.insert(
            contentsOf: [Row(id: 1), Row(id: 2), Row(id: 2)], at: 0)
        #expect(!appended)
        #expect(!inserted)
        #expect(insertedCount == 1)
        #expect(other.ids == [2, 1])
    }

    @Test func insertsMovesAndRemovesKeepingTheIndexRight() {
        var list = rows(1, 2, 3)
        list.insert(Row(id: 0), at: 0)
        list.insert(contentsOf: [Row(id: 7), Row(id: 8)], at: 2)
        #expect(list.ids == [0, 1, 7, 8, 2, 3])
        let moved = list.move(id: 0, to: 5)
        #expect(moved)
        #expect(list.ids == [1, 7, 8, 2, 3, 0])
        let removedAt = list.remove(at: 1)
        let removedByID = list.remove(id: 3)
        #expect(removedAt.id == 7)
        #expect(removedByID?.id == 3)
        #expect(list.ids == [1, 8, 2, 0])
        for (position, row) in list.enumerated() {
            #expect(list.index(id: row.id) == position)
        }
    }

    @Test func putsBackWhatRemoveAllRemovedWhereItWas() {
        var list = rows(1, 2, 3, 4, 5, 6)
        let removed = list.removeAll { $0.id.isMultiple(of: 2) }
        #expect(list.ids == [1, 3, 5])
        #expect(removed.map(\.position) == [1, 3, 5])
        let placed = list.insert(placing: removed.reversed())
        #expect(placed == 3)
        #expect(list == rows(1, 2, 3, 4, 5, 6))
        for (position, row) in list.enumerated() {
            #expect(list.index(id: row.id) == position)
        }
        let placedAgain = list.insert(placing: removed)
        #expect(placedAgain == 0)
    }

    @Test func putsAnElementWhosePositionCannotBeReachedFirstOrLastWithoutTrapping() {
        // Positions from a state read from a file: below 0, and past the end.
        var list = rows(2, 3)
        let placed = list.insert(
            placing: [
                (position: -5, element: Row(id: 1, title: "1")), (99, Row(id: 4, title: "4")),
            ])
        #expect(placed == 2)
        #expect(list == rows(1, 2, 3, 4))
        for (position, row) in list.enumerated() {
            #expect(list.index(id: row.id) == position)
        }
        var empty = rows()
        empty.insert(placing: [(position: Int.min, element: Row(id: 7, title: "7"))])
        #expect(empty == rows(7))
        #expect(empty.index(id: 7) == 0)
    }

    @Test func encodesAsAnArrayAndRejectsDuplicateIDs() throws {
        let list = rows(1, 2)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(list)
        #expect(
            String(decoding: data, as: UTF8.self) == #"[{"id":1,"title":"1"},{"id":2,"title":"2"}]"#
        )
        #expect(try JSONDecoder().decode(KeyedList<Row>.self, from: data) == list)
        let duplicated = Data(#"[{"id":1,"title":"a"},{"id":1,"title":"b"}]"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(KeyedList<Row>.self, from: duplicated)
        }
    }

    @Test func equalListsHoldEqualElementsInTheSameOrderAndHashAlike() {
        #expect(rows(1, 2) == rows(1, 2))
        #expect(rows(1, 2) != rows(2, 1))
        #expect(Set([rows(1, 2), rows(1, 2), rows(2, 1)]).count == 2)
        #expect(rows(1).description == [Row(id: 1, title: "1")].description)
        #expect(Mirror(reflecting: rows(1, 2)).children.count == 2)
    }
}
