// `swift run decoding-demo`: the library at work on sample API responses, in both
// styles. `swift run decoding-demo FILE.json` summarises your own file, and
// `swift run decoding-demo --lines FILE` decodes a stream of records one at a time.
import DecodingDemo
import Foundation

// With --lines, a progress line on standard error when it is a terminal, rewritten in place.
let isTerminal = isatty(STDERR_FILENO) != 0
let outcome = DecodingDemo.run(
  Array(CommandLine.arguments.dropFirst()),
  progress: isTerminal ? { line in FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8)) } : nil)
if isTerminal && CommandLine.arguments.dropFirst().first == "--lines" {
  FileHandle.standardError.write(Data("\n".utf8))
}
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
exit(outcome.status)
