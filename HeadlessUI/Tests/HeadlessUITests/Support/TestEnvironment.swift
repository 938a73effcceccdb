import HeadlessUI

/// A string environment value the tests set and read (default `"default"`).
struct TestLabelKey: EnvironmentKey {
  static let defaultValue = "default"
}

extension EnvironmentValues {
  var testLabel: String {
    get { self[TestLabelKey.self] }
    set { self[TestLabelKey.self] = newValue }
  }
}
