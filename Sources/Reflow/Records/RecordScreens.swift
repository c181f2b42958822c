// The screens a model shows for records it keeps, which the store closes when their record
// leaves: after each action that changed the model, whatever action removed the record.

/// The screens a model shows for records it keeps in a list: the store closes each one when its
/// record leaves the list, whatever action removed it.
///
/// A screen joined with its record (``JoinedStackScreens``, ``JoinedPresentedPlace``) shows a
/// record it does not own. When an action of the parent's own removes the record (a delete in
/// the list, a sync that drops it), the screen would stay on the stack or in its sheet with
/// nothing to show. Name the screens once, beside their places, and the store closes them
/// after that action: it sends the stack's `.popFrom(id:)` for a pushed screen, or the
/// presentation's `.dismiss` for a presented one, and a test receives it.
///
/// ```swift
/// static let path = Place.stack(\Self.path, tag: Action.path)
/// static let detail = path.screen(Screen.detail, action: Screen.Action.detail)
///     .joined(records: \Self.meetings)
/// static let recordScreens = RecordScreens(detail)
///
/// // In a test:
/// await store.send(.delete(meeting.id)) { $0.meetings.remove(id: meeting.id) }
/// await store.receive(.path(.popFrom(id: 0))) { $0.path = [] }
/// ```
///
/// The screen's effects end with its record either way, at once. A screen that is not named
/// here closes only at its next action, and that action is reported as a ``RuntimeIssue`` that
/// names this type.
///
/// - Complexity: After each action that changed the model, O(*d*) for each place named, where
///   *d* is the depth of its stack (1 for a presented screen); nothing for a model that names
///   none.
public struct RecordScreens<Parent: ModelProtocol>: Sendable {
    /// The places named; `nil` when none is.
    @usableFromInline let closers: [any JoinedScreens<Parent>]?
    /// Whether a place is named: a plain `Bool`, so that the check after an update folds away
    /// for a model that names none, where a check of the array kept copies alive.
    @usableFromInline let namesAny: Bool

    @inlinable init(closers: [any JoinedScreens<Parent>]?) {
        self.closers = closers
        self.namesAny = closers != nil
    }

    @inlinable init() {
        self.closers = nil
        self.namesAny = false
    }

    /// The screens of these places, each closed when its record leaves.
    ///
    /// - Parameter screens: The joined places: `detail`, `record`, `edit`.
    public init(_ screens: any JoinedScreens<Parent>...) {
        self.init(closers: screens.isEmpty ? nil : screens)
    }

    /// No screens: what a model that names none has.
    @inlinable public static var none: RecordScreens { RecordScreens() }

    /// The effect that closes the screens whose record left, in `parent`.
    @inlinable
    func closings(in parent: Parent) -> Fx<Parent.Action> {
        guard let closers else { return .none }
        var fx = Fx<Parent.Action>.none
        for closer in closers {
            fx = fx.merge(closer._closingScreensWithoutRecords(in: parent))
        }
        return fx
    }
}

/// Screens joined with records their parent keeps: a stack's screens of one case
/// (``JoinedStackScreens``) or a presented screen (``JoinedPresentedPlace``). Name them in the
/// parent's ``ModelProtocol/recordScreens`` so that each closes when its record leaves.
public protocol JoinedScreens<Parent>: Sendable {
    /// The model that keeps the screens and their records.
    associatedtype Parent: ModelProtocol

    /// An implementation detail: the effect that closes the screen whose record is not in the
    /// list, if any; do not call it.
    func _closingScreensWithoutRecords(in parent: Parent) -> Fx<Parent.Action>
}

extension JoinedStackScreens: JoinedScreens {
    /// The stack's `.popFrom(id:)` for the lowest of these screens whose record is not in the
    /// list, sent while that screen is still there; nothing when every record is. O(*d*) for a
    /// stack *d* screens deep.
    public func _closingScreensWithoutRecords(in parent: Parent) -> Fx<Parent.Action> {
        let stack = screens.stack
        for element in parent[keyPath: stack.keyPath].elements {
            guard let screen = screens.casePath.extract(from: element.element),
                records.record(screen.recordID, in: parent) == nil
            else { continue }
            // Popping the lowest one pops the others above it.
            let id = element.id
            let instance = element.instance
            let keyPath = stack.keyPath
            let tag = stack.tag
            return Fx<Parent.Action>.dismiss.replacingDismiss(
                with: { tag(.popFrom(id: id)) },
                // The stack itself is always there: a pop sent twice (another action ran
                // before the first) is dropped without a report.
                slot: { .keyPath(keyPath) { _ in () } },
                scope: { Parent.stackScreenScope(keyPath, id: id, instance: instance) })
        }
        return .none
    }
}

extension JoinedPresentedPlace: JoinedScreens {
    /// The presentation's `.dismiss` when the presented screen's record is not in the list,
    /// sent while that screen is still presented; nothing otherwise.
    public func _closingScreensWithoutRecords(in parent: Parent) -> Fx<Parent.Action> {
        let keyPath = presented.keyPath
        guard let screen = parent[keyPath: keyPath],
            records.record(screen.recordID, in: parent) == nil
        else { return .none }
        let recordID = screen.recordID
        let identity = presentedIdentity(of: screen)
        let tag = presented.tag
        return Fx<Parent.Action>.dismiss.replacingDismiss(
            with: { tag(.dismiss) },
            // The property itself is always there: a dismissal sent twice is dropped without a
            // report.
            slot: { .keyPath(keyPath) { _ in () } },
            scope: {
                [Parent.presentedScreenLink(keyPath, recordID: recordID, identity: identity)]
            })
    }
}
