import HierarchyResponderCore
import Testing

// The value travelling up the chain is moved at every hop that replaces it: its layout is part
// of the dispatch cost (``Payload``, "stored last").

@Suite struct PayloadLayoutTests {
  @Test func payloadStoresItsSideLastWithNoPaddingInside() {
    // The event's existential, the optional error, then the side's single byte: nothing between.
    let packed = MemoryLayout<any Event>.size + MemoryLayout<(any Error)?>.size + MemoryLayout<ResponderSide>.size
    #expect(MemoryLayout<Payload>.size == packed)
    #expect(MemoryLayout<Payload>.offset(of: \.side) == packed - 1)
  }
}
