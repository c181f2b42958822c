import Reflow

/// A book on the shelf: a row of the list, and the record that the book's screen edits.
struct Book: ModelProtocol, Identifiable, Equatable, Codable, Sendable {
    enum Action: Sendable, Equatable {
        case toggleFinished
    }

    var id: Int
    var title: String
    var isFinished = false
    var note = ""

    static func update(
        state: consuming Book,
        action: Action,
        environment: Void
    ) -> Update<Book> {
        switch action {
        case .toggleFinished:
            state.isFinished.toggle()
            return Update(state: state)
        }
    }
}
