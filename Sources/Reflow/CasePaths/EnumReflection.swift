// Deriving a case path's extract function from its embed function, with `Mirror` only.
//
// A `Mirror` of an enum value in a case with a payload has one child: its label is the case
// name and its value the payload. A payload with a single labelled value (`case circle(radius:
// Double)`) is reflected as a one-element labelled tuple, which is unwrapped; several values are
// a tuple, cast to `Value` whatever their labels.
//
// The case is learned from what `embed` builds, never guessed from the value being read: a value
// read gives a candidate payload, the candidate is embedded, and the embedded value shows where
// the case is (how many `.some` of an optional root wrap it, for `/Auth.authenticated` used as a
// `CasePath<Auth??, String>`), its name and its payload type. The payload type separates cases
// overloaded by argument labels (`foo(a:)`, `foo(b:)`), whose names are the same. A value then
// matches when it has the same `.some` wrappers, the same case name and the same payload type;
// a payload whose type is an existential (`case any(Any)`) is confirmed by embedding it.

/// The case of an enum value, as `Mirror` shows it.
private struct ReflectedCase {
    /// The case name.
    var name: String
    /// The payload as reflected: a one-element tuple for a single labelled value.
    var payload: Any

    /// The dynamic type of the reflected payload.
    var payloadType: ObjectIdentifier { ObjectIdentifier(type(of: payload)) }

    /// Reflects a value; `nil` for a case without a payload or a value that is not an enum.
    init?(_ root: Any) {
        self.init(mirror: Mirror(reflecting: root))
    }

    /// Reads a value's mirror; `nil` for a case without a payload or a value that is not an
    /// enum.
    init?(mirror: Mirror) {
        guard mirror.displayStyle == .enum || mirror.displayStyle == .optional,
            let child = mirror.children.first, let name = child.label
        else { return nil }
        self.name = name
        self.payload = child.value
    }

    /// The case `levels` `.some` wrappers further in, or `nil` when one of them is another case.
    func unwrapped(_ levels: Int) -> ReflectedCase? {
        var current = self
        for _ in 0..<levels {
            guard current.name == "some", let inner = ReflectedCase(current.payload) else {
                return nil
            }
            current = inner
        }
        return current
    }

    /// Whether the payload is a one-element tuple: a case with a single labelled value.
    var isSingleLabelledValue: Bool {
        let mirror = Mirror(reflecting: payload)
        return mirror.displayStyle == .tuple && mirror.children.count == 1
    }

    /// The payload, with a one-element tuple unwrapped when `unwrapping` says so.
    func value(unwrapping: Bool) -> Any {
        unwrapping ? Mirror(reflecting: payload).children.first!.value : payload
    }
}

/// What embedding showed of the case `embed` builds.
private struct LearnedCase {
    /// How many `.some` of an optional root wrap the case.
    var depth: Int
    var name: String
    var payloadType: ObjectIdentifier
    var unwrapsSingleLabelledValue: Bool
}

/// Marks `Optional`, whose custom mirror reflects it faithfully as an enum, and names the type
/// it wraps.
private protocol OptionalMarker {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalMarker {
    fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

/// How many optionals wrap a type: 2 for `Auth??`.
private func optionalDepth(of type: Any.Type) -> Int {
    var depth = 0
    var current = type
    while let optional = current as? any OptionalMarker.Type {
        depth += 1
        current = optional.wrappedType
    }
    return depth
}

/// Returns an extract function for the case that `embed` builds, derived by reflection.
///
/// - Parameter embed: An enum case with a payload, as a function.
/// - Returns: A function that returns the payload of a value in that case, or `nil`.
func reflectedExtract<Root, Value>(
    embed: @escaping @Sendable (Value) -> Root
) -> @Sendable (Root) -> Value? {
    if Root.self is any CustomReflectable.Type, !(Root.self is any OptionalMarker.Type) {
        RuntimeIssue.report(
            "\(Root.self) customises its mirror, so a case path derived by reflection cannot "
                + "read its cases. Build it with CasePath(embed:extract:) instead."
        )
    }
    let maxDepth = optionalDepth(of: Root.self)
    let learned = LockedBox<LearnedCase?>(nil)
    return { root in
        let mirror = Mirror(reflecting: root)
        guard mirror.displayStyle == .enum || mirror.displayStyle == .optional else {
            RuntimeIssue.report(
                "A case path derived by reflection was used on \(Root.self), which does not "
                    + "reflect as an enum. Build it with CasePath(embed:extract:) instead."
            )
            return nil
        }
        guard let reflected = ReflectedCase(mirror: mirror) else { return nil }
        if let known = learned.withLock({ $0 }) {
            return extract(reflected, as: known, embed: embed)
        }
        // Not learned yet: any level's payload that casts to `Value` is a candidate to embed.
        var level: ReflectedCase? = reflected
        var depth = 0
        while let current = level {
            if let candidate = current.value(unwrapping: current.isSingleLabelledValue)
                as? Value,
                let known = learn(embed: embed, candidate: candidate, maxDepth: maxDepth)
            {
                learned.withLock { $0 = known }
                return extract(reflected, as: known, embed: embed)
            }
            guard depth < maxDepth else { break }
            level = current.unwrapped(1)
            depth += 1
        }
        return nil
    }
}

/// Where, in what `embed` builds from `candidate`, the case is: the level whose payload has the
/// candidate's shape, under `.some` wrappers only.
private func learn<Root, Value>(
    embed: (Value) -> Root, candidate: Value, maxDepth: Int
) -> LearnedCase? {
    let shape = caseShape(of: candidate)
    var level = ReflectedCase(embed(candidate))
    var depth = 0
    while let current = level {
        let unwraps = current.isSingleLabelledValue
        if caseShape(of: current.value(unwrapping: unwraps)) == shape {
            return LearnedCase(
                depth: depth, name: current.name, payloadType: current.payloadType,
                unwrapsSingleLabelledValue: unwraps)
        }
        guard depth < maxDepth else { return nil }
        level = current.unwrapped(1)
        depth += 1
    }
    return nil
}

/// The payload of a reflected value in the learned case, or `nil`.
private func extract<Root, Value>(
    _ reflected: ReflectedCase, as known: LearnedCase, embed: (Value) -> Root
) -> Value? {
    guard let inCase = reflected.unwrapped(known.depth), inCase.name == known.name else {
        return nil
    }
    if inCase.payloadType == known.payloadType {
        return inCase.value(unwrapping: known.unwrapsSingleLabelledValue) as? Value
    }
    // Same name, another payload type: an existential payload, or a case overloaded by
    // argument labels. Confirm by embedding.
    guard let value = inCase.value(unwrapping: inCase.isSingleLabelledValue) as? Value,
        let embedded = ReflectedCase(embed(value))?.unwrapped(known.depth),
        embedded.name == inCase.name, embedded.payloadType == inCase.payloadType
    else { return nil }
    return value
}
