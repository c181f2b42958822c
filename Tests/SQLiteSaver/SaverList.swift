import Reflow

/// A row of the saver's list.
public struct SaverRow: Codable, Equatable, Identifiable, Sendable {
    /// The row's ID.
    public let id: Int
    /// The count of the change that last set it.
    public var value: Int

    /// Creates a row.
    public init(id: Int, value: Int) {
        self.id = id
        self.value = value
    }
}

/// What `SQLiteSaver` saves: a count of its changes, a list changed by each, and a mark that
/// says which process saved last.
public struct SaverList: Codable, Equatable, Sendable {
    /// The number of changes made.
    public var count = 0
    /// The process that made the last change: 0, or the byte it was given.
    public var mark = 0
    /// Rows changed, added, removed and moved by each change.
    public var rows = KeyedList<SaverRow>()

    /// Creates an empty list.
    public init() {}

    /// Makes change number `count + 1`: a value changes in every one; some add, remove or move
    /// a row, so a save writes every kind of change.
    public mutating func bump() {
        count += 1
        if rows.isEmpty {
            for id in 0..<50 {
                rows.append(SaverRow(id: id, value: 0))
            }
        }
        rows.modify(id: count % 50) { $0.value = count }
        if count % 7 == 0 {
            rows.insert(SaverRow(id: 1000 + count, value: count), at: count % rows.count)
        }
        if count % 11 == 0, let added = rows.first(where: { $0.id >= 1000 }) {
            rows.remove(id: added.id)
        }
        if count % 13 == 0 {
            rows.move(id: count % 50, to: (count * 7) % rows.count)
        }
    }

    /// The list after `count` changes from an empty one.
    public static func after(_ count: Int) -> SaverList {
        var list = SaverList()
        for _ in 0..<count {
            list.bump()
        }
        return list
    }
}

/// The saver's model: the list, persisted.
public struct SaverModel: ModelProtocol, Sendable {
    /// What the saver does.
    public enum Action: Equatable, Sendable {
        case bump
        case mark(Int)
        case database(PersistenceAction)
    }

    /// The list, loaded from and saved to the database.
    public var list = Persisted(SaverList())

    /// The list's place in the database.
    static let database = Place.database(\Self.list, tag: Action.database)

    /// Creates the model before its load.
    public init() {}

    /// Runs an action.
    public static func update(
        state: consuming SaverModel, action: Action, environment: SaverEnvironment
    ) -> Update<SaverModel> {
        switch action {
        case .bump:
            state.list.value.bump()
        case .mark(let mark):
            state.list.value.mark = mark
        case .database(let action):
            return update(
                state: state, action: action, environment: environment.database, at: database)
        }
        return Update(state: state)
    }
}
