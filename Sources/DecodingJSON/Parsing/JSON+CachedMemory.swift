extension JSON {
  /// Frees the memory the parser keeps between parses, for a process that is done parsing
  /// for a while or wants its memory back.
  ///
  /// A process that has parsed keeps, for the next parses: the blocks of the last document
  /// of 64 KB to 4 MB it freed (its copy of the input and its index, at most 8 MB), so that
  /// the next document of that size does not take fresh pages from the system; the key
  /// layouts of objects found free of repeated keys (at most about 1 MB), so that the next
  /// response of the same shape skips that check; and where lookups that missed their hint
  /// found their key (a table of 32 KB, which stays, emptied). Parsing after this works as
  /// before, and the caches fill again.
  ///
  /// Safe to call from any thread, while other threads parse or read documents: what a
  /// parse running on another thread uses is freed as that parse finishes.
  ///
  /// ```swift
  /// JSON.releaseCachedMemory()
  /// ```
  public static func releaseCachedMemory() {
    RecycledBlocks.inputs.empty()
    RecycledBlocks.slots.empty()
    KnownShapes.emptyShared()
    LookupMisses.shared.clear()
  }
}
