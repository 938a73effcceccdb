import DispatchFixtures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A synchronous driver for instruction counts under callgrind (valgrind crashes
// on an async main): builds one benchmark case and runs it `count` times.
//
//   ResponderCallgrind <case> <depth> <count>
//
// Scripts/callgrind.sh runs each case twice (two counts) and divides the
// difference, so that building the chain and starting the process cancel out.

let arguments = CommandLine.arguments
guard arguments.count == 4, let scenario = Scenario.named(arguments[1]), let depth = Int(arguments[2]),
  let count = Int(arguments[3])
else {
  print("usage: ResponderCallgrind <case> <depth> <count>; cases: \(Scenario.all.map(\.name).joined(separator: ", "))")
  exit(2)
}

MainActor.assumeIsolated {
  let send = scenario.make(depth)
  handledCount = 0
  for index in 0..<count { send(index) }
  guard handledCount == count else {
    print("\(scenario.name): \(handledCount) of \(count) values were handled")
    exit(1)
  }
}
