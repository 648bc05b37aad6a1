import MemorizeGTK
import Testing

struct CardMotionTests {
  @Test func aFlipNarrowsToTheEdgeAndOpensOnTheOtherFace() {
    var motion = CardMotion()
    motion.flip = (start: 10, toFaceUp: true)
    let start = motion.pose(at: 10, isFaceUp: true)
    #expect(!start.showsFace)
    #expect(abs(start.widthScale - 1) < 1e-9)
    let middle = motion.pose(at: 10 + CardMotion.flipDuration / 2, isFaceUp: true)
    #expect(middle.widthScale < 0.01)
    let late = motion.pose(at: 10 + CardMotion.flipDuration * 0.75, isFaceUp: true)
    #expect(late.showsFace)
    #expect(late.widthScale > 0.5 && late.widthScale < 1)
    let done = motion.pose(at: 10 + CardMotion.flipDuration, isFaceUp: true)
    #expect(done == CardPose(showsFace: true))
    #expect(!motion.isMoving(at: 10 + CardMotion.flipDuration))
    #expect(motion.isMoving(at: 10.1))
  }

  @Test func aMatchedCardFadesAway() {
    var motion = CardMotion()
    motion.fadeStart = 5
    #expect(motion.pose(at: 5, isFaceUp: true).opacity == 1)
    #expect(
      abs(motion.pose(at: 5 + CardMotion.fadeDuration / 2, isFaceUp: true).opacity - 0.5) < 1e-9)
    #expect(motion.pose(at: 5 + CardMotion.fadeDuration, isFaceUp: true).opacity == 0)
  }

  @Test func aDealtCardFliesInFromTheDeckAndSettles() {
    var motion = CardMotion()
    motion.deal = (start: 1, fromX: -3, fromY: 4)
    #expect(motion.pose(at: 0.5, isFaceUp: false).opacity == 0)
    let first = motion.pose(at: 1, isFaceUp: false)
    #expect(first.offsetX == -3 && first.offsetY == 4)
    #expect(motion.pose(at: 1 + CardMotion.dealDuration, isFaceUp: false).isInPlace)
  }

  @Test func theEndOfGameFallAccelerates() {
    var motion = CardMotion()
    motion.fall = (start: 0, drift: 0.5, spin: 1)
    let drops = [1.0, 2.0, 3.0].map { motion.pose(at: $0, isFaceUp: false).offsetY }
    #expect(drops[1] - drops[0] < drops[2] - drops[1])
    #expect(motion.pose(at: 1, isFaceUp: false).showsFace)
    #expect(!motion.isMoving(at: 10))
  }

  @Test func delayingMovesEveryStart() {
    var motion = CardMotion()
    motion.flip = (start: 1, toFaceUp: true)
    motion.deal = (start: 2, fromX: 0, fromY: 1)
    motion.delay(by: 3)
    #expect(motion.flip?.start == 4)
    #expect(motion.deal?.start == 5)
  }
}

struct WindowOptionsTests {
  @Test func parsesEveryFlag() throws {
    let options = try WindowOptions.parse(["--seed", "9", "--theme=Animals", "--pairs", "4"])
    #expect(options.seed == 9)
    #expect(options.themeName == "Animals")
    #expect(options.pairs == 4)
    #expect(try WindowOptions.parse(["--game", "set"]).game == .set)
  }

  @Test func seatsPlayersAndAComputerOpponent() throws {
    let options = try WindowOptions.parse(["--players", " Ana , Ben", "--vs-computer=GOOD"])
    let players = try #require(options.players)
    #expect(players.map(\.name) == ["Ana", "Ben", "Computer (good)"])
    #expect(players.map(\.computerLevel) == [nil, nil, .good])
    #expect(options.request.startsNewMemorizeGame)

    let solo = try WindowOptions.parse(["--vs-computer", "perfect"])
    #expect(solo.players?.map(\.name) == ["You", "Computer (perfect)"])
    #expect(try WindowOptions.parse(["--seed", "3"]).players == nil)
  }

  @Test(arguments: [
    ["--pairs", "1"], ["--seed", "x"], ["--game", "poker"], ["--bogus"], ["--seed"],
    ["--game", "set", "--theme", "Animals"], ["--players", "Ana,,Ben"], ["--players", ""],
    ["--players", "A very long name indeed, Ben"], ["--vs-computer", "genius"],
    ["--players", "A,B,C,D,E"], ["--players", "A,B,C,D", "--vs-computer", "good"],
    ["--game", "matchismo", "--vs-computer", "good"], ["--players"],
  ])
  func refusesBadFlags(arguments: [String]) {
    #expect(throws: WindowOptions.UsageError.self) { try WindowOptions.parse(arguments) }
  }
}
