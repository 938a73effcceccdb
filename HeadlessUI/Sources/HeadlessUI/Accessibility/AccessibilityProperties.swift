// `accessibilityHint`, `accessibilityHidden`, `accessibilityAddTraits` and
// `accessibilityElement(children:)`: recorded with the view's other accessibility properties
// (``HostedView/attributes`` reports them; HeadlessUI has no accessibility tree).

/// A set of accessibility traits that describe how an element behaves.
///
/// ```swift
/// Text("Orders").accessibilityAddTraits(.isHeader)
/// ```
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
  internal var names: Swift.Set<String>

  internal init(names: Swift.Set<String>) { self.names = names }

  /// Creates an empty set of traits.
  public init() { names = [] }

  /// The accessibility element is a button.
  public static let isButton = AccessibilityTraits(names: ["isButton"])
  /// The accessibility element is a header that divides content into sections, like the
  /// title of a navigation bar.
  public static let isHeader = AccessibilityTraits(names: ["isHeader"])
  /// The accessibility element is currently selected.
  public static let isSelected = AccessibilityTraits(names: ["isSelected"])
  /// The accessibility element is a link.
  public static let isLink = AccessibilityTraits(names: ["isLink"])
  /// The accessibility element is a search field.
  public static let isSearchField = AccessibilityTraits(names: ["isSearchField"])
  /// The accessibility element is an image.
  public static let isImage = AccessibilityTraits(names: ["isImage"])
  /// The accessibility element plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(names: ["playsSound"])
  /// The accessibility element behaves as a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(names: ["isKeyboardKey"])
  /// The accessibility element is a static text that cannot be modified by the user.
  public static let isStaticText = AccessibilityTraits(names: ["isStaticText"])
  /// The accessibility element provides summary information when the application starts.
  public static let isSummaryElement = AccessibilityTraits(names: ["isSummaryElement"])
  /// The accessibility element frequently updates its label or value.
  public static let updatesFrequently = AccessibilityTraits(names: ["updatesFrequently"])
  /// The accessibility element starts a media session when it is activated.
  public static let startsMediaSession = AccessibilityTraits(names: ["startsMediaSession"])
  /// The accessibility element allows direct touch interaction for VoiceOver users.
  public static let allowsDirectInteraction = AccessibilityTraits(names: ["allowsDirectInteraction"])
  /// The accessibility element causes an automatic page turn when VoiceOver finishes reading
  /// the text within it.
  public static let causesPageTurn = AccessibilityTraits(names: ["causesPageTurn"])
  /// The accessibility element is modal.
  public static let isModal = AccessibilityTraits(names: ["isModal"])
  /// The accessibility element is a toggle.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static let isToggle = AccessibilityTraits(names: ["isToggle"])

  /// Returns a Boolean value that indicates whether the given trait exists in the set.
  ///
  /// - Parameter member: The traits to look for.
  public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
  /// Returns a new set with the traits of both sets.
  ///
  /// - Parameter other: The other traits.
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(names: names.union(other.names)) }
  /// Returns a new set with the traits common to both sets.
  ///
  /// - Parameter other: The other traits.
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(names: names.intersection(other.names))
  }
  /// Returns a new set with the traits in either set but not in both.
  ///
  /// - Parameter other: The other traits.
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(names: names.symmetricDifference(other.names))
  }
  /// Inserts the given traits into the set.
  ///
  /// - Parameter newMember: The traits to insert.
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
    let inserted = !contains(newMember)
    names.formUnion(newMember.names)
    return (inserted, newMember)
  }
  /// Removes the given traits from the set.
  ///
  /// - Parameter member: The traits to remove.
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    names.subtract(member.names)
    return member
  }
  /// Inserts the given traits into the set unconditionally.
  ///
  /// - Parameter newMember: The traits to insert.
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let present = contains(newMember)
    names.formUnion(newMember.names)
    return present ? newMember : nil
  }
  /// Adds the traits of the other set.
  ///
  /// - Parameter other: The other traits.
  public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
  /// Keeps only the traits common to both sets.
  ///
  /// - Parameter other: The other traits.
  public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
  /// Keeps the traits in either set but not in both.
  ///
  /// - Parameter other: The other traits.
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { names.formSymmetricDifference(other.names) }

  /// The traits, as the tree dump writes them: `[.isHeader, .isButton]`.
  internal var spelled: String {
    let sorted = names.sorted().map { ".\($0)" }
    return sorted.count == 1 ? sorted[0] : "[\(sorted.joined(separator: ", "))]"
  }
}

