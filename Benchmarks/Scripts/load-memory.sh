#!/usr/bin/env bash
# Memory under load, by resident size (debug): a value waiting in an `.enqueue` line, a request in
# flight, and a plain task awaiting a task (Benchmarks/LoadMemory/main.swift, public API only).
#
# Builds the driver (debug unless CONFIG says otherwise) against this checkout, and against BASE when given (a temporary
# worktree of that revision, measured with this checkout's driver), each in a package of its own,
# then runs each case with COUNT values held at once and prints the resident memory per value.
#
#   cd Benchmarks && Scripts/load-memory.sh            # this checkout
#   Scripts/load-memory.sh main                        # main, then this checkout, same run
#   CASES="enqueue" COUNT=10000 Scripts/load-memory.sh
#   CONFIG=release CASES="stack stack-small" Scripts/load-memory.sh   # the stack per nesting level
#
# Cases: `enqueue`, `request`, `task` (memory per value held), `stack`, `stack-small` (stack per
# nesting level of a 64 KiB and an empty event); the driver's header says what each holds.
set -euo pipefail
source "$(dirname "$0")/driver.sh"
base=${1:-}
cases=${CASES:-"enqueue request task stack stack-small"}
config=${CONFIG:-debug}
count=${COUNT:-100000}
work=${LOAD_MEMORY_DIR:-/tmp/load-memory-$(id -u)}
mkdir -p "$work"

# build LABEL LIBRARY -> path of the driver built against the library at LIBRARY
build() {
  build_driver "$1" "$2" LoadMemory "$benchmarks/Benchmarks/LoadMemory/main.swift" "$config" \
    '.product(name: "HierarchyResponderCore", package: "HierarchyResponder")'
}

measure() { # LABEL DRIVER
  for name in $cases; do
    echo "$1: $("$2" "$name" "$count")"
  done
}

measure_revisions "$base"
