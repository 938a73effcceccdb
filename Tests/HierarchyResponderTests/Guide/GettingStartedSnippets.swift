// The Getting Started article's code (Documentation.docc/GettingStarted.md), as it shows it (keep
// both in step). Checked against SwiftUI by the apple-check, and hosted below.
#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif
import HierarchyResponder

enum GettingStartedSnippets {
  struct MyEvent: Event {}

  struct TriggerView: View {
    @Environment(\.triggerEvent) var triggerEvent

    var body: some View {
      Button("Trigger") {
        triggerEvent(MyEvent())
      }
    }
  }

  struct HandlingView: View {
    var body: some View {
      TriggerView()
        .handleEvent(MyEvent.self) { event in
          // Do something with event
        }
    }
  }

  struct MyError: Error {}

  struct SaveView: View {
    @Environment(\.reportError) var reportError

    var body: some View {
      Button("Save") {
        reportError(MyError())
      }
    }
  }

  struct UnauthenticatedError: Error {}
  struct ShowSignInEvent: Event {}

  struct ContentView: View {
    @State var showSignIn = false

    var body: some View {
      SaveView()
        .catchError(UnauthenticatedError.self) {
          ShowSignInEvent()
        }
        .handleEvent(ShowSignInEvent.self) {
          showSignIn = true
        }
        .handleError { error in
          print("Unexpected error:", error)
        }
    }
  }

  // A First Example
  struct Item: Identifiable {
    let id: Int
    let name: String
  }

  struct ItemSelectionEvent: Event {
    let item: Item
  }

  struct ParentView: View {
    @State var selection: Item?
    let items: [Item]

    var body: some View {
      GridView(items: items)
        // Registers a responder for every ItemSelectionEvent triggered in
        // any descendant view.
        .handleEvent(ItemSelectionEvent.self) { event in
          selection = event.item
        }
        .sheet(item: $selection) { item in
          ItemDetail(item: item)
        }
    }
  }

  struct GridView: View {
    let items: [Item]

    var body: some View {
      ForEach(items) { item in
        ItemView(item: item)
      }
    }
  }

  struct ItemView: View {
    @Environment(\.triggerEvent) var triggerEvent
    let item: Item

    var body: some View {
      ItemPreview(item: item)
        .onTapGesture {
          // Called as a closure, triggerEvent sends the event to the
          // responders of the ancestor views.
          triggerEvent(ItemSelectionEvent(item: item))
        }
    }
  }

  /// The same view, with `onTapGesture(trigger:)`.
  struct TriggeringItemView: View {
    let item: Item

    var body: some View {
      ItemPreview(item: item)
        .onTapGesture(trigger: ItemSelectionEvent(item: item))
    }
  }

  // What the article leaves to the app.
  struct ItemPreview: View {
    let item: Item
    var body: some View { Text(item.name) }
  }

  struct ItemDetail: View {
    let item: Item
    var body: some View { Text("Details of \(item.name)") }
  }
}
