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


FACES_MANIFEST = textwrap.dedent("""\
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
        name: "FeedFaces",
        dependencies: [
            .package(path: "../../../Packages/AppCore"),
            .package(path: "../../../Packages/FeatureFeed"),
        ],
        targets: [
            .target(name: "FeedTerminal", dependencies: ["AppCore", "FeatureFeed"], path: "Terminal"),
            .executableTarget(name: "FeedDemo", dependencies: ["FeedTerminal"], path: "Demo"),
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
        self.write("App/Features/Feed/Package.swift", FACES_MANIFEST)
        self.write("App/Features/Feed/Terminal/FeedScreen.swift",
                   "import AppCore\nimport FeatureFeed\n\nstruct FeedScreen {}\n")
        self.write("App/Features/Feed/Demo/main.swift",
                   "import FeatureFeedTesting\nimport FeedTerminal\n")
        self.write("App/Features/Feed/Wiring/FeedPlugin.swift", "import Infrastructure\n")
        self.write("App/Features/Feed/Storage/Sources/FeedStorage.swift",
                   "import GRDB\nimport Infrastructure\nimport PostgresNIO\n")
        self.write("App/Features/Feed/Storage/Tests/PostStoreTests.swift",
                   "import FeedStorage\nimport Testing\n@testable import InfrastructureTesting\n")

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


    def test_faces_importing_another_feature_or_infrastructure_fail_with_line(self):
        # Given the feed's faces reaching for the profile and for storage
        self.tree.write("App/Features/Feed/Terminal/Reach.swift",
                        "import AppCore\nimport FeatureProfile\n@testable import Infrastructure\n")
        # When
        status, output = self.tree.check()
        # Then both are named with their lines; the shell's own wiring may import storage
        self.assertEqual(status, 1)
        self.assertIn("App/Features/Feed/Terminal/Reach.swift:2: error: the faces of FeatureFeed "
                      "imports FeatureProfile", output)
        self.assertIn("App/Features/Feed/Terminal/Reach.swift:3:", output)
        self.assertNotIn("Wiring", output)

    def test_faces_depending_on_another_package_fail(self):
        self.tree.write("App/Features/Feed/Package.swift", FACES_MANIFEST.replace(
            '.package(path: "../../../Packages/FeatureFeed"),',
            '.package(path: "../../../Packages/FeatureFeed"),\n        '
            '.package(path: "../../../Packages/Infrastructure"),'))
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("App/Features/Feed/Package.swift:9: error: the faces of FeatureFeed depend "
                      "only on AppCore and FeatureFeed: found infrastructure", output)


class StorageBoundaryTests(unittest.TestCase):
    def setUp(self):
        self.tree = FixtureTree()

    def tearDown(self):
        self.tree.close()

    def test_a_features_storage_may_use_the_engine_and_its_libraries(self):
        status, output = self.tree.check()
        self.assertEqual(status, 0, output)

    def test_a_features_storage_may_not_import_another_features_storage(self):
        self.tree.write("App/Features/Feed/Storage/Sources/Saved.swift", "import SavedStorage\n")
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("App/Features/Feed/Storage/Sources/Saved.swift:1: error: the data of Feed imports "
                      "SavedStorage", output)

    def test_a_features_storage_knows_no_screen(self):
        self.tree.write("App/Features/Feed/Storage/Tests/Screens.swift", "import Foo\n\nimport AppCore\n")
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("Screens.swift:3: error: the data of Feed imports AppCore", output)
        self.assertIn("Screens.swift:1: error: the data of Feed imports Foo", output)


FEED_DATA = textwrap.dedent('''\
    import Infrastructure

    public enum FeedStorage {
        static let posts = PublishedContract(name: "feed_posts_v1", kind: .rows, about: "", sqliteStep: 2, postgresStep: 2)
    }
    ''')

FEED_STEP = textwrap.dedent('''\
    import Infrastructure

    extension FeedSQLite {
        /// The posts.
        static let step1 = SQLiteMigration(
            version: 1, summary: "posts",
            sql:
                #"""
                CREATE TABLE posts (id INTEGER PRIMARY KEY, title TEXT NOT NULL);
                CREATE VIEW feed_posts_v1 (id, title) AS SELECT id, title FROM posts;
                """#)
    }
    ''')


class DataSeamTests(unittest.TestCase):
    """A feature's SQL names only its own, the platform's and what others publish; steps are
    literals of their own; the engine and the shell name no feature."""

    def setUp(self):
        self.tree = FixtureTree()
        self.tree.write("App/Features/Feed/Storage/Sources/FeedStorage.swift", FEED_DATA)
        self.tree.write("App/Features/Feed/Storage/Sources/History/FeedSQLiteStep1.swift", FEED_STEP)

    def tearDown(self):
        self.tree.close()

    def saved(self, sql, uses='["feed_posts_v1"]', contract_test=True):
        self.tree.write("App/Features/Saved/Storage/Sources/SavedStorage.swift",
                        f'import Infrastructure\n\nlet feature = FeatureStorage(name: "saved", uses: {uses})\n')
        self.tree.write("App/Features/Saved/Storage/Sources/SavedStore.swift",
                        f'import Infrastructure\n\n// Reads saved posts.\nlet list = """\n    {sql}\n    """\n')
        if contract_test:
            self.tree.write("App/Features/Saved/Storage/Contracts/Feed/SavedNeedsTheFeedTests.swift",
                            "import FeedStorage\nimport SavedStorage\nimport Testing\n")

    def test_a_feature_reading_what_another_publishes_passes(self):
        self.saved("SELECT p.title FROM saved_posts s JOIN feed_posts_v1 p ON p.id = s.post_id")
        status, output = self.tree.check()
        self.assertEqual(status, 0, output)

    def test_naming_another_features_unpublished_table_fails_with_file_and_line(self):
        self.saved("SELECT p.title FROM saved_posts s JOIN posts p ON p.id = s.post_id")
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("App/Features/Saved/Storage/Sources/SavedStore.swift:5: error: the data of Saved names "
                      "posts, which Feed does not publish (it publishes feed_posts_v1)", output)

    def test_a_trigger_or_a_key_on_another_features_table_fails_but_dropping_ones_own_passes(self):
        self.saved("CREATE TRIGGER saved_forget AFTER DELETE ON posts BEGIN SELECT 1; END;")
        self.assertIn("names posts, which Feed does not publish", self.tree.check()[1])
        self.saved("CREATE TABLE saved_posts (post_id INTEGER REFERENCES posts(id))")
        self.assertIn("names posts, which Feed does not publish", self.tree.check()[1])
        self.saved("DROP TRIGGER IF EXISTS posts_forget_saved ON {schema}.posts")
        status, output = self.tree.check()
        self.assertEqual(status, 0, output)

    def test_a_contract_named_without_declaring_it_or_without_its_test_fails(self):
        self.saved("SELECT title FROM feed_posts_v1", uses="[]")
        self.assertIn("names feed_posts_v1, Feed's contract, without declaring it: add \"feed_posts_v1\" to "
                      "uses:", self.tree.check()[1])
        self.saved("SELECT title FROM feed_posts_v1", contract_test=False)
        shutil.rmtree(os.path.join(self.tree.root, "App/Features/Saved/Storage/Contracts"))
        self.assertIn("App/Features/Saved/Storage:1: error: the data of Saved uses Feed's contract and has no "
                      "contract test in App/Features/Saved/Storage/Contracts/Feed/", self.tree.check()[1])

    def test_english_words_and_a_features_own_tables_are_not_names(self):
        self.saved("SELECT 1")
        self.tree.write("App/Features/Saved/Storage/Sources/Rules.swift",
                        'let limit = "a person keeps at most 1,000 saved posts from the feed"\n')
        self.tree.write("App/Features/Feed/Storage/Sources/Store.swift",
                        'let all = "SELECT title FROM posts"\n')
        status, output = self.tree.check()
        self.assertEqual(status, 0, output)

    def test_a_step_built_from_other_code_fails(self):
        for body in ('sql: #"""\n\\#(FeedSQL.posts)\n"""#)', 'sql: FeedSQL.posts)'):
            self.tree.write("App/Features/Feed/Storage/Sources/History/FeedSQLiteStep2.swift",
                            "import Infrastructure\n\nextension FeedSQLite {\n    static let step2 = SQLiteMigration(\n"
                            f"        version: 2, summary: \"more\",\n        {body}\n}}\n")
            status, output = self.tree.check()
            self.assertEqual(status, 1, body)
            self.assertIn("App/Features/Feed/Storage/Sources/History/FeedSQLiteStep2.swift:", output)
            self.assertIn("a step", output)

    def test_the_engine_or_the_shell_naming_a_feature_fails_with_file_and_line(self):
        self.tree.write("App/Shell/Container/Services.swift",
                        "import FeedStorage\n\nlet posts: FeedStorage? = nil\n")
        self.tree.write("Packages/Infrastructure/Sources/Infrastructure/Prefs.swift",
                        "// A choice of the feed's, FeatureFeedThing.\nlet compact: FeatureFeedThing? = nil\n")
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("App/Shell/Container/Services.swift:3: error: the shell names FeedStorage, of the feature "
                      "Feed", output)
        self.assertIn("Packages/Infrastructure/Sources/Infrastructure/Prefs.swift:2: error: the engine names "
                      "FeatureFeedThing, of the feature Feed", output)
        self.assertNotIn("Prefs.swift:1:", output)

    def test_a_features_storage_tests_import_only_the_owners_whose_contracts_they_test(self):
        self.saved("SELECT title FROM feed_posts_v1")
        self.tree.write("App/Features/Saved/Storage/Tests/SavedTests.swift", "import FeedStorage\nimport ProfileStorage\n")
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("App/Features/Saved/Storage/Tests/SavedTests.swift:2: error: the data of Saved imports "
                      "ProfileStorage", output)
        self.assertNotIn("SavedTests.swift:1:", output)


    # The root manifest's copies of a package's test target and library requirement.
    ROOT_MANIFEST = textwrap.dedent("""\
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Root",
            dependencies: [
                .package(path: "Packages/Infrastructure"),
                .package(url: "https://github.com/apple/swift-log", from: "LOG"),
            ],
            targets: [
                .testTarget(
                    name: "InfrastructureTests",
                    dependencies: [DEPENDENCIES],
                    path: "Packages/Infrastructure/Tests/InfrastructureTests"),
            ]
        )
        """)
    ENGINE_WITH_TESTS = textwrap.dedent("""\
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "Infrastructure",
            dependencies: [.package(url: "https://github.com/apple/swift-log.git", from: "1.16.2")],
            targets: [
                .target(name: "Infrastructure"),
                .target(name: "InfrastructureTesting", dependencies: ["Infrastructure"]),
                .testTarget(name: "InfrastructureTests", dependencies: ["Infrastructure", "InfrastructureTesting"]),
            ]
        )
        """)

    def root_with(self, dependencies, log_version="1.16.2"):
        self.tree.write("Packages/Infrastructure/Package.swift", self.ENGINE_WITH_TESTS)
        self.tree.write("Packages/Infrastructure/Tests/InfrastructureTests/EngineTests.swift", "import Testing\n")
        self.tree.write("Package.swift", self.ROOT_MANIFEST.replace("DEPENDENCIES", dependencies)
                        .replace("LOG", log_version))

    def test_a_root_copy_of_a_test_target_that_says_the_same_passes(self):
        self.root_with('.product(name: "Infrastructure", package: "Infrastructure"), '
                       '.product(name: "InfrastructureTesting", package: "Infrastructure")')
        status, output = self.tree.check()
        self.assertEqual(status, 0, output)

    def test_a_root_copy_of_a_test_target_that_differs_fails_naming_it(self):
        self.root_with('.product(name: "Infrastructure", package: "Infrastructure")')
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("test target InfrastructureTests depends here not on InfrastructureTesting, unlike in "
                      "Packages/Infrastructure/Package.swift", output)

    def test_an_app_target_linking_a_fake_fails_and_a_preview_may(self):
        self.root_with('.product(name: "Infrastructure", package: "Infrastructure"), '
                       '.product(name: "InfrastructureTesting", package: "Infrastructure")')
        with open(os.path.join(self.tree.root, "Package.swift"), encoding="utf-8") as handle:
            root = handle.read()
        app = ('.target(name: "MosaicShell", dependencies: [.product(name: "InfrastructureTesting", '
               'package: "Infrastructure")], path: "App/Shell"),\n'
               '        .target(name: "MosaicPreview", dependencies: [.product(name: "InfrastructureTesting", '
               'package: "Infrastructure")], path: "App/Preview"),\n        .testTarget(')
        self.tree.write("Package.swift", root.replace(".testTarget(", app, 1))
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("error: MosaicShell links InfrastructureTesting: only the tests and the previews", output)
        self.assertNotIn("MosaicPreview links", output)

    def test_a_library_required_at_two_versions_fails_naming_both(self):
        self.root_with('.product(name: "Infrastructure", package: "Infrastructure"), '
                       '.product(name: "InfrastructureTesting", package: "Infrastructure")', log_version="1.16.0")
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("https://github.com/apple/swift-log is required as 1.16.0..<2.0.0 here and as "
                      "1.16.2..<2.0.0 in Packages/Infrastructure/Package.swift", output)

    # Copies the one rule forces: declared groups stay identical, undeclared copies are named.
    def test_a_declared_copy_that_drifts_fails_naming_it(self):
        self.tree.write("Scripts/boundaries/copies.txt",
                        "[Helper: why]\nPackages/AppCore/Helper.swift\nPackages/FeatureFeed/Helper.swift\n")
        self.tree.write("Packages/AppCore/Helper.swift", "let a = 1\n")
        self.tree.write("Packages/FeatureFeed/Helper.swift", "let a = 1\n")
        status, output = self.tree.check()
        self.assertNotIn("Helper.swift", output)
        self.tree.write("Packages/FeatureFeed/Helper.swift", "let a = 2\n")
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("Packages/FeatureFeed/Helper.swift:1: error: a copy in group Helper "
                      "(Scripts/boundaries/copies.txt:1) differs from Packages/AppCore/Helper.swift", output)

    def test_identical_files_no_group_declares_fail(self):
        self.tree.write("Packages/AppCore/Twin.swift", "let twin = 1\n")
        self.tree.write("Packages/FeatureFeed/Twin.swift", "let twin = 1\n")
        subprocess.run(["git", "init", "-q", self.tree.root], check=True)
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn("Packages/AppCore/Twin.swift:1: error: identical to Packages/FeatureFeed/Twin.swift", output)

    # View models a reader can hold in their head (models.py).
    def test_a_view_model_with_thirteen_stored_properties_or_201_lines_fails_naming_it(self):
        folder = "Packages/FeatureFeed/Sources/FeatureFeed/ViewModels"
        twelve = "".join(f"    var p{i} = 0\n" for i in range(12))
        self.tree.write(f"{folder}/Small.swift", f"final class Small {{\n{twelve}}}\n")
        self.tree.write(f"{folder}/Long.swift", "// a line\n" * 200)
        status, output = self.tree.check()
        self.assertEqual(status, 0, output)
        self.tree.write(f"{folder}/Small.swift", f"final class Small {{\n{twelve}    let p12 = 0\n}}\n")
        self.tree.write(f"{folder}/Long.swift", "// a line\n" * 201)
        status, output = self.tree.check()
        self.assertEqual(status, 1)
        self.assertIn(f"{folder}/Small.swift:1: error: Small holds 13 stored properties (at most 12)", output)
        self.assertIn(f"{folder}/Long.swift:201: error: a view model file of 201 lines (at most 200)", output)


class StoredPropertyCountTests(unittest.TestCase):
    """What counts as a stored property, on source the check has blanked of comments and strings."""

    def count(self, source):
        import sys
        sys.path.insert(0, os.path.dirname(CHECK))
        import models
        return {name: props for name, _, props in models.stored_properties(source)}

    def test_instance_lets_and_vars_count_and_statics_computed_and_nested_ones_do_not(self):
        found = self.count(textwrap.dedent("""\
            @Observable public final class Model {
                public enum State { case idle, loaded(Int) }
                public static let pageSize = 50
                public internal(set) var state: State = .idle
                @ObservationIgnored private let loads = LatestWork()
                @ObservationIgnored var key = UUID()
                public var posts: [Int] { [] }
                var count: Int {
                    get { 1 }
                }
                private(set) var said: String?
                func load() {
                    let local = 1
                    var other = local
                }
                struct Part {
                    let inner: Int
                }
            }
            extension Model {
                var derived: Int { 2 }
            }
            """))
        self.assertEqual(found["Model"], ["state", "loads", "key", "said"])
        self.assertEqual(found["Part"], ["inner"])


if __name__ == "__main__":
    unittest.main(verbosity=1)
