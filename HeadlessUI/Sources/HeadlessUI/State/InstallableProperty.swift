/// A dynamic property the graph installs in a view value before evaluating `body`: it connects
/// the property to the storage of the mounted instance (the ``Node``) that evaluates it.
///
/// SwiftUI keeps the storage of `@State`, `@Environment` and the other dynamic properties in the
/// view graph, one per mounted instance, and writes it into the view value before it calls `body`
/// ("Data Essentials in SwiftUI", WWDC20; the `DynamicProperty` documentation: "The view gives
/// values to these properties prior to recomputing the view's body"). HeadlessUI does the same:
/// ``PropertyLayout`` finds the fields of this kind (also inside nested `DynamicProperty`
/// structs) once per type, and the graph calls ``install(at:in:key:)`` on a copy of the view
/// value that only that node uses. Two placements of one view value therefore never share storage.
protocol InstallableProperty {
  /// Connects the property stored at `pointer` (a field of a view value owned by `node`) to
  /// `node`'s storage for the field `key` (the field's byte offset in the view value).
  @MainActor static func install(at pointer: UnsafeMutableRawPointer, in node: Node, key: Int)
}
