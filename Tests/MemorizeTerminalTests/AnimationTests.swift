import CardGames
import Memorize
import TerminalKit
import TerminalTestSupport
import Testing

@testable import MemorizeTerminal

/// Animations on a hand-moved clock: what a frame shows part-way, and when the loop must wake.
@Suite("Animation")
struct AnimationTests {
  /// Halloween, 8 pairs, animated, at 80×24; the deal has finished and the autosave is done.
  private func dealtBoard() throws -> ScreenFixture {
    let fixture = ScreenFixture(.small, animates: true) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    #expect(fixture.screen.isInMotion, "dealing")
    // 16 cards: the last starts 15 × 0.03 s in and takes 0.3 s. Binary fractions keep the
    // clock exact.
    fixture.clock.advance(by: 1)
    _ = fixture.screen.tick(now: .now)
    fixture.draw()
    return fixture
  }

  @Test("Idle with no game: no wake-up at all")
  func idleWithoutGame() {
    let fixture = ScreenFixture(.small, animates: true)
    fixture.draw()
    #expect(fixture.screen.nextWakeup == nil)
    fixture.press(.down)
    #expect(fixture.screen.nextWakeup == nil)
    for section in ["4", "3"] {
      fixture.press(.character(Character(section)))
      // A change was made (the section): only the autosave is pending, a second away.
      #expect(fixture.screen.nextWakeup == .milliseconds(1000), "section \(section)")
    }
    fixture.clock.advance(by: 1)
    _ = fixture.screen.tick(now: .now)
    #expect(fixture.screen.nextWakeup == nil)
    // Matchismo's first appearance deals its 24 cards: frames for 0.99 s, then quiet again.
    fixture.press(.character("2"))
    #expect(fixture.screen.isInMotion)
    fixture.clock.advance(by: 1)
    _ = fixture.screen.tick(now: .now)
    fixture.draw()
    #expect(fixture.screen.nextWakeup == nil)
  }

  @Test("After the deal, with the game clock not started, nothing wakes the loop")
  func idleAfterDeal() throws {
    let fixture = try dealtBoard()
    #expect(fixture.screen.nextWakeup == nil)
  }

  @Test("A flip shows the card edge-on, then opens on the face; the loop wakes for each pose")
  func flip() throws {
    let fixture = try dealtBoard()
    let game = try fixture.memorize
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    fixture.press(.character(" "))
    #expect(game.cards[0].isFaceUp)
    #expect(fixture.screen.isInMotion)
    // Edge-on until half the flip (0.125 s): no frame before that would differ.
    let wake = try #require(fixture.screen.nextWakeup)
    #expect(wake > .milliseconds(100) && wake <= .milliseconds(130))

    // 0.0625 s into 0.25 s: a quarter of the way, edge-on, the face's colour.
    fixture.clock.advance(by: 0.0625)
    let middle = fixture.draw()
    let rows = frame.rows(of: middle)
    assertSnapshot(rows.joined(separator: "\n"), named: "flip-quarter-way-card")
    #expect(rows.allSatisfy { $0.trimmingCharacters(in: .whitespaces) == "▐▌" })
    #expect(!rows.joined().contains(game.cards[0].content))
    // 0.1875 s in: half as wide, the face showing.
    fixture.clock.advance(by: 0.125)
    let opening = frame.rows(of: fixture.draw())
    #expect(opening.allSatisfy { $0.hasPrefix("  ") && $0.hasSuffix("  ") })
    #expect(opening[0].trimmingCharacters(in: .whitespaces) == "╒══╕")
    #expect(opening.joined().contains(game.cards[0].content))
    #expect(fixture.screen.isInMotion)

    // At 0.25 s the card is whole again, face up.
    fixture.clock.advance(by: 0.0625)
    let done = fixture.draw()
    let face = frame.rows(of: done)
    #expect(face[0] == "╒" + String(repeating: "═", count: frame.width - 2) + "╕")
    #expect(face.joined().contains(game.cards[0].content))
    #expect(!face.joined().contains("░"))
    // Only the play clock is left: it next changes at one second of play, 0.75 s away.
    #expect(fixture.screen.nextWakeup == .milliseconds(750))
  }

