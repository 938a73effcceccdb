/// A tiny, reproducible random generator (SplitMix64): the random scenarios of the model-based
/// tests and of the agreement test, the same sequence for the same seed on every platform.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let depth = random.below(10)
/// ```
package struct SplitMix64 {
  private var state: UInt64

  /// A generator whose sequence the seed determines.
  package init(seed: UInt64) { state = seed }

  /// The next number of the sequence.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// `true` with probability `percent`%.
  package mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}
