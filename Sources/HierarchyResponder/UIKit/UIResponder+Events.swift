#if canImport(UIKit) && !os(watchOS) && !Headless
  import SwiftUI
  import UIKit

  extension UIResponder {
    /// Routes `event` from this responder up its `next` chain, asking every
    /// responder that adopts `EventResponding`; the UIKit form of the
    /// article's `routerEventWithName:userInfo:`.
    ///
    /// An event nobody handles is one runtime issue, never a crash. The
    /// result carries the path of responders crossed (accessibility
    /// identifiers, or type names) for analytics.
    ///
    /// ```swift
    /// // Fragment
    /// @objc func likeTapped() {
    ///   routeEvent(LikeEvent(post: post))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - event: the event to route.
    ///   - fileID: the caller's file: where the route's runtime issues are located.
    ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
    ///   - line: the caller's line.
    ///   - column: the caller's column.
    /// - Returns: how the route ended, the event as the last responder saw it, and the path.
    @discardableResult
    public func routeEvent(
      _ event: any Event, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> RouteResult<UIResponder> {
      EventRouter<UIResponder>
        .responding(next: { $0.next }, id: UIResponder.routeID)
        .route(event, from: self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Routes `request` from this responder up its responder chain, asking every responder that
    /// adopts `RequestResponding`, and returns the first answer.
    ///
    /// ```swift
    /// // Fragment
    /// let confirmed = try await routeRequest(ConfirmDeletion(itemName: name))
    /// ```
    ///
    /// - Parameters:
    ///   - request: the request to route.
    ///   - fileID: the caller's file: where the route's runtime issues are located.
    ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
    ///   - line: the caller's line.
    ///   - column: the caller's column.
    /// - Returns: the first answer.
    /// - Throws: what the answering responder threw; `RequestNotAnswered` when none answered.
    public func routeRequest<R: ResponderRequest>(
      _ request: R, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> R.Response {
      try await EventRouter<UIResponder>
        .responding(next: { $0.next }, id: { UIResponder.routeID($0) })
        .routeRequest(request, from: self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// How a responder appears in a route's path.
    static func routeID(_ responder: UIResponder) -> String {
      (responder as? UIAccessibilityIdentification)?.accessibilityIdentifier ?? String(describing: type(of: responder))
    }
  }

  extension View {
    /// Sends what this SwiftUI tree leaves unhandled up the UIKit responder
    /// chain of `responder` (typically the hosting controller), before the root: events, and the
    /// requests nothing in it answered (objects adopting `RequestResponding` answer them).
    ///
    /// ```swift
    /// // Fragment
    /// let host = UIHostingController(rootView: AnyView(EmptyView()))
    /// host.rootView = AnyView(FeedView().forwardingUnhandledEvents(to: host))
    /// ```
    ///
    /// - Parameters:
    ///   - responder: the responder whose `next` chain receives what this tree leaves unhandled
    ///     (typically the hosting controller).
    ///   - fileID: the caller's file: where journeys place the bridge.
    ///   - filePath: the caller's file path, where Xcode opens a runtime issue.
    ///   - line: the caller's line.
    ///   - column: the caller's column.
    public func forwardingUnhandledEvents(
      to responder: UIResponder, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> some View {
      forwardingUnhandledEvents(to: responder, fileID: fileID, filePath: filePath, line: line, column: column) { $0.routeEvent($1) }
        .forwardingUnansweredRequests(
          to: responder, router: .responding(next: { $0.next }, id: { UIResponder.routeID($0) }),
          fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// A container view that connects a UIKit subtree to the SwiftUI responders
  /// above it: events routed from inside it (with `routeEvent`) that no UIKit
  /// responder handles before it are triggered into SwiftUI, and requests (with
  /// `routeRequest`) that no UIKit responder answers before it are sent into SwiftUI.
  ///
  /// Use it as the view of a `UIViewRepresentable`, and keep its trigger up
  /// to date in `updateUIView`:
  ///
  /// ```swift
  /// // Fragment
  /// func makeUIView(context: Context) -> EventBridgeView {
  ///   let bridge = EventBridgeView()
  ///   bridge.addSubview(ChartView())
  ///   return bridge
  /// }
  /// func updateUIView(_ bridge: EventBridgeView, context: Context) {
  ///   bridge.triggerEvent = context.environment.triggerEvent
  /// }
  /// ```
  public final class EventBridgeView: UIView, EventResponding, RequestResponding {
    /// Where events go: the SwiftUI chain at the representable's position.
    public var triggerEvent = TriggerEvent(chain: ResponderChain())

    /// Triggers `event` into the SwiftUI responders above the representable (through
    /// `triggerEvent`): the route through this responder chain ends here.
    ///
    /// - Parameter event: the event routed to this view.
    /// - Returns: `.handled`, always.
    /// - Throws: Nothing; the method is `throws` only to match
    ///   `EventResponding.respond(to:)`.
    public func respond(to event: any Event) throws -> RouteDecision {
      triggerEvent(event)
      return .handled
    }

    /// Sends `request` into the SwiftUI responders above the representable (from
    /// `triggerEvent`'s position) and returns their answer: the route through this responder
    /// chain ends here.
    ///
    /// - Parameter request: the request routed to this view.
    /// - Returns: the SwiftUI responders' answer.
    /// - Throws: what the answering responder threw; `RequestNotAnswered` when none answered.
    public func respond<R: ResponderRequest>(to request: R) async throws -> RequestReply<R.Response> {
      .answer(try await triggerEvent.chain.sendRequest(request))
    }
  }
#endif
