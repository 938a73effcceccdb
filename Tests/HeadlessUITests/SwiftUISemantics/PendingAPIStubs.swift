import Foundation
import HeadlessUI

// PENDING API STUBS — the lead deletes this file when HeadlessUI gains the real declarations.
//
// Internal stand-ins, in this test module only, for the APIs issue #7 adds to HeadlessUI with
// Apple's shapes, so that the "SwiftUI semantics" suite compiles today:
//
// - `EquatableView` and `View.equatable()` (SwiftUICore: `@frozen public struct
//   EquatableView<Content> : View where Content : Equatable, Content : View`, `init(content:)`,
//   `var content`; `extension View where Self : Equatable { @inlinable nonisolated public func
//   equatable() -> EquatableView<Self> }`);
// - `View.id(_:)` (`@inlinable nonisolated public func id<ID>(_ id: ID) -> some View where ID :
//   Hashable`);
// - `alert(isPresented:error:actions:)` and `alert(isPresented:error:actions:message:)` (SwiftUI,
//   iOS 15: `E : LocalizedError`, the title is the error's `errorDescription`);
// - `ViewHost.unmount()`.
//
// Behaviour: `EquatableView` here is a plain custom view (no comparison: its content
// re-evaluates like any child, so the tests that count skipped bodies fail until the reconciler
// lands); `id(_:)` is keyed through a one-element `ForEach` (a new id is a new identity, which
// HeadlessUI already honours for `ForEach`); the `error:` alerts forward to the `presenting:`
// alerts with the error's description as title; `unmount()` does nothing (the teardown tests
// fail until the host gains it).

struct EquatableView<Content>: View where Content: Equatable, Content: View {
  var content: Content

  init(content: Content) {
    self.content = content
  }

  var body: some View { content }
}

extension View where Self: Equatable {
  func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}

extension View {
  func id<ID>(_ id: ID) -> some View where ID: Hashable {
    ForEach([id], id: \.self) { _ in self }
  }

  func alert<E, A>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View where E: LocalizedError, A: View {
    alert(Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error) { _ in actions() }
  }

  func alert<E, A, M>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View where E: LocalizedError, A: View, M: View {
    alert(
      Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error, actions: actions,
      message: message)
  }
}

extension ViewHost {
  func unmount() {}
}
