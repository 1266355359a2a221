#!/usr/bin/env python3
"""The one rule, enforced: no package under Packages/ depends on or imports another; and a
feature's faces (App/Features/<Folder>/, a package of the shell's) use only AppCore and their
own feature.

Manifests are read with `swift package dump-package` (what SwiftPM itself understands, not a
regex over Package.swift). Sources are scanned with comments and string literals removed, so a
commented-out import or an import inside a string does not count, and every import form does:
plain, @testable, @_exported, access-level, `import struct M.T` and `#if canImport(M)`.

The data seam is checked in source too (data.py): a feature's SQL names only its own tables and
functions, the platform's and what other features publish, a contract it names is declared in its
`uses` and tested in its `Storage/Contracts/<Owner>/`, a step in `History/` is a literal of its own,
and the engine and the shell name no feature's module or type.

Each violation is one line: `path:line: error: <rule>: <detail>`; the exit status is 1 if any.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import data  # noqa: E402
import copies  # noqa: E402
import manifests as manifests_check  # noqa: E402
import models  # noqa: E402

# Modules a feature may import: the toolchain's own, nothing with platform or terminal code.
FEATURE_ALLOWED_IMPORTS = {
    "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "Observation",
    "Synchronization", "Dispatch", "Testing", "XCTest",
}

IMPORT_KINDS = "typealias|struct|class|enum|protocol|let|var|func|actor|macro"
IMPORT_RE = re.compile(
    r"(?<![\w`.$])import\s+(?:(?:" + IMPORT_KINDS + r")\s+)?([A-Za-z_][A-Za-z0-9_]*)"
)
CAN_IMPORT_RE = re.compile(r"(?<![\w`.$])canImport\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)")


def strip_comments_and_strings(source):
    """Blank out comments and string literals, keeping newlines so line numbers survive."""
    out = []
    i, n = 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end == -1 else end
            out.append(" " * (end - i))
            i = end
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(blank(source[i:j]))
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
            j = skip_string(source, i)
            out.append(blank(source[i:j]))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def skip_string(source, i):
    """Index just past the string literal starting at i (raw, multi-line or plain)."""
    hashes = 0
    while source[i + hashes] == "#":
        hashes += 1
    start = i + hashes
    multiline = source.startswith('"""', start)
    quote = '"""' if multiline else '"'
    closing = quote + "#" * hashes
    j = start + len(quote)
    n = len(source)
    while j < n:
        if hashes == 0 and source[j] == "\\":
            if source.startswith("\\(", j):
                j = skip_interpolation(source, j + 2)
                continue
            j += 2
            continue
        if source.startswith(closing, j):
            return j + len(closing)
        if not multiline and source[j] == "\n":
            return j  # unterminated: stop at the line end rather than swallow the file
        j += 1
    return n


def skip_interpolation(source, j):
    """Index just past the `)` closing an interpolation opened before j."""
    depth, n = 1, len(source)
    while j < n and depth:
        if source[j] == '"':
            j = skip_string(source, j)
            continue
        depth += {"(": 1, ")": -1}.get(source[j], 0)
        j += 1
    return j


def blank(text):
    return "".join("\n" if ch == "\n" else " " for ch in text)


def dump_package(package_dir):
    # A scratch path of its own: a build running in the package's .build holds a lock that
    # would otherwise make dump-package wait for it.
    with tempfile.TemporaryDirectory(prefix="boundaries-scratch-") as scratch:
        result = subprocess.run(
            ["swift", "package", "dump-package", "--package-path", package_dir,
             "--scratch-path", scratch],
            capture_output=True, text=True,
        )
    if result.returncode != 0:
        return None, result.stderr.strip().splitlines()[-1:] or ["dump-package failed"]
    return json.loads(result.stdout), None


def dependency_locations(manifest):
    """(identity, local path or None, url or None) for each declared package dependency."""
    for dep in manifest.get("dependencies", []):
        for kind, entries in dep.items():
            for entry in entries:
                identity = entry.get("identity", "?")
                if kind == "fileSystem":
                    yield identity, entry.get("path"), None
                else:
                    location = entry.get("location", {})
                    local = location.get("local", [None])[0]
                    remote = location.get("remote", [{}])[0]
                    url = remote.get("urlString") if isinstance(remote, dict) else remote
                    yield identity, local, url


def line_of(path, needles):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().splitlines()
    except OSError:
        return 1
    lowered = [line.lower() for line in lines]
    for needle in needles:
        if not needle:
            continue
        for number, line in enumerate(lowered, start=1):
            if needle.lower() in line:
                return number
    return 1


