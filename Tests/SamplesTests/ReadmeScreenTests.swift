import Foundation
import Testing

@testable import TodosSample

/// The screen of `todos` that README.md shows, read from the README.
private func readmeScreen() throws -> [String] {
    let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let marker = "<!-- The todos screen:"
    let start = try #require(text.range(of: marker))
    let block = try #require(text[start.upperBound...].range(of: "```text\n"))
    let end = try #require(text[block.upperBound...].range(of: "\n```"))
    return text[block.upperBound..<end.lowerBound].components(separatedBy: "\n")
}

@Suite struct ReadmeScreenTests {
    @Test func theReadmeShowsTheScreenTheRendererDraws() throws {
        let state = loadedState([
            ("Buy milk", false), ("Call the plumber", true), ("Renew passport", false),
            ("Water the plants", false),
        ])
        let screen = Renderer.screen(
            state: state, ui: TerminalUI(selectedID: 3), path: "./todos.json", width: 72,
            height: 16)
        // Editors strip trailing spaces from the README ("New todo: " ends with one).
        func trimmed(_ lines: [String]) -> [String] {
            lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        }
        #expect(try trimmed(readmeScreen()) == trimmed(screen))
    }
}
