/// Functions for building a child component's `send` from its parent's.
///
/// Reflow children take plain state and a `send` function. A parent gives a child a `send`
/// that tags each child action into a parent action:
///
/// ```swift
/// ChildView(
///     state: store.state.child,
///     send: Address.forward(send: store.send, tag: AppModel.Action.child)
/// )
/// ```
///
/// A closure passed as `tag` can capture more of the parent's context, such as the ID of a list
/// item: `tag: { .item(id: item.id, action: $0) }`.
public enum Address {
    /// Returns a `send` function for a child that tags every action and passes it to the
    /// parent's `send`.
    ///
    /// - Parameters:
    ///   - send: The parent's `send`, usually `store.send`.
    ///   - tag: Turns a child action into a parent action.
    /// - Returns: The child's `send`.
    public static func forward<Action, ChildAction>(
        send: @escaping @MainActor (Action) -> Void,
        tag: @escaping @MainActor (ChildAction) -> Action
    ) -> @MainActor @Sendable (ChildAction) -> Void {
        { childAction in send(tag(childAction)) }
    }
}
