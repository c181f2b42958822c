import Foundation
import Reflow

/// The runtime issues a test store's updates reported.
///
/// It is bound as `RuntimeIssue.reporter` while an update runs, and a reporter may be called
/// from any task that inherited the binding, so it is `Sendable`: every access to `storage` holds
/// `lock`, which makes the `@unchecked` conformance safe.
final class RuntimeIssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [RuntimeIssue] = []

    /// Every issue recorded so far, in order.
    var issues: [RuntimeIssue] {
        lock.withLock { storage }
    }

    /// Records an issue; this is the reporter.
    func record(_ issue: RuntimeIssue) {
        lock.withLock { storage.append(issue) }
    }
}
