// What XMLCoder 0.18 does: a decoder that conforms to Combine's `TopLevelDecoder` where Combine
// exists and to OpenCombine's where `canImport(OpenCombine)` is true, without depending on it.
import Foundation

#if canImport(Combine)
  import protocol Combine.TopLevelDecoder
#elseif canImport(OpenCombine)
  import protocol OpenCombine.TopLevelDecoder
#endif

/// Decodes a value from its plain-text form.
public struct PlainDecoder {
  public init() {}

  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try JSONDecoder().decode(type, from: data)
  }
}

#if canImport(Combine) || canImport(OpenCombine)
  extension PlainDecoder: TopLevelDecoder {}
#endif
