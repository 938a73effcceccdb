// The `presentationMode` environment value that apps written for iOS 13 and 14 read to close a
// sheet or go back (deprecated by Apple, not removed). The views compile against SwiftUI (the
// apple-check type-checks them as app code against Apple's shapes) and against HeadlessUI; the
// test hosts them.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// A sheet's content and a pushed screen that close themselves with `presentationMode`.
private struct PresentationModeDone: View {
  @Environment(\.presentationMode) private var presentationMode
  var body: some View {
    VStack {
      Text(presentationMode.wrappedValue.isPresented ? "Presented" : "Not presented")
      Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
  }
}

/// A screen that presents the closing view in a sheet, and pushes it.
private struct PresentationModeScreen: View {
  @State private var showsSheet = false
  @State private var showsDetails = false
  var body: some View {
    NavigationStack {
      VStack {
        Text(showsSheet ? "Sheet shown" : "Sheet hidden")
        Button("Edit") { showsSheet = true }
        NavigationLink(destination: PresentationModeDone(), isActive: $showsDetails) { Text("Details") }
      }
      .sheet(isPresented: $showsSheet) { PresentationModeDone() }
    }
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  // PresentationMode: "An indication whether a view is currently presented by another view";
  // dismiss(): "Dismisses the view if it is currently presented. If isPresented is false,
  // dismiss() is a no-op" — here as `dismiss` does it: the sheet closes, the pushed view pops.
  @MainActor @Test func presentationModeDismissesASheetAndPopsAPushedView() throws {
    let sheet = ViewHost(PresentationModeScreen())
    try sheet.button("Edit").tap()
    #expect(try sheet.find(text: "Sheet shown").isMounted)
    #expect(try sheet.find(text: "Presented").isMounted)
    try sheet.button("Done").tap()
    #expect(try sheet.find(text: "Sheet hidden").isMounted)
    #expect(sheet.findAll(text: "Presented").isEmpty)

    let pushed = ViewHost(PresentationModeScreen())
    try pushed.button("Details").tap()
    #expect(try pushed.find(text: "Presented").isMounted)
    try pushed.button("Done").tap()
    #expect(pushed.findAll(text: "Presented").isEmpty)
    #expect(try pushed.find(text: "Sheet hidden").isMounted)

    let alone = ViewHost(PresentationModeDone())
    #expect(try alone.find(text: "Not presented").isMounted)
    try alone.button("Done").tap()
    #expect(try alone.find(text: "Not presented").isMounted)
  }
#endif
