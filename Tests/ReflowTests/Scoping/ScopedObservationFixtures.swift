import Foundation
import Observation

@testable import Reflow

// A model with every child shape, for counting who Observation tells of what.

struct ShapeRow: ModelProtocol, Identifiable {
    enum Action: Sendable {
        case toggle
        case rename(String)
        case nothing
    }

    var id: Int
    var title = ""
    var isDone = false

    static func update(state: consuming ShapeRow, action: Action, environment: Void) -> Update<
        ShapeRow
    > {
        switch action {
        case .toggle: state.isDone.toggle()
        case .rename(let title): state.title = title
        case .nothing: break
        }
        return Update(state: state)
    }
}

struct ShapeBoard: ModelProtocol, Identifiable {
    enum Action: Sendable {
        case card(id: Int, action: ShapeRow.Action)
        case rename(String)
    }

    var id: Int
    var name = ""
    var cards: KeyedList<ShapeRow> = []

    static let card = Place.items(\Self.cards, tag: Action.card)

    static func update(
        state: consuming ShapeBoard, action: Action, environment: Void
    ) -> Update<ShapeBoard> {
        switch action {
        case .card(let id, let action):
            return update(state: state, action: action, environment: (), at: card(id))
        case .rename(let name):
            state.name = name
            return Update(state: state)
        }
    }
}

enum ShapeScreen: Equatable, Sendable {
    case list
    case detail(ShapeRow)
}

struct ShapesModel: ModelProtocol {
    enum Action: Sendable {
        case row(id: Int, action: ShapeRow.Action)
        case board(id: Int, action: ShapeBoard.Action)
        case settings(ShapeRow.Action)
        case editor(ShapeRow.Action)
        case detail(ShapeRow.Action)
        case setTitle(String)
        case nothing
        case append(Int)
        case insertFirst(Int)
        case remove(Int)
        case moveToFront(Int)
        case openEditor
        case closeEditor
        case showDetail
        case showList
        case replaceRows([Int])
        case renameRowDirectly(id: Int, String)
        case renameAll(String)
        case clear
        case appendMany([Int])
        /// SwiftUI's `onDelete`.
        case removeOffsets(IndexSet)
        /// SwiftUI's `onMove`.
        case moveOffsets(IndexSet, to: Int)
        case renameAt(Int, String)
    }

    var title = "shapes"
    var rows: KeyedList<ShapeRow> = []
    var boards: KeyedList<ShapeBoard> = []
    var settings = ShapeRow(id: -1)
    var editor: ShapeRow?
    var screen = ShapeScreen.list

    static let row = Place.items(\Self.rows, tag: Action.row)
    static let board = Place.items(\Self.boards, tag: Action.board)
    static let settings = Place.property(\Self.settings, tag: Action.settings)
    static let editor = Place.optional(\Self.editor, tag: Action.editor)
    static let detail = Place.case(\Self.screen, /ShapeScreen.detail, tag: Action.detail)

    static func update(
        state: consuming ShapesModel, action: Action, environment: Void
    ) -> Update<ShapesModel> {
        switch action {
        case .row(let id, let action):
            return update(state: state, action: action, environment: (), at: row(id))
        case .board(let id, let action):
            return update(state: state, action: action, environment: (), at: board(id))
        case .settings(let action):
            return update(state: state, action: action, environment: (), at: settings)
        case .editor(let action):
            return update(state: state, action: action, environment: (), at: editor)
        case .detail(let action):
            return update(state: state, action: action, environment: (), at: detail)
        case .setTitle(let title): state.title = title
        case .nothing: break
        case .append(let id): state.rows.append(ShapeRow(id: id))
        case .insertFirst(let id): state.rows.insert(ShapeRow(id: id), at: 0)
        case .remove(let id): state.rows.remove(id: id)
        case .moveToFront(let id): state.rows.move(id: id, to: 0)
        case .openEditor: state.editor = ShapeRow(id: -2)
        case .closeEditor: state.editor = nil
        case .showDetail: state.screen = .detail(ShapeRow(id: -3))
        case .showList: state.screen = .list
        case .replaceRows(let ids):
            state.rows = KeyedList(ids.map { id in state.rows[id: id] ?? ShapeRow(id: id) })
        case .renameRowDirectly(let id, let title): state.rows[id: id]?.title = title
        case .clear: state.rows.removeAll()
        case .appendMany(let ids):
            state.rows.insert(contentsOf: ids.map { ShapeRow(id: $0) }, at: state.rows.count)
        case .removeOffsets(let offsets): state.rows.remove(atOffsets: offsets)
        case .moveOffsets(let offsets, let destination):
            state.rows.move(fromOffsets: offsets, toOffset: destination)
        case .renameAt(let position, let title): state.rows[position].title = title
        case .renameAll(let title):
            for id in state.rows.ids {
                state.rows[id: id]?.title = title
            }
        }
        return Update(state: state)
    }

    static func withRows(_ count: Int) -> ShapesModel {
        var model = ShapesModel()
        model.rows = KeyedList((0..<count).map { ShapeRow(id: $0) })
        model.boards = KeyedList(
            (0..<3).map { board in
                ShapeBoard(id: board, cards: KeyedList((0..<3).map { ShapeRow(id: $0) }))
            })
        return model
    }
}

/// How many times Observation told an observer of a change.
final class TellCount: @unchecked Sendable {
    // Safe to share: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func tell() { lock.withLock { value += 1 } }
}

/// Registers an observer of what `read` reads, once, as a view's body does, and returns the
/// count of the changes it is told of (at most one: Observation tells a registration once).
@MainActor
func observer(_ read: () -> Void) -> TellCount {
    let count = TellCount()
    withObservationTracking(read, onChange: { count.tell() })
    return count
}
