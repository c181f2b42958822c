/// Why a todo file could not be read or written.
///
/// Each case carries the path and the underlying reason, and ``message`` says what happened
/// and what the user can do, in one sentence a terminal can show.
enum TodoFileError: Error, Equatable, Sendable {
    /// The file exists but could not be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file was read but is not a todo file this sample understands.
    case corrupt(path: String, reason: String)
    /// The file could not be written; the previous contents are intact.
    case unwritable(path: String, reason: String)
    /// Another program changed the file after this one loaded or saved it.
    case changedElsewhere(path: String)

    /// What happened and what to do about it.
    var message: String {
        switch self {
        case .unreadable(let path, let reason):
            "Cannot read \(path): \(reason). It was left as it is; fix its permissions, "
                + "or choose another file with --file."
        case .corrupt(let path, let reason):
            "\(path) is not a valid todo file: \(reason). It was left as it is and will not "
                + "be overwritten; repair it or move it away, or choose another file with --file."
        case .unwritable(let path, let reason):
            "Cannot save \(path): \(reason). The file still holds the last saved list."
        case .changedElsewhere(let path):
            "Cannot save \(path): another program changed it since it was loaded, and saving "
                + "would lose that change. It was left as it is; restart todos to load it."
        }
    }
}
