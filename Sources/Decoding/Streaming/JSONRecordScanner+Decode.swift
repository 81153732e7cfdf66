extension JSONRecordScanner.Record {
  /// Parses and decodes the record's `bytes` with `decode`; a failure names the record, its
  /// line and its offset, and is `truncated` when the stream ended inside the record.
  ///
  /// A generic method of a plain type, so that a stream's threads call it for every record
  /// without looking up the metadata of a generic type.
  func decode<Element>(
    _ bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions, with decode: DecodeFunction<Element>
  ) -> Result<Element, JSONStreamError> {
    let json: JSON
    do {
      json = try JSON.parse(bytes, options: options)
    } catch {
      let reason: JSONStreamError.Reason =
        !isTerminated && error.offset >= bytes.count ? .truncated(error) : .syntax(error)
      return .failure(JSONStreamError(record: index, line: line, offset: offset, reason: reason))
    }
    switch decode(json) {
    case .success(let value): return .success(value)
    case .failure(let error):
      return .failure(JSONStreamError(record: index, line: line, offset: offset, reason: .decoding(error)))
    }
  }
}
