/// The changes that turn one JSON value into another: what a table sends when a view changed,
/// instead of the whole view again.
///
/// Each change names a path (member names and list positions) and the value there now, or no
/// value when the member or element went away; an element at the end of a list is appended.
/// Lists change element by element: elements that left the front (a window moving on) or whose
/// `id` is gone are removed first, from the last, then the rest compared in place, then new ones
/// appended; a list emptied goes whole. Any other change replaces the value whole.
public struct JSONPatch: Hashable, Sendable, Codable {
  /// One step of a path: a member's name or a list's position.
  public enum Step: Hashable, Sendable, Codable {
    /// A member of an object.
    case member(String)
    /// An element of a list, from 0.
    case element(Int)

    /// Reads a step: a number is a position, a string a member's name.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let index = try? container.decode(Int.self) {
        self = .element(index)
      } else {
        self = .member(try container.decode(String.self))
      }
    }

    /// Writes a step as a number or a string.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .member(let name): try container.encode(name)
      case .element(let index): try container.encode(index)
      }
    }
  }

  /// One change: the value at `path` now; `nil` when it went away.
  public struct Change: Hashable, Sendable, Codable {
    /// Where, from the top.
    public var path: [Step]
    /// The value there now; `nil` for a member that went away.
    public var value: JSONValue?

    /// The value at `path` is `value` now (`nil`: the member went away).
    public init(path: [Step], value: JSONValue?) {
      self.path = path
      self.value = value
    }
  }

  /// The changes, in order.
  public var changes: [Change]

  /// These changes.
  public init(changes: [Change]) { self.changes = changes }

  /// The changes from `old` to `new`.
  public init(from old: JSONValue, to new: JSONValue) {
    var changes: [Change] = []
    var path: [Step] = []
    Self.diff(old, new, at: &path, into: &changes)
    self.changes = changes
  }

  /// Adds the changes from `old` to `new`, at `path`, to `changes`. The path is one list, a
  /// step added on the way down and taken off on the way back: most of a view is unchanged,
  /// and a list of steps for each member passed would cost more than the comparing.
  private static func diff(
    _ old: JSONValue, _ new: JSONValue, at path: inout [Step], into changes: inout [Change]
  ) {
    guard old != new else { return }
    switch (old, new) {
    case (.object(let before), .object(let after)):
      var names = Array(after.keys)
      for name in before.keys where after[name] == nil { names.append(name) }
      names.sort()
      for name in names {
        switch (before[name], after[name]) {
        case (let was?, let now?):
          path.append(.member(name))
          diff(was, now, at: &path, into: &changes)
          path.removeLast()
        case (_?, nil): changes.append(Change(path: path + [.member(name)], value: nil))
        case (nil, let now?): changes.append(Change(path: path + [.member(name)], value: now))
        case (nil, nil): break
        }
      }
    case (.array(let before), .array(let after)):
      diffLists(before, after, at: &path, into: &changes)
    default:
      changes.append(Change(path: path, value: new))
    }
  }

  /// The changes between two lists: elements that went away are removed (from the last), the
  /// rest compared in place, new ones appended at the end; a list that changed otherwise goes
  /// whole. Elements with an `id` are matched by it: one whose place now holds another id is
  /// replaced whole (a card dealt where a set was taken).
  private static func diffLists(
    _ before: [JSONValue], _ after: [JSONValue], at path: inout [Step],
    into changes: inout [Change]
  ) {
    // A list emptied goes whole, in one change rather than one for each element removed (a
    // line's shorter forms at a game's end, in an update at its budget).
    if after.isEmpty {
      changes.append(Change(path: path, value: .array([])))
      return
    }
    let afterIDs = after.map(identity)
    let hasIDs =
      !before.isEmpty && before.allSatisfy { identity($0) != nil }
      && afterIDs.allSatisfy { $0 != nil }
    var gone: [Int] = []
    if hasIDs {
      let wanted = Set(afterIDs.compactMap(\.self))
      gone = before.indices.filter { identity(before[$0]).map { !wanted.contains($0) } ?? false }
      // Removing the cards put away lines the rest up only when nothing new came between them.
      let kept = before.indices.filter { !gone.contains($0) }.map { identity(before[$0]) }
      if kept.count > after.count || Array(afterIDs.prefix(kept.count)) != kept {
        gone = []
      }
    } else {
      gone = Array(0..<frontShift(before, after))
      // A shorter list that did not move on from the front lost its last elements.
      if gone.isEmpty, before.count > after.count { gone = Array(after.count..<before.count) }
    }
    var kept = before
    for index in gone.reversed() {
      changes.append(Change(path: path + [.element(index)], value: nil))
      kept.remove(at: index)
    }
    guard kept.count <= after.count else {
      changes.append(Change(path: path, value: .array(after)))
      return
    }
    for index in kept.indices {
      if hasIDs, identity(kept[index]) != afterIDs[index] {
        changes.append(Change(path: path + [.element(index)], value: after[index]))
      } else {
        path.append(.element(index))
        diff(kept[index], after[index], at: &path, into: &changes)
        path.removeLast()
      }
    }
    for index in kept.count..<after.count {
      changes.append(Change(path: path + [.element(index)], value: after[index]))
    }
  }

  /// The `id` member of an object in a list, which follows it wherever it goes.
  private static func identity(_ value: JSONValue) -> Int64? {
    guard case .object(let members) = value, case .integer(let id)? = members["id"] else {
      return nil
    }
    return id
  }

  /// How many elements went from the front of `before` for `after` to go on from it: 0 when
  /// `after` does not start with what is left.
  private static func frontShift(_ before: [JSONValue], _ after: [JSONValue]) -> Int {
    guard !before.isEmpty, before.first != after.first else { return 0 }
    for shift in 1..<before.count {
      let rest = before[shift...]
      if rest.count <= after.count, after.prefix(rest.count).elementsEqual(rest) { return shift }
    }
    return 0
  }

  /// `value` with the changes made, or `nil` when a change's path is not in it.
  public func applied(to value: JSONValue) -> JSONValue? {
    var result = value
    for change in changes {
      guard let changed = Self.set(change.value, at: change.path[...], in: result) else {
        return nil
      }
      result = changed
    }
    return result
  }

  private static func set(
    _ value: JSONValue?, at path: ArraySlice<Step>, in target: JSONValue
  ) -> JSONValue? {
    guard let step = path.first else { return value ?? .null }
    let rest = path.dropFirst()
    switch (step, target) {
    case (.member(let name), .object(var members)):
      if rest.isEmpty, value == nil {
        members[name] = nil
      } else {
        guard
          let inner = rest.isEmpty ? value : members[name].flatMap({ set(value, at: rest, in: $0) })
        else { return nil }
        members[name] = inner
      }
      return .object(members)
    case (.element(let index), .array(var elements)):
      if rest.isEmpty, value == nil {
        // An element that went away.
        guard elements.indices.contains(index) else { return nil }
        elements.remove(at: index)
      } else if rest.isEmpty, index == elements.count, let value {
        // An element appended.
        elements.append(value)
      } else {
        guard elements.indices.contains(index),
          let inner = set(value, at: rest, in: elements[index])
        else { return nil }
        elements[index] = inner
      }
      return .array(elements)
    default:
      return nil
    }
  }
}

