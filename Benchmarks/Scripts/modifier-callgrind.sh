#!/usr/bin/env bash
# Instructions of one modifier's re-evaluation by its parent (init + body), the library's
# responder modifier against a plain modifier that keeps an object with `@StateObject`.
#
# Builds ModifierCallgrind in release mode, runs each variant under callgrind with N1 and N2
# re-evaluations of a parent of 100 rows, and prints (Ir(N2) - Ir(N1)) / (N2 - N1) / 100: the
# instructions per modifier, with process start and the mount cancelled out. HeadlessUI's own
# work per row (making the row, comparing its inputs) is in both. The allocations per modifier are
# counted the same way by memcheck (`total heap usage`: every malloc, calloc, realloc and aligned
# allocation): the mean over the re-evaluations, where the benchmark reports the median (p50) of
# `mallocCountTotal` per re-evaluation.
#
#   cd Benchmarks && Scripts/modifier-callgrind.sh
set -euo pipefail
source "$(dirname "$0")/driver.sh"
driver=$(build_product ModifierCallgrind)
n1=${N1:-20}
n2=${N2:-120}

allocations() { # variant count -> heap blocks allocated by the whole process
  valgrind --tool=memcheck --leak-check=no "$driver" "$1" "$2" 2>&1 |
    sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' | tr -d ,
}

printf '%-12s %16s %22s\n' variant 'Ir per modifier' 'mallocs per modifier'
for variant in responders plain; do
  per=$(( ($(instructions "$driver" "$variant" "$n2") - $(instructions "$driver" "$variant" "$n1")) / (n2 - n1) / 100 ))
  mallocs=$(awk "BEGIN { printf \"%.3f\", ($(allocations "$variant" "$n2") - $(allocations "$variant" "$n1")) / ($n2 - $n1) / 100 }")
  printf '%-12s %16s %22s\n' "$variant" "$per" "$mallocs"
done
