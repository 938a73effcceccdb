/// A value that can be sent up the view hierarchy.
///
/// `Event` is a requirement-less protocol: any type can be an event, and it can
/// carry any information. It exists so that the framework's APIs can name the
/// values they move instead of using `Any`.
///
/// ```swift
/// struct ItemSelectionEvent: Event {
///   let item: Item
/// }
/// ```
///
/// Events are not required to be `Sendable`: they are triggered and delivered on
/// the main actor.
public protocol Event {}
