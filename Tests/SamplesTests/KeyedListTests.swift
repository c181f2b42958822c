import Testing

@testable import Todos

private struct Item: Identifiable, Equatable {
    var id: Int
    var name: String
}

@Suite struct KeyedListTests {
    @Test func elementsAreFoundByIDAndKeepTheirOrder() {
        var list = KeyedList([Item(id: 3, name: "c"), Item(id: 1, name: "a")])
        list.append(Item(id: 2, name: "b"))
        #expect(list.map(\.id) == [3, 1, 2])
        #expect(list[id: 1]?.name == "a")
        #expect(list.position(ofID: 2) == 2)
        #expect(list[id: 9] == nil)
    }

    @Test func anIDIsNeverStoredTwice() {
        var list = KeyedList([Item(id: 1, name: "a"), Item(id: 1, name: "duplicate")])
        #expect(list.append(Item(id: 1, name: "again")) == false)
        #expect(list.insert(Item(id: 1, name: "again"), at: 0) == false)
        #expect(list.map(\.name) == ["a"])
    }

    @Test func removingAndInsertingKeepTheIndexRight() {
        var list = KeyedList((1...5).map { Item(id: $0, name: "\($0)") })
        list.remove(id: 2)
        #expect(list.map(\.id) == [1, 3, 4, 5])
        #expect(list.removeAll { $0.id.isMultiple(of: 2) } == 1)
        #expect(list.map(\.id) == [1, 3, 5])
        list.insert(Item(id: 2, name: "2"), at: 1)
        list[id: 6] = Item(id: 6, name: "6")
        list[id: 3] = nil
        list[id: 5] = Item(id: 5, name: "five")
        #expect(list.map(\.id) == [1, 2, 5, 6])
        for (position, item) in list.enumerated() {
            #expect(list.position(ofID: item.id) == position)
            #expect(list[id: item.id] == item)
        }
        #expect(list[id: 5]?.name == "five")
    }

    @Test func modifyChangesTheElementInPlaceOrReportsItMissing() {
        var list = KeyedList([Item(id: 1, name: "a"), Item(id: 2, name: "b")])
        #expect(
            list.modify(id: 2) {
                $0.name += "!"
                return $0.name
            } == "b!")
        #expect(list.modify(id: 3) { $0.name = "never" } == nil)
        #expect(list.map(\.name) == ["a", "b!"])
    }
}
