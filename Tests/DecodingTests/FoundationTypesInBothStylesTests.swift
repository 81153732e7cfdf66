import DecodingPipeline
import Foundation
import Testing

@testable import Decoding

/// A model using every Foundation type, some with a strategy other than the default.
private struct Invoice: Equatable, Sendable {
  let id: UUID
  let issuedAt: Date
  let dueAt: Date
  let total: Decimal
  let document: URL
  let signature: Data

  static let base = URL(string: "https://billing.example.com/v1/")!

  static let make: @Sendable (UUID) -> (Date) -> (Date) -> (Decimal) -> (URL) -> (Data) -> Invoice = { id in
    { issuedAt in
      { dueAt in
        { total in
          { document in
            { signature in
              Invoice(id: id, issuedAt: issuedAt, dueAt: dueAt, total: total, document: document, signature: signature)
            }
          }
        }
      }
    }
  }

  /// Operator style: defaults through `<|`, other strategies through a pipeline field decoder.
  static func decode(_ json: JSON) -> Decoded<Invoice> {
    make
      <^> json <| "id"
      <*> required("issued_at", date(.millisecondsSince1970))(json)
      <*> json <| "due_at"
      <*> json <| "total"
      <*> required("document", url(relativeTo: base))(json)
      <*> required("signature", base64URLData)(json)
  }

  /// Pipeline style.
  static let decodeInvoice: DecodeFunction<Invoice> =
    succeed(make)
    |> required("id", uuid)
    |> required("issued_at", date(.millisecondsSince1970))
    |> required("due_at", Date.decode)
    |> required("total", decimal)
    |> required("document", url(relativeTo: base))
    |> required("signature", base64URLData)

  /// Throwing style.
  init(json: JSON) throws {
    id = try json.decode("id")
    issuedAt = try json.decode("issued_at", with: date(.millisecondsSince1970))
    dueAt = try json.decode("due_at")
    total = try json.decode("total")
    document = try json.decode("document", with: url(relativeTo: Self.base))
    signature = try json.decode("signature", with: base64URLData)
  }

  init(id: UUID, issuedAt: Date, dueAt: Date, total: Decimal, document: URL, signature: Data) {
    self.id = id
    self.issuedAt = issuedAt
    self.dueAt = dueAt
    self.total = total
    self.document = document
    self.signature = signature
  }
}

@Suite struct FoundationTypesInBothStylesTests {
  @Test func allStylesDecodeTheSameValue() throws {
    let json = try JSON(
      parsing: """
        {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "issued_at": 1714564800123, "due_at": "2024-05-31T00:00:00Z",
         "total": 1234567890.12345678901, "document": "invoices/7.pdf", "signature": "-_8"}
        """)
    let expected = Invoice(
      id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
      issuedAt: Date(timeIntervalSince1970: 1_714_564_800.123),
      dueAt: Date(timeIntervalSince1970: 1_717_113_600),
      total: Decimal(string: "1234567890.12345678901")!,
      document: URL(string: "https://billing.example.com/v1/invoices/7.pdf")!,
      signature: Data([0xFB, 0xFF]))
    #expect(Invoice.decode(json) == .success(expected))
    #expect(Invoice.decodeInvoice(json) == .success(expected))
    #expect(try Invoice(json: json) == expected)
  }

  @Test func bothStylesReportTheSameFailuresWithTheirPaths() throws {
    let json = try JSON(
      parsing: """
        {"id": "nope", "issued_at": 1e30, "due_at": "tomorrow", "total": "lots", "document": "two words",
         "signature": "+/8="}
        """)
    let expected = """
      id: expected UUID, found "nope"
      issued_at: expected milliseconds since 1970 within the years 1 to 9999, found 1e30
      due_at: expected ISO 8601 date-time such as "2024-05-01T12:00:00Z", found "tomorrow"
      total: expected Decimal, found "lots"
      document: expected URL, found "two words"
      signature: expected base64url data, found "+/8="
      """
    #expect(Invoice.decode(json).error?.description == expected)
    #expect(Invoice.decodeInvoice(json).error?.description == expected)
    let error = #expect(throws: DecodeError.self) { try Invoice(json: json) }
    #expect(error?.description == #"id: expected UUID, found "nope""#)
  }
}
