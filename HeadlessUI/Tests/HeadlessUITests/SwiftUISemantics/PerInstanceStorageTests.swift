import HeadlessUI
import Testing

// Each mounted occurrence of a view owns its storage, even when one view value is placed twice.
//
// - `State.init(wrappedValue:)` (https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)):
//   "SwiftUI initializes the state's storage only once for each container instance that you
//   declare … each instance of `MyView` creates a distinct instance of the state. For example,
//   each of the views in the following `VStack` has its own `isPlaying` value."
// - WWDC21 "Demystify SwiftUI" (https://developer.apple.com/videos/play/wwdc2021/10022):
//   identity is the view's position in the hierarchy (structural identity); "state lifetime is
//   view lifetime": storage belongs to an identity, not to the struct value that described it.

private struct Counter: View {
  @State private var count = 0

  var body: some View {
    Button("Count: \(count)") { count += 1 }
  }
}

/// One `Counter` value, placed twice.
private struct SameCounterTwice: View {
  let counter = Counter()

  var body: some View {
    VStack {
      counter
      counter
    }
  }
}

/// Shows its content twice: two instances of one content value.
private struct ShownTwice: ViewModifier {
  func body(content: Content) -> some View {
    VStack {
      content
      content
    }
  }
}

/// Reads `testLabel` when its button is tapped (after every copy has rendered).
private struct LabelReader: View {
  @Environment(\.testLabel) private var label
  let log: Log

  var body: some View {
    Button("Read") { log.add(label) }
  }
}

/// One `LabelReader` value, placed twice under two different environments.
private struct SameReaderTwice: View {
  let reader: LabelReader

  var body: some View {
    VStack {
      reader.environment(\.testLabel, "first")
      reader.environment(\.testLabel, "second")
    }
  }
}

/// A dynamic property of our own, holding state.
private struct Tally: DynamicProperty {
  @State var value = 0
}

private struct TallyButton: View {
  var tally = Tally()

  var body: some View {
    Button("Tally: \(tally.value)") { tally.value += 1 }
  }
}

extension SwiftUISemantics {
  @MainActor @Suite("Storage per mounted instance")
  struct PerInstanceStorage {
    /// State.init(wrappedValue:) docs: "each instance … creates a distinct instance of the state".
    @Test("One view value placed twice: each copy has its own @State")
    func oneValuePlacedTwiceHasTwoStates() throws {
      let host = ViewHost(SameCounterTwice())
      let buttons = host.root.findAllButtons("Count: 0")
      try #require(buttons.count == 2)
      try buttons[0].tap()
      #expect(host.root.texts == ["Count: 1", "Count: 0"])
      try buttons[0].tap()
      try buttons[1].tap()
      #expect(host.root.texts == ["Count: 2", "Count: 1"])
    }

    /// State.init(wrappedValue:) docs, and WWDC21 "Demystify SwiftUI" (structural identity):
    /// the two places of `content` are two identities, each with its own state.
    @Test("A ViewModifier that shows its content twice: each copy has its own @State")
    func contentShownTwiceHasTwoStates() throws {
      let host = ViewHost(Counter().modifier(ShownTwice()))
      let buttons = host.root.findAllButtons("Count: 0")
      try #require(buttons.count == 2)
      try buttons[0].tap()
      #expect(host.root.texts == ["Count: 1", "Count: 0"])
    }

    /// Environment docs (https://developer.apple.com/documentation/swiftui/environment): the
    /// property "reads a value from a view's environment" — the environment of that instance.
    @Test("One view value placed twice: each copy's @Environment reads its own environment")
    func environmentIsPerInstance() throws {
      let log = Log()
      let host = ViewHost(SameReaderTwice(reader: LabelReader(log: log)))
      let buttons = host.root.findAllButtons("Read")
      try #require(buttons.count == 2)
      try buttons[0].tap()
      try buttons[1].tap()
      #expect(log.entries == ["first", "second"])
    }

    /// DynamicProperty docs (https://developer.apple.com/documentation/swiftui/dynamicproperty):
    /// "The view gives values to these properties prior to recomputing the view's body" — per
    /// view instance, for the properties nested in a custom dynamic property too.
    @Test("One view value placed twice: a custom DynamicProperty's nested @State is per copy")
    func customDynamicPropertyIsPerInstance() throws {
      let tally = TallyButton()
      let host = ViewHost(VStack {
        tally
        tally
      })
      let buttons = host.root.findAllButtons("Tally: 0")
      try #require(buttons.count == 2)
      try buttons[0].tap()
      #expect(host.root.texts == ["Tally: 1", "Tally: 0"])
    }
  }
}
