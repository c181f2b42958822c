import Reflow

/// A book's screen, pushed over the list. It keeps only the book's ID: the book itself stays in
/// the shelf's list, and the screen's update changes it there.
struct BookDetail: RecordScreen {
    typealias Record = Book

    enum Action: Sendable, Equatable {
        case setNote(String)
        case finishTapped
    }

    let recordID: Book.ID

    static func update(
        state: consuming Joined<BookDetail>,
        action: Action,
        environment: Void
    ) -> Update<Joined<BookDetail>> {
        switch action {
        case .setNote(let note):
            state.record.note = note
            return Update(state: state)
        case .finishTapped:
            state.record.isFinished = true
            return Update(state: state, fx: .dismiss)
        }
    }
}
