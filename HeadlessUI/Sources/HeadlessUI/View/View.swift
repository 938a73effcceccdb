/// A type that represents part of your app's user interface.
///
/// Matches SwiftUI's `View`: conform a struct and implement ``body``. HeadlessUI evaluates
/// `body` when the view is mounted in a ``ViewHost`` and again when its state, its inputs
/// or its ancestors change.
///
/// ```swift
/// // Fragment
/// struct Greeting: View {
///   var name: String
///   var body: some View { Text("Hello, \(name)") }
/// }
/// ```
@_typeEraser(AnyView)
@preconcurrency @MainActor
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
  @ViewBuilder @MainActor @preconcurrency
  var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never

  /// `Never` has no body; it only exists so that primitive views can declare `Body = Never`.
  public var body: Never {
    fatalError("Never has no body")
  }
}
