import ReflowTesting
import Testing

@testable import Reflow

// A model that conforms to `InPlaceModelProtocol` writes `reduce(into:)`; the store runs it on
// its own field, Reflow derives the update that takes and returns the state from it, and the
// in-place verb reaches each shape of child through its place as the by-value verb does.

/// One way the in-place parent routes an action to a child.
private struct InPlaceRoute: Sendable, CustomTestStringConvertible {
    var name: String
    var action: @Sendable (NoteModel.Action) -> InPlaceLibraryModel.Action
    var child: @Sendable (InPlaceLibraryModel) -> NoteModel?
    /// What the report of an action for the absent child says about where it looked.
    var absence: String?
    /// Makes the child absent; `nil` for a property, which never is.
    var removal: InPlaceLibraryModel.Action?
    /// Changes the child inside a state, as a test's expectation does.
    var edit: @Sendable (inout InPlaceLibraryModel, (inout NoteModel) -> Void) -> Void

    var testDescription: String { name }
}

private let routes: [InPlaceRoute] = [
    InPlaceRoute(
        name: "property", action: InPlaceLibraryModel.Action.pinned, child: \.pinned,
        absence: nil, removal: nil, edit: { library, body in body(&library.pinned) }),
    InPlaceRoute(
        name: "optional", action: InPlaceLibraryModel.Action.editor, child: \.editor,
        absence: "the optional child at", removal: .closeEditor,
        edit: { library, body in body(&library.editor!) }),
    InPlaceRoute(
        name: "KeyedList item", action: { .note(id: 2, action: $0) },
        child: { $0.notes[id: 2] }, absence: "has no item with ID 2", removal: .removeNote(id: 2),
        edit: { library, body in body(&library.notes[id: 2]!) }),
    InPlaceRoute(
        name: "enum case", action: InPlaceLibraryModel.Action.detail,
        child: { LibraryDestination.detailCase.extract(from: $0.destination) },
        absence: "is not in the child's case", removal: .closeDetail,
        edit: { library, body in
            guard case .detail(var note) = library.destination else { return }
            body(&note)
            library.destination = .detail(note)
        }),
]

@MainActor
@Suite struct InPlaceModelTests {
    @Test func theStoreRunsAnInPlaceModelsReduce() {
        #expect(InPlaceTallyModel._updatesInPlace)
        #expect(!NoteModel._updatesInPlace)
        let store = Store(state: InPlaceTallyModel(), environment: ())
        store.send(.add(2))
        store.send(.addTwiceLater(3))
        #expect(store.state.count == 5)
        #expect(store.state.reductions == 3)
    }

    @Test func theDerivedUpdateGivesWhatReduceDoes() {
        var reduced = InPlaceTallyModel()
        let step = InPlaceTallyModel.reduce(into: &reduced, action: .add(4), environment: ())
        let update = InPlaceTallyModel.update(
            state: InPlaceTallyModel(), action: .add(4), environment: ())
        #expect(update.state == reduced)
        #expect(update.fx.isNone && step.fx.isNone)
        let animated = InPlaceLibraryModel.update(
            state: InPlaceLibraryModel(), action: .renameAnimated("shelf"),
            environment: .init())
        #expect(animated.state.title == "shelf")
        #expect(animated.transaction?.animation == .easeInOut)
        let sequence = InPlaceTallyModel.update(
            state: InPlaceTallyModel(), actions: [.add(1), .addTwiceLater(2)], environment: ())
        #expect(sequence.state.count == 1)
        #expect(sequence.fx.operations.count == 2)
    }

    @Test func theInPlaceUpdateOfAByValueModelMovesItsStateThroughItsUpdate() {
        var note = NoteModel(id: 1, lines: roomyLines("a"))
        let before = storage(of: note.lines)
        let step = NoteModel._update(state: &note, action: .appendAnimated("b"), environment: ())
        #expect(note.lines == ["a", "b"])
        #expect(storage(of: note.lines) == before)
        #expect(step.transaction?.animation == .easeInOut)
        let saving = NoteModel._update(state: &note, action: .save, environment: ())
        #expect(note.isSaving)
        #expect(!saving.fx.isNone)
    }

    @Test func anInPlaceChildOfAByValueParentRunsItsReduce() {
        let store = Store(state: ScoreboardModel(), environment: ())
        store.send(.home(.add(1)))
        store.send(.home(.addTwiceLater(1)))
        #expect(store.state.home.count == 2)
        #expect(store.state.home.reductions == 3)
    }

    @Test(arguments: routes)
    fileprivate func eachFormChangesTheChildInPlace(route: InPlaceRoute) throws {
        let store = Store(state: InPlaceLibraryModel.full(), environment: .init())
        let before = try #require(storage(of: route.child(store.state)?.lines))
        store.send(route.action(.append("more")))
        let child = try #require(route.child(store.state))
        #expect(child.lines.last == "more")
        #expect(storage(of: child.lines) == before)
        #expect(store.state.title == "library")
    }

    @Test(arguments: routes.filter { $0.removal != nil })
    fileprivate func anActionForAnAbsentChildChangesNothingAndIsReported(route: InPlaceRoute)
        throws
    {
        let issues = Issues()
        var library = InPlaceLibraryModel.full()
        _ = InPlaceLibraryModel.reduce(
            into: &library, action: try #require(route.removal), environment: .init())
        let before = library
        let step = RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            InPlaceLibraryModel.reduce(
                into: &library, action: route.action(.save), environment: .init())
        }
        #expect(library == before)
        #expect(step.fx.isNone)
        #expect(step.leavesStateUnchanged)
        #expect(issues.messages.count == 1)
        let absence = try #require(route.absence)
        #expect(issues.messages.first?.contains(absence) == true, "\(issues.messages)")
        #expect(issues.messages.first?.contains("the action save was ignored") == true)
    }

