import Foundation

// A pseudo-terminal for the samples' interactive end-to-end tests.

/// A pseudo-terminal: a sample gets the terminal side as its standard input and output; the
/// test types into, and reads the screens from, the controller side.
///
/// A thread reads everything the sample writes, so the sample never blocks on a full terminal
/// buffer; tests wait for a screen with ``waitForScreen(containing:)``, which sleeps on a
/// condition that each read signals, never on a timer.
///
/// The reading thread owns the controller's descriptor and closes it itself once the terminal
/// goes: closed from `deinit` while the thread still read it, the descriptor's number went to
/// whatever the process opened next (another test's terminal, or the pipe to the symbolizer
/// LeakSanitizer starts at exit), and the thread took that file's bytes: a test lost part of a
/// screen, and a sanitizer run hung at exit waiting for the answer the thread had read.
final class PseudoTerminal: @unchecked Sendable {
    // `output` is guarded by `condition`; the descriptors are set once in `init` and never
    // change.
    /// The controller side, which the test writes keys to.
    let controller: Int32
    /// The terminal side, for the sample's standard input and output.
    let terminal: FileHandle
    private let condition = NSCondition()
    private var output = Data()
    /// Tells the reading thread that the terminal is gone.
    private let stopped = StopFlag()

    /// Opens a pseudo-terminal of a size.
    ///
    /// - Parameters:
    ///   - width: Columns.
    ///   - height: Lines.
    init(width: Int = 80, height: Int = 24) throws {
        var opened: Int32 = -1
        var descriptor: Int32 = -1
        var size = winsize(
            ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&opened, &descriptor, nil, nil, &size) == 0 else {
            throw CocoaError(.fileReadUnknown)
        }
        // Not inherited by the processes other tests start meanwhile: a sample of another test
        // holding this terminal open would keep its reads from ending. The sample this
        // terminal is for gets it as its standard input and output, which are copies.
        _ = fcntl(opened, F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let controller = opened
        self.controller = controller
        terminal = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let stopped = self.stopped
        Thread { [weak self] in
            defer { close(controller) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !stopped.isSet {
                // Waits for bytes a tenth of a second at a time, so that it sees the flag.
                var waiting = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
                let ready = poll(&waiting, 1, 100)
                if ready == 0 || (ready < 0 && errno == EINTR) { continue }
                guard ready > 0 else { return }
                let count = buffer.withUnsafeMutableBytes {
                    read(controller, $0.baseAddress, $0.count)
                }
                guard count > 0, let self else { return }
                self.condition.lock()
                self.output.append(contentsOf: buffer[..<count])
                self.condition.broadcast()
                self.condition.unlock()
            }
        }.start()
    }

    deinit { stopped.set() }

    /// Starts an executable with this terminal as its standard input and output.
    ///
    /// - Parameters:
    ///   - executable: The executable.
    ///   - arguments: Its arguments.
    ///   - errorsOnTerminal: Whether standard error goes to the terminal too, instead of a
    ///     pipe.
    ///   - configure: Sets anything else on the process (directory, environment).
    /// - Returns: The running process.
    func run(
        _ executable: URL,
        arguments: [String] = [],
        errorsOnTerminal: Bool = false,
        configure: (Process) -> Void = { _ in }
    ) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        configure(process)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = errorsOnTerminal ? terminal : Pipe()
        try process.run()
        return process
    }

    /// Everything the child wrote since the last screen clear.
    var screen: String {
        transcript.components(separatedBy: "\u{1B}[2J").last ?? ""
    }

    /// Everything the child wrote.
    var transcript: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: output, as: UTF8.self)
    }

    /// Types keys, as bytes a terminal would send.
    ///
    /// - Parameter keys: The keys (`"\r"` for Enter, `"\u{1B}"` for Escape).
    func type(_ keys: String) {
        _ = Array(keys.utf8).withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Waits until the screen drawn last (what follows the last "clear screen") contains every
    /// one of some texts, and returns that screen; fails when it has not after ``sampleHangLimit``
    /// seconds (the sample hangs).
    ///
    /// A screen can arrive in several reads, so one that shows a text may not show the rest of
    /// its frame yet: pass every text the test then checks, and before checking that something
    /// is absent, a text from the frame's last line.
    ///
    /// - Parameter texts: The texts.
    /// - Returns: The screen.
    @discardableResult
    func waitForScreen(containing texts: String...) throws -> String {
        try wait(for: texts) { $0.components(separatedBy: "\u{1B}[2J").last ?? "" }
    }

    /// Waits until everything the child wrote contains some text; fails when it has not after
    /// ``sampleHangLimit`` seconds (the sample hangs).
    ///
    /// - Parameter text: The text.
    func waitForTranscript(containing text: String) throws {
        _ = try wait(for: [text]) { $0 }
    }

    private func wait(for texts: [String], in part: (String) -> String) throws -> String {
        let deadline = Date().addingTimeInterval(sampleHangLimit)
        condition.lock()
        defer { condition.unlock() }
        while true {
            let shown = part(String(decoding: output, as: UTF8.self))
            if texts.allSatisfy({ shown.contains($0) }) { return shown }
            guard condition.wait(until: deadline) else {
                throw ScreenTimeout(
                    expected: texts.filter { !shown.contains($0) }, screen: shown)
            }
        }
    }

    /// Whether the terminal is back in its usual line-by-line, echoing mode.
    var isInLineMode: Bool {
        // Room for the C library's full `struct termios`, larger than Swift's import of it.
        let settings = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        defer { settings.deallocate() }
        settings.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
        let typed = settings.bindMemory(to: termios.self, capacity: 1)
        tcgetattr(terminal.fileDescriptor, typed)
        let flags = typed.pointee.c_lflag
        return flags & tcflag_t(ICANON) != 0 && flags & tcflag_t(ECHO) != 0
    }
}

/// A screen never showed the text a test waited for.
struct ScreenTimeout: Error, CustomStringConvertible {
    /// The texts it never showed.
    var expected: [String]
    /// What it showed last.
    var screen: String
    var description: String {
        "the screen did not show, within \(Int(sampleHangLimit)) seconds (a hang), \(expected.map(\.debugDescription).joined(separator: ", ")):\n\(screen)"
    }
}

/// A flag one thread sets and another reads.
private final class StopFlag: @unchecked Sendable {
    // Unchecked: `value` is read and written under `lock` only.
    private let lock = NSLock()
    private var value = false

    /// Whether the flag is set.
    var isSet: Bool { lock.withLock { value } }

    /// Sets the flag.
    func set() { lock.withLock { value = true } }
}
