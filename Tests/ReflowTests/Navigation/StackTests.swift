import Observation
import ReflowTesting
import Testing

@testable import Reflow

/// A detail screen that can close itself.
private struct DetailScreen: ModelProtocol {
    enum Action: Sendable, Equatable {
        case rename(String)
        case closeTapped
    }

    var title: String

    static func update(
        state: consuming DetailScreen,
        action: Action,
        environment: Void
    ) -> Update<DetailScreen> {
        switch action {
        case .rename(let title):
            state.title = title
            return Update(state: state)
        case .closeTapped:
            return Update(state: state, fx: .dismiss)
        }
    }
}

/// A screen with a long-running effect, so that popping it shows the effect ends.
private struct TimerScreen: ModelProtocol {
    enum Action: Sendable, Equatable {
        case start
    }

    var isRunning = false

    static func update(
        state: consuming TimerScreen,
        action: Action,
        environment: Void
    ) -> Update<TimerScreen> {
        state.isRunning = true
        return Update(
            state: state,
            fx: .run { _ in
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(3600))
                }
            })
    }
}

/// The screens the stack can show: one line a case in the update, with derived case paths.
private enum Screen: ModelProtocol {
    case detail(DetailScreen)
    case timer(TimerScreen)

    enum Action: Sendable, Equatable {
        case detail(DetailScreen.Action)
        case timer(TimerScreen.Action)
    }

    static let detailScreen = Place.case(\Screen.self, /Screen.detail, tag: Action.detail)
    static let timerScreen = Place.case(\Screen.self, /Screen.timer, tag: Action.timer)

    static func update(state: consuming Screen, action: Action, environment: Void) -> Update<Screen>
    {
        switch action {
        case .detail(let action):
            return update(state: state, action: action, environment: (), at: detailScreen)
        case .timer(let action):
            return update(state: state, action: action, environment: (), at: timerScreen)
        }
    }
}

private struct NavigatorModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case path(StackAction<Screen>)
        case showDetail(String)
        case showTimer
        /// A deep link: the stack assigned anew, with one timer screen.
        case openTimerOnly
    }

    var path = StackState<Screen>()
    var closed: [StackElementID] = []

    static let path = Place.stack(\Self.path, tag: Action.path)

    static func update(
        state: consuming NavigatorModel,
        action: Action,
        environment: Void
    ) -> Update<NavigatorModel> {
        switch action {
        case .showDetail(let title):
            state.path.append(.detail(DetailScreen(title: title)))
            return Update(state: state)
        case .showTimer:
            state.path.append(.timer(TimerScreen()))
            return Update(state: state)
        case .openTimerOnly:
            state.path = [.timer(TimerScreen())]
            return Update(state: state)
        case .path(.popFrom(let id)):
            // The parent reacts to a pop before the form pops.
            state.closed.append(id)
            return update(state: state, action: .popFrom(id: id), environment: (), at: path)
        case .path(let action):
            return update(state: state, action: action, environment: (), at: path)
        }
    }
}

@MainActor
@Suite struct StackTests {
    @Test func screensAreNumberedInPushOrderAndNumbersAreNeverReused() {
        var path = StackState<Screen>()
        #expect(path.append(.detail(DetailScreen(title: "a"))) == 0)
        #expect(path.append(.timer(TimerScreen())) == 1)
        path.popLast()
        #expect(path.append(.detail(DetailScreen(title: "b"))) == 2)
        #expect(path.ids == [0, 2])
        #expect(path.count == 2)
        #expect(path[1] == .detail(DetailScreen(title: "b")))
        #expect(path[id: 2] == .detail(DetailScreen(title: "b")))
        #expect(path[id: 1] == nil)
        #expect(StackState<Screen>([.timer(TimerScreen())]).ids == [0])
        let literal: StackState<Screen> = [.timer(TimerScreen()), .timer(TimerScreen())]
        #expect(literal.ids == [0, 1])
        #expect("\(literal)".contains("#1: timer"))
    }

