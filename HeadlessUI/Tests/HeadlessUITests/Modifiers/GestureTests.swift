import Foundation
import HeadlessUI
import Testing

private struct Card: View {
  @State private var offset = CGSize.zero
  @State private var zoomed = false
  @State private var favorite = false
  @State private var hovering = false
  let log: Log

  var body: some View {
    VStack {
      Text("Card")
        .gesture(
          DragGesture()
            .onChanged { log.add("changed \($0.translation.width)") }
            .onEnded { offset = $0.translation }
        )
      Text("offset \(Int(offset.width))")
      Text("Photo").gesture(TapGesture(count: 2).onEnded { zoomed.toggle() })
      Text(zoomed ? "zoomed" : "fit")
      Text("Sneaker").onLongPressGesture {
        favorite = true
        log.add("long press")
      } onPressingChanged: { log.add("pressing \($0)") }
      Text(favorite ? "favorite" : "plain")
      Text("Hold").gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in log.add("held") })
      Text("Help").onHover { hovering = $0 }
      Text(hovering ? "hovering" : "away")
    }
  }
}

private struct DeepLinks: View {
  @State private var opened: [String] = []

  var body: some View {
    VStack {
      Text("Opened: \(opened.joined(separator: ", "))")
      Text("Inner").onOpenURL { opened.append("inner \($0.host ?? "")") }
    }
    .onOpenURL { opened.append("outer \($0.host ?? "")") }
  }
}

/// Gestures performed by the host.
@MainActor @Suite struct GestureTests {
  // https://developer.apple.com/documentation/swiftui/draggesture — "A dragging motion that
  // invokes an action as the drag-event sequence changes."; `onChanged` runs as the value
  // changes, `onEnded` when the drag ends
  // (https://developer.apple.com/documentation/swiftui/gesture/onended(_:)).
  @Test func aDragRunsOnChangedForEachStepThenOnEndedWithTheWholeTranslation() throws {
    let log = Log()
    let host = ViewHost(Card(log: log))
    try host.find(text: "Card").drag(by: CGSize(width: 120, height: 0), steps: 3)
    #expect(log.entries == ["changed 40.0", "changed 80.0", "changed 120.0"])
    #expect(try host.find(text: "offset 120").isMounted)
  }

  // https://developer.apple.com/documentation/swiftui/draggesture/minimumdistance — "The
  // minimum dragging distance before the gesture succeeds."
  @Test func aDragShorterThanTheMinimumDistanceIsNotRecognized() throws {
    let host = ViewHost(Card(log: Log()))
    #expect(throws: ViewHostError("Nothing recognizes a drag on Text(\"Card\"). Gestures there: gesture(_EndedGesture<_ChangedGesture<DragGesture>>).")) {
      try host.find(text: "Card").drag(by: CGSize(width: 4, height: 0))
    }
  }

  // https://developer.apple.com/documentation/swiftui/tapgesture — "A gesture that recognizes
  // one or more taps." count: "The required number of tap events."
  @Test func aTapGestureAttachedWithGestureRunsForItsCountOnly() throws {
    let host = ViewHost(Card(log: Log()))
    let photo = try host.find(text: "Photo")
    #expect(throws: ViewHostError.self) { try photo.tap() }
    try photo.tap(count: 2)
    #expect(try host.find(text: "zoomed").isMounted)
  }

  // https://developer.apple.com/documentation/swiftui/view/onlongpressgesture(minimumduration:maximumdistance:perform:onpressingchanged:)
  // — "onPressingChanged: A closure to run when the pressing state of the gesture changes".
  @Test func aLongPressReportsPressingAroundItsAction() throws {
    let log = Log()
    let host = ViewHost(Card(log: log))
    try host.find(text: "Sneaker").longPress()
    #expect(log.entries == ["pressing true", "long press", "pressing false"])
    #expect(try host.find(text: "favorite").isMounted)
  }

  // https://developer.apple.com/documentation/swiftui/longpressgesture — "A gesture that
  // succeeds when the user performs a long press."
  @Test func aLongPressGestureEndsWhenTheHostLongPresses() throws {
    let log = Log()
    let host = ViewHost(Card(log: log))
    try host.find(text: "Hold").longPress()
    #expect(log.entries == ["held"])
  }

  @Test func longPressingAViewWithoutALongPressGestureSaysSo() throws {
    let host = ViewHost(Card(log: Log()))
    #expect(throws: ViewHostError(#"Nothing recognizes a long press on Text("Help"). Gestures there: none."#)) {
      try host.find(text: "Help").longPress()
    }
  }

  // https://developer.apple.com/documentation/swiftui/view/onhover(perform:) — "If the pointer
  // is in the view's frame, the action closure passes true as a parameter; otherwise, false."
  @Test func hoveringRunsOnHoverWithWhetherThePointerIsOver() throws {
    let host = ViewHost(Card(log: Log()))
    try host.find(text: "Help").hover(true)
    #expect(try host.find(text: "hovering").isMounted)
    try host.find(text: "Help").hover(false)
    #expect(try host.find(text: "away").isMounted)
  }

  // https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:) — "Registers a
  // handler to invoke in response to a URL that your app receives." Every handler on screen
  // runs (HeadlessUI/DEVICE-QUESTIONS.md, Vocabulary).
  @Test func openingAURLRunsEveryOnOpenURLHandlerInTreeOrder() throws {
    let host = ViewHost(DeepLinks())
    try host.open(URL(string: "shop://cart")!)
    #expect(try host.find(text: "Opened: outer cart, inner cart").isMounted)
  }
}
