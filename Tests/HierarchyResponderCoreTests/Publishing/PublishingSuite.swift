import Testing

/// The tests of ARCHITECTURE.md, rule 8 (publishers: events going down), grouped so that
/// `swift test --filter Publishing` runs them all.
@Suite enum Publishing {}
