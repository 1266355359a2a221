# Scripts/new-feature: refusals, --dry-run, a real scaffold into a small copy of the repo, --remove,
# and two branches that each add a feature merging without conflict. (No Swift build here: the
# issue notes record the clone test that builds and runs the result.)

# A tree with the scripts, the root manifest, the repository's own three shared lists and
# .gitattributes, and one feature package.
new_feature_fixture() {
    mkdir -p tree/Scripts tree/Packages/FeatureFeed/Sources/FeatureFeed tree/App/Features/Feed tree/App/Main \
        tree/App/Preview
    cp -R "$SCRIPTS/new-feature" "$SCRIPTS/lib" tree/Scripts/
    echo "// swift-tools-version:6.0" >tree/Packages/FeatureFeed/Package.swift
    cp "$SCRIPTS/../Package.swift" tree/Package.swift
    cp "$SCRIPTS/../.gitattributes" tree/.gitattributes
    cp "$SCRIPTS/../App/Features/AppFeatures.swift" "$SCRIPTS/../App/Features/features.txt" tree/App/Features/
    cp "$SCRIPTS/../App/Preview/AppPreviews.swift" tree/App/Preview/AppPreviews.swift
    echo 'let hosts = ["feed", "post"]' >tree/App/Features/Feed/FeedRoute.swift
    make_repo tree && commit_all tree "fixture"
}

new_feature() { tree/Scripts/new-feature "$@"; }

# Nothing in the tree changed since the fixture was made.
assert_tree_unchanged() {
    assert_eq "" "$(git -C tree status --porcelain)" "git status after a refusal, dry run or removal"
}

test_new_feature_refuses_names_that_are_not_upper_camel_case_identifiers() {
    new_feature_fixture
    for bad in search 9Lives "Direct Messages" Search-Page Café "" Sea_rch; do
        assert_status 1 new_feature "$bad" || assert_status 2 new_feature "$bad"
        [ -z "$bad" ] || assert_contains "$ERR" "not a valid UpperCamelCase Swift identifier"
    done
    assert_tree_unchanged
}

