/// Where ReflowTesting's `TestStore` plugs into a ``Store``: it drives a real store, and
/// observes through these hooks what the store does, instead of running updates itself.
///
/// A store without hooks (every store in an app) pays one `nil` check a send.
@MainActor
@usableFromInline package final class StoreHooks<Model: ModelProtocol> {
    /// Called after each action the store processes, with the state before and after it.
    package var didProcess: ((_ action: Model.Action, _ before: Model, _ after: Model) -> Void)?
    /// Starts the task of an effect, in place of `Task(priority:operation:)`.
    package var startTask:
        (
            (_ priority: TaskPriority?, _ operation: @escaping @Sendable () async -> Void)
                -> Task<Void, Never>
        )?
    /// Called when an effect starts, with the token that identifies it.
    package var didStartEffect: ((_ token: UInt64) -> Void)?
    /// Called when an effect is cancelled; its task may still be ending, but it delivers
    /// nothing more.
    package var didCancelEffect: ((_ token: UInt64) -> Void)?
    /// Called when an effect's task has ended.
    package var didEndEffect: ((_ token: UInt64) -> Void)?
    /// Receives the runtime issues updates report, in place of the task-local reporter.
    package var reportIssue: (@Sendable (RuntimeIssue) -> Void)?
    /// Called when an update of the root asks to end its presentation (``Fx/dismiss``).
    package var didDismiss: (() -> Void)?
    /// Whether the store runs no effect at all: set while the test store replays a journal,
    /// delivering the actions the effects fed back in the session itself.
    package var suspendsEffects = false

    package init() {}
}
