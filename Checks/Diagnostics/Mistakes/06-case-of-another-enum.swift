import Reflow

// A screen case of another enum than the stack's.
enum OtherScreen: ModelProtocol {
    case detail(Detail)
    enum Action: Sendable, Equatable { case detail(Detail.Action) }
    static func update(state: consuming OtherScreen, action: Action, environment: Void) -> Update<OtherScreen> { Update(state: state) }
}

extension App {
    static let otherEnum = path.screen(OtherScreen.detail, action: Screen.Action.detail)  // error at "OtherScreen.detail": OtherScreen | Screen
}
