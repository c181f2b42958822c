import Reflow
import Testing

@MainActor
@Suite struct AddressTests {
    @Test func forwardTagsChildActionsIntoTheParentsSend() {
        let store = Store(state: ListModel(count: 3), environment: ItemModel.Environment())
        let send = Address.forward(send: store.send) { (action: ItemModel.Action) in
            ListModel.Action.item(id: 1, action: action)
        }
        send(.toggle)
        send(.rename("Eggs"))
        #expect(store.state[id: 1]?.done == true)
        #expect(store.state[id: 1]?.title == "Eggs")
        #expect(store.state[id: 0]?.done == false)
    }

    @Test func forwardComposesAcrossLevels() {
        var received: [String] = []
        let root: @MainActor @Sendable (String) -> Void = { action in
            MainActor.assumeIsolated { received.append(action) }
        }
        let middle = Address.forward(send: root) { (action: Int) in "middle(\(action))" }
        let leaf = Address.forward(send: middle) { (action: Bool) in action ? 1 : 0 }
        leaf(true)
        #expect(received == ["middle(1)"])
    }
}
