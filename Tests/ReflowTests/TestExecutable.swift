import Foundation
import Testing

/// An executable of this package's tests (`AtomicFileSaver`, `StoreReleaser`), beside the test
/// bundle where `swift build` puts it.
///
/// Not looked for through `Bundle.allBundles`: two tests reading it at once leak what
/// swift-corelibs-foundation caches (LeakSanitizer's finding).
func testExecutable(named name: String) throws -> URL {
    let candidates = [
        Bundle.main.bundleURL,
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent(),
        Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    let found = candidates.map { $0.appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "no \(name) executable in \(candidates); swift build first")
}
