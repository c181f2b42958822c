import Reflow

/// The state of a screen that loads the status of a few services, and the update that moves it
/// from one phase to the next.
///
/// The screen shows nothing the phase does not say: ``StatusViewState`` is computed from it.
/// There are no effects: in this sample the person at the keyboard plays the service, with the
/// `succeed` and `fail` commands.
struct StatusModel: ModelProtocol {
    /// Where the load is.
    enum Phase: Equatable, Sendable {
        /// Nothing loaded yet.
        case idle
        /// Waiting for the service; the first attempt is 1.
        case loading(attempt: Int)
        /// The last attempt failed.
        case failed(reason: String, attempt: Int)
        /// The service answered with the services that are up.
        case loaded(services: [String])
    }

    /// What can happen on the screen.
    enum Action: Equatable, Sendable {
        /// The screen's button was pressed: Load, or Retry after a failure.
        case load
        /// The service answered with the services that are up.
        case loadSucceeded([String])
        /// The service failed, for a reason.
        case loadFailed(String)
    }

    /// How many attempts a load may take before the screen gives up.
    static let maximumAttempts = 3

    /// Where the load is.
    var phase = Phase.idle

    static func update(
        state: consuming StatusModel,
        action: Action,
        environment: Void
    ) -> Update<StatusModel> {
        switch action {
        case .load:
            switch state.phase {
            case .idle:
                state.phase = .loading(attempt: 1)
            case .failed(_, let attempt) where attempt < maximumAttempts:
                state.phase = .loading(attempt: attempt + 1)
            case .loading, .failed, .loaded:
                break  // the button is disabled or hidden
            }
        case .loadSucceeded(let services):
            guard case .loading = state.phase else { break }
            state.phase = .loaded(services: services)
        case .loadFailed(let reason):
            guard case .loading(let attempt) = state.phase else { break }
            state.phase = .failed(reason: reason, attempt: attempt)
        }
        return Update(state: state)
    }
}
