import Testing

@testable import Reflow

/// Every child shape has the same family of forms: a by-value `update`, an in-place `reduce`,
/// a scoped store and, where the child can be absent, `ifAbsent:`. These tests run each form
/// of each shape through the same checks, so a shape that lacks a member, or whose member
/// behaves differently, fails here.

/// The forms of one shape of child: each runs a note action on a library, by value and in
/// place, handing an absent child to `ifAbsent` when one is given.
private struct Family: Sendable, CustomTestStringConvertible {
    typealias ByValue =
        @Sendable (
            LibraryModel, NoteModel.Action, ((consuming LibraryModel) -> Update<LibraryModel>)?
        ) -> Update<LibraryModel>
    typealias InPlace =
        @Sendable (
            inout LibraryModel, NoteModel.Action, ((inout LibraryModel) -> Step<LibraryModel>)?
        ) -> Step<LibraryModel>

    var name: String
    var update: ByValue
    var reduce: InPlace
    /// Reads the child, or `nil` when it is absent.
    var child: @Sendable (LibraryModel) -> NoteModel?
    /// Makes the child absent.
    var removal: LibraryModel.Action
    /// What the report of an action for the absent child says about where it looked.
    var absence: String
    /// The parent action the forms make of a child action.
    var tag: @Sendable (NoteModel.Action) -> LibraryModel.Action

    var testDescription: String { name }
}

/// The families of the per-shape forms, deprecated in favour of places: made by a deprecated
/// witness of a protocol requirement and read through the protocol, so the suite goes on running
/// them without a warning.
private protocol PerShapeFamilies {
    static func families() -> [Family]
}

private enum PerShapeForms: PerShapeFamilies {
    @available(
        *, deprecated, message: "exercises the per-shape forms, deprecated in favour of places"
    )
    static func families() -> [Family] {
        [
            Family(
                name: "optional key path",
                update: { state, action, ifAbsent in
                    LibraryModel.update(
                        state: state, action: action, environment: (), child: \.editor,
                        tag: LibraryModel.Action.editor, ifAbsent: ifAbsent)
                },
                reduce: { state, action, ifAbsent in
                    LibraryModel.reduce(
                        into: &state, action: action, environment: (), child: \.editor,
                        tag: LibraryModel.Action.editor, ifAbsent: ifAbsent)
                },
                child: \.editor, removal: .closeEditor, absence: "the optional child at",
                tag: LibraryModel.Action.editor),
            Family(
                name: "KeyedList item",
                update: { state, action, ifAbsent in
                    LibraryModel.update(
                        state: state, action: action, environment: (), child: \.notes, id: 2,
                        tag: LibraryModel.Action.note, ifAbsent: ifAbsent)
                },
                reduce: { state, action, ifAbsent in
                    LibraryModel.reduce(
                        into: &state, action: action, environment: (), child: \.notes, id: 2,
                        tag: LibraryModel.Action.note, ifAbsent: ifAbsent)
                },
                child: { $0.notes[id: 2] }, removal: .removeNote(id: 2),
                absence: "has no item with ID 2", tag: { .note(id: 2, action: $0) }),
            Family(
                name: "enum case",
                update: { state, action, ifAbsent in
                    LibraryModel.update(
                        state: state, action: action, environment: (), child: \.destination,
                        case: LibraryDestination.detailCase, tag: LibraryModel.Action.detail,
                        ifAbsent: ifAbsent)
                },
                reduce: { state, action, ifAbsent in
                    LibraryModel.reduce(
                        into: &state, action: action, environment: (), child: \.destination,
                        case: LibraryDestination.detailCase, tag: LibraryModel.Action.detail,
                        ifAbsent: ifAbsent)
                },
                child: { LibraryDestination.detailCase.extract(from: $0.destination) },
                removal: .closeDetail, absence: "is not in the child's case",
                tag: LibraryModel.Action.detail),
        ]
    }
}

private func perShapeFamilies<Forms: PerShapeFamilies>(_: Forms.Type) -> [Family] {
    Forms.families()
}

private let families = perShapeFamilies(PerShapeForms.self) + placeAndCursorFamilies

