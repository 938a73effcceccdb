import Foundation
import HeadlessUI
import Testing

private struct Card: View {
  var body: some View {
    VStack {
      Text("Title")
        .font(.title)
        .fontWeight(.semibold)
        .foregroundStyle(.secondary)
        .padding(.horizontal, 8)
      Image(systemName: "star.fill")
        .accessibilityLabel("Favorite")
        .foregroundColor(.yellow)
        .opacity(0.5)
      Text("Badge")
        .padding()
        .background(Color.blue)
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .frame(width: 100, height: 40, alignment: .leading)
    }
    .tint(.green)
  }
}

/// A custom shape, as apps write them: it must compile and render as a shape.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

@MainActor @Suite struct AttributeTests {
  @Test func stylingModifiersAreRecordedAsAttributesOfTheViewTheyModify() throws {
    let host = ViewHost(Card())
    #expect(try host.find(text: "Title").attributes == [
      ViewAttribute(name: "font", value: ".title"),
      ViewAttribute(name: "fontWeight", value: ".semibold"),
      ViewAttribute(name: "foregroundStyle", value: ".secondary"),
      ViewAttribute(name: "padding", value: ".horizontal, 8.0"),
    ])
    let badge = try host.find(text: "Badge")
    #expect(badge.attribute("background") == ".blue")
    #expect(badge.attribute("clipShape") == "RoundedRectangle(cornerRadius: 8.0)")
    #expect(badge.attribute("frame") == "width: 100.0, height: 40.0, alignment: leading/center")
    #expect(badge.attribute("padding") == "")
    #expect(badge.attribute("tint") == nil)
  }

  @Test func anImageIsFoundByItsAccessibilityLabelAndKeepsItsAttributes() throws {
    let host = ViewHost(Card())
    let image = try host.find(label: "Favorite")
    #expect(image.typeName == "Image")
    #expect(image.attribute("foregroundColor") == ".yellow")
    #expect(image.attribute("opacity") == "0.5")
  }

  @Test func textModifiersOnTextReturnTextSoTextsStillConcatenate() throws {
    let text = Text("Bold").font(.headline).fontWeight(.bold) + Text(" plain")
    let host = ViewHost(text)
    #expect(host.render() == #"Text("Bold plain")"#)
  }

  @Test func theTreeDumpShowsColorsShapesImagesAndAttributes() throws {
    let host = ViewHost(
      HStack {
        Color.red
        Circle().fill(.blue)
        Triangle()
        Image("avatar").resizable().scaledToFit()
        Spacer()
        Divider()
      }
      .padding(16)
    )
    #expect(host.render() == """
    .padding(16.0)
      HStack
        Color.red
        .fill(.blue)
          Circle
        Triangle
        .scaledToFit()
          Image("avatar").resizable()
        Spacer
        Divider
    """)
  }

  @Test func colorsHaveNamesAndComponents() {
    #expect(Color.red.description == "red")
    #expect(Color("Brand").description == #""Brand""#)
    #expect(Color(red: 1, green: 0.5, blue: 0).description == "Color(red: 1.0, green: 0.5, blue: 0.0)")
    #expect(Color.blue.opacity(0.3).description == "blue.opacity(0.3)")
  }

  @Test func aGeometryReaderReportsTheScreenSizeOrTheEnclosingFrame() throws {
    let reader = GeometryReader { proxy in Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))") }
    #expect(try ViewHost(reader).find(text: "390×844").isMounted)
    #expect(try ViewHost(reader.frame(width: 200, height: 100)).find(text: "200×100").isMounted)
    #expect(try ViewHost(reader.frame(width: 200)).find(text: "200×844").isMounted)
  }

  @Test func withAnimationRunsItsBodyAndAnimationsAreRecorded() throws {
    var ran = false
    let result = withAnimation(.easeInOut(duration: 0.3)) { ran = true; return 42 }
    #expect(ran && result == 42)
    let host = ViewHost(Text("Hi").animation(.spring(), value: 1).transition(.move(edge: .bottom)))
    let text = try host.find(text: "Hi")
    #expect(text.attribute("animation") == ".spring(response: 0.5, dampingFraction: 0.825)")
    #expect(text.attribute("transition") == ".move(edge: .bottom)")
  }

  @Test func textLayoutModifiersAreRecorded() throws {
    let host = ViewHost(
      Text("Long")
        .lineLimit(2)
        .multilineTextAlignment(.center)
        .shadow(radius: 3)
        .border(Color.gray, width: 2)
        .ignoresSafeArea()
    )
    #expect(try host.find(text: "Long").attributes.map(\.description) == [
      ".lineLimit(2)", ".multilineTextAlignment(.center)", ".shadow(radius: 3.0)", ".border(.gray, width: 2.0)",
      ".ignoresSafeArea()",
    ])
  }

  @Test func aHiddenViewStaysMountedButHostQueriesDoNotFindIt() throws {
    let host = ViewHost(VStack { Button("Secret") {}.hidden(); Text("Shown") })
    #expect(throws: ViewHostError(#"No button titled "Secret" found. Buttons: none."#)) {
      try host.button("Secret")
    }
    #expect(host.render().contains(#"Button("Secret")"#))
  }
}
