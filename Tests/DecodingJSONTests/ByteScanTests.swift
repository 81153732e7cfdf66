import DecodingTestSupport
import Testing

@testable import DecodingJSON

/// Both scans find exactly the first byte that ends their run, as a byte-by-byte reading
/// does, from any offset, whatever the byte and wherever it sits in a vector or a word, in
/// a zero-padded copy and in a lent buffer that nothing may be read past; and the vector
/// path (on x86-64) gives what the word path gives. Five three-byte sequences are
/// matched at once only when each of them is valid whatever its continuation bytes are, and
/// a parse accepts exactly the strings the standard library finds valid, whichever byte of a
/// run of such sequences is wrong.
@Suite struct ByteScanTests {
  /// Where each scan's run from `offset` ends in `bytes`, by the entry point, the word path,
  /// the vector path where there is one, and a byte-by-byte reading (the end of `bytes` when
  /// no byte ends it). Padded, the bytes are followed by sixteen zeros, as an input's copy
  /// is; lent, they fill a block of their own size exactly, as a caller's buffer may.
  static func ends(
    in bytes: [UInt8], from offset: Int, of scan: Scan, padded: Bool
  ) -> (entry: Int, words: Int, vectors: Int, reference: Int) {
    let reference = bytes[offset...].firstIndex(where: scan.ends) ?? bytes.count
    let block = UnsafeMutableBufferPointer<UInt8>.allocate(
      capacity: bytes.count + (padded ? JSONInput.padding : 0) + 1)
    defer { block.deallocate() }
    _ = block.initialize(from: bytes + [UInt8](repeating: 0, count: block.count - bytes.count))
    let base = UnsafePointer(block.baseAddress!)
    let (entry, words, vectors) = padded ? scan.paths(ZeroPaddedEnding.self) : scan.paths(CheckedEnding.self)
    let end = bytes.count
    return (entry(base, offset, end), words(base, offset, end), vectors?(base, offset, end) ?? reference, reference)
  }

  enum Scan: CaseIterable {
    case plainText
    case spaces

    /// A scan from an offset, given the end of the input.
    typealias Path = (UnsafePointer<UInt8>, Int, Int) -> Int

    /// Whether `byte` ends the run.
    func ends(_ byte: UInt8) -> Bool {
      switch self {
      case .plainText: byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte > 0x7F
      case .spaces: byte != 0x20
      }
    }

    /// The entry point, the word path and the vector path (on x86-64 only), for inputs that
    /// end as `ending` says.
    func paths<Ending: InputEnding>(_ ending: Ending.Type) -> (entry: Path, words: Path, vectors: Path?) {
      var vectors: Path? = nil
      switch self {
      case .plainText:
        #if arch(x86_64)
          vectors = { ByteScan.endOfPlainTextByVectors($0, from: $1, end: $2, ending) }
        #endif
        return (
          { ByteScan.endOfPlainText($0, from: $1, end: $2, ending) },
          { ByteScan.endOfPlainTextByWords($0, from: $1, end: $2, ending) }, vectors
        )
      case .spaces:
        #if arch(x86_64)
          vectors = { ByteScan.endOfSpacesByVectors($0, from: $1, end: $2, ending) }
        #endif
        return (
          { ByteScan.endOfSpaces($0, from: $1, end: $2, ending) },
          { ByteScan.endOfSpacesByWords($0, from: $1, end: $2, ending) }, vectors
        )
      }
    }
  }

  /// Every byte value at every position of two vectors' width, in a run of filler that does
  /// not end it, scanned from the run's start, from the byte itself and from between.
  @Test(arguments: Scan.allCases, [true, false])
  func everyByteAtEveryPositionEndsTheRunOnlyIfItShould(scan: Scan, padded: Bool) {
    let filler = scan == .plainText ? UInt8(ascii: "a") : 0x20
    var mismatches: [String] = []
    for byte in UInt8.min...UInt8.max {
      for position in 0..<40 {
        var bytes = [UInt8](repeating: filler, count: 40)
        bytes[position] = byte
        for offset in Set([0, 1, position / 2, max(position - 1, 0), position]) where offset <= position {
          let found = Self.ends(in: bytes, from: offset, of: scan, padded: padded)
          if found.entry != found.reference || found.words != found.reference || found.vectors != found.reference {
            mismatches.append("byte \(byte) at \(position) from \(offset): \(found)")
          }
        }
      }
    }
    let firstMismatches = mismatches.prefix(3)
    #expect(mismatches.count == 0, "\(firstMismatches)")
  }

