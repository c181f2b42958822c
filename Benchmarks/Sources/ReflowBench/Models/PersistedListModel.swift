import Foundation
import Reflow

/// A list of items saved to storage through `Persisted`, beside a field that is not saved: the
/// shape of an app whose list is saved while the user types elsewhere.
struct PersistedListModel: ModelProtocol {
    enum Action: Sendable {
        /// Changes the field beside the list: the persisted list is left alone.
        case edit
        case file(PersistenceAction)
    }

    struct Environment {
        var file: PersistenceStorage
    }

    var items: Persisted<KeyedList<ItemModel>>
    var draft = 0

    static let file = Place.persisted(\Self.items, tag: Action.file)

    /// A loaded list of `count` items, as after a load.
    init(count: Int) {
        items = Persisted(KeyedList((0..<count).map(ItemModel.numbered)), status: .ready)
    }

    static func update(
        state: consuming PersistedListModel,
        action: Action,
        environment: Environment
    ) -> Update<PersistedListModel> {
        reduce(state, action: action, environment: environment)
            .savingChanges(of: \.items, storage: environment.file, tag: Action.file)
    }

    /// Runs an action; ``update(state:action:environment:)`` then schedules a save when the
    /// list changed.
    private static func reduce(
        _ state: consuming PersistedListModel,
        action: Action,
        environment: Environment
    ) -> Update<PersistedListModel> {
        switch action {
        case .edit:
            state.draft &+= 1
            return Update(state: state)
        case .file(let action):
            return update(state: state, action: action, environment: environment.file, at: file)
        }
    }

    /// A storage that never holds anything and never waits long enough to save in a round.
    static let storage = PersistenceStorage(
        path: "bench.json", read: { nil }, write: { _ in }, saveDelay: .seconds(86_400))
}

/// ``PersistedListModel`` whose update does not call `savingChanges(of:storage:tag:)`: the same
/// state, environment and actions, so the difference is the check that the list is unchanged.
struct UnsavedListModel: ModelProtocol {
    typealias Action = PersistedListModel.Action
    typealias Environment = PersistedListModel.Environment

    var items: Persisted<KeyedList<ItemModel>>
    var draft = 0

    static let file = Place.persisted(\Self.items, tag: Action.file)

    /// A loaded list of `count` items, as after a load.
    init(count: Int) {
        items = Persisted(KeyedList((0..<count).map(ItemModel.numbered)), status: .ready)
    }

    static func update(
        state: consuming UnsavedListModel,
        action: Action,
        environment: Environment
    ) -> Update<UnsavedListModel> {
        switch action {
        case .edit:
            state.draft &+= 1
            return Update(state: state)
        case .file(let action):
            return update(state: state, action: action, environment: environment.file, at: file)
        }
    }
}
