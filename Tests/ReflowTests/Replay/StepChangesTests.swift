import Foundation
import Testing

@testable import Reflow

/// A list edited every way a keyed list is: its items changed, inserted, removed, moved and
/// replaced in bulk, beside plain fields, an optional one and a plain array.
private struct ShelfModel: ModelProtocol, Codable {
    struct Book: Identifiable, Equatable, Codable, Sendable {
        var id: Int
        var title: String
        var isRead = false
        var tags: KeyedList<Tag> = []
    }

    struct Tag: Identifiable, Equatable, Codable, Sendable {
        var id: String
    }

    enum Action: Equatable, Codable, Sendable {
        case toggle(id: Int)
        case retitle(id: Int, String)
        case insert(id: Int, at: Int)
        case remove(id: Int)
        case move(id: Int, to: Int)
        case tag(id: Int, String)
        case replaceAll(count: Int)
        case note(String?)
        case log(String)
    }

    /// The list inside a value of its own, beside nothing else that changes: its changes are
    /// found though the value around it encodes the same placeholder for it at every step.
    struct Library: Equatable, Codable, Sendable {
        var books: KeyedList<Book> = KeyedList((1...6).map { Book(id: $0, title: "Book \($0)") })
    }

    var library = Library()
    var books: KeyedList<Book> {
        get { library.books }
        set { library.books = newValue }
    }
    var note: String?
    var history: [String] = []
    var revision = 0

    static func update(state: consuming ShelfModel, action: Action, environment: Void)
        -> Update<ShelfModel>
    {
        state.revision += 1
        switch action {
        case .toggle(let id): state.books.modify(id: id) { $0.isRead.toggle() }
        case .retitle(let id, let title): state.books.modify(id: id) { $0.title = title }
        case .insert(let id, let position):
            state.books.insert(Book(id: id, title: "New \(id)"), at: position)
        case .remove(let id): state.books.remove(id: id)
        case .move(let id, let position): state.books.move(id: id, to: position)
        case .tag(let id, let tag): state.books.modify(id: id) { _ = $0.tags.append(Tag(id: tag)) }
        case .replaceAll(let count):
            state.books = KeyedList((0..<count).map { Book(id: 100 + $0, title: "Bulk \($0)") })
        case .note(let note): state.note = note
        case .log(let line):
            // A bounded history: the oldest line goes when a fourth comes.
            if state.history.count == 3 { state.history.removeFirst() }
            state.history.append(line)
        }
        return Update(state: state)
    }
}

@MainActor
@Suite struct StepChangesTests {
    /// Applies one recorded edit to a tree, as an inspector does.
    private func apply(_ edit: StateEdit, to tree: inout StateValue) throws {
        func modify(
            _ value: inout StateValue, _ path: ArraySlice<StatePathComponent>,
            _ body: (inout StateValue) throws -> Void
        ) throws {
            guard let first = path.first else { return try body(&value) }
            switch (first, value) {
            case (.key(let key), .object(var members)):
                var member = try #require(members[key], "no member \(key)")
                try modify(&member, path.dropFirst(), body)
                members[key] = member
                value = .object(members)
            case (.index(let index), .array(var items)):
                try #require(index < items.count)
                try modify(&items[index], path.dropFirst(), body)
                value = .array(items)
            default: Issue.record("the path does not lead to a value: \(path)")
            }
        }
        switch edit {
        case .set(let path, let new):
            guard let last = path.last else {
                tree = new
                return
            }
            try modify(&tree, path.dropLast()) { parent in
                switch (last, parent) {
                case (.key(let key), .object(var members)):
                    members[key] = new
                    parent = .object(members)
                case (.index(let index), .array(var items)):
                    items[index] = new
                    parent = .array(items)
                default: Issue.record("cannot set \(path)")
                }
            }
        case .remove(let path):
            guard case .key(let key) = path.last else { throw CancellationError() }
            try modify(&tree, path.dropLast()) { parent in
                guard case .object(var members) = parent else { throw CancellationError() }
                try #require(members.removeValue(forKey: key) != nil)
                parent = .object(members)
            }
        case .splice(let path, let at, let removing, let inserting):
            try modify(&tree, path[...]) { array in
                guard case .array(var items) = array else { throw CancellationError() }
                items.replaceSubrange(at..<(at + removing), with: inserting)
                array = .array(items)
            }
        }
    }

