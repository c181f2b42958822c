/// A record joined with the state of a screen that shows it: what a ``RecordScreen``'s update
/// works on.
///
/// The form that runs the screen builds it from the record's one place and the screen's place on
/// the stack, moving both in and back out, so nothing is copied; a test of the screen alone
/// makes one directly, with the record (``init(record:screen:)``) or with the list the screen
/// reads (``init(records:screen:)``).
///
/// The screen changes its record through ``record``, replaces it by assigning a record of the
/// same ID, and deletes it with ``deleteRecord()``: the form then removes it from the list, and
/// the screen, which has nothing left to show, ends (its ``Fx/dismiss`` is implied).
public struct Joined<Screen: RecordScreen> {
    /// Backs ``record``.
    @usableFromInline var storedRecord: Screen.Record
    /// The screen's own state.
    public var screen: Screen
    /// Whether ``record`` was written to since the join: the form counts a write to a
    /// ``Persisted`` list only then, so a tap that changes only the screen saves nothing.
    @usableFromInline var recordWasWritten = false
    /// Whether the screen deleted its record (see ``deleteRecord()``).
    @usableFromInline var recordWasDeleted = false
    /// The list a screen tested alone was given, in order; `nil` when a form joined the record
    /// in. An array, so that a joined value is `Sendable` whenever its record is.
    @usableFromInline var list: [Screen.Record]?

    /// The record the screen shows, where it is kept.
    ///
    /// Assigning replaces the record; a record of another ID is refused (the screen shows the
    /// record its ``RecordScreen/recordID`` names) and reported as a ``RuntimeIssue``. Changing
    /// the ID through a property (`state.record.id = …`) stops the program, as
    /// ``KeyedList/modify(id:_:)`` does. After ``deleteRecord()``, writes are dropped.
    @inlinable public var record: Screen.Record {
        get { storedRecord }
        set {
            guard newValue.id == storedRecord.id else {
                reportReplacement(by: newValue.id)
                return
            }
            storedRecord = newValue
            recordWasWritten = true
            if list != nil { writeThrough() }
        }
        _modify {
            recordWasWritten = true
            yield &storedRecord
            if list != nil { writeThrough() }
        }
    }

    /// The list a screen tested alone reads its record from, as ``init(records:screen:)`` was
    /// given it and as the screen left it; `nil` in an app, where the form joins the record in
    /// from the app's list.
    ///
    /// A test of a screen that deletes its record asserts the record is gone from it:
    /// `$0.records?.remove(id: meeting.id)`.
    ///
    /// - Complexity: O(*n*) to read or write: it is for tests.
    public var records: KeyedList<Screen.Record>? {
        get { list.map { KeyedList($0) } }
        set { list = newValue?.elements }
    }

    /// Whether the screen deleted its record with ``deleteRecord()``.
    public var isRecordDeleted: Bool { recordWasDeleted }

    /// Joins a record and a screen's state: how a test of the screen alone starts.
    ///
    /// - Parameters:
    ///   - record: The record.
    ///   - screen: The screen's own state.
    @inlinable public init(record: Screen.Record, screen: Screen) {
        self.storedRecord = record
        self.screen = screen
    }

    /// Joins a screen's state with the list it reads its record from: how a test of a screen
    /// that deletes or replaces its record starts, so that it can assert what became of the
    /// list.
    ///
    /// ```swift
    /// let store = TestStore(
    ///     state: Joined(records: [standup, retro], screen: MeetingDetail(recordID: standup.id)),
    ///     environment: ())
    /// await store.send(.alert(.presented(.confirmDeletion))) {
    ///     $0.records?.remove(id: standup.id)
    ///     $0.screen.destination = nil
    /// }
    /// #expect(store.isDismissed)
    /// ```
    ///
    /// - Parameters:
    ///   - records: The list; it must hold the screen's record.
    ///   - screen: The screen's own state.
    /// - Complexity: O(1).
    public init(records: KeyedList<Screen.Record>, screen: Screen) {
        guard let record = records[id: screen.recordID] else {
            preconditionFailure(
                "Joined(records:screen:): the list holds no record \(screen.recordID).")
        }
        self.storedRecord = record
        self.screen = screen
        self.list = records.elements
    }

