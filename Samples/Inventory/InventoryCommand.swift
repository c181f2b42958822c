import Reflow
import SampleTerminal

/// What a line of the scripted mode, or a key of the interactive mode (``InventoryKeys``), asks
/// for: a command for the list, for the open sheet, or quitting.
///
/// ```
/// add                    open the sheet on a new item
/// edit ID                open the sheet on an item
/// sell ID                sell one
/// backorder ID on|off    order more of an item that is out of stock
/// delete ID              remove an item
/// receive                the supplier delivers every item on back order
///
/// name TEXT              (in the sheet) the name
/// note [TEXT]            (in the sheet) the note; without text, no note
/// quantity N             (in the sheet) how many are in stock
/// soldout | restock      (in the sheet) the stock's case: out of stock, or 1 in stock
/// backorder on|off       (in the sheet) whether more are ordered
/// save | cancel          (in the sheet) close it, keeping the draft or not
///
/// quit                   stop
/// ```
///
/// Commands act the way the SwiftUI view's controls do: through scoped stores and bindings.
/// A command that edits one case of the stock uses the binding's case subscript, which is `nil`
/// while the stock is in the other case; the command is then rejected, as the view would not
/// show that control.
enum InventoryCommand: Equatable, Sendable {
    /// A command for the list; the sheet must be closed.
    enum List: Equatable, Sendable {
        /// Open the sheet on a new item.
        case add
        /// Open the sheet on an item.
        case edit(ItemModel.ID)
        /// Sell one of an item.
        case sell(ItemModel.ID)
        /// Turn an out-of-stock item's back order on or off.
        case backOrder(ItemModel.ID, Bool)
        /// Remove an item.
        case delete(ItemModel.ID)
        /// Have the supplier deliver the items on back order.
        case receive
    }

    /// A command for the open sheet.
    enum Sheet: Equatable, Sendable {
        /// Set the draft's name.
        case name(String)
        /// Set or remove the draft's note.
        case note(String?)
        /// Set the quantity of a draft in stock.
        case quantity(Int)
        /// Make the draft out of stock (the "Sold out" button).
        case soldOut
        /// Make the draft in stock with 1 (the "Back in stock" button).
        case restock
        /// Turn the back order of a draft out of stock on or off.
        case backOrder(Bool)
        /// Save the draft and close the sheet.
        case save
        /// Close the sheet without saving.
        case cancel
    }

    /// A command for the list.
    case list(List)
    /// A command for the sheet.
    case sheet(Sheet)
    /// Stop reading commands.
    case quit

    /// Why a line was rejected: the samples' shared rejection, a message for a person.
    typealias Rejection = LineRejection

    /// The list's commands, as the interactive screen shows them.
    static let listHelp =
        "add   edit ID   sell ID   backorder ID on|off   delete ID   receive   quit"
    /// The sheet's commands, as the interactive screen shows them.
    static let sheetHelp =
        "name TEXT   note [TEXT]   quantity N   soldout   restock   backorder on|off   save   cancel"

    /// Parses a line.
    ///
    /// - Parameter line: The line, without its newline.
    /// - Returns: The command, or `nil` for a blank line or a `#` comment.
    /// - Throws: A ``Rejection`` for an unknown command or a malformed argument.
    static func parse(_ line: String) throws(Rejection) -> InventoryCommand? {
        let words = line.split(separator: " ").map(String.init)
        guard let first = words.first, !first.hasPrefix("#") else { return nil }
        let word = first.lowercased()
        let arguments = Array(words.dropFirst())
        let text = arguments.joined(separator: " ")
        switch (word, arguments.count) {
        case ("add", 0): return .list(.add)
        case ("edit", 1): return .list(.edit(try id(arguments[0])))
        case ("sell", 1): return .list(.sell(try id(arguments[0])))
        case ("backorder", 2):
            return .list(.backOrder(try id(arguments[0]), try onOff(arguments[1])))
        case ("delete", 1): return .list(.delete(try id(arguments[0])))
        case ("receive", 0): return .list(.receive)
        case ("name", _): return .sheet(.name(text))
        case ("note", _): return .sheet(.note(text.isEmpty ? nil : text))
        case ("quantity", 1):
            guard let quantity = Int(arguments[0]), quantity >= 0 else {
                throw Rejection(message: "quantity takes a number from 0")
            }
            return .sheet(.quantity(quantity))
        case ("soldout", 0): return .sheet(.soldOut)
        case ("restock", 0): return .sheet(.restock)
        case ("backorder", 1): return .sheet(.backOrder(try onOff(arguments[0])))
        case ("save", 0): return .sheet(.save)
        case ("cancel", 0): return .sheet(.cancel)
        case ("quit", 0): return .quit
        case ("add", _), ("edit", _), ("sell", _), ("backorder", _), ("delete", _),
            ("receive", _), ("quantity", _), ("soldout", _), ("restock", _), ("save", _),
            ("cancel", _), ("quit", _):
            throw Rejection(message: "wrong arguments for \(word); the commands are: \(listHelp)")
        default:
            throw Rejection(message: "unknown command \"\(first)\"")
        }
    }

