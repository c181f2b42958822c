/// The place of a child that an ``OptionalCursorProtocol`` (or ``CaseCursorProtocol``) type
/// finds, absent while the cursor finds none; made by `Place.cursor(_:)` with the cursor type.
///
/// ```swift
/// static let editor = Place.cursor(EditorCursor.self)
///
/// // In AppModel.update:
/// case .editor(let action):
///     return update(state: state, action: action, environment: (), at: editor)
/// ```
///
/// The child is handed to its update through the cursor's
/// ``OptionalCursorProtocol/modify(state:_:)``: in place when the cursor implements it. An
/// action for an absent child changes nothing and is reported as a ``RuntimeIssue`` naming the
/// cursor's ``OptionalCursorProtocol/absentChildDescription``, unless the route says
/// `ifAbsent:`.
public struct OptionalCursorPlace<Cursor: OptionalCursorProtocol>: ScopedPlace, Sendable {
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
    /// Runs the child's action inside the cursor's `modify`, when the cursor finds the child.
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
                .cursor(Cursor.self) { (parent: Cursor.Model) in Cursor.get(state: parent) }
            },
            ifAbsent: ifAbsent, absent: { Cursor.absentChildDescription })
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Cursor.Model.Action {
        Cursor.tag(action)
    }

    /// The child's store, or `nil` while the cursor finds no child.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Cursor.Model>>(
        in store: Store
    ) -> ViewStore<Cursor.ViewModel>? {
        store.scopedViewStore(
            key: AnyHashable(ObjectIdentifier(Cursor.self)), presence: true,
            read: { Cursor.get(state: $0) }, tag: { Cursor.tag($0) })
    }
}
