import Foundation
import Reflow
import SampleTerminal

/// The `settings` command: interactive on a terminal, scripted otherwise.
///
/// Exit status: 0 when every line was accepted; 1 when a scripted line was rejected (the
/// other lines still run, and each rejection is reported on standard error as
/// `line N: message`); 2 for bad arguments.
@main
enum SettingsApp {
    /// The usage text.
    static let usage = """
        Usage: settings [--deny-notifications] [--help]

        A settings screen. On a terminal it is interactive: ↑↓ choose a field, enter types the
        name (enter or esc when done), ←→ or space change the digest, space switches a toggle,
        q quits. Otherwise it reads one command per line from standard input and prints the
        screen after each:
          printf 'name Ada\\nnotifications on\\n' | settings

        Commands:
          name TEXT                 set the display name (checked: 1 to 24 characters)
          digest off|daily|weekly   how often the digest is sent
          notifications on|off      turning them on asks the system for permission
          email on|off              notifications by email
          mobile on|off             notifications to the phone
          quit                      stop

        Options:
          --deny-notifications      the system refuses notifications when asked

        A line is rejected when it is not a command or its value does not fit the field. In the
        scripted mode a rejected line changes nothing, is reported on standard error, and makes
        the exit status 1.
        """

    /// Reads the arguments, builds the store and runs a session.
    @MainActor
    static func main() async {
        let options = CommandLineOptions.parse(
            command: "settings", usage: usage, flags: ["--deny-notifications"])
        exit(await run(grantsPermission: !options.contains("--deny-notifications")))
    }

    /// Builds the store and runs a session; the store is released when it returns, before the
    /// process exits.
    ///
    /// - Parameter grantsPermission: Whether the stand-in permission service says yes.
    /// - Returns: The exit status.
    @MainActor
    static func run(grantsPermission: Bool) async -> Int32 {
        let store = Store(
            state: SettingsModel(),
            environment: .init(permission: .system(granting: grantsPermission)))
        if Terminal.isInteractive {
            await InteractiveSession(store: store).run()
            return 0
        }
        let rejected = await ScriptedSession(store: store).run(lines: StandardInput.lines())
        return rejected == 0 ? 0 : 1
    }
}

extension PermissionModel.Environment {
    /// A stand-in for the system's permission prompt: it takes a moment, as a person reading
    /// the prompt would, then answers as told.
    ///
    /// - Parameter granting: Whether the answer is yes.
    /// - Returns: The environment.
    static func system(granting: Bool) -> Self {
        Self(requestPermission: {
            try? await Task.sleep(for: .milliseconds(400))
            return granting
        })
    }
}
