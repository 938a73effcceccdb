import HierarchyResponderCore
import Testing

/// ARCHITECTURE.md, Kinds: the kinds of responders, for events and errors alike, typed and
/// untyped; thrown errors and caught errors continue from the responder's position.
@MainActor
@Suite struct KindsTests {
  // MARK: receive

  @Test func receiveThatReturnsHandledStopsTheValue() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: (any Error).self, kind: .handleError) { _ in log("outer"); return .handled }
      .addingResponder(for: Boom.self, kind: .receiveError) { _ in log("receive"); return .handled }
    chain.reportError(Boom())
    #expect(log.entries == ["receive"])
  }

  @Test func receiveThatReturnsNotHandledPassesTheSameValueOn() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { ping in log("outer \(ping.id)"); return .handled }
      .addingResponder(for: Ping.self, kind: .receiveEvent) { ping in log("receive \(ping.id)"); return .notHandled }
    chain.triggerEvent(Ping(id: 7))
    #expect(log.entries == ["receive 7", "outer 7"])
  }

  @Test func unhandledIsASynonymOfNotHandled() {
    #expect(ReceiveEventResult.unhandled == .notHandled)
    #expect(ReceiveErrorResult.unhandled == .notHandled)
    #expect(ReceiveEventResult.unhandled != .handled)
    #expect(ReceiveErrorResult.unhandled != .handled)
  }

  // MARK: handle

  @Test func handleStopsTheValueAtTheFirstHandlerOfItsType() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Boom.self, kind: .handleError) { _ in log("outer"); return .handled }
      .addingResponder(for: Boom.self, kind: .handleError) { boom in log("inner \(boom.id)"); return .handled }
    let messages = issueMessages { chain.reportError(Boom(id: 2)) }
    #expect(log.entries == ["inner 2"])
    #expect(messages.isEmpty)
  }

  // MARK: transform

  @Test func aTransformedEventContinuesFromTheTransformingResponder() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { event in log("outer \(event)"); return .handled }
      .addingResponder(for: Ping.self, kind: .transformEvent) { ping in log("transform"); return .event(Pong(id: ping.id + 1)) }
      .addingResponder(for: (any Event).self, kind: .receiveEvent) { event in log("inner \(event)"); return .notHandled }
    chain.triggerEvent(Ping(id: 1))
    #expect(log.entries == ["inner Ping(id: 1)", "transform", "outer Pong(id: 2)"])
  }

  @Test func aTransformedErrorContinuesFromTheTransformingResponder() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Oops.self, kind: .handleError) { _ in log("outer Oops"); return .handled }
      .addingResponder(for: Boom.self, kind: .handleError) { _ in log("outer Boom"); return .handled }
      .addingResponder(for: Boom.self, kind: .transformError) { _ in log("transform"); return .error(Oops()) }
      .addingResponder(for: Oops.self, kind: .handleError) { _ in log("inner Oops"); return .handled }
    chain.reportError(Boom())
    #expect(log.entries == ["transform", "outer Oops"])
  }

  @Test func aTransformIntoTheSameTypeIsAskedOfTheNextResponderOnly() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent) { ping in log("outer \(ping.id)"); return .handled }
      .addingResponder(for: Ping.self, kind: .transformEvent) { ping in log("transform \(ping.id)"); return .event(Ping(id: ping.id * 10)) }
    chain.triggerEvent(Ping(id: 3))
    #expect(log.entries == ["transform 3", "outer 30"])
  }

  // MARK: typed and untyped

  @Test func aTypedResponderPassesOtherTypesOnUntouched() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { event in log("outer \(event)"); return .handled }
      .addingResponder(for: Pong.self, kind: .handleEvent) { _ in log("typed Pong"); return .handled }
    chain.triggerEvent(Ping(id: 5))
    chain.triggerEvent(Pong(id: 6))
    #expect(log.entries == ["outer Ping(id: 5)", "typed Pong"])
  }

  @Test func aTypedErrorResponderPassesOtherErrorsOnUntouched() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: (any Error).self, kind: .handleError) { error in log("outer \(error)"); return .handled }
      .addingResponder(for: Oops.self, kind: .handleError) { _ in log("typed Oops"); return .handled }
    chain.reportError(Boom(id: 8))
    #expect(log.entries == ["outer Boom(id: 8)"])
  }

  @Test func anUntypedResponderReceivesEveryValueOfItsSide() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { event in log("\(event)"); return .handled }
      .addingResponder(for: (any Error).self, kind: .handleError) { error in log("\(error)"); return .handled }
    chain.triggerEvent(Ping())
    chain.triggerEvent(Tap())
    chain.reportError(Boom())
    chain.reportError(Oops())
    #expect(log.entries == ["Ping(id: 0)", "Tap()", "Boom(id: 0)", "Oops()"])
  }

  @Test func aTypedResponderForAProtocolAcceptsEveryConformingValue() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: (any Equatable).self, kind: .handleEvent) { value in log("\(value)"); return .handled }
    chain.triggerEvent(Tap())
    #expect(log.entries == ["Tap()"])
  }

  // MARK: throwing

  @Test func anErrorThrownByAnEventResponderReachesOnlyErrorRespondersOuterToIt() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Boom.self, kind: .handleError) { boom in log("outer error \(boom.id)"); return .handled }
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in log("outer event"); return .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent) { ping in log("throwing"); throw Boom(id: ping.id) }
      .addingResponder(for: Boom.self, kind: .handleError) { _ in log("inner error"); return .handled }
    chain.triggerEvent(Ping(id: 9))
    #expect(log.entries == ["throwing", "outer error 9"])
  }

  @Test func anErrorThrownByAnErrorResponderContinuesFromThatResponder() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Oops.self, kind: .handleError) { _ in log("outer Oops"); return .handled }
      .addingResponder(for: Boom.self, kind: .handleError) { _ in log("throwing"); throw Oops() }
      .addingResponder(for: Oops.self, kind: .handleError) { _ in log("inner Oops"); return .handled }
    chain.reportError(Boom())
    #expect(log.entries == ["throwing", "outer Oops"])
  }

  @Test func anErrorThrownByACatchResponderStaysOnTheErrorSide() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in log("event"); return .handled }
      .addingResponder(for: Oops.self, kind: .handleError) { _ in log("outer Oops"); return .handled }
      .addingResponder(for: Boom.self, kind: .catchError) { _ in log("catch throws"); throw Oops() }
    chain.reportError(Boom())
    #expect(log.entries == ["catch throws", "outer Oops"])
  }

  @Test func aThrownErrorIsReportedFromTheThrowingResponderWhenUnhandled() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(12)) { _ in log("throwing"); throw Oops() }
    let messages = issueMessages { chain.triggerEvent(Ping(), fileID: "App/Button.swift", line: 3) }
    #expect(
      messages == [
        "Unhandled error Oops: no responder handled it. "
          + "Add .handleError(Oops.self) { … } to an ancestor view."
      ])
  }

  @Test func replyingWithAnErrorIsTheSameAsThrowingIt() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Boom.self, kind: .handleError) { boom in log("outer \(boom.id)"); return .handled }
      .addingResponder(for: Ping.self, kind: .handleEvent) { ping in .error(Boom(id: ping.id)) }
      .addingResponder(for: Boom.self, kind: .handleError) { _ in log("inner"); return .handled }
    chain.triggerEvent(Ping(id: 4))
    #expect(log.entries == ["outer 4"])
  }

  // MARK: catch

  @Test func aCaughtErrorBecomesAnEventThatReachesOnlyEventRespondersOuterToTheCatch() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Pong.self, kind: .handleEvent) { pong in log("outer \(pong.id)"); return .handled }
      .addingResponder(for: Boom.self, kind: .catchError) { boom in log("catch"); return .event(Pong(id: boom.id)) }
      .addingResponder(for: Pong.self, kind: .handleEvent) { _ in log("inner"); return .handled }
    chain.reportError(Boom(id: 6))
    #expect(log.entries == ["catch", "outer 6"])
  }

  @Test func anUnhandledCaughtEventIsReportedFromTheCatchResponder() {
    let chain = ResponderChain()
      .addingResponder(for: Boom.self, kind: .catchError, site: site(30)) { _ in .event(Tap()) }
    let messages = issueMessages { chain.reportError(Boom(), fileID: "App/Save.swift", line: 8) }
    #expect(
      messages == [
        "Unhandled event Tap: no responder handled it. "
          + "Add .handleEvent(Tap.self) { … } to an ancestor view."
      ])
  }

  @Test func aCatchThatDeclinesPassesTheErrorOn() {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: Boom.self, kind: .handleError) { _ in log("outer"); return .handled }
      .addingResponder(for: Boom.self, kind: .catchError) { _ in log("catch"); return .notHandled }
    chain.reportError(Boom())
    #expect(log.entries == ["catch", "outer"])
  }
}
