import Foundation

/// Input that ends early at a termination signal, so that a program leaves its reading loop as
/// it would at the end of input — saving what it must on its usual way out — and can tell
/// afterwards which signal stopped it.
///
/// ```swift
/// let signals = TerminationSignals.stream()
/// let input = InterruptibleInput(StandardInput.lines(), endingAt: signals)
/// for await line in input.stream { handle(line) }
/// await save()
/// if let number = input.signal { exit(128 + number) }
/// ```
///
/// A signal that arrives before the reading starts ends the stream as soon as it does.
public struct InterruptibleInput<Element: Sendable>: Sendable {
    /// The input's elements, finishing at the input's end or at the first signal.
    public let stream: AsyncStream<Element>
    private let received: ReceivedSignal

    /// The signal that ended the stream, or `nil` when it ended with the input (or has not
    /// ended).
    public var signal: Int32? { received.number }

    /// Wraps input so that it ends at the first termination signal.
    ///
    /// - Parameters:
    ///   - input: The input.
    ///   - signals: The termination signals, from ``TerminationSignals/stream()``; this input
    ///     is their only reader.
    public init(_ input: AsyncStream<Element>, endingAt signals: AsyncStream<Int32>) {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
        let received = ReceivedSignal()
        Task {
            for await element in input {
                continuation.yield(element)
            }
            continuation.finish()
        }
        Task {
            for await number in signals {
                received.record(number)
                continuation.finish()
                return
            }
        }
        self.stream = stream
        self.received = received
    }
}

/// The first signal received; `@unchecked Sendable` because every access holds `lock`.
private final class ReceivedSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int32?

    var number: Int32? { lock.withLock { value } }

    func record(_ number: Int32) {
        lock.withLock { value = value ?? number }
    }
}
