// An app's view model and view, using HeadlessUI's Combine and the optional-Combine dependency.
import Foundation
import XMLLike

#if canImport(SwiftUI)
  import SwiftUI
#else
  import HeadlessUI
#endif

/// An order, decoded by the dependency.
public struct Order: Decodable, Sendable {
  public let total: Int
}

/// The app's model: an `ObservableObject`, as on Apple.
@MainActor public final class OrderModel: ObservableObject {
  @Published public var order: Order?

  public init() {}

  public func load(_ data: Data) throws {
    order = try PlainDecoder().decode(Order.self, from: data)
  }
}

/// The app's view.
public struct OrderView: View {
  @ObservedObject var model: OrderModel

  public init(model: OrderModel) { self.model = model }

  public var body: some View {
    Text("Total \(model.order?.total ?? 0)")
  }
}
