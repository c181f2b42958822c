import Reflow
import Testing

#if canImport(SwiftUI)
// On Apple platforms `Binding`, `Transaction` and `Animation` are SwiftUI's.
import SwiftUI
#endif

@Suite struct ModelProtocolTests {
    @Test func updateWithActionsRunsThemInOrder() {
        let next = HistoryModel.update(
            state: HistoryModel(),
            actions: [.append(1), .append(2), .append(3)],
            environment: ()
        )
        #expect(next.state.history == [1, 2, 3])
    }

    @Test func updateWithActionsMergesEffectsInOrder() {
        let next = HistoryModel.update(
            state: HistoryModel(),
            actions: [.appendAndEcho(1), .append(2), .appendAndEcho(3)],
            environment: ()
        )
        let sent = next.fx.operations.compactMap { operation -> HistoryModel.Action? in
            if case .send(let action) = operation { return action }
            return nil
        }
        #expect(sent == [.echoed(1), .echoed(3)])
    }

    @Test func updateWithActionsKeepsTheLastNonNilTransaction() {
        let next = HistoryModel.update(
            state: HistoryModel(),
            actions: [.animate(.linear), .animate(.spring), .append(1)],
            environment: ()
        )
        #expect(next.transaction?.animation == .spring)
        let none = HistoryModel.update(
            state: HistoryModel(), actions: [.append(1)], environment: ())
        #expect(none.transaction == nil)
    }

    @Test func updateWithNoActionsReturnsTheStateUnchanged() {
        let next = HistoryModel.update(
            state: HistoryModel(history: [9]), actions: [], environment: ())
        #expect(next.state.history == [9])
        #expect(next.fx.operations.isEmpty)
    }

    @Test func aConformanceMayTakeItsStateWithoutConsuming() {
        let next = BorrowingModel.update(
            state: BorrowingModel(), action: .increment, environment: ())
        #expect(next.state.count == 1)
    }
}

private struct HistoryModel: ModelProtocol {
    enum Action: Sendable, Equatable {
        case append(Int)
        case appendAndEcho(Int)
        case echoed(Int)
        case animate(Animation)
    }

    var history: [Int] = []

    static func update(
        state: consuming HistoryModel,
        action: Action,
        environment: Void
    ) -> Update<HistoryModel> {
        switch action {
        case .append(let value):
            state.history.append(value)
            return Update(state: state)
        case .appendAndEcho(let value):
            state.history.append(value)
            return Update(state: state, fx: .send(.echoed(value)))
        case .echoed:
            return Update(state: state)
        case .animate(let animation):
            return Update(state: state).animation(animation)
        }
    }
}

/// A conformance in the plain, non-consuming form: it compiles, and copies before mutating.
private struct BorrowingModel: ModelProtocol {
    enum Action: Sendable { case increment }
    var count = 0

    static func update(
        state: BorrowingModel,
        action: Action,
        environment: Void
    ) -> Update<BorrowingModel> {
        var state = state
        state.count += 1
        return Update(state: state)
    }
}
