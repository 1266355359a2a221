# Scripts/graph: on a tiny tree (root + two packages) where one package depends on the other.

# Writes a package at $1 named $2 with one library target; $3: extra `dependencies:` entries of the
# package, $4: of the target.
graph_package() {
    mkdir -p "$1/Sources/$2"
    echo "public let name = \"$2\"" >"$1/Sources/$2/$2.swift"
    cat >"$1/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "$2",
    products: [.library(name: "$2", targets: ["$2"])],
    dependencies: [$3],
    targets: [.target(name: "$2", dependencies: [$4])]
)
MANIFEST
}

# Root depends on Alpha and Beta; $1=forbidden makes Alpha depend on Beta too.
graph_fixture() {
    mkdir -p tree/Packages
    graph_package tree/Packages/Beta Beta "" ""
    if [ "${1:-}" = forbidden ]; then
        graph_package tree/Packages/Alpha Alpha '.package(path: "../Beta")' '.product(name: "Beta", package: "Beta")'
    else
        graph_package tree/Packages/Alpha Alpha "" ""
    fi
    graph_package tree Root '.package(path: "Packages/Alpha"), .package(path: "Packages/Beta")' \
        '"Alpha", .product(name: "Beta", package: "Beta")'
}

test_graph_clean_tree_writes_dot_mermaid_and_png_with_no_forbidden_edge() {
    graph_fixture
    assert_status 0 "$SCRIPTS/graph" --root tree --output out
    for file in packages.png targets.png; do
        [ "$(head -c 4 "out/$file" | tail -c 3)" = PNG ] || fail "out/$file is not a PNG"
    done
    for file in packages.dot packages.mmd targets.dot targets.mmd; do
        [ -s "out/$file" ] || fail "out/$file was not written"
    done
    assert_contains "$(cat out/packages.dot)" '"App" -> "Alpha";'
    assert_contains "$(cat out/packages.mmd)" 'App --> Beta'
    assert_contains "$(cat out/targets.dot)" '"App/Root" -> "Beta/Beta";'
    assert_not_contains "$(cat out/packages.dot)" "red"
    assert_not_contains "$ERR" "forbidden"
}

test_graph_forbidden_edge_is_red_reported_and_fails() {
    graph_fixture forbidden
    assert_status 1 "$SCRIPTS/graph" --root tree --output out --no-png
    assert_contains "$ERR" "forbidden edge: Alpha -> Beta"
    assert_contains "$ERR" "forbidden edge: Alpha/Alpha -> Beta/Beta"
    assert_contains "$(cat out/packages.dot)" '"Alpha" -> "Beta" [color=red'
    assert_contains "$(cat out/targets.dot)" '"Alpha/Alpha" -> "Beta/Beta" [color=red'
    assert_contains "$(cat out/packages.mmd)" "stroke:red"
}

test_graph_package_mid_edit_falls_back_to_its_manifest() {
    graph_fixture forbidden
    rm tree/Packages/Alpha/Sources/Alpha/Alpha.swift # describe refuses an empty target
    assert_status 1 "$SCRIPTS/graph" --root tree --output out --no-png
    assert_contains "$ERR" "Alpha: described from its manifest only"
    assert_contains "$ERR" "forbidden edge: Alpha -> Beta"
}

test_graph_unknown_option_is_refused() {
    assert_status 2 "$SCRIPTS/graph" --colour
    assert_contains "$ERR" "unknown argument"
}
