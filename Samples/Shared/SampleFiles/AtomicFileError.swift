/// Why an ``AtomicFile`` could not be read or replaced.
///
/// Each case carries the path the file was opened with (not the file a symbolic link leads to:
/// the path the user knows) and, where there is one, the underlying reason in a few lowercase
/// words, such as `"permission denied"`.
public enum AtomicFileError: Error, Equatable, Sendable {
    /// The file exists but could not be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file could not be replaced; its previous contents are intact.
    case unwritable(path: String, reason: String)
    /// Another program changed, created or removed the file after this one last read or
    /// replaced it; it was left as it is.
    case changedElsewhere(path: String)
}
