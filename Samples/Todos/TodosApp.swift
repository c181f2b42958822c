import Foundation
import Reflow

/// The `todos` command: parses the options, loads the file, runs the interactive or the
/// scripted mode, and saves everything before it exits.
///
/// Exit status: 0 when the list is saved and every script line was accepted, 1 when the file
/// could not be read or written, 2 for bad options, 3 when the list is saved but some script
/// lines were rejected (they changed nothing; each is reported on standard error), so that a
/// `set -e` script notices.
@main
enum TodosApp {
    @MainActor
    static func main() async {
        let options: Options
        do throws(CommandError) {
            options = try Options.parse(
                Array(CommandLine.arguments.dropFirst()),
                environment: ProcessInfo.processInfo.environment
            )
        } catch {
            printError("todos: \(error.message)\n\n\(Options.usage)")
            exit(2)
        }
        if options.showsHelp {
            print(Options.usage)
            exit(0)
        }
        exit(await run(options))
    }

    /// Runs the app with options.
    ///
    /// - Parameter options: The options.
    /// - Returns: The exit status.
    @MainActor
    static func run(_ options: Options) async -> Int32 {
        let store = Store(
            state: AppModel(),
            action: .load,
            environment: .live(file: TodoFile(path: options.path)),
            logger: options.logs ? { event in printError("[log] \(event)") } : nil
        )
        await store.wait { $0.status != .loading }
        if case .failed(let message) = store.state.status {
            printError("todos: \(message)")
            return 1
        }
        let isInteractive = Terminal.isInteractive
        var rejectedLines = 0
        if isInteractive {
            await InteractiveSession(store: store, path: options.path).run()
        } else {
            rejectedLines = await ScriptedSession(store: store).run(lines: StandardInput.lines())
        }
        await store.flush()
        if case .failed(let message) = store.state.status {
            printError("todos: \(message)")
            return 1
        }
        if isInteractive {
            print("\(Renderer.summary(store.state)), saved to \(options.path).")
        }
        return rejectedLines > 0 ? 3 : 0
    }
}

/// Prints a line to standard error.
///
/// - Parameter text: The line, without its newline.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
