// `swift run decoding-demo`: the library at work on sample API responses, in both
// styles. `swift run decoding-demo FILE.json` summarises your own file.
import DecodingDemo
import Foundation

let outcome = DecodingDemo.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
exit(outcome.status)
