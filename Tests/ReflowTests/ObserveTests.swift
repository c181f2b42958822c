import Foundation
import Observation
import Testing

@testable import Reflow

// Each test counts the runs of an observed closure. A run also yields what it saw into a stream
// that the test awaits, so a re-run is awaited, never polled for. Where a test shows that a
// change causes *no* re-run, it waits on `runQueuedMainActorJobs()`: a re-run is a main-actor
// job queued by the change, so once a job queued after the change has run, so has any re-run.

/// A stream of what each run saw, and the continuation a run yields into.
private func makeRuns<Value: Sendable>(
    of type: Value.Type = Value.self
) -> (AsyncStream<Value>, AsyncStream<Value>.Continuation) {
    AsyncStream.makeStream(of: type)
}

/// Returns once every job queued on the main actor before the call has run.
@MainActor
private func runQueuedMainActorJobs() async {
    await Task { @MainActor in }.value
}

private struct ChildModel: ModelProtocol {
    enum Action: Sendable { case increment }

    var count = 0

    static func update(
        state: consuming ChildModel, action: Action, environment: Void
    ) -> Update<ChildModel> {
        switch action {
        case .increment: state.count += 1
        }
        return Update(state: state)
    }
}

/// A model with a `String`, so the store publishes after every action unless it knows the
/// state is unchanged (an action for an absent child).
private struct ParentModel: ModelProtocol {
    enum Action: Sendable {
        case increment
        /// Increments once, and its effects feed back two more increments in the same send.
        case incrementThreeTimes
        case rename(String)
        case child(ChildModel.Action)
        case optionalChild(ChildModel.Action)
    }

    var count = 0
    var name = "parent"
    var child = ChildModel()
    var optionalChild: ChildModel?

    static let child = Place.property(\Self.child, tag: Action.child)
    static let optionalChild = Place.optional(\Self.optionalChild, tag: Action.optionalChild)

    static func update(
        state: consuming ParentModel, action: Action, environment: Void
    ) -> Update<ParentModel> {
        switch action {
        case .increment:
            state.count += 1
            return Update(state: state)
        case .incrementThreeTimes:
            state.count += 1
            return Update(state: state, fx: .merge(.send(.increment), .send(.increment)))
        case .rename(let name):
            state.name = name
            return Update(state: state)
        case .child(let action):
            return update(state: state, action: action, environment: (), at: child)
        case .optionalChild(let action):
            return update(state: state, action: action, environment: (), at: optionalChild)
        }
    }
}

@Observable
@MainActor
private final class Thermometer {
    var celsius = 20
    var label = "hall"
}

/// An `NSObject` subclass, where `observe` must resolve to Reflow's despite Foundation's
/// key-value-observing method of the same base name on Apple platforms.
@MainActor
private final class CountController: NSObject {
    private(set) var shownCount: Int?
    private var token: ObserveToken?

    func start(_ store: Store<ParentModel>, runs: AsyncStream<Int>.Continuation) {
        token = observe { [weak self] in
            self?.shownCount = store.state.count
            runs.yield(store.state.count)
        }
    }
}

/// An object whose release the tests watch.
private final class Canary {}

@MainActor
@Suite struct ObserveTests {
    @Test func theClosureRunsOnceBeforeObserveReturns() {
        let store = Store(state: ParentModel(), environment: ())
        var runs = 0
        var seen: [Int] = []
        let token = observe {
            runs += 1
            seen.append(store.state.count)
        }
        #expect(runs == 1)
        #expect(seen == [0])
        #expect(!token.isCancelled)
    }

    @Test func severalSendsInOneTurnCauseOneReRunThatSeesTheLastState() async {
        let store = Store(state: ParentModel(), environment: ())
        let (stream, continuation) = makeRuns(of: Int.self)
        var seen = stream.makeAsyncIterator()
        var runs = 0
        let token = observe {
            runs += 1
            continuation.yield(store.state.count)
        }
        #expect(await seen.next() == 0)

        store.send(.increment)
        store.send(.increment)
        store.send(.increment)
        #expect(runs == 1)  // not re-run inside the sends
        #expect(await seen.next() == 3)
        #expect(runs == 2)

        // Had each send queued a re-run of its own, the next value would be a stale 3.
        store.send(.increment)
        #expect(await seen.next() == 4)
        #expect(runs == 3)
        token.cancel()
    }

    @Test func aReRunNeverHappensDuringAnUpdateAndSeesThePublishedState() async {
        let store = Store(state: ParentModel(), environment: ())
        let (stream, continuation) = makeRuns(of: Int.self)
        var seen = stream.makeAsyncIterator()
        var processingDuringARun: [Bool] = []
        var counts: [Int] = []
        let token = observe {
            processingDuringARun.append(store.isProcessing)
            counts.append(store.state.count)
            continuation.yield(store.state.count)
        }
        #expect(await seen.next() == 0)

        // One send, three published states: the action and the two its effects feed back.
        store.send(.incrementThreeTimes)
        #expect(await seen.next() == 3)
        #expect(counts == [0, 3])
        #expect(processingDuringARun == [false, false])
        token.cancel()
    }

    @Test func stateTheClosureDidNotReadCausesNoReRun() async {
        let watched = Store(state: ParentModel(), environment: ())
        let other = Store(state: ParentModel(), environment: ())
        let (stream, continuation) = makeRuns(of: Int.self)
        var seen = stream.makeAsyncIterator()
        var runs = 0
        let token = observe {
            runs += 1
            continuation.yield(watched.state.count)
        }
        #expect(await seen.next() == 0)

        other.send(.increment)
        await runQueuedMainActorJobs()
        #expect(runs == 1)

        watched.send(.increment)
        #expect(await seen.next() == 1)
        #expect(runs == 2)
        token.cancel()
    }

