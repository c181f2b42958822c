// A process that saves a file through `AtomicFile` on cue, for the test that two processes
// saving the same file at the same moment never both succeed (`AtomicFileProcessTests`).
//
// Usage: AtomicFileSaver <path> <byte count> <byte>
// It reads the file (as an app loads it), prints "ready", waits for a line on standard input,
// then replaces the file with <byte count> copies of <byte> and prints "saved",
// "changedElsewhere", or "failed: <error>". It exits with 0 once it has said what happened.

import Foundation
import Reflow

/// Writes a line to standard output at once (unbuffered: the test waits for it).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Reads, waits for the cue, saves; returns the exit status. A function, not top-level code:
/// its values are released before the process exits, so LeakSanitizer has nothing to report.
func run(_ arguments: [String]) -> Int32 {
    guard arguments.count == 4, let count = Int(arguments[2]), let byte = UInt8(arguments[3])
    else {
        say("usage: AtomicFileSaver <path> <byte count> <byte>")
        return 2
    }
    let file = AtomicFile(path: arguments[1])
    do {
        _ = try file.read()
    } catch {
        say("failed: \(error)")
        return 1
    }
    say("ready")
    _ = readLine()
    do {
        try file.replace(with: Data(repeating: byte, count: count))
        say("saved")
    } catch .changedElsewhere {
        say("changedElsewhere")
    } catch {
        say("failed: \(error)")
    }
    return 0
}

exit(run(CommandLine.arguments))
