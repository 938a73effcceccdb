#!/usr/bin/env bash
# The cost of a request against an event (fixed, and per hop), by callgrind.
#
# Runs `dispatch-cost.sh`'s method on Benchmarks/RequestCost/main.swift (public API only): for each
# case and D = 1, 10, 50 it counts the instructions of the whole process with N = 200 and N = 600
# values sent one after the other, per value = (I(600) - I(200)) / 400; "fixed" is the intercept
# over D, "per hop" the slope. What each case sends and past what is described in the driver.
#
#   cd Benchmarks && Scripts/request-cost.sh
#   CASES="event request" Scripts/request-cost.sh
set -euo pipefail
export DRIVER=RequestCost
export CASES=${CASES:-"event event-past-requests request request-past-events request-task request-async"}
export DEPTHS=${DEPTHS:-"1 10 50"}
exec "$(dirname "$0")/dispatch-cost.sh" "$@"
