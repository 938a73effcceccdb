#!/usr/bin/env bash
# Instructions of one modifier's re-evaluation by its parent (init + body), the library's
# responder modifier against a plain modifier that keeps an object with `@StateObject`.
#
# Builds ModifierCallgrind in release mode, runs each variant under callgrind with N1 and N2
# re-evaluations of a parent of 100 rows, and prints (Ir(N2) - Ir(N1)) / (N2 - N1) / 100: the
# instructions per modifier, with process start and the mount cancelled out. HeadlessUI's own
# work per row (making the row, comparing its inputs) is in both.
#
#   cd Benchmarks && Scripts/modifier-callgrind.sh
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product ModifierCallgrind >/dev/null
driver=.build/release/ModifierCallgrind
n1=${N1:-20}
n2=${N2:-120}

instructions() { # variant count -> total Ir
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$driver" "$1" "$2" 2>&1 |
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

printf '%-12s %16s\n' variant 'Ir per modifier'
for variant in responders plain; do
  per=$(( ($(instructions "$variant" "$n2") - $(instructions "$variant" "$n1")) / (n2 - n1) / 100 ))
  printf '%-12s %16s\n' "$variant" "$per"
done
