import Decoding
import DecodingPipeline

// big_data's models (BigData.swift) decoded by the one-call forms: every field in one call
// to the model's initializer, with no curried function.

extension OneCall {
  /// `TestModel` of the one-call operators.
  struct TestModel: Equatable, Decodable {
    let numerics: TestModelNumerics
    let string: String
    let bool: Bool
    let stringArray: [String]
    let stringArrayOpt: [String]?
    let eStringArray: [String]
    let eStringArrayOpt: [String]?
    let userOpt: BigDataUser?
    let dict: [String: String]

    static func decode(_ json: JSON) -> Decoded<TestModel> {
      Decoded(
        TestModel.init,
        json <| "numerics",
        json <| ["user_opt", "name"],
        json <| "bool",
        json <|| "string_array",
        json <||? "string_array_opt",
        json <|| ["embedded", "string_array"],
        json <||? ["embedded", "string_array_opt"],
        json <|? "user_opt",
        json <| "dict")
    }
  }

  /// `TestModelNumerics` of the one-call operators.
  struct TestModelNumerics: Equatable, Decodable {
    let int: Int
    let int64: Int64
    let int64String: Int64
    let double: Double
    let float: Float
    let intOpt: Int?
    let uint: UInt
    let uint64: UInt64
    let uint64String: UInt64

    static func decode(_ json: JSON) -> Decoded<TestModelNumerics> {
      Decoded(
        TestModelNumerics.init,
        json <| "int",
        json <| "int64",
        json <| "int64_string",
        json <| "double",
        json <| "float",
        json <|? "int_opt",
        json <| "uint",
        json <| "uint64",
        json <| "uint64_string")
    }
  }

  /// `BigDataUser` of the one-call operators.
  struct BigDataUser: Equatable, Decodable {
    let id: Int
    let name: String
    let email: String?

    static func decode(_ json: JSON) -> Decoded<BigDataUser> {
      Decoded(
        BigDataUser.init,
        json <| "id",
        json <| "name",
        json <|? "email")
    }
  }
}

// The one-call pipelines, into the models of BigData.swift.

let decodeTestModelInOneCall: DecodeFunction<TestModel> = decode(
  TestModel.init,
  required("numerics", decodeTestModelNumericsInOneCall),
  requiredAt(["user_opt", "name"], string),
  required("bool", bool),
  required("string_array", array(string)),
  optional("string_array_opt", array(string)),
  requiredAt(["embedded", "string_array"], array(string)),
  optionalAt(["embedded", "string_array_opt"], array(string)),
  optional("user_opt", decodeBigDataUserInOneCall),
  required("dict", dictionary(string)))

let decodeTestModelNumericsInOneCall: DecodeFunction<TestModelNumerics> = decode(
  TestModelNumerics.init,
  required("int", int),
  required("int64", int64),
  required("int64_string", int64),
  required("double", double),
  required("float", float),
  optional("int_opt", int),
  required("uint", UInt.decode),
  required("uint64", uint64),
  required("uint64_string", uint64))

let decodeBigDataUserInOneCall: DecodeFunction<BigDataUser> = decode(
  BigDataUser.init,
  required("id", int),
  required("name", string),
  optional("email", string))
