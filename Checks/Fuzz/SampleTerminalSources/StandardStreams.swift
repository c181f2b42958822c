import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error for a program that must outlive them: a reader that went
/// away, a full disk or a closed stream never ends the program before it has saved its work.
///
/// By default a write to a pipe whose reader has gone (`todos | head -n 1`) ends the process
/// with SIGPIPE, and `FileHandle`'s `write(_:)` traps on any error (`2>/dev/full`, `2>&-`).
/// A program that keeps work calls ``prepare()`` first, and writes through ``printOutput(_:)``
/// and ``printError(_:)`` (and ``Terminal/show(_:)``), which never stop it: a write that fails
/// is dropped, and remembered. Before it exits, the program asks ``failures`` and says, in its
/// exit status, that some output was lost.
///
/// ```swift
/// StandardStreams.prepare()
/// // … run, save …
/// if let lost = StandardStreams.failures { printError("todos: \(lost)"); exit(4) }
/// ```
public enum StandardStreams {
    /// Makes a closed or broken standard stream an error the program sees, never a signal
    /// that ends it; call it once, first thing.
    ///
    /// SIGPIPE is ignored, so a write to a pipe nobody reads fails with `EPIPE`. A standard
    /// stream closed when the program started (`2>&-`) is opened on `/dev/null`, so that no file
    /// the program opens later (the file it saves) takes its number and receives its messages;
    /// writes to it count as failed, with `EBADF`.
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
        where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let null = open("/dev/null", O_RDWR)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor != STDIN_FILENO {
                state.withLock { $0.closed.insert(descriptor) }
            }
        }
    }

    /// What could not be written, in one clause, or `nil` when every write succeeded:
    /// `"standard output could not be written (broken pipe)"`.
    public static var failures: String? {
        let failed = state.withLock { $0.failed }
        let clauses = [(STDOUT_FILENO, "standard output"), (STDERR_FILENO, "standard error")]
            .compactMap { descriptor, name in
                failed[descriptor].map { "\(name) could not be written (\(describe($0)))" }
            }
        return clauses.isEmpty ? nil : clauses.joined(separator: "; ")
    }

    /// Whether a write to standard error failed: a message about the failure would be lost too.
    public static var standardErrorFailed: Bool {
        state.withLock { $0.failed[STDERR_FILENO] != nil }
    }

    /// Writes text to a standard stream at once, unbuffered; a failure is remembered, never
    /// fatal.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - descriptor: `STDOUT_FILENO` or `STDERR_FILENO`.
    static func write(_ text: String, to descriptor: Int32) {
        if state.withLock({ $0.closed.contains(descriptor) }) {
            record(EBADF, on: descriptor)
            return
        }
        var text = text
        let failure: Int32? = text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(
                    descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
        if let failure { record(failure, on: descriptor) }
    }

    /// Remembers the first error of a stream.
    private static func record(_ code: Int32, on descriptor: Int32) {
        state.withLock { state in
            if state.failed[descriptor] == nil { state.failed[descriptor] = code }
        }
    }

    /// The system's message for an error number, in lowercase: `"broken pipe"`.
    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }

    /// The streams closed at start, and each stream's first write error.
    private struct State {
        var closed: Set<Int32> = []
        var failed: [Int32: Int32] = [:]
    }

    private static let state = LockedState(State())
}

/// Prints a line to standard output, unbuffered: what a command answers. A failed write is
/// remembered in ``StandardStreams/failures``, never fatal.
///
/// - Parameter text: The line, without its newline.
public func printOutput(_ text: String) {
    StandardStreams.write(text + "\n", to: STDOUT_FILENO)
}

/// The system's `write(2)`, which ``StandardStreams/write(_:to:)`` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// A value behind a lock.
///
/// `@unchecked Sendable`: `value` is only touched inside `lock`.
private final class LockedState<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    @discardableResult
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
