import Reflow

// An item's place without the item's ID.
extension App {
    static func itemWithoutID(state: consuming App) -> Update<App> {
        update(state: state, action: .toggle, environment: Row.Environment(now: 0), at: row)  // error at "update": takes the item's ID
    }
}
