import Reflow

// What "Saving state to disk" assumes: the record it saves.

struct Note: Codable, Equatable, Sendable {
    var id: Int
    var text: String
}
