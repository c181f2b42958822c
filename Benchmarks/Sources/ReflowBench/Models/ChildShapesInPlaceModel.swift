import Reflow

/// ``ChildShapesModel``'s children under a parent whose update changes it in place: an
/// `InPlaceModelProtocol` reaching each child through the in-place key-path forms.
struct ChildShapesInPlaceModel: InPlaceModelProtocol {
    typealias Action = ChildShapesModel.Action

    /// The children, laid out as in ``ChildShapesModel``.
    var shapes = ChildShapesModel()

    static func reduce(
        into state: inout ChildShapesInPlaceModel,
        action: Action,
        environment: Void
    ) -> Step<ChildShapesInPlaceModel> {
        switch action {
        case .pinned(let action):
            return reduce(
                into: &state, action: action, environment: (), child: \.shapes.pinned,
                tag: Action.pinned)
        case .editor(let action):
            return reduce(
                into: &state, action: action, environment: (), child: \.shapes.editor,
                tag: Action.editor)
        case .detail(let action):
            return reduce(
                into: &state, action: action, environment: (), child: \.shapes.destination,
                case: ChildShapesModel.detailCase, tag: Action.detail)
        }
    }
}
