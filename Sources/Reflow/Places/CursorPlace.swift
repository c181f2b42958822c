/// The place of a child that a ``CursorProtocol`` type finds; made by `Place.cursor(_:)` with
/// the cursor type.
///
/// ```swift
/// static let editor = Place.cursor(EditorCursor.self)
///
/// // In AppModel.update:
/// case .editor(let action):
///     return update(state: state, action: action, environment: environment.editor, at: editor)
/// ```
///
/// The child is handed to its update through the cursor's ``CursorProtocol/modify(state:_:)``:
/// in place when the cursor implements it, copied out and written back otherwise. It is never
/// absent.
public struct CursorPlace<Cursor: CursorProtocol>: StaticPlace, Sendable {
    /// The cursor's parent model.
    public typealias Parent = Cursor.Model
    /// The cursor's child model.
    public typealias Child = Cursor.ViewModel
    /// The action routed here: the child's.
    public typealias Route = Cursor.ViewModel.Action
    /// The child's environment.
    public typealias Environment = Cursor.ViewModel.Environment

    @inlinable
    init() {}

    // `@inlinable`, with the cursor's `modify`, so that the child update is specialized in the
    // app's module (BENCHMARKS.md, Decisions: "Cursor update inlinable").
    /// Runs the child's action inside the cursor's `modify`; a static child is never absent, so
    /// `ifAbsent` is never called.
    @inlinable
    public func _reduce(
        into parent: inout Cursor.Model,
        action: Cursor.ViewModel.Action,
        environment: Cursor.ViewModel.Environment,
        ifAbsent: ((inout Cursor.Model) -> Step<Cursor.Model>)?
    ) -> Step<Cursor.Model> {
        Cursor.Model.reduceChild(
            into: &parent, action: action, environment: environment,
            modify: { parent, body in Cursor.modify(state: &parent, body) },
            makeTag: { { Cursor.tag($0) } },
            link: { _ in
                .cursor(Cursor.self) { (parent: Cursor.Model) -> Cursor.ViewModel? in
                    Cursor.get(state: parent)
                }
            },
            ifAbsent: nil, absent: { "" })  // a static child is never absent
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Cursor.Model.Action {
        Cursor.tag(action)
    }

    /// The child's store; never `nil`.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Cursor.Model>>(
        in store: Store
    ) -> ViewStore<Cursor.ViewModel>? {
        store.scopedViewStore(
            key: AnyHashable(ObjectIdentifier(Cursor.self)), presence: false,
            read: { Cursor.get(state: $0) }, tag: { Cursor.tag($0) })
    }
}