  @Test("Without animation a flip is drawn finished at once and nothing wakes at 60 Hz")
  func flipWithoutAnimation() throws {
    let fixture = ScreenFixture(.small, animates: false) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    fixture.press(.character(" "))
    let face = frame.rows(of: fixture.draw()).joined()
    #expect(face.contains(try fixture.memorize.cards[0].content))
    #expect(fixture.screen.nextWakeup == .milliseconds(1000))
  }

  @Test("A mismatch shakes both cards, then they rest face up in place")
  func mismatchShake() throws {
    let fixture = try dealtBoard()
    let game = try fixture.memorize
    let other = try #require((1..<16).first { game.cards[$0].content != game.cards[0].content })
    let frames = try [0, other].map { try #require(fixture.screen.hits.rect(of: .card($0))) }
    fixture.press(.character(" "))
    fixture.clock.advance(by: 0.5)
    fixture.draw()
    for _ in 0..<other { fixture.press(.right) }
    fixture.press(.character(" "))
    #expect(fixture.screen.isInMotion)
    fixture.clock.advance(by: 1)
    let rested = fixture.draw()
    for frame in frames {
      #expect(frame.rows(of: rested)[0].first == "╭" || frame.rows(of: rested)[0].first == "╒")
    }
    #expect(!fixture.screen.isInMotion)
  }
}

@Suite("Animation wake-ups")
struct AnimationWakeupTests {
  @Test("The animator names each moment a pose changes, and nothing once every motion is over")
  func poseChanges() {
    let animator = BoardAnimator()
    let down = BoardAnimator.CardState(isFaceUp: false, isMatched: false)
    let up = BoardAnimator.CardState(isFaceUp: true, isMatched: false)
    animator.observe(
      cards: [(id: 1, state: down)], dealToken: "a", isResumed: true, isOver: false, now: 0)
    #expect(animator.nextChange(after: 0) == nil)
    animator.observe(cards: [(id: 1, state: up)], dealToken: "a", isOver: false, now: 2)
    // A flip: edge-on from 2, half-width at the half, whole at the end; then still.
    let half = 2 + BoardAnimator.flipDuration / 2
    #expect(animator.nextChange(after: 2) == half)
    #expect(animator.nextChange(after: half) == 2 + BoardAnimator.flipDuration)
    #expect(animator.nextChange(after: 2 + BoardAnimator.flipDuration) == nil)
  }

  @Test("A motion that ends between drawing and asking still gets its final frame")
  func finalFrameAfterMotionEnds() {
    let fixture = ScreenFixture(.small, animates: true) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    fixture.clock.advance(by: 1)
    fixture.draw()
    fixture.press(.character(" "))
    fixture.draw()
    // Draw just before the flip ends, then let time pass its end without drawing: the frame
    // on screen is mid-flip, so the loop must still wake once more.
    fixture.clock.advance(by: BoardAnimator.flipDuration - 0.0078125)
    fixture.draw()
    fixture.clock.advance(by: 0.0625)
    #expect(fixture.screen.isInMotion)
    fixture.draw()
    #expect(!fixture.screen.isInMotion)
  }
}

@Suite("Reduced motion")
struct ReducedMotionScreenTests {
  @Test("With reduced motion the board is dealt, flipped and shaken in one final frame each")
  func everyChangeOnce() throws {
    let fixture = ScreenFixture(.small, animates: true) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
      app.setReducesMotion(true)
    }
    let dealt = fixture.draw()
    #expect(!fixture.screen.isInMotion, "no deal animation")
    let game = try fixture.memorize
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    #expect(frame.rows(of: dealt)[0].first == "╒")
    fixture.press(.character(" "))
    #expect(fixture.screen.nextWakeup == .milliseconds(1000), "only the play clock")
    #expect(frame.rows(of: fixture.draw()).joined().contains(game.cards[0].content))
    let other = try #require((1..<16).first { game.cards[$0].content != game.cards[0].content })
    for _ in 0..<other { fixture.press(.right) }
    fixture.press(.character(" "))
    #expect(!fixture.screen.isInMotion, "no shake")
  }

