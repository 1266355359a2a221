#!/usr/bin/env python3
"""The file work behind Scripts/new-feature: render the template and wire the root manifest.

  scaffold.py render TEMPLATE DEST NAME [--dry-run]    copy TEMPLATE into DEST, __Name__ -> NAME
  scaffold.py route FILE DEST NAME [--dry-run]         one file, same substitution
  scaffold.py wire MANIFEST NAME [--dry-run]           add the package and the MosaicShell dependency

The manifest is edited as text at the two places the shape of Package.swift fixes (the package's
`dependencies: [` and the MosaicShell target's `dependencies: [`); the caller then checks the
result with `swift package dump-package`, so an edit SwiftPM does not understand is caught.
"""

import os
import re
import sys


def substitute(text, name):
    lower = name[0].lower() + name[1:]
    return text.replace("__Name__", name).replace("__name__", lower)


def render(template, dest, name, dry_run):
    for directory, _, files in sorted(os.walk(template)):
        for file in sorted(files):
            source = os.path.join(directory, file)
            target = os.path.join(dest, substitute(os.path.relpath(source, template), name))
            print(f"create {target}")
            if dry_run:
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(source, encoding="utf-8") as handle:
                text = substitute(handle.read(), name)
            with open(target, "w", encoding="utf-8") as handle:
                handle.write(text)


def route(source, target, name, dry_run):
    print(f"create {target}")
    if dry_run:
        return
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(source, encoding="utf-8") as handle:
        text = substitute(handle.read(), name)
    with open(target, "w", encoding="utf-8") as handle:
        handle.write(text)


def list_bounds(text, start):
    """(index after '[', index of the matching ']') of the first list opened at or after start."""
    open_at = text.index("[", start)
    depth, i = 0, open_at
    while i < len(text):
        if text[i] == "[":
            depth += 1
        elif text[i] == "]":
            depth -= 1
            if depth == 0:
                return open_at + 1, i
        i += 1
    raise ValueError("unbalanced brackets")


def insert_element(text, start, element, after_pattern):
    """Insert `element,` into the list opened at/after `start`: on its own line after the last
    line matching `after_pattern`, else as the first element."""
    body_start, body_end = list_bounds(text, start)
    body = text[body_start:body_end]
    if "\n" not in body:
        # A one-line list: `[a, b]` -> `[element, a, b]`.
        separator = ", " if body.strip() else ""
        return text[:body_start] + element + separator + body.lstrip() + text[body_end:]
    lines = body.split("\n")
    indent = next((re.match(r"\s*", l).group(0) for l in lines[1:] if l.strip()), "    ")
    position = 1
    for index, line in enumerate(lines):
        if re.search(after_pattern, line):
            position = index + 1
    previous = lines[position - 1].rstrip()
    if position > 1 and previous and not previous.endswith((",", "[")):
        # The element we follow was the last one, written without a trailing comma.
        lines[position - 1] = previous + ","
    lines.insert(position, f"{indent}{element},")
    return text[:body_start] + "\n".join(lines) + text[body_end:]


def wire(manifest, name, dry_run):
    with open(manifest, encoding="utf-8") as handle:
        text = handle.read()
    package = f"Feature{name}"
    if f'"Packages/{package}"' in text:
        raise ValueError(f"{manifest} already depends on Packages/{package}")

    package_call = text.index("Package(")
    deps = re.compile(r"\bdependencies\s*:\s*\[").search(text, package_call)
    first_target = re.compile(r"\.(target|executableTarget|testTarget)\(").search(text, package_call)
    if deps is None or (first_target is not None and deps.start() > first_target.start()):
        raise ValueError(f"{manifest}: no package-level `dependencies: [` before the targets")
    text = insert_element(text, deps.start(), f'.package(path: "Packages/{package}")', r'\.package\(path:\s*"Packages/')

    shell = re.compile(r'name\s*:\s*"MosaicShell"').search(text)
    if shell is None:
        raise ValueError(f'{manifest}: no target named "MosaicShell" to depend on {package}')
    shell_deps = re.compile(r"\bdependencies\s*:\s*\[").search(text, shell.end())
    next_target = re.compile(r"\.(target|executableTarget|testTarget|plugin|macro)\(").search(text, shell.end())
    if shell_deps is None or (next_target is not None and next_target.start() < shell_deps.start()):
        raise ValueError(f"{manifest}: the MosaicShell target has no `dependencies: [` list")
    text = insert_element(text, shell_deps.start(), f'"{package}"', r'^\s*"Feature\w+",')

    print(f"edit   {manifest}: add .package(path: \"Packages/{package}\") and \"{package}\" to MosaicShell")
    if not dry_run:
        with open(manifest, "w", encoding="utf-8") as handle:
            handle.write(text)


def main(argv):
    dry_run = "--dry-run" in argv
    args = [a for a in argv if a != "--dry-run"]
    try:
        if args[:1] == ["render"] and len(args) == 4:
            render(args[1], args[2], args[3], dry_run)
        elif args[:1] == ["route"] and len(args) == 4:
            route(args[1], args[2], args[3], dry_run)
        elif args[:1] == ["wire"] and len(args) == 3:
            wire(args[1], args[2], dry_run)
        else:
            print(__doc__, file=sys.stderr)
            return 2
    except (OSError, ValueError) as error:
        print(f"new-feature: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
