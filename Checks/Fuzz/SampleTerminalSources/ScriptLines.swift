/// Why a line of a script was rejected: a message for a person.
public struct LineRejection: Error, Equatable, Sendable {
    /// The message, without the line number.
    public var message: String

    /// Creates a rejection.
    ///
    /// - Parameter message: The message, without the line number.
    public init(message: String) {
        self.message = message
    }
}

/// The scripted mode's reading loop, the same in every sample: lines in order, each numbered,
/// the rejected ones reported and counted.
public enum ScriptLines {
    /// Hands each line to `handle`, in order, until the input ends or `handle` returns
    /// `false` (a `quit`).
    ///
    /// A line whose handling throws is reported on standard error as `line N: message` and
    /// counted; `handle` throws before it changes anything, so a rejected line changes
    /// nothing.
    ///
    /// - Parameters:
    ///   - lines: The lines, without newlines.
    ///   - handle: Acts on one line; returns whether to read on.
    /// - Returns: The number of lines rejected.
    @MainActor
    public static func run(
        _ lines: AsyncStream<String>,
        _ handle: (String) async throws(LineRejection) -> Bool
    ) async -> Int {
        var rejected = 0
        var number = 0
        for await line in lines {
            number += 1
            do throws(LineRejection) {
                guard try await handle(line) else { break }
            } catch {
                rejected += 1
                printError("line \(number): \(error.message)")
            }
        }
        return rejected
    }
}
