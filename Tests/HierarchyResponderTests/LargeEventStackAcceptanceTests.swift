// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
import HeadlessUI
import HierarchyResponder
import TestSupport
import Testing

// ARCHITECTURE.md, Bounds: a 64 KiB event that a modifier's handler triggers again from the
// sending view's position reaches the nesting limit with at most one copy of the value per level.

/// 64 KiB.
struct LargeLayerEvent: Event {
  var blocks: (LargeBlock, LargeBlock, LargeBlock, LargeBlock, LargeBlock, LargeBlock, LargeBlock, LargeBlock, LargeBlock, LargeBlock, LargeBlock, LargeBlock, LargeBlock, LargeBlock, LargeBlock, LargeBlock) = (LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock(), LargeBlock())
}

struct LargeRow {
  var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}

struct LargeBlock {
  var rows: (LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow, LargeRow) = (LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow(), LargeRow())
}

/// Where the stack stood in the handler at each level, and the sending view's trigger.
@MainActor
final class LargeEventProbe {
  let stack = StackProbe()
  var triggerEvent: TriggerEvent?
}

/// A button that sends a large event, under a handler that sends it again from the button's position.
struct LargeEventScreen: View {
  let probe: LargeEventProbe

  var body: some View {
    LargeEventButton(probe: probe)
      .handleEvent(LargeLayerEvent.self) { event in
        probe.stack.mark()
        probe.triggerEvent?(event)
      }
  }
}

struct LargeEventButton: View {
  let probe: LargeEventProbe
  @Environment(\.triggerEvent) var triggerEvent

  var body: some View {
    Button("Send") {
      probe.triggerEvent = triggerEvent
      triggerEvent(LargeLayerEvent())
    }
  }
}

@MainActor
@Suite("Large events")
struct LargeEventStackAcceptanceTests {
  @Test("a 64 KiB event re-triggered by a modifier's handler reaches the nesting limit with one copy per level")
  func largeEventToTheNestingLimit() throws {
    let probe = LargeEventProbe()
    let host = ViewHost(LargeEventScreen(probe: probe))
    try expectIssues([
      "Dropped event LargeLayerEvent: responders were nested more than 64 levels deep. "
        + "A responder probably sends the value it is handling."
    ]) {
      try host.button("Send").tap()
    }
    #expect(probe.stack.marks.count == 64)
    print("stack per nesting level, layer trigger, 64 KiB event: \(probe.stack.bytesPerLevel) bytes")
    #expect(probe.stack.bytesPerLevel <= MemoryLayout<LargeLayerEvent>.size + StackProbe.frameAllowance)
  }
}
#endif
