import Reflow

// A plain model where a record screen is expected.
extension App {
    static let plain = path.screen(Screen.counter, action: Screen.Action.counter)  // error at "screen": Counter | RecordScreen
}
