import Foundation

/// Finding and driving the controls of the vocabulary: toggles, pickers, steppers, text
/// submission, menus, refresh.
extension HostedView {
  // MARK: Toggle

  /// The one toggle titled `title` (the texts of its label).
  ///
  /// - Parameter title: The toggle's title: the texts of its label.
  /// - Returns: The toggle's view, to read or to ``HostedView/toggle()``.
  /// - Throws: ``ViewHostError`` when there is none (listing the toggles there are) or several.
  public func toggle(_ title: String) throws -> HostedView {
    try control(title, kind: "toggle", plural: "Toggles") { $0.view(as: ToggleProtocol.self) != nil }
  }

  /// Whether a toggle is on; `nil` for other views.
  public var isOn: Bool? { node.view(as: ToggleProtocol.self)?.isOn.wrappedValue }

  /// Flips a toggle, as a tap would, then applies the updates.
  ///
  /// - Throws: ``ViewHostError`` when this view is not a toggle or is disabled.
  public func toggle() throws {
    try checkStillMounted()
    guard let toggle = node.view(as: ToggleProtocol.self) else {
      throw ViewHostError("\(node.summary) is not a toggle.")
    }
    try node.checkEnabled(to: "toggled")
    toggle.isOn.wrappedValue.toggle()
    try node.graph.update()
  }

  // MARK: Picker

  /// The one picker titled `title` (the texts of its label).
  ///
  /// - Parameter title: The picker's title: the texts of its label.
  /// - Returns: The picker's view, to read or to ``HostedView/pick(_:)``.
  /// - Throws: ``ViewHostError`` when there is none (listing the pickers there are) or several.
  public func picker(_ title: String) throws -> HostedView {
    try control(title, kind: "picker", plural: "Pickers") { $0.view(as: PickerProtocol.self) != nil }
  }

  /// The titles of a picker's options, in order; empty for other views.
  public var options: [String] { node.pickerOptions.map(\.title) }

  /// The title of a picker's selected option; `nil` for other views or when no option has the
  /// selected value.
  public var selectedOption: String? {
    guard let picker = node.view(as: PickerProtocol.self) else { return nil }
    let selected = matchingTag(picker.selectedTag)
    let optional = picker.selectsOptional
    return node.pickerOptions.first {
      matchingTag($0.tag) == selected && (!optional || $0.includesOptional || $0.tag.base is any OptionalSelectionValue)
    }?.title
  }

  /// Chooses the option titled `option`: the selection takes its tag, then the updates are
  /// applied.
  ///
  /// - Parameter option: The option's title: the texts of the option's view.
  /// - Throws: ``ViewHostError`` when this view is not a picker, is disabled, has no such
  ///   option, or when the option's tag is not of the selection's type.
  public func pick(_ option: String) throws {
    try checkStillMounted()
    guard let picker = node.view(as: PickerProtocol.self) else {
      throw ViewHostError("\(node.summary) is not a picker.")
    }
    try node.checkEnabled(to: "changed")
    let options = node.pickerOptions
    guard let match = options.first(where: { $0.title == option }) else {
      throw ViewHostError(
        "\(node.controlName) has no option titled \(option.debugDescription). Options: \(ViewHostError.quotedList(options.map(\.title)))."
      )
    }
    guard picker.select(match.tag, includesOptional: match.includesOptional) else {
      throw ViewHostError(
        "The option \(option.debugDescription) of \(node.controlName) is tagged with a value of type \(type(of: match.tag.base)), but the selection is of type \(picker.selectionTypeName)."
      )
    }
    try node.graph.update()
  }

  // MARK: Stepper

  /// The one stepper titled `title` (the texts of its label).
  ///
  /// - Parameter title: The stepper's title: the texts of its label.
  /// - Returns: The stepper's view, to ``HostedView/increment()`` or ``HostedView/decrement()``.
  /// - Throws: ``ViewHostError`` when there is none (listing the steppers there are) or several.
  public func stepper(_ title: String) throws -> HostedView {
    try control(title, kind: "stepper", plural: "Steppers") { $0.view(as: StepperProtocol.self) != nil }
  }

  /// Taps a stepper's increment button, then applies the updates.
  ///
  /// - Throws: ``ViewHostError`` when this view is not a stepper or is disabled.
  public func increment() throws { try step(up: true) }

  /// Taps a stepper's decrement button, then applies the updates.
  ///
  /// - Throws: ``ViewHostError`` when this view is not a stepper or is disabled.
  public func decrement() throws { try step(up: false) }

