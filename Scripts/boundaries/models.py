"""View models a reader can hold in their head: in each package of HELD, a file under its
`ViewModels/` folder holds at most MAX_LINES lines, and a type declared there at most MAX_STORED stored properties
(instance `let`s and `var`s without a getter body; `static` ones and computed ones do not count).
A type split over extensions counts once: extensions cannot hold stored properties."""

import glob
import os
import re

MAX_LINES = 200
MAX_STORED = 12
# The packages held to it: FeatureFeed's were split for it (issue 44). Not yet: FeatureProfile
# (ProfileViewModel, 14 stored properties), FeatureSettings (SettingsViewModel, 14 and 205
# lines) and FeatureMessages (ConversationViewModel.swift, 204 lines).
HELD = ("FeatureFeed",)

TYPE_RE = re.compile(r"\b(class|struct|actor|enum|protocol|extension)\s+(?!func\b|var\b|let\b)([A-Za-z_][\w.]*)")
PROPERTY_RE = re.compile(
    r"^\s*(?:@[A-Za-z_][\w.]*(?:\([^)]*\))?\s+)*"  # attributes: @ObservationIgnored, @MainActor
    r"((?:(?:public|internal|fileprivate|private|package|open)(?:\(set\))?"
    r"|static|class|final|lazy|weak|unowned|nonisolated|override|dynamic)\s+)*"
    r"(let|var)\s+([A-Za-z_][A-Za-z0-9_]*)"
)


def stored_properties(source):
    """[(type name, line of its declaration, [property names])] for each class, struct or actor
    in `source` (comments and strings already blanked), nested types apart. An enum's, a
    protocol's and an extension's bodies hold no stored property of the type's."""
    found = []
    stack = []  # per open type body: (its brace depth, index in found, or None when not counted)
    pending = None  # a type declared, its body's brace not yet open
    depth = 0
    for number, line in enumerate(source.split("\n"), start=1):
        if stack and stack[-1][1] is not None and depth == stack[-1][0]:
            match = PROPERTY_RE.match(line)
            if match and not re.search(r"\b(static|class)\b", match.group(1) or ""):
                rest = line[match.end():]
                computed = match.group(2) == "var" and "{" in rest and "=" not in rest.split("{")[0]
                if not computed:
                    found[stack[-1][1]][2].append(match.group(3))
        declared = TYPE_RE.search(line)
        if declared:
            counted = declared.group(1) in ("class", "struct", "actor")
            if counted:
                found.append((declared.group(2), number, []))
            pending = len(found) - 1 if counted else None, True
        for ch in line:
            if ch == "{":
                depth += 1
                if pending:
                    stack.append((depth, pending[0]))
                    pending = None
            elif ch == "}":
                if stack and stack[-1][0] == depth:
                    stack.pop()
                depth -= 1
    return found


def check(root, violations, strip):
    for package in HELD:
        check_package(root, package, violations, strip)


def check_package(root, package, violations, strip):
    pattern = os.path.join(root, "Packages", package, "Sources", "*", "ViewModels", "**", "*.swift")
    for path in sorted(glob.glob(pattern, recursive=True)):
        relative = os.path.relpath(path, root)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        count = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
        if count > MAX_LINES:
            violations.append(f"{relative}:{MAX_LINES + 1}: error: a view model file of {count} lines "
                              f"(at most {MAX_LINES}): split it by what its parts do")
        for name, line, properties in stored_properties(strip(text)):
            if len(properties) > MAX_STORED:
                violations.append(f"{relative}:{line}: error: {name} holds {len(properties)} stored "
                                  f"properties (at most {MAX_STORED}): {', '.join(properties)}; "
                                  f"give a part of it a model of its own")
