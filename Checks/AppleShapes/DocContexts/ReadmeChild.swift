import Reflow
import SwiftUI

// What README's forwarded-send example assumes: a parent with a child, and the child's view.

struct ChildModel: ModelProtocol {
    enum Action: Sendable { case tap }
    var taps = 0

    static func update(
        state: consuming ChildModel, action: Action, environment: Void
    ) -> Update<ChildModel> {
        state.taps += 1
        return Update(state: state)
    }
}

struct AppModel: ModelProtocol {
    enum Action: Sendable { case child(ChildModel.Action) }
    var child = ChildModel()

    static let child = Place.property(\Self.child, tag: Action.child)

    static func update(
        state: consuming AppModel, action: Action, environment: Void
    ) -> Update<AppModel> {
        switch action {
        case .child(let action):
            update(state: state, action: action, environment: (), at: child)
        }
    }
}

struct ChildView: View {
    let state: ChildModel
    let send: @MainActor (ChildModel.Action) -> Void

    var body: some View { Text("\(state.taps)") }
}
