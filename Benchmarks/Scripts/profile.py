#!/usr/bin/env python3
"""Exclusive instructions per iteration of one benchmark case, by function:
runs the driver under callgrind with two counts and prints the difference.

  Scripts/profile.py event-pass 1            (after Scripts/callgrind.sh built the driver)
  DRIVER=/tmp/dispatch-cost-$(id -u)/this/.build/release/DispatchCost Scripts/profile.py untyped 50
                                             (the driver of Scripts/dispatch-cost.sh)
"""
import os, re, subprocess, sys
name, depth = sys.argv[1], sys.argv[2]
n1, n2 = 1000, 3000
def run(n):
    f = "/tmp/profile-%s-%s-%d-%d.out" % (name, depth, n, os.getpid())
    subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + f,
                    os.environ.get("DRIVER", ".build/release/ResponderCallgrind"), name, depth, str(n)], capture_output=True, check=True)
    out = subprocess.run(["callgrind_annotate", "--threshold=100", "--auto=no", f], capture_output=True, text=True).stdout
    table = {}
    for line in out.split("\n"):
        m = re.match(r"\s*([\d,]+) \([^)]*\)\s+(\S.*)$", line)
        if m and "PROGRAM TOTALS" not in line:
            table[m.group(2)] = table.get(m.group(2), 0) + int(m.group(1).replace(",", ""))
    return table
a, b = run(n1), run(n2)
rows = sorted(((b.get(k, 0) - a.get(k, 0)) / (n2 - n1), k) for k in set(a) | set(b))
print("total per iteration: %.1f" % sum(v for v, _ in rows))
for v, k in reversed(rows):
    if v >= 1: print("%8.1f  %s" % (v, k[:160]))
