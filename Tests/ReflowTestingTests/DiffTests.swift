import Foundation
import Reflow
import Testing

@testable import ReflowTesting

private struct Item: Equatable {
    var id: Int
    var title: String
    var done = false
    var note: String?
}

private enum Phase: Equatable {
    case idle
    case loading(progress: Double)
    case loaded([Item])
    case failed(String, code: Int)
}

private struct Screen: Equatable {
    var items: [Item] = []
    var byName: [String: Int] = [:]
    var tags: Set<String> = []
    var phase = Phase.idle
    var origin = (x: 0, y: 0)
    var link = URL(string: "https://example.com/a")!

    static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.items == rhs.items && lhs.byName == rhs.byName && lhs.tags == rhs.tags
            && lhs.phase == rhs.phase && lhs.origin == rhs.origin && lhs.link == rhs.link
    }
}

/// A collection type of the app, reflected as a struct.
private struct Shelf: RandomAccessCollection, Equatable {
    var items: [Item]
    var startIndex: Int { items.startIndex }
    var endIndex: Int { items.endIndex }
    subscript(position: Int) -> Item { items[position] }
}

/// An app type that describes itself.
private struct Labelled: Equatable, CustomStringConvertible {
    var id: Int
    var title: String
    var done = false
    var description: String { "#\(id) \(title.debugDescription)" }
}

/// A type whose `==` ignores a field.
private struct Loose: Equatable {
    var kept = 0
    var ignored = 0
    static func == (lhs: Loose, rhs: Loose) -> Bool { lhs.kept == rhs.kept }
}

/// A type whose `==` sees a difference that reflection cannot.
private struct Unequal: Equatable {
    var value = 1
    static func == (lhs: Unequal, rhs: Unequal) -> Bool { false }
}

@Suite struct DiffTests {
    private let items = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")]

    @Test func equalValuesHaveNoDifferences() {
        #expect(Diff.lines(from: Screen(items: items), to: Screen(items: items)).isEmpty)
    }

    @Test func aFieldInAnArrayElementPrintsItsPath() {
        var new = items
        new[1].done = true
        #expect(
            Diff.lines(from: Screen(items: items), to: Screen(items: new)) == [
                "items[1].done: false → true"
            ])
    }

    @Test func everyDifferingFieldPrintsOneLineInFieldOrder() {
        var new = items
        new[0].title = "Oat milk"
        new[1].done = true
        #expect(
            Diff.lines(from: items, to: new) == [
                #"[0].title: "Milk" → "Oat milk""#,
                "[1].done: false → true",
            ])
    }

    @Test func elementsOnOneSideOnlyPrintAsAbsent() {
        #expect(
            Diff.lines(from: Screen(items: items), to: Screen(items: [items[0]])) == [
                #"items[1]: Item(id: 2, title: "Eggs", done: false, note: nil) → (absent)"#
            ])
        #expect(Diff.lines(from: [1], to: [1, 2]) == ["[1]: (absent) → 2"])
    }

    @Test func optionalsAreLookedThrough() {
        var new = items
        new[0].note = "skimmed"
        #expect(Diff.lines(from: items, to: new) == [#"[0].note: nil → "skimmed""#])
        #expect(Diff.lines(from: new, to: items) == [#"[0].note: "skimmed" → nil"#])
    }

    @Test func dictionariesAreComparedByKeyInKeyOrder() {
        let old = Screen(byName: ["milk": 1, "eggs": 2, "bread": 3])
        let new = Screen(byName: ["milk": 1, "eggs": 5, "rye": 4])
        #expect(
            Diff.lines(from: old, to: new) == [
                #"byName["bread"]: 3 → (absent)"#,
                #"byName["eggs"]: 2 → 5"#,
                #"byName["rye"]: (absent) → 4"#,
            ])
        #expect(
            Diff.lines(from: [10: "a", 2: "b"], to: [10: "c", 2: "d"]) == [
                #"[2]: "b" → "d""#,
                #"[10]: "a" → "c""#,
            ])
    }

    @Test func enumsInDifferentCasesPrintWhole() {
        #expect(
            Diff.lines(from: Screen(phase: .idle), to: Screen(phase: .loading(progress: 0.5))) == [
                "phase: .idle → .loading(progress: 0.5)"
            ])
        #expect(
            Diff.lines(from: Phase.failed("x", code: 1), to: Phase.idle) == [
                #".failed("x", code: 1) → .idle"#
            ])
    }

    @Test func enumsInTheSameCaseCompareTheirPayloads() {
        var new = items
        new[0].done = true
        #expect(
            Diff.lines(from: Phase.loaded(items), to: Phase.loaded(new)) == [
                "loaded[0].done: false → true"
            ])
        #expect(
            Diff.lines(from: Phase.failed("x", code: 1), to: Phase.failed("x", code: 2)) == [
                "failed.code: 1 → 2"
            ])
    }

    @Test func tuplesSetsAndSelfDescribingValuesPrintReadably() {
        let old = Screen(tags: ["b", "a"], origin: (x: 0, y: 0))
        let new = Screen(
            tags: ["a", "c"], origin: (x: 0, y: 3), link: URL(string: "https://example.com/b")!)
        #expect(
            Diff.lines(from: old, to: new) == [
                #"tags: Set(["a", "b"]) → Set(["a", "c"])"#,
                "origin.y: 0 → 3",
                "link: https://example.com/a → https://example.com/b",
            ])
    }

    @Test func theAppsSelfDescribingTypesAreStillComparedFieldByField() {
        let old = [Labelled(id: 1, title: "Milk")]
        var new = old
        new[0].done = true
        #expect(Diff.lines(from: old, to: new) == ["[0].done: false → true"])
        #expect(Diff.lines(from: old, to: [Labelled]()) == [#"[0]: #1 "Milk" → (absent)"#])
    }

    @Test func customCollectionsAreComparedByIndex() {
        let old = Shelf(items: [Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")])
        var new = old
        new.items[1].done = true
        #expect(Diff.lines(from: old, to: new) == ["[1].done: false → true"])
        #expect(
            Diff.render(Shelf(items: [Item(id: 1, title: "Milk")]))
                == #"[Item(id: 1, title: "Milk", done: false, note: nil)]"#)
    }

    @Test func aRootLeafPrintsWithoutAPath() {
        #expect(Diff.lines(from: 1, to: 2) == ["1 → 2"])
    }

    @Test func valuesThatDifferOnlyByCustomEqualityPrintWhole() {
        #expect(
            Diff.lines(from: Loose(kept: 1, ignored: 1), to: Loose(kept: 2, ignored: 2)) == [
                "kept: 1 → 2",
                "ignored: 1 → 2",
            ])
        #expect(
            Diff.lines(from: [Unequal()], to: [Unequal()]) == [
                "[0]: Unequal(value: 1) → Unequal(value: 1)"
            ])
    }

    @Test func renderPrintsActionsAsTheyAreWritten() {
        #expect(
            Diff.render(TodoListModel.Action.item(id: 3, action: .toggle))
                == ".item(id: 3, action: .toggle)")
        #expect(Diff.render(Phase.loaded([])) == ".loaded([])")
        #expect(Diff.render(Phase.failed("x", code: 1)) == #".failed("x", code: 1)"#)
        #expect(Diff.render([String: Int]()) == "[:]")
        #expect(Diff.render(Optional<Int>.none as Any) == "nil")
        #expect(Diff.render((1, "a")) == #"(1, "a")"#)
    }
}

