import Observation
import Testing

@testable import Reflow

#if canImport(SwiftUI)
// On Apple platforms `Binding`, `Transaction` and `Animation` are SwiftUI's.
import SwiftUI
#endif

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

/// Observes a store's state as a re-rendering view does: each time it is told of a change, it
/// reads the state again from its handler, and so registers for the next one.
@MainActor
private final class ReRegisteringObserver<Model: ModelProtocol> {
    private let store: Store<Model>
    /// The changes told so far.
    private(set) var changes = 0
    /// The animation of the transaction each change was told in.
    private(set) var animations: [Animation?] = []

    init(_ store: Store<Model>) {
        self.store = store
        track()
    }

    private func track() {
        withObservationTracking {
            _ = store.state
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.changes += 1
                #if !canImport(SwiftUI)
                // The stand-in's ambient transaction; SwiftUI keeps its own to itself.
                self.animations.append(Transaction.current?.animation)
                #endif
                self.track()
            }
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

    // The store skips Observation's registrar when no one read the state since the last change
    // it published. These pin what observers must still see.

    @Test func anObserverThatReRegistersFromItsHandlerHearsOfEveryChange() {
        // A handler that reads the state again (as a re-rendering view does) must hear of the
        // next change, even though that read happens while the store is publishing.
        let store = Store(state: GaugeModel(), environment: ())
        let observer = ReRegisteringObserver(store)
        for count in 1...5 {
            store.send(.setCount(count))
        }
        #expect(observer.changes == 5)
    }

    @Test func anObserverRegisteredAfterUnreadChangesHearsOfTheNext() {
        let store = Store(state: GaugeModel(), environment: ())
        for count in 1...3 {
            store.send(.setCount(count))  // No one reads: nothing is told.
        }
        let counter = NotificationCounter()
        counter.observe(store)
        store.send(.setCount(4))
        #expect(counter.count == 1)
        store.send(.setCount(5))  // The registration was told once; it did not read again.
        #expect(counter.count == 1)
        counter.observe(store)
        store.send(.setCount(6))
        #expect(counter.count == 2)
        #expect(store.state.count == 6)
    }

    // Linux only: it reads the stand-in's ambient transaction.
    #if !canImport(SwiftUI)
    @Test func anObserverHearsOfAnAnimatedChangeInsideItsTransaction() {
        let store = Store(state: AnimatedGaugeModel(), environment: ())
        let observer = ReRegisteringObserver(store)
        store.send(.set(1, animated: false))
        store.send(.set(2, animated: true))
        #expect(observer.animations == [nil, .default])
    }
    #endif
}

/// A plain value whose changes may be animated.
private struct AnimatedGaugeModel: ModelProtocol {
    enum Action: Sendable { case set(Int, animated: Bool) }

    var count = 0

    static func update(
        state: consuming AnimatedGaugeModel, action: Action, environment: Void
    ) -> Update<AnimatedGaugeModel> {
        switch action {
        case .set(let count, let animated):
            state.count = count
            return animated ? Update(state: state, animation: .default) : Update(state: state)
        }
    }
}
