// `LabeledContentStyle` and `LabeledContentStyleConfiguration` as an app writes them. The usage
// view compiles against SwiftUI where it exists (the apple-check type-checks it as app code against
// Apple's shapes, `.ci/run`) and against HeadlessUI elsewhere; the test renders it where
// HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

/// An app's own labeled content style: the label above the value.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
private struct StackedLabeledContentStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      configuration.label
      configuration.content
    }
  }
}

/// Labeled content styled as an app writes it.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
private struct LabeledContentStyleUsage: View {
  var body: some View {
    Form {
      LabeledContent("Total", value: "$12")
    }
    .labeledContentStyle(StackedLabeledContentStyle())
  }
}

#if !canImport(SwiftUI) || Headless
  import Testing

  // "Sets a style for labeled content"
  // (https://developer.apple.com/documentation/swiftui/view/labeledcontentstyle(_:)); the label
  // and the value stay what the labeled content shows.
  @MainActor @Test func labeledContentStyleCompilesAsAnAppWritesItAndKeepsTheTexts() throws {
    let host = ViewHost(LabeledContentStyleUsage())
    #expect(try host.find(text: "Total").isMounted && host.find(text: "$12").isMounted)
    #expect(try host.find(Form<LabeledContent<Text, Text>>.self).attribute("labeledContentStyle") == "StackedLabeledContentStyle")
  }
#endif
