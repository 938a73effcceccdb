// The Requests article's examples, run on HeadlessUI.
#if !canImport(SwiftUI) || Headless
  import HeadlessUI
  import HierarchyResponder
  import Testing

  extension RequestsSnippets {
    @MainActor
    @Suite("The Requests article's examples")
    struct ArticleTests {
      let milk = Item(id: 1, name: "Milk")

      @Test("The confirmation dialog: an item is deleted only when the user confirms")
      func confirmationDialog() async throws {
        let spy = ResponderSpy()
        let host = ViewHost(ItemList(items: [milk, Item(id: 2, name: "Eggs")]).responderSpy(spy))
        try host.button("Delete Milk").tap()
        await drainMainActor()
        try host.update()
        #expect(host.confirmationDialog?.title == "Delete Milk?")
        try host.confirmationDialog?.tapButton("Delete")
        await drainMainActor()
        try await host.settle()
        try host.button("Delete Eggs").tap()
        await drainMainActor()
        try host.update()
        try host.confirmationDialog?.tapButton("Cancel")
        await drainMainActor()
        try await host.settle()
        #expect(spy.events(of: DeleteItemEvent.self).map(\.id) == [1])
      }

      @Test("Busy while asked: the row's button is disabled while the confirmation is pending, enabled once answered")
      func busyWhileAsked() async throws {
        let spy = ResponderSpy()
        let host = ViewHost(
          VStack { AskingRow(item: milk) }
            .respond(to: ConfirmDeletion.self) { _ in
              await Task.yield()
              return true
            }
            .responderSpy(spy))
        try host.button("Delete Milk").tap()
        try host.update()
        #expect(try host.button("Delete Milk").isEnabled == false, "pending: the async responder has not answered")
        try await host.settle()
        #expect(try host.button("Delete Milk").isEnabled)
        #expect(spy.events(of: DeleteItemEvent.self).map(\.id) == [1])
      }

      @Test("A row tested on its own: the spy answers its request")
      func spyAnswers() async throws {
        let spy = ResponderSpy()
        spy.answer(ConfirmDeletion.self) { _ in true }
        let host = ViewHost(ItemRow(item: milk).responderSpy(spy))
        try host.button("Delete Milk").tap()
        await drainMainActor()
        #expect(spy.events(of: DeleteItemEvent.self).map(\.id) == [1])
        #expect(spy.requests(of: ConfirmDeletion.self).map(\.itemName) == ["Milk"])
      }

      @Test("The account picker: one account answers at once, without a sheet")
      func oneAccount() async throws {
        let host = ViewHost(MailScreen(accounts: [Account(id: 1, address: "me@home.example")]))
        try host.button("Compose from …").tap()
        await drainMainActor()
        try host.update()
        #expect(host.sheet == nil)
        #expect((try? host.button("Compose from me@home.example")) != nil)
      }

      @Test("The account picker: with several accounts, the inner responder declines and the picker sheet answers")
      func severalAccounts() async throws {
        let accounts = [Account(id: 1, address: "me@home.example"), Account(id: 2, address: "me@work.example")]
        let host = ViewHost(MailScreen(accounts: accounts))
        try host.button("Compose from …").tap()
        await drainMainActor()
        try host.update()
        #expect(host.sheet != nil)
        try host.button("me@work.example").tap()
        await drainMainActor()
        try await host.settle()
        #expect(host.sheet == nil)
        #expect((try? host.button("Compose from me@work.example")) != nil)
      }

      @Test("request from a hosted view: the answer is awaited, a dialog's answer once the test acts")
      func requestFromAHostedView() async throws {
        let one = [Account(id: 1, address: "me@home.example")]
        let direct = ViewHost(MailScreen(accounts: one))
        #expect(try await direct.find(ComposeButton.self).sendRequest(PickAccount()) == one[0])

        let accounts = [Account(id: 1, address: "me@home.example"), Account(id: 2, address: "me@work.example")]
        let host = ViewHost(MailScreen(accounts: accounts))
        async let picked = host.find(ComposeButton.self).sendRequest(PickAccount())
        try await host.runUntilIdle()  // the picker's sheet is presented
        try host.button("me@work.example").tap()
        #expect(try await picked == accounts[1])
        #expect(host.sheet == nil)
      }
    }
  }
#endif
