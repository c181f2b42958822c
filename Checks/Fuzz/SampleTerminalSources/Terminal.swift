import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The raw terminal behind a sample's interactive mode: single key presses, no echo, an
/// alternate screen, and the original settings put back on exit and on SIGINT, SIGTERM and
/// SIGHUP.
///
/// ```swift
/// guard Terminal.enterRawMode() else { return }
/// defer { Terminal.restore() }
/// Terminal.draw(["Hello", "q quit"])
/// for await chunk in StandardInput.chunks() {
///     if Key.keys(in: chunk).contains(.character("q")) { break }
/// }
/// ```
public enum Terminal {
    /// Whether both standard input and standard output are a terminal: keys come from a
    /// person and the screen goes to one.
    public static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Whether the terminal is in raw mode: between ``enterRawMode()`` and ``restore()``.
    public static var isRaw: Bool { SignalState.isRaw }

    /// The terminal's size in columns and lines, or 80 by 24 when it cannot be told.
    public static var size: (width: Int, height: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0,
            size.ws_row > 0
        else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Switches standard input to raw mode and shows the alternate screen.
    ///
    /// Until ``restore()``, the original settings are also put back by a handler for SIGINT,
    /// SIGTERM and SIGHUP, which then ends the process; after
    /// ``TerminationSignals/stream()`` the program is told instead, and restores the terminal
    /// itself.
    ///
    /// - Returns: `false` when standard input is not a terminal; nothing changed then.
    @discardableResult
    public static func enterRawMode() -> Bool {
        guard tcgetattr(STDIN_FILENO, originalSettings) == 0 else { return false }
        UnsafeMutableRawPointer(rawSettings).copyMemory(
            from: originalSettings, byteCount: termiosByteCount)
        rawSettings.pointee.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        rawSettings.pointee.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &rawSettings.pointee.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        SignalState.isRaw = true
        TerminationSignals.installHandlers()
        tcsetattr(STDIN_FILENO, TCSAFLUSH, rawSettings)
        show(enterAlternateScreen)
        return true
    }

    /// Leaves the alternate screen and puts the original terminal settings back; does nothing
    /// when the terminal is not in raw mode.
    public static func restore() {
        guard SignalState.isRaw else { return }
        SignalState.isRaw = false
        show(leaveAlternateScreen)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, originalSettings)
    }

    /// An event each time the terminal window changes size (`SIGWINCH`), for as long as the
    /// stream is iterated.
    ///
    /// - Returns: The events, delivered on the main queue.
    public static func resizes() -> AsyncStream<Void> {
        signal(SIGWINCH, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        source.setEventHandler { continuation.yield() }
        // Dispatch sources may be cancelled from any thread.
        nonisolated(unsafe) let cancellable = source
        continuation.onTermination = { _ in cancellable.cancel() }
        source.resume()
        return stream
    }

    /// Clears the screen and draws lines from its top.
    ///
    /// - Parameter lines: The lines, without newlines.
    public static func draw(_ lines: [String]) {
        // Output post-processing stays on in raw mode, so "\n" still starts a new line.
        show("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n"))
    }

    /// Writes text to standard output at once, bypassing the buffer of `print`; a failed write
    /// is remembered in ``StandardStreams/failures``, never fatal.
    ///
    /// - Parameter text: The text.
    public static func show(_ text: String) {
        StandardStreams.write(text, to: STDOUT_FILENO)
    }

    static let enterAlternateScreen = "\u{1B}[?1049h\u{1B}[?25l"
    static let leaveAlternateScreen = "\u{1B}[?25h\u{1B}[?1049l"
}

/// Room for a C `struct termios`, whatever its size.
///
/// Swift imports `termios` with the fields glibc declares (57 bytes on Linux), but
/// `tcgetattr` writes the C library's full structure (60 bytes), so settings kept in a Swift
/// `termios` value overflow into whatever lies next to it (AddressSanitizer reports a
/// global-buffer-overflow). The settings therefore live in buffers far larger than either,
/// allocated once for the life of the process.
private let termiosByteCount = max(MemoryLayout<termios>.size, 256)

/// Allocates a zeroed buffer for terminal settings, never freed.
private func allocateSettings() -> UnsafeMutablePointer<termios> {
    let raw = UnsafeMutableRawPointer.allocate(
        byteCount: termiosByteCount, alignment: MemoryLayout<termios>.alignment)
    raw.initializeMemory(as: UInt8.self, repeating: 0, count: termiosByteCount)
    return raw.bindMemory(to: termios.self, capacity: 1)
}

/// The terminal settings before raw mode, put back on exit and from a signal handler.
///
/// Written by ``Terminal/enterRawMode()`` before raw mode is recorded in ``SignalState``, then
/// only read; a signal handler cannot take a lock, so it reads this plain buffer.
nonisolated(unsafe) let originalSettings = allocateSettings()
/// The raw-mode settings, built from ``originalSettings``.
nonisolated(unsafe) private let rawSettings = allocateSettings()
