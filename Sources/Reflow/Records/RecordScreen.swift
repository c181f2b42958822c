/// A screen that shows and edits a record kept elsewhere, holding only its own state: which
/// record it shows, what it presents, what it is in the middle of.
///
/// A meeting lives once, in the list of meetings. The meeting's screen, pushed on a stack, keeps
/// the meeting's ID and its own state; its update sees both together as a ``Joined`` value, and
/// changes the record where it lives. The update runs on ``Joined``, a ``ModelProtocol``: call
/// its child forms as `Joined.update(...)`.
///
/// ```swift
/// struct MeetingDetail: RecordScreen {
///     typealias Record = Meeting
///
///     enum Action: Sendable, Equatable {
///         case rename(String)
///         case deleteTapped
///         case alert(PresentationAction<AlertAction>)
///     }
///
///     let recordID: Meeting.ID
///     var alert: AlertState<AlertAction>?
///
///     static func update(
///         state: consuming Joined<MeetingDetail>, action: Action, environment: Void
///     ) -> Update<Joined<MeetingDetail>> {
///         switch action {
///         case .rename(let title):
///             state.record.title = title  // the list's meeting, changed in place
///         case .deleteTapped:
///             state.screen.alert = AlertState(title: "Delete?")
///         case .alert(let action):
///             return Joined.update(
///                 state: state, action: action, environment: (),
///                 child: \.screen.alert, tag: Action.alert)
///         }
///         return Update(state: state)
///     }
/// }
/// ```
///
/// The parent keeps the records in a ``KeyedList`` (or a ``Persisted`` one) and the screens on a
/// ``StackState``, and runs the screen's actions through
/// the record-screen form of ``ModelProtocol`` (`update(state:action:environment:child:id:case:records:tag:screenAction:)`),
/// which joins the record in from its one place. So the record is never copied and never
/// propagated back; the screen's state lives and dies with its place on the stack; its
/// ``Fx/dismiss`` pops it; its effects can change the record; and only the records are saved.
///
/// A screen is tested alone with its record: `TestStore(state: Joined(record: meeting, screen:
/// MeetingDetail(recordID: meeting.id)), environment: ())`.
///
/// In an Xcode 26 app target (default main-actor isolation), name the type of an effect that
/// sends actions: `Fx<Action>.run { send in await send(.tick) }`. The update returns
/// `Update<Joined<Self>>`, whose action type Swift reaches through this conformance, isolated to
/// the main actor there, which the effect's closure cannot use; named, `send` takes the
/// screen's own `Action`.
public protocol RecordScreen: Equatable {
    /// The record the screen shows, kept elsewhere, found by its ID.
    associatedtype Record: Identifiable & Equatable
    /// What happens on the screen.
    associatedtype Action: Sendable
    /// The screen's dependencies.
    associatedtype Environment = Void

    /// The ID of the record the screen shows.
    var recordID: Record.ID { get }

    /// Runs an action on the screen and its record.
    ///
    /// - Parameters:
    ///   - state: The record and the screen's own state, together.
    ///   - action: What happened.
    ///   - environment: The screen's dependencies.
    /// - Returns: The next record and screen state, and the effects to run.
    static func update(
        state: consuming Joined<Self>,
        action: Action,
        environment: Environment
    ) -> Update<Joined<Self>>
}

/// A record joined with the state of a screen that shows it: what a ``RecordScreen``'s update
/// works on.
///
/// The form that runs the screen builds it from the record's one place and the screen's place on
/// the stack, moving both in and back out, so nothing is copied; a test of the screen alone
/// makes one directly.
public struct Joined<Screen: RecordScreen> {
    /// Backs ``record``.
    @usableFromInline var storedRecord: Screen.Record
    /// The screen's own state.
    public var screen: Screen
    /// Whether ``record`` was written to since the join: the form counts a write to a
    /// ``Persisted`` list only then, so a tap that changes only the screen saves nothing.
    @usableFromInline var recordWasWritten = false

    /// The record the screen shows, where it is kept.
    @inlinable public var record: Screen.Record {
        get { storedRecord }
        set {
            storedRecord = newValue
            recordWasWritten = true
        }
        _modify {
            recordWasWritten = true
            yield &storedRecord
        }
    }

    /// Joins a record and a screen's state: how a test of the screen alone starts.
    ///
    /// - Parameters:
    ///   - record: The record.
    ///   - screen: The screen's own state.
    @inlinable public init(record: Screen.Record, screen: Screen) {
        self.storedRecord = record
        self.screen = screen
    }

    /// Takes the two parts back, leaving nothing behind.
    @inlinable consuming func parts() -> (record: Screen.Record, screen: Screen) {
        (storedRecord, screen)
    }
}

extension Joined: Equatable {
    /// Whether the records and the screens' states are equal; whether the record was written
    /// does not count.
    public static func == (lhs: Joined, rhs: Joined) -> Bool {
        lhs.storedRecord == rhs.storedRecord && lhs.screen == rhs.screen
    }
}

extension Joined: Sendable where Screen: Sendable, Screen.Record: Sendable {}

extension Joined: CustomReflectable {
    /// The record and the screen, so a test store's diff reads `record.title`.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["record": storedRecord as Any, "screen": screen as Any],
            displayStyle: .struct)
    }
}

extension Joined: ModelProtocol {
    /// The screen's actions.
    public typealias Action = Screen.Action
    /// The screen's dependencies.
    public typealias Environment = Screen.Environment

    /// Runs the screen's update.
    ///
    /// - Parameters:
    ///   - state: The record and the screen.
    ///   - action: What happened on the screen.
    ///   - environment: The screen's dependencies.
    /// - Returns: The screen's update.
    @inlinable public static func update(
        state: consuming Joined, action: Screen.Action, environment: Screen.Environment
    ) -> Update<Joined> {
        Screen.update(state: state, action: action, environment: environment)
    }
}
