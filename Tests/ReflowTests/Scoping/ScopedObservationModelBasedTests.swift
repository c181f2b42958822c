import Foundation
import Observation
import Testing

@testable import Reflow

// A random run of list actions against rows observed with real Observation. After every action,
// each observer registered on a row must have been told exactly when the row's value or
// presence differs from what it saw when it registered: never missed, never told of nothing.
// This checks the list's change log against plain comparison, through every path that feeds
// it (child forms, direct writes, inserts, removals, moves, bulk changes, a replaced list, a
// list some view still holds). Seeded: `REFLOW_MODEL_SEED=<seed>` replays a run.

@MainActor
@Suite struct ScopedObservationModelBasedTests {
    private typealias Action = ShapesModel.Action

    /// One observer of one row, as a row view registers.
    private struct Registration {
        var seen: ShapeRow?
        var told: TellCount
    }

    @Test func everyRowObserverIsToldExactlyWhenItsRowChanged() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed =
            environment["REFLOW_MODEL_SEED"].flatMap(UInt64.init)
            ?? UInt64.random(in: 0...UInt64.max)
        print("ScopedObservationModelBasedTests: seed \(seed) (REFLOW_MODEL_SEED=\(seed) replays)")
        var random = SplitMix64(state: seed)
        let store = Store(state: ShapesModel.withRows(20), environment: ())
        let ids = 0..<30
        var registrations: [Int: Registration] = [:]
        // A copy of the list a view holds now and then, so that the next change copies it.
        var held: KeyedList<ShapeRow>?

        func register(_ id: Int) {
            let told = TellCount()
            var seen: ShapeRow?
            withObservationTracking {
                seen = store.viewStore(ShapesModel.row(id))?.state
            } onChange: {
                told.tell()
            }
            registrations[id] = Registration(seen: seen, told: told)
        }
        for id in ids where Bool.random(using: &random) {
            register(id)
        }

        for step in 0..<3_000 {
            let id = Int.random(in: ids, using: &random)
            let action: Action
            switch Int.random(in: 0..<14, using: &random) {
            case 0, 1, 2: action = .row(id: id, action: .toggle)
            case 3: action = .row(id: id, action: .nothing)
            case 4: action = .row(id: id, action: .rename(Bool.random(using: &random) ? "a" : "b"))
            case 5: action = .renameRowDirectly(id: id, Bool.random(using: &random) ? "a" : "c")
            case 6: action = .append(id)
            case 7: action = .insertFirst(id)
            case 8: action = .remove(id)
            case 9: action = .moveToFront(id)
            case 10:
                action = .replaceRows(ids.filter { _ in Int.random(in: 0..<4, using: &random) > 0 })
            case 11: action = .clear
            case 12:
                // More items than a change log itemizes, or a few.
                let count = Bool.random(using: &random) ? 20 : 3
                action = .appendMany((0..<count).map { _ in Int.random(in: ids, using: &random) })
            default: action = .renameAll(Bool.random(using: &random) ? "x" : "y")
            }
            if Int.random(in: 0..<10, using: &random) == 0 {
                held = held == nil ? store.state.rows : nil
            }
            withExtendedLifetime(held) {}
            store.send(action)

            for (id, registration) in registrations {
                let current = store.state.rows[id: id]
                let expected = current != registration.seen
                let told = registration.told.count > 0
                try #require(
                    told == expected,
                    """
                    step \(step) \(action): the observer of row \(id) was \
                    \(told ? "told" : "not told"); it saw \(String(describing: registration.seen)), \
                    the row is \(String(describing: current))
                    """)
                if told || Int.random(in: 0..<8, using: &random) == 0 {
                    register(id)  // as the row's view re-renders (or a new one appears)
                }
            }
            for id in ids where registrations[id] == nil && Bool.random(using: &random) {
                register(id)
            }
        }
    }
}
