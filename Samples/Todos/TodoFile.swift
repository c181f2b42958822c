import Foundation

/// A JSON file that holds the todos, saved atomically.
///
/// ``save(_:)`` writes the new contents to a temporary file in the same directory, flushes it
/// to disk, then renames it over the old file. A rename within a directory is atomic, so
/// whatever happens mid-save — a crash, a kill, a full disk — the file holds either the old
/// list or the new one, never a mix. A temporary file left behind by a killed process is
/// ignored by ``load()`` and never mistaken for the list.
///
/// ``load()`` never changes the file: a file it cannot read or decode is reported with a
/// ``TodoFileError`` and left exactly as it was.
struct TodoFile: Sendable {
    /// The path of the file.
    var path: String

    /// Called after the temporary file is written and before it replaces the file.
    ///
    /// Tests throw from it to interrupt a save at its most delicate moment.
    var willReplace: @Sendable () throws -> Void = {}

    /// What the file looked like when this process last loaded or saved it, shared by every
    /// copy of this value (the load and save effects each hold one).
    private let seen = SeenFile()
    /// The fields of the loaded file that this sample does not know, written back on save.
    private let unknown = KeptFields()

    /// Creates a todo file at a path.
    ///
    /// - Parameter path: The path of the file; it need not exist yet.
    init(path: String) {
        self.path = path
    }

    /// Reads the todos.
    ///
    /// - Returns: The saved todos, or `nil` when the file does not exist yet.
    /// - Throws: ``TodoFileError/unreadable(path:reason:)`` or
    ///   ``TodoFileError/corrupt(path:reason:)``; the file is left untouched.
    func load() throws(TodoFileError) -> SavedTodos? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT {
                seen.record(nil)
                return nil
            }
            throw .unreadable(path: path, reason: Self.describe(errno: code))
        }
        var opened = stat()
        fstat(descriptor, &opened)
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        if opened.st_mode & S_IFMT == S_IFDIR {
            throw .unreadable(path: path, reason: "it is a directory, not a file")
        }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
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
        seen.record(FileStamp(opened))
        unknown.record(UnknownFields(in: data))
        return saved
    }

    /// Replaces the file's contents with the todos, atomically.
    ///
    /// The file keeps its permissions, and when `path` is a symbolic link the file it points to
    /// is replaced and the link kept. A file nobody may write (no write permission bit set) is
    /// read-only: it is not replaced. Temporary files that an earlier process left behind (it
    /// was killed mid-save) are removed first.
    ///
    /// - Parameter saved: The todos to write.
    /// - Throws: ``TodoFileError/unwritable(path:reason:)``; the file keeps its previous
    ///   contents and no temporary file is left behind.
    func save(_ saved: SavedTodos) throws(TodoFileError) {
        let target = Self.resolvingLinks(path)
        Self.removeStaleTemporaryFiles(for: target)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        // Another instance (or an editor) may have saved since: overwriting would lose its
        // change silently, so refuse and say so.
        if seen.wasRecorded, seen.stamp != (exists ? FileStamp(existing) : nil) {
            throw .changedElsewhere(path: path)
        }
        if exists, existing.st_mode & 0o222 == 0 {
            throw .unwritable(path: path, reason: "it is read-only")
        }
        let mode = exists ? mode_t(existing.st_mode & 0o7777) : 0o644
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            let encoded = try encoder.encode(saved)
            data = try unknown.fields.addingFields(to: encoded) + Data("\n".utf8)
        } catch {
            throw .unwritable(path: path, reason: error.localizedDescription)
        }
        let temporaryPath = Self.temporaryPath(for: target)
        do {
            try Self.writeDurably(data, to: temporaryPath, mode: mode, reportingAs: path)
            try willReplace()
            guard rename(temporaryPath, target) == 0 else {
                throw TodoFileError.unwritable(path: path, reason: Self.describe(errno: errno))
            }
        } catch {
            unlink(temporaryPath)
            if let error = error as? TodoFileError { throw error }
            throw .unwritable(path: path, reason: "\(error)")
        }
        Self.syncDirectory(of: target)
        var written = stat()
        if stat(target, &written) == 0 {
            seen.record(FileStamp(written))
        }
    }

    // MARK: - Helpers

    /// A fresh path beside `path`, hidden, unique to this process and this save.
    static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let name = ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString).tmp"
        return url.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Writes data to a new file and flushes it to disk before returning; errors name
    /// `reportedPath`, the file the user knows about.
    private static func writeDurably(
        _ data: Data,
        to path: String,
        mode: mode_t,
        reportingAs reportedPath: String
    ) throws(TodoFileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw .unwritable(path: reportedPath, reason: describe(errno: errno))
        }
        defer { close(descriptor) }
        // The mode is set explicitly, not through `open`, whose mode the umask alters: the new
        // file keeps exactly the permissions of the one it replaces (0600 stays 0600).
        guard fchmod(descriptor, mode) == 0 else {
            throw .unwritable(path: reportedPath, reason: describe(errno: errno))
        }
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if let failure {
            throw .unwritable(path: reportedPath, reason: describe(errno: failure))
        }
        guard fsync(descriptor) == 0 else {
            throw .unwritable(path: reportedPath, reason: describe(errno: errno))
        }
    }

    /// The file a path names, following symbolic links; the path itself when it does not exist
    /// yet (or is a dangling link, which is then replaced by the file).
    static func resolvingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Removes the temporary files of saves of `path` whose process is gone: a process killed
    /// between writing and renaming leaves one behind.
    static func removeStaleTemporaryFiles(for path: String) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent)."
        guard
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let parts = name.dropFirst(prefix.count).split(separator: ".")
            guard let pid = parts.first.flatMap({ pid_t($0) }), pid != getpid(),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            unlink(directory.appendingPathComponent(name).path)
        }
    }

    /// Flushes a rename to disk, where the platform allows it; best effort.
    private static func syncDirectory(of path: String) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let descriptor = open(directory, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func describe(errno code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

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

/// What identifies one version of a file: its inode, size and modification time.
private struct FileStamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }
}

