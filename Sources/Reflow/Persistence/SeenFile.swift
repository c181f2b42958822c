/// The stamp of a file as this process last read or replaced it, shared between the copies of
/// an ``AtomicFile``.
final class SeenFile: Sendable {
    /// Whether a read or a replace recorded the file yet, and its stamp then (`nil`: the file
    /// did not exist). Before the first record nothing is compared.
    private let state = LockedBox<(recorded: Bool, stamp: FileStamp?)>((false, nil))

    /// Whether a read or a replace has recorded the file yet.
    var wasRecorded: Bool { state.withLock { $0.recorded } }

    /// The recorded stamp; `nil` when the file did not exist.
    var stamp: FileStamp? { state.withLock { $0.stamp } }

    /// Records the file as it is now; `nil` when it does not exist.
    func record(_ stamp: FileStamp?) {
        state.withLock { $0 = (true, stamp) }
    }
}
