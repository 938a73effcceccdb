/// The standard locations that you can place new command groups relative to.
///
/// An ``AppHost`` files each placement under the menu macOS shows it in (`File`, `Edit`,
/// `View`, `Window`, `Help`, or the app menu, titled by ``AppHost/appMenuTitle``).
///
/// ```swift
/// // Fragment
/// CommandGroup(after: .newItem) { Button("New Note") { … } }
/// ```
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct CommandGroupPlacement {
  /// The menu and the position of the placement, for the host.
  internal let menu: String
  internal let name: String

  private init(menu: String, name: String) {
    self.menu = menu
    self.name = name
  }

  /// Placement for commands that present information about the app.
  public static var appInfo: CommandGroupPlacement { CommandGroupPlacement(menu: "", name: "appInfo") }
  /// Placement for commands that expose app settings and preferences.
  public static var appSettings: CommandGroupPlacement { CommandGroupPlacement(menu: "", name: "appSettings") }
  /// Placement for commands that expose services other apps provide.
  public static var systemServices: CommandGroupPlacement { CommandGroupPlacement(menu: "", name: "systemServices") }
  /// Placement for commands that control the visibility of running apps.
  public static var appVisibility: CommandGroupPlacement { CommandGroupPlacement(menu: "", name: "appVisibility") }
  /// Placement for commands that result in app termination.
  public static var appTermination: CommandGroupPlacement { CommandGroupPlacement(menu: "", name: "appTermination") }
  /// Placement for commands that create and open different kinds of documents.
  public static var newItem: CommandGroupPlacement { CommandGroupPlacement(menu: "File", name: "newItem") }
  /// Placement for commands that save open documents and close windows.
  public static var saveItem: CommandGroupPlacement { CommandGroupPlacement(menu: "File", name: "saveItem") }
  /// Placement for commands that relate to importing and exporting data using formats that the
  /// app doesn't natively support.
  public static var importExport: CommandGroupPlacement { CommandGroupPlacement(menu: "File", name: "importExport") }
  /// Placement for commands related to printing app content.
  public static var printItem: CommandGroupPlacement { CommandGroupPlacement(menu: "File", name: "printItem") }
  /// Placement for commands that control the Undo Manager.
  public static var undoRedo: CommandGroupPlacement { CommandGroupPlacement(menu: "Edit", name: "undoRedo") }
  /// Placement for commands that interact with the Clipboard and manipulate content that is
  /// currently selected in the app's view hierarchy.
  public static var pasteboard: CommandGroupPlacement { CommandGroupPlacement(menu: "Edit", name: "pasteboard") }
  /// Placement for commands that manipulate and transform text selections.
  public static var textEditing: CommandGroupPlacement { CommandGroupPlacement(menu: "Edit", name: "textEditing") }
  /// Placement for commands that manipulate and transform the styles applied to text selections.
  public static var textFormatting: CommandGroupPlacement { CommandGroupPlacement(menu: "Format", name: "textFormatting") }
  /// Placement for commands that manipulate the toolbar.
  public static var toolbar: CommandGroupPlacement { CommandGroupPlacement(menu: "View", name: "toolbar") }
  /// Placement for commands that control the app's sidebar and full-screen modes.
  public static var sidebar: CommandGroupPlacement { CommandGroupPlacement(menu: "View", name: "sidebar") }
  /// Placement for commands that control the size of the window.
  public static var windowSize: CommandGroupPlacement { CommandGroupPlacement(menu: "Window", name: "windowSize") }
  /// Placement for commands that arrange all of an app's windows.
  public static var windowArrangement: CommandGroupPlacement { CommandGroupPlacement(menu: "Window", name: "windowArrangement") }
  /// Placement for commands that present documentation and helpful information to people.
  public static var help: CommandGroupPlacement { CommandGroupPlacement(menu: "Help", name: "help") }
}
