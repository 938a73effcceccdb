import HeadlessUI
import Testing

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Increment") { count += 1 }
    }
  }
}

@MainActor @Suite struct SmokeTests {
  @Test func counterIncrements() throws {
    let host = ViewHost(Counter())
    print(host.render())
    try host.button("Increment").tap()
    _ = try host.find(text: "Count: 1")
    print(host.render())
  }
}
