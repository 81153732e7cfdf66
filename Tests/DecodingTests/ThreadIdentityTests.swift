import Synchronization
import Testing

@testable import Decoding

@Suite struct ThreadIdentityTests {
  @Test func aThreadIsItselfAndNoOtherThread() {
    let here = ThreadIdentity.current
    #expect(here == ThreadIdentity.current)
    let worker = HandedOutChunksTests.Worker()
    let there = Mutex<ThreadIdentity?>(nil)
    worker.run { there.withLock { $0 = .current } }
    #expect(there.withLock { $0 } != here)
    worker.run { there.withLock { #expect($0 == .current) } }
  }
}
