import Foundation
import Reflow

extension PersistenceFormat where Value == SavedTodos {
    /// The todo file's format: JSON of ``SavedTodos`` with sorted keys, checked when read (a
    /// newer version, IDs out of range or repeated make the file unusable), and with the
    /// fields this sample does not know written back on save.
    ///
    /// The file is parsed once: the known fields and the unknown ones (``UnknownFields``) are
    /// read in the same `JSONDecoder` pass, and written with the todos they belong to, never
    /// parsed back. A second parse for the unknown fields made a large file's load and save
    /// take several times the time and memory of the decode itself (BENCHMARKS.md, scenario
    /// 14).
    static var todoFile: PersistenceFormat {
        PersistenceFormat(
            encode: { saved in try TodoFileWriter(saved).encoded() },
            decode: { data in
                guard !data.isEmpty else { throw TodoFileProblem("the file is empty") }
                let contents: TodoFileContents
                do {
                    contents = try JSONDecoder().decode(TodoFileContents.self, from: data)
                } catch {
                    // Not an object at all: Reflow's reason ("it does not hold the expected
                    // value") says less. Every other decoding error is Reflow's to describe.
                    switch error {
                    case DecodingError.typeMismatch(_, let context),
                        DecodingError.valueNotFound(_, let context):
                        guard context.codingPath.isEmpty else { throw error }
                        throw TodoFileProblem(
                            "it is not a JSON object with the fields \"version\", \"nextID\" "
                                + "and \"todos\"")
                    default:
                        throw error
                    }
                }
                if let problem = contents.problem { throw TodoFileProblem(problem) }
                return SavedTodos(
                    nextID: contents.nextID, todos: KeyedList(contents.todos),
                    unknownFields: contents.unknownFields)
            }
        )
    }
}

/// Why a todo file that was read cannot be used, in words: the reason of
/// `PersistenceError.corrupt`.
struct TodoFileProblem: Error, CustomStringConvertible {
    /// The reason.
    var description: String

    /// A problem with a reason.
    init(_ description: String) {
        self.description = description
    }
}

/// A todo file's contents as read, before they are checked: the known fields, and every other
/// field kept as it was.
private struct TodoFileContents: Decodable {
    var version: Int
    var nextID: TodoModel.ID
    var todos: [TodoModel] = []
    var unknownFields = UnknownFields()

    /// Why these contents cannot be used, or `nil` when they can.
    var problem: String? {
        SavedTodos.problem(version: version, nextID: nextID, todos: todos)
    }

    /// Reads the known fields, in the order of the errors a missing one reports, then keeps
    /// the others.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        version = try container.decode(Int.self, forKey: AnyCodingKey("version"))
        nextID = try container.decode(TodoModel.ID.self, forKey: AnyCodingKey("nextID"))
        var list = try container.nestedUnkeyedContainer(forKey: AnyCodingKey("todos"))
        todos.reserveCapacity(list.count ?? 0)
        while !list.isAtEnd {
            let todo = try list.decode(FileTodo.self)
            todos.append(todo.todo)
            if !todo.unknownFields.isEmpty {
                unknownFields.todos[todo.todo.id] = todo.unknownFields
            }
        }
        for key in container.allKeys where !UnknownFields.knownTopLevel.contains(key.stringValue) {
            unknownFields.topLevel[key.stringValue] = try container.decode(
                JSONValue.self, forKey: key)
        }
    }
}

/// Writes ``SavedTodos`` as the file holds them, known fields and unknown ones together, as
/// one `JSONEncoder` pretty-printing with sorted keys writes them, in bounded memory.
///
/// `JSONEncoder` builds a tree of every value before it writes a byte, several times the
/// file's size for a long list (BENCHMARKS.md, scenario 14). So the top level is encoded with
/// an empty list, and the todos a batch at a time, each batch's lines indented to their depth
/// in the file and put in the list's place: the bytes are the ones one encoder would write
/// (a string never holds a raw newline, so every newline the encoder writes starts a line).
private struct TodoFileWriter: Encodable {
    let saved: SavedTodos

