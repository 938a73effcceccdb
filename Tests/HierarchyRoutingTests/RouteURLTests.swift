import HierarchyResponderCore
import HierarchyRouting
import Testing

extension Routing {
  @Suite struct RouteURLTests {
    @Test func aURLSplitsIntoSchemeHostPathQueryAndFragment() throws {
      let url = try #require(RouteURL("App://Novel/chapter/12?id=1&from=push#top"))
      #expect(url.scheme == "app")
      #expect(url.host == "novel")
      #expect(url.port == nil)
      #expect(url.path == "/chapter/12")
      #expect(url.pathComponents == ["chapter", "12"])
      #expect(url.queryItems == [.init(name: "id", value: "1"), .init(name: "from", value: "push")])
      #expect(url["from"] == "push")
      #expect(url["missing"] == nil)
      #expect(url.fragment == "top")
      #expect(url.description == "App://Novel/chapter/12?id=1&from=push#top")
    }

    @Test func userInfoIsDroppedAndThePortSplitOff() throws {
      let url = try #require(RouteURL("https://me:secret@Example.com:8080/a"))
      #expect(url.host == "example.com")
      #expect(url.port == 8080)
      #expect(url.path == "/a")
    }

    @Test func percentEscapesAreDecodedInComponentsQueryAndFragment() throws {
      let url = try #require(RouteURL("app://search/caf%C3%A9%2Fbar?q=a%20b+c&flag&bad=%zz#x%21"))
      #expect(url.path == "/caf%C3%A9%2Fbar")
      #expect(url.pathComponents == ["café/bar"])
      #expect(url["q"] == "a b+c")
      #expect(url.queryItems[1] == .init(name: "flag", value: nil))
      #expect(url["bad"] == "%zz")
      #expect(url.fragment == "x!")
    }

    @Test func aURLWithoutSlashesHasNoHost() throws {
      let url = try #require(RouteURL("mailto:someone@example.com"))
      #expect(url.scheme == "mailto")
      #expect(url.host == nil)
      #expect(url.path == "someone@example.com")
      let bare = try #require(RouteURL("app://live"))
      #expect(bare.host == "live")
      #expect(bare.path == "")
      #expect(bare.pathComponents == [])
    }

    @Test func textWithoutAValidSchemeIsNotAURL() {
      #expect(RouteURL("no scheme here") == nil)
      #expect(RouteURL("://host") == nil)
      #expect(RouteURL("1app://host") == nil)
      #expect(RouteURL("a b://host") == nil)
      #expect(RouteURL("svn+ssh://host") != nil)
    }
  }
}
