import HierarchyResponderCore

// A callgrind driver for the subscription benchmark: a synchronous main (valgrind 3.19
// crashes on an async one) that subscribes S nested subscribers once.
//
//   swift build -c release --product SubscriptionCallgrind
//   valgrind --tool=callgrind --toggle-collect='*subscribeNested*' \
//     .build/release/SubscriptionCallgrind 1000
//   (then callgrind_annotate: the total is the instructions of one run)

struct Shake: Event {}

/// S subscriptions registered one level below the previous one (what S nested
/// screens do when they appear), optionally removed deepest first.
@MainActor
@inline(never)
func subscribeNested(_ count: Int, unsubscribe: Bool) -> Int {
  var issued = 0
  let registry = SubscriptionRegistry<Shake> { _ in issued += 1 }
  var context = SubscriptionContext(registry: registry)
  var subscriptions: [EventSubscription<Shake>] = []
  subscriptions.reserveCapacity(count)
  for _ in 0..<count {
    let subscription = EventSubscription<Shake> { _ in }
    context.subscribe(subscription)
    subscriptions.append(subscription)
    context = context.nested()
  }
  if unsubscribe {
    for subscription in subscriptions.reversed() { registry.remove(subscription) }
  }
  return issued
}

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
let unsubscribe = arguments.contains("--unsubscribe")
let issued = MainActor.assumeIsolated { subscribeNested(count, unsubscribe: unsubscribe) }
print("subscribed \(count) nested subscribers\(unsubscribe ? " and unsubscribed them" : ""); \(issued) publishers issued")