    @Test func stacksCompareByTheirScreensAndIDsNotByTheNextNumber() async {
        var popped = StackState<Screen>()
        popped.append(.detail(DetailScreen(title: "a")))
        popped.popLast()
        #expect(popped == StackState())
        var other = StackState<Screen>()
        other.append(.detail(DetailScreen(title: "a")))
        #expect(other != StackState([.detail(DetailScreen(title: "b"))]))
        #expect(other == StackState([.detail(DetailScreen(title: "a"))]))

        let store = TestStore(state: NavigatorModel(), environment: ())
        await store.send(.showDetail("a")) { $0.path.append(.detail(DetailScreen(title: "a"))) }
        await store.send(.path(.element(id: 0, action: .detail(.closeTapped))))
        await store.receive(.path(.popFrom(id: 0))) {
            $0.closed = [0]
            $0.path = StackState()
        }
        await store.finish()
    }

    @Test func aStackAssignedAnewEndsTheEffectsOfTheScreensItReplaced() async {
        let store = TestStore(state: NavigatorModel(), environment: ())
        await store.send(.showTimer) { $0.path.append(.timer(TimerScreen())) }
        await store.send(.path(.element(id: 0, action: .timer(.start)))) {
            $0.path[id: 0] = .timer(TimerScreen(isRunning: true))
        }
        #expect(store.runningEffectCount == 1)
        // A deep link: the new stack numbers its screen #0 too, but it is another screen.
        await store.send(.openTimerOnly) { $0.path = [.timer(TimerScreen())] }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func assigningAScreenToAnIDNotOnTheStackChangesNothingAndIsReported() {
        var path: StackState<Screen> = [.detail(DetailScreen(title: "a"))]
        let issues = Issues()
        RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            path[id: 5] = .detail(DetailScreen(title: "x"))
        }
        #expect(path == [.detail(DetailScreen(title: "a"))])
        #expect(issues.messages.count == 1)
        #expect(issues.messages.first?.contains("no screen has the ID #5") == true)
    }

    @Test func aScreenOfOneCaseIsReadAndChangedInOneExpression() async {
        var path: StackState<Screen> = [.detail(DetailScreen(title: "a")), .timer(TimerScreen())]
        #expect(path[id: 0, case: /Screen.detail] == DetailScreen(title: "a"))
        #expect(path[id: 1, case: /Screen.detail] == nil)
        #expect(path[id: 7, case: /Screen.detail] == nil)
        path[id: 0, case: /Screen.detail]?.title = "b"
        #expect(path[id: 0] == .detail(DetailScreen(title: "b")))
        path[id: 0, case: /Screen.detail] = nil
        #expect(path.isEmpty, "assigning nil through the case pops, as path[id:] = nil does")

        let store = TestStore(state: NavigatorModel(), environment: ())
        await store.send(.showDetail("a")) { $0.path.append(.detail(DetailScreen(title: "a"))) }
        await store.send(.path(.element(id: 0, action: .detail(.rename("A"))))) {
            $0.path[id: 0, case: /Screen.detail]?.title = "A"
        }
        await store.finish()
    }

