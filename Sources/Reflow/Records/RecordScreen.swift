/// A screen that shows and edits a record kept elsewhere, holding only its own state: which
/// record it shows, what it presents, what it is in the middle of.
///
/// A meeting lives once, in the list of meetings. The meeting's screen, pushed on a stack, keeps
/// the meeting's ID and its own state; its update sees both together as a ``Joined`` value, and
/// changes the record where it lives. The update runs on ``Joined``, a ``ModelProtocol``: call
/// its child routes as `Joined.update(...)`, with places whose key paths start at `Joined`.
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
///     static let alertPlace = Place.presented(\Joined<MeetingDetail>.screen.alert, tag: Action.alert)
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
///             return Joined.update(state: state, action: action, environment: (), at: alertPlace)
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
/// ``Fx/dismiss`` pops it; it can delete its record (``Joined/deleteRecord()``), which pops it
/// too; its effects can change the record; and only the records are saved.
///
/// A screen is tested alone with its record: `TestStore(state: Joined(record: meeting, screen:
/// MeetingDetail(recordID: meeting.id)), environment: ())`, or with the list it reads, to see
/// what it does to the list: `Joined(records: meetings, screen: MeetingDetail(recordID: 1))`.
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
