import SampleTerminal
import Testing

@testable import InventorySample

/// Items 1 (3 in stock) and 2 (out of stock, not on back order).
private func inventory() -> InventoryModel {
    InventoryModel(
        items: [
            ItemModel(id: 1, name: "Widget", stock: .inStock(quantity: 3)),
            ItemModel(id: 2, name: "Gadget", stock: .outOfStock(isOnBackOrder: false)),
        ],
        nextID: 3
    )
}

@Suite struct InventoryKeysTests {
    @Test func listKeysActOnTheSelectedItem() {
        let state = inventory()
        var keys = InventoryKeys()
        keys.keepSelection(in: state)
        #expect(keys.selectedID == 1)
        #expect(keys.handle(.character("s"), state: state) == [.list(.sell(1))])
        #expect(keys.handle(.down, state: state) == [])
        #expect(keys.handle(.down, state: state) == [])
        #expect(keys.selectedID == 2)
        #expect(keys.handle(.character("b"), state: state) == [.list(.backOrder(2, true))])
        #expect(keys.handle(.enter, state: state) == [.list(.edit(2))])
        #expect(keys.handle(.character("d"), state: state) == [.list(.delete(2))])
        #expect(keys.handle(.character("x"), state: state) == [])
        #expect(keys.notice == "That key does nothing here. The keys are below.")
        #expect(keys.handle(.character("q"), state: state) == [.quit])
    }

    @Test func theSelectionFollowsTheList() {
        var state = inventory()
        var keys = InventoryKeys(selectedID: 2)
        state.items.remove(id: 2)
        keys.keepSelection(in: state)
        #expect(keys.selectedID == 1)
        state.items.removeAll()
        keys.keepSelection(in: state)
        #expect(keys.selectedID == nil)
        #expect(keys.handle(.character("s"), state: state) == [])
        #expect(keys.notice == "No item selected: add one with a.")
    }

    @Test func inTheSheetLettersTypeAndArrowsStepTheStockAcrossItsCases() {
        var state = inventory()
        state.editor = ItemEditorModel(draft: state.items[id: 1]!, isNew: false)
        var keys = InventoryKeys()
        #expect(keys.handle(.character("q"), state: state) == [.sheet(.name("Widgetq"))])
        #expect(keys.handle(.tab, state: state) == [])
        #expect(keys.handle(.character("!"), state: state) == [.sheet(.note("!"))])
        state.editor?.draft.note = "!"
        #expect(keys.handle(.backspace, state: state) == [.sheet(.note(nil))])
        #expect(keys.handle(.down, state: state) == [])
        #expect(keys.focus == .stock)
        #expect(keys.handle(.left, state: state) == [.sheet(.quantity(2))])
        #expect(keys.handle(.right, state: state) == [.sheet(.quantity(4))])
        state.editor?.draft.stock = .outOfStock(isOnBackOrder: true)
        #expect(keys.handle(.right, state: state) == [.sheet(.restock)])
        #expect(keys.handle(.left, state: state) == [.sheet(.soldOut)])
        #expect(keys.handle(.character(" "), state: state) == [.sheet(.backOrder(false))])
        #expect(keys.handle(.enter, state: state) == [.sheet(.save)])
        #expect(keys.handle(.escape, state: state) == [.sheet(.cancel)])
    }
}
