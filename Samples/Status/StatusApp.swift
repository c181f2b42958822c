// Status: rendering a screen outside SwiftUI. The screen's state is an enum; one exhaustive
// render function (`StatusViewState.init`) turns it into every view property (title, message,
// button title, visibility and enabled state, colour), so the compiler proves each is set in
// every state; and `observe` applies the result whenever the state changes: to the terminal
// here, to UIKit views in `StatusViewController`. Run it with `swift run status`.

import Foundation
import Reflow
import SampleTerminal

/// The `status` command: interactive on a terminal, scripted otherwise.
///
/// Exit status: 0 when every line was accepted; 1 when a scripted line was rejected (the
/// other lines still run, and each rejection is reported on standard error as
/// `line N: message`); 2 for bad arguments.
@main
enum StatusApp {
    /// The usage text.
    static let usage = """
        Usage: status [--help]

        A screen that loads the status of a few services; you play both the person pressing
        its button and the service answering. On a terminal it is interactive; otherwise it
        reads one command per line from standard input and prints the screen after each:
          printf 'load\\nfail\\nretry\\nsucceed\\n' | status

        Commands (or their first letter):
          load                 press the Load button
          retry                press the Retry button
          succeed [NAME ...]   the service answers (default: api database web)
          fail [REASON ...]    the service fails (default: timeout)
          quit                 stop

        A line is rejected when it is not a command, or when the screen does not allow it: no
        such button, a disabled button, nothing loading. In the scripted mode a rejected line
        changes nothing, is reported on standard error, and makes the exit status 1.
        """

    @MainActor
    static func main() async {
        _ = CommandLineOptions.parse(command: "status", usage: usage)
        let store = Store(state: StatusModel(), environment: ())
        if Terminal.isInteractive {
            await InteractiveSession(store: store).run(lines: StandardInput.lines())
            exit(0)
        }
        let rejected = await ScriptedSession(store: store).run(lines: StandardInput.lines())
        exit(rejected == 0 ? 0 : 1)
    }
}
