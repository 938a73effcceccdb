// The views of the Testing article's recipes (Documentation.docc/Testing.md): work started from a
// button, a loading state, a screen tested on its own, the trap of a view's own body. App code: it
// also compiles against Apple's SwiftUI shapes (the apple-check).
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

// MARK: Work started from a button

struct SyncFinishedEvent: Event { let count: Int }

struct SyncButton: View {
  @Environment(\.triggerEvent) var triggerEvent
  let download: @Sendable () async -> Int

  var body: some View {
    Button("Sync") {
      Task {
        let count = await download()
        triggerEvent(SyncFinishedEvent(count: count))
      }
    }
  }
}

struct SyncScreen: View {
  @State var status = "Not synced"
  let download: @Sendable () async -> Int

  var body: some View {
    VStack {
      Text(status)
      SyncButton(download: download)
    }
    .handleEvent(SyncFinishedEvent.self) { event in
      status = "Synced \(event.count) items"
    }
  }
}

// MARK: A loading state

/// A store whose `save()` waits until the test opens it.
@MainActor
final class GatedStore {
  private(set) var savedCount = 0
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func save() async {
    if !isOpen {
      await withCheckedContinuation { waiting.append($0) }
    }
    savedCount += 1
  }

  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting.removeAll()
  }
}

struct SaveDraftEvent: Event {}

struct DraftScreen: View {
  @State var status = "Draft"
  let store: GatedStore

  var body: some View {
    VStack {
      Text(status)
      EventButton("Save", event: SaveDraftEvent())
    }
    .handleEvent(SaveDraftEvent.self) { (_: SaveDraftEvent) async in
      status = "Saving…"
      await store.save()
      status = "Saved"
    }
  }
}

// MARK: A screen tested on its own

struct OrderEvent: Event { let item: String }
struct MenuRefreshEvent: Event {}

/// Declares what it sends and subscribes to refreshes published by the app above it.
struct OrderScreen: View {
  @State var refreshes = 0

  var body: some View {
    VStack {
      Text("Refreshed \(refreshes) times")
      EventButton("Order coffee", event: OrderEvent(item: "coffee"))
    }
    .subscribe(to: MenuRefreshEvent.self) { _ in refreshes += 1 }
    .triggers(OrderEvent.self)
  }
}

// MARK: The trap of a view's own body

struct CheckoutEvent: Event {}

/// Its button uses the screen's own `triggerEvent`: the chain *outside* the screen's
/// modifiers, which does not hold the `.handleEvent` below.
struct CheckoutScreen: View {
  @Environment(\.triggerEvent) var triggerEvent
  @State var status = "Cart"

  var body: some View {
    VStack {
      Text(status)
      Button("Check out") { triggerEvent(CheckoutEvent()) }
    }
    .handleEvent(CheckoutEvent.self) { _ in status = "Checked out" }
  }
}

/// The fix: the button is a child view, whose `triggerEvent` is inside the screen's modifiers.
struct FixedCheckoutScreen: View {
  @State var status = "Cart"

  var body: some View {
    VStack {
      Text(status)
      CheckoutButton()
    }
    .handleEvent(CheckoutEvent.self) { _ in status = "Checked out" }
  }
}

struct CheckoutButton: View {
  @Environment(\.triggerEvent) var triggerEvent

  var body: some View {
    Button("Check out") { triggerEvent(CheckoutEvent()) }
  }
}
