/// The Swift samples of one Markdown document, ready to become a test source.
public struct DocumentSamples: Sendable, Hashable {
  /// A Swift block and what the generated code does with it.
  public struct Sample: Sendable, Hashable {
    /// The block as written.
    public var block: FencedBlock
    /// File scope or test body.
    public var placement: SamplePlacement
    /// Whether the sample continues the previous test sample's function (`swift continued`).
    public var continuesPrevious: Bool
    /// The ```` ```text output ```` block that must equal what the sample prints, if any.
    public var expectedOutput: FencedBlock?
  }

  /// The document's path relative to the package root, e.g. `Docs/Errors.md`.
  public var path: String
  /// The Swift samples, in document order.
  public var samples: [Sample]

  /// The fence flags a Swift block may carry.
  public static let swiftFlags: Set<String> = ["decl", "test", "continued"]
  /// The fence flag that marks a text block as the output of the Swift block before it.
  public static let outputFlag = "output"

  /// Collects the samples of `markdown`, the document at `path`.
  ///
  /// Throws a ``DocSampleError`` naming the document line for a missing or misused flag:
  /// a Swift block without exactly one of `decl`, `test` and `continued`, an unknown flag,
  /// `output` after something that is not a runnable Swift sample, or `continued` with no
  /// test sample before it.
  public init(path: String, markdown: String) throws(DocSampleError) {
    self.path = path
    samples = []
    var previous: FencedBlock?
    for block in FencedBlock.blocks(in: markdown) {
      defer { previous = block }
      if block.language == "swift" {
        samples.append(try sample(from: block))
      } else if block.flags.contains(Self.outputFlag) {
        guard let previous, previous.language == "swift", let last = samples.indices.last,
          samples[last].block == previous
        else {
          throw DocSampleError(path: path, line: block.fenceLine, "an `output` block must follow a ```swift block")
        }
        guard samples[last].placement == .statements else {
          throw DocSampleError(
            path: path,
            line: block.fenceLine,
            "the ```swift block before this `output` block is declarations only, so it prints nothing; "
              + "mark it ```swift test to run it"
          )
        }
        samples[last].expectedOutput = block
      }
    }
  }

  private func sample(from block: FencedBlock) throws(DocSampleError) -> Sample {
    if let unknown = block.flags.first(where: { !Self.swiftFlags.contains($0) }) {
      throw DocSampleError(
        path: path,
        line: block.fenceLine,
        "unknown flag `\(unknown)` on a ```swift block (known: decl, test, continued)"
      )
    }
    let flags = Set(block.flags)
    guard flags.count == 1, block.flags.count == 1 else {
      throw DocSampleError(
        path: path,
        line: block.fenceLine,
        "a ```swift block needs exactly one flag: `decl` (declarations at file scope), `test` (runs in a test) "
          + "or `continued` (runs in the previous test)"
      )
    }
    let continues = flags.contains("continued")
    if continues && !samples.contains(where: { $0.placement == .statements }) {
      throw DocSampleError(path: path, line: block.fenceLine, "`continued` needs a test sample before it")
    }
    let placement: SamplePlacement = flags.contains("decl") ? .declarations : .statements
    return Sample(block: block, placement: placement, continuesPrevious: continues, expectedOutput: nil)
  }
}

/// A problem with a document's samples, at a line of the document.
public struct DocSampleError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The document, relative to the package root.
  public var path: String
  /// The one-based line in the document.
  public var line: Int
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(path: String, line: Int, _ message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  /// `path:line: message`, the format editors recognise.
  public var description: String { "\(path):\(line): \(message)" }
}
