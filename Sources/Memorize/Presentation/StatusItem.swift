import CardGames

/// One label and value of a section's status line or header, such as "Score 4".
///
/// A face short of room drops whole items, lowest `priority` first, and never cuts one.
public struct StatusItem: Hashable, Sendable, Codable {
  /// How long an item stays when room runs out.
  public enum Priority: Int, Comparable, Sendable, Codable {
    /// Dropped first.
    case low
    /// Dropped after the low ones.
    case medium
    /// Dropped only when nothing else is left to drop.
    case high
    /// Never dropped.
    case essential

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// What the value is ("Score").
  public var label: String
  /// The value ("4", "2 pairs").
  public var value: String
  /// The value in fewer columns, for a face short of room ("2" for "2 pairs"); `nil` when
  /// ``value`` is its shortest.
  public var shortValue: String?
  /// The label in fewer columns, taken with ``shortValue`` ("CPU:" for "Computer (perfect):");
  /// `nil` when ``label`` is its shortest.
  public var shortLabel: String?
  /// The label cut further, longest first ("Chris…:" for "Christopher:"), for a header that
  /// has no room for every seat even with ``shortLabel`` and ``shortValue``: taken with
  /// ``shortValue``; `nil` when the label has no such form.
  public var cutLabels: [String]?
  /// The value at its widest in this game ("8 pairs" in a deal of eight, when "1 pair" shows),
  /// for a face that picks the value's form once for the whole game, so it does not change
  /// from move to move; `nil` when ``value`` is as wide as it gets.
  public var widestValue: String?
  /// How long the item stays when room runs out.
  public var priority: Priority
  /// For a player's standing, whether they are to move (for the face to mark); `nil` for items
  /// that are not a player.
  public var isCurrent: Bool?
  /// The full-screen terminal's key that acts for this item's seat (a Set race's call key), for
  /// the status line to show beside it; `nil` for most items.
  public var key: String?
  /// The item as one phrase, its unit included, for a screen reader: “Score: 4”, “Ana: 2
  /// pairs”, never a bare number.
  public var spokenText: String
  /// Whether the value is a running clock, which changes every second: a face lets it be read
  /// when asked for and never announces it as it changes.
  public var isClock: Bool

  /// An item; `shortValue` and `shortLabel` are the value and label in fewer columns,
  /// `cutLabels` the label in fewer still, `widestValue` the value at its widest in the game;
  /// `isCurrent` marks the player to move, where there are players; `key` is the terminal's key
  /// for the item's seat; `spoken` says it with its unit where “label: value” does not;
  /// `isClock` marks a running clock.
  public init(
    _ label: String, _ value: String, shortValue: String? = nil, shortLabel: String? = nil,
    cutLabels: [String] = [], widestValue: String? = nil, priority: Priority,
    isCurrent: Bool? = nil, key: String? = nil, spoken: String? = nil, isClock: Bool = false
  ) {
    self.label = label
    self.value = value
    self.shortValue = shortValue
    self.shortLabel = shortLabel
    self.cutLabels = cutLabels.isEmpty ? nil : cutLabels
    self.widestValue = widestValue
    self.priority = priority
    self.isCurrent = isCurrent
    self.key = key
    self.spokenText = spoken ?? Phrases.statusItem(label: label, value: value)
    self.isClock = isClock
  }

  /// The items that fit in `width` when each takes `width(item)`: the lowest priority go first,
  /// the later of two equal ones before the earlier; the order of those kept is unchanged.
  public static func fitting(
    _ items: [StatusItem], in width: Int, width measure: (StatusItem) -> Int
  ) -> [StatusItem] {
    var kept = Array(items.indices)
    var total = items.map(measure).reduce(0, +)
    while total > width,
      let drop = kept.min(by: { (items[$0].priority, -$0) < (items[$1].priority, -$1) })
    {
      total -= measure(items[drop])
      kept.removeAll { $0 == drop }
    }
    return kept.map { items[$0] }
  }
}

extension StatusItem {
  /// The item with its label in fewer columns, where it has a shorter one ("CPU:").
  public var withShortLabel: StatusItem {
    var item = self
    item.label = shortLabel ?? label
    item.shortLabel = nil
    return item
  }

  /// The item with its label and value in fewer columns, where they have shorter ones.
  public var shortened: StatusItem {
    var item = self
    item.value = shortValue ?? value
    item.shortValue = nil
    item.widestValue = nil
    item.label = shortLabel ?? label
    item.shortLabel = nil
    return item
  }

  /// ``shortened``, with the label cut to the `level`th of ``cutLabels`` (0 the longest), or
  /// its shortest where it has fewer; unchanged where it has none.
  public func cut(to level: Int) -> StatusItem {
    var item = shortened
    if let cuts = cutLabels, let last = cuts.last {
      item.label = cuts.indices.contains(level) ? cuts[level] : last
    }
    item.cutLabels = nil
    return item
  }
}

/// What a section's header says: a title, the theme colour when it has one, and its items.
public struct SectionStatus: Hashable, Sendable, Codable {
  /// The title: the game, and the theme where there is one.
  public var title: String
  /// The theme's colour for the title, if any.
  public var color: Colour?
  /// The items after the title, in order.
  public var items: [StatusItem]
  /// Shorter titles for a header short of room, longest first ("Animals" for "Memorize ·
  /// Animals"): a face shows the longest that fits beside the essential items, or none.
  public var shorterTitles: [String]

  /// A header with a title and items.
  ///
  /// - Parameters:
  ///   - title: the game, and the theme where there is one.
  ///   - shorterTitles: shorter titles for a header short of room, longest first.
  ///   - color: the theme's colour for the title, if any.
  ///   - items: the items after the title, in order.
  public init(
    title: String, shorterTitles: [String] = [], color: Colour? = nil,
    items: [StatusItem] = []
  ) {
    self.title = title
    self.shorterTitles = shorterTitles
    self.color = color
    self.items = items
  }
}
