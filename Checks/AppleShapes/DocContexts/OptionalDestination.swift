import Reflow

// What "Optional and enum children" assumes of its destinations: a settings screen, and a
// parent that holds the destination.

struct SettingsModel: ModelProtocol {
    enum Action: Sendable { case toggle }
    var isOn = false

    static func update(
        state: consuming SettingsModel, action: Action, environment: Void
    ) -> Update<SettingsModel> {
        state.isOn.toggle()
        return Update(state: state)
    }
}

struct AppModel: ModelProtocol {
    enum Action: Sendable {
        case settings(SettingsModel.Action)
        case showList
    }
    typealias Environment = Void

    var destination = Destination.list

    static let settings = Place.case(
        \Self.destination, Destination.settingsCase, tag: Action.settings)

    static func update(
        state: consuming AppModel, action: Action, environment: Void
    ) -> Update<AppModel> {
        Update(state: state)
    }
}
