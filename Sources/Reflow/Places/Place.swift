/// The constructors of places: where a child lives in its parent's state.
///
/// A parent declares each place once, as a static property beside its `Action`, and hands it
/// to every verb (``ChildPlace`` shows them together):
///
/// | the child lives in | declared as | its route reads |
/// | --- | --- | --- |
/// | a property | `Place.property(\Self.counter, tag: Action.counter)` | `at: counter` |
/// | an optional | `Place.optional(\Self.editor, tag: Action.editor)` | `at: editor` |
/// | a case of an enum | `Place.case(\Self.status, /Status.loaded, tag: Action.loaded)` | `at: loaded` |
/// | an item of a ``KeyedList`` | `Place.items(\Self.todos, tag: Action.todo)` | `at: todo(id)` |
/// | a presented child | `Place.presented(\Self.add, tag: Action.add)` | `at: add` |
/// | a presented case | `Place.presented(\Self.destination, case: /Destination.edit, tag: Action.destination)` | `at: edit` |
/// | a stack | `Place.stack(\Self.path, tag: Action.path)` | `at: path` |
/// | a screen with its record | `Place.presented(\Self.detail, tag: Action.detail).joined(records: \Self.books)` | `at: detail` |
/// | a stack's screen with its record | `Place.stack(\Self.path, tag: Action.path).screen(Screen.detail, action: Screen.Action.detail).joined(records: \Self.books)` | `at: detail(id)` |
/// | a child a cursor type finds | `Place.cursor(EditorCursor.self)` | `at: editor` |
/// | an item a keyed cursor type finds | `Place.cursor(TodoCursor.self)` | `at: todo(key)` |
/// | anything else | `Place.custom(Self.self, get: { ... }, set: { ... }, tag: Action.child)` | `at: child` |
///
/// Each tag is the parent's action case, written as a function: `Action.counter`; keyed items
/// take the ID too (`case todo(id: TodoModel.ID, action: TodoModel.Action)`).
public enum Place {
    /// The place of a child stored in a property: never absent.
    ///
    /// - Parameters:
    ///   - keyPath: The property: `\Self.counter`.
    ///   - tag: Turns a child action into a parent action: `Action.counter`.
    @inlinable
    public static func property<Parent: ModelProtocol, Child: ModelProtocol>(
        _ keyPath: WritableKeyPath<Parent, Child>,
        tag: @escaping @Sendable (Child.Action) -> Parent.Action
    ) -> PropertyPlace<Parent, Child> {
        PropertyPlace(keyPath: keyPath, tag: tag)
    }

    /// The place of a child stored in an optional: absent while it is `nil`.
    ///
    /// - Parameters:
    ///   - keyPath: The optional property: `\Self.editor`.
    ///   - tag: Turns a child action into a parent action: `Action.editor`.
    @inlinable
    public static func optional<Parent: ModelProtocol, Child: ModelProtocol>(
        _ keyPath: WritableKeyPath<Parent, Child?>,
        tag: @escaping @Sendable (Child.Action) -> Parent.Action
    ) -> OptionalPlace<Parent, Child> {
        OptionalPlace(keyPath: keyPath, tag: tag)
    }

    /// The place of a child held in one case of an enum: absent while the enum is in another
    /// case.
    ///
    /// - Parameters:
    ///   - keyPath: The enum property: `\Self.status`.
    ///   - casePath: The case that holds the child: `/Status.loaded`.
    ///   - tag: Turns a child action into a parent action: `Action.loaded`.
    @inlinable
    public static func `case`<Parent: ModelProtocol, Enum, Child: ModelProtocol>(
        _ keyPath: WritableKeyPath<Parent, Enum>,
        _ casePath: CasePath<Enum, Child>,
        tag: @escaping @Sendable (Child.Action) -> Parent.Action
    ) -> CasePlace<Parent, Enum, Child> {
        CasePlace(keyPath: keyPath, casePath: casePath, tag: tag)
    }

    /// The items of a ``KeyedList``: call the value with an item's ID for that item's place
    /// (`todo(id)`), or hand it to ``StoreProtocol/viewStores(_:)`` for every row.
    ///
    /// - Parameters:
    ///   - keyPath: The list: `\Self.todos` (or `\Self.books.value` for a ``Persisted`` one).
    ///   - tag: Turns an item's ID and action into a parent action: `Action.todo`, for a case
    ///     `todo(id: TodoModel.ID, action: TodoModel.Action)`.
    @inlinable
    public static func items<Parent: ModelProtocol, Element: ModelProtocol & Identifiable>(
        _ keyPath: WritableKeyPath<Parent, KeyedList<Element>>,
        tag: @escaping @Sendable (Element.ID, Element.Action) -> Parent.Action
    ) -> ItemsPlace<Parent, Element> {
        ItemsPlace(keyPath: keyPath, tag: tag)
    }

    /// The place of a presented child (a sheet, a popover, a pushed screen) stored in an
    /// optional: its actions arrive as ``PresentationAction``s, a dismissal sets it to `nil`,
    /// and a child with an identity is told apart from the one that replaces it.
    ///
    /// - Parameters:
    ///   - keyPath: The optional property: `\Self.add`.
    ///   - tag: Turns a presentation action into a parent action: `Action.add`, for a case
    ///     `add(PresentationAction<AddModel.Action>)`.
    public static func presented<Parent: ModelProtocol, Child: ModelProtocol>(
        _ keyPath: WritableKeyPath<Parent, Child?>,
        tag: @escaping @Sendable (PresentationAction<Child.Action>) -> Parent.Action
    ) -> PresentedPlace<Parent, Child> {
        PresentedPlace(keyPath: keyPath, tag: tag)
    }

