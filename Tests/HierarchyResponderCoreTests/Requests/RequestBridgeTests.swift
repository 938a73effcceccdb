import HierarchyResponderCore
import Testing

/// A `next`-linked object, as a UIKit responder is.
@MainActor
final class Controller {
  let name: String
  var next: AnyObject?
  init(_ name: String, next: AnyObject? = nil) {
    self.name = name
    self.next = next
  }
}

/// A controller that answers `AskName` requests (or declines them).
@MainActor
final class NamingController: RequestResponding {
  let answer: String?
  var next: AnyObject?
  init(answer: String?) { self.answer = answer }

  func respond<R: ResponderRequest>(to request: R) async throws -> RequestReply<R.Response> {
    guard let answer, let response = answer as? R.Response else { return .notHandled }
    return .answer(response)
  }
}

/// ARCHITECTURE.md, Bridges and Requests: requests cross the bridges to `next`-linked chains like
/// events; the routing runs on any object graph.
@MainActor
@Suite struct RequestBridgeTests {
  let router = EventRouter<AnyObject>.responding(
    next: { ($0 as? Controller)?.next ?? ($0 as? NamingController)?.next }, id: { "\(type(of: $0))" })

  @Test func aRequestRoutedAlongANextLinkedChainIsAnsweredByTheFirstRespondingObject() async throws {
    let outer = NamingController(answer: "outer")
    let declining = NamingController(answer: nil)
    let middle = Controller("middle")
    declining.next = middle
    middle.next = outer
    #expect(try await router.routeRequest(AskName(), from: declining) == "outer")
  }

  @Test func aRouteNobodyAnswersThrowsRequestNotAnsweredWithOneIssue() async {
    let start = Controller("start", next: Controller("end"))
    var thrown: (any Error)?
    let messages = await issueMessages {
      do { _ = try await router.routeRequest(AskName(), from: start) } catch { thrown = error }
    }
    #expect(
      messages == [
        "Unanswered request AskName: no responder answered it. Add .respond(to: AskName.self) { … } to an ancestor view."
      ])
    #expect((thrown as? RequestNotAnswered)?.reason == .unhandled)
  }

  @Test func aRequestPassesRespondersOfOtherTypesAndIsStillOfferedToTheBridgeOuterToThem() async throws {
    // Responders of another type are passed without being asked (Requests); a bridge takes
    // every request, so it is asked even past them.
    let chain = ResponderChain()
      .forwardingUnansweredRequests(to: NamingController(answer: "from the host"))
      .addingResponder(to: AskCount.self) { _ in .answer(1) }
      .addingResponder(to: AskCount.self) { _ in .answer(2) }
    #expect(try await chain.sendRequest(AskName()) == "from the host")
    #expect(try await chain.sendRequest(AskCount()) == 2)
  }

  @Test func whatTheHostedTreeLeavesUnansweredGoesToTheHostsChain() async throws {
    let host = NamingController(answer: "from the host")
    var journeys: [Journey] = []
    let chain = ResponderChain()
      .observingJourneys { journeys.append($0) }
      .forwardingUnansweredRequests(to: host, site: site(1, "Bridge"))
      .addingResponder(to: AskName.self) { _ in .notHandled }
    #expect(try await chain.sendRequest(AskName()) == "from the host")
    #expect(journeys.map(\.outcome) == [.handled(by: site(1, "Bridge"), kind: .bridge)])
  }

  @Test func aHostThatDeclinesLetsTheRequestReachTheRoot() async {
    let chain = ResponderChain().forwardingUnansweredRequests(to: NamingController(answer: nil))
    let messages = await issueMessages { _ = try? await chain.sendRequest(AskName()) }
    #expect(messages.count == 1)
  }
}

/// ARCHITECTURE.md, Safety and Requests: `.requests` declarations check requests as `.triggers`
/// checks events, and a spy records requests and answers those it was given answers for.
@MainActor
@Suite struct RequestSafetyAndSpyTests {
  @Test func aRequestOfAnUndeclaredTypeIsAnInfractionAtTheDeclaration() async throws {
    let chain = ResponderChain()
      .addingResponder(to: AskName.self) { _ in .answer("x") }
      .declaringRequests([AskCount.self], site: site(3))
    let messages = await issueMessages { _ = try? await chain.sendRequest(AskName(), fileID: "App/Row.swift", line: 9) }
    #expect(
      messages == [
        "AskName (requested at App/Row.swift:9) passed this .requests declaration, which does not list it "
          + "(declared: AskCount). Add AskName.self to the declaration."
      ])
  }

  @Test func aDeclaredRequestWithoutAResponderAboveTheDeclarationIsAnInfraction() async {
    let chain = ResponderChain().declaringRequests([AskCount.self], site: site(3))
    let messages = await issueMessages { _ = try? await chain.sendRequest(AskCount(), fileID: "App/Row.swift", line: 9) }
    #expect(
      messages == [
        "AskCount (requested at App/Row.swift:9) is declared by this .requests, but no responder above it answers AskCount. "
          + "Add .respond(to: AskCount.self) { … } to an ancestor view, or use .requireExplicitResponders(false).",
        "Unanswered request AskCount: no responder answered it. Add .respond(to: AskCount.self) { … } to an ancestor view.",
      ])
  }

  @Test func aDeclaredRequestWithAResponderAboveIsNoInfraction() async throws {
    let chain = ResponderChain()
      .addingResponder(to: AskCount.self) { _ in .answer(1) }
      .declaringRequests([AskCount.self])
    var answer: Int?
    let messages = await issueMessages { answer = try? await chain.sendRequest(AskCount()) }
    #expect(answer == 1)
    #expect(messages.isEmpty)
  }

  @Test func aStrictDeclarationStopsAnUndeclaredRequest() async {
    let chain = ResponderChain()
      .addingResponder(to: AskName.self) { _ in .answer("x") }
      .declaringRequests([AskCount.self], level: .strict)
    let stops = FatalStops()
    var thrown: (any Error)?
    await ResponderDiagnostics.$fatalHandler.withValue({ stops.append($0) }) {
      do { _ = try await chain.sendRequest(AskName()) } catch { thrown = error }
    }
    #expect(stops.messages.count == 1)
    guard case .dropped = (thrown as? RequestNotAnswered)?.reason else {
      Issue.record("expected a dropped request, got \(String(describing: thrown))")
      return
    }
  }

  @Test func aSpyRecordsRequestsAndAnswersThoseItWasGivenAnswersFor() async throws {
    let spy = ResponderSpy()
    spy.answer(AskCount.self) { _ in 7 }
    let chain = ResponderChain()
      .addingResponder(to: AskName.self) { _ in .answer("outside") }
      .addingSpy(spy)
    #expect(try await chain.sendRequest(AskCount()) == 7)
    #expect(try await chain.sendRequest(AskName(id: 1)) == "outside")
    #expect(spy.requests.count == 2)
    #expect(spy.requests(of: AskName.self) == [AskName(id: 1)])
    #expect(spy.records.map(\.description) == ["request AskCount()", "request AskName(id: 1)"])
  }
}
