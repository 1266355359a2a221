# Scripts/affected: the selection rules, on a small repository shaped like Mosaic.

# A repo with two packages, the shell, its tests and scripts, all committed on main.
affected_fixture() {
    make_repo repo
    mkdir -p repo/Packages/AppCore/Sources/AppCore repo/Packages/FeatureFeed/Sources/FeatureFeed \
        repo/App/Shell repo/Tests/ShellTests repo/Scripts repo/.ci
    for p in AppCore FeatureFeed; do echo "// $p" >"repo/Packages/$p/Package.swift"; done
    echo "let a = 1" >repo/Packages/AppCore/Sources/AppCore/A.swift
    echo "let f = 1" >repo/Packages/FeatureFeed/Sources/FeatureFeed/Feed.swift
    echo "let s = 1" >repo/App/Shell/Shell.swift
    echo "let t = 1" >repo/Tests/ShellTests/T.swift
    echo "// root" >repo/Package.swift
    echo "echo hi" >repo/Scripts/tool
    echo "run" >repo/.ci/run
    echo "6.3" >repo/.swift-version
    echo "# Mosaic" >repo/README.md
    commit_all repo "initial"
    cd repo
}

affected() { "$SCRIPTS/affected" "$@"; }

test_affected_feature_commit_on_a_branch_selects_that_feature_and_app() {
    affected_fixture
    git checkout -q -b topic
    echo "let f = 2" >Packages/FeatureFeed/Sources/FeatureFeed/Feed.swift
    commit_all . "edit feed"
    assert_eq $'FeatureFeed\nApp' "$(affected)"
}

test_affected_base_head1_after_a_feature_commit_on_main_selects_feature_and_app() {
    affected_fixture
    echo "let f = 2" >Packages/FeatureFeed/Sources/FeatureFeed/Feed.swift
    commit_all . "edit feed"
    assert_eq $'FeatureFeed\nApp' "$(affected --base HEAD~1)"
}

test_affected_on_main_with_nothing_uncommitted_selects_nothing() {
    affected_fixture
    assert_eq "" "$(affected)"
}

test_affected_counts_unstaged_staged_and_untracked_changes() {
    affected_fixture
    echo "let s = 2" >App/Shell/Shell.swift
    assert_eq "App" "$(affected)" "unstaged shell edit"
    echo "let n = 1" >Packages/AppCore/Sources/AppCore/New.swift
    assert_eq $'AppCore\nApp' "$(affected)" "with an untracked AppCore file"
    git add Packages/AppCore/Sources/AppCore/New.swift
    assert_eq $'AppCore\nApp' "$(affected)" "with it staged"
}

test_affected_shell_tests_select_app_only() {
    affected_fixture
    echo "let t = 2" >Tests/ShellTests/T.swift
    assert_eq "App" "$(affected)"
}

test_affected_root_manifest_scripts_ci_and_toolchain_select_everything() {
    affected_fixture
    local all=$'AppCore\nFeatureFeed\nApp'
    for path in Package.swift Scripts/tool .ci/run .swift-version .swift-format; do
        git checkout -q -- . && git clean -qfd
        echo "changed" >>"$path"
        assert_eq "$all" "$(affected)" "selection after editing $path"
    done
}

test_affected_docs_select_nothing_even_inside_a_package() {
    affected_fixture
    echo "more" >>README.md
    echo "# Feed" >Packages/FeatureFeed/README.md
    assert_eq "" "$(affected)"
}

test_affected_a_deleted_package_selects_app_but_not_the_missing_package() {
    affected_fixture
    git rm -q -r Packages/AppCore
    assert_eq "App" "$(affected)"
}

test_affected_an_unknown_base_is_refused() {
    affected_fixture
    assert_status 2 affected --base no-such-ref
    assert_contains "$ERR" "not a commit"
}

test_affected_explain_says_why_on_stderr_only() {
    affected_fixture
    echo "let f = 3" >Packages/FeatureFeed/Sources/FeatureFeed/Feed.swift
    assert_status 0 affected --explain
    assert_eq $'FeatureFeed\nApp' "$OUT"
    assert_contains "$ERR" "Packages/FeatureFeed/Sources/FeatureFeed/Feed.swift: selects FeatureFeed and App"
}

test_affected_works_from_a_subdirectory() {
    affected_fixture
    echo "let f = 3" >Packages/FeatureFeed/Sources/FeatureFeed/Feed.swift
    assert_eq $'FeatureFeed\nApp' "$(cd Packages/FeatureFeed && "$SCRIPTS/affected")"
}

# Two features with data: Saved reads the feed's published contract and tests it.
affected_storage_fixture() {
    affected_fixture
    mkdir -p App/Features/Feed/Storage/Sources App/Features/Feed/Storage/Tests \
        App/Features/Saved/Storage/Sources App/Features/Saved/Storage/Tests \
        App/Features/Saved/Storage/Contracts/Feed App/Features/Notes/Storage/Sources App/Features/Notes/Storage/Tests
    echo "let p = 1" >App/Features/Feed/Storage/Sources/Posts.swift
    echo "let t = 1" >App/Features/Feed/Storage/Tests/PostsTests.swift
    echo "let s = 1" >App/Features/Saved/Storage/Sources/Saved.swift
    echo "let t = 1" >App/Features/Saved/Storage/Tests/SavedTests.swift
    echo "let c = 1" >App/Features/Saved/Storage/Contracts/Feed/SavedNeedsFeed.swift
    echo "let n = 1" >App/Features/Notes/Storage/Sources/Notes.swift
    echo "let t = 1" >App/Features/Notes/Storage/Tests/NotesTests.swift
    commit_all . "storage"
}

test_affected_an_owners_storage_selects_every_consumers_storage_suite() {
    affected_storage_fixture
    echo "let p = 2" >App/Features/Feed/Storage/Sources/Posts.swift
    assert_status 0 affected --explain
    assert_eq $'FeedStorage\nSavedStorage\nApp' "$OUT"
    assert_contains "$ERR" "Saved consumes Feed's contract, selects SavedStorage"
}

test_affected_a_consumers_contract_test_selects_the_owner_that_runs_it() {
    affected_storage_fixture
    echo "let c = 2" >App/Features/Saved/Storage/Contracts/Feed/SavedNeedsFeed.swift
    assert_eq $'FeedStorage\nSavedStorage\nApp' "$(affected)"
}

test_affected_a_consumers_own_storage_does_not_select_the_owner() {
    affected_storage_fixture
    echo "let s = 2" >App/Features/Saved/Storage/Sources/Saved.swift
    assert_eq $'SavedStorage\nApp' "$(affected)"
    echo "let n = 2" >App/Features/Notes/Storage/Sources/Notes.swift
    assert_eq $'NotesStorage\nSavedStorage\nApp' "$(affected)"
}
