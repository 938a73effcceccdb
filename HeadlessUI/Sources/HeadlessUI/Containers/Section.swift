/// A container view that you can use to add hierarchy within certain views (lists, forms).
///
/// It renders its header, content and footer, in that order.
///
/// ```swift
/// // Fragment
/// Section("Account") { Toggle("Private", isOn: $isPrivate) }
/// Section { rows } header: { Text("Recent") } footer: { Text("\(count) items") }
/// ```
public struct Section<Parent, Content, Footer> {
  internal let header: Parent?
  internal let content: Content
  internal let footer: Footer?
}

extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never

  /// Creates a section with a header, footer, and the provided section content.
  ///
  /// - Parameters:
  ///   - content: A view builder that creates the section's content.
  ///   - header: A view builder that creates the section's header.
  ///   - footer: A view builder that creates the section's footer.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    self.init(header: header(), content: content(), footer: footer())
  }

  /// Creates a section with a header, footer, and the provided section content.
  ///
  /// - Parameters:
  ///   - header: A view to use as the section's header.
  ///   - footer: A view to use as the section's footer.
  ///   - content: A view builder that creates the section's content.
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(macOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(tvOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(watchOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  @available(visionOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
  nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// Creates a section with the provided section content.
  ///
  /// - Parameter content: A view builder that creates the section's content.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(header: nil, content: content(), footer: nil)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// Creates a section with a header and the provided section content.
  ///
  /// - Parameters:
  ///   - content: A view builder that creates the section's content.
  ///   - header: A view builder that creates the section's header.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: nil)
  }

  /// Creates a section with a header and the provided section content.
  ///
  /// - Parameters:
  ///   - header: A view to use as the section's header.
  ///   - content: A view builder that creates the section's content.
  @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(macOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(tvOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(watchOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  @available(visionOS, deprecated: 100000.0, renamed: "Section(content:header:)")
  nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: nil)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// Creates a section with a footer and the provided section content.
  ///
  /// - Parameters:
  ///   - content: A view builder that creates the section's content.
  ///   - footer: A view builder that creates the section's footer.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: nil, content: content(), footer: footer())
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// Creates a section with the provided section content, and a header generated from a
  /// localized string.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the section's localized title, which describes the contents of the
  ///     section.
  ///   - content: A view builder that creates the section's content.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: nil)
  }

  /// Creates a section with the provided section content, and a header generated from a
  /// string.
  ///
  /// - Parameters:
  ///   - title: A string that describes the contents of the section (not localized).
  ///   - content: A view builder that creates the section's content.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
    self.init(header: Text(title), content: content(), footer: nil)
  }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
  func render(_ node: Node, in graph: ViewGraph) {
    var elements: [ChildElement] = []
    if let header { elements.append(ChildElement(key: "header", view: header)) }
    elements.append(ChildElement(key: "content", view: content))
    if let footer { elements.append(ChildElement(key: "footer", view: footer)) }
    graph.reconcileChildren(of: node, elements)
  }

  func describe(_ node: Node) -> String? { "Section" }
}

@available(*, unavailable)
extension Section: Sendable {}
