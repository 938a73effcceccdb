/// One child a primitive view asks the graph to show: its identity among its siblings and its value.
struct ChildElement {
  /// Identity among siblings: a structural index, a branch marker or a `ForEach` id.
  var key: AnyHashable
  var view: any View
  /// Whether the child, when it is inserted, starts covered (a screen a navigation stack pushes
  /// below its top): its views do not appear until its container reveals it.
  var startsCovered = false
  /// The context the child renders in, when it differs from the one its siblings share.
  var context: RenderContext? = nil
  /// Whether ``view`` is the value the child was last given: its parent renders again from its
  /// own state (a navigation stack pushing), not from a new value, so the child's inputs did not
  /// change and it only receives the context (SwiftUI re-evaluates a view when its inputs or its
  /// own dependencies change, not when a container's state does).
  var keepsValue = false
}