/// A list whose items have IDs, as the test store shows its changes.
private struct Backlog: Equatable {
    var items: KeyedList<Task> = []
    var path = StackState<Task>()

    struct Task: Identifiable, Equatable {
        var id: Int
        var title: String
    }
}

@Suite struct IdentifiedDiffTests {
    @Test func aKeyedListsItemsAreNamedByIDNotPosition() {
        var old = Backlog()
        old.items = [Backlog.Task(id: 7, title: "a"), Backlog.Task(id: 3, title: "b")]
        var new = old
        new.items[id: 3]?.title = "B"
        #expect(Diff.lines(from: old, to: new) == [#"items[id: 3].title: "b" → "B""#])
    }

    @Test func removedAddedAndMovedItemsAreNamedByID() {
        var old = Backlog()
        old.items = [
            Backlog.Task(id: 1, title: "a"), Backlog.Task(id: 2, title: "b"),
            Backlog.Task(id: 3, title: "c"),
        ]
        var new = old
        new.items.remove(id: 1)
        new.items.append(Backlog.Task(id: 4, title: "d"))
        new.items.move(id: 3, to: 0)
        #expect(
            Diff.lines(from: old, to: new) == [
                #"items[id: 1]: Task(id: 1, title: "a") → (absent)"#,
                #"items[id: 4]: (absent) → Task(id: 4, title: "d")"#,
                "items.order: [2, 3] → [3, 2]",
            ])
    }

    @Test func aStacksScreensAreNamedByTheirStackIDs() {
        var old = Backlog()
        old.path.append(Backlog.Task(id: 1, title: "a"))
        var new = old
        new.path[id: 0] = Backlog.Task(id: 1, title: "A")
        new.path.append(Backlog.Task(id: 2, title: "b"))
        #expect(
            Diff.lines(from: old, to: new) == [
                #"path[id: #0].title: "a" → "A""#,
                #"path[id: #1]: (absent) → Task(id: 2, title: "b")"#,
            ])
    }
}
