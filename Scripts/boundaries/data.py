"""The data seam, enforced in source: a feature's SQL (its steps, its stores, its tests) names
only its own tables and functions, the platform's, and what other features publish
(`PublishedContract`); a contract it names is declared in its `uses` and tested by it in
`Storage/Contracts/<Owner>/` (which the owner's suite runs); a shipped step is a literal of its
own; and the engine (Packages/Infrastructure) and the shell's machinery (App/Shell) name no
feature. Each violation is `path:line: error: ...`, as check.py prints them."""

import os
import re

# Steps shipped before features published contracts. Frozen (a database that ran one records
# its checksum), so they keep naming what they named; each is undone by a later step of its own
# feature (saved 2 drops the trigger and the foreign key), which the upgrade test proves: a
# fresh and an upgraded database end with no link to the feed's tables. This list only shrinks.
SHIPPED_BEFORE_CONTRACTS = {
    "App/Features/Saved/Storage/Sources/History/SavedSQLiteStep1.swift",
    "App/Features/Saved/Storage/Sources/History/SavedPostgresStep1.swift",
}

# SQL positions that name a table, view or sequence (keywords as the repository writes them).
TABLE_POSITION = re.compile(
    r"\b(?:FROM|JOIN|INTO|UPDATE|TABLE|REFERENCES|ON|TRUNCATE)\s+(?:ONLY\s+)?(?:IF\s+(?:NOT\s+)?EXISTS\s+)?"
    r"(?:\{schema\}\.|[A-Za-z_][A-Za-z0-9_]*\.)?\"?([A-Za-z_][A-Za-z0-9_]*)")
FUNCTION_CALL = re.compile(r"(?<![\w.])(?:\{schema\}\.)?([a-z_][a-z0-9_]*)\s*\(")
# Dropping one's own trigger from a table undoes a link rather than making one.
DROP_TRIGGER = re.compile(
    r"\bDROP\s+TRIGGER\s+(?:IF\s+EXISTS\s+)?[A-Za-z_][A-Za-z0-9_]*\s+ON\s+(?:\{schema\}\.)?[A-Za-z_][A-Za-z0-9_]*")
CREATED = re.compile(
    r"\bCREATE\s+(?:OR\s+REPLACE\s+)?(?:TEMP(?:ORARY)?\s+)?(TABLE|VIEW|MATERIALIZED\s+VIEW|VIRTUAL\s+TABLE|FUNCTION)"
    r"\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:\{schema\}\.)?\"?([A-Za-z_][A-Za-z0-9_]*)")
RENAMED = re.compile(r"\bRENAME\s+TO\s+\"?([A-Za-z_][A-Za-z0-9_]*)")
PUBLISHED = re.compile(r"PublishedContract\(\s*name:\s*\"([a-z0-9_]+)\"")
USES = re.compile(r"\buses:\s*\[([^\]]*)\]")


def string_literals(source):
    """(offset, text) of each string literal, interpolations blanked (their code is no SQL)."""
    literals = []
    i, n = 0, len(source)
    while i < n:
        if source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end == -1 else end
        elif source.startswith("/*", i):
            end = source.find("*/", i + 2)
            i = n if end == -1 else end + 2
        elif source[i] == '"' or (source[i] == "#" and re.match(r'#+"', source[i:])):
            hashes = 0
            while source[i + hashes] == "#":
                hashes += 1
            start = i + hashes
            quote = '"""' if source.startswith('"""', start) else '"'
            closing = quote + "#" * hashes
            interpolation = "\\" + "#" * hashes + "("
            j = start + len(quote)
            text = []
            while j < n and not source.startswith(closing, j):
                if source.startswith(interpolation, j):
                    depth, j = 1, j + len(interpolation)
                    while j < n and depth:
                        depth += {"(": 1, ")": -1}.get(source[j], 0)
                        text.append("\n" if source[j] == "\n" else " ")
                        j += 1
                    continue
                if hashes == 0 and source[j] == "\\":
                    text.append("  ")
                    j += 2
                    continue
                if quote == '"' and source[j] == "\n":
                    break
                text.append(source[j])
                j += 1
            literals.append((start + len(quote), "".join(text)))
            i = j + len(closing)
        else:
            i += 1
    return literals