    @Test func aWriteThroughTheCaseSubscriptToAScreenOfAnotherCaseChangesNothingAndIsReported() {
        var path: StackState<Screen> = [.timer(TimerScreen())]
        let issues = Issues()
        RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            path[id: 0, case: /Screen.detail]?.title = "b"
            path[id: 0, case: /Screen.detail] = DetailScreen(title: "c")
            path[id: 0, case: /Screen.detail] = nil
            path[id: 4, case: /Screen.detail]?.title = "d"
        }
        #expect(path == [.timer(TimerScreen())])
        #expect(issues.messages.count == 4, "\(issues.messages)")
        #expect(issues.messages.prefix(3).allSatisfy { $0.contains("is in another case") })
        #expect(issues.messages.last?.contains("no screen has the ID #4") == true)
    }

    @Test func assigningNilThroughTheCaseSubscriptPopsTheScreenAndThoseAboveIt() {
        var path: StackState<Screen> = [
            .timer(TimerScreen()), .detail(DetailScreen(title: "a")), .timer(TimerScreen()),
        ]
        path[id: 1, case: /Screen.detail] = nil
        #expect(path.ids == [0])
    }

    @Test func aPopOfAnIDNotOnTheStackChangesNothingAndIsReported() async {
        let store = TestStore(state: NavigatorModel(), environment: ())
        await store.send(.showDetail("a")) { $0.path.append(.detail(DetailScreen(title: "a"))) }
        await store.send(.path(.popFrom(id: 3))) { $0.closed = [3] }
        #expect(store.runtimeIssues.count == 1)
        #expect(
            store.runtimeIssues.first?.message.contains("no screen on the stack has the ID #3")
                == true, "\(store.runtimeIssues)")
        await store.finish()
    }

    @Test func poppingRemovesAScreenAndEveryScreenAboveIt() {
        var path: StackState<Screen> = [
            .detail(DetailScreen(title: "a")), .detail(DetailScreen(title: "b")),
            .timer(TimerScreen()),
        ]
        path.pop(to: 1)
        #expect(path.ids == [0, 1])
        path.pop(from: 7)
        #expect(path.ids == [0, 1])
        path[id: 0] = nil
        #expect(path.isEmpty)
        path.append(.timer(TimerScreen()))
        path[id: 3] = .detail(DetailScreen(title: "c"))
        #expect(path[id: 3] == .detail(DetailScreen(title: "c")))
        #expect(path.ids == [3])
        path.removeAll()
        #expect(path.isEmpty)
        #expect(path.popLast() == nil)
    }

    @Test func aScreensActionsReachItByIDAndItsDismissPopsIt() async {
        let store = TestStore(state: NavigatorModel(), environment: ())
        await store.send(.showDetail("a")) { $0.path.append(.detail(DetailScreen(title: "a"))) }
        await store.send(.showDetail("b")) { $0.path.append(.detail(DetailScreen(title: "b"))) }
        await store.send(.path(.element(id: 0, action: .detail(.rename("A"))))) {
            $0.path[id: 0] = .detail(DetailScreen(title: "A"))
        }
        await store.send(.path(.element(id: 1, action: .detail(.closeTapped))))
        await store.receive(.path(.popFrom(id: 1))) {
            $0.closed = [1]
            $0.path.popLast()
        }
        await store.finish()
    }

    @Test func poppingAScreenEndsTheEffectsOfEveryScreenPopped() async {
        let store = TestStore(state: NavigatorModel(), environment: ())
        await store.send(.showDetail("a")) { $0.path.append(.detail(DetailScreen(title: "a"))) }
        await store.send(.showTimer) { $0.path.append(.timer(TimerScreen())) }
        await store.send(.path(.element(id: 1, action: .timer(.start)))) {
            $0.path[id: 1] = .timer(TimerScreen(isRunning: true))
        }
        #expect(store.runningEffectCount == 1)
        await store.send(.path(.popFrom(id: 0))) {
            $0.closed = [0]
            $0.path.removeAll()
        }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func anActionForAScreenNoLongerOnTheStackChangesNothingAndIsReported() {
        var navigator = NavigatorModel()
        navigator.path.append(.detail(DetailScreen(title: "a")))
        navigator.path.popLast()
        let issues = Issues()
        let next = RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            NavigatorModel.update(
                state: navigator, action: .path(.element(id: 0, action: .detail(.rename("x")))),
                environment: ())
        }
        #expect(next.state == navigator)
        #expect(next.leavesStateUnchanged)
        #expect(issues.messages.count == 1)
        #expect(issues.messages.first?.contains("no item with ID #0") == true, "\(issues.messages)")

        let stalePop = RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            NavigatorModel.reduce(
                into: &navigator, action: StackAction<Screen>.popFrom(id: 0), environment: (),
                at: NavigatorModel.path)
        }
        #expect(stalePop.leavesStateUnchanged)
        #expect(issues.messages.count == 2)
    }

    @Test func theNavigationPathBindingTurnsAPopIntoAnActionAndIgnoresAnythingElse() {
        let store = Store(state: NavigatorModel(), environment: ())
        store.send(.showDetail("a"))
        store.send(.showDetail("b"))
        store.send(.showTimer)
        let path = store.stackPath(NavigatorModel.path)
        #expect(path.wrappedValue == [0, 1, 2])
        // A path the view lengthened, or one it did not take from the stack, sends nothing.
        path.wrappedValue = [0, 1, 2, 9]
        path.wrappedValue = [5]
        #expect(store.state.path.ids == [0, 1, 2])
        // A swipe back from the top screen, then a pop to the root.
        path.wrappedValue = [0, 1]
        #expect(store.state.path.ids == [0, 1])
        path.wrappedValue = []
        #expect(store.state.path.isEmpty)
        #expect(store.state.closed == [2, 0])
    }

    @Test func aPushByValueArrivesAsAStackActionThatTheFormApplies() async {
        let store = TestStore(state: NavigatorModel(), environment: ())
        await store.send(.path(.push(id: 0, state: .detail(DetailScreen(title: "a"))))) {
            $0.path.append(.detail(DetailScreen(title: "a")))
        }
        await store.send(.path(.push(id: 1, state: .timer(TimerScreen())))) {
            $0.path.append(.timer(TimerScreen()))
        }
        await store.send(.path(.element(id: 1, action: .timer(.start)))) {
            $0.path[id: 1] = .timer(TimerScreen(isRunning: true))
        }
        #expect(store.runningEffectCount == 1)
        await store.send(.path(.popFrom(id: 1))) {
            $0.closed = [1]
            $0.path.popLast()
        }
        #expect(store.runningEffectCount == 0)
        await store.finish()
    }

    @Test func aPushWithAnIDOnTheStackOrGivenBeforeChangesNothingAndIsReported() {
        var navigator = NavigatorModel()
        navigator.path.append(.detail(DetailScreen(title: "a")))
        navigator.path.append(.detail(DetailScreen(title: "b")))
        navigator.path.popLast()
        let issues = Issues()
        RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            for id: StackElementID in [0, 1] {
                let step = NavigatorModel.reduce(
                    into: &navigator, action: .push(id: id, state: .timer(TimerScreen())),
                    environment: (), at: NavigatorModel.path)
                #expect(step.leavesStateUnchanged)
            }
        }
        #expect(navigator.path.ids == [0])
        #expect(issues.messages.count == 2)
        #expect(issues.messages.first?.contains("a screen on the stack has it") == true)
        #expect(issues.messages.last?.contains("it was given before") == true)
        // A later ID is taken, and the stack numbers its next screen after it.
        _ = NavigatorModel.reduce(
            into: &navigator, action: .push(id: 5, state: .timer(TimerScreen())),
            environment: (), at: NavigatorModel.path)
        #expect(navigator.path.append(.timer(TimerScreen())) == 6)
        #expect(navigator.path.ids == [0, 5, 6])
    }

    @Test func theStacksPlaceBindsThePathTheLinksAndEachScreen() {
        let store = Store(state: NavigatorModel(), environment: ())
        store.send(.showDetail("a"))
        store.send(.showTimer)
        let path = store.stackPath(NavigatorModel.path)
        let links = store.stackLinks(NavigatorModel.path)
        #expect(path.wrappedValue == [0, 1])
        #expect(links.wrappedValue == [StackLink(id: 0), StackLink(id: 1)])
        store.viewStore(NavigatorModel.path(0))?.send(.detail(.rename("b")))
        #expect(store.state.path[id: 0] == .detail(DetailScreen(title: "b")))
        links.wrappedValue.append(.push(.detail(DetailScreen(title: "c"))))
        #expect(store.state.path.ids == [0, 1, 2])
        path.wrappedValue = [0]
        #expect(store.state.path.ids == [0])
        #expect(store.viewStore(NavigatorModel.path(2)) == nil)
        var navigator = store.state
        _ = NavigatorModel.reduce(
            into: &navigator, action: .detail(.rename("d")), environment: (),
            at: NavigatorModel.path(0))
        #expect(navigator.path[id: 0] == .detail(DetailScreen(title: "d")))
    }

    @Test func theLinksBindingSendsPushesAndPopsAndIgnoresAnythingElse() {
        let store = Store(state: NavigatorModel(), environment: ())
        store.send(.showDetail("a"))
        let path = store.stackLinks(NavigatorModel.path)
        #expect(path.wrappedValue == [StackLink(id: 0)])
        // A `NavigationLink(value:)` appends a push.
        path.wrappedValue.append(.push(.detail(DetailScreen(title: "b"))))
        #expect(store.state.path.ids == [0, 1])
        #expect(path.wrappedValue == [StackLink(id: 0), StackLink(id: 1)])
        // A path lengthened by two pushes them in order, with the next IDs.
        path.wrappedValue += [
            .push(.timer(TimerScreen())), .push(.detail(DetailScreen(title: "c"))),
        ]
        #expect(store.state.path.ids == [0, 1, 2, 3])
        #expect(store.state.path[id: 3] == .detail(DetailScreen(title: "c")))
        // A pop and a push in one write: the pop first, and the popped IDs are not reused.
        path.wrappedValue = [StackLink(id: 0), .push(.detail(DetailScreen(title: "d")))]
        #expect(store.state.path.ids == [0, 4])
        #expect(store.state.closed == [1])
        // Paths not taken from the stack send nothing.
        path.wrappedValue = [StackLink(id: 9)]
        path.wrappedValue = [.push(.timer(TimerScreen())), StackLink(id: 0)]
        path.wrappedValue = [StackLink(id: 4)]
        #expect(store.state.path.ids == [0, 4])
        #expect(store.state.closed == [1])
    }

    @Test func aLinksValueIsAScreenOnTheStackOrAPushOfItsOwn() {
        let link = StackLink<Screen>.push(.detail(DetailScreen(title: "a")))
        #expect(link.id == nil)
        #expect(link.screen == .detail(DetailScreen(title: "a")))
        #expect(link == link)
        #expect(link != StackLink.push(.detail(DetailScreen(title: "a"))))
        #expect(StackLink<Screen>(id: 3) == StackLink(id: 3))
        #expect(StackLink<Screen>(id: 3).screen == nil)
        #expect(Set([StackLink<Screen>(id: 3), StackLink(id: 3), link]).count == 2)
    }

    @Test func aScreensStoreReadsItAndSendsItsActionsByID() {
        let store = Store(state: NavigatorModel(), environment: ())
        store.send(.showDetail("a"))
        let screen = store.viewStore(NavigatorModel.path(0))
        #expect(screen?.state == .detail(DetailScreen(title: "a")))
        screen?.send(.detail(.rename("b")))
        #expect(store.state.path[id: 0] == .detail(DetailScreen(title: "b")))
        #expect(store.viewStore(NavigatorModel.path(4)) == nil)
    }

    @Test func thePathBindingIsToldOfPushesAndPopsNotOfAScreensChanges() {
        let store = Store(state: NavigatorModel(), environment: ())
        store.send(.showDetail("a"))
        let path = store.stackPath(NavigatorModel.path)
        let told = LockedBox(0)
        withObservationTracking {
            _ = path.wrappedValue
        } onChange: {
            told.withLock { $0 += 1 }
        }
        store.send(.path(.element(id: 0, action: .detail(.rename("b")))))
        #expect(told.withLock { $0 } == 0)
        store.send(.showDetail("c"))
        #expect(told.withLock { $0 } == 1)
    }
}
