import HeadlessUI
import Testing

// Lifecycle of covered screens (HeadlessUI/Design.md, "Lifecycle of covered screens").
//
// Sources:
// - onAppear(perform:) (https://developer.apple.com/documentation/swiftui/view/onappear(perform:)):
//   "Adds an action to perform before this view appears."
// - onDisappear(perform:) (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)):
//   "Adds an action to perform after this view disappears."
// - task(priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(priority:_:)):
//   "SwiftUI will automatically cancel the task at some point after the view disappears before
//   the action completes."
// - "Demystify SwiftUI" (WWDC21, https://developer.apple.com/videos/play/wwdc2021/10022/): a
//   view's state lives as long as its identity, independently of whether it is visible.
// - Ole Begemann, "Understanding SwiftUI view lifecycles" (2022,
//   https://oleb.net/2022/swiftui-view-lifecycle/), a well-known public report: a screen covered
//   by a push, or a tab that is not selected, disappears (onDisappear) but keeps its state; it
//   appears again (onAppear) when it is shown again.
// - swiftyplace, "SwiftUI View Lifecycle: When onAppear Actually fires"
//   (https://www.swiftyplace.com/blog/swiftui-view-lifecycle-onappear), a public report: since
//   iOS 18, TabView loads a tab when it is first selected (on iOS 17 the second tab's onAppear ran
//   at launch); a tab switched away from disappears and keeps its node (its state).
//
// The order of the appear and disappear actions of one transition (the shown screen or tab
// appears before the hidden one disappears, for a push, a pop and a tab switch) is not settled by
// these sources: it is the most credible model (HeadlessUI/DEVICE-QUESTIONS.md, "Lifecycle of covered
// screens").

// MARK: - Navigation stack

private struct Detail: View {
  let number: Int
  let log: Log
  @Binding var rootCount: Int
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Detail \(number)")
      Button("Bump root") { rootCount += 1 }
      Button("Close") { dismiss() }
      NavigationLink("Next", value: number + 1)
    }
    .lifecycle("detail \(number)", log)
  }
}

private struct Root: View {
  let log: Log
  @Binding var count: Int

  var body: some View {
    VStack {
      Text("Root \(count)")
      Button("Bump") { count += 1 }
      NavigationLink("Open", value: 1)
    }
    .lifecycle("root", log)
  }
}

/// A stack with its own path.
private struct LinkedStack: View {
  let log: Log
  @State private var count = 0

  var body: some View {
    NavigationStack {
      Root(log: log, count: $count)
        .navigationDestination(for: Int.self) { Detail(number: $0, log: log, rootCount: $count) }
    }
  }
}

