#!/usr/bin/env python3
"""The file work behind Scripts/new-feature.

  scaffold.py render TEMPLATE DEST NAME [--tab] [--dry-run]   copy TEMPLATE into DEST with the
                                                              name's placeholders filled in
  scaffold.py add FILE LIST ENTRY [--dry-run]                 add ENTRY to the sorted list LIST
  scaffold.py remove FILE LIST ENTRY [--dry-run]              take ENTRY out of it
  scaffold.py add-line FILE ENTRY [--dry-run]                 add ENTRY to the sorted lines of FILE
  scaffold.py remove-line FILE ENTRY [--dry-run]              take ENTRY out of them

A list is the lines between a line ending in `LIST = [` (or `... LIST: <type> = [`) and the next
line that is only `]`: one entry per line with a trailing comma, kept sorted, so that git's union
merge (see .gitattributes) keeps both sides when two branches each add an entry. A file of lines
(App/Features/features.txt) holds one entry a line after its `#` comments, kept sorted.
"""

import os
import re
import sys


def host(name):
    """Search -> search, DirectMessages -> direct-messages: the link host and preview name."""
    return re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()


def title(name):
    """DirectMessages -> Direct Messages: the tab's title."""
    return re.sub(r"(?<!^)(?=[A-Z])", " ", name)


def snake(name):
    """DirectMessages -> direct_messages: its tables' and functions' names."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def substitute(text, name, tab):
    lower = name[0].lower() + name[1:]
    tab_value = f'FeatureTab(title: "{title(name)}", position: 50)' if tab else "nil"
    return (
        text.replace("__Name__", name)
        .replace("__name__", lower)
        .replace("__host__", host(name))
        .replace("__snake__", snake(name))
        .replace("__tab__", tab_value)
    )


def render(template, dest, name, tab, dry_run):
    for directory, _, files in sorted(os.walk(template)):
        for file in sorted(files):
            source = os.path.join(directory, file)
            target = os.path.join(dest, substitute(os.path.relpath(source, template), name, tab))
            print(f"create {target}")
            if dry_run:
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(source, encoding="utf-8") as handle:
                text = substitute(handle.read(), name, tab)
            with open(target, "w", encoding="utf-8") as handle:
                handle.write(text)


def list_span(lines, list_name, path):
    """(index of the first entry line, index of the closing `]` line) of the named list."""
    opener = re.compile(rf"\b{re.escape(list_name)}\b[^=]*=\s*\[\s*$")
    for start, line in enumerate(lines):
        if opener.search(line):
            for end in range(start + 1, len(lines)):
                if lines[end].strip() in ("]", "],"):
                    return start + 1, end
            break
    raise ValueError(f"{path}: no one-entry-per-line list `{list_name} = [` ... `]`")


def edit_list(path, list_name, entry, adding, dry_run):
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    first, end = list_span(lines, list_name, path)
    entries = [line.strip().rstrip(",") for line in lines[first:end] if line.strip()]
    indent = re.match(r"\s*", lines[first]).group(0) if first < end else "    "
    if adding:
        if entry in entries:
            raise ValueError(f"{path} already lists {entry}")
        entries.append(entry)
    else:
        if entry not in entries:
            raise ValueError(f"{path} does not list {entry}")
        entries.remove(entry)
    body = [f"{indent}{e}," for e in sorted(entries, key=lambda e: e.lower())]
    lines[first:end] = body
    verb = "add   " if adding else "remove"
    print(f"{verb} {path}: {entry},")
    if not dry_run:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines))


def edit_lines(path, entry, adding, dry_run):
    with open(path, encoding="utf-8") as handle:
        lines = [line for line in handle.read().split("\n") if line.strip()]
    comments = [line for line in lines if line.startswith("#")]
    entries = [line.strip() for line in lines if not line.startswith("#")]
    if adding:
        if entry in entries:
            raise ValueError(f"{path} already lists {entry}")
        entries.append(entry)
    else:
        if entry not in entries:
            raise ValueError(f"{path} does not list {entry}")
        entries.remove(entry)
    verb = "add   " if adding else "remove"
    print(f"{verb} {path}: {entry}")
    if not dry_run:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("\n".join(comments + sorted(entries, key=lambda e: e.lower())) + "\n")


def main(argv):
    dry_run = "--dry-run" in argv
    tab = "--tab" in argv
    args = [a for a in argv if a not in ("--dry-run", "--tab")]
    try:
        if args[:1] == ["render"] and len(args) == 4:
            render(args[1], args[2], args[3], tab, dry_run)
        elif args[:1] in (["add"], ["remove"]) and len(args) == 4:
            edit_list(args[1], args[2], args[3], args[0] == "add", dry_run)
        elif args[:1] in (["add-line"], ["remove-line"]) and len(args) == 3:
            edit_lines(args[1], args[2], args[0] == "add-line", dry_run)
        elif args[:1] == ["host"] and len(args) == 2:
            print(host(args[1]))
        else:
            print(__doc__, file=sys.stderr)
            return 2
    except (OSError, ValueError) as error:
        print(f"new-feature: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
