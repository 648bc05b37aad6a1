import CGtk
import Memorize

/// The end of a game over its board, the same in every game: the view model's ending (title,
/// reason, result in time, best) on an `AdwStatusPage`, with a button that plays again under it.
final class GameOverPage {
  /// The status page, hidden while the game is in play.
  let widget = adw_status_page_new()!
  /// Under the status page, never scrolled with it: where the board is short (Set and
  /// Matchismo at 500 × 420, their buttons under the board), the page's own child was clipped
  /// at the foot of the board, or lay below it, out of sight.
  let playAgainButton: Widget
  /// The status page over Play Again, shown and hidden with the page; what lies over the board.
  private let layerContent: Widget
  /// How large the star over the ending is, in every style: the size libadwaita's style sheet
  /// gives a status page's icon.
  static let starSize = 128
  /// How large the star is where the page is too short for the ending under a full-size star
  /// (the style sheet's `.game-over.compact image.icon`).
  static let compactStarSize = 48
  /// At most how much less room a compact page's margins take than a full page's (the style
  /// sheet's 12 px against libadwaita's 36 px above, below and under the star): counted over,
  /// so a compact page never turns full only to be too tall.
  static let compactMarginSaving = 72
  /// The cards under the page: the keyboard goes to the new deal's first card after Play
  /// Again, not to wherever GTK puts it when the button disappears.
  private let cards: Cards

  /// Holds the board weakly for the button's action, made before the page is, and what the
  /// button does now.
  private final class Cards {
    weak var board: CardBoard?
    var instead: (@MainActor () -> Void)?
  }

  init(playAgain: @escaping @MainActor () -> Void) {
    let cards = Cards()
    self.cards = cards
    playAgainButton = Widgets.button(WindowLabels.playAgain) {
      if let instead = cards.instead {
        instead()
        return
      }
      playAgain()
      MainLoop.idle { cards.board?.focusFirstCard() }
    }
    gtk_widget_add_css_class(playAgainButton, "pill")
    gtk_widget_add_css_class(playAgainButton, "suggested-action")
    gtk_widget_set_halign(playAgainButton, GTK_ALIGN_CENTER)
    // A gold star, `starSize` pixels (the style sheet's `.game-over image.icon`): the status
    // page's own style drew it a dim grey, and its size is libadwaita's style sheet's, which
    // libadwaita leaves out while GTK_THEME is set (GTK then drew the star at 16 px).
    adw_status_page_set_icon_name(cast(widget), "starred-symbolic")
    gtk_widget_add_css_class(widget, "game-over")
    gtk_widget_set_visible(widget, 0)
    Widgets.expand(widget)
    gtk_widget_set_margin_bottom(playAgainButton, 8)
    layerContent = Widgets.box(GTK_ORIENTATION_VERTICAL, [widget, playAgainButton])
    gtk_widget_add_css_class(layerContent, "game-over-layer")
    memorize_bind_property(widget, "visible", layerContent, "visible")
  }

  /// The button says `title` and does `action` instead of playing again: a shared table that
  /// has ended deals no more.
  func offer(_ title: String, _ action: @escaping @MainActor () -> Void) {
    guard cards.instead == nil else { return }
    cards.instead = action
    gtk_button_set_label(cast(playAgainButton), title)
  }

  /// A layer holding `board` with this page over it: the cards stay behind the ending. A
  /// group, not the overlay's generic "filler": screen readers pass through it.
  func layer(over board: CardBoard) -> Widget {
    cards.board = board
    let page = widget
    let button = playAgainButton
    board.onSize = { width, height in
      Self.fit(page, width: width, height: height - Self.height(ofButton: button, width: width))
    }
    let layer = memorize_overlay_with_role(GTK_ACCESSIBLE_ROLE_GROUP)!
    gtk_overlay_set_child(cast(layer), board.widget)
    gtk_overlay_add_overlay(cast(layer), layerContent)
    Widgets.expand(layer)
    return layer
  }

