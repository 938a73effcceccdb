// The layer's acceptance tests drive views through HeadlessUI: they run where the layer is
// built on it (Linux, or `HIERARCHY_RESPONDER_HEADLESS=1 swift test` on a Mac).
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  struct NumberedEvent: Event {
    let number: Int
  }

  /// Makes events numbered by how many were made: proves events are made at tap time.
  @MainActor
  final class EventFactory {
    var made = 0
    func make() -> NumberedEvent {
      made += 1
      return NumberedEvent(number: made)
    }
  }

  struct OutOfStock: AlertableError {
    var title: String? { "Out of stock" }
    var message: String { "Nothing left to buy." }
  }

  struct Offline: AlertableError {
    var message: String { "Check your connection." }
  }

  @MainActor
  @Suite("Goodies: EventButton, onTapGesture(trigger:), alertable errors")
  struct GoodiesAcceptanceTests {
    @Test("EventButton with a title triggers its event, made when tapped")
    func eventButtonTitle() throws {
      let factory = EventFactory()
      let recorder = Recorder()
      let host = ViewHost(
        EventButton("Tap Me", event: factory.make())
          .handleEvent(NumberedEvent.self) { recorder("event \($0.number)") })
      #expect(factory.made == 0)
      try host.button("Tap Me").tap()
      try host.button("Tap Me").tap()
      #expect(recorder.entries == ["event 1", "event 2"])
    }

    @Test("EventButton with a label and a role keeps the role")
    func eventButtonLabelAndRole() throws {
      let recorder = Recorder()
      let host = ViewHost(
        EventButton(MyEvent(), role: .destructive) { Text("Delete") }
          .handleEvent(MyEvent.self) { recorder("deleted") })
      let button = try host.button("Delete")
      #expect(button.buttonRole == .destructive)
      try button.tap()
      #expect(recorder.entries == ["deleted"])
    }

    @Test("EventButton with a localized title key and a role")
    func eventButtonTitleKeyAndRole() throws {
      let recorder = Recorder()
      let title: LocalizedStringKey = "Cancel"
      let host = ViewHost(
        EventButton(title, role: .cancel, event: MyEvent())
          .handleEvent(MyEvent.self) { recorder("cancelled") })
      #expect(try host.button("Cancel").buttonRole == .cancel)
      try host.button("Cancel").tap()
      #expect(recorder.entries == ["cancelled"])
    }

    @Test("onTapGesture(count:trigger:) triggers on the given number of taps, making the event then")
    func tapGestureTrigger() throws {
      let factory = EventFactory()
      let recorder = Recorder()
      let host = ViewHost(
        Text("Photo")
          .onTapGesture(count: 2, trigger: factory.make())
          .handleEvent(NumberedEvent.self) { recorder("double tap \($0.number)") })
      #expect(throws: ViewHostError.self) { try host.find(text: "Photo").tap(count: 1) }
      try host.find(text: "Photo").tap(count: 2)
      #expect(recorder.entries == ["double tap 1"])
      #expect(factory.made == 1)
    }

    @Test("handleAlertErrors shows the title and message, and dismisses with its one button")
    func alertShowsTitleAndMessage() throws {
      let host = ViewHost(ReportView(title: "Buy") { OutOfStock() }.handleAlertErrors())
      try host.button("Buy").tap()
      let alert = try #require(host.alert)
      #expect(alert.title == "Out of stock")
      #expect(alert.message == "Nothing left to buy.")
      #expect(alert.buttons.map(\.title) == ["Okay"])
      try host.tapAlertButton("Okay")
      #expect(host.alert == nil)
    }

    @Test("An alertable error without a title shows the localized default \"Error\"")
    func alertDefaultTitle() throws {
      let host = ViewHost(ReportView(title: "Sync") { Offline() }.handleAlertErrors())
      try host.button("Sync").tap()
      #expect(host.alert?.title == "Error")
      #expect(host.alert?.message == "Check your connection.")
    }

    @Test("Errors arriving while an alert is shown queue; none is lost")
    func alertsQueue() throws {
      let host = ViewHost(
        VStack {
          ReportView(title: "Buy") { OutOfStock() }
          ReportView(title: "Sync") { Offline() }
        }
        .handleAlertErrors())
      try host.button("Buy").tap()
      try host.button("Sync").tap()
      #expect(host.alert?.title == "Out of stock")
      try host.tapAlertButton("Okay")
      #expect(host.alert?.title == "Error")
      #expect(host.alert?.message == "Check your connection.")
      try host.tapAlertButton("Okay")
      #expect(host.alert == nil)
    }

    @Test("handleAlertErrors passes other errors on untouched")
    func nonAlertableErrorsPass() throws {
      let recorder = Recorder()
      let host = ViewHost(
        ReportView()
          .handleAlertErrors()
          .handleError(MyError.self) { recorder("outer got MyError") })
      try host.button("Report").tap()
      #expect(host.alert == nil)
      #expect(recorder.entries == ["outer got MyError"])
    }
  }
#endif
