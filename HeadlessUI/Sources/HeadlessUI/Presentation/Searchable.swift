/// The placement of a search field in a view hierarchy.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SearchFieldPlacement: Sendable {
  internal let name: String

  /// SwiftUI places the search field automatically.
  public static let automatic = SearchFieldPlacement(name: ".automatic")
  /// The search field is placed in the toolbar.
  public static let toolbar = SearchFieldPlacement(name: ".toolbar")
  /// The search field is placed in the sidebar of a navigation view.
  public static let sidebar = SearchFieldPlacement(name: ".sidebar")
  /// The search field is placed in a drawer of the navigation bar.
  @available(iOS 15.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public static let navigationBarDrawer = SearchFieldPlacement(name: ".navigationBarDrawer")
}

extension View {
  /// Marks this view as searchable, which configures the display of a search field.
  ///
  /// ``ViewHost/search(_:)`` types into the field (the binding takes the text) and
  /// ``ViewHost/submitSearch()`` submits it (running `onSubmit(of: .search)` actions around
  /// it). The field's prompt is ``HostedSearchField``'s.
  ///
  /// ```swift
  /// // Fragment
  /// List(results) { … }.searchable(text: $query, prompt: "Find a post")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text to display and edit in the search field.
  ///   - placement: The preferred placement of the search field within the containing view
  ///     hierarchy (ignored by HeadlessUI).
  ///   - prompt: A `Text` representing the prompt of the search field, which provides users with
  ///     guidance on what to search for; `nil` for none.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt?.string))
  }

  /// Marks this view as searchable, with a prompt given as a localized string key.
  ///
  /// - Parameters:
  ///   - text: The text to display and edit in the search field.
  ///   - placement: The preferred placement of the search field within the containing view
  ///     hierarchy (ignored by HeadlessUI).
  ///   - prompt: The key for the localized prompt of the search field, which provides users with
  ///     guidance on what to search for.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(prompt).string))
  }

  /// Marks this view as searchable, with a prompt given as a string.
  ///
  /// - Parameters:
  ///   - text: The text to display and edit in the search field.
  ///   - placement: The preferred placement of the search field within the containing view
  ///     hierarchy (ignored by HeadlessUI).
  ///   - prompt: A string representing the prompt of the search field, which provides users with
  ///     guidance on what to search for (not localized).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  nonisolated public func searchable<S>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View where S: StringProtocol {
    modifier(SearchableModifier(text: text, prompt: String(prompt)))
  }
}

/// A search field: its text binding and prompt.
nonisolated struct SearchableModifier: ViewModifier {
  typealias Body = Never
  let text: Binding<String>
  let prompt: String?
}

@MainActor
extension SearchableModifier: PrimitiveModifier {
  /// The content sees `\.isSearching`: true while the field is active (SwiftUI sets it in the
  /// environment of the searchable view, not above it).
  func render(content: any View, node: Node, in graph: ViewGraph) {
    let activation = node.storage(SearchActivation.init)
    var context = node.context
    context.environment = activation.environment(from: context.environment)
    graph.reconcileChildren(of: node, [ChildElement(key: 0, view: content)], context: context)
  }

  func describe() -> String { ".searchable(text: \(text.wrappedValue.debugDescription))" }
}

/// Whether a search field is active (focused, or holding a search the user has not cancelled),
/// and the environment it last gave its content.
///
/// It keeps that environment while neither the environment it receives nor the activation
/// changed, so that the views below see the very same environment and are not revisited.
@MainActor
final class SearchActivation {
  var isActive = false
  private var source: EnvironmentVersion?
  private var producedActive = false
  private var produced = EnvironmentValues()

  func environment(from environment: EnvironmentValues) -> EnvironmentValues {
    if source === environment.version, producedActive == isActive { return produced }
    source = environment.version
    producedActive = isActive
    produced = environment
    produced.isSearching = isActive
    return produced
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
private struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// A Boolean value that indicates when the user is searching.
  ///
  /// `true` inside a `searchable` view while its search field is active: from when the user
  /// focuses the field (``HostedSearchField/activate()``, or typing with
  /// ``HostedSearchField/enterText(_:)``) until they cancel the search
  /// (``HostedSearchField/dismiss()``). SwiftUI sets it in the environment of the view the
  /// `searchable` modifier applies to, so read it from a view inside that one, not from its
  /// parent.
  ///
  /// ```swift
  /// struct SearchedView: View {
  ///   @Environment(\.isSearching) private var isSearching
  ///   var body: some View { Text(isSearching ? "Searching!" : "Not searching.") }
  /// }
  /// ```
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
}

/// A type that defines various triggers that result in the firing of a submission action.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
  /// The corresponding value of the raw type.
  public let rawValue: Int

  /// Creates a new option set from the given raw value.
  ///
  /// - Parameter rawValue: The raw value of the option set to create.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// Defines triggers originating from search fields constructed from searchable modifiers.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
  /// Adds an action to perform when the user submits a value to this view.
  ///
  /// ``HostedView/submit()`` on a text field (or ``ViewHost/submitSearch()``) runs the actions
  /// of the `onSubmit` modifiers around it whose triggers match, innermost first.
  ///
  /// ```swift
  /// // Fragment
  /// TextField("Message", text: $draft).onSubmit { send() }
  /// ```
  ///
  /// - Parameters:
  ///   - triggers: The triggers that should invoke the provided action. The default is
  ///     ``SubmitTriggers/text``.
  ///   - action: The action to perform on submission of a value.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
    modifier(SubmitModifier(triggers: triggers, action: action))
  }
}

/// Runs an action when a text field or search field inside submits.
nonisolated struct SubmitModifier: ViewModifier {
  typealias Body = Never
  let triggers: SubmitTriggers
  let action: () -> Void
}

@MainActor
extension SubmitModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String { triggers == .search ? ".onSubmit(of: .search)" : ".onSubmit" }
}

extension Node {
  /// Runs the `onSubmit` actions around this node matching `trigger`, innermost first.
  ///
  /// - Returns: how many actions ran.
  func submit(_ trigger: SubmitTriggers) -> Int {
    let actions = ([self] + ancestors).compactMap { node -> (() -> Void)? in
      guard let submit = node.modifier as? SubmitModifier, submit.triggers.contains(trigger) else { return nil }
      return submit.action
    }
    for action in actions { action() }
    return actions.count
  }
}
