/// Plays Set on the real program by reading the cards off the screen: a card's number is how
/// many symbols it shows, its shape and shading are the symbol's glyph, its colour the letter in
/// its corner (the terminal's Set cards are readable without colour).
enum SetPlayer {
  /// One card as read: number, shape, shading and colour, each 0, 1 or 2.
  struct Card: Equatable {
    var frame: CellRect
    var features: [Int]
    var isSelected: Bool
  }

  /// The glyphs by (shape, shading), as the board draws them.
  static let glyphs: [Character: (shape: Int, shading: Int)] = [
    "◆": (0, 0), "◈": (0, 1), "◇": (0, 2), "●": (1, 0), "◍": (1, 1), "○": (1, 2),
    "▮": (2, 0), "▥": (2, 1), "▯": (2, 2),
  ]
  static let colors: [Character: Int] = ["r": 0, "g": 1, "p": 2]

  /// Every Set card on `screen`, in reading order, or `nil` while one does not read whole.
  static func cards(on screen: Screen) -> [Card]? {
    var cards: [Card] = []
    for (y, row) in screen.columns.enumerated() {
      // A focused card 8 rows tall or more is ringed with a double line all round.
      for (x, corner) in row.enumerated() where "╭╒╔".contains(corner) {
        var right = x + 1
        var isSelected = false
        while let edge = screen.character(x: right, y: y), "─═?●".contains(edge) {
          if edge == "●" { isSelected = true }
          right += 1
        }
        guard let end = screen.character(x: right, y: y), "╮╕╗".contains(end) else {
          continue
        }
        var bottom = y + 1
        while let side = screen.character(x: x, y: bottom), "│║".contains(side) { bottom += 1 }
        guard let corner = screen.character(x: x, y: bottom), "╰╚".contains(corner) else {
          return nil
        }
        let frame = CellRect(x: x, y: y, width: right - x + 1, height: bottom - y + 1)
        var symbols: [(shape: Int, shading: Int)] = []
        var color: Int?
        for character in screen.interior(of: frame) {
          if let glyph = glyphs[character] { symbols.append(glyph) }
          if let letter = colors[character] { color = letter }
        }
        guard let first = symbols.first, (1...3).contains(symbols.count), let color,
          symbols.allSatisfy({ $0 == first })
        else { return nil }
        cards.append(
          Card(
            frame: frame, features: [symbols.count - 1, first.shape, first.shading, color],
            isSelected: isSelected))
      }
    }
    return cards
  }

  /// Three cards among `cards` that make a set, if any.
  static func findSet(_ cards: [Card]) -> [Card]? {
    for first in cards.indices {
      for second in (first + 1)..<cards.count {
        for third in (second + 1)..<cards.count {
          let trio = [cards[first], cards[second], cards[third]]
          let isSet = (0..<4).allSatisfy { feature in
            Set(trio.map { $0.features[feature] }).count != 2
          }
          if isSet { return trio }
        }
      }
    }
    return nil
  }

  /// The deck count on the status line.
  static func deck(on screen: Screen) -> Int? {
    (screen.lines.first?.firstMatch(of: #/Deck (\d+)/#)).flatMap { Int($0.1) }
  }

  /// Plays until the game is over: finds a set and clicks it; deals three more when the table
  /// has none; puts a found set away (dealt over, or cleared off an empty deck) before the next.
  static func finish(_ app: MemorizeInTmux) throws {
    var rounds = 0
    while true {
      rounds += 1
      guard rounds < 100 else { throw TimedOut(description: "Set did not end in 100 rounds") }
      let (cards, deck) = try app.tmux.waitForScreen("a still table with no selection") {
        screen -> ([Card], Int)? in
        guard let deck = Self.deck(on: screen), let cards = Self.cards(on: screen), !cards.isEmpty,
          cards.count % 3 == 0, !cards.contains(where: \.isSelected)
        else { return nil }
        return (cards, deck)
      }
      guard let trio = findSet(cards) else {
        try app.tmux.press(["d"])
        try app.tmux.waitUntil("three more dealt") {
          Self.cards(on: $0)?.count == cards.count + 3
        }
        continue
      }
      for card in trio {
        try app.tmux.click(x: card.frame.x + card.frame.width / 2, y: card.frame.y + 1)
      }
      // The last set ends the game once the deck is empty and no set is left among the other
      // cards: then the banner says so.
      let isLast = deck == 0 && findSet(cards.filter { !trio.contains($0) }) == nil
      let over = try app.tmux.waitForScreen("the verdict on the set") { screen -> Bool? in
        if screen.lines.contains(where: { $0.contains("║") && $0.contains("Game over!") }) {
          return true
        }
        guard let verdict = screen.lines.dropLast().last else { return nil }
        return verdict.hasSuffix("Set! +3 for a set") && !isLast ? false : nil
      }
      if over { return }
      if deck > 0 {
        try app.tmux.press(["d"])
        try app.tmux.waitUntil("the set dealt over") { screen in
          Self.cards(on: screen).map { !$0.contains(where: \.isSelected) } ?? false
        }
      } else {
        try app.tmux.click(x: trio[0].frame.x + trio[0].frame.width / 2, y: trio[0].frame.y + 1)
        try app.tmux.waitUntil("the set cleared away") {
          Self.cards(on: $0)?.count == cards.count - 3
        }
      }
    }
  }
}
