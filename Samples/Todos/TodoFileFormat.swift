import Foundation
import Reflow

extension PersistenceFormat where Value == SavedTodos {
    /// The todo file's format: JSON of ``SavedTodos`` with sorted keys, checked when read (a
    /// newer version, IDs out of range or repeated make the file unusable), and with the
    /// fields this sample does not know written back on save.
    static var todoFile: PersistenceFormat {
        PersistenceFormat(
            encode: { saved in
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                let encoded = try encoder.encode(
                    TodoFileContents(
                        version: saved.version, nextID: saved.nextID, todos: saved.todos.elements))
                return try saved.unknownFields.addingFields(to: encoded) + Data("\n".utf8)
            },
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
                    unknownFields: UnknownFields(in: data))
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

/// A todo file's contents as written, and as read before they are checked.
private struct TodoFileContents: Codable {
    var version: Int
    var nextID: TodoModel.ID
    var todos: [TodoModel]

    /// Why these contents cannot be used, or `nil` when they can.
    var problem: String? {
        SavedTodos.problem(version: version, nextID: nextID, todos: todos)
    }
}
