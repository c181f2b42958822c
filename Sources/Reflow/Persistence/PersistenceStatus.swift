/// What a ``Persisted`` value is doing with its storage.
public enum PersistenceStatus: Equatable, Sendable, Codable {
    /// Nothing was loaded yet: send ``PersistenceAction/load`` to load.
    case notLoaded
    /// The stored value is being read.
    case loading
    /// Loaded (or saved): edits are saved after the storage's delay.
    case ready
    /// A save is being written.
    case saving
    /// The last load or save failed, for this reason. After a failed load nothing is saved;
    /// after a failed save the next change or ``PersistenceAction/save`` tries again.
    case failed(PersistenceError)
}
