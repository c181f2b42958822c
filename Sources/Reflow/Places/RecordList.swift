// `@unchecked Sendable`: see "Why places are Sendable" in ChildPlace.swift.
/// Where the records of a screen joined with its record are kept: a ``KeyedList``, or a
/// ``Persisted`` one (whose writes then schedule a save of the records alone).
public enum RecordList<Parent, Record: Identifiable & Equatable>: @unchecked Sendable {
    /// A plain list.
    case plain(WritableKeyPath<Parent, KeyedList<Record>>)
    /// A persisted list.
    case persisted(WritableKeyPath<Parent, Persisted<KeyedList<Record>>>)

    /// The record with an ID in the list, if it holds one.
    @inlinable
    func record(_ id: Record.ID, in parent: Parent) -> Record? {
        switch self {
        case .plain(let records): parent[keyPath: records][id: id]
        case .persisted(let records): parent[keyPath: records].value[id: id]
        }
    }
}

// `@unchecked Sendable`: see "Why places are Sendable" in ChildPlace.swift.
/// A presented screen that shows a record kept elsewhere; made by
/// ``Place/presented(_:tag:)->PresentedScreen<Parent,Screen>``. Join it with its
/// records with `joined(records:)` for its place.
public struct PresentedScreen<Parent: ModelProtocol, Screen: RecordScreen>: @unchecked Sendable {
    /// The optional property that holds the screen.
    public let keyPath: WritableKeyPath<Parent, Screen?>
    /// Turns a presentation action into a parent action.
    public let tag: @Sendable (PresentationAction<Screen.Action>) -> Parent.Action

    @inlinable
    init(
        keyPath: WritableKeyPath<Parent, Screen?>,
        tag: @escaping @Sendable (PresentationAction<Screen.Action>) -> Parent.Action
    ) {
        self.keyPath = keyPath
        self.tag = tag
    }

    /// The place a deprecated per-shape form builds for its one call, with the tag it was given,
    /// which need not be `Sendable`: see "Why a deprecated form's place may hold a tag that is
    /// not Sendable" in ChildPlace.swift.
    @inlinable
    package init(
        keyPath: WritableKeyPath<Parent, Screen?>,
        uncheckedTag tag: @escaping (PresentationAction<Screen.Action>) -> Parent.Action
    ) {
        self.init(
            keyPath: keyPath,
            tag: unsafeBitCast(
                tag, to: (@Sendable (PresentationAction<Screen.Action>) -> Parent.Action).self))
    }

    /// The place of this screen joined with its record, kept in a list of the parent's: the
    /// screen keeps only its own state, and its view store and update see ``Joined`` (the
    /// record and the screen).
    ///
    /// - Parameter records: The list that keeps the records: `\Self.books`.
    public func joined(
        records: WritableKeyPath<Parent, KeyedList<Screen.Record>>
    ) -> JoinedPresentedPlace<Parent, Screen> {
        JoinedPresentedPlace(presented: self, records: .plain(records))
    }

    /// The place of this screen joined with its record, kept in a persisted list (whose writes
    /// then schedule a save of the records alone).
    ///
    /// - Parameter records: The persisted list that keeps the records: `\Self.books`.
    public func joined(
        records: WritableKeyPath<Parent, Persisted<KeyedList<Screen.Record>>>
    ) -> JoinedPresentedPlace<Parent, Screen> {
        JoinedPresentedPlace(presented: self, records: .persisted(records))
    }
}

