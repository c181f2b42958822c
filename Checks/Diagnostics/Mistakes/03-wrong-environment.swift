import Reflow

// A row's environment handed to the counter.
extension App {
    static func wrongEnvironment(state: consuming App) -> Update<App> {
        update(state: state, action: .increment, environment: Row.Environment(now: 0), at: counter)  // error at "Row.Environment(now: 0)": Row.Environment | Void
    }
}
