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

  /// Shows `seats` on `labels`, in order; the labels left over are hidden.
  static func render(_ seats: [SeatPresentation], on labels: [Widget]) {
    for (index, label) in labels.enumerated() {
      guard seats.indices.contains(index) else {
        // Not drawn, and not read either (GTK 4.8 shows a screen reader hidden labels too).
        Widgets.setVisible(label, false)
        memorize_set_accessible_hidden(label, 1)
        continue
      }
      render(seats[index], on: label)
    }
  }

  /// One seat: marks, not words, for the seat to move (an arrow) and a computer (a robot).
  static func render(_ seat: SeatPresentation, on label: Widget) {
    Widgets.setVisible(label, true)
    let marks = (seat.isToMove ? "▶ " : "") + (seat.isComputer ? "🤖 " : "")
    Widgets.setText(label, marks + seat.text)
    Widgets.setClass(label, "to-move", seat.isToMove)
    Widgets.setClass(label, "winner", seat.isWinner)
    Widgets.setAccessibleLabel(label, seat.accessibleText)
    memorize_set_accessible_hidden(label, 0)
  }
}
