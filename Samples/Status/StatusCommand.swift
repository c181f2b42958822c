import SampleTerminal

/// One line of input, in either mode: a press of the screen's button, the service answering,
/// or quitting.
///
/// ```
/// load | l                 press the Load button
/// retry | r                press the Retry button
/// succeed | s [NAME ...]   the service answers (default: api database web)
/// fail | f [REASON ...]    the service fails (default: timeout)
/// quit | q                 stop
/// ```
///
/// A button can be pressed only as the screen shows it, so a press is checked against the
/// rendered ``StatusViewState``, not against the model: there must be a visible, enabled
/// button with that title.
enum StatusCommand: Equatable, Sendable {
    /// Press the button with this title.
    case press(String)
    /// The service answers with these services up.
    case succeed([String])
    /// The service fails for this reason.
    case fail(String)
    /// Stop reading commands.
    case quit

    /// Why a line was rejected: the samples' shared rejection, a message for a person.
    typealias Rejection = LineRejection

    /// The commands, one a line, as the interactive screen shows them.
    static let keyHelp = "l load   r retry   s succeed   f fail   q quit"

    /// Parses a line.
    ///
    /// - Parameter line: The line, without its newline.
    /// - Returns: The command, or `nil` for a blank line or a `#` comment.
    /// - Throws: A ``Rejection`` for an unknown command.
    static func parse(_ line: String) throws(Rejection) -> StatusCommand? {
        let words = line.split(separator: " ").map(String.init)
        guard let first = words.first, !first.hasPrefix("#") else { return nil }
        let rest = Array(words.dropFirst())
        switch first.lowercased() {
        case "load", "l": return .press("Load")
        case "retry", "r": return .press("Retry")
        case "succeed", "s": return .succeed(rest.isEmpty ? ["api", "database", "web"] : rest)
        case "fail", "f": return .fail(rest.isEmpty ? "timeout" : rest.joined(separator: " "))
        case "quit", "q": return .quit
        default: throw Rejection(message: "unknown command \"\(first)\"")
        }
    }

    /// The action this command sends to a store in a state, or why it cannot.
    ///
    /// - Parameter state: The store's current state.
    /// - Returns: The action; `nil` for ``quit``.
    /// - Throws: A ``Rejection`` when the screen has no such button, the button is disabled,
    ///   or the service is not being asked.
    func action(in state: StatusModel) throws(Rejection) -> StatusModel.Action? {
        switch self {
        case .press(let title):
            let screen = StatusViewState(state)
            guard !screen.isButtonHidden, screen.buttonTitle == title else {
                throw Rejection(message: "there is no \(title) button on the screen")
            }
            guard screen.isButtonEnabled else {
                throw Rejection(message: "the \(title) button is disabled")
            }
            return .load
        case .succeed(let services):
            guard case .loading = state.phase else {
                throw Rejection(message: "nothing is loading")
            }
            return .loadSucceeded(services)
        case .fail(let reason):
            guard case .loading = state.phase else {
                throw Rejection(message: "nothing is loading")
            }
            return .loadFailed(reason)
        case .quit:
            return nil
        }
    }
}
