// Hosted through HeadlessUI: runs where the layer is built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
import HeadlessUI
import HierarchyResponder
import Testing

// The layer on views whose storage is per mounted instance (issue #7, part of the "SwiftUI
// semantics" suite): one view value placed twice, under two different responders, reaches the
// responder around each copy — because each copy reads `triggerEvent` from its own environment.
//
// - State.init(wrappedValue:) docs (https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)):
//   "each instance of `MyView` creates a distinct instance of the state" — storage belongs to
//   each mounted instance, and so does the environment an `@Environment` property reads.
// - Environment docs (https://developer.apple.com/documentation/swiftui/environment): the
//   property "reads a value from a view's environment".
// - WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022): two
//   positions in the hierarchy are two identities.

/// One `TriggerView` value, placed twice, each copy under its own `handleEvent`.
private struct SameTriggerTwice: View {
  let recorder: Recorder
  let trigger = TriggerView()

  var body: some View {
    VStack {
      trigger.handleEvent(MyEvent.self) { _ in recorder("first responder") }
      trigger.handleEvent(MyEvent.self) { _ in recorder("second responder") }
    }
  }
}

/// One view value that carries a responder of its own (a pass-through `receiveEvent`), placed
/// twice, each copy under its own outer `handleEvent`.
private struct SameRespondingViewTwice: View {
  let recorder: Recorder
  let responding: AnyView

  init(recorder: Recorder) {
    self.recorder = recorder
    responding = AnyView(
      TriggerView().receiveEvent { _ in
        recorder("inner responder")
        return .notHandled
      })
  }

  var body: some View {
    VStack {
      responding.handleEvent(MyEvent.self) { _ in recorder("first outer responder") }
      responding.handleEvent(MyEvent.self) { _ in recorder("second outer responder") }
    }
  }
}

@MainActor
@Suite("SwiftUI semantics: the layer with storage per instance")
struct SwiftUISemanticsLayerTests {
  @Test("One view value placed twice: an event from each copy reaches the responder around that copy")
  func eachCopyReachesItsOwnResponder() throws {
    let recorder = Recorder()
    let host = ViewHost(SameTriggerTwice(recorder: recorder))
    let buttons = host.root.findAllButtons("Trigger")
    try #require(buttons.count == 2)
    try buttons[0].tap()
    #expect(recorder.entries == ["first responder"])
    try buttons[1].tap()
    #expect(recorder.entries == ["first responder", "second responder"])
  }

  @Test("A view with its own responder placed twice: each copy's chain runs through its own outer responder")
  func eachCopyOfARespondingViewHasItsOwnChain() throws {
    let recorder = Recorder()
    let host = ViewHost(SameRespondingViewTwice(recorder: recorder))
    let buttons = host.root.findAllButtons("Trigger")
    try #require(buttons.count == 2)
    try buttons[0].tap()
    #expect(recorder.entries == ["inner responder", "first outer responder"])
    recorder.entries.removeAll()
    try buttons[1].tap()
    #expect(recorder.entries == ["inner responder", "second outer responder"])
  }
}
#endif
