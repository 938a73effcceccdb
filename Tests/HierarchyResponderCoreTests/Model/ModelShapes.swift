import HierarchyResponderCore

// The value shapes of the model-based test: beyond the plain structs `E0`…`E3`,
// events are structs, enums, classes and subclasses, generic structs,
// existentials, `Optional`, `Array`/`Set`/`Dictionary` and `AnyHashable`, and
// typed responders are typed for such shapes. Whether a responder sees a value
// is decided in the model by a plain `as?` cast (ARCHITECTURE.md, Kinds), so
// collection covariance and instance-dependent casts (`AnyHashable(Ping)` is a
// `PingLike`, `AnyHashable(Tap)` is not) are predicted without any dispatch rule.
//
// Every shape holds a leaf that carries the `ModelValue` it was made from, so a
// closure can tell which value it received whatever type the value was cast to.

protocol ModelAnimal: Event {}
protocol ModelPingLike: Hashable {}

struct ModelDog: ModelAnimal, ModelTagged, Hashable { var modelValue: ModelValue }
struct ModelCat: ModelAnimal, ModelTagged, Hashable { var modelValue: ModelValue }
struct ModelPing: ModelPingLike, ModelTagged { var modelValue: ModelValue }
struct ModelTap: Hashable, ModelTagged { var modelValue: ModelValue }
enum ModelSignal: Event, ModelTagged {
  case ping(ModelValue)
  var modelValue: ModelValue { switch self { case .ping(let value): value } }
}
class ModelVehicle: Event, ModelTagged {
  let modelValue: ModelValue
  init(_ modelValue: ModelValue) { self.modelValue = modelValue }
}
final class ModelTruck: ModelVehicle {}
struct ModelCrate<Content>: Event, ModelTagged {
  var content: Content
  var modelValue: ModelValue
}

enum ModelShapes {
  /// The shaped events, after `E0`…`E3`: event type `4 + i` is `events[i]`.
  static let events: [(label: String, make: @Sendable (ModelValue) -> any Event)] = [
    ("ModelDog", { ModelDog(modelValue: $0) }),
    ("ModelCat", { ModelCat(modelValue: $0) }),
    ("ModelSignal", { ModelSignal.ping($0) }),
    ("ModelVehicle", { ModelVehicle($0) }),
    ("ModelTruck", { ModelTruck($0) }),
    ("ModelCrate<Int>", { ModelCrate(content: 1, modelValue: $0) }),
    ("ModelCrate<String>", { ModelCrate(content: "a", modelValue: $0) }),
    ("ModelDog?", { ModelDog?.some(ModelDog(modelValue: $0)) }),
    ("[ModelDog]", { [ModelDog(modelValue: $0)] }),
    ("[ModelCat]", { [ModelCat(modelValue: $0)] }),
    ("[any ModelAnimal]", { [ModelDog(modelValue: $0)] as [any ModelAnimal] }),
    ("Set<ModelDog>", { Set([ModelDog(modelValue: $0)]) }),
    ("[String: ModelCat]", { ["a": ModelCat(modelValue: $0)] }),
    ("AnyHashable(ModelPing)", { AnyHashable(ModelPing(modelValue: $0)) }),
    ("AnyHashable(ModelTap)", { AnyHashable(ModelTap(modelValue: $0)) }),
  ]
  /// The event types of `AnyHashable(ModelPing)` and `AnyHashable(ModelTap)`, sent often so that a
  /// responder typed `any ModelPingLike` sees both in one chain.
  static let anyHashableEvents = [4 + events.count - 2, 4 + events.count - 1]

  /// The types an event responder can be typed for: a node's `filter` indexes this list.
  static let eventFilters: [ModelFilter] = [
    .init(E0.self, "E0"), .init(E1.self, "E1"), .init(E2.self, "E2"), .init(E3.self, "E3"),
    .init(ModelDog.self, "ModelDog"), .init((any ModelAnimal).self, "any ModelAnimal"),
    .init(ModelSignal.self, "ModelSignal"), .init(ModelVehicle.self, "ModelVehicle"),
    .init(ModelTruck.self, "ModelTruck"), .init(ModelCrate<Int>.self, "ModelCrate<Int>"),
    .init(ModelDog?.self, "ModelDog?"), .init([ModelDog].self, "[ModelDog]"),
    .init([any ModelAnimal].self, "[any ModelAnimal]"), .init(Set<ModelDog>.self, "Set<ModelDog>"),
    .init(Set<AnyHashable>.self, "Set<AnyHashable>"), .init([String: any ModelAnimal].self, "[String: any ModelAnimal]"),
    .init(AnyHashable.self, "AnyHashable"), .init((any ModelPingLike).self, "any ModelPingLike"),
  ]

  /// The `ModelValue` a delivered value was made from: the leaf's, found through
  /// optionals, `AnyHashable`, collections and dictionaries.
  static func modelValue(in value: Any) -> ModelValue? {
    if let tagged = value as? any ModelTagged { return tagged.modelValue }
    for child in Mirror(reflecting: value).children {
      if let found = modelValue(in: child.value) { return found }
    }
    return nil
  }
}

/// A type an event responder is typed for, and the plain `as?` cast that says whether a value is one.
struct ModelFilter: Sendable {
  let name: String
  let matches: @Sendable (Any) -> Bool
  let add: @MainActor @Sendable (ProductionRun, ModelNode, ResponderChain) -> ResponderChain

  init<T>(_: T.Type, _ name: String) {
    self.name = name
    matches = { $0 as? T != nil }
    add = { run, node, chain in run.add(node, for: T.self, to: chain) }
  }
}
