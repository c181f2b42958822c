#if canImport(SwiftUI)
import SwiftUI
#endif

// The deprecated spellings of StackLink: each forwards to the implementation the
// current spelling uses, and names that spelling.

extension StoreProtocol {
    /// A binding of a stack for `NavigationStack(path:)` that also takes pushes by value: when
    /// the view pops screens it sends `.popFrom(id:)` with the lowest one popped, and when a
    /// `NavigationLink(value: StackLink.push(screen))` (or a longer path) pushes screens, it
    /// sends `.push(id:state:)` for each, with the IDs the stack gives next.
    ///
    /// ```swift
    /// NavigationStack(path: store.stackLinks(\.path, tag: AppModel.Action.path)) {
    ///     MeetingList(store: store)
    ///         .navigationDestination(store, stack: \.path, tag: AppModel.Action.path) { screen in
    ///             ScreenView(store: screen)
    ///         }
    /// }
    /// ```
    ///
    /// A path that is not the stack's screens, bottom first, followed by pushes, sends nothing.
    /// Reading the binding observes the stack's pushes and pops only, not the screens' changes.
    ///
    /// - Parameters:
    ///   - child: The stack.
    ///   - tag: Turns a stack action into an action of this store.
    /// - Returns: The binding.
    @available(
        *, deprecated,
        message:
            "declare the child's place once, static let path = Place.stack(\\Self.path, tag: Action.path), and call store.stackLinks(Model.path)"
    )
    public func stackLinks<Element: ModelProtocol>(
        _ child: KeyPath<Model, StackState<Element>>,
        tag: @escaping @MainActor (StackAction<Element>) -> Model.Action
    ) -> Binding<[StackLink<Element>]> {
        stackLinksShape(child, tag: tag)
    }
}
