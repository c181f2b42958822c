import Foundation

/// What one save writes to a ``RowDatabase``: the rows added, changed or moved since the last
/// save, grouped in runs of neighbours, the rows removed, and the rest of the value when it
/// changed. Made in the update (where elements are encoded) and written in an effect.
struct RowChanges: Sendable {
    /// One row: the encoded ID of its element, and the encoded element.
    struct Row: Sendable {
        var key: Data
        var data: Data
    }

    /// Rows that are neighbours in the list, in order, with the keys of the unchanged rows
    /// around them: the run goes between `after` and `before` (`nil`: the list's start or end).
    struct Run: Sendable {
        var after: Data?
        var before: Data?
        var rows: [Row]
    }

    /// Whether the runs hold every element of the list, in order, in one run: the database
    /// compares them with the rows it holds and writes the differences.
    var isWhole = false
    /// The keys of the rows to remove.
    var removed: [Data] = []
    /// The rows to write, by runs of neighbours.
    var runs: [Run] = []
    /// The value without its list, encoded, when it changed.
    var document: Data?

    /// Whether the save has nothing to write.
    var isEmpty: Bool { !isWhole && removed.isEmpty && runs.isEmpty && document == nil }

    /// The number of rows written.
    var rowCount: Int { runs.reduce(0) { $0 + $1.rows.count } }
}
