// Every precedence group and infix operator of the library, declared in one place.
//
// The groups match thoughtbot's Runes and Argo, so an expression written for Argo
// groups the same way here:
//
//     curry(User.init) <^> json <| "id" <*> json <|? "email" >>- validate
//
// `<|` binds tightest, then `<*`/`*>`, then `<^>`/`<*>`, then `<|>`; `>>-` and
// `-<<` bind loosest but for `|>` (pipelines), which sits just above assignment.

/// Alternatives: `<|>`. Looser than the applicative operators, tighter than `&&`.
precedencegroup RunesAlternativePrecedence {
  associativity: left
  higherThan: LogicalConjunctionPrecedence
  lowerThan: ComparisonPrecedence
}

/// Mapping and applying: `<^>` and `<*>`.
precedencegroup RunesApplicativePrecedence {
  associativity: left
  higherThan: RunesAlternativePrecedence
  lowerThan: NilCoalescingPrecedence
}

/// Sequencing while keeping one side: `<*` and `*>`.
precedencegroup RunesApplicativeSequencePrecedence {
  associativity: left
  higherThan: RunesApplicativePrecedence
  lowerThan: NilCoalescingPrecedence
}

/// Chaining left to right: `>>-`.
precedencegroup RunesMonadicPrecedenceLeft {
  associativity: left
  lowerThan: LogicalDisjunctionPrecedence
  higherThan: PipelinePrecedence
}

/// Chaining right to left and composing: `-<<`, `>->`, `<-<`.
precedencegroup RunesMonadicPrecedenceRight {
  associativity: right
  lowerThan: LogicalDisjunctionPrecedence
  higherThan: PipelinePrecedence
}

/// Extracting from JSON: `<|`, `<|?`, `<||`, `<||?`. Tighter than every other operator here.
precedencegroup ArgoDecodePrecedence {
  associativity: left
  higherThan: RunesApplicativeSequencePrecedence
  lowerThan: NilCoalescingPrecedence
}

/// Building pipelines: `|>`. Looser than everything but assignment, so each
/// `|> step` line takes the whole expression before it. (`lowerThan: TernaryPrecedence`
/// orders it below every standard and Runes operator; without it, `|>` next to
/// `<|>`, `<^>`, `??` or `&&` would not compile at all.)
precedencegroup PipelinePrecedence {
  associativity: left
  higherThan: AssignmentPrecedence
  lowerThan: TernaryPrecedence
}

/// Map: `(a -> b) -> Decoded a -> Decoded b`. Haskell `<$>`, `infixl 4`.
infix operator <^> : RunesApplicativePrecedence
/// Apply: `Decoded (a -> b) -> Decoded a -> Decoded b`. Haskell `<*>`, `infixl 4`.
infix operator <*> : RunesApplicativePrecedence
/// Sequence, keep left: `Decoded a -> Decoded b -> Decoded a`. Haskell `<*`, `infixl 4`.
infix operator <* : RunesApplicativeSequencePrecedence
/// Sequence, keep right: `Decoded a -> Decoded b -> Decoded b`. Haskell `*>`, `infixl 4`.
infix operator *> : RunesApplicativeSequencePrecedence
/// Alternative: `Decoded a -> Decoded a -> Decoded a`. Haskell `<|>`, `infixl 3`.
infix operator <|> : RunesAlternativePrecedence
/// Bind: `Decoded a -> (a -> Decoded b) -> Decoded b`. Haskell `>>=`, `infixl 1`.
infix operator >>- : RunesMonadicPrecedenceLeft
/// Flipped bind: `(a -> Decoded b) -> Decoded a -> Decoded b`. Haskell `=<<`, `infixr 1`.
infix operator -<< : RunesMonadicPrecedenceRight
/// Left-to-right composition: `(a -> Decoded b) -> (b -> Decoded c) -> a -> Decoded c`. Haskell `>=>`.
infix operator >-> : RunesMonadicPrecedenceRight
/// Right-to-left composition: `(b -> Decoded c) -> (a -> Decoded b) -> a -> Decoded c`. Haskell `<=<`.
infix operator <-< : RunesMonadicPrecedenceRight
/// Required member: `JSON -> String -> Decoded a`, also with a key path `[String]`.
infix operator <| : ArgoDecodePrecedence
/// Optional member: `JSON -> String -> Decoded (Maybe a)`; `nil` only when missing or `null`.
infix operator <|? : ArgoDecodePrecedence
/// Required array member: `JSON -> String -> Decoded [a]`.
infix operator <|| : ArgoDecodePrecedence
/// Optional array member: `JSON -> String -> Decoded (Maybe [a])`.
infix operator <||? : ArgoDecodePrecedence
/// Pipeline step: `Decoder (a -> b) -> Decoder a -> Decoder b`, and `Decoder a -> (Decoder a -> Decoder b) -> Decoder b`.
infix operator |> : PipelinePrecedence
