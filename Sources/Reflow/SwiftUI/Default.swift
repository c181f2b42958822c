#if canImport(SwiftUI)
import SwiftUI

/// The arm of a ``Switch`` shown when no ``CaseLet`` matches the enum's current case.
///
/// ```swift
/// Default {
///     Text("No longer sold")
/// }
/// ```
///
/// Without a `Default`, a switch that meets an unhandled case shows nothing and reports a
/// ``RuntimeIssue`` in debug builds.
public struct Default<Content: View> {
    let content: Content

    /// Creates the fallback arm of a switch.
    ///
    /// - Parameter content: The content to show when no ``CaseLet`` matches.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
#endif
