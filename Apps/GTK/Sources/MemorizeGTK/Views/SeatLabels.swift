import CGtk
import Memorize

/// The seats of a game of several players as a row of labels, one a seat (a table seats at most
/// four): each with its tally, the seat to move and the winner marked. Shared by every page
/// that shows seats.
enum SeatLabels {
  /// One label for each seat a table can have, all hidden until a seat shows.
  static func make() -> [Widget] {
    (0..<PlayersDraft.seatCounts.upperBound).map { _ in
      let seat = Widgets.label(classes: ["seat"])
      // Narrow (four seats on a phone's 360 px), a seat's words wrap rather than end in "…":
      // "▶ An…" said neither whose turn it was nor the score.
      gtk_label_set_wrap(cast(seat), 1)
      gtk_label_set_wrap_mode(cast(seat), PANGO_WRAP_WORD_CHAR)
      gtk_label_set_justify(cast(seat), GTK_JUSTIFY_CENTER)
      return seat
    }
  }

  /// Shows `seats` on `labels`, in order, each in its short form ("Ana: 2·3") when `short`,
  /// in the view model's words (the player's own seat at a shared table marked, "Ana (you)",
  /// ``SeatPresentation/isOwn``); the labels left over are hidden.
  static func render(_ seats: [SeatPresentation], on labels: [Widget], short: Bool = false) {
    for (index, label) in labels.enumerated() {
      guard seats.indices.contains(index) else {
        // Not drawn, and not read either (GTK 4.8 shows a screen reader hidden labels too).
        Widgets.setVisible(label, false)
        memorize_set_accessible_hidden(label, 1)
        continue
      }
      render(seats[index], on: label, short: short)
    }
  }

  /// One seat: marks, not words, for the seat to move (an arrow) and a computer (a robot).
  static func render(_ seat: SeatPresentation, on label: Widget, short: Bool = false) {
    Widgets.setVisible(label, true)
    let text = shown(seat, short: short)
    Widgets.setText(label, text)
    keepPhrasesWhole(text, on: label)
    Widgets.setClass(label, "to-move", seat.isToMove)
    Widgets.setClass(label, "winner", seat.isWinner)
    Widgets.setAccessibleLabel(label, seat.spokenText)
    // The short form's tally ("Ana: 0·0") says its units when pointed at: the seat's full
    // form, in the view model's words ("Ana · 0 pairs · 0 pts"); none where it shows in full.
    let full = seat.shownText(short: false)
    let tooltip = short && seat.shownText(short: true) != full ? full : nil
    if AppWindow.tooltip(of: label) != tooltip { Widgets.setTooltip(label, tooltip) }
    memorize_set_accessible_hidden(label, 0)
  }

  /// The words a seat's chip shows: its marks, then its standing in full or `short`.
  static func shown(_ seat: SeatPresentation, short: Bool) -> String {
    let marks = (seat.isToMove ? "▶ " : "") + (seat.isComputer ? "🤖 " : "")
    return marks + seat.shownText(short: short)
  }

  /// How wide `labels` would stand in a row with `spacing` between them, showing `texts` (one a
  /// shown label, in order): each label's own padding, plus its text's width in its font.
  static func rowWidth(of labels: [Widget], showing texts: [String], spacing: Int32) -> Int32 {
    let shown = labels.filter { gtk_widget_get_visible($0) != 0 }
    var width = spacing * Int32(max(0, shown.count - 1))
    for (label, text) in zip(shown, texts) {
      let current = gtk_label_get_text(cast(label)).map { String(cString: $0) } ?? ""
      let padding = CustomLayout.width(of: label).natural - textWidth(current, in: label)
      width += max(0, padding) + textWidth(text, in: label)
    }
    return width
  }

  /// The width of `text` on one line in `label`'s font, in pixels.
  private static func textWidth(_ text: String, in label: Widget) -> Int32 {
    guard let layout = gtk_widget_create_pango_layout(label, text) else { return 0 }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_pixel_size(layout, &width, &height)
    return width
  }

  /// What separates a seat's phrases ("Ana · 2 pairs · 3 pts", "安娜 · 2 对 · 3 分"): the
  /// standing's own " · " and the view model's ``Phrases/besideEachOther``.
  static var separators: [String] {
    Array(Set([" · ", Phrases.besideEachOther]))
  }

  /// The phrases of `text` as a chip may break it: each with the separator after it ("▶ 🤖
  /// Computer (good) · ", "2 pairs · ", "3 pts"), as UTF-8 byte ranges. The marks stay with
  /// the name.
  static func phraseRanges(of text: String) -> [Range<Int>] {
    let bytes = Array(text.utf8)
    var ends: [Int] = []
    for separator in separators {
      let pattern = Array(separator.utf8)
      guard !pattern.isEmpty, bytes.count >= pattern.count else { continue }
      for start in 0...(bytes.count - pattern.count)
      where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
        ends.append(start + pattern.count)
      }
    }
    var ranges: [Range<Int>] = []
    var start = 0
    for end in Set(ends).sorted() where end > start && end < bytes.count {
      ranges.append(start..<end)
      start = end
    }
    ranges.append(start..<bytes.count)
    return ranges
  }

  /// Lets `label` break its lines only between phrases: never inside "2 pairs", between the
  /// marks and the name, or inside a Chinese name (Pango breaks between any two ideographs).
  private static func keepPhrasesWhole(_ text: String, on label: Widget) {
    let attributes = pango_attr_list_new()
    for range in phraseRanges(of: text) {
      guard let attribute = pango_attr_allow_breaks_new(0) else { continue }
      attribute.pointee.start_index = guint(range.lowerBound)
      attribute.pointee.end_index = guint(range.upperBound)
      pango_attr_list_insert(attributes, attribute)
    }
    gtk_label_set_attributes(cast(label), attributes)
    pango_attr_list_unref(attributes)
  }
}
