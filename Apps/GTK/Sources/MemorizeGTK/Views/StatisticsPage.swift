import CGtk
import CardGames
import Memorize

/// Statistics: for every game and theme played, a bar chart of recent scores and the bests.
final class StatisticsPage {
  let widget: Widget
  private let chart = DrawingView()
  private let app: AppModel

  init(app: AppModel) {
    self.app = app
    widget = chart.widget
    Widgets.expand(widget)
    memorize_set_accessible_label(widget, "Statistics chart")
  }

  /// Draws the chart again (the colours changed).
  func redraw() {
    gtk_widget_queue_draw(widget)
  }

  func render() {
    let statistics = app.statistics
    let themes = app.themes
    let rows: [(title: String, color: RGBAColor, record: Statistics.Record)] =
      statistics.records.keys.sorted().map { key in
        let record = statistics.record(for: key)
        switch key.game {
        case .memorize:
          let theme = themes.theme(withID: key.themeID)
          return (
            "Memorize · \(theme?.name ?? key.themeID)", theme?.color ?? Palette.selected, record
          )
        case .matchismo:
          return ("Matchismo", Palette.playingCardBack, record)
        case .set:
          return ("Set", Palette.setColor(.purple), record)
        }
      }
    memorize_set_accessible_description(
      widget,
      rows.map { row in
        "\(row.title): played \(row.record.played), best \(row.record.bestScore.map(String.init) ?? "none")"
      }.joined(separator: "; "))
    chart.draw = { canvas, width, _ in
      Self.draw(canvas, width: width, rows: rows)
    }
    gtk_widget_set_size_request(widget, -1, Int32(max(200, 60 + rows.count * 110)))
    gtk_widget_queue_draw(widget)
  }

  private static func draw(
    _ canvas: Canvas, width: Double,
    rows: [(title: String, color: RGBAColor, record: Statistics.Record)]
  ) {
    canvas.text("Statistics", x: 20, y: 14, size: 22, bold: true)
    guard !rows.isEmpty else {
      canvas.text("No games played yet.", x: 20, y: 56, size: 15)
      return
    }
    var top = 56.0
    for row in rows {
      let record = row.record
      // The theme's colour as a swatch, never as text: a yellow name on a light page is unreadable.
      canvas.fill(Rect(x: 20, y: top + 2, width: 14, height: 14), radius: 3, color: row.color)
      canvas.text(row.title, x: 42, y: top, size: 16, bold: true)
      let best = record.bestScore.map(String.init) ?? "–"
      let fastest = record.bestTime.map(clockText) ?? "–"
      canvas.text(
        "played \(record.played) · finished \(record.finished) · best \(best) · fastest \(fastest)",
        x: 20, y: top + 22, size: 13)
      // Recent scores as bars around a zero line, the newest on the right.
      let scores = record.recentScores.suffix(30)
      let chart = Rect(x: 20, y: top + 44, width: min(width - 40, 600), height: 52)
      canvas.fill(chart, radius: 4, color: Palette.board)
      if let high = scores.map({ abs($0) }).max(), high > 0 {
        let barWidth = chart.width / 30
        let zero = scores.contains { $0 < 0 } ? chart.midY : chart.y + chart.height - 2
        let scaleY = (zero - chart.y - 2) / Double(high)
        for (index, score) in scores.enumerated() {
          let height = Double(score) * scaleY
          let bar = Rect(
            x: chart.x + Double(index) * barWidth + 1, y: min(zero, zero - height),
            width: barWidth - 2, height: max(1, abs(height)))
          canvas.fill(
            bar, radius: 1, color: score == record.bestScore ? Palette.matched : row.color)
        }
      } else {
        canvas.text("no finished games", x: chart.x + 8, y: chart.y + 16, size: 12)
      }
      top += 110
    }
  }
}
