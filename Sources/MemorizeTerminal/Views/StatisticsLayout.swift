import TerminalKit

extension StatisticsView {
  /// The statistics laid out for a width: the rows that stay at the top (a blank row, and the
  /// columns' headings where there are columns), and the rows under them that scroll.
  struct Layout {
    /// One piece of text of a row, from column `x` of the area.
    struct Piece {
      var text: String
      var x: Int
      var style = Style()
    }

    /// One row of the screen.
    struct Line {
      var pieces: [Piece] = []
      /// Whether a record, a player or a heading starts on this row: a page begins on one, so
      /// that no page starts with the figures of a row whose name scrolled away.
      var startsBlock = false
    }

    /// The rows that never scroll: a blank row under the status line, and the headings of the
    /// columns where the records are laid out in columns.
    var pinned: [Line]
    /// The rows that scroll.
    var body: [Line]

    /// The first row of the body that can show at the top at the most scrolled: the first
    /// block's start from the first row of the last page on, so that the end too begins on a
    /// whole block (with room under it); that row itself where a block is taller than the page.
    func lastOffset(visible: Int) -> Int {
      let end = max(0, body.count - visible)
      guard end > 0 else { return 0 }
      return starts.first { $0 >= end } ?? end
    }

    /// The offsets where a block starts, in order.
    var starts: [Int] { body.indices.filter { body[$0].startsBlock } }

    /// Where a page down from `offset` begins: at the block that the page cut, or that begins
    /// just under it; a block taller than the page goes on where the page ended.
    func pageDown(from offset: Int, visible: Int) -> Int {
      let end = offset + max(1, visible)
      let start = starts.last { $0 > offset && $0 <= end } ?? end
      return min(start, lastOffset(visible: visible))
    }

    /// Where a page up from `offset` begins: the first block that shows whole above it.
    func pageUp(from offset: Int, visible: Int) -> Int {
      let top = offset - max(1, visible)
      guard top > 0 else { return 0 }
      return starts.first { $0 >= top && $0 < offset } ?? top
    }
  }
}
