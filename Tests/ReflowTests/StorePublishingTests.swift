import Observation
import Testing

@testable import Reflow

/// Counts the notifications Observation gives for a store's state.
@MainActor
private final class NotificationCounter {
    private(set) var count = 0

    /// Starts (or goes on) observing the store's state.
    func observe<Model>(_ store: Store<Model>) {
        withObservationTracking {
            _ = store.state
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.count += 1 }
        }
    }
}

/// A plain value: no references, so the store compares states for free.
private struct GaugeModel: ModelProtocol {
    enum Action: Sendable { case setCount(Int) }

    var count = 0

    static func update(
        state: consuming GaugeModel, action: Action, environment: Void
    ) -> Update<GaugeModel> {
        switch action {
        case .setCount(let count): state.count = count
        }
        return Update(state: state)
    }
}

@MainActor
@Suite struct StorePublishingTests {
    @Test func aPlainValueModelPublishesOnlyChanges() async {
        // ObservableStore's own test: four identical `setCount(10)` publish once.
        let store = Store(state: GaugeModel(), environment: ())
        let updates = store.updates
        let counter = NotificationCounter()
        counter.observe(store)
        store.send(.setCount(10))
        #expect(counter.count == 1)
        counter.observe(store)
        for _ in 0..<3 {
            store.send(.setCount(10))
        }
        #expect(counter.count == 1)
        store.send(.setCount(11))
        #expect(counter.count == 2)
        var published = updates.makeAsyncIterator()
        #expect(await published.next()?.count == 10)
        #expect(await published.next()?.count == 11)
    }

    @Test func anActionForAnAbsentChildIsNotPublished() {
        let store = Store(state: LibraryModel(), environment: ())
        let counter = NotificationCounter()
        counter.observe(store)
        RuntimeIssue.$reporter.withValue({ _ in }) {
            store.send(.note(id: 9, action: .save))
            store.send(.editor(.save))
            store.send(.detail(.save))
        }
        #expect(counter.count == 0)
    }

    @Test func aModelThatHoldsCollectionsPublishesEveryOtherAction() {
        // Comparing would need a copy of the previous state, which would make the update copy
        // the collections it changes: such a model is published after every action.
        let store = Store(state: LibraryModel(), environment: ())
        let counter = NotificationCounter()
        counter.observe(store)
        store.send(.closeEditor)
        counter.observe(store)
        store.send(.closeEditor)
        #expect(counter.count == 2)
    }
}
