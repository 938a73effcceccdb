import HierarchyResponderCore
import TestSupport
import Testing

/// ARCHITECTURE.md, Bounds: a nesting level holds at most one copy of the value it delivers, so a
/// large event re-triggered from its own handler reaches the nesting limit without running out of
/// stack.
@MainActor
@Suite struct LargeEventStackTests {
  /// The issue's case: a 64 KiB event whose handler triggers it again from its own position, until
  /// the nesting limit drops it.
  private func retriggeringChain(marking probe: StackProbe) -> ResponderChain {
    let reference = ChainReference()
    reference.chain = ResponderChain().addingResponder(for: LargeEvent.self, kind: .handleEvent) { event in
      probe.mark()
      reference.chain.triggerEvent(event, fileID: "App/Large.swift", line: 2)
      return .handled
    }
    return reference.chain
  }

  @Test func aLargeEventRetriggeredToTheNestingLimitCompletesWithOneIssue() {
    let probe = StackProbe()
    let chain = retriggeringChain(marking: probe)
    let messages = issueMessages { chain.triggerEvent(LargeEvent(), fileID: "App/Large.swift", line: 1) }
    #expect(probe.marks.count == 64)
    #expect(
      messages == [
        "Dropped event LargeEvent: responders were nested more than 64 levels deep. "
          + "A responder probably sends the value it is handling."
      ])
  }

  @Test func aNestingLevelHoldsAtMostOneCopyOfALargeEvent() {
    let probe = StackProbe()
    let chain = retriggeringChain(marking: probe)
    _ = issueMessages { chain.triggerEvent(LargeEvent()) }
    let perLevel = probe.bytesPerLevel
    print("stack per nesting level, core trigger, 64 KiB event: \(perLevel) bytes")
    #expect(perLevel > 0)
    #expect(perLevel <= MemoryLayout<LargeEvent>.size + StackProbe.frameAllowance)
  }
}

/// A 64 KiB event.
struct LargeEvent: Event {
  var bytes = Bytes64K()
}

struct Bytes128 {
  var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}

struct Bytes4K {
  var rows: (Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128, Bytes128) = (Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128(), Bytes128())
}

struct Bytes64K {
  var blocks: (Bytes4K, Bytes4K, Bytes4K, Bytes4K, Bytes4K, Bytes4K, Bytes4K, Bytes4K, Bytes4K, Bytes4K, Bytes4K, Bytes4K, Bytes4K, Bytes4K, Bytes4K, Bytes4K) = (Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K(), Bytes4K())
}
