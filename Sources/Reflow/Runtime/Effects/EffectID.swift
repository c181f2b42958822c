/// A type-erased identifier for cancellable effects.
///
/// It is `@unchecked Sendable` so that an ``Fx`` holding it stays `Sendable`, and that is safe
/// because identifiers are hashed and compared only by the store's effect table, which is
/// main-actor isolated. That is also why the identifier's `Hashable` conformance may be
/// main-actor isolated (every conformance in a module with default main-actor isolation is):
/// it is used only where it is valid. Reflow never reads the wrapped value anywhere else.
@usableFromInline package struct EffectID: Hashable, @unchecked Sendable {
    /// The identifier; read only to describe it (see `recordedName`).
    let base: AnyHashable

    package init(_ base: some Hashable) {
        self.base = AnyHashable(base)
    }
}
