#if canImport(SwiftUI)
import SwiftUI
#endif

/// A model whose update changes its state where it is, instead of taking the state and
/// returning the next one.
///
/// Write ``reduce(into:action:environment:)`` in place of the update that takes and returns the
/// state; Reflow derives that one from it, so a model of either kind composes with the other and
/// runs in any ``Store`` or `TestStore`:
///
/// ```swift
/// struct EditorModel: InPlaceModelProtocol {
///     enum Action: Sendable {
///         case rename(String)
///         case pinned(ItemModel.Action)
///     }
///
///     var title = ""
///     var pinned = ItemModel()
///
///     static let pinnedItem = Place.property(\Self.pinned, tag: Action.pinned)
///
///     static func reduce(
///         into state: inout EditorModel,
///         action: Action,
///         environment: Void
///     ) -> Step<EditorModel> {
///         switch action {
///         case .rename(let title):
///             state.title = title
///             return .none
///         case .pinned(let action):
///             return reduce(into: &state, action: action, environment: (), at: pinnedItem)
///         }
///     }
/// }
/// ```
///
/// ## When to write one
///
/// An update that takes its state and returns it moves the whole state twice for each action,
/// once in and once out. For a small model that costs nothing measurable. For a model of many
/// fields, a parent of several children say, the moves cost several times the change itself
/// (BENCHMARKS.md measures it); the store hands an in-place update its own storage instead, so
/// the change costs what it would written by hand. The key-path child forms have in-place
/// counterparts, ``ModelProtocol/reduce(into:action:environment:child:tag:)-(_,Child.Action,_,_,_)``
/// and the others beside it.
public protocol InPlaceModelProtocol: ModelProtocol {
    /// The dependencies of this model's effects: ``ModelProtocol/Environment``, declared again
    /// so that Swift infers it from ``reduce(into:action:environment:)`` (`environment: Void`
    /// there makes it `Void`), which it does not look into for the inherited requirement.
    associatedtype Environment

    /// Changes the state for one action, in place, and returns the effects to run.
    ///
    /// The same rules as ``ModelProtocol/update(state:action:environment:)->Update<Self>``: given
    /// the same state and the same actions it must make the same changes in the same order, and
    /// it performs no side effect itself.
    ///
    /// - Parameters:
    ///   - state: The state, changed where it is.
    ///   - action: The action to apply.
    ///   - environment: The dependencies effects may use.
    /// - Returns: The effects to run and the transaction to publish the change in.
    static func reduce(
        into state: inout Self,
        action: Action,
        environment: Environment
    ) -> Step<Self>
}

extension InPlaceModelProtocol {
    /// `true`: the store hands the state to ``reduce(into:action:environment:)`` in place.
    @inlinable public static var _updatesInPlace: Bool { true }

    /// Runs one action on a state held in place: calls ``reduce(into:action:environment:)``.
    @inlinable
    public static func _update(
        state: inout Self,
        action: Action,
        environment: Environment
    ) -> Step<Self> {
        reduce(into: &state, action: action, environment: environment)
    }

    /// Computes the next state for one action, through
    /// ``reduce(into:action:environment:)``: the form the store of a model that takes and
    /// returns its state, and ``ModelProtocol/update(state:actions:environment:)``, call.
    ///
    /// - Parameters:
    ///   - state: The current state.
    ///   - action: The action to apply.
    ///   - environment: The dependencies effects may use.
    /// - Returns: The next state, its effects and its transaction.
    @inlinable
    public static func update(
        state: consuming Self,
        action: Action,
        environment: Environment
    ) -> Update<Self> {
        var state = state
        let step = reduce(into: &state, action: action, environment: environment)
        return Update(state: state, step: step)
    }
}
