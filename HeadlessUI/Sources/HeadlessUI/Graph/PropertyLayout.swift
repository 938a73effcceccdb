@_spi(Reflection) import Swift

/// Where the dynamic properties of a view (or view modifier) type are stored in its values.
///
/// Computed once per type from the runtime's field metadata (offsets, not `Mirror`), so installing
/// the properties of a view value before its `body` costs one pointer write per property, and
/// nothing for the many types that have none.
@MainActor
enum PropertyLayout {
  /// One installable field: its byte offset in the value and its type.
  struct Field {
    let offset: Int
    let type: any InstallableProperty.Type
  }

  private static var cache: [ObjectIdentifier: [Field]] = [:]

  /// The installable fields of `type`, nested `DynamicProperty` structs included.
  static func fields(of type: Any.Type) -> [Field] {
    if let cached = cache[ObjectIdentifier(type)] { return cached }
    var fields: [Field] = []
    collect(type, base: 0, into: &fields)
    cache[ObjectIdentifier(type)] = fields
    return fields
  }

  private static func collect(_ type: Any.Type, base: Int, into fields: inout [Field]) {
    _ = _forEachField(of: type, options: EachFieldOptions.ignoreUnknown) { _, offset, fieldType, kind in
      if let installable = fieldType as? any InstallableProperty.Type {
        fields.append(Field(offset: base + offset, type: installable))
      } else if kind == .struct, fieldType is any DynamicProperty.Type {
        collect(fieldType, base: base + offset, into: &fields)
      }
      return true
    }
  }

  /// `value` with its dynamic properties connected to `node`'s storage.
  static func installing<Value>(_ value: Value, in node: Node) -> Value {
    let fields = fields(of: Value.self)
    guard !fields.isEmpty else { return value }
    var copy = value
    withUnsafeMutableBytes(of: &copy) { bytes in
      guard let base = bytes.baseAddress else { return }
      for field in fields {
        field.type.install(at: base + field.offset, in: node, key: field.offset)
      }
    }
    return copy
  }
}

/// The reflection options the graph uses (the standard library declares them as `static var`,
/// which strict concurrency checking rejects; the raw values are the runtime's).
enum EachFieldOptions {
  /// Skip fields whose type the runtime cannot describe instead of failing.
  static var ignoreUnknown: _EachFieldOptions { _EachFieldOptions(rawValue: 1 << 1) }
}
