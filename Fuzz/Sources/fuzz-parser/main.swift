import Foundation
import FuzzChecks
import FuzzerMain

/// libFuzzer's callback: runs the check on one input and aborts on a problem, which
/// libFuzzer reports as a crash and saves as `crash-<sha1>` (Scripts/fuzz.sh prints where).
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  if let problem = FuzzCheck.parser.problem(with: bytes) {
    FileHandle.standardError.write(Data("FUZZ CHECK FAILED (\(FuzzCheck.parser.rawValue)): \(problem)\n".utf8))
    abort()
  }
  return 0
}

exit(FuzzerMainRun(CommandLine.argc, CommandLine.unsafeArgv))
