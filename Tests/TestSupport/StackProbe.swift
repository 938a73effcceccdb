/// Records where the stack stands in a handler at each nesting level: the stack-per-level tests of
/// the core and of the layer (ARCHITECTURE.md, Bounds).
///
/// ```swift
/// let probe = StackProbe()
/// // In the handler, at each level: probe.mark()
/// #expect(probe.bytesPerLevel <= MemoryLayout<LargeEvent>.size + StackProbe.frameAllowance)
/// ```
@MainActor
package final class StackProbe {
  /// What a level may use besides one copy of the value: the frames of the trip and the handler
  /// (about 7 KiB in a debug build).
  package static let frameAllowance = 8 * 1024

  /// The address of a local of each ``mark()`` call, in call order.
  package private(set) var marks: [UInt] = []

  /// An empty probe.
  package init() {}

  /// Records the address of a local of this call, whose distance to the previous level's is what
  /// one level costs.
  @inline(never)
  package func mark() {
    var local = 0
    marks.append(withUnsafeMutablePointer(to: &local) { UInt(bitPattern: $0) })
  }

  /// The stack one nesting level used, on average (the stack grows down).
  package var bytesPerLevel: Int {
    guard let first = marks.first, let last = marks.last, marks.count > 1, first > last else { return 0 }
    return Int(first - last) / (marks.count - 1)
  }
}
