import Foundation
import Reflow
import Testing

// Computed, not stored: LeakSanitizer reported the lazily made storage of a global `Data`.
private var contents: Data { Data("first version\n".utf8) }
private var nextContents: Data { Data("second version\n".utf8) }

/// The shared file plumbing on its own, with bytes; `TodoFileTests` checks the same guarantees
/// through the Todos sample's file.
@Suite struct AtomicFileTests {
    @Test func aMissingFileReadsAsNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(try AtomicFile(path: directory.path("notes.txt")).read() == nil)
        #expect(directory.contents == [])
    }

    @Test func replacedContentsReadBackByteForByte() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = AtomicFile(path: directory.path("notes.txt"))
        try file.replace(with: contents)
        #expect(try file.read() == contents)
        try file.replace(with: nextContents)
        #expect(try AtomicFile(path: directory.path("notes.txt")).read() == nextContents)
        #expect(directory.contents == ["notes.txt"])
    }

    @Test func aDirectoryIsUnreadable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(
            throws: PersistenceError.unreadable(path: path, reason: "it is a directory, not a file")
        ) {
            try AtomicFile(path: path).read()
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aNamedPipeIsRefusedAtOnceNamingThePathAndWhatItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        try #require(mkfifo(path, 0o644) == 0)
        // Opening a pipe for reading waits for a writer: the read would never return.
        let reason = "it is a named pipe (FIFO), not a file"
        #expect(throws: PersistenceError.unreadable(path: path, reason: reason)) {
            try AtomicFile(path: path).read()
        }
        #expect(throws: PersistenceError.unwritable(path: path, reason: reason)) {
            try AtomicFile(path: path).replace(with: contents)
        }
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(directory.contents == ["notes.txt"])
    }

    @Test(.timeLimit(.minutes(1)))
    func aSymbolicLinkToADeviceIsRefusedAtOnceNamingTheLinkAndWhatItLeadsTo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        // `/dev/zero` never ends: a read would fill memory.
        try #require(symlink("/dev/zero", path) == 0)
        let reason = "it is a character device, not a file"
        #expect(throws: PersistenceError.unreadable(path: path, reason: reason)) {
            try AtomicFile(path: path).read()
        }
        #expect(throws: PersistenceError.unwritable(path: path, reason: reason)) {
            try AtomicFile(path: path).replace(with: contents)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "/dev/zero")
    }

    @Test func aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        var file = AtomicFile(path: path)
        #expect(file.maximumSize == 256 << 20)
        file.maximumSize = contents.count - 1
        try AtomicFile(path: path).replace(with: contents)
        let reason =
            "it is \(contents.count) bytes, more than the \(contents.count - 1) bytes "
            + "AtomicFile.maximumSize allows"
        #expect(throws: PersistenceError.unreadable(path: path, reason: reason)) {
            try file.read()
        }
        // Raised to the file's size, the limit lets it load.
        file.maximumSize = contents.count
        #expect(try file.read() == contents)
    }

    @Test func aFileOfManyReadsReadsBackWhole() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        let large = Data((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try AtomicFile(path: path).replace(with: large)
        #expect(try AtomicFile(path: path).read() == large)
    }

    @Test func anInterruptedReplaceKeepsThePreviousContentsAndLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        try AtomicFile(path: path).replace(with: contents)

        struct Interrupted: Error {}
        var interrupted = AtomicFile(path: path)
        interrupted.willReplace = { throw Interrupted() }
        #expect {
            try interrupted.replace(with: nextContents)
        } throws: { error in
            guard case .unwritable(let errorPath, _) = error as? PersistenceError else {
                return false
            }
            return errorPath == path
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        #expect(directory.contents == ["notes.txt"])
    }

    @Test func aChangeAnotherProgramMadeSinceTheReadIsNeverOverwritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        try AtomicFile(path: path).replace(with: contents)
        let mine = AtomicFile(path: path)
        #expect(try mine.read() == contents)
        try AtomicFile(path: path).replace(with: nextContents)
        #expect(throws: PersistenceError.changedElsewhere(path: path)) {
            try mine.replace(with: Data("mine\n".utf8))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == nextContents)
    }

    @Test func aFileAnotherProgramCreatedOrRemovedSinceTheReadIsLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        // Created since this program found no file.
        let mine = AtomicFile(path: path)
        #expect(try mine.read() == nil)
        try AtomicFile(path: path).replace(with: contents)
        #expect(throws: PersistenceError.changedElsewhere(path: path)) {
            try mine.replace(with: nextContents)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        // Removed since this program read it.
        #expect(try mine.read() == contents)
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: PersistenceError.changedElsewhere(path: path)) {
            try mine.replace(with: nextContents)
        }
        #expect(directory.contents == [])
    }

    @Test func copiesShareWhatTheyLastSawOfTheFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        try AtomicFile(path: path).replace(with: contents)
        let reader = AtomicFile(path: path)
        let writer = reader
        #expect(try reader.read() == contents)
        try writer.replace(with: nextContents)
        // The reader's copy saw that save: its own next save is not refused.
        try reader.replace(with: contents)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
    }

    @Test func aNewFileIsReadableByAllAndAReplacedOneKeepsItsPermissions() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        try AtomicFile(path: path).replace(with: contents)
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o644)
        chmod(path, 0o600)
        try AtomicFile(path: path).replace(with: nextContents)
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o600)
    }

    @Test func aFileNobodyMayWriteIsNotReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        try AtomicFile(path: path).replace(with: contents)
        chmod(path, 0o444)
        #expect(throws: PersistenceError.unwritable(path: path, reason: "it is read-only")) {
            try AtomicFile(path: path).replace(with: nextContents)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        #expect(directory.contents == ["notes.txt"])
    }

    @Test func replacingThroughASymbolicLinkReplacesItsTargetAndKeepsTheLink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.path("real.txt")
        let link = directory.path("notes.txt")
        try AtomicFile(path: target).replace(with: contents)
        #expect(symlink("real.txt", link) == 0)
        try AtomicFile(path: link).replace(with: nextContents)
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link)
        #expect(destination == "real.txt")
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == nextContents)
        #expect(directory.contents == ["notes.txt", "real.txt"])
    }

    @Test func temporaryFilesOfAProcessThatIsGoneAreRemovedOnTheNextReplace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        // No process has this ID: above the largest pid Linux hands out (2^22).
        let stale = directory.path(".notes.txt.2147483646.\(UUID().uuidString).tmp")
        try Data("half".utf8).write(to: URL(fileURLWithPath: stale))
        // A save in progress in this process is not touched, and never read as the file.
        let ours = AtomicFile.temporaryPath(for: path)
        try Data("half".utf8).write(to: URL(fileURLWithPath: ours))
        #expect(try AtomicFile(path: path).read() == nil)
        try AtomicFile(path: path).replace(with: contents)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: ours))
        #expect(try AtomicFile(path: path).read() == contents)
    }

    @Test func replacingInAMissingDirectoryFailsAndNamesTheFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("missing/notes.txt")
        #expect {
            try AtomicFile(path: path).replace(with: contents)
        } throws: { error in
            guard case .unwritable(let errorPath, let reason) = error as? PersistenceError else {
                return false
            }
            return errorPath == path && reason == "no such file or directory"
        }
    }
}
