import Foundation

/// A control for selecting an absolute date.
///
/// In a ``ViewHost``, find it by the texts of its label (`host.datePicker("Delivery")`), read
/// ``HostedView/selectedDate`` and choose a date with ``HostedView/pick(date:)``: a date outside
/// the picker's range is refused, as the picker offers none.
///
/// ```swift
/// // Fragment
/// DatePicker("Delivery", selection: $delivery, in: Date()..., displayedComponents: .date)
/// ```
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct DatePicker<Label>: View where Label: View {
  public typealias Body = Never

  /// The components of a date a picker shows.
  public typealias Components = DatePickerComponents

  // Main-actor view storage (ARCHITECTURE.md, "Concurrency invariants").
  nonisolated(unsafe) internal let label: Label
  internal let selection: Binding<Date>
  internal let range: ClosedRange<Date>
  internal let displayedComponents: DatePickerComponents

  nonisolated internal init(label: Label, selection: Binding<Date>, range: ClosedRange<Date>, components: DatePickerComponents) {
    self.label = label
    self.selection = selection
    self.range = range
    self.displayedComponents = components
  }

  /// Creates an instance that selects a `Date` with an unbounded range.
  ///
  /// - Parameters:
  ///   - selection: The date value being displayed and selected.
  ///   - displayedComponents: The date components that user is able to view and edit. Defaults
  ///     to `[.hourAndMinute, .date]`.
  ///   - label: A view that describes the use of the date.
  nonisolated public init(
    selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), selection: selection, range: .distantPast ... .distantFuture, components: displayedComponents)
  }

  /// Creates an instance that selects a `Date` in a closed range.
  ///
  /// - Parameters:
  ///   - selection: The date value being displayed and selected.
  ///   - range: The inclusive range of selectable dates.
  ///   - displayedComponents: The date components that user is able to view and edit. Defaults
  ///     to `[.hourAndMinute, .date]`.
  ///   - label: A view that describes the use of the date.
  nonisolated public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), selection: selection, range: range, components: displayedComponents)
  }

  /// Creates an instance that selects a `Date` on or after some start date.
  ///
  /// - Parameters:
  ///   - selection: The date value being displayed and selected.
  ///   - range: The open range from some selectable start date.
  ///   - displayedComponents: The date components that user is able to view and edit. Defaults
  ///     to `[.hourAndMinute, .date]`.
  ///   - label: A view that describes the use of the date.
  nonisolated public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), selection: selection, range: range.lowerBound ... .distantFuture, components: displayedComponents)
  }

  /// Creates an instance that selects a `Date` on or before some end date.
  ///
  /// - Parameters:
  ///   - selection: The date value being displayed and selected.
  ///   - range: The open range before some selectable end date.
  ///   - displayedComponents: The date components that user is able to view and edit. Defaults
  ///     to `[.hourAndMinute, .date]`.
  ///   - label: A view that describes the use of the date.
  nonisolated public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), selection: selection, range: .distantPast ... range.upperBound, components: displayedComponents)
  }
}

@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
extension DatePicker where Label == Text {
  /// Creates an instance that selects a `Date` with an unbounded range.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of `self`, describing its purpose.
  ///   - selection: The date value being displayed and selected.
  ///   - displayedComponents: The date components that user is able to view and edit. Defaults
  ///     to `[.hourAndMinute, .date]`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates an instance that selects a `Date` in a closed range.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of `self`, describing its purpose.
  ///   - selection: The date value being displayed and selected.
  ///   - range: The inclusive range of selectable dates.
  ///   - displayedComponents: The date components that user is able to view and edit. Defaults
  ///     to `[.hourAndMinute, .date]`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates an instance that selects a `Date` on or after some start date.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of `self`, describing its purpose.
  ///   - selection: The date value being displayed and selected.
  ///   - range: The open range from some selectable start date.
  ///   - displayedComponents: The date components that user is able to view and edit. Defaults
  ///     to `[.hourAndMinute, .date]`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates an instance that selects a `Date` on or before some end date.
  ///
  /// - Parameters:
  ///   - titleKey: The key for the localized title of `self`, describing its purpose.
  ///   - selection: The date value being displayed and selected.
  ///   - range: The open range before some selectable end date.
  ///   - displayedComponents: The date components that user is able to view and edit. Defaults
  ///     to `[.hourAndMinute, .date]`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// Creates an instance that selects a `Date` with an unbounded range.
  ///
  /// - Parameters:
  ///   - title: The title of `self`, describing its purpose (not localized).
  ///   - selection: The date value being displayed and selected.
  ///   - displayedComponents: The date components that user is able to view and edit. Defaults
  ///     to `[.hourAndMinute, .date]`.
  @_disfavoredOverload
  nonisolated public init<S>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) where S: StringProtocol {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// Creates an instance that selects a `Date` in a closed range.
  ///
  /// - Parameters:
  ///   - title: The title of `self`, describing its purpose (not localized).
  ///   - selection: The date value being displayed and selected.
  ///   - range: The inclusive range of selectable dates.
  ///   - displayedComponents: The date components that user is able to view and edit. Defaults
  ///     to `[.hourAndMinute, .date]`.
  @_disfavoredOverload
  nonisolated public init<S>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) where S: StringProtocol {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// Creates an instance that selects a `Date` on or after some start date.
  ///
  /// - Parameters:
  ///   - title: The title of `self`, describing its purpose (not localized).
  ///   - selection: The date value being displayed and selected.
  ///   - range: The open range from some selectable start date.
  ///   - displayedComponents: The date components that user is able to view and edit. Defaults
  ///     to `[.hourAndMinute, .date]`.
  @_disfavoredOverload
  nonisolated public init<S>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) where S: StringProtocol {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  /// Creates an instance that selects a `Date` on or before some end date.
  ///
  /// - Parameters:
  ///   - title: The title of `self`, describing its purpose (not localized).
  ///   - selection: The date value being displayed and selected.
  ///   - range: The open range before some selectable end date.
  ///   - displayedComponents: The date components that user is able to view and edit. Defaults
  ///     to `[.hourAndMinute, .date]`.
  @_disfavoredOverload
  nonisolated public init<S>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
  ) where S: StringProtocol {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
}

/// The components of a date a ``DatePicker`` shows and edits.
///
/// ```swift
/// // Fragment
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// ```
@available(iOS 13.0, macOS 10.15, watchOS 10.0, *)
@available(tvOS, unavailable)
public struct DatePickerComponents: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt

  /// Creates a new option set from a raw value.
  ///
  /// - Parameter rawValue: The raw value of the option set to create.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Displays hour and minute components.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 2)
  /// Displays day, month, and year based on the locale.
  public static let date = DatePickerComponents(rawValue: 1 << 4)
}

extension DatePicker: PrimitiveView, LabeledControl {
  func render(_ node: Node, in graph: ViewGraph) {
    graph.reconcileChildren(of: node, [ChildElement(key: "label", view: label)])
  }

  func describe(_ node: Node) -> String? {
    "DatePicker(\(node.controlTitle.debugDescription), selection: \(selection.wrappedValue))"
  }
}

/// Lets the host drive a date picker without knowing its label type.
@MainActor
protocol DatePickerProtocol {
  var selection: Binding<Date> { get }
  var range: ClosedRange<Date> { get }
}

extension DatePicker: DatePickerProtocol {}

@available(*, unavailable)
extension DatePicker: Sendable {}
