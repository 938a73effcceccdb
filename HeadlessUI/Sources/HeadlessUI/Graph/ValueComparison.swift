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
///   field uses its own `==` even inside plain data); one with a field that always counts as
///   changed (a closure) counts as changed without comparing the others, the answer a comparison
///   field by field would give;
/// - an optional by its case, then its payload; an existential by its dynamic type, then its value;
/// - any other enum byte for byte when it is plain data, otherwise as changed.
@MainActor
enum ValueComparison {
  typealias Comparator = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  /// A type's comparison, and whether it can only answer "changed" (a closure, or a value that
  /// holds one), so that a value holding such a field is not compared field by field.
  private struct Entry {
    let compare: Comparator
    let changesAlways: Bool
  }

  private static var cache: [ObjectIdentifier: Entry] = [:]

  /// The comparison of a type that always counts as changed.
  private static let changed: Comparator = { _, _ in false }

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
    let entry = entry(for: T.self)
    // A modifier holding a closure, the common case, is answered without copying either value.
    if entry.changesAlways { return false }
    return withUnsafePointer(to: lhs) { lhs in
      withUnsafePointer(to: rhs) { rhs in entry.compare(lhs, rhs) }
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
    entry(for: type).compare
  }

  private static func entry(for type: Any.Type) -> Entry {
    if let cached = cache[ObjectIdentifier(type)] { return cached }
    let made = makeEntry(for: type)
    cache[ObjectIdentifier(type)] = made
    return made
  }

  private static func makeEntry(for type: Any.Type) -> Entry {
    if let custom = type as? any InputComparable.Type { return Entry(compare: custom.inputsAreEqual, changesAlways: false) }
    if let equatable = type as? any Equatable.Type { return Entry(compare: equalityComparator(equatable), changesAlways: false) }
    switch MetadataKind(type) {
    case .class:
      return Entry(compare: { $0.load(as: UnsafeRawPointer.self) == $1.load(as: UnsafeRawPointer.self) }, changesAlways: false)
    case .function:
      return Entry(compare: changed, changesAlways: true)
    case .optional:
      if let optional = type as? any OptionalInput.Type { return Entry(compare: optional.optionalComparator, changesAlways: false) }
      return bytewiseOrChanged(type)
    case .existential:
      return Entry(compare: existentialComparator(type), changesAlways: false)
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
  private static func bytewiseOrChanged(_ type: Any.Type) -> Entry {
    func make<T>(_: T.Type) -> Entry {
      guard _isPOD(T.self) else { return Entry(compare: changed, changesAlways: true) }
      let size = MemoryLayout<T>.size
      return Entry(compare: { memcmp($0, $1, size) == 0 }, changesAlways: false)
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

  private static func fieldwiseComparator(_ type: Any.Type) -> Entry {
    var fields: [(offset: Int, type: Any.Type)] = []
    let complete = _forEachField(of: type, options: EachFieldOptions.ignoreUnknown) { _, offset, fieldType, _ in
      fields.append((offset, fieldType))
      return true
    }
    guard complete else { return bytewiseOrChanged(type) }
    let entries = fields.map { (offset: $0.offset, entry: entry(for: $0.type)) }
    // Every field must be equal: one that always counts as changed decides for the whole value.
    if entries.contains(where: \.entry.changesAlways) { return Entry(compare: changed, changesAlways: true) }
    let comparators = entries.map { (offset: $0.offset, compare: $0.entry.compare) }
    return Entry(
      compare: { lhs, rhs in
        for field in comparators where !field.compare(lhs + field.offset, rhs + field.offset) {
          return false
        }
        return true
      }, changesAlways: false)
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