  @Test("o turns reduced motion on mid-flip: the next frame is the final one; o again turns it off")
  func toggle() throws {
    let fixture = ScreenFixture(.small, animates: true) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    fixture.clock.advance(by: 1)
    fixture.draw()
    let game = try fixture.memorize
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    fixture.press(.character(" "))
    fixture.clock.advance(by: 0.0625)
    #expect(!frame.rows(of: fixture.draw()).joined().contains(game.cards[0].content))
    fixture.press(.character("o"))
    #expect(fixture.app.reducesMotion)
    #expect(frame.rows(of: fixture.draw()).joined().contains(game.cards[0].content))
    #expect(!fixture.screen.isInMotion)
    fixture.press(.character("o"))
    #expect(!fixture.app.reducesMotion)
    fixture.press(.right)
    fixture.press(.character(" "))
    #expect(fixture.screen.isInMotion, "motion is back")
  }
}

/// Every animation, frame by frame: what each distinct picture is, and how few there are.
///
/// A terminal shows whole cells: each motion goes through a few poses, and 60 Hz frames in
/// between would be identical (the loop wakes only for the poses).
@Suite("Animation frames")
struct AnimationFrameTests {
  /// Halloween, 8 pairs at 80×24, not dealt yet.
  private func freshBoard() -> ScreenFixture {
    ScreenFixture(.small, animates: true) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
  }

  /// The board after the deal.
  private func dealtBoard() -> ScreenFixture {
    let fixture = freshBoard()
    fixture.draw()
    fixture.clock.advance(by: 1)
    _ = fixture.screen.tick(now: .now)
    fixture.draw()
    return fixture
  }

  /// `rect`'s rows, then each of its cells' styles, as one text.
  private func picture(of rect: Rect, in buffer: CellBuffer) -> String {
    let styles = (rect.y..<rect.maxY).flatMap { y in
      (rect.x..<rect.maxX).map { Labels.describe(buffer[x: $0, y: y].style) }
    }
    return rect.rows(of: buffer).joined(separator: "\n") + "\n"
      + Set(styles).sorted().joined(
        separator: " | ")
  }

  /// Draws at 60 Hz until the screen stops asking for frames (at most `limit` seconds);
  /// returns each picture of `rect` that differs from the one before, with the first.
  private func frames(
    of rect: Rect, _ fixture: ScreenFixture, limit: Double = 4
  ) -> (pictures: [String], wholeFrames: Int) {
    var pictures = [picture(of: rect, in: fixture.draw())]
    var previous = fixture.draw()
    var wholeFrames = 1
    var elapsed = 0.0
    while fixture.screen.isInMotion && elapsed < limit {
      fixture.clock.advance(by: 1.0 / 64)
      elapsed += 1.0 / 64
      let buffer = fixture.draw()
      if buffer != previous { wholeFrames += 1 }
      previous = buffer
      let next = picture(of: rect, in: buffer)
      if next != pictures.last { pictures.append(next) }
    }
    return (pictures, wholeFrames)
  }

  private func outlined(_ rect: Rect) -> Rect {
    Rect(x: rect.x - 1, y: rect.y, width: rect.width + 2, height: rect.height)
  }

  @Test("Deal: each card lands edge-on, then shows its back; the board is whole in 0.25 s")
  func deal() throws {
    let fixture = freshBoard()
    fixture.draw()
    let last = try #require(fixture.screen.hits.rect(of: .card(15)))
    let (pictures, wholeFrames) = frames(of: last, fixture)
    assertSnapshot(pictures.joined(separator: "\n\n"), named: "deal-last-card")
    #expect(pictures.count == 3, "not there, edge-on, its back")
    #expect(pictures[1].contains("▐"))
    #expect(pictures[2].contains("bg=#f28c28"), "the theme's colour")
    // 16 cards 0.01 s apart, 0.1 s each: at 64 frames a second, 17 frames show something new.
    #expect(wholeFrames == 17)
    #expect(fixture.clock.now <= 0.25 + 1.0 / 64)
  }

  @Test("Flip: edge-on, half-width face, then the face")
  func flip() throws {
    let fixture = dealtBoard()
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    _ = fixture.screen.handle(.key(KeyPress(.character(" "))))
    let (pictures, _) = frames(of: frame, fixture)
    assertSnapshot(pictures.joined(separator: "\n\n"), named: "flip-frames")
    #expect(pictures.count == 3)
    #expect(pictures[0].contains("▐▌") && !pictures[0].contains("│"))
    let content = try fixture.memorize.cards[0].content
    #expect(pictures[1].contains("╒══╕") && pictures[1].contains(content))
    #expect(pictures[2].contains("╒══════╕"))
  }

