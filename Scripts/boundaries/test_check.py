#!/usr/bin/env python3
"""Specification of Scripts/check-boundaries, on fixture trees: each violation kind must fail
with its file and line; a clean tree and look-alikes in comments and strings must pass."""

import os
import shutil
import subprocess
import tempfile
import textwrap
import unittest

CHECK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check.py")
PACKAGES = {
    "AppCore": ["AppCore"],
    "FeatureFeed": ["FeatureFeed", "FeatureFeedTesting"],
    "FeatureProfile": ["FeatureProfile"],
    "Infrastructure": ["Infrastructure"],
}


def manifest(name, targets, dependencies="", target_dependencies=""):
    target_lines = "\n".join(
        f'        .target(name: "{t}"{target_dependencies if i == 0 else ""}),'
        for i, t in enumerate(targets)
    )
    return textwrap.dedent(f"""\
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "{name}",
            dependencies: [{dependencies}],
            targets: [
        {target_lines}
            ]
        )
        """)


class FixtureTree:
    """A throwaway repository with four clean packages that a test then breaks one way."""

    # One folder for every tree of a run, emptied between tests (they run one at a time): SwiftPM
    # keeps each compiled manifest by its path and text, so a manifest a test leaves as it was is
    # read from that cache instead of being compiled again (about 0.2 s of CPU each, 24 of 28).
    ROOT = os.path.join(tempfile.gettempdir(), f"mosaic-boundaries-{os.getpid()}")

    def __init__(self):
        self.root = self.ROOT
        shutil.rmtree(self.root, ignore_errors=True)
        os.makedirs(self.root)
        for name, targets in PACKAGES.items():
            self.write(f"Packages/{name}/Package.swift", manifest(name, targets))
            for target in targets:
                self.write(f"Packages/{name}/Sources/{target}/{target}.swift",
                           f"import Foundation\n\npublic struct {target}Thing {{}}\n")

    def write(self, relative, text):
        path = os.path.join(self.root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)

    def check(self):
        result = subprocess.run(["python3", CHECK, "--root", self.root],
                                capture_output=True, text=True)
        return result.returncode, result.stdout

    def close(self):
        shutil.rmtree(self.root, ignore_errors=True)


class BoundaryCheckTests(unittest.TestCase):
    def setUp(self):
        self.tree = FixtureTree()

    def tearDown(self):
        self.tree.close()

    def test_clean_tree_passes(self):
        status, output = self.tree.check()
        self.assertEqual(status, 0, output)

    def test_every_import_form_of_a_sibling_fails_with_file_and_line(self):
        # Given one source per import form, each importing a sibling's module on line 3
        forms = {
            "Plain": "import FeatureFeed",
            "Testable": "@testable import FeatureFeed",
            "Exported": "@_exported import AppCore",
            "Public": "public import Infrastructure",
            "PackageAccess": "package import AppCore",
            "Internal": "internal import FeatureFeedTesting",
            "Struct": "import struct AppCore.AppCoreThing",
            "Func": "import func Infrastructure.open",
            "CanImport": "#if canImport(FeatureFeed)\n#endif",
            "SplitAttribute": "@testable\nimport FeatureFeed",
        }
        for label, statement in forms.items():
            self.tree.write(f"Packages/FeatureProfile/Sources/FeatureProfile/{label}.swift",
                            f"// {label}\n\n{statement}\n")
        # When the check runs
        status, output = self.tree.check()
        # Then each file is named with the line of its import
        self.assertEqual(status, 1)
        for label, statement in forms.items():
            line = 4 if label == "SplitAttribute" else 3
            self.assertIn(f"Packages/FeatureProfile/Sources/FeatureProfile/{label}.swift:{line}:",
                          output)

    def test_import_struct_of_appcore_in_infrastructure_fails(self):
        self.tree.write("Packages/Infrastructure/Sources/Infrastructure/Uses.swift",
                        "import Foundation\nimport struct AppCore.X\n")
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("Packages/Infrastructure/Sources/Infrastructure/Uses.swift:2: error:", output)
        self.assertIn("AppCore", output)

    def test_imports_in_comments_and_strings_do_not_count(self):
        self.tree.write("Packages/FeatureProfile/Sources/FeatureProfile/Quiet.swift",
                        textwrap.dedent('''\
                            // import FeatureFeed
                            /* import AppCore /* nested */ import Infrastructure */
                            let a = "import FeatureFeed"
                            let b = """
                            @testable import FeatureFeed
                            """
                            let c = #"import "AppCore" \\(x)"#
                            let d = "\\(a) import Infrastructure"
                            '''))
        status, output = self.tree.check()
        self.assertEqual(status, 0, output)

    def test_manifest_path_dependency_on_a_sibling_fails_with_line(self):
        self.tree.write("Packages/Infrastructure/Package.swift", manifest(
            "Infrastructure", ["Infrastructure"],
            dependencies='\n        .package(path: "../AppCore")\n    ',
            target_dependencies=', dependencies: [.product(name: "AppCore", package: "AppCore")]'))
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("Packages/Infrastructure/Package.swift:7: error: package depends on "
                      "another package under Packages/: Infrastructure -> AppCore", output)

    def test_feature_depending_on_any_package_fails(self):
        self.tree.write("Packages/FeatureFeed/Package.swift", manifest(
            "FeatureFeed", ["FeatureFeed", "FeatureFeedTesting"],
            dependencies='\n        .package(url: "https://github.com/apple/swift-log", '
                         'from: "1.16.2")\n    '))
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("Packages/FeatureFeed/Package.swift:7: error: FeatureFeed must depend on "
                      "no package", output)

    def test_feature_importing_platform_code_fails(self):
        self.tree.write("Packages/FeatureFeed/Sources/FeatureFeed/Raw.swift", "import Glibc\n")
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("Packages/FeatureFeed/Sources/FeatureFeed/Raw.swift:1: error: feature", output)


if __name__ == "__main__":
    unittest.main(verbosity=1)
