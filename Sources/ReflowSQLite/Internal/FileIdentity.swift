import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file mode describes, when it is not a regular file: `"a named pipe (FIFO)"`; `nil`
/// for a regular file. The words ``AtomicFile`` uses, so both storages refuse alike.
func describeKind(of mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "a directory"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    default: "a special file"
    }
}

/// The system's message for an error number, in lowercase: `"permission denied"`.
func describe(errno code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
}

/// What identifies a file: its device and inode. A program that replaces the file (an atomic
/// save, a copy over it) makes a new inode.
struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}