  @Test("Deal on tall cards (160×48): each card appears in its turn, showing its back")
  func dealOnTallCards() throws {
    let fixture = ScreenFixture(.large, animates: true) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    let last = try #require(fixture.screen.hits.rect(of: .card(15)))
    #expect(last.height >= BoardAnimator.tallCardHeight)
    let (pictures, wholeFrames) = frames(of: last, fixture)
    #expect(pictures.count == 2, "not there, its back")
    #expect(
      pictures[0].split(separator: "\n").prefix(last.height).allSatisfy {
        $0.allSatisfy { $0 == " " }
      })
    // A tile: the theme's colour from edge to edge, no outline.
    let blankRows = Array(repeating: String(repeating: " ", count: last.width), count: last.height)
    #expect(pictures[1] == blankRows.joined(separator: "\n") + "\nbg=#f28c28")
    // 16 cards 0.01 s apart: at 64 frames a second, the board grows in 11 frames.
    #expect(wholeFrames == 11)
  }

  @Test("Flip on a tall card (160×48): edge-on, then the face, in half the time")
  func flipOnATallCard() throws {
    let fixture = ScreenFixture(.large, animates: true) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    fixture.clock.advance(by: 1)
    _ = fixture.screen.tick(now: .now)
    fixture.draw()
    let frame = try #require(fixture.screen.hits.rect(of: .card(0)))
    #expect(frame.height >= BoardAnimator.tallCardHeight)
    _ = fixture.screen.handle(.key(KeyPress(.character(" "))))
    let (pictures, _) = frames(of: frame, fixture)
    assertSnapshot(pictures.joined(separator: "\n\n"), named: "tall-flip-frames")
    #expect(pictures.count == 2, "edge-on, then the whole face")
    #expect(pictures[0].contains("▐") && !pictures[0].contains("│"))
    let content = try fixture.memorize.cards[0].content
    // The tile with its face band, inside the focus ring.
    #expect(
      pictures[1].contains("╔═") && pictures[1].contains(content)
        && pictures[1].contains("fg=#1e1e1e bg=#faf8f0"))
    // Half a flip's time after the key the face is whole.
    fixture.press(.right)
    _ = fixture.screen.handle(.key(KeyPress(.character(" "))))
    let second = try #require(fixture.screen.hits.rect(of: .card(1)))
    #expect(picture(of: second, in: fixture.draw()).contains("▐"))
    fixture.clock.advance(by: BoardAnimator.flipDuration / 2)
    let secondContent = try fixture.memorize.cards[1].content
    #expect(picture(of: second, in: fixture.draw()).contains(secondContent))
  }

  @Test(
    "Mismatch: the second card flips, then both faces shake one column right, left, right, the cards edged in red"
  )
  func shake() throws {
    let fixture = dealtBoard()
    let game = try fixture.memorize
    let other = try #require((1..<16).first { game.cards[$0].content != game.cards[0].content })
    // A glyph of the theme, so the snapshot stays readable.
    #expect(game.cards[other].content == "😈")
    try fixture.choose(0)
    fixture.clock.advance(by: 1)
    fixture.draw()
    for _ in 0..<other { fixture.press(.right) }
    let frame = outlined(try #require(fixture.screen.hits.rect(of: .card(other))))
    _ = fixture.screen.handle(.key(KeyPress(.character(" "))))
    let (pictures, _) = frames(of: frame, fixture)
    assertSnapshot(pictures.joined(separator: "\n\n"), named: "mismatch-frames")
    // Two flip poses; the face right, left, right, the card's top and bottom edges red (the
    // focus keeps the top); still, the outline grey.
    #expect(pictures.count == 6)
    #expect(pictures[2...4].allSatisfy { $0.contains("fg=#d72d2d") })
    #expect(pictures[2] == pictures[4] && pictures[2] != pictures[3])
    #expect(pictures[2].split(separator: "\n")[2] == " │   😈 │ ")
    #expect(pictures[3].split(separator: "\n")[2] == " │ 😈   │ ")
    #expect(!pictures[5].contains("fg=#d72d2d") && pictures[5].contains("│  😈  │"))
  }

  @Test(
    "Match: both cards' top and bottom edges glow green for 0.6 s; at the next choice the pair fades out"
  )
  func matchAndFade() throws {
    let fixture = dealtBoard()
    let twin = try fixture.twin(of: 0)
    // The twin's outline: card 0 keeps the focus, which stays drawn when its card is gone.
    let frame = outlined(try #require(fixture.screen.hits.rect(of: .card(twin))))
    try fixture.choose(0)
    fixture.clock.advance(by: 1)
    fixture.draw()
    try fixture.choose(twin)
    let (glow, _) = frames(of: frame, fixture)
    // The twin's two flip poses, its face glowing green, then the plain outline.
    #expect(glow.count == 4)
    let content = try fixture.memorize.cards[twin].content
    #expect(glow[2].contains("fg=#28aa46") && glow[2].contains(content))
    #expect(!glow[3].contains("fg=#28aa46"))
    let other = try #require((1..<16).first { $0 != twin })
    try fixture.choose(other)
    let (fade, _) = frames(of: frame, fixture)
    assertSnapshot(fade.joined(separator: "\n\n"), named: "fade-frames")
    // The pair waits, face up, while the chosen card starts turning; then fades.
    #expect(fade.count == 3, "face up for half a flip, a faint empty outline, then gone")
    #expect(fade[0].contains(content) && !fade[0].contains("┌──────┐"))
    #expect(fade[1].contains("┌──────┐") && !fade[1].contains(content))
    #expect(
      fade[2].split(separator: "\n").prefix(frame.height).allSatisfy { $0.allSatisfy { $0 == " " } }
    )
  }

  @Test(
    "Match on a tall card (160×48): the pair stays face up while the chosen card turns, then is gone"
  )
  func matchLeavesATallCard() throws {
    let fixture = ScreenFixture(.large, animates: true) { app in
      app.startMemorize(theme: .halloween, pairs: 8, seed: 3)
    }
    fixture.draw()
    fixture.clock.advance(by: 1)
    _ = fixture.screen.tick(now: .now)
    fixture.draw()
    let twin = try fixture.twin(of: 0)
    let frame = outlined(try #require(fixture.screen.hits.rect(of: .card(twin))))
    #expect(frame.height >= BoardAnimator.tallCardHeight)
    try fixture.choose(0)
    fixture.clock.advance(by: 1)
    fixture.draw()
    try fixture.choose(twin)
    _ = frames(of: frame, fixture)
    let other = try #require((1..<16).first { $0 != twin })
    try fixture.choose(other)
    let (leave, _) = frames(of: frame, fixture)
    // No faint outline: face up for half a flip, then the place is empty.
    #expect(leave.count == 2, "face up, then gone")
    let content = try fixture.memorize.cards[twin].content
    #expect(leave[0].contains(content) && leave[0].contains("fg=#1e1e1e bg=#faf8f0"))
    #expect(
      leave[1].split(separator: "\n").prefix(frame.height).allSatisfy {
        $0.allSatisfy { $0 == " " }
      })
  }

  @Test("Celebration: the faces fall and bounce, 15 pictures a second, then rest under the banner")
  func celebration() throws {
    let fixture = dealtBoard()
    let game = try fixture.memorize
    var done: Set<Int> = []
    for index in 0..<16 where !done.contains(index) {
      let twin = try fixture.twin(of: index)
      done.formUnion([index, twin])
      try fixture.choose(index)
      try fixture.choose(twin)
      if !game.isOver {
        // Let the glow (and the fade of the pair before) finish before the next pair.
        fixture.clock.advance(by: 1)
        fixture.draw()
      }
    }
    #expect(game.isOver)
    let board = Rect(x: 0, y: 1, width: 80, height: 21)
    let (pictures, _) = frames(of: board, fixture)
    // The last card's flip and glow, then the fall: faces only, no cards.
    let fallStart = try #require(pictures.firstIndex { !$0.contains("│") })
    let fall = pictures[fallStart...]
    assertSnapshot(fall[fallStart], named: "celebration-first-fall")
    #expect(fall.allSatisfy { !$0.contains("│") && !$0.contains("░") })
    // 2.4 s at 15 steps a second is 36 steps; a step where nothing moved a cell is no picture.
    #expect((25...37).contains(fall.count), "\(fall.count)")
    let resting = try #require(pictures.last)
    assertSnapshot(resting, named: "celebration-at-rest")
    #expect(resting.contains("Game over!"))
  }
}
