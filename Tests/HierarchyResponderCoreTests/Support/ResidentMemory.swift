import Foundation

#if os(Linux)
  /// glibc's `malloc_trim`, which its Swift module does not export (it is declared in `malloc.h`).
  @_silgen_name("malloc_trim")
  private func mallocTrim(_ pad: Int) -> Int32

  /// The process's resident memory in bytes, after glibc returned its free pages to the system
  /// (glibc keeps freed pages otherwise): what a test that must not grow looks at.
  func residentBytes() -> Int {
    _ = mallocTrim(0)
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
#endif
