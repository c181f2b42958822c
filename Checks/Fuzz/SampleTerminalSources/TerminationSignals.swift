import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals that ask a program to stop — SIGINT, SIGTERM and SIGHUP — delivered to the
/// program instead of ending it, so that it can save its work first.
///
/// By default a termination signal ends the process at once (after putting the terminal back,
/// if ``Terminal`` had it in raw mode): anything a program had not written yet is lost. A
/// program that keeps unsaved work calls ``stream()`` once, early, and lets a signal end its
/// input with ``InterruptibleInput``, so it leaves the way it does at the end of input —
/// terminal put back, work saved — then exits with `128 + number`:
///
/// ```swift
/// let signals = TerminationSignals.stream()
/// let keys = InterruptibleInput(StandardInput.chunks(), endingAt: signals)
/// await session.run(chunks: keys.stream)  // puts the terminal back as it ends
/// await save()
/// if let number = keys.signal { exit(128 + number) }
/// ```
///
/// A second signal, while the first is being handled, still ends the process at once (putting
/// the terminal back): a program that hangs while saving can always be stopped.
public enum TerminationSignals {
    /// The signals handled: interrupt, terminate and hang up.
    public static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Starts delivering termination signals to the returned stream instead of ending the
    /// process.
    ///
    /// The signal handler only writes the signal's number to a pipe (the one thing it can do
    /// safely); a thread of its own reads the pipe and yields the number. The stream never
    /// finishes. Call it once per process, before ``Terminal/enterRawMode()``.
    ///
    /// - Returns: The numbers of the signals received.
    public static func stream() -> AsyncStream<Int32> {
        let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
        let reading = notificationPipe.reading
        guard reading >= 0 else { return stream }
        SignalState.isCatching = true
        installHandlers()
        Thread {
            blockOnThisThread()
            var byte: UInt8 = 0
            while true {
                let count = read(reading, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { return }
                continuation.yield(Int32(byte))
            }
        }.start()
        return stream
    }

    /// Keeps termination signals away from the calling thread.
    ///
    /// The threads this library starts call it first, as Dispatch's worker threads do, so a
    /// handler runs on the main thread and never interrupts a read that holds a lock.
    static func blockOnThisThread() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in numbers {
            sigaddset(&signals, number)
        }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    /// Installs the handler for every termination signal: the one that notifies after
    /// ``stream()``, else the one that puts the terminal back and ends the process.
    static func installHandlers() {
        let isCatching = SignalState.isCatching
        for number in numbers {
            if isCatching {
                signal(number, notifyTermination)
            } else {
                signal(number, endProcess)
            }
        }
    }
}

/// The pipe the handler writes signal numbers to, made on first use; -1s if it could not be.
///
/// A global constant: the handler reads it only after ``TerminationSignals/stream()`` made it,
/// and its lazy initialisation is thread-safe.
private let notificationPipe: (reading: Int32, writing: Int32) = {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return (-1, -1) }
    return (descriptors[0], descriptors[1])
}()

/// State shared with the signal handlers: plain integers in memory allocated once, since a
/// handler may not take a lock or allocate.
///
/// ``isRaw`` is written by ``Terminal`` and read by a handler only on its way out of the
/// process. ``signalsReceived`` is touched only by the handler, which runs on the main thread
/// (the others block the signals).
enum SignalState {
    /// `[isRaw, signalsReceived]`.
    nonisolated(unsafe) private static let storage: UnsafeMutablePointer<Int32> = {
        let storage = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
        storage.initialize(repeating: 0, count: 2)
        return storage
    }()

    private static let lock = NSLock()
    nonisolated(unsafe) private static var catching = false

    /// Whether the terminal is in raw mode, with its settings to put back.
    static var isRaw: Bool {
        get { storage[0] != 0 }
        set { storage[0] = newValue ? 1 : 0 }
    }

    /// Whether ``TerminationSignals/stream()`` was called: signals are delivered to the
    /// program, which ends itself. Never read by a handler.
    static var isCatching: Bool {
        get { lock.withLock { catching } }
        set { lock.withLock { catching = newValue } }
    }

    /// The storage itself, for the signal handlers.
    static var pointer: UnsafeMutablePointer<Int32> { storage }
}

/// Puts the terminal back if it is raw; for a handler on its way out of the process.
private func restoreTerminalBeforeExit() {
    guard SignalState.pointer[0] != 0 else { return }
    let reset: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
    _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, originalSettings)
}

/// The handler without ``TerminationSignals/stream()``: puts the terminal back and ends the
/// process. Only async-signal-safe calls, and no allocation: `write`, `tcsetattr`, `_exit`.
private func endProcess(_ number: Int32) {
    restoreTerminalBeforeExit()
    _exit(128 + number)
}

/// The handler after ``TerminationSignals/stream()``: tells the program through the pipe, or
/// ends the process on a second signal.
private func notifyTermination(_ number: Int32) {
    let state = SignalState.pointer
    state[1] += 1
    guard state[1] == 1 else {
        restoreTerminalBeforeExit()
        _exit(128 + number)
    }
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(notificationPipe.writing, &byte, 1)
}
