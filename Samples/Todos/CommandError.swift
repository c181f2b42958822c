/// Why a scripted line was rejected; nothing was changed.
struct CommandError: Error, Equatable, Sendable {
    /// What is wrong and what was expected.
    var message: String

    /// Creates an error.
    ///
    /// - Parameter message: What is wrong and what was expected.
    init(_ message: String) {
        self.message = message
    }
}
