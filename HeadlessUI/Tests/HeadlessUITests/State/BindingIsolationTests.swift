import HeadlessUI
import Synchronization
import Testing

/// The calls of a binding's closures. Main-actor isolated: only closures isolated to the main
/// actor can record (the compiler checks it), and `Binding(get:set:)` checks at run time that
/// it calls them on the main actor.
@MainActor
private final class CallLog {
  private(set) var entries: [String] = []

  func record(_ name: String) { entries.append(name) }
}

/// A counter whose child edits it through a binding made of closures in the parent's `body`.
private struct ClosureBindingOwner: View {
  let log: CallLog
  @State private var count = 0

  var body: some View {
    let count = Binding(
      get: {
        log.record("get")
        return self.count
      },
      set: {
        log.record("set")
        self.count = $0
      })
    VStack {
      Text("Count \(count.wrappedValue)")
      Incrementer(value: count)
    }
  }
}

private struct Incrementer: View {
  @Binding var value: Int

  var body: some View {
    Button("Add") { value += 1 }
  }
}

/// Storage shared by closures that are `@Sendable` and isolated to no actor.
private final class LockedInt: Sendable {
  private let stored = Mutex(0)

  var value: Int {
    get { stored.withLock { $0 } }
    set { stored.withLock { $0 = newValue } }
  }
}

/// Makes a binding outside any actor: its closures are isolated to none.
private nonisolated func nonisolatedBinding(to storage: LockedInt) -> Binding<Int> {
  Binding(get: { @Sendable in storage.value }, set: { @Sendable in storage.value = $0 })
}

/// An actor whose bindings' closures are isolated to it.
actor BindingIsolationCounter {
  var value = 0

  func binding() -> Binding<Int> {
    Binding(get: { self.value }, set: { self.value = $0 })
  }
}

@MainActor
@Suite("Binding(get:set:) isolation")
struct BindingIsolationTests {
  @Test("A binding made in a view with Binding(get:set:) reads and writes on the main actor")
  func viewBindingRunsOnTheMainActor() throws {
    let log = CallLog()
    let host = ViewHost(ClosureBindingOwner(log: log))
    #expect(try host.find(text: "Count 0").isMounted)
    try host.button("Add").tap()
    #expect(try host.find(text: "Count 1").isMounted)
    #expect(log.entries.contains("set"))
    #expect(log.entries.filter { $0 == "set" }.count == 1)
  }

  @Test("A binding of @Sendable closures isolated to no actor reads and writes from any thread")
  func sendableNonisolatedClosuresWorkAnywhere() async {
    let storage = LockedInt()
    let binding = nonisolatedBinding(to: storage)
    binding.wrappedValue = 3
    #expect(storage.value == 3)
    let readOffMain = await Task.detached {
      binding.wrappedValue += 1
      return binding.wrappedValue
    }.value
    #expect(readOffMain == 4)
    #expect(storage.value == 4)
  }

  @Test("Binding(get:set:) stops the program, naming itself, when its closures are isolated to another actor")
  func closuresIsolatedToAnotherActorStop() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = await BindingIsolationCounter().binding()
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "Binding(get:set:) was given a closure isolated to BindingIsolationCounter; HeadlessUI calls it synchronously, which only a closure isolated to the main actor or to no actor allows."
      ))
  }
}
