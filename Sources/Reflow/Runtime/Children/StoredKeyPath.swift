/// A place's key path, with the offset of the stored property it names worked out once.
///
/// A key path literal at the call of a per-shape form gives the optimizer the property's offset
/// as a constant; a place is a value made once and kept (a `static let`), so its key path is an
/// object the optimizer cannot see through, and asking it for its offset on every send walks
/// its components. The offset is asked once, when the place is made, and the child is then
/// changed through a pointer at that offset, as the per-shape forms do (BENCHMARKS.md,
/// Decisions: "Change at a key path's offset", and "Places keep their key path", which says why
/// a place does not keep the closure of a key path literal instead).
@usableFromInline
struct StoredKeyPath<Root, Value> {
    /// The key path.
    @usableFromInline let keyPath: WritableKeyPath<Root, Value>
    /// The offset of the stored property in `Root`'s memory, or `nil` when the key path is not a
    /// chain of stored properties of structs (a computed property, a class).
    @usableFromInline let offset: Int?

    @inlinable
    init(_ keyPath: WritableKeyPath<Root, Value>) {
        self.keyPath = keyPath
        offset = MemoryLayout<Root>.offset(of: keyPath)
    }

    /// Changes the value where `root` holds it.
    @inlinable
    func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
        guard let offset else { return body(&root[keyPath: keyPath]) }
        return modifyStoredValue(in: &root, offset: offset, body)
    }
}
