// A parent with a child of each shape a route names, written as an app writes it: the mistakes
// in `Mistakes/` are made against it, one per file.

import Reflow

struct Counter: ModelProtocol {
    enum Action: Sendable, Equatable { case increment }
    var count = 0

    static func update(
        state: consuming Counter, action: Action, environment: Void
    ) -> Update<Counter> {
        state.count += 1
        return Update(state: state)
    }
}

struct Row: ModelProtocol, Identifiable {
    enum Action: Sendable, Equatable { case toggle }
    struct Environment: Sendable { var now: Int }
    let id: Int
    var isOn = false

    static func update(
        state: consuming Row, action: Action, environment: Environment
    ) -> Update<Row> {
        state.isOn.toggle()
        return Update(state: state)
    }
}

struct Book: Identifiable, Equatable, Sendable {
    let id: Int
    var title = ""
}

struct Detail: RecordScreen {
    typealias Record = Book
    enum Action: Sendable, Equatable { case rename(String) }
    let recordID: Int

    static func update(
        state: consuming Joined<Detail>, action: Action, environment: Void
    ) -> Update<Joined<Detail>> {
        Update(state: state)
    }
}

enum Screen: ModelProtocol {
    case detail(Detail)
    case counter(Counter)

    enum Action: Sendable, Equatable {
        case detail(Detail.Action)
        case counter(Counter.Action)
    }

    static func update(
        state: consuming Screen, action: Action, environment: Void
    ) -> Update<Screen> {
        Update(state: state)
    }
}

/// Another parent, whose place a route of `App` must not take.
struct Other: ModelProtocol {
    enum Action: Sendable, Equatable { case counter(Counter.Action) }
    var counter = Counter()

    static let counter = Place.property(\Self.counter, tag: Action.counter)

    static func update(state: consuming Other, action: Action, environment: Void) -> Update<Other> {
        Update(state: state)
    }
}

struct App: ModelProtocol {
    enum Action: Sendable, Equatable {
        case counter(Counter.Action)
        case row(id: Int, action: Row.Action)
        case path(StackAction<Screen>)
    }

    var counter = Counter()
    var rows = KeyedList<Row>()
    var books = KeyedList<Book>()
    var path = StackState<Screen>()

    static let counter = Place.property(\Self.counter, tag: Action.counter)
    static let row = Place.items(\Self.rows, tag: Action.row)
    static let path = Place.stack(\Self.path, tag: Action.path)
    static let detail = path.screen(Screen.detail, action: Screen.Action.detail)
        .joined(records: \Self.books)

    static func update(
        state: consuming App, action: Action, environment: Row.Environment
    ) -> Update<App> {
        switch action {
        case .counter(let action):
            return update(state: state, action: action, environment: (), at: counter)
        case .row(let id, let action):
            return update(state: state, action: action, environment: environment, at: row(id))
        case .path(.element(let id, .detail(let action))):
            return update(state: state, action: action, environment: (), at: detail(id))
        case .path(let action):
            return update(state: state, action: action, environment: (), at: path)
        }
    }
}
