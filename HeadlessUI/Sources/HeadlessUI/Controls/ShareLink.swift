import Foundation

/// A view that controls a sharing presentation.
///
/// HeadlessUI shows the link's label (by default "Share" with the share symbol) and presents no
/// share sheet: a test finds the link and reads what it shares with ``HostedView/shareLink()``
/// (``HostedShareLink/items``, ``HostedShareLink/subject``, ``HostedShareLink/message``).
/// The link shares `String`s and `URL`s; sharing other ``Transferable`` types is not modelled.
///
/// ```swift
/// // Fragment
/// ShareLink(item: URL(string: "https://example.com/item/42")!)
/// ShareLink(item: "Look at this", subject: Text("Item 42"), message: Text("In the shop"))
/// ```
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View, Data.Element: Transferable {
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  nonisolated(unsafe) internal let items: [any Transferable]
  internal let subject: Text?
  internal let message: Text?

  nonisolated internal init(items: [any Transferable], subject: Text?, message: Text?, label: Label) {
    self.items = items
    self.subject = subject
    self.message = message
    self.label = label
  }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
  /// Creates an instance that presents the share interface.
  ///
  /// - Parameters:
  ///   - item: The item to share.
  ///   - subject: A title for the item to show when sharing to activities that support a subject
  ///     field.
  ///   - message: A description of the item to show when sharing to activities that support a
  ///     message field.
  nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
    self.init(items: [item], subject: subject, message: message, label: DefaultShareLinkLabel())
  }

  /// Creates an instance that presents the share interface.
  ///
  /// - Parameters:
  ///   - item: The item to share.
  ///   - subject: A title for the item to show when sharing to activities that support a subject
  ///     field.
  ///   - message: A description of the item to show when sharing to activities that support a
  ///     message field.
  nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
    self.init(items: [item], subject: subject, message: message, label: DefaultShareLinkLabel())
  }

  /// Creates an instance, with a custom label, that presents the share interface.
  ///
  /// - Parameters:
  ///   - title: The title of the share action.
  ///   - item: The item to share.
  ///   - subject: A title for the item to show when sharing to activities that support a subject
  ///     field.
  ///   - message: A description of the item to show when sharing to activities that support a
  ///     message field.
  nonisolated public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
    self.init(items: [item], subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
  }

  /// Creates an instance, with a custom label, that presents the share interface.
  ///
  /// - Parameters:
  ///   - titleKey: A key identifying the title of the share action.
  ///   - item: The item to share.
  ///   - subject: A title for the item to show when sharing to activities that support a subject
  ///     field.
  ///   - message: A description of the item to show when sharing to activities that support a
  ///     message field.
  nonisolated public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
    self.init(Text(titleKey), item: item, subject: subject, message: message)
  }

  /// Creates an instance, with a custom label, that presents the share interface.
  ///
  /// - Parameters:
  ///   - title: The title of the share action.
  ///   - item: The item to share.
  ///   - subject: A title for the item to show when sharing to activities that support a subject
  ///     field.
  ///   - message: A description of the item to show when sharing to activities that support a
  ///     message field.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String>, S: StringProtocol {
    self.init(Text(title), item: item, subject: subject, message: message)
  }

  /// Creates an instance, with a custom label, that presents the share interface.
  ///
  /// - Parameters:
  ///   - title: The title of the share action.
  ///   - item: The item to share.
  ///   - subject: A title for the item to show when sharing to activities that support a subject
  ///     field.
  ///   - message: A description of the item to show when sharing to activities that support a
  ///     message field.
  nonisolated public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
    self.init(items: [item], subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
  }

  /// Creates an instance, with a custom label, that presents the share interface.
  ///
  /// - Parameters:
  ///   - titleKey: A key identifying the title of the share action.
  ///   - item: The item to share.
  ///   - subject: A title for the item to show when sharing to activities that support a subject
  ///     field.
  ///   - message: A description of the item to show when sharing to activities that support a
  ///     message field.
  nonisolated public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
    self.init(Text(titleKey), item: item, subject: subject, message: message)
  }

  /// Creates an instance, with a custom label, that presents the share interface.
  ///
  /// - Parameters:
  ///   - title: The title of the share action.
  ///   - item: The item to share.
  ///   - subject: A title for the item to show when sharing to activities that support a subject
  ///     field.
  ///   - message: A description of the item to show when sharing to activities that support a
  ///     message field.
  @_disfavoredOverload
  nonisolated public init<S>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL>, S: StringProtocol {
    self.init(Text(title), item: item, subject: subject, message: message)
  }
}

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  /// Creates an instance that presents the share interface, with a label of your own.
  ///
  /// ```swift
  /// // Fragment
  /// ShareLink(item: itemURL) { Label("Send to a friend", systemImage: "paperplane") }
  /// ```
  ///
  /// - Parameters:
  ///   - item: The item to share.
  ///   - subject: A title for the item to show when sharing to activities that support a subject
  ///     field.
  ///   - message: A description of the item to show when sharing to activities that support a
  ///     message field.
  ///   - label: A view builder that produces a label that describes the share action.
  nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
    self.init(items: [item], subject: subject, message: message, label: label())
  }

  /// Creates an instance that presents the share interface, with a label of your own.
  ///
  /// - Parameters:
  ///   - item: The item to share.
  ///   - subject: A title for the item to show when sharing to activities that support a subject
  ///     field.
  ///   - message: A description of the item to show when sharing to activities that support a
  ///     message field.
  ///   - label: A view builder that produces a label that describes the share action.
  nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
    self.init(items: [item], subject: subject, message: message, label: label())
  }
}

/// Lets the host read a share link without knowing its types.
@MainActor
protocol ShareLinkProtocol {
  var items: [any Transferable] { get }
  var subject: Text? { get }
  var message: Text? { get }
}

extension ShareLink: SingleChildPrimitive, ShareLinkProtocol {
  var child: any View { label }

  func describe(_ node: Node) -> String? {
    "ShareLink(\(node.title.debugDescription), items: \(items.map { spelled($0) }.joined(separator: ", ")))"
  }
}

@available(*, unavailable)
extension ShareLink: Sendable {}

/// The default label used for a share link: "Share" with the share symbol, or the title the
/// link was given.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct DefaultShareLinkLabel: View {
  public typealias Body = Never

  internal let title: Text

  nonisolated internal init(title: Text = Text("Share")) {
    self.title = title
  }
}

extension DefaultShareLinkLabel: SingleChildPrimitive {
  var child: any View { Label { title } icon: { Image(systemName: "square.and.arrow.up") } }
}

@available(*, unavailable)
extension DefaultShareLinkLabel: Sendable {}
