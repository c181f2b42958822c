import Foundation
import Reflow

/// The editing sheet: a draft of an item, changed freely and written back only on Save.
///
/// ``InventoryModel`` holds it as an optional child (`nil` while the sheet is closed) and runs
/// its actions at the sheet's place, `reduce(into:action:environment:at: editor)`, which changes
/// nothing when the sheet is closed.
struct ItemEditorModel: ModelProtocol {
    /// What can be edited in the sheet.
    enum Action: Equatable, Sendable {
        /// The name field changed.
        case setName(String)
        /// The note was added, changed or removed (`nil`).
        case setNote(String?)
        /// The stock was edited, by a control bound to one of its cases.
        case setStock(Stock)
    }

    /// The draft: the item as it will be saved.
    var draft: ItemModel
    /// Whether Save adds a new item rather than replacing one.
    var isNew: Bool

    /// Why the draft cannot be saved, or `nil` when it can.
    var problem: String? {
        draft.name.trimmingCharacters(in: .whitespaces).isEmpty ? "A name is required." : nil
    }

    /// Changes the draft; nothing is saved until the parent's Save.
    static func update(
        state: consuming ItemEditorModel,
        action: Action,
        environment: Void
    ) -> Update<ItemEditorModel> {
        switch action {
        case .setName(let name):
            state.draft.name = name
        case .setNote(let note):
            state.draft.note = note
        case .setStock(let stock):
            state.draft.stock = stock.normalized
        }
        return Update(state: state)
    }
}
