#if canImport(SwiftUI)
import Reflow
import SwiftUI

/// The SwiftUI twin of the terminal front end: the same models, with the stack bound to a
/// `NavigationStack`, the sheets and the alert presented from the state, and a swipe back or a
/// sheet swiped down sent as actions.
struct MeetingsView: View {
    let store: Store<MeetingsModel>

    var body: some View {
        NavigationStack(path: store.stackPath(MeetingsModel.path)) {
            List {
                ForEach(store.state.meetings) { meeting in
                    Button {
                        store.send(.openTapped(meetingID: meeting.id))
                    } label: {
                        MeetingRow(meeting: meeting)
                    }
                }
            }
            .navigationTitle("Meetings")
            .toolbar {
                Button("Add") { store.send(.addTapped) }
            }
            .sheet(store.presentation(MeetingsModel.add)) { form in
                MeetingFormView(store: form)
            }
            .navigationDestination(for: StackElementID.self) { id in
                ScreenView(store: store, id: id)
            }
        }
    }
}

/// A meeting in the list. It holds only the meeting, an `Equatable` value: when the list
/// re-renders, SwiftUI skips the rows whose meeting did not change.
struct MeetingRow: View {
    let meeting: Meeting

    var body: some View {
        HStack {
            Text(meeting.title)
            Text("\(meeting.duration) seconds, held \(meeting.history.count) times")
        }
    }
}

/// A screen on the stack: the meeting's screen or its recording, each with the meeting joined
/// in from the list by the screen's store.
struct ScreenView: View {
    let store: Store<MeetingsModel>
    let id: StackElementID

    var body: some View {
        if let detail = store.viewStore(MeetingsModel.detail(id)) {
            DetailView(store: detail)
        } else if let record = store.viewStore(MeetingsModel.record(id)) {
            RecordView(store: record)
        }
    }
}

/// A meeting's screen, with its edit sheet and deletion alert.
struct DetailView: View {
    let store: ViewStore<Joined<MeetingDetail>>

    var body: some View {
        List {
            Text("\(store.state.record.duration) seconds")
            ForEach(store.state.record.history, id: \.self) { line in
                Text(line)
            }
            Button("Start meeting") { store.send(.startTapped) }
            Button("Delete", role: .destructive) { store.send(.deleteTapped) }
        }
        .navigationTitle(LocalizedStringKey(store.state.record.title))
        .toolbar {
            Button("Edit") { store.send(.editTapped) }
        }
        .sheet(store.presentation(MeetingDetail.edit)) { form in
            MeetingFormView(store: form)
        }
        .alert(store.presentation(MeetingDetail.alert))
    }
}

/// The edit sheet.
struct MeetingFormView: View {
    let store: ViewStore<MeetingFormModel>

    var body: some View {
        Form {
            TextField(
                "Title",
                text: store.binding(get: \.draft.title, tag: MeetingFormModel.Action.setTitle))
            if let problem = store.state.problem {
                Text(problem)
            }
            Button("Save") { store.send(.saveTapped) }
            Button("Cancel", role: .cancel) { store.send(.cancelTapped) }
        }
    }
}

/// The recording screen: its timer starts when the screen is pushed, and the screen pops
/// itself when the meeting ends.
struct RecordView: View {
    let store: ViewStore<Joined<RecordModel>>

    var body: some View {
        Form {
            Text("\(store.state.screen.elapsed) of \(store.state.record.duration) seconds")
            Button("End meeting") { store.send(.endTapped) }
        }
    }
}
#endif
