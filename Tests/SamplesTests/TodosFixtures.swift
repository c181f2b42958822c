import Foundation
import Reflow

@testable import TodosSample

/// Saves recorded by a test environment, in order, as the todo file's format reads them back.
actor SaveRecorder {
    private(set) var saves: [SavedTodos] = []
    /// The error the next saves throw, if any.
    var failure: PersistenceError?

    func record(_ data: Data) throws(PersistenceError) {
        if let failure { throw failure }
        do {
            saves.append(try PersistenceFormat.todoFile.decode(data))
        } catch {
            throw .unwritable(path: "todos.json", reason: "the test could not read it: \(error)")
        }
    }

    func fail(with error: PersistenceError?) {
        failure = error
    }
}

/// The todo file as the app reads and writes it, one call at a time: the app's format over
/// Reflow's ``AtomicFile``, with the errors the store's persistence would report.
struct TodoFile {
    /// The file underneath.
    var file: AtomicFile

    /// A todo file at a path.
    init(path: String) {
        file = AtomicFile(path: path)
    }

    /// Called before a save replaces the file; tests throw from it to interrupt the save.
    var willReplace: @Sendable () throws -> Void {
        get { file.willReplace }
        set { file.willReplace = newValue }
    }

    /// Reads and decodes the todos; `nil` when there is no file.
    func load() throws(PersistenceError) -> SavedTodos? {
        guard let data = try file.read() else { return nil }
        return try PersistenceFormat.todoFile.decode(data, storedAt: file.path)
    }

    /// Encodes and writes the todos.
    func save(_ saved: SavedTodos) throws(PersistenceError) {
        try file.replace(with: try PersistenceFormat.todoFile.encode(saved, storedAt: file.path))
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
    loadError: PersistenceError? = nil,
    recorder: SaveRecorder = SaveRecorder(),
    clock: ManualClock? = nil
) -> AppEnvironment {
    testEnvironment(
        saved: saved, loadError: loadError, recorder: recorder,
        sleep: { _ in await clock?.sleep() })
}

/// An environment whose file holds `saved`, whose saves go to `recorder`, and whose debounce
/// waits with `sleep`.
func testEnvironment(
    saved: SavedTodos? = nil,
    loadError: PersistenceError? = nil,
    recorder: SaveRecorder = SaveRecorder(),
    sleep: @escaping @Sendable (Duration) async throws -> Void
) -> AppEnvironment {
    let stored = saved.map { try! PersistenceFormat.todoFile.encode($0) }
    return AppEnvironment(
        file: PersistenceStorage(
            path: "todos.json",
            read: { () throws(PersistenceError) in
                if let loadError { throw loadError }
                return stored
            },
            write: { data throws(PersistenceError) in try await recorder.record(data) },
            sleep: sleep
        )
    )
}

/// An app state with a loaded list, as after a successful load.
func loadedState(_ titles: [(String, Bool)] = []) -> AppModel {
    let todos = titles.enumerated().map { index, todo in
        TodoModel(id: index + 1, title: todo.0, isCompleted: todo.1)
    }
    var state = AppModel()
    state.file = Persisted(
        SavedTodos(nextID: titles.count + 1, todos: KeyedList(todos)), status: .ready,
        isStored: true)
    return state
}