    @Test func eachRunWatchesWhatItReadThatTime() async {
        let thermometer = Thermometer()
        let (stream, continuation) = makeRuns(of: String.self)
        var seen = stream.makeAsyncIterator()
        var runs = 0
        let token = observe {
            runs += 1
            // Reads `label` only while the temperature is above zero.
            continuation.yield(
                thermometer.celsius > 0 ? "\(thermometer.celsius) \(thermometer.label)" : "frost")
        }
        #expect(await seen.next() == "20 hall")
        thermometer.celsius = -5
        #expect(await seen.next() == "frost")

        thermometer.label = "porch"
        await runQueuedMainActorJobs()
        #expect(runs == 2)

        thermometer.celsius = 3
        #expect(await seen.next() == "3 porch")
        #expect(runs == 3)
        token.cancel()
    }

    @Test func aPlainObservableClassReRunsForThePropertiesReadOnly() async {
        let thermometer = Thermometer()
        let (stream, continuation) = makeRuns(of: Int.self)
        var seen = stream.makeAsyncIterator()
        var runs = 0
        let token = observe {
            runs += 1
            continuation.yield(thermometer.celsius)
        }
        #expect(await seen.next() == 20)

        thermometer.label = "porch"
        await runQueuedMainActorJobs()
        #expect(runs == 1)

        thermometer.celsius = 21
        thermometer.celsius = 22
        #expect(await seen.next() == 22)
        #expect(runs == 2)
        token.cancel()
    }

    @Test func cancellingTheTokenStopsTheReRunsAndReleasesTheClosure() async {
        let store = Store(state: ParentModel(), environment: ())
        var runs = 0
        weak var released: Canary?
        let token: ObserveToken
        do {
            let canary = Canary()
            released = canary
            token = observe {
                _ = canary
                runs += 1
                _ = store.state
            }
        }
        #expect(released != nil)
        token.cancel()
        #expect(token.isCancelled)
        #expect(released == nil)

        store.send(.increment)
        await runQueuedMainActorJobs()
        #expect(runs == 1)
    }

    @Test func releasingTheTokenStopsTheReRunsAndReleasesTheClosure() async {
        let store = Store(state: ParentModel(), environment: ())
        var runs = 0
        weak var released: Canary?
        var token: ObserveToken?
        do {
            let canary = Canary()
            released = canary
            token = observe {
                _ = canary
                runs += 1
                _ = store.state
            }
        }
        #expect(token != nil)
        #expect(released != nil)
        token = nil
        #expect(released == nil)

        store.send(.increment)
        await runQueuedMainActorJobs()
        #expect(runs == 1)
    }

    @Test func cancellingAfterAChangeDropsTheReRunItScheduled() async {
        let store = Store(state: ParentModel(), environment: ())
        var runs = 0
        let token = observe {
            runs += 1
            _ = store.state
        }
        store.send(.increment)  // schedules a re-run
        token.cancel()
        await runQueuedMainActorJobs()
        #expect(runs == 1)
    }

    @Test func theTokenDoesNotKeepTheObservedStoreAlive() {
        weak var released: Store<ParentModel>?
        var runs = 0
        let token: ObserveToken
        do {
            let store = Store(state: ParentModel(), environment: ())
            released = store
            token = observe { [weak store] in
                runs += 1
                _ = store?.state
            }
        }
        #expect(runs == 1)
        #expect(released == nil)
        #expect(!token.isCancelled)
    }

    @Test func aViewStoreIsObservedThroughItsParent() async {
        let store = Store(state: ParentModel(), environment: ())
        let child = store.viewStore(ParentModel.child)
        let (stream, continuation) = makeRuns(of: Int.self)
        var seen = stream.makeAsyncIterator()
        var runs = 0
        let token = observe {
            runs += 1
            continuation.yield(child.state.count)
        }
        #expect(await seen.next() == 0)

        child.send(.increment)
        child.send(.increment)
        #expect(await seen.next() == 2)
        #expect(runs == 2)
        token.cancel()
    }

    @Test func anActionTheStoreDoesNotPublishCausesNoReRun() async {
        let store = Store(state: ParentModel(), environment: ())
        let (stream, continuation) = makeRuns(of: Int.self)
        var seen = stream.makeAsyncIterator()
        var runs = 0
        let token = observe {
            runs += 1
            continuation.yield(store.state.count)
        }
        #expect(await seen.next() == 0)

        // The optional child is nil: the action is ignored and the state is not published.
        RuntimeIssue.$reporter.withValue({ _ in }) {
            store.send(.optionalChild(.increment))
        }
        await runQueuedMainActorJobs()
        #expect(runs == 1)

        store.send(.increment)
        #expect(await seen.next() == 1)
        #expect(runs == 2)
        token.cancel()
    }

    @Test func insideAnNSObjectSubclassObserveIsReflows() async {
        let store = Store(state: ParentModel(), environment: ())
        let (stream, continuation) = makeRuns(of: Int.self)
        var seen = stream.makeAsyncIterator()
        let controller = CountController()
        controller.start(store, runs: continuation)
        #expect(controller.shownCount == 0)
        #expect(await seen.next() == 0)

        store.send(.rename("meter"))
        store.send(.increment)
        #expect(await seen.next() == 1)
        #expect(controller.shownCount == 1)
    }
}
