// The shape of a value's cases: which case it is in, and which cases the enums in its payload
// are in, down through payloads that are enums, optionals or tuples. Two values of one type have
// the same shape exactly when a `switch` with a pattern for every nested case sends them to the
// same arm; payload values that are not enums (numbers, strings, structs) count by their type.

/// One step of a value's shape.
enum CaseShapeToken: Equatable {
    /// An enum or optional in the case with this tag (see ``enumTag(of:)``).
    case tag(UInt32)
    /// A tuple of this many elements, whose shapes follow.
    case tuple(Int)
    /// A value that is not an enum, an optional or a tuple, by its dynamic type.
    case leaf(ObjectIdentifier)
}

/// The shape of a value's cases, outermost first, up to `limit` steps: two shapes cut at the
/// same limit differ when the full shapes differ within it, and a deep recursive value (a long
/// `indirect` list) is not walked whole.
///
/// - Complexity: One `Mirror` for each enum, optional or tuple nested in the value's payloads,
///   at most `limit`; none for a case without a payload.
func caseShape<Value>(of value: Value, limit: Int = 64) -> [CaseShapeToken] {
    var shape: [CaseShapeToken] = []
    // Opened, so that a value of an existential type (`Any`) shows its own type's cases.
    appendShape(ofAny: value, to: &shape, limit: limit)
    return shape
}

private func appendShape<Value>(of value: Value, to shape: inout [CaseShapeToken], limit: Int) {
    guard shape.count < limit else { return }
    if let tag = enumTag(of: value) {
        shape.append(.tag(tag))
        // A case with a payload reflects it as its one child.
        if let payload = Mirror(reflecting: value).children.first?.value {
            appendShape(ofAny: payload, to: &shape, limit: limit)
        }
        return
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .tuple {
        shape.append(.tuple(mirror.children.count))
        for child in mirror.children {
            appendShape(ofAny: child.value, to: &shape, limit: limit)
        }
        return
    }
    shape.append(.leaf(ObjectIdentifier(type(of: value as Any))))
}

/// ``appendShape(of:to:)`` for a value behind `Any`, opened so that its own type's metadata
/// is read.
private func appendShape(ofAny value: Any, to shape: inout [CaseShapeToken], limit: Int) {
    func open<Opened>(_ opened: Opened) {
        appendShape(of: opened, to: &shape, limit: limit)
    }
    _openExistential(value, do: open)
}
