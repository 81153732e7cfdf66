import Testing

@testable import DecodingJSON

/// The buffers that parsing and writing take from `malloc` rather than `posix_memalign`.
@Suite struct UnsafeMutablePointerMallocTests {
  @Test(arguments: [0, 1, 7, 4_096])
  func holdsWhatItIsAskedToHold(capacity: Int) {
    let bytes = UnsafeMutablePointer<UInt8>.mallocated(capacity: capacity)
    defer { bytes.freeMallocated() }
    for index in 0..<capacity { (bytes + index).initialize(to: UInt8(truncatingIfNeeded: index)) }
    #expect((0..<capacity).allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0) })
  }

  @Test func alignsEveryTypeTheBuffersHold() {
    let slots = UnsafeMutablePointer<JSONSlot>.mallocated(capacity: 3)
    let words = UnsafeMutablePointer<UInt64>.mallocated(capacity: 3)
    defer {
      slots.freeMallocated()
      words.freeMallocated()
    }
    #expect(Int(bitPattern: slots) % MemoryLayout<JSONSlot>.alignment == 0)
    #expect(Int(bitPattern: words) % MemoryLayout<UInt64>.alignment == 0)
  }
}
