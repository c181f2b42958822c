import Reflow

/// A model whose `start` action runs a `.task` effect that sends `finish` back.
struct RoundTripModel: ModelProtocol {
    enum Action: Sendable {
        /// Starts an effect that sends ``finish`` back.
        case start
        /// Starts the same effect, cancellable by `id`: exercises the cancellation table.
        case startCancellable(id: Int)
        /// Sent back by the effect.
        case finish
    }

    var started = 0
    var finished = 0

    static func update(
        state: consuming RoundTripModel,
        action: Action,
        environment: Void
    ) -> Update<RoundTripModel> {
        switch action {
        case .start:
            state.started += 1
            return Update(state: state, fx: .task { .finish })
        case .startCancellable(let id):
            state.started += 1
            return Update(state: state, fx: Fx.task { .finish }.cancellable(id: id))
        case .finish:
            state.finished += 1
            return Update(state: state)
        }
    }
}
