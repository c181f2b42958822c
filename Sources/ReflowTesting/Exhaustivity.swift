/// How strictly a ``TestStore`` checks what a test did not assert.
///
/// ```swift
/// let store = TestStore(state: AppModel(), environment: .test)
/// store.exhaustivity = .off
/// ```
public enum Exhaustivity: Equatable, Sendable {
    /// Every state change and every action effects feed back must be asserted, and every effect
    /// must have finished by the end of the test. The default.
    ///
    /// - ``TestStore/send(_:assert:fileID:filePath:line:column:)`` and `receive` compare the
    ///   whole state with the expected one: a change the assertion does not make fails.
    /// - Sending an action while actions fed back by effects wait to be received fails.
    /// - An action fed back and never received, or an effect still running, fails
    ///   ``TestStore/finish(timeout:fileID:filePath:line:column:)`` or, without `finish`, the
    ///   release of the test store.
    case on

    /// Only what the test asserts is checked: for integration-style tests.
    ///
    /// - An assertion closure is applied to the actual new state; the step fails only if the
    ///   closure changes it, that is, if a value it sets differs from the actual one. Changes the
    ///   closure does not mention are allowed, and omitting the closure asserts nothing.
    /// - `receive` skips the actions fed back before the one it waits for; `send` and `finish`
    ///   discard the actions nobody received. Their state changes are kept: ``TestStore/state``
    ///   always reflects every action.
    /// - Effects still running when the test store is released are cancelled without a failure.
    ///   ``TestStore/finish(timeout:fileID:filePath:line:column:)`` still fails if effects do not
    ///   finish in time.
    case off

    /// ``off``, and each thing it lets through is shown as a known issue (under Swift Testing;
    /// a note on standard output under XCTest): a state change no assertion made, an action
    /// skipped or discarded. The test passes; its report says what it did not check.
    case offShowingSkipped

    /// Whether everything must be asserted.
    var isExhaustive: Bool { self == .on }
}
