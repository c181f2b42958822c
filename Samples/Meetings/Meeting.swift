/// A meeting: what the list shows, the detail screen edits and the recording screen times.
struct Meeting: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
    /// How long the meeting is meant to last, in seconds: within ``durations``.
    var duration: Int
    /// One line for each time the meeting was held: "Held for 42s".
    var history: [String] = []

    /// The durations a meeting may have, in seconds: a second to four hours. Off a terminal the
    /// recording timer runs at once, one action a second of the meeting, so the bound also
    /// bounds how long a script runs.
    static let durations = 1...14_400
}
