#!/usr/bin/env python3
"""Gives a feature made by `Scripts/new-feature --storage` a second step that reads the feed's
published posts (`feed_posts_v1`), as docs/adding-a-feature.md walks a team through it: the step
on both databases (needing the feed's step that makes the contract), the contract declared in
`uses:`, its storage tests on the feed's real data, and the contract test the feed's own suite
runs. Used by Scripts/tests/storage_merge.sh; also a worked example.

Usage: feed-step.py ROOT Name
"""

import os
import re
import sys


def snake(name):
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def edit(path, old, new):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if old not in text:
        raise SystemExit(f"feed-step: {path} has no {old!r}")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text.replace(old, new, 1))


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def main(root, name):
    s = snake(name)
    storage = os.path.join(root, "App", "Features", name, "Storage")
    history = os.path.join(storage, "Sources", "History")
    write(os.path.join(history, f"{name}SQLiteStep2.swift"), f'''import Infrastructure

extension {name}SQLite {{
    /// Each item beside the posts of its author, read through the feed's published contract.
    static let step2 = SQLiteMigration(
        version: 2, summary: "items beside their authors' posts", needs: [.step(3, of: "feed")],
        sql:
            #"""
            CREATE VIEW {s}_beside_posts (item_id, post_id, post_title) AS
                SELECT i.id, p.id, p.title FROM {s}_items i JOIN feed_posts_v1 p ON p.author_id = i.author_id;
            """#)
}}
''')
    write(os.path.join(history, f"{name}PostgresStep2.swift"), f'''import Infrastructure

extension {name}Postgres {{
    /// Each item beside the posts of its author, read through the feed's published contract, as
    /// its caller (row-level security holds beneath).
    static let step2 = PostgresMigration(
        version: 2, summary: "items beside their authors' posts", needs: [.step(6, of: "feed")],
        statements: [
            #"""
            CREATE VIEW {{schema}}.{s}_beside_posts WITH (security_invoker = true) AS
                SELECT i.id AS item_id, p.id AS post_id, p.title AS post_title
                FROM {{schema}}.{s}_items i JOIN {{schema}}.feed_posts_v1() p ON p.author_id = i.author_id
            """#
        ])
}}
''')
    for backend in ("SQLite", "Postgres"):
        edit(os.path.join(history, f"{name}{backend}.swift"), "[step1]", "[step1, step2]")
    edit(os.path.join(storage, "Sources", f"{name}Storage.swift"),
         "memberFunctions:", 'uses: ["feed_posts_v1"], memberFunctions:')
    support = os.path.join(storage, "Tests", "Support", f"{name}Data.swift")
    edit(support, "import Infrastructure\n", "import FeedStorage\nimport Infrastructure\n")
    edit(support, f"[{name}Storage.feature]", f"[FeedStorage.feature, {name}Storage.feature]")
    write(os.path.join(storage, "Contracts", "Feed", f"{name}ContractWithFeedTests.swift"), f'''import FeedStorage
import Foundation
import GRDB
import Infrastructure
import PostgresNIO
import Testing
import {name}Storage

@testable import InfrastructureTesting

/// What {name} needs of the feed, run by the feed's own suite: its view beside each item shows the
/// author's posts, by title, as the feed stored them (`feed_posts_v1`).
@Suite("{name}'s contract with the feed (feed_posts_v1)")
struct {name}ContractWithFeedTests {{
    @Test(arguments: TestBackend.available)
    func eachItemStandsBesideItsAuthorsPosts(backend: TestBackend) async throws {{
        try await backend.withStores(features: [FeedStorage.feature, {name}Storage.feature]) {{ stores in
            let ada = try await makePerson(stores, "ada")
            let post = try await FeedStorage.posts(on: stores.storage).create(
                NewPost(authorID: ada.id, title: "नमस्ते 🙋🏽‍♀️", body: ""))
            let item = try await {name}Storage.items(on: stores.storage).add(title: "Mine", actingAs: ada.id)
            let beside: [String]
            switch stores.storage {{
            case .sqlite(let access):
                beside = try await access.read {{ db in
                    try String.fetchAll(db, sql: "SELECT post_title FROM {s}_beside_posts WHERE item_id = ?", arguments: [item.id])
                }}
            case .postgres(let access):
                beside = try await access.run {{ connection in
                    var titles: [String] = []
                    for try await title in try await connection.query(
                        "SELECT post_title FROM {s}_beside_posts WHERE item_id = \\(item.id)", logger: access.logger
                    ).decode(String.self) {{
                        titles.append(title)
                    }}
                    return titles
                }}
            }}
            #expect(beside == [post.title], "{name} reads feed_posts_v1.author_id and .title")
        }}
    }}
}}
''')


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    main(sys.argv[1], sys.argv[2])
