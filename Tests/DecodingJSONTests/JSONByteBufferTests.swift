import Testing

@testable import DecodingJSON

/// The writer's byte buffer: runs of every length, copied by words, halves or bytes, land
/// exactly, across growth, and nothing past a run is read or written.
@Suite struct JSONByteBufferTests {
  @Test func runsOfEveryLengthAreCopiedExactly() {
    let buffer = JSONByteBuffer(capacity: 16)
    var expected: [UInt8] = []
    let source = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    for length in 0...40 {
      for start in [0, 1, 7, 63 - length].filter({ $0 >= 0 && $0 + length <= source.count }) {
        // A run at the very end of its source reads nothing beyond it.
        let run = Array(source[start..<start + length])
        run.withUnsafeBufferPointer { bytes in
          if let base = bytes.baseAddress { buffer.append(bytes: base, count: length) }
        }
        expected += run
        buffer.append(0xEE)
        expected.append(0xEE)
      }
    }
    #expect(buffer.count == expected.count)
    let written = buffer.array
    #expect(written == expected)
  }
}
