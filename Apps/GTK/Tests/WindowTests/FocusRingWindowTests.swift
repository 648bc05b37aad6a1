import Foundation
import Testing

/// The window's own colours these tests judge by (`Palette.light`).
private enum RingColors {
  /// A chosen Set card's outline.
  static let selected = Screenshot.Color(hex: 0x1A73E8)
  /// The outline of a card a hint points at.
  static let hinted = Screenshot.Color(hex: 0xF2B11B)
  /// The keyboard focus's ring.
  static let focusRing = Screenshot.Color(hex: 0x000000)
}

extension Screenshot {
  /// The fraction of the points along `rect`'s four sides (its rounded corners left out) whose
  /// band from 1 to `depth` pixels inside the edge is all `color`.
  func edgeBand(of color: Color, in rect: LayoutReport.Rect, depth: Int) -> Double {
    fractionAlongSides(of: rect) { x, y, inward in
      (1...max(1, depth)).allSatisfy { step in
        let point = inward(step)
        return self.color(x: point.x, y: point.y).isClose(to: color, tolerance: 40)
      }
    }
    .rounded(toPlaces: 2)
  }

  /// The fraction of the points along `rect`'s four sides (its rounded corners left out) that
  /// have a pixel of `color` within `reach` pixels outside the edge: a ring around it.
  func ringOutside(of color: Color, around rect: LayoutReport.Rect, reach: Int) -> Double {
    fractionAlongSides(of: rect) { x, y, inward in
      (1...max(1, reach)).contains { step in
        let point = inward(-step)
        return self.color(x: point.x, y: point.y).isClose(to: color, tolerance: 40)
      }
    }
    .rounded(toPlaces: 2)
  }

  /// Walks each side of `rect` past its corners (a fifth of the width at each end) and asks
  /// `holds` of each point, with a step inward (negative: outward) from it; the fraction that
  /// hold.
  private func fractionAlongSides(
    of rect: LayoutReport.Rect,
    _ holds: (Int, Int, (Int) -> (x: Int, y: Int)) -> Bool
  ) -> Double {
    let corner = rect.width / 5
    let right = rect.x + rect.width - 1
    let bottom = rect.y + rect.height - 1
    var points: [(x: Int, y: Int, inward: (Int) -> (x: Int, y: Int))] = []
    for x in stride(from: rect.x + corner, to: right - corner, by: 2) {
      points.append((x, rect.y, { (x, rect.y + $0) }))
      points.append((x, bottom, { (x, bottom - $0) }))
    }
    for y in stride(from: rect.y + corner, to: bottom - corner, by: 2) {
      points.append((rect.x, y, { (rect.x + $0, y) }))
      points.append((right, y, { (right - $0, y) }))
    }
    let inside = points.filter { point in
      [point.inward(-rect.width / 10), point.inward(rect.width / 10)].allSatisfy {
        $0.x >= 0 && $0.y >= 0 && $0.x < width && $0.y < height
      }
    }
    guard !inside.isEmpty else { return 0 }
    return Double(inside.filter { holds($0.x, $0.y, $0.inward) }.count) / Double(inside.count)
  }
}

extension Double {
  fileprivate func rounded(toPlaces places: Int) -> Double {
    let scale = pow(10, Double(places))
    return (self * scale).rounded() / scale
  }
}

extension WindowTests {
  /// Issue 23 (play-test): the keyboard's ring drew over a Set card's edge, where the chosen
  /// card's blue and a hinted card's outline are: on the card the keyboard was on, neither
  /// showed. The ring goes around the card, and the card's own outline stays whole under it.
  @Suite("The keyboard's ring and a card's outline")
  struct FocusRingAndOutline {
    @Test func aFocusedCardKeepsItsSelectionAndItsHintOutline() throws {
      let app = try RunningApp(["--game", "set", "--seed", "3"])
      _ = try app.layout { $0.section == "set" && $0.setCards.count == 12 }
      try app.keys(["ctrl+b"])
      _ = try app.layout { $0.focus == 0 }
      try app.keys(["ctrl+h"])
      let hinted = try app.layout { report in
        report.setCards.contains { $0.name.hasSuffix(", hinted") }
      }
      let origin = try app.windowOrigin()
      let h = try #require(hinted.setCards.firstIndex { $0.name.hasSuffix(", hinted") })
      let plain = try #require(
        hinted.setCards.indices.first { !hinted.setCards[$0].name.contains(", hinted") })
      let neighbour = h == 0 ? 1 : h - 1

      // The keyboard on the hinted card: its outline all round, the ring around it.
      try app.keys(Array(repeating: "Right", count: h))
      let onHint = try app.layout { $0.focus == h }
      let hintRect = onHint.setCards[h].rect.offset(by: origin)
      let neighbourRect = onHint.setCards[neighbour].rect.offset(by: origin)
      // The outline is 6 % of the card's width: its pixels away from its smoothed edges are
      // judged. Cards lie 7 % of their width apart: a ring is looked for in the half of that
      // next to the card, so a card's ring is never taken for its neighbour's.
      let depth = max(1, hintRect.width * 6 / 100 - 2)
      let reach = max(2, hintRect.width * 35 / 1000 - 1)
      var last = (hint: 0.0, ring: 0.0, neighbour: 0.0)
      #expect(
        try app.screenUntil { shot in
          last = (
            shot.edgeBand(of: RingColors.hinted, in: hintRect, depth: depth),
            shot.ringOutside(of: RingColors.focusRing, around: hintRect, reach: reach),
            shot.ringOutside(of: RingColors.focusRing, around: neighbourRect, reach: reach)
          )
          return last.hint >= 0.95 && last.ring >= 0.95 && last.neighbour == 0
        },
        "hint outline, ring around it, none around its neighbour: \(last)")

      // The keyboard on a card it chooses: the chosen card's blue all round, the ring around it.
      let moves =
        plain > h
        ? Array(repeating: "Right", count: plain - h)
        : Array(repeating: "Left", count: h - plain)
      try app.keys(moves + ["space"])
      let chosen = try app.layout { report in
        report.focus == plain && report.setCards[plain].name.hasSuffix(", selected")
      }
      let chosenRect = chosen.setCards[plain].rect.offset(by: origin)
      #expect(
        try app.screenUntil { shot in
          last = (
            shot.edgeBand(of: RingColors.selected, in: chosenRect, depth: depth),
            shot.ringOutside(of: RingColors.focusRing, around: chosenRect, reach: reach),
            shot.ringOutside(of: RingColors.focusRing, around: hintRect, reach: reach)
          )
          return last.hint >= 0.95 && last.ring >= 0.95 && last.neighbour == 0
        },
        "selection all round, ring around it, none around the hinted card left: \(last)")
    }
  }
}
