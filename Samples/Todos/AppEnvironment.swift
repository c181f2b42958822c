import Reflow

/// What the app's effects need: the storage its todos are loaded from and saved to.
///
/// The live environment stores them in a file (``Reflow/PersistenceStorage/file(_:saveDelay:sleep:)-(String,_,_)``);
/// tests pass a storage whose closures record saves and whose `sleep` they control, so nothing
/// waits on the wall clock.
struct AppEnvironment: Sendable {
    /// Where the todos are stored, and how long a change waits before it is saved.
    var file: PersistenceStorage

    /// The environment that loads and saves a file on disk.
    ///
    /// - Parameter path: The path of the file; it need not exist yet.
    /// - Returns: The environment.
    static func live(path: String) -> AppEnvironment {
        AppEnvironment(file: .file(path))
    }
}
