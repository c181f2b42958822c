import Reflow

extension TestStore {
    /// Replays a recorded session as a test: from the journal's start, every action in order,
    /// with every recorded state checked.
    ///
    /// ```swift
    /// @Test func theReportedSessionStillRuns() async throws {
    ///     let data = try Data(contentsOf: url)
    ///     let journal = try JSONDecoder().decode(Journal<AppModel>.self, from: data)
    ///     await TestStore.replay(journal, environment: .test)
    /// }
    /// ```
    ///
    /// It creates a test store at the journal's `Journal.start` and calls
    /// ``replay(_:fileID:filePath:line:column:)``: see there what a replay checks and how it
    /// fails.
    ///
    /// - Parameters:
    ///   - journal: The journal, with its states.
    ///   - environment: The dependencies handed to every update. No effect runs.
    ///   - fileID: The file of the call; a failure is reported there.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public static func replay(
        _ journal: Journal<Model>,
        environment: Model.Environment,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        guard let start = journal.start else {
            reportFailure(
                """
                The journal of \(Model.self) has no states to start from: it was read from a file \
                written without them, as a model that is not Codable writes it. Create a \
                TestStore with the state the session started from, and call replay(_:) on it.
                """,
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
            return
        }
        let store = TestStore(
            state: start, environment: environment,
            fileID: fileID, filePath: filePath, line: line, column: column)
        await store.replay(
            journal, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Replays a recorded session from this store's state: every action in order, with every
    /// recorded state checked.
    ///
    /// ```swift
    /// let store = TestStore(state: journal.start!, environment: .test)
    /// await store.replay(journal)
    /// await store.send(.refresh) { $0.isLoading = true }
    /// ```
    ///
    /// The replay sends the journal's actions in their recorded order, the user's and those the
    /// effects fed back alike, and stands in for the effects: none runs, and each action one fed
    /// back in the session arrives at its recorded place. After each step that has a
    /// checkpoint, the state must equal the recorded one exactly.
    ///
    /// The first step whose state differs fails the test, at the line of the call, with the
    /// diff (`path: recorded → replayed`), and ends the replay. With a checkpoint every step,
    /// the failure names the step and its action; otherwise it names the checkpoint where the
    /// difference showed and lists the steps since the last one that matched. A journal
    /// recorded against an older version of the app fails this way where the new update
    /// behaves differently.
    ///
    /// The store must be at the journal's start: a different state fails the test at once. A
    /// journal read without its states (its model was not `Codable`) replays its actions from
    /// the store's state and has nothing to check. Afterwards the store is at the journal's
    /// end, and the test can go on from there; actions effects fed back before the replay must
    /// have been received, as before a `send`.
    ///
    /// - Parameters:
    ///   - journal: The journal.
    ///   - fileID: The file of the call; a failure is reported there.
    ///   - filePath: The full path of that file.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func replay(
        _ journal: Journal<Model>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        discardUnreceived(
            because: "Must receive every action effects fed back before replay(_:).", at: site)
        if let start = journal.start, start != store.state {
            reportFailure(
                "The test store is not at the start of the journal of \(Model.self), step "
                    + "\(journal.startStep) (recorded → test store):\n"
                    + Self.describe(from: start, to: store.state),
                at: site)
            return
        }
        // The replayed actions are steps of the replay, not actions for the test to receive.
        let didProcess = hooks.didProcess
        hooks.didProcess = nil
        hooks.suspendsEffects = true
        defer {
            hooks.didProcess = didProcess
            hooks.suspendsEffects = false
        }
        var matched = journal.startStep
        // A journal with each step's changes is checked by them, and a checkpoint's state it
        // does not keep is rebuilt only once they differ.
        var check = JournalReplayCheck(journal, start: store.state)
        for entry in journal.entries {
            store.send(entry.action)
            let replayed = store.state
            switch check.check(replayed, at: entry.step) {
            case .none: continue
            case .matched: matched = entry.step
            case .differs(let recorded):
                reportFailure(
                    Self.describeDifference(
                        in: journal, at: entry, since: matched, recorded: recorded,
                        replayed: replayed),
                    at: site)
                return
            }
        }
    }

    /// The failure of a replay whose state at `entry`'s step differs from the recorded one,
    /// which last matched at step `matched`.
    private nonisolated static func describeDifference(
        in journal: Journal<Model>,
        at entry: JournalEntry<Model.Action>,
        since matched: Int,
        recorded: Model,
        replayed: Model
    ) -> String {
        let diff = describe(from: recorded, to: replayed)
        if matched == entry.step - 1 {
            return """
                Replaying the journal of \(Model.self): the state after step \(entry.step) is not \
                the recorded one (recorded → replayed):
                \(diff)
                Step \(describe(entry)).
                """
        }
        let between = journal.entries[
            (matched - journal.startStep)..<(entry.step - journal.startStep)]
        let shown = between.prefix(Self.stepsShown).map { "  \(describe($0))" }
        let more =
            between.count > Self.stepsShown
            ? "\n  … and \(between.count - Self.stepsShown) more" : ""
        return """
            Replaying the journal of \(Model.self): the state at step \(entry.step), a checkpoint, \
            is not the recorded one (recorded → replayed):
            \(diff)
            It was the recorded one at step \(matched); one of the steps since made the difference:
            \(shown.joined(separator: "\n"))\(more)
            A journal recorded with checkpointInterval 1 names the step.
            """
    }

    /// The number of steps listed when the difference is between two checkpoints.
    private nonisolated static var stepsShown: Int { 20 }

    /// `12: .toggle, sent by the user`.
    private nonisolated static func describe(_ entry: JournalEntry<Model.Action>) -> String {
        "\(entry.step): \(Diff.render(entry.action)), \(entry.origin)"
    }

    /// The differences of two states, one indented `path: old → new` line each.
    private nonisolated static func describe(from old: Model, to new: Model) -> String {
        Diff.lines(from: old, to: new).map { "  \($0)" }.joined(separator: "\n")
    }
}
