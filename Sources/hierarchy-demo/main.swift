#if canImport(SwiftUI)
  print("hierarchy-demo runs headless on platforms without SwiftUI; open the package in Xcode to use the library with SwiftUI.")
#else
  import Foundation
  import HierarchyResponder

  let script = DemoScript()
  do {
    try await script.run()
  } catch {
    print("The demo stopped: \(error)")
    exit(1)
  }
#endif
