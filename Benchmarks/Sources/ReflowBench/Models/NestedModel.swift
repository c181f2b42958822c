import Reflow

/// A parent with one child, composed through ``NestCursor``. Nesting it ten times around
/// ``CounterModel`` gives a tree ten cursors deep.
struct Nest<Inner: ModelProtocol>: ModelProtocol where Inner.Environment == Void {
    enum Action: Sendable {
        case inner(Inner.Action)
    }

    var inner: Inner

    static func update(
        state: consuming Nest,
        action: Action,
        environment: Void
    ) -> Update<Nest> {
        switch action {
        case .inner(let action):
            // A generic type has no stored `static let`: the cursor's place is made here, a
            // value of no size.
            return update(
                state: state, action: action, environment: (),
                at: Place.cursor(NestCursor<Inner>.self))
        }
    }
}

/// The cursor from a ``Nest`` to its child.
enum NestCursor<Inner: ModelProtocol>: CursorProtocol where Inner.Environment == Void {
    static func get(state: Nest<Inner>) -> Inner {
        state.inner
    }

    static func set(state: consuming Nest<Inner>, inner: consuming Inner) -> Nest<Inner> {
        state.inner = inner
        return state
    }

    static func tag(_ action: Inner.Action) -> Nest<Inner>.Action {
        .inner(action)
    }

    /// Hands the child out in place, so a child that owns a list is not copied.
    static func modify<Result>(
        state: inout Nest<Inner>,
        _ body: (inout Inner) -> Result
    ) -> Result {
        body(&state.inner)
    }
}

/// A counter ten cursors below the root.
typealias Nested10 = Nest<Nest<Nest<Nest<Nest<Nest<Nest<Nest<Nest<Nest<CounterModel>>>>>>>>>>

/// The counter's increment, tagged through the ten levels of ``Nested10``.
let deepIncrement: Nested10.Action = .inner(
    .inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.increment))))))))))

/// A ``Nested10`` tree whose counter is zero.
func makeNested10() -> Nested10 {
    Nest(
        inner: Nest(
            inner: Nest(
                inner: Nest(
                    inner: Nest(
                        inner: Nest(
                            inner: Nest(
                                inner: Nest(
                                    inner: Nest(inner: Nest(inner: CounterModel()))))))))))
}
