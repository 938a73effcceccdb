// The recipe's step for a file that imported only Combine (a view model): guarded as below, it
// keeps `ObservableObject` and `@Published` where Combine is absent. With `#if canImport(Combine)`
// alone the file has neither there ("cannot find type 'ObservableObject'").
#if canImport(Combine)
  import Combine
#else
  import HeadlessUI
#endif

/// A view model whose file imports only Combine, as an app's model files do.
final class BasketModel: ObservableObject {
  @Published var count = 0
}

#if !canImport(SwiftUI) || Headless
  import Testing

  @Test func aFileThatImportedOnlyCombineKeepsObservableObjectThroughHeadlessUI() {
    let model = BasketModel()
    var announced = 0
    let subscription = model.objectWillChange.sink { announced += 1 }
    model.count = 2
    #expect(announced == 1)
    subscription.cancel()
  }
#endif
