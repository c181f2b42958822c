import Reflow

/// The runtime issues a test store's updates reported.
///
/// It receives the issues its store's updates report, which may come from any task, so it is
/// `Sendable`: the issues sit in a `LockedBox`.
final class RuntimeIssueLog: Sendable {
    private let storage = LockedBox<[RuntimeIssue]>([])

    /// Every issue recorded so far, in order.
    var issues: [RuntimeIssue] {
        storage.withLock { $0 }
    }

    /// Records an issue; this is the reporter.
    func record(_ issue: RuntimeIssue) {
        storage.withLock { $0.append(issue) }
    }
}
