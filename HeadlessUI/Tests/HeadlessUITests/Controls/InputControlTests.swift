import Foundation
import HeadlessUI
import Testing

private struct Mixer: View {
  @State private var volume = 5.0
  @State private var balance = 0.5
  let log: Log

  var body: some View {
    VStack {
      Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") } onEditingChanged: { log.add("editing \($0)") }
      Text("volume \(volume)")
      Slider(value: $balance)
    }
  }
}

private struct Delivery: View {
  @State private var date: Date
  let range: ClosedRange<Date>

  init(start: Date, range: ClosedRange<Date>) {
    _date = State(initialValue: start)
    self.range = range
  }

  var body: some View {
    DatePicker("Delivery", selection: $date, in: range, displayedComponents: .date)
    Text("delivery \(date.timeIntervalSince1970)")
  }
}

private struct Notes: View {
  @State private var notes = ""
  @State private var quantity = 1

  var body: some View {
    TextEditor(text: $notes)
    Text("notes: \(notes)")
    TextField("Quantity", value: $quantity, format: .number)
    Text("quantity \(quantity)")
  }
}

private struct Recipe: View {
  @State private var showsSteps = false

  var body: some View {
    DisclosureGroup("Ingredients") { Text("Flour") }
    DisclosureGroup("Steps", isExpanded: $showsSteps) { Text("Knead") }
    Text(showsSteps ? "steps shown" : "steps hidden")
  }
}

private struct Category: Identifiable, Hashable {
  let id: Int
  let name: String
}

private struct Catalog: View {
  @State private var selection: Int?
  @State private var marked: Set<Int> = []
  let categories = [Category(id: 1, name: "Shoes"), Category(id: 2, name: "Hats")]

  var body: some View {
    List(categories, selection: $selection) { Text($0.name) }
    Text("selected \(selection.map(String.init) ?? "none")")
    List(selection: $marked) {
      Text("Red").tag(10)
      Text("Blue").tag(20)
    }
    Text("marked \(marked.sorted())")
  }
}

private struct Editable: View {
  @State private var editMode = EditMode.inactive

  var body: some View {
    VStack {
      EditButton()
      Text(editMode.isEditing ? "editing" : "browsing")
    }
    .environment(\.editMode, $editMode)
  }
}

/// Controls that take a value, driven through the host.
@MainActor @Suite struct InputControlTests {
  // https://developer.apple.com/documentation/swiftui/slider — "bounds: The range of the valid
  // values. step: The distance between each valid value."; "The slider calls onEditingChanged
  // when editing begins and ends."
  @Test func aSliderIsSetToTheNearestValidValueWithinItsBoundsAndStep() throws {
    let log = Log()
    let host = ViewHost(Mixer(log: log))
    let slider = try host.slider("Volume")
    #expect(slider.sliderValue == 5)
    try slider.slide(to: 7.4)
    #expect(slider.sliderValue == 7)
    #expect(try host.find(text: "volume 7.000000").isMounted)
    try slider.slide(to: 42)
    #expect(slider.sliderValue == 10)
    try slider.slide(to: -3)
    #expect(slider.sliderValue == 0)
    #expect(log.entries == ["editing true", "editing false", "editing true", "editing false", "editing true", "editing false"])
  }

  // https://developer.apple.com/documentation/swiftui/slider/init(value:in:onediting changed:)
  // — "bounds: The range of the valid values. Defaults to 0...1."
  @Test func aSliderWithoutLabelOrStepIsFoundByAnEmptyTitleAndTakesAnyValueInItsRange() throws {
    let host = ViewHost(Mixer(log: Log()))
    let slider = try host.slider("")
    try slider.slide(to: 0.25)
    #expect(slider.sliderValue == 0.25)
    try slider.slide(to: 2)
    #expect(slider.sliderValue == 1)
  }

