import SubscriptionFixtures

// A callgrind driver for the subscription benchmark: a synchronous main (valgrind 3.19
// crashes on an async one) that subscribes S nested subscribers once.
//
//   swift build -c release --product SubscriptionCallgrind
//   valgrind --tool=callgrind --toggle-collect='*subscribeNested*' \
//     .build/release/SubscriptionCallgrind 1000
//   (then callgrind_annotate: the total is the instructions of one run)

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 1_000 : 1_000
let unsubscribe = arguments.contains("--unsubscribe")
let issued = MainActor.assumeIsolated { subscribeNested(count, unsubscribe: unsubscribe) }
print("subscribed \(count) nested subscribers\(unsubscribe ? " and unsubscribed them" : ""); \(issued) publishers issued")
