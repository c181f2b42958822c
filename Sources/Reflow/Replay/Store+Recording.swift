// Recording: a store keeps a journal of the actions it runs, with where each came from and the
// state at regular steps, for a test to replay and for the store to travel through.

extension Store {
    /// Starts recording a ``Journal`` of every action the store runs from now on.
    ///
    /// ```swift
    /// let store = Store(state: AppModel(), environment: AppEnvironment())
    /// store.startRecording()
    /// ```
    ///
    /// The journal starts from the current state, at step 0, and records each action the store
    /// runs, in order, with its ``ActionOrigin``: sent to the store, or fed back by an effect
    /// (which effect, and in which child). Read it with ``journal`` at any time, or take it with
    /// ``stopRecording()``: its checkpoints, the state every `checkpointInterval` steps, are made
    /// then, by running the actions through the update.
    ///
    /// While it records, the store keeps one state, the one the journal starts from, and the
    /// actions: a send costs a journal entry (see BENCHMARKS.md), and the first change after the
    /// start a copy of what it changes (a list it writes to, say), once. Memory stays bounded:
    /// past `limit` actions, the oldest are dropped a checkpoint interval at a time, run first on
    /// the start state so that the journal starts at a known state; from then on, a send also
    /// costs about one more call to the update. A smaller interval makes a failing replay's
    /// report more precise (an interval of 1 checks every step); a larger one makes a journal
    /// with fewer checkpoints to check and, when the model is not `Codable`, fewer states to
    /// copy and write. (A journal of a `Codable` model keeps few of its checkpoints' states
    /// whole, whatever the interval: see ``Journal``.)
    ///
    /// Starting again starts a new journal (a store that was travelling returns to the present
    /// first).
    ///
    /// - Parameters:
    ///   - checkpointInterval: The number of actions from one kept state to the next; from 1 to
    ///     1,000,000 (the most a journal read from a file may have). 100 by default.
    ///   - limit: The most actions kept; at least `checkpointInterval`. 10,000 by default.
    /// - Precondition: No update is running.
    public func startRecording(checkpointInterval: Int = 100, limit: Int = 10_000) {
        if recording.isActive {
            returnToPresent()
        }
        guard hasState else {
            preconditionFailure(
                "Reflow: Store<\(Model.self)>.startRecording was called while an update was running."
            )
        }
        recording = Recording(
            start: storage.unsafelyUnwrapped, checkpointInterval: checkpointInterval, limit: limit)
        effects.forgetRecords()
        updateSlowPath()
    }

    /// Stops recording, and returns the journal recorded.
    ///
    /// A store that was travelling (``travel(to:)``) returns to the present first.
    ///
    /// - Returns: The journal, or `nil` when the store was not recording.
    @discardableResult
    public func stopRecording() -> Journal<Model>? {
        guard recording.isActive else { return nil }
        returnToPresent()
        let journal = recordedJournal
        recording = Recording()
        updateSlowPath()
        return journal
    }

    /// Whether the store records a journal (see ``startRecording(checkpointInterval:limit:)``).
    public var isRecording: Bool { recording.isActive }

    /// The journal recorded so far, or `nil` when the store is not recording.
    ///
    /// Its checkpoints are made now, by running the actions kept from the journal's start
    /// through the update. When they do not lead to the state the store holds, the update is
    /// not pure (it read a clock, a random number or a global), and a ``RuntimeIssue`` says so.
    /// When the model is `Codable`, what each action changed is made in the same run, for an
    /// inspector to show every step (written with the entries) and for the journal to rebuild
    /// its checkpoints from: the state is encoded at each step, a ``KeyedList`` in it by the
    /// items that changed, and kept whole only at the checkpoints whose state the changes
    /// since the last one kept outweigh.
    ///
    /// - Complexity: O(*n*) calls to the update, *n* the actions kept, and a copy of each
    ///   state kept; for a `Codable` model, an encoding of the state at each step, its keyed
    ///   lists' unchanged items aside.
    public var journal: Journal<Model>? { recording.isActive ? recordedJournal : nil }

