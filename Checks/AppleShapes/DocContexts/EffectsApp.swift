import Reflow

// What "Working with effects" assumes: a list loaded from an API, and a search debounced on a
// clock, both reached through the environment.

struct API: Sendable {
    var items: @Sendable () async -> [String]
}

struct AppEnvironment: Sendable {
    var api: API
    var clock: any Clock<Duration>
    var search: @Sendable (String) async -> [String]
}

struct AppModel: ModelProtocol {
    enum Action: Sendable {
        case refresh
        case loaded([String])
        case searchChanged(String)
        case results([String])
    }
    typealias Environment = AppEnvironment

    var isLoading = false
    var items: [String] = []
    var query = ""

    static func update(
        state: consuming AppModel, action: Action, environment: AppEnvironment
    ) -> Update<AppModel> {
        Update(state: state)
    }
}
