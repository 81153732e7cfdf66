import Testing

@testable import Decoding

/// Integers decode exactly: a value out of the type's range, or with a fraction,
/// is a type mismatch naming the type and the value, never a trap or a truncation.
@Suite struct FixedWidthIntegerDecodableTests {
  @Test(
    "range edges of every integer type",
    arguments: [
      DecodeCase(Int8.self, "127", "success(127)"),
      DecodeCase(Int8.self, "-128", "success(-128)"),
      DecodeCase(Int8.self, "128", "failure(expected Int8, found 128)"),
      DecodeCase(Int8.self, "-129", "failure(expected Int8, found -129)"),
      DecodeCase(Int16.self, "32767", "success(32767)"),
      DecodeCase(Int16.self, "-32768", "success(-32768)"),
      DecodeCase(Int16.self, "32768", "failure(expected Int16, found 32768)"),
      DecodeCase(Int16.self, "-32769", "failure(expected Int16, found -32769)"),
      DecodeCase(Int32.self, "2147483647", "success(2147483647)"),
      DecodeCase(Int32.self, "-2147483648", "success(-2147483648)"),
      DecodeCase(Int32.self, "2147483648", "failure(expected Int32, found 2147483648)"),
      DecodeCase(Int32.self, "-2147483649", "failure(expected Int32, found -2147483649)"),
      DecodeCase(Int64.self, "9223372036854775807", "success(9223372036854775807)"),
      DecodeCase(Int64.self, "-9223372036854775808", "success(-9223372036854775808)"),
      DecodeCase(Int64.self, "9223372036854775808", "failure(expected Int64, found 9223372036854775808)"),
      DecodeCase(Int64.self, "-9223372036854775809", "failure(expected Int64, found -9223372036854775809)"),
      DecodeCase(Int.self, "9223372036854775807", "success(9223372036854775807)"),
      DecodeCase(Int.self, "-9223372036854775808", "success(-9223372036854775808)"),
      DecodeCase(Int.self, "9223372036854775808", "failure(expected Int, found 9223372036854775808)"),
      DecodeCase(Int.self, "-9223372036854775809", "failure(expected Int, found -9223372036854775809)"),
      DecodeCase(UInt8.self, "255", "success(255)"),
      DecodeCase(UInt8.self, "0", "success(0)"),
      DecodeCase(UInt8.self, "256", "failure(expected UInt8, found 256)"),
      DecodeCase(UInt8.self, "-1", "failure(expected UInt8, found -1)"),
      DecodeCase(UInt16.self, "65535", "success(65535)"),
      DecodeCase(UInt16.self, "65536", "failure(expected UInt16, found 65536)"),
      DecodeCase(UInt16.self, "-1", "failure(expected UInt16, found -1)"),
      DecodeCase(UInt32.self, "4294967295", "success(4294967295)"),
      DecodeCase(UInt32.self, "4294967296", "failure(expected UInt32, found 4294967296)"),
      DecodeCase(UInt32.self, "-1", "failure(expected UInt32, found -1)"),
      DecodeCase(UInt64.self, "18446744073709551615", "success(18446744073709551615)"),
      DecodeCase(UInt64.self, "18446744073709551616", "failure(expected UInt64, found 18446744073709551616)"),
      DecodeCase(UInt64.self, "-1", "failure(expected UInt64, found -1)"),
      DecodeCase(UInt.self, "18446744073709551615", "success(18446744073709551615)"),
      DecodeCase(UInt.self, "18446744073709551616", "failure(expected UInt, found 18446744073709551616)"),
      DecodeCase(UInt.self, "-1", "failure(expected UInt, found -1)"),
    ]
  )
  func rangeEdges(_ row: DecodeCase) throws {
    let outcome = try row.outcome()
    #expect(outcome == row.expected)
  }

  @Test(
    "fractions, exponents and huge numbers",
    arguments: [
      DecodeCase(Int.self, "1.5", "failure(expected Int, found 1.5)"),
      DecodeCase(Int.self, "-0.5", "failure(expected Int, found -0.5)"),
      DecodeCase(Int.self, "1.0", "success(1)"),
      DecodeCase(Int.self, "-0", "success(0)"),
      DecodeCase(Int.self, "1e3", "success(1000)"),
      DecodeCase(Int.self, "1.5e1", "success(15)"),
      DecodeCase(Int.self, "1e-1", "failure(expected Int, found 1e-1)"),
      DecodeCase(Int.self, "1e19", "failure(expected Int, found 1e19)"),
      DecodeCase(Int.self, "1e400", "failure(expected Int, found 1e400)"),
      DecodeCase(
        Int.self, "123456789012345678901234567890", "failure(expected Int, found 123456789012345678901234567890)"),
      DecodeCase(UInt8.self, "2.5", "failure(expected UInt8, found 2.5)"),
      DecodeCase(UInt64.self, "1e19", "success(10000000000000000000)"),
      DecodeCase(Int64.self, "9223372036854775807.5", "failure(expected Int64, found 9223372036854775807.5)"),
      DecodeCase(Int.self, #""1""#, #"failure(expected Int, found "1")"#),
      DecodeCase(Int.self, "true", "failure(expected Int, found true)"),
      DecodeCase(Int.self, "null", "failure(expected Int, found null)"),
    ]
  )
  func nonIntegers(_ row: DecodeCase) throws {
    let outcome = try row.outcome()
    #expect(outcome == row.expected)
  }

  @Test(
    "Int64 and UInt64 also from strings of digits, as Argo",
    arguments: [
      DecodeCase(Int64.self, #""1076543210012345678""#, "success(1076543210012345678)"),
      DecodeCase(Int64.self, #""-9223372036854775808""#, "success(-9223372036854775808)"),
      DecodeCase(Int64.self, #""+42""#, "success(42)"),
      DecodeCase(Int64.self, #""9223372036854775808""#, #"failure(expected Int64, found "9223372036854775808")"#),
      DecodeCase(Int64.self, #""12.0""#, #"failure(expected Int64, found "12.0")"#),
      DecodeCase(Int64.self, #""1e3""#, #"failure(expected Int64, found "1e3")"#),
      DecodeCase(Int64.self, #"" 12""#, #"failure(expected Int64, found " 12")"#),
      DecodeCase(Int64.self, #""0x1F""#, #"failure(expected Int64, found "0x1F")"#),
      DecodeCase(Int64.self, #""""#, #"failure(expected Int64, found "")"#),
      DecodeCase(Int64.self, #""twelve""#, #"failure(expected Int64, found "twelve")"#),
      DecodeCase(UInt64.self, #""18446744073709551614""#, "success(18446744073709551614)"),
      DecodeCase(UInt64.self, #""18446744073709551616""#, #"failure(expected UInt64, found "18446744073709551616")"#),
      DecodeCase(UInt64.self, #""-1""#, #"failure(expected UInt64, found "-1")"#),
      DecodeCase(Int.self, #""12""#, #"failure(expected Int, found "12")"#),
      DecodeCase(Int32.self, #""12""#, #"failure(expected Int32, found "12")"#),
      DecodeCase(UInt.self, #""12""#, #"failure(expected UInt, found "12")"#),
    ]
  )
  func numericStrings(_ row: DecodeCase) throws {
    let outcome = try row.outcome()
    #expect(outcome == row.expected)
  }
}
