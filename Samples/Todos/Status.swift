/// What the app is doing with its file.
enum Status: Equatable, Sendable {
    /// Reading the file; the list is not ready.
    case loading
    /// The list is ready; nothing is being written.
    case ready
    /// Writing the file.
    case saving
    /// The file could not be read or written; the message says why and what to do.
    case failed(String)
}