    /// Deletes the record the screen shows: the form removes it from the list that keeps it,
    /// and the screen ends, as if it had returned ``Fx/dismiss`` (its effects end with the
    /// record).
    ///
    /// ```swift
    /// case .alert(.presented(.confirmDeletion)):
    ///     state.deleteRecord()
    /// ```
    ///
    /// - Complexity: O(1) here; the form's removal from the list is O(*n*).
    public mutating func deleteRecord() {
        recordWasDeleted = true
        let id = storedRecord.id
        list?.removeAll { $0.id == id }
    }

    /// Takes the two parts back, leaving nothing behind.
    @inlinable consuming func parts() -> (record: Screen.Record, screen: Screen) {
        (storedRecord, screen)
    }

    /// Writes the record into the list a screen tested alone was given, unless it was deleted.
    @usableFromInline mutating func writeThrough() {
        let id = storedRecord.id
        guard !recordWasDeleted, let position = list?.firstIndex(where: { $0.id == id }) else {
            return
        }
        list?[position] = storedRecord
    }

    /// Reports a record of another ID assigned to ``record``.
    @usableFromInline func reportReplacement(by id: Screen.Record.ID) {
        RuntimeIssue.report(
            """
            Joined<\(Screen.self)>: a record with ID \(id) was assigned to the record \
            \(storedRecord.id); the record was left unchanged. The screen shows the record its \
            recordID names.
            """)
    }
}

extension Joined: Equatable {
    /// Whether the screens' states are equal, and the records: with the list a screen tested
    /// alone was given, the lists; otherwise the record, and whether it was deleted. Whether
    /// the record was written does not count.
    public static func == (lhs: Joined, rhs: Joined) -> Bool {
        guard lhs.screen == rhs.screen else { return false }
        switch (lhs.list, rhs.list) {
        case (let left?, let right?):
            return left == right
        case (nil, nil):
            return lhs.storedRecord == rhs.storedRecord
                && lhs.recordWasDeleted == rhs.recordWasDeleted
        default:
            return false
        }
    }
}

extension Joined: Sendable where Screen: Sendable, Screen.Record: Sendable {}

extension Joined: CustomReflectable {
    /// The record (or the list a screen tested alone was given) and the screen, so a test
    /// store's diff reads `record.title`.
    public var customMirror: Mirror {
        if let list {
            return Mirror(
                self, children: ["records": KeyedList(list) as Any, "screen": screen as Any],
                displayStyle: .struct)
        }
        if recordWasDeleted {
            return Mirror(
                self,
                children: [
                    "record": storedRecord as Any, "isRecordDeleted": true as Any,
                    "screen": screen as Any,
                ],
                displayStyle: .struct)
        }
        return Mirror(
            self, children: ["record": storedRecord as Any, "screen": screen as Any],
            displayStyle: .struct)
    }
}

extension Joined: ModelProtocol {
    /// The screen's actions.
    public typealias Action = Screen.Action
    /// The screen's dependencies.
    public typealias Environment = Screen.Environment

    /// Runs the screen's update; a screen that deleted its record ends (``Fx/dismiss`` is
    /// added when the update did not return it).
    ///
    /// - Parameters:
    ///   - state: The record and the screen.
    ///   - action: What happened on the screen.
    ///   - environment: The screen's dependencies.
    /// - Returns: The screen's update.
    @inlinable public static func update(
        state: consuming Joined, action: Screen.Action, environment: Screen.Environment
    ) -> Update<Joined> {
        let wasDeleted = state.recordWasDeleted
        var next = Screen.update(state: state, action: action, environment: environment)
        if next.state.recordWasDeleted, !wasDeleted, !next.fx.dismisses {
            next.fx = next.fx.merge(.dismiss)
        }
        return next
    }
}
