#if canImport(SwiftUI)
import Reflow
import SwiftUI

/// The SwiftUI twin of the terminal front end: the same models, with the stack bound to a
/// `NavigationStack`, the sheets and the alert presented from the state, and a swipe back or a
/// sheet swiped down sent as actions.
struct MeetingsView: View {
    let store: Store<MeetingsModel>

    var body: some View {
        NavigationStack(path: store.stackPath(\.path, tag: MeetingsModel.Action.path)) {
            List {
                ForEach(store.state.meetings) { item in
                    Button(item.meeting.title) { store.send(.openTapped(meetingID: item.id)) }
                }
            }
            .navigationTitle("Meetings")
            .toolbar {
                Button("Add") { store.send(.addTapped) }
            }
            .sheet(store.presentation(child: \.add, tag: MeetingsModel.Action.add)) { form in
                MeetingFormView(store: form)
            }
            .navigationDestination(store, stack: \.path, tag: MeetingsModel.Action.path) {
                ScreenView(root: store, store: $0)
            }
        }
    }
}

/// A screen on the stack: a meeting's screen shows the list's item through its own store,
/// a recording the screen's store.
struct ScreenView: View {
    let root: Store<MeetingsModel>
    let store: ViewStore<Screen>

    var body: some View {
        if case .detail(let meetingID) = store.state,
            let detail = root.viewStore(
                child: \.meetings, id: meetingID, tag: MeetingsModel.Action.meeting)
        {
            DetailView(store: detail)
        } else if let record = store.viewStore(
            child: \.self, case: /Screen.record, tag: Screen.Action.record)
        {
            RecordView(store: record)
        }
    }
}

/// A meeting's screen, with its edit sheet and deletion alert.
struct DetailView: View {
    let store: ViewStore<MeetingItem>

    var body: some View {
        List {
            Text("\(store.state.meeting.duration) seconds")
            ForEach(store.state.meeting.history, id: \.self) { line in
                Text(line)
            }
            Button("Start meeting") { store.send(.startTapped) }
            Button("Delete", role: .destructive) { store.send(.deleteTapped) }
        }
        .navigationTitle(LocalizedStringKey(store.state.meeting.title))
        .toolbar {
            Button("Edit") { store.send(.editTapped) }
        }
        .sheet(
            store.presentation(
                child: \.destination, case: /MeetingItem.Destination.edit,
                tag: MeetingItem.Action.edit)
        ) { form in
            MeetingFormView(store: form)
        }
        .alert(
            store.presentation(
                child: \.destination, case: /MeetingItem.Destination.alert,
                tag: MeetingItem.Action.alert))
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
    let store: ViewStore<RecordModel>

    var body: some View {
        Form {
            Text("\(store.state.elapsed) of \(store.state.meeting.duration) seconds")
            Button("End meeting") { store.send(.endTapped) }
        }
    }
}
#endif
