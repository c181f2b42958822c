import Reflow

/// A parent with one child of each shape, routed through its place: a property, an optional and
/// one case of an enum, each an ``ItemModel``.
struct ChildShapesModel: ModelProtocol {
    /// Where the parent is: nowhere, or one item's detail.
    enum Destination: Equatable, Sendable {
        case none
        case detail(ItemModel)
    }

    enum Action: Sendable {
        case pinned(ItemModel.Action)
        case editor(ItemModel.Action)
        case detail(ItemModel.Action)
    }

    /// The `detail` case of ``Destination``.
    static let detailCase = CasePath<Destination, ItemModel>(
        embed: Destination.detail,
        extract: { destination in
            guard case .detail(let item) = destination else { return nil }
            return item
        })

    var pinned = ItemModel.numbered(0)
    var editor: ItemModel? = .numbered(1)
    var destination = Destination.detail(.numbered(2))

    static let pinned = Place.property(\Self.pinned, tag: Action.pinned)
    static let editor = Place.optional(\Self.editor, tag: Action.editor)
    static let detail = Place.case(\Self.destination, detailCase, tag: Action.detail)

    static func update(
        state: consuming ChildShapesModel,
        action: Action,
        environment: Void
    ) -> Update<ChildShapesModel> {
        switch action {
        case .pinned(let action):
            return update(state: state, action: action, environment: (), at: pinned)
        case .editor(let action):
            return update(state: state, action: action, environment: (), at: editor)
        case .detail(let action):
            return update(state: state, action: action, environment: (), at: detail)
        }
    }

    /// Toggles the child an action names in a by-value update written by hand, without
    /// Reflow's child forms: the cost of the `update` signature itself, which takes the parent
    /// and returns it. Never inlined, as an app's update is not.
    @inline(never)
    static func toggledByValue(
        _ state: consuming ChildShapesModel,
        _ action: Action
    ) -> ChildShapesModel {
        switch action {
        case .pinned: state.pinned.isDone.toggle()
        case .editor: state.editor?.isDone.toggle()
        case .detail:
            guard case .detail(var item) = state.destination else { return state }
            state.destination = .none
            item.isDone.toggle()
            state.destination = .detail(item)
        }
        return state
    }

    /// Toggles the child an action names by mutating the parent in place: the floor. Never
    /// inlined, so that the optimizer cannot fold a loop of toggles.
    @inline(never)
    mutating func toggleInPlace(_ action: Action) {
        switch action {
        case .pinned: pinned.isDone.toggle()
        case .editor: editor?.isDone.toggle()
        case .detail:
            guard case .detail(var item) = destination else { return }
            destination = .none
            item.isDone.toggle()
            destination = .detail(item)
        }
    }
}
