import Foundation
import HeadlessUI
import Testing

private enum Flavor: String, CaseIterable, Identifiable {
  case chocolate, vanilla, strawberry
  var id: Self { self }
}

private struct Settings: View {
  @State private var notifications = false
  @State private var flavor = Flavor.vanilla
  @State private var guests = 2
  @State private var password = ""
  @State private var isLocked = true
  let log: Log

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $notifications)
      Text(notifications ? "notifications on" : "notifications off")
      Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { flavor in
          Text(flavor.rawValue.capitalized).tag(flavor)
        }
      }
      Stepper("Guests: \(guests)", value: $guests, in: 1...3)
      SecureField("Password", text: $password)
        .onSubmit { log.add("submitted \(password)") }
      Button("Delete account") { log.add("deleted") }
        .disabled(isLocked)
      Toggle("Locked", isOn: $isLocked).disabled(true)
    }
  }
}

@MainActor @Suite struct ControlTests {
  @Test func aToggleFlipsItsBindingAndTheViewsReadingItUpdate() throws {
    let host = ViewHost(Settings(log: Log()))
    let toggle = try host.toggle("Notifications")
    #expect(toggle.isOn == false)
    try toggle.toggle()
    #expect(toggle.isOn == true)
    #expect(try host.find(text: "notifications on").isMounted)
  }

  @Test func aPickerListsItsTaggedOptionsAndPickingSetsTheSelection() throws {
    let host = ViewHost(Settings(log: Log()))
    let picker = try host.picker("Flavor")
    #expect(picker.options == ["Chocolate", "Vanilla", "Strawberry"])
    #expect(picker.selectedOption == "Vanilla")
    try picker.pick("Strawberry")
    #expect(picker.selectedOption == "Strawberry")
    #expect(host.render().contains(#"Picker("Flavor", selection: "Strawberry")"#))
  }

