import TerminalKit

/// Checks the promises of `InputDecoder` on arbitrary bytes and names every one that is broken.
///
/// Shared by the libFuzzer target (`Fuzz/Targets/InputDecoderFuzz.swift` compiles this file in)
/// and by the regression tests that replay committed inputs, so both check the same things.
enum InputDecoderProbe {
  /// A small paste limit, so that short inputs reach the code that cuts long pastes.
  static let pasteLimit = 16

  /// The promises `bytes` breaks; empty when the decoder kept all of them.
  ///
  /// - Every event is safe to act on: text keys and pastes hold no control, bidi or other unsafe
  ///   character, function keys are numbered from 1, mouse positions are never negative.
  /// - Chunking does not matter: the bytes fed all at once, one at a time, or split in two at a
  ///   point chosen from the input decode to the same events (runs of plain text are compared by
  ///   their characters, because a combining mark arriving alone is rightly a key of its own).
  /// - Flushing after every byte, as a very slow terminal would force, still yields safe events.
  static func violations(in bytes: [UInt8]) -> [String] {
    var problems: [String] = []
    let whole = decode([bytes])
    problems += unsafeEvents(whole, mode: "fed at once")

    let oneByOne = decode(bytes.map { [$0] })
    if normalized(oneByOne) != normalized(whole) {
      problems.append("fed one byte at a time: \(oneByOne) instead of \(whole)")
    }
    if bytes.count > 1 {
      let cut = Int(bytes[bytes.count / 2]) % (bytes.count - 1) + 1
      let split = decode([Array(bytes[..<cut]), Array(bytes[cut...])])
      if normalized(split) != normalized(whole) {
        problems.append("split at \(cut): \(split) instead of \(whole)")
      }
    }
    var slow = InputDecoder(maximumPasteBytes: pasteLimit)
    var slowEvents: [InputEvent] = []
    for byte in bytes {
      slowEvents += slow.feed([byte])
      slowEvents += slow.flushPending()
      if slow.hasPending && !slow.isPasting {
        problems.append("bytes still pending after flushPending()")
        break
      }
    }
    problems += unsafeEvents(slowEvents, mode: "flushed after every byte")
    return problems
  }

  /// Feeds `chunks` in order to a fresh decoder, then flushes it.
  static func decode(_ chunks: [[UInt8]]) -> [InputEvent] {
    var decoder = InputDecoder(maximumPasteBytes: pasteLimit)
    var events: [InputEvent] = []
    for chunk in chunks { events += decoder.feed(chunk) }
    events += decoder.flushPending()
    return events
  }

  /// Events with adjacent plain-text keys merged into one run of Unicode scalars.
  private enum Normalized: Equatable {
    case text([Unicode.Scalar])
    case other(InputEvent)
  }

  private static func normalized(_ events: [InputEvent]) -> [Normalized] {
    var result: [Normalized] = []
    for event in events {
      if case .key(let press) = event, press.modifiers.isEmpty, case .character(let c) = press.key {
        if case .text(let run) = result.last {
          result[result.count - 1] = .text(run + Array(c.unicodeScalars))
        } else {
          result.append(.text(Array(c.unicodeScalars)))
        }
      } else {
        result.append(.other(event))
      }
    }
    return result
  }

  private static func unsafeEvents(_ events: [InputEvent], mode: String) -> [String] {
    var problems: [String] = []
    for event in events {
      switch event {
      case .key(let press):
        switch press.key {
        case .character(let c) where c.unicodeScalars.contains(where: Sanitizer.isUnsafe):
          problems.append("\(mode): key with an unsafe character \(event)")
        case .function(let number) where number < 1:
          problems.append("\(mode): function key numbered \(number)")
        default:
          break
        }
      case .paste(let text):
        if text.isEmpty || text.unicodeScalars.contains(where: Sanitizer.isUnsafe) {
          problems.append("\(mode): empty or unsafe paste \(event)")
        }
      case .mouse(let mouse):
        if mouse.x < 0 || mouse.y < 0 { problems.append("\(mode): negative mouse position") }
      case .unknown(let raw):
        if raw.isEmpty { problems.append("\(mode): empty unknown event") }
      }
    }
    return problems
  }
}
