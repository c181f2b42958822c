import Testing

@testable import StatusSample

/// The render function is a plain function: a state in, a view state out, compared whole.
@Suite struct StatusViewStateTests {
    @Test func idleOffersAnEnabledLoadButton() {
        #expect(
            StatusViewState(StatusModel(phase: .idle))
                == StatusViewState(
                    title: "Service status", message: "Not loaded yet.", buttonTitle: "Load",
                    isButtonHidden: false, isButtonEnabled: true, color: .gray))
    }

    @Test func loadingShowsTheAttemptAndDisablesTheButton() {
        #expect(
            StatusViewState(StatusModel(phase: .loading(attempt: 2)))
                == StatusViewState(
                    title: "Loading…", message: "Asking the service, attempt 2 of 3.",
                    buttonTitle: "Load", isButtonHidden: false, isButtonEnabled: false,
                    color: .yellow))
    }

    @Test func aFailureWithAttemptsLeftOffersRetry() {
        #expect(
            StatusViewState(StatusModel(phase: .failed(reason: "timeout", attempt: 1)))
                == StatusViewState(
                    title: "Could not load", message: "timeout.", buttonTitle: "Retry",
                    isButtonHidden: false, isButtonEnabled: true, color: .red))
    }

    @Test func aFailureOnTheLastAttemptDisablesRetryAndSaysSo() {
        #expect(
            StatusViewState(StatusModel(phase: .failed(reason: "timeout", attempt: 3)))
                == StatusViewState(
                    title: "Could not load", message: "timeout. Gave up after 3 attempts.",
                    buttonTitle: "Retry", isButtonHidden: false, isButtonEnabled: false,
                    color: .red))
    }

    @Test func loadedListsTheServicesAndHidesTheButton() {
        #expect(
            StatusViewState(StatusModel(phase: .loaded(services: ["api", "web"])))
                == StatusViewState(
                    title: "2 services up", message: "api, web.", buttonTitle: "",
                    isButtonHidden: true, isButtonEnabled: false, color: .green))
        let one = StatusViewState(StatusModel(phase: .loaded(services: ["api"])))
        #expect(one.title == "1 service up")
        let none = StatusViewState(StatusModel(phase: .loaded(services: [])))
        #expect(none.title == "0 services up")
        #expect(none.message == "None.")
    }

    @Test func theTerminalShowsTheColourAndADisabledButtonInWordsWithoutColours() {
        let loading = StatusViewState(StatusModel(phase: .loading(attempt: 1)))
        #expect(
            TerminalScreen.lines(loading, colors: false) == [
                "[yellow] Loading…", "Asking the service, attempt 1 of 3.", "[ Load ] (disabled)",
            ])
        let loaded = StatusViewState(StatusModel(phase: .loaded(services: ["api"])))
        #expect(TerminalScreen.lines(loaded, colors: false) == ["[green] 1 service up", "api."])
    }

    @Test func theTerminalPaintsTheTitleAndGreysADisabledButtonWithColours() {
        let loading = StatusViewState(StatusModel(phase: .loading(attempt: 1)))
        #expect(
            TerminalScreen.lines(loading, colors: true) == [
                "\u{1B}[33mLoading…\u{1B}[0m", "Asking the service, attempt 1 of 3.",
                "\u{1B}[2m[ Load ]\u{1B}[0m",
            ])
    }
}
