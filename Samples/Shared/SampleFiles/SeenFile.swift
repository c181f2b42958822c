import Foundation

/// The stamp of a file as this process last read or replaced it, shared between the copies of
/// an ``AtomicFile``; `@unchecked Sendable` because every access holds `lock`.
final class SeenFile: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded = false
    private var value: FileStamp?

    /// Whether a read or a replace has recorded the file yet; before that, nothing is compared.
    var wasRecorded: Bool { lock.withLock { recorded } }

    /// The recorded stamp; `nil` when the file did not exist.
    var stamp: FileStamp? { lock.withLock { value } }

    /// Records the file as it is now; `nil` when it does not exist.
    func record(_ stamp: FileStamp?) {
        lock.withLock {
            recorded = true
            value = stamp
        }
    }
}