def check_manifest(root, name, manifest, package_dirs, violations):
    manifest_path = os.path.join(root, "Packages", name, "Package.swift")
    shown = os.path.relpath(manifest_path, root)
    siblings = {os.path.realpath(d): os.path.basename(d) for d in package_dirs}
    for identity, local, url in dependency_locations(manifest):
        target = os.path.realpath(local) if local else None
        sibling = siblings.get(target) if target else None
        if sibling is None and url:
            sibling = next((s for s in siblings.values() if s.lower() == identity.lower()), None)
        needles = [os.path.basename(local or ""), url, identity]
        line = line_of(manifest_path, needles)
        if sibling and sibling != name:
            violations.append(f"{shown}:{line}: error: package depends on another package under "
                              f"Packages/: {name} -> {sibling}")
        elif name.startswith("Feature") or name == "AppCore":
            violations.append(f"{shown}:{line}: error: {name} must depend on no package "
                              f"(only the toolchain): found {identity}")


def swift_files(directory, skip=()):
    """Every Swift source of a package except its manifests (checked through dump-package) and
    the folders in `skip`."""
    for current, dirs, files in os.walk(directory):
        dirs[:] = [d for d in dirs if not d.startswith(".")
                   and not (current == directory and d in skip)]
        for file in sorted(files):
            is_manifest = current == directory and file.startswith("Package")
            if file.endswith(".swift") and not is_manifest:
                yield os.path.join(current, file)


def check_sources(root, name, own_modules, foreign_modules, violations):
    for path in swift_files(os.path.join(root, "Packages", name)):
        with open(path, encoding="utf-8", errors="replace") as handle:
            code = strip_comments_and_strings(handle.read())
        shown = os.path.relpath(path, root)
        for pattern, form in ((IMPORT_RE, "imports"), (CAN_IMPORT_RE, "checks canImport of")):
            for match in pattern.finditer(code):
                module = match.group(1)
                line = code.count("\n", 0, match.start()) + 1
                if module in foreign_modules:
                    violations.append(f"{shown}:{line}: error: {name} {form} {module}, a module "
                                      f"of package {foreign_modules[module]}")
                elif (name.startswith("Feature") and module not in own_modules
                      and module not in FEATURE_ALLOWED_IMPORTS):
                    violations.append(f"{shown}:{line}: error: feature {name} {form} {module}; "
                                      f"features use only the standard library, Foundation "
                                      f"and Observation")


FACES_ALLOWED_IMPORTS = FEATURE_ALLOWED_IMPORTS | {"AppCore"}


def check_faces(root, folder, package_modules, violations):
    """App/Features/<folder>/Package.swift: the feature's faces depend on AppCore and their own
    feature only, and import nothing else but the toolchain. Wiring/ and Preview/ are the root
    package's."""
    directory = os.path.join(root, "App", "Features", folder)
    feature = "Feature" + folder
    shown_manifest = os.path.relpath(os.path.join(directory, "Package.swift"), root)
    manifest, error = dump_package(directory)
    if manifest is None:
        violations.append(f"{shown_manifest}:1: error: manifest does not load: {error[0]}")
        return
    allowed_packages = {os.path.realpath(os.path.join(root, "Packages", n)) for n in ("AppCore", feature)}
    for identity, local, url in dependency_locations(manifest):
        if local and os.path.realpath(local) in allowed_packages:
            continue
        line = line_of(os.path.join(directory, "Package.swift"), [os.path.basename(local or ""), url, identity])
        violations.append(f"{shown_manifest}:{line}: error: the faces of {feature} depend only on "
                          f"AppCore and {feature}: found {identity}")
    own = {item["name"] for item in manifest.get("targets", []) + manifest.get("products", [])}
    allowed = (FACES_ALLOWED_IMPORTS | own
               | {m for m, owner in package_modules.items() if owner == feature})
    for path in swift_files(directory, skip=("Wiring", "Preview", "Storage")):
        with open(path, encoding="utf-8", errors="replace") as handle:
            code = strip_comments_and_strings(handle.read())
        shown = os.path.relpath(path, root)
        for pattern, form in ((IMPORT_RE, "imports"), (CAN_IMPORT_RE, "checks canImport of")):
            for match in pattern.finditer(code):
                module = match.group(1)
                if module not in allowed:
                    line = code.count("\n", 0, match.start()) + 1
                    violations.append(f"{shown}:{line}: error: the faces of {feature} {form} "
                                      f"{module}; faces use only AppCore, {feature} and the toolchain")


# What a feature's data may stand on: the engine and its libraries. Never another feature's
# storage (a table of another feature's is named in SQL and declared as a dependency), nor a
# feature package or the faces (a store knows nothing of screens or view models).
STORAGE_ALLOWED_IMPORTS = FEATURE_ALLOWED_IMPORTS | {
    "Infrastructure", "InfrastructureTesting", "GRDB", "PostgresNIO", "Logging", "Testing", "XCTest",
}


