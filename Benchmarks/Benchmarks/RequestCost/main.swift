import Foundation
import HierarchyResponderCore

// The request cost driver of `Scripts/request-cost.sh`: a request answered D hops up against an
// event handled D hops up, built through the public API only (ARCHITECTURE.md, Requests), then
// `count` requests sent (or events triggered) from the innermost position, one after the other.
//
//   RequestCost <case> <depth> <count>
//
// Cases (what is sent, and what each of the `depth` hops is):
// - `event`: an event, past typed event responders for other types;
// - `event-past-requests`: an event, past request responders (events never meet them);
// - `request`: a request, past request responders for other request types, answered by a
//   synchronous responder and awaited by a requester already running on the main actor (no task
//   is created: the trip answers without suspending; the hops are passed with one compare each);
// - `request-past-events`: the same request, past typed event responders (the request walks the
//   parent links to its first request node);
// - `request-task`: as `request`, but each request is sent from a new main-actor `Task`, as a
//   button's action does (`Task { try await sendRequest(…) }`), which the driver awaits: the task's
//   creation, its scheduling on the main actor's executor and its completion are counted;
// - `request-async`: as `request`, answered by an asynchronous responder: its scope starts a task
//   for the answer and the requester waits on a continuation (with a cancellation handler).

/// The event triggered: three words, stored inline in `any Event`.
struct Ping: Event {
  var a: Int
  var b = 2
  var c = 3
}

/// The request sent: three words, answered with one.
struct Ask: ResponderRequest {
  typealias Response = Int
  var a: Int
  var b = 2
  var c = 3
}

// Eight event types and eight request types that the skipped hops take, in turn.
struct Other0: Event { var a = 0 }
struct Other1: Event { var a = 0 }
struct Other2: Event { var a = 0 }
struct Other3: Event { var a = 0 }
struct Other4: Event { var a = 0 }
struct Other5: Event { var a = 0 }
struct Other6: Event { var a = 0 }
struct Other7: Event { var a = 0 }
struct OtherAsk0: ResponderRequest { typealias Response = Int }
struct OtherAsk1: ResponderRequest { typealias Response = Int }
struct OtherAsk2: ResponderRequest { typealias Response = Int }
struct OtherAsk3: ResponderRequest { typealias Response = Int }
struct OtherAsk4: ResponderRequest { typealias Response = Int }
struct OtherAsk5: ResponderRequest { typealias Response = Int }
struct OtherAsk6: ResponderRequest { typealias Response = Int }
struct OtherAsk7: ResponderRequest { typealias Response = Int }

/// How many events were handled and requests answered by the outermost responder.
nonisolated(unsafe) var reached = 0
/// The sum of the answers the requesters received.
nonisolated(unsafe) var received = 0

@inline(never)
func handle(_ ping: Ping) {
  withExtendedLifetime(ping) {}
  reached &+= 1
}

@inline(never)
func answer(_ ask: Ask) -> Int {
  withExtendedLifetime(ask) {}
  reached &+= 1
  return 1
}

/// A typed event responder for the `index`-th other event type, which every `Ping` and every request passes.
@MainActor
func addingSkippedEvent(_ chain: ResponderChain, _ index: Int) -> ResponderChain {
  func adding<T: Event>(_: T.Type) -> ResponderChain {
    chain.addingResponder(for: T.self, kind: .handleEvent) { _ in .handled }
  }
  switch index & 7 {
  case 0: return adding(Other0.self)
  case 1: return adding(Other1.self)
  case 2: return adding(Other2.self)
  case 3: return adding(Other3.self)
  case 4: return adding(Other4.self)
  case 5: return adding(Other5.self)
  case 6: return adding(Other6.self)
  default: return adding(Other7.self)
  }
}

/// A request responder for the `index`-th other request type, which every `Ask` and every event passes.
@MainActor
func addingSkippedRequest(_ chain: ResponderChain, _ index: Int) -> ResponderChain {
  func adding<T: ResponderRequest>(_: T.Type) -> ResponderChain where T.Response == Int {
    chain.addingResponder(to: T.self) { _ in .answer(0) }
  }
  switch index & 7 {
  case 0: return adding(OtherAsk0.self)
  case 1: return adding(OtherAsk1.self)
  case 2: return adding(OtherAsk2.self)
  case 3: return adding(OtherAsk3.self)
  case 4: return adding(OtherAsk4.self)
  case 5: return adding(OtherAsk5.self)
  case 6: return adding(OtherAsk6.self)
  default: return adding(OtherAsk7.self)
  }
}

/// What one iteration does with its index, for `scenario` at `depth`.
@MainActor
func make(_ scenario: String, depth: Int) -> (@MainActor (Int) async -> Void)? {
  let root = ResponderChain()
  var chain: ResponderChain
  switch scenario {
  case "event", "event-past-requests":
    chain = root.addingResponder(for: Ping.self, kind: .handleEvent) { ping in
      handle(ping)
      return .handled
    }
  case "request", "request-past-events", "request-task":
    chain = root.addingResponder(to: Ask.self) { .answer(answer($0)) }
  case "request-async":
    // The responder keeps its scope: it stays open for the whole run.
    chain = root.addingResponder(to: Ask.self, scope: ResponderTaskScope()) { .answer(answer($0)) }
  default:
    return nil
  }
  let skipsEvents = scenario == "event" || scenario == "request-past-events"
  for index in 0..<depth { chain = skipsEvents ? addingSkippedEvent(chain, index) : addingSkippedRequest(chain, index) }
  switch scenario {
  case "event", "event-past-requests":
    let trigger = chain.triggerEvent
    return { trigger(Ping(a: $0)) }
  case "request-task":
    let send = chain.sendRequest
    return { index in
      let task = Task { @MainActor in try await send(Ask(a: index)) }
      received &+= (try? await task.value) ?? 0
    }
  default:
    let send = chain.sendRequest
    return { index in received &+= (try? await send(Ask(a: index))) ?? 0 }
  }
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let depth = Int(arguments[2]), let count = Int(arguments[3]) else {
  print("usage: RequestCost <event|event-past-requests|request|request-past-events|request-task|request-async> <depth> <count>")
  exit(2)
}
// The values are sent from a main-actor task that the main run loop serves, as in an app: a
// top-level `await` would hand the main thread to `dispatch_main`, which valgrind does not survive.
Task { @MainActor in
  guard let send = make(arguments[1], depth: depth) else {
    print("unknown case \(arguments[1])")
    exit(2)
  }
  for index in 0..<count { await send(index) }
  let isRequest = arguments[1].hasPrefix("request")
  guard reached == count, !isRequest || received == count else {
    print("\(arguments[1]): \(reached) of \(count) reached the outermost responder, \(received) answers received")
    exit(1)
  }
  exit(0)
}
RunLoop.main.run()
