#if canImport(SwiftUI)
import SwiftUI
#endif

/// Where a child lives in its parent's state, and how its actions reach the parent: one value,
/// declared once by the parent beside its `Action`, and handed to every verb.
///
/// ```swift
/// struct AppModel: ModelProtocol {
///     var counter = CounterModel()
///     var todos = KeyedList<TodoModel>()
///
///     enum Action {
///         case counter(CounterModel.Action)
///         case todo(id: TodoModel.ID, action: TodoModel.Action)
///     }
///
///     static let counter = Place.property(\Self.counter, tag: Action.counter)
///     static let todo = Place.items(\Self.todos, tag: Action.todo)
///
///     static func update(state: consuming Self, action: Action, environment: Void)
///         -> Update<Self>
///     {
///         switch action {
///         case .counter(let action):
///             return update(state: state, action: action, environment: (), at: counter)
///         case .todo(let id, let action):
///             return update(state: state, action: action, environment: (), at: todo(id))
///         }
///     }
/// }
/// ```
///
/// The same value names the child in a view (`store.viewStore(AppModel.counter)`,
/// `store.viewStores(AppModel.todo)`) and in a test. ``Place`` lists the constructors; the
/// verbs are ``ModelProtocol/update(state:action:environment:at:ifAbsent:)``, its in-place
/// twin ``ModelProtocol/reduce(into:action:environment:at:ifAbsent:)``,
/// ``StoreProtocol/viewStore(_:)->ViewStore<P.Child>?``, ``StoreProtocol/viewStores(_:)``,
/// ``StoreProtocol/presentation(_:)`` and ``StoreProtocol/stackPath(_:)``.
///
/// The requirements whose names begin with an underscore are how the verbs reach the
/// library's one child engine; call the verbs instead.
public protocol ChildPlace<Parent, Child> {
    /// The model whose state holds the child.
    associatedtype Parent: ModelProtocol
    /// What lives here: the child's model, whose update runs for the actions routed here (a
    /// ``Persisted`` value for a place made by ``Place/persisted(_:format:tag:)``).
    associatedtype Child
    /// The action the parent routes to this place: the child's own action for most places;
    /// a ``PresentationAction`` for a presented child; a ``StackAction`` for a whole stack; a
    /// ``PersistenceAction`` for a persisted value.
    associatedtype Route
    /// What the route hands the place with the action: the child's environment for a model; the
    /// storage for a persisted value.
    associatedtype Environment

    /// The parent's action that routes `action` to this place, through the place's tag: in a
    /// test, `ShelfModel.detail(id).action(.rename("A"))` for
    /// `.path(.element(id: id, action: .detail(.rename("A"))))`.
    func action(_ action: Route) -> Parent.Action

    /// Runs an action routed to this place, with the parent held in place; what
    /// ``ModelProtocol/reduce(into:action:environment:at:ifAbsent:)`` calls.
    func _reduce(
        into parent: inout Parent,
        action: Route,
        environment: Environment,
        ifAbsent: ((inout Parent) -> Step<Parent>)?
    ) -> Step<Parent>
}

/// A place whose child a view can be handed: every place but a whole stack (whose screens have
/// places of their own, `path(id)`).
public protocol ScopedPlace<Parent, Child>: ChildPlace
where Child: ModelProtocol, Environment == Child.Environment {
    /// The child's store, scoped from the parent's; what ``StoreProtocol/viewStore(_:)->ViewStore<P.Child>?``
    /// calls.
    @MainActor
    func _viewStore<Store: StoreProtocol<Parent>>(in store: Store) -> ViewStore<Child>?
}

/// A place whose child is always there (a property, a child a ``CursorProtocol`` finds):
/// ``StoreProtocol/viewStore(_:)->ViewStore<P.Child>`` returns its store, not an optional.
///
/// Its `_viewStore(in:)` never returns `nil`.
public protocol StaticPlace<Parent, Child>: ScopedPlace {}

/// A place whose child is presented (a sheet, a popover, an alert, a screen joined with its
/// record): its actions arrive as ``PresentationAction``s, and
/// ``StoreProtocol/presentation(_:)`` binds it to SwiftUI's presentation modifiers.
public protocol PresentationPlace<Parent, Child>: ScopedPlace
where Route == PresentationAction<Child.Action> {
    /// What ``StoreProtocol/presentation(_:)`` returns for this place.
    @MainActor
    func _presentation<Store: StoreProtocol<Parent>>(in store: Store) -> Presentation<Child>
}

// Why places are Sendable: a parent declares its places as `static let`s, which Swift 6 accepts
// only for Sendable values (or, under Xcode 26's default main-actor isolation, for values
// isolated to the main actor). A place holds a key path, a tag and case paths, none mutable.
// Its key path is not Sendable under default isolation, where it names a main-actor-isolated
// property; the library applies it only to a parent state the caller hands to a verb (a value
// the caller already holds in its own isolation), never to shared state, so sharing the place
// itself across isolations cannot race. The places that hold a key path are therefore
// `@unchecked Sendable`; their tags and custom closures are `@Sendable` and checked.

// Why a deprecated form's place may hold a tag that is not Sendable: the per-shape forms
// (`update(state:action:environment:child:tag:)` and the rest, in `Deprecated/`) always accepted
// a tag that is not `@Sendable`, and users' code that passes one must keep compiling. Those forms
// are implemented on places (one engine), so each builds the place of its shape for its one call,
// through the place's `uncheckedTag:` initializer (`uncheckedAction:` for a stack's record
// screens' action), and hands it to the verb. That place lives on the caller's stack for the
// call and is never stored or shared: its tag is called where the old form called it (on the
// effects the child's update returns, as before), so no tag runs in an isolation it did not run
// in before. The initializer converts the tag with `unsafeBitCast` to the `@Sendable` type the
// place's field has: a function and a `@Sendable` function have the same representation (a
// function pointer and its context), so the cast only restates the type.
