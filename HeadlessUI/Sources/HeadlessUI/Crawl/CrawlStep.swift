/// One thing a user does, as a ``Crawler`` does it: tap a button, toggle a switch, pick an
/// option, open a context menu, choose a menu command…, named by the screen it happens on and
/// the control's title.
///
/// A path of steps from a fresh root reproduces a state: print it to replay by hand what a
/// crawl found.
///
/// ```swift
/// // Fragment
/// for path in summary.paths { print(path.map(\.description).joined(separator: " > ")) }
/// // tap "Open" on Inbox > tap "Delete" on MessageScreen
/// ```
public struct CrawlStep: Hashable, Sendable, CustomStringConvertible {
  /// What the step does.
  public enum Kind: Hashable, Sendable {
    /// Taps a button (an `EventButton` included), a navigation link, a link or a menu's label.
    case tap
    /// Performs an `onTapGesture` action (`count` taps).
    ///
    /// - `count`: the number of taps the gesture waits for.
    case tapGesture(count: Int)
    /// Flips a toggle.
    case toggle
    /// Selects the option with this title in a picker.
    ///
    /// The associated value is the option's title.
    case pick(String)
    /// Opens a context menu (its items are then on screen).
    case openContextMenu
    /// Reveals a row's swipe actions on the leading (`true`) or trailing (`false`) edge.
    ///
    /// - `leading`: whether the actions are on the leading edge.
    case swipe(leading: Bool)
    /// Taps a button of the presented alert or confirmation dialog.
    case alertButton
    /// Chooses a command of the app's menu bar (its keyboard shortcut does the same).
    case menuCommand
    /// Dismisses the topmost sheet, as a swipe down would.
    case dismissSheet
    /// Selects the tab with this title in a `TabView`.
    case selectTab
  }

  /// What the step does.
  public var kind: Kind
  /// The title of the control (for an alert button, its title; for a menu command,
  /// `Menu > Item`).
  public var control: String
  /// The screen it happens on: the navigation title or first custom view of the top screen, the
  /// sheet, a presented alert as `alert "Title"`, a presented confirmation dialog as
  /// `dialog "Title"` (`alert` or `dialog` alone when untitled), or `menu bar`.
  public var screen: String
  /// Which of the controls with the same kind, title and screen it is, from 0 in tree order.
  public var occurrence: Int

  /// A step.
  ///
  /// - Parameters:
  ///   - kind: what the step does.
  ///   - control: the control's title.
  ///   - screen: the screen it happens on.
  ///   - occurrence: which of the equal controls it is, from 0 in tree order.
  public init(_ kind: Kind, control: String, screen: String, occurrence: Int = 0) {
    self.kind = kind
    self.control = control
    self.screen = screen
    self.occurrence = occurrence
  }

  /// The action without its screen: `tap "Like"`, `tap "Like" #2` (the second such control),
  /// `toggle "Wi-Fi"`, `pick "Large" in "Size"`, `context menu of "Row 1"`, `swipe "Row 1"`,
  /// `alert button "OK"`, `menu command "Post > Like (⌘L)"`, `dismiss sheet`, `select tab "Settings"`.
  public var action: String {
    let quoted = control.debugDescription
    let what =
      switch kind {
      case .tap: "tap \(quoted)"
      case .tapGesture(let count): count == 1 ? "tap \(quoted)" : "tap \(quoted) \(count) times"
      case .toggle: "toggle \(quoted)"
      case .pick(let option): "pick \(option.debugDescription) in \(quoted)"
      case .openContextMenu: "context menu of \(quoted)"
      case .swipe(let leading): leading ? "swipe right on \(quoted)" : "swipe \(quoted)"
      case .alertButton: "alert button \(quoted)"
      case .menuCommand: "menu command \(quoted)"
      case .dismissSheet: "dismiss sheet"
      case .selectTab: "select tab \(quoted)"
      }
    return occurrence == 0 ? what : "\(what) #\(occurrence + 1)"
  }

  /// The action and its screen: `tap "Like" on Feed`.
  public var description: String { "\(action) on \(screen)" }
}
