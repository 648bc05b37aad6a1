import CGtk
import FoundationEssentials
import Memorize

// Over 300 lines because the board is one widget with one state: the grid, the keyboard focus
// that moves in it and the animation from the cards last shown to the new ones all work on the
// same card buttons and the same frame clock.

/// One card as a board shows it: identity, state and how to draw it. Built from a view model on
/// every render; the board compares it with the last one to know what to animate.
struct BoardCard {
  /// Stable for the card's life in one deal; a new id at a position means a new card was dealt.
  var id: Int
  var isFaceUp: Bool
  /// Whether the card leaves the table (a matched Memorize pair fades away).
  var isGone = false
  /// Drawn at reduced strength (matched Matchismo cards stay in view, dimmed).
  var isDimmed = false
  var accessibleName: String
  var paintFace: (Canvas, Rect) -> Void
  var paintBack: (Canvas, Rect) -> Void
}

/// A board of cards laid out as an aspect-ratio grid that fills the space it is given.
///
/// It holds no game state: ``update(cards:isOver:dealsAll:)`` receives what the view model says
/// now, and the board only animates from what it last showed to that, on the frame clock.
final class CardBoard {
  /// The container; its layout manager places every card.
  let widget: Widget
  var grid = CardGrid()
  var onChoose: (Int) -> Void = { _ in }
  /// Called after the cards are placed, so the test probe can report where they are.
  var onLayout: () -> Void = {}
  /// Called with the board's width and height each time it is placed: the ending over it
  /// fits itself to that room.
  var onSize: (Int, Int) -> Void = { _, _ in }

  private(set) var cardViews: [CardView] = []
  private var shown: [BoardCard] = []
  private var motions: [CardMotion] = []
  private var frames: [Rect] = []
  private var wasOver = false
  private var hasShownCards = false
  private var tickID: guint = 0
  /// Whether cards are moving (dealt, flipped, shaken, falling): they are not yet where
  /// `cardFrames` puts them.
  var isMoving: Bool { tickID != 0 }
  private var describedShape = (rows: 0, columns: 0, cards: 0)
  /// When motions were started before the board was on screen: the first frame shifts them to
  /// begin then, so a deal at launch is seen rather than finished before the window appears.
  private var pendingStart: Double?

