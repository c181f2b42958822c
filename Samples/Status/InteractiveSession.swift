import Foundation
import Observation
import Reflow
import SampleTerminal

/// The interactive mode: the screen, the commands and a prompt, one command a line.
///
/// One `observe` draws everything. Its closure reads the store's state and this session's own
/// observable properties (the line count in the prompt, the last rejection), so it redraws
/// after each line and after each change of state, once per main-actor turn: a line that sends
/// an action and clears the notice redraws once.
@MainActor
@Observable
final class InteractiveSession {
    /// Why the last line was rejected, shown under the screen.
    private(set) var notice: String?
    /// The number of lines read, shown in the prompt.
    private(set) var lineCount = 0
    @ObservationIgnored private let store: Store<StatusModel>

    /// Creates a session.
    ///
    /// - Parameter store: The store the commands act on.
    init(store: Store<StatusModel>) {
        self.store = store
    }

    /// Draws the screen and runs lines until input ends or a `quit`.
    ///
    /// - Parameter lines: The lines, without newlines.
    func run(lines: AsyncStream<String>) async {
        let token = observe { [weak self] in self?.draw() }
        defer { token.cancel() }
        reading: for await line in lines {
            lineCount += 1
            notice = nil
            do throws(StatusCommand.Rejection) {
                guard let command = try StatusCommand.parse(line) else { continue reading }
                guard let action = try command.action(in: store.state) else { break reading }
                store.send(action)
            } catch {
                notice = error.message
            }
        }
        Terminal.show("\n")
    }

    private func draw() {
        let screen = TerminalScreen.lines(StatusViewState(store.state), colors: true)
        let footer = ["", StatusCommand.keyHelp, notice.map { "! \($0)" } ?? ""]
        // Clear, draw from the top, and leave the cursor after the prompt.
        Terminal.draw(screen + footer + ["\(lineCount + 1)> "])
    }
}
