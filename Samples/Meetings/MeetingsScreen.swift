/// The terminal's picture of the app: a breadcrumb of the screens on the stack, then the top
/// screen, and the sheet or alert over it.
enum MeetingsScreen {
    /// The lines to print for a state.
    static func lines(_ state: MeetingsModel) -> [String] {
        var lines = [breadcrumb(state), ""]
        switch state.path.last {
        case nil:
            lines += list(state)
        case .detail(let meetingID):
            lines += state.meetings[id: meetingID].map(self.detail) ?? ["This meeting is gone."]
        case .record(let record):
            lines += self.record(record)
        }
        if let form = state.add {
            lines += [""] + self.form(form, title: "New meeting")
        }
        return lines
    }

    /// "Meetings › Standup › Recording".
    static func breadcrumb(_ state: MeetingsModel) -> String {
        var crumbs = ["Meetings"]
        for screen in state.path {
            switch screen {
            case .detail(let meetingID):
                crumbs.append(state.meetings[id: meetingID]?.meeting.title ?? "?")
            case .record: crumbs.append("Recording")
            }
        }
        return crumbs.joined(separator: " › ")
    }

    private static func list(_ state: MeetingsModel) -> [String] {
        guard !state.meetings.isEmpty else { return ["No meetings yet: add one."] }
        return state.meetings.map { item in
            let meeting = item.meeting
            return "  #\(meeting.id) \(meeting.title)  \(meeting.duration)s, held "
                + "\(meeting.history.count)×"
        }
    }

    private static func detail(_ detail: MeetingItem) -> [String] {
        var lines = [
            "\(detail.meeting.title): \(detail.meeting.duration)s"
        ]
        lines +=
            detail.meeting.history.isEmpty
            ? ["  never held"] : detail.meeting.history.map { "  \($0)" }
        switch detail.destination {
        case nil:
            break
        case .edit(let form):
            lines += [""] + self.form(form, title: "Edit meeting")
        case .alert(let alert):
            lines += ["", "[\(alert.title)] \(alert.message ?? "")"]
            lines.append(
                "  " + alert.buttons.map { "(\($0.label.lowercased()))" }.joined(separator: " "))
        }
        return lines
    }

    private static func record(_ record: RecordModel) -> [String] {
        ["Recording “\(record.meeting.title)”: \(record.elapsed)s of \(record.meeting.duration)s"]
    }

    private static func form(_ form: MeetingFormModel, title: String) -> [String] {
        var lines = [
            "[\(title)]",
            "  title: \(form.draft.title.isEmpty ? "—" : form.draft.title)",
            "  duration: \(form.draft.duration)s",
        ]
        if let problem = form.problem {
            lines.append("  ! \(problem)")
        }
        return lines
    }
}
