import Foundation
import Reflow
import Testing

private struct Note: Codable, Equatable, Identifiable, Sendable {
    var id: Int
    var text: String
    var isDone = false
}

/// A document at format 3: version 1 called a note's `text` its `body`, version 2 had no
/// `title`.
private struct NotesFile: JSONDocument, Equatable, Sendable {
    static let version = 3
    static var list: WritableKeyPath<NotesFile, KeyedList<Note>> { \.notes }
    static let migrations = [
        JSONMigration.elements(of: "notes", from: 1) { note in
            note["text"] = note.removeValue(forKey: "body")
        },
        JSONMigration(from: 2) { file in
            file["title"] = .string("Notes")
        },
    ]

    var title = ""
    var notes = KeyedList<Note>()
    var unknownFields = UnknownFields<Note>()

    func validate() throws(InvalidDocument) {
        if let note = notes.first(where: { $0.id <= 0 }) {
            throw InvalidDocument("note ID \(note.id) is not positive", field: "notes")
        }
    }
}

/// A document whose elements have string IDs, and no checks or migrations.
private struct Tags: JSONDocument, Equatable, Sendable {
    struct Tag: Codable, Equatable, Identifiable, Sendable {
        var id: String
        var color: String
    }

    static let version = 1
    static var list: WritableKeyPath<Tags, KeyedList<Tag>> { \.tags }
    var tags = KeyedList<Tag>()
    var unknownFields = UnknownFields<Tag>()
}

/// A document that reads versions 2 and 3 only.
private struct Strict: JSONDocument, Equatable {
    static let version = 3
    static var list: WritableKeyPath<Strict, KeyedList<Note>> { \.notes }
    static let migrations = [JSONMigration(from: 2) { _ in }]
    var notes = KeyedList<Note>()
    var unknownFields = UnknownFields<Note>()
}

private func decode<Document: JSONDocument>(
    _ text: String, as type: Document.Type = NotesFile.self
) throws(PersistenceError) -> Document {
    try PersistenceFormat<Document>.jsonDocument.decode(Data(text.utf8), storedAt: "notes.json")
}

private func encode<Document: JSONDocument>(_ document: Document) throws -> String {
    String(decoding: try PersistenceFormat<Document>.jsonDocument.encode(document), as: UTF8.self)
}

/// The reason a file is refused with, or `nil` when it is read.
private func refusal(_ text: String) -> String? {
    do {
        _ = try decode(text)
        return nil
    } catch {
        guard case .corrupt(let path, let reason) = error, path == "notes.json" else {
            return "\(error)"
        }
        return reason
    }
}

/// The bytes one `JSONEncoder` pass writes for the whole file, with a final newline.
private func oneEncoderPass(_ file: [String: JSONValue]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(file) + Data("\n".utf8), as: UTF8.self)
}

@Suite struct JSONDocumentTests {
    @Test func aFileWrittenByANewerVersionWithTheSameFormatRoundTripsWithItsFields() throws {
        // Fields this version does not know, at the top level and in one note, of every kind.
        let written = try oneEncoderPass([
            "version": .integer(3), "title": .string("Shopping"),
            "owner": .object(["name": .string("Ann"), "tags": .array([.integer(1), .null])]),
            "ratio": .decimal(Decimal(string: "0.25")!), "shared": .bool(true),
            "notes": .array([
                .object([
                    "id": .integer(1), "text": .string("Milk"), "isDone": .bool(false),
                    "due": .string("2026-12-01"), "nested": .object(["a": .array([.object([:])])]),
                ]),
                .object(["id": .integer(2), "text": .string("Eggs"), "isDone": .bool(true)]),
            ]),
        ])
        let file = try decode(written)
        #expect(file.title == "Shopping")
        #expect(file.notes.map(\.text) == ["Milk", "Eggs"])
        #expect(file.unknownFields.topLevel.keys.sorted() == ["owner", "ratio", "shared"])
        #expect(file.unknownFields.elements.keys.sorted() == [1])
        #expect(file.unknownFields.elements[1]?["due"] == .string("2026-12-01"))
        // Saved unchanged, the file is the same, byte for byte.
        #expect(try encode(file) == written)

        // Changed, the fields stay where they were; a note removed takes its fields with it.
        var changed = file
        changed.notes[id: 2]?.isDone = false
        changed.notes.append(Note(id: 3, text: "Flour"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(try encode(changed).utf8))
                as? [String: Any])
        #expect((object["owner"] as? [String: Any])?["name"] as? String == "Ann")
        let notes = try #require(object["notes"] as? [[String: Any]])
        #expect(notes[0]["due"] as? String == "2026-12-01")
        #expect(notes[2].keys.sorted() == ["id", "isDone", "text"])
        changed.notes.remove(id: 1)
        #expect(try decode(try encode(changed)).unknownFields.elements.isEmpty)
    }

