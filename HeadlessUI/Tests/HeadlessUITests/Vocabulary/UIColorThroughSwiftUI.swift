// `UIColor` and its system colors through `import SwiftUI` alone, as an app writes them on iOS
// (`Color(UIColor.label)`, `Color(uiColor: .tertiarySystemFill)`, `Color(.secondarySystemBackground)`,
// `.lightText`). The usage view compiles against SwiftUI where UIKit comes with it (the apple-check
// type-checks it as app code against Apple's shapes, `.ci/run`) and against HeadlessUI elsewhere;
// the test renders it where HeadlessUI is the SwiftUI.
import Foundation

#if canImport(SwiftUI) && !Headless
  import SwiftUI
#else
  import HeadlessUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI) || Headless
  /// System colors as an app's card uses them, with no `import UIKit`.
  private struct UIColorUsage: View {
    var body: some View {
      VStack {
        Text("Title").foregroundStyle(Color(UIColor.label))
        Text("Subtitle").foregroundStyle(Color(uiColor: .secondaryLabel))
        Text("Badge").foregroundStyle(Color(uiColor: .lightText))
        Text("Tint").foregroundStyle(Color(uiColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1).withAlphaComponent(0.5)))
        Color(.secondarySystemBackground)
        Color(uiColor: .tertiarySystemFill)
      }
    }
  }
#endif

#if !canImport(SwiftUI) || Headless
  import Testing

  // A SwiftUI color made from a UIKit color is that color (Color.init(uiColor:): "Creates a color
  // from a UIKit color"); HeadlessUI draws nothing and records the UIKit color's name.
  @MainActor @Test func aColorMadeFromAUIColorReportsTheUIKitColor() throws {
    let host = ViewHost(UIColorUsage())
    #expect(try host.find(text: "Title").attribute("foregroundStyle") == "UIColor.label")
    #expect(try host.find(text: "Subtitle").attribute("foregroundStyle") == "UIColor.secondaryLabel")
    #expect(try host.find(text: "Badge").attribute("foregroundStyle") == "UIColor.lightText")
    #expect(
      try host.find(text: "Tint").attribute("foregroundStyle")
        == "UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0).withAlphaComponent(0.5)")
    #expect(host.render().contains("Color.UIColor.secondarySystemBackground"))
    #expect(host.render().contains("Color.UIColor.tertiarySystemFill"))
  }
#endif
