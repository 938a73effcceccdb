#!/usr/bin/env bash
# Instructions to mount S subscribers under one publisher, nested (each inside the previous one)
# and flat (rows of one stack), through the SwiftUI layer on HeadlessUI: callgrind's total for the
# tree with subscribers minus the same tree without them (process start, the tree itself and the
# publisher cancel out). Prints each cost at S1 and S2 and the ratio: linear growth is S2/S1.
#
#   cd Benchmarks && Scripts/subscriber-mount-callgrind.sh            # S1 = 1,000, S2 = 10,000
set -euo pipefail
source "$(dirname "$0")/driver.sh"
driver=$(build_product SubscriberMountCallgrind)
s1=${S1:-1000}
s2=${S2:-10000}

printf '%-8s %18s %18s %8s\n' shape "Ir at S=$s1" "Ir at S=$s2" ratio
for shape in nested flat; do
  a=$(( $(instructions "$driver" "$shape" "$s1") - $(instructions "$driver" "$shape" "$s1" --bare) ))
  b=$(( $(instructions "$driver" "$shape" "$s2") - $(instructions "$driver" "$shape" "$s2" --bare) ))
  printf '%-8s %18s %18s %8s\n' "$shape" "$a" "$b" "$(awk "BEGIN { printf \"%.1f\", $b / $a }")"
done
