#if canImport(os) && !os(Linux)
  import os
#endif

/// A recorded trip as a signposted interval in Instruments, on Apple platforms: it begins when the
/// value is sent, marks each responder that acted, and ends with the outcome, in the subsystem
/// `HierarchyResponder`, category `Journeys`. Signpost names are static, so the interval is named
/// `Trip` and its message starts with the value's type. Nothing is emitted while Instruments does
/// not record (the signposter is not enabled), and nothing exists on Linux.
@MainActor
struct JourneySignpost {
  #if canImport(os) && !os(Linux)
    /// The signposter of every trip (made once; `OSLog` handles are shared by the system).
    private static let signposter = OSSignposter(logHandle: OSLog(subsystem: "HierarchyResponder", category: "Journeys"))
    /// The interval and its identifier, when recording.
    private let interval: (id: OSSignpostID, state: OSSignpostIntervalState)?
  #endif

  /// Begins the interval of a trip of a value whose type is named `valueType`.
  init(valueType: String) {
    #if canImport(os) && !os(Linux)
      let signposter = Self.signposter
      guard signposter.isEnabled else {
        interval = nil
        return
      }
      let id = signposter.makeSignpostID()
      interval = (id, signposter.beginInterval("Trip", id: id, "\(valueType, privacy: .public)"))
    #endif
  }

  /// Marks a responder that acted on the value (hops that only passed it on are left out).
  func mark(_ hop: Journey.Hop) {
    #if canImport(os) && !os(Linux)
      guard let interval, hop.action != .ignored, !(hop.isDeclaration && hop.action == .notHandled) else { return }
      Self.signposter.emitEvent("Hop", id: interval.id, "\(hop.description, privacy: .public)")
    #endif
  }

  /// Ends the interval with the trip's outcome.
  func end(_ outcome: Journey.Outcome) {
    #if canImport(os) && !os(Linux)
      guard let interval else { return }
      Self.signposter.endInterval("Trip", interval.state, "\(outcome.description, privacy: .public)")
    #endif
  }
}
