import Reflow
import SampleTerminal

/// One line of the `meetings` command language, acting on what the screen shows.
enum MeetingsCommand: Equatable {
    case add
    case open(Int)
    case title(String)
    case duration(Int)
    case save
    case cancel
    case edit
    case delete
    case confirm
    case start
    case end
    case back
    case quit

    /// Reads a line; `nil` for `quit`.
    ///
    /// - Throws: A rejection saying what is wrong with the line.
    static func parse(_ line: String) throws(LineRejection) -> MeetingsCommand? {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        guard let word = words.first else { throw LineRejection(message: "empty line") }
        let rest = words.count > 1 ? words[1] : ""
        switch (word, rest.isEmpty) {
        case ("add", true): return .add
        case ("open", false):
            guard let id = Int(rest) else {
                throw LineRejection(message: "open takes an ID, got \(quoted(rest))")
            }
            return .open(id)
        case ("title", false):
            // A control character is one the terminal escaping changes.
            let shownScalars = rest.unicodeScalars.lazy.map { String($0) }
                .map { ($0, $0.neutralisingControlCharacters) }
            if let (_, shown) = shownScalars.first(where: { $0 != $1 }) {
                throw LineRejection(
                    message: "a title cannot contain control characters; found \(shown)")
            }
            return .title(rest)
        case ("duration", false):
            let durations = Meeting.durations
            guard let seconds = Int(rest), durations.contains(seconds) else {
                throw LineRejection(
                    message: "duration takes a number of seconds from \(durations.lowerBound) "
                        + "to \(durations.upperBound) (4 hours), got \(quoted(rest))")
            }
            return .duration(seconds)
        case ("save", true): return .save
        case ("cancel", true): return .cancel
        case ("edit", true): return .edit
        case ("delete", true): return .delete
        case ("confirm", true): return .confirm
        case ("start", true): return .start
        case ("end", true): return .end
        case ("back", true): return .back
        case ("quit", true): return nil
        default:
            throw LineRejection(
                message: "unknown command \(quoted(line)); the commands are \(commandList)")
        }
    }

    /// Every command, as a line names it: what a rejected line is told.
    static let commandList =
        "add, open ID, title TEXT, duration SECONDS, save, cancel, edit, delete, confirm, "
        + "start, end, back, quit"

    /// Input quoted in a message: cut to a short line, with control characters escaped, so
    /// that what a person typed can neither flood nor command the terminal.
    static func quoted(_ text: String) -> String {
        "\"\(text.truncatedForMessage().neutralisingControlCharacters)\""
    }

    /// The action the command sends in a state, or `nil` when the screen does not offer it.
    func action(in state: MeetingsModel) -> MeetingsModel.Action? {
        if state.add != nil {
            return formAction.map { .add(.presented($0)) }
        }
        guard let top = state.path.ids.last, let screen = state.path.last else {
            switch self {
            case .add: return .addTapped
            case .open(let id):
                return state.meetings[id: id] == nil ? nil : .openTapped(meetingID: id)
            default: return nil
            }
        }
        switch screen {
        case .detail(let detail):
            guard state.meetings[id: detail.recordID] != nil else {
                return self == .back ? .path(.popFrom(id: top)) : nil
            }
            return detailAction(detail).map { .path(.element(id: top, action: .detail($0))) }
                ?? (self == .back ? .path(.popFrom(id: top)) : nil)
        case .record:
            switch self {
            case .end: return .path(.element(id: top, action: .record(.endTapped)))
            case .back: return .path(.popFrom(id: top))
            default: return nil
            }
        }
    }

    private var formAction: MeetingFormModel.Action? {
        switch self {
        case .title(let title): .setTitle(title)
        case .duration(let seconds): .setDuration(seconds)
        case .save: .saveTapped
        case .cancel: .cancelTapped
        default: nil
        }
    }

    private func detailAction(_ detail: MeetingDetail) -> MeetingDetail.Action? {
        switch detail.destination {
        case .edit:
            return formAction.map { .edit(.presented($0)) }
        case .alert:
            switch self {
            case .confirm: return .alert(.presented(.confirmDeletion))
            case .cancel: return .alert(.dismiss)
            default: return nil
            }
        case nil:
            switch self {
            case .edit: return .editTapped
            case .delete: return .deleteTapped
            case .start: return .startTapped
            default: return nil
            }
        }
    }
}
