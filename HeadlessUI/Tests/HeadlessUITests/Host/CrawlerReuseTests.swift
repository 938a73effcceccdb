import HeadlessUI
import Observation
import Testing

/// A list of links, each to a detail with state of its own and a link one screen deeper.
private struct LinkList: View {
  var body: some View {
    NavigationStack {
      VStack {
        ForEach(0..<4, id: \.self) { number in
          NavigationLink("Item \(number)") { ItemDetail(number: number) }
        }
      }
      .navigationTitle("Items")
    }
  }
}

private struct ItemDetail: View {
  let number: Int
  @State private var isFavorite = false

  var body: some View {
    VStack {
      Text("Item \(number)\(isFavorite ? " ★" : "")")
      Button("Favorite") { isFavorite.toggle() }
      NavigationLink("Notes") { Text("Notes of \(number)") }
    }
    .navigationTitle("Item \(number)")
  }
}

/// A model shared by the root and the details.
@Observable @MainActor
private final class Likes {
  var count = 0
  var liked: Set<Int> = []
}

/// The root shows the model's count: a detail's action changes what the root shows.
private struct SharedCountList: View {
  @State private var likes = Likes()

  var body: some View {
    NavigationStack {
      VStack {
        Text("Likes: \(likes.count)")
        ForEach(0..<3, id: \.self) { number in
          NavigationLink("Post \(number)") { LikeDetail(number: number, likes: likes) }
        }
      }
    }
  }
}

private struct LikeDetail: View {
  let number: Int
  let likes: Likes

  var body: some View {
    VStack {
      Text("Post \(number)")
      Button("Like") { likes.count += 1 }
    }
  }
}

/// The model lives at the root but only the details read it: what one detail's action leaves
/// in it shows on the next detail, which a fresh root would not show.
private struct HiddenModelList: View {
  @State private var likes = Likes()

  var body: some View {
    NavigationStack {
      VStack {
        ForEach(0..<3, id: \.self) { number in
          NavigationLink("Post \(number)") { HiddenDetail(number: number, likes: likes) }
        }
      }
    }
  }
}

private struct HiddenDetail: View {
  let number: Int
  let likes: Likes

  var body: some View {
    VStack {
      Text("Post \(number)")
      Button(likes.liked.isEmpty ? "Like" : "Like again") { likes.liked.insert(number) }
    }
  }
}

/// A detail that writes the root's state through a binding.
private struct BindingList: View {
  @State private var visits = 0

  var body: some View {
    NavigationStack {
      VStack {
        Text("Visits: \(visits)")
        ForEach(0..<3, id: \.self) { number in
          NavigationLink("Room \(number)") { VisitDetail(number: number, visits: $visits) }
        }
      }
    }
  }
}

private struct VisitDetail: View {
  let number: Int
  @Binding var visits: Int

  var body: some View {
    Button("Visit \(number)") { visits += 1 }
  }
}

/// Crawls with the kept window and from a fresh root for every path
/// (``CrawlLimits/freshRootForEveryPath``); returns both summaries and how many roots each made.
@MainActor
private func crawlBothWays(depth: Int, _ makeHost: @escaping @MainActor () -> ViewHost) async throws
  -> (kept: CrawlSummary, fresh: CrawlSummary, keptRoots: Int, freshRoots: Int)
{
  var keptRoots = 0
  var freshRoots = 0
  var freshLimits = CrawlLimits(depth: depth)
  freshLimits.freshRootForEveryPath = true
  let keeping = Crawler(limits: CrawlLimits(depth: depth)) { keptRoots += 1; return makeHost() }
  let fresh = Crawler(limits: freshLimits) { freshRoots += 1; return makeHost() }
  return (try await keeping.run(), try await fresh.run(), keptRoots, freshRoots)
}

@MainActor
@Suite("Crawler: going back by popping gives what a fresh root gives")
struct CrawlerReuseTests {
  /// The crawler's promise (``Crawler``): one action's side effects do not leak into another
  /// path. A push changes only the stack's path and the pushed screen's own state: popping it
  /// undoes all of it, so the crawl keeps its window and gives the same results.
  @Test("crawler: screens pushed and popped again give the same crawl as fresh roots, with one root")
  func pushedScreensArePopped() async throws {
    let both = try await crawlBothWays(depth: 3) { ViewHost(LinkList()) }
    #expect(both.kept == both.fresh)
    #expect(both.fresh.failures.isEmpty)
    #expect(both.fresh.actionCount == 4 + 8 + 8)
    #expect(both.freshRoots == both.fresh.paths.count)
    #expect(both.keptRoots == 1)
  }

  /// A detail's action changes a model the root shows: popping would not undo it, so each path
  /// after it starts from a fresh root.
  @Test("crawler: a detail's action that changes a model outside its screen makes the next path start from a fresh root")
  func sharedModelFallsBack() async throws {
    let both = try await crawlBothWays(depth: 2) { ViewHost(SharedCountList()) }
    #expect(both.kept == both.fresh)
    #expect(both.fresh.actionCount == 3 + 3)
    // The root, then a fresh root for each path after one that liked a post (the plain pushes
    // are popped).
    #expect(both.keptRoots == 1 + 2)
  }

  /// The model is read only inside the details, yet it outlives them: the host sees a model
  /// change (not only a screen's own state), so it does not pop.
  @Test("crawler: a model changed from a pushed screen but owned outside it is not undone by a pop: fresh root")
  func hiddenModelFallsBack() async throws {
    let both = try await crawlBothWays(depth: 3) { ViewHost(HiddenModelList()) }
    #expect(both.kept == both.fresh)
    #expect(both.keptRoots > 1)
  }

  /// A binding writes the state of the view that owns it, outside the pushed screen.
  @Test("crawler: a detail that writes the root's state through a binding makes the next path start from a fresh root")
  func bindingFallsBack() async throws {
    let both = try await crawlBothWays(depth: 2) { ViewHost(BindingList()) }
    #expect(both.kept == both.fresh)
    #expect(both.keptRoots == 1 + 2)
  }
}
