#if canImport(SwiftUI)
import SwiftUI
#endif

// The verbs of places: one function each, whatever the place. Each hands the place to the
// child engine (`ChildUpdate.swift`) through the place's requirements.

extension ModelProtocol {
    /// Runs an action of a child through its update, where the child lives.
    ///
    /// ```swift
    /// case .todo(let id, let action):
    ///     return update(state: state, action: action, environment: environment.todo, at: todo(id))
    /// ```
    ///
    /// The child changes in place (neither it nor a list that holds it is copied), its effects
    /// are tagged with the place's tag and end when it leaves, and its transaction is kept.
    ///
    /// - Parameters:
    ///   - state: The parent state.
    ///   - action: The action routed to the place: the child's action, or, for a presented child
    ///     or a stack, the ``PresentationAction`` or ``StackAction`` that wraps it.
    ///   - environment: The child's environment.
    ///   - place: Where the child lives: see ``Place``.
    ///   - ifAbsent: Returns the update when the child is not there (an item that left, a
    ///     dismissed screen); it receives the parent state. `nil`, the default, leaves the
    ///     state unchanged, with no effect, and reports a ``RuntimeIssue`` in debug builds.
    /// - Returns: The parent's update.
    /// - Complexity: O(1) in the size of a list or stack that holds the child, plus the child's
    ///   update.
    @inlinable @inline(__always)
    public static func update<P: ChildPlace>(
        state: consuming Self,
        action: P.Route,
        environment: P.Environment,
        at place: P,
        ifAbsent: ((consuming Self) -> Update<Self>)? = nil
    ) -> Update<Self> where P.Parent == Self {
        var parent = state
        let step = place._reduce(
            into: &parent, action: action, environment: environment,
            ifAbsent: ifAbsent.map { ifAbsent in
                { parent in
                    let update = ifAbsent(parent)
                    parent = update.state
                    return update.step
                }
            })
        // `consume parent`: passed as is, the parent is copied into the update and then destroyed
        // (BENCHMARKS.md, Decisions: "Parent consumed into the update").
        return Update(state: consume parent, step: step)
    }

    /// Runs an action of a child through its update, with the parent held in place: the form
    /// for an ``InPlaceModelProtocol``'s ``InPlaceModelProtocol/reduce(into:action:environment:)``.
    ///
    /// ```swift
    /// case .todo(let id, let action):
    ///     return reduce(into: &state, action: action, environment: (), at: todo(id))
    /// ```
    ///
    /// - Parameters:
    ///   - state: The parent state, changed where it is.
    ///   - action: The action routed to the place.
    ///   - environment: The child's environment.
    ///   - place: Where the child lives: see ``Place``.
    ///   - ifAbsent: What to do when the child is not there. `nil`, the default, changes
    ///     nothing, starts no effect, and reports a ``RuntimeIssue`` in debug builds.
    /// - Returns: The parent's effects and transaction.
    /// - Complexity: O(1) in the size of a list or stack that holds the child, plus the child's
    ///   update; neither the parent nor the child is copied.
    @inlinable @inline(__always)
    public static func reduce<P: ChildPlace>(
        into state: inout Self,
        action: P.Route,
        environment: P.Environment,
        at place: P,
        ifAbsent: ((inout Self) -> Step<Self>)? = nil
    ) -> Step<Self> where P.Parent == Self {
        place._reduce(into: &state, action: action, environment: environment, ifAbsent: ifAbsent)
    }
}

extension ModelProtocol {
    /// An item's place takes its ID: `at: todo(id)`.
    @available(*, unavailable, message: "an item's place takes the item's ID: at: todo(id)")
    public static func update<Element>(
        state: consuming Self,
        action: Element.Action,
        environment: Element.Environment,
        at place: ItemsPlace<Self, Element>,
        ifAbsent: ((consuming Self) -> Update<Self>)? = nil
    ) -> Update<Self> {
        fatalError("unavailable")
    }

    /// An item's place takes its ID: `at: todo(id)`.
    @available(*, unavailable, message: "an item's place takes the item's ID: at: todo(id)")
    public static func reduce<Element>(
        into state: inout Self,
        action: Element.Action,
        environment: Element.Environment,
        at place: ItemsPlace<Self, Element>,
        ifAbsent: ((inout Self) -> Step<Self>)? = nil
    ) -> Step<Self> {
        fatalError("unavailable")
    }
}

