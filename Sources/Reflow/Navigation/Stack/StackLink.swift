#if canImport(SwiftUI)
import SwiftUI
#endif

/// A value of a navigation path bound to a ``StackState`` with
/// ``StoreProtocol/stackLinks(_:)``: a screen on the stack, by its ID, or a screen a
/// `NavigationLink(value:)` pushes by value.
///
/// ```swift
/// NavigationStack(path: store.stackLinks(AppModel.path)) {
///     List(store.state.meetings) { meeting in
///         NavigationLink(value: StackLink.push(Screen.detail(DetailModel(id: meeting.id)))) {
///             Text(meeting.title)
///         }
///     }
///     .navigationDestination(store, stack: AppModel.path) { screen in
///         ScreenView(store: screen)
///     }
/// }
/// ```
///
/// A link does not push the screen itself: the path binding sends
/// ``StackAction/push(id:state:)`` with the ID the stack gives its next screen, so the parent
/// can match the push, and the stack form applies it. Once the stack holds the screen, the path
/// shows it by its ID.
public struct StackLink<Screen>: Hashable {
    /// The screen's ID on the stack, or `nil` for a screen a link pushes.
    public let id: StackElementID?
    /// The screen a link pushes, or `nil` for a screen on the stack.
    public let screen: Screen?
    /// Tells two pushes apart; 0 for a screen on the stack.
    private let serial: Int

    /// The value of a screen on the stack: what the path holds for it.
    ///
    /// - Parameter id: The screen's ID.
    public init(id: StackElementID) {
        self.id = id
        self.screen = nil
        self.serial = 0
    }

    private init(pushing screen: Screen) {
        self.id = nil
        self.screen = screen
        self.serial = SerialNumbers.next()
    }

    /// The value of a link that pushes a screen: `NavigationLink(value: StackLink.push(screen))`.
    ///
    /// Each value is a push of its own: two links to equal screens are two values.
    ///
    /// - Parameter screen: The screen to push.
    /// - Returns: The link's value.
    public static func push(_ screen: Screen) -> StackLink {
        StackLink(pushing: screen)
    }

    /// Whether two values stand for the same screen on the stack, or are the same push.
    public static func == (lhs: StackLink, rhs: StackLink) -> Bool {
        lhs.id == rhs.id && lhs.serial == rhs.serial
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(serial)
    }
}

extension StackLink: Sendable where Screen: Sendable {}

extension StoreProtocol {

    /// The work of `stackLinks(_:tag:)`, deprecated, which places share.
    @usableFromInline
    package func stackLinksShape<Element: ModelProtocol>(
        _ child: KeyPath<Model, StackState<Element>>,
        tag: @escaping @MainActor (StackAction<Element>) -> Model.Action
    ) -> Binding<[StackLink<Element>]> {
        Binding(
            get: { self.observedStackLinks(child, tag: tag) },
            send: { self.send($0) },
            actions: { (path: [StackLink<Element>]) -> [Model.Action] in
                let stack = self.state[keyPath: child]
                return StackLink.actions(changing: stack, to: path).map(tag)
            })
    }

    /// The stack's screens as path values, observing the stack's structure only.
    func observedStackLinks<Element: ModelProtocol>(
        _ child: KeyPath<Model, StackState<Element>>,
        tag: @escaping @MainActor (StackAction<Element>) -> Model.Action
    ) -> [StackLink<Element>] {
        observedStackIDs(child, tag: tag).map { StackLink(id: $0) }
    }
}

extension StackLink where Screen: ModelProtocol {
    /// The stack actions that turn a stack into a path the view wrote: a pop of the screens it
    /// left out, then a push of each screen it added, with the IDs the stack gives next; none
    /// for a path that is not the stack's screens, bottom first, followed by pushes.
    static func actions(
        changing stack: StackState<Screen>, to path: [StackLink]
    ) -> [StackAction<Screen>] {
        let ids = stack.ids
        let kept = path.prefix { $0.id != nil }
        guard kept.count <= ids.count, zip(kept, ids).allSatisfy({ $0.id == $1 }) else {
            return []
        }
        var actions: [StackAction<Screen>] = []
        if kept.count < ids.count {
            actions.append(.popFrom(id: ids[kept.count]))
        }
        var next = stack.nextElementID.rawValue
        for link in path.dropFirst(kept.count) {
            guard let screen = link.screen else { return [] }
            actions.append(.push(id: StackElementID(next), state: screen))
            next += 1
        }
        return actions
    }
}
