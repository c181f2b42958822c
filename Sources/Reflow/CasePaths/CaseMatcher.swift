/// Decides which arm of a `Switch` view shows an enum's current case.
///
/// `Switch`, `CaseLet` and `Default` are SwiftUI views; every decision they make is made here,
/// on every platform, so the Linux tests cover it. The views only list their arms and show the
/// one this type picks.
struct CaseMatcher<Enum> {
    /// One arm of a switch, in the order it was written.
    struct Arm {
        /// Whether the arm shows a value; `nil` for a `Default`, which shows any value that no
        /// `CaseLet` shows.
        fileprivate let matches: ((Enum) -> Bool)?

        /// An arm for the case a case path extracts: a `CaseLet`.
        static func matching<Case>(_ casePath: CasePath<Enum, Case>) -> Arm {
            Arm(matches: { casePath.extract(from: $0) != nil })
        }

        /// An arm for every value no other arm shows: a `Default`.
        static var fallback: Arm { Arm(matches: nil) }
    }

    /// The arms, in order.
    let arms: [Arm]

    /// Returns the index of the arm that shows a value.
    ///
    /// The first `CaseLet` whose case the value is in wins, wherever the `Default` was
    /// written; otherwise the first `Default`. When no arm shows the value the switch is not
    /// exhaustive: the result is `nil` and a runtime issue names the value and where the switch
    /// was written.
    ///
    /// - Parameters:
    ///   - value: The enum's current value.
    ///   - fileID: Where the switch was written.
    ///   - line: The line the switch was written on.
    /// - Returns: The index of the arm in ``arms``, or `nil`.
    /// - Complexity: O(*n*) extractions for *n* arms.
    func arm(for value: Enum, fileID: String, line: UInt) -> Int? {
        if let index = arms.firstIndex(where: { $0.matches?(value) == true }) {
            return index
        }
        if let index = arms.firstIndex(where: { $0.matches == nil }) {
            return index
        }
        RuntimeIssue.report(
            "Switch at \(fileID):\(line) shows nothing for \(value): no CaseLet matches it and "
                + "there is no Default."
        )
        return nil
    }
}
