#if canImport(SwiftUI)
import Reflow
import SwiftUI

/// The inventory as SwiftUI views, for an Apple app.
///
/// Each view takes a store of its own component: the list gets the app's store, each row a
/// store scoped to its item by ID (from `viewStores`, so a change to one item re-renders its
/// row only), and the sheet a store scoped to the optional editor, which
/// exists only while the sheet is open. Controls bind to one case of the stock with `IfCaseLet`
/// and `Switch`, and to the optional note with `IfLet`; every write is an action. Drop this
/// file and the model files into an app:
///
/// ```swift
/// @main
/// struct InventoryAppScene: App {
///     @State private var store = Store(
///         state: InventoryModel(),
///         environment: .init(deliveries: { ids in Supplier.shared.deliveries(of: ids) })
///     )
///
///     var body: some Scene {
///         WindowGroup { InventoryView(store: store) }
///     }
/// }
/// ```
struct InventoryView: View {
    /// The app's store.
    let store: Store<InventoryModel>

    var body: some View {
        NavigationStack {
            List {
                // Observes the list's structure; each row observes its own item.
                let rows = store.viewStores(InventoryModel.item)
                ForEach(rows) { row in
                    // The row holds only its store, the same value while its item stays: an
                    // append, a removal or a move re-renders no other row.
                    ItemRow(store: row)
                }
                .onDelete { offsets in
                    let ids = offsets.map { rows[$0].id }
                    for id in ids { store.send(.delete(id: id)) }
                }
            }
            .navigationTitle("Inventory")
            .toolbar {
                Button("Receive back orders") { store.send(.receiveBackOrders) }
                Button("Add") { store.send(.add) }
            }
            // Presented while the editor exists; swiping the sheet away sends Cancel.
            .sheet(
                isPresented: Binding(get: { store.state.editor != nil }, send: store.send) { _ in
                    .cancel
                }
            ) {
                if let editor = store.viewStore(InventoryModel.editor) {
                    ItemEditorView(
                        store: editor, save: { store.send(.save) }, cancel: { store.send(.cancel) })
                }
            }
        }
    }
}

/// One item of the list: its name, and the controls of its stock's current case.
struct ItemRow<RowStore: StoreProtocol<ItemModel>>: View {
    /// The item's store, scoped by its ID: all the row holds, so SwiftUI re-runs `body` only
    /// when the store is another one or its item changed.
    let store: RowStore

    var body: some View {
        let stock = store.binding(get: \.stock, tag: ItemModel.Action.setStock)
        HStack {
            Button(store.state.name) { store.send(.editTapped) }
            // Only in stock is there a quantity to show and one to sell; the binding of the
            // other case does not exist meanwhile.
            IfCaseLet(stock, case: Stock.inStockCase) { $quantity in
                Text("\(quantity) in stock")
                Button("Sell") { store.send(.sell) }
            } else: {
                IfCaseLet(stock, case: Stock.outOfStockCase) { $isOnBackOrder in
                    Toggle("On back order", isOn: $isOnBackOrder)
                }
            }
        }
    }
}

/// The editing sheet: the draft's name, note and stock, with Save and Cancel.
struct ItemEditorView<EditorStore: StoreProtocol<ItemEditorModel>>: View {
    /// The sheet's store, scoped to the optional editor.
    let store: EditorStore
    /// Saves the draft and closes the sheet.
    let save: @MainActor () -> Void
    /// Closes the sheet without saving.
    let cancel: @MainActor () -> Void

    var body: some View {
        NavigationStack {
            Form {
                Section("Item") {
                    TextField("Name", text: store.binding(get: \.draft.name, tag: Action.setName))
                    IfLet(store.binding(get: \.draft.note, tag: Action.setNote)) { $note in
                        TextField("Note", text: $note)
                        Button("Remove note") { store.send(.setNote(nil)) }
                    } else: {
                        Button("Add a note") { store.send(.setNote("")) }
                    }
                }
                Section("Stock") {
                    Switch(store.binding(get: \.draft.stock, tag: Action.setStock)) {
                        CaseLet(Stock.inStockCase) { $quantity in
                            #if os(tvOS)  // tvOS has no Stepper: one button a step
                            Button("Quantity: \(quantity), add one") {
                                $quantity.wrappedValue += 1
                            }
                            #else
                            Stepper("Quantity: \(quantity)", value: $quantity)
                            #endif
                            Button("Sold out") {
                                store.send(.setStock(.outOfStock(isOnBackOrder: false)))
                            }
                        }
                        CaseLet(Stock.outOfStockCase) { $isOnBackOrder in
                            Toggle("On back order", isOn: $isOnBackOrder)
                            Button("Back in stock") { store.send(.setStock(.inStock(quantity: 1))) }
                        }
                    }
                }
                if let problem = store.state.problem {
                    Text(problem).foregroundStyle(.red)
                }
            }
            .navigationTitle(store.state.isNew ? "New item" : "Edit item")
            .toolbar {
                Button("Cancel", action: cancel)
                Button("Save", action: save).disabled(store.state.problem != nil)
            }
        }
    }

    /// The sheet's actions.
    private typealias Action = ItemEditorModel.Action
}
#endif
