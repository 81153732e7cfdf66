// Functions of 1 to 20 `Int` parameters that return their arguments in order, so that a
// test of `curry` at every arity sees each argument land in its place.

package func list1(_ a: Int) -> [Int] { [a] }
package func list2(_ a: Int, _ b: Int) -> [Int] { [a, b] }
package func list3(_ a: Int, _ b: Int, _ c: Int) -> [Int] { [a, b, c] }
package func list4(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> [Int] { [a, b, c, d] }
package func list5(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int) -> [Int] { [a, b, c, d, e] }
package func list6(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int) -> [Int] { [a, b, c, d, e, f] }
package func list7(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int) -> [Int] {
  [a, b, c, d, e, f, g]
}
package func list8(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int) -> [Int] {
  [a, b, c, d, e, f, g, h]
}
package func list9(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int) -> [Int] {
  [a, b, c, d, e, f, g, h, i]
}
package func list10(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int, _ j: Int)
  -> [Int]
{ [a, b, c, d, e, f, g, h, i, j] }
package func list11(
  _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int, _ j: Int, _ k: Int
) -> [Int] { [a, b, c, d, e, f, g, h, i, j, k] }
package func list12(
  _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int, _ j: Int, _ k: Int, _ l: Int
) -> [Int] { [a, b, c, d, e, f, g, h, i, j, k, l] }
package func list13(
  _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int, _ j: Int, _ k: Int,
  _ l: Int, _ m: Int
) -> [Int] { [a, b, c, d, e, f, g, h, i, j, k, l, m] }
package func list14(
  _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int, _ j: Int, _ k: Int,
  _ l: Int, _ m: Int, _ n: Int
) -> [Int] { [a, b, c, d, e, f, g, h, i, j, k, l, m, n] }
package func list15(
  _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int, _ j: Int, _ k: Int,
  _ l: Int, _ m: Int, _ n: Int, _ o: Int
) -> [Int] { [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o] }
package func list16(
  _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int, _ j: Int, _ k: Int,
  _ l: Int, _ m: Int, _ n: Int, _ o: Int, _ p: Int
) -> [Int] { [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p] }
package func list17(
  _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int, _ j: Int, _ k: Int,
  _ l: Int, _ m: Int, _ n: Int, _ o: Int, _ p: Int, _ q: Int
) -> [Int] { [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q] }
package func list18(
  _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int, _ j: Int, _ k: Int,
  _ l: Int, _ m: Int, _ n: Int, _ o: Int, _ p: Int, _ q: Int, _ s: Int
) -> [Int] { [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, s] }
package func list19(
  _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int, _ j: Int, _ k: Int,
  _ l: Int, _ m: Int, _ n: Int, _ o: Int, _ p: Int, _ q: Int, _ s: Int, _ t: Int
) -> [Int] { [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, s, t] }
package func list20(
  _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int, _ j: Int, _ k: Int,
  _ l: Int, _ m: Int, _ n: Int, _ o: Int, _ p: Int, _ q: Int, _ s: Int, _ t: Int, _ u: Int
) -> [Int] { [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, s, t, u] }
