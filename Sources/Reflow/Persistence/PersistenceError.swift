/// Why a persisted value could not be loaded or saved.
///
/// Each case carries the place the value is stored, as the user knows it (the path given to
/// ``PersistenceStorage/file(_:saveDelay:sleep:)-(String,_,_)``, not the file a symbolic link leads to), and,
/// where there is one, the reason in a few lowercase words, such as `"permission denied"`.
///
/// A ``Persisted`` value that meets one shows it in its ``Persisted/status`` and sends
/// ``PersistenceAction/failed(_:)``, so the parent can tell the user.
public enum PersistenceError: Error, Equatable, Sendable, Codable {
    /// The stored value exists but could not be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The stored value was read but is not one the format can decode (not valid JSON, a
    /// missing field, a newer version); it is left as it is and never overwritten.
    case corrupt(path: String, reason: String)
    /// The value could not be written; the previous contents are intact.
    case unwritable(path: String, reason: String)
    /// Another program changed, created or removed the stored value after this one last read
    /// or wrote it; it was left as it is, so that change is not lost.
    case changedElsewhere(path: String)

    /// The place the value is stored, as the user knows it.
    public var path: String {
        switch self {
        case .unreadable(let path, _), .corrupt(let path, _), .unwritable(let path, _),
            .changedElsewhere(let path):
            path
        }
    }
}

extension PersistenceError: CustomStringConvertible {
    /// The error in one sentence: `"cannot save todos.json: permission denied"`.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .corrupt(let path, let reason): "\(path) cannot be loaded: \(reason)"
        case .unwritable(let path, let reason): "cannot save \(path): \(reason)"
        case .changedElsewhere(let path):
            "cannot save \(path): another program changed it since it was loaded"
        }
    }
}
