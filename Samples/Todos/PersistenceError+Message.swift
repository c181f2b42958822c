import Reflow

extension PersistenceError {
    /// What the app says about the error: what happened to the file and what the user can do.
    var message: String {
        switch self {
        case .unreadable(let path, let reason):
            "Cannot read \(path): \(reason). It was left as it is; fix it (its permissions, or "
                + "what it is) or move it away, or choose another file with --file."
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
