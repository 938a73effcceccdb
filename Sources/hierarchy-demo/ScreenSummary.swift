/// Condenses `ViewHost.render()` (every view and modifier) into what a person
/// sees: the app's own views, texts, buttons, sheets and alerts.
///
/// Modifiers, stacks and library wrappers are dropped; a run of sibling buttons
/// becomes one `Buttons:` line; the text inside a button is not repeated.
enum ScreenSummary {
  /// Views that only arrange or wrap others.
  private static let structural = [
    "VStack", "HStack", "ZStack", "ForEach", "Group", "AnyView", "EmptyView", "EventButton<",
    "[alert actions]", "[alert message]", "NavigationStack", "List", "Section", "Label", "Image(",
    "Spacer", "Divider", "ToolbarItem", "[pushed",
  ]

  static func summarize(_ render: String) -> [String] {
    var kept: [(indent: Int, text: String)] = []
    var ancestors: [(indent: Int, text: String)] = []
    for raw in render.split(separator: "\n") {
      let text = raw.drop(while: { $0 == " " })
      let indent = raw.count - text.count
      while let last = ancestors.last, last.indent >= indent { ancestors.removeLast() }
      if text.hasPrefix(".navigationTitle(\""), text.hasSuffix("\")") {
        kept.append((indent: ancestors.count, text: "Title: " + text.dropFirst(18).dropLast(2)))
        continue
      }
      if text.hasPrefix(".") || structural.contains(where: { text.hasPrefix($0) }) { continue }
      if text.hasPrefix("Text("), ancestors.last?.text.hasPrefix("Button(") == true { continue }
      let entry = (indent: ancestors.count, text: withoutTextModifiers(String(text)))
      ancestors.append((indent: indent, text: String(text)))
      kept.append(entry)
    }
    return joinButtons(kept).map { String(repeating: "  ", count: $0.indent) + $0.text }
  }

  /// `Text("Hi").font(.title)` → `Text("Hi")`: styling is not what a person reads.
  private static func withoutTextModifiers(_ line: String) -> String {
    guard line.hasPrefix("Text(\""), let close = line.range(of: "\").") else { return line }
    return String(line[..<line.index(before: close.upperBound)])
  }

  /// Joins sibling `Button("…")` lines into one `Buttons: a · b · c` line.
  private static func joinButtons(_ entries: [(indent: Int, text: String)]) -> [(indent: Int, text: String)] {
    var result: [(indent: Int, text: String)] = []
    var titles: [String] = []
    var indent = 0
    func flush() {
      guard !titles.isEmpty else { return }
      result.append((indent, (titles.count == 1 ? "Button: " : "Buttons: ") + titles.joined(separator: " · ")))
      titles.removeAll()
    }
    for entry in entries {
      if entry.text.hasPrefix("Button(\""), let end = entry.text.dropFirst(8).firstIndex(of: "\"") {
        if !titles.isEmpty, indent != entry.indent { flush() }
        indent = entry.indent
        titles.append(String(entry.text[entry.text.index(entry.text.startIndex, offsetBy: 8)..<end]))
      } else {
        flush()
        result.append(entry)
      }
    }
    flush()
    return result
  }
}
