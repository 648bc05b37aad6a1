import Memorize
import TerminalKit

/// The bottom line: the sections as tabs, and the two keys everyone needs.
///
/// Short of room it narrows before it gives up anything: the tabs' full names become the
/// view model's short ones, then the short ones lose their padding (number and name together,
/// "1Memo", the tabs and the two hints a column apart), so at 40 columns every tab keeps a name
/// and both "? help" and "q quit" stay. Only narrower than that does it give up whole things:
/// the second key hint, then the other tabs' names (their numbers stay, still clickable; the
/// selected tab keeps its name). The first hint, the key that opens help, stays at every width
/// the app lays out (from 40 columns): it is how a player finds every other key.
struct TabBar {
  let palette: Palette

  /// How much of the bar shows: the tabs' names, and the key hints at the right.
  struct Fit: Equatable {
    /// How the tabs are named: full, short, short without padding ("1Memo"), or the
    /// selected tab alone.
    enum Names { case full, short, tight, selectedOnly }
    /// Which key hints show: both, both a column apart, the first (help) alone, or none.
    enum Hints { case all, allTight, first, none }

    var names: Names
    var hints: Hints

    /// Most first; the first that fits is drawn. Every name and both hints come before the
    /// full names; hints go only where even the selected tab's name and the numbers leave no
    /// room for help (narrower than the app lays out, or a panel's long ways out).
    static let mostFirst: [Fit] = [
      Fit(names: .full, hints: .all), Fit(names: .short, hints: .all),
      Fit(names: .tight, hints: .allTight), Fit(names: .full, hints: .first),
      Fit(names: .short, hints: .first), Fit(names: .tight, hints: .first),
      Fit(names: .selectedOnly, hints: .all), Fit(names: .selectedOnly, hints: .first),
      Fit(names: .full, hints: .none), Fit(names: .short, hints: .none),
      Fit(names: .tight, hints: .none), Fit(names: .selectedOnly, hints: .none),
    ]
  }

  /// The text of `section`'s tab at `fit`.
  static func label(of section: Section, selected: Bool, fit: Fit) -> String {
    let number = (Section.allCases.firstIndex(of: section) ?? 0) + 1
    switch fit.names {
    case .selectedOnly where !selected: return " \(number) "
    case .short: return " \(number) \(section.shortTitle) "
    case .tight: return "\(number)\(section.shortTitle)"
    default: return " \(number) \(section.title) "
    }
  }

  /// The key hints at the right, from the table of what has the keys: on the sections the two
  /// keys everyone needs ("? help  q quit"); over a panel, help or a question, that table's
  /// ways out, the one back to the sections first ("Esc close  Ctrl-C quit"), since there ?
  /// and q type or answer instead. The first is the one kept where the bar is short of room.
  static func keyHints(for table: KeyTable) -> (first: String, all: String) {
    let hints = keyHintItems(for: table)
    return (" " + (hints.first ?? "") + " ", " " + hints.joined(separator: "  ") + " ")
  }

  /// The key hints' items, most needed first: "? help", "q quit".
  static func keyHintItems(for table: KeyTable) -> [String] {
    if table == .everywhere {
      return [KeyTable.everywhere.line(for: .help), KeyTable.everywhere.line(for: .quit)]
        .compactMap { $0?.leadItem }
    }
    let waysOut: [Labels.KeyAction] = [.close, .closeHelp, .answerNo, .quit]
    return waysOut.flatMap { way in table.lines.filter { $0.action == way } }.map(\.footerItem)
  }

  /// The hints of `keys` that `fit` shows; empty for none. Tight, they go without the leading
  /// space or the trailing one: the column after the last tab is theirs, and the row's last
  /// column too (the Chinese "?：帮助 q：退出" takes two columns more than "? help q quit").
  static func hints(at fit: Fit, keys: KeyTable) -> String {
    switch fit.hints {
    case .all: keyHints(for: keys).all
    case .allTight: keyHintItems(for: keys).joined(separator: " ")
    case .first: keyHints(for: keys).first
    case .none: ""
    }
  }

