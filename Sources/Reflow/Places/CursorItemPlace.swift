/// The items a ``KeyedCursorProtocol`` type finds by key; made by `Place.cursor(_:)` with the
/// cursor type. Call it with a key for that item's place.
///
/// ```swift
/// static let todo = Place.cursor(TodoCursor.self)
///
/// // In AppModel.update:
/// case .todo(let id, let action):
///     return update(state: state, action: action, environment: (), at: todo(id))
/// ```
public struct CursorItemsPlace<Cursor: KeyedCursorProtocol>: Sendable {
    @inlinable
    init() {}

    /// The place of the item with a key: `todo(key)`.
    @inlinable
    public func callAsFunction(_ key: Cursor.Key) -> CursorItemPlace<Cursor> {
        CursorItemPlace(key: key)
    }
}

/// The place of the item with a key that a ``KeyedCursorProtocol`` type finds: `todo(key)`,
/// from a ``CursorItemsPlace``.
///
/// The item is handed to its update through the cursor's
/// ``KeyedCursorProtocol/modify(state:key:_:)``: in place when the cursor implements it, and
/// never by copying the collection that holds it. An action for a key with no item changes
/// nothing and is reported as a ``RuntimeIssue``, unless the route says `ifAbsent:`.
public struct CursorItemPlace<Cursor: KeyedCursorProtocol>: ScopedPlace {
    /// The item's key.
    public let key: Cursor.Key

    /// The cursor's parent model.
    public typealias Parent = Cursor.Model
    /// The cursor's item model.
    public typealias Child = Cursor.ViewModel
    /// The action routed here: the item's.
    public typealias Route = Cursor.ViewModel.Action
    /// The item's environment.
    public typealias Environment = Cursor.ViewModel.Environment

    @inlinable
    init(key: Cursor.Key) {
        self.key = key
    }

    // `@inlinable`, with the cursor's `modify`, so that the child update is specialized in the
    // app's module (BENCHMARKS.md, Decisions: "Keyed cursor update inlinable").
    /// Runs the item's action inside the cursor's `modify`; a key with no item is absent.
    @inlinable
    public func _reduce(
        into parent: inout Cursor.Model,
        action: Cursor.ViewModel.Action,
        environment: Cursor.ViewModel.Environment,
        ifAbsent: ((inout Cursor.Model) -> Step<Cursor.Model>)?
    ) -> Step<Cursor.Model> {
        // The closures read `self` where it is, as an item's place does: the key is copied only
        // into a tag or a link, made when the item's update returns effects.
        Cursor.Model.reduceChild(
            into: &parent, action: action, environment: environment,
            modify: { parent, body in Cursor.modify(state: &parent, key: key, body) },
            makeTag: {
                let key = key
                return { Cursor.tag(action: $0, key: key) }
            },
            link: { _ in
                .cursor(Cursor.self, key: key) { (parent: Cursor.Model) in
                    Cursor.get(state: parent, key: key)
                }
            },
            ifAbsent: ifAbsent, absent: { "\(Cursor.self) has no item for key \(key)" })
    }

    /// The parent's action that routes `action` here: what a test sends or expects to receive.
    @inlinable
    public func action(_ action: Route) -> Cursor.Model.Action {
        Cursor.tag(action: action, key: key)
    }

    /// The item's store, or `nil` when no item has the key.
    @MainActor
    public func _viewStore<Store: StoreProtocol<Cursor.Model>>(
        in store: Store
    ) -> ViewStore<Cursor.ViewModel>? {
        let key = key
        return store.scopedViewStore(
            key: AnyHashable([AnyHashable(ObjectIdentifier(Cursor.self)), AnyHashable(key)]),
            presence: true, read: { Cursor.get(state: $0, key: key) },
            tag: { Cursor.tag(action: $0, key: key) })
    }
}

extension CursorItemPlace: Sendable where Cursor.Key: Sendable {}
