import Observation
import Reflow
import Testing

@testable import App

@Suite struct RowListModelTests {
    @Test func rowsComeFromViewStoresAndAToggleTellsOnlyItsRow() {
        let store = Store(state: RowListModel(), environment: .live)
        store.send(.add(title: "Milk"))
        store.send(.add(title: "Bread"))
        let screen = RowListScreen(store: store)
        let rows = screen.rows()
        #expect(rows.ids == [1, 2])
        #expect(rows.titles == ["Milk", "Bread"])

        let first = Told()
        let second = Told()
        let one = screen.row(1)
        let two = screen.row(2)
        // Observation calls `onChange` synchronously, on the main actor that changed the state.
        withObservationTracking {
            _ = one?.state
        } onChange: {
            MainActor.assumeIsolated { first.tell() }
        }
        withObservationTracking {
            _ = two?.state
        } onChange: {
            MainActor.assumeIsolated { second.tell() }
        }
        store.send(.item(id: 2, action: .saved))  // changes nothing: no one is told
        #expect(first.count == 0 && second.count == 0)
        store.send(.item(id: 2, action: .toggle))
        #expect(first.count == 0 && second.count == 1)
    }
}

/// How many times an observer was told (a main-actor class, as the module's default makes it).
private final class Told {
    private(set) var count = 0
    func tell() { count += 1 }
}
