// The deprecated spellings of PresentationModifiers: each forwards to the implementation the
// current spelling uses, and names that spelling.

#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Shows the screens of a ``StackState`` pushed on the enclosing `NavigationStack`, each
    /// with its own store.
    ///
    /// - Parameters:
    ///   - store: The store that holds the stack.
    ///   - stack: The stack.
    ///   - tag: Turns a stack action into an action of `store`.
    ///   - destination: The screen's view, given the screen's store.
    /// - Returns: A view that shows the stack's screens.
    @available(
        *, deprecated,
        message:
            "declare the stack's place once, static let path = Place.stack(\\Self.path, tag: Action.path), and call navigationDestination(store, stack: Model.path)"
    )
    public func navigationDestination<Parent: StoreProtocol, Element: ModelProtocol, Screen: View>(
        _ store: Parent,
        stack: KeyPath<Parent.Model, StackState<Element>>,
        tag: @escaping @MainActor (StackAction<Element>) -> Parent.Model.Action,
        @ViewBuilder destination: @escaping (ViewStore<Element>) -> Screen
    ) -> some View {
        stackDestination(store, stack: stack, tag: tag, destination: destination)
    }
}
#endif