/// The families of places and of cursors.
private let placeAndCursorFamilies: [Family] = [
    Family(
        name: "optional place",
        update: { state, action, ifAbsent in
            LibraryModel.update(
                state: state, action: action, environment: (), at: LibraryModel.editor,
                ifAbsent: ifAbsent)
        },
        reduce: { state, action, ifAbsent in
            LibraryModel.reduce(
                into: &state, action: action, environment: (), at: LibraryModel.editor,
                ifAbsent: ifAbsent)
        },
        child: \.editor, removal: .closeEditor, absence: "the optional child at",
        tag: LibraryModel.Action.editor),
    Family(
        name: "item place",
        update: { state, action, ifAbsent in
            LibraryModel.update(
                state: state, action: action, environment: (), at: LibraryModel.note(2),
                ifAbsent: ifAbsent)
        },
        reduce: { state, action, ifAbsent in
            LibraryModel.reduce(
                into: &state, action: action, environment: (), at: LibraryModel.note(2),
                ifAbsent: ifAbsent)
        },
        child: { $0.notes[id: 2] }, removal: .removeNote(id: 2),
        absence: "has no item with ID 2", tag: { .note(id: 2, action: $0) }),
    Family(
        name: "case place",
        update: { state, action, ifAbsent in
            LibraryModel.update(
                state: state, action: action, environment: (), at: LibraryModel.detail,
                ifAbsent: ifAbsent)
        },
        reduce: { state, action, ifAbsent in
            LibraryModel.reduce(
                into: &state, action: action, environment: (), at: LibraryModel.detail,
                ifAbsent: ifAbsent)
        },
        child: { LibraryDestination.detailCase.extract(from: $0.destination) },
        removal: .closeDetail, absence: "is not in the child's case",
        tag: LibraryModel.Action.detail),
    Family(
        name: "custom place",
        update: { state, action, ifAbsent in
            LibraryModel.update(
                state: state, action: action, environment: (), at: LibraryModel.editorByClosures,
                ifAbsent: ifAbsent)
        },
        reduce: { state, action, ifAbsent in
            LibraryModel.reduce(
                into: &state, action: action, environment: (), at: LibraryModel.editorByClosures,
                ifAbsent: ifAbsent)
        },
        child: \.editor, removal: .closeEditor, absence: "the custom place found no NoteModel",
        tag: LibraryModel.Action.editorByClosures),
    Family(
        name: "OptionalCursorProtocol's place",
        update: { state, action, ifAbsent in
            LibraryModel.update(
                state: state, action: action, environment: (), at: LibraryModel.editorByCursor,
                ifAbsent: ifAbsent)
        },
        reduce: { state, action, ifAbsent in
            LibraryModel.reduce(
                into: &state, action: action, environment: (), at: LibraryModel.editorByCursor,
                ifAbsent: ifAbsent)
        },
        child: \.editor, removal: .closeEditor, absence: "the optional child of EditorCursor",
        tag: LibraryModel.Action.editorByCursor),
    Family(
        name: "CaseCursorProtocol's place",
        update: { state, action, ifAbsent in
            LibraryModel.update(
                state: state, action: action, environment: (), at: LibraryModel.detailByCursor,
                ifAbsent: ifAbsent)
        },
        reduce: { state, action, ifAbsent in
            LibraryModel.reduce(
                into: &state, action: action, environment: (), at: LibraryModel.detailByCursor,
                ifAbsent: ifAbsent)
        },
        child: { LibraryDestination.detailCase.extract(from: $0.destination) },
        removal: .closeDetail, absence: "the enum of DetailCursor is in another case",
        tag: LibraryModel.Action.detailByCursor),
    Family(
        name: "KeyedCursorProtocol's place",
        update: { state, action, ifAbsent in
            LibraryModel.update(
                state: state, action: action, environment: (), at: LibraryModel.noteByCursor(2),
                ifAbsent: ifAbsent)
        },
        reduce: { state, action, ifAbsent in
            LibraryModel.reduce(
                into: &state, action: action, environment: (), at: LibraryModel.noteByCursor(2),
                ifAbsent: ifAbsent)
        },
        child: { $0.notes[id: 2] }, removal: .removeNote(id: 2),
        absence: "NoteCursor has no item for key 2", tag: { .note(id: 2, action: $0) }),
]

/// The library without the family's child.
private func libraryWithout(_ family: Family) -> LibraryModel {
    LibraryModel.updateThroughProtocol(
        state: fullLibrary(), action: family.removal, environment: ()
    )
    .state
}

