import SampleTerminal

/// The terminal's "view" of the inventory: the lines that show an ``InventoryModel``.
///
/// ```
/// Inventory
///   #1 "Widget"  12 in stock  (fragile)
///   #2 "Gadget"  out of stock, on back order
///
/// Editing #2
///   name   "Gadget"
///   note   none
///   stock  out of stock, on back order
/// ```
///
/// The sheet, when open, is drawn under the list, as a sheet covers the list it came from.
enum InventoryScreen {
    /// The lines that show the inventory.
    ///
    /// - Parameters:
    ///   - state: The inventory.
    ///   - keys: The interactive screen's state: the selected item, or the sheet's focused
    ///     field, is marked with `›`, and the focused text is shown with its cursor. `nil` in
    ///     the scripted mode.
    /// - Returns: The lines, without newlines.
    static func lines(_ state: InventoryModel, keys: InventoryKeys? = nil) -> [String] {
        var lines = ["Inventory"]
        if state.items.isEmpty {
            lines.append("  No items.")
        }
        let isListFocused = state.editor == nil
        for item in state.items {
            let mark = isListFocused && keys?.selectedID == item.id ? "›" : " "
            let note = item.note.map { "  (\($0.neutralisingControlCharacters))" } ?? ""
            lines.append("\(mark) #\(item.id) \(quoted(item.name))  \(stock(item.stock))\(note)")
        }
        guard let editor = state.editor else { return lines }
        /// A field's line, marked when it has the focus; a focused text shows its cursor.
        func line(_ field: InventoryKeys.Field, _ label: String, _ text: String?) -> String {
            guard let keys, keys.focus == field else {
                return "  \(label)\(text.map(quoted) ?? "none")"
            }
            return "› \(label)\(keys.textField(showing: text ?? "").display())"
        }
        lines.append("")
        lines.append(editor.isNew ? "New item #\(editor.draft.id)" : "Editing #\(editor.draft.id)")
        lines.append(line(.name, "name   ", editor.draft.name))
        lines.append(line(.note, "note   ", editor.draft.note))
        let mark = keys?.focus == .stock ? "›" : " "
        lines.append("\(mark) stock  \(stock(editor.draft.stock))")
        if let problem = editor.problem {
            lines.append("  ! \(problem)")
        }
        return lines
    }

    /// Text typed by a person, in quotes, with control characters shown as escapes so that it
    /// cannot move the cursor or clear the screen.
    private static func quoted(_ text: String) -> String {
        "\"\(text.neutralisingControlCharacters)\""
    }

    /// A stock, in words: one `switch`, so each case says what it holds.
    ///
    /// - Parameter stock: The stock.
    /// - Returns: "12 in stock", "out of stock" or "out of stock, on back order".
    static func stock(_ stock: Stock) -> String {
        switch stock {
        case .inStock(let quantity): "\(quantity) in stock"
        case .outOfStock(isOnBackOrder: false): "out of stock"
        case .outOfStock(isOnBackOrder: true): "out of stock, on back order"
        }
    }
}
