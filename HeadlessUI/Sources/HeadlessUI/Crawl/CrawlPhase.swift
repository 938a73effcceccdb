/// Where a ``Crawler`` is, for a library that watches what each step sends (HierarchyResponder's
/// event map): what happens while replaying belongs to an earlier path and is not counted again.
package enum CrawlPhase {
  /// A fresh root is being made and a path's prefix replayed.
  case replaying
  /// The path's last step (or, for the empty path, mounting the root) is being performed.
  case performing([CrawlStep])
  /// The path's last step was performed and the work it started has run until idle.
  case performed([CrawlStep], CrawlState)
}