  private func step(up: Bool) throws {
    try checkStillMounted()
    guard let stepper = node.view(as: StepperProtocol.self) else {
      throw ViewHostError("\(node.summary) is not a stepper.")
    }
    try node.checkEnabled(to: up ? "incremented" : "decremented")
    guard stepper.step(up: up) else {
      throw ViewHostError("\(node.controlName) has no \(up ? "increment" : "decrement") action.")
    }
    try node.graph.update()
  }

  // MARK: Text fields

  /// Submits a text field, as the return key would: runs the `onSubmit` actions around it
  /// (innermost first), then applies the updates.
  ///
  /// - Throws: ``ViewHostError`` when this view is not a text field, is disabled, or when no
  ///   `onSubmit` action is around it.
  public func submit() throws {
    try checkStillMounted()
    guard node.textField != nil else {
      throw ViewHostError("\(node.summary) is not a text field.")
    }
    try node.checkEnabled(to: "submitted")
    try node.graph.perform {
      guard node.submit(.text) > 0 else {
        throw ViewHostError("Nothing handles submitting \(node.controlName): there is no onSubmit(of: .text) around it.")
      }
    }
  }

  // MARK: Progress

  /// The fraction completed of a progress view (0…1), `nil` when it is indeterminate or for
  /// other views.
  public var progress: Double? { node.view(as: ProgressProtocol.self)?.fraction }

  // MARK: Menus

  /// Opens the context menu of this view (or of the nearest view around it that has one) and
  /// returns its items: tap one of their buttons to run its action and close the menu.
  ///
  /// - Throws: ``ViewHostError`` when neither this view nor a view around it has a context
  ///   menu.
  @discardableResult
  public func openContextMenu() throws -> HostedView {
    try openMenu(.contextMenu) { "\(node.summary) has no context menu." }
  }

  /// Reveals the swipe actions of this row for `edge` and returns them: tap one of their buttons
  /// to run its action. The actions are the row's own — applied in its body, as in
  /// `var body: some View { HStack { … }.swipeActions { … } }` — or those of the nearest view
  /// around it that has some.
  ///
  /// - Parameter edge: The edge whose swipe actions to reveal; the trailing edge by default.
  /// - Returns: The revealed actions, a subtree to find their buttons in.
  /// - Throws: ``ViewHostError`` when neither this view nor a view around it has swipe actions
  ///   on that edge.
  @discardableResult
  public func swipe(edge: HorizontalEdge = .trailing) throws -> HostedView {
    try openMenu(.swipeActions(edge)) { "\(node.summary) has no swipe actions on the \(edge) edge." }
  }

  private func openMenu(_ kind: MenuModifier.Kind, notFound: () -> String) throws -> HostedView {
    try checkStillMounted()
    // The view itself and what it is made of (its modifiers and body, down to where the tree
    // branches), innermost last, then its ancestors: a row's own menu is found from the row.
    var chain = [node]
    while let only = chain.last, only.children.count == 1 { chain.append(only.children[0]) }
    let candidates = chain + node.ancestors
    guard let presenter = candidates.first(where: { ($0.modifier as? MenuModifier)?.kind == kind }) else {
      throw ViewHostError(notFound())
    }
    presenter.storage(MenuState.init).isOpen = true
    presenter.invalidate()
    try node.graph.update()
    guard let menu = presenter.presented.first(where: { $0.role == .sheet }) else {
      throw ViewHostError("\(presenter.summary) did not open.")
    }
    return HostedView(menu)
  }

  // MARK: Refresh

  /// Runs the action of the one `refreshable` view in this subtree (on screen), as
  /// pull-to-refresh would, awaits it, then applies the updates.
  ///
  /// - Throws: ``ViewHostError`` when there is no refreshable view or several.
  public func refresh() async throws {
    let nodes = try screenNodes { $0.modifier is RefreshableModifier }
    guard let first = nodes.first, let refreshable = first.modifier as? RefreshableModifier else {
      throw ViewHostError("No refreshable view on screen.")
    }
    guard nodes.count == 1 else {
      throw ViewHostError("Found \(nodes.count) refreshable views on screen, expected one.")
    }
    await node.graph.actionWork.run { await refreshable.action() }
    try node.graph.update()
  }

  // MARK: Helpers

  /// The one control of a kind with the given title.
  func control(_ title: String, kind: String, plural: String, _ isKind: (Node) -> Bool) throws -> HostedView {
    let controls = try screenNodes(where: isKind)
    return try exactlyOne(controls.filter { $0.controlTitle == title }, what: "\(kind)s titled \(title.debugDescription)") {
      "No \(kind) titled \(title.debugDescription) found. \(plural): \(ViewHostError.quotedList(controls.map(\.controlTitle)))."
    }
  }
}
