/// A type-erased, sendable identifier for cancellable effects.
package struct EffectID: Hashable, @unchecked Sendable {
    // `AnyHashable` is not `Sendable`, but the only way to build an `EffectID` is from a value
    // that is `Hashable & Sendable`, so the wrapped value is sendable.
    private let base: AnyHashable

    package init(_ base: some Hashable & Sendable) {
        self.base = AnyHashable(base)
    }
}
