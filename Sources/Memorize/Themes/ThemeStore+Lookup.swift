import CardGames
import Foundation

extension ThemeStore {
  /// The theme called `name`, ignoring case and surrounding spaces (how people type names).
  public func theme(named name: String) -> Theme? {
    let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
    return themes.first { $0.name.lowercased() == wanted }
  }
}
