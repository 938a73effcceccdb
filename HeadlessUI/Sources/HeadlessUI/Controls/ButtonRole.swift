/// A value that describes the purpose of a button.
///
/// ```swift
/// // Fragment
/// Button("Delete", role: .destructive) { delete() }
/// ```
public struct ButtonRole: Equatable, Sendable {
  internal let name: String

  /// A role that indicates a destructive button.
  public static let destructive = ButtonRole(name: "destructive")

  /// A role that indicates a button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
}