def check_storage(root, folder, violations):
    """App/Features/<folder>/Storage/: the feature's data (a module of the root package) imports
    the engine, its libraries and itself only. Its tests run on the real storage of the features
    whose contracts it tests (`Contracts/<Owner>/`), so they and those tests may import those."""
    directory = os.path.join(root, "App", "Features", folder, "Storage")
    if not os.path.isdir(directory):
        return
    own = folder + "Storage"
    contracts = os.path.join(directory, "Contracts")
    owners = sorted(d for d in os.listdir(contracts) if os.path.isdir(os.path.join(contracts, d))) \
        if os.path.isdir(contracts) else []
    for path in swift_files(directory):
        relative = os.path.relpath(path, directory).split(os.sep)
        allowed = STORAGE_ALLOWED_IMPORTS | {own}
        if relative[0] == "Tests":
            allowed |= {owner + "Storage" for owner in owners}
        elif relative[0] == "Contracts" and len(relative) > 2:
            allowed |= {relative[1] + "Storage"}
        with open(path, encoding="utf-8", errors="replace") as handle:
            code = strip_comments_and_strings(handle.read())
        shown = os.path.relpath(path, root)
        for pattern, form in ((IMPORT_RE, "imports"), (CAN_IMPORT_RE, "checks canImport of")):
            for match in pattern.finditer(code):
                module = match.group(1)
                if module not in allowed:
                    line = code.count("\n", 0, match.start()) + 1
                    violations.append(f"{shown}:{line}: error: the data of {folder} {form} {module}; "
                                      f"a feature's storage uses only Infrastructure, its libraries "
                                      f"and itself (its tests: also the features whose contracts it tests)")


def guessed_targets(packages_dir, name):
    """Target names from the folder layout, for a package whose manifest does not load."""
    found = []
    for folder in ("Sources", "Tests"):
        base = os.path.join(packages_dir, name, folder)
        if os.path.isdir(base):
            found += [{"name": d} for d in sorted(os.listdir(base))]
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=os.getcwd(), help="repository root (default: cwd)")
    root = os.path.abspath(parser.parse_args().root)

    packages_dir = os.path.join(root, "Packages")
    names = sorted(d for d in os.listdir(packages_dir)
                   if os.path.isfile(os.path.join(packages_dir, d, "Package.swift")))
    violations, manifests = [], {}
    for name in names:
        manifest, error = dump_package(os.path.join(packages_dir, name))
        if manifest is None:
            violations.append(f"Packages/{name}/Package.swift:1: error: manifest does not load: "
                              f"{error[0]}")
            manifest = {"name": name, "targets": guessed_targets(packages_dir, name)}
            manifests[name] = manifest
            continue
        manifests[name] = manifest

    modules = {}
    for name, manifest in manifests.items():
        for item in manifest.get("targets", []) + manifest.get("products", []):
            modules.setdefault(item["name"], name)
        modules.setdefault(manifest.get("name", name), name)

    package_dirs = [os.path.join(packages_dir, n) for n in names]
    for name, manifest in manifests.items():
        if "dependencies" in manifest:
            check_manifest(root, name, manifest, package_dirs, violations)
        own = {m for m, owner in modules.items() if owner == name}
        foreign = {m: owner for m, owner in modules.items() if owner != name}
        check_sources(root, name, own, foreign, violations)

    features_dir = os.path.join(root, "App", "Features")
    faces = sorted(d for d in (os.listdir(features_dir) if os.path.isdir(features_dir) else [])
                   if os.path.isfile(os.path.join(features_dir, d, "Package.swift")))
    for folder in faces:
        check_faces(root, folder, modules, violations)
    for folder in sorted(os.listdir(features_dir)) if os.path.isdir(features_dir) else []:
        check_storage(root, folder, violations)

    data.check_sql(root, violations)
    data.check_history(root, violations)
    data.check_no_feature_named(root, modules, strip_comments_and_strings, violations)
    models.check(root, violations, strip_comments_and_strings)
    copies.check(root, violations, path=os.path.join(root, "Scripts", "boundaries", "copies.txt"))
    if os.path.isfile(os.path.join(root, "Package.swift")):
        manifests_check.check(root, package_dirs + [os.path.join(features_dir, f) for f in faces], violations)

    for violation in violations:
        print(violation)
    if violations:
        print(f"check-boundaries: {len(violations)} violation(s) of the one rule", file=sys.stderr)
        return 1
    print(f"check-boundaries: {len(names)} packages, no package depends on or imports another; "
          f"{len(faces)} features' faces use only AppCore and their feature; each feature's data names "
          f"only its own, the platform's and what others publish; the engine and the shell name no feature; "
          f"the root manifest's copies say what the packages' say; every copy is declared and unchanged; "
          f"{', '.join(models.HELD)}'s view models keep under {models.MAX_LINES + 1} lines a file "
          f"and {models.MAX_STORED + 1} stored properties a type")
    return 0


if __name__ == "__main__":
    sys.exit(main())
