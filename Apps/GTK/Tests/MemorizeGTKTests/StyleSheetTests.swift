import MemorizeGTK
import Testing

/// Issue 23 (play-test): under `GTK_THEME=Adwaita:dark` libadwaita leaves its style sheet out,
/// and every rule of the window's written with one of its colour names was dropped (the ending
/// lost its faded backdrop). The window defines each name it uses itself, under everything else.
struct StyleSheetTests {
  @Test(arguments: [false, true])
  func everyColourTheRulesNameIsDefinedUnderThem(dark: Bool) {
    let scheme = dark ? Palette.dark : Palette.light
    let used = StyleSheet.colourNames(
      usedIn: StyleSheet.rules(scheme, starSize: 128, compactStarSize: 48))
    #expect(
      used == [
        "view_bg_color", "warning_bg_color", "warning_fg_color", "window_bg_color",
        "error_color", "accent_bg_color",
      ])
    let fallbacks = StyleSheet.adwaitaFallbacks(dark: dark)
    let defined = Set(StyleSheet.adwaitaColours(dark: dark).map(\.name))
    #expect(used.isSubset(of: defined), "undefined: \(used.subtracting(defined))")
    // The fallbacks' own rules name only colours they define.
    #expect(StyleSheet.colourNames(usedIn: fallbacks).isSubset(of: defined))
    for name in defined {
      #expect(fallbacks.contains("@define-color \(name) "), "\(name) defined")
    }
  }

  /// Libadwaita 1.2's own values, so the window looks the same with its sheet or without.
  @Test func theFallbacksAreLibadwaitasColours() {
    let light = Dictionary(uniqueKeysWithValues: StyleSheet.adwaitaColours(dark: false))
    let dark = Dictionary(uniqueKeysWithValues: StyleSheet.adwaitaColours(dark: true))
    #expect(light["window_bg_color"] == "#fafafa")
    #expect(dark["window_bg_color"] == "#242424")
    #expect(light["view_bg_color"] == "#ffffff" && dark["view_bg_color"] == "#1e1e1e")
    #expect(light["accent_bg_color"] == "#3584e4" && dark["accent_bg_color"] == "#3584e4")
    #expect(light["card_bg_color"] == "#ffffff")
    #expect(dark["card_bg_color"] == "rgba(255, 255, 255, 0.08)")
  }
}
