import HeadlessUI
import Testing

/// A model made as a `@State` initial value: each one made is numbered.
@MainActor
private final class WindowModel {
  static var made = 0
  let number: Int
  var taps = 0

  init() {
    Self.made += 1
    number = Self.made
  }
}

/// A window's content holding its model as `@State`.
private struct ModelWindow: View {
  @State private var model = WindowModel()
  @State private var taps = 0

  var body: some View {
    Button("Model \(model.number), \(taps) taps") {
      model.taps += 1
      taps += 1
    }
  }
}

private struct ModelApp: App {
  var body: some Scene {
    WindowGroup { ModelWindow() }
  }
}

@MainActor @Suite(.serialized) struct WindowGroupStateTests {
  /// Apple's `WindowGroup`: "for each new window created from the group the system allocates new
  /// storage for any State or StateObject variables instantiated by the scene's view hierarchy";
  /// `init(makeContent:)`: "A closure that creates the content for each instance of the group";
  /// `State`: "A State property always instantiates its default value when SwiftUI instantiates the
  /// view". HeadlessUI/DEVICE-QUESTIONS.md, "Is a window group's content made once per window?".
  @Test("Each window of a group is a new instance of its content: a @State class initial value per window")
  func eachWindowMakesItsOwnStateInitialValue() throws {
    let app = AppHost(ModelApp())
    let first = try #require(app.keyWindow)
    try first.host.button("Model \(WindowModel.made), 0 taps").tap()
    let firstNumber = WindowModel.made
    #expect(try first.host.button("Model \(firstNumber), 1 taps").isMounted)

    let second = try app.openWindow()
    #expect(WindowModel.made > firstNumber)
    // The second window's model is a new object, with its own state: the first window's tap is not in it.
    #expect(try second.host.button("Model \(WindowModel.made), 0 taps").isMounted)
    #expect(try first.host.button("Model \(firstNumber), 1 taps").isMounted)
  }
}
