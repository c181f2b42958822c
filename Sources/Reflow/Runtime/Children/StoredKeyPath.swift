/// A place's key path, kept as a closure that returns it, so that a place declared as a
/// `static let` is made when the program is compiled.
///
/// A place kept as an object a `static let` makes at run time costs every send a check that it
/// is made (`swift_once`), and hides its fields from the optimizer: the offset of its property is
/// read from memory and a case path's closures are called through pointers. A key path is such
/// an object, and `MemoryLayout.offset(of:)` is not worked out when a global is initialized. A
/// closure that captures a key path literal is: the optimizer specializes it to one that makes
/// the literal itself (capture propagation), so a place made of it, its tag and a case path
/// written with closures is constant data (a derived one, `/Screen.detail`, is made at run
/// time), and a route through it folds to the per-shape form's code, the property's
/// offset a constant again. For that the route must see the place itself, so the verbs and the
/// places' `_reduce` are always inlined: a place handed to a function that is not inlined is a
/// value at run time again. A place made at run time (from a key path in a variable) still
/// works: its offset is then asked on every send. BENCHMARKS.md, Decisions: "Places made at compile
/// time".
@usableFromInline
struct StoredKeyPath<Root, Value> {
    /// Makes the key path.
    @usableFromInline let make: () -> WritableKeyPath<Root, Value>

    @inlinable
    init(_ keyPath: WritableKeyPath<Root, Value>) {
        make = { keyPath }
    }

    /// The key path.
    @inlinable @inline(__always) var keyPath: WritableKeyPath<Root, Value> { make() }

    /// The offset of the stored property in `Root`'s memory, or `nil` when the key path is not a
    /// chain of stored properties of structs (a computed property, a class): a constant where
    /// the place is.
    @inlinable @inline(__always) var offset: Int? { MemoryLayout<Root>.offset(of: make()) }

    /// Changes the value where `root` holds it.
    @inlinable @inline(__always)
    func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
        guard let offset else { return body(&root[keyPath: keyPath]) }
        return modifyStoredValue(in: &root, offset: offset, body)
    }
}
