import ModifierFixtures

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A synchronous driver for instruction counts under callgrind (valgrind crashes on an async
// main): mounts a parent whose 100 rows carry the given modifier and re-evaluates it `count`
// times.
//
//   ModifierCallgrind <responders|plain> <count>
//
// Scripts/modifier-callgrind.sh runs it with two counts and divides the difference, so that
// process start and the mount cancel out.

let arguments = CommandLine.arguments
guard arguments.count == 3, let rows = RowModifier(rawValue: arguments[1]), let count = Int(arguments[2]) else {
  print("usage: ModifierCallgrind <\(RowModifier.allCases.map(\.rawValue).joined(separator: "|"))> <count>")
  exit(2)
}

MainActor.assumeIsolated {
  let tree = ModifierTree(rows)
  for _ in 0..<count { tree.reevaluate() }
}
