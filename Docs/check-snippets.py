#!/usr/bin/env python3
"""Checks that the Swift code blocks of the README sections (the package's and HeadlessUI's) and the
articles listed below are code that compiles: every line of a block (comments and blank lines
aside) must appear in the package's compiled sources (tests included), and a block that is a
package manifest must load.

The Swift code blocks of the `///` comments under Sources/ and HeadlessUI/Sources/ (a fence with
no language is Swift, as DocC shows it) are held to the same rule against the compiled code alone
(comments excluded, so that an example never vouches for itself), unless the block's first line
is a comment starting `// Fragment`: an explicitly marked excerpt that is not compiled as shown.

Run from the project's root: python3 Docs/check-snippets.py. Exit 0 when every block passes.
`--mark-fragments` marks each failing doc comment block `// Fragment` instead of reporting it (for
a merge that brings new doc comments: review what it marks, and compile what should be compiled).
"""
import glob, os, re, subprocess, sys, tempfile

# The documents whose code blocks are checked, and the sources they are taken from.
DOCUMENTS = [
    "README.md#Why",
    "README.md#Quick start",
    "README.md#Tour",
    "README.md#On Linux",
    "HeadlessUI/README.md#Setting up a package on Linux",
    "HeadlessUI/README.md#Testing an app's views",
    "HeadlessUI/README.md#What is not modelled",
    "Sources/HierarchyResponder/Documentation.docc/Testing.md",
    "Sources/HierarchyResponder/Documentation.docc/Routing.md",
    "Sources/HierarchyResponder/Documentation.docc/GettingStarted.md",
    "Sources/HierarchyResponder/Documentation.docc/UnderstandingResponders.md",
    "Sources/HierarchyResponder/Documentation.docc/HierarchyResponder.md",
    "Sources/HierarchyResponder/Documentation.docc/Safety.md",
    "Sources/HierarchyResponder/Documentation.docc/Goodies.md",
    "Sources/HierarchyResponder/Documentation.docc/Journeys.md",
    "Sources/HierarchyResponder/Documentation.docc/PublishedEvents.md",
    "Sources/HierarchyResponder/Documentation.docc/Migrating.md",
    "Sources/HierarchyResponder/Documentation.docc/Commands.md",
    "Sources/HierarchyResponder/Documentation.docc/Requests.md",
    "Sources/HierarchyResponder/Documentation.docc/ErrorRecovery.md",
]
# Lines that cannot be compiled off Apple's platforms (a SwiftUI macro, an app's scene); what they
# wrap is checked.
APPLE_ONLY = ("#Preview {", "WindowGroup {")
SOURCES = (glob.glob("Sources/**/*.swift", recursive=True) + glob.glob("Tests/**/*.swift", recursive=True)
           + glob.glob("HeadlessUI/**/*.swift", recursive=True))


def normalize(line):
    line = re.sub(r"\s+//.*$", "", line)  # a trailing comment (the article's note)
    return " ".join(line.split())


def blocks(path):
    """The Swift code blocks of `path`, or of one of its `## ` sections (`file#Section`)."""
    file, _, section = path.partition("#")
    text = open(file, encoding="utf-8").read()
    if section:
        match = re.search(r"^## " + re.escape(section) + r"\n(.*?)(?=^## |\Z)", text, re.S | re.M)
        if not match:
            sys.exit(f"{path}: no such section")
        text = match.group(1)
    return re.findall(r"```swift\n(.*?)```", text, re.S)


def manifest_loads(code):
    with tempfile.TemporaryDirectory() as tmp:
        # A path stands for the package's URL (nothing is fetched to load a manifest).
        code = re.sub(r'\.package\(url: "[^"]*HierarchyResponder", branch: "main"\)',
                      '.package(name: "HierarchyResponder", path: "%s")' % os.getcwd(), code)
        open(os.path.join(tmp, "Package.swift"), "w").write(code)
        result = subprocess.run(["swift", "package", "dump-package"], cwd=tmp, capture_output=True, text=True)
        return result.returncode == 0, result.stderr


corpus = []
for source in SOURCES:
    corpus += [normalize(line) for line in open(source, encoding="utf-8")]
corpus_text = "\n".join(corpus)
# The compiled code alone: no comment line (a doc comment's example must not match itself).
code_text = "\n".join(normalize(line) for source in SOURCES for line in open(source, encoding="utf-8")
                      if not line.strip().startswith("//"))
DOC_COMMENT_ROOTS = ("Sources", "HeadlessUI/Sources")
FRAGMENT = "// Fragment"


def doc_comment_blocks(file):
    """The code blocks of the `///` comments of `file`: (line number, language, code lines)."""
    lines = open(file, encoding="utf-8").read().split("\n")
    number = 0
    while number < len(lines):
        match = re.match(r"\s*///\s?(.*)$", lines[number])
        if match and match.group(1).lstrip().startswith("```"):
            language, start, code = match.group(1).strip()[3:].strip(), number + 1, []
            number += 1
            while number < len(lines):
                inner = re.match(r"\s*///\s?(.*)$", lines[number])
                if not inner:
                    sys.exit(f"{file}:{start}: a code block that the doc comment does not close")
                if inner.group(1).lstrip().startswith("```"):
                    break
                code.append(inner.group(1))
                number += 1
            yield start, language, code
        number += 1

failures = 0
for document in DOCUMENTS:
    for number, code in enumerate(blocks(document), 1):
        if code.startswith("// swift-tools-version"):
            ok, error = manifest_loads(code)
            if not ok:
                failures += 1
                print(f"{document}, block {number}: the manifest does not load:\n{error}")
            continue
        for line in code.splitlines():
            wanted = normalize(line)
            if not wanted or wanted.startswith("//") or wanted in APPLE_ONLY or wanted in corpus_text:
                continue
            failures += 1
            print(f"{document}, block {number}: not in the compiled sources: {line.strip()}")

def mark_fragment(file, start):
    """Inserts the fragment mark as the first line of the block whose fence is on line `start`."""
    lines = open(file, encoding="utf-8").read().split("\n")
    fence = re.match(r"(\s*///\s?\s*)```", lines[start - 1])
    lines.insert(start, fence.group(1) + FRAGMENT)
    open(file, "w", encoding="utf-8").write("\n".join(lines))


# Doc comment examples compiled: every Swift block of a `///` comment is compiled code, or a marked
# fragment.
compiled = fragments = 0
to_mark = []
for root in DOC_COMMENT_ROOTS:
    for file in sorted(glob.glob(root + "/**/*.swift", recursive=True)):
        for start, language, code in doc_comment_blocks(file):
            if language not in ("", "swift"):
                continue
            if code and code[0].strip().startswith(FRAGMENT):
                fragments += 1
                continue
            missing = [line.strip() for line in code if normalize(line) and not normalize(line).startswith("//")
                       and normalize(line) not in code_text]
            if missing and "--mark-fragments" in sys.argv:
                to_mark.append((file, start))
                fragments += 1
                continue
            for line in missing:
                print(f"{file}:{start}: not in the compiled code (compile it, or mark the block "
                      f"'{FRAGMENT}'): {line}")
            failures += len(missing)
            compiled += not missing
for file, start in reversed(to_mark):  # the later blocks of a file first: line numbers hold
    mark_fragment(file, start)
print(f"doc comment examples compiled: {compiled} block(s), {fragments} marked fragment(s)")
print(f"check-snippets: {failures} problem(s)")
sys.exit(1 if failures else 0)
