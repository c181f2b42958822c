import Foundation
import Reflow
import SampleTerminal

/// The `meetings` command: a multi-screen app (a list, a meeting's screen pushed on a stack, an
/// edit sheet, a deletion alert, a recording screen with a timer) driven one line at a time.
///
/// Exit status: 0 when every line was accepted; 1 when a scripted line was rejected; 2 for
/// bad arguments; 4 when some output could not be written (standard output or standard error
/// closed, full, or a pipe whose reader has gone: the process reads every line to the end
/// all the same, and says so on standard error if it can).
@main
enum MeetingsApp {
    static let usage = """
        Usage: meetings [--help]

        Meetings, their screens and a timer, one command a line. On a terminal the screen is
        printed whenever it changes, and the recording timer ticks in real time; otherwise
        (printf 'add\\ntitle Standup\\nsave\\n' | meetings) the screen is printed after each
        line, and the timer runs at once.

          add                  open the sheet on a new meeting (from the list)
          open ID              push a meeting's screen (from the list)
          title TEXT           the draft's title (in a sheet)
          duration SECONDS     the draft's duration (in a sheet)
          save | cancel        close the sheet, keeping the draft or not
          edit                 open the sheet on this meeting (on its screen)
          delete               ask to delete this meeting (on its screen)
          confirm | cancel     answer the alert
          start                push the recording screen; it ends by itself
          end                  end the meeting early (on the recording screen)
          back                 pop the top screen
          quit                 stop
        """

    @MainActor
    static func main() async {
        // A closed or broken standard stream must not end the process before its input does.
        StandardStreams.prepare()
        _ = CommandLineOptions.parse(command: "meetings", usage: usage)
        exit(await run(interactive: Terminal.isInteractive))
    }

    /// Builds the store and runs the lines of standard input.
    ///
    /// - Parameter interactive: Whether the timer runs in real time, and the screen is
    ///   printed whenever it changes rather than after each line.
    /// - Returns: The exit status.
    @MainActor
    static func run(interactive: Bool) async -> Int32 {
        let tick: @Sendable () async -> Void
        if interactive {
            tick = { try? await Task.sleep(for: .seconds(1)) }
        } else {
            tick = { await Task.yield() }
        }
        let store = Store(
            state: MeetingsModel(),
            environment: MeetingsModel.Environment(record: RecordModel.Environment(tick: tick)))
        var rendering: ObserveToken?
        if interactive {
            rendering = observe { printScreen(store) }
        } else {
            printScreen(store)
        }
        let rejected = await ScriptLines.run(StandardInput.lines()) { line throws(LineRejection) in
            guard let command = try MeetingsCommand.parse(line) else { return false }
            guard let action = command.action(in: store.state) else {
                throw LineRejection(
                    message: "\(MeetingsCommand.quoted(line)) is not offered on this screen")
            }
            store.send(action)
            if !interactive {
                await store.waitForEffects()
                printScreen(store)
            }
            return true
        }
        rendering?.cancel()
        if let lost = StandardStreams.failures {
            printError("meetings: \(lost)")
            return 4
        }
        return rejected == 0 ? 0 : 1
    }

    /// Prints the screen, each line with its control characters escaped: a title holds none
    /// (the command refuses them), but the terminal is safe whatever the state holds.
    /// `MeetingsScreen` stays free of the terminal module, as app targets build it.
    @MainActor
    private static func printScreen(_ store: Store<MeetingsModel>) {
        let lines = MeetingsScreen.lines(store.state).map(\.neutralisingControlCharacters)
        printOutput(lines.joined(separator: "\n") + "\n")
    }
}
