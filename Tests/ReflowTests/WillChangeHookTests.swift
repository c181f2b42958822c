import Reflow
import Testing

// The store side of the Combine `ObservableObject` conformance, which only plugs a publisher
// into this hook on Apple platforms.

@MainActor
private final class Probe: Sendable {
    var countsSeen: [Int] = []
}

@MainActor
@Suite struct WillChangeHookTests {
    @Test func resolveInstallsOnceAndReturnsTheSameObject() {
        let store = Store(state: CounterModel(), environment: ())
        var made = 0
        let first = store.willChange.resolve {
            made += 1
            return (Probe(), {})
        }
        let second = store.willChange.resolve {
            made += 1
            return (Probe(), {})
        }
        #expect(first === second)
        #expect(made == 1)
    }

    @Test func theStoreNotifiesBeforeEachPublishWhileTheOldStateIsStillThere() {
        let store = Store(state: CounterModel(), environment: ())
        let probe = store.willChange.resolve {
            let probe = Probe()
            return (
                probe,
                {
                    MainActor.assumeIsolated { probe.countsSeen.append(store.state.count) }
                }
            )
        }
        store.send(.increment)
        store.send(.add(2))
        #expect(probe.countsSeen == [0, 1])
        #expect(store.state.count == 3)
    }
}
