// The live environment: the one place the model meets the file. Kept apart from the model's
// files because file I/O is not main-actor code: in an app target with default main-actor
// isolation, `TodoFile` would be an actor or declared `nonisolated` (see
// Checks/DefaultIsolation, which builds the model files without this file, `TodoFile` and the
// `UnknownFields` it keeps).

extension AppEnvironment {
    /// The environment that loads and saves a file on disk.
    ///
    /// - Parameter file: The file.
    /// - Returns: The environment.
    static func live(file: TodoFile) -> AppEnvironment {
        AppEnvironment(
            load: { () throws(TodoFileError) in try file.load() },
            save: { saved throws(TodoFileError) in try file.save(saved) },
            sleep: { duration in try? await Task.sleep(for: duration) }
        )
    }
}
