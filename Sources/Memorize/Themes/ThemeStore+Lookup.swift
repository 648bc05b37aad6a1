import CardGames

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ThemeStore {
  /// The theme called `name`, ignoring case and surrounding spaces (how people type names); a
  /// built-in theme answers to its translated name too (`--theme 万圣节`).
  public func theme(named name: String) -> Theme? {
    let wanted = name.trimmingWhitespace().lowercased()
    return themes.first { $0.name.lowercased() == wanted }
      ?? themes.first { $0.localizedName.lowercased() == wanted }
  }

  /// Every name `theme` answers to, as ``comparable(_:)`` writes them: its own, and for a
  /// built-in theme its translated name in every language.
  static func namesAnswered(by theme: Theme) -> Set<String> {
    var names: Set<String> = [comparable(theme.name)]
    for language in Language.allCases {
      names.insert(Localization.withLanguage(language) { comparable(theme.localizedName) })
    }
    return names
  }

  /// A name as a person tells names apart: case and full-width forms (Ｓｐｏｒｔｓ, the
  /// ideographic space) do not count.
  static func comparable(_ name: String) -> String {
    let narrowed = name.unicodeScalars.map { scalar -> Unicode.Scalar in
      switch scalar.value {
      case 0xFF01...0xFF5E: Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
      case 0x3000: " "
      default: scalar
      }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: narrowed)
    return text.lowercased()
  }
}
