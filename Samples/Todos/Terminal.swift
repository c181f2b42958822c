import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
/// Written once by ``Terminal/enterRawMode()`` before any handler is installed, then only
/// read; a signal handler cannot take a lock, so it reads this plain global.
nonisolated(unsafe) private let originalSettings = allocateSettings()
/// The raw-mode settings, built from ``originalSettings``.
nonisolated(unsafe) private let rawSettings = allocateSettings()
/// Whether ``originalSettings`` holds settings to put back.
nonisolated(unsafe) private var isRaw = false

/// The raw terminal behind the interactive mode: single key presses, no echo, an alternate
/// screen, and the original settings restored on exit and on SIGINT, SIGTERM and SIGHUP.
enum Terminal {
    /// Whether both standard input and standard output are a terminal: keys come from a
    /// person and the screen goes to one.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// The terminal's size in columns and lines, or 80 by 24 when it cannot be told.
    static var size: (width: Int, height: Int) {
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
    /// - Returns: `false` when standard input is not a terminal; nothing changed then.
    @discardableResult
    static func enterRawMode() -> Bool {
        guard tcgetattr(STDIN_FILENO, originalSettings) == 0 else { return false }
        isRaw = true
        for number in [SIGINT, SIGTERM, SIGHUP] {
            installRestoringHandler(for: number)
        }
        UnsafeMutableRawPointer(rawSettings).copyMemory(
            from: originalSettings, byteCount: termiosByteCount)
        rawSettings.pointee.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        rawSettings.pointee.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &rawSettings.pointee.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSAFLUSH, rawSettings)
        show("\u{1B}[?1049h\u{1B}[?25l")
        return true
    }

    /// Leaves the alternate screen and puts the original terminal settings back.
    static func restore() {
        guard isRaw else { return }
        show("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, originalSettings)
        isRaw = false
    }

    /// An event each time the terminal window changes size (`SIGWINCH`), for as long as the
    /// stream is iterated.
    static func resizes() -> AsyncStream<Void> {
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
    static func draw(_ lines: [String]) {
        // Output post-processing stays on in raw mode, so "\n" still starts a new line.
        show("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n"))
    }

    /// Writes text to standard output at once, bypassing the buffer of `print`.
    ///
    /// - Parameter text: The text.
    static func show(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(
                    STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    private static func installRestoringHandler(for number: Int32) {
        signal(number) { received in
            // Only async-signal-safe calls, and no allocation: write, tcsetattr, _exit.
            let reset: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
            write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, originalSettings)
            _exit(128 + received)
        }
    }
}
