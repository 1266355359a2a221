# Scripts/sync-shared-code: the features' generated copies of AppCore's shared files, and the
# check that fails while any copy differs.

# A tree with the script, AppCore's shared files (small stand-ins), two feature packages and the
# new-feature template folder.
shared_code_fixture() {
    local core=tree/Packages/AppCore/Sources/AppCore
    mkdir -p tree/Scripts "$core/Text" "$core/Components" "$core/Terminal" "$core/Concurrency"
    printf 'public enum TerminalText {\n    public static let tabWidth = 4\n}\n' >"$core/Text/TerminalText.swift"
    printf 'public struct KeyTable {\n    public init() {}\n}\n' >"$core/Components/KeyTable.swift"
    printf 'public final class ScreenTasks {\n    public init() {}\n}\n' >"$core/Terminal/ScreenTasks.swift"
    printf 'public final class LatestWork {\n    public init() {}\n}\n' >"$core/Concurrency/LatestWork.swift"
    cp "$SCRIPTS/sync-shared-code" tree/Scripts/
    local text=tree/Packages/AppCore/Sources/AppCore/Text
    cat >"$text/DisplayWidth.swift" <<'SWIFT'
/// Columns a string takes (a stand-in).
public enum DisplayWidth {
    public static func of(_ text: String) -> Int { text.count }
}
SWIFT
    printf 'enum DisplayWidthTable {\n    static let runs: [UInt32] = [0]\n}\n' >"$text/DisplayWidthTable.swift"
    printf 'public enum TextLayout {\n    public static let ellipsis: Character = "…"\n}\n' >"$text/TextLayout.swift"
    cat >tree/Packages/AppCore/Sources/AppCore/Components/ListViewport.swift <<'SWIFT'
public struct ListViewport: Equatable, Sendable {
    public private(set) var itemCount: Int
    public init(itemCount: Int = 0) { self.itemCount = itemCount }
}
SWIFT
    for feature in FeatureFeed FeatureSettings; do
        mkdir -p "tree/Packages/$feature/Sources/$feature"
        echo "// swift-tools-version:6.0" >"tree/Packages/$feature/Package.swift"
    done
    mkdir -p tree/Scripts/lib/new-feature/template/Sources/Feature__Name__
}

sync_shared() { tree/Scripts/sync-shared-code "$@"; }

test_shared_code_writes_an_internal_marked_copy_into_every_feature_and_the_template() {
    shared_code_fixture
    assert_status 0 sync_shared
    for folder in Packages/FeatureFeed/Sources/FeatureFeed/Shared Packages/FeatureSettings/Sources/FeatureSettings/Shared \
        Scripts/lib/new-feature/template/Sources/Feature__Name__/Shared; do
        assert_eq "DisplayWidth.swift DisplayWidthTable.swift KeyTable.swift LatestWork.swift ListViewport.swift ScreenTasks.swift TerminalText.swift TextLayout.swift" \
            "$(cd "tree/$folder" && echo *)" "files in $folder"
        assert_contains "$OUT" "create $folder/ListViewport.swift"
    done
    local copy
    copy=$(cat tree/Packages/FeatureFeed/Sources/FeatureFeed/Shared/ListViewport.swift)
    assert_eq "// Generated from Packages/AppCore/Sources/AppCore/Components/ListViewport.swift
// Do not edit here: change that file, then run Scripts/sync-shared-code.
struct ListViewport: Equatable, Sendable {
    private(set) var itemCount: Int
    init(itemCount: Int = 0) { self.itemCount = itemCount }
}" "$copy" "the generated ListViewport copy"
    assert_status 0 sync_shared
    assert_eq "" "$OUT" "a second sync, with nothing to change"
}

test_shared_code_check_passes_when_every_copy_matches_and_changes_nothing() {
    shared_code_fixture
    sync_shared >/dev/null
    make_repo tree && commit_all tree "synced"
    assert_status 0 sync_shared --check
    assert_contains "$OUT" "24 copies match AppCore's 8 shared files"
    assert_eq "" "$(git -C tree status --porcelain)" "git status after --check"
}

