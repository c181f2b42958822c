#if canImport(SwiftUI)
import Reflow
import SwiftUI

/// The settings screen as a SwiftUI view, for an Apple app.
///
/// Every control binds with `store.binding(_:form:)`: a write sends
/// ``SettingsModel/Action/form(_:)`` with the control's key path and value, so the view needs
/// no action per field, and the update still validates the name and asks for permission. Drop
/// this file and the model files (`SettingsModel.swift`, `PermissionModel.swift`,
/// `PermissionCursor.swift`) into an app, with a real permission service:
///
/// ```swift
/// @main
/// struct SettingsAppScene: App {
///     @State private var store = Store(
///         state: SettingsModel(),
///         environment: .init(permission: .init(requestPermission: {
///             let center = UNUserNotificationCenter.current()
///             return (try? await center.requestAuthorization(options: [.alert])) ?? false
///         }))
///     )
///
///     var body: some Scene {
///         WindowGroup { SettingsView(store: store) }
///     }
/// }
/// ```
struct SettingsView: View {
    /// The screen's store.
    let store: Store<SettingsModel>

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Display name", text: field(\.displayName))
                    if let problem = store.state.displayNameProblem {
                        Text(problem).foregroundStyle(.red)
                    }
                }
                Section("Digest") {
                    Picker("Send a digest", selection: field(\.digest)) {
                        ForEach(SettingsModel.Digest.allCases, id: \.self) { digest in
                            Text(digest.rawValue.capitalized).tag(digest)
                        }
                    }
                }
                Section("Notifications") {
                    Toggle("Notifications", isOn: field(\.notificationsEnabled))
                    PermissionStatusView(store: store.viewStore(SettingsModel.permission))
                    Toggle("By email", isOn: field(\.emailNotifications))
                        .disabled(!store.state.notificationsEnabled)
                    Toggle("On mobile", isOn: field(\.mobileNotifications))
                        .disabled(!store.state.notificationsEnabled)
                }
            }
            .navigationTitle("Settings")
        }
    }

    /// A binding to one field; writes become the one form action.
    ///
    /// - Parameter keyPath: The field.
    /// - Returns: The binding.
    private func field<Value: Equatable & Sendable>(
        _ keyPath: WritableKeyPath<SettingsModel, Value>
    ) -> Binding<Value> {
        store.binding(keyPath, form: SettingsModel.Action.form)
    }
}

/// What the system said about notifications: the ``PermissionModel`` child's own view, given a
/// store scoped to it (`store.viewStore(SettingsModel.permission)`), so it works with any store of
/// a permission.
struct PermissionStatusView<PermissionStore: StoreProtocol<PermissionModel>>: View {
    /// The permission's store.
    let store: PermissionStore

    var body: some View {
        switch store.state.status {
        case .notAsked:
            EmptyView()
        case .asking:
            Text("Asking for permission…")
        case .granted:
            Text("Allowed")
        case .denied:
            Text("Not allowed. Allow notifications in the system settings.")
                .foregroundStyle(.red)
        }
    }
}
#endif
