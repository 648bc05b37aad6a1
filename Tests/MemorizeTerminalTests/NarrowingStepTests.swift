import Testing

@testable import MemorizeTerminal

/// The status line and a race's Set! buttons pick a step of shorter forms alike: the first that
/// fits, else their own fallback (the last, or the one keeping the most buttons).
@Suite("The first step of narrower forms that fits")
struct NarrowingStepTests {
  @Test("The first step that fits, whatever later ones do")
  func firstThatFits() {
    // Widths of four steps, widest first, in a row of 10.
    let widths = [14, 10, 8, 3]
    #expect(NarrowingStep.first(of: 4, where: { widths[$0] <= 10 }) == 1)
    #expect(NarrowingStep.first(of: 4, where: { widths[$0] <= 20 }) == 0)
  }

  @Test("None fits: the last step, or the fallback given")
  func noneFits() {
    #expect(NarrowingStep.first(of: 4, where: { _ in false }) == 3)
    #expect(NarrowingStep.first(of: 4, where: { _ in false }, otherwise: { 2 }) == 2)
    #expect(NarrowingStep.first(of: 0, where: { _ in true }) == 0)
  }
}
