/// The terminal's picture of the app: a breadcrumb of the screens on the stack, then the top
/// screen, and the sheet or alert over it.
enum MeetingsScreen {
    /// The lines to print for a state.
    static func lines(_ state: MeetingsModel) -> [String] {
        var lines = [breadcrumb(state), ""]
        switch state.path.last {
        case nil:
            lines += list(state)
        case .detail(let screen):
            lines +=
                state.meetings[id: screen.recordID].map { detail($0, screen) }
                ?? ["This meeting is gone."]
        case .record(let screen):
            lines +=
                state.meetings[id: screen.recordID].map { record($0, screen) }
                ?? ["This meeting is gone."]
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
            case .detail(let screen):
                crumbs.append(state.meetings[id: screen.recordID]?.title ?? "?")
            case .record: crumbs.append("Recording")
            }
        }
        return crumbs.joined(separator: " › ")
    }

    private static func list(_ state: MeetingsModel) -> [String] {
        guard !state.meetings.isEmpty else { return ["No meetings yet: add one."] }
        return state.meetings.map { meeting in
            "  #\(meeting.id) \(meeting.title)  \(meeting.duration)s, held "
                + "\(meeting.history.count)×"
        }
    }

    private static func detail(_ meeting: Meeting, _ screen: MeetingDetail) -> [String] {
        var lines = [
            "\(meeting.title): \(meeting.duration)s"
        ]
        lines += meeting.history.isEmpty ? ["  never held"] : meeting.history.map { "  \($0)" }
        switch screen.destination {
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

    private static func record(_ meeting: Meeting, _ screen: RecordModel) -> [String] {
        ["Recording “\(meeting.title)”: \(screen.elapsed)s of \(meeting.duration)s"]
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
