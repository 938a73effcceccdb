// `import SwiftUI` gives an app `ObservableObject`, `@Published` and the publishers `onReceive`
// takes (SwiftUI re-exports Combine's). HeadlessUI gives the same: Apple's Combine where it
// exists, OpenCombine (the same API, open source) elsewhere.
#if canImport(Combine)
  @_exported import Combine
#else
  @_exported @preconcurrency import OpenCombine
#endif