test_new_feature_refuses_an_existing_feature_or_link_host() {
    new_feature_fixture
    assert_status 1 new_feature Feed
    assert_contains "$ERR" "Packages/FeatureFeed already exists"
    assert_status 1 new_feature Post
    assert_contains "$ERR" "already uses the link host or name 'post'"
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

test_new_feature_refuses_a_name_already_in_the_shared_list() {
    new_feature_fixture
    sed -i 's|^FeatureFeed$|FeatureFeed\nFeatureSearch|' tree/App/Features/features.txt
    commit_all tree "search listed by hand"
    assert_status 1 new_feature Search
    assert_contains "$ERR" "App/Features/features.txt already lists FeatureSearch"
    assert_tree_unchanged
}

test_new_feature_dry_run_lists_every_step_and_changes_nothing() {
    new_feature_fixture
    assert_status 0 new_feature --dry-run Search
    assert_contains "$OUT" "create Packages/FeatureSearch/Sources/FeatureSearch/ViewModels/SearchViewModel.swift"
    assert_contains "$OUT" "create App/Features/Search/Terminal/SearchScreen.swift"
    assert_contains "$OUT" "create App/Features/Search/Web/SearchPage.swift"
    assert_contains "$OUT" "create App/Features/Search/Tests/SearchWebTests/SearchPageTests.swift"
    assert_contains "$OUT" "create App/Features/Search/Package.swift"
    assert_contains "$OUT" "create App/Features/Search/Tests/SearchTerminalTests/SearchScreenTests.swift"
    assert_contains "$OUT" "create Packages/FeatureSearch/Sources/FeatureSearchTesting/"
    assert_contains "$OUT" "create App/Features/Search/Demo/main.swift"
    assert_contains "$OUT" "create Packages/FeatureSearch/Tests/FeatureSearchTests/"
    assert_contains "$OUT" "create App/Features/Search/Wiring/SearchPlugin.swift"
    assert_contains "$OUT" "create App/Features/Search/Preview/SearchPreview.swift"
    assert_contains "$OUT" "create Tests/ShellTests/Features/Search/SearchInShellTests.swift"
    assert_contains "$OUT" "add    App/Features/features.txt: FeatureSearch"
    assert_contains "$OUT" "add    App/Features/AppFeatures.swift: SearchPlugin(),"
    assert_contains "$OUT" "add    App/Preview/AppPreviews.swift: SearchPreview(),"
    assert_tree_unchanged
}

test_new_feature_adds_one_sorted_line_to_each_shared_list_and_prints_them() {
    new_feature_fixture
    assert_status 0 new_feature Search
    assert_contains "$OUT" "Shared lines added"
    assert_contains "$OUT" "  App/Features/features.txt: FeatureSearch"
    assert_contains "$OUT" "  App/Features/AppFeatures.swift: SearchPlugin(),"
    assert_contains "$OUT" "  App/Preview/AppPreviews.swift: SearchPreview(),"
    # Only the three lists changed among existing files (not Package.swift, which reads the
    # first); everything else is new.
    assert_eq "App/Features/AppFeatures.swift
App/Features/features.txt
App/Preview/AppPreviews.swift" "$(git -C tree diff --name-only | sort)" "changed files"
    assert_eq "+FeatureSearch" "$(git -C tree diff -U0 App/Features/features.txt | grep '^+F')" "packages list change"
    assert_eq "+        SearchPlugin()," "$(git -C tree diff -U0 App/Features/AppFeatures.swift | grep '^+ ')" "list change"
    assert_eq "+        SearchPreview()," "$(git -C tree diff -U0 App/Preview/AppPreviews.swift | grep '^+ ')" "previews change"
    # Sorted, wherever the other features fall: the list's lines are in order.
    local listed
    listed=$(grep '^Feature' tree/App/Features/features.txt)
    assert_contains "$listed" 'FeatureSearch'
    assert_eq "$(LC_ALL=C sort -f <<<"$listed")" "$listed" "the features list, sorted"
    # The preview, not the plugin, uses the feature's fakes.
    assert_not_contains "$(cat tree/App/Features/Search/Wiring/*.swift)" "FeatureSearchTesting"
    assert_contains "$(cat tree/App/Features/Search/Preview/SearchPreview.swift)" "import FeatureSearchTesting"
    [ -f tree/Packages/FeatureSearch/Package.swift ] || fail "no package manifest"
    assert_contains "$(cat tree/App/Features/Search/Wiring/SearchPlugin.swift)" 'let name = "search"'
    assert_contains "$(cat tree/App/Features/Search/Wiring/SearchPlugin.swift)" "let tab: FeatureTab? = nil"
    assert_not_contains "$(grep -rh __ tree/Packages/FeatureSearch tree/App/Features/Search || true)" "__Name__"
    assert_not_contains "$(grep -rh __ tree/Packages/FeatureSearch tree/App/Features/Search || true)" "__host__"
    # The feature imports nothing but the toolchain: the one rule holds from the first commit.
    assert_eq "" "$(grep -rhE '^import ' tree/Packages/FeatureSearch/Sources/FeatureSearch |
        grep -vE '^import (Foundation|Observation)$' || true)" "imports of the feature module"
    # Its faces use AppCore and the feature only, and nothing of AppCore is copied anywhere.
    assert_eq "" "$(grep -rhE '^import ' tree/App/Features/Search/Terminal tree/App/Features/Search/Web |
        grep -vE '^import (AppCore|FeatureSearch|Foundation)$' || true)" "imports of the screen"
    assert_eq "" "$(find tree/Packages/FeatureSearch tree/App/Features/Search -name 'DisplayWidth*' -o -name 'KeyTable*' -o -name 'TextLayout*' -o -name 'LatestWork*')" "copies of AppCore"
    # And a second time, the name is taken.
    assert_status 1 new_feature Search
    assert_contains "$ERR" "already exists"
}

test_new_feature_tab_gives_a_tab_and_a_kebab_case_link() {
    new_feature_fixture
    assert_status 0 new_feature --tab DirectMessages
    local feature
    feature=$(cat tree/App/Features/DirectMessages/Wiring/DirectMessagesPlugin.swift)
    assert_contains "$feature" 'let tab: FeatureTab? = FeatureTab(title: "Direct Messages", position: 50)'
    assert_contains "$feature" 'let hosts = ["direct-messages"]'
    assert_contains "$OUT" "mosaic://direct-messages and on a tab of its own"
}

test_new_feature_remove_takes_out_the_package_the_folder_and_both_lines() {
    new_feature_fixture
    assert_status 0 new_feature --tab Search
    commit_all tree "search"
    assert_status 0 new_feature --remove Search
    assert_contains "$OUT" "remove App/Features/features.txt: FeatureSearch"
    assert_contains "$OUT" "remove App/Preview/AppPreviews.swift: SearchPreview(),"
    commit_all tree "search removed"
    assert_eq "" "$(git -C tree diff HEAD~2 --stat)" "difference from before the feature"
    assert_status 1 new_feature --remove Search
    assert_contains "$ERR" "there is no feature Search"
}

test_new_feature_two_branches_adding_features_merge_without_conflict() {
    new_feature_fixture
    git -C tree checkout -q -b search
    assert_status 0 new_feature Search
    commit_all tree "search"
    git -C tree checkout -q -b inbox main
    assert_status 0 new_feature --tab Inbox
    commit_all tree "inbox"
    # Reports goes in the same place in both lists as Search: the lines conflict but for union.
    git -C tree checkout -q -b reports main
    assert_status 0 new_feature Reports
    commit_all tree "reports"
    git -C tree checkout -q search
    assert_status 0 git -C tree merge -q --no-edit inbox
    assert_status 0 git -C tree merge -q --no-edit reports
    local packages list previews
    packages=$(cat tree/App/Features/features.txt)
    list=$(cat tree/App/Features/AppFeatures.swift)
    previews=$(cat tree/App/Preview/AppPreviews.swift)
    for name in Feed Inbox Profile Reports Search Settings; do
        assert_eq 1 "$(grep -c "^Feature$name$" <<<"$packages")" "Feature$name in features.txt"
        assert_eq 1 "$(grep -c "^        ${name}Plugin(),$" <<<"$list")" "$name in AppFeatures.swift"
        assert_eq 1 "$(grep -c "^        ${name}Preview(),$" <<<"$previews")" "$name in AppPreviews.swift"
    done
    assert_not_contains "$packages$list$previews" "<<<<<<<"
}

