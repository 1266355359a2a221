import Observation
import Testing

@testable import AppCore

@MainActor @Suite(.timeLimit(.minutes(1))) struct ContributedActionTests {
    @Test func aToggleMarksThePostAtOnceAndItsWordsFollow() async {
        // Given post 7 not saved, asked about
        let store = SavedStandIn()
        let save = store.action()
        let post = PostSubject(id: 7)
        await save.marks?.prepare([7])
        #expect(save.mark(for: post) == nil)
        #expect(save.words(for: post).label == "save")
        // When the person saves it
        let outcome = await save.perform(post)
        // Then it is saved, marked and offers to unsave
        #expect(outcome == .done("Saved."))
        #expect(await store.saved == [7])
        #expect(save.mark(for: post) == "★ saved")
        #expect(save.words(for: post).button == "Unsave")
        // And again unsaves it
        #expect(await save.perform(post) == .done("Unsaved."))
        #expect(save.mark(for: post) == nil)
    }

    @Test func aRefusedToggleIsPutBackAndSaysWhy() async {
        let store = SavedStandIn()
        await store.refuse(true)
        let save = store.action()
        let outcome = await save.perform(PostSubject(id: 7))
        #expect(outcome == .problem("Could not save: the database is busy."))
        #expect(outcome.message?.isProblem == true)
        #expect(save.isOn(PostSubject(id: 7)) == false)
    }

    @Test func preparingAsksOnceForWhatIsShownAndAFailedLookupChangesNothing() async {
        let store = SavedStandIn(saved: [2])
        let marks = store.action().marks
        #expect(marks?.unasked(among: [1, 2]) == [1, 2])
        await marks?.prepare([1, 2, 2])
        #expect(marks?.isOn(2) == true)
        #expect(marks?.isOn(1) == false)
        #expect(marks?.unasked(among: [1, 2, 3]) == [3])
        #expect(await store.lookups == [[1, 2]])
        // A lookup that fails keeps what was known: a mark never breaks a screen
        await store.failLookups(true)
        await marks?.prepare([2])
        #expect(marks?.isOn(2) == true)
    }

    @Test func aChangeElsewhereReachesTheMarksWhileWatched() async {
        // Given post 3 shown, not saved, and the marks followed
        let store = SavedStandIn()
        let contributions = Contributions(posts: [store.action()])
        await contributions.prepare(posts: [3])
        let watching = Task { await contributions.watch() }
        defer { watching.cancel() }
        // When another window saves it
        await store.changeElsewhere(3, saved: true)
        // Then its mark appears
        await eventually("post 3's mark to say ★ saved") {
            contributions.marks(for: PostSubject(id: 3)) == ["★ saved"]
        }
    }

    @Test func aMarkChangingIsSeenByObservation() async {
        // A terminal frame or a web region drawn from the marks is drawn again when they change.
        let store = SavedStandIn()
        let save = store.action()
        let changed = Flag()
        withObservationTracking {
            _ = save.mark(for: PostSubject(id: 5))
        } onChange: {
            Task { @MainActor in changed.isSet = true }
        }
        _ = await save.perform(PostSubject(id: 5))
        await eventually("observation to see the mark change") { changed.isSet }
    }

    @Test func aToggleTurnsToTheStateAskedForWhateverItsMarkSays() async {
        // Given a saved post whose mark is not known (no lookup answered)
        let store = SavedStandIn(saved: [3])
        let action = store.action()
        // When the person asks for it off, then on twice
        let off = await action.perform(PostSubject(id: 3), wanted: false)
        #expect(off == .done("Unsaved."))
        #expect(await store.saved == [])
        _ = await action.perform(PostSubject(id: 3), wanted: true)
        _ = await action.perform(PostSubject(id: 3), wanted: true)
        // Then it ends as asked, where a key (nil) would have turned it back and forth
        #expect(await store.saved == [3])
        #expect(action.isOn(PostSubject(id: 3)))
    }

    @Test func aPlainActionOpensALinkAndSaysNothing() async {
        let outcome = await messageAction().perform(PersonSubject(id: 1, handle: "ada"))
        #expect(outcome == .open(link: "mosaic://messages/@ada"))
        #expect(outcome.message == nil)
        #expect(outcome.link == "mosaic://messages/@ada")
    }

    @Test func contributionsAddUpInOrderAndKeepTheirWayOfFollowingLinks() {
        let first = Contributions(posts: [SavedStandIn().action()]).following { _ in "/first" }
        let both = first.adding(Contributions(people: [messageAction()]))
        #expect(both.posts.map(\.id) == ["saved.save"])
        #expect(both.people.map(\.id) == ["messages.open"])
        #expect(both.follow("mosaic://x") == "/first")
        #expect(Contributions.none.isEmpty)
    }
}

@MainActor final class Flag {
    var isSet = false
}
