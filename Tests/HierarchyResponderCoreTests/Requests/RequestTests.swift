import HierarchyResponderCore
import Testing

struct AskName: ResponderRequest, Equatable {
  typealias Response = String
  var id = 0
}

struct AskCount: ResponderRequest {
  typealias Response = Int
}

/// ARCHITECTURE.md, Requests: a request travels outward to the responders of its type; the first
/// that answers wins, a responder may decline, and every way the trip can end is a typed outcome
/// for the requester.
@MainActor
@Suite struct RequestTests {
  @Test func theFirstResponderOfTheRequestsTypeAnswersAndTheRequesterReceivesTheAnswer() async throws {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(to: AskName.self) { _ in log("outer"); return .answer("outer") }
      .addingResponder(to: AskName.self) { request in log("inner"); return .answer("inner \(request.id)") }
    let answer = try await chain.sendRequest(AskName(id: 3))
    #expect(answer == "inner 3")
    #expect(log.entries == ["inner"])
  }

  @Test func aDeclinedRequestGoesOnOutwardUnchangedToTheNextResponder() async throws {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(to: AskName.self) { request in log("outer \(request.id)"); return .answer("outer") }
      .addingResponder(to: AskName.self) { request in log("inner \(request.id)"); return .notHandled }
    #expect(try await chain.sendRequest(AskName(id: 5)) == "outer")
    #expect(log.entries == ["inner 5", "outer 5"])
  }

  @Test func aResponderForAnotherRequestTypeAndEventRespondersAreCrossedWithoutAnswering() async throws {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(to: AskCount.self) { _ in .answer(42) }
      .addingResponder(for: (any Event).self, kind: .handleEvent) { _ in log("event responder"); return .handled }
      .addingResponder(to: AskName.self) { _ in log("name responder"); return .answer("name") }
    #expect(try await chain.sendRequest(AskCount()) == 42)
    #expect(log.entries.isEmpty)
  }

  @Test func eventsAndErrorsNeverMeetRequestResponders() {
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(for: Ping.self, kind: .handleEvent, site: site(1, "Ping")) { _ in .handled }
      .addingResponder(to: AskName.self, site: site(2, "Names")) { _ in .answer("name") }
    chain.triggerEvent(Ping())
    #expect(journeys.map(\.hops.count) == [1])
    #expect(journeys.first?.outcome == .handled(by: site(1, "Ping"), kind: .handleEvent))
  }

