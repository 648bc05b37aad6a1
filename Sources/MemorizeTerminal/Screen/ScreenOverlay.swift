import Memorize
import TerminalKit

/// A panel over the sections (help, theme editor, players) that takes every key while open.
///
/// `MemorizeScreen` keeps them in a stack: the topmost gets the input and is drawn last.
protocol ScreenOverlay: AnyObject {
  /// A key press; the overlay says whether it stays open.
  func handle(_ press: KeyPress) -> OverlayResult
  /// A click on `target` (anything drawn in the last frame, the overlay's or underneath), or
  /// on nothing clickable.
  func click(_ target: ScreenTarget?) -> OverlayResult
  /// Text pasted while the overlay is open.
  func paste(_ text: String)
  /// Draws the overlay over the content area.
  func draw(in area: Rect, hits: inout HitMap, into buffer: inout CellBuffer)
}

extension ScreenOverlay {
  func click(_ target: ScreenTarget?) -> OverlayResult { .stays }
  func paste(_ text: String) {}
}

/// What an overlay did with an input event.
enum OverlayResult: Equatable {
  case stays
  case closes
  case quits
}

/// The help overlay shown on `?`: the key maps of the screen underneath, written out; any key
/// or click closes it.
final class HelpScreenOverlay: ScreenOverlay {
  private let palette: Palette
  /// The lines to show, read at every frame (the reduced-motion line says what is on now).
  private let lines: () -> [HelpLine]

  init(palette: Palette, lines: @escaping () -> [HelpLine]) {
    self.palette = palette
    self.lines = lines
  }

  func handle(_ press: KeyPress) -> OverlayResult { .closes }

  func click(_ target: ScreenTarget?) -> OverlayResult { .closes }

  func draw(in area: Rect, hits: inout HitMap, into buffer: inout CellBuffer) {
    HelpOverlay(palette: palette).draw(lines(), in: area, hits: &hits, into: &buffer)
  }
}
