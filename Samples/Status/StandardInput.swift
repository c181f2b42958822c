import Foundation

/// Standard input as a stream of lines, read on a thread of its own.
///
/// A blocking read on the main actor would hold back `observe`'s re-runs until the next line
/// arrived, so the screen would lag one line behind. A thread does the blocking instead.
enum StandardInput {
    /// The lines of standard input, without their newlines; the stream finishes at end of
    /// input.
    static func lines() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        Thread {
            while let line = readLine(strippingNewline: true) {
                continuation.yield(line)
            }
            continuation.finish()
        }.start()
        return stream
    }
}
