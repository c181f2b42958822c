#if canImport(SwiftUI)
import SwiftUI

/// One arm of a ``Switch``, as its ``SwitchBuilder`` collects it: a ``CaseLet`` or a
/// ``Default``.
///
/// You do not create arms yourself: write `CaseLet` and `Default` inside a `Switch`.
public struct SwitchArm<Enum> {
    let arm: CaseMatcher<Enum>.Arm
    let content: @MainActor (Binding<Enum>) -> AnyView
}

/// The result builder that collects the ``CaseLet`` and ``Default`` arms of a ``Switch``, in
/// order.
///
/// It runs on the main actor, where views are built, so the arms it makes may hold the
/// non-`Sendable` content closures they were given.
@MainActor
@resultBuilder
public enum SwitchBuilder<Enum> {
    /// Collects a ``CaseLet``.
    ///
    /// - Parameter caseLet: The arm.
    /// - Returns: The arm, as a one-element list.
    public static func buildExpression<Case, Content: View>(
        _ caseLet: CaseLet<Enum, Case, Content>
    ) -> [SwitchArm<Enum>] {
        let casePath = caseLet.casePath
        let content = caseLet.content
        return [
            SwitchArm(
                arm: .matching(casePath),
                content: { value in
                    // The switch picked this arm because the case matched.
                    guard let payload = value[case: casePath] else { return AnyView(EmptyView()) }
                    return AnyView(content(payload))
                }
            )
        ]
    }

    /// Collects a ``Default``.
    ///
    /// - Parameter fallback: The arm.
    /// - Returns: The arm, as a one-element list.
    public static func buildExpression<Content: View>(
        _ fallback: Default<Content>
    ) -> [SwitchArm<Enum>] {
        let content = fallback.content
        return [SwitchArm(arm: .fallback, content: { _ in AnyView(content) })]
    }

    /// Joins the arms written one after another.
    ///
    /// - Parameter arms: The arms of each line.
    /// - Returns: All arms, in order.
    public static func buildBlock(_ arms: [SwitchArm<Enum>]...) -> [SwitchArm<Enum>] {
        arms.flatMap { $0 }
    }
}
#endif
