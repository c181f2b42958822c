// `@unchecked Sendable`: see "Why places are Sendable" in ChildPlace.swift.
/// The place of a navigation stack; made by ``Place/stack(_:tag:)``. Call it with a screen's ID
/// for that screen's place.
public struct StackPlace<Parent: ModelProtocol, Element: ModelProtocol>: ChildPlace,
    @unchecked Sendable
{
    /// The stack.
    public let keyPath: WritableKeyPath<Parent, StackState<Element>>
    /// Turns a stack action into a parent action.
    public let tag: @Sendable (StackAction<Element>) -> Parent.Action

    /// The action routed here: a stack action (a screen's action, a push, a pop).
    public typealias Route = StackAction<Element>
    /// The stack's screens.
    public typealias Child = Element

    @inlinable
    init(
        keyPath: WritableKeyPath<Parent, StackState<Element>>,
        tag: @escaping @Sendable (StackAction<Element>) -> Parent.Action
    ) {
        self.keyPath = keyPath
        self.tag = tag
    }

    /// The place a deprecated per-shape form builds for its one call, with the tag it was given,
    /// which need not be `Sendable`: see "Why a deprecated form's place may hold a tag that is
    /// not Sendable" in ChildPlace.swift.
    @inlinable
    package init(
        keyPath: WritableKeyPath<Parent, StackState<Element>>,
        uncheckedTag tag: @escaping (StackAction<Element>) -> Parent.Action
    ) {
        self.init(
            keyPath: keyPath,
            tag: unsafeBitCast(tag, to: (@Sendable (StackAction<Element>) -> Parent.Action).self))
    }

    /// Runs a stack action: a screen's action where the screen is, a push or a pop. An action
    /// for a screen the stack no longer has is reported, unless `ifAbsent` says what it does.
    @inlinable
    public func _reduce(
        into parent: inout Parent,
        action: StackAction<Element>,
        environment: Element.Environment,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent> {
        if let ifAbsent, case .element(let id, _) = action,
            parent[keyPath: keyPath][id: id] == nil
        {
            return ifAbsent(&parent)
        }
        return Parent.reduceShape(
            into: &parent, action: action, environment: environment, child: keyPath, tag: tag)
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Parent.Action {
        tag(action)
    }

    /// The place of the screen with an ID: `path(id)`.
    @inlinable
    public func callAsFunction(_ id: StackElementID) -> StackElementPlace<Parent, Element> {
        StackElementPlace(stack: self, id: id)
    }

    /// The screens of one case of the stack's enum, each found by its ID, for screens joined
    /// with a record: `.screen(Screen.detail, action: Screen.Action.detail).joined(records:)`.
    ///
    /// - Parameters:
    ///   - casePath: The case of the stack's screens: `/Screen.detail`.
    ///   - action: Turns the screen's action into an action of the stack's screens:
    ///     `Screen.Action.detail`.
    public func screen<Screen: RecordScreen>(
        _ casePath: CasePath<Element, Screen>,
        action: @escaping @Sendable (Screen.Action) -> Element.Action
    ) -> StackScreens<Parent, Element, Screen> {
        StackScreens(stack: self, casePath: casePath, action: action)
    }

    /// The screens of one case of the stack's enum, named by the case itself, as their actions
    /// are: `.screen(Screen.detail, action: Screen.Action.detail)`.
    ///
    /// A case named so is matched by reflection; a ``CasePath`` written out with `embed` and
    /// `extract` matches faster, for the screens of a hot path.
    ///
    /// - Parameters:
    ///   - embed: The case of the stack's screens: `Screen.detail`.
    ///   - action: Turns the screen's action into an action of the stack's screens:
    ///     `Screen.Action.detail`.
    public func screen<Screen: RecordScreen>(
        _ embed: @escaping @Sendable (Screen) -> Element,
        action: @escaping @Sendable (Screen.Action) -> Element.Action
    ) -> StackScreens<Parent, Element, Screen> {
        StackScreens(stack: self, casePath: CasePath(embed), action: action)
    }
}

/// The place of the screen with an ID on a stack: `path(id)`, from a ``StackPlace``.
public struct StackElementPlace<Parent: ModelProtocol, Element: ModelProtocol>: ScopedPlace,
    Sendable
{
    /// The stack's place.
    public let stack: StackPlace<Parent, Element>
    /// The screen's ID.
    public let id: StackElementID

    /// The screen's model.
    public typealias Child = Element
    /// The action routed here: the screen's.
    public typealias Route = Element.Action

    @inlinable
    init(stack: StackPlace<Parent, Element>, id: StackElementID) {
        self.stack = stack
        self.id = id
    }

    /// Runs the screen's action where it is.
    @inlinable
    public func _reduce(
        into parent: inout Parent,
        action: Element.Action,
        environment: Element.Environment,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent> {
        stack._reduce(
            into: &parent, action: .element(id: id, action: action), environment: environment,
            ifAbsent: ifAbsent)
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Parent.Action {
        stack.tag(.element(id: id, action: action))
    }

    /// The screen's store, or `nil` when the stack has no screen with the ID.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Parent>>(in store: Store) -> ViewStore<Element>? {
        store.viewStoreShape(child: stack.keyPath, id: id, tag: stack.tag)
    }
}