  /// Random runs of the bytes that matter (stops, near misses of them, plain text and
  /// UTF-8), scanned from every offset.
  @Test(arguments: Scan.allCases, [true, false])
  func randomBytesEndWhereAByteByByteReadingEnds(scan: Scan, padded: Bool) {
    let alphabet: [UInt8] = [
      0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xFF,
    ]
    var random = SplitMix64(seed: 0xB17E_5CA4)
    var mismatches: [String] = []
    for _ in 0..<400 {
      let length = Int.random(in: 0...70, using: &random)
      let bytes = (0..<length).map { _ in
        Bool.random(using: &random)
          ? alphabet.randomElement(using: &random)! : (scan == .plainText ? UInt8(ascii: "x") : 0x20)
      }
      for offset in 0...length {
        let found = Self.ends(in: bytes, from: offset, of: scan, padded: padded)
        if found.entry != found.reference || found.words != found.reference || found.vectors != found.reference {
          mismatches.append("\(bytes) from \(offset): \(found)")
        }
      }
    }
    let firstMismatches = mismatches.prefix(3)
    #expect(mismatches.count == 0, "\(firstMismatches)")
  }

  /// At the end of the input both scans stop at the padding's first byte, or at the end of
  /// a lent buffer.
  @Test(arguments: Scan.allCases, [0, 1, 7, 8, 15, 16, 17, 33])
  func aRunToTheEndStopsAtTheEnd(scan: Scan, length: Int) {
    let bytes = [UInt8](repeating: scan == .plainText ? UInt8(ascii: "z") : 0x20, count: length)
    for padded in [true, false] {
      let found = Self.ends(in: bytes, from: 0, of: scan, padded: padded)
      #expect(found.entry == length && found.words == length && found.vectors == length, "padded: \(padded)")
    }
  }

  /// The end of a lent buffer ends a run that the byte after it would not end.
  @Test(arguments: Scan.allCases, [1, 7, 8, 15, 16, 17, 33])
  func aLentRunEndsAtItsEndWhateverFollows(scan: Scan, length: Int) {
    let filler = scan == .plainText ? UInt8(ascii: "z") : 0x20
    let block = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: length + 32)
    defer { block.deallocate() }
    block.initialize(repeating: filler)
    let (entry, words, vectors) = scan.paths(CheckedEnding.self)
    let base = UnsafePointer(block.baseAddress!)
    #expect(entry(base, 0, length) == length)
    #expect(words(base, 0, length) == length)
    #expect(vectors?(base, 0, length) ?? length == length)
  }

  // MARK: - Five three-byte sequences at once

  /// Whether `bytes` (fifteen) are five sequences with leads E1...EC or EE...EF, byte by byte.
  static func areFiveGeneralSequences(_ bytes: ArraySlice<UInt8>) -> Bool {
    stride(from: bytes.startIndex, to: bytes.startIndex + 15, by: 3).allSatisfy { lead in
      (0xE1...0xEC).contains(bytes[lead]) || (0xEE...0xEF).contains(bytes[lead])
        ? (0x80...0xBF).contains(bytes[lead + 1]) && (0x80...0xBF).contains(bytes[lead + 2]) : false
    }
  }

  /// `count` sequences of `あ` (E3 81 82), `中` (E4 B8 AD) and `한` (ED 95 9C), in turn.
  static func text(_ count: Int) -> [UInt8] {
    (0..<count).flatMap { index in Array(["あ", "中", "한"][index % 3].utf8) }
  }

  @Test func everyValueOfEveryByteMatchesOnlyWhereItShould() {
    var mismatches: [String] = []
    // Without 한, whose ED lead never matches, and then with it.
    for base in [Array(String(repeating: "あ中", count: 4).utf8), Self.text(8)] {
      for position in 0..<16 {
        for value in UInt8.min...UInt8.max {
          var bytes = base
          bytes[position] = value
          let padded = bytes + [UInt8](repeating: 0, count: JSONInput.padding)
          let matched = padded.withUnsafeBufferPointer {
            ByteScan.areFiveGeneralThreeByteSequences($0.baseAddress!, at: 0)
          }
          #if arch(x86_64)
            let expected = Self.areFiveGeneralSequences(bytes[0..<15])
          #else
            let expected = false
          #endif
          if matched != expected { mismatches.append("\(value) at \(position): \(matched)") }
        }
      }
    }
    let firstMismatches = mismatches.prefix(3)
    #expect(mismatches.count == 0, "\(firstMismatches)")
  }

  /// Every byte of a string of 3-byte sequences replaced by every value that keeps the JSON
  /// a string (no quote, backslash or control character), at every alignment: the parser
  /// accepts it exactly when the standard library's validator does.
  @Test(arguments: 0..<3, ["あ中", "あ中한"])
  func aParseAcceptsExactlyValidUTF8(prefix: Int, unit: String) {
    let body = Array((String(repeating: "x", count: prefix) + String(repeating: unit, count: 12 / unit.count)).utf8)
    var mismatches: [String] = []
    for position in prefix..<body.count {
      for value in UInt8(0x20)...UInt8.max where value != UInt8(ascii: "\"") && value != UInt8(ascii: "\\") {
        var bytes = body
        bytes[position] = value
        let document = [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")]
        let parsed = (try? JSON(parsing: document)) != nil
        let valid = String(validating: bytes, as: UTF8.self) != nil
        if parsed != valid { mismatches.append("\(value) at \(position): parsed \(parsed)") }
      }
    }
    let firstMismatches = mismatches.prefix(3)
    #expect(mismatches.count == 0, "\(firstMismatches)")
  }
}
