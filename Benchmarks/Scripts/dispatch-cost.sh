#!/usr/bin/env bash
# The dispatch cost of an event (fixed, and per hop), by callgrind.
#
# Builds Benchmarks/DispatchCost/main.swift (public API only) in release mode against this
# checkout, and against BASE when given (a temporary worktree of that revision, with that
# revision's own driver, so that a case added since is simply absent there), each in a
# package of its own. For each case and D = 1, 10, 50, 500 it counts the instructions of the
# whole process with N = 200 and N = 600 events: per dispatch = (I(600) - I(200)) / 400, so that
# start-up and chain building cancel out. "fixed" is the least-squares intercept of per dispatch
# over D, "per hop" its slope.
#
#   cd Benchmarks && Scripts/dispatch-cost.sh          # this checkout
#   Scripts/dispatch-cost.sh main                      # main, then this checkout, same run
#   CASES="skip untyped" DEPTHS="1 50" Scripts/dispatch-cost.sh
#
# DRIVER names another driver of `Benchmarks/` with the same arguments (`<case> <depth> <count>`),
# built the same way: `Scripts/request-cost.sh` measures `RequestCost` so.
set -euo pipefail
source "$(dirname "$0")/driver.sh"
base=${1:-}
driver=${DRIVER:-DispatchCost}
cases=${CASES:-"skip untyped transform closures outcome reevaluation"}
depths=${DEPTHS:-"1 10 50 500"}
n1=${N1:-200}
n2=${N2:-600}
work=${DISPATCH_COST_DIR:-/tmp/$(echo "$driver" | sed 's/\([a-z]\)\([A-Z]\)/\1-\2/g' | tr A-Z a-z)-$(id -u)}
mkdir -p "$work"

# build LABEL LIBRARY -> path of the driver built against the library at LIBRARY
build() {
  # Each revision is measured with its own driver (a base may not know a newer case), or this
  # checkout's when the base has none.
  local source=$2/Benchmarks/Benchmarks/$driver/main.swift
  [ -f "$source" ] || source=$benchmarks/Benchmarks/$driver/main.swift
  # The benchmark support (a kept node's update) is in the core, behind `@_spi(Benchmarks)`; a
  # revision between 61292f4 and 2.0.0 (1a6a5ae among them) has it as a product of its own.
  local support=""
  grep -q '"HierarchyResponderBenchmarkSupport"' "$2/Package.swift" &&
    support=', .product(name: "HierarchyResponderBenchmarkSupport", package: "HierarchyResponder")'
  build_driver "$1" "$2" "$driver" "$source" release \
    ".product(name: \"HierarchyResponderCore\", package: \"HierarchyResponder\")$support"
}

# measure LABEL DRIVER: one line per case: label case per-dispatch at each depth
measure() {
  for name in $cases; do
    # A case this build's driver does not know (it exits 2) is left out of its rows.
    "$2" "$name" 1 1 >/dev/null 2>&1 || [ $? -ne 2 ] || continue
    local line="$1 $name"
    for depth in $depths; do
      local a b
      a=$(instructions "$2" "$name" "$depth" "$n1")
      b=$(instructions "$2" "$name" "$depth" "$n2")
      line="$line $(( (b - a) / (n2 - n1) ))"
    done
    echo "$line"
  done
}

results=$work/results
measure_revisions "$base" >"$results"

python3 - "$results" $depths <<'TABLE'
import sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
depths = [int(d) for d in sys.argv[2:]]
print("| build | case | " + " | ".join(f"D = {d}" for d in depths) + " | fixed | per hop |")
print("|---|---|" + "--:|" * (len(depths) + 2))
for label, name, *values in rows:
    ys = [int(v) for v in values]
    n = len(depths)
    mx, my = sum(depths) / n, sum(ys) / n
    spread = sum((x - mx) ** 2 for x in depths)
    slope = sum((x - mx) * (y - my) for x, y in zip(depths, ys)) / spread if spread else 0.0
    intercept = my - slope * mx
    print(f"| {label} | {name} | " + " | ".join(f"{y:,}" for y in ys) + f" | {intercept:,.0f} | {slope:,.1f} |")
TABLE
