import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file whose contents are replaced atomically, and never over a change another program made.
///
/// ``replace(with:)`` writes the new contents to a temporary file in the same directory,
/// flushes it to disk, then renames it over the old file. A rename within a directory is
/// atomic, so whatever happens mid-save — a crash, a kill, a full disk — the file holds either
/// the old contents or the new ones, never a mix. A temporary file left behind by a killed
/// process is hidden, never read by ``read()``, and removed by the next save once its process
/// is gone.
///
/// The file keeps its permissions, and a symbolic link keeps pointing where it did: the file
/// it leads to is the one replaced. A file nobody may write is left alone. And a file that
/// another program changed, created or removed since this process last read or replaced it is
/// not replaced, so a save never silently loses someone else's. Two processes that save the
/// same file at the same moment never both succeed: one replaces it, the other gets
/// ``PersistenceError/changedElsewhere(path:)``.
///
/// ``read()`` never changes the file. Copies of an `AtomicFile` share what they last saw of
/// the file, so one copy can read and another save.
///
/// ```swift
/// let file = AtomicFile(path: "notes.txt")
/// let notes = try file.read() ?? Data()  // `nil`: no file yet
/// try file.replace(with: notes + Data("one more\n".utf8))
/// ```
public struct AtomicFile: Sendable {
    /// The path of the file, as given: it may be a symbolic link, and need not exist yet.
    public var path: String

    /// Called after the temporary file is written and before it replaces the file.
    ///
    /// Tests throw from it to interrupt a save at its most delicate moment: the save then fails
    /// with ``PersistenceError/unwritable(path:reason:)``, as if the disk had.
    public var willReplace: @Sendable () throws -> Void = {}

    /// The size of the largest file ``read()`` loads, in bytes: 256 MiB unless raised.
    ///
    /// A larger file is refused before any of it is read, with
    /// ``PersistenceError/unreadable(path:reason:)``: decoding a value takes several times its
    /// file's size in memory, so a file far larger than the app ever writes (or a wrong file)
    /// would exhaust memory instead of failing. An app whose files can be larger raises it, and
    /// gives the file to ``PersistenceStorage/file(_:saveDelay:sleep:)-(AtomicFile,_,_)``:
    ///
    /// ```swift
    /// var file = AtomicFile(path: "archive.json")
    /// file.maximumSize = 2 << 30  // 2 GiB
    /// let storage = PersistenceStorage.file(file)
    /// ```
    public var maximumSize: Int = 256 << 20

    /// What the file looked like when this process last read or replaced it, shared by every
    /// copy of this value.
    private let seen = SeenFile()

    /// Creates a file at a path.
    ///
    /// - Parameter path: The path of the file; it need not exist yet.
    public init(path: String) {
        self.path = path
    }

