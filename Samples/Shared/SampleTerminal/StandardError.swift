import Foundation

/// Prints a line to standard error, unbuffered: messages, rejections, logs.
///
/// - Parameter text: The line, without its newline.
public func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
