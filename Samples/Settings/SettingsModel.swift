// Settings: a settings screen whose fields are all edited through one form action. The update
// matches a field's key path to add behaviour: the display name is validated, and turning
// notifications on runs a child component, `PermissionModel`, whose effect asks a permission
// service from the environment and feeds the answer back. Run it with `swift run settings`.

import Foundation
import Reflow

/// The settings screen: a display name, how often a digest is sent, and notifications.
///
/// Every field is edited by one action case, ``Action/form(_:)``, that carries the field's key
/// path and its new value; the update applies it in one line. Two fields need more than an
/// assignment, and the update matches their key paths: ``displayName`` is validated into
/// ``displayNameProblem``, and turning ``notificationsEnabled`` on asks for permission first
/// (and turns it off again when the system says no).
struct SettingsModel: ModelProtocol {
    /// How often a digest of activity is sent.
    enum Digest: String, CaseIterable, Equatable, Sendable {
        /// Never.
        case off
        /// Every day.
        case daily
        /// Every week.
        case weekly
    }

    /// What can happen on the screen.
    enum Action: Equatable, Sendable {
        /// A field was edited: any writable property of the settings, set to a new value.
        case form(FormAction<SettingsModel>)
        /// An action of the notification permission, or its answer fed back by its effect.
        case permission(PermissionModel.Action)
    }

    /// What the screen's effects need.
    struct Environment: Sendable {
        /// What the permission's effect needs.
        var permission: PermissionModel.Environment
    }

    /// The longest display name, in characters.
    static let maximumNameLength = 24

    /// The name other people see.
    var displayName = "Blob"
    /// Why ``displayName`` cannot be used, or `nil` when it can.
    var displayNameProblem: String?
    /// How often a digest is sent.
    var digest = Digest.daily
    /// Whether notifications are on; they stay on only while the system allows them.
    var notificationsEnabled = false
    /// Whether notifications are also sent by email.
    var emailNotifications = true
    /// Whether notifications are also sent to the phone.
    var mobileNotifications = true
    /// Whether the system allows notifications: a child component, run by ``PermissionCursor``.
    var permission = PermissionModel()

    /// Where the permission lives: the place ``PermissionCursor`` finds it at.
    static let permission = Place.cursor(PermissionCursor.self)

    /// Applies a field edit, validating the name and asking for permission where needed, or runs
    /// the permission child and turns notifications off when the system says no.
    static func update(
        state: consuming SettingsModel,
        action: Action,
        environment: Environment
    ) -> Update<SettingsModel> {
        switch action {
        case .form(let form):
            // Every field: one line. Then the fields with more to do, by key path.
            form.apply(to: &state)
            switch form {
            case \.displayName:
                state.displayNameProblem = problem(withName: state.displayName)
                return Update(state: state)
            case \.notificationsEnabled where state.notificationsEnabled:
                return update(
                    state: state, action: .request, environment: environment.permission,
                    at: permission)
            default:
                return Update(state: state)
            }
        case .permission(let action):
            var next = update(
                state: state, action: action, environment: environment.permission, at: permission)
            if next.state.permission.status == .denied {
                next.state.notificationsEnabled = false
            }
            return next
        }
    }

    /// Validates a display name.
    ///
    /// - Parameter name: The name, as typed.
    /// - Returns: Why the name cannot be used, or `nil` when it can.
    static func problem(withName name: String) -> String? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
            return "A display name is required."
        }
        if trimmed.count > maximumNameLength {
            return "A display name has at most \(maximumNameLength) characters."
        }
        if trimmed != name {
            return "A display name cannot start or end with a space."
        }
        return nil
    }
}
