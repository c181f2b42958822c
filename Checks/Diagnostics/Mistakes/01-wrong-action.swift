import Reflow

// A counter's action sent to a row's place.
extension App {
    static func wrongAction(state: consuming App, id: Int) -> Update<App> {
        update(state: state, action: Counter.Action.increment, environment: Row.Environment(now: 0), at: row(id))  // error at "Counter.Action.increment": Counter.Action | Row.Action
    }
}
