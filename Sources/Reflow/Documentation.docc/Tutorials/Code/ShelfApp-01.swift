#if canImport(SwiftUI)
import Reflow
import SwiftUI

/// The app's entry point: one store for the whole app.
@main
struct ShelfApp: App {
    @State private var store = Store(state: ShelfModel(), environment: ())

    var body: some Scene {
        WindowGroup {
            ShelfView(store: store)
        }
    }
}
#endif
