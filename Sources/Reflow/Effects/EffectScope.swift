/// Where in the state a child lives, as its effects see it: the path of children from the root
/// to the one that started them.
///
/// Every child update (the key-path forms and the cursors) scopes its child's effects: an
/// identifier the child gives ``Fx/cancellable(id:cancelInFlight:)`` or ``Fx/cancel(id:)`` is
/// the child's own, so two items that both use `"save"` have two different effects, and the
/// effects a child started are cancelled when the child leaves the parent's state. A parent
/// that wants to cancel a child's effect names the child:
///
/// ```swift
/// case .discardDraft(let id):
///     state.todos[id: id]?.draft = nil
///     return Update(
///         state: state,
///         fx: .cancel(id: "autosave", in: .child(\AppModel.todos, id: id)))
/// ```
public struct EffectScope: Hashable, Sendable {
    /// The identities of the children on the path, outermost first.
    let path: [ChildIdentity]

    /// The scope of the item with an ID in a ``KeyedList``.
    ///
    /// - Parameters:
    ///   - list: The key path from the parent to the list.
    ///   - id: The item's ID.
    /// - Returns: The scope.
    public static func child<Root, Element: Identifiable>(
        _ list: WritableKeyPath<Root, KeyedList<Element>>,
        id: Element.ID
    ) -> EffectScope {
        EffectScope(path: [ChildIdentity(list, key: id)])
    }

    /// The scope of a child held in a property, optional or not.
    ///
    /// - Parameter child: The key path from the parent to the child.
    /// - Returns: The scope.
    public static func child<Root, Child>(_ child: WritableKeyPath<Root, Child>) -> EffectScope {
        EffectScope(path: [ChildIdentity(child, key: nil)])
    }

    /// The scope of the item with a key, found through a keyed cursor.
    ///
    /// - Parameters:
    ///   - cursor: The cursor.
    ///   - key: The item's key.
    /// - Returns: The scope.
    public static func child<Cursor: KeyedCursorProtocol>(
        _ cursor: Cursor.Type,
        key: Cursor.Key
    ) -> EffectScope {
        EffectScope(path: [ChildIdentity(cursor: cursor, key: key)])
    }

    /// This scope's child's own child, for effects two levels down.
    ///
    /// - Parameter inner: The scope of the grandchild, relative to the child.
    /// - Returns: The scope.
    public func appending(_ inner: EffectScope) -> EffectScope {
        EffectScope(path: path + inner.path)
    }
}
