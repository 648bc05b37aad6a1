import CardGames
import Foundation
import Memorize
import Testing

/// A raw monotonic clock that a test sets by hand, jumps included, seen through the steadying
/// every game and the autosave read.
private final class JumpingClock {
  var reading: Double
  private(set) lazy var time = SteadyTimeSource { [unowned self] in reading }

  init(at reading: Double) {
    self.reading = reading
  }
}

private let animals = Theme(
  id: "animals", name: "Animals", emoji: ["🐶", "🐱", "🐭"], pairs: .allEmoji,
  color: RGBAColor(red: 0.5, green: 0.3, blue: 0.1))

/// Matches every pair of `game`, calling `beforeEachCard` (which moves the clock) before each choice.
private func playToTheEnd(_ game: EmojiMemoryGame, beforeEachCard: (Int) -> Void) {
  let contents = Set(game.cards.map(\.content)).sorted()
  var number = 0
  for content in contents {
    for card in game.cards.filter({ $0.content == content }).sorted(by: { $0.id < $1.id }) {
      beforeEachCard(number)
      number += 1
      game.choose(card)
    }
  }
}

@Suite("Time that cannot be real is not counted")
struct SteadyTimeTests {
  @Test("Steadied time: a step back stands still, a forward gap past the longest counts nothing")
  func steadyTime() {
    var steady = SteadyTime(firstReading: 1000)
    #expect(steady.read(1001.5) == 1.5)
    #expect(steady.read(1001.5 - 3600) == 1.5)  // stepped back an hour: nothing added
    #expect(steady.read(1003.5 - 3600) == 3.5)  // and on from the new reading
    #expect(steady.read(1003.5) == 3.5)  // stepped forward an hour: nothing added
    #expect(steady.read(1003.5 + SteadyTime.longestGap) == 3.5 + SteadyTime.longestGap)
    #expect(steady.read(1003.5 + SteadyTime.longestGap * 2 + 0.5) == 3.5 + SteadyTime.longestGap)
    #expect(steady.read(.nan) == 3.5 + SteadyTime.longestGap)
    #expect(steady.read(.infinity) == 3.5 + SteadyTime.longestGap)
    #expect(steady.lastReading == 1003.5 + SteadyTime.longestGap * 2 + 0.5)
    #expect(SteadyTime.readingInterval * 3 < SteadyTime.longestGap)
  }

  @Test(
    "A clock stepped back an hour mid-game: time stands still, then goes on",
    arguments: [false, true])
  func steppedBack(isReadInBetween: Bool) throws {
    let clock = JumpingClock(at: 500)
    let statistics = Statistics()
    let game = EmojiMemoryGame(
      theme: animals, seed: 11, timeSource: clock.time, statistics: statistics)
    game.setOnScreen(true)
    playToTheEnd(game) { number in
      if number == 3 {
        clock.reading -= 3600
        // The full-screen terminal and the window read the clock every second; the plain mode
        // only at the next command.
        if isReadInBetween { _ = game.elapsed }
      }
      clock.reading += 1
    }
    #expect(game.isOver)
    // Six cards a second apart: five seconds from the first; when nothing read the clock between
    // the step and the next choice, the second that held the step is not counted.
    let expected: Double = isReadInBetween ? 5 : 4
    #expect(game.elapsed == expected)
    let record = statistics.record(for: .init(game: .memorize, themeID: "animals", pairs: 3))
    #expect(record.bestTime == expected)
  }

  @Test(
    "A clock stepped forward mid-game: the jump is not counted, however far",
    arguments: [3600.0, 1e9, 3e9])
  func steppedForward(jump: Double) throws {
    let clock = JumpingClock(at: 500)
    let statistics = Statistics()
    let game = EmojiMemoryGame(
      theme: animals, seed: 11, timeBonus: true, timeSource: clock.time, statistics: statistics)
    game.setOnScreen(true)
    playToTheEnd(game) { number in
      clock.reading += number == 3 ? jump + 1 : 1
    }
    #expect(game.isOver)
    #expect(game.elapsed == 4)
    // A game with the time bonus keeps its own record (best-54).
    let record = statistics.record(
      for: .init(game: .memorize, themeID: "animals", pairs: 3, timeBonus: true))
    #expect(record.bestTime == 4)
    #expect(game.saved.match.game.lastKnownTime == 4)
  }

  @Test("The autosave deadline stays a delay away when the clock steps back or forward")
  func autosaveDeadline() throws {
    let home = TemporaryLocations()
    let clock = JumpingClock(at: 1000)
    let app = AppModel(
      locations: home.locations, timeSource: clock.time, seed: 1,
      now: Date(timeIntervalSince1970: 1_795_000_000), autosaveDelay: 2)
    app.openTheme(id: "animals")
    #expect(app.saveNow())
    let game = try #require(app.memorize)

    clock.reading += 1
    game.choose(game.cards[0])
    #expect(app.saveDeadline == 3)
    clock.reading -= 3600  // stepped back: the save is still two seconds away, not an hour
    app.tick()
    #expect(clock.time.now == 1 && app.saveDeadline == 3)
    clock.reading += 2
    app.tick()
    #expect(app.saveDeadline == nil, "saved two seconds after the move")

    game.choose(game.cards[1])
    #expect(app.saveDeadline == 5)
    clock.reading += 3600 + 1  // stepped forward during the wait: the jump does not count
    app.tick()
    #expect(clock.time.now == 3 && app.saveDeadline == 5)
    clock.reading += 2
    app.tick()
    #expect(app.saveDeadline == nil)
  }

  @Test("While a game clock runs, a front end without one wakes to read it: idle time counts")
  func quietWakeup() throws {
    let home = TemporaryLocations()
    let clock = JumpingClock(at: 0)
    let app = AppModel(
      locations: home.locations, timeSource: clock.time, seed: 1,
      now: Date(timeIntervalSince1970: 1_795_000_000), autosaveDelay: 1)
    app.openTheme(id: "animals")
    #expect(app.saveNow())
    #expect(app.quietWakeup == nil, "no clock runs before the first move, nothing to save")
    let game = try #require(app.memorize)
    game.choose(game.cards[0])
    #expect(app.quietWakeup == 1, "the save comes first")
    clock.reading = 1
    app.tick()
    #expect(app.quietWakeup == 1 + SteadyTime.readingInterval)
    // Twenty minutes without a command, the plain mode waking when asked: all of it is counted.
    while clock.reading < 1 + 20 * 60 {
      clock.reading = try #require(app.quietWakeup)
      app.tick()
    }
    #expect(game.elapsed == 1 + 20 * 60)
    app.showChooser()  // the game's clock pauses
    #expect(app.saveNow())
    #expect(app.quietWakeup == nil)
  }
}
