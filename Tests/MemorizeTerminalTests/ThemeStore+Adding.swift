import CardGames
import Memorize

extension ThemeStore {
  /// Adds a theme, for a test whose list is never full: the test stops if it is.
  @discardableResult
  func addingTheme(named name: String) -> Theme {
    guard let theme = addTheme(named: name) else {
      preconditionFailure("the theme list is full (\(ThemeStore.maximumThemeCount) themes)")
    }
    return theme
  }
}
