import Foundation
import HierarchyResponderCore

// The memory driver of `Scripts/load-memory.sh`: what a value waiting in an `.enqueue` line, a
// request in flight and a plain task awaiting a task each keep, through the public API
// (ARCHITECTURE.md, Work in flight and Requests). Built in debug, as the issue measured.
//
//   LoadMemory <case> <count>
//
// Cases (each holds `count` of them at once, then lets them all end):
// - `enqueue`: `count` events triggered into an asynchronous `.enqueue` responder whose first
//   value waits on a gate: one runs, `count - 1` wait their turn;
// - `request`: `count` requests in flight, each sent from its own task and answered by an
//   asynchronous responder that waits on the gate;
// - `task`: `count` tasks, each awaiting a task that waits on the gate (what a request in flight
//   is compared with: a requester awaiting its answer's work, with no library in between);
// - `stack`: the stack one nesting level takes (ARCHITECTURE.md, Bounds): a 64 KiB event whose
//   handler triggers it again until the nesting limit drops it (`count` is ignored), measured
//   from the address of a local at each level; `stack-small` the same with an empty event.
//
// Prints the resident memory (after `malloc_trim(0)`) before and while they are held, and the
// difference per value; for `stack`, the bytes per level.

struct Ping: Event {}

struct Question: ResponderRequest {
  typealias Response = Int
}

/// 64 KiB.
struct LargeEvent: Event {
  var blocks: (Block4K, Block4K, Block4K, Block4K, Block4K, Block4K, Block4K, Block4K, Block4K, Block4K, Block4K, Block4K, Block4K, Block4K, Block4K, Block4K) = (Block4K(), Block4K(), Block4K(), Block4K(), Block4K(), Block4K(), Block4K(), Block4K(), Block4K(), Block4K(), Block4K(), Block4K(), Block4K(), Block4K(), Block4K(), Block4K())
}

struct Row128 {
  var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}

struct Block4K {
  var rows: (Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128, Row128) = (Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128(), Row128())
}

/// Where the stack stood in the handler at each nesting level.
@MainActor
final class StackProbe {
  var marks: [UInt] = []

  @inline(never)
  func mark() {
    var local = 0
    marks.append(withUnsafeMutablePointer(to: &local) { UInt(bitPattern: $0) })
  }

  var bytesPerLevel: Int {
    guard let first = marks.first, let last = marks.last, marks.count > 1, first > last else { return 0 }
    return Int(first - last) / (marks.count - 1)
  }
}

/// A chain whose only responder triggers the event it handles again, from its own position.
final class Reference { var chain = ResponderChain() }

/// The stack per nesting level of a handler that triggers its own 64 KiB event again, as an app
/// writes it (a closure of the concrete type).
@MainActor
func stackPerLevelOfLargeEvent() -> String {
  let probe = StackProbe()
  let reference = Reference()
  reference.chain = ResponderChain().addingResponder(for: LargeEvent.self, kind: .handleEvent) { event in
    probe.mark()
    reference.chain.triggerEvent(event)
    return .handled
  }
  reference.chain.triggerEvent(LargeEvent())
  return "\(probe.marks.count) levels, \(probe.bytesPerLevel) bytes per level (\(MemoryLayout<LargeEvent>.size)-byte event)"
}

/// The same with an empty event: what a level costs besides the value.
@MainActor
func stackPerLevelOfSmallEvent() -> String {
  let probe = StackProbe()
  let reference = Reference()
  reference.chain = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent) { event in
    probe.mark()
    reference.chain.triggerEvent(event)
    return .handled
  }
  reference.chain.triggerEvent(Ping())
  return "\(probe.marks.count) levels, \(probe.bytesPerLevel) bytes per level (\(MemoryLayout<Ping>.size)-byte event)"
}

/// Where the held work waits until the driver lets it go.
@MainActor
final class Gate {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private(set) var arrived = 0
  func wait() async {
    arrived += 1
    await withCheckedContinuation { waiting.append($0) }
  }
  func open() {
    let all = waiting
    waiting.removeAll()
    for continuation in all { continuation.resume() }
  }
}

@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32

func residentBytes() -> Int {
  _ = mallocTrim(0)
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
    let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
  else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Lets the main actor run everything that is ready, until `done` holds.
@MainActor
func settle(until done: () -> Bool) async {
  var spins = 0
  while !done() {
    await Task.yield()
    spins += 1
    if spins > 50_000_000 { fatalError("the held work never settled") }
  }
  for _ in 0..<100 { await Task.yield() }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
  print("usage: LoadMemory enqueue|request|task|stack|stack-small <count>")
  exit(2)
}
let name = arguments[1]
if name == "stack" || name == "stack-small" {
  print("\(name): " + (name == "stack" ? stackPerLevelOfLargeEvent() : stackPerLevelOfSmallEvent()))
  exit(0)
}
let gate = Gate()
let scope = ResponderTaskScope()
var finished = 0
var held: [Task<Void, Never>] = []
held.reserveCapacity(count)

let before: Int
let during: Int
switch name {
case "enqueue":
  let chain = ResponderChain().addingResponder(for: Ping.self, kind: .handleEvent, scope: scope, inFlight: .enqueue) { _ in
    if gate.arrived == 0 { await gate.wait() }
    finished += 1
    return .handled
  }
  before = residentBytes()
  for _ in 0..<count { chain.triggerEvent(Ping()) }
  await settle { gate.arrived == 1 }
  during = residentBytes()
  gate.open()
  await settle { finished == count }
case "request":
  let chain = ResponderChain().addingResponder(to: Question.self, scope: scope) { _ in
    await gate.wait()
    return .answer(1)
  }
  before = residentBytes()
  for _ in 0..<count {
    held.append(Task { @MainActor in
      _ = try? await chain.sendRequest(Question())
      finished += 1
    })
  }
  await settle { gate.arrived == count }
  during = residentBytes()
  gate.open()
  await settle { finished == count }
case "task":
  before = residentBytes()
  for _ in 0..<count {
    held.append(Task { @MainActor in
      await Task { @MainActor in await gate.wait() }.value
      finished += 1
    })
  }
  await settle { gate.arrived == count }
  during = residentBytes()
  gate.open()
  await settle { finished == count }
default:
  print("unknown case \(name)")
  exit(2)
}
let perValue = Double(during - before) / Double(count)
print("\(name) \(count): resident \(before / 1024) KiB -> \(during / 1024) KiB, \(String(format: "%.2f", perValue / 1024)) KiB each")
