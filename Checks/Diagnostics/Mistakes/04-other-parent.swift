import Reflow

// The place of another parent's child.
extension App {
    static func otherParent(state: consuming App) -> Update<App> {
        update(state: state, action: .increment, environment: (), at: Other.counter)  // error at "update": App | Other
    }
}
