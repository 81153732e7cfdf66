/// The arguments a curried function has been given so far: the cell before, which holds
/// the earlier ones (or, in the first cell, the function itself), and the latest.
///
/// The generated `curry` and `decode(f)` of 5 or more arguments make one cell per partial
/// application, and each closure captures only its cell. A closure whose one capture is a
/// single reference needs no context of its own, so a cell costs what a closure context
/// costs, but it holds one reference to the cells before it where a plain nested closure
/// would copy every earlier argument, and with it every string's reference count
/// (Benchmarks/NOTES.md, "The decoders").
///
/// It is an indirect enum, not a class: the compiler boxes an indirect case with a
/// destructor specialized for the caller's types, while a generic class is destroyed by
/// its one unspecialized `deinit`, which reads every field's type from metadata.
@usableFromInline
package indirect enum CurriedArguments<Earlier, Latest> {
  /// The cell before (or the function) and the latest argument.
  case cell(Earlier, Latest)

  /// A cell holding `earlier` and `latest`.
  @inlinable
  package init(_ earlier: Earlier, _ latest: Latest) {
    self = .cell(earlier, latest)
  }

  /// The cell before this one, or the curried function in the first.
  @inlinable
  package var earlier: Earlier {
    _read {
      switch self {
      case .cell(let earlier, _): yield earlier
      }
    }
  }

  /// The argument this partial application was given.
  @inlinable
  package var latest: Latest {
    _read {
      switch self {
      case .cell(_, let latest): yield latest
      }
    }
  }
}
