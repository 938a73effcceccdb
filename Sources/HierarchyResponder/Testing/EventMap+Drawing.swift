#if !canImport(SwiftUI) || Headless
  import Foundation
  import HeadlessUI

  extension EventMap {
    /// The map as a Mermaid flowchart (GitHub and DocC render it): screens, their controls,
    /// and arrows labelled with the value each responder took.
    ///
    /// ```swift
    /// // Fragment
    /// print(map.mermaid)
    /// // flowchart LR
    /// //   n0[["Feed"]]
    /// //   n1("tap #quot;Like#quot;")
    /// //   n2[".handleEvent Feed"]
    /// //   n0 --> n1
    /// //   n1 -->|"LikeEvent"| n2
    /// ```
    public var mermaid: String {
      let ids = nodeIDs
      var lines = ["flowchart LR"]
      for (node, id) in ids {
        let label = Self.mermaidEscaped(node.label)
        switch node {
        case .screen: lines.append("  \(id)[[\"\(label)\"]]")
        case .control: lines.append("  \(id)(\"\(label)\")")
        case .responder: lines.append("  \(id)[\"\(label)\"]")
        case .root: lines.append("  \(id){{\"\(label)\"}}")
        }
      }
      let index = Dictionary(uniqueKeysWithValues: ids.map { ($0.node, $0.id) })
      for edge in edges {
        let (from, to) = (index[edge.from] ?? "", index[edge.to] ?? "")
        lines.append(edge.value.map { "  \(from) -->|\"\(Self.mermaidEscaped($0))\"| \(to)" } ?? "  \(from) --> \(to)")
      }
      return lines.joined(separator: "\n")
    }

    /// The map as a Graphviz DOT graph (`dot -Tsvg`): the same boxes and arrows as ``mermaid``.
    ///
    /// ```swift
    /// // Fragment
    /// try map.dot.write(toFile: "map.dot", atomically: true, encoding: .utf8)
    /// ```
    public var dot: String {
      let ids = nodeIDs
      var lines = ["digraph EventMap {", "  rankdir=LR;"]
      for (node, id) in ids {
        let shape =
          switch node {
          case .screen: "box, style=bold"
          case .control: "ellipse"
          case .responder: "box, style=rounded"
          case .root: "octagon"
          }
        lines.append("  \(id) [label=\"\(Self.dotEscaped(node.label))\", shape=\(shape)];")
      }
      let index = Dictionary(uniqueKeysWithValues: ids.map { ($0.node, $0.id) })
      for edge in edges {
        let (from, to) = (index[edge.from] ?? "", index[edge.to] ?? "")
        lines.append(edge.value.map { "  \(from) -> \(to) [label=\"\(Self.dotEscaped($0))\"];" } ?? "  \(from) -> \(to);")
      }
      lines.append("}")
      return lines.joined(separator: "\n")
    }

    /// Every box of the map with its identifier (`n0`, `n1`…), in the order first drawn.
    private var nodeIDs: [(node: Edge.Node, id: String)] {
      var result: [(node: Edge.Node, id: String)] = []
      var seen: Set<Edge.Node> = []
      for edge in edges {
        for node in [edge.from, edge.to] where seen.insert(node).inserted {
          result.append((node, "n\(result.count)"))
        }
      }
      return result
    }

    private static func mermaidEscaped(_ text: String) -> String {
      text.replacingOccurrences(of: "\"", with: "#quot;")
    }

    private static func dotEscaped(_ text: String) -> String {
      text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
  }
#endif
