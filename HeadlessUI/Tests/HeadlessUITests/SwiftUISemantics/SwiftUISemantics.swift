import Testing

/// The suite that pins HeadlessUI to SwiftUI's documented behaviour (issue #7,
/// HeadlessUI/Design.md): storage per mounted instance, SwiftUI's update rule, environment
/// dependencies per key, explicit identity, alert order, state writes from any thread, and
/// teardown. Every test names the behaviour it pins down and cites where Apple documents it.
///
/// Run it alone with `swift test --filter SwiftUISemantics`.
@MainActor @Suite("SwiftUI semantics")
struct SwiftUISemantics {}
