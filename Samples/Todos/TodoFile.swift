import Foundation
import SampleFiles

/// The JSON file that holds the todos: the saved-todos format on top of an ``AtomicFile``.
///
/// The file itself is the shared ``AtomicFile``: a save replaces it atomically (never half
/// written, whatever happens mid-save), keeps its permissions and a symbolic link's target, and
/// never overwrites a change another program made since this one loaded or saved it. What is
/// the todos' own is here: the format (``SavedTodos`` as JSON), what makes a file unusable,
/// the fields of a newer version kept on save (``UnknownFields``), and the messages of
/// ``TodoFileError``.
///
/// ``load()`` never changes the file: a file it cannot read or decode is reported with a
/// ``TodoFileError`` and left exactly as it was.
struct TodoFile: Sendable {
    /// The file the todos are read from and saved to.
    private var file: AtomicFile

    /// The path of the file.
    var path: String { file.path }

    /// Called after the new contents are written to a temporary file and before it replaces
    /// the file.
    ///
    /// Tests throw from it to interrupt a save at its most delicate moment.
    var willReplace: @Sendable () throws -> Void {
        get { file.willReplace }
        set { file.willReplace = newValue }
    }

    /// The fields of the loaded file that this sample does not know, written back on save;
    /// shared by every copy of this value (the load and save effects each hold one).
    private let unknown = KeptFields()

    /// Creates a todo file at a path.
    ///
    /// - Parameter path: The path of the file; it need not exist yet.
    init(path: String) {
        file = AtomicFile(path: path)
    }

    /// Reads the todos.
    ///
    /// - Returns: The saved todos, or `nil` when the file does not exist yet.
    /// - Throws: ``TodoFileError/unreadable(path:reason:)`` or
    ///   ``TodoFileError/corrupt(path:reason:)``; the file is left untouched.
    func load() throws(TodoFileError) -> SavedTodos? {
        let data: Data
        do throws(AtomicFileError) {
            guard let read = try file.read() else { return nil }
            data = read
        } catch {
            throw TodoFileError(error)
        }
        guard !data.isEmpty else {
            throw .corrupt(path: path, reason: "the file is empty")
        }
        let saved: SavedTodos
        do {
            saved = try JSONDecoder().decode(SavedTodos.self, from: data)
        } catch {
            throw .corrupt(path: path, reason: Self.describe(error))
        }
        if let problem = saved.problem {
            throw .corrupt(path: path, reason: problem)
        }
        unknown.record(UnknownFields(in: data))
        return saved
    }

    /// Replaces the file's contents with the todos, atomically, with the fields this sample
    /// does not know written back.
    ///
    /// - Parameter saved: The todos to write.
    /// - Throws: ``TodoFileError/unwritable(path:reason:)`` or
    ///   ``TodoFileError/changedElsewhere(path:)``; the file keeps its previous contents and no
    ///   temporary file is left behind.
    func save(_ saved: SavedTodos) throws(TodoFileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            let encoded = try encoder.encode(saved)
            data = try unknown.fields.addingFields(to: encoded) + Data("\n".utf8)
        } catch {
            throw .unwritable(path: path, reason: error.localizedDescription)
        }
        do throws(AtomicFileError) {
            try file.replace(with: data)
        } catch {
            throw TodoFileError(error)
        }
    }

    /// Why a file that was read is not valid JSON of ``SavedTodos``, in words.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return "it is not valid JSON (\(context.debugDescription))"
        case DecodingError.keyNotFound(let key, _):
            return "the field \"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            guard !context.codingPath.isEmpty else {
                return "it is not a JSON object with the fields \"version\", \"nextID\" and "
                    + "\"todos\""
            }
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "the field \"\(field)\" has the wrong type"
        default:
            return "\(error)"
        }
    }
}

extension TodoFileError {
    /// The todo file's error for an error of the file underneath.
    ///
    /// - Parameter error: What the ``AtomicFile`` reported.
    fileprivate init(_ error: AtomicFileError) {
        switch error {
        case .unreadable(let path, let reason): self = .unreadable(path: path, reason: reason)
        case .unwritable(let path, let reason): self = .unwritable(path: path, reason: reason)
        case .changedElsewhere(let path): self = .changedElsewhere(path: path)
        }
    }
}

/// The unknown fields of the file as last loaded, shared between the copies of a `TodoFile`;
/// `@unchecked Sendable` because every access holds `lock`.
private final class KeptFields: @unchecked Sendable {
    private let lock = NSLock()
    private var value = UnknownFields()

    var fields: UnknownFields { lock.withLock { value } }

    func record(_ fields: UnknownFields) {
        lock.withLock { value = fields }
    }
}
