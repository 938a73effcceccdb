import HeadlessUI
import Testing

private struct Deleting: View {
  let log: Log
  @State private var isAsking = false

  var body: some View {
    VStack {
      Text("asking: \(isAsking ? "yes" : "no")")
      Button("Delete") { isAsking = true }
    }
    .alert("Delete the file?", isPresented: $isAsking) {
      Button("Delete", role: .destructive) { log.add("deleted") }
      Button("Cancel", role: .cancel) { log.add("cancelled") }
    } message: {
      Text("This cannot be undone.")
    }
  }
}

private struct Informing: View {
  @State private var isShowing = true
  let title: String

  var body: some View {
    Text("shown: \(isShowing ? "yes" : "no")")
      .alert(title, isPresented: $isShowing) {}
  }
}

private struct Failure: Identifiable {
  var id: String { reason }
  var reason: String
}

private struct Presenting: View {
  let failure: Failure?
  @State private var isShowing = true

  var body: some View {
    Text("content")
      .alert(Text("Failed"), isPresented: $isShowing, presenting: failure) { failure in
        Button("Retry \(failure.reason)") {}
      } message: { failure in
        Text("Because \(failure.reason)")
      }
  }
}

private struct Legacy: View {
  let log: Log
  @State private var isShowing = true

  var body: some View {
    Text("legacy")
      .alert(isPresented: $isShowing) {
        Alert(
          title: Text("Erase all?"), message: Text("Everything goes."),
          primaryButton: .destructive(Text("Erase")) { log.add("erased") },
          secondaryButton: .cancel()
        )
      }
  }
}

@MainActor @Suite struct AlertTests {
  @Test func anAlertExposesItsTitleMessageAndButtons() throws {
    let host = ViewHost(Deleting(log: Log()))
    #expect(host.alert == nil)
    try host.button("Delete").tap()
    let alert = try #require(host.alert)
    #expect(alert.title == "Delete the file?")
    #expect(alert.message == "This cannot be undone.")
    #expect(alert.buttons == [
      PresentedAlert.Button(title: "Delete", role: .destructive),
      PresentedAlert.Button(title: "Cancel", role: .cancel),
    ])
  }

  @Test func tappingAnAlertButtonRunsItsActionAndDismissesResettingTheBinding() throws {
    let log = Log()
    let host = ViewHost(Deleting(log: log))
    try host.button("Delete").tap()
    _ = try host.find(text: "asking: yes")
    try host.tapAlertButton("Delete")
    #expect(log.entries == ["deleted"])
    #expect(host.alert == nil)
    _ = try host.find(text: "asking: no")
  }

  @Test func anAlertWithoutActionsGetsADefaultOKButton() throws {
    let host = ViewHost(Informing(title: "Saved"))
    let alert = try #require(host.alert)
    #expect(alert.title == "Saved")
    #expect(alert.message == nil)
    #expect(alert.buttons == [PresentedAlert.Button(title: "OK")])
    try alert.tapButton("OK")
    #expect(host.alerts.isEmpty)
    _ = try host.find(text: "shown: no")
  }

  @Test func aPresentingAlertIsShownOnlyWithData() throws {
    #expect(ViewHost(Presenting(failure: nil)).alert == nil)
    let host = ViewHost(Presenting(failure: Failure(reason: "offline")))
    let alert = try #require(host.alert)
    #expect(alert.title == "Failed")
    #expect(alert.message == "Because offline")
    #expect(alert.buttons.map(\.title) == ["Retry offline"])
  }

  @Test func theDeprecatedAlertTypeIsPresentedTheSameWay() throws {
    let log = Log()
    let host = ViewHost(Legacy(log: log))
    let alert = try #require(host.alert)
    #expect(alert.description == #"Alert "Erase all?": "Everything goes." ["Erase" (destructive), "Cancel" (cancel)]"#)
    try alert.tapButton("Erase")
    #expect(log.entries == ["erased"])
    #expect(host.alert == nil)
  }

  @Test func tappingAMissingAlertButtonThrowsListingTheButtons() throws {
    let host = ViewHost(Deleting(log: Log()))
    #expect(throws: ViewHostError("No alert is presented.")) { try host.tapAlertButton("Delete") }
    try host.button("Delete").tap()
    #expect(throws: ViewHostError(
      #"The alert "Delete the file?" has no button titled "Keep". Buttons: "Delete", "Cancel"."#
    )) {
      try host.tapAlertButton("Keep")
    }
  }
}
