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
}
