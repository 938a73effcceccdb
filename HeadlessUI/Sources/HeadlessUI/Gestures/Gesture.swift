import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states.
///
/// HeadlessUI recognizes nothing on its own: a test performs a gesture on a view through the
/// host (``HostedView/tap(count:)``, ``HostedView/longPress()``,
/// ``HostedView/drag(by:from:steps:)``), and the gestures attached with `gesture(_:including:)`
/// there run their `onChanged` and `onEnded` actions.
///
/// ```swift
/// // Fragment
/// Circle().gesture(DragGesture().onEnded { offset = $0.translation })
/// ```
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The type representing the gesture's value.
  associatedtype Value

  /// The type of gesture representing the body of `Self`.
  associatedtype Body: Gesture

  /// The content and behavior of the gesture.
  var body: Self.Body { get }
}

extension Never: Gesture {
  /// A never-produced value.
  public typealias Value = Never
}

extension Gesture where Body == Never {
  /// Built-in gestures have no body.
  public var body: Never { fatalError("\(Self.self) is a primitive gesture: it has no body") }
}

/// What the host performs on a view.
enum GestureInput: Sendable {
  case tap(count: Int)
  case longPress
  case drag(start: CGPoint, translations: [CGSize])
}

/// The values a gesture produced for one input: while it changed, then when it ended.
struct GestureRecognition {
  var changes: [Any] = []
  var end: Any?
}

/// A gesture HeadlessUI recognizes itself (the built-in ones and their `onChanged`/`onEnded`
/// wrappers); other gestures are recognized through their `body`.
@MainActor
protocol PrimitiveGesture {
  func recognize(_ input: GestureInput) -> GestureRecognition?
}

extension Gesture {
  /// This gesture's values for `input`, `nil` when it does not recognize it.
  func recognition(of input: GestureInput) -> GestureRecognition? {
    if let primitive = self as? PrimitiveGesture { return primitive.recognize(input) }
    if Body.self == Never.self { return nil }
    return body.recognition(of: input)
  }
}

/// A gesture that performs an action when its base gesture ends.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct _EndedGesture<Content>: Gesture where Content: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content
  nonisolated(unsafe) internal let action: (Content.Value) -> Void

  nonisolated internal init(content: Content, action: @escaping (Content.Value) -> Void) {
    self.content = content
    self.action = action
  }
}

/// A gesture that performs an action each time its base gesture's value changes.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct _ChangedGesture<Content>: Gesture where Content: Gesture, Content.Value: Equatable {
  public typealias Value = Content.Value
  public typealias Body = Never

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let content: Content
  nonisolated(unsafe) internal let action: (Content.Value) -> Void

  nonisolated internal init(content: Content, action: @escaping (Content.Value) -> Void) {
    self.content = content
    self.action = action
  }
}

extension _EndedGesture: PrimitiveGesture {
  func recognize(_ input: GestureInput) -> GestureRecognition? {
    guard let recognition = content.recognition(of: input) else { return nil }
    if let end = recognition.end as? Content.Value { action(end) }
    return recognition
  }
}

extension _ChangedGesture: PrimitiveGesture {
  func recognize(_ input: GestureInput) -> GestureRecognition? {
    guard let recognition = content.recognition(of: input) else { return nil }
    for case let change as Content.Value in recognition.changes { action(change) }
    return recognition
  }
}

extension Gesture {
  /// Adds an action to perform when the gesture ends.
  ///
  /// ```swift
  /// // Fragment
  /// TapGesture(count: 2).onEnded { liked.toggle() }
  /// ```
  ///
  /// - Parameter action: The action to perform when this gesture ends. The `action` closure's
  ///   parameter contains the final value of the gesture.
  /// - Returns: A gesture that triggers `action` when the gesture ends.
  nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}

extension Gesture where Value: Equatable {
  /// Adds an action to perform when the gesture's value changes.
  ///
  /// ```swift
  /// // Fragment
  /// DragGesture().onChanged { offset = $0.translation }
  /// ```
  ///
  /// - Parameter action: The action to perform when this gesture's value changes. The `action`
  ///   closure's parameter contains the gesture's new value.
  /// - Returns: A gesture that triggers `action` when this gesture's value changes.
  nonisolated public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

/// Options that control how adding a gesture to a view affects other gestures recognized by
/// the view and its subviews.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct GestureMask: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt32

  /// Creates a gesture mask.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Disable all gestures in the subview hierarchy, including the added gesture.
  public static let none = GestureMask([])
  /// Enable the added gesture but disable all gestures in the subview hierarchy.
  public static let gesture = GestureMask(rawValue: 1)
  /// Enable all gestures in the subview hierarchy but disable the added gesture.
  public static let subviews = GestureMask(rawValue: 2)
  /// Enable both the added gesture as well as all other gestures on the view and its subviews.
  public static let all = GestureMask(rawValue: 3)
}

extension View {
  /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
  ///
  /// The host performs gestures on the view (``HostedView/tap(count:)``,
  /// ``HostedView/longPress()``, ``HostedView/drag(by:from:steps:)``): the attached gesture's
  /// `onChanged` and `onEnded` actions run when it recognizes what was performed.
  ///
  /// ```swift
  /// // Fragment
  /// Image("photo").gesture(TapGesture(count: 2).onEnded { zoomed.toggle() })
  /// ```
  ///
  /// - Parameters:
  ///   - gesture: A gesture to attach to the view.
  ///   - mask: A value that controls how adding this gesture to the view affects other
  ///     gestures recognized by the view and its subviews. Defaults to ``GestureMask/all``.
  nonisolated public func gesture<T>(_ gesture: T, including mask: GestureMask = .all) -> some View where T: Gesture {
    // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants"): the gesture is recognised when the host performs it.
    let box = UncheckedBox(gesture)
    return modifier(GestureModifier(name: "gesture(\(T.self))") { input in
      box.value.recognition(of: input) != nil
    })
  }
}

/// A gesture attached to its content: it performs what it recognizes.
nonisolated struct GestureModifier: ViewModifier {
  typealias Body = Never
  /// How the tree dump and error messages name it, such as `gesture(DragGesture)`.
  let name: String
  /// Runs the gesture's actions for `input`; `false` when it does not recognize it.
  let perform: @MainActor (GestureInput) -> Bool
}

@MainActor
extension GestureModifier: PrimitiveModifier {
  func render(content: any View, node: Node, in graph: ViewGraph) {
    passThrough(content, node, in: graph)
  }

  func describe() -> String { ".\(name)" }
}
