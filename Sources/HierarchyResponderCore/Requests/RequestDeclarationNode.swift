/// A `.requests(...)` declaration: checks the requests that pass it, as `.triggers` checks
/// events.
///
/// In debug builds, for a request passing the declaration:
/// - its type must be listed here or by a declaration inner to this one that the request
///   already passed (nested declarations add up);
/// - when explicit responders are required, a request of a type listed here needs a responder
///   of its type outer to the declaration.
///
/// Each infraction is reported at the declaration's level.
package final class RequestDeclarationNode: RequestNode {
  // Replaced at each body evaluation in the SwiftUI layer (the environment's level may change).
  package var types: [any ResponderRequest.Type]
  package var level: ResponderSafetyLevel
  package var requiresExplicitResponders: Bool

  package init(
    parent: ResponderNode?, site: ResponderSite, types: [any ResponderRequest.Type], level: ResponderSafetyLevel,
    requiresExplicitResponders: Bool
  ) {
    self.types = types
    self.level = level
    self.requiresExplicitResponders = requiresExplicitResponders
    super.init(parent: parent, kind: .requests, site: site)
  }

  package override func offer<R: ResponderRequest>(_ request: R, trip: RequestTrip) async -> RequestStep<R.Response> {
    let origin = trip.origin
    var declaredType = trip.declaredType
    defer { trip.declaredType = declaredType }
    let stop = DeclarationCheck(level: level, requiresExplicitResponders: requiresExplicitResponders, site: site).check(
      type: ObjectIdentifier(R.self), listedHere: types.contains { $0 == R.self }, declaredType: &declaredType,
      undeclared: Messages.undeclaredRequest(R.self, origin: origin, declared: types.map { String(describing: $0) }),
      hasExplicitResponder: hasResponder(for: R.self),
      missingResponder: Messages.missingRequestResponder(R.self, origin: origin))
    return stop.map { .dropped(reason: $0) } ?? .passed
  }

  /// Whether a request node outer to this declaration answers requests of `type` (the outward query).
  private func hasResponder(for type: Any.Type) -> Bool {
    ResponderQuery(side: .request, question: .type(type)).answer(from: outerRequestNode) != nil
  }
}

extension ResponderAnchor where Node == RequestDeclarationNode {
  /// Keeps a `.requests` declaration across body evaluations; in
  /// release builds it adds no node and returns `parent`.
  package func update(
    parent: ResponderChain, types: [any ResponderRequest.Type], level: ResponderSafetyLevel,
    requiresExplicitResponders: Bool, site: ResponderSite
  ) -> ResponderChain {
    #if DEBUG
      update(parent: parent) { parentNode in
        RequestDeclarationNode(
          parent: parentNode, site: site, types: types, level: level, requiresExplicitResponders: requiresExplicitResponders)
      } install: { node in
        if !node.site.isIdentical(to: site) { node.site = site }
        node.types = types
        node.level = level
        node.requiresExplicitResponders = requiresExplicitResponders
      }
    #else
      parent
    #endif
  }
}

@MainActor
extension ResponderChain {
  /// Declares the requests that the inside of this position sends (`.requests`).
  ///
  /// In debug builds, a request of another type passing here is an infraction, and so is a
  /// declared request with no responder of its type outer to this position when
  /// `requiresExplicitResponders` is on. In release builds this adds nothing.
  ///
  /// ```swift
  /// // Fragment
  /// let row = screen.declaringRequests([ConfirmDeletion.self])
  /// ```
  ///
  /// - Parameters:
  ///   - types: the request types the inside sends.
  ///   - level: how an infraction is treated.
  ///   - requiresExplicitResponders: whether a declared type needs a responder outer to this position.
  ///   - site: how journeys and runtime issues name it; by default the caller's `fileID:line`.
  ///   - fileID: the caller's file, used when `site` is `nil`.
  ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
  ///   - line: the caller's line, used when `site` is `nil`.
  ///   - column: the caller's column.
  /// - Returns: The chain inside the declaration: this chain with it in front (this chain
  ///   itself in release builds).
  public func declaringRequests(
    _ types: [any ResponderRequest.Type], level: ResponderSafetyLevel = .default, requiresExplicitResponders: Bool = true,
    site: ResponderSite? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ResponderChain {
    #if DEBUG
      let site = site ?? ResponderSite(fileID: fileID, filePath: filePath, line: line, column: column)
      return ResponderChain(
        node: RequestDeclarationNode(
          parent: node, site: site, types: types, level: level, requiresExplicitResponders: requiresExplicitResponders))
    #else
      self
    #endif
  }
}
