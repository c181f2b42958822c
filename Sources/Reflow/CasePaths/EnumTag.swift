// Which case an enum value is in, read from the type's runtime metadata: what tells cases
// without a payload apart, where `Mirror` shows nothing and `==` may be isolated to an actor.
//
// Every Swift enum's value witness table ends with `getEnumTag`, which returns the index of the
// value's case (cases with a payload first, then the others, in declaration order). The layout of
// the metadata and of the value witness table is part of Swift's stable ABI on Apple platforms,
// and the same on Linux: the metadata's first word is its kind, the word before it points to the
// value witness table, whose `getEnumTag` follows eight functions, two sizes and two 32-bit
// fields.

/// The case index of an enum value, or `nil` when `Root` is not an enum (nor an optional).
func enumTag<Root>(of value: Root) -> UInt32? {
    let metadata = unsafeBitCast(Root.self as Any.Type, to: UnsafeRawPointer.self)
    // MetadataKind: enum is 0x201, optional 0x202.
    let kind = metadata.load(as: UInt.self)
    guard kind == 0x201 || kind == 0x202 else { return nil }
    let word = MemoryLayout<UnsafeRawPointer>.size
    let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
    let getEnumTag = witnesses.load(
        fromByteOffset: 10 * word + 2 * MemoryLayout<UInt32>.size,
        as: (@convention(thin) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32).self)
    return withUnsafePointer(to: value) { getEnumTag(UnsafeRawPointer($0), metadata) }
}

/// Whether a value is in the same case as `root`, and its payload's enums in the same cases as
/// `root`'s; `nil` when `Root` is not an enum.
///
/// For a case without a payload, one comparison of tags. For a case with one (`.some(.idle)`,
/// which a payload-less case becomes through an optional root, or `.inner(.idle)`), the
/// payloads' shapes are compared too (see ``caseShape(of:)``), so that `.some(.idle)` does not
/// match `.some(.done)`.
///
/// Unconstrained, so that the closure may capture `Root`'s metatype whatever the isolation of
/// `Root`'s conformances: it reads only the metadata and mirrors, never a conformance.
func sameCase<Root>(as root: Root) -> (@Sendable (Root) -> Bool)? {
    guard let tag = enumTag(of: root) else { return nil }
    let shape = caseShape(of: root, limit: .max)
    guard shape.count > 1 else {
        return { enumTag(of: $0) == tag }
    }
    // A value's shape past the root's length cannot make it equal: it is cut there.
    let limit = shape.count + 1
    return { enumTag(of: $0) == tag && caseShape(of: $0, limit: limit) == shape }
}
