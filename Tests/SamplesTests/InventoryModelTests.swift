import Reflow
import ReflowTesting
import Testing

@testable import InventorySample

#if canImport(SwiftUI)
// On Apple platforms `Binding`, `Transaction` and `Animation` are SwiftUI's.
import SwiftUI
#endif

private typealias Delivery = InventoryModel.Delivery

/// Items 1 (5 in stock), 2 (out of stock, on back order) and 3 (out of stock), next ID 4.
private func inventory() -> InventoryModel {
    InventoryModel(
        items: [
            ItemModel(id: 1, name: "Widget", stock: .inStock(quantity: 5)),
            ItemModel(id: 2, name: "Gadget", stock: .outOfStock(isOnBackOrder: true)),
            ItemModel(id: 3, name: "Doohickey", stock: .outOfStock(isOnBackOrder: false)),
        ],
        nextID: 4
    )
}

/// A supplier that delivers 10 of each item asked for, at once.
private let promptSupplier = InventoryModel.Environment(deliveries: { ids in
    AsyncStream { continuation in
        for id in ids { continuation.yield(Delivery(id: id, quantity: 10)) }
        continuation.finish()
    }
})

@MainActor
@Suite struct InventoryModelTests {
    @Test func sellingTheLastOneLeavesTheItemOutOfStockNotOnBackOrder() async {
        var state = inventory()
        state.items[id: 1]?.stock = .inStock(quantity: 2)
        let store = TestStore(state: state, environment: promptSupplier)
        await store.send(.item(id: 1, action: .sell)) {
            $0.items[id: 1]?.stock = .inStock(quantity: 1)
        }
        await store.send(.item(id: 1, action: .sell)) {
            $0.items[id: 1]?.stock = .outOfStock(isOnBackOrder: false)
        }
        // Nothing left to sell: nothing changes.
        await store.send(.item(id: 1, action: .sell))
        await store.finish()
    }

    @Test func aQuantityBelowOneIsOutOfStock() {
        #expect(Stock.inStock(quantity: 0).normalized == .outOfStock(isOnBackOrder: false))
        #expect(Stock.inStock(quantity: -3).normalized == .outOfStock(isOnBackOrder: false))
        #expect(Stock.inStock(quantity: 1).normalized == .inStock(quantity: 1))
        #expect(
            Stock.outOfStock(isOnBackOrder: true).normalized == .outOfStock(isOnBackOrder: true))
    }

    @Test func caseBindingsOfARowEditOnlyTheirCaseAndWriteThroughActions() async throws {
        let store = Store(state: inventory(), environment: promptSupplier)
        let actions = store.actions
        // The row's stock, as the row view binds it: through the item's scoped store.
        func row(_ id: ItemModel.ID) throws -> Binding<Stock> {
            let item = store.viewStore(InventoryModel.item(id))
            return try #require(item).binding(get: \.stock, tag: ItemModel.Action.setStock)
        }
        // In stock: a quantity binding, no back-order binding.
        #expect(try row(1)[case: Stock.outOfStockCase] == nil)
        let quantity = try #require(try row(1)[case: Stock.inStockCase])
        #expect(quantity.wrappedValue == 5)
        quantity.wrappedValue = 7
        #expect(store.state.items[id: 1]?.stock == .inStock(quantity: 7))
        // Stepping down to 0 moves the item to the other case; the old binding then reads its
        // last value and drops writes.
        quantity.wrappedValue = 0
        #expect(store.state.items[id: 1]?.stock == .outOfStock(isOnBackOrder: false))
        quantity.wrappedValue = 3
        #expect(store.state.items[id: 1]?.stock == .outOfStock(isOnBackOrder: false))
        let isOnBackOrder = try #require(try row(1)[case: Stock.outOfStockCase])
        isOnBackOrder.wrappedValue = true
        #expect(store.state.items[id: 1]?.stock == .outOfStock(isOnBackOrder: true))
        // Every write was an action tagged with the row's ID.
        var sent: [InventoryModel.Action] = []
        for await action in actions {
            sent.append(action)
            if sent.count == 3 { break }
        }
        #expect(
            sent == [
                .item(id: 1, action: .setStock(.inStock(quantity: 7))),
                .item(id: 1, action: .setStock(.inStock(quantity: 0))),
                .item(id: 1, action: .setStock(.outOfStock(isOnBackOrder: true))),
            ])
    }

    @Test func anActionForADeletedItemChangesNothing() async {
        let store = TestStore(state: inventory(), environment: promptSupplier)
        await store.send(.delete(id: 1)) { $0.items.remove(id: 1) }
        await store.send(.item(id: 1, action: .sell))
        #expect(store.runtimeIssues.count == 1)
        await store.finish()
    }

    @Test func aRowsEditTapOpensTheSheetOnItsItem() async {
        let store = TestStore(state: inventory(), environment: promptSupplier)
        await store.send(.item(id: 1, action: .editTapped)) {
            $0.editor = ItemEditorModel(draft: inventory().items[id: 1]!, isNew: false)
        }
        await store.finish()
    }

    @Test func theSheetEditsADraftThatSaveWritesBackAndCancelDrops() async {
        let store = TestStore(state: inventory(), environment: promptSupplier)
        let original = inventory().items[id: 1]!
        await store.send(.edit(id: 1)) {
            $0.editor = ItemEditorModel(draft: original, isNew: false)
        }
        await store.send(.editor(.setName("Blue widget"))) { $0.editor?.draft.name = "Blue widget" }
        await store.send(.editor(.setStock(.inStock(quantity: 0)))) {
            $0.editor?.draft.stock = .outOfStock(isOnBackOrder: false)
        }
        await store.send(.cancel) { $0.editor = nil }
        await store.send(.edit(id: 1)) {
            $0.editor = ItemEditorModel(draft: original, isNew: false)
        }
        await store.send(.editor(.setNote("fragile"))) { $0.editor?.draft.note = "fragile" }
        await store.send(.save) {
            $0.items[id: 1]?.note = "fragile"
            $0.editor = nil
        }
        // With the sheet closed, its actions change nothing.
        await store.send(.editor(.setName("Lost")))
        await store.finish()
    }

    @Test func aNewItemIsAddedOnSaveOnlyWithAName() async {
        let store = TestStore(state: inventory(), environment: promptSupplier)
        let empty = ItemModel(id: 4, name: "", stock: .outOfStock(isOnBackOrder: false))
        await store.send(.add) { $0.editor = ItemEditorModel(draft: empty, isNew: true) }
        #expect(store.state.editor?.problem == "A name is required.")
        await store.send(.save)
        await store.send(.editor(.setName("Sprocket"))) { $0.editor?.draft.name = "Sprocket" }
        await store.send(.save) {
            $0.items.append(
                ItemModel(id: 4, name: "Sprocket", stock: .outOfStock(isOnBackOrder: false)))
            $0.nextID = 5
            $0.editor = nil
        }
        await store.finish()
    }

    @Test func receivingBackOrdersAsksTheSupplierForThemAndFeedsEachDeliveryBack() async {
        var state = inventory()
        state.items.append(
            ItemModel(id: 4, name: "Sprocket", stock: .outOfStock(isOnBackOrder: true)))
        let store = TestStore(state: state, environment: promptSupplier)
        await store.send(.receiveBackOrders)
        await store.receive(.delivered(Delivery(id: 2, quantity: 10))) {
            $0.items[id: 2]?.stock = .inStock(quantity: 10)
        }
        await store.receive(.delivered(Delivery(id: 4, quantity: 10))) {
            $0.items[id: 4]?.stock = .inStock(quantity: 10)
        }
        // Nothing is on back order any more: no effect.
        await store.send(.receiveBackOrders)
        await store.finish()
    }

    @Test func aDeliveryForAnItemDeletedMeanwhileIsDropped() async {
        let (deliveries, deliver) = AsyncStream.makeStream(of: Delivery.self)
        let store = TestStore(
            state: inventory(),
            environment: InventoryModel.Environment(deliveries: { _ in deliveries }))
        await store.send(.receiveBackOrders)
        await store.send(.delete(id: 2)) { $0.items.remove(id: 2) }
        deliver.yield(Delivery(id: 2, quantity: 10))
        deliver.finish()
        await store.receive(.delivered(Delivery(id: 2, quantity: 10)))
        #expect(store.runtimeIssues.isEmpty)
        await store.finish()
    }
}

