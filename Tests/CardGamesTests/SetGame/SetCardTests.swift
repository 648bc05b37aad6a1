import Foundation
import Testing

@testable import CardGames

@Suite struct SetCardTests {
  @Test func theDeckHas81DifferentCardsWithIDsInOrder() {
    let cards = SetCard.allCards
    #expect(cards.count == 81)
    #expect(Set(cards).count == 81)
    #expect(cards.map(\.id) == Array(0..<81))
    #expect(Set(cards.map(\.id)).count == 81)
  }

  @Test func theIDIsStableForAGivenCard() {
    #expect(SetCard(.one, .diamond, .solid, .red).id == 0)
    #expect(SetCard(.one, .diamond, .solid, .purple).id == 2)
    #expect(SetCard(.one, .squiggle, .solid, .red).id == 9)
    #expect(SetCard(.two, .diamond, .solid, .red).id == 27)
    #expect(SetCard(.three, .oval, .open, .purple).id == 80)
  }

  @Test func everyAttributeHasThreeValues() {
    #expect(SetCard.Number.allCases.map(\.rawValue) == [1, 2, 3])
    #expect(SetCard.Shape.allCases == [.diamond, .squiggle, .oval])
    #expect(SetCard.Shading.allCases == [.solid, .striped, .open])
    #expect(SetCard.Color.allCases == [.red, .green, .purple])
  }

  /// Each row changes the attributes one at a time, so every rule is caught on its own.
  @Test(arguments: [
    // All four the same but the colour, which differs: a set.
    (
      SetCard(.one, .diamond, .solid, .red), SetCard(.one, .diamond, .solid, .green),
      SetCard(.one, .diamond, .solid, .purple), true
    ),
    // Everything different: a set.
    (
      SetCard(.one, .diamond, .solid, .red), SetCard(.two, .squiggle, .striped, .green),
      SetCard(.three, .oval, .open, .purple), true
    ),
    // Two the same, two different: a set.
    (
      SetCard(.two, .oval, .solid, .red), SetCard(.two, .oval, .striped, .green),
      SetCard(.two, .oval, .open, .purple), true
    ),
    // Two red and one green: not a set.
    (
      SetCard(.one, .diamond, .solid, .red), SetCard(.one, .diamond, .solid, .green),
      SetCard(.one, .diamond, .solid, .red), false
    ),
    // Numbers one, one, two: not a set.
    (
      SetCard(.one, .diamond, .solid, .red), SetCard(.one, .squiggle, .striped, .green),
      SetCard(.two, .oval, .open, .purple), false
    ),
    // Shapes diamond, diamond, oval: not a set.
    (
      SetCard(.one, .diamond, .solid, .red), SetCard(.two, .diamond, .striped, .green),
      SetCard(.three, .oval, .open, .purple), false
    ),
    // Shadings solid, striped, striped: not a set.
    (
      SetCard(.one, .diamond, .solid, .red), SetCard(.two, .squiggle, .striped, .green),
      SetCard(.three, .oval, .striped, .purple), false
    ),
  ])
  func judgesATriple(first: SetCard, second: SetCard, third: SetCard, isSet: Bool) {
    // The verdict cannot depend on the order the cards were chosen in.
    let orders = [
      (first, second, third), (first, third, second), (second, first, third),
      (second, third, first), (third, first, second), (third, second, first),
    ]
    for (a, b, c) in orders {
      #expect(SetCard.isSet(a, b, c) == isSet)
    }
  }

  @Test func ofAllTriplesExactly1080AreSets() {
    let cards = SetCard.allCards
    var triples = 0
    var sets = 0
    for first in cards.indices {
      for second in (first + 1)..<cards.endIndex {
        for third in (second + 1)..<cards.endIndex {
          triples += 1
          if SetCard.isSet(cards[first], cards[second], cards[third]) { sets += 1 }
        }
      }
    }
    #expect(triples == 85_320)
    #expect(sets == 1_080)
  }

  @Test func everyPairIsCompletedByExactlyOneCard() {
    // 81 × 80 / 2 pairs, each in exactly one set: 3,240 pairs / 3 pairs per set = 1,080 sets.
    let cards = SetCard.allCards
    for first in cards.indices {
      for second in (first + 1)..<cards.endIndex {
        let completions = cards.filter { SetCard.isSet(cards[first], cards[second], $0) }
        #expect(completions == [SetCard.completingSet(cards[first], cards[second])])
        #expect(completions.first != cards[first] && completions.first != cards[second])
      }
    }
  }

  @Test func theCapSetHoldsNoSet() {
    let cards = SetCard.capSet
    #expect(cards.count == 16)
    for first in cards.indices {
      for second in (first + 1)..<cards.endIndex {
        for third in (second + 1)..<cards.endIndex {
          #expect(!SetCard.isSet(cards[first], cards[second], cards[third]))
        }
      }
    }
  }

  @Test func aCardRoundTripsThroughJSON() throws {
    let card = SetCard(.two, .squiggle, .striped, .purple)
    let data = try JSONEncoder().encode(card)
    #expect(try JSONDecoder().decode(SetCard.self, from: data) == card)
    #expect(try JSONDecoder().decode(SetCard.self, from: data).id == card.id)
  }

  @Test func aCardIsSavedAsItsAttributesAndItsIDIsWorkedOutAgain() throws {
    let card = SetCard(.three, .oval, .open, .purple)
    let object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(card)) as? [String: Int])
    #expect(object == ["number": 3, "shape": 2, "shading": 2, "color": 2])
    let json = Data(#"{"number":2,"shape":0,"shading":1,"color":2,"id":80}"#.utf8)
    #expect(try JSONDecoder().decode(SetCard.self, from: json).id == 32)
  }

  @Test func aCardWithAnUnknownAttributeDoesNotDecode() {
    let json = Data(#"{"number":4,"shape":0,"shading":0,"color":0}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SetCard.self, from: json) }
  }
}
