import Reflow

@testable import Todos

/// Saves recorded by a test environment, in order.
actor SaveRecorder {
    private(set) var saves: [SavedTodos] = []
    /// The error the next saves throw, if any.
    var failure: TodoFileError?

    func record(_ saved: SavedTodos) throws(TodoFileError) {
        if let failure { throw failure }
        saves.append(saved)
    }

    func fail(with error: TodoFileError?) {
        failure = error
    }
}

/// A clock for debounced saves that the test releases by hand: every `sleep` waits until
/// `release()` or until its task is cancelled, as `Task.sleep` does, and announces itself on
/// `arrivals` so the test knows how many sleeps have started.
actor ManualClock {
    private var sleepers: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextSleeper = 0
    /// How many sleeps ended in a cancelled task: scheduled saves that a later change
    /// replaced.
    private(set) var cancelledSleeps = 0
    nonisolated let arrivals: AsyncStream<Void>
    private let arrival: AsyncStream<Void>.Continuation

    init() {
        (arrivals, arrival) = AsyncStream.makeStream(of: Void.self)
    }

    func sleep() async {
        nextSleeper += 1
        let sleeper = nextSleeper
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                arrival.yield()
                // A task cancelled before it got here is never woken by the handler below.
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    sleepers[sleeper] = continuation
                }
            }
        } onCancel: {
            Task { await self.wake(sleeper) }
        }
        if Task.isCancelled { cancelledSleeps += 1 }
    }

    /// Wakes every sleeper.
    func release() {
        let waking = sleepers.values
        sleepers = [:]
        waking.forEach { $0.resume() }
    }

    private func wake(_ sleeper: Int) {
        sleepers.removeValue(forKey: sleeper)?.resume()
    }
}

/// An environment whose file holds `saved`, whose saves go to `recorder`, and whose debounce
/// waits on `clock` (or not at all).
func testEnvironment(
    saved: SavedTodos? = nil,
    loadError: TodoFileError? = nil,
    recorder: SaveRecorder = SaveRecorder(),
    clock: ManualClock? = nil
) -> AppEnvironment {
    AppEnvironment(
        load: { () throws(TodoFileError) in
            if let loadError { throw loadError }
            return saved
        },
        save: { saved throws(TodoFileError) in try await recorder.record(saved) },
        sleep: { _ in await clock?.sleep() }
    )
}

/// An app state with a loaded list, as after a successful load.
func loadedState(_ titles: [(String, Bool)] = []) -> AppModel {
    var state = AppModel()
    for (index, (title, isCompleted)) in titles.enumerated() {
        state.todos.append(TodoModel(id: index + 1, title: title, isCompleted: isCompleted))
    }
    state.nextID = titles.count + 1
    state.status = .ready
    state.canSave = true
    state.fileExists = true
    return state
}
