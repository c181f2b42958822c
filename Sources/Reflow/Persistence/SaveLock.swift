import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock, across processes, on the saves of one file: what makes ``AtomicFile``'s
/// check that nobody changed the file and its rename one step.
///
/// The lock is a `flock(2)` on `.<name>.lock` beside the file. `flock`, not `fcntl`: its locks
/// belong to the open file, not to the process, so two saves in one process exclude each other
/// too, and closing another descriptor of the file does not drop the lock.
///
/// The lock file is removed when the lock is released, so no file is left beside the target.
/// Removing a lock file is sound only with a check: a process that opened it before the holder
/// removed it may lock the removed file. So a lock counts as held only when the locked file is
/// still the one at the lock path; otherwise the process opens the path again.
///
/// A program that does not save through `AtomicFile` (an editor) does not take the lock; its
/// changes are still seen by the stamp check, which the lock cannot make atomic for it.
struct SaveLock {
    /// The path of the lock file.
    private let path: String
    /// The open, locked lock file.
    private let descriptor: Int32

    /// Waits for the lock on the saves of `target`, and takes it.
    ///
    /// - Parameters:
    ///   - target: The file that will be replaced (links already followed).
    ///   - reportedPath: The file as the user knows it, which errors name.
    /// - Throws: ``PersistenceError/unwritable(path:reason:)`` when the lock file cannot be made
    ///   (a missing or read-only directory): the save could not have written its temporary file.
    init(beside target: String, reportingAs reportedPath: String) throws(PersistenceError) {
        let url = URL(fileURLWithPath: target)
        path =
            url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).lock").path
        while true {
            let opened = open(path, O_RDONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard opened >= 0 else {
                throw .unwritable(path: reportedPath, reason: AtomicFile.describe(errno: errno))
            }
            var result: Int32
            repeat {
                result = flock(opened, LOCK_EX)
            } while result != 0 && errno == EINTR
            guard result == 0 else {
                let code = errno
                close(opened)
                throw .unwritable(path: reportedPath, reason: AtomicFile.describe(errno: code))
            }
            var locked = stat()
            var current = stat()
            if fstat(opened, &locked) == 0, stat(path, &current) == 0,
                locked.st_dev == current.st_dev, locked.st_ino == current.st_ino
            {
                descriptor = opened
                return
            }
            // The holder before removed this lock file after this process opened it: the lock
            // on it guards nothing. Lock the file now at the path.
            close(opened)
        }
    }

    /// Removes the lock file and releases the lock; the next process waiting opens a new one.
    func release() {
        unlink(path)
        close(descriptor)
    }
}