/// A stack bound to a `[Int]` path that buttons on the root set.
private struct BoundStack: View {
  let log: Log
  @State private var path: [Int] = []
  @State private var count = 0

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Root(log: log, count: $count)
        Button("Deep link") { path = [1, 2, 3] }
      }
      .navigationDestination(for: Int.self) { Detail(number: $0, log: log, rootCount: $count) }
    }
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("Covered screens")
  struct CoveredScreens {
    // Begemann, "Understanding SwiftUI view lifecycles": the covered screen disappears on push;
    // task docs: its task is cancelled after it disappears.
    @Test("Pushing: the pushed screen appears, then the covered one disappears and its task is cancelled")
    func pushCoversTheScreenBelow() async throws {
      let log = Log()
      let host = ViewHost(LinkedStack(log: log))
      try await awaitAndClear(log, "root task")
      try host.button("Open").tap()
      #expect(log.entries == ["detail 1 appear", "root disappear", "root task cancelled"])
      try await awaitAndClear(log, "detail 1 task")
    }

    // Begemann: popping shows the covered screen again: it appears, its task starts again.
    @Test("Popping: the revealed screen appears (its task restarts), then the popped one disappears")
    func popRevealsTheScreenBelow() async throws {
      let log = Log()
      let host = ViewHost(LinkedStack(log: log))
      try host.button("Open").tap()
      try await awaitAndClear(log, "detail 1 task")
      try host.navigationStack().pop()
      #expect(log.entries == ["root appear", "detail 1 disappear", "detail 1 task cancelled"])
      try await awaitAndClear(log, "root task")
    }

    // "Demystify SwiftUI": state lives with identity; Begemann: a covered screen keeps its state.
    @Test("A covered screen stays mounted with its state, and is off screen")
    func aCoveredScreenKeepsItsState() throws {
      let log = Log()
      let host = ViewHost(LinkedStack(log: log))
      try host.button("Bump").tap()
      let rootText = try host.find(text: "Root 1")
      try host.button("Open").tap()
      #expect(rootText.isMounted)
      #expect(!rootText.isOnScreen)
      #expect(host.findAll(text: "Root 1").isEmpty)
      try host.navigationStack().pop()
      #expect(rootText.isOnScreen)
      #expect(try host.find(text: "Root 1").isMounted)
    }

    // SwiftUI keeps updating covered views ("Demystify SwiftUI": dependencies, not visibility,
    // decide updates): a state change of the covered root re-evaluates it.
    @Test("A covered screen re-evaluates when its state changes")
    func aCoveredScreenStillUpdates() throws {
      let log = Log()
      let host = ViewHost(LinkedStack(log: log))
      try host.button("Open").tap()
      try host.button("Bump root").tap()
      let stack = try host.navigationStack()
      #expect(try stack.screens[0].find(text: "Root 1").isOnScreen == false)
      #expect(stack.screens[1].isOnScreen)
    }

    // Begemann: only the top screen is shown; a path set to several values at once shows its
    // last one (the screens below it were never visible, so they never appear).
    @Test("Setting a path of three values: only the top screen appears; popping to the root disappears only it")
    func deepLinkShowsOnlyTheTop() async throws {
      let log = Log()
      let host = ViewHost(BoundStack(log: log))
      try await awaitAndClear(log, "root task")
      try host.button("Deep link").tap()
      #expect(log.entries == ["detail 3 appear", "root disappear", "root task cancelled"])
      try await awaitAndClear(log, "detail 3 task")
      try host.navigationStack().pop()
      #expect(log.entries == ["detail 2 appear", "detail 3 disappear", "detail 3 task cancelled"])
      try await awaitAndClear(log, "detail 2 task")
      try host.navigationStack().popToRoot()
      #expect(log.entries == ["root appear", "detail 2 disappear", "detail 2 task cancelled"])
    }

    // dismiss docs (https://developer.apple.com/documentation/swiftui/dismissaction): in a pushed
    // view, dismiss pops it; the revealed screen appears again.
    @Test("dismiss() in a pushed screen pops it and the screen below appears again")
    func dismissRevealsTheScreenBelow() async throws {
      let log = Log()
      let host = ViewHost(LinkedStack(log: log))
      try host.button("Open").tap()
      try host.button("Next").tap()
      try await awaitAndClear(log, "detail 2 task")
      try host.button("Close").tap()
      #expect(log.entries == ["detail 1 appear", "detail 2 disappear", "detail 2 task cancelled"])
      #expect(try host.find(text: "Detail 1").isOnScreen)
    }

    // A NavigationPath holds values of several types; the covered screen disappears whatever
    // pushed the one on top (Begemann).
    @Test("A NavigationPath push covers the root; removing the value reveals it")
    func navigationPathPushAndPop() throws {
      struct PathStack: View {
        let log: Log
        @State private var path = NavigationPath()
        var body: some View {
          NavigationStack(path: $path) {
            VStack {
              Button("Push word") { path.append("word") }
              Button("Push number") { path.append(7) }
            }
            .lifecycle("root", log)
            .navigationDestination(for: String.self) { Text($0).lifecycle("word", log) }
            .navigationDestination(for: Int.self) { number in
              Button("Back") { path.removeLast() }.lifecycle("number \(number)", log)
            }
          }
        }
      }
      let log = Log()
      let host = ViewHost(PathStack(log: log))
      log.clear()
      try host.button("Push number").tap()
      // The test never suspends, so no task body ran: nothing logs its start or cancellation.
      #expect(log.entries == ["number 7 appear", "root disappear"])
      log.clear()
      try host.button("Back").tap()
      #expect(log.entries == ["root appear", "number 7 disappear"])
    }

    // navigationDestination(isPresented:) pushes while its binding is true
    // (https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)).
    @Test("navigationDestination(isPresented:) covers the presenting screen while it is true")
    func presentedDestinationCoversTheRoot() throws {
      struct Flagged: View {
        let log: Log
        @State private var isShown = false
        var body: some View {
          NavigationStack {
            Button("Show") { isShown = true }
              .lifecycle("root", log)
              .navigationDestination(isPresented: $isShown) {
                Button("Hide") { isShown = false }.lifecycle("pushed", log)
              }
          }
        }
      }
      let log = Log()
      let host = ViewHost(Flagged(log: log))
      log.clear()
      try host.button("Show").tap()
      #expect(log.entries == ["pushed appear", "root disappear"])
      log.clear()
      try host.button("Hide").tap()
      #expect(log.entries == ["root appear", "pushed disappear"])
    }

    // "Demystify SwiftUI": updates follow dependencies, not visibility, so a covered screen whose
    // state changes is re-evaluated and its onChange runs (HeadlessUI/DEVICE-QUESTIONS.md, "Lifecycle of
    // covered screens").
    @Test("A covered screen's onChange runs when its state changes")
    func aCoveredScreensOnChangeRuns() throws {
      struct Watching: View {
        let log: Log
        @State private var count = 0
        var body: some View {
          NavigationStack {
            NavigationLink("Open") { Button("Bump") { count += 1 } }
              .onChange(of: count) { log.add("changed to \(count)") }
          }
        }
      }
      let log = Log()
      let host = ViewHost(Watching(log: log))
      try host.button("Open").tap()
      try host.button("Bump").tap()
      #expect(log.entries == ["changed to 1"])
    }

    // NavigationLink(destination:) pushes a view (https://developer.apple.com/documentation/swiftui/navigationlink).
    @Test("NavigationLink(destination:) covers the screen it is on")
    func destinationLinkCoversTheRoot() throws {
      let log = Log()
      let host = ViewHost(NavigationStack {
        NavigationLink("Go") { Text("There").lifecycle("there", log) }
          .lifecycle("root", log)
      })
      log.clear()
      try host.button("Go").tap()
      #expect(log.entries == ["there appear", "root disappear"])
    }

    // task(id:) docs (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)):
    // the task restarts when the id changes, and is cancelled after the view disappears. A change
    // while the view is covered starts nothing; the view's next appearance starts the task for
    // the current id (HeadlessUI/DEVICE-QUESTIONS.md, "Lifecycle of covered screens").
    @Test("task(id:) on a covered screen: an id change starts no task until the screen appears again")
    func taskIDWhileCovered() async throws {
      struct Identified: View {
        let log: Log
        @State private var value = 0
        var body: some View {
          NavigationStack {
            NavigationLink("Open") { Button("Change") { value += 1 } }
              .task(id: value) { log.add("task \(value)") }
          }
        }
      }
      let log = Log()
      let host = ViewHost(Identified(log: log))
      try await awaitAndClear(log, "task 0")
      try host.button("Open").tap()
      try host.button("Change").tap()
      try await host.settle()
      #expect(log.entries == [])
      try host.navigationStack().pop()
      try await host.settle()
      #expect(log.entries == ["task 1"])
    }

    // The stack's screen inside a tab: switching tabs makes only the top screen disappear (the
    // root below it already disappeared), and selecting the tab again shows only the top.
    @Test("A stack in a tab: a tab switch disappears and reappears only the stack's top screen")
    func stackInATab() async throws {
      let log = Log()
      let host = ViewHost(TabView {
        LinkedStack(log: log).tabItem { Text("Mail") }
        Text("Other").tabItem { Text("Other") }.lifecycle("other", log)
      })
      try host.button("Open").tap()
      try await awaitAndClear(log, "detail 1 task")
      try host.tabView().select("Other")
      #expect(log.entries == ["other appear", "detail 1 disappear", "detail 1 task cancelled"])
      try await awaitAndClear(log, "other task")
      try host.tabView().select("Mail")
      #expect(log.entries == ["detail 1 appear", "other disappear", "other task cancelled"])
    }

    // A stack in a sheet covers only its own root: the presenter below the sheet does not
    // disappear (sheet docs: the presenter stays in place under the sheet).
    @Test("A stack in a sheet: a push inside the sheet covers the sheet's root, not the presenter")
    func stackInASheet() throws {
      struct Presenter: View {
        let log: Log
        @State private var isPresented = false
        var body: some View {
          Button("Present") { isPresented = true }
            .lifecycle("presenter", log)
            .sheet(isPresented: $isPresented) { LinkedStack(log: log) }
        }
      }
      let log = Log()
      let host = ViewHost(Presenter(log: log))
      try host.button("Present").tap()
      log.clear()
      try host.button("Open").tap()
      #expect(log.entries == ["detail 1 appear", "root disappear"])
    }
  }
}
