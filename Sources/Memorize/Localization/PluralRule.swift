/// Which plural form a count takes in a language, read from a catalog's `Plural-Forms` header
/// (`nplurals=2; plural=(n != 1);`) — the C expression gettext documents, evaluated here.
public struct PluralRule: Sendable, Equatable {
  /// How many forms the language has.
  public let count: Int
  private let expression: Expression

  /// English and the pseudo-locale: "1 pair", "2 pairs", "0 pairs".
  public static let english = PluralRule(count: 2, expression: .binary("!=", .n, .number(1)))

  /// The form for a count: an index into an entry's translations, always below ``count``.
  public func form(for n: Int) -> Int {
    let index = expression.value(n: n)
    return (0..<count).contains(index) ? index : 0
  }

  private init(count: Int, expression: Expression) {
    self.count = count
    self.expression = expression
  }

  /// Reads a `Plural-Forms` header value.
  public init(header: String) throws(PortableObjectError) {
    var count: Int?
    var expression: Expression?
    for part in header.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else { continue }
      let name = pair[0].filter { $0 != " " }
      if name == "nplurals" {
        count = Int(pair[1].filter { $0 != " " })
      } else if name == "plural" {
        var parser = Parser(tokens: try Self.tokens(of: String(pair[1])))
        expression = try parser.parseWhole()
      }
    }
    guard let count, (1...6).contains(count) else {
      throw PortableObjectError(line: 0, problem: "nplurals must be a number from 1 to 6")
    }
    guard let expression else { throw PortableObjectError(line: 0, problem: "no plural= rule") }
    self.init(count: count, expression: expression)
  }

  private indirect enum Expression: Sendable, Equatable {
    case n
    case number(Int)
    case not(Expression)
    case binary(String, Expression, Expression)
    case choice(Expression, Expression, Expression)

    func value(n: Int) -> Int {
      switch self {
      case .n: return n
      case .number(let value): return value
      case .not(let operand): return operand.value(n: n) == 0 ? 1 : 0
      case .choice(let condition, let then, let otherwise):
        return condition.value(n: n) != 0 ? then.value(n: n) : otherwise.value(n: n)
      case .binary(let operation, let left, let right):
        let a = left.value(n: n)
        if operation == "&&" { return a != 0 && right.value(n: n) != 0 ? 1 : 0 }
        if operation == "||" { return a != 0 || right.value(n: n) != 0 ? 1 : 0 }
        let b = right.value(n: n)
        switch operation {
        case "==": return a == b ? 1 : 0
        case "!=": return a != b ? 1 : 0
        case "<": return a < b ? 1 : 0
        case "<=": return a <= b ? 1 : 0
        case ">": return a > b ? 1 : 0
        case ">=": return a >= b ? 1 : 0
        case "%": return b == 0 ? 0 : a % b
        case "/": return b == 0 ? 0 : a / b
        case "*": return a &* b
        case "+": return a &+ b
        case "-": return a &- b
        default: return 0
        }
      }
    }
  }

  private static func tokens(of text: String) throws(PortableObjectError) -> [String] {
    var tokens: [String] = []
    var characters = Array(text)[...]
    while let character = characters.first {
      if character == " " {
        characters.removeFirst()
      } else if character.isASCII && character.isNumber {
        let digits = characters.prefix { $0.isASCII && $0.isNumber }
        tokens.append(String(digits))
        characters.removeFirst(digits.count)
      } else if let two = characters.count >= 2 ? String(characters.prefix(2)) : nil,
        ["==", "!=", "<=", ">=", "&&", "||"].contains(two)
      {
        tokens.append(two)
        characters.removeFirst(2)
      } else if "n()?:!<>%/*+-".contains(character) {
        tokens.append(String(character))
        characters.removeFirst()
      } else {
        throw PortableObjectError(line: 0, problem: "unexpected '\(character)' in the plural rule")
      }
    }
    return tokens
  }

  /// Precedence climbing over C's operators, lowest first.
  private struct Parser {
    var tokens: ArraySlice<String>
    static let levels: [[String]] = [
      ["||"], ["&&"], ["==", "!="], ["<", "<=", ">", ">="], ["+", "-"], ["*", "/", "%"],
    ]

    init(tokens: [String]) { self.tokens = tokens[...] }

    mutating func parseWhole() throws(PortableObjectError) -> Expression {
      let expression = try parseChoice()
      guard tokens.isEmpty else { throw problem("unexpected '\(tokens.first ?? "")'") }
      return expression
    }

    mutating func parseChoice() throws(PortableObjectError) -> Expression {
      let condition = try parseBinary(level: 0)
      guard tokens.first == "?" else { return condition }
      tokens.removeFirst()
      let then = try parseChoice()
      guard tokens.popFirst() == ":" else { throw problem("a '?' without its ':'") }
      return .choice(condition, then, try parseChoice())
    }

    mutating func parseBinary(level: Int) throws(PortableObjectError) -> Expression {
      guard level < Self.levels.count else { return try parseUnary() }
      var left = try parseBinary(level: level + 1)
      while let operation = tokens.first, Self.levels[level].contains(operation) {
        tokens.removeFirst()
        left = .binary(operation, left, try parseBinary(level: level + 1))
      }
      return left
    }

    mutating func parseUnary() throws(PortableObjectError) -> Expression {
      switch tokens.popFirst() {
      case "!": return .not(try parseUnary())
      case "n": return .n
      case "(":
        let inner = try parseChoice()
        guard tokens.popFirst() == ")" else { throw problem("a '(' without its ')'") }
        return inner
      case let token?:
        guard let value = Int(token) else { throw problem("unexpected '\(token)'") }
        return .number(value)
      case nil:
        throw problem("the plural rule ends too soon")
      }
    }

    func problem(_ text: String) -> PortableObjectError {
      PortableObjectError(line: 0, problem: text)
    }
  }
}