test_shared_code_check_names_an_edited_copy_and_what_to_run() {
    shared_code_fixture
    sync_shared >/dev/null
    echo "// a local fix" >>tree/Packages/FeatureSettings/Sources/FeatureSettings/Shared/TextLayout.swift
    assert_status 1 sync_shared --check
    assert_contains "$ERR" "Packages/FeatureSettings/Sources/FeatureSettings/Shared/TextLayout.swift: differs from Packages/AppCore/Sources/AppCore/Text/TextLayout.swift"
    assert_contains "$ERR" "run Scripts/sync-shared-code to rewrite the copies from AppCore"
    assert_not_contains "$ERR" "FeatureFeed"
}

test_shared_code_check_fails_after_appcore_changes_until_the_copies_are_synced() {
    shared_code_fixture
    sync_shared >/dev/null
    sed -i 's/text.count/text.unicodeScalars.count/' tree/Packages/AppCore/Sources/AppCore/Text/DisplayWidth.swift
    assert_status 1 sync_shared --check
    assert_contains "$ERR" "Scripts/lib/new-feature/template/Sources/Feature__Name__/Shared/DisplayWidth.swift: differs"
    assert_contains "$ERR" "Packages/FeatureFeed/Sources/FeatureFeed/Shared/DisplayWidth.swift: differs"
    sync_shared >/dev/null
    assert_status 0 sync_shared --check
    assert_contains "$(cat tree/Packages/FeatureFeed/Sources/FeatureFeed/Shared/DisplayWidth.swift)" \
        "static func of(_ text: String) -> Int { text.unicodeScalars.count }"
}

test_shared_code_check_names_a_missing_copy_a_new_feature_without_copies_and_a_stale_file() {
    shared_code_fixture
    sync_shared >/dev/null
    rm tree/Packages/FeatureFeed/Sources/FeatureFeed/Shared/DisplayWidthTable.swift
    mkdir -p tree/Packages/FeatureSearch/Sources/FeatureSearch
    echo "// swift-tools-version:6.0" >tree/Packages/FeatureSearch/Package.swift
    echo "enum Helper {}" >tree/Packages/FeatureSettings/Sources/FeatureSettings/Shared/Helper.swift
    assert_status 1 sync_shared --check
    assert_contains "$ERR" "Packages/FeatureFeed/Sources/FeatureFeed/Shared/DisplayWidthTable.swift: missing"
    assert_contains "$ERR" "Packages/FeatureSearch/Sources/FeatureSearch/Shared/ListViewport.swift: missing"
    assert_contains "$ERR" "Packages/FeatureSettings/Sources/FeatureSettings/Shared/Helper.swift: not a copy of a shared AppCore file"
}

test_shared_code_sync_removes_a_copy_whose_source_left_but_keeps_a_hand_written_file() {
    shared_code_fixture
    sync_shared >/dev/null
    local folder=tree/Packages/FeatureFeed/Sources/FeatureFeed/Shared
    sed 's|TextLayout.swift|Old.swift|' "$folder/TextLayout.swift" >"$folder/Old.swift"
    echo "enum Helper {}" >"$folder/Helper.swift"
    assert_status 1 sync_shared
    assert_contains "$OUT" "remove Packages/FeatureFeed/Sources/FeatureFeed/Shared/Old.swift"
    assert_contains "$ERR" "Packages/FeatureFeed/Sources/FeatureFeed/Shared/Helper.swift was not generated; move it out"
    [ ! -e "$folder/Old.swift" ] || fail "the stale copy is still there"
    [ -e "$folder/Helper.swift" ] || fail "a hand-written file was removed"
}

