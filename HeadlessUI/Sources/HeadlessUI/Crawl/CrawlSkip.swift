/// Something a ``Crawler`` saw and did not do, and why.
///
/// ```swift
/// // Fragment
/// #expect(summary.skipped.map(\.description) == [#"tap "More" on Settings: beyond the depth limit (1)"#])
/// ```
public struct CrawlSkip: Hashable, Sendable, CustomStringConvertible {
  /// Why it was not done.
  public enum Reason: Hashable, Sendable, CustomStringConvertible {
    /// The path would be longer than ``CrawlLimits/depth``.
    ///
    /// The associated value is the limit.
    case depthLimit(Int)
    /// ``CrawlLimits/actions`` actions were already performed.
    ///
    /// The associated value is the limit.
    case actionLimit(Int)
    /// The control is disabled.
    case disabled
    /// The crawler does not drive this kind of control (text entry, sliders, steppers, date
    /// pickers, gestures other than taps).
    ///
    /// The associated value names the kind of control.
    case notCrawled(String)
    /// Replaying the path from a fresh root did not find this control again (the app does not
    /// come back to the same state: it depends on time, randomness or shared state).
    case notReplayable

    /// The reason in words, as in `beyond the depth limit (3)`.
    public var description: String {
      switch self {
      case .depthLimit(let limit): "beyond the depth limit (\(limit))"
      case .actionLimit(let limit): "beyond the action limit (\(limit))"
      case .disabled: "disabled"
      case .notCrawled(let kind): "not crawled: \(kind)"
      case .notReplayable: "not found again when the path was replayed from a fresh root"
      }
    }
  }

  /// The steps that lead, from a fresh root, to where the control is.
  public var path: [CrawlStep]
  /// The step that was not performed.
  public var step: CrawlStep
  /// Why.
  public var reason: Reason

  /// A skipped step.
  ///
  /// - Parameters:
  ///   - path: the steps that lead to where the control is.
  ///   - step: the step not performed.
  ///   - reason: why.
  public init(path: [CrawlStep], step: CrawlStep, reason: Reason) {
    self.path = path
    self.step = step
    self.reason = reason
  }

  /// The step and the reason: `tap "More" on Settings: beyond the depth limit (1)`.
  public var description: String { "\(step): \(reason)" }
}
