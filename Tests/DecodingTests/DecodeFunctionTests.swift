import Decoding
import DecodingPipeline
import Testing

@Suite struct DecodeFunctionTests {
  @Test func aDecodableTypesDecodeIsADecodeFunction() {
    let byType: DecodeFunction<[Int]> = [Int].decode
    let byPipeline: DecodeFunction<[Int]> = array(int)
    for decoder in [byType, byPipeline] {
      #expect(decoder([1, 2]) == .success([1, 2]))
      #expect("\(decoder([1, "2"]))" == #"failure([1]: expected Int, found "2")"#)
    }
    #expect(required("ids", byType)(["ids": [3]]) == .success([3]))
  }

  @Test func decodersRunConcurrently() async {
    let decodeTotal: DecodeFunction<Int> = required("values", array(int)) |> map { $0.reduce(0, +) }
    let totals = await withTaskGroup(of: Decoded<Int>.self) { group in
      for count in 1...8 {
        group.addTask { decodeTotal(["values": JSON.array((1...count).map { JSON.number(JSONNumber($0)) })]) }
      }
      var totals: [Int] = []
      for await total in group { totals.append(total.value ?? -1) }
      return totals.sorted()
    }
    #expect(totals == [1, 3, 6, 10, 15, 21, 28, 36])
  }
}
