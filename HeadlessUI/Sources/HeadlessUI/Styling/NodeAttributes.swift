/// How the host reads the attributes recorded on a view (``HostedView/attributes``).
extension Node {
  /// The recorded attributes of the view this node stands for: a text's own modifiers
  /// (`Text.font(_:)`…), then the inert modifiers applied to it (the modifier nodes above it up
  /// to the nearest non-modifier view, and the modifier nodes below it down to the view they
  /// modify), innermost first.
  var attributes: [ViewAttribute] {
    var chain: [Node] = []
    var below: Node? = self
    while let node = below {
      if node.modifier != nil {
        chain.append(node)
      } else if !node.isCustomView || node.children.count != 1 {
        break
      }
      below = node.children.first
    }
    chain.reverse()
    var above = parent
    var current = self
    while let node = above, node.modifier != nil, node.children.first === current {
      chain.append(node)
      current = node
      above = node.parent
    }
    let own = view(as: Text.self)?.modifiers.map(\.attribute) ?? []
    return own + chain.flatMap { node -> [ViewAttribute] in
      if let multiple = node.modifier as? MultipleAttributeReporting { return multiple.reportedAttributes }
      if let recorded = node.modifier as? AttributeModifier {
        return [ViewAttribute(name: recorded.name, value: recorded.value)]
      }
      if let frame = node.modifier as? FrameModifier {
        return [ViewAttribute(name: "frame", value: frame.value)]
      }
      return (node.modifier as? AttributeReporting).map { [$0.attribute] } ?? []
    }
  }
}

/// A modifier that reports several attributes (the accessibility properties of one
/// accessibility modifier).
@MainActor
protocol MultipleAttributeReporting {
  var reportedAttributes: [ViewAttribute] { get }
}

/// A modifier with behaviour that also reports an attribute (`disabled`, `tag`…).
@MainActor
protocol AttributeReporting {
  var attribute: ViewAttribute { get }
}

extension Text.Modifier {
  /// The modifier as an attribute: `font` `.title`, `bold` (no value).
  var attribute: ViewAttribute {
    switch self {
    case .bold: ViewAttribute(name: "bold", value: "")
    case .italic: ViewAttribute(name: "italic", value: "")
    case .font(let value): ViewAttribute(name: "font", value: value)
    case .fontWeight(let value): ViewAttribute(name: "fontWeight", value: value)
    case .foregroundColor(let value): ViewAttribute(name: "foregroundColor", value: value)
    case .attribute(let name, let value): ViewAttribute(name: name, value: value)
    }
  }
}
