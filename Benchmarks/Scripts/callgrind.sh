#!/usr/bin/env bash
# Instruction counts of the dispatch benchmarks, repeatable on noisy machines.
#
# Builds the synchronous driver (ResponderCallgrind) in release mode, runs each
# case under `valgrind --tool=callgrind` with N1 and N2 iterations, and prints
# (Ir(N2) - Ir(N1)) / (N2 - N1): the instructions of one iteration, with process
# start and chain building cancelled out.
#
#   cd Benchmarks && Scripts/callgrind.sh                    # every case, D = 1, 10, 50
#   Scripts/callgrind.sh event-pass mixed-types              # some cases
#   DEPTHS="1 50" N1=200 N2=1200 Scripts/callgrind.sh
set -euo pipefail
source "$(dirname "$0")/driver.sh"
driver=$(build_product ResponderCallgrind)
depths=${DEPTHS:-"1 10 50"}
n1=${N1:-500}
n2=${N2:-2500}
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
  cases=(event-pass mixed-types transform-each error-pass reevaluation)
fi

printf '%-16s %4s %14s %14s %8s\n' case D ours baseline ratio
for name in "${cases[@]}"; do
  for depth in $depths; do
    ours=$(( ($(instructions "$driver" "$name" "$depth" "$n2") - $(instructions "$driver" "$name" "$depth" "$n1")) / (n2 - n1) ))
    base=$(( ($(instructions "$driver" "$name-baseline" "$depth" "$n2") - $(instructions "$driver" "$name-baseline" "$depth" "$n1")) / (n2 - n1) ))
    printf '%-16s %4s %14s %14s %8s\n' "$name" "$depth" "$ours" "$base" "$(awk "BEGIN { printf \"%.2f\", $ours / $base }")"
  done
done
