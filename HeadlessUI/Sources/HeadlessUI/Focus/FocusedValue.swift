/// A property wrapper for observing values from the focused view or one of its ancestors.
///
/// If multiple views publish values using the same key, the wrapped property reflects the value
/// from the view closest to focus; when no view on the focused path publishes one, a scene value
/// (`focusedSceneValue(_:_:)`) of the key window; otherwise `nil`. In a ``ViewHost``
/// the window is the host; under an ``AppHost``, it is the key window — for commands and for
/// views alike. The view (or commands) re-renders when the value changes: focus moved, the key
/// window changed, or the publisher published another value.
///
/// ```swift
/// // Fragment
/// struct NoteCommands: Commands {
///   @FocusedValue(\.selectedNote) private var note
///   var body: some Commands {
///     CommandMenu("Note") {
///       Button("Pin") { note?.wrappedValue.isPinned = true }.disabled(note == nil)
///     }
///   }
/// }
/// ```
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  internal let keyPath: KeyPath<FocusedValues, Value?>
  internal var installedValue: Value?

  /// A new property wrapper for the given key path.
  ///
  /// - Parameter keyPath: The key path for the focus value to read.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    self.keyPath = keyPath
    self.installedValue = nil
  }

  /// The value for the focus key given the current scope and state of the focused view
  /// hierarchy; `nil` when nothing in the focused view hierarchy exports a value.
  public var wrappedValue: Value? { installedValue }
}

extension FocusedValue: InstallableProperty {
  @MainActor static func install(at pointer: UnsafeMutableRawPointer, in node: Node, key: Int) {
    let property = pointer.assumingMemoryBound(to: Self.self)
    guard let center = node.environment.focusCenter else { return }
    let keyPath = property.pointee.keyPath
    let value = center.focusedValues[keyPath: keyPath]
    property.pointee.installedValue = value
    center.register(node, key: key) { values in
      !ValueComparison.areEqual(values[keyPath: keyPath], value)
    }
  }
}

extension FocusedValue: InputComparable {
  /// What it reads is a dependency of its own: it never makes a view "changed".
  @MainActor static func inputsAreEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool { true }
}

@available(*, unavailable)
extension FocusedValue: Sendable {}
