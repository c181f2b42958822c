/// Which todos the list shows.
enum Filter: String, CaseIterable, Codable, Sendable {
    /// Every todo.
    case all
    /// Todos not done yet.
    case active
    /// Todos done.
    case completed

    /// Whether the list shows a todo under this filter.
    ///
    /// - Parameter todo: The todo.
    /// - Returns: `true` when the todo is visible.
    func includes(_ todo: TodoModel) -> Bool {
        switch self {
        case .all: true
        case .active: !todo.isCompleted
        case .completed: todo.isCompleted
        }
    }

    /// The next filter, for a key that cycles through them.
    var next: Filter {
        switch self {
        case .all: .active
        case .active: .completed
        case .completed: .all
        }
    }
}
