import Reflow
import Testing

@MainActor
private final class Received: Sendable {
    var actions: [String] = []
}

@MainActor
@Suite struct SendTests {
    @Test func callingASendForwardsTheAction() {
        let received = Received()
        let send = Send<String> { received.actions.append($0) }
        send("a")
        send("b")
        #expect(received.actions == ["a", "b"])
    }

    @Test func mapTransformsTheActionsBeforeForwarding() {
        let received = Received()
        let send = Send<String> { received.actions.append($0) }.map { (number: Int) in "#\(number)"
        }
        send(7)
        #expect(received.actions == ["#7"])
    }

    @Test func aCancelledTaskCannotSend() async {
        let received = Received()
        let send = Send<String> { received.actions.append($0) }
        let task = Task { @MainActor in
            while !Task.isCancelled {
                await Task.yield()
            }
            send("late")
        }
        task.cancel()
        await task.value
        #expect(received.actions.isEmpty)
    }
}
