# What the measuring scripts share: a driver (one `main.swift` of `Benchmarks/`) built in a package
# of its own against a library checkout, a base revision checked out beside this one, and
# callgrind's count of a run. Sourced, not run:
#
#   source "$(dirname "$0")/driver.sh"
#
# Sourcing it moves to `Benchmarks/` and sets `benchmarks` (that folder) and `root` (this
# checkout). The caller sets `work`, the folder that holds the packages built.

cd "$(dirname "$0")/.."
benchmarks=$PWD
root=$(cd .. && pwd)

# build_driver LABEL LIBRARY DRIVER SOURCE CONFIG DEPENDENCIES -> path of the driver built
#
# Builds SOURCE as the one file of the executable DRIVER, in the package `$work/LABEL` that depends
# on the library checkout at LIBRARY (with its `Package.resolved`), in configuration CONFIG
# (`debug` or `release`). DEPENDENCIES is the target's dependency list, as manifest text.
build_driver() {
  local package=$work/$1 library=$2 driver=$3 source=$4 config=$5 dependencies=$6
  mkdir -p "$package/Sources/$driver"
  cp "$source" "$package/Sources/$driver/main.swift"
  [ -f "$library/Package.resolved" ] && cp "$library/Package.resolved" "$package/Package.resolved"
  cat >"$package/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
  name: "$driver",
  dependencies: [.package(name: "HierarchyResponder", path: "$library")],
  targets: [
    .executableTarget(name: "$driver", dependencies: [$dependencies])
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST
  swift build -c "$config" --package-path "$package" --product "$driver" >&2
  echo "$package/.build/$config/$driver"
}

# build_product DRIVER -> path of the driver DRIVER of this `Benchmarks/` package, built in release
build_product() {
  swift build -c release --product "$1" >/dev/null
  echo ".build/release/$1"
}

# add_base_worktree REVISION: sets `baselib` to a detached worktree of REVISION in `$work`, removed
# when the script exits. Call it directly, not in `$(…)`: the removal belongs to the script.
add_base_worktree() {
  baselib=$work/library-$1
  rm -rf "$baselib"
  git -C "$root" worktree add --detach "$baselib" "$1" >&2
  trap 'git -C "$root" worktree remove --force "$baselib"' EXIT
}

# instructions COMMAND [ARGUMENT…] -> the instructions callgrind counts for the whole process
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# measure_revisions BASE: the caller's `measure LABEL DRIVER` for the revision BASE (when not
# empty), then for this checkout, each driver made by the caller's `build LABEL LIBRARY`; both
# built with the same flags and measured in the same run.
measure_revisions() {
  if [ -n "$1" ]; then
    add_base_worktree "$1"
    measure "$1" "$(build base "$baselib")"
  fi
  measure this "$(build this "$root")"
}
