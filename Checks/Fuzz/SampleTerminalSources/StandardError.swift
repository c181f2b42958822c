import Foundation

/// Prints a line to standard error, unbuffered: messages, rejections, logs. A failed write is
/// remembered in ``StandardStreams/failures``, never fatal.
///
/// - Parameter text: The line, without its newline.
public func printError(_ text: String) {
    StandardStreams.write(text + "\n", to: STDERR_FILENO)
}
