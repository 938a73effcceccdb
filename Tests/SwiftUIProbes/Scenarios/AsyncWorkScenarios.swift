import Foundation
import Observation
import SwiftUI

// Scenarios of HeadlessUI/DEVICE-QUESTIONS.md, "Async work and publishing".

/// An object a view holds with `@StateObject`: logs its creation and, in its `deinit`, its release
/// and whether that ran on the main thread.
final class ProbeObject: ObservableObject {
  let name: String
  let log: ProbeLog

  init(name: String, log: ProbeLog) {
    self.name = name
    self.log = log
    log.add("\(name) made")
  }

  deinit {
    log.add("\(name) released on \(Thread.isMainThread ? "main" : "another") thread")
  }
}

/// A view holding a ``ProbeObject`` with `@StateObject`.
struct StateObjectHolder: View {
  @StateObject private var object: ProbeObject

  init(name: String, log: ProbeLog) {
    _object = StateObject(wrappedValue: ProbeObject(name: name, log: log))
  }

  var body: some View { Text(object.name) }
}

/// What a probe removes: a pushed screen, a presented sheet, a row.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @Observable
final class RemovalProbeModel {
  var path: [Int] = []
  var showsSheet = false
  var rows = [1, 2]
}

/// A pushed screen, a sheet and list rows, each holding a ``ProbeObject``.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct StateObjectReleaseScenario: View {
  let model: RemovalProbeModel
  let log: ProbeLog

  var body: some View {
    NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
      List {
        ForEach(model.rows, id: \.self) { row in StateObjectHolder(name: "row \(row)", log: log) }
      }
      .navigationDestination(for: Int.self) { number in StateObjectHolder(name: "pushed \(number)", log: log) }
      .sheet(isPresented: Binding(get: { model.showsSheet }, set: { model.showsSheet = $0 })) {
        StateObjectHolder(name: "sheet", log: log)
      }
    }
  }
}

/// A `@StateObject` in a `ViewModifier`: logs each time its autoclosure makes an object.
struct StateObjectModifier: ViewModifier {
  @StateObject private var object: ProbeObject

  init(log: ProbeLog) {
    _object = StateObject(wrappedValue: ProbeObject(name: "modifier object", log: log))
  }

  func body(content: Content) -> some View { content }
}

/// A list of names each view contributes, combined in tree order.
struct ProbeNamesKey: PreferenceKey {
  static var defaultValue: [String] { [] }
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

extension View {
  /// Contributes `name` to ``ProbeNamesKey``.
  func probeName(_ name: String) -> some View {
    transformPreference(ProbeNamesKey.self) { $0.append(name) }
  }
}

/// Names set in a stack's root and pushed screen, in two tabs and in a sheet, read by one
/// `onPreferenceChange` above them all.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct HiddenPreferencesScenario: View {
  let model: NavigationProbeModel
  let log: ProbeLog

  var body: some View {
    VStack {
      NavigationStack(path: Binding(get: { model.path }, set: { model.path = $0 })) {
        Text("root").probeName("root")
          .navigationDestination(for: Int.self) { number in Text("detail").probeName("detail \(number)") }
      }
      TabView(selection: Binding(get: { model.tab }, set: { model.tab = $0 })) {
        Text("first").probeName("first").tabItem { Text("First") }.tag(1)
        Text("second").probeName("second").tabItem { Text("Second") }.tag(2)
      }
    }
    .sheet(isPresented: Binding(get: { model.showsSheet }, set: { model.showsSheet = $0 })) { Text("sheet").probeName("sheet") }
    .onPreferenceChange(ProbeNamesKey.self) { [log] names in log.add("names \(names)") }
  }
}

/// Rows that log their appearance and contribute their name, in a `List` or a `VStack`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct InsertedRowScenario: View {
  let model: RemovalProbeModel
  let inList: Bool
  let log: ProbeLog

  var body: some View {
    if inList {
      List { rows }.onPreferenceChange(ProbeNamesKey.self) { [log] names in log.add("names \(names)") }
    } else {
      VStack { rows }.onPreferenceChange(ProbeNamesKey.self) { [log] names in log.add("names \(names)") }
    }
  }

  private var rows: some View {
    ForEach(model.rows, id: \.self) { row in
      Text("row \(row)")
        .probeName("row \(row)")
        .onAppear { log.add("row \(row) appear") }
    }
  }
}