    /// The todos encoded at a time: enough that the encoder's own cost is spread thin, few
    /// enough that its tree stays small.
    static let batchSize = 1_024

    init(_ saved: SavedTodos) {
        self.saved = saved
    }

    /// The file's bytes, with a final newline.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let top = try encoder.encode(self)
        let emptyList = Data(#"\#n  "todos" : [\#n\#n  ]"#.utf8)
        let todos = saved.todos.elements
        guard !todos.isEmpty, let place = top.range(of: emptyList) else {
            return top + Data("\n".utf8)
        }
        var file = Data()
        file.reserveCapacity(top.count + todos.count * 96)
        file.append(top[..<place.lowerBound])
        file.append(contentsOf: #"\#n  "todos" : ["#.utf8)
        let unknown = saved.unknownFields.todos
        var start = todos.startIndex
        while start < todos.endIndex {
            let end = min(start + Self.batchSize, todos.endIndex)
            let batch = try encoder.encode(
                todos[start..<end].map { FileTodo($0, unknownFields: unknown[$0.id] ?? [:]) })
            // `[\n  {…},\n  {…}\n]`: the elements' lines, two levels deeper in the file.
            if start > todos.startIndex { file.append(UInt8(ascii: ",")) }
            batch.withUnsafeBytes { raw in
                let bytes = raw.assumingMemoryBound(to: UInt8.self)
                let end = bytes.count - 2
                var line = 1
                let newline = UInt8(ascii: "\n")
                for index in line..<end where bytes[index] == newline {
                    file.append(UnsafeBufferPointer(rebasing: bytes[line...index]))
                    // The blank line of an empty object or list is left blank, as the encoder
                    // writes it.
                    if bytes[index + 1] != newline { file.append(contentsOf: "  ".utf8) }
                    line = index + 1
                }
                file.append(UnsafeBufferPointer(rebasing: bytes[line..<end]))
            }
            start = end
        }
        file.append(contentsOf: "\n  ]".utf8)
        file.append(top[place.upperBound...])
        file.append(UInt8(ascii: "\n"))
        return file
    }

    /// The top level, with an empty list in place of the todos.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(saved.version, forKey: AnyCodingKey("version"))
        try container.encode(saved.nextID, forKey: AnyCodingKey("nextID"))
        try container.encode([FileTodo](), forKey: AnyCodingKey("todos"))
        for (key, value) in saved.unknownFields.topLevel
        where !UnknownFields.knownTopLevel.contains(key) {
            try container.encode(value, forKey: AnyCodingKey(key))
        }
    }
}

/// One todo of the file: its known fields and the others.
private struct FileTodo: Codable {
    var todo: TodoModel
    var unknownFields: [String: JSONValue]

    init(_ todo: TodoModel, unknownFields: [String: JSONValue]) {
        self.todo = todo
        self.unknownFields = unknownFields
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        todo = TodoModel(
            id: try container.decode(TodoModel.ID.self, forKey: AnyCodingKey("id")),
            title: try container.decode(String.self, forKey: AnyCodingKey("title")),
            isCompleted: try container.decode(Bool.self, forKey: AnyCodingKey("isCompleted")))
        unknownFields = [:]
        let keys = container.allKeys
        guard keys.count > UnknownFields.knownInTodo.count else { return }
        for key in keys where !UnknownFields.knownInTodo.contains(key.stringValue) {
            unknownFields[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(todo.id, forKey: AnyCodingKey("id"))
        try container.encode(todo.isCompleted, forKey: AnyCodingKey("isCompleted"))
        try container.encode(todo.title, forKey: AnyCodingKey("title"))
        for (key, value) in unknownFields where !UnknownFields.knownInTodo.contains(key) {
            try container.encode(value, forKey: AnyCodingKey(key))
        }
    }
}
