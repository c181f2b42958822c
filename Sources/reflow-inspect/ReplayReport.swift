import Foundation

/// The outcome of a verifying replay, as `--report` reads it: a small JSON file a test or a CI
/// job writes after `TestStore.replay`, naming the first step whose state differed.
///
/// ```json
/// { "formatVersion": 1, "firstDifferingStep": 3, "message": "todos[id: 1].isCompleted: true → false" }
/// ```
///
/// `firstDifferingStep` is `null` for a replay that matched every checkpoint; `message` is
/// optional. The format is described in the "Recording and replaying sessions" article.
struct ReplayReport: Equatable {
    var firstDifferingStep: Int?
    var message: String?

    /// Reads and validates a report against the journal it is about.
    ///
    /// - Throws: A ``JournalFormatError`` that says what is wrong.
    init(data: Data, journal: InspectedJournal) throws(JournalFormatError) {
        let root: JSONValue
        do {
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw JournalFormatError("it is not JSON")
        }
        guard let members = root.members, members["formatVersion"]?.integerValue == 1 else {
            throw JournalFormatError("it is not an object with formatVersion 1")
        }
        switch members["firstDifferingStep"] {
        case nil, .null?: firstDifferingStep = nil
        case let value?:
            guard let step = value.integerValue,
                (journal.startStep...journal.endStep).contains(step)
            else {
                throw JournalFormatError(
                    "its firstDifferingStep \(value.brief(limit: 40)) is not a step of the "
                        + "journal, which holds steps \(journal.startStep)…\(journal.endStep)")
            }
            firstDifferingStep = step
        }
        switch members["message"] {
        case nil, .null?: message = nil
        case .string(let text)?: message = text
        default: throw JournalFormatError("its message is not a string")
        }
    }
}
