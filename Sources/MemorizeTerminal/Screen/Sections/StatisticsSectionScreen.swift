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
  /// The first row shown.
  private(set) var offset = 0
  /// How many rows the statistics took, and how many showed, when last drawn.
  private var drawn: (height: Int, visible: Int)?

  init(app: AppModel, palette: Palette) {
    self.app = app
    self.palette = palette
  }

  /// The first row shown at the most scrolled.
  private var lastOffset: Int {
    drawn.map { max(0, $0.height - $0.visible) } ?? 0
  }

  func draw(in area: Rect, now: Double, hits: inout HitMap, into buffer: inout CellBuffer) {
    let statistics = app.statisticsPresentation
    let view = StatisticsView(palette: palette)
    // Measured first (drawn nowhere), so that rows that went away since (a shorter screen,
    // statistics reset) leave no empty screen under a stale offset.
    var scratch = CellBuffer(width: 0, height: 0)
    let height = view.draw(
      statistics, in: Rect(x: 0, y: 0, width: area.width, height: 0), into: &scratch)
    drawn = (height, area.height)
    offset = min(max(0, offset), lastOffset)
    view.draw(statistics, offset: offset, in: area, into: &buffer)
  }

  /// The scrolling keys, answered only while the statistics are taller than the screen.
  var keyMap: [KeyCommand<ScreenRequest?>] {
    guard let drawn, drawn.height > drawn.visible else { return [] }
    let page = max(1, drawn.visible - 1)
    return bindKeys(.statistics) { [unowned self] action in
      switch action {
      case .scrollStatistics:
        return { [unowned self] press in
          scroll(by: press.key == .up || press.key == .character("k") ? -1 : 1)
          return nil
        }
      case .pageStatistics:
        return { [unowned self] press in
          scroll(by: press.key == .pageUp ? -page : page)
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

  /// Nothing here is clickable; a card click still moves no focus.
  func perform(_ target: ScreenTarget) -> ScreenRequest? { nil }
}
