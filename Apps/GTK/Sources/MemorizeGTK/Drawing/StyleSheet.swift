import Memorize

/// The window's style sheets, as text: its own rules, and under every style sheet the colours of
/// libadwaita those rules are written with.
nonisolated public enum StyleSheet {
  /// The window's rules in `scheme`'s colours, the ending's star `starSize` pixels
  /// (`compactStarSize` on a compact ending).
  public static func rules(
    _ scheme: Palette.Scheme, starSize: Int, compactStarSize: Int
  ) -> String {
    """
    .board { background-color: \(Palette.css(scheme.board)); }
    .chooser { background-color: @view_bg_color; }
    .notice { background-color: @warning_bg_color; color: @warning_fg_color; border-radius: 6px; padding: 4px 8px; }
    .counters { margin: \(countersMargin)px 0; min-height: \(countersHeight)px; }
    toast.in-strip { margin-top: 0; margin-bottom: 0; padding-top: 1px; padding-bottom: 1px; }
    toast.in-strip button { min-height: \(countersHeight - 2)px; min-width: \(countersHeight - 2)px;
      padding-top: 0; padding-bottom: 0; }
    textview.status-line, textview.status-line text { background: none; }
    .game-over-layer { background-color: alpha(@window_bg_color, 0.85); }
    .game-over image.icon { color: \(Palette.css(scheme.star)); opacity: 1;
      -gtk-icon-size: \(starSize)px; }
    .game-over.compact image.icon { -gtk-icon-size: \(compactStarSize)px; }
    statuspage.game-over.compact > scrolledwindow > viewport > box { margin: 12px; border-spacing: 12px; }
    button.card { padding: 0; margin: 0; min-width: 0; min-height: 0; background: none;
      border: none; box-shadow: none; outline: none; }
    .placeholder { color: alpha(currentColor, 0.55); }
    .error { color: @error_color; }
    button.emoji-choice { font-size: 1.5em; min-width: 40px; min-height: 40px; padding: 2px; }
    button.emoji-choice.removed { opacity: 0.25; }
    row.in-play { background-color: alpha(@accent_bg_color, 0.18); }
    .numeric { font-feature-settings: "tnum"; margin: 0 6px; }
    .numeric.after-wide { margin-left: 0; }
    .seat { padding: 3px 12px; border-radius: 999px; background-color: alpha(currentColor, 0.08); }
    .seat.to-move { background-color: \(Palette.css(scheme.toMove)); color: #FFFFFF; font-weight: bold; }
    .seat.winner { background-color: \(Palette.css(scheme.winner)); color: #FFFFFF; font-weight: bold; }
    .outcome { font-weight: bold; font-size: 1.15em; }
    .packed button:not(.card) { min-height: 24px; padding-top: 2px; padding-bottom: 2px; }
    .packed .seat { padding: 1px 12px; }
    viewswitcher button > stack > box.wide { border-spacing: 6px; }
    """
  }

  /// The room above and below the counters under the header bar, in pixels.
  public static let countersMargin = 4
  /// The counters' least height, in pixels: a toast stands over them and their margins (its
  /// buttons as tall, its padding 1 px), so their strip is kept as tall as a toast whether one
  /// shows or not, and no toast ever moves the cards under it.
  public static let countersHeight = 20

  /// Libadwaita 1.2's colours for the light or the dark style, by name, as its own style sheet
  /// defines them (`adwaitaFallbacks`' definitions).
  public static func adwaitaColours(dark: Bool) -> [(name: String, value: String)] {
    (dark ? darkColours : lightColours).split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ", maxSplits: 2)
      guard words.count == 3, words[0] == "@define-color" else { return nil }
      return (String(words[1]), String(words[2].dropLast()))
    }
  }

  /// What the window's rules stand on when libadwaita's style sheet is not loaded: while
  /// `GTK_THEME` is set, libadwaita leaves it out, for the user's theme, and the colour names
  /// the rules use (`@window_bg_color`…) meant nothing — GTK dropped every rule using one, and
  /// the ending's faded backdrop went with it, its words on the cards. Loaded under every other
  /// style sheet: libadwaita's colours and its card, when its sheet is loaded, come first.
  public static func adwaitaFallbacks(dark: Bool) -> String {
    (dark ? darkColours : lightColours) + "\n" + card
  }

  /// Libadwaita 1.2's light colours (its `defaults-light.css`) that the window uses.
  private static let lightColours = """
    @define-color window_bg_color #fafafa;
    @define-color window_fg_color rgba(0, 0, 0, 0.8);
    @define-color view_bg_color #ffffff;
    @define-color view_fg_color rgba(0, 0, 0, 0.8);
    @define-color card_bg_color #ffffff;
    @define-color card_fg_color rgba(0, 0, 0, 0.8);
    @define-color accent_bg_color #3584e4;
    @define-color accent_fg_color #ffffff;
    @define-color accent_color #1c71d8;
    @define-color warning_bg_color #e5a50a;
    @define-color warning_fg_color rgba(0, 0, 0, 0.8);
    @define-color error_color #c01c28;
    """

  /// Libadwaita 1.2's dark colours (its `defaults-dark.css`) that the window uses.
  private static let darkColours = """
    @define-color window_bg_color #242424;
    @define-color window_fg_color #ffffff;
    @define-color view_bg_color #1e1e1e;
    @define-color view_fg_color #ffffff;
    @define-color card_bg_color rgba(255, 255, 255, 0.08);
    @define-color card_fg_color #ffffff;
    @define-color accent_bg_color #3584e4;
    @define-color accent_fg_color #ffffff;
    @define-color accent_color #78aeed;
    @define-color warning_bg_color #cd9309;
    @define-color warning_fg_color rgba(0, 0, 0, 0.8);
    @define-color error_color #ff7b63;
    """

  /// A card (Statistics' rows) as libadwaita draws one: raised on its own background.
  private static let card = """
    .card { background-color: @card_bg_color; color: @card_fg_color; border-radius: 12px;
      box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.03), 0 1px 3px 1px rgba(0, 0, 0, 0.07), 0 2px 6px 2px rgba(0, 0, 0, 0.03); }
    """

  /// The colour names `css` uses: "window_bg_color" for `@window_bg_color`.
  public static func colourNames(usedIn css: String) -> Set<String> {
    var names: Set<String> = []
    var rest = Substring(css)
    while let at = rest.firstIndex(of: "@") {
      let name = rest[rest.index(after: at)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      // "@define-color" defines a colour; it names none.
      if !name.isEmpty, name != "define" { names.insert(String(name)) }
      rest = rest[rest.index(after: at)...]
    }
    return names
  }
}
