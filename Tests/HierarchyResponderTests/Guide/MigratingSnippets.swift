// The Migrating article's Swift 6 code (Documentation.docc/Migrating.md), as it shows it (keep both
// in step), inside the app code it leaves out. Its manifest block is loaded by Docs/check-snippets.py;
// the predecessor's spellings it lists compile in PredecessorSourceCompatibility.swift.
import HierarchyResponder

enum MigratingSnippets {
  struct DownloadFinishedEvent: Event {
    let file: String
  }

  /// A model in a Swift 6 app that learns off the main actor that a download finished: it hops to
  /// the main actor before it triggers, as the article shows.
  final class Downloads: Sendable {
    let triggerEvent: TriggerEvent

    init(triggerEvent: TriggerEvent) {
      self.triggerEvent = triggerEvent
    }

    nonisolated func didFinishDownloading(file: String) {
      Task { @MainActor in
        triggerEvent(DownloadFinishedEvent(file: file))
      }
    }
  }
}
