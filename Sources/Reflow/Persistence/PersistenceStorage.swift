import Foundation

/// Where a ``Persisted`` value is stored, and how long a change waits before it is saved: the
/// dependency a model's environment holds.
///
/// ``file(_:saveDelay:sleep:)-(String,_,_)`` stores the value in a file through ``AtomicFile``. Tests build
/// one from closures that keep the bytes in memory, and a `sleep` they control:
///
/// ```swift
/// let storage = PersistenceStorage(
///     path: "memory",
///     read: { nil },
///     write: { data in await written.append(data) },
///     sleep: { _ in }
/// )
/// ```
///
/// The closures deal in bytes, never in the value: encoding and decoding run in the update (on
/// the store's actor), where an app type's `Codable` conformance may be used, even one that
/// Xcode's default main-actor isolation made main-actor isolated.
public struct PersistenceStorage: Sendable {
    /// The place the value is stored, as errors name it.
    public var path: String
    /// Reads the stored bytes; `nil` when nothing is stored yet.
    public var read: @Sendable () async throws(PersistenceError) -> Data?
    /// Replaces the stored bytes.
    public var write: @Sendable (Data) async throws(PersistenceError) -> Void
    /// How long after a change the value is saved: changes within it are saved together.
    public var saveDelay: Duration
    /// Waits for a duration; throws (or returns early) when its task is cancelled.
    public var sleep: @Sendable (Duration) async throws -> Void

    /// Creates a storage from closures.
    ///
    /// - Parameters:
    ///   - path: The place the value is stored, as errors name it.
    ///   - read: Reads the stored bytes; `nil` when nothing is stored yet.
    ///   - write: Replaces the stored bytes.
    ///   - saveDelay: How long after a change the value is saved.
    ///   - sleep: Waits for a duration; `Task.sleep(for:)` unless a test passes its own.
    public init(
        path: String,
        read: @escaping @Sendable () async throws(PersistenceError) -> Data?,
        write: @escaping @Sendable (Data) async throws(PersistenceError) -> Void,
        saveDelay: Duration = .milliseconds(300),
        sleep: @escaping @Sendable (Duration) async throws -> Void = {
            try await Task.sleep(for: $0)
        }
    ) {
        self.path = path
        self.read = read
        self.write = write
        self.saveDelay = saveDelay
        self.sleep = sleep
    }

    /// A storage in a file on disk, read and replaced as an ``AtomicFile``: a save is never
    /// half written, keeps the file's permissions and a symbolic link's target, and never
    /// overwrites a change another program made since this one loaded or saved the file.
    ///
    /// - Parameters:
    ///   - path: The path of the file; it need not exist yet.
    ///   - saveDelay: How long after a change the value is saved.
    ///   - sleep: Waits for a duration; `Task.sleep(for:)` unless a test passes its own.
    /// - Returns: The storage.
    public static func file(
        _ path: String,
        saveDelay: Duration = .milliseconds(300),
        sleep: @escaping @Sendable (Duration) async throws -> Void = {
            try await Task.sleep(for: $0)
        }
    ) -> PersistenceStorage {
        file(AtomicFile(path: path), saveDelay: saveDelay, sleep: sleep)
    }

    /// A storage in a file on disk, read and replaced through an ``AtomicFile`` (one whose
    /// ``AtomicFile/willReplace`` a test set, say).
    ///
    /// - Parameters:
    ///   - file: The file.
    ///   - saveDelay: How long after a change the value is saved.
    ///   - sleep: Waits for a duration; `Task.sleep(for:)` unless a test passes its own.
    /// - Returns: The storage.
    public static func file(
        _ file: AtomicFile,
        saveDelay: Duration = .milliseconds(300),
        sleep: @escaping @Sendable (Duration) async throws -> Void = {
            try await Task.sleep(for: $0)
        }
    ) -> PersistenceStorage {
        PersistenceStorage(
            path: file.path,
            read: { () throws(PersistenceError) in try file.read() },
            write: { data throws(PersistenceError) in try file.replace(with: data) },
            saveDelay: saveDelay,
            sleep: sleep
        )
    }
}
