import Reflow
import Testing

@testable import ReflowTesting

/// `assert { }` and receiving by case.
@MainActor
@Suite struct TestStoreAssertTests {
    @Test func assertChecksTheStateWithoutSending() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        store.assert { $0.items[1]?.title = "Milk" }
        let line = #line + 2
        withKnownIssue {
            store.assert { $0.items[1]?.title = "Oat milk" }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                The state after assert is not the expected one (expected → actual):
                  items[1].title: "Oat milk" → "Milk"
                """
            ] && issue.sourceLocation?.line == line
        }
        await store.finish()
    }

    @Test func assertChecksWhatANonExhaustiveStoreLetThrough() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        store.exhaustivity = .off
        await store.send(.rename(id: 3, title: "Rye"))
        store.assert { $0.items[3]?.title = "Rye" }
        withKnownIssue {
            store.assert { $0.items[3]?.title = "Bread" }
        }
        await store.finish()
    }

    @Test func receivingByCaseIgnoresThePayload() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        await store.send(.item(id: 2, action: .toggle)) {
            $0.items[2]?.done = true
            $0.items[2]?.isSaving = true
        }
        await store.receive(/TodoListModel.Action.item) { $0.items[2]?.isSaving = false }
        await store.finish()
    }

    @Test func receivingByCaseFailsWhenAnotherCaseArrivesFirst() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        await store.send(.item(id: 2, action: .toggle)) {
            $0.items[2]?.done = true
            $0.items[2]?.isSaving = true
        }
        await withKnownIssue {
            await store.receive(/TodoListModel.Action.remove)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasPrefix("Expected to receive an action of the case Int, but received")
            }
        }
        await store.finish()
    }
}
