import TerminalKit

/// Draws one card: its border, and either its back or its face, faded or highlighted.
struct CardPainter {
  let palette: Palette

  /// - Parameters:
  ///   - back: the colour of the card's back (a theme's colour).
  ///   - face: draws the face inside the given interior; called only when the face shows.
  func draw(
    _ appearance: BoardAnimator.Appearance, focused: Bool, back: TerminalColor,
    clip: Rect, into buffer: inout CellBuffer,
    face: (inout CellBuffer, Rect, Style) -> Void
  ) {
    let frame = appearance.frame
    guard appearance.opacity > 0, !frame.isEmpty else { return }
    if frame.width < 3 {
      // Seen edge-on mid-flip: a thin sliver.
      let edge = Style(foreground: appearance.showsFace ? palette.cardFace : back)
      for y in frame.y..<frame.maxY {
        buffer.put(frame.width == 1 ? "▐" : "▐▌", x: frame.x, y: y, style: edge, clip: clip)
      }
      return
    }
    let faint = appearance.opacity < 0.67
    var (border, borderStyle) = palette.cardBorder(focused: focused)
    if faint && !focused {
      border = .single
      borderStyle = Style(foreground: palette.muted, dim: true)
    }
    let interior = frame.inset(by: 1)
    if appearance.showsFace {
      var faceBackground = palette.cardFace
      switch appearance.highlight {
      case .match?: faceBackground = palette.matchHighlight
      case .mismatch?: faceBackground = palette.mismatchHighlight
      case nil: break
      }
      var faceStyle = Style(foreground: palette.cardInk, background: faceBackground)
      if !palette.usesColor { faceStyle = .plain }
      if faint { faceStyle = faceStyle.dim() }
      buffer.fill(interior, style: faceStyle)
      borderStyle.background = palette.usesColor ? faceBackground : .default
      buffer.drawBox(frame, border: border, style: borderStyle, clip: clip)
      if appearance.opacity >= 0.34 { face(&buffer, interior, faceStyle) }
      if !palette.usesColor, let highlight = appearance.highlight {
        // Without colour, say it in a sign on the border.
        buffer.put(highlight == .match ? "✓" : "✗", x: frame.maxX - 2, y: frame.y, clip: clip)
      }
    } else {
      let hatch = Style(foreground: .rgb(red: 255, green: 255, blue: 255), background: back)
      buffer.fill(interior, with: "░", style: palette.usesColor ? hatch.dim() : .plain)
      borderStyle.background = palette.usesColor ? back : .default
      buffer.drawBox(frame, border: border, style: borderStyle, clip: clip)
    }
  }
}
