#!/usr/bin/env bash
# The Testing article's "Testing an Existing App" recipe, on a small app (OptionalCombine/App):
#
#   quick (default, for CI, ~2 min): OpenCombine, then XMLLike — a package that tests
#     `canImport(OpenCombine)` without depending on it, as XMLCoder 0.18 does — fails to build
#     without the recipe's flag ("missing required module 'COpenCombineHelpers'") and builds with it.
#   --full (~6 min cold): first, from an empty build directory, the whole app with the flag as the
#     article writes it — its views, the stand-in module of an Apple-only framework, the `@main`
#     app in an executable target — and its tests (the first build of a clean checkout); then the
#     quick check.
#
# Each build has its own scratch directory (SCRATCH, /tmp/existing-app-build by default).
set -euo pipefail
cd "$(dirname "$0")/OptionalCombine/App"
scratch=${SCRATCH:-/tmp/existing-app-build}
# The recipe's flag as the article writes it: the build directory's own path, which
# `--show-bin-path` prints before anything is built (the `debug` link appears only after a first
# successful build), so the flag works on the first build too.
flag=(-Xcc "-fmodule-map-file=$(swift build --scratch-path "$scratch" --show-bin-path)/COpenCombineHelpers.build/module.modulemap")

if [ "${1:-}" = "--full" ]; then
  rm -rf "$scratch"
  swift build --scratch-path "$scratch" --build-tests "${flag[@]}"
  swift test --scratch-path "$scratch" --skip-build "${flag[@]}"
  echo "existing-app: the app and its tests built and passed from an empty build directory"
fi

# OpenCombine in the build first: XMLLike then sees `canImport(OpenCombine)` true, as every build
# after an app's first one does.
swift build --scratch-path "$scratch" --target OpenCombine
touch ../XMLLike/Sources/XMLLike/PlainDecoder.swift
if swift build --scratch-path "$scratch" --target XMLLike > "$scratch/without-flag.log" 2>&1; then
  echo "existing-app: XMLLike built without the flag: the recipe's step 7 is no longer needed"; exit 1
fi
grep -q "missing required module 'COpenCombineHelpers'" "$scratch/without-flag.log" || {
  cat "$scratch/without-flag.log"; echo "existing-app: XMLLike failed for another reason"; exit 1; }
touch ../XMLLike/Sources/XMLLike/PlainDecoder.swift
swift build --scratch-path "$scratch" --target XMLLike "${flag[@]}"
echo "existing-app: XMLLike fails without the flag and builds with it"
