/// What a save wrote: the number of rows written and removed, whether it compared the whole
/// list with the database, and whether it wrote the value around the list. Tests read it.
package struct SQLiteSaveSummary: Equatable, Sendable {
    package var rows: Int
    package var removed: Int
    package var wholeList: Bool
    package var document: Bool

    package init(rows: Int, removed: Int, wholeList: Bool, document: Bool) {
        self.rows = rows
        self.removed = removed
        self.wholeList = wholeList
        self.document = document
    }
}
