#!/usr/bin/env bash
# The cost of a crawl against the width of the screen, by callgrind.
#
# Builds Benchmarks/CrawlCost/main.swift (HeadlessUI's public API only) in release mode against
# this checkout, and against BASE when given (a temporary worktree of that revision, with this
# checkout's driver), each in a package of its own. For each size N it counts the instructions
# of the whole process crawling a screen of N links, each to a detail screen with one button, two
# actions deep (2N actions); "crawl" is I(N) - I(0) (start-up and an empty crawl cancel out),
# "per action" is that over the actions performed, and "exponent" is the least-squares slope of
# log(crawl) over log(N): 1 is linear, 2 quadratic.
#
#   cd Benchmarks && Scripts/crawl-cost.sh             # this checkout
#   Scripts/crawl-cost.sh main                         # main, then this checkout, same run
#   SIZES="10 40" Scripts/crawl-cost.sh
set -euo pipefail
source "$(dirname "$0")/driver.sh"
base=${1:-}
driver=CrawlCost
sizes=${SIZES:-"10 20 40 80 160"}
work=${CRAWL_COST_DIR:-/tmp/crawl-cost-$(id -u)}
mkdir -p "$work"

# build LABEL LIBRARY -> path of the driver built against the library at LIBRARY
build() {
  build_driver "$1" "$2" "$driver" "$benchmarks/Benchmarks/$driver/main.swift" release \
    '.product(name: "HeadlessUI", package: "HierarchyResponder")'
}

# measure LABEL DRIVER: one line per size: label size actions crawl-instructions
measure() {
  local empty
  empty=$(instructions "$2" 0)
  for size in $sizes; do
    echo "$1 $size $("$2" "$size") $(( $(instructions "$2" "$size") - empty ))"
  done
}

results=$work/results
measure_revisions "$base" >"$results"

python3 - "$results" <<'TABLE'
import math, sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
print("| build | buttons | actions | crawl (Ir) | per action (Ir) |")
print("|---|--:|--:|--:|--:|")
by_build = {}
for label, size, actions, crawl in rows:
    print(f"| {label} | {size} | {actions} | {int(crawl):,} | {int(crawl) // max(1, int(actions)):,} |")
    by_build.setdefault(label, []).append((int(size), int(crawl)))
for label, points in by_build.items():
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(c) for _, c in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    print(f"{label}: growth exponent {slope:.2f} (crawl ~ N^{slope:.2f})")
TABLE
