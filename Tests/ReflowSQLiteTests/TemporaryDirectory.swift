import Foundation

/// A fresh directory for one test, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    /// Creates an empty directory under the system's temporary directory.
    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ReflowTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of a file in the directory.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The names in the directory, sorted.
    var contents: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: url.path).sorted()) ?? []
    }

    /// Removes the directory and everything in it.
    func remove() { try? FileManager.default.removeItem(at: url) }
}
