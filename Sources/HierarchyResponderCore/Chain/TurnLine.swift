/// The line of an ``InFlightPolicy/enqueue`` lane: ids in arrival order (they only grow), the
/// first one present holding the turn.
///
/// Joining and leaving cost O(1) amortized, wherever the one leaving stands: a value that leaves
/// from the middle (its scope or its requester cancelled it) is only forgotten by `present`, and
/// its slot is skipped when the turn reaches it; the slots before the holder are dropped once
/// they are more than half the storage.
struct TurnLine {
  /// The ids that joined, from the oldest slot not dropped yet; some may have left.
  private var slots: [UInt64] = []
  /// The index in `slots` of the turn's holder (`slots.count` when the line is empty).
  private var head = 0
  /// The ids in line.
  private var present: Set<UInt64> = []

  /// Whether nobody is in line.
  var isEmpty: Bool { present.isEmpty }

  /// The id holding the turn, if anyone is in line.
  var holder: UInt64? { head < slots.count ? slots[head] : nil }

  /// The ids in line, in arrival order (O(n): for closing the whole line).
  var ids: [UInt64] { slots[head...].filter { present.contains($0) } }

  /// Adds `id`, newer than every id in line, at the end.
  mutating func join(_ id: UInt64) {
    slots.append(id)
    present.insert(id)
  }

  /// Removes `id`; returns whether it held the turn (then the turn passed to the next one).
  mutating func leave(_ id: UInt64) -> Bool {
    guard present.remove(id) != nil else { return false }
    guard slots[head] == id else { return false }
    head += 1
    while head < slots.count, !present.contains(slots[head]) { head += 1 }
    if head == slots.count {
      slots.removeAll(keepingCapacity: slots.count < 1024)
      head = 0
    } else if head > 64, head * 2 > slots.count {
      slots.removeFirst(head)
      head = 0
    }
    return true
  }
}
