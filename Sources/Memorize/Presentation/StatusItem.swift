import CardGames

/// One label and value of a section's status line or header, such as "Score 4".
///
/// A face short of room drops whole items, lowest `priority` first, and never cuts one.
public struct StatusItem: Hashable, Sendable, Codable {
  /// How long an item stays when room runs out.
  ///
  /// A header short of room gives way in one order, so that a wider one never shows less: the
  /// low items, the medium; the values' units in short ("0p 0pts"); then the high (a clock);
  /// the title, to its shorter forms, then whole; the points' unit ("0p 0"); the seats' whole
  /// names (a computer's "CPU"); only then the items that outlast them (``aboveWholeNames``); then the
  /// units ("0·0"), and the names cut ("Chris…").
  public enum Priority: Int, Comparable, Sendable, Codable {
    /// Dropped first.
    case low = 0
    /// Dropped after the low ones.
    case medium = 1
    /// Dropped after the medium ones and the values' long units ("0 pairs, 0 pts" → "0p
    /// 0pts"), before a header shortens its title or the values further.
    case high = 2
    /// Dropped only once the seats' names have taken their short forms ("CPU" for "Computer
    /// (perfect)"), and the title has gone: a race's deck, whose count matters more in a race
    /// than a computer's whole name.
    case aboveWholeNames = 4
    /// Never dropped.
    case essential = 3

