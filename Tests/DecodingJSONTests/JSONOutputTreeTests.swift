import Testing

@testable import DecodingJSON

// The tree an encoder fills out of order: members in the order they were added, repeated
// keys, sorting by UTF-8 bytes, pending and omitted nodes.

@Suite struct JSONOutputTreeTests {
  private func text(_ tree: JSONOutputTree, sortsKeys: Bool = false) -> String {
    var writer = JSONWriter()
    tree.write(to: &writer, sortsKeys: sortsKeys)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  @Test func writesChildrenInTheOrderTheyWereAddedWhateverOrderTheyWereFilled() {
    var tree = JSONOutputTree(escapesSlashes: false)
    tree.makeObject(JSONOutputTree.root)
    let list = tree.appendMember(to: JSONOutputTree.root, key: "list")
    tree.makeArray(list)
    let later = tree.appendMember(to: JSONOutputTree.root, key: "later")
    let first = tree.appendElement(to: list)
    tree.setInteger(later, Int64(-1))
    let second = tree.appendElement(to: list)
    tree.setNumber(second, 2.5)
    tree.setString(first, "x")
    _ = tree.appendElement(to: list)
    #expect(text(tree) == #"{"list":["x",2.5,{}],"later":-1}"#)
    #expect(tree.count(of: list) == 3)
  }

  @Test func keepsARepeatedKeyWhereItCameFirstWithItsLastValue() {
    var tree = JSONOutputTree(escapesSlashes: false)
    tree.makeObject(JSONOutputTree.root)
    // More keys than the filter has bits, so that it has collisions to sort out.
    for index in 0..<100 {
      tree.setInteger(tree.appendMember(to: JSONOutputTree.root, key: "k\(index)"), Int64(index))
    }
    tree.setBool(tree.appendMember(to: JSONOutputTree.root, key: "k7"), true)
    let expected = (0..<100).map { "\"k\($0)\":\($0 == 7 ? "true" : String($0))" }.joined(separator: ",")
    #expect(text(tree) == "{\(expected)}")
    #expect(tree.lastMember(of: JSONOutputTree.root, key: "k7").map { tree.kind(of: $0) } == .scalar)
    #expect(tree.lastMember(of: JSONOutputTree.root, key: "missing") == nil)
  }

  @Test func sortsKeysByTheirUTF8BytesEscapesIncluded() {
    var tree = JSONOutputTree(escapesSlashes: true)
    tree.makeObject(JSONOutputTree.root)
    for key in ["b", "a/", "a", "a ", "\n", "é", "Z", "a\"", ""] {
      tree.setNull(tree.appendMember(to: JSONOutputTree.root, key: key))
    }
    #expect(
      text(tree, sortsKeys: true)
        == #"{"":null,"\n":null,"Z":null,"a":null,"a ":null,"a\"":null,"a\/":null,"b":null,"é":null}"#)
  }

  @Test func leavesOutOmittedChildren() {
    var tree = JSONOutputTree(escapesSlashes: false)
    tree.makeArray(JSONOutputTree.root)
    let dropped = tree.appendElement(to: JSONOutputTree.root)
    tree.setNull(tree.appendElement(to: JSONOutputTree.root))
    tree.omit(dropped, from: JSONOutputTree.root)
    tree.omit(dropped, from: JSONOutputTree.root)
    #expect(text(tree) == "[null]")
    #expect(tree.count(of: JSONOutputTree.root) == 1)
  }
}
