import Reflow

extension Scenarios {
    /// Runs a fixed number of sends of one case and nothing else, so that
    /// `valgrind --tool=callgrind --toggle-collect='*profiledSends*'` counts exactly their
    /// instructions (see BENCHMARKS.md).
    ///
    /// - Parameters:
    ///   - name: One of ``Options/profileNames``.
    ///   - count: The number of sends.
    static func profile(_ name: String, count: Int) {
        switch name {
        case "root":
            let store = Store(state: CounterModel(), environment: ())
            profiledSends(store, Array(repeating: .increment, count: 64), count: count)
        case "keyed":
            let store = Store(state: DictionaryListModel(count: 1_000), environment: ())
            let actions = (0..<64).map { DictionaryListModel.toggle(id: $0 * 1_000 / 64) }
            profiledSends(store, actions, count: count)
        case "childeffects":
            let store = Store(state: KeyedListModel(count: 1_000), environment: ())
            let keys = (0..<64).map { $0 * 1_000 / 64 }
            for key in keys {
                store.send(.item(id: key + 1, action: .watch))
            }
            profiledSends(store, keys.map { KeyedListModel.toggle(id: $0) }, count: count)
        case "shapes":
            let store = Store(state: ChildShapesModel(), environment: ())
            profiledSends(store, Array(repeating: .pinned(.toggle), count: 64), count: count)
        case "optional":
            let store = Store(state: ChildShapesModel(), environment: ())
            profiledSends(store, Array(repeating: .editor(.toggle), count: 64), count: count)
        case "enumcase":
            let store = Store(state: ChildShapesModel(), environment: ())
            profiledSends(store, Array(repeating: .detail(.toggle), count: 64), count: count)
        case "inplace":
            let store = Store(state: ChildShapesInPlaceModel(), environment: ())
            let actions = [ChildShapesInPlaceModel.Action](repeating: .pinned(.toggle), count: 64)
            profiledSends(store, actions, count: count)
        case "keyedlist":
            let store = Store(state: KeyedListModel(count: 1_000), environment: ())
            let actions = (0..<64).map { KeyedListModel.toggle(id: $0 * 1_000 / 64) }
            profiledSends(store, actions, count: count)
        case "persisted":
            let store = Store(
                state: PersistedListModel(count: 1_000),
                environment: .init(file: PersistedListModel.storage))
            profiledSends(store, Array(repeating: .edit, count: 64), count: count)
        case "unsaved":
            let store = Store(
                state: UnsavedListModel(count: 1_000),
                environment: .init(file: PersistedListModel.storage))
            profiledSends(store, Array(repeating: .edit, count: 64), count: count)
        case "recording":
            let store = Store(state: CounterModel(), environment: ())
            store.startRecording()
            profiledSends(store, Array(repeating: .increment, count: 64), count: count)
        case "recordingkeyed":
            let store = Store(state: KeyedListModel(count: 1_000), environment: ())
            store.startRecording()
            let actions = (0..<64).map { KeyedListModel.toggle(id: $0 * 1_000 / 64) }
            profiledSends(store, actions, count: count)
        case "updateapart":
            var state = KeyedListModel(count: 1_000)
            let actions = (0..<64).map { KeyedListModel.toggle(id: $0 * 1_000 / 64) }
            profiledUpdates(&state, actions, count: count)
        case "builtatroute":
            let store = Store(state: ChildShapesBuiltAtRouteModel(), environment: ())
            profiledSends(store, Array(repeating: .pinned(.toggle), count: 64), count: count)
        case "records":
            let store = Store(state: RecordScreenListModel(count: 1_000), environment: ())
            let toggle = RecordScreenListModel.Action.path(.element(id: 0, action: .item(.toggle)))
            profiledSends(store, Array(repeating: toggle, count: 64), count: count)
        case "rows":
            profiledRowToggles(RowFixture(size: 1_000, observed: 100), count: count)
        default:
            let store = Store(state: makeNested10(), environment: ())
            profiledSends(store, Array(repeating: deepIncrement, count: 64), count: count)
        }
    }
}

/// Sends `count` actions, cycling through `actions` (64 of them).
@MainActor
@inline(never)
private func profiledSends<Model: ModelProtocol>(
    _ store: Store<Model>,
    _ actions: [Model.Action],
    count: Int
) {
    for index in 0..<count {
        store.send(actions[index & 63])
    }
}

/// Sends `count` keyed toggles to observed rows, each told row re-registering.
@MainActor
@inline(never)
private func profiledRowToggles(_ fixture: RowFixture, count: Int) {
    fixture.toggle(count)
}

/// Runs `count` actions through the update on a state held apart, as a recording past its
/// limit runs each action it drops on the journal's start.
@inline(never)
private func profiledUpdates<Model: ModelProtocol>(
    _ state: inout Model,
    _ actions: [Model.Action],
    count: Int
) where Model.Environment == Void {
    for index in 0..<count {
        let step = Model._update(state: &state, action: actions[index & 63], environment: ())
        withExtendedLifetime(step) {}
    }
}
