import Memorize
import TerminalKit

/// The Statistics section: games played and best results, per theme and per game.
///
/// Taller than the screen (many themes and sizes, the players under them, a small terminal),
/// it scrolls by the keys of its table (``KeyTable/statistics``) and the mouse wheel, as the
/// help does; marks at the right edge say there is more above or below.
final class StatisticsSectionScreen: SectionScreen {
  private let app: AppModel
  private let palette: Palette
  /// The first row of the body shown (the rows under the pinned headings).
  private(set) var offset = 0
  /// The statistics as last laid out, and how many rows of their body showed.
  private var drawn: (layout: StatisticsView.Layout, visible: Int)?

  init(app: AppModel, palette: Palette) {
    self.app = app
    self.palette = palette
  }

  /// The first row shown at the most scrolled.
  private var lastOffset: Int {
    drawn.map { $0.layout.lastOffset(visible: $0.visible) } ?? 0
  }

  func draw(in area: Rect, now: Double, hits: inout HitMap, into buffer: inout CellBuffer) {
    let statistics = app.statisticsPresentation
    let view = StatisticsView(palette: palette)
    // Laid out first, so that rows that went away since (a shorter screen, statistics reset)
    // leave no empty screen under a stale offset.
    let layout = view.layout(statistics, width: area.width)
    drawn = (layout, max(0, area.height - min(layout.pinned.count, area.height)))
    offset = min(max(0, offset), lastOffset)
    view.draw(statistics, offset: offset, in: area, into: &buffer)
  }

  /// The scrolling keys, answered only while the statistics are taller than the screen. A page
  /// begins on a whole record (or player), never on the figures of one whose name scrolled away.
  var keyMap: [KeyCommand<ScreenRequest?>] {
    guard let drawn, drawn.layout.body.count > drawn.visible else { return [] }
    return bindKeys(.statistics) { [unowned self] action in
      switch action {
      case .scrollStatistics:
        return { [unowned self] press in
          scroll(by: press.key == .up || press.key == .character("k") ? -1 : 1)
          return nil
        }
      case .pageStatistics:
        return { [unowned self] press in
          offset =
            press.key == .pageUp
            ? drawn.layout.pageUp(from: offset, visible: drawn.visible)
            : drawn.layout.pageDown(from: offset, visible: drawn.visible)
          offset = min(max(0, offset), lastOffset)
          return nil
        }
      case .statisticsTopOrEnd:
        return { [unowned self] press in
          offset = press.key == .home ? 0 : lastOffset
          return nil
        }
      default:
        return nil
      }
    }
  }

  private func scroll(by rows: Int) {
    offset = min(max(0, offset + rows), lastOffset)
  }

  func scroll(_ direction: WheelDirection) {
    guard direction == .up || direction == .down else { return }
    scroll(by: direction == .up ? -1 : 1)
  }

  /// A key Statistics do not take (x, n; the arrows where they all show): it does nothing here.
  func answer(unbound press: KeyPress) -> String? {
    UnboundKey.line(for: press, in: .section(.statistics))
  }

  /// Nothing here is clickable; a card click still moves no focus.
  func perform(_ target: ScreenTarget) -> ScreenRequest? { nil }
}
