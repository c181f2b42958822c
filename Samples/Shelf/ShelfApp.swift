#if canImport(SwiftUI)
import Foundation
import Reflow
import SwiftUI

/// The app's entry point: one store for the whole app, which loads the books when it starts
/// and records the session.
@main
struct ShelfApp: App {
    @State private var store: Store<ShelfModel>

    init() {
        let store = Store(state: ShelfModel(), action: .file(.load), environment: .live)
        store.startRecording(checkpointInterval: 10, limit: 10_000)
        _store = State(initialValue: store)
    }

    var body: some Scene {
        WindowGroup {
            ShelfView(store: store)
        }
    }
}

extension ShelfModel.Environment {
    /// The app's environment: a suggestion after a pause, and a file in the app's documents.
    static let live = ShelfModel.Environment(
        suggest: {
            try? await Task.sleep(for: .seconds(1))
            return ["Middlemarch", "Dune", "Beloved", "Persuasion"].randomElement() ?? "Dune"
        },
        file: .file(
            FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                .appendingPathComponent("shelf.json").path))
}
#endif
