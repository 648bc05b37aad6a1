import CardGames

extension ThemeStore {
  /// One theme as `themes.json` writes it for people to read and edit (format 2):
  ///
  /// ```json
  /// { "id": "halloween", "name": "Halloween", "emoji": "👻🎃🕷️", "pairs": 8, "color": "#F28C28" }
  /// ```
  ///
  /// `emoji` is one string of emoji or an array of them; `pairs` a number or `"all"`; `color`
  /// `#RRGGBB` (or `#RRGGBBAA` when not opaque). Format 1 — the shapes Swift synthesised:
  /// `{"fixed": {"_0": 8}}`, `{"allEmoji": {}}` and colours as four numbers from 0 to 1 — is read
  /// too, so every file an earlier release wrote still loads.
  ///
  /// Fields this version does not know are kept in `unknownFields` and written back.
  struct FileTheme: Codable, Equatable {
    var theme: Theme
    var unknownFields: [String: JSONValue] = [:]

    init(_ theme: Theme, unknownFields: [String: JSONValue] = [:]) {
      self.theme = theme
      self.unknownFields = unknownFields
    }

    private enum CodingKeys: String, CodingKey, CaseIterable {
      case id, name, emoji, pairs, color
    }

    private enum LegacyPairsKeys: String, CodingKey {
      case fixed, allEmoji
    }

    private enum LegacyFixedKeys: String, CodingKey {
      case count = "_0"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let id = try container.decode(String.self, forKey: .id)
      let name = try container.decode(String.self, forKey: .name)
      let emoji: [String]
      if let text = try? container.decode(String.self, forKey: .emoji) {
        // One string per character costs about four times the text: drawn from the budget
        // the reader gives, so no file can make the themes cost more than its size allows.
        let count = text.count
        if let budget = decoder.userInfo[ReadingBudget.key] as? ReadingBudget,
          !budget.spend(count * MemoryLayout<String>.stride)
        {
          throw DecodingError.dataCorruptedError(
            forKey: .emoji, in: container,
            debugDescription: "\(count) emoji are more than a file of this size may hold")
        }
        var split: [String] = []
        split.reserveCapacity(count)
        for character in text { split.append(String(character)) }
        emoji = split
      } else {
        emoji = try container.decode([String].self, forKey: .emoji)
      }
      theme = Theme(
        id: id, name: name, emoji: emoji, pairs: try Self.pairs(in: container),
        color: try Self.color(in: container))
      unknownFields = try JSONValue.unknownFields(
        in: decoder, known: Set(CodingKeys.allCases.map(\.stringValue)))
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(theme.id, forKey: .id)
      try container.encode(theme.name, forKey: .name)
      // One string reads best, but only when splitting it gives back exactly these emoji.
      let joined = theme.emoji.joined()
      if joined.map(String.init) == theme.emoji {
        try container.encode(joined, forKey: .emoji)
      } else {
        try container.encode(theme.emoji, forKey: .emoji)
      }
      switch theme.pairs {
      case .allEmoji: try container.encode(Self.allPairs, forKey: .pairs)
      case .fixed(let count): try container.encode(count, forKey: .pairs)
      }
      try container.encode(Self.hex(theme.color), forKey: .color)
      try JSONValue.encode(unknownFields, to: encoder)
    }

    /// What `pairs` says for one pair per emoji.
    static let allPairs = "all"

    private static func pairs(in container: KeyedDecodingContainer<CodingKeys>) throws
      -> Theme.PairCount
    {
      if let count = try? container.decode(Int.self, forKey: .pairs) { return .fixed(count) }
      if let word = try? container.decode(String.self, forKey: .pairs) {
        guard word == allPairs else {
          throw DecodingError.dataCorruptedError(
            forKey: .pairs, in: container,
            debugDescription: "pairs is a number or \"\(allPairs)\", not \"\(word)\"")
        }
        return .allEmoji
      }
      let legacy = try container.nestedContainer(keyedBy: LegacyPairsKeys.self, forKey: .pairs)
      if legacy.contains(.allEmoji) { return .allEmoji }
      let fixed = try legacy.nestedContainer(keyedBy: LegacyFixedKeys.self, forKey: .fixed)
      return .fixed(try fixed.decode(Int.self, forKey: .count))
    }

    private static func color(in container: KeyedDecodingContainer<CodingKeys>) throws
      -> RGBAColor
    {
      guard let text = try? container.decode(String.self, forKey: .color) else {
        // Format 1's components are any number from 0 to 1; format 2 keeps 8 bits of each. Snap
        // now, so the themes read are exactly the ones the migrated file gives back.
        let components = try container.decode(RGBAColor.self, forKey: .color)
        return parseHex(hex(components)) ?? components
      }
      guard let color = parseHex(text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .color, in: container,
          debugDescription: "a colour is written #RRGGBB, such as #F28C28, not \"\(text)\"")
      }
      return color
    }

    /// `#RRGGBB`, with `AA` after it when the colour is not opaque.
    static func hex(_ color: RGBAColor) -> String {
      let alpha = color.bytes.alpha
      guard alpha != 255 else { return color.hexString }
      let digits = String(alpha, radix: 16, uppercase: true)
      return color.hexString + (digits.count == 1 ? "0" : "") + digits
    }

    /// Reads `#RRGGBB` or `#RRGGBBAA`.
    static func parseHex(_ text: String) -> RGBAColor? {
      guard text.count == 9, text.hasPrefix("#") else { return RGBAColor(hexString: text) }
      guard var color = RGBAColor(hexString: String(text.prefix(7))),
        let alpha = UInt8(text.suffix(2), radix: 16)
      else { return nil }
      color.alpha = Double(alpha) / 255
      return color
    }
  }
}
