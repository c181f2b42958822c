import Foundation

/// The options every sample takes: `--help` (or `-h`) prints the usage and exits with status 0,
/// and an option the sample does not know prints an error and the usage and exits with
/// status 2.
public enum CommandLineOptions {
    /// Reads the process's arguments.
    ///
    /// - Parameters:
    ///   - command: The command's name, for the error.
    ///   - usage: The usage text.
    ///   - flags: The other options the command takes.
    /// - Returns: The flags given, of those in `flags`.
    public static func parse(command: String, usage: String, flags: Set<String> = []) -> Set<String>
    {
        var given: Set<String> = []
        for argument in CommandLine.arguments.dropFirst() {
            if argument == "--help" || argument == "-h" {
                printOutput(usage)
                exit(0)
            }
            guard flags.contains(argument) else {
                printError("\(command): unknown option \"\(argument)\"\n\n\(usage)")
                exit(2)
            }
            given.insert(argument)
        }
        return given
    }
}
