// The precedence groups and operators of thoughtbot's Runes 4 (the Runes that Argo 4.1.2
// builds on), declared as Runes declares them in its Sources/Runes.swift: the same names,
// associativity and relations. This module stands in for `import Runes`, so that the tests
// can show what an app that imports both Runes and Decoding has to do (Docs/Migrating.md,
// "Runes").
//
// Runes is Copyright (c) 2015 thoughtbot, inc., under the MIT License:
//
// Permission is hereby granted, free of charge, to any person obtaining a copy of this
// software and associated documentation files (the "Software"), to deal in the Software
// without restriction, including without limitation the rights to use, copy, modify, merge,
// publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons
// to whom the Software is furnished to do so, subject to the following conditions:
//
// The above copyright notice and this permission notice shall be included in all copies or
// substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
// INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR
// PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE
// FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
// OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
// DEALINGS IN THE SOFTWARE.

precedencegroup RunesMonadicPrecedenceRight {
  associativity: right
  lowerThan: LogicalDisjunctionPrecedence
  higherThan: AssignmentPrecedence
}

precedencegroup RunesMonadicPrecedenceLeft {
  associativity: left
  lowerThan: LogicalDisjunctionPrecedence
  higherThan: AssignmentPrecedence
}

precedencegroup RunesAlternativePrecedence {
  associativity: left
  higherThan: LogicalConjunctionPrecedence
  lowerThan: ComparisonPrecedence
}

precedencegroup RunesApplicativePrecedence {
  associativity: left
  higherThan: RunesAlternativePrecedence
  lowerThan: NilCoalescingPrecedence
}

precedencegroup RunesApplicativeSequencePrecedence {
  associativity: left
  higherThan: RunesApplicativePrecedence
  lowerThan: NilCoalescingPrecedence
}

/// Map a function over a value with context: `(a -> b) -> f a -> f b`, Haskell `infixl 4`.
infix operator <^> : RunesApplicativePrecedence

/// Apply a function with context to a value with context: `f (a -> b) -> f a -> f b`, Haskell `infixl 4`.
infix operator <*> : RunesApplicativePrecedence

/// Sequence actions, discarding the right value: `f a -> f b -> f a`, Haskell `infixl 4`.
infix operator <* : RunesApplicativeSequencePrecedence

/// Sequence actions, discarding the left value: `f a -> f b -> f b`, Haskell `infixl 4`.
infix operator *> : RunesApplicativeSequencePrecedence

/// An associative binary operation: `f a -> f a -> f a`, Haskell `infixl 3`.
infix operator <|> : RunesAlternativePrecedence

/// Map a function over a value with context and flatten the result: `m a -> (a -> m b) -> m b`, Haskell `infixl 1`.
infix operator >>- : RunesMonadicPrecedenceLeft

/// Map a function over a value with context and flatten the result: `(a -> m b) -> m a -> m b`, Haskell `infixr 1`.
infix operator -<< : RunesMonadicPrecedenceRight

/// Compose two functions that produce results in a context, left to right:
/// `(a -> m b) -> (b -> m c) -> a -> m c`, Haskell `infixr 1`.
infix operator >-> : RunesMonadicPrecedenceRight

/// Compose two functions that produce results in a context, right to left:
/// `(b -> m c) -> (a -> m b) -> a -> m c`, Haskell `infixr 1`.
infix operator <-< : RunesMonadicPrecedenceRight
