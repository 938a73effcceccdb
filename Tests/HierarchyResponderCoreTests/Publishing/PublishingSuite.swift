import Testing

/// The tests of ARCHITECTURE.md, Publishing (publishers: events going down), grouped so that
/// `swift test --filter Publishing` runs them all.
@Suite enum Publishing {}
