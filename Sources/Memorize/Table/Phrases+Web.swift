extension Phrases.Table {
  /// The few words of the browser face's own page around the board — its form, its headings,
  /// its connection line. Everything about the game comes in the table's views; these are the
  /// page's chrome alone, served beside it so the catalog stays their one source.
  public enum Web {
    /// Every word of the page, by the key the page's script looks it up with, in the language
    /// in force.
    public static var words: [String: String] {
      [
        "title": title,
        "tableCode": tableCode,
        "name": name,
        "join": join,
        "watch": watch,
        "language": language,
        "languageName": languageName,
        "connecting": connecting,
        "reconnecting": reconnecting,
        "cards": cards,
        "players": players,
        "news": news,
        "you": you("{name}"),
        "card": card,
        "theme": theme,
        "statistics": Section.statistics.title,
        "watchers": watchers,
      ]
    }

    /// How many watch the table, under the list of seats, `{count}` left for the page to fill:
    /// “2 watching”.
    // Translators: {count} is a number of people watching the table, filled in by the page.
    public static var watchers: String { localized("{count} watching", ["count": "{count}"]) }

    /// The page's title and heading before a table's game names itself.
    public static var title: String { localized("Memorize table") }

    /// The label of the form's field for the table code.
    public static var tableCode: String { localized("Table code") }

    /// The label of the form's field for the player's name.
    public static var name: String { localized("Your name") }

    /// The form's button that joins the table.
    public static var join: String { localized("Join") }

    /// The form's button that joins the table to watch, taking no seat.
    public static var watch: String { localized("Watch") }

    /// The label of the page's language switch.
    public static var language: String { localized("Language") }

    /// The language's name in itself, as a language switch lists it.
    // Translators: the name of the language of this catalog, written in that language.
    public static var languageName: String { localized("English") }

    /// While the page opens its connection to the table.
    public static var connecting: String { localized("Connecting…") }

    /// While the page waits to open its connection again after it dropped.
    public static var reconnecting: String { localized("Connection lost. Reconnecting…") }

    /// The name of the grid of cards.
    public static var cards: String { localized("Cards") }

    /// The heading of the list of seats.
    public static var players: String { localized("Players") }

    /// The label of the chooser that restyles a Memorize game in progress.
    public static var theme: String { localized("Theme") }

    /// The name of the list of what the table said.
    public static var news: String { localized("What happened") }

    /// A card's name for a screen reader, `{number}` (its place, from 1) and `{face}` (the
    /// table's words for the card) left for the page to fill: “Card 5, face down”.
    public static var card: String { localized("Card {number}, {face}") }

    /// The player's own seat in the list of seats, `{name}` left for the page to fill: “Ana
    /// (you)”.
    public static func you(_ name: String) -> String {
      localized("{name} (you)", ["name": name])
    }
  }
}
