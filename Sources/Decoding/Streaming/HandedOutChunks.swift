import Synchronization

/// The parallel mode's chunks whose models have been handed out to the caller (lent, or
/// copied), waiting to be destroyed on the thread that decoded them.
///
/// A model freed on the thread that allocated it goes back to that thread's allocator cache,
/// still in its core's cache, for the next chunk's models. Freed on the caller's thread, every
/// string and array would go back across cores, into the other thread's arena: the hand-over
/// that made the parallel mode spend far more CPU time than its instructions account for when
/// each model was moved out to its caller (Benchmarks/NOTES.md, "Streaming"). A copy the
/// caller keeps outlives the chunk's own, and is freed wherever the caller drops it.
final class HandedOutChunks<Element>: Sendable {
  private let waiting = Mutex<[RecordChunk<Element>]>([])
  /// The background threads destroying chunks they took from `waiting`, which
  /// ``waitForReleasing()`` waits for.
  private let releasing = Atomic(0)
  /// The most chunks kept waiting; beyond that, the oldest is destroyed on the caller's
  /// thread, so that a background thread that takes no more chunks keeps no models alive.
  private let limit: Int

  init(limit: Int) {
    self.limit = limit
  }

  /// Destroys `chunk`'s models now if this thread decoded them (or no thread did), or keeps
  /// the chunk for the thread that did.
  func release(_ chunk: RecordChunk<Element>) {
    guard let thread = chunk.decodedBy, thread != .current else {
      chunk.releaseResults()
      return
    }
    let oldest = waiting.withLock { chunks -> RecordChunk<Element>? in
      chunks.append(chunk)
      return chunks.count > limit ? chunks.removeFirst() : nil
    }
    oldest?.releaseResults()
  }

  /// Destroys the models of the waiting chunks this thread decoded: a background thread
  /// calls it before it takes the next chunk.
  func releaseChunksOfCurrentThread() {
    let thread = ThreadIdentity.current
    let mine = waiting.withLock { chunks -> [RecordChunk<Element>] in
      var mine: [RecordChunk<Element>] = []
      chunks.removeAll { chunk in
        guard chunk.decodedBy == thread else { return false }
        mine.append(chunk)
        return true
      }
      // Counted under the lock, so that `releaseAll` takes these chunks itself or
      // `waitForReleasing` sees this count.
      if !mine.isEmpty { releasing.add(1, ordering: .relaxed) }
      return mine
    }
    guard !mine.isEmpty else { return }
    for chunk in mine { chunk.releaseResults() }
    releasing.subtract(1, ordering: .releasing)
  }

  /// Destroys the models of every waiting chunk on this thread, when the stream is gone (the
  /// threads that decoded them may take no more chunks).
  func releaseAll() {
    let all = waiting.withLock { chunks in
      defer { chunks.removeAll() }
      return chunks
    }
    for chunk in all { chunk.releaseResults() }
  }

  /// Waits for the chunks a background thread is destroying, after ``releaseAll()``, so that
  /// no model outlives its stream: only on a thread that may block (a ``JSONStream``'s). An
  /// async stream's tasks have all ended by its end, and dropped before that, it leaves them
  /// to finish.
  func waitForReleasing() {
    while releasing.load(ordering: .acquiring) > 0 { ThreadIdentity.yield() }
  }
}
