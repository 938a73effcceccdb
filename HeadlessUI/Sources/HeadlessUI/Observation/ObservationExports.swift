// `import SwiftUI` is all an app file needs for `@Observable` (Apple's own samples, e.g. the
// "Managing model data in your app" sample's `Book.swift`, import only SwiftUI). HeadlessUI gives
// the same: the Observation module (`@Observable`, `@ObservationIgnored`, `Observable`,
// `withObservationTracking`) comes with `import HeadlessUI`.
@_exported import Observation
