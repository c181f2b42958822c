import Reflow
import XCTest

@testable import ReflowTesting

/// Proves that, under XCTest, a failing assertion of the test store is reported through
/// `XCTFail`, with its message, at the caller's file and line.
///
/// The test case captures the failures its own test methods record, instead of failing, while
/// `isCapturingFailures` is set; each test then asserts on what was captured. Any failure
/// recorded outside that window, or an expected one that never came, fails the test as usual.
final class XCTestReportingTests: XCTestCase {
    private struct RecordedFailure {
        var message: String
        var filePath: String
        var line: Int
    }

    private var isCapturingFailures = false
    private var recordedFailures: [RecordedFailure] = []

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        guard isCapturingFailures else { return super.record(issue) }
        recordedFailures.append(
            RecordedFailure(
                message: issue.compactDescription,
                filePath: issue.sourceCodeContext.location?.fileURL.path ?? "",
                line: issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(
        withDescription description: String,
        inFile filePath: String,
        atLine lineNumber: Int,
        expected: Bool
    ) {
        guard isCapturingFailures else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber,
                expected: expected)
        }
        recordedFailures.append(
            RecordedFailure(message: description, filePath: filePath, line: lineNumber))
    }
    #endif

    @MainActor
    func testFailuresGoToXCTestWhenSwiftTestingIsNotRunning() {
        XCTAssertEqual(TestFramework.current, .xcTest)
    }

    @MainActor
    func testAFailingSendIsReportedThroughXCTFailAtTheCallersLine() async {
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        isCapturingFailures = true
        let line = #line + 1
        await store.send(.rename(id: 1, title: "Oat milk")) { $0.items[1]?.title = "Soy milk" }
        isCapturingFailures = false

        XCTAssertEqual(recordedFailures.count, 1)
        let failure = recordedFailures.first
        XCTAssertEqual(failure?.line, line)
        XCTAssertEqual(failure?.filePath, #filePath)
        XCTAssertTrue(
            failure?.message.contains(
                """
                The state after send(.rename(id: 1, title: "Oat milk")) is not the expected one \
                (expected → actual):
                  items[1].title: "Soy milk" → "Oat milk"
                """) == true,
            failure?.message ?? "no failure")
    }

    @MainActor
    func testAnUnreceivedActionFailsTheReleaseAtTheCreationLine() async {
        isCapturingFailures = true
        let line = #line + 2
        do {
            let store = TestStore(state: TodoListModel.sample, environment: .immediate)
            await store.send(.item(id: 2, action: .toggle)) {
                $0.items[2]?.done = true
                $0.items[2]?.isSaving = true
            }
        }
        isCapturingFailures = false

        XCTAssertEqual(recordedFailures.count, 1)
        XCTAssertEqual(recordedFailures.first?.line, line)
        XCTAssertTrue(
            recordedFailures.first?.message.contains(
                """
                1 action fed back by effects and not received:
                  .item(id: 2, action: .saved)
                """) == true,
            recordedFailures.first?.message ?? "no failure")
    }

    @MainActor
    func testAPassingTestRecordsNothing() async {
        isCapturingFailures = true
        let store = TestStore(state: TodoListModel.sample, environment: .immediate)
        await store.send(.item(id: 2, action: .toggle)) {
            $0.items[2]?.done = true
            $0.items[2]?.isSaving = true
        }
        await store.receive(.item(id: 2, action: .saved)) { $0.items[2]?.isSaving = false }
        await store.finish()
        isCapturingFailures = false
        XCTAssertTrue(recordedFailures.isEmpty)
    }

    @MainActor
    func testAReplayThatDiffersIsReportedThroughXCTFailAtTheCallersLine() async throws {
        let journal = try reading(
            await recordShopSession(checkpointInterval: 1), as: ShopV2.self)
        isCapturingFailures = true
        let line = #line + 1
        await TestStore.replay(journal, environment: .live)
        isCapturingFailures = false

        XCTAssertEqual(recordedFailures.count, 1)
        XCTAssertEqual(recordedFailures.first?.line, line)
        XCTAssertEqual(recordedFailures.first?.filePath, #filePath)
        XCTAssertTrue(
            recordedFailures.first?.message.contains(
                """
                the state after step 3 is not the recorded one (recorded → replayed):
                  basket[2]: "milk" → (absent)
                Step 3: .add("milk"), sent by the user.
                """) == true,
            recordedFailures.first?.message ?? "no failure")
    }

    @MainActor
    func testAReplayThatMatchesRecordsNothing() async {
        let journal = await recordShopSession(checkpointInterval: 2)
        isCapturingFailures = true
        await TestStore.replay(journal, environment: .live)
        isCapturingFailures = false
        XCTAssertTrue(recordedFailures.isEmpty)
    }

    func testAnUnimplementedDependencyFailsThroughXCTFailWithItsName() {
        let fetch: @Sendable () -> [String] = unimplemented("AppEnvironment.fetch", placeholder: [])
        isCapturingFailures = true
        let result = fetch()
        isCapturingFailures = false

        XCTAssertEqual(result, [])
        XCTAssertEqual(recordedFailures.count, 1)
        XCTAssertEqual(recordedFailures.first?.filePath, #filePath)
        XCTAssertTrue(
            recordedFailures.first?.message.contains("Unimplemented: AppEnvironment.fetch") == true,
            recordedFailures.first?.message ?? "no failure")
    }
}
