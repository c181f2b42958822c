import Reflow
import ReflowTesting
import Testing

@testable import SettingsSample

/// Counts how many times the permission service was asked.
private actor PermissionRequests {
    private(set) var count = 0

    func record() { count += 1 }
}

/// An environment whose permission service answers at once, and counts the requests.
private func environment(
    granting: Bool, requests: PermissionRequests = PermissionRequests()
) -> SettingsModel.Environment {
    SettingsModel.Environment(
        permission: .init(requestPermission: {
            await requests.record()
            return granting
        }))
}

@MainActor
@Suite struct SettingsModelTests {
    @Test func oneFormActionEditsEveryField() async {
        let store = TestStore(state: SettingsModel(), environment: environment(granting: true))
        await store.send(.form(.set(\.digest, .weekly))) { $0.digest = .weekly }
        await store.send(.form(.set(\.emailNotifications, false))) {
            $0.emailNotifications = false
        }
        await store.send(.form(.set(\.mobileNotifications, false))) {
            $0.mobileNotifications = false
        }
        await store.send(.form(.set(\.displayName, "Ada"))) { $0.displayName = "Ada" }
        await store.finish()
    }

    @Test func theDisplayNameIsValidatedOnEveryEdit() async {
        let store = TestStore(state: SettingsModel(), environment: environment(granting: true))
        await store.send(.form(.set(\.displayName, ""))) {
            $0.displayName = ""
            $0.displayNameProblem = "A display name is required."
        }
        let long = String(repeating: "x", count: SettingsModel.maximumNameLength + 1)
        await store.send(.form(.set(\.displayName, long))) {
            $0.displayName = long
            $0.displayNameProblem = "A display name has at most 24 characters."
        }
        await store.send(.form(.set(\.displayName, " Ada"))) {
            $0.displayName = " Ada"
            $0.displayNameProblem = "A display name cannot start or end with a space."
        }
        let longest = String(repeating: "é", count: SettingsModel.maximumNameLength)
        await store.send(.form(.set(\.displayName, longest))) {
            $0.displayName = longest
            $0.displayNameProblem = nil
        }
        await store.finish()
    }

    @Test func otherFieldsDoNotTouchTheNameProblem() async {
        var state = SettingsModel()
        state.displayName = ""
        state.displayNameProblem = "A display name is required."
        let store = TestStore(state: state, environment: environment(granting: true))
        await store.send(.form(.set(\.digest, .off))) { $0.digest = .off }
        await store.finish()
    }

    @Test func turningNotificationsOnAsksForPermissionAndKeepsThemOnWhenGranted() async {
        let requests = PermissionRequests()
        let store = TestStore(
            state: SettingsModel(), environment: environment(granting: true, requests: requests))
        await store.send(.form(.set(\.notificationsEnabled, true))) {
            $0.notificationsEnabled = true
            $0.permission.status = .asking
        }
        await store.receive(.permission(.answered(granted: true))) {
            $0.permission.status = .granted
        }
        // Once granted, turning them off and on again does not ask again.
        await store.send(.form(.set(\.notificationsEnabled, false))) {
            $0.notificationsEnabled = false
        }
        await store.send(.form(.set(\.notificationsEnabled, true))) {
            $0.notificationsEnabled = true
        }
        await store.finish()
        #expect(await requests.count == 1)
    }

    @Test func aDeniedPermissionTurnsNotificationsOffAndTheNextTryAsksAgain() async {
        let requests = PermissionRequests()
        let store = TestStore(
            state: SettingsModel(), environment: environment(granting: false, requests: requests))
        await store.send(.form(.set(\.notificationsEnabled, true))) {
            $0.notificationsEnabled = true
            $0.permission.status = .asking
        }
        await store.receive(.permission(.answered(granted: false))) {
            $0.permission.status = .denied
            $0.notificationsEnabled = false
        }
        await store.send(.form(.set(\.notificationsEnabled, true))) {
            $0.notificationsEnabled = true
            $0.permission.status = .asking
        }
        await store.receive(.permission(.answered(granted: false))) {
            $0.permission.status = .denied
            $0.notificationsEnabled = false
        }
        await store.finish()
        #expect(await requests.count == 2)
    }

