import Foundation

/// Writes a line to standard error, unbuffered; a failed write (standard error closed, full,
/// or a pipe whose reader has gone) is dropped, never fatal: `FileHandle`'s `write(_:)` would
/// trap.
func printToStandardError(_ line: String) {
    try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
}