test_shared_code_check_refuses_a_second_declaration_of_a_shared_type() {
    shared_code_fixture
    sync_shared >/dev/null
    mkdir -p tree/Packages/FeatureFeed/Sources/FeatureFeed/Text
    printf '/// A hand copy.\nenum DisplayWidth {}\n' >tree/Packages/FeatureFeed/Sources/FeatureFeed/Text/DisplayWidth.swift
    printf 'extension TextLayout {\n    static func wrap() {}\n}\n' >tree/Packages/FeatureFeed/Sources/FeatureFeed/Text/Wrap.swift
    assert_status 1 sync_shared --check
    assert_contains "$ERR" "Packages/FeatureFeed/Sources/FeatureFeed/Text/DisplayWidth.swift: declares its own DisplayWidth"
    assert_not_contains "$ERR" "Wrap.swift"
}

test_shared_code_refuses_a_shared_file_that_cannot_be_copied_as_is() {
    shared_code_fixture
    sed -i '1i import Foundation' tree/Packages/AppCore/Sources/AppCore/Text/TextLayout.swift
    assert_status 1 sync_shared
    assert_contains "$ERR" "Packages/AppCore/Sources/AppCore/Text/TextLayout.swift:1: error: a shared file must be plain internal standard-library code"
    [ ! -e tree/Packages/FeatureFeed/Sources/FeatureFeed/Shared/DisplayWidth.swift ] || fail "copies were written"
}

test_shared_code_a_scaffolded_feature_arrives_with_copies_that_pass_the_check() {
    new_feature_fixture
    local core=tree/Packages/AppCore/Sources/AppCore
    mkdir -p "$core/Text" "$core/Components" "$core/Terminal" "$core/Concurrency"
    cp "$SCRIPTS/sync-shared-code" tree/Scripts/
    # new-feature may run swift format on the new package: with the repository's settings it
    # leaves the (already formatted) copies as they are.
    cp "$SCRIPTS/../.swift-format" tree/
    for file in Text/DisplayWidth.swift Text/DisplayWidthTable.swift Text/TextLayout.swift Text/TerminalText.swift \
        Components/ListViewport.swift Components/KeyTable.swift Terminal/ScreenTasks.swift \
        Concurrency/LatestWork.swift; do
        cp "$SCRIPTS/../Packages/AppCore/Sources/AppCore/$file" "tree/Packages/AppCore/Sources/AppCore/$file"
    done
    sync_shared >/dev/null
    tree/Scripts/new-feature Search >/dev/null
    assert_status 0 sync_shared --check
    assert_contains "$OUT" "24 copies match"
    [ -f tree/Packages/FeatureSearch/Sources/FeatureSearchTerminal/Shared/DisplayWidthTable.swift ] || fail "no table copy in the Terminal target"
    [ -f tree/Packages/FeatureSearch/Sources/FeatureSearch/Shared/LatestWork.swift ] || fail "no LatestWork copy beside the view models"
}

test_shared_code_a_feature_with_a_terminal_target_gets_terminal_copies_there_and_model_copies_beside_its_view_models() {
    shared_code_fixture
    assert_status 0 sync_shared
    # When FeatureFeed grows its terminal target
    mkdir -p tree/Packages/FeatureFeed/Sources/FeatureFeedTerminal
    assert_status 1 sync_shared --check
    assert_contains "$ERR" "Packages/FeatureFeed/Sources/FeatureFeedTerminal/Shared/KeyTable.swift: missing"
    assert_status 0 sync_shared
    # Then the terminal copies move there and the view models keep theirs
    [ -f tree/Packages/FeatureFeed/Sources/FeatureFeedTerminal/Shared/DisplayWidth.swift ] || fail "no terminal copy"
    [ ! -e tree/Packages/FeatureFeed/Sources/FeatureFeed/Shared/DisplayWidth.swift ] || fail "old copy left"
    [ -f tree/Packages/FeatureFeed/Sources/FeatureFeed/Shared/LatestWork.swift ] || fail "no model copy"
    [ ! -e tree/Packages/FeatureFeed/Sources/FeatureFeedTerminal/Shared/LatestWork.swift ] || fail "model copy in terminal"
    assert_status 0 sync_shared --check
}