  @Test func findingAMissingSliderListsTheSliders() throws {
    let host = ViewHost(Mixer(log: Log()))
    #expect(throws: ViewHostError(#"No slider titled "Bass" found. Sliders: "Volume", ""."#)) {
      try host.slider("Bass")
    }
  }

  // https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)-1ji9p
  // — "range: The inclusive range of selectable dates."
  @Test func aDatePickerPicksADateWithinItsRangeAndRefusesOneOutsideIt() throws {
    let start = Date(timeIntervalSince1970: 1_000_000)
    let range = start...start.addingTimeInterval(86_400 * 7)
    let host = ViewHost(Delivery(start: start, range: range))
    let picker = try host.datePicker("Delivery")
    #expect(picker.selectedDate == start)
    let tomorrow = start.addingTimeInterval(86_400)
    try picker.pick(date: tomorrow)
    #expect(picker.selectedDate == tomorrow)
    #expect(try host.find(text: "delivery 1086400.000000").isMounted)
    let later = start.addingTimeInterval(86_400 * 30)
    #expect(throws: ViewHostError(#"DatePicker "Delivery" offers no \#(later): its range is \#(range.lowerBound) to \#(range.upperBound)."#)) {
      try picker.pick(date: later)
    }
    #expect(picker.selectedDate == tomorrow)
  }

  // https://developer.apple.com/documentation/swiftui/texteditor — "A view that can display
  // and edit long-form text."
  @Test func typingIntoATextEditorWritesItsBinding() throws {
    let host = ViewHost(Notes())
    try host.root.textEditor().enterText("Leave at the door.\nRing twice.")
    #expect(try host.find(text: "notes: Leave at the door.\nRing twice.").isMounted)
  }

  // https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)-3xmf1
  // — "If the user enters text that the format style can't parse, the binding value doesn't
  // change" (SwiftUI commits the parsed value when editing ends; the host commits at once).
  @Test func aFormattedTextFieldShowsTheFormattedValueAndCommitsWhatItParses() throws {
    let host = ViewHost(Notes())
    let field = try host.textField("Quantity")
    #expect(field.textFieldValue == "1")
    try field.enterText("12")
    #expect(try host.find(text: "quantity 12").isMounted)
    try field.enterText("twelve")
    #expect(try host.find(text: "quantity 12").isMounted)
    #expect(field.textFieldValue == "12")
  }

  // https://developer.apple.com/documentation/swiftui/disclosuregroup — "A disclosure group
  // view consists of a label to identify the contents, and a control to show and hide the
  // contents. Showing the contents puts the disclosure group into the "expanded" state".
  @Test func aDisclosureGroupShowsItsContentOnlyWhileExpanded() throws {
    let host = ViewHost(Recipe())
    let ingredients = try host.disclosureGroup("Ingredients")
    #expect(ingredients.isExpanded == false)
    #expect(host.findAll(text: "Flour").isEmpty)
    try ingredients.toggleExpansion()
    #expect(ingredients.isExpanded == true)
    #expect(try host.find(text: "Flour").isMounted)
    try ingredients.toggleExpansion()
    #expect(host.findAll(text: "Flour").isEmpty)
  }

  @Test func aDisclosureGroupWithABindingExpandsThroughIt() throws {
    let host = ViewHost(Recipe())
    try host.disclosureGroup("Steps").toggleExpansion()
    #expect(try host.find(text: "steps shown").isMounted)
    #expect(try host.find(text: "Knead").isMounted)
  }

  // https://developer.apple.com/documentation/swiftui/list — "To make members of a list
  // selectable, provide a binding to a selection variable. [...] the list uses the identifiers
  // of the data's elements" (or each row's tag).
  @Test func selectingARowSetsTheListSelectionToItsIdOrTag() throws {
    let host = ViewHost(Catalog())
    try host.find(text: "Hats").select()
    #expect(try host.find(text: "selected 2").isMounted)
    try host.find(text: "Blue").select()
    try host.find(text: "Red").select()
    #expect(try host.find(text: "marked [10, 20]").isMounted)
    try host.find(text: "Blue").select()
    #expect(try host.find(text: "marked [10]").isMounted)
  }

  // https://developer.apple.com/documentation/swiftui/editbutton — "A button that toggles the
  // edit mode environment value."
  @Test func anEditButtonTogglesTheEditModeAndItsTitle() throws {
    let host = ViewHost(Editable())
    try host.button("Edit").tap()
    #expect(try host.find(text: "editing").isMounted)
    try host.button("Done").tap()
    #expect(try host.find(text: "browsing").isMounted)
  }
}