    /// A presented screen that shows a record kept in a list of the parent's: join it with
    /// the list for its place, `.joined(records: \Self.books)`.
    ///
    /// - Parameters:
    ///   - keyPath: The optional property that holds the screen: `\Self.detail`.
    ///   - tag: Turns a presentation action into a parent action: `Action.detail`.
    public static func presented<Parent: ModelProtocol, Screen: RecordScreen>(
        _ keyPath: WritableKeyPath<Parent, Screen?>,
        tag: @escaping @Sendable (PresentationAction<Screen.Action>) -> Parent.Action
    ) -> PresentedScreen<Parent, Screen> {
        PresentedScreen(keyPath: keyPath, tag: tag)
    }

    /// The place of a presented child held in one case of an optional enum of destinations.
    ///
    /// - Parameters:
    ///   - keyPath: The optional destination: `\Self.destination`.
    ///   - casePath: The destination's case: `/Destination.edit`.
    ///   - tag: Turns a presentation action into a parent action.
    public static func presented<Parent: ModelProtocol, Destination, Child: ModelProtocol>(
        _ keyPath: WritableKeyPath<Parent, Destination?>,
        case casePath: CasePath<Destination?, Child>,
        tag: @escaping @Sendable (PresentationAction<Child.Action>) -> Parent.Action
    ) -> PresentedCasePlace<Parent, Destination, Child> {
        PresentedCasePlace(keyPath: keyPath, casePath: casePath, tag: tag)
    }

    /// The place of a navigation stack: its actions arrive as ``StackAction``s (a screen's
    /// action, a push, a pop). Call the value with a screen's ID for that screen's place.
    ///
    /// - Parameters:
    ///   - keyPath: The stack: `\Self.path`.
    ///   - tag: Turns a stack action into a parent action: `Action.path`.
    public static func stack<Parent: ModelProtocol, Element: ModelProtocol>(
        _ keyPath: WritableKeyPath<Parent, StackState<Element>>,
        tag: @escaping @Sendable (StackAction<Element>) -> Parent.Action
    ) -> StackPlace<Parent, Element> {
        StackPlace(keyPath: keyPath, tag: tag)
    }

    /// The place of a child that a ``CursorProtocol`` type finds: never absent.
    ///
    /// ```swift
    /// static let editor = Place.cursor(EditorCursor.self)
    /// ```
    ///
    /// - Parameter cursor: The cursor type, which reads the child, writes it back (in place,
    ///   when it implements ``CursorProtocol/modify(state:_:)``) and tags its actions.
    @inlinable
    public static func cursor<Cursor: CursorProtocol>(_ cursor: Cursor.Type) -> CursorPlace<Cursor>
    {
        CursorPlace()
    }

    /// The place of a child that an ``OptionalCursorProtocol`` or a ``CaseCursorProtocol``
    /// type finds: absent while the cursor finds none.
    ///
    /// ```swift
    /// static let editor = Place.cursor(EditorCursor.self)
    /// ```
    ///
    /// - Parameter cursor: The cursor type, which reads the child, writes it back (in place,
    ///   when it implements ``OptionalCursorProtocol/modify(state:_:)``) and tags its actions.
    @inlinable
    public static func cursor<Cursor: OptionalCursorProtocol>(
        _ cursor: Cursor.Type
    ) -> OptionalCursorPlace<Cursor> {
        OptionalCursorPlace()
    }

    /// The items that a ``KeyedCursorProtocol`` type finds by key: call the value with a key for
    /// that item's place (`todo(key)`).
    ///
    /// ```swift
    /// static let todo = Place.cursor(TodoCursor.self)
    /// ```
    ///
    /// - Parameter cursor: The cursor type, which reads an item by key, writes it back (in
    ///   place, when it implements ``KeyedCursorProtocol/modify(state:key:_:)``) and tags its
    ///   actions with the key.
    @inlinable
    public static func cursor<Cursor: KeyedCursorProtocol>(
        _ cursor: Cursor.Type
    ) -> CursorItemsPlace<Cursor> {
        CursorItemsPlace()
    }

    /// The escape hatch: a child found by a getter and written back by a setter, for a child
    /// no key path reaches (a computed slice, a child kept in a dictionary).
    ///
    /// The child is copied out and written back, so its collections that its update changes
    /// are copied; the other constructors change the child where it is.
    ///
    /// ```swift
    /// static let editor = Place.custom(
    ///     Self.self, get: { $0.editors[$0.selected] }, set: { $0.editors[$0.selected] = $1 },
    ///     tag: Action.editor)
    /// ```
    ///
    /// - Parameters:
    ///   - parent: The parent's type, `Self.self`, which the closures' parameters are.
    ///   - get: Reads the child from the parent; `nil` when it is absent.
    ///   - set: Writes the child back into the parent.
    ///   - tag: Turns a child action into a parent action.
    public static func custom<Parent: ModelProtocol, Child: ModelProtocol>(
        _ parent: Parent.Type,
        get: @escaping @Sendable (Parent) -> Child?,
        set: @escaping @Sendable (inout Parent, Child) -> Void,
        tag: @escaping @Sendable (Child.Action) -> Parent.Action
    ) -> CustomPlace<Parent, Child> {
        CustomPlace(get: get, set: set, tag: tag)
    }
}
