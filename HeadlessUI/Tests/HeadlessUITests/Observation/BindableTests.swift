import HeadlessUI
import Testing

// Apple docs, `Bindable`: "Use this property wrapper to create bindings to mutable properties of
// a data model object that conforms to the Observable protocol", on a property, or on a local
// variable, for example one holding an object read with `@Environment(Model.self)`.

@Observable private final class Account {
  var name = "Ada"
  var email = "ada@example.com"
}

private struct NameEditor: View {
  @Bindable var account: Account
  var body: some View { TextField("Name", text: $account.name) }
}

private struct NameLabel: View {
  let account: Account
  var body: some View { Text("Name: \(account.name)") }
}

private struct EmailLabel: View {
  let account: Account
  var body: some View { Text("Email: \(account.email)") }
}

private struct AccountScreen: View {
  let account: Account

  var body: some View {
    VStack {
      NameEditor(account: account)
      NameLabel(account: account)
      EmailLabel(account: account)
    }
  }
}

/// Apple's pattern for an environment object: a local `@Bindable` inside `body`.
private struct EnvironmentNameEditor: View {
  @Environment(Account.self) private var account

  var body: some View {
    @Bindable var account = account
    TextField("Name", text: $account.name)
  }
}

@MainActor @Suite struct BindableTests {
  // `Bindable`: `$account.name` is a binding that writes the model; observation then re-evaluates
  // the views that read `name` ("Discover Observation in SwiftUI", WWDC23), and only those.
  @Test func aBindingThroughATextFieldWritesTheModelAndReevaluatesItsReaders() throws {
    let account = Account()
    let host = ViewHost(AccountScreen(account: account))
    host.resetBodyEvaluationCounts()
    try host.textField("Name").enterText("Grace")
    #expect(account.name == "Grace")
    _ = try host.find(text: "Name: Grace")
    #expect(try host.textField("Name").textFieldValue == "Grace")
    #expect(host.bodyEvaluationCount(of: NameLabel.self) == 1)
    #expect(host.bodyEvaluationCount(of: EmailLabel.self) == 0)
    #expect(host.bodyEvaluationCount(of: AccountScreen.self) == 0)
  }

  // A change made to the model elsewhere shows in the text field bound to it.
  @Test func aTextFieldBoundToTheModelShowsChangesMadeElsewhere() throws {
    let account = Account()
    let host = ViewHost(AccountScreen(account: account))
    account.name = "Hopper"
    try host.update()
    #expect(try host.textField("Name").textFieldValue == "Hopper")
  }

  // `Bindable` docs: "@Bindable var book = book" in `body`, for an object from the environment.
  @Test func aLocalBindableInBodyBindsAnObjectReadFromTheEnvironment() throws {
    let account = Account()
    let host = ViewHost(EnvironmentNameEditor().environment(account))
    try host.textField("Name").enterText("Lovelace")
    #expect(account.name == "Lovelace")
    #expect(try host.textField("Name").textFieldValue == "Lovelace")
  }

  // `Bindable(_:)` and dynamic member lookup make the same binding without the property wrapper.
  @Test func bindableMadeFromAnObjectReadsAndWritesItsProperties() {
    let account = Account()
    let email = Bindable(account).email
    #expect(email.wrappedValue == "ada@example.com")
    email.wrappedValue = "countess@example.com"
    #expect(account.email == "countess@example.com")
  }
}
