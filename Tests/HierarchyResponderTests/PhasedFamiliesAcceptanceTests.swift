// Acceptance tests of ARCHITECTURE.md, Phases, for the families that take `phase:` like the
// others: `receiveError`, `transformEvent`, `transformError`, `catchError`, and the untyped forms.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  @MainActor
  @Suite("Phases on every responder family")
  struct PhasedFamiliesAcceptanceTests {
    @Test("An error capture responder acts before the inner ones and may decline: the inner responder then handles")
    func errorCaptureThatDeclines() throws {
      let recorder = Recorder()
      let host = ViewHost(
        ReportView()
          .handleError(MyError.self) { recorder("inner handled MyError") }
          .receiveError(phase: .capture) { error in
            recorder("capture saw \(type(of: error))")
            return error is AnError ? .handled : .notHandled
          })
      try host.button("Report").tap()
      #expect(recorder.entries == ["capture saw MyError", "inner handled MyError"])
    }

    @Test("A typed error capture responder that handles stops the error before the inner responders")
    func typedErrorCaptureThatHandles() throws {
      let recorder = Recorder()
      let host = ViewHost(
        ReportView(error: { AnError() })
          .handleError(AnError.self) { recorder("inner") }
          .receiveError(AnError.self, phase: .capture) { _ in recorder("captured"); return .handled })
      try host.button("Report").tap()
      #expect(recorder.entries == ["captured"])
    }

    @Test("An error default (fallback) handles only what no responder outer to it takes")
    func errorDefault() throws {
      let recorder = Recorder()
      let host = ViewHost(
        VStack {
          ReportView(title: "Mine", error: { MyError() })
          ReportView(title: "Other", error: { AnError() })
        }
        .handleError(phase: .fallback) { error in recorder("default: \(type(of: error))") }
        .handleError(MyError.self) { recorder("app: MyError") })
      try host.button("Mine").tap()
      try host.button("Other").tap()
      #expect(recorder.entries == ["app: MyError", "default: AnError"])
    }

    @Test("A catchError default turns an error nothing took into an event, sent from its position")
    func catchErrorDefault() throws {
      let recorder = Recorder()
      let host = ViewHost(
        ReportView()
          .catchError(phase: .fallback) { _ in MyEvent() }
          .handleError(AnError.self) { recorder("app: AnError") }
          .handleEvent(MyEvent.self) { recorder("alert event") })
      try host.button("Report").tap()
      #expect(recorder.entries == ["alert event"])
    }

    @Test("A capture transformEvent replaces the value before the inner responders see it")
    func transformEventCapture() throws {
      let recorder = Recorder()
      let host = ViewHost(
        TriggerView()
          .handleEvent(MyEvent.self) { recorder("inner saw MyEvent") }
          .transformEvent(MyEvent.self, phase: .capture) { AnotherEvent() }
          .handleEvent(AnotherEvent.self) { recorder("outer handled AnotherEvent") })
      try host.button("Trigger").tap()
      #expect(recorder.entries == ["outer handled AnotherEvent"])
    }

    @Test("A transformError default replaces an error nothing took; the replacement goes on outward")
    func transformErrorDefault() throws {
      let recorder = Recorder()
      let host = ViewHost(
        ReportView()
          .transformError(phase: .fallback) { _ in AnError() }
          .handleError(AnError.self) { recorder("outer handled AnError") })
      try host.button("Report").tap()
      #expect(recorder.entries == ["outer handled AnError"])
    }
  }
#endif
