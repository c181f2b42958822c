// A process that saves a list to a SQLite database through `SQLiteStorage`, for the tests of
// what two processes, or a kill mid-save, do to the database (`SQLiteStorageProcessTests`).
//
// Usage: SQLiteSaver loop <path>
//   Loads the list, then forever: changes it, saves, and prints "saved <count>" once the save
//   completed. The test kills it (SIGKILL) at some moment.
// Usage: SQLiteSaver once <path> <mark>
//   Loads the list, prints "ready", waits for a line on standard input, then changes the
//   list's mark to <mark>, saves, and prints "saved", "changedElsewhere", or "failed: <error>".

import Foundation
import Reflow

/// Writes a line to standard output at once (unbuffered: the test waits for it).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

@main
struct SQLiteSaver {
    static func main() async {
        exit(await run(CommandLine.arguments))
    }

    @MainActor
    static func run(_ arguments: [String]) async -> Int32 {
        guard arguments.count >= 3 else {
            say("usage: SQLiteSaver loop|once <path> [<mark>]")
            return 2
        }
        let store = Store(
            state: SaverModel(), action: .database(.load),
            environment: SaverEnvironment(path: arguments[2]))
        await store.waitForEffects()
        guard store.state.list.status == .ready else {
            say("failed: \(store.state.list.status)")
            return 1
        }
        switch arguments[1] {
        case "loop":
            while true {
                store.send(.bump)
                store.send(.database(.save))
                await store.waitForEffects()
                guard store.state.list.status == .ready else {
                    say("failed: \(store.state.list.status)")
                    return 1
                }
                say("saved \(store.state.list.value.count)")
            }
        case "once":
            guard arguments.count == 4, let mark = Int(arguments[3]) else { return 2 }
            say("ready")
            _ = readLine()
            store.send(.mark(mark))
            store.send(.database(.save))
            await store.waitForEffects()
            switch store.state.list.status {
            case .ready: say("saved")
            case .failed(.changedElsewhere): say("changedElsewhere")
            default: say("failed: \(store.state.list.status)")
            }
            return 0
        default:
            return 2
        }
    }
}