  @Test func nothingAnsweringThrowsRequestNotAnsweredNamingTheTypeAndReportsOneIssueAtTheSendingLine() async {
    let chain = ResponderChain().addingResponder(to: AskName.self) { _ in .notHandled }
    var thrown: (any Error)?
    let sendingLine: UInt = #line + 3
    let messages = await issueMessages {
      do {
        _ = try await chain.sendRequest(AskName())
      } catch {
        thrown = error
      }
    }
    #expect(
      messages == [
        "Unanswered request AskName: no responder answered it. Add .respond(to: AskName.self) { … } to an ancestor view."
      ])
    let notAnswered = thrown as? RequestNotAnswered
    #expect(notAnswered?.requestType == "AskName")
    #expect(notAnswered?.reason == .unhandled)
    #expect(notAnswered?.origin.line == sendingLine)
    #expect(notAnswered?.description == "No responder answered AskName (sent at HierarchyResponderCoreTests/RequestTests.swift:\(sendingLine)).")
  }

  @Test func whatTheAnsweringResponderThrowsIsThrownToTheRequesterAndGoesNoFurther() async {
    let log = Log()
    let chain = ResponderChain()
      .addingResponder(for: (any Error).self, kind: .handleError) { _ in log("error responder"); return .handled }
      .addingResponder(to: AskName.self) { _ in log("outer answered"); return .answer("outer") }
      .addingResponder(to: AskName.self) { _ in throw Boom(id: 9) }
    await #expect(throws: Boom(id: 9)) { try await chain.sendRequest(AskName()) }
    #expect(log.entries.isEmpty)
  }

  @Test func anAsynchronousResponderAnswersLater() async throws {
    let gate = Gate()
    let scope = ResponderTaskScope()
    let chain = ResponderChain().addingResponder(to: AskName.self, scope: scope) { request in
      await gate.wait()
      return .answer("later \(request.id)")
    }
    let requester = Task { try await chain.sendRequest(AskName(id: 2)) }
    await yield(until: { gate.waitingCount == 1 })
    gate.open()
    #expect(try await requester.value == "later 2")
    await scope.waitForAll()
    #expect(scope.runningTaskCount == 0)
  }

  @Test func anAsynchronousDeclineGoesOnOutward() async throws {
    let scope = ResponderTaskScope()
    let chain = ResponderChain()
      .addingResponder(to: AskName.self) { _ in .answer("outer") }
      .addingResponder(to: AskName.self, scope: scope) { _ in
        await Task.yield()
        return .notHandled
      }
    #expect(try await chain.sendRequest(AskName()) == "outer")
  }

  @Test func theAnsweringViewRemovedWhileTheAnswerIsPendingGivesTheRequesterACancellationError() async {
    let pending = PendingAnswerFixture(site: site(4, "Dialog"))
    let requester = await pending.send()
    pending.scope.cancelAll()  // the view that answers is removed (Lifetime)
    let result = await requester.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(pending.journeys.map(\.outcome) == [.cancelled(at: site(4, "Dialog"))])
    pending.gate.open()
    await yield(until: { pending.workSawCancellation })
  }

  @Test func aRequestReachingAResponderWhoseViewWasRemovedIsCancelledThere() async {
    let log = Log()
    let scope = ResponderTaskScope()
    let chain = ResponderChain()
      .addingResponder(to: AskName.self) { _ in log("outer"); return .answer("outer") }
      .addingResponder(to: AskName.self, scope: scope) { _ in log("ran"); return .answer("inner") }
    scope.cancelAll()
    await #expect(throws: CancellationError.self) { try await chain.sendRequest(AskName()) }
    #expect(log.entries.isEmpty)
  }

  @Test func theRequestersCancellationCancelsTheRespondersWorkAndDropsItsLateAnswer() async {
    let pending = PendingAnswerFixture(site: site(6, "Slow"))
    let requester = await pending.send()
    requester.cancel()
    let result = await requester.result
    #expect(throws: CancellationError.self) { try result.get() }
    pending.gate.open()
    await pending.scope.waitForAll()
    #expect(pending.workSawCancellation)
    #expect(pending.journeys.map(\.outcome) == [.dropped(reason: "the requester's task was cancelled; a late answer is dropped")])
  }

  @Test func aRequesterCancelledBeforeSendingReachesNoResponder() async {
    let log = Log()
    let chain = ResponderChain().addingResponder(to: AskName.self) { _ in log("ran"); return .answer("x") }
    let requester = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await chain.sendRequest(AskName())
    }
    await #expect(throws: CancellationError.self) { try await requester.value }
    #expect(log.entries.isEmpty)
  }

  @Test func journeysRecordEachRequestResponderAndEndAnsweredByTheResponderThatAnswered() async throws {
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(to: AskName.self, site: site(1, "Outer")) { _ in .answer("outer") }
      .addingResponder(to: AskCount.self, site: site(2, "Counts")) { _ in .answer(1) }
      .addingResponder(to: AskName.self, site: site(3, "Inner")) { _ in .notHandled }
    _ = try await chain.sendRequest(AskName())
    let journey = try #require(journeys.first)
    #expect(journeys.count == 1)
    #expect(journey.valueType == "AskName")
    #expect(journey.hops.map(\.action) == [.notHandled, .ignored, .handled])
    #expect(journey.hops.map(\.kind) == [.receiveRequest, .receiveRequest, .receiveRequest])
    #expect(journey.outcome == .handled(by: site(1, "Outer"), kind: .receiveRequest))
    #expect(journey.path == ["Inner", "Outer"])
    #expect(journey.outcome.description == "handled by .receiveRequest at Outer (App/Screen.swift:1)")
  }

  @Test func journeysOfRequestsThatFailOrFindNoAnswer() async {
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .addingResponder(to: AskCount.self, site: site(2, "Counts")) { _ in throw Boom() }
    _ = try? await chain.sendRequest(AskCount())
    _ = await issueMessages { _ = try? await chain.sendRequest(AskName()) }
    #expect(journeys.map(\.outcome) == [.failed("Boom", at: site(2, "Counts")), .unhandled])
    #expect(journeys.first?.hops.map(\.action) == [.threw("Boom")])
  }

  @Test func requestsNestedPastTheDepthLimitAreDroppedWithOneIssue() async {
    let scope = ResponderTaskScope()
    let reference = ChainReference()
    var answered = 0
    // The responder asks its own question again from inside: without the bound, forever.
    reference.chain = ResponderChain().addingResponder(to: AskCount.self, scope: scope) { _ in
      let inner = try await reference.chain.sendRequest(AskCount())
      answered += 1
      return .answer(inner + 1)
    }
    var thrown: (any Error)?
    let messages = await issueMessages {
      do { _ = try await reference.chain.sendRequest(AskCount()) } catch { thrown = error }
    }
    #expect(
      messages == [
        "Dropped request AskCount: requests were nested more than 64 levels deep. "
          + "A responder probably sends the request it is answering."
      ])
    #expect(answered == 0)
    guard case .dropped = (thrown as? RequestNotAnswered)?.reason else {
      Issue.record("expected a dropped request, got \(String(describing: thrown))")
      return
    }
  }

  @Test func requestsCausedByOneTopLevelRequestAreBoundedByTheWorkLimit() async {
    let scope = ResponderTaskScope()
    let reference = ChainReference()
    var runs = 0
    // Each answer asks twice, 15 levels deep (under the depth limit): 2^16 requests without the
    // work bound.
    reference.chain = ResponderChain().addingResponder(to: AskLevel.self, scope: scope) { request in
      runs += 1
      guard request.level < 15 else { return .answer(1) }
      let first = (try? await reference.chain.sendRequest(AskLevel(level: request.level + 1))) ?? 0
      let second = (try? await reference.chain.sendRequest(AskLevel(level: request.level + 1))) ?? 0
      return .answer(first + second + 1)
    }
    let messages = await issueMessages { _ = try? await reference.chain.sendRequest(AskLevel(level: 0)) }
    #expect(
      messages == [
        "Dropped request AskLevel: one request caused more than 10000 requests. "
          + "A responder probably sends more than one request for each request it answers; "
          + "the requests sent after this one are dropped without another issue."
      ])
    #expect(runs == DispatchBounds.workLimit)
  }
}

struct AskLevel: ResponderRequest {
  typealias Response = Int
  var level: Int
}

/// An asynchronous responder whose answer waits at a gate that ignores cancellation (like a
/// dialog the user has not answered), and the journeys of the requests it receives.
@MainActor
final class PendingAnswerFixture {
  let gate = Gate()
  let scope = ResponderTaskScope()
  private(set) var journeys: [Journey] = []
  private(set) var workSawCancellation = false
  private var chain = ResponderChain()

  init(site: ResponderSite) {
    chain = ResponderChain()
      .observingJourneys { [unowned self] in journeys.append($0) }
      .addingResponder(to: AskName.self, site: site, scope: scope) { [unowned self] _ in
        await gate.wait()
        workSawCancellation = Task.isCancelled
        return .answer("too late")
      }
  }

  /// The chain whose innermost position is the responder (with the journey observer outer to it).
  var chainForSending: ResponderChain { chain }

  /// Sends a request from inside the responder and returns once the responder waits at the gate.
  func send() async -> Task<String, any Error> {
    let chain = self.chain
    let requester = Task { try await chain.sendRequest(AskName()) }
    await yield(until: { gate.waitingCount == 1 })
    return requester
  }
}
