/// A path from an enum to the payload of one of its cases: the enum counterpart of a key path.
///
/// A key path reads and writes a property that every value of a struct has. A case path does the
/// same for a case that an enum value may or may not be in: ``extract(from:)`` returns the
/// payload when the value is in the case and `nil` otherwise, and ``embed(_:)`` builds a value
/// in the case from a payload.
///
/// ```swift
/// enum Status: Equatable {
///     case inStock(quantity: Int)
///     case outOfStock(isOnBackOrder: Bool)
/// }
///
/// let inStock = CasePath<Status, Int>(
///     embed: { .inStock(quantity: $0) },
///     extract: { status in
///         guard case .inStock(let quantity) = status else { return nil }
///         return quantity
///     }
/// )
/// inStock.extract(from: .inStock(quantity: 3))  // 3
/// inStock.extract(from: .outOfStock(isOnBackOrder: true))  // nil
/// inStock.embed(5)  // .inStock(quantity: 5)
/// ```
///
/// Writing both functions is the fast path: extraction is a `switch`. For brevity, a case path
/// can also be derived from the case alone, with ``init(_:)-((Value)->Root)`` or the `/` prefix
/// operator (`/Status.inStock`), which extract by reflection and cost more per extraction; see
/// ``init(_:)-((Value)->Root)`` for what that costs.
///
/// Case paths drive Reflow's enum bindings: ``SwiftUI/Binding/subscript(case:)`` turns a binding of an
/// enum into an optional binding of one case's payload.
public struct CasePath<Root, Value>: Sendable {
    @usableFromInline let embedValue: @Sendable (Value) -> Root
    @usableFromInline let extractValue: @Sendable (Root) -> Value?

    /// Creates a case path from a function that builds a value in the case and one that reads
    /// the payload back.
    ///
    /// `extract` must return a payload exactly when its argument is in the case that `embed`
    /// builds, and `extract(embed(payload))` must return `payload`.
    ///
    /// - Parameters:
    ///   - embed: Builds a value in the case from a payload, usually the case itself
    ///     (`Status.inStock`).
    ///   - extract: Returns the payload of a value in the case, or `nil` for any other case.
    public init(
        embed: @escaping @Sendable (Value) -> Root,
        extract: @escaping @Sendable (Root) -> Value?
    ) {
        self.embedValue = embed
        self.extractValue = extract
    }

    // `@inlinable`, with `extract(from:)` and `modify(_:_:)`: the enum-case child form runs
    // through them on every send (BENCHMARKS.md, Decisions: "Key-path forms inlinable").
    /// Returns a value in this path's case, carrying a payload.
    ///
    /// - Parameter value: The payload.
    /// - Returns: The enum value in this path's case.
    @inlinable
    public func embed(_ value: Value) -> Root {
        embedValue(value)
    }

    /// Returns the payload of a value, or `nil` when the value is in another case.
    ///
    /// - Parameter root: The enum value.
    /// - Returns: The payload, or `nil`.
    /// - Complexity: That of the `extract` function; for a case path derived by reflection,
    ///   see ``init(_:)-((Value)->Root)``.
    @inlinable
    public func extract(from root: Root) -> Value? {
        extractValue(root)
    }

    /// Returns a case path that goes through this one and then through another, into a case
    /// nested in this one's payload.
    ///
    /// ```swift
    /// enum Screen { case detail(Load) }
    /// enum Load { case loaded(Item), failed(String) }
    ///
    /// let loadedDetail = CasePath(Screen.detail).appending(path: CasePath(Load.loaded))
    /// loadedDetail.extract(from: .detail(.loaded(item)))  // item
    /// loadedDetail.embed(item)  // .detail(.loaded(item))
    /// ```
    ///
    /// - Parameter path: A case path from this path's payload to a nested payload.
    /// - Returns: The case path from this path's root to the nested payload.
    public func appending<AppendedValue>(
        path: CasePath<Value, AppendedValue>
    ) -> CasePath<Root, AppendedValue> {
        let embed = embedValue
        let extract = extractValue
        return CasePath<Root, AppendedValue>(
            embed: { embed(path.embed($0)) },
            extract: { root in extract(root).flatMap { path.extract(from: $0) } }
        )
    }
}

extension CasePath {
    /// Creates a case path from an enum case that has a payload, extracting by reflection.
    ///
    /// Pass the case itself: it is the function that embeds a payload. The extract function is
    /// derived: it reads the value's case name and payload with `Mirror`, casts the payload to
    /// `Value`, and accepts it only if embedding it back lands in the same case (same name and
    /// same payload type), so cases with payloads of the same type are told apart.
    ///
    /// ```swift
    /// enum Shape {
    ///     case circle(radius: Double)
    ///     case square(side: Double)
    ///     case rect(width: Double, height: Double)
    /// }
    ///
    /// let circle = CasePath(Shape.circle)  // CasePath<Shape, Double>
    /// circle.extract(from: .circle(radius: 2))  // 2
    /// circle.extract(from: .square(side: 2))  // nil
    /// CasePath(Shape.rect).extract(from: .rect(width: 1, height: 2))  // (1.0, 2.0)
    /// ```
    ///
    /// Labelled payloads, several payload values (extracted as a tuple), `indirect` cases,
    /// generic enums and `Optional` roots (one or several levels: `CasePath<Shape??, Double>`)
    /// work. The case is learned from what `embed` builds, never from the value read, so a
    /// value of another case never matches. For a case without a payload use
    /// ``init(_:)-(Root)``.
    ///
    /// Reflection has limits: `embed` must be the case itself (or a function that always
    /// returns that case), and the enum must not customise its mirror (`CustomReflectable`,
    /// reported as a ``RuntimeIssue`` in debug builds); cases that differ only by argument
    /// labels are told apart by their payload types. When either rule does not hold, build the
    /// case path with ``init(embed:extract:)``.
    ///
    /// - Parameter embed: The enum case, used as a function from its payload to the enum.
    /// - Complexity: Every extraction builds a `Mirror` of the value (and, for a single labelled
    ///   payload, of the payload), and the first successful one also embeds the payload to
    ///   check the case; later ones reuse the case name and payload type learned then, under a
    ///   lock. Building a `Mirror` costs hundreds of times what a `switch` in a case path built
    ///   with ``init(embed:extract:)`` does (scenario 8 of BENCHMARKS.md has the figures).
    ///   Prefer closures on hot paths, such as the rows of a long list.
    public init(_ embed: @escaping @Sendable (Value) -> Root) {
        self.init(embed: embed, extract: reflectedExtract(embed: embed))
    }