  /// Makes `page` compact (a smaller star, libadwaita's compact status page) where the ending
  /// under a full-size star is taller than `height`: at 500 × 420 the page showed the star
  /// alone, and the ending's title and results only after scrolling. Where even the compact
  /// page is taller, the star goes ("bare"): at 500 × 420 Memorize's "Score 20 in 0:44" was cut
  /// at the page's foot, just over Play Again, and its best out of sight. An ending taller
  /// still (four players' scores) scrolls, from its top, above Play Again.
  private static func fit(_ page: Widget, width: Int, height: Int) {
    guard gtk_widget_get_visible(page) != 0 else { return }
    let isCompact = gtk_widget_has_css_class(page, "compact") != 0
    let isBare = gtk_widget_has_css_class(page, "bare") != 0
    let measured = Int(CustomLayout.height(of: page, width: Int32(width)))
    // The page's height in each style, from the one it has now. A bare page is the compact
    // page less its star and the space under it (the style sheet's 12 px).
    let starSpace = compactStarSize + 12
    let compactHeight = isBare ? measured + starSpace : measured
    let fullHeight =
      isCompact || isBare
      ? compactHeight + starSize - compactStarSize + compactMarginSaving : measured
    // The measure fell a few pixels short of the words' height (Set's English ending was cut
    // by 7 px at 500 × 420): a compact page keeps its star only with `spare` pixels to spare,
    // and a bare page takes its star back only with twice that, so it never turns back and
    // forth.
    let spare = 12
    let compact = fullHeight > height
    let bare =
      compact
      && (isBare ? compactHeight + 2 * spare > height : isCompact && measured + spare > height)
    guard compact != isCompact || bare != isBare else { return }
    // Not while GTK places the board: the classes change the page's size.
    MainLoop.idle {
      Widgets.setClass(page, "compact", compact)
      Widgets.setClass(page, "bare", bare)
      adw_status_page_set_icon_name(cast(page), bare ? nil : "starred-symbolic")
    }
  }

  /// The height Play Again takes under the page (GTK's measure counts its margins).
  private static func height(ofButton button: Widget, width: Int) -> Int {
    Int(CustomLayout.height(of: button, width: Int32(width)))
  }

  /// Shows `ending`, or hides the page while there is none.
  func render(_ ending: GameEnding?) {
    let appears = ending != nil && gtk_widget_get_visible(widget) == 0
    Widgets.setVisible(widget, ending != nil)
    guard let ending else { return }
    // The cards under the ending are gone: the keyboard goes to Play Again, once it is shown,
    // rather than stay on a card nobody sees (Enter plays again).
    if appears {
      let button = playAgainButton
      let page = widget
      MainLoop.idle {
        gtk_widget_grab_focus(button)
        // The focus scrolled the page to the button, the title and the star out of view above
        // it: the ending reads from its top.
        if let scroller = gtk_widget_get_first_child(page),
          Widgets.isA(scroller, gtk_scrolled_window_get_type()),
          let adjustment = gtk_scrolled_window_get_vadjustment(cast(scroller))
        {
          gtk_adjustment_set_value(adjustment, 0)
        }
      }
    }
    adw_status_page_set_title(cast(widget), ending.title)
    // The page scrolls inside (a scroller a screen reader meets, and can focus): it is named
    // by the ending, not left nameless.
    if let scroller = gtk_widget_get_first_child(widget) {
      memorize_set_accessible_label(scroller, ending.title)
    }
    adw_status_page_set_description(cast(widget), Self.markup(of: ending))
  }

  /// The ending's lines as Pango markup (a player's name may hold "&" or "<"), each player's
  /// name and score kept whole on a line: with four players, "Ana: 1 pair, 2 points" broke
  /// before "points". The lines break between players, then after a name's colon, as the view
  /// model's phrases say (``GameEnding/bannerPhrases(newGameKey:)``).
  static func markup(of ending: GameEnding) -> String {
    let phrased = ending.bannerPhrases(newGameKey: "")
    return ending.details.map { line in
      guard line == ending.scores, let players = phrased.first(where: { $0.line == line }) else {
        return markupEscaped(line)
      }
      var pieces: [String] = []
      for (index, part) in players.parts.enumerated() {
        let finer = players.finer.indices.contains(index) ? players.finer[index] : []
        pieces += finer.isEmpty ? [part] : finer
      }
      return unbroken(pieces, in: line)
    }.joined(separator: "\n")
  }

  /// `line` as markup in which each of `pieces` (in order, each found in it) cannot break;
  /// the whole line escaped where a piece is not found.
  static func unbroken(_ pieces: [String], in line: String) -> String {
    var markup = ""
    var rest = line[...]
    for piece in pieces {
      guard let range = rest.firstRange(of: piece) else { return markupEscaped(line) }
      markup += markupEscaped(String(rest[..<range.lowerBound]))
      markup += "<span allow_breaks=\"false\">" + markupEscaped(piece) + "</span>"
      rest = rest[range.upperBound...]
    }
    return markup + markupEscaped(String(rest))
  }
}
