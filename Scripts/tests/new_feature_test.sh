# Scripts/new-feature: refusals, --dry-run, and a real scaffold into a small copy of the repo
# (no Swift build here: the clone test in the report builds and tests the result).

# A tree with the scripts, a root manifest and one feature; $1=real uses the repo's own manifest.
new_feature_fixture() {
    mkdir -p tree/Scripts tree/Packages/FeatureFeed/Sources/FeatureFeed tree/App/Shell tree/App/Main
    cp -R "$SCRIPTS/new-feature" "$SCRIPTS/lib" tree/Scripts/
    echo "// swift-tools-version:6.0" >tree/Packages/FeatureFeed/Package.swift
    if [ "${1:-}" = real ]; then
        cp "$SCRIPTS/../Package.swift" tree/Package.swift
    else
        cat >tree/Package.swift <<'MANIFEST'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Mosaic",
    products: [.executable(name: "mosaic", targets: ["mosaic"])],
    dependencies: [
        .package(path: "Packages/FeatureFeed")
    ],
    targets: [
        .target(name: "MosaicShell", dependencies: ["FeatureFeed"], path: "App/Shell"),
        .executableTarget(name: "mosaic", dependencies: ["MosaicShell"], path: "App/Main"),
    ]
)
MANIFEST
    fi
    make_repo tree && commit_all tree "fixture"
}

new_feature() { tree/Scripts/new-feature "$@"; }

# Nothing in the tree changed since the fixture was made.
assert_tree_unchanged() {
    assert_eq "" "$(git -C tree status --porcelain)" "git status after a refusal or dry run"
}

test_new_feature_refuses_names_that_are_not_upper_camel_case_identifiers() {
    new_feature_fixture
    for bad in search 9Lives "Direct Messages" Search-Page Café "" Sea_rch; do
        assert_status 1 new_feature "$bad" || assert_status 2 new_feature "$bad"
        [ -z "$bad" ] || assert_contains "$ERR" "not a valid UpperCamelCase Swift identifier"
    done
    assert_tree_unchanged
}

test_new_feature_refuses_an_existing_feature() {
    new_feature_fixture
    assert_status 1 new_feature Feed
    assert_contains "$ERR" "Packages/FeatureFeed already exists"
    assert_tree_unchanged
}

test_new_feature_refuses_the_feature_prefix_and_reserved_names() {
    new_feature_fixture
    assert_status 1 new_feature FeatureSearch
    assert_contains "$ERR" "without the Feature prefix"
    assert_status 1 new_feature Self
    assert_contains "$ERR" "reserved"
    assert_tree_unchanged
}

test_new_feature_refuses_a_name_already_wired_into_the_manifest() {
    new_feature_fixture
    sed -i 's|.package(path: "Packages/FeatureFeed")|.package(path: "Packages/FeatureFeed"), .package(path: "Packages/FeatureSearch")|' tree/Package.swift
    commit_all tree "search wired by hand"
    assert_status 1 new_feature Search
    assert_contains "$ERR" "already depends on Packages/FeatureSearch"
    assert_tree_unchanged
}

test_new_feature_dry_run_lists_every_step_and_changes_nothing() {
    new_feature_fixture
    assert_status 0 new_feature --dry-run Search
    assert_contains "$OUT" "create Packages/FeatureSearch/Sources/FeatureSearch/SearchViewModel.swift"
    assert_contains "$OUT" "create Packages/FeatureSearch/Sources/FeatureSearchTesting/"
    assert_contains "$OUT" "create Packages/FeatureSearch/Sources/SearchDemo/main.swift"
    assert_contains "$OUT" "create Packages/FeatureSearch/Tests/FeatureSearchTests/"
    assert_contains "$OUT" "create App/Shell/Generated/SearchRoute.swift"
    assert_contains "$OUT" 'edit   Package.swift: add .package(path: "Packages/FeatureSearch")'
    assert_tree_unchanged
}

test_new_feature_scaffolds_wires_a_one_line_manifest_then_refuses_the_same_name() {
    new_feature_fixture
    assert_status 0 new_feature Search
    [ -f tree/Packages/FeatureSearch/Package.swift ] || fail "no package manifest"
    [ -f tree/App/Shell/Generated/SearchRoute.swift ] || fail "no shell route"
    assert_contains "$(cat tree/Package.swift)" '.package(path: "Packages/FeatureSearch")'
    assert_contains "$(cat tree/Package.swift)" 'dependencies: ["FeatureSearch", "FeatureFeed"]'
    assert_not_contains "$(grep -rh __ tree/Packages/FeatureSearch tree/App/Shell/Generated || true)" "__Name__"
    assert_not_contains "$(grep -rh __ tree/Packages/FeatureSearch tree/App/Shell/Generated || true)" "__name__"
    # The feature imports nothing but the toolchain: the one rule holds from the first commit.
    assert_eq "" "$(grep -rhE '^import ' tree/Packages/FeatureSearch/Sources/FeatureSearch |
        grep -vE '^import (Foundation|Observation)$' || true)" "imports of the feature module"
    # And a second time, the name is taken.
    assert_status 1 new_feature Search
    assert_contains "$ERR" "already exists"
}

test_new_feature_wires_the_repository_manifest_as_swiftpm_reads_it() {
    new_feature_fixture real
    # A name no team will pick, so the test still holds after `Scripts/new-feature Search`.
    assert_status 0 new_feature ManifestProbe
    local dump
    dump=$(swift package --package-path tree --scratch-path "$TEST_TMP/scratch" dump-package)
    python3 - "$dump" <<'PY'
import json, sys
dump = json.loads(sys.argv[1])
paths = [d.get("fileSystem", [{}])[0].get("path", "") for d in dump["dependencies"]]
assert any(p.endswith("/Packages/FeatureManifestProbe") for p in paths), paths
shell = next(t for t in dump["targets"] if t["name"] == "MosaicShell")
assert ["FeatureManifestProbe", None] in [d.get("byName") for d in shell["dependencies"]], shell["dependencies"]
PY
}
