// A process that saves a file through `AtomicFile` on cue, for the test that two processes
// saving the same file at the same moment never both succeed (`AtomicFileProcessTests`).
//
// Usage: AtomicFileSaver <path> <byte count> <byte>
// It reads the file (as an app loads it), prints "ready", waits for a line on standard input,
// then replaces the file with <byte count> copies of <byte> and prints "saved",
// "changedElsewhere", or "failed: <error>".

import Foundation
import Reflow

/// Writes a line to standard output at once (unbuffered: the test waits for it).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[2]), let byte = UInt8(arguments[3]) else {
    say("usage: AtomicFileSaver <path> <byte count> <byte>")
    exit(2)
}
let file = AtomicFile(path: arguments[1])
let contents = Data(repeating: byte, count: count)
do {
    _ = try file.read()
} catch {
    say("failed: \(error)")
    exit(1)
}
say("ready")
_ = readLine()
do {
    try file.replace(with: contents)
    say("saved")
} catch .changedElsewhere {
    say("changedElsewhere")
} catch {
    say("failed: \(error)")
}