/// Defines the behavior for the child elements of the new parent element.
///
/// ```swift
/// HStack { Image(systemName: "star"); Text("4.5") }.accessibilityElement(children: .combine)
/// ```
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityChildBehavior: Hashable {
  internal let name: String

  // Apple's interface declares these constants on a type it does not make `Sendable`; each is
  // an immutable string, never written after its initialisation.
  /// Child accessibility elements become hidden.
  nonisolated(unsafe) public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// Any child accessibility elements become children of the new accessibility element.
  nonisolated(unsafe) public static let contain = AccessibilityChildBehavior(name: "contain")
  /// Combine any child accessibility element's properties for the new accessibility element.
  nonisolated(unsafe) public static let combine = AccessibilityChildBehavior(name: "combine")
}

@available(*, unavailable)
extension AccessibilityChildBehavior: Sendable {}

extension View {
  /// Communicates to the user what happens after performing the view's action (recorded as
  /// the `accessibilityHint` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Button("Buy") { buy() }.accessibilityHint(Text("Purchases the item"))
  /// ```
  ///
  /// - Parameter hint: A hint for the view's action.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(properties: [.hint(hint.string)]))
  }

  /// Communicates to the user what happens after performing the view's action (recorded as
  /// the `accessibilityHint` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Button("Buy") { buy() }.accessibilityHint("Purchases the item")
  /// ```
  ///
  /// - Parameter hintKey: The key of a localized hint for the view's action.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(properties: [.hint(Text(hintKey).string)]))
  }

  /// Communicates to the user what happens after performing the view's action (recorded as
  /// the `accessibilityHint` attribute).
  ///
  /// ```swift
  /// // Fragment
  /// Button("Buy") { buy() }.accessibilityHint(item.purchaseHint)
  /// ```
  ///
  /// - Parameter hint: A hint for the view's action (not localized).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol {
    modifier(AccessibilityAttachmentModifier(properties: [.hint(String(hint))]))
  }

  /// Specifies whether to hide this view from system accessibility features (recorded as the
  /// `accessibilityHidden` attribute).
  ///
  /// ```swift
  /// Image("divider").accessibilityHidden(true)
  /// ```
  ///
  /// - Parameter hidden: Whether to hide this view from accessibility features.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(properties: [ViewAttribute(name: "accessibilityHidden", value: "\(hidden)")]))
  }

  /// Adds the given traits to the view (recorded as the `accessibilityAddTraits` attribute).
  ///
  /// ```swift
  /// Text("Orders").accessibilityAddTraits(.isHeader)
  /// ```
  ///
  /// - Parameter traits: The traits to add.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier(properties: [ViewAttribute(name: "accessibilityAddTraits", value: traits.spelled)]))
  }

  /// Creates a new accessibility element, or modifies the traits of the existing accessibility
  /// element (recorded as the `accessibilityElement` attribute).
  ///
  /// ```swift
  /// HStack { Image(systemName: "star"); Text("4.5") }.accessibilityElement(children: .combine)
  /// ```
  ///
  /// - Parameter children: The behavior to use when creating or transforming an accessibility
  ///   element. The default is ``AccessibilityChildBehavior/ignore``.
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    attribute("accessibilityElement", "children: .\(children.name)")
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  /// Communicates to the user what happens after performing the view's action.
  ///
  /// - Parameter hint: A hint for the view's action.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
    ModifiedContent(content: content, modifier: modifier.merging(property: .hint(hint.string)))
  }

  /// Communicates to the user what happens after performing the view's action.
  ///
  /// - Parameter hintKey: The key of a localized hint for the view's action.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
    ModifiedContent(content: content, modifier: modifier.merging(property: .hint(Text(hintKey).string)))
  }

  /// Communicates to the user what happens after performing the view's action.
  ///
  /// - Parameter hint: A hint for the view's action (not localized).
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload
  nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Content, Modifier> where S: StringProtocol {
    ModifiedContent(content: content, modifier: modifier.merging(property: .hint(String(hint))))
  }

  /// Specifies whether to hide this view from system accessibility features.
  ///
  /// - Parameter hidden: Whether to hide this view from accessibility features.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
    ModifiedContent(content: content, modifier: modifier.merging(property: ViewAttribute(name: "accessibilityHidden", value: "\(hidden)")))
  }

  /// Adds the given traits to the view.
  ///
  /// - Parameter traits: The traits to add.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Content, Modifier> {
    ModifiedContent(content: content, modifier: modifier.merging(property: ViewAttribute(name: "accessibilityAddTraits", value: traits.spelled)))
  }
}

extension ViewAttribute {
  /// An `accessibilityHint` attribute.
  static func hint(_ hint: String) -> ViewAttribute {
    ViewAttribute(name: "accessibilityHint", value: hint.debugDescription)
  }
}

extension AccessibilityAttachmentModifier: MultipleAttributeReporting {
  var reportedAttributes: [ViewAttribute] { properties }
}