    /// The recording's journal, checked against the state the store holds at its last step.
    private var recordedJournal: Journal<Model> {
        recording.journal(
            environment: environment,
            present: recording.travel?.present ?? (hasState ? storage.unsafelyUnwrapped : nil))
    }

    /// The steps recorded so far, which ``travel(to:)`` accepts, or `nil` when the store is not
    /// recording: what a history view asks on every key, without copying the ``journal``.
    ///
    /// - Complexity: O(1).
    public var recordedSteps: ClosedRange<Int>? { recording.isActive ? recording.steps : nil }

    /// Creates a store at the end of a recorded session, recording on from there: to travel
    /// through a session read from a file.
    ///
    /// ```swift
    /// let journal = try JSONDecoder().decode(Journal<AppModel>.self, from: data)
    /// let store = Store(replaying: journal, environment: AppEnvironment())
    /// store.travel(to: 0)
    /// ```
    ///
    /// The store's state is the journal's last state, found by running the actions since its
    /// last checkpoint through the update; no effect runs, so the effects that were running
    /// when the session was recorded are not. The store then runs like any other, and records
    /// what it runs after the journal's actions.
    ///
    /// - Parameters:
    ///   - journal: The journal, with its states (see ``Journal/start``).
    ///   - environment: The dependencies handed to every update.
    ///   - limit: The most actions the recording keeps; raised to the journal's length if that
    ///     is longer. 10,000 by default.
    ///   - logger: A function that receives every action and published state; see ``logger``.
    /// - Precondition: The journal has its states.
    public convenience init(
        replaying journal: Journal<Model>,
        environment: Model.Environment,
        limit: Int = 10_000,
        logger: ((StoreEvent<Model>) -> Void)? = nil
    ) {
        let end = journal.state(at: journal.endStep, environment: environment)
        self.init(state: end, environment: environment, logger: logger)
        recording = Recording(continuing: journal, end: end, limit: limit)
        updateSlowPath()
    }

    // MARK: - The send path

    /// ``process(_:)`` while recording: the action recorded with where it came from, and run.
    /// Ignored while the store travels.
    // Inlined into `processOnSlowPath`, with a copy of the plain path of its own (see
    // `processUnrecorded`).
    @inlinable @inline(__always)
    func processRecorded(_ action: Model.Action) {
        if recording.isTravelling {
            ignoreWhileTravelling(action)
            return
        }
        recording.begin(action, environment: environment)
        processUnrecorded(action)
        recording.end()
    }

    @usableFromInline
    func ignoreWhileTravelling(_ action: Model.Action) {
        RuntimeIssue.report(
            """
            Store<\(Model.self)> shows recorded step \(travelledStep ?? 0) and ignored an action \
            sent meanwhile: \(action). Call returnToPresent() before sending.
            """)
    }

    /// Delivers an action an effect fed back: recorded as the effect's while recording.
    func deliver(_ action: Model.Action, fromEffect token: UInt64) {
        guard recording.isActive else {
            send(action)
            return
        }
        // An effect that started before the recording has its record made now: its step is
        // not known.
        let effect = effects.record(of: token) { id, scope in
            EffectRecord(
                RecordedEffect(step: nil, id: id?.recordedName, child: scope.recordedName))
        }
        sendFedBack(action, effect: effect)
    }

    /// Sends an action an effect fed back, recording which effect: queued if the store is busy,
    /// kept for later while it travels.
    func sendFedBack(_ action: Model.Action, effect: EffectRecord) {
        if recording.isTravelling {
            recording.travel!.fedBack.append((action, effect))
            return
        }
        if isProcessing {
            pending.append(action)
            recording.queue(at: pending.count - 1, from: effect)
            return
        }
        recording.deliveringEffect = effect
        send(action)
        recording.deliveringEffect = nil
    }
}
