import Foundation

/// Finding and driving the input controls that take a value: sliders, date pickers, text
/// editors.
extension HostedView {
  // MARK: Slider

  /// The one slider titled `title` (the texts of its label; `""` for a slider without one).
  ///
  /// - Parameter title: The slider's title: the texts of its label.
  /// - Returns: The slider's view, to read ``sliderValue`` or to ``slide(to:)``.
  /// - Throws: ``ViewHostError`` when there is none (listing the sliders there are) or several.
  public func slider(_ title: String) throws -> HostedView {
    try control(title, kind: "slider", plural: "Sliders") { $0.view(as: SliderProtocol.self) != nil }
  }

  /// A slider's value, as a `Double`; `nil` for other views.
  public var sliderValue: Double? { node.view(as: SliderProtocol.self)?.model.read() }

  /// Moves a slider's thumb to `value`, as a drag would, then applies the updates.
  ///
  /// The value set is the valid one nearest to `value`: clamped to the slider's bounds and, when
  /// the slider has a `step`, a whole number of steps from its lower bound. The slider's
  /// `onEditingChanged` runs with `true` before the change and `false` after it.
  ///
  /// ```swift
  /// // Fragment
  /// try host.slider("Volume").slide(to: 7.4)   // a slider in 0...10, step 1: the value is 7
  /// ```
  ///
  /// - Parameter value: The value to move the thumb to.
  /// - Throws: ``ViewHostError`` when this view is not a slider or is disabled.
  public func slide(to value: Double) throws {
    try checkStillMounted()
    guard let slider = node.view(as: SliderProtocol.self) else {
      throw ViewHostError("\(node.summary) is not a slider.")
    }
    try node.checkEnabled(to: "moved")
    let model = slider.model
    try node.graph.perform {
      model.onEditingChanged(true)
      model.write(model.validValue(nearest: value))
      model.onEditingChanged(false)
    }
  }

  // MARK: DatePicker

  /// The one date picker titled `title` (the texts of its label).
  ///
  /// - Parameter title: The date picker's title: the texts of its label.
  /// - Returns: The picker's view, to read ``selectedDate`` or to ``pick(date:)``.
  /// - Throws: ``ViewHostError`` when there is none (listing the date pickers there are) or
  ///   several.
  public func datePicker(_ title: String) throws -> HostedView {
    try control(title, kind: "date picker", plural: "Date pickers") { $0.view(as: DatePickerProtocol.self) != nil }
  }

  /// A date picker's selected date; `nil` for other views.
  public var selectedDate: Date? { node.view(as: DatePickerProtocol.self)?.selection.wrappedValue }

  /// Picks `date` in a date picker, then applies the updates.
  ///
  /// ```swift
  /// // Fragment
  /// try host.datePicker("Delivery").pick(date: tomorrow)
  /// ```
  ///
  /// - Parameter date: The date to pick.
  /// - Throws: ``ViewHostError`` when this view is not a date picker, is disabled, or when
  ///   `date` is outside the picker's range (the picker offers no such date).
  public func pick(date: Date) throws {
    try checkStillMounted()
    guard let picker = node.view(as: DatePickerProtocol.self) else {
      throw ViewHostError("\(node.summary) is not a date picker.")
    }
    try node.checkEnabled(to: "changed")
    guard picker.range.contains(date) else {
      throw ViewHostError(
        "\(node.controlName) offers no \(date): its range is \(picker.range.lowerBound) to \(picker.range.upperBound)."
      )
    }
    try node.graph.perform { picker.selection.wrappedValue = date }
  }

  // MARK: TextEditor

  /// The one text editor in this subtree (on screen); type into it with ``enterText(_:)``.
  ///
  /// - Throws: ``ViewHostError`` when there is none or several.
  public func textEditor() throws -> HostedView {
    try exactlyOne(try screenNodes { $0.view(as: TextEditor.self) != nil }, what: "text editors") {
      "No text editor found."
    }
  }
}

extension HostedView {
  // MARK: DisclosureGroup

  /// The one disclosure group titled `title` (the texts of its label).
  ///
  /// - Parameter title: The group's title: the texts of its label.
  /// - Returns: The group's view, to read ``isExpanded`` or to ``toggleExpansion()``.
  /// - Throws: ``ViewHostError`` when there is none (listing the groups there are) or several.
  public func disclosureGroup(_ title: String) throws -> HostedView {
    try control(title, kind: "disclosure group", plural: "Disclosure groups") {
      $0.view(as: DisclosureGroupProtocol.self) != nil
    }
  }

  /// Whether a disclosure group shows its content; `nil` for other views.
  public var isExpanded: Bool? { node.view(as: DisclosureGroupProtocol.self)?.expanded(node) }

  /// Taps a disclosure group's control: expands it when collapsed, collapses it when expanded
  /// (through its `isExpanded` binding when it has one), then applies the updates.
  ///
  /// ```swift
  /// // Fragment
  /// try host.disclosureGroup("Ingredients").toggleExpansion()
  /// ```
  ///
  /// - Throws: ``ViewHostError`` when this view is not a disclosure group or is disabled.
  public func toggleExpansion() throws {
    try checkStillMounted()
    guard let group = node.view(as: DisclosureGroupProtocol.self) else {
      throw ViewHostError("\(node.summary) is not a disclosure group.")
    }
    try node.checkEnabled(to: "expanded")
    try node.graph.perform { group.setExpanded(!group.expanded(node), node) }
  }
}

extension HostedView {
  // MARK: List selection

  /// Selects the list row this view is in, as tapping it would in a list with a selection
  /// binding: the binding takes the row's `tag`, or its `ForEach` id when it has no tag (a
  /// multiple selection adds it, or removes it when it is selected); then the updates are
  /// applied.
  ///
  /// ```swift
  /// // Fragment
  /// try host.find(text: "Shoes").select()
  /// ```
  ///
  /// - Throws: ``ViewHostError`` when the view is not in a row of a list with a selection
  ///   binding, or when the row's tag is not of the selection's type.
  public func select() throws {
    try checkStillMounted()
    for list in node.ancestors {
      guard let selection = list.view(as: SelectableList.self)?.selection else { continue }
      let rows = list.taggedDescendants()
      guard let row = rows.first(where: { node.isDescendant(of: $0.node) }) else {
        throw ViewHostError("\(node.summary) is not in a selectable row of its list.")
      }
      var selected = false
      try node.graph.perform { selected = selection.select(row.tag, row.includesOptional) }
      guard selected else {
        throw ViewHostError("The row of \(node.summary) is tagged with a value of type \(type(of: row.tag.base)), which is not the list's selection type.")
      }
      return
    }
    throw ViewHostError("\(node.summary) is not in a list with a selection binding.")
  }
}

extension Node {
  /// Whether `ancestor` is this node or one of its ancestors.
  func isDescendant(of ancestor: Node) -> Bool {
    var current: Node? = self
    while let node = current {
      if node === ancestor { return true }
      current = node.parent
    }
    return false
  }
}