// MARK: - On the wire

extension JSONPatch {
  /// A change as an update carries it (table protocol 3): its path after the steps it shares
  /// with the change before (`keep`), and its value, or the number of an earlier change of the
  /// same update whose value it repeats (`same`). A race's ending says its result in eight
  /// places, under paths that mostly begin alike; said once, and with the shared steps left out,
  /// the largest update of a race falls a fifth, within the 2 KB an update may take.
  public struct WireChange: Hashable, Sendable, Codable {
    /// How many steps of the change before's path come first in this one's; `nil` for none.
    public var keep: Int?
    /// The steps after those.
    public var path: [Step]
    /// The value there now, unless ``same`` names it; neither: the member went away.
    public var value: JSONValue?
    /// The position in the update of an earlier change whose value this one repeats.
    public var same: Int?

    /// Writes the change; its path as one JSON list, which a table's writer takes as it is
    /// (every update it sends writes a path for each change).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encodeIfPresent(keep, forKey: .keep)
      let steps = path.map { step -> JSONValue in
        switch step {
        case .member(let name): .string(name)
        case .element(let index): .integer(Int64(index))
        }
      }
      try container.encode(JSONValue.array(steps), forKey: .path)
      try container.encodeIfPresent(same, forKey: .same)
      try container.encodeIfPresent(value, forKey: .value)
    }
  }

  /// The changes as an update carries them: each value once, each path after what it shares
  /// with the path before when that saves bytes.
  public var wireChanges: [WireChange] {
    var firstWith: [JSONValue: Int] = [:]
    var previous: [Step] = []
    var wire: [WireChange] = []
    wire.reserveCapacity(changes.count)
    for (index, change) in changes.enumerated() {
      var shared = 0
      while shared < min(previous.count, change.path.count),
        previous[shared] == change.path[shared]
      {
        shared += 1
      }
      // `"keep":N,` costs about nine bytes: worth it only when the steps left out cost more.
      let saved = change.path.prefix(shared).reduce(0) { $0 + Self.length(of: $1) }
      let keep = saved > 10 ? shared : 0
      var entry = WireChange(
        keep: keep > 0 ? keep : nil, path: Array(change.path.dropFirst(keep)), value: change.value,
        same: nil)
      if let value = change.value, Self.isWorthNaming(value) {
        if let first = firstWith[value] {
          entry.value = nil
          entry.same = first
        } else {
          firstWith[value] = index
        }
      }
      wire.append(entry)
      previous = change.path
    }
    return wire
  }

  /// The patch an update's changes describe; `nil` when one keeps more steps than the path
  /// before has, or repeats the value of a change that is not before it or has none.
  public init?(wire: [WireChange]) {
    var changes: [Change] = []
    changes.reserveCapacity(wire.count)
    var previous: [Step] = []
    for (index, entry) in wire.enumerated() {
      let keep = entry.keep ?? 0
      guard keep >= 0, keep <= previous.count else { return nil }
      let path = Array(previous.prefix(keep)) + entry.path
      var value = entry.value
      if let same = entry.same {
        guard entry.value == nil, same >= 0, same < index, let repeated = changes[same].value
        else { return nil }
        value = repeated
      }
      changes.append(Change(path: path, value: value))
      previous = path
    }
    self.init(changes: changes)
  }

  /// About how many bytes a step takes in a path, with its comma.
  private static func length(of step: Step) -> Int {
    switch step {
    case .member(let name): name.utf8.count + 3
    case .element(let index): String(index).utf8.count + 1
    }
  }

  /// Whether a value is a sentence long enough that naming the change that said it first is
  /// shorter. Only sentences repeat (a verdict is also the last event and the status line);
  /// cards and lists do not, and would cost hashing whole to find out.
  private static func isWorthNaming(_ value: JSONValue) -> Bool {
    if case .string(let text) = value { text.utf8.count >= 8 } else { false }
  }
}
