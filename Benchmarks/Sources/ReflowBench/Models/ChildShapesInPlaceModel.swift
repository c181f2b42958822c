import Reflow

/// ``ChildShapesModel``'s children under a parent whose update changes it in place: an
/// `InPlaceModelProtocol` reaching each child in place at its place.
struct ChildShapesInPlaceModel: InPlaceModelProtocol {
    typealias Action = ChildShapesModel.Action

    /// The children, laid out as in ``ChildShapesModel``.
    var shapes = ChildShapesModel()

    static let pinned = Place.property(\Self.shapes.pinned, tag: Action.pinned)
    static let editor = Place.optional(\Self.shapes.editor, tag: Action.editor)
    static let detail = Place.case(
        \Self.shapes.destination, ChildShapesModel.detailCase, tag: Action.detail)

    static func reduce(
        into state: inout ChildShapesInPlaceModel,
        action: Action,
        environment: Void
    ) -> Step<ChildShapesInPlaceModel> {
        switch action {
        case .pinned(let action):
            return reduce(into: &state, action: action, environment: (), at: pinned)
        case .editor(let action):
            return reduce(into: &state, action: action, environment: (), at: editor)
        case .detail(let action):
            return reduce(into: &state, action: action, environment: (), at: detail)
        }
    }
}
