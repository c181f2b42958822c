import Foundation
import Reflow

/// Test doubles for the dependencies an app keeps in its environment: an update reads
/// `environment.uuid()` or `environment.now()`, and a test gives it values it can predict.
///
/// ```swift
/// let environment = AppEnvironment(
///     uuid: TestDependencies.incrementingUUID(),
///     now: TestDependencies.fixedDate(),
///     clock: ImmediateClock(),
///     fetch: unimplemented("AppEnvironment.fetch", placeholder: []))
/// ```
public enum TestDependencies {
    /// A UUID generator that counts: `00000000-0000-0000-0000-000000000000`, then `…001`, and
    /// so on, so a test writes the IDs an update will make.
    ///
    /// - Returns: The generator; each one counts from zero.
    public static func incrementingUUID() -> @Sendable () -> UUID {
        let next = LockedBox(0)
        return {
            let count = next.withLock { count in
                defer { count += 1 }
                return count
            }
            return uuid(count)
        }
    }

    /// The UUID an ``incrementingUUID()`` generator makes at a count: `uuid(2)` is
    /// `00000000-0000-0000-0000-000000000002`.
    ///
    /// - Parameter count: How many the generator made before.
    /// - Returns: The UUID.
    public static func uuid(_ count: Int) -> UUID {
        let digits = String(count, radix: 16)
        let padded = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
        return UUID(uuidString: "00000000-0000-0000-0000-\(padded)")!
    }

    /// A clock of dates that always says the same date.
    ///
    /// - Parameter date: The date; the reference date of 2001 by default.
    /// - Returns: The function that gives it.
    public static func fixedDate(
        _ date: Date = Date(timeIntervalSinceReferenceDate: 0)
    ) -> @Sendable () -> Date {
        { date }
    }
}

/// A dependency a test does not expect to be used: calling it fails the test with the
/// dependency's name, and returns `placeholder` so that the code under test can go on.
///
/// ```swift
/// var environment = AppEnvironment.unimplemented
/// environment.fetch = { ["Standup"] }  // the one this test expects
/// ```
///
/// - Parameters:
///   - name: Names the dependency in the failure: `"AppEnvironment.fetch"`.
///   - placeholder: What the call returns.
///   - fileID: The file of the call; the failure is reported there.
///   - filePath: The full path of that file.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The function.
public func unimplemented<Result: Sendable>(
    _ name: String,
    placeholder: Result,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable () -> Result {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return {
        reportUnimplemented(name, at: site)
        return placeholder
    }
}

/// A dependency of one argument a test does not expect to be used: calling it fails the test
/// with the dependency's name, and returns `placeholder`.
///
/// - Parameters:
///   - name: Names the dependency in the failure.
///   - placeholder: What the call returns.
///   - fileID: The file of the call; the failure is reported there.
///   - filePath: The full path of that file.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The function.
public func unimplemented<Argument, Result: Sendable>(
    _ name: String,
    placeholder: Result,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable (Argument) -> Result {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return { _ in
        reportUnimplemented(name, at: site)
        return placeholder
    }
}

/// An asynchronous, throwing dependency a test does not expect to be used: calling it fails
/// the test with the dependency's name and throws ``UnimplementedDependency``.
///
/// - Parameters:
///   - name: Names the dependency in the failure.
///   - fileID: The file of the call; the failure is reported there.
///   - filePath: The full path of that file.
///   - line: The line of the call.
///   - column: The column of the call.
/// - Returns: The function.
public func unimplemented<Result>(
    _ name: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> @Sendable () async throws -> Result {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return {
        reportUnimplemented(name, at: site)
        throw UnimplementedDependency(name: name)
    }
}

/// The error an unimplemented throwing dependency throws.
public struct UnimplementedDependency: Error, Equatable, Sendable {
    /// The dependency's name.
    public var name: String
}

private func reportUnimplemented(_ name: String, at site: CallSite) {
    reportFailure("Unimplemented: \(name) was called, which this test does not expect.", at: site)
}
