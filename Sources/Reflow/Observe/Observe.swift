import Observation

/// Runs a closure at once, then again each time the observable state it read changes, until
/// the returned token is cancelled or released.
///
/// Use it to render state outside SwiftUI: to set a UIKit or AppKit view's properties, draw a
/// terminal screen, or keep anything else in step with a ``Store``, a scoped ``ViewStore`` or
/// any `@Observable` object. Observation decides what `apply` depends on: whatever it reads
/// this time is what is watched until the next run, so a branch that reads other state
/// changes what is watched.
///
/// ```swift
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     token = observe { [weak self] in
///         guard let self else { return }
///         let screen = StatusViewState(store.state)
///         titleLabel.text = screen.title
///         button.isHidden = screen.isButtonHidden
///     }
/// }
/// ```
///
/// The runs follow three rules:
///
/// - **At once, then after changes.** `apply` runs before `observe` returns. After that it
///   runs again only when state it read in its last run changes; state it did not read is not
///   watched.
/// - **One re-run per main-actor turn.** The first change schedules a re-run on the main
///   actor instead of running `apply` inside the change; further changes before it runs are
///   folded into it. Sending three actions in a row redraws once.
/// - **Never during an update.** A store publishes its state while it processes an action, and
///   a re-run waits until the code that sent it has returned: it never runs while an update is
///   in progress, and it sees the state the store published last. An action that the store
///   does not publish (one for an absent child, say) causes no re-run.
///
/// The token is the observation: keep it as long as the views it updates, and release it (or
/// call ``ObserveToken/cancel()``) to stop. `observe` itself keeps nothing alive: the state
/// `apply` reads is held only by what `apply` captures, so capture view controllers and other
/// owners weakly. Inside a subclass of `NSObject`, such as a view controller, the unqualified
/// name finds `NSObject`'s key-value-observing `observe` method first; Reflow adds an
/// `NSObject` method with this signature that calls this function, so `observe { ... }` reads
/// the same there.
///
/// - Parameter apply: Reads the state and applies it, on the main actor.
/// - Returns: The token that keeps the observation running; it stops when the token is
///   cancelled or released.
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
    let loop = ObservationLoop(apply)
    loop.run()
    return ObserveToken(loop)
}