    @Test func aSaveWritesTheBytesOneJSONEncoderPassWritesOverManyBatches() throws {
        var file = NotesFile(title: "Big")
        let texts = ["Milk", "a/b \\ \"q\" \u{7}\t\n é 😀", "", String(repeating: "x", count: 300)]
        for id in 1...3_000 {
            file.notes.append(Note(id: id, text: texts[id % texts.count], isDone: id % 2 == 0))
        }
        file.unknownFields.topLevel = ["empty": .object([:]), "list": .array([])]
        file.unknownFields.elements[2] = ["flag": .bool(true)]
        file.unknownFields.elements[2_999] = ["nested": .object(["a": .array([.object([:])])])]
        var whole = file.unknownFields.topLevel
        whole["version"] = .integer(3)
        whole["title"] = .string("Big")
        whole["notes"] = .array(
            file.notes.map { note in
                var fields = file.unknownFields.elements[note.id] ?? [:]
                fields["id"] = .integer(Int64(note.id))
                fields["text"] = .string(note.text)
                fields["isDone"] = .bool(note.isDone)
                return .object(fields)
            })
        #expect(try encode(file) == oneEncoderPass(whole))
        #expect(try decode(try encode(file)) == file)
        // An empty list too.
        #expect(
            try encode(NotesFile(title: "None"))
                == oneEncoderPass([
                    "version": .integer(3), "title": .string("None"), "notes": .array([]),
                ]))
    }

    @Test func aFieldKeptUnderAKnownNameNeverReplacesTheKnownValue() throws {
        // Fields a journal or a program put in `unknownFields` under names the document knows:
        // the document's own values are written, once.
        var file = NotesFile(title: "Mine", notes: [Note(id: 1, text: "Milk")])
        file.unknownFields.topLevel = ["title": .string("Theirs"), "version": .integer(9)]
        file.unknownFields.elements[1] = ["text": .string("Theirs"), "id": .integer(7)]
        let read = try decode(try encode(file))
        #expect(read.title == "Mine")
        #expect(read.notes.elements == [Note(id: 1, text: "Milk")])
    }

    @Test func aFileOfAnOlderVersionIsMigratedThenSavedAsThisVersion() throws {
        // Version 1: `body`, no title. Both migrations run, in order.
        let version1 = #"{"version": 1, "notes": [{"id": 1, "body": "Milk", "isDone": true}]}"#
        let file = try decode(version1)
        #expect(file.title == "Notes")
        #expect(file.notes.elements == [Note(id: 1, text: "Milk", isDone: true)])
        #expect(try encode(file).contains(#""version" : 3"#))
        // Version 2: the second migration only; fields it does not know are kept.
        let version2 = #"{"version": 2, "extra": 1, "notes": [{"id": 4, "text": "Eggs"}]}"#
        let second = try decode(
            #"{"version": 2, "notes": [{"id": 4, "text": "Eggs", "isDone": false}]}"#)
        #expect(second.title == "Notes" && second.notes.map(\.id) == [4])
        #expect(refusal(version2) == #"the field "notes.0.isDone" is missing"#)
        let kept = try decode(
            #"{"version": 2, "extra": 1, "notes": [{"id": 4, "text": "Eggs", "isDone": false, "x": 2}]}"#
        )
        #expect(kept.unknownFields.topLevel == ["extra": .integer(1)])
        #expect(kept.unknownFields.elements[4] == ["x": .integer(2)])
    }

    @Test(arguments: [
        (
            #"{"version": 4, "notes": []}"#,
            "it was written by a newer version (format 4; this version reads formats up to 3)"
        ),
        (#"{"version": 0, "notes": []}"#, "its format version 0 is not valid"),
        (#"{"notes": []}"#, #"the field "version" is missing"#),
        (#"{"version": "3", "notes": []}"#, #"the field "version" has the wrong type"#),
        ("", "it is empty"),
        ("{ not json", "it is not valid JSON"),
        ("[1]", "it is not a JSON object but an array"),
        ("null", "it is not a JSON object but null"),
        (#""text""#, "it is not a JSON object but a string"),
        (
            #"{"version": 3, "title": "", "notes": [{"id": 1, "text": "a", "isDone": true},"#
                + #" {"id": 1, "text": "b", "isDone": true}]}"#,
            "two notes have the ID 1"
        ),
        (
            #"{"version": 3, "title": "", "notes": [{"id": 0, "text": "a", "isDone": true}]}"#,
            "note ID 0 is not positive"
        ),
        (#"{"version": 3, "notes": []}"#, #"the field "title" is missing"#),
    ])
    func aFileThisVersionCannotUseIsRefusedWithItsReason(text: String, reason: String) {
        #expect(refusal(text) == reason)
    }

    @Test func aVersionOlderThanTheMigrationsReachIsRefused() throws {
        #expect(
            throws: PersistenceError.corrupt(
                path: "notes.json",
                reason: "its format version 1 is older than this version reads (formats 2 to 3)")
        ) {
            try decode(#"{"version": 1, "notes": []}"#, as: Strict.self)
        }
        #expect(try decode(#"{"version": 2, "notes": []}"#, as: Strict.self) == Strict())
    }

    @Test func elementsWithStringIDsKeepTheirFields() throws {
        let text = #"{"version": 1, "tags": [{"id": "home", "color": "red", "icon": "🏠"}]}"#
        let tags = try decode(text, as: Tags.self)
        #expect(tags.unknownFields.elements["home"] == ["icon": .string("🏠")])
        #expect(try decode(try encode(tags), as: Tags.self) == tags)
    }

    @Test func theUnknownFieldsRoundTripThroughAJournalsState() throws {
        let file = try decode(
            #"{"version": 3, "title": "", "owner": "Ann", "notes": [{"id": 1, "text": "a", "isDone": true, "due": 1.5}]}"#
        )
        let persisted = Persisted(file, status: .ready, isStored: true)
        let data = try JSONEncoder().encode(persisted)
        #expect(try JSONDecoder().decode(Persisted<NotesFile>.self, from: data) == persisted)
    }

    @Test func aJournalsStateIsCheckedAsTheFileIs() throws {
        let persisted = Persisted(
            NotesFile(notes: [Note(id: -2, text: "a")]), status: .ready, isStored: true)
        let data = try JSONEncoder().encode(persisted)
        #expect {
            try JSONDecoder().decode(Persisted<NotesFile>.self, from: data)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription == "note ID -2 is not positive"
                && context.codingPath.map(\.stringValue) == ["value", "notes"]
        }
    }
}
