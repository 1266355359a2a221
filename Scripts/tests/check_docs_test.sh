# Scripts/check-docs: a doc naming a type, function, file or path the code has passes; one naming
# what the code does not have fails with the doc's file:line and the name.

# A small repository: one package with a store, its README and a docs page.
docs_fixture() {
    mkdir -p docs_tree/Packages/FeatureFeed/Sources/FeatureFeed docs_tree/docs docs_tree/Scripts
    cp "$SCRIPTS/check-docs" docs_tree/Scripts/
    cat >docs_tree/Packages/FeatureFeed/Sources/FeatureFeed/FeedStore.swift <<'SWIFT'
/// Was `FeedCache` once (a name only in a comment is not in the code).
public struct FeedStore {
    public func load(page: Int, after cursor: String?) -> [String] { [] }
}
SWIFT
    printf '# Feed\n\n`FeedStore` in `Sources/FeatureFeed/FeedStore.swift`.\n' >docs_tree/Packages/FeatureFeed/README.md
    cat >docs_tree/docs/feed.md <<'DOC'
# The feed

`FeedStore.load(page:after:)` reads a page; see `Packages/FeatureFeed/` and `FeedStore.swift`.
Run `swift test --filter NoSuchTests` or `Scripts/check-docs`; `SELECT * FROM posts`, `--postgres`,
`/login`, `mosaic://feed` and `Nothing here yet.` are not names. [The README](../Packages/FeatureFeed/README.md).

```sh
Scripts/check-docs docs/feed.md
```
DOC
    make_repo docs_tree && commit_all docs_tree "fixture"
}

test_check_docs_passes_on_docs_that_name_only_what_the_code_has() {
    docs_fixture
    assert_status 0 docs_tree/Scripts/check-docs
    assert_contains "$OUT" "every name in 2 docs is in the code"
}

test_check_docs_fails_on_a_type_the_code_does_not_have_with_the_docs_line() {
    docs_fixture
    printf '\nThe pages come from `FeedCache` (not `FeedStore`).\n' >>docs_tree/docs/feed.md
    assert_status 1 docs_tree/Scripts/check-docs
    assert_eq "docs/feed.md:11: FeedCache (not in the code)" "$OUT"
}

test_check_docs_fails_on_a_missing_path_file_function_label_and_link() {
    docs_fixture
    cat >>docs_tree/Packages/FeatureFeed/README.md <<'DOC'
Its tests: `Packages/FeatureFeed/Tests/.../FeedStoreTests`, `FeedStoreTests.swift`.
`load(page:before:)` goes back; [the guide](docs/feed.md).
```
Scripts/missing-script --now
```
DOC
    assert_status 1 docs_tree/Scripts/check-docs Packages/FeatureFeed/README.md
    assert_eq "Packages/FeatureFeed/README.md:4: Packages/FeatureFeed/Tests/.../FeedStoreTests (no such path)
Packages/FeatureFeed/README.md:4: FeedStoreTests.swift (no file of that name)
Packages/FeatureFeed/README.md:5: load(page:before:) (no such function with those labels)
Packages/FeatureFeed/README.md:5: docs/feed.md (the link leads nowhere)
Packages/FeatureFeed/README.md:7: Scripts/missing-script (no such path)" "$OUT"
}