  @Test func pickingAMissingOptionListsTheOptions() throws {
    let host = ViewHost(Settings(log: Log()))
    #expect(throws: ViewHostError(#"Picker "Flavor" has no option titled "Mint". Options: "Chocolate", "Vanilla", "Strawberry"."#)) {
      try host.picker("Flavor").pick("Mint")
    }
  }

  @Test func anOptionTaggedWithAnotherTypeCannotBePicked() throws {
    struct Mismatch: View {
      @State private var size = "S"
      var body: some View {
        Picker("Size", selection: $size) { Text("Small").tag(1) }
      }
    }
    let host = ViewHost(Mismatch())
    #expect(throws: ViewHostError(#"The option "Small" of Picker "Size" is tagged with a value of type Int, but the selection is of type String."#)) {
      try host.picker("Size").pick("Small")
    }
  }

  @Test func untaggedForEachOptionsAreIdentifiedByTheirIds() throws {
    struct Untagged: View {
      @State private var name = "Ada"
      var body: some View {
        VStack {
          Picker("Name", selection: $name) { ForEach(["Ada", "Grace"], id: \.self) { Text($0) } }
          Text("name: \(name)")
        }
      }
    }
    let host = ViewHost(Untagged())
    try host.picker("Name").pick("Grace")
    #expect(try host.find(text: "name: Grace").isMounted)
  }

  @Test func aStepperStepsWithinItsBounds() throws {
    let host = ViewHost(Settings(log: Log()))
    try host.stepper("Guests: 2").increment()
    try host.stepper("Guests: 3").increment()
    #expect(try host.stepper("Guests: 3").isMounted)
    try host.stepper("Guests: 3").decrement()
    try host.stepper("Guests: 2").decrement()
    try host.stepper("Guests: 1").decrement()
    #expect(try host.stepper("Guests: 1").isMounted)
  }

  @Test func aSecureFieldIsATextFieldThatSubmitsAndMasksItsText() throws {
    let log = Log()
    let host = ViewHost(Settings(log: log))
    let field = try host.textField("Password")
    try field.enterText("hunter2")
    try field.submit()
    #expect(log.entries == ["submitted hunter2"])
    #expect(host.render().contains(#"SecureField("Password", text: "•••••••")"#))
  }

  @Test func submittingWithoutAnOnSubmitIsAnError() throws {
    struct Plain: View {
      @State private var name = ""
      var body: some View { TextField("Name", text: $name) }
    }
    #expect(throws: ViewHostError(#"Nothing handles submitting TextField "Name": there is no onSubmit(of: .text) around it."#)) {
      try ViewHost(Plain()).textField("Name").submit()
    }
  }

  @Test func aDisabledButtonCannotBeTappedThroughTheHost() throws {
    let log = Log()
    let host = ViewHost(Settings(log: log))
    let delete = try host.button("Delete account")
    #expect(delete.isEnabled == false)
    #expect(delete.attribute("disabled") == "true")
    #expect(throws: ViewHostError(#"Button "Delete account" is disabled: it cannot be tapped."#)) {
      try delete.tap()
    }
    #expect(log.entries.isEmpty)
  }

  @Test func aDisabledToggleCannotBeToggled() throws {
    let host = ViewHost(Settings(log: Log()))
    #expect(throws: ViewHostError(#"Toggle "Locked" is disabled: it cannot be toggled."#)) {
      try host.toggle("Locked").toggle()
    }
  }

  @Test func disabledFalseInsideADisabledSubtreeStaysDisabled() throws {
    struct Nested: View {
      @Environment(\.isEnabled) private var isEnabled
      var body: some View { Text("enabled: \(isEnabled)") }
    }
    let host = ViewHost(VStack { Nested().disabled(false) }.disabled(true))
    #expect(try host.find(text: "enabled: false").isMounted)
  }

  @Test func findingAMissingToggleListsTheToggles() {
    let host = ViewHost(Settings(log: Log()))
    #expect(throws: ViewHostError(#"No toggle titled "Wi-Fi" found. Toggles: "Notifications", "Locked"."#)) {
      try host.toggle("Wi-Fi")
    }
  }

  @Test func drivingTheWrongKindOfViewNamesIt() throws {
    let host = ViewHost(Settings(log: Log()))
    #expect(throws: ViewHostError(#"Text("notifications off") is not a toggle."#)) {
      try host.find(text: "notifications off").toggle()
    }
  }

  @Test func aLinkOpensItsURLThroughTheEnvironmentsOpenURLAction() throws {
    let url = URL(string: "https://example.com/terms")!
    let host = ViewHost(Link("Terms", destination: url))
    try host.button("Terms").tap()
    #expect(host.openedURLs == [url])
  }

  @Test func aCustomOpenURLActionReceivesTheURL() throws {
    let log = Log()
    let url = URL(string: "https://example.com")!
    let view = Link(destination: url) { Label("Help", systemImage: "questionmark") }
      .environment(\.openURL, OpenURLAction { url in log.add(url.absoluteString); return .handled })
    let host = ViewHost(view)
    try host.button("Help").tap()
    #expect(log.entries == ["https://example.com"])
    #expect(host.openedURLs.isEmpty)
  }

  @Test func aProgressViewReportsItsFraction() throws {
    let host = ViewHost(VStack { ProgressView("Upload", value: 3.0, total: 4.0); ProgressView() })
    let views = host.findAll(ProgressView<Text, EmptyView>.self)
    #expect(views.map(\.progress) == [0.75])
    #expect(host.render().contains("ProgressView(0.75)"))
  }

  @Test func aButtonStyleIsRecordedByItsMemberName() throws {
    let host = ViewHost(Button("Buy") {}.buttonStyle(.borderedProminent).tint(.green))
    let buy = try host.button("Buy")
    #expect(buy.attribute("buttonStyle") == ".borderedProminent")
    #expect(buy.attribute("tint") == ".green")
  }
}
