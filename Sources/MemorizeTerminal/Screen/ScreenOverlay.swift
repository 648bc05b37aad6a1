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
  /// The mouse wheel turned while the overlay is open.
  func scroll(_ direction: WheelDirection)
  /// The key table the overlay handles its keys by (the tab bar's hints come from it).
  var keyTable: KeyTable { get }
  /// Draws the overlay over the content area.
  func draw(in area: Rect, hits: inout HitMap, into buffer: inout CellBuffer)
}

extension ScreenOverlay {
  func click(_ target: ScreenTarget?) -> OverlayResult { .stays }
  func paste(_ text: String) {}
  func scroll(_ direction: WheelDirection) {}
}

/// What an overlay did with an input event.
enum OverlayResult: Equatable {
  case stays
  case closes
  case quits
}

/// The help overlay shown on `?`: the key maps of the screen underneath, written out. Where it
/// is longer than the screen, the keys of its own table (``KeyTable/help``) scroll it; q and
/// Ctrl-C quit, as the help says they do everywhere; any other key, or a click, closes it.
final class HelpScreenOverlay: ScreenOverlay {
  var keyTable: KeyTable { .help }
  private let palette: Palette
  /// The lines to show, read at every frame (the reduced-motion line says what is on now).
  private let lines: () -> [HelpLine]
  /// The first row shown.
  private(set) var offset = 0
  /// The help as last drawn, for how far a key scrolls it.
  private var layout: HelpOverlay.Layout?

  init(palette: Palette, lines: @escaping () -> [HelpLine]) {
    self.palette = palette
    self.lines = lines
  }

  /// The help's keys as they answer now: scrolling only while the help is longer than its box.
  var keyMap: [KeyCommand<OverlayResult>] {
    let layout = layout
    return bindKeys(.help) { [unowned self] action in
      switch action {
      case .scrollHelp:
        guard let layout, layout.scrolls else { return nil }
        return { [unowned self] press in
          let up = press.key == .up || press.key == .character("k")
          scroll(by: up ? -1 : 1, in: layout)
          return .stays
        }
      case .pageHelp:
        guard let layout, layout.scrolls else { return nil }
        return { [unowned self] press in
          let page = max(1, layout.visibleRows - 1)
          scroll(by: press.key == .pageUp ? -page : page, in: layout)
          return .stays
        }
      case .closeHelp:
        return { _ in .closes }
      case .quit:
        return { _ in .quits }
      default:
        return nil
      }
    }
  }

  private func scroll(by rows: Int, in layout: HelpOverlay.Layout) {
    offset = min(max(0, offset + rows), layout.lastOffset)
  }

  func handle(_ press: KeyPress) -> OverlayResult {
    keyMap.command(for: press)?.perform(press) ?? .closes
  }

  func click(_ target: ScreenTarget?) -> OverlayResult { .closes }

  func scroll(_ direction: WheelDirection) {
    guard let layout, layout.scrolls, direction == .up || direction == .down else { return }
    scroll(by: direction == .up ? -1 : 1, in: layout)
  }

  func draw(in area: Rect, hits: inout HitMap, into buffer: inout CellBuffer) {
    let lines = lines()
    let layout = HelpOverlay.layout(lines, in: area)
    self.layout = layout
    offset = min(offset, layout.lastOffset)
    HelpOverlay(palette: palette).draw(
      lines, offset: offset, scrollKeys: KeyTable.help.footLines, in: area, hits: &hits,
      into: &buffer)
  }
}
