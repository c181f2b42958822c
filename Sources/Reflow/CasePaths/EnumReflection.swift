// Deriving a case path's extract function from its embed function, with `Mirror` only.
//
// A `Mirror` of an enum value in a case with a payload has one child: its label is the case
// name and its value the payload. A payload with a single labelled value (`case circle(radius:
// Double)`) is reflected as a one-element labelled tuple, which is unwrapped; several values are
// a tuple, cast to `Value` whatever their labels. The case is confirmed by embedding the payload
// and reflecting the result: same name and same payload type. The payload type separates cases
// overloaded by argument labels (`foo(a:)`, `foo(b:)`), whose names are the same.

/// The case of an enum value, as `Mirror` shows it.
private struct ReflectedCase {
    /// The case name.
    var name: String
    /// The payload as reflected: a one-element tuple for a single labelled value.
    var payload: Any

    /// The dynamic type of the reflected payload.
    var payloadType: ObjectIdentifier { ObjectIdentifier(type(of: payload)) }

    /// Reflects a value; `nil` for a case without a payload or a value that is not an enum.
    init?<Root>(_ root: Root) {
        let mirror = Mirror(reflecting: root)
        guard mirror.displayStyle == .enum || mirror.displayStyle == .optional else {
            RuntimeIssue.report(
                "A case path derived by reflection was used on \(Root.self), which does not "
                    + "reflect as an enum. Build it with CasePath(embed:extract:) instead."
            )
            return nil
        }
        guard let child = mirror.children.first, let name = child.label else { return nil }
        self.name = name
        self.payload = child.value
    }

    /// Whether the payload is a one-element tuple: a case with a single labelled value.
    /// The case of the enum this `.some` wraps; `nil` for any other case, or a payload that is
    /// not an enum.
    var wrappedCase: ReflectedCase? {
        guard name == "some", Mirror(reflecting: payload).displayStyle == .enum else { return nil }
        return ReflectedCase(payload)
    }

    var isSingleLabelledValue: Bool {
        let mirror = Mirror(reflecting: payload)
        return mirror.displayStyle == .tuple && mirror.children.count == 1
    }

    /// The payload, with a one-element tuple unwrapped when `unwrapping` says so.
    func value(unwrapping: Bool) -> Any {
        unwrapping ? Mirror(reflecting: payload).children.first!.value : payload
    }
}

/// What an extraction learned about the case its embed function builds.
private struct LearnedCase {
    var name: String
    var payloadType: ObjectIdentifier
    var unwrapsSingleLabelledValue: Bool
}

/// Marks `Optional`, whose custom mirror reflects it faithfully as an enum.
private protocol OptionalMarker {}

extension Optional: OptionalMarker {}

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
    let learned = LockedBox<LearnedCase?>(nil)
    // The case of the enum an optional root wraps, learned apart: `/Auth.authenticated` used as
    // a `CasePath<Auth?, String>`, where Swift wraps what the case builds in `.some`.
    let learnedInside = LockedBox<LearnedCase?>(nil)
    let rootIsOptional = Root.self is any OptionalMarker.Type
    return { root in
        guard let reflected = ReflectedCase(root) else { return nil }
        if let value = extract(reflected, learned: learned, embedded: { ReflectedCase(embed($0)) })
        {
            return value
        }
        guard rootIsOptional, let inner = reflected.wrappedCase else { return nil }
        return extract(
            inner, learned: learnedInside,
            embedded: { ReflectedCase(embed($0))?.wrappedCase })
    }
}

/// The payload of a reflected case, when it is the case `embedded` builds; learns that case's
/// name and payload type the first time, to answer later calls without embedding.
private func extract<Value>(
    _ reflected: ReflectedCase,
    learned: LockedBox<LearnedCase?>,
    embedded: (Value) -> ReflectedCase?
) -> Value? {
    if let known = learned.withLock({ $0 }) {
        // The name of the case `embed` builds never changes: another name is another case.
        guard reflected.name == known.name else { return nil }
        if reflected.payloadType == known.payloadType {
            return reflected.value(unwrapping: known.unwrapsSingleLabelledValue) as? Value
        }
        // Same name, another payload type: an `Any` payload, or a case overloaded by
        // argument labels. Confirm by embedding, below.
    }
    let unwraps = reflected.isSingleLabelledValue
    guard let value = reflected.value(unwrapping: unwraps) as? Value,
        let embedded = embedded(value)
    else { return nil }
    learned.withLock {
        $0 = LearnedCase(
            name: embedded.name,
            payloadType: embedded.payloadType,
            unwrapsSingleLabelledValue: embedded.isSingleLabelledValue
        )
    }
    guard embedded.name == reflected.name, embedded.payloadType == reflected.payloadType
    else { return nil }
    return value
}
