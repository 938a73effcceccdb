import Foundation

/// The tree-dump line of a stack: its name, then the alignment and spacing when not default.
func stackDescription(_ name: String, alignment: String, spacing: CGFloat? = nil) -> String {
  var arguments: [String] = []
  if alignment != "center" && alignment != "center/center" { arguments.append("alignment: .\(alignment)") }
  if let spacing { arguments.append("spacing: \(spacing)") }
  return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
}
