import FeatureProfile
import FeatureProfileTesting
import Testing

/// Changes made elsewhere reach a shown profile while it listens (`watchChanges()`): the shown
/// person changed or removed, their posts published, edited or deleted, the flags flipped, many
/// rows changed, the team server back. A reload for a change is quiet: no "viewed" is tracked again.
@MainActor @Suite(.timeLimit(.minutes(1))) struct ProfileChangesTests {
    /// A profile shown and listening for changes pushed by hand.
    @MainActor struct Listening {
        let harness: ProfileHarness
        let changes: FakeProfileChanges
        let watching: Task<Void, Never>

        init(_ subject: ProfileSubject = .me, world: FakeProfileWorld = FakeProfileWorld()) async throws {
            var world = world
            let changes = FakeProfileChanges()
            world.changes = changes
            harness = ProfileHarness(subject, world: world, uses: Ports.loading.union(.changes))
            self.changes = changes
            await harness.load()
            let model = harness.model
            watching = Task { await model.watchChanges() }
            try await eventually("the profile to listen for changes") { changes.listeners == 1 }
        }

        var model: ProfileViewModel { harness.model }
        var world: FakeProfileWorld { harness.world }

        /// The screen went: listening ends.
        func stop() async {
            watching.cancel()
            await watching.value
        }
    }

    @Test func aNewBioOrNameOfTheShownPersonIsShown() async throws {
        // Given my profile, listening
        let listening = try await Listening()
        var changed = SampleProfile.ada
        changed.bio = "Changed on my laptop."
        changed.displayName = "Augusta Ada King"
        // When my bio and name change elsewhere
        await listening.world.people.replace(changed)
        listening.changes.send(.personChanged(id: SampleProfile.ada.id))
        // Then the profile shows them, with the posts as they were, and no second "viewed"
        try await eventually("the new bio to show") {
            listening.model.state.content?.person.bio == changed.bio
        }
        #expect(listening.model.state.content?.person.displayName == "Augusta Ada King")
        #expect(listening.model.state.content?.posts.count == 50)
        #expect(listening.world.analytics.eventNames == ["profile.viewed"])
        await listening.stop()
    }

    @Test func someoneElseChangingIsNotReadAgain() async throws {
        // Given my profile, listening
        let listening = try await Listening()
        // When someone else changes, then a post of mine is deleted elsewhere (a later change
        // the profile surely handles, so the first has been handled too)
        listening.changes.send(.personChanged(id: SampleProfile.grace.id))
        listening.changes.send(.postDeleted(postID: 159, authorID: SampleProfile.ada.id))
        try await eventually("the deleted post to leave") {
            listening.model.state.content?.posts.first?.id == 158
        }
        // Then only the first load asked for a person
        #expect(await listening.world.people.requestedIDs == [SampleProfile.ada.id])
        await listening.stop()
    }

    @Test func thePersonRemovedElsewhereIsSaidToBeRemoved() async throws {
        // Given Grace's profile, listening
        let listening = try await Listening(.person(id: SampleProfile.grace.id))
        // When the team's owner removes her
        await listening.world.people.remove(id: SampleProfile.grace.id)
        listening.changes.send(.personRemoved(id: SampleProfile.grace.id))
        // Then the profile says she was removed
        try await eventually("the profile to say she was removed") { listening.model.state == .removed }
        #expect(listening.model.isRefreshing == false)
        await listening.stop()
    }

    @Test func someoneElseRemovedChangesNothing() async throws {
        let listening = try await Listening(.person(id: SampleProfile.grace.id))
        listening.changes.send(.personRemoved(id: SampleProfile.linus.id))
        listening.changes.send(.postDeleted(postID: 200, authorID: SampleProfile.grace.id))
        try await eventually("Grace's deleted post to leave") {
            listening.model.state.content?.posts.map(\.id) == [201, 202]
        }
        #expect(listening.model.state.content?.person.id == SampleProfile.grace.id)
        await listening.stop()
    }

    @Test func aPostDeletedElsewhereLeavesTheListAndOthersPostsAreLeftAlone() async throws {
        // Given my profile, listening
        let listening = try await Listening()
        // When a post of Grace's is deleted (not on this profile), then one of mine
        listening.changes.send(.postDeleted(postID: 200, authorID: SampleProfile.grace.id))
        listening.changes.send(.postDeleted(postID: 158, authorID: SampleProfile.ada.id))
        // Then mine leaves the list, the rest stay in order
        try await eventually("my deleted post to leave") { listening.model.state.content?.posts.count == 49 }
        let ids = listening.model.state.content?.posts.map(\.id) ?? []
        #expect(!ids.contains(158))
        #expect(ids.prefix(2) == [159, 157])
        await listening.stop()
    }

    @Test func aPostTheShownPersonPublishesElsewhereComesOnTopQuietly() async throws {
        // Given my profile, listening
        let listening = try await Listening()
        let fresh = ProfilePost(
            id: 300, authorID: SampleProfile.ada.id, text: "Written on my laptop",
            createdAt: SampleProfile.now)
        // When I publish a post in another window
        await listening.world.posts.store(fresh)
        listening.changes.send(.postPublished(postID: 300, authorID: SampleProfile.ada.id))
        // Then it is on top, above the posts shown before, and no second "viewed" is tracked
        try await eventually("the new post on top") { listening.model.state.content?.posts.first == fresh }
        #expect(listening.model.state.content?.posts.dropFirst().first?.id == 159)
        #expect(listening.world.analytics.eventNames == ["profile.viewed"])
        await listening.stop()
    }

    @Test func aPostEditedElsewhereShowsItsNewText() async throws {
        // Given my profile, listening
        let listening = try await Listening()
        let edited = ProfilePost(
            id: 158, authorID: SampleProfile.ada.id, text: "Note 59, corrected",
            createdAt: SampleProfile.now.addingTimeInterval(-2 * 24 * 3600))
        // When I edit a post in another window
        await listening.world.posts.store(edited)
        listening.changes.send(.postEdited(postID: 158, authorID: SampleProfile.ada.id))
        // Then its new text shows, in its place
        try await eventually("the new text") {
            listening.model.state.content?.posts.dropFirst().first == edited
        }
        await listening.stop()
    }

    @Test func othersPostsAndPostsNotShownAreNotReadAgain() async throws {
        // Given my profile (its first 50 posts shown), listening
        let listening = try await Listening()
        // When Grace publishes, an old post of mine beyond those shown is edited, then (a change
        // the profile surely handles, so the others have been handled too) one of mine is deleted
        listening.changes.send(.postPublished(postID: 203, authorID: SampleProfile.grace.id))
        listening.changes.send(.postEdited(postID: 100, authorID: SampleProfile.ada.id))
        listening.changes.send(.postDeleted(postID: 159, authorID: SampleProfile.ada.id))
        try await eventually("the deleted post to leave") {
            listening.model.state.content?.posts.first?.id == 158
        }
        // Then only the first load read the posts
        #expect(await listening.world.posts.requestedCursors.count == 1)
        await listening.stop()
    }

    @Test func theNewBadgeFollowsTheFlagWhenItFlips() async throws {
        // Given Grace (joined five days ago) wearing "new", listening
        let listening = try await Listening(.person(id: SampleProfile.grace.id))
        #expect(listening.model.state.content?.badge == .newcomer)
        // When the team's owner turns profile.new_badge off
        await listening.world.flags.set(ProfileFeature.newBadgeFlag, on: false)
        listening.changes.send(.flagsChanged)
        // Then the badge goes; and back on, it comes back
        try await eventually("the badge to go") { listening.model.state.content?.badge == nil }
        await listening.world.flags.set(ProfileFeature.newBadgeFlag, on: true)
        listening.changes.send(.flagsChanged)
        try await eventually("the badge to come back") { listening.model.state.content?.badge == .newcomer }
        await listening.stop()
    }

    @Test func manyChangesReloadKeepingThePostsShown() async throws {
        // Given my profile with both pages shown, listening
        let listening = try await Listening()
        let last = try #require(listening.model.state.content?.posts.last)
        await listening.model.loadMore(after: last.id)
        #expect(listening.model.state.content?.posts.count == 60)
        // When many rows change at once (an import)
        listening.changes.send(.manyChanged)
        // Then the profile is read again for as many posts as were shown
        try await eventually("the reload") { await listening.world.posts.requestedLimits.count == 3 }
        try await eventually("the reload to land") { listening.model.isRefreshing == false }
        #expect(await listening.world.posts.requestedLimits.last == 60)
        #expect(listening.model.state.content?.posts.count == 60)
        await listening.stop()
    }

    @Test func aReloadThatCannotReachTheServerKeepsTheProfileAndSaysWhy() async throws {
        // Given my profile, listening, and then the team server gone
        let listening = try await Listening()
        await listening.world.people.configure(loadFailure: .unreachable("db.example:5432"))
        // When many rows change and the profile is read again
        listening.changes.send(.manyChanged)
        // Then what is shown stays and the message names the server
        let said =
            "Couldn't load this profile again. The team server can't be reached right now. "
            + "What is shown may be out of date."
        try await eventually("the failure to be said") { listening.model.message == said }
        #expect(listening.model.state.content?.posts.count == 50)
        // And when the server is back, the profile is read again and the message goes
        await listening.world.people.configure(loadFailure: .some(nil))
        listening.changes.send(.connectionRestored)
        try await eventually("the message to go") { listening.model.message == nil }
        #expect(listening.model.state.content?.person.id == SampleProfile.ada.id)
        await listening.stop()
    }

    @Test func aProfileThatFailedLoadsWhenTheServerIsBack() async throws {
        // Given a profile that could not load: the team server was unreachable
        let people = FakeProfilePeople(loadFailure: .unreachable("db.example:5432"))
        let listening = try await Listening(world: FakeProfileWorld(people: people))
        #expect(
            listening.model.state
                == .failed("Couldn't load this profile. The team server can't be reached right now."))
        // When the server is back
        await people.configure(loadFailure: .some(nil))
        listening.changes.send(.connectionRestored)
        // Then the profile loads
        try await eventually("the profile to load") { listening.model.state.content != nil }
        await listening.stop()
    }

    @Test func nothingShownYetIsNotReloaded() async throws {
        // Given a profile model that has not appeared, listening
        let changes = FakeProfileChanges()
        var world = FakeProfileWorld()
        world.changes = changes
        let harness = ProfileHarness(world: world, uses: .changes)
        let model = harness.model
        let watching = Task { await model.watchChanges() }
        try await eventually("the profile to listen") { changes.listeners == 1 }
        // When changes arrive, then the source ends
        changes.send(.manyChanged)
        changes.send(.flagsChanged)
        changes.send(.personRemoved(id: 1))
        changes.finish()
        await watching.value
        // Then listening ended with the source, and nothing was read (the strict ports say so)
        #expect(model.state == .idle)
    }

    @Test func leavingStopsListening() async throws {
        let listening = try await Listening()
        await listening.stop()
        try await eventually("the stream to be let go") { listening.changes.listeners == 0 }
    }
}
