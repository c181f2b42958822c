import Reflow

/// ``ChildShapesInPlaceModel`` with each place built at its route instead of kept as a
/// `static let`: the baseline of scenario 2f, what a route costs when its place is made on
/// every send.
struct ChildShapesBuiltAtRouteModel: InPlaceModelProtocol {
    typealias Action = ChildShapesModel.Action

    /// The children, laid out as in ``ChildShapesModel``.
    var shapes = ChildShapesModel()

    static func reduce(
        into state: inout ChildShapesBuiltAtRouteModel,
        action: Action,
        environment: Void
    ) -> Step<ChildShapesBuiltAtRouteModel> {
        switch action {
        case .pinned(let action):
            return reduce(
                into: &state, action: action, environment: (),
                at: Place.property(\Self.shapes.pinned, tag: Action.pinned))
        case .editor(let action):
            return reduce(
                into: &state, action: action, environment: (),
                at: Place.optional(\Self.shapes.editor, tag: Action.editor))
        case .detail(let action):
            return reduce(
                into: &state, action: action, environment: (),
                at: Place.case(
                    \Self.shapes.destination, ChildShapesModel.detailCase, tag: Action.detail))
        }
    }
}
