import Curry
import Decoding
import DecodingPipeline

/// The records the streaming tests decode: `{"id": 1, "user": {"email": "…"}}`.
struct StreamRecord: Decodable, Equatable, Sendable, Swift.Decodable {
  struct User: Decodable, Equatable, Sendable, Swift.Decodable {
    let email: String

    static func decode(_ json: JSON) -> Decoded<User> {
      curry(User.init) <^> json <| "email"
    }
  }

  let id: Int
  let user: User

  static func decode(_ json: JSON) -> Decoded<StreamRecord> {
    curry(StreamRecord.init) <^> json <| "id" <*> json <| "user"
  }
}

/// The same records in the pipeline style.
let decodeStreamRecord: DecodeFunction<StreamRecord> =
  decode(StreamRecord.init)
  |> required("id", int)
  |> required("user", decode(StreamRecord.User.init) |> required("email", string))

/// `{"id": N, "user": {"email": "uN@example.com"}}`.
func streamRecordText(_ id: Int) -> String {
  #"{"id": \#(id), "user": {"email": "u\#(id)@example.com"}}"#
}

/// The ids of the records, or the description of the error that ended the stream.
func outcome(_ records: JSONRecords<StreamRecord>) -> [String] {
  records.map { result in
    switch result {
    case .success(let record): "\(record.id)"
    case .failure(let error): error.description
    }
  }
}

/// `outcome` of `text` read with `options`.
func outcome(_ text: String, _ options: JSONStreamOptions = JSONStreamOptions()) -> [String] {
  outcome(JSONStream(Array(text.utf8), options: options).records(of: StreamRecord.self))
}
