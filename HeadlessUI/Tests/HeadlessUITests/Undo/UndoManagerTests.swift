// HeadlessUI's UndoManager where Foundation has none (HeadlessUI/Design.md, Undo), and
// `\.undoManager` per window. Where Foundation has its own (Apple's platforms), there is nothing
// of HeadlessUI's to test.
#if !canImport(ObjectiveC)
import Foundation
import HeadlessUI
import Testing

@MainActor
private final class Counter {
  var value = 0
  func set(_ newValue: Int, in undoManager: UndoManager) {
    let old = value
    value = newValue
    // The inverse registers its own inverse: undone, it becomes the redo.
    undoManager.registerUndo(withTarget: self) { $0.set(old, in: undoManager) }
  }
}

private struct UndoManagerReader: View {
  @Environment(\.undoManager) private var undoManager
  var body: some View {
    Text(undoManager == nil ? "no undo manager" : "undo manager")
  }
}

@MainActor
@Suite struct UndoManagerTests {
  @Test func undoRedoMoveOperationsBetweenTheStacksWithTheirActionName() {
    let undoManager = UndoManager()
    let counter = Counter()
    counter.set(1, in: undoManager)
    undoManager.setActionName("Increment")
    undoManager.endEventGroup()
    #expect(undoManager.undoMenuItemTitle == "Undo Increment")
    #expect(undoManager.redoMenuItemTitle == "Redo")

    undoManager.undo()
    #expect(counter.value == 0)
    #expect(undoManager.canUndo == false)
    #expect(undoManager.redoMenuItemTitle == "Redo Increment")

    undoManager.redo()
    #expect(counter.value == 1)
    #expect(undoManager.undoMenuItemTitle == "Undo Increment")
    #expect(undoManager.canRedo == false)
  }

  @Test func undoRegistrationOutsideUndoClearsTheRedoStack() {
    let undoManager = UndoManager()
    let counter = Counter()
    counter.set(1, in: undoManager)
    undoManager.undo()
    #expect(undoManager.canRedo)
    counter.set(2, in: undoManager)
    #expect(undoManager.canRedo == false)
  }

  @Test func undoGroupsByEventAndExplicitGroupsNest() {
    let undoManager = UndoManager()
    let counter = Counter()
    counter.set(1, in: undoManager)
    counter.set(2, in: undoManager)
    #expect(undoManager.groupingLevel == 1)
    undoManager.undo()  // closes the event's group, then undoes both
    #expect(counter.value == 0)

    undoManager.groupsByEvent = false
    undoManager.beginUndoGrouping()
    counter.set(5, in: undoManager)
    undoManager.beginUndoGrouping()
    counter.set(6, in: undoManager)
    undoManager.setActionName("Six")
    undoManager.endUndoGrouping()
    undoManager.endUndoGrouping()
    #expect(undoManager.undoMenuItemTitle == "Undo Six")
    undoManager.undo()
    #expect(counter.value == 0)
  }

  @Test func undoRemoveAllActionsWithTargetRemovesOnlyThatTargetsOperations() {
    let undoManager = UndoManager()
    let first = Counter()
    let second = Counter()
    first.set(1, in: undoManager)
    undoManager.endEventGroup()
    second.set(1, in: undoManager)
    undoManager.endEventGroup()
    undoManager.removeAllActions(withTarget: second)
    undoManager.undo()
    #expect(first.value == 0)
    #expect(second.value == 1)
    #expect(undoManager.canUndo == false)
  }

  @Test func undoManagerIsInTheEnvironmentPerWindowUnlessTheHostSupportsNoUndo() throws {
    let host = ViewHost(UndoManagerReader())
    #expect(try host.find(text: "undo manager").isMounted)
    #expect(host.undoManager != nil)
    #expect(ViewHost(UndoManagerReader()).undoManager !== host.undoManager)

    let without = ViewHost(UndoManagerReader(), supportsUndo: false)
    #expect(try without.find(text: "no undo manager").isMounted)
    #expect(without.undoManager == nil)
  }

  @Test func undoGroupOfAnInteractionClosesWithIt() throws {
    let host = ViewHost(UndoManagerReader())
    let undoManager = try #require(host.undoManager)
    let counter = Counter()
    counter.set(1, in: undoManager)
    try host.update()
    counter.set(2, in: undoManager)
    try host.update()
    undoManager.undo()
    #expect(counter.value == 1)
  }
}
#endif
