import Memorize
import TerminalKit

/// The Memorize board: emoji cards in a grid that keeps their 2:3 look, animated.
struct MemorizeBoardView {
  let palette: Palette

  /// Draws the cards of `board` in `area`; returns the grid so the caller can move focus by
  /// rows. A card face down in `board` carries no face: one still turning over is drawn with
  /// the face it showed, from `faces` (by card id).
  @discardableResult
  func draw(
    _ board: BoardPresentation, faces: [Int: CardFace], focusedCard: Int?,
    animator: BoardAnimator, now: Double, in area: Rect, hits: inout HitMap,
    into buffer: inout CellBuffer
  ) -> CardGridLayout {
    let cards = board.cards
    let layout = CardGridLayout(count: cards.count, in: area)
    let back = board.backColour.map(palette.color) ?? palette.cardInk
    let painter = CardPainter(palette: palette)
    var focusedDrawing: (BoardAnimator.Appearance, Int)?
    for (index, card) in cards.enumerated() {
      let state = BoardAnimator.CardState(isFaceUp: card.isFaceUp, isMatched: card.isMatched)
      let appearance = animator.appearance(
        of: card.id, at: index, count: cards.count, frame: layout.frames[index], in: area,
        state: state, now: now)
      // A card the board cannot show (more cards than the smallest fit) takes no clicks.
      hits.add(layout.frames[index].intersection(area), .card(index))
      if index == focusedCard {
        focusedDrawing = (appearance, index)
        continue
      }
      paint(
        card, face: card.face ?? faces[card.id], appearance, focused: false, back: back,
        painter: painter, area: area, into: &buffer)
    }
    // The focused card last, so its bright border is never hidden by a neighbour.
    if let (appearance, index) = focusedDrawing {
      if appearance.opacity == 0 {
        // The card has left the table (matched, by the player or the computer) or is not dealt
        // yet: the focus stays on its slot, as arrows move it over empty slots too, drawn as the
        // slot's four corners — a frame around nothing, not a lone edge nor a card in play, and
        // four cells to draw and clear (a whole outline made every move over an empty slot cost
        // both sides of every row: issue 14's byte budget).
        // The corners of the focus outline a card in play has.
        let (border, style) = palette.cardBorder(focused: true)
        let frame = appearance.frame
        let right = frame.x + max(0, frame.width - 1)
        let bottom = frame.y + max(0, frame.height - 1)
        for (corner, x, y) in [
          (border.topLeft, frame.x, frame.y), (border.topRight, right, frame.y),
          (border.bottomLeft, frame.x, bottom), (border.bottomRight, right, bottom),
        ] {
          buffer.put(String(corner), x: x, y: y, style: style.dim(), clip: area)
        }
      } else {
        paint(
          cards[index], face: cards[index].face ?? faces[cards[index].id], appearance,
          focused: true, back: back, painter: painter, area: area, into: &buffer)
      }
    }
    // The hint's marks last of all, so a hinted card keeps them when it has the focus too.
    for (index, card) in cards.enumerated() where card.isHinted {
      HintMarks(palette: palette).draw(
        around: layout.frames[index], clip: area, onTile: !card.isFaceUp, into: &buffer)
    }
    return layout
  }

  private func paint(
    _ card: CardPresentation, face: CardFace?, _ appearance: BoardAnimator.Appearance,
    focused: Bool, back: TerminalColor, painter: CardPainter, area: Rect,
    into buffer: inout CellBuffer
  ) {
    painter.draw(
      appearance, focused: focused, back: back, clip: area, tallAsTile: true, into: &buffer
    ) {
      buffer, interior, style in
      let middle = interior.y + (interior.height - 1) / 2
      // A charset without emoji gets the view model's letter for them, the same on both cards.
      if case .emoji(let emoji, let letter)? = face {
        let text = palette.showsEmoji ? emoji : letter
        buffer.put(
          text, x: CardPainter.faceColumn(width: DisplayWidth.of(text), in: interior), y: middle,
          style: style, clip: interior)
      }
      // The time-bonus countdown: a bar along the bottom that shrinks as the bonus runs out.
      if let bonus = card.bonusRemaining, card.isFaceUp, !card.isMatched || card.hasEarnedBonus,
        interior.height >= 3
      {
        let length = Int((Double(interior.width) * bonus).rounded(.up))
        let bar = String(repeating: palette.isASCII ? "_" : "▁", count: length)
        buffer.put(
          bar, x: interior.x, y: interior.maxY - 1,
          style: style.foreground(palette.usesColor ? back : .default), clip: interior)
      }
    }
  }
}
