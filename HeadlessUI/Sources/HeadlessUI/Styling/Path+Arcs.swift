import Foundation

// Apple's declarations end with `transform: CGAffineTransform = .identity`; HeadlessUI draws no
// path, so it leaves that parameter out: calls that rely on its default, as apps' shapes do,
// compile unchanged.
extension Path {
  /// Adds an arc of a circle to the path, specified with a radius and angles.
  ///
  /// ```swift
  /// // Fragment
  /// Path { path in
  ///   path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .zero, endAngle: .degrees(270), clockwise: false)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - center: The center of the arc, in user space coordinates.
  ///   - radius: The radius of the arc, in user space coordinates.
  ///   - startAngle: The angle to the starting point of the arc, measured from the positive
  ///     x-axis.
  ///   - endAngle: The angle to the end point of the arc, measured from the positive x-axis.
  ///   - clockwise: `true` to make a clockwise arc; `false` to make a counterclockwise arc.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
    elements.append("arc(center: \(center), radius: \(radius), from: \(startAngle), to: \(endAngle), clockwise: \(clockwise))")
  }

  /// Adds a rounded rectangle to the path.
  ///
  /// ```swift
  /// // Fragment
  /// Path { $0.addRoundedRect(in: CGRect(x: 0, y: 0, width: 60, height: 60), cornerSize: CGSize(width: 12, height: 12)) }
  /// ```
  ///
  /// - Parameters:
  ///   - rect: A rectangle, specified in user space coordinates.
  ///   - cornerSize: The size of the corners, specified in user space coordinates.
  ///   - style: The corner style (not recorded by HeadlessUI). Defaults to the `continuous` style.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    elements.append("roundedRect(\(rect), cornerSize: \(cornerSize))")
  }
}
