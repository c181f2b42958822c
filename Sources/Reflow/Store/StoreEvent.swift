/// Something a ``Store`` did, as its ``Store/logger`` sees it.
public enum StoreEvent<Model: ModelProtocol> {
    /// The store is about to run this action through the update.
    case action(Model.Action)
    /// The store published this state.
    case state(Model)
}

extension StoreEvent: CustomStringConvertible {
    /// A one-line description: `action: …` or `state: …`.
    public var description: String {
        switch self {
        case .action(let action): "action: \(action)"
        case .state(let state): "state: \(state)"
        }
    }
}
