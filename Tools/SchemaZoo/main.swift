// The schema conformance check's codecs (Scripts/check-schemas.sh): a zoo that uses every item
// of the vocabulary a schema describes, and decoding-gen's codecs. See SchemaZooCommand.swift.
//
//   schema-zoo export DIR
//   schema-zoo check DIR

try SchemaZooCommand.run(Array(CommandLine.arguments.dropFirst()), entries: ZooEntry.all, tool: "schema-zoo")
