// `swift run decoding-gen [options] FILE.json …`: Swift models and decoders from sample
// documents, in either style (Docs/Generator.md). The logic is in DecodingGenerator.
import DecodingGenerator
import Foundation

let outcome = GeneratorCommand.run(Array(CommandLine.arguments.dropFirst())) {
  FileHandle.standardInput.readDataToEndOfFile()
}
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
exit(outcome.status)
