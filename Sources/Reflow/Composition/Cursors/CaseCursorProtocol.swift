/// Describes a child component held in one case of an enum in its parent's state, such as one
/// destination of several, so the parent can run the child's update while the enum is in that
/// case.
///
/// ```swift
/// enum Destination: Equatable, Sendable {
///     case list
///     case settings(SettingsModel)
/// }
///
/// enum SettingsCursor: CaseCursorProtocol {
///     static func get(state: AppModel) -> SettingsModel? {
///         guard case .settings(let settings) = state.destination else { return nil }
///         return settings
///     }
///
///     static func set(state: consuming AppModel, inner: consuming SettingsModel) -> AppModel {
///         state.destination = .settings(inner)
///         return state
///     }
///
///     static func tag(_ action: SettingsModel.Action) -> AppModel.Action { .settings(action) }
/// }
/// ```
///
/// An action that arrives while the enum is in another case changes nothing and is reported as
/// a ``RuntimeIssue`` in debug builds.
///
/// Its place is `Place.cursor(SettingsCursor.self)`, as an optional cursor's is (see
/// ``OptionalCursorPlace``). Without a cursor type, ``Place/case(_:_:tag:)`` does the same from a
/// key path and a ``CasePath``, in place.
///
/// A case cursor is an ``OptionalCursorProtocol`` whose child is absent while the enum is in
/// another case: it has the same requirements and place, and says "another case"
/// when it reports an absent child.
///
/// ## Performance
///
/// By default the place's update reads the child with `get(state:)` and writes it back with
/// `set(state:inner:)`, which copies the collections the child changes (the enum still holds
/// the payload while it changes). Implement `modify(state:_:)` to hand the child out in place,
/// moving the payload out of the enum first:
///
/// ```swift
/// static func modify<Result>(
///     state: inout AppModel, _ body: (inout SettingsModel) -> Result
/// ) -> Result? {
///     guard case .settings(var settings) = state.destination else { return nil }
///     state.destination = .list
///     defer { state.destination = .settings(settings) }
///     return body(&settings)
/// }
/// ```
///
/// The key-path form does that for you.
public protocol CaseCursorProtocol: OptionalCursorProtocol {}

extension CaseCursorProtocol {
    /// "the enum of `Self` is in another case".
    public static var absentChildDescription: String {
        "the enum of \(Self.self) is in another case"
    }
}