/// The place of a presented screen joined with its record; made by a ``PresentedScreen``'s
/// `joined(records:)`.
public struct JoinedPresentedPlace<Parent: ModelProtocol, Screen: RecordScreen>: PresentationPlace,
    Sendable
{
    /// The screen's place.
    public let presented: PresentedScreen<Parent, Screen>
    /// Where the records are kept.
    public let records: RecordList<Parent, Screen.Record>

    /// The screen joined with its record.
    public typealias Child = Joined<Screen>

    @inlinable
    init(presented: PresentedScreen<Parent, Screen>, records: RecordList<Parent, Screen.Record>) {
        self.presented = presented
        self.records = records
    }

    /// Runs a presentation action on the screen joined with its record, in place.
    @inlinable
    public func _reduce(
        into parent: inout Parent,
        action: PresentationAction<Screen.Action>,
        environment: Screen.Environment,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent> {
        if let ifAbsent, parent[keyPath: presented.keyPath] == nil {
            return ifAbsent(&parent)
        }
        return Parent.reduceShape(
            into: &parent, action: action, environment: environment,
            child: presented.keyPath, records: records, tag: presented.tag)
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Parent.Action {
        presented.tag(action)
    }

    /// The screen's store, joined with its record, or `nil` while nothing is presented.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Parent>>(in store: Store) -> ViewStore<
        Joined<Screen>
    >? {
        switch records {
        case .plain(let records):
            store.viewStoreShape(child: presented.keyPath, records: records, tag: presented.tag)
        case .persisted(let records):
            store.viewStoreShape(child: presented.keyPath, records: records, tag: presented.tag)
        }
    }

    /// The presentation of the screen joined with its record.
    @MainActor
    public func _presentation<Store: StoreProtocol<Parent>>(in store: Store) -> Presentation<
        Joined<Screen>
    > {
        switch records {
        case .plain(let records):
            store.presentationShape(child: presented.keyPath, records: records, tag: presented.tag)
        case .persisted(let records):
            store.presentationShape(child: presented.keyPath, records: records, tag: presented.tag)
        }
    }
}

/// The screens of one case of a stack's enum; made by ``StackPlace/screen(_:action:)-((Screen)->Element,_)``. Join
/// them with their records with `joined(records:)`.
public struct StackScreens<Parent: ModelProtocol, Element: ModelProtocol, Screen: RecordScreen>:
    Sendable
{
    /// The stack's place.
    public let stack: StackPlace<Parent, Element>
    /// The case of the stack's screens.
    public let casePath: CasePath<Element, Screen>
    /// Turns the screen's action into an action of the stack's screens.
    public let action: @Sendable (Screen.Action) -> Element.Action

    @inlinable
    init(
        stack: StackPlace<Parent, Element>,
        casePath: CasePath<Element, Screen>,
        action: @escaping @Sendable (Screen.Action) -> Element.Action
    ) {
        self.stack = stack
        self.casePath = casePath
        self.action = action
    }

    /// The screens a deprecated record-screen form builds for its one call, with the screen
    /// action it was given, which need not be `Sendable`: see "Why a deprecated form's place may
    /// hold a tag that is not Sendable" in ChildPlace.swift.
    @inlinable
    package init(
        stack: StackPlace<Parent, Element>,
        casePath: CasePath<Element, Screen>,
        uncheckedAction action: @escaping (Screen.Action) -> Element.Action
    ) {
        self.init(
            stack: stack, casePath: casePath,
            action: unsafeBitCast(action, to: (@Sendable (Screen.Action) -> Element.Action).self))
    }

    /// A screen's place needs the list that keeps its record: join the screens with it first.
    @available(
        *, unavailable,
        message:
            "join the screens with the list that keeps their records: .joined(records: \\Self.books)"
    )
    public func callAsFunction(_ id: StackElementID) -> JoinedStackScreenPlace<
        Parent, Element, Screen
    > {
        fatalError("unavailable")
    }

    /// These screens joined with their records, kept in a list of the parent's.
    ///
    /// - Parameter records: The list that keeps the records: `\Self.books`.
    public func joined(
        records: WritableKeyPath<Parent, KeyedList<Screen.Record>>
    ) -> JoinedStackScreens<Parent, Element, Screen> {
        JoinedStackScreens(screens: self, records: .plain(records))
    }

    /// These screens joined with their records, kept in a persisted list.
    ///
    /// - Parameter records: The persisted list that keeps the records: `\Self.books`.
    public func joined(
        records: WritableKeyPath<Parent, Persisted<KeyedList<Screen.Record>>>
    ) -> JoinedStackScreens<Parent, Element, Screen> {
        JoinedStackScreens(screens: self, records: .persisted(records))
    }
}

/// A stack's screens of one case, joined with their records; call it with a screen's ID for
/// that screen's place: `detail(id)`.
public struct JoinedStackScreens<
    Parent: ModelProtocol, Element: ModelProtocol, Screen: RecordScreen
>:
    Sendable
{
    /// The screens.
    public let screens: StackScreens<Parent, Element, Screen>
    /// Where the records are kept.
    public let records: RecordList<Parent, Screen.Record>

    @inlinable
    init(screens: StackScreens<Parent, Element, Screen>, records: RecordList<Parent, Screen.Record>)
    {
        self.screens = screens
        self.records = records
    }

    /// The place of the screen with an ID, joined with its record: `detail(id)`.
    @inlinable
    public func callAsFunction(_ id: StackElementID) -> JoinedStackScreenPlace<
        Parent, Element, Screen
    > {
        JoinedStackScreenPlace(screens: self, id: id)
    }
}

/// The place of one screen of a stack joined with its record: `detail(id)`.
public struct JoinedStackScreenPlace<
    Parent: ModelProtocol, Element: ModelProtocol, Screen: RecordScreen
>: ScopedPlace, Sendable {
    /// The screens' place.
    public let screens: JoinedStackScreens<Parent, Element, Screen>
    /// The screen's ID on the stack.
    public let id: StackElementID

    /// The screen joined with its record.
    public typealias Child = Joined<Screen>
    /// The action routed here: the screen's.
    public typealias Route = Screen.Action

    @inlinable
    init(screens: JoinedStackScreens<Parent, Element, Screen>, id: StackElementID) {
        self.screens = screens
        self.id = id
    }

    /// Runs the screen's action on it joined with its record, in place, O(1) in the number of
    /// records and screens.
    @inlinable
    public func _reduce(
        into parent: inout Parent,
        action: Screen.Action,
        environment: Screen.Environment,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent> {
        let stack = screens.screens.stack
        let casePath = screens.screens.casePath
        if let ifAbsent, parent[keyPath: stack.keyPath][id: id].flatMap(casePath.extract) == nil {
            return ifAbsent(&parent)
        }
        return Parent.reduceShape(
            into: &parent, action: action, environment: environment, child: stack.keyPath,
            id: id, case: casePath, records: screens.records, tag: stack.tag,
            screenAction: screens.screens.action)
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Parent.Action {
        screens.screens.stack.tag(
            .element(id: id, action: screens.screens.action(action)))
    }

    /// The screen's store, joined with its record, or `nil` when the stack has no such screen.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Parent>>(in store: Store) -> ViewStore<
        Joined<Screen>
    >? {
        let stack = screens.screens.stack
        switch screens.records {
        case .plain(let records):
            return store.viewStoreShape(
                child: stack.keyPath, id: id, case: screens.screens.casePath, records: records,
                tag: stack.tag, screenAction: screens.screens.action)
        case .persisted(let records):
            return store.viewStoreShape(
                child: stack.keyPath, id: id, case: screens.screens.casePath, records: records,
                tag: stack.tag, screenAction: screens.screens.action)
        }
    }
}
