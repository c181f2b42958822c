import Foundation

extension RowDatabase {
    /// The changes that make the database hold a whole list, in order: the rows it holds that
    /// the list lacks are removed; of the rows it holds, the longest run already in the list's
    /// order keeps its positions, and those whose bytes are the same are not written. So a bulk
    /// change (many removed, a list assigned whole) writes what changed, at the price of
    /// reading every row once. Returns them with where each row the database held was.
    func differences(
        _ whole: RowChanges, on connection: SQLiteConnection
    ) throws -> (RowChanges, [Data: Int64]) {
        var stored: [Data: (position: Int64, digest: RowDigest)] = [:]
        let all = try connection.statement("SELECT id, position, data FROM reflow_rows")
        defer { all.reset() }
        while try all.step() {
            stored[all.data(at: 0)] = (all.integer(at: 1), all.withBytes(at: 2, RowDigest.init))
        }
        let rows = whole.runs.flatMap(\.rows)
        let kept = longestIncreasing(rows.map { stored[$0.key]?.position })
        let clean = rows.indices.map { index in
            kept[index]
                && rows[index].data.withUnsafeBytes(RowDigest.init)
                    == stored[rows[index].key]?.digest
        }
        var changes = RowChanges()
        changes.document = whole.document
        var present = Set<Data>(minimumCapacity: rows.count)
        for row in rows {
            present.insert(row.key)
        }
        changes.removed = stored.keys.filter { !present.contains($0) }
        var start = 0
        while start < rows.count {
            guard !clean[start] else {
                start += 1
                continue
            }
            var end = start
            while end + 1 < rows.count, !clean[end + 1] {
                end += 1
            }
            changes.runs.append(
                RowChanges.Run(
                    after: start > 0 ? rows[start - 1].key : nil,
                    before: end + 1 < rows.count ? rows[end + 1].key : nil,
                    rows: Array(rows[start...end])))
            start = end + 1
        }
        return (changes, stored.mapValues(\.position))
    }
}

/// A digest of a row's bytes: their count and a 64-bit FNV-1a hash, to tell a row whose bytes
/// did not change when a whole list is compared.
struct RowDigest: Equatable {
    var count: Int
    var hash: UInt64

    init(_ bytes: UnsafeRawBufferPointer) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        self.count = bytes.count
        self.hash = hash
    }
}

/// Which values make a longest strictly increasing subsequence (`nil`s are never in it):
/// the rows that keep their places. O(*n* log *n*).
func longestIncreasing(_ values: [Int64?]) -> [Bool] {
    // `tails[k]`: the index of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
        guard let value else { continue }
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if values[tails[middle]]! < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        previous[index] = low > 0 ? tails[low - 1] : -1
        if low == tails.count {
            tails.append(index)
        } else {
            tails[low] = index
        }
    }
    var kept = [Bool](repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
        kept[index] = true
        index = previous[index]
    }
    return kept
}