    @Test func notificationsTurnedOffWhileAskingStayOffWhenGranted() async {
        let (answers, answer) = AsyncStream.makeStream(of: Bool.self)
        let store = TestStore(
            state: SettingsModel(),
            environment: SettingsModel.Environment(
                permission: .init(requestPermission: {
                    for await granted in answers { return granted }
                    return false
                })))
        await store.send(.form(.set(\.notificationsEnabled, true))) {
            $0.notificationsEnabled = true
            $0.permission.status = .asking
        }
        // Off and on again while the system is asking: no second request, no second effect.
        await store.send(.form(.set(\.notificationsEnabled, false))) {
            $0.notificationsEnabled = false
        }
        await store.send(.form(.set(\.notificationsEnabled, true))) {
            $0.notificationsEnabled = true
        }
        await store.send(.form(.set(\.notificationsEnabled, false))) {
            $0.notificationsEnabled = false
        }
        #expect(store.runningEffectCount == 1)
        answer.yield(true)
        await store.receive(.permission(.answered(granted: true))) {
            $0.permission.status = .granted
        }
        await store.finish()
    }

    @Test func thePermissionChildRunsThroughItsCursor() {
        // The cursor reads and writes the child, and tags its actions into the settings'.
        var state = SettingsModel()
        state.permission.status = .denied
        #expect(PermissionCursor.get(state: state).status == .denied)
        let written = PermissionCursor.set(
            state: state, inner: PermissionModel(status: .granted))
        #expect(written.permission.status == .granted)
        #expect(PermissionCursor.tag(.request) == .permission(.request))
    }
}

@Suite struct SettingsCommandTests {
    @Test func eachCommandIsAFormActionOnItsField() throws {
        #expect(try SettingsCommand.parse("digest weekly") == .edit(.set(\.digest, .weekly)))
        #expect(
            try SettingsCommand.parse("notifications on")
                == .edit(.set(\.notificationsEnabled, true)))
        #expect(try SettingsCommand.parse("email off") == .edit(.set(\.emailNotifications, false)))
        #expect(try SettingsCommand.parse("MOBILE on") == .edit(.set(\.mobileNotifications, true)))
        #expect(try SettingsCommand.parse("quit") == .quit)
        #expect(try SettingsCommand.parse("   ") == nil)
        #expect(try SettingsCommand.parse("# a comment") == nil)
    }

    @Test func theNameIsTheRestOfTheLineAsTyped() throws {
        #expect(
            try SettingsCommand.parse("name Ada Lovelace")
                == .edit(.set(\.displayName, "Ada Lovelace")))
        #expect(try SettingsCommand.parse("name  Ada ") == .edit(.set(\.displayName, " Ada ")))
        #expect(try SettingsCommand.parse("  name Ada") == .edit(.set(\.displayName, "Ada")))
        #expect(try SettingsCommand.parse("name") == .edit(.set(\.displayName, "")))
    }

    @Test func valuesAFieldCannotTakeAreRejected() {
        #expect(
            throws: SettingsCommand.Rejection(message: "digest takes one of: off, daily, weekly")
        ) {
            try SettingsCommand.parse("digest hourly")
        }
        #expect(throws: SettingsCommand.Rejection(message: "email takes on or off")) {
            try SettingsCommand.parse("email yes")
        }
        #expect(throws: SettingsCommand.Rejection(message: "notifications takes on or off")) {
            try SettingsCommand.parse("notifications")
        }
        #expect(throws: SettingsCommand.Rejection(message: "unknown command \"theme\"")) {
            try SettingsCommand.parse("theme dark")
        }
    }
}