    /// Creates a case path to an enum case without a payload.
    ///
    /// The payload is `Void`: ``extract(from:)`` returns `()` when the value is in `root`'s case
    /// and `nil` otherwise, and ``embed(_:)`` returns `root`.
    ///
    /// ```swift
    /// enum Load: Equatable { case idle, loading, loaded(String) }
    ///
    /// let loading = CasePath(Load.loading)  // CasePath<Load, Void>
    /// loading.extract(from: .loading) != nil  // true
    /// loading.extract(from: .idle) != nil  // false
    /// ```
    ///
    /// It tells cases apart by the case each value is in, read from the enum's runtime
    /// metadata, and never calls `==`: an action enum whose `Equatable` conformance is isolated
    /// to the main actor (an Xcode 26 app target's default) works as any other, and the path may
    /// be used on any thread. (`Equatable` is asked for only to tell this form from the one that
    /// takes a case with a payload.)
    ///
    /// The case of an optional root's wrapped enum (`/Load.idle` used as a
    /// `CasePath<Load?, Void>`, where Swift passes `.some(.idle)`) and cases nested in a payload
    /// (`/Screen.detail(.loading)`) are compared all the way down: `.some(.loading)` is not in
    /// the case of `.some(.idle)`. Payload values that are not enums count by their type only:
    /// `/Screen.count(1)` matches `.count(2)`.
    ///
    /// - Parameter root: The case, as a value.
    /// - Complexity: O(1) per extraction for a case without a payload; no `==`. Through an
    ///   optional root or a nested case, a `Mirror` for each enum level of the payload.
    public init(_ root: Root) where Value == Void, Root: Equatable {
        self = CasePath<Root, Void>.inCase(of: root)
    }
}

extension CasePath where Value == Void {
    /// The path to `root`'s case. Without constraints on `Root`, so that its closures may
    /// capture `Root`'s metatype whatever the isolation of its conformances.
    static func inCase(of root: Root) -> CasePath {
        let isInCase = sameCase(as: root)
        if isInCase == nil {
            RuntimeIssue.report(
                "CasePath(\(Root.self)): \(Root.self) is not an enum, so a case path to one of "
                    + "its values extracts nothing. Build it with CasePath(embed:extract:) instead."
            )
        }
        // A case without a payload holds no references: sharing the copy across threads is
        // safe.
        nonisolated(unsafe) let root = root
        return CasePath(
            embed: { _ in root },
            extract: { value in isInCase?(value) == true ? () : nil })
    }
}

extension CasePath where Root == Value? {
    /// The case path to the wrapped value of an optional.
    ///
    /// ```swift
    /// let draft: Binding<String?> = ...
    /// if let text = draft[case: .some] {
    ///     TextField("Draft", text: text)
    /// }
    /// ```
    ///
    /// - Complexity: O(1); no reflection.
    public static var some: CasePath {
        CasePath(embed: { Optional.some($0) }, extract: { $0 })
    }
}

prefix operator /

/// Returns a case path for an enum case that has a payload: `/Shape.circle`.
///
/// Shorthand for ``CasePath/init(_:)-((Value)->Root)``, shaped like a key path literal
/// (`\Item.name`); it extracts by reflection.
///
/// - Parameter embed: The enum case, used as a function from its payload to the enum.
/// - Returns: The case path.
public prefix func / <Root, Value>(
    embed: @escaping @Sendable (Value) -> Root
) -> CasePath<Root, Value> {
    CasePath(embed)
}

/// Returns a case path for an enum case without a payload: `/Load.loading`.
///
/// Shorthand for ``CasePath/init(_:)-(Root)``; it compares the values' cases.
///
/// - Parameter root: The case, as a value.
/// - Returns: The case path.
public prefix func / <Root: Equatable>(root: Root) -> CasePath<Root, Void> {
    CasePath(root)
}

extension CasePath {
    /// Gives `body` mutable access to the payload of a value in this path's case, in place.
    ///
    /// The value is moved out of `root` and the payload extracted from it before `body` runs,
    /// so the payload is not shared with the enum while it changes (its collections are not
    /// copied); the changed payload is then embedded back.
    ///
    /// - Parameters:
    ///   - root: The enum value.
    ///   - body: Reads and changes the payload.
    /// - Returns: What `body` returns, or `nil` when `root` is in another case (then `root` is
    ///   left as it was and `body` is not called).
    @inlinable
    func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result? {
        withUnsafeMutablePointer(to: &root) { pointer in
            // `root` stays uninitialized only until one of the two `initialize` calls below,
            // and nothing reads it meanwhile: `body` only sees the payload.
            let whole = pointer.move()
            guard var payload = extract(from: whole) else {
                pointer.initialize(to: whole)
                return nil
            }
            // Ends the enum's lifetime, and its reference to the payload, before `body` runs.
            _ = consume whole
            let result = body(&payload)
            pointer.initialize(to: embed(payload))
            return result
        }
    }
}
