#if canImport(SwiftUI) && !Headless
  print("hierarchy-demo runs headless: on platforms with SwiftUI, run it with `HIERARCHY_RESPONDER_HEADLESS=1 swift run hierarchy-demo`.")
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
