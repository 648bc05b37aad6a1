import CGtk
import Memorize

/// The seats' row over a Memorize board and the status line under it, as the window of one's
/// own games and the window at a shared table show them alike. Where the window is short of
/// room (shorter than ``MemorizePage/shortWindowHeight``) the seats take their short forms
/// ("Ana: 2·3") when their full forms would not stand in one line, the rows around the board
/// stand closer (``MemorizePage/packedMargin``), and an ending takes the room of the seats' row
/// and of the status line: it lists every seat's score itself, so four players' ending reads
/// without scrolling at 500 × 420.
@MainActor final class SeatRows {
  /// One label per seat (a table seats at most four), reused from render to render.
  let labels = SeatLabels.make()
  /// The row of seats, shown while seats are.
  let bar: Widget
  /// The game's status line: screen readers announce each change of it.
  let status = StatusLine(name: WindowLabels.gameStatus)
  /// Whether the seats show their short forms, in one row, where the window is short of room.
  private(set) var showsShortSeats = false
  /// Whether the rows stand closer now.
  var isPacked: Bool { packing.isPacked }
  /// Called when the seats turn to their short forms or back.
  var onSeatFormChange: () -> Void = {}
  /// Moves the page's rows closer (or apart again): the margin to give them, and whether they
  /// are packed. The seats' row and the status line are the page's to place.
  var onPacking: (_ margin: Int32, _ packed: Bool) -> Void = { _, _ in }
  private let row: ChipRow
  private let packing = RowPacking()
  /// The seats last shown, to show again in the other form when the room changes.
  private var seats: [SeatPresentation] = []
  /// Whether the board last rendered showed its ending.
  private var showsEnding = false

  init() {
    row = ChipRow(labels)
    bar = row.widget
    memorize_set_accessible_label(bar, WindowLabels.players)
  }

  /// Shows `seats` (none: no row) over a board whose ending shows or not.
  func render(_ seats: [SeatPresentation], endingShows: Bool) {
    self.seats = seats
    showsEnding = endingShows
    showRows()
    SeatLabels.render(seats, on: labels, short: showsShortSeats)
    choosePacking()
  }

  /// Call when the board is laid out anew (the window changed size): the seats' form and the
  /// rows' packing are chosen for the room there is now.
  func roomChanged() {
    chooseSeatForm()
    choosePacking()
  }

  /// Shows the seats' row and the status line, but for an ending on a packed page: the ending
  /// has their room too (it lists every seat's score itself, and the status line says nothing
  /// it does not).
  private func showRows() {
    let endingTakesRows = packing.isPacked && showsEnding
    Widgets.setVisible(bar, !seats.isEmpty && !endingTakesRows)
    Widgets.setVisible(status.widget, !endingTakesRows)
  }

  /// Packs the rows around the board closer while the window is shorter than
  /// ``MemorizePage/shortWindowHeight`` and seats take a row, or spaces them again.
  private func choosePacking() {
    guard let isShort = RowPacking.isShortWindow(of: bar) else { return }
    packing.choose(!seats.isEmpty && isShort) { [weak self] margin, packed in
      guard let self else { return }
      onPacking(margin, packed)
      showRows()
    }
  }

  /// Shows the seats in their short forms or back in full, as `wantsShortSeats` chooses for
  /// the room the window has now.
  private func chooseSeatForm() {
    let wantsShort = wantsShortSeats(width: gtk_widget_get_width(bar))
    guard wantsShort != showsShortSeats else { return }
    // Not during allocation: the words change the chips' sizes.
    MainLoop.idle { [weak self] in
      guard let self, wantsShort != showsShortSeats else { return }
      showsShortSeats = wantsShort
      SeatLabels.render(seats, on: labels, short: wantsShort)
      onSeatFormChange()
    }
  }

  /// Whether the seats take their short forms, in a row `width` wide: where the window is
  /// shorter than ``MemorizePage/shortWindowHeight`` and their full forms would not stand in
  /// one line. Both are read from the full forms, whichever shows, so the choice never flips
  /// back and forth.
  private func wantsShortSeats(width: Int32) -> Bool {
    guard !seats.isEmpty, RowPacking.isShortWindow(of: bar) == true else { return false }
    let full = seats.map { SeatLabels.shown($0, short: false) }
    return SeatLabels.rowWidth(of: labels, showing: full, spacing: row.spacing) > width
  }
}
