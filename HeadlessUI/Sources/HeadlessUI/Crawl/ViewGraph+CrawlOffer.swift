import Foundation

extension ViewGraph {
  /// What a user can do on this window now. A presented alert or dialog is modal: only its
  /// buttons. Otherwise the topmost presented sheet or menu, if any (and dismissing it), else
  /// what is on screen: buttons, links and menus, tap gestures, toggles, pickers' other options,
  /// other tabs, context menus and swipe actions.
  func crawlOffer() -> CrawlOffer {
    var offer = CrawlOffer()
    let nodes = root.screenNodes()
    if let presenter = nodes.first(where: { node in
      (node.modifier as? AlertModifier).map { $0.isShown && node.presented.contains { $0.role == .alert } } ?? false
    }) {
      let alert = PresentedAlert(presenter: presenter)
      let isDialog = (presenter.modifier as? AlertModifier)?.kind == .confirmationDialog
      let name = isDialog ? "dialog" : "alert"
      let screen = alert.title.isEmpty ? name : "\(name) \(alert.title.debugDescription)"
      for button in alert.buttons {
        offer.actions.append(CrawlAction(step: CrawlStep(.alertButton, control: button.title, screen: screen)) {
          try alert.tapButton(button.title)
        })
      }
      offer.numberOccurrences()
      return offer
    }
    var scope = nodes
    if let top = nodes.last(where: { $0.role == .sheet }) {
      scope = top.screenNodes()
      if let presenter = top.parent, presenter.modifier is SheetModifier {
        let sheet = PresentedSheet(presenter: presenter, root: top)
        offer.actions.append(CrawlAction(step: CrawlStep(.dismissSheet, control: "", screen: top.screenName)) {
          try sheet.dismiss()
        })
      }
    }
    let names = ScreenNames()
    for node in scope { offer.add(node, names) }
    offer.numberOccurrences()
    return offer
  }
}

extension CrawlOffer {
  /// The actions (or skips) one node contributes; `names` names its screen.
  fileprivate mutating func add(_ node: Node, _ names: ScreenNames) {
    guard node.environment.allowsHitTesting else { return }
    let view = HostedView(node)
    func step(_ kind: CrawlStep.Kind, _ title: String) -> CrawlStep {
      CrawlStep(kind, control: title, screen: names.name(of: node))
    }
    func enabled(_ step: CrawlStep) -> Bool {
      if node.environment.isEnabled { return true }
      skipped.append((step, .disabled))
      return false
    }
    if let button = node.button {
      let tap = step(.tap, node.crawlTitle)
      if enabled(tap) { actions.append(CrawlAction(step: tap) { try node.graph.perform { try button.trigger(from: node) } }) }
    } else if node.view(as: ToggleProtocol.self) != nil {
      let toggle = step(.toggle, node.controlTitle)
      if enabled(toggle) { actions.append(CrawlAction(step: toggle) { try view.toggle() }) }
    } else if node.view(as: PickerProtocol.self) != nil {
      let selected = view.selectedOption
      for option in view.options where option != selected {
        let pick = step(.pick(option), node.controlTitle)
        if enabled(pick) { actions.append(CrawlAction(step: pick) { try view.pick(option) }) }
      }
    } else if let gesture = node.modifier as? TapGestureModifier {
      let tap = step(.tapGesture(count: gesture.count), node.crawlTitle)
      actions.append(CrawlAction(step: tap) { try node.graph.perform { gesture.action() } })
    } else if let menu = node.modifier as? MenuModifier {
      switch menu.kind {
      case .contextMenu:
        actions.append(CrawlAction(step: step(.openContextMenu, node.crawlTitle)) { try view.openContextMenu() })
      case .swipeActions(let edge):
        actions.append(CrawlAction(step: step(.swipe(leading: edge == .leading), node.crawlTitle)) { try view.swipe(edge: edge) })
      }
    } else if node.view is TabViewProtocol {
      let tabs = HostedTabView(node)
      for title in tabs.titles where title != tabs.selectedTitle {
        actions.append(CrawlAction(step: step(.selectTab, title)) { try tabs.select(title) })
      }
    } else if node.textField != nil {
      skipped.append((step(.tap, node.controlTitle), .notCrawled("text entry")))
    } else if node.view(as: SliderProtocol.self) != nil || node.view(as: StepperProtocol.self) != nil
      || node.view(as: DatePickerProtocol.self) != nil
    {
      skipped.append((step(.tap, node.controlTitle), .notCrawled(String(node.typeName.prefix { $0 != "<" }))))
    } else if node.modifier is GestureModifier {
      skipped.append((step(.tap, node.crawlTitle), .notCrawled("gesture")))
    }
  }
}

extension Node {
  /// A control's title for crawl steps: the texts of its label, else its accessibility label,
  /// else its kind (`Button`).
  var crawlTitle: String {
    let title = texts().joined(separator: " ")
    if !title.isEmpty { return title }
    if let label = HostedView(self).accessibilityLabel { return label }
    return String(typeName.prefix { $0 != "<" })
  }
}
