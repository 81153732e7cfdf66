// The JSON layer (the value, its parser and its rendering) is a module of its own, so that
// the compiler keeps it from depending on anything above it. Apps import only `Decoding`.
@_exported import DecodingJSON