    @Test func everyStepsChangesLeadFromTheStateBeforeToTheStateAfter() throws {
        let actions: [ShelfModel.Action] = [
            .toggle(id: 3), .retitle(id: 1, "First"), .insert(id: 7, at: 2), .remove(id: 4),
            .move(id: 1, to: 5), .move(id: 6, to: 0), .tag(id: 2, "novel"), .tag(id: 2, "old"),
            .note("Lent out"), .note(nil), .log("a"), .log("b"), .toggle(id: 99),
            .log("c"), .log("d"), .log("e"),
            .replaceAll(count: 3), .toggle(id: 101), .insert(id: 8, at: 0), .remove(id: 102),
        ]
        let store = Store(state: ShelfModel(), environment: ())
        // Past the first checkpoint, whose copy makes the lists start new change logs.
        store.startRecording(checkpointInterval: 5)
        for action in actions {
            store.send(action)
        }
        let journal = try #require(store.journal)
        #expect(journal.stepChanges.count == actions.count)
        let encoder = StateTreeEncoder()
        var tree = try encoder.encode(ShelfModel())
        for (offset, edits) in journal.stepChanges.enumerated() {
            for edit in edits {
                try apply(edit, to: &tree)
            }
            let step = offset + 1
            let expected = try encoder.encode(journal.state(at: step, environment: ()))
            #expect(tree == expected, "step \(step): \(actions[offset]), edits \(edits)")
        }
        // A toggle in a keyed list writes the item it changed, by its position.
        #expect(
            journal.stepChanges[0].contains {
                if case .set([.key("library"), .key("books"), .index(2)], _) = $0 {
                    true
                } else {
                    false
                }
            }, "\(journal.stepChanges[0])")
        // A toggle of no item changes the revision only.
        #expect(journal.stepChanges[12] == [.set([.key("revision")], .integer(13))])
        // Clearing the optional removes its member.
        #expect(journal.stepChanges[9].contains(.remove([.key("note")])))
        // A bounded history that drops its oldest line writes the line dropped and the one
        // added, not every line moved.
        #expect(
            journal.stepChanges[14].filter {
                if case .splice([.key("history")], _, _, _) = $0 { true } else { false }
            } == [
                .splice([.key("history")], at: 0, removing: 1, inserting: []),
                .splice([.key("history")], at: 2, removing: 0, inserting: [.string("d")]),
            ], "\(journal.stepChanges[14])")
    }

    @Test func theChangesRoundTripAndAJournalWithoutThemStillReads() throws {
        let store = Store(state: ShelfModel(), environment: ())
        store.startRecording()
        store.send(.toggle(id: 1))
        store.send(.insert(id: 9, at: 0))
        let journal = try #require(store.journal)
        let data = try JSONEncoder().encode(journal)
        let decoded = try JSONDecoder().decode(Journal<ShelfModel>.self, from: data)
        #expect(decoded == journal)
        #expect(decoded.stepChanges.count == 2)

        // Written before the changes were recorded: the same journal without them.
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var entries = try #require(object["entries"] as? [[String: Any]])
        for index in entries.indices { entries[index]["changes"] = nil }
        object["entries"] = entries
        let old = try JSONDecoder().decode(
            Journal<ShelfModel>.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.stepChanges.isEmpty)
        #expect(old.entries == journal.entries)

        // Some entries with changes, some without: refused, with a reason.
        entries[1]["changes"] = []
        object["entries"] = entries
        #expect {
            try JSONDecoder().decode(
                Journal<ShelfModel>.self, from: JSONSerialization.data(withJSONObject: object))
        } throws: { error in
            "\(error)".contains("Entry 1, at step 2, has changes, unlike the entries before it")
        }
    }

    @Test func aModelThatIsNotEncodableHasNoChanges() throws {
        let store = Store(state: CountedModel(), environment: ())
        store.startRecording()
        store.send(.add(2))
        let journal = try #require(store.journal)
        #expect(journal.stepChanges.isEmpty)
    }
}
