// `Picker(selection:label:content:)` as an app writes it. The usage view compiles against SwiftUI
// where it exists (the apple-check type-checks it as app code against Apple's shapes, `.ci/run`)
// and against HeadlessUI elsewhere; the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// `Picker(selection:label:content:)` as an app writes it: it compiles against HeadlessUI and, in
/// the apple-check, against Apple's shapes (SwiftUI's interface); the test below renders it on
/// HeadlessUI.
private struct PickerSelectionLabelUsage: View {
  @State private var sort = "Name"
  var body: some View {
    Picker(selection: $sort, label: Text("Sort")) {
      Text("Name").tag("Name")
      Text("Date").tag("Date")
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @MainActor @Test func pickerSelectionLabelCompilesAsAnAppWritesItAndPicks() throws {
    let host = ViewHost(PickerSelectionLabelUsage())
    let picker = try host.picker("Sort")
    try picker.pick("Date")
    #expect(try host.picker("Sort").selectedOption == "Date")
  }
#endif
