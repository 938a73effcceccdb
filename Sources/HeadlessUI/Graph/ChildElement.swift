/// One child a primitive view asks the graph to show: its identity among its siblings and its value.
struct ChildElement {
  /// Identity among siblings: a structural index, a branch marker or a `ForEach` id.
  var key: AnyHashable
  var view: any View
}
