// The Migrating article's Swift 6 hop, run: an event triggered after the hop arrives on the main actor.
import HierarchyResponder
import Testing

@Suite("Migrating article")
struct MigratingTests {
  @Test("Swift 6: a model off the main actor hops first, and its event reaches the chain")
  func hopToTheMainActorBeforeTriggering() async {
    let file = await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
      Task { @MainActor in
        let downloads = MigratingSnippets.Downloads(
          triggerEvent: TriggerEvent { event in
            MainActor.assertIsolated()
            continuation.resume(returning: (event as? MigratingSnippets.DownloadFinishedEvent)?.file)
          })
        Task.detached { downloads.didFinishDownloading(file: "report.pdf") }
      }
    }
    #expect(file == "report.pdf")
  }
}
