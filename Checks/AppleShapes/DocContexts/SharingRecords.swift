import Reflow

// What "One source of truth" assumes: the record.

struct Meeting: Identifiable, Equatable, Sendable, Codable {
    var id: Int
    var title: String
}
