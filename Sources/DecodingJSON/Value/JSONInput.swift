#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The bytes a document was parsed from, and the value that keeps them alive.
///
/// A document reads its input on every key lookup and every string it makes, so it keeps
/// one pointer to the bytes instead of asking the owner for them each time: an array's or
/// a string's `withUnsafe…` costs a few instructions, but `Data.withUnsafeBytes` costs
/// about 210 (exclusivity checks on its storage), more than a decode's own work per lookup.
///
/// Why the pointer stays valid: an array, a native string and a `Data` keep bytes beyond a
/// few in a heap buffer that does not move while the value is held and not mutated, and
/// the input holds its own copy of the value, which nothing can mutate (a caller that
/// mutates theirs gets a copy of the buffer first). Short values may be stored inline in
/// the value itself (a `Data` of up to 14 bytes, a string of up to 15), where a pointer
/// does not outlive the access, so inputs shorter than ``copiedBelow`` bytes are copied
/// into an array of their own.
struct JSONInput: @unchecked Sendable {
  /// The value that owns the bytes.
  private enum Owner {
    case bytes([UInt8])
    case text(String)
    case data(Data)
  }

  /// Inputs shorter than this are copied, so that their bytes are never stored inline.
  static let copiedBelow = 64

  private let owner: Owner
  /// The input's bytes, valid as long as the input is.
  let bytes: UnsafeBufferPointer<UInt8>

  private init(owner: Owner, bytes: UnsafeBufferPointer<UInt8>) {
    self.owner = owner
    self.bytes = bytes
  }

  /// The bytes of an array, kept as they are.
  init(_ array: [UInt8]) {
    self.init(owner: .bytes(array), bytes: array.withUnsafeBufferPointer { $0 })
  }

  /// The bytes of `data`: kept in place, or copied when they are few.
  init(_ data: Data) {
    guard data.count >= Self.copiedBelow else {
      self.init([UInt8](data))
      return
    }
    let bytes = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in raw.assumingMemoryBound(to: UInt8.self) }
    self.init(owner: .data(data), bytes: bytes)
  }

  /// The UTF-8 of `text`: kept in place when it is a native string with contiguous UTF-8 that
  /// is not short, copied otherwise.
  init(_ text: String) {
    if text.utf8.count >= Self.copiedBelow,
      let bytes = text.utf8.withContiguousStorageIfAvailable({ $0 })
    {
      self.init(owner: .text(text), bytes: bytes)
    } else {
      self.init(Array(text.utf8))
    }
  }
}