    @Test(arguments: routes)
    fileprivate func aChildsEffectsComeBackTaggedAndItsTransactionIsKept(route: InPlaceRoute)
        async
    {
        var library = InPlaceLibraryModel.full()
        let animated = InPlaceLibraryModel.reduce(
            into: &library, action: route.action(.appendAnimated("x")), environment: .init())
        #expect(animated.transaction?.animation == .easeInOut)

        let store = TestStore(state: InPlaceLibraryModel.full(), environment: .init())
        await store.send(route.action(.save)) { route.edit(&$0) { $0.isSaving = true } }
        await store.receive(route.action(.saved)) { route.edit(&$0) { $0.isSaving = false } }
        await store.finish()
    }

    // A store's effect is counted until its task ends, so these wait for the effects: an effect
    // that was not cancelled sleeps for an hour, and the time limit fails the test.
    @Test(.timeLimit(.minutes(1)), arguments: routes.filter { $0.removal != nil })
    fileprivate func aChildThatLeavesTakesItsEffectsWithIt(route: InPlaceRoute) async throws {
        let store = Store(state: InPlaceLibraryModel.full(), environment: .init())
        store.send(route.action(.autosave))
        #expect(store.runningEffectCount == 1)
        store.send(try #require(route.removal))
        await store.waitForEffects()
        #expect(store.runningEffectCount == 0)
        #expect(route.child(store.state) == nil)
    }

    @Test(.timeLimit(.minutes(1)))
    func anEffectOfAChildThatStaysKeepsRunning() async {
        let store = Store(state: InPlaceLibraryModel.full(), environment: .init())
        store.send(.note(id: 2, action: .autosave))
        store.send(.removeNote(id: 3))
        #expect(store.runningEffectCount == 1)
        #expect(store.state.notes[id: 2] != nil)
        store.send(.note(id: 2, action: .stopAutosave))
        await store.waitForEffects()
        #expect(store.runningEffectCount == 0)
    }

    @Test func theKeyedListFormRunsIfAbsentOnTheStateInPlaceWithoutAReport() throws {
        let issues = Issues()
        var library = InPlaceLibraryModel.full()
        let step = RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            InPlaceLibraryModel.reduce(
                into: &library, action: NoteModel.Action.save, environment: (),
                at: InPlaceLibraryModel.note(99),
                ifAbsent: { state in
                    state.title = "no note 99"
                    return Step(fx: .send(.closeEditor))
                })
        }
        #expect(library.title == "no note 99")
        #expect(issues.messages.isEmpty)
        #expect(step.fx.operations.count == 1)

        let before = try #require(storage(of: library.notes[id: 2]?.lines))
        _ = InPlaceLibraryModel.reduce(
            into: &library, action: NoteModel.Action.append("more"), environment: (),
            at: InPlaceLibraryModel.note(2),
            ifAbsent: { _ in
                Issue.record("the item is there")
                return .none
            })
        #expect(library.notes[id: 2]?.lines.last == "more")
        #expect(storage(of: library.notes[id: 2]?.lines) == before)
    }

    @Test func anInPlaceModelWorksInATestStore() async {
        let store = TestStore(state: InPlaceTallyModel(), environment: ())
        await store.send(.addTwiceLater(2)) { $0.reductions = 1 }
        await store.receive(.add(2)) {
            $0.count = 2
            $0.reductions = 2
        }
        await store.receive(.add(2)) {
            $0.count = 4
            $0.reductions = 3
        }
        await store.finish()
    }

    @Test func theTestStoreRunsAnInPlaceModelInPlaceAsTheStoreDoes() async {
        let plain = Store(state: ByValueProbeModel(), environment: ())
        plain.send(.add(1))
        let tested = TestStore(state: ByValueProbeModel(), environment: ())
        await tested.send(.add(2)) { $0.count = 2 }
        await tested.finish()
        #expect(ByValueProbeModel.byValueCalls.withLock { $0 } == 0)
        #expect(plain.state.count == 1)
    }

    @Test func readingStateDuringAnInPlaceUpdateStopsWithAClearMessage() async throws {
        let result = try await #require(
            processExitsWith: .failure,
            observing: [\.standardErrorContent]
        ) {
            await MainActor.run {
                let holder = InPlaceStoreHolder()
                holder.store = Store(
                    state: InPlaceLibraryModel(),
                    environment: InPlaceLibraryModel.Environment(read: {
                        _ = holder.store?.state
                    })
                )
                holder.store?.send(.readStore)
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            message.contains(
                "Store<InPlaceLibraryModel>.state was read while an update was running"))
    }
}

@MainActor
private final class InPlaceStoreHolder: Sendable {
    var store: Store<InPlaceLibraryModel>?
}

/// An in-place model that counts the calls of its by-value update, which a store should never
/// make: the store and the test store both run `reduce` on the state where it is.
private struct ByValueProbeModel: InPlaceModelProtocol {
    enum Action: Sendable, Equatable {
        case add(Int)
    }

    static let byValueCalls = LockedBox(0)

    var count = 0

    static func reduce(
        into state: inout ByValueProbeModel,
        action: Action,
        environment: Void
    ) -> Step<ByValueProbeModel> {
        switch action {
        case .add(let amount):
            state.count += amount
            return .none
        }
    }

    static func update(
        state: consuming ByValueProbeModel,
        action: Action,
        environment: Void
    ) -> Update<ByValueProbeModel> {
        byValueCalls.withLock { $0 += 1 }
        var state = state
        let step = reduce(into: &state, action: action, environment: environment)
        return Update(state: state, fx: step.fx, transaction: step.transaction)
    }
}
