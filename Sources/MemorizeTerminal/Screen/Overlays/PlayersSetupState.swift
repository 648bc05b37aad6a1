import Memorize

/// The players panel's state: the table being set up (a `PlayersDraft`, whose rules every face
/// shares) and where the focus is.
struct PlayersSetupState: Equatable {
  /// The rows the focus moves through: the seats, then "add a seat", then "start".
  enum Row: Equatable {
    case seat(Int)
    case add
    case start
  }

  private(set) var draft: PlayersDraft
  var row: Row = .start
  var message: String?

  /// The panel opened on `draft`: the view model's table (``AppModel/playersDraft``).
  init(draft: PlayersDraft) {
    self.draft = draft
  }

  /// The seats in turn order.
  var seats: [PlayersDraft.Seat] { draft.seats }

  var rows: [Row] {
    draft.seats.indices.map(Row.seat) + (draft.canAddSeat ? [.add] : []) + [.start]
  }

  mutating func move(by delta: Int) {
    let all = rows
    let index = all.firstIndex(of: row) ?? all.count - 1
    row = all[max(0, min(all.count - 1, index + delta))]
  }

  /// Changes the kind of the focused seat to the next (or previous) one.
  mutating func cycleKind(by delta: Int) {
    guard case .seat(let index) = row, draft.seats.indices.contains(index) else { return }
    let kinds = PlayersDraft.Kind.allCases
    let current = kinds.firstIndex(of: draft.seats[index].kind) ?? 0
    draft.setKind(kinds[(current + delta + kinds.count) % kinds.count], forSeatAt: index)
  }

  mutating func addSeat() {
    guard draft.canAddSeat else { return }
    draft.addSeat()
    row = .seat(draft.seats.count - 1)
  }

  mutating func removeFocusedSeat() {
    guard case .seat(let index) = row, draft.canRemoveSeat else { return }
    draft.removeSeat(at: index)
    row = .seat(min(index, draft.seats.count - 1))
  }

  mutating func type(_ character: Character) {
    guard case .seat(let index) = row else { return }
    draft.type(character, inSeatAt: index)
  }

  mutating func deleteBackward() {
    guard case .seat(let index) = row else { return }
    draft.deleteBackward(inSeatAt: index)
  }
}
