import Foundation

@_spi(Reflection) import Swift

/// Compares view values the way SwiftUI decides whether a child's inputs changed.
///
/// When a parent re-evaluates, SwiftUI compares each child's new value with the old one and
/// re-evaluates the child only if they differ ("Demystify SwiftUI", WWDC21, dependencies; the
/// `EquatableView` documentation). The comparison, per type, cached:
/// - a type that is `Equatable` is compared with `==` (an `Equatable` view, `EquatableView`);
/// - a type of HeadlessUI that is ``InputComparable`` decides itself (`State`, `Binding`…);
/// - a class reference by identity;
/// - a closure always counts as changed;
/// - a struct or tuple field by field, recursively (each field by these rules, so an `Equatable`
///   field uses its own `==` even inside plain data);
/// - an optional by its case, then its payload; an existential by its dynamic type, then its value;
/// - any other enum byte for byte when it is plain data, otherwise as changed.
@MainActor
enum ValueComparison {
  typealias Comparator = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  private static var cache: [ObjectIdentifier: Comparator] = [:]

  /// Whether two view values are the same inputs (different types never are).
  static func areEqualViews(_ lhs: any View, _ rhs: any View) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    func open<V: View>(_ lhs: V) -> Bool {
      guard let rhs = rhs as? V else { return false }
      return areEqual(lhs, rhs)
    }
    return open(lhs)
  }

  /// Whether `lhs` and `rhs` are equal under the rules above.
  static func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    withUnsafePointer(to: lhs) { lhs in
      withUnsafePointer(to: rhs) { rhs in comparator(for: T.self)(lhs, rhs) }
    }
  }

  /// Whether two values of unknown types are equal: same dynamic type, then the rules above.
  static func areEqualValues(_ lhs: Any, _ rhs: Any) -> Bool {
    let type = Swift.type(of: lhs)
    guard type == Swift.type(of: rhs) else { return false }
    func open<T>(_: T.Type) -> Bool {
      guard let lhs = lhs as? T, let rhs = rhs as? T else { return false }
      return areEqual(lhs, rhs)
    }
    return _openExistential(type, do: open)
  }

  /// The comparator of `type`, made once.
  static func comparator(for type: Any.Type) -> Comparator {
    if let cached = cache[ObjectIdentifier(type)] { return cached }
    let made = makeComparator(for: type)
    cache[ObjectIdentifier(type)] = made
    return made
  }

  private static func makeComparator(for type: Any.Type) -> Comparator {
    if let custom = type as? any InputComparable.Type { return custom.inputsAreEqual }
    if let equatable = type as? any Equatable.Type { return equalityComparator(equatable) }
    switch MetadataKind(type) {
    case .class:
      return { $0.load(as: UnsafeRawPointer.self) == $1.load(as: UnsafeRawPointer.self) }
    case .function:
      return { _, _ in false }
    case .optional:
      return (type as? any OptionalInput.Type)?.optionalComparator ?? bytewiseOrChanged(type)
    case .existential:
      return existentialComparator(type)
    case .struct, .tuple:
      return fieldwiseComparator(type)
    case .other:
      return bytewiseOrChanged(type)
    }
  }

  private static func equalityComparator<E: Equatable>(_: E.Type) -> Comparator {
    { $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee }
  }

  /// Plain data compares byte for byte; anything else counts as changed.
  private static func bytewiseOrChanged(_ type: Any.Type) -> Comparator {
    func make<T>(_: T.Type) -> Comparator {
      guard _isPOD(T.self) else { return { _, _ in false } }
      let size = MemoryLayout<T>.size
      return { memcmp($0, $1, size) == 0 }
    }
    return _openExistential(type, do: make)
  }

  private static func existentialComparator(_ type: Any.Type) -> Comparator {
    func make<T>(_: T.Type) -> Comparator {
      { lhs, rhs in
        areEqualValues(lhs.assumingMemoryBound(to: T.self).pointee, rhs.assumingMemoryBound(to: T.self).pointee)
      }
    }
    return _openExistential(type, do: make)
  }

  private static func fieldwiseComparator(_ type: Any.Type) -> Comparator {
    let plain = bytewiseOrChanged(type)
    var fields: [(offset: Int, type: Any.Type)] = []
    let complete = _forEachField(of: type, options: EachFieldOptions.ignoreUnknown) { _, offset, fieldType, _ in
      fields.append((offset, fieldType))
      return true
    }
    guard complete else { return plain }
    let comparators = fields.map { (offset: $0.offset, compare: comparator(for: $0.type)) }
    return { lhs, rhs in
      for field in comparators where !field.compare(lhs + field.offset, rhs + field.offset) {
        return false
      }
      return true
    }
  }

}

/// The metadata kinds the comparison distinguishes.
private enum MetadataKind {
  case `class`, function, optional, existential, `struct`, tuple, other

  /// Reads the kind from the type's metadata (Swift ABI: the first word; class metadata on
  /// platforms with Objective-C interop starts with an isa pointer, above 0x7FF).
  init(_ type: Any.Type) {
    let word = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
    switch word {
    case 0, 0x800...: self = .class
    case 0x200: self = .struct
    case 0x202: self = .optional
    case 0x301: self = .tuple
    case 0x302: self = .function
    case 0x303: self = .existential
    default: self = .other
    }
  }
}

/// Gives the comparison access to an optional's wrapped type.
private protocol OptionalInput {
  @MainActor static var optionalComparator: ValueComparison.Comparator { get }
}

extension Optional: OptionalInput {
  @MainActor static var optionalComparator: ValueComparison.Comparator {
    let wrapped = ValueComparison.comparator(for: Wrapped.self)
    return { lhs, rhs in
      switch (lhs.assumingMemoryBound(to: Self.self).pointee, rhs.assumingMemoryBound(to: Self.self).pointee) {
      case (nil, nil): true
      case (let lhs?, let rhs?):
        withUnsafePointer(to: lhs) { lhs in withUnsafePointer(to: rhs) { rhs in wrapped(lhs, rhs) } }
      default: false
      }
    }
  }
}
