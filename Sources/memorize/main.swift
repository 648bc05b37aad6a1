import CardGames
import Foundation

// Until the terminal app lands, `memorize` deals a seeded board and prints it face up and face down.
var seed: UInt64 = 2020
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--seed":
    guard let value = arguments.popFirst().flatMap(UInt64.init) else {
      print("memorize: --seed needs a whole number\nusage: memorize [--seed N]")
      exit(2)
    }
    seed = value
  default:
    print("memorize: unknown option '\(argument)'\nusage: memorize [--seed N]")
    exit(2)
  }
}
var generator = SeededGenerator(seed: seed)
let theme = Theme.halloween
let game = MemoryGame(numberOfPairsOfCards: theme.numberOfPairs, using: &generator) {
  theme.emoji[$0]
}
print("\(theme.name), seed \(seed): \(game.cards.count) cards")
for row in stride(from: 0, to: game.cards.count, by: 4) {
  print(game.cards[row..<min(row + 4, game.cards.count)].map(\.content).joined(separator: " "))
}
