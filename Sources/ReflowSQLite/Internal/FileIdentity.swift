import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
