import Reflow
import Testing

@MainActor
private final class Recorder<Value: Sendable>: Sendable {
    var values: [Value] = []
}

@MainActor
@Suite struct FxTests {
    @Test func noneHasNoOperations() {
        #expect(Fx<Int>.none.operations.isEmpty)
        #expect(Fx<Int>.none.isNone)
        #expect(Fx<Int>.merge(.none, .none).isNone)
        #expect(!Fx<Int>.send(1).isNone)
        #expect(!Fx<Int>.cancel(id: 1).isNone)
    }

    @Test func mergeKeepsTheOrderOfOperations() {
        let fx = Fx<Int>.merge(.send(1), .none, .merge([.send(2), .send(3)]))
        #expect(sentActions(fx) == [1, 2, 3])
        #expect(sentActions(Fx<Int>.send(1).merge(.send(2))) == [1, 2])
    }

    @Test func mapTransformsSentActions() {
        let fx = Fx<Int>.merge(.send(1), .send(2)).map { "#\($0)" }
        #expect(sentActions(fx) == ["#1", "#2"])
    }

    @Test func mapTransformsActionsAnAsyncEffectSends() async {
        let fx = Fx<Int>.run { send in
            await send(1)
            await send(2)
        }
        .map { $0 * 10 }
        let recorder = Recorder<Int>()
        await runAll(fx) { recorder.values.append($0) }
        #expect(recorder.values == [10, 20])
    }

    @Test func taskSendsTheActionItsOperationReturns() async {
        let recorder = Recorder<String>()
        await runAll(Fx<String>.task { "done" }) { recorder.values.append($0) }
        #expect(recorder.values == ["done"])
    }

    @Test func runAndTaskCarryThePriorityTheyAreGiven() throws {
        let effects: [(Fx<Int>, TaskPriority?)] = [
            (.run { _ in }, nil),
            (.task { 1 }, nil),
            (.run(priority: .background) { _ in }, .background),
            (.task(priority: .high) { 1 }, .high),
            (.run(priority: nil) { _ in }, nil),
        ]
        for (fx, priority) in effects {
            guard case .run(let run) = try #require(fx.operations.first) else {
                Issue.record("expected a run operation")
                continue
            }
            #expect(run.priority == priority)
        }
    }

    @Test func cancellableMarksOnlyAsyncOperations() {
        let fx = Fx<Int>.merge(.send(1), .run { _ in }).cancellable(id: "a", cancelInFlight: true)
        #expect(fx.operations.count == 2)
        guard case .send(1) = fx.operations[0] else {
            Issue.record("a sent action must stay as it is")
            return
        }
        guard case .run(let run) = fx.operations[1] else {
            Issue.record("expected a run operation")
            return
        }
        #expect(run.cancelInFlight)
        #expect(run.id != nil)
    }

    @Test func cancellableDefaultsToNotCancellingInFlight() {
        let fx = Fx<Int>.run { _ in }.cancellable(id: 1)
        guard case .run(let run) = fx.operations.first else {
            Issue.record("expected a run operation")
            return
        }
        #expect(!run.cancelInFlight)
    }

    @Test func cancelCarriesItsIdentifierThroughMap() throws {
        let fx = Fx<Int>.cancel(id: "search").map { "\($0)" }
        guard case .cancel(let id) = try #require(fx.operations.first) else {
            Issue.record("expected a cancel operation")
            return
        }
        #expect(id == EffectID("search"))
        #expect(id != EffectID("other"))
    }
}

/// Runs every asynchronous operation of an effect to completion, sending into `sink`.
@MainActor
private func runAll<Action: Sendable>(
    _ fx: Fx<Action>,
    sink: @escaping @MainActor @Sendable (Action) -> Void
) async {
    for operation in fx.operations {
        if case .run(let run) = operation {
            await run.body(Send(sink))
        }
    }
}
