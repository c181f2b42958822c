/// A book on the shelf.
struct Book: Identifiable, Equatable, Codable, Sendable {
    var id: Int
    var title: String
    var isFinished = false
    var note = ""
}
