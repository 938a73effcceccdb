#if !(canImport(SwiftUI) && !Headless)
  import HeadlessUI

  /// On HeadlessUI, the host's clock is a publishing clock: a test hands it to
  /// `.publishingClock(_:)` and advances it to expire waiting values without waiting.
  extension HostClock: PublishingClock {}
#endif
