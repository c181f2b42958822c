#if canImport(SwiftUI)
import Reflow
import SwiftUI

/// The shelf: the books, each row observing its own book, a suggestion, and the sheet that
/// adds a book.
struct ShelfView: View {
    let store: Store<ShelfModel>

    var body: some View {
        NavigationStack {
            List {
                if let suggestion = store.state.suggestion {
                    Text("Why not “\(suggestion)”?")
                }
                ForEach(store.viewStores(ShelfModel.book)) { row in
                    BookRow(store: row)
                }
            }
            .navigationTitle("Shelf")
            .toolbar {
                Button("Suggest") { store.send(.suggestTapped) }
                Button("Add") { store.send(.addTapped) }
            }
            .sheet(store.presentation(ShelfModel.add)) { form in
                AddBookView(store: form)
            }
        }
    }
}

/// A book in the list: it reads only its own book, so a change to another book does not
/// redraw it.
struct BookRow: View {
    let store: ViewStore<Book>

    var body: some View {
        HStack {
            Button(store.state.isFinished ? "Read" : "To read") {
                store.send(.toggleFinished)
            }
            Text(store.state.title)
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
#endif