  /// The most of the bar that fits `width` columns for `selected`, with the hints of `keys`.
  static func fit(selected: Section, width: Int, keys: KeyTable = .everywhere) -> Fit {
    for fit in Fit.mostFirst {
      let tabs = Section.allCases.reduce(1) {
        $0 + DisplayWidth.of(label(of: $1, selected: $1 == selected, fit: fit)) + 1
      }
      if tabs + DisplayWidth.of(hints(at: fit, keys: keys)) <= width { return fit }
    }
    return Fit(names: .selectedOnly, hints: .none)
  }

  /// The column where the tabs end at `fit`, from `x`.
  static func tabsEnd(selected: Section, fit: Fit, from x: Int) -> Int {
    Section.allCases.reduce(x) {
      $0 + DisplayWidth.of(label(of: $1, selected: $1 == selected, fit: fit)) + 1
    }
  }

  /// - Parameter announcement: what just happened, shown at the right instead of the key hints;
  ///   one too long to go beside the tabs takes the whole bar until the next key (in its first
  ///   clause where the whole is too wide; cut after a whole word, with "…", only where even
  ///   that is too wide).
  /// - Parameter keys: the key table of what has the keys now, for the hints at the right.
  func draw(
    selected: Section, announcement: String? = nil, keys: KeyTable = .everywhere, in row: Rect,
    hits: inout HitMap, into buffer: inout CellBuffer
  ) {
    let base = palette.usesColor ? Style(background: .rgb(red: 40, green: 40, blue: 48)) : .plain
    buffer.fill(row, style: base)
    let fit = Self.fit(selected: selected, width: row.width, keys: keys)
    let announcementStyle = base.foreground(palette.focus).bold()
    if let announcement,
      DisplayWidth.of(announcement) + 2 > row.maxX
        - Self.tabsEnd(selected: selected, fit: fit, from: row.x + 1)
    {
      // Its first clause as a sentence where the whole does not fit ("Already playing in
      // Halloween."); cut after a whole word only where even that is too wide.
      let room = max(1, row.width - 2)
      let forms = [announcement] + Phrases.shorterRefusals(announcement)
      let text = TextWrapping.firstFitting(forms, toWidth: room, ellipsis: palette.ellipsis)
      buffer.put(text.joined(), x: row.x + 1, y: row.y, style: announcementStyle, clip: row)
      return
    }
    var x = row.x + 1
    for section in Section.allCases {
      let isSelected = section == selected
      let label = Self.label(of: section, selected: isSelected, fit: fit)
      var style = base.foreground(palette.muted)
      if isSelected {
        style =
          palette.usesColor
          ? Style(
            foreground: .rgb(red: 20, green: 20, blue: 20), background: palette.focus, bold: true)
          : Style(bold: true, reverse: true)
      }
      // A tab that does not fit whole is left out whole (only at widths under the app's minimum).
      guard x + DisplayWidth.of(label) <= row.maxX else { break }
      let end = buffer.put(label, x: x, y: row.y, style: style, clip: row)
      hits.add(Rect(x: x, y: row.y, width: end - x, height: 1).intersection(row), .tab(section))
      x = end + 1
    }
    if let announcement {
      let text = " " + announcement + " "
      let textX = row.maxX - DisplayWidth.of(text)
      buffer.put(text, x: textX, y: row.y, style: announcementStyle, clip: row)
      return
    }
    let help = Self.keyHints(for: keys).first
    let hints = Self.hints(at: fit, keys: keys)
    let helpX = row.maxX - DisplayWidth.of(hints)
    // Tight, the hints start with "?" in the column after the tabs' gap.
    let tight = fit.hints == .allTight
    if !hints.isEmpty && helpX >= x {
      buffer.put(hints, x: helpX, y: row.y, style: base.foreground(palette.muted), clip: row)
      if keys == .everywhere {
        let width = DisplayWidth.of(help) - (tight ? 1 : 0)
        hits.add(Rect(x: helpX, y: row.y, width: width, height: 1), .button(.help))
      }
    }
  }
}