/// The stamp of the file as this process last loaded or saved it, shared between the copies of
/// a `TodoFile`; `@unchecked Sendable` because every access holds `lock`.
private final class SeenFile: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded = false
    private var value: FileStamp?

    /// Whether a load or save has recorded the file yet; before that, nothing is compared.
    var wasRecorded: Bool { lock.withLock { recorded } }

    /// The recorded stamp; `nil` when the file did not exist.
    var stamp: FileStamp? { lock.withLock { value } }

    func record(_ stamp: FileStamp?) {
        lock.withLock {
            recorded = true
            value = stamp
        }
    }
}

/// The fields of a todo file that ``SavedTodos`` does not know — at the top level and in each
/// todo — so that a save writes them back instead of dropping them: a file shared with a newer
/// version, or another tool, keeps what they added.
///
/// They are kept as JSON values, by todo ID; a todo that was deleted loses its fields with it.
/// `@unchecked Sendable` because the values are immutable JSON values (strings, numbers,
/// booleans, `NSNull`, and arrays and dictionaries of them) that nothing mutates after parsing.
struct UnknownFields: @unchecked Sendable {
    /// Fields of the top-level object other than `version`, `nextID` and `todos`.
    var topLevel: [String: Any] = [:]
    /// Fields of each todo other than `id`, `title` and `isCompleted`, by the todo's ID.
    var todos: [TodoModel.ID: [String: Any]] = [:]

    /// Whether there is nothing to keep.
    var isEmpty: Bool { topLevel.isEmpty && todos.isEmpty }

    private static let knownTopLevel: Set<String> = ["version", "nextID", "todos"]
    private static let knownInTodo: Set<String> = ["id", "title", "isCompleted"]

    /// No fields.
    init() {}

    /// The unknown fields of a file's JSON, which has already decoded as ``SavedTodos``.
    ///
    /// - Parameter data: The file's contents.
    init(in data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return }
        topLevel = object.filter { !Self.knownTopLevel.contains($0.key) }
        for case let todo as [String: Any] in object["todos"] as? [Any] ?? [] {
            guard let id = todo["id"] as? Int else { continue }
            let extra = todo.filter { !Self.knownInTodo.contains($0.key) }
            if !extra.isEmpty { todos[id] = extra }
        }
    }

    /// The JSON of a ``SavedTodos``, with these fields added back where they were.
    ///
    /// - Parameter encoded: The todos as `JSONEncoder` wrote them.
    /// - Returns: `encoded` itself when there is nothing to add; otherwise the same JSON with
    ///   the fields, pretty-printed with sorted keys.
    func addingFields(to encoded: Data) throws -> Data {
        guard !isEmpty,
            var object = try JSONSerialization.jsonObject(with: encoded) as? [String: Any]
        else { return encoded }
        object.merge(topLevel) { known, _ in known }
        if let list = object["todos"] as? [[String: Any]] {
            object["todos"] = list.map { todo in
                guard let id = todo["id"] as? Int, let extra = todos[id] else { return todo }
                return todo.merging(extra) { known, _ in known }
            }
        }
        return try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
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