@MainActor
@Suite struct InventoryCommandTests {
    @Test func linesParseIntoListAndSheetCommands() throws {
        #expect(try InventoryCommand.parse("sell 2") == .list(.sell(2)))
        #expect(try InventoryCommand.parse("edit #3") == .list(.edit(3)))
        #expect(try InventoryCommand.parse("backorder 3 ON") == .list(.backOrder(3, true)))
        #expect(try InventoryCommand.parse("backorder off") == .sheet(.backOrder(false)))
        #expect(try InventoryCommand.parse("name Blue  widget") == .sheet(.name("Blue widget")))
        #expect(try InventoryCommand.parse("note") == .sheet(.note(nil)))
        #expect(try InventoryCommand.parse("quantity 0") == .sheet(.quantity(0)))
        #expect(try InventoryCommand.parse("") == nil)
        #expect(throws: InventoryCommand.Rejection(message: "quantity takes a number from 0")) {
            try InventoryCommand.parse("quantity -1")
        }
        #expect(throws: InventoryCommand.Rejection(message: "\"x\" is not an item number")) {
            try InventoryCommand.parse("sell x")
        }
    }

    @Test func aControlOfTheStocksOtherCaseIsRejected() throws {
        let store = Store(state: inventory(), environment: promptSupplier)
        #expect(throws: InventoryCommand.Rejection(message: "#1 is in stock")) {
            try InventoryCommand.list(.backOrder(1, true)).perform(on: store)
        }
        #expect(throws: InventoryCommand.Rejection(message: "#3 is out of stock")) {
            try InventoryCommand.list(.sell(3)).perform(on: store)
        }
        #expect(try InventoryCommand.list(.edit(3)).perform(on: store))
        #expect(
            throws: InventoryCommand.Rejection(
                message: "the item is out of stock: restock it first")
        ) {
            try InventoryCommand.sheet(.quantity(4)).perform(on: store)
        }
        #expect(try InventoryCommand.sheet(.restock).perform(on: store))
        #expect(try InventoryCommand.sheet(.quantity(4)).perform(on: store))
        #expect(store.state.editor?.draft.stock == .inStock(quantity: 4))
        #expect(store.state.items[id: 3]?.stock == .outOfStock(isOnBackOrder: false))
    }

    @Test func theSheetIsModal() throws {
        let store = Store(state: inventory(), environment: promptSupplier)
        #expect(
            throws: InventoryCommand.Rejection(message: "no item is being edited: add, or edit ID")
        ) {
            try InventoryCommand.sheet(.save).perform(on: store)
        }
        #expect(try InventoryCommand.list(.add).perform(on: store))
        #expect(throws: InventoryCommand.Rejection(message: "finish editing first: save or cancel"))
        {
            try InventoryCommand.list(.sell(1)).perform(on: store)
        }
        #expect(throws: InventoryCommand.Rejection(message: "A name is required.")) {
            try InventoryCommand.sheet(.save).perform(on: store)
        }
        #expect(try InventoryCommand.quit.perform(on: store) == false)
    }
}
