import ReflowTesting
import Testing

@testable import Reflow

private struct Editor: Equatable {
    var title = ""
}

private enum Destination: Equatable {
    case edit(Editor)
    case confirm(String)
}

/// A parent whose destination's edit screen is changed by an action, for a test's expectation.
private struct Parent: ModelProtocol {
    enum Action: Sendable, Equatable {
        case setTitle(String)
    }

    var destination: Destination? = .edit(Editor())

    static func update(state: consuming Parent, action: Action, environment: Void) -> Update<
        Parent
    > {
        switch action {
        case .setTitle(let title):
            if case .edit(var editor) = state.destination {
                editor.title = title
                state.destination = .edit(editor)
            }
        }
        return Update(state: state)
    }
}

@MainActor
@Suite struct OptionalCasePathTests {
    @Test func aCaseOfAnOptionalEnumIsReadAndChangedInOneExpression() {
        var destination: Destination? = .edit(Editor(title: "a"))
        #expect(destination[case: /Destination.edit] == Editor(title: "a"))
        #expect(destination[case: /Destination.confirm] == nil)
        destination[case: /Destination.edit]?.title = "b"
        #expect(destination == .edit(Editor(title: "b")))
        destination[case: /Destination.edit] = Editor(title: "c")
        #expect(destination == .edit(Editor(title: "c")))
        destination[case: /Destination.edit] = nil
        #expect(destination == nil)
    }

    @Test func aWriteToAnotherCaseOrToNilChangesNothingAndIsReported() {
        var destination: Destination? = .confirm("sure?")
        let issues = Issues()
        RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            destination[case: /Destination.edit]?.title = "b"
            destination[case: /Destination.edit] = Editor(title: "c")
            var none: Destination?
            none[case: /Destination.edit]?.title = "d"
            #expect(none == nil)
        }
        #expect(destination == .confirm("sure?"))
        #expect(issues.messages.count == 3, "\(issues.messages)")
        #expect(issues.messages.prefix(2).allSatisfy { $0.contains("it is in another case") })
        #expect(issues.messages.last?.contains("it is nil") == true)
    }

    @Test func aTestsExpectationChangesTheDestinationsCaseInPlace() async {
        let store = TestStore(state: Parent(), environment: ())
        await store.send(.setTitle("Daily")) {
            $0.destination[case: /Destination.edit]?.title = "Daily"
        }
        await store.finish()
    }
}