test_the_root_manifest_is_not_union_merged() {
    new_feature_fixture
    # Two branches raising the same dependency to different versions must conflict, not both land.
    git -C tree checkout -q -b one
    sed -i 's|swift-nio-ssl", from: "[0-9.]*"|swift-nio-ssl", from: "9.9.1"|' tree/Package.swift
    commit_all tree "one"
    git -C tree checkout -q -b two main
    sed -i 's|swift-nio-ssl", from: "[0-9.]*"|swift-nio-ssl", from: "9.9.2"|' tree/Package.swift
    commit_all tree "two"
    assert_status 1 git -C tree merge -q --no-edit one
    assert_contains "$(cat tree/Package.swift)" "<<<<<<<"
}

test_new_feature_wires_the_repository_manifest_as_swiftpm_reads_it() {
    new_feature_fixture
    # A name no team will pick, so the test still holds after `Scripts/new-feature Search`.
    assert_status 0 new_feature ManifestProbe
    local dump
    dump=$(swift package --package-path tree --scratch-path "$TEST_TMP/scratch" --manifest-cache none dump-package)
    python3 - "$dump" <<'PY'
import json, sys
dump = json.loads(sys.argv[1])
paths = [d.get("fileSystem", [{}])[0].get("path", "") for d in dump["dependencies"]]
assert any(p.endswith("/Packages/FeatureManifestProbe") for p in paths), paths
shell = next(t for t in dump["targets"] if t["name"] == "MosaicShell")
products = [d["product"][0] for d in shell["dependencies"] if "product" in d]
assert "FeatureManifestProbe" in products, products
# The app's shell never links a feature's fakes; the previews do.
assert "FeatureManifestProbeTesting" not in products, products
preview = next(t for t in dump["targets"] if t["name"] == "MosaicPreview")
assert "FeatureManifestProbeTesting" in [d["product"][0] for d in preview["dependencies"] if "product" in d]
PY
}

test_new_feature_storage_gives_the_feature_data_of_its_own_named_after_it() {
    new_feature_fixture
    assert_status 0 new_feature --dry-run --storage DirectMessages
    assert_contains "$OUT" "create App/Features/DirectMessages/Storage/Sources/DirectMessagesStorage.swift"
    assert_contains "$OUT" "create App/Features/DirectMessages/Storage/Tests/DirectMessagesStoreTests.swift"
    assert_contains "$OUT" "create App/Features/DirectMessages/Wiring/DirectMessagesItemsAdapter.swift"
    assert_tree_unchanged
    assert_status 0 new_feature --storage DirectMessages
    local storage step
    storage=$(cat tree/App/Features/DirectMessages/Storage/Sources/DirectMessagesStorage.swift)
    assert_contains "$storage" 'name: "direct_messages"'
    assert_contains "$storage" "mosaic_direct_messages_add(text)"
    # Each step a file of its own, its text a literal of its own (frozen once shipped)
    step=$(cat tree/App/Features/DirectMessages/Storage/Sources/History/DirectMessagesSQLiteStep1.swift)
    assert_contains "$step" "CREATE TABLE direct_messages_items ("
    assert_not_contains "$step" '\('
    step=$(cat tree/App/Features/DirectMessages/Storage/Sources/History/DirectMessagesPostgresStep1.swift)
    assert_contains "$step" "mosaic_log_rows('direct_messages_item_added', 'id', 'author_id')"
    assert_contains "$(cat tree/App/Features/DirectMessages/Storage/Sources/History/DirectMessagesSQLite.swift)" \
        "static let migrations = [step1]"
    assert_contains "$(cat tree/App/Features/DirectMessages/Wiring/DirectMessagesPlugin.swift)" \
        "services.store(DirectMessagesItems.self)"
    assert_contains "$(cat tree/App/Features/DirectMessages/Wiring/DirectMessagesPlugin.swift)" \
        "let storage: FeatureStorage? = DirectMessagesStorage.feature"
    assert_not_contains "$(grep -rh __ tree/App/Features/DirectMessages || true)" "__snake__"
    assert_contains "$OUT" "Scripts/test DirectMessagesStorage"
    assert_eq "App/Features/AppFeatures.swift
App/Features/features.txt
App/Preview/AppPreviews.swift" "$(git -C tree diff --name-only | sort)" "changed files"
}