    /// Where the priority stands among the others, least first (the raw values keep the
    /// numbers earlier tables sent).
    private var rank: Int {
      switch self {
      case .low: 0
      case .medium: 1
      case .high: 2
      case .aboveWholeNames: 3
      case .essential: 4
      }
    }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rank < rhs.rank }
  }

  /// What the value is ("Score").
  public var label: String
  /// The value ("4", "2 pairs, 3 pts").
  public var value: String
  /// The value in fewer columns, for a face short of room ("2·3" for "2 pairs, 3 pts"); `nil` when
  /// ``value`` is its shortest.
  public var shortValue: String?
  /// The label in fewer columns, taken with ``shortValue`` ("CPU:" for "Computer (perfect):");
  /// `nil` when ``label`` is its shortest.
  public var shortLabel: String?
  /// The value at its widest in this game ("8 pairs, 16 pts" in a deal of eight, when "1 pair,
  /// 2 pts" shows),
  /// for a face that picks the value's form once for the whole game, so it does not change
  /// from move to move; `nil` when ``value`` is as wide as it gets.
  public var widestValue: String?
  /// The value in columns between ``value`` and ``shortValue``, taken with ``shortLabel``
  /// ("2p 3pts" for "2 pairs, 3 pts"), for a face with room for more than the short form;
  /// `nil` where there is none.
  public var middleValue: String? = nil
  /// ``middleValue`` at its widest in this game, as ``widestValue`` is ``value``'s; `nil`
  /// when ``middleValue`` is as wide as it gets.
  public var widestMiddleValue: String? = nil
  /// The value in columns between ``middleValue`` and ``shortValue`` ("0p −1" for "0 pairs,
  /// −1 pts"), for a face with room for a unit's letter but not for every unit (three seats
  /// at 40 columns): clearer than the short form, where a negative count ran into the middle
  /// dot ("0·−1"); `nil` where there is none.
  public var narrowValue: String? = nil
  /// ``narrowValue`` at its widest in this game, as ``widestValue`` is ``value``'s; `nil`
  /// when ``narrowValue`` is as wide as it gets.
  public var widestNarrowValue: String? = nil
  /// How long the item stays when room runs out.
  public var priority: Priority
  /// For a player's standing, whether they are to move (for the face to mark); `nil` for items
  /// that are not a player.
  public var isCurrent: Bool?
  /// The full-screen terminal's key that acts for this item's seat (a Set race's call key), for
  /// the status line to show beside it; `nil` for most items.
  public var key: String?
  /// The item as one phrase, its unit included, for a screen reader: “Score: 4”, “Ana: 2
  /// pairs, 3 points”, never a bare number.
  public var spokenText: String
  /// Whether the value is a running clock, which changes every second: a face lets it be read
  /// when asked for and never announces it as it changes.
  public var isClock: Bool
  /// What a screen reader is told of a clock-like item at the moments the view model picks (a
  /// countdown as it starts, and at 10 seconds left): the words it says at the latest of them,
  /// kept until the next, so it changes twice and not every second; `nil` for an item never
  /// announced. A face says it when it is what the item says now (``announcementNow``).
  public var announcement: String? = nil
  /// What the item's ``narrowerForms`` are made from; `nil` where it has none. It travels with
  /// the item (a few bytes, where the forms would outgrow a race of four's updates), so a
  /// shared table's other faces narrow it alike, each in its own language.
  public var narrowing: Narrowing?

  /// What an item's ``narrowerForms`` are made from.
  public enum Narrowing: Hashable, Sendable, Codable {
    /// A turn-taking game's seat named `name`, where the name has cut forms; `nil` for a name
    /// already as short, so the item carries nothing it would not use.
    public static func seat(named name: String) -> Narrowing? {
      Phrases.cutSeatLabels(name).isEmpty ? nil : .seat(name: carried(name))
    }

    /// The Set race's seat at `index` of a race whose seats are `names`: a computer beside
    /// another carries its seat, for its forms to name it by ("CPU 3").
    public static func raceSeat(_ index: Int, of names: [String]) -> Narrowing {
      let name = names.indices.contains(index) ? names[index] : ""
      return .raceSeat(name: carried(name), computerSeat: Phrases.computerSeat(index, of: names))
    }

    /// A seat's name as the item carries it: a computer's as the game named it, for each face
    /// to say in its own language ("CPU"); a person's as the face may show it, so a name its
    /// charset cannot show travels as its seat ("Player 2"), never as itself.
    private static func carried(_ name: String) -> String {
      Phrases.shortName(name) == nil ? Phrases.shownName(name) : name
    }

    /// A Set race's seat, by its name: the name cut with "…" (``Phrases/raceSeatLabels(_:)``);
    /// a computer beside another by its seat number, `computerSeat` ("CPU 3"), never cut.
    case raceSeat(name: String, computerSeat: Int? = nil)
    /// A caller's countdown, the item's value its seconds: "5 s left", "5s".
    case secondsLeft
    /// A countdown whose value says its unit ("25 s"), its label what runs out ("Ana's turn
    /// passes in"): the value alone. A header takes it before it cuts any name.
    case countdown
    /// A player's standing at a turn-taking game, by their name: the name cut with "…" and
    /// taken with ``StatusItem/shortValue`` ("Chris…: 2·3" for "Christopher: 2 pairs, 3 pts"), from
    /// ``Phrases/cutSeatLabels(_:)``; no forms for a name already as short.
    case seat(name: String)
  }

  /// The item in still fewer columns than ``shortLabel`` and ``shortValue`` give, fewest last,
  /// for a header short of room even then (four seats and a countdown at 40 columns, three long
  /// names at a Memorize table): a seat's name cut with "…" (a turn-taking game's with the
  /// short value), a countdown as "5s". A face takes the
  /// same step of every item's forms (the last where an item has fewer), the first step where
  /// the essential items fit; `nil` where there are none.
  public var narrowerForms: [Form]? {
    switch narrowing {
    case .raceSeat(let name, let computerSeat):
      Phrases.raceSeatLabels(name, computerSeat: computerSeat).map {
        Form(label: $0, value: value)
      }
    case .secondsLeft:
      Int(value).map { Phrases.secondsLeftForms($0).map { Form(label: "", value: $0) } }
    case .countdown:
      [Form(label: "", value: value)]
    case .seat(let name):
      Phrases.cutSeatLabels(name).map { Form(label: $0, value: shortValue ?? value) }
    case nil:
      nil
    }
  }

  /// A label and value in fewer columns; an empty label shows the value alone ("5s").
  public struct Form: Hashable, Sendable, Codable {
    /// What the value is, or nothing where the value says it ("5 s left").
    public var label: String
    /// The value.
    public var value: String

    /// A form of `label` and `value`.
    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// An item; `shortValue` and `shortLabel` are the value and label in fewer columns,
  /// `widestValue` the value at its widest in the game;
  /// `middleValue` and `narrowValue` the value in columns between, each with its widest;
  /// `isCurrent` marks the player to move, where there are players; `key` is the terminal's key
  /// for the item's seat; `spoken` says it with its unit where “label: value” does not;
  /// `isClock` marks a running clock; `narrowing` is what its forms in still fewer columns are
  /// made from.
  public init(
    _ label: String, _ value: String, shortValue: String? = nil, shortLabel: String? = nil,
    widestValue: String? = nil, middleValue: String? = nil, widestMiddleValue: String? = nil,
    narrowValue: String? = nil, widestNarrowValue: String? = nil, priority: Priority,
    isCurrent: Bool? = nil, key: String? = nil, spoken: String? = nil, isClock: Bool = false,
    narrowing: Narrowing? = nil
  ) {
    self.label = label
    self.value = value
    self.shortValue = shortValue
    self.shortLabel = shortLabel
    self.widestValue = widestValue
    self.middleValue = middleValue
    self.widestMiddleValue = widestMiddleValue
    self.narrowValue = narrowValue
    self.widestNarrowValue = widestNarrowValue
    self.priority = priority
    self.isCurrent = isCurrent
    self.key = key
    self.spokenText = spoken ?? Phrases.statusItem(label: label, value: value)
    self.isClock = isClock
    self.narrowing = narrowing
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

  /// The seats a header shows where `width` cannot hold them all, each taking `width(seat)`:
  /// the seat to move always, the others in order, dropped from the last, so as many fit as
  /// leave room for the sign that counts those hidden (``Phrases/hiddenSeats(_:)``, "+1"),
  /// `signWidth(hidden)` columns.
  public static func seatsShown(
    _ seats: [StatusItem], in width: Int, width measure: (StatusItem) -> Int,
    signWidth: (Int) -> Int
  ) -> [StatusItem] {
    let others = seats.indices.filter { seats[$0].isCurrent != true }
    for hidden in 0...others.count {
      let gone = Set(others.suffix(hidden))
      let shown = seats.indices.filter { !gone.contains($0) }.map { seats[$0] }
      let total = shown.map(measure).reduce(0, +) + (hidden > 0 ? signWidth(hidden) : 0)
      if total <= width { return shown }
    }
    return seats.filter { $0.isCurrent == true }
  }
}

extension StatusItem {
  /// What a face announces of the item now: its ``announcement`` at the moment it is made,
  /// when it is what the item says (“Ana's turn passes in 30 seconds” as the countdown starts);
  /// `nil` at every other second, and for a face that first sees it later.
  public var announcementNow: String? {
    announcement == spokenText ? announcement : nil
  }

  /// The item with its label in fewer columns, where it has a shorter one ("CPU:").
  public var withShortLabel: StatusItem {
    var item = self
    item.label = shortLabel ?? label
    item.shortLabel = nil
    return item
  }

  /// How many steps of ``narrowerForms`` the item has.
  public var narrowerSteps: Int { narrowerForms?.count ?? 0 }

  /// The item at step `step` of its ``narrowerForms`` (its last where it has fewer), else
  /// ``shortened``.
  public func narrowed(_ step: Int) -> StatusItem {
    var item = shortened
    guard let forms = narrowerForms, let last = forms.indices.last else { return item }
    let form = forms[min(max(0, step), last)]
    item.label = form.label
    item.value = form.value
    item.narrowing = nil
    return item
  }

  /// The item with its ``middleValue``, where it has one; else as it is. Its label stays
  /// whole (``withShortLabel`` shortens it); it keeps its ``narrowValue`` and ``shortValue`` for
  /// a face still short of room.
  public var withMiddleValue: StatusItem {
    guard let middle = middleValue else { return self }
    var item = self
    item.value = middle
    item.widestValue = widestMiddleValue
    item.middleValue = nil
    item.widestMiddleValue = nil
    return item
  }

  /// The item with its ``narrowValue`` ("0p −1"), where it has one; else with its
  /// ``middleValue``, else as it is. Its label stays whole; it keeps its ``shortValue``.
  public var withNarrowValue: StatusItem {
    guard let narrow = narrowValue else { return withMiddleValue }
    var item = self
    item.value = narrow
    item.widestValue = widestNarrowValue
    item.middleValue = nil
    item.widestMiddleValue = nil
    item.narrowValue = nil
    item.widestNarrowValue = nil
    return item
  }

  /// The item with its label and value in fewer columns, where they have shorter ones.
  public var shortened: StatusItem {
    var item = self
    item.middleValue = nil
    item.widestMiddleValue = nil
    item.narrowValue = nil
    item.widestNarrowValue = nil
    item.value = shortValue ?? value
    item.shortValue = nil
    item.widestValue = nil
    item.label = shortLabel ?? label
    item.shortLabel = nil
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
