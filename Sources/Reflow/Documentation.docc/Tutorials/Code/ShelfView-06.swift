#if canImport(SwiftUI)
import Reflow
import SwiftUI

/// The shelf: the books, each row observing its own book, with the sheet, the alert and the
/// book's screen presented from the state.
struct ShelfView: View {
    let store: Store<ShelfModel>

    var body: some View {
        NavigationStack(path: store.stackPath(ShelfModel.path)) {
            List {
                if let suggestion = store.state.suggestion {
                    Text("Why not “\(suggestion)”?")
                }
                ForEach(store.viewStores(ShelfModel.book)) { row in
                    BookRow(store: row) { store.send(.openTapped(bookID: row.id)) }
                }
            }
            .navigationTitle("Shelf")
            .toolbar {
                Button("Suggest") { store.send(.suggestTapped) }
                Button("Clear finished") { store.send(.clearFinishedTapped) }
                Button("Add") { store.send(.addTapped) }
            }
            .sheet(store.presentation(ShelfModel.add)) { form in
                AddBookView(store: form)
            }
            .alert(store.presentation(ShelfModel.alert))
            .navigationDestination(for: StackElementID.self) { id in
                if let detail = store.viewStore(ShelfModel.detail(id)) {
                    BookDetailView(store: detail)
                }
            }
        }
    }
}

/// A book in the list: it reads only its own book, so a change to another book does not
/// redraw it.
struct BookRow: View {
    let store: ViewStore<Book>
    let open: @MainActor () -> Void

    var body: some View {
        HStack {
            Button(store.state.isFinished ? "Read" : "To read") {
                store.send(.toggleFinished)
            }
            Button(store.state.title, action: open)
        }
    }
}

/// The sheet that adds a book.
struct AddBookView: View {
    let store: ViewStore<AddBookModel>

    var body: some View {
        Form {
            TextField(
                "Title",
                text: store.binding(get: \.draft.title, tag: AddBookModel.Action.setTitle))
            Button("Save") { store.send(.saveTapped) }
            Button("Cancel", role: .cancel) { store.send(.cancelTapped) }
        }
    }
}

/// A book's screen: it edits the book where the shelf keeps it.
struct BookDetailView: View {
    let store: ViewStore<Joined<BookDetail>>

    var body: some View {
        Form {
            TextField(
                "Note", text: store.binding(get: \.record.note, tag: BookDetail.Action.setNote))
            Button("Finished it") { store.send(.finishTapped) }
        }
        .navigationTitle(store.state.record.title)
    }
}
#endif
