#if canImport(SwiftUI)
import SwiftUI
#endif

/// A value of a navigation path bound to a ``StackState`` with
/// ``StoreProtocol/stackLinks(_:tag:)``: a screen on the stack, by its ID, or a screen a
/// `NavigationLink(value:)` pushes by value.
///
/// ```swift
/// NavigationStack(path: store.stackLinks(\.path, tag: AppModel.Action.path)) {
///     List(store.state.meetings) { meeting in
///         NavigationLink(value: StackLink.push(Screen.detail(DetailModel(id: meeting.id)))) {
///             Text(meeting.title)
///         }
///     }
///     .navigationDestination(store, stack: \.path, tag: AppModel.Action.path) { screen in
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
    /// What the value stands for.
    enum Kind {
        /// A screen on the stack.
        case onStack(StackElementID)
        /// A screen a link pushes, with a serial number that tells two links apart.
        case pushed(Screen, serial: Int)
    }

    let kind: Kind

    /// The value of a screen on the stack: what the path holds for it.
    ///
    /// - Parameter id: The screen's ID.
    public init(id: StackElementID) {
        self.kind = .onStack(id)
    }

    private init(pushing screen: Screen) {
        self.kind = .pushed(screen, serial: SerialNumbers.next())
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

    /// The screen's ID on the stack, or `nil` for a screen a link pushes.
    public var id: StackElementID? {
        if case .onStack(let id) = kind { return id }
        return nil
    }

    /// The screen a link pushes, or `nil` for a screen on the stack.
    public var screen: Screen? {
        if case .pushed(let screen, _) = kind { return screen }
        return nil
    }

    /// Whether two values stand for the same screen on the stack, or are the same push.
    public static func == (lhs: StackLink, rhs: StackLink) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    /// An ID on the stack, or a push's serial number, as one hashable value.
    private var identity: StackLinkIdentity {
        switch kind {
        case .onStack(let id): return .onStack(id)
        case .pushed(_, let serial): return .pushed(serial)
        }
    }
}

extension StackLink: Sendable where Screen: Sendable {}
extension StackLink.Kind: Sendable where Screen: Sendable {}

/// What tells two ``StackLink`` values apart, whatever their screen type.
private enum StackLinkIdentity: Hashable {
    case onStack(StackElementID)
    case pushed(Int)
}

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
    public func stackLinks<Element: ModelProtocol>(
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
