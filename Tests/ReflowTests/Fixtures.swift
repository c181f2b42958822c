import Reflow

// Models shared by the core's tests: a counter, and a keyed list of items.

/// A counter whose actions exercise every kind of effect.
struct CounterModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case increment
        case add(Int)
        case incrementTwiceViaFx
        case echo(Int)
        case startLongRunning(id: String)
        case cancel(id: String)
        case incrementAnimated
    }

    var count = 0

    static func update(
        state: consuming CounterModel,
        action: Action,
        environment: Void
    ) -> Update<CounterModel> {
        switch action {
        case .increment:
            state.count += 1
            return Update(state: state)
        case .add(let amount):
            state.count += amount
            return Update(state: state)
        case .incrementTwiceViaFx:
            return Update(state: state, fx: .merge(.send(.increment), .send(.increment)))
        case .echo(let amount):
            return Update(state: state, fx: .task { .add(amount) })
        case .startLongRunning(let id):
            return Update(
                state: state,
                fx: .run { send in
                    while !Task.isCancelled {
                        await Task.yield()
                    }
                    await send(.add(1000))
                }
                .cancellable(id: id)
            )
        case .cancel(let id):
            return Update(state: state, fx: .cancel(id: id))
        case .incrementAnimated:
            state.count += 1
            return Update(state: state).animation(.easeInOut)
        }
    }
}

/// One item of a keyed list.
struct ItemModel: ModelProtocol, Identifiable {
    enum Action: Sendable, Equatable {
        case toggle
        case rename(String)
        case save
        case saved
    }

    struct Environment: Sendable {
        /// Suspends a save until the test lets it finish.
        var save: @Sendable () async -> Void = {}
    }

    var id: Int
    var title = ""
    var done = false
    var isSaving = false

    static func update(
        state: consuming ItemModel,
        action: Action,
        environment: Environment
    ) -> Update<ItemModel> {
        switch action {
        case .toggle:
            state.done.toggle()
            return Update(state: state).animation(.default)
        case .rename(let title):
            state.title = title
            return Update(state: state)
        case .save:
            state.isSaving = true
            let save = environment.save
            return Update(
                state: state,
                fx: .task {
                    await save()
                    return .saved
                })
        case .saved:
            state.isSaving = false
            return Update(state: state)
        }
    }
}

/// A list of items stored in an array, with an index from ID to position for O(1) lookup.
struct ListModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case item(id: Int, action: ItemModel.Action)
        case remove(id: Int)
    }

    private(set) var items: [ItemModel] = []
    private var positions: [Int: Int] = [:]

    /// The items' place: ``ItemCursor``'s, called with an ID.
    static let item = Place.cursor(ItemCursor.self)

    init(count: Int) {
        items = (0..<count).map { ItemModel(id: $0, title: "Item \($0)") }
        positions = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($1.id, $0) })
    }

    subscript(id id: Int) -> ItemModel? {
        get { positions[id].map { items[$0] } }
        set {
            guard let position = positions[id], let newValue else { return }
            items[position] = newValue
        }
    }

    mutating func remove(id: Int) {
        guard let position = positions.removeValue(forKey: id) else { return }
        items.remove(at: position)
        for index in position..<items.count {
            positions[items[index].id] = index
        }
    }

    static func update(
        state: consuming ListModel,
        action: Action,
        environment: ItemModel.Environment
    ) -> Update<ListModel> {
        switch action {
        case .item(let id, let action):
            return update(state: state, action: action, environment: environment, at: item(id))
        case .remove(let id):
            state.remove(id: id)
            return Update(state: state)
        }
    }
}

/// Finds items of a ``ListModel`` by ID.
enum ItemCursor: KeyedCursorProtocol {
    static func get(state: ListModel, key: Int) -> ItemModel? {
        state[id: key]
    }

    static func set(state: consuming ListModel, inner: consuming ItemModel, key: Int) -> ListModel {
        state[id: key] = inner
        return state
    }

    static func tag(action: ItemModel.Action, key: Int) -> ListModel.Action {
        .item(id: key, action: action)
    }
}

/// A one-shot gate an effect waits on until the test opens it.
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters {
            waiter.resume()
        }
        waiters.removeAll()
    }
}

/// Collects the messages of runtime issues a test reports.
final class Issues: @unchecked Sendable {
    // Appended to from the reporter, which runs synchronously on the test's task.
    var messages: [String] = []
}
