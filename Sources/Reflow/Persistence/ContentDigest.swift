import Foundation

/// A digest of stored bytes: their count and a 64-bit FNV-1a hash, so that a save can tell that
/// the storage already holds the bytes it would write.
///
/// Computed only when a value is loaded or saved, from bytes already in hand, in one pass.
package struct ContentDigest: Hashable, Sendable {
    let count: Int
    let hash: UInt64

    package init(_ data: Data) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        self.count = data.count
        self.hash = hash
    }
}
