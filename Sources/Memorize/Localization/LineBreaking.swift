/// Where a line of text may break, in English and in Chinese.
///
/// English breaks at spaces. Chinese has none: a line may break between any two characters
/// where one is wide (CJK), except before closing punctuation (，。）” …) and after opening
/// punctuation (（“ …), which stay with the character they belong to — a line never starts
/// with "。" or ends with "（". Every front end that wraps text (the terminal's dialogs and
/// notices, `--help`) breaks by these rules.
public enum LineBreaking {
  /// A run of text no line breaks inside.
  public struct Piece: Equatable, Sendable {
    /// The characters of the piece.
    public var text: String
    /// Whether a space separates it from the piece before; `false` where it is glued on, as
    /// one Chinese character is to the next.
    public var followsSpace: Bool

    /// A piece of text and how it joins the one before.
    ///
    /// - Parameters:
    ///   - text: the characters of the piece.
    ///   - followsSpace: whether a space separates it from the piece before.
    public init(_ text: String, followsSpace: Bool) {
      self.text = text
      self.followsSpace = followsSpace
    }
  }

  /// The pieces of `text` a line may break between, in order; runs of spaces are break points
  /// only (they are not kept).
  ///
  /// - Parameter text: the text to break.
  /// - Returns: its pieces; joining them (a space before each that ``Piece/followsSpace``)
  ///   gives back the text with its runs of spaces made single.
  public static func pieces(of text: String) -> [Piece] {
    var pieces: [Piece] = []
    for word in text.split(separator: " ") {
      var piece = ""
      var previous: Character?
      var isFirst = true
      for character in word {
        if let previous, isBreak(between: previous, and: character) {
          pieces.append(Piece(piece, followsSpace: isFirst))
          isFirst = false
          piece = ""
        }
        piece.append(character)
        previous = character
      }
      if !piece.isEmpty { pieces.append(Piece(piece, followsSpace: isFirst)) }
    }
    if let first = pieces.first, first.followsSpace { pieces[0].followsSpace = false }
    return pieces
  }

  /// Whether a line may break between two characters with no space between them.
  static func isBreak(between previous: Character, and next: Character) -> Bool {
    guard isWide(previous) || isWide(next) else { return false }
    return !closing.contains(next) && !opening.contains(previous)
  }

  /// Punctuation that never starts a line.
  public static let closing: Set<Character> = [
    "，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "》", "〉", "】", "〕", "”", "’",
    "…", "·", "％", ",", ".", ";", ":", "!", "?", ")", "]", "}", "%",
  ]
  /// Punctuation that never ends a line.
  static let opening: Set<Character> = ["（", "「", "『", "《", "〈", "【", "〔", "“", "‘", "(", "[", "{"]

  /// Whether a character is wide (CJK, fullwidth): two terminal columns, and a place a
  /// Chinese line may break.
  ///
  /// - Parameter character: the character to ask about.
  /// - Returns: `true` for a CJK or fullwidth character.
  public static func isWide(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value else { return false }
    return (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value)
  }
}