    /// Runs the command on a store, as the view's controls would.
    ///
    /// - Parameter store: The inventory's store.
    /// - Returns: `false` for ``quit``, `true` otherwise.
    /// - Throws: A ``Rejection`` when the screen does not offer the command now: a list command
    ///   while the sheet is open, a sheet command while it is closed, an unknown item, or a
    ///   control of the stock's other case.
    @MainActor
    func perform(on store: Store<InventoryModel>) throws(Rejection) -> Bool {
        switch self {
        case .quit:
            return false
        case .list(let command):
            guard store.state.editor == nil else {
                throw Rejection(message: "finish editing first: save or cancel")
            }
            try command.perform(on: store)
        case .sheet(let command):
            // The sheet's own store, `nil` while the sheet is closed.
            guard let editor = store.viewStore(InventoryModel.editor)
            else {
                throw Rejection(message: "no item is being edited: add, or edit ID")
            }
            try command.perform(on: editor, in: store)
        }
        return true
    }

    /// Parses an item number, with or without its `#`.
    private static func id(_ word: String) throws(Rejection) -> ItemModel.ID {
        guard let id = ItemModel.ID(word.drop(while: { $0 == "#" })) else {
            throw Rejection(message: "\"\(word)\" is not an item number")
        }
        return id
    }

    /// Parses `on` or `off`.
    private static func onOff(_ word: String) throws(Rejection) -> Bool {
        switch word.lowercased() {
        case "on": return true
        case "off": return false
        default: throw Rejection(message: "backorder takes on or off")
        }
    }
}

extension InventoryCommand.List {
    /// Runs a list command through the store of the item it names.
    @MainActor
    fileprivate func perform(on store: Store<InventoryModel>) throws(InventoryCommand.Rejection) {
        switch self {
        case .add:
            store.send(.add)
        case .edit(let id):
            _ = try row(id, in: store)
            store.send(.edit(id: id))
        case .sell(let id):
            let row = try row(id, in: store)
            guard Stock.inStockCase.extract(from: row.state.stock) != nil else {
                throw .init(message: "#\(id) is out of stock")
            }
            row.send(.sell)
        case .backOrder(let id, let isOn):
            let stock = try row(id, in: store).binding(get: \.stock, tag: ItemModel.Action.setStock)
            guard let isOnBackOrder = stock[case: Stock.outOfStockCase] else {
                throw .init(message: "#\(id) is in stock")
            }
            isOnBackOrder.wrappedValue = isOn
        case .delete(let id):
            _ = try row(id, in: store)
            store.send(.delete(id: id))
        case .receive:
            guard
                store.state.items.contains(where: { $0.stock == .outOfStock(isOnBackOrder: true) })
            else {
                throw .init(message: "nothing is on back order")
            }
            store.send(.receiveBackOrders)
        }
    }

    /// The store of one row: the item's state, and a `send` that tags its actions with its ID.
    @MainActor
    private func row(_ id: ItemModel.ID, in store: Store<InventoryModel>)
        throws(InventoryCommand.Rejection) -> ViewStore<ItemModel>
    {
        guard
            let row = store.viewStore(InventoryModel.item(id))
        else {
            throw .init(message: "there is no item #\(id)")
        }
        return row
    }
}

extension InventoryCommand.Sheet {
    /// Runs a sheet command through the sheet's store and the bindings its controls use.
    @MainActor
    fileprivate func perform(
        on editor: ViewStore<ItemEditorModel>, in store: Store<InventoryModel>
    ) throws(InventoryCommand.Rejection) {
        let stock = editor.binding(get: \.draft.stock, tag: ItemEditorModel.Action.setStock)
        switch self {
        case .name(let name):
            editor.binding(get: \.draft.name, tag: ItemEditorModel.Action.setName).wrappedValue =
                name
        case .note(let note):
            editor.binding(get: \.draft.note, tag: ItemEditorModel.Action.setNote).wrappedValue =
                note
        case .quantity(let quantity):
            guard let inStock = stock[case: Stock.inStockCase] else {
                throw .init(message: "the item is out of stock: restock it first")
            }
            inStock.wrappedValue = quantity
        case .soldOut:
            guard stock[case: Stock.inStockCase] != nil else {
                throw .init(message: "the item is already out of stock")
            }
            stock.wrappedValue = .outOfStock(isOnBackOrder: false)
        case .restock:
            guard stock[case: Stock.outOfStockCase] != nil else {
                throw .init(message: "the item is already in stock")
            }
            stock.wrappedValue = .inStock(quantity: 1)
        case .backOrder(let isOn):
            guard let isOnBackOrder = stock[case: Stock.outOfStockCase] else {
                throw .init(message: "the item is in stock")
            }
            isOnBackOrder.wrappedValue = isOn
        case .save:
            if let problem = editor.state.problem {
                throw .init(message: problem)
            }
            store.send(.save)
        case .cancel:
            store.send(.cancel)
        }
    }
}