@MainActor
@Suite struct ChildFamilyTests {
    @Test(arguments: families)
    fileprivate func theInPlaceFormChangesThePresentChildAsTheByValueFormDoes(family: Family) {
        let byValue = family.update(fullLibrary(), .appendAnimated("more"), nil)
        var library = fullLibrary()
        let step = family.reduce(&library, .appendAnimated("more"), nil)
        #expect(family.child(library)?.lines.last == "more")
        #expect(library == byValue.state)
        #expect(step.transaction?.animation == byValue.transaction?.animation)
        #expect(step.transaction?.animation == .easeInOut)
    }

    @Test(arguments: families)
    fileprivate func bothFormsTagTheChildsEffects(family: Family) async {
        var library = fullLibrary()
        let step = family.reduce(&library, .save, nil)
        let update = family.update(fullLibrary(), .save, nil)
        #expect(await actions(of: step.fx) == actions(of: update.fx))
        #expect(await actions(of: update.fx) == [family.tag(.saved)])
    }

    @Test(arguments: families)
    fileprivate func withoutIfAbsentBothFormsReportAnAbsentChildAndChangeNothing(family: Family) {
        let library = libraryWithout(family)
        let issues = Issues()
        RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            let update = family.update(library, .save, nil)
            #expect(update.state == library)
            #expect(update.fx.isNone)
            #expect(update.leavesStateUnchanged)
            var inPlace = library
            let step = family.reduce(&inPlace, .save, nil)
            #expect(inPlace == library)
            #expect(step.fx.isNone)
            #expect(step.leavesStateUnchanged)
        }
        #expect(issues.messages.count == 2)
        #expect(issues.messages.allSatisfy { $0.contains(family.absence) }, "\(issues.messages)")
    }

    @Test(arguments: families)
    fileprivate func ifAbsentReceivesTheStateAndDecidesWithoutAReport(family: Family) {
        let library = libraryWithout(family)
        let issues = Issues()
        var handed: [LibraryModel] = []
        RuntimeIssue.$reporter.withValue({ issues.messages.append($0.message) }) {
            let update = family.update(library, .save) { state in
                handed.append(state)
                var state = state
                state.pinned.lines.append("absent")
                return Update(state: state, fx: .send(.closeEditor))
            }
            #expect(update.state.pinned.lines.last == "absent")
            #expect(update.fx.operations.count == 1)
            #expect(!update.leavesStateUnchanged)
            var inPlace = library
            let step = family.reduce(&inPlace, .save) { state in
                handed.append(state)
                state.pinned.lines.append("absent")
                return Step(fx: .send(.closeEditor))
            }
            #expect(inPlace.pinned.lines.last == "absent")
            #expect(step.fx.operations.count == 1)
        }
        #expect(handed == [library, library])
        #expect(issues.messages.isEmpty)
    }

    @Test(arguments: families)
    fileprivate func ifAbsentIsNotCalledForAPresentChild(family: Family) {
        let update = family.update(fullLibrary(), .append("more")) { state in
            Issue.record("the child is there")
            return Update(state: state)
        }
        #expect(family.child(update.state)?.lines.last == "more")
        var library = fullLibrary()
        _ = family.reduce(&library, .append("more")) { _ in
            Issue.record("the child is there")
            return .none
        }
        #expect(family.child(library)?.lines.last == "more")
    }

    @Test func aStaticChildsCursorPlaceHasAnInPlaceFormToo() {
        var library = fullLibrary()
        let step = LibraryModel.reduce(
            into: &library, action: .appendAnimated("x"), environment: (),
            at: LibraryModel.pinnedByCursor)
        #expect(library.pinned.lines.last == "x")
        #expect(step.transaction?.animation == .easeInOut)
        let update = LibraryModel.update(
            state: fullLibrary(), action: .appendAnimated("x"), environment: (),
            at: LibraryModel.pinnedByCursor)
        #expect(update.state == library)
    }
}

/// The actions an effect sends back, run to its end in a store.
@MainActor
private func actions(of fx: Fx<LibraryModel.Action>) async -> [LibraryModel.Action] {
    final class Sent { var actions: [LibraryModel.Action] = [] }
    let sent = Sent()
    let store = Store(state: fullLibrary(), environment: ()) { event in
        if case .action(let action) = event { sent.actions.append(action) }
    }
    store.subscribe(to: fx)
    await store.waitForEffects()
    return sent.actions
}
