/// Finding views by what an icon-only control shows: its symbol image, its accessibility label.
///
/// A button whose label is only an image has no title (`button(_:)` finds it by the texts of
/// its label), so UI tests find it by the image's system name or by its accessibility label.
extension HostedView {
  /// The images on screen showing the system symbol `systemName` (`Image(systemName:)`, also
  /// inside a `Label` or a `Text`), in tree order.
  ///
  /// - Parameter systemName: The symbol's name, such as `"delete.left"`.
  public func findAll(systemImage systemName: String) -> [HostedView] {
    ((try? screenNodes { $0.systemImageNames.contains(systemName) }) ?? []).map(HostedView.init)
  }

  /// The one image on screen showing the system symbol `systemName`.
  ///
  /// ```swift
  /// // Fragment
  /// #expect(try host.find(systemImage: "lock.fill").isMounted)
  /// ```
  ///
  /// - Parameter systemName: The symbol's name, such as `"lock.fill"`.
  /// - Throws: ``ViewHostError`` when there is none (listing the symbols there are) or several.
  public func find(systemImage systemName: String) throws -> HostedView {
    try exactlyOne(try screenNodes { $0.systemImageNames.contains(systemName) }, what: "images of system symbol \(systemName.debugDescription)") {
      "No image of system symbol \(systemName.debugDescription) found. System images: \(ViewHostError.quotedList(allSystemImageNames()))."
    }
  }

  /// The one button on screen whose label shows the system symbol `systemName`, such as a
  /// keypad's `Button { … } label: { Image(systemName: "delete.left") }`.
  ///
  /// ```swift
  /// try host.button(systemImage: "delete.left").tap()
  /// ```
  ///
  /// - Parameter systemName: The symbol's name.
  /// - Throws: ``ViewHostError`` when there is none (listing the symbols of the buttons there
  ///   are) or several.
  public func button(systemImage systemName: String) throws -> HostedView {
    let buttons = try screenNodes { $0.button != nil }
    return try exactlyOne(buttons.filter { $0.labelSystemImageNames.contains(systemName) }, what: "buttons showing system image \(systemName.debugDescription)") {
      let shown = orderedUnique(buttons.flatMap(\.labelSystemImageNames))
      return "No button showing system image \(systemName.debugDescription) found. Buttons' system images: \(ViewHostError.quotedList(shown))."
    }
  }

  /// The one button on screen whose accessibility label is `label`: set on the button
  /// (`Button { … }.accessibilityLabel("Delete")`) or on its label's content
  /// (`Image(systemName: "delete.left").accessibilityLabel("Delete")`).
  ///
  /// ```swift
  /// // Fragment
  /// try host.button(accessibilityLabel: "Delete").tap()
  /// ```
  ///
  /// - Parameter label: The accessibility label.
  /// - Throws: ``ViewHostError`` when there is none (listing the buttons' accessibility labels)
  ///   or several.
  public func button(accessibilityLabel label: String) throws -> HostedView {
    let buttons = try screenNodes { $0.button != nil }
    return try exactlyOne(buttons.filter { $0.buttonAccessibilityLabel == label }, what: "buttons with accessibility label \(label.debugDescription)") {
      let labels = buttons.compactMap(\.buttonAccessibilityLabel)
      return "No button with accessibility label \(label.debugDescription) found. Buttons' accessibility labels: \(ViewHostError.quotedList(labels))."
    }
  }

  private func allSystemImageNames() -> [String] {
    orderedUnique(((try? screenNodes { !$0.systemImageNames.isEmpty }) ?? []).flatMap(\.systemImageNames))
  }
}

extension ViewHost {
  /// The images on screen showing the system symbol `systemName` (see
  /// ``HostedView/findAll(systemImage:)``).
  ///
  /// - Parameter systemName: The symbol's name.
  public func findAll(systemImage systemName: String) -> [HostedView] { root.findAll(systemImage: systemName) }

  /// The one image on screen showing the system symbol `systemName` (see
  /// ``HostedView/find(systemImage:)``).
  ///
  /// - Parameter systemName: The symbol's name.
  /// - Throws: ``ViewHostError`` when there is none or several.
  public func find(systemImage systemName: String) throws -> HostedView { try root.find(systemImage: systemName) }

  /// The one button on screen whose label shows the system symbol `systemName` (see
  /// ``HostedView/button(systemImage:)``).
  ///
  /// - Parameter systemName: The symbol's name.
  /// - Throws: ``ViewHostError`` when there is none or several.
  public func button(systemImage systemName: String) throws -> HostedView { try root.button(systemImage: systemName) }

  /// The one button on screen whose accessibility label is `label` (see
  /// ``HostedView/button(accessibilityLabel:)``).
  ///
  /// - Parameter label: The accessibility label.
  /// - Throws: ``ViewHostError`` when there is none or several.
  public func button(accessibilityLabel label: String) throws -> HostedView { try root.button(accessibilityLabel: label) }
}

extension Node {
  /// The system symbols this node shows itself: an `Image(systemName:)`, or a `Text` made with
  /// `Text(Image(systemName:))`.
  var systemImageNames: [String] {
    if let image = view(as: Image.self) { return image.systemName.map { [$0] } ?? [] }
    if let text = view(as: Text.self) { return text.systemImageNames }
    return []
  }

  /// The system symbols shown in this node's subtree (presented subtrees excluded).
  var labelSystemImageNames: [String] {
    var result: [String] = []
    var pending = [self]
    while let node = pending.popLast() {
      result += node.systemImageNames
      pending.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// A button's accessibility label: the one applied to the button (the outermost wins), else the
  /// first one in its label.
  var buttonAccessibilityLabel: String? {
    if let own = accessibilityModifiers.compactMap(\.label).last { return own }
    var pending = [self]
    while let node = pending.popLast() {
      if let label = (node.modifier as? AccessibilityAttachmentModifier)?.label { return label }
      pending.append(contentsOf: node.children.reversed())
    }
    return nil
  }
}
