/// The running observation that ``observe(_:)`` returns: it stops when you cancel it or release
/// it.
///
/// Keep the token for as long as the views it updates live, typically in a property of their
/// owner:
///
/// ```swift
/// final class StatusViewController: UIViewController {
///     private var token: ObserveToken?
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         token = observe { [weak self] in self?.render() }
///     }
/// }
/// ```
///
/// The token owns the observation's closure and nothing else: releasing it releases the
/// closure and what the closure captured, and a re-run that was already scheduled does
/// nothing.
@MainActor
public final class ObserveToken {
    /// The observation, or `nil` once cancelled.
    private var loop: ObservationLoop?

    init(_ loop: ObservationLoop) {
        self.loop = loop
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool { loop == nil }

    /// Stops the observation: the closure does not run again, and it is released now.
    ///
    /// Releasing the token does the same. Cancelling from inside the observed closure is
    /// allowed; the run in progress finishes.
    public func cancel() {
        loop = nil
    }
}
