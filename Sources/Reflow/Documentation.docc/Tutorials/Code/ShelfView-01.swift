#if canImport(SwiftUI)
import Reflow
import SwiftUI

/// The shelf: the books, and a button to add one.
struct ShelfView: View {
    let store: Store<ShelfModel>

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.state.books) { book in
                    Text(book.title)
                }
            }
            .navigationTitle("Shelf")
            .toolbar {
                Button("Add") { store.send(.addTapped) }
            }
        }
    }
}
#endif
