import Reflow

/// Where the app is: the list, or one item's detail.
enum Destination: Equatable, Sendable {
    case list
    case detail(id: Int)
}

/// The app: a counter, a keyed list of items, a small form and a destination.
struct AppModel: ModelProtocol {
    enum Action: Equatable, Sendable {
        case counter(CounterModel.Action)
        case item(id: Int, action: ItemModel.Action)
        case add(title: String)
        case remove(id: Int)
        case form(FormAction<AppModel>)
        case navigate(Destination)
        case cancelSave(id: Int)
        case stamp
        case stamped(Int)
        case watch
        case tick(Int)
    }

    var counter = CounterModel()
    var items: [Int: ItemModel] = [:]
    var order: [Int] = []
    var nextID = 1
    var name = ""
    var notify = false
    var destination = Destination.list
    var stamp = 0
    var ticks: [Int] = []

    /// The counter's place, through its cursor; a main-actor static let here.
    static let counter = Place.cursor(CounterCursor.self)
    /// The items' place, through their keyed cursor: `item(id)`.
    static let item = Place.cursor(ItemCursor.self)

    static func update(
        state: consuming AppModel,
        action: Action,
        environment: AppEnvironment
    ) -> Update<AppModel> {
        switch action {
        case .counter(let action):
            return update(state: state, action: action, environment: (), at: counter)
        case .item(let id, let action):
            return update(state: state, action: action, environment: environment, at: item(id))
        case .add(let title):
            let id = state.nextID
            state.nextID += 1
            state.items[id] = ItemModel(id: id, title: title)
            state.order.append(id)
            return Update(state: state)
        case .remove(let id):
            state.items[id] = nil
            state.order.removeAll { $0 == id }
            return Update(state: state, fx: .cancel(id: SaveID(item: id)))
        case .form(let form):
            form.apply(to: &state)
            return Update(state: state)
        case .navigate(let destination):
            state.destination = destination
            return Update(state: state).animation(.default)
        case .cancelSave(let id):
            return Update(state: state, fx: .cancel(id: SaveID(item: id)))
        case .stamp:
            let now = environment.now
            return Update(state: state, fx: .task { .stamped(now()) })
        case .stamped(let value):
            state.stamp = value
            return Update(state: state)
        case .watch:
            let ticks = environment.ticks
            return Update(state: state, fx: .sequence(ticks().map { Action.tick($0) }))
        case .tick(let value):
            state.ticks.append(value)
            return Update(state: state)
        }
    }
}

extension Destination {
    /// The detail case's payload, written out: extraction is a `switch`.
    static let detailID = CasePath<Destination, Int>(
        embed: { .detail(id: $0) },
        extract: { destination in
            guard case .detail(let id) = destination else { return nil }
            return id
        }
    )

    /// The same path derived from the case alone.
    static let derivedDetailID: CasePath<Destination, Int> = /Destination.detail
}
