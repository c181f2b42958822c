import Reflow

/// A screen pushed over the shelf.
enum Screen: ModelProtocol {
    case detail(BookDetail)

    enum Action: Sendable, Equatable {
        case detail(BookDetail.Action)
    }

    /// A book's screen runs at its place joined with the shelf's books, which joins the book in;
    /// the stack's place only pushes and pops.
    static func update(
        state: consuming Screen,
        action: Action,
        environment: Void
    ) -> Update<Screen> {
        Update(state: state)
    }
}
