/// The appearance and behavior of a labeled content instance (HeadlessUI records the style's
/// type and never calls ``makeBody(configuration:)``: host queries find the label and the
/// content whatever the style).
///
/// ```swift
/// // Fragment
/// struct StackedStyle: LabeledContentStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) { configuration.label; configuration.content }
///   }
/// }
/// LabeledContent("Total", value: "$12").labeledContentStyle(StackedStyle())
/// ```
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@preconcurrency @MainActor
public protocol LabeledContentStyle {
  /// A view that represents the appearance and behavior of labeled content.
  associatedtype Body: View

  /// Creates a view that represents the body of labeled content.
  ///
  /// - Parameter configuration: The properties of the labeled content.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a labeled content instance.
  typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of a labeled content instance.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledContentStyleConfiguration {
  /// A type-erased label of a labeled content instance.
  @MainActor @preconcurrency
  public struct Label: View {
    public typealias Body = Never
    nonisolated init() {}
  }

  /// A type-erased content of a labeled content instance.
  @MainActor @preconcurrency
  public struct Content: View {
    public typealias Body = Never
    nonisolated init() {}
  }

  /// The label of the labeled content instance.
  public let label = Label()

  /// The content of the labeled content instance.
  public let content = Content()
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContentStyleConfiguration.Label: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContentStyleConfiguration.Content: PrimitiveView {
  func render(_ node: Node, in graph: ViewGraph) {}
}

/// The default labeled content style.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  /// Creates an automatic labeled content style.
  public init() {}

  /// Creates a view that represents the body of labeled content.
  ///
  /// - Parameter configuration: The properties of the labeled content.
  public func makeBody(configuration: AutomaticLabeledContentStyle.Configuration) -> some View {
    HStack { configuration.label; configuration.content }
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// A labeled content style that resolves its appearance automatically based on the current
  /// context.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
  /// Sets a style for labeled content (recorded as the `labeledContentStyle` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Form { LabeledContent("Total", value: "$12") }.labeledContentStyle(StackedStyle())
  /// ```
  ///
  /// - Parameter style: The labeled content style to use.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func labeledContentStyle<S>(_ style: S) -> some View where S: LabeledContentStyle {
    attribute("labeledContentStyle", "\(S.self)")
  }
}

@available(*, unavailable)
extension LabeledContentStyleConfiguration: Sendable {}
