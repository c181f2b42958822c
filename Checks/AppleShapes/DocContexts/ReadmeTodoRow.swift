import Reflow
import SwiftUI

// The row view README's list example shows (TodoModel.swift).

struct TodoRow: View {
    let store: ViewStore<TodoModel>

    var body: some View { Text(store.state.isDone ? "Done" : "To do") }
}