def swift_files(directory):
    for current, dirs, files in os.walk(directory):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(current, name)


def read(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        return handle.read()


def line_at(source, offset):
    return source.count("\n", 0, offset) + 1


class Feature:
    """A feature's data as its source declares it: the objects its SQL creates, the contracts it
    publishes, the contracts it uses."""

    def __init__(self, root, folder):
        self.folder = folder
        self.name = folder.lower()
        self.directory = os.path.join(root, "App", "Features", folder, "Storage")
        self.owned, self.published, self.uses = set(), set(), set()
        for path in swift_files(os.path.join(self.directory, "Sources")):
            source = read(path)
            for match in PUBLISHED.finditer(source):
                self.published.add(match.group(1))
            for match in USES.finditer(source):
                self.uses.update(re.findall(r'"([a-z0-9_]+)"', match.group(1)))
            for _, text in string_literals(source):
                self.owned.update(m.group(2) for m in CREATED.finditer(text))
                self.owned.update(m.group(1) for m in RENAMED.finditer(text))


def features_with_data(root):
    base = os.path.join(root, "App", "Features")
    if not os.path.isdir(base):
        return []
    return [Feature(root, folder) for folder in sorted(os.listdir(base))
            if os.path.isdir(os.path.join(base, folder, "Storage", "Sources"))]


def check_sql(root, violations):
    """A feature's SQL names only its own objects, the platform's and published contracts; a
    contract it names is in its `uses` and has its contract test."""
    features = features_with_data(root)
    owners = {}
    for feature in features:
        for name in feature.owned:
            owners.setdefault(name, feature)
    for feature in features:
        named = set()
        said = set()
        for path in swift_files(feature.directory):
            shown = os.path.relpath(path, root)
            source = read(path)
            for offset, text in string_literals(source):
                text = DROP_TRIGGER.sub(lambda m: " " * len(m.group(0)), text)
                found = [(m.start(1), m.group(1)) for m in TABLE_POSITION.finditer(text)]
                found += [(m.start(1), m.group(1)) for m in FUNCTION_CALL.finditer(text)]
                for position, name in found:
                    owner = owners.get(name)
                    line = line_at(source, offset + position)
                    if owner is None or owner is feature or (shown, line, name) in said:
                        continue
                    said.add((shown, line, name))
                    if name in owner.published:
                        named.add((name, owner))
                        if name not in feature.uses:
                            violations.append(
                                f"{shown}:{line}: error: the data of "
                                f"{feature.folder} names {name}, {owner.folder}'s contract, without declaring "
                                f"it: add \"{name}\" to uses: in its FeatureStorage")
                        continue
                    if shown in SHIPPED_BEFORE_CONTRACTS:
                        continue
                    offered = ", ".join(sorted(owner.published)) or "nothing yet"
                    violations.append(
                        f"{shown}:{line}: error: the data of {feature.folder} "
                        f"names {name}, which {owner.folder} does not publish (it publishes {offered}): read "
                        f"what {owner.folder} publishes, or ask its team to publish what you need")
        for owner in sorted({owner.folder for _, owner in named}):
            tests = os.path.join(feature.directory, "Contracts", owner)
            if not any(swift_files(tests)):
                shown = os.path.relpath(feature.directory, root)
                violations.append(
                    f"{shown}:1: error: the data of {feature.folder} uses {owner}'s contract and has no "
                    f"contract test in {shown}/Contracts/{owner}/ (the owner's suite runs it, so a change "
                    f"that breaks what {feature.folder} reads fails there)")


# What a frozen step's file may say outside its literals.
HISTORY_WORDS = {
    "import", "Infrastructure", "extension", "static", "let", "SQLiteMigration", "PostgresMigration",
    "version", "summary", "needs", "isBaseline", "sql", "statements", "step", "of", "true", "false",
    "enum", "migrations",
}


def check_history(root, violations):
    """A step is a literal of its own: every file under a `History/` folder holds raw literals
    without interpolation and names nothing but the step's own type."""
    folders = [os.path.join(root, "Packages", "Infrastructure", "Sources", "Infrastructure", "Schema", "History")]
    base = os.path.join(root, "App", "Features")
    if os.path.isdir(base):
        folders += [os.path.join(base, f, "Storage", "Sources", "History") for f in sorted(os.listdir(base))]
    for folder in folders:
        for path in swift_files(folder):
            shown = os.path.relpath(path, root)
            source = read(path)
            code = list(source)
            for match in re.finditer(r'(#+)"""(.*?)"""\1', source, re.S):
                if "\\" + match.group(1) + "(" in match.group(2):
                    violations.append(f"{shown}:{line_at(source, match.start())}: error: a step's text is a "
                                      f"literal of its own: no interpolation (a shipped step never changes)")
                code[match.start():match.end()] = " " * (match.end() - match.start())
            stripped = re.sub(r"//[^\n]*", "", "".join(code))
            # A summary or a feature's name is a plain one-line literal, never interpolated.
            for match in re.finditer(r'"((?:[^"\\\n]|\\.)*)"', stripped):
                if "\\(" in match.group(1):
                    violations.append(f"{shown}:{line_at(stripped, match.start())}: error: a step's text is a "
                                      f"literal of its own: no interpolation (a shipped step never changes)")
                stripped = stripped[:match.start()] + " " * (match.end() - match.start()) + stripped[match.end():]
            for match in re.finditer(r"[A-Za-z_][A-Za-z0-9_]*", stripped):
                word = match.group(0)
                if word in HISTORY_WORDS or re.fullmatch(r"[A-Z][A-Za-z]*(SQLite|Postgres)|step[0-9]+", word):
                    continue
                violations.append(f"{shown}:{line_at(stripped, match.start())}: error: a step names {word}; "
                                  f"a step's text is a literal of its own, never built from other code")
                break


ANY_DECLARATION = re.compile(r"\b(?:struct|enum|protocol|class|actor|typealias)\s+([A-Z][A-Za-z0-9_]*)")
DECLARATION = re.compile(r"\bpublic\s+(?:final\s+)?(?:struct|enum|protocol|class|actor)\s+([A-Z][A-Za-z0-9_]*)")


def feature_names(root, package_modules):
    """Every module of the features (packages, faces, storage) and the public types of their
    packages and storage, each with the feature it is."""
    names = {}
    for module, package in package_modules.items():
        if package.startswith("Feature"):
            names[module] = package[len("Feature"):]
    base = os.path.join(root, "App", "Features")
    for folder in sorted(os.listdir(base)) if os.path.isdir(base) else []:
        for suffix in ("Terminal", "Web", "Storage"):
            names[folder + suffix] = folder
        sources = [os.path.join(base, folder, "Storage", "Sources"),
                   os.path.join(root, "Packages", "Feature" + folder, "Sources")]
        for directory in sources:
            for path in swift_files(directory):
                for match in DECLARATION.finditer(read(path)):
                    names.setdefault(match.group(1), folder)
    return names


def check_no_feature_named(root, package_modules, strip, violations):
    """The engine and the shell's machinery name no feature: no feature's module, no type of a
    feature's package or data. They reach features through the plugin (`FeaturePlugin`)."""
    names = feature_names(root, package_modules)
    # A name the engine, AppCore or the shell declares too (a nested `Kind`, their own
    # `InMemoryPreferencesStore`) is theirs where they use it.
    for shared in ("Packages/Infrastructure/Sources", "Packages/AppCore/Sources", "App/Shell"):
        for path in swift_files(os.path.join(root, shared)):
            for match in ANY_DECLARATION.finditer(read(path)):
                names.pop(match.group(1), None)
    places = [("Packages/Infrastructure/Sources", "the engine"), ("App/Shell", "the shell")]
    for place, who in places:
        for path in swift_files(os.path.join(root, place)):
            shown = os.path.relpath(path, root)
            code = strip(read(path))
            for match in re.finditer(r"[A-Za-z_][A-Za-z0-9_]*", code):
                feature = names.get(match.group(0))
                if feature:
                    violations.append(
                        f"{shown}:{line_at(code, match.start())}: error: {who} names {match.group(0)}, of the "
                        f"feature {feature}; it knows features only through their plugins (FeaturePlugin)")
