import Testing

@testable import DecodingJSON

/// Keys compare equal exactly when their bytes are, whatever their length and whether the
/// bytes after them can be read: by words, by a masked word, or byte by byte.
@Suite struct KeyBytesTests {
  /// `text`'s bytes followed by `after`, as a key sits in a document before what follows it.
  static func bytes(_ text: String, after: String) -> [UInt8] {
    Array(text.utf8) + Array(after.utf8)
  }

  @Test(arguments: 0...20)
  func equalKeysAreEqualAndAnyChangedByteIsNot(length: Int) {
    let key = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
    let first = Self.bytes(key, after: "\":1,\"other\"")
    let second = Self.bytes(key, after: "\":[true]}  ")
    first.withUnsafeBytes { a in
      second.withUnsafeBytes { b in
        for wordReadable in [true, false] {
          #expect(KeyBytes.equal(a.baseAddress!, b.baseAddress!, length: length, wordReadable: wordReadable))
        }
      }
    }
    for changed in 0..<length {
      var altered = second
      altered[changed] ^= 0x20
      first.withUnsafeBytes { a in
        altered.withUnsafeBytes { b in
          for wordReadable in [true, false] {
            #expect(
              !KeyBytes.equal(a.baseAddress!, b.baseAddress!, length: length, wordReadable: wordReadable),
              "length \(length), byte \(changed)")
          }
        }
      }
    }
  }

  @Test(arguments: 0...10)
  func theFirstWordHoldsTheFirstEightBytesOnly(length: Int) {
    let key = Array("abcdefghij".utf8.prefix(length))
    var expected: UInt64 = 0
    for (position, byte) in key.prefix(8).enumerated() { expected |= UInt64(byte) << UInt64(8 * position) }
    (key + Array("\":0}xxxx".utf8)).withUnsafeBytes { bytes in
      #expect(KeyBytes.firstWord(bytes.baseAddress!, length: length, wordReadable: true) == expected)
      #expect(KeyBytes.firstWord(bytes.baseAddress!, length: length, wordReadable: false) == expected)
    }
  }
}
