// Stands in for the generated Curry module (issue 3) until it lands on main; the
// module's `curry` has the same signature, and a declaration in this module shadows
// an imported one with the same signature, so this file can be deleted then.

/// `curry` for four parameters.
func curry<A, B, C, D, Value>(_ function: @escaping (A, B, C, D) -> Value) -> (A) -> (B) -> (C) -> (D) -> Value {
  { a in { b in { c in { d in function(a, b, c, d) } } } }
}

/// `curry` for three parameters.
func curry<A, B, C, Value>(_ function: @escaping (A, B, C) -> Value) -> (A) -> (B) -> (C) -> Value {
  { a in { b in { c in function(a, b, c) } } }
}

/// `curry` for two parameters.
func curry<A, B, Value>(_ function: @escaping (A, B) -> Value) -> (A) -> (B) -> Value {
  { a in { b in function(a, b) } }
}

/// `curry` for one parameter.
func curry<A, Value>(_ function: @escaping (A) -> Value) -> (A) -> Value {
  function
}
