/// A place's key path, kept as the closure that makes it, with the offset of the stored property
/// it names worked out once.
///
/// A key path literal at the call of a per-shape form gives the optimizer the property's offset
/// as a constant, and the key path object is never built on a send. A place keeps the
/// literal's closure (the constructors take the key path as an autoclosure), not the object:
/// declared as a computed `static var`, the place is inlined into the route and the optimizer
/// folds the offset as it does for the per-shape forms; declared as a `static let`, copying it
/// out retains no key path object, and the child is changed through a pointer at the offset
/// worked out when the place was made (BENCHMARKS.md, Decisions: "Places keep their key path's
/// closure"). The closure runs again only to name the child (a report, an effect's link, a
/// view's store), so a key path passed from a variable must not change after the place is made:
/// constructors document it.
@usableFromInline
struct StoredKeyPath<Root, Value> {
    /// Makes the key path: a closure that captures nothing when the place was made from a key
    /// path literal, so that keeping and copying the place retains no object.
    @usableFromInline let makeKeyPath: () -> WritableKeyPath<Root, Value>
    /// The offset of the stored property in `Root`'s memory, or `nil` when the key path is not a
    /// chain of stored properties of structs (a computed property, a class).
    @usableFromInline let offset: Int?

    @inlinable
    init(_ makeKeyPath: @escaping () -> WritableKeyPath<Root, Value>) {
        self.makeKeyPath = makeKeyPath
        offset = MemoryLayout<Root>.offset(of: makeKeyPath())
    }

    /// The key path.
    @inlinable
    var keyPath: WritableKeyPath<Root, Value> { makeKeyPath() }

    /// Changes the value where `root` holds it.
    @inlinable
    func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
        guard let offset else { return body(&root[keyPath: makeKeyPath()]) }
        return modifyStoredValue(in: &root, offset: offset, body)
    }
}
