#if canImport(SwiftUI)
import Reflow
import SwiftUI

/// The shelf: the books, a suggestion, and buttons to add a book or ask for a suggestion.
struct ShelfView: View {
    let store: Store<ShelfModel>

    var body: some View {
        NavigationStack {
            List {
                if let suggestion = store.state.suggestion {
                    Text("Why not “\(suggestion)”?")
                }
                ForEach(store.state.books) { book in
                    Text(book.title)
                }
            }
            .navigationTitle("Shelf")
            .toolbar {
                Button("Suggest") { store.send(.suggestTapped) }
                Button("Add") { store.send(.addTapped) }
            }
        }
    }
}
#endif
