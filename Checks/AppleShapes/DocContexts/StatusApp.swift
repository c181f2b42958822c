import Reflow

// What "Rendering state exhaustively" assumes: the Status sample's model, and a terminal screen
// that prints a view state.

struct StatusModel: ModelProtocol {
    enum Phase: Equatable, Sendable {
        case idle
        case loading(attempt: Int)
        case failed(reason: String, attempt: Int)
        case loaded(services: [String])
    }

    enum Action: Sendable { case load }

    var phase = Phase.idle

    static func update(
        state: consuming StatusModel, action: Action, environment: Void
    ) -> Update<StatusModel> {
        state.phase = .loading(attempt: 1)
        return Update(state: state)
    }
}

enum TerminalScreen {
    static func lines(_ screen: StatusViewState, colors: Bool) -> [String] {
        [screen.title, screen.message]
    }
}
