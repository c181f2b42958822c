#if canImport(SwiftUI)
import Reflow
import SwiftUI

/// The app's entry point: one store for the whole app.
@main
struct ShelfApp: App {
    @State private var store = Store(state: ShelfModel(), environment: .live)

    var body: some Scene {
        WindowGroup {
            ShelfView(store: store)
        }
    }
}

extension ShelfModel.Environment {
    /// The app's environment: a suggestion after a pause, as a web service would give it.
    static let live = ShelfModel.Environment(
        suggest: {
            try? await Task.sleep(for: .seconds(1))
            return ["Middlemarch", "Dune", "Beloved", "Persuasion"].randomElement() ?? "Dune"
        })
}
#endif
