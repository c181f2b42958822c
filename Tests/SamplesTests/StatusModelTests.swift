import Reflow
import Testing

@testable import StatusSample

@Suite struct StatusModelTests {
    private func phase(after actions: [StatusModel.Action]) -> StatusModel.Phase {
        StatusModel.update(state: StatusModel(), actions: actions, environment: ()).state.phase
    }

    @Test func loadingSucceeds() {
        #expect(phase(after: [.load]) == .loading(attempt: 1))
        #expect(phase(after: [.load, .loadSucceeded(["api"])]) == .loaded(services: ["api"]))
    }

    @Test func eachRetryIsTheNextAttemptUpToTheMaximum() {
        #expect(
            phase(after: [.load, .loadFailed("timeout")])
                == .failed(reason: "timeout", attempt: 1))
        #expect(
            phase(after: [.load, .loadFailed("timeout"), .load, .loadFailed("refused")])
                == .failed(reason: "refused", attempt: 2))
        let exhausted: [StatusModel.Action] = Array(
            repeating: [.load, .loadFailed("timeout")], count: 3
        ).flatMap { $0 }
        #expect(phase(after: exhausted) == .failed(reason: "timeout", attempt: 3))
        #expect(phase(after: exhausted + [.load]) == .failed(reason: "timeout", attempt: 3))
    }

    @Test func actionsThatDoNotApplyLeaveThePhaseAlone() {
        #expect(phase(after: [.loadSucceeded(["api"])]) == .idle)
        #expect(phase(after: [.loadFailed("timeout")]) == .idle)
        #expect(phase(after: [.load, .load]) == .loading(attempt: 1))
        #expect(
            phase(after: [.load, .loadSucceeded(["api"]), .load]) == .loaded(services: ["api"]))
    }
}

@Suite struct StatusCommandTests {
    @Test func wordsAndFirstLettersParse() throws {
        #expect(try StatusCommand.parse("load") == .press("Load"))
        #expect(try StatusCommand.parse("r") == .press("Retry"))
        #expect(try StatusCommand.parse("s") == .succeed(["api", "database", "web"]))
        #expect(try StatusCommand.parse("succeed api web") == .succeed(["api", "web"]))
        #expect(try StatusCommand.parse("fail") == .fail("timeout"))
        #expect(try StatusCommand.parse("fail  no route") == .fail("no route"))
        #expect(try StatusCommand.parse("QUIT") == .quit)
        #expect(try StatusCommand.parse("") == nil)
        #expect(try StatusCommand.parse("# a comment") == nil)
    }

    @Test func anUnknownCommandIsRejected() {
        #expect(throws: StatusCommand.Rejection(message: "unknown command \"reload\"")) {
            try StatusCommand.parse("reload")
        }
    }

    @Test func aButtonCanBePressedOnlyAsTheScreenShowsIt() throws {
        let idle = StatusModel()
        #expect(try StatusCommand.press("Load").action(in: idle) == .load)
        #expect(throws: StatusCommand.Rejection(message: "there is no Retry button on the screen"))
        {
            try StatusCommand.press("Retry").action(in: idle)
        }
        let loading = StatusModel(phase: .loading(attempt: 1))
        #expect(throws: StatusCommand.Rejection(message: "the Load button is disabled")) {
            try StatusCommand.press("Load").action(in: loading)
        }
        let gaveUp = StatusModel(phase: .failed(reason: "timeout", attempt: 3))
        #expect(throws: StatusCommand.Rejection(message: "the Retry button is disabled")) {
            try StatusCommand.press("Retry").action(in: gaveUp)
        }
        let loaded = StatusModel(phase: .loaded(services: []))
        #expect(throws: StatusCommand.Rejection(message: "there is no Load button on the screen")) {
            try StatusCommand.press("Load").action(in: loaded)
        }
    }

    @Test func theServiceAnswersOnlyWhileLoading() throws {
        let loading = StatusModel(phase: .loading(attempt: 1))
        #expect(try StatusCommand.succeed(["api"]).action(in: loading) == .loadSucceeded(["api"]))
        #expect(try StatusCommand.fail("timeout").action(in: loading) == .loadFailed("timeout"))
        #expect(throws: StatusCommand.Rejection(message: "nothing is loading")) {
            try StatusCommand.fail("timeout").action(in: StatusModel())
        }
        #expect(try StatusCommand.quit.action(in: loading) == nil)
    }
}