  init() {
    widget = memorize_box_with_role(GTK_ORIENTATION_HORIZONTAL, GTK_ACCESSIBLE_ROLE_GRID)
    memorize_set_accessible_label(widget, WindowLabels.cards)
    gtk_widget_add_css_class(widget, "board")
    gtk_widget_set_hexpand(widget, 1)
    gtk_widget_set_vexpand(widget, 1)
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    g_object_set_data(
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "memorize-board",
      Unmanaged.passUnretained(self).toOpaque())
    gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, measureBoard, allocateBoard))
    // The arrows move between the cards in play and stop at the board's edges; they never
    // wander off to the buttons around it.
    let keys = gtk_event_controller_key_new()!
    onKeyPressed(keys) { [unowned self] key, state in
      let modifiers =
        GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue
      guard state.rawValue & modifiers == 0 else { return false }
      switch Int32(key) {
      case GDK_KEY_Right, GDK_KEY_KP_Right: return moveFocus(by: 1)
      case GDK_KEY_Left, GDK_KEY_KP_Left: return moveFocus(by: -1)
      case GDK_KEY_Down, GDK_KEY_KP_Down: return moveFocus(by: columns)
      case GDK_KEY_Up, GDK_KEY_KP_Up: return moveFocus(by: -columns)
      default: return false
      }
    }
    gtk_widget_add_controller(widget, keys)
  }

  /// How many cards the top row holds, as last laid out.
  private var columns: Int {
    guard let top = frames.first?.y else { return 1 }
    return max(1, frames.prefix { $0.y == top }.count)
  }

  /// Moves the focus from the focused card by `step` positions, skipping cards that have left
  /// the table; at an edge the focus stays. Returns whether a card had the focus.
  private func moveFocus(by step: Int) -> Bool {
    guard let focused = cardViews.firstIndex(where: { gtk_widget_has_focus($0.widget) != 0 })
    else { return false }
    var index = focused + step
    while cardViews.indices.contains(index), index < shown.count {
      if !shown[index].isGone {
        focusCard(at: index)
        return true
      }
      index += step
    }
    return true
  }

  /// The one card Tab stops at (a roving focus): the board is one stop in the window's Tab
  /// order, and the arrows move inside it. It follows the keyboard's focus, and a card chosen.
  private var tabStop = 0

  /// Whether the card at `index` is on the table (dealt and not gone).
  private func isInPlay(_ index: Int) -> Bool {
    index < shown.count && index < cardViews.count && !shown[index].isGone
  }

  /// Makes the card at `index` the board's Tab stop, and only it.
  private func placeTabStop(at index: Int) {
    tabStop = index
    for (position, view) in cardViews.enumerated() {
      view.setTabStop(position == index && isInPlay(position))
    }
  }

  /// Keeps the Tab stop on a card in play: the focused card, else the stop as it was, else the
  /// next card in play after it (or the one before).
  private func keepTabStop() {
    if let focused = focusedIndex, isInPlay(focused) {
      placeTabStop(at: focused)
      return
    }
    let stop = tabStop
    let next =
      isInPlay(stop)
      ? stop
      : cardViews.indices.first { $0 > stop && isInPlay($0) }
        ?? cardViews.indices.last { $0 < stop && isInPlay($0) } ?? 0
    placeTabStop(at: next)
  }

  /// Puts the keyboard focus on the card at `index`, the board's Tab stop from now on.
  func focusCard(at index: Int) {
    guard cardViews.indices.contains(index) else { return }
    placeTabStop(at: index)
    gtk_widget_grab_focus(cardViews[index].widget)
  }

  /// Tells assistive technologies the grid's shape and where each card sits in it.
  private func describeGrid() {
    let columns = columns
    let rows = (frames.count + columns - 1) / columns
    guard (rows, columns, cardViews.count) != describedShape else { return }
    describedShape = (rows, columns, cardViews.count)
    memorize_set_accessible_grid_size(widget, Int32(rows), Int32(columns))
    for (index, view) in cardViews.enumerated() {
      let (row, column) = (index / columns + 1, index % columns + 1)
      memorize_set_accessible_cell(view.widget, Int32(row), Int32(column))
      memorize_set_accessible_description(
        view.widget, Phrases.cellDescription(row: row, column: column))
    }
  }

  /// When the focused card leaves the table, the focus goes to the next card still in play (or
  /// the one before), not to an invisible card.
  private func keepFocusInPlay() {
    guard
      let focused = cardViews.firstIndex(where: { gtk_widget_has_focus($0.widget) != 0 }),
      focused < shown.count, shown[focused].isGone
    else { return }
    let after = shown.indices.filter { $0 > focused && !shown[$0].isGone }
    let before = shown.indices.filter { $0 < focused && !shown[$0].isGone }
    if let next = after.first ?? before.last {
      focusCard(at: next)
    }
  }

  /// Draws every card again (the colours changed).
  func redrawAll() {
    for view in cardViews { view.redraw() }
  }

  /// The place of the card the window's keyboard focus is on, if one is.
  var focusedIndex: Int? {
    cardViews.indices.first { gtk_widget_is_focus(cardViews[$0].widget) != 0 }
  }

  /// Puts the keyboard focus on the first card still in play, so play starts from the keyboard.
  func focusFirstCard() {
    for index in cardViews.indices where isInPlay(index) {
      focusCard(at: index)
      return
    }
  }

  /// Whether the card at `index` has left the table: it fades away, and is drawn no more.
  func isGone(at index: Int) -> Bool { shown.indices.contains(index) && shown[index].isGone }

  /// The rectangle of each card in the board's coordinates, as last laid out.
  var cardFrames: [Rect] { frames }

  /// Shows `cards`, animating what changed since the last update.
  ///
  /// - Parameters:
  ///   - isOver: the game is won; the moment it becomes true the cards fall off the board.
  ///   - dealsAll: a new game: every card is dealt again even where ids repeat.
  func update(cards: [BoardCard], isOver: Bool, dealsAll: Bool) {
    let now = FrameTimings.now()
    while cardViews.count < cards.count {
      let view = CardView()
      let index = cardViews.count
      view.onChoose = { [unowned self] in
        focusCard(at: index)
        onChoose(index)
      }
      view.onFocus = { [unowned self] in
        if tabStop != index { placeTabStop(at: index) }
      }
      cardViews.append(view)
      motions.append(CardMotion())
      gtk_box_append(cast(widget), view.widget)
    }
    while cardViews.count > cards.count {
      // The view lives until its button is off the board: removing a focused button moves the
      // focus, and the button hears it leave.
      let removed = cardViews.removeLast()
      withExtendedLifetime(removed) { gtk_box_remove(cast(widget), removed.widget) }
      motions.removeLast()
    }
    var dealt = 0
    for (index, card) in cards.enumerated() {
      let old = index < shown.count ? shown[index] : nil
      if dealsAll || old == nil || old?.id != card.id {
        motions[index] = CardMotion()
        if hasShownCards || card.isGone == false {
          let from = deckOffset(for: index, count: cards.count)
          motions[index].deal = (now + 0.045 * Double(dealt), from.x, from.y)
          dealt += 1
        }
        if card.isGone { motions[index].fadeStart = -Double.infinity }
      } else if let old {
        if old.isFaceUp != card.isFaceUp {
          motions[index].flip = (now, card.isFaceUp)
        }
        if card.isGone && !old.isGone {
          let flipping = old.isFaceUp != card.isFaceUp ? CardMotion.flipDuration : 0
          motions[index].fadeStart = now + flipping + CardMotion.matchedHold
        } else if !card.isGone {
          motions[index].fadeStart = nil
        }
      }
      let view = cardViews[index]
      view.paintFace = card.paintFace
      view.paintBack = card.paintBack
      view.setAccessibleName(card.accessibleName)
      view.setInPlay(!card.isGone)
      // The painting may change without the pose (a Set card's border), so always redraw.
      view.redraw()
    }
    if isOver && !wasOver && hasShownCards && !dealsAll {
      for index in cards.indices {
        let drift = (Double((index * 7) % 11) - 5) * 0.35
        let spin = (Double((index * 5) % 9) - 4) * 0.9
        motions[index].fall = (now + 0.9 + 0.06 * Double(index), drift, spin)
      }
    } else if !isOver {
      for index in motions.indices { motions[index].fall = nil }
    }
    if !Self.animationsEnabled {
      // GTK's own reduce-motion setting: every change is shown at once, in its final state.
      for index in motions.indices {
        motions[index] = CardMotion()
        if cards[index].isGone { motions[index].fadeStart = -Double.infinity }
      }
    }
    wasOver = isOver
    shown = cards
    hasShownCards = hasShownCards || !cards.isEmpty
    keepFocusInPlay()
    keepTabStop()
    applyPoses(at: now)
    gtk_widget_queue_allocate(widget)
    if motions.contains(where: { $0.isMoving(at: now) }) {
      if gtk_widget_get_mapped(widget) == 0 { pendingStart = pendingStart ?? now }
      startTicking()
    }
  }

  /// Whether GTK's `gtk-enable-animations` setting (the desktop's "reduce animation") allows
  /// motion; asked on every update, so changing the setting takes effect at the next change.
  static var animationsEnabled: Bool {
    guard let settings = gtk_settings_get_default() else { return true }
    var value = GValue()
    g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN
    defer { g_value_unset(&value) }
    g_object_get_property(
      UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self),
      "gtk-enable-animations", &value)
    return g_value_get_boolean(&value) != 0
  }

  /// Where the deck sits relative to card `index`, in card sizes: below the bottom-left corner.
  private func deckOffset(for index: Int, count: Int) -> (x: Double, y: Double) {
    guard index < frames.count, let first = frames.first, first.width > 0 else {
      return (-2, 4)
    }
    let frame = frames[index]
    let height = Double(gtk_widget_get_height(widget))
    return ((-first.width - frame.x) / frame.width, (height - frame.y) / frame.height)
  }

  /// Sets every card's pose for `time`; returns whether any card still moves.
  @discardableResult
  private func applyPoses(at time: Double) -> Bool {
    var moving = false
    for (index, view) in cardViews.enumerated() {
      let card = shown[index]
      var pose = motions[index].pose(at: time, isFaceUp: card.isFaceUp)
      if card.isDimmed { pose.opacity *= 0.4 }
      if pose.offsetY > 30 { pose.opacity = 0 }
      if pose != view.pose {
        view.pose = pose
        gtk_widget_set_opacity(view.widget, pose.opacity)
        view.redraw()
      }
      moving = moving || motions[index].isMoving(at: time)
    }
    return moving
  }

  private func startTicking() {
    guard tickID == 0 else { return }
    FrameTimings.shared.animationStarted()
    tickID = gtk_widget_add_tick_callback(
      widget, boardTick, Unmanaged.passUnretained(self).toOpaque(), nil)
  }

  fileprivate func tick(frameTime: Double) -> Bool {
    if let start = pendingStart {
      pendingStart = nil
      let delay = frameTime - start
      for index in motions.indices { motions[index].delay(by: delay) }
    }
    FrameTimings.shared.noteFrame(at: frameTime)
    let moving = applyPoses(at: frameTime)
    if cardViews.contains(where: { !$0.pose.isInPlace }) || !moving {
      gtk_widget_queue_allocate(widget)
    }
    if !moving {
      tickID = 0
      FrameTimings.shared.animationEnded()
    }
    return moving
  }

  fileprivate func allocate(width: Int, height: Int) {
    onSize(width, height)
    frames = grid.frames(for: cardViews.count, width: Double(width), height: Double(height))
    describeGrid()
    for (index, view) in cardViews.enumerated() where index < frames.count {
      let frame = frames[index]
      // Each button is larger than its card by half the gap between cards, all round: the
      // keyboard's ring is drawn there, around the card and clear of its neighbours.
      let margin = max(2, (frame.width * grid.spacingRatio / 2).rounded(.down))
      view.setMargin(margin)
      let (width, height) = (Int32(frame.width + 2 * margin), Int32(frame.height + 2 * margin))
      let pose = view.pose
      if pose.isInPlace {
        var allocation = GtkAllocation(
          x: Int32(frame.x - margin), y: Int32(frame.y - margin), width: width, height: height)
        gtk_widget_size_allocate(view.widget, &allocation, -1)
      } else {
        var center = graphene_point_t(
          x: Float(frame.midX + pose.offsetX * frame.width),
          y: Float(frame.midY + pose.offsetY * frame.height))
        var corner = graphene_point_t(
          x: Float(-frame.width / 2 - margin), y: Float(-frame.height / 2 - margin))
        var transform = gsk_transform_translate(nil, &center)
        transform = gsk_transform_rotate(transform, Float(pose.rotation * 180 / .pi))
        transform = gsk_transform_translate(transform, &corner)
        gtk_widget_allocate(view.widget, width, height, -1, transform)
      }
    }
    onLayout()
  }
}

private func board(of widget: Widget?) -> CardBoard? {
  guard let widget,
    let data = g_object_get_data(
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "memorize-board")
  else { return nil }
  return Unmanaged<CardBoard>.fromOpaque(data).takeUnretainedValue()
}

private let measureBoard: GtkCustomMeasureFunc = { _, orientation, _, minimum, natural, _, _ in
  // A board takes whatever space it is given; the grid shrinks the cards to fit. Its natural
  // width is what the Memorize leaflet keeps beside the chooser before it folds.
  minimum?.pointee = 60
  natural?.pointee = orientation == GTK_ORIENTATION_HORIZONTAL ? 600 : 400
}

private let allocateBoard: GtkCustomAllocateFunc = { widget, width, height, _ in
  nonisolated(unsafe) let widget = widget
  MainActor.assumeIsolated { board(of: widget)?.allocate(width: Int(width), height: Int(height)) }
}

private let boardTick: GtkTickCallback = { _, clock, data in
  nonisolated(unsafe) let (clock, data) = (clock, data)
  return MainActor.assumeIsolated {
    let board = Unmanaged<CardBoard>.fromOpaque(data!).takeUnretainedValue()
    let frameTime = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    return board.tick(frameTime: frameTime) ? 1 : 0
  }
}
