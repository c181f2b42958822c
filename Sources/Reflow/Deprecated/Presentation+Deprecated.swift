#if canImport(SwiftUI)
import SwiftUI
#endif

// The deprecated spellings of Presentation: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension StoreProtocol {
    /// The presentation of an optional child, for the SwiftUI presentation helpers.
    ///
    /// - Parameters:
    ///   - child: The optional property that holds the child.
    ///   - tag: Turns a presentation action into an action of this store.
    /// - Returns: The presentation.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let add = Place.presented(\\Self.add, tag: Action.add), and call store.presentation(Model.add)"
    )
    public func presentation<Child: ModelProtocol>(
        child: KeyPath<Model, Child?>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> Presentation<Child> {
        presentationShape(child: child, tag: tag)
    }

    /// The presentation of a child in one case of an optional destination enum, for the
    /// SwiftUI presentation helpers.
    ///
    /// - Parameters:
    ///   - child: The optional property that holds the destination.
    ///   - casePath: The destination's case that holds the child.
    ///   - tag: Turns a presentation action into an action of this store.
    /// - Returns: The presentation.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let edit = Place.presented(\\Self.destination, case: /Destination.edit, tag: Action.destination), and call store.presentation(Model.edit)"
    )
    public func presentation<Destination, Child: ModelProtocol>(
        child: KeyPath<Model, Destination?>,
        case casePath: CasePath<Destination?, Child>,
        tag: @escaping @MainActor (PresentationAction<Child.Action>) -> Model.Action
    ) -> Presentation<Child> {
        presentationShape(child: child, case: casePath, tag: tag)
    }
}
