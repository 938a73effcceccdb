#if !canImport(SwiftUI) || Headless
  import HeadlessUI

  extension EventMap {
    /// Something a crawl found wrong, with the steps that reproduce it.
    ///
    /// ```swift
    /// // Fragment
    /// #expect(map.problems.map(\.description) == [
    ///   #"Unhandled event ArchiveEvent: sent by tap "Archive" on Inbox, no responder took it. Reproduce: tap "Archive" on Inbox"#
    /// ])
    /// ```
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
      /// A value reached the root unhandled: an event or error no responder took, or a request
      /// nobody answered (its ``Sending/kind`` tells which).
      case unhandled(Sending)
      /// The former spelling of a request's ``unhandled(_:)``; a crawl no longer reports it.
      @available(*, deprecated, renamed: "unhandled", message: "A request nobody answered is reported as .unhandled, with a sending of kind .request.")
      case unanswered(Sending)
      /// A value passed a declaration that does not list its type.
      ///
      /// - `declaration`: the declaration it passed.
      case undeclared(Sending, declaration: Declaration)
      /// A declared type that no action of the crawl sent through its declaration.
      ///
      /// - `type`: the type name never sent.
      case neverSent(Declaration, type: String)
      /// Work the action started (a task, an `async` responder) still waited when the path
      /// ended: a continuation nobody resumes, a wait for something that never comes.
      ///
      /// - `count`: how many pieces of work still ran.
      case stillRunning([CrawlStep], count: Int)
      /// A runtime issue other than the ones above (a missing environment object, a
      /// subscriber without a publisher, a nesting limit…).
      ///
      /// - `message`: the issue's text.
      case runtimeIssue([CrawlStep], message: String)
      /// The action threw (updates that never settle, a control that refused it).
      case failed(CrawlFailure)

      /// The steps from a fresh root that reproduce it (empty: mounting the root; none for a
      /// type never sent).
      public var path: [CrawlStep] {
        switch self {
        case .unhandled(let sending), .unanswered(let sending), .undeclared(let sending, _): sending.path
        case .neverSent: []
        case .stillRunning(let path, _), .runtimeIssue(let path, _): path
        case .failed(let failure): failure.path
        }
      }

      /// One line: what is wrong, then `Reproduce:` and the steps, as in
      /// `Unanswered request PickAccount: sent by tap "Compose" on Mail, nobody answered it. Reproduce: tap "Compose" on Mail`.
      public var description: String {
        switch self {
        case .unhandled(let sending) where sending.kind != .request:
          "Unhandled \(sending.kind == .error ? "error" : "event") \(sending.valueType): sent by \(sending.control) on \(sending.screen), no responder took it. \(reproduce)"
        case .unhandled(let sending), .unanswered(let sending):
          "Unanswered request \(sending.valueType): sent by \(sending.control) on \(sending.screen), nobody answered it. \(reproduce)"
        case .undeclared(let sending, let declaration):
          "Undeclared \(sending.kind == .request ? "request" : sending.kind == .error ? "error" : "event") \(sending.valueType): sent by \(sending.control) on \(sending.screen), passed \(declaration.modifier) at \(declaration.site), which does not list it. \(reproduce)"
        case .neverSent(let declaration, let type):
          "Never sent: \(type), declared by \(declaration.modifier) at \(declaration.site) on \(declaration.screen); no action of the crawl sent it."
        case .stillRunning(let path, _):
          "Still running: async work after \(Self.describe(path.last)). \(reproduce)"
        case .runtimeIssue(let path, let message):
          "Runtime issue after \(Self.describe(path.last)): \(message) \(reproduce)"
        case .failed(let failure):
          "Action failed: \(Self.sentence(failure.description)) \(reproduce)"
        }
      }

      private var reproduce: String {
        let steps = path.isEmpty ? "mount the root" : path.map(\.description).joined(separator: " > ")
        return "Reproduce: \(steps)"
      }

      /// `text` ended by one period, as every problem's text is before `Reproduce:`.
      private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
      }

      private static func describe(_ step: CrawlStep?) -> String {
        step?.description ?? "mounting the root"
      }
    }
  }
#endif
