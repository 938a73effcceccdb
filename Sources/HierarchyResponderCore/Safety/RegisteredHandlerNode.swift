/// Marks the values of some types as having an explicit responder at this
/// position, for the safety checks of `.triggers`/`.reports` declarations
/// inside it (`registerHandler(for:)`), without responding to anything.
///
/// Use it when a custom responder (for example an untyped `receiveEvent` that
/// switches over several types) does handle a declared type.
package final class RegisteredHandlerNode: ResponderNode {
  /// Replaced at each body evaluation in the SwiftUI layer.
  package var matchers: [(Payload) -> Bool]

  package init(parent: ResponderNode?, side: ResponderSide, site: ResponderSite, matchers: [(Payload) -> Bool]) {
    self.matchers = matchers
    super.init(parent: parent, side: side, kind: nil, site: site, passKey: PassKey.never)
  }

  package override func explicitlyAccepts(_ payload: Payload) -> Bool {
    matchers.contains { $0(payload) }
  }
}
