import Memorize
import TerminalKit

/// The Statistics section: games played and best results, per theme and per game.
final class StatisticsSectionScreen: SectionScreen {
  private let app: AppModel
  private let palette: Palette

  init(app: AppModel, palette: Palette) {
    self.app = app
    self.palette = palette
  }

  func draw(in area: Rect, now: Double, hits: inout HitMap, into buffer: inout CellBuffer) {
    StatisticsView(palette: palette).draw(app.statisticsPresentation, in: area, into: &buffer)
  }

  /// Nothing to do here but the app-wide keys.
  var keyMap: [KeyCommand<ScreenRequest?>] { [] }

  /// Nothing here is clickable; a card click still moves no focus.
  func perform(_ target: ScreenTarget) -> ScreenRequest? { nil }
}
