/// Which step of a view model's narrower forms a row takes (the forms widest first, as
/// ``StatusItem/narrowerForms`` and a race's shorter Set! titles give them): the first where
/// the row fits, so every name is cut as little as the row allows.
enum NarrowingStep {
  /// The first of the steps `0..<count` at which `fits` holds; where none does, `otherwise`'s
  /// step, by default the last (the fewest columns).
  static func first(
    of count: Int, where fits: (Int) -> Bool, otherwise: (() -> Int)? = nil
  ) -> Int {
    (0..<count).first(where: fits) ?? otherwise?() ?? max(0, count - 1)
  }
}
