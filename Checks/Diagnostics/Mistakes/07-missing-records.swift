import Reflow

// A record screen's place without the list that keeps its records.
extension App {
    static let unjoined = path.screen(Screen.detail, action: Screen.Action.detail)
    static func missingRecords(state: consuming App, id: StackElementID) -> Update<App> {
        update(state: state, action: .rename("A"), environment: (), at: unjoined(id))  // error at "unjoined(id)": joined(records:
    }
}
