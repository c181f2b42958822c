/// A meeting: what the list shows, the detail screen edits and the recording screen times.
struct Meeting: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
    /// How long the meeting is meant to last, in seconds.
    var duration: Int
    /// One line for each time the meeting was held: "Held for 42s".
    var history: [String] = []
}
