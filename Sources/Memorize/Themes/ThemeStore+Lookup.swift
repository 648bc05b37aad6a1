import CardGames

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ThemeStore {
  /// The theme called `name`, ignoring case and surrounding spaces (how people type names).
  public func theme(named name: String) -> Theme? {
    let wanted = name.trimmingWhitespace().lowercased()
    return themes.first { $0.name.lowercased() == wanted }
  }
}
