import Reflow

/// Whether the system lets the app send notifications, and the effect that asks it.
///
/// A small component of its own: it owns its state, its actions and its effect, and knows
/// nothing about the settings screen that contains it. ``SettingsModel`` runs it through
/// ``PermissionCursor`` and reacts to its answer.
struct PermissionModel: ModelProtocol {
    /// Where the question is.
    enum Status: Equatable, Sendable {
        /// The system has not been asked yet.
        case notAsked
        /// The system is asking the person; the answer comes back as an action.
        case asking
        /// Notifications are allowed.
        case granted
        /// Notifications are not allowed.
        case denied
    }

    /// What can happen to the permission.
    enum Action: Equatable, Sendable {
        /// Asks the system, unless it already allowed notifications or is being asked.
        case request
        /// The system answered.
        case answered(granted: Bool)
    }

    /// The service that asks the system, given by whoever creates the store.
    struct Environment: Sendable {
        /// Asks the system for permission to send notifications; `true` when it is granted.
        var requestPermission: @Sendable () async -> Bool
    }

    /// Where the question is.
    var status = Status.notAsked

    /// Asks the system when notifications are wanted and it has not said yes; records its answer.
    static func update(
        state: consuming PermissionModel,
        action: Action,
        environment: Environment
    ) -> Update<PermissionModel> {
        switch action {
        case .request:
            switch state.status {
            case .asking, .granted:
                return Update(state: state)
            case .notAsked, .denied:
                state.status = .asking
                let requestPermission = environment.requestPermission
                return Update(
                    state: state,
                    fx: .task { .answered(granted: await requestPermission()) }
                )
            }
        case .answered(let granted):
            state.status = granted ? .granted : .denied
            return Update(state: state)
        }
    }
}
