import Foundation
import SampleTerminal
import Testing

@testable import MeetingsSample

/// What `meetings` makes of a line it reads: numbers in bounds, and input quoted safely in its
/// messages, as `todos` quotes it (one implementation, in `SampleTerminal`).
@Suite struct MeetingsCommandTests {
    @Test func anUnknownLineIsQuotedWithItsControlCharactersEscaped() {
        let expected =
            #"unknown command "bo\u{1B}]0;pwned\u{7}gus"; the commands are "#
            + MeetingsCommand.commandList
        #expect(throws: LineRejection(message: expected)) {
            try MeetingsCommand.parse("bo\u{1B}]0;pwned\u{07}gus")
        }
    }

    @Test func aRejectedLineIsToldEveryCommandAndTheListNamesOnlyCommands() {
        for entry in MeetingsCommand.commandList.split(separator: ", ") {
            let words = entry.split(separator: " ")
            let line = words.count == 1 ? String(words[0]) : "\(words[0]) 1"
            #expect(throws: Never.self, "\(line)") { try MeetingsCommand.parse(line) }
        }
    }

    @Test func anUnknownLineOfAMegabyteIsQuotedInOneShortLine() {
        let line = String(repeating: "x", count: 1 << 20)
        let expected =
            "unknown command \"\(String(repeating: "x", count: 60))… "
            + "(\((1 << 20) - 60) more characters)\"; the commands are "
            + MeetingsCommand.commandList
        #expect(throws: LineRejection(message: expected)) { try MeetingsCommand.parse(line) }
    }

    @Test func aDurationBeyondFourHoursIsRejectedSayingTheBounds() throws {
        #expect(try MeetingsCommand.parse("duration 1") == .duration(1))
        #expect(try MeetingsCommand.parse("duration 14400") == .duration(14_400))
        for given in ["0", "14401", "1000000000", "99999999999999999999", "-5", "ten"] {
            #expect(
                throws: LineRejection(
                    message: "duration takes a number of seconds from 1 to 14400 (4 hours), "
                        + "got \"\(given)\"")
            ) { try MeetingsCommand.parse("duration \(given)") }
        }
    }

    @Test func aTitleWithAControlCharacterIsRejected() {
        #expect(
            throws: LineRejection(
                message: #"a title cannot contain control characters; found \u{1B}"#)
        ) { try MeetingsCommand.parse("title Stand\u{1B}[2Jup") }
    }

    @Test func aDraftDurationStaysWithinTheBoundsWhateverItIsSetTo() {
        var form = MeetingFormModel(draft: Meeting(id: 1, title: "Standup", duration: 60))
        for (duration, kept) in [(0, 1), (Int.max, 14_400), (Int.min, 1), (90, 90)] {
            form =
                MeetingFormModel.update(
                    state: form, action: .setDuration(duration), environment: ()
                ).state
            #expect(form.draft.duration == kept)
        }
    }
}
