import CGtk
import Memorize

/// Statistics: a status page until a game is played, then one card per game and theme with its
/// numbers as labels (readable by screen readers) and a chart of recent scores around a zero axis;
/// then each player's wins and losses at tables of several: the name over the tallies in words.
final class StatisticsPage {
  let widget: Widget
  private let app: AppModel
  private let empty = adw_status_page_new()!
  private let list = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12)
  /// The card of players' wins and losses, shown once a game with several players has ended.
  private let playersCard: Widget
  private let playersList = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6)
  private var charts: [DrawingView] = []
  /// The statistics as last shown, so an unchanged value rebuilds nothing.
  private var shown: StatisticsPresentation?

  init(app: AppModel) {
    self.app = app
    adw_status_page_set_icon_name(cast(empty), "x-office-spreadsheet-symbolic")
    adw_status_page_set_title(cast(empty), Labels.noGamesYet)
    Widgets.expand(empty)
    memorize_set_accessible_label(list, Section.statistics.title)
    let playersHeading = Widgets.label(Labels.players, classes: ["heading"])
    gtk_widget_set_halign(playersHeading, GTK_ALIGN_START)
    memorize_set_accessible_label(playersList, Labels.players)
    let playersContent = Widgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 8, [playersHeading, playersList])
    Widgets.margins(playersContent, 12)
    playersCard = Widgets.box(GTK_ORIENTATION_VERTICAL, [playersContent])
    gtk_widget_add_css_class(playersCard, "card")
    gtk_widget_set_visible(playersCard, 0)
    let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 18, [list, playersCard])
    Widgets.margins(content, 18)
    let clamp = adw_clamp_new()!
    adw_clamp_set_maximum_size(cast(clamp), 760)
    adw_clamp_set_child(cast(clamp), content)
    widget = Widgets.box(GTK_ORIENTATION_VERTICAL, [empty, clamp])
    Widgets.expand(widget)
  }

  /// Draws the charts again (the colours changed).
  func redraw() {
    for chart in charts { gtk_widget_queue_draw(chart.widget) }
  }

  func render() {
    let presented = app.statisticsPresentation
    guard presented != shown else { return }
    let playersChanged = presented.players != shown?.players
    shown = presented
    adw_status_page_set_title(cast(empty), presented.emptyText)
    Widgets.setVisible(empty, presented.isEmpty)
    Widgets.setVisible(list, !presented.isEmpty)
    if playersChanged { renderPlayers(presented.players) }
    Widgets.removeChildren(list)
    charts = []
    for row in presented.rows { Widgets.append(list, self.row(for: row)) }
  }

  /// One block per player: the name, whole, over the view model's tallies in words ("1 win,
  /// 0 losses; at Set races …"), each wrapped onto as many lines as the width needs. Not
  /// numbers over captions beside the name: a row of those cut the name short ("Bot (good)
  /// (comput…") and, a player's columns differing from the next one's (ties, Set races), read
  /// as numbers under the wrong headings.
  private func renderPlayers(_ players: [StatisticsPresentation.PlayerRow]) {
    Widgets.setVisible(playersCard, !players.isEmpty)
    Widgets.removeChildren(playersList)
    for player in players {
      let name = Widgets.label(player.title, classes: ["heading"])
      let tallies = Widgets.label(player.tallies)
      for label in [name, tallies] {
        gtk_widget_set_halign(label, GTK_ALIGN_START)
        gtk_label_set_xalign(cast(label), 0)
        gtk_label_set_wrap(cast(label), 1)
        gtk_label_set_wrap_mode(cast(label), PANGO_WRAP_WORD_CHAR)
      }
      let block = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [name, tallies])
      // The whole player in one sentence, as the view model says it.
      memorize_set_accessible_description(block, player.sentence)
      Widgets.append(playersList, block)
    }
  }

  /// The name and tallies labels of each player shown, for the test harness's layout report.
  var playerLabels: [(name: Widget, tallies: Widget)] {
    var found: [(Widget, Widget)] = []
    var child = gtk_widget_get_first_child(playersList)
    while let block = child {
      if let name = gtk_widget_get_first_child(block),
        let tallies = gtk_widget_get_next_sibling(name)
      {
        found.append((name, tallies))
      }
      child = gtk_widget_get_next_sibling(block)
    }
    return found
  }

  private func row(for presented: StatisticsPresentation.Row) -> Widget {
    let title = presented.title
    let color =
      presented.colour
      ?? {
        switch presented.section {
        case .matchismo: Palette.playingCardBack
        case .set: Palette.setColor(.purple)
        case .memorize, .statistics: Palette.selected
        }
      }()
    // The theme's colour as a swatch, never as text: a yellow name on a light page is unreadable.
    let swatch = DrawingView { canvas, width, height in
      canvas.fill(Rect(x: 0, y: 0, width: width, height: height), radius: 4, color: color)
    }
    retain(swatch, by: swatch.widget)
    gtk_widget_set_size_request(swatch.widget, 16, 16)
    gtk_widget_set_valign(swatch.widget, GTK_ALIGN_CENTER)
    let heading = Widgets.label(title, classes: ["heading"])
    gtk_widget_set_halign(heading, GTK_ALIGN_START)
    gtk_label_set_ellipsize(cast(heading), PANGO_ELLIPSIZE_END)
    let top = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, [swatch.widget, heading])

    let numbers = gtk_flow_box_new()!
    gtk_flow_box_set_selection_mode(cast(numbers), GTK_SELECTION_NONE)
    gtk_flow_box_set_max_children_per_line(cast(numbers), 4)
    gtk_flow_box_set_homogeneous(cast(numbers), 1)
    // The numbers are named by their game and each cell by its column (unnamed, they were
    // read as their types, "GtkFlowBox" and "GtkFlowBoxChild").
    memorize_set_accessible_label(numbers, title)
    for cell in presented.cells {
      let valueLabel = Widgets.label(cell.value, classes: ["title-3", "numeric"])
      let nameLabel = Widgets.label(cell.column, classes: ["caption", "dim-label"])
      let box = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [valueLabel, nameLabel])
      gtk_flow_box_append(cast(numbers), box)
      if let flowCell = gtk_widget_get_parent(box) {
        memorize_set_accessible_label(flowCell, cell.column)
      }
    }

    let scores = Array(presented.recentScores.suffix(30))
    let best = presented.bestScore
    // A picture with a name (the scores it shows, as the view model words them).
    let chart = DrawingView(role: GTK_ACCESSIBLE_ROLE_IMG) { canvas, width, height in
      Self.drawChart(canvas, width: width, height: height, scores: scores, best: best)
    }
    charts.append(chart)
    retain(chart, by: chart.widget)
    gtk_widget_set_size_request(chart.widget, -1, 72)
    gtk_widget_set_visible(chart.widget, scores.isEmpty ? 0 : 1)
    memorize_set_accessible_label(chart.widget, presented.recentScoresSentence)
    // How to read the chart, under it: what the bars are, which way time runs, the range.
    let caption = Widgets.label(presented.chartCaption, classes: ["caption", "dim-label"])
    gtk_widget_set_halign(caption, GTK_ALIGN_START)
    gtk_label_set_wrap(cast(caption), 1)
    gtk_widget_set_visible(caption, scores.isEmpty ? 0 : 1)

    let content = Widgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 8,
      [top, numbers, chart.widget, caption, recentTables(presented)])
    Widgets.margins(content, 12)
    let card = Widgets.box(GTK_ORIENTATION_VERTICAL, [content])
    gtk_widget_add_css_class(card, "card")
    return card
  }

  /// The row's last games with several players, newest first, each with every seat's score as
  /// the view model says it ("Ana: 9 points · Ben: 8 points"); hidden when there is none.
  private func recentTables(_ presented: StatisticsPresentation.Row) -> Widget {
    // The statistics being rendered (`render` sets them before it builds the rows).
    let title = shown?.recentTablesHeading ?? ""
    let heading = Widgets.label(title, classes: ["caption-heading"])
    gtk_widget_set_halign(heading, GTK_ALIGN_START)
    let box = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 2, [heading])
    for result in presented.recentTables.prefix(Self.recentTablesShown) {
      let line = Widgets.label(result.sentence, classes: ["caption"])
      gtk_widget_set_halign(line, GTK_ALIGN_START)
      gtk_label_set_wrap(cast(line), 1)
      Widgets.append(box, line)
    }
    memorize_set_accessible_label(box, title)
    gtk_widget_set_visible(box, presented.recentTables.isEmpty ? 0 : 1)
    return box
  }

  /// How many of a row's recent games with several players the page lists.
  static let recentTablesShown = 5

  /// The chart's axis labels: the highest score (at least 0) and the lowest (at most 0), each
  /// a number as every face writes it, a negative one with a true minus sign ("−31", where
  /// the chart wrote "-31").
  static func axisLabels(scores: [Int]) -> (high: String, low: String) {
    (
      Phrases.number(max(0, scores.max() ?? 0)),
      Phrases.number(min(0, scores.min() ?? 0))
    )
  }

  /// Recent scores as bars from a zero axis, the newest on the right, the best in green, with
  /// the axis labelled by the highest and lowest score.
  private static func drawChart(
    _ canvas: Canvas, width: Double, height: Double, scores: [Int], best: Int?
  ) {
    let labelWidth = 40.0
    let area = Rect(x: labelWidth, y: 4, width: max(0, width - labelWidth - 4), height: height - 8)
    let high = max(0, scores.max() ?? 0)
    let low = min(0, scores.min() ?? 0)
    let labels = axisLabels(scores: scores)
    let span = Double(max(1, high - low))
    let zero = area.y + area.height * Double(high) / span
    canvas.fill(area, radius: 4, color: Palette.board)
    canvas.fill(
      Rect(x: area.x, y: zero - 0.5, width: area.width, height: 1), radius: 0, color: Palette.ink)
    _ = canvas.text(labels.high, x: 4, y: area.y, size: 11, color: Palette.ink)
    if low < 0 {
      _ = canvas.text(labels.low, x: 4, y: area.y + area.height - 13, size: 11, color: Palette.ink)
    } else {
      _ = canvas.text(labels.low, x: 4, y: zero - 13, size: 11, color: Palette.ink)
    }
    let barWidth = area.width / 30
    for (index, score) in scores.enumerated() {
      let barHeight = area.height * Double(abs(score)) / span
      let bar = Rect(
        x: area.x + Double(index) * barWidth + 1, y: score >= 0 ? zero - barHeight : zero,
        width: max(1, barWidth - 2), height: max(1, barHeight))
      canvas.fill(bar, radius: 1, color: score == best ? Palette.matched : Palette.selected)
    }
  }
}
