import CGtk
import Foundation
import Memorize

/// With `MEMORIZE_GTK_TEST_LAYOUT=1`, prints where things are, in X window coordinates, each time
/// the layout changes, so end-to-end tests know where to click. It never prints what a card shows:
/// the tests judge faces from the pixels.
final class LayoutProbe {
  private let window: Widget
  private unowned let appWindow: AppWindow
  private let app: AppModel
  private let memorizePage: MemorizePage
  private var isScheduled = false
  private var lastReport = ""

  init(window: AppWindow, app: AppModel, memorizePage: MemorizePage) {
    self.window = window.window
    appWindow = window
    self.app = app
    self.memorizePage = memorizePage
  }

  /// Reports after every painted frame too, so panes shown or hidden without a board layout
  /// are reported (call once the window is realized).
  func attachToFrameClock() {
    guard let clock = gtk_widget_get_frame_clock(window) else { return }
    onSignal(clock, "after-paint") { [weak self] in self?.scheduleReport() }
  }

  func scheduleReport() {
    guard !isScheduled else { return }
    isScheduled = true
    MainLoop.idle { [weak self] in
      self?.isScheduled = false
      self?.report()
    }
  }

  private func report() {
    var lines = [
      "layout width=\(gtk_widget_get_width(window)) height=\(gtk_widget_get_height(window))"
        + " side-by-side=\(app.isSideBySide ? 1 : 0) section=\(app.section.rawValue)"
        + " presented=\(appWindow.presentations)"
    ]
    lines.append("chooser \(bounds(of: memorizePage.chooserPane))")
    lines.append("game \(bounds(of: memorizePage.gamePane))")
    lines.append("back \(bounds(of: memorizePage.backButton))")
    lines.append("forward \(bounds(of: memorizePage.forwardButton))")
    lines.append("play-again \(bounds(of: memorizePage.playAgainButton))")
    lines.append("players \(bounds(of: memorizePage.playersBar))")
    lines.append("hint \(bounds(of: memorizePage.hintButton))")
    lines.append("players-button \(bounds(of: memorizePage.playersButton))")
    for (index, seat) in memorizePage.seatLabels.enumerated() {
      lines.append("seat \(index) \(bounds(of: seat))")
    }
    for row in memorizePage.rows {
      lines.append("row \(row.id) \(bounds(of: row.widget))")
    }
    // Where each card belongs, not where an animation has it right now.
    let board = bounds(of: memorizePage.board.widget, as: Rect.self)
    for (index, frame) in memorizePage.board.cardFrames.enumerated() {
      guard let board else { break }
      let placed = Rect(
        x: board.x + frame.x, y: board.y + frame.y, width: frame.width, height: frame.height)
      lines.append("card \(index) \(placed)")
    }
    let report = lines.joined(separator: "\n")
    guard report != lastReport else { return }
    lastReport = report
    Console.write(report + "\nend")
  }

  /// `x,y,w,h` of `widget` in the X window's coordinates, or `none` when it is not showing.
  private func bounds(of widget: Widget) -> String {
    bounds(of: widget, as: Rect.self)?.description ?? "none"
  }

  private func bounds(of widget: Widget, as: Rect.Type) -> Rect? {
    guard gtk_widget_get_mapped(widget) != 0 else { return nil }
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, window, &rect) != 0 else { return nil }
    // The window widget sits inside its surface by the width of any client-side shadow.
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(cast(window), &surfaceX, &surfaceY)
    return Rect(
      x: Double(rect.origin.x) + surfaceX, y: Double(rect.origin.y) + surfaceY,
      width: Double(rect.size.width), height: Double(rect.size.height))
  }
}
