import SampleTerminal

/// The interactive screen's own state — the selected item, the sheet's focused field and its
/// text cursor, the last notice — and the pure function from a key to the commands it sends.
///
/// Keys become the same ``InventoryCommand``s the scripted mode reads, so both modes act
/// through the same scoped stores and case-path bindings, and the same rejections: `b` on an
/// item in stock is refused by the binding of the other case, whichever mode sent it.
struct InventoryKeys: Equatable, Sendable {
    /// The sheet's fields, top to bottom.
    enum Field: CaseIterable, Equatable, Sendable {
        /// The name: typed.
        case name
        /// The note: typed; emptying it removes it.
        case note
        /// The stock: Left and Right step the quantity, space switches the back order.
        case stock
    }

    /// The selected item in the list.
    var selectedID: ItemModel.ID?
    /// The sheet's field with the focus.
    var focus = Field.name
    /// The text of the focused name or note, with its cursor.
    var field = TextField()
    /// What the last key did not do, and why; cleared by the next key.
    var notice: String?

    /// The keys that act now, as the screen shows them.
    ///
    /// - Parameter state: The inventory now.
    /// - Returns: One line of help.
    func help(in state: InventoryModel) -> String {
        guard state.editor != nil else {
            return "↑↓ select  s sell  b back order  e edit  a add  d delete  r receive  q quit"
        }
        switch focus {
        case .name, .note: return "type   ↑↓/tab field   enter save   esc cancel"
        case .stock:
            return "←→ quantity   space back order   ↑↓/tab field   enter save   esc cancel"
        }
    }

    /// Keeps the selection on an item: the same one while it exists, else the first one.
    ///
    /// - Parameter state: The inventory now.
    mutating func keepSelection(in state: InventoryModel) {
        if let selectedID, state.items.contains(id: selectedID) { return }
        selectedID = state.items.first?.id
    }

    /// Decides what a key does, and moves the selection, the focus or the cursor.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - state: The inventory now.
    /// - Returns: The commands to run, in order.
    mutating func handle(_ key: Key, state: InventoryModel) -> [InventoryCommand] {
        notice = nil
        if key == .interrupt || key == .endOfInput { return [.quit] }
        if let editor = state.editor {
            return handle(key, in: editor)
        }
        let ids = state.items.map(\.id)
        let index = selectedID.flatMap(ids.firstIndex(of:))
        switch key {
        case .up, .character("k"):
            if let index { selectedID = ids[max(index - 1, 0)] }
        case .down, .character("j"):
            if let index { selectedID = ids[min(index + 1, ids.count - 1)] }
        case .character("a"):
            focus = .name
            return [.list(.add)]
        case .character("r"):
            return [.list(.receive)]
        case .character("q"):
            return [.quit]
        case .character("s"), .character("b"), .character("e"), .enter, .character("d"):
            guard let selectedID, let item = state.items[id: selectedID] else {
                notice = "No item selected: add one with a."
                return []
            }
            switch key {
            case .character("s"):
                return [.list(.sell(selectedID))]
            case .character("b"):
                let isOnBackOrder = Stock.outOfStockCase.extract(from: item.stock) ?? false
                return [.list(.backOrder(selectedID, !isOnBackOrder))]
            case .character("d"):
                return [.list(.delete(selectedID))]
            default:
                focus = .name
                return [.list(.edit(selectedID))]
            }
        default:
            notice = "That key does nothing here. The keys are below."
        }
        return []
    }

    /// Decides what a key does in the open sheet.
    private mutating func handle(_ key: Key, in editor: ItemEditorModel) -> [InventoryCommand] {
        switch key {
        case .enter: return [.sheet(.save)]
        case .escape: return [.sheet(.cancel)]
        case .up: return move(by: -1)
        case .down, .tab: return move(by: 1)
        default: break
        }
        switch focus {
        case .name, .note:
            // Follow the draft: the field shows what the store holds, cursor kept if it fits.
            let text = focus == .name ? editor.draft.name : editor.draft.note ?? ""
            field = textField(showing: text)
            guard field.handle(key) else {
                notice = "That key does nothing here. The keys are below."
                return []
            }
            if field.text == text { return [] }
            return focus == .name
                ? [.sheet(.name(field.text))]
                : [.sheet(.note(field.text.isEmpty ? nil : field.text))]
        case .stock:
            let quantity = Stock.inStockCase.extract(from: editor.draft.stock)
            switch key {
            case .left: return [.sheet(quantity.map { .quantity($0 - 1) } ?? .soldOut)]
            case .right: return [.sheet(quantity.map { .quantity($0 + 1) } ?? .restock)]
            case .character(" "):
                let isOnBackOrder = Stock.outOfStockCase.extract(from: editor.draft.stock) ?? false
                return [.sheet(.backOrder(!isOnBackOrder))]
            default:
                notice = "That key does nothing here. The keys are below."
                return []
            }
        }
    }

    /// The focused text field as it shows a text: the field itself while it holds that text,
    /// so its cursor stays, else a field with the text and the cursor at its end.
    ///
    /// - Parameter text: The draft's name or note, as the store holds it.
    /// - Returns: The field.
    func textField(showing text: String) -> TextField {
        field.text == text ? field : TextField(text: text)
    }

    /// Moves the sheet's focus, and puts the cursor at the end of the next text.
    private mutating func move(by step: Int) -> [InventoryCommand] {
        let fields = Field.allCases
        let index = fields.firstIndex(of: focus)! + step
        focus = fields[min(max(index, 0), fields.count - 1)]
        field = TextField()
        return []
    }
}
