import Foundation

/// Standard input as asynchronous streams, read on a thread of its own.
///
/// Reading blocks, and a store and its effects run on the main actor: a blocking read there
/// would hold back every effect (a scheduled save, say) and every `observe` re-run until the
/// next line arrived. A dedicated thread does the blocking instead and hands over what it
/// reads.
public enum StandardInput {
    /// The lines of standard input, without their newlines, for a scripted mode or a terminal
    /// in line mode; the stream finishes at end of input.
    ///
    /// - Returns: The lines.
    public static func lines() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        Thread {
            TerminationSignals.blockOnThisThread()
            while let line = readLine(strippingNewline: true) {
                continuation.yield(line)
            }
            continuation.finish()
        }.start()
        return stream
    }

    /// The bytes of standard input as each read returns them; for a raw terminal, one read is
    /// one key press (or a few, when typed fast). Decode them with ``Key/keys(in:)``. The
    /// stream finishes at end of input.
    ///
    /// - Returns: The chunks of bytes.
    public static func chunks() -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        Thread {
            TerminationSignals.blockOnThisThread()
            var buffer = [UInt8](repeating: 0, count: 64)
            while true {
                let count = buffer.withUnsafeMutableBytes { bytes in
                    read(STDIN_FILENO, bytes.baseAddress, bytes.count)
                }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                continuation.yield(Array(buffer[..<count]))
            }
            continuation.finish()
        }.start()
        return stream
    }
}
