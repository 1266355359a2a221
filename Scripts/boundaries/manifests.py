"""One declaration, checked: the root Package.swift builds the packages' test targets again (so the
full run compiles the heavy libraries once), and names again the libraries a package names. Each
such copy must say what the package's own manifest says, or the two builds differ unnoticed (they
did: swift-nio-ssl from 2.37.2 in the root, 2.37.6 in Infrastructure). This names the target or
the library and the difference."""

import json
import os
import subprocess
import tempfile


PREVIEW_TARGETS = {"MosaicPreview", "mosaic-preview"}


def dump(package_dir, cached=True):
    # The root manifest reads App/Features/features.txt, which SwiftPM's manifest cache (keyed by
    # the manifest's text) does not know of: that one is read afresh.
    with tempfile.TemporaryDirectory(prefix="manifests-scratch-") as scratch:
        command = ["swift", "package", "dump-package", "--package-path", package_dir, "--scratch-path", scratch]
        if not cached:
            command[2:2] = ["--manifest-cache", "none"]
        result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        return None
    return json.loads(result.stdout)


def dependency_names(target):
    """What a target depends on, by module name, whatever form names it."""
    names = set()
    for dependency in target.get("dependencies", []):
        for form in ("byName", "target", "product"):
            if form in dependency:
                names.add(dependency[form][0])
    return names


def target_path(package_dir, target):
    kind = "Tests" if target.get("type") == "test" else "Sources"
    return os.path.realpath(os.path.join(package_dir, target.get("path") or f"{kind}/{target['name']}"))


def libraries(manifest):
    """{normalised URL: requirement} of a manifest's source-control dependencies."""
    found = {}
    for dependency in manifest.get("dependencies", []):
        for control in dependency.get("sourceControl", []):
            location = control.get("location", {}).get("remote", [{}])[0]
            url = location.get("urlString", "") if isinstance(location, dict) else str(location)
            key = url.lower().rstrip("/").removesuffix(".git")
            if key:
                found[key] = control.get("requirement")
    return found


def describe(requirement):
    if isinstance(requirement, dict) and "range" in requirement:
        bounds = requirement["range"][0]
        return f"{bounds.get('lowerBound')}..<{bounds.get('upperBound')}"
    return json.dumps(requirement, sort_keys=True)


def check(root, package_dirs, violations):
    """package_dirs: every local package's folder (Packages/*, App/Features/*)."""
    manifest = dump(root, cached=False)
    if manifest is None:
        violations.append("Package.swift:1: error: the root manifest does not load")
        return
    packages = {}
    for directory in package_dirs:
        own = dump(directory)
        if own is not None:
            packages[os.path.realpath(directory)] = own
    for target in manifest.get("targets", []):
        if target.get("type") != "test":
            continue
        path = target_path(root, target)
        home = next((d for d in packages if path.startswith(d + os.sep)), None)
        if home is None:
            continue
        shown = os.path.relpath(os.path.join(home, "Package.swift"), root)
        theirs = next((t for t in packages[home].get("targets", []) if t["name"] == target["name"]), None)
        if theirs is None:
            violations.append(f"Package.swift:1: error: test target {target['name']} builds {shown}'s "
                              f"tests, which declares no target of that name")
            continue
        if target_path(home, theirs) != path:
            violations.append(f"Package.swift:1: error: test target {target['name']}: its path is "
                              f"{os.path.relpath(path, root)} here, "
                              f"{os.path.relpath(target_path(home, theirs), root)} in {shown}")
        ours, others = dependency_names(target), dependency_names(theirs)
        if ours != others:
            extra = f" also on {', '.join(sorted(ours - others))}" if ours - others else ""
            missing = f" not on {', '.join(sorted(others - ours))}" if others - ours else ""
            violations.append(f"Package.swift:1: error: test target {target['name']} depends here"
                              f"{extra}{' and' if extra and missing else ''}{missing}, unlike in {shown}")
        if target.get("settings", []) != theirs.get("settings", []):
            violations.append(f"Package.swift:1: error: test target {target['name']}: its settings "
                              f"differ from {shown}'s")
    # The app ships no fake: outside the tests, only the previews (MosaicPreview, mosaic-preview)
    # may link a Testing module (a feature's fakes, InfrastructureTesting).
    for target in manifest.get("targets", []):
        if target.get("type") == "test" or target["name"] in PREVIEW_TARGETS:
            continue
        fakes = sorted(n for n in dependency_names(target) if n.endswith("Testing"))
        if fakes and not target.get("path", "").startswith("Tests/"):
            violations.append(f"Package.swift:1: error: {target['name']} links {', '.join(fakes)}: only the "
                              f"tests and the previews ({', '.join(sorted(PREVIEW_TARGETS))}) may link fakes")
    ours = libraries(manifest)
    for home, own in sorted(packages.items()):
        shown = os.path.relpath(os.path.join(home, "Package.swift"), root)
        for url, requirement in sorted(libraries(own).items()):
            if url in ours and ours[url] != requirement:
                violations.append(f"Package.swift:1: error: {url} is required as {describe(ours[url])} "
                                  f"here and as {describe(requirement)} in {shown}")
