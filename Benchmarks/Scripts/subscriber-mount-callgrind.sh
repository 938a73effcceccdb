#!/usr/bin/env bash
# Instructions to mount S subscribers under one publisher, nested (each inside the previous one)
# and flat (rows of one stack), through the SwiftUI layer on HeadlessUI: callgrind's total for the
# tree with subscribers minus the same tree without them (process start, the tree itself and the
# publisher cancel out). Prints each cost at S1 and S2 and the ratio: linear growth is S2/S1.
#
#   cd Benchmarks && Scripts/subscriber-mount-callgrind.sh            # S1 = 1,000, S2 = 10,000
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product SubscriberMountCallgrind >/dev/null
driver=.build/release/SubscriberMountCallgrind
s1=${S1:-1000}
s2=${S2:-10000}

instructions() { # shape count [--bare] -> total Ir
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$driver" "$@" 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

printf '%-8s %18s %18s %8s\n' shape "Ir at S=$s1" "Ir at S=$s2" ratio
for shape in nested flat; do
  a=$(( $(instructions "$shape" "$s1") - $(instructions "$shape" "$s1" --bare) ))
  b=$(( $(instructions "$shape" "$s2") - $(instructions "$shape" "$s2" --bare) ))
  printf '%-8s %18s %18s %8s\n' "$shape" "$a" "$b" "$(awk "BEGIN { printf \"%.1f\", $b / $a }")"
done
