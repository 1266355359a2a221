"""Copies the one rule forces, kept honest: the groups declared in copies.txt stay byte-identical,
and no two tracked Swift files are identical unless a group declares them."""

import hashlib
import os
import subprocess

LIST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "copies.txt")


def groups(path=LIST):
    """[(name, line of its header, [paths])] in the list's order."""
    found = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("["):
                found.append((line.strip("[]").split(":")[0], number, []))
            elif found:
                found[-1][2].append(line)
    return found


def digest(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def tracked_swift_files(root):
    result = subprocess.run(["git", "-C", root, "ls-files", "-co", "--exclude-standard", "*.swift"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        return []
    return [p for p in result.stdout.splitlines() if os.path.isfile(os.path.join(root, p))]


def check(root, violations, path=LIST):
    shown_list = os.path.relpath(path, root)
    declared = set()
    for name, line, paths in groups(path) if os.path.isfile(path) else []:
        present = [p for p in paths if os.path.isfile(os.path.join(root, p))]
        for missing in sorted(set(paths) - set(present)):
            violations.append(f"{shown_list}:{line}: error: copy group {name} lists {missing}, "
                              f"which does not exist")
        declared.update(paths)
        if not present:
            continue
        first = present[0]
        for other in present[1:]:
            if digest(os.path.join(root, other)) != digest(os.path.join(root, first)):
                violations.append(f"{other}:1: error: a copy in group {name} ({shown_list}:{line}) "
                                  f"differs from {first}; change every copy alike")
    by_digest = {}
    for relative in tracked_swift_files(root):
        by_digest.setdefault(digest(os.path.join(root, relative)), []).append(relative)
    for same in by_digest.values():
        undeclared = sorted(p for p in same if p not in declared)
        if len(same) > 1 and undeclared:
            others = ", ".join(p for p in sorted(same) if p != undeclared[0])
            violations.append(f"{undeclared[0]}:1: error: identical to {others}: share it, or declare "
                              f"the copies as a group in {shown_list}")
