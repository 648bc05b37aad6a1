/// The Pairs field of a theme editor while a number is typed in it: the digits typed, which do
/// not change the theme until the number is committed, and why the theme cannot have them.
///
/// Every face with a Pairs field that takes digits follows this one rule (issue 23's play-test:
/// "2" then "0" set the theme to 2 pairs on the way to a refused 20, and Esc left it at 2). A
/// number being typed is no number of pairs yet: ``commit(for:)`` (Enter, or leaving the field)
/// gives the edit to send, once it is one the theme can have; a refused number stays in the field
/// with why, until corrected; ``cancel()`` (Esc) gives the field back the theme's pairs.
public struct PairsEntry: Hashable, Sendable {
  /// The most digits a number typed has; the next digit starts a new number.
  public static let maximumDigits = 3

  /// The digits typed since the field last showed the theme's pairs; empty when it shows them.
  public private(set) var digits = ""
  /// Why the theme cannot have the number typed, while it shows; `nil` otherwise.
  public private(set) var refusal: ThemeEditProblem?

  /// An entry showing the theme's pairs, with nothing typed.
  public init() {}

  /// Whether a number is being typed: the field shows it, not the theme's pairs.
  public var isTyping: Bool { !digits.isEmpty }

  /// What the field shows for `theme`: the digits typed, a refused number among them, else the
  /// theme's pairs.
  public func shown(for theme: ThemePresentation) -> String {
    digits.isEmpty ? Phrases.number(theme.pairs) : digits
  }

  // MARK: - Intents

  /// Types `character` into the field: a digit extends the number (a fourth starts a new one);
  /// anything else is ignored. The theme is not changed. A number already above what `theme`
  /// can deal is refused at once, as more digits only make it larger.
  public mutating func type(_ character: Character, for theme: ThemePresentation) {
    guard character.isASCII, let digit = character.wholeNumberValue else { return }
    let extended = digits + String(digit)
    digits = extended.count > Self.maximumDigits ? String(digit) : extended
    refusal = nil
    if let wanted = Int(digits), wanted > theme.pairRange.upperBound {
      refusal = .pairsOutOfRange(count: wanted, allowed: theme.pairRange)
    }
  }

  /// Erases the last digit typed (a refused "20" corrected to "2"); with none left, the field
  /// shows the theme's pairs again.
  public mutating func erase(for theme: ThemePresentation) {
    guard !digits.isEmpty else { return }
    let rest = String(digits.dropLast())
    digits = ""
    refusal = nil
    for character in rest { type(character, for: theme) }
  }

  /// Commits the number typed (Enter, or the focus leaving the field): the edit to send when it
  /// is one `theme` can have, after which the field shows the theme's pairs and the next digit
  /// starts a new number; `nil` when nothing was typed, or when the number is refused, which then
  /// stays in the field with ``refusal``.
  public mutating func commit(for theme: ThemePresentation) -> ThemeEdit? {
    guard let wanted = Int(digits) else { return nil }
    guard theme.pairRange.contains(wanted) else {
      refusal = .pairsOutOfRange(count: wanted, allowed: theme.pairRange)
      return nil
    }
    self = PairsEntry()
    return .setPairs(wanted)
  }

  /// A step of the pairs by an arrow or + and -, `delta` from the number the field shows (the
  /// one typed, else the theme's), kept within what `theme` can deal: the edit to send. It ends
  /// the number typed.
  public mutating func step(by delta: Int, for theme: ThemePresentation) -> ThemeEdit {
    let from = Int(digits) ?? theme.pairs
    self = PairsEntry()
    let range = theme.pairRange
    return .setPairs(max(range.lowerBound, min(range.upperBound, from + delta)))
  }

  /// Drops the number typed (Esc while typing): the field shows the theme's pairs again, as they
  /// were before the typing began, since typing never changed them. Whether there was a number
  /// to drop; a face leaves the editor on Esc only when there was none.
  @discardableResult
  public mutating func cancel() -> Bool {
    let wasTyping = isTyping
    self = PairsEntry()
    return wasTyping
  }

  /// Ends the entry as its editor closes (a window's × or Esc, which close the whole editor):
  /// the edit to send for a number typed that `theme` can have, kept as a name typed is kept;
  /// `nil` for none, and for a refused one, which is dropped, as no theme can have it. The
  /// field shows the theme's pairs after.
  public mutating func close(for theme: ThemePresentation) -> ThemeEdit? {
    defer { self = PairsEntry() }
    guard let wanted = Int(digits), theme.pairRange.contains(wanted) else { return nil }
    return .setPairs(wanted)
  }
}