extension StoreProtocol {
    /// A store of the child at a place, whose actions reach this store tagged; `nil` while the
    /// child is not there.
    ///
    /// ```swift
    /// if let row = store.viewStore(AppModel.todo(id)) {
    ///     TodoRow(store: row)
    /// }
    /// ```
    ///
    /// Made from a ``Store`` (or a store made so), it is observed per child: a view reading its
    /// `state` is told when the child changed, appeared or left, and not when the rest of the
    /// parent did. A child in a property is never absent: its form returns the store itself.
    ///
    /// - Parameter place: Where the child lives: see ``Place``.
    /// - Returns: The child's store, or `nil` when the child is not there.
    public func viewStore<P: ScopedPlace>(_ place: P) -> ViewStore<P.Child>?
    where P.Parent == Model {
        place._viewStore(in: self)
    }

    /// A store of a child that is always there (in a property, or found by a
    /// ``CursorProtocol``), whose actions reach this store tagged.
    ///
    /// ```swift
    /// CounterView(store: store.viewStore(AppModel.counter))
    /// ```
    ///
    /// - Parameter place: Where the child lives: see ``Place/property(_:tag:)``.
    /// - Returns: The child's store, observed per child.
    public func viewStore<P: StaticPlace>(_ place: P) -> ViewStore<P.Child>
    where P.Parent == Model {
        // A static place's child is never absent.
        place._viewStore(in: self)!
    }

    /// The scoped stores of a ``KeyedList``'s items, in order, for `ForEach`.
    ///
    /// ```swift
    /// ForEach(store.viewStores(AppModel.todo)) { row in
    ///     TodoRow(store: row)
    /// }
    /// ```
    ///
    /// Making the collection registers interest in the list's structure only (inserts,
    /// removals, moves); each row's store is observed per item, and is the same value across
    /// re-renders while its item stays.
    ///
    /// - Parameter place: The list's items: see ``Place/items(_:tag:)``.
    /// - Returns: The items' scoped stores, each `Identifiable` by its item's ID.
    /// - Complexity: O(*n*) to make, for the IDs; O(1) for each item's store.
    @inlinable
    public func viewStores<Element>(_ place: ItemsPlace<Model, Element>) -> ViewStores<Element> {
        viewStoresShape(child: place.keyPath, tag: place.tag)
    }

    /// A presented child's presentation, for SwiftUI's `sheet`, `fullScreenCover`, `popover`,
    /// `navigationDestination`, `alert` and `confirmationDialog`.
    ///
    /// ```swift
    /// .sheet(store.presentation(AppModel.add)) { form in AddView(store: form) }
    /// ```
    ///
    /// - Parameter place: The presented child: see ``Place/presented(_:tag:)->PresentedPlace<Parent,Child>``.
    /// - Returns: The presentation: its store while the child is there, and the dismissal the
    ///   view sends as a ``PresentationAction/dismiss`` tagged for this store.
    public func presentation<P: PresentationPlace>(_ place: P) -> Presentation<P.Child>
    where P.Parent == Model {
        place._presentation(in: self)
    }

    /// A binding of a stack's IDs for `NavigationStack(path:)`: when the view pops screens, it
    /// sends `.popFrom(id:)` with the lowest one popped.
    ///
    /// ```swift
    /// NavigationStack(path: store.stackPath(AppModel.path)) { ... }
    /// ```
    ///
    /// Reading the binding observes the stack's pushes and pops only.
    ///
    /// - Parameter place: The stack: see ``Place/stack(_:tag:)``.
    /// - Returns: The binding.
    public func stackPath<Element>(_ place: StackPlace<Model, Element>) -> Binding<
        [StackElementID]
    > {
        stackPathShape(place.keyPath, tag: place.tag)
    }

    /// A binding of a stack's screens as path values, for `NavigationStack(path:)` with
    /// `NavigationLink(value: StackLink.push(screen))`: a link the view pushes becomes a push
    /// action, a pop a `.popFrom(id:)`.
    ///
    /// - Parameter place: The stack: see ``Place/stack(_:tag:)``.
    /// - Returns: The binding.
    public func stackLinks<Element>(_ place: StackPlace<Model, Element>) -> Binding<
        [StackLink<Element>]
    > {
        stackLinksShape(place.keyPath, tag: place.tag)
    }
}