    /// Reads the whole file.
    ///
    /// Only a regular file is read, or one a symbolic link leads to. A directory, a named pipe
    /// (FIFO), a socket or a device at the path is refused at once, and no open waits: a pipe
    /// would block the read until another program writes to it, and a device such as
    /// `/dev/zero` never ends. A file larger than ``maximumSize`` is refused before it is read.
    ///
    /// - Returns: The file's contents, or `nil` when it does not exist.
    /// - Throws: ``PersistenceError/unreadable(path:reason:)``, whose reason says what the path
    ///   is (`"it is a named pipe (FIFO), not a file"`) or how large the file is; the
    ///   file is left untouched.
    public func read() throws(PersistenceError) -> Data? {
        // What is at the path is checked before it is opened (a socket cannot be opened at all),
        // and again once open: it may have been replaced in between.
        var found = stat()
        if stat(path, &found) == 0, let kind = Self.kind(of: found.st_mode) {
            throw .unreadable(path: path, reason: "it is \(kind), not a file")
        }
        // Non-blocking: opening a named pipe put there since the check must not wait for a
        // writer. It changes nothing for a regular file.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT {
                seen.record(nil)
                return nil
            }
            throw .unreadable(path: path, reason: Self.describe(errno: code))
        }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else {
            throw .unreadable(path: path, reason: Self.describe(errno: errno))
        }
        if let kind = Self.kind(of: opened.st_mode) {
            throw .unreadable(path: path, reason: "it is \(kind), not a file")
        }
        if Int64(opened.st_size) > Int64(maximumSize) {
            throw .unreadable(path: path, reason: tooLarge(Int64(opened.st_size)))
        }
        let data = try readAll(descriptor, expecting: Int(opened.st_size))
        seen.record(FileStamp(opened))
        return data
    }

    /// Replaces the file's contents, atomically.
    ///
    /// The file keeps its permissions (a new file gets 0644), and when ``path`` is a symbolic
    /// link the file it points to is replaced and the link kept. Temporary files that an earlier
    /// process left behind (it was killed mid-save) are removed first.
    ///
    /// Saves of one file are one at a time across processes: a save holds an exclusive lock on
    /// a hidden `.<name>.lock` beside the file, from its check that nobody changed the file
    /// through its rename, and removes it when it ends. So of two processes that save at the
    /// same moment, one replaces the file and the other finds it changed.
    ///
    /// - Parameter data: The new contents.
    /// - Throws: ``PersistenceError/changedElsewhere(path:)`` when another program changed,
    ///   created or removed the file since this process last read or replaced it;
    ///   ``PersistenceError/unwritable(path:reason:)`` when the file is read-only (no write
    ///   permission bit set), is not a regular file (a named pipe, a socket, a device), or
    ///   could not be written. Either way the file keeps its previous contents and no
    ///   temporary file is left behind.
    public func replace(with data: Data) throws(PersistenceError) {
        let target = Self.resolvingLinks(path)
        // The check that nobody changed the file and the rename must be one step across
        // processes: two saves that both pass the check before either renames would both
        // succeed, and the first one's contents would be lost unseen. An exclusive lock on a
        // file beside the target, held from the check through the rename (and the record of
        // what this save wrote), makes them one step for every process that saves through
        // `AtomicFile`. The lock file is removed when the save ends; see `SaveLock`.
        let lock = try SaveLock(beside: target, reportingAs: path)
        defer { lock.release() }
        Self.removeStaleTemporaryFiles(for: target)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        // Only a regular file is replaced: renaming over a pipe, a socket or a device would
        // swap out something that is not the app's file.
        if exists, let kind = Self.kind(of: existing.st_mode) {
            throw .unwritable(path: path, reason: "it is \(kind), not a file")
        }
        // Another instance (or an editor) may have saved since: overwriting would lose its
        // change silently, so refuse and say so.
        if seen.wasRecorded, seen.stamp != (exists ? FileStamp(existing) : nil) {
            throw .changedElsewhere(path: path)
        }
        if exists, existing.st_mode & 0o222 == 0 {
            throw .unwritable(path: path, reason: "it is read-only")
        }
        let mode = exists ? mode_t(existing.st_mode & 0o7777) : 0o644
        let temporaryPath = Self.temporaryPath(for: target)
        do {
            try Self.writeDurably(data, to: temporaryPath, mode: mode, reportingAs: path)
            try willReplace()
            guard rename(temporaryPath, target) == 0 else {
                throw PersistenceError.unwritable(path: path, reason: Self.describe(errno: errno))
            }
        } catch {
            unlink(temporaryPath)
            if let error = error as? PersistenceError { throw error }
            throw .unwritable(path: path, reason: "\(error)")
        }
        Self.syncDirectory(of: target)
        var written = stat()
        if stat(target, &written) == 0 {
            seen.record(FileStamp(written))
        }
    }

    // MARK: - Helpers

    /// What a file mode describes, when it is not a regular file: `"a named pipe (FIFO)"`;
    /// `nil` for a regular file. `ReflowSQLite` refuses files in the same words.
    package static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "a special file"
        }
    }

    /// The reason a file of `size` bytes is refused: more than ``maximumSize``.
    private func tooLarge(_ size: Int64) -> String {
        "it is \(size) bytes, more than the \(maximumSize) bytes AtomicFile.maximumSize allows"
    }

    /// Reads an open file to its end; refuses it if it grows past ``maximumSize`` meanwhile.
    private func readAll(_ descriptor: Int32, expecting size: Int) throws(PersistenceError) -> Data
    {
        // One byte more than the file holds, so that the read that finds its end needs no more
        // room: a file that keeps its size is read into one buffer, never copied.
        var data = Data(count: size + 1)
        var count = 0
        while true {
            if count == data.count {
                // Full, so the file grew since it was measured: read on.
                data.count += Swift.max(64 << 10, data.count / 2)
            }
            let got = data.withUnsafeMutableBytes { buffer in
                readBytes(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: Self.describe(errno: errno))
            }
            if got == 0 { break }
            count += got
            if count > maximumSize {
                throw .unreadable(path: path, reason: tooLarge(Int64(count)))
            }
        }
        data.count = count
        return data
    }

    /// A fresh path beside `path`, hidden, unique to this process and this save: where
    /// ``replace(with:)`` writes before it renames.
    ///
    /// - Parameter path: The file that will be replaced.
    /// - Returns: `.<name>.<process ID>.<UUID>.tmp`, in the same directory.
    public static func temporaryPath(for path: String) -> String {
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
    ) throws(PersistenceError) {
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

    /// The system's message for an error number, in lowercase: `"permission denied"`.
    static func describe(errno code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

/// The system's `read(2)`, which ``AtomicFile/read()`` hides inside the type.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
    read(descriptor, buffer, count)
}
