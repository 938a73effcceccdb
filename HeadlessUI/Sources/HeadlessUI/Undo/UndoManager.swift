import Foundation

// Foundation on Apple's platforms has `UndoManager`; swift-corelibs-foundation (Linux, Windows,
// Android) has none, so HeadlessUI gives it there, with Foundation's signatures.
#if !canImport(ObjectiveC)
  /// A general-purpose recorder of operations that enables undo and redo: Foundation's
  /// `UndoManager`, which Foundation lacks outside Apple's platforms.
  ///
  /// It behaves as Apple documents `UndoManager`:
  /// - Registering an operation outside an undo or a redo puts it on the undo stack and clears the
  ///   redo stack; an operation registered while undoing goes on the redo stack, and one
  ///   registered while redoing on the undo stack ("recording any undo operations as redo
  ///   operations instead").
  /// - Operations are grouped: with ``groupsByEvent`` (the default) the first registration opens a
  ///   group that closes at the end of the event. HeadlessUI's event is a host interaction (a tap,
  ///   a menu item chosen, an update applied) or one turn of the main queue, whichever ends first,
  ///   as the run loop pass of an event ends on Apple's platforms. ``undo()`` closes an open
  ///   top-level group first. An empty group is dropped.
  /// - An action name names the group being recorded (``setActionName(_:)``), and carries over to
  ///   the redo of that group, and back: "Undo Delete" becomes "Redo Delete".
  /// - The target of an operation is not retained; ``removeAllActions(withTarget:)`` removes its
  ///   operations from both stacks.
  ///
  /// Not modelled: the `NSUndoManager…` notifications, `prepare(withInvocationTarget:)` and
  /// selectors (Linux has no Objective-C runtime), undo groups' user info.
  ///
  /// ```swift
  /// // Fragment
  /// let undoManager = UndoManager()
  /// var count = 1
  /// undoManager.registerUndo(withTarget: box) { _ in count = 0 }
  /// undoManager.setActionName("Add")
  /// undoManager.undo()  // count == 0; undoManager.redoMenuItemTitle == "Redo Add"
  /// ```
  @MainActor
  open class UndoManager: NSObject {
    /// One group of operations, undone or redone together.
    private struct Group {
      var actions: [(target: ObjectIdentifier, handler: @MainActor () -> Void)] = []
      var actionName = ""
      /// Nested groups, in the order they closed, kept as their operations (undone together).
      var isAutomatic = false
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups open now, outermost first.
    private var openGroups: [Group] = []
    /// The group recording the operations registered while undoing or redoing.
    private var recording: Group?
    private var registrationDisabled = 0
    private var eventGroupScheduled = false
    /// Counts the calls that may change the stacks (a crawl that keeps its screens compares it
    /// before and after a step: ``CrawlLedger``).
    package private(set) var changeCount = 0

    /// Creates an undo manager with empty stacks, grouping by event.
    public nonisolated override init() { super.init() }

    // MARK: Registering undo operations

    /// Registers the specified closure to implement a single undo operation that the target receives.
    ///
    /// - Parameters:
    ///   - target: The target of the undo operation (not retained).
    ///   - handler: A closure to execute when an operation is undone; it takes the target.
    @preconcurrency
    public func registerUndo<TargetType>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void)
    where TargetType: AnyObject {
      changeCount &+= 1
      guard registrationDisabled == 0 else { return }
      // Not retained, as Foundation's: the undo manager keeps an unowned reference to the target.
      let unowned = Unmanaged.passUnretained(target)
      let action = (target: ObjectIdentifier(target), handler: { @MainActor in handler(unowned.takeUnretainedValue()) })
      if recording != nil {
        recording!.actions.append(action)
        return
      }
      if openGroups.isEmpty {
        precondition(groupsByEvent, "UndoManager: registerUndo with no open group while groupsByEvent is false")
        beginUndoGrouping()
        openGroups[openGroups.count - 1].isAutomatic = true
        scheduleEventEnd()
      }
      openGroups[openGroups.count - 1].actions.append(action)
      redoStack.removeAll()
    }

    // MARK: Checking undo ability

    /// A Boolean value that indicates whether the receiver has any actions to undo.
    open var canUndo: Bool {
      !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty }
    }

    /// A Boolean value that indicates whether the receiver has any actions to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    // MARK: Performing undo and redo

    /// Closes the top-level undo group if necessary, and then performs undo operations on the group.
    open func undo() {
      changeCount &+= 1
      precondition(openGroups.count <= 1, "UndoManager: undo() with more than one undo group open")
      if openGroups.count == 1 { endUndoGrouping() }
      undoNestedGroup()
    }

    /// Performs the undo operations in the last undo group, recording the operations on the redo
    /// stack as a single group.
    open func undoNestedGroup() {
      changeCount &+= 1
      guard let group = undoStack.popLast() else { return }
      isUndoing = true
      let recorded = perform(group)
      isUndoing = false
      if !recorded.actions.isEmpty { redoStack.append(recorded) }
    }

    /// Performs the operations in the last group on the redo stack, if there are any, recording
    /// them on the undo stack as a single group.
    open func redo() {
      changeCount &+= 1
      precondition(!isUndoing, "UndoManager: redo() during an undo")
      guard let group = redoStack.popLast() else { return }
      isRedoing = true
      let recorded = perform(group)
      isRedoing = false
      if !recorded.actions.isEmpty { undoStack.append(recorded) }
      trimToLevels()
    }

    /// Runs `group`'s operations, last registered first, and returns what they registered, named
    /// as `group` unless they named it.
    private func perform(_ group: Group) -> Group {
      recording = Group(actionName: group.actionName)
      for action in group.actions.reversed() { action.handler() }
      let recorded = recording!
      recording = nil
      return recorded
    }

    /// A Boolean value that indicates whether the receiver is in the process of performing its undo() method.
    open private(set) var isUndoing = false

    /// A Boolean value that indicates whether the receiver is in the process of performing its redo() method.
    open private(set) var isRedoing = false

    // MARK: Grouping

    /// Marks the beginning of an undo group.
    open func beginUndoGrouping() {
      changeCount &+= 1
      openGroups.append(Group())
    }

    /// Marks the end of an undo group.
    open func endUndoGrouping() {
      changeCount &+= 1
      precondition(!openGroups.isEmpty, "UndoManager: endUndoGrouping() with no open group")
      let group = openGroups.removeLast()
      if openGroups.isEmpty {
        guard !group.actions.isEmpty else { return }
        undoStack.append(group)
        trimToLevels()
      } else {
        // A nested group's operations belong to the group around it; its name, when it has one, too.
        openGroups[openGroups.count - 1].actions += group.actions
        if !group.actionName.isEmpty { openGroups[openGroups.count - 1].actionName = group.actionName }
      }
    }

    /// The number of nested undo groups in the current event loop.
    open var groupingLevel: Int { recording != nil ? 1 : openGroups.count }

    /// A Boolean value that indicates whether the receiver automatically creates undo groups around each pass of the run loop.
    open var groupsByEvent = true

    /// The maximum number of top-level undo groups the undo manager holds (0: no limit).
    open var levelsOfUndo = 0 {
      didSet { trimToLevels() }
    }

    private func trimToLevels() {
      guard levelsOfUndo > 0 else { return }
      if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
      if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    /// Ends the group that the first registration of this event opened, if it is still open.
    package func endEventGroup() {
      eventGroupScheduled = false
      if openGroups.count == 1, openGroups[0].isAutomatic { endUndoGrouping() }
    }

    private func scheduleEventEnd() {
      guard !eventGroupScheduled else { return }
      eventGroupScheduled = true
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated { self?.endEventGroup() }
      }
    }

    // MARK: Enabling and disabling

    /// Disables the recording of undo operations, whether by registerUndo(withTarget:handler:) or by invocation-based undo.
    open func disableUndoRegistration() { registrationDisabled += 1 }

    /// Enables the recording of undo operations.
    open func enableUndoRegistration() { registrationDisabled = max(0, registrationDisabled - 1) }

    /// A Boolean value that indicates whether the recording of undo operations is enabled.
    open var isUndoRegistrationEnabled: Bool { registrationDisabled == 0 }

    // MARK: Clearing

    /// Clears the undo and redo stacks and reenables the receiver.
    open func removeAllActions() {
      changeCount &+= 1
      undoStack.removeAll()
      redoStack.removeAll()
      openGroups.removeAll()
      registrationDisabled = 0
    }

    /// Clears the undo and redo stacks of all operations involving the specified target as the
    /// recipient of the undo message.
    ///
    /// - Parameter target: the target whose operations are removed.
    open func removeAllActions(withTarget target: Any) {
      changeCount &+= 1
      guard let object = target as AnyObject? else { return }
      let id = ObjectIdentifier(object)
      func strip(_ groups: inout [Group]) {
        for index in groups.indices { groups[index].actions.removeAll { $0.target == id } }
        groups.removeAll { $0.actions.isEmpty }
      }
      strip(&undoStack)
      strip(&redoStack)
      for index in openGroups.indices { openGroups[index].actions.removeAll { $0.target == id } }
      recording?.actions.removeAll { $0.target == id }
    }

    // MARK: Action names

    /// Sets the name of the action associated with the Undo or Redo command.
    ///
    /// - Parameter actionName: The name of the action; an empty string removes it.
    open func setActionName(_ actionName: String) {
      changeCount &+= 1
      if recording != nil {
        recording!.actionName = actionName
      } else if !openGroups.isEmpty {
        openGroups[openGroups.count - 1].actionName = actionName
      } else if !undoStack.isEmpty {
        undoStack[undoStack.count - 1].actionName = actionName
      }
    }

    /// The name identifying the undo action; empty when none was assigned or there is nothing to undo.
    open var undoActionName: String {
      (openGroups.first { !$0.actions.isEmpty } ?? undoStack.last)?.actionName ?? ""
    }

    /// The name identifying the redo action; empty when none was assigned or there is nothing to redo.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// The title of the Undo menu command, such as Undo Paste.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// The title of the Redo menu command, such as Redo Paste.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// Returns the localized title of the Undo menu command for the identified action.
    ///
    /// - Parameter actionName: The name of the undo action.
    /// - Returns: "Undo", followed by the action name when there is one.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
      actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// Returns the localized title of the Redo menu command for the identified action.
    ///
    /// - Parameter actionName: The name of the undo action.
    /// - Returns: "Redo", followed by the action name when there is one.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
      actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }
  }
#endif
