import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Recovery: an error thrown by a responder handling an event keeps that
/// event as its sender sent it and the sender's position, weakly, so that a recovering
/// responder can send it again from there (AppKit's `presentError(_:)` with a recovery
/// attempter, Foundation's `RecoverableError.attemptRecovery(optionIndex:)`).
@MainActor
@Suite struct ErrorSourceTests {
  /// root ← journeys ← recovering responder for `Boom` ← `Pong` handler (throws while
  /// `failures` > 0) ← `Ping` → `Pong` transform (counted): the sender sends `Ping`.
  @MainActor
  final class Upload {
    let log = Log()
    var failures = 1
    var crossings = 0
    var recoveries: [ErrorRecoveryContext] = []
    var journeys: [Journey] = []
    var outer = ResponderChain()

    init(async scope: ResponderTaskScope? = nil) {
      let recovering = ResponderChain()
        .observingJourneys { [unowned self] in journeys.append($0) }
        .addingRecoveringErrorResponder(for: Boom.self, site: site(1)) { [unowned self] boom, recovery in
          log("recovering Boom \(boom.id)")
          recoveries.append(recovery)
          return true
        }
      let handled: ResponderChain
      if let scope {
        handled = recovering.addingResponder(for: Pong.self, kind: .handleEvent, site: site(2), scope: scope) {
          [unowned self] pong in try upload(pong)
        }
      } else {
        handled = recovering.addingResponder(for: Pong.self, kind: .handleEvent, site: site(2)) { [unowned self] pong in try upload(pong) }
      }
      outer = handled.addingResponder(for: Ping.self, kind: .transformEvent, site: site(3)) { [unowned self] ping in
        crossings += 1
        return .event(Pong(id: ping.id))
      }
    }

    private func upload(_ pong: Pong) throws -> ResponderReply {
      if failures > 0 {
        failures -= 1
        throw Boom(id: pong.id)
      }
      log("uploaded \(pong.id)")
      return .handled
    }
  }

  @Test("Recovery: a retry sends the event as its sender sent it, from the sender's position, across the same transforms")
  func retryResendsTheOriginalEventFromTheSender() throws {
    let upload = Upload()
    // The row: its own responder is the sender's position.
    let row = upload.outer.addingResponder(for: Tap.self, kind: .handleEvent, site: site(4)) { _ in .handled }
    row.triggerEvent(Ping(id: 7))
    #expect(upload.log.entries == ["recovering Boom 7"])
    #expect(upload.crossings == 1)
    let recovery = try #require(upload.recoveries.first)
    #expect(recovery.source.event as? Ping == Ping(id: 7))
    #expect(recovery.source.canRetry)

    #expect(recovery.retry())
    #expect(upload.log.entries == ["recovering Boom 7", "uploaded 7"])
    #expect(upload.crossings == 2)
  }

  @Test("Recovery: no automatic retry; a retry that fails again reaches the recovering responder again, with the same event")
  func aRetryThatFailsAgainIsReportedAgain() throws {
    let upload = Upload()
    upload.failures = 2
    let row = upload.outer.addingResponder(for: Tap.self, kind: .handleEvent, site: site(4)) { _ in .handled }
    row.triggerEvent(Ping(id: 1))
    #expect(upload.crossings == 1)
    try #require(upload.recoveries.last).retry()
    #expect(upload.log.entries == ["recovering Boom 1", "recovering Boom 1"])
    try #require(upload.recoveries.last).retry()
    #expect(upload.log.entries == ["recovering Boom 1", "recovering Boom 1", "uploaded 1"])
    #expect(upload.crossings == 3)
  }

  @Test("Recovery: the sender's position is kept weakly; when it is gone a retry sends nothing and the journey ends cancelled")
  func aGoneSenderDropsTheRetry() throws {
    let upload = Upload()
    do {
      let row = upload.outer.addingResponder(for: Tap.self, kind: .handleEvent, site: site(4)) { _ in .handled }
      row.triggerEvent(Ping(id: 2))
    }
    // The row's chain is released: only the error's source refers to its position, weakly.
    let recovery = try #require(upload.recoveries.first)
    #expect(!recovery.source.canRetry)
    upload.journeys.removeAll()
    #expect(!recovery.retry())
    #expect(upload.crossings == 1)
    #expect(upload.log.entries == ["recovering Boom 2"])
    #expect(upload.journeys.map(\.outcome) == [.cancelled(at: site(1))])
    #expect(upload.journeys.map(\.valueType) == ["Ping"])
  }

  @Test("Recovery: an asynchronous responder's error keeps the event and the sender's position past the synchronous dispatch")
  func anAsynchronousResponderKeepsTheSender() async throws {
    let scope = ResponderTaskScope()
    let upload = Upload(async: scope)
    let row = upload.outer.addingResponder(for: Tap.self, kind: .handleEvent, site: site(4)) { _ in .handled }
    row.triggerEvent(Ping(id: 5))
    await scope.waitForAll()
    #expect(upload.log.entries == ["recovering Boom 5"])
    try #require(upload.recoveries.first).retry()
    await scope.waitForAll()
    #expect(upload.log.entries == ["recovering Boom 5", "uploaded 5"])
    #expect(upload.crossings == 2)
  }

  /// root ← `Pong` handler ("outer") ← recovering responder for `Boom` ← `inner`: the chain
  /// inside, and the recoveries the responder received.
  @MainActor
  final class OptionChain {
    let log = Log()
    var recoveries: [ErrorRecoveryContext] = []
    var chain = ResponderChain()

    init(inner: @escaping (ResponderChain, Log) -> ResponderChain) {
      let outer = ResponderChain()
        .addingResponder(for: Pong.self, kind: .handleEvent, site: site(1)) { [log] pong in log("outer \(pong.id)"); return .handled }
        .addingRecoveringErrorResponder(for: Boom.self, site: site(2)) { [unowned self] _, recovery in
          recoveries.append(recovery)
          return true
        }
      chain = inner(outer, log)
    }
  }

  @Test("Recovery: an error reported with reportError has no event to send again; an option's event starts at the reporter's position")
  func aReportedErrorSendsOptionsFromTheReporter() throws {
    let options = OptionChain { outer, log in
      outer.addingResponder(for: Pong.self, kind: .handleEvent, site: site(3)) { pong in log("reporter \(pong.id)"); return .handled }
    }
    options.chain.reportError(Boom())
    let recovery = try #require(options.recoveries.first)
    #expect(recovery.source.event == nil)
    #expect(!recovery.retry())
    #expect(recovery.send(Pong(id: 4)))
    #expect(options.log.entries == ["reporter 4"])
  }

  @Test("Recovery: an option's event for a thrown error starts outer to the responder that threw")
  func aThrownErrorSendsOptionsFromOuterToTheThrower() throws {
    let options = OptionChain { outer, log in
      outer.addingResponder(for: Pong.self, kind: .handleEvent, site: site(3)) { _ in log("thrower"); throw Boom() }
    }
    options.chain.triggerEvent(Pong(id: 1))
    try #require(options.recoveries.first).send(Pong(id: 9))
    #expect(options.log.entries == ["thrower", "outer 9"])
  }
}
