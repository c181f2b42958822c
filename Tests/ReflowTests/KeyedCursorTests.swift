import Reflow
import ReflowTesting
import Testing

@MainActor
@Suite struct KeyedCursorTests {
    @Test func theAddressedItemChangesAndNoOther() {
        let before = ListModel(count: 5)
        let next = ListModel.update(
            state: before,
            action: .item(id: 3, action: .toggle),
            environment: ItemModel.Environment()
        )
        var expected = before
        expected[id: 3]?.done = true
        #expect(next.state == expected)
        #expect(next.state.items.filter(\.done).map(\.id) == [3])
    }

    @Test func theItemsTransactionIsKept() {
        let next = ListModel.update(
            state: ListModel(count: 2),
            action: .toggle,
            environment: ItemModel.Environment(),
            at: ListModel.item(1)
        )
        #expect(next.transaction?.animation == .default)
    }

    @Test func aMissingKeyChangesNothingAndIsReported() {
        let issues = Issues()
        let before = ListModel(count: 3)
        let next = RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            ListModel.update(
                state: before,
                action: .toggle,
                environment: ItemModel.Environment(),
                at: ListModel.item(42)
            )
        }
        #expect(next.state == before)
        #expect(next.fx.operations.isEmpty)
        #expect(next.transaction == nil)
        #expect(issues.messages.count == 1)
        #expect(issues.messages.first?.contains("ItemCursor has no item for key 42") == true)
    }

    @Test func ifAbsentReceivesTheStateWhenTheKeyIsMissingAndNothingIsReported() {
        let issues = Issues()
        var handedBack: ListModel?
        let missing = RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            ListModel.update(
                state: ListModel(count: 1),
                action: .toggle,
                environment: ItemModel.Environment(),
                at: ListModel.item(7),
                ifAbsent: { state in
                    handedBack = copy state
                    return Update(state: state, fx: .send(.item(id: 7, action: .saved)))
                }
            )
        }
        #expect(handedBack == ListModel(count: 1))
        #expect(missing.state == ListModel(count: 1))
        #expect(missing.fx.operations.count == 1)
        #expect(issues.messages.isEmpty)
        let present = ListModel.update(
            state: ListModel(count: 1),
            action: .rename("Milk"),
            environment: ItemModel.Environment(),
            at: ListModel.item(0),
            ifAbsent: { state in
                Issue.record("the item is there")
                return Update(state: state)
            }
        )
        #expect(present.state[id: 0]?.title == "Milk")
    }

    @Test func aChildEffectComesBackTaggedWithItsKey() async {
        let store = TestStore(state: ListModel(count: 3), environment: ItemModel.Environment())
        await store.send(.item(id: 2, action: .save)) { $0[id: 2]?.isSaving = true }
        await store.receive(.item(id: 2, action: .saved)) { $0[id: 2]?.isSaving = false }
        await store.finish()
    }

    @Test func anActionForAMissingKeyIsANoOp() async {
        let store = TestStore(state: ListModel(count: 3), environment: ItemModel.Environment())
        await store.send(.item(id: 99, action: .toggle))
        #expect(store.runtimeIssues.map(\.message).first?.contains("no item for key 99") == true)
    }

    @Test func removingAnItemWhileItsEffectIsInFlightCancelsTheEffect() async {
        let gate = Gate()
        let store = TestStore(
            state: ListModel(count: 3),
            environment: ItemModel.Environment(save: { await gate.wait() })
        )
        await store.send(.item(id: 1, action: .save)) { $0[id: 1]?.isSaving = true }
        await store.send(.remove(id: 1)) { $0.remove(id: 1) }
        #expect(store.runningEffectCount == 0)
        await gate.open()
        // The item's `.saved` never comes back: the effect ended with its item.
        await store.finish()
        #expect(store.state.items.map(\.id) == [0, 2])
        #expect(store.runtimeIssues.isEmpty)
    }

    @Test func theDefaultModifySkipsAMissingKey() {
        var list = ListModel(count: 2)
        var called = false
        let result: Bool? = ItemCursor.modify(state: &list, key: 5) { _ in
            called = true
            return true
        }
        #expect(result == nil)
        #expect(!called)
        let renamed = ItemCursor.modify(state: &list, key: 1) { item in
            item.title = "New"
            return item.id
        }
        #expect(renamed == 1)
        #expect(list[id: 1]?.title == "New")
    }

    @Test func aKeyedSendThroughTheStoreDoesNotCopyTheList() {
        // If the store kept a reference to its state while the update ran, writing the item
        // back would copy the array into new storage. Moving the state keeps the buffer.
        let store = Store(state: ListModel(count: 1000), environment: ItemModel.Environment())
        let before = store.state.items.withUnsafeBufferPointer { $0.baseAddress }
        store.send(.item(id: 500, action: .toggle))
        let after = store.state.items.withUnsafeBufferPointer { $0.baseAddress }
        #expect(store.state[id: 500]?.done == true)
        #expect(before == after)
    }
}
