// reflow-inspect: turns any Reflow app's recorded journal into one self-contained HTML page
// (timeline, state tree, diffs), and prints a step or the counts for terminals. It reads the
// journal as generic JSON: it never links the app that wrote it.

import Foundation

exit(InspectCommand.main(Array(CommandLine.arguments.dropFirst())))
