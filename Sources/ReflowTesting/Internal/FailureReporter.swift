import Foundation

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written: the caller's `#fileID`, `#filePath`, `#line` and `#column`.
struct CallSite: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// `File.swift:12`, for messages that mention another call site.
    var shortDescription: String {
        let fileID = "\(self.fileID)"
        let fileName = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return "\(fileName):\(line)"
    }
}

/// The test framework a failure is reported to.
enum TestFramework: Equatable, Sendable {
    /// Swift Testing: a test is running in the current task.
    case swiftTesting
    /// XCTest.
    case xcTest
    /// Neither framework can be imported: failures are printed to standard error.
    case standardError

    /// The framework running the current test.
    ///
    /// Swift Testing is detected by its task-local current test, so a failure raised in the
    /// test's task (or a task it started, such as an effect) goes to Swift Testing. Anything
    /// else goes to XCTest, which finds its current test case itself.
    static var current: TestFramework {
        #if canImport(Testing)
        if Test.current != nil { return .swiftTesting }
        #endif
        #if canImport(XCTest)
        return .xcTest
        #else
        return .standardError
        #endif
    }
}

/// Fails the running test with a message, at the caller's source location.
///
/// Swift Testing records an issue (`Issue.record`); XCTest records a failure (`XCTFail`).
func reportFailure(_ message: String, at site: CallSite) {
    switch TestFramework.current {
    case .swiftTesting:
        #if canImport(Testing)
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: "\(site.fileID)",
                filePath: "\(site.filePath)",
                line: Int(site.line),
                column: Int(site.column)
            )
        )
        #endif
    case .xcTest:
        #if canImport(XCTest)
        XCTFail(message, file: site.filePath, line: site.line)
        #endif
    case .standardError:
        let line = "\(site.filePath):\(site.line): error: \(message)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}

/// Reports something a non-exhaustive test store let through: a known issue under Swift
/// Testing, which the test's report shows without failing it; a note on standard output
/// otherwise.
func reportSkipped(_ message: String, at site: CallSite) {
    switch TestFramework.current {
    case .swiftTesting:
        #if canImport(Testing)
        withKnownIssue("Skipped by a non-exhaustive TestStore") {
            reportFailure(message, at: site)
        }
        #endif
    case .xcTest, .standardError:
        print("\(site.filePath):\(site.line): note: \(message)")
    }
}
