import Reflow

/// Where the ``PermissionModel`` lives in the ``SettingsModel``, and how its actions are
/// tagged: the cursor that runs the permission's update in the settings' domain.
///
/// A ``CursorProtocol`` names a child that is always there. The settings declare its place once,
/// ``SettingsModel/permission`` (`Place.cursor(PermissionCursor.self)`), and the update runs the
/// child with `update(state:action:environment:at: permission)`, which also tags the child's
/// effect, so the answer comes back as ``SettingsModel/Action/permission(_:)``. A SwiftUI view
/// gets a store of the child with `store.viewStore(SettingsModel.permission)`.
enum PermissionCursor: CursorProtocol {
    /// The permission, read from the settings.
    static func get(state: SettingsModel) -> PermissionModel {
        state.permission
    }

    /// The settings with the permission written back.
    static func set(state: consuming SettingsModel, inner: consuming PermissionModel)
        -> SettingsModel
    {
        state.permission = inner
        return state
    }

    /// A permission action, as a settings action.
    static func tag(_ action: PermissionModel.Action) -> SettingsModel.Action {
        .permission(action)
    }
}
