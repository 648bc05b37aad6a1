/// The changes that turn one JSON value into another: what a table sends when a view changed,
/// instead of the whole view again.
///
/// Each change names a path (member names and list positions) and the value there now, or no
/// value when the member went away. Lists of the same length change element by element; any
/// other change replaces the value whole.
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
    Self.diff(old, new, at: [], into: &changes)
    self.changes = changes
  }

  private static func diff(
    _ old: JSONValue, _ new: JSONValue, at path: [Step], into changes: inout [Change]
  ) {
    guard old != new else { return }
    switch (old, new) {
    case (.object(let before), .object(let after)):
      for name in Set(before.keys).union(after.keys).sorted() {
        let step = path + [.member(name)]
        switch (before[name], after[name]) {
        case (let was?, let now?): diff(was, now, at: step, into: &changes)
        case (_?, nil): changes.append(Change(path: step, value: nil))
        case (nil, let now?): changes.append(Change(path: step, value: now))
        case (nil, nil): break
        }
      }
    case (.array(let before), .array(let after)) where before.count == after.count:
      for index in before.indices {
        diff(before[index], after[index], at: path + [.element(index)], into: &changes)
      }
    default:
      changes.append(Change(path: path, value: new))
    }
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
      guard elements.indices.contains(index),
        let inner = set(value, at: rest, in: elements[index])
      else { return nil }
      elements[index] = inner
      return .array(elements)
    default:
      return nil
    }
  }
}
