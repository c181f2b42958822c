/// A misuse Reflow noticed at run time and recovered from, such as an action for a list item
/// that no longer exists.
///
/// Runtime issues are reported in debug builds only, through ``RuntimeIssue/reporter``. By
/// default they are printed to standard error; code can observe them by binding its own
/// reporter for the duration of a task. The reporter may be called from any thread, so it is
/// `@Sendable`: it cannot append to a captured `var`; log, or hand the issue to something
/// `Sendable`.
///
/// ```swift
/// RuntimeIssue.$reporter.withValue({ issue in log.warning("\(issue)") }) {
///     store.send(.item(id: removedID, action: .toggle))
/// }
/// ```
///
/// A test store collects the issues its store's updates report in `runtimeIssues`, and they do
/// not fail the test: `#expect(store.runtimeIssues.count == 1)`.
public struct RuntimeIssue: Sendable, Equatable, CustomStringConvertible {
    /// What happened, in one sentence.
    public var message: String

    /// Creates a runtime issue.
    ///
    /// - Parameter message: What happened.
    public init(message: String) {
        self.message = message
    }

    /// The message, prefixed with `Reflow:`.
    public var description: String { "Reflow: \(message)" }

    /// The function runtime issues are reported to in the current task.
    ///
    /// Bind it with `RuntimeIssue.$reporter.withValue(_:operation:)`; tasks started inside
    /// inherit it. The default prints the issue to standard error.
    @TaskLocal public static var reporter: @Sendable (RuntimeIssue) -> Void = { issue in
        printToStandardError("\(issue)")
    }

    /// Reports an issue to the current ``reporter`` in debug builds; does nothing in release
    /// builds.
    ///
    /// - Parameter message: What happened.
    package static func report(_ message: @autoclosure () -> String) {
        #if DEBUG
        if !isSilenced {
            reporter(RuntimeIssue(message: message()))
        }
        #endif
    }

    /// Whether the issues of the current task go unreported: a replay runs updates whose issues
    /// were reported when the session ran.
    @TaskLocal static var isSilenced = false

    /// Runs `body` with the runtime issues it reports silenced.
    ///
    /// A task-local `Bool`, not a ``reporter`` that ignores them: binding a task-local of a
    /// function type with `withValue(_:operation:)` crashes in optimized builds of Swift 6.3 on
    /// Linux (a specialization that passes bad type metadata to `swift_task_localValuePush`).
    @usableFromInline
    package static func silenced<Result>(_ body: () throws -> Result) rethrows -> Result {
        #if DEBUG
        try $isSilenced.withValue(true) { try body() }
        #else
        try body()
        #endif
    }
}
