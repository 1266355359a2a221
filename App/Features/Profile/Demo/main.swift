// Prints the profile screen in every state, on the in-memory fakes, as plain text: the preview a
// feature team reads before running the app.
import AppCore
import FeatureProfile
import FeatureProfileTesting
import ProfileTerminal

@MainActor func show(_ caption: String, _ screen: ProfileScreen, width: Int = 60, height: Int = 16) {
    print("=== \(caption) (\(width)x\(height)) title: \(screen.title)")
    print(String(repeating: "-", count: width))
    for line in screen.plainText(width: width, height: height) { print(line) }
    print(String(repeating: "-", count: width))
    print()
}

@MainActor func model(_ subject: ProfileSubject, _ world: FakeProfileWorld) -> ProfileViewModel {
    ProfileFeature.makeProfileViewModel(subject: subject, dependencies: world.dependencies) { event in
        print("event: \(event)")
    }
}

/// A screen over a profile that has loaded.
@MainActor func loaded(_ subject: ProfileSubject, _ world: FakeProfileWorld = FakeProfileWorld()) async
    -> ProfileScreen
{
    let model = model(subject, world)
    await model.appear()
    return ProfileScreen(model: model)
}

let grace = ProfileSubject.person(id: SampleProfile.grace.id)

show("idle", ProfileScreen(model: model(.me, FakeProfileWorld())))

let closed = Gate()
let slow = model(.me, FakeProfileWorld(people: FakeProfilePeople(loadGate: closed)))
let loadingTask = Task { await slow.appear() }
while await closed.arrivals == 0 { await Task.yield() }
show("loading", ProfileScreen(model: slow))
loadingTask.cancel()
await loadingTask.value

show("loaded, own (a founder)", await loaded(.me))
show("loaded, someone else (joined this month: new)", await loaded(grace))
let flagOff = FakeProfileWorld(flags: FakeProfileFlags(enabled: []))
show("the profile.new_badge flag off: no new badge", await loaded(grace, flagOff))
show("empty, someone else", await loaded(.person(id: SampleProfile.linus.id)))
show("empty, own", await loaded(.me, FakeProfileWorld(signedInUserID: SampleProfile.linus.id)))
for (cause, error) in [
    ("database busy", ProfilePeopleError.busy), ("team server unreachable", .unreachable("db.example:5432")),
] {
    let failing = FakeProfileWorld(people: FakeProfilePeople(loadFailure: error))
    show("failed: \(cause)", await loaded(.me, failing))
}
show("signed out", await loaded(.me, FakeProfileWorld(signedInUserID: nil)))
show("not found", await loaded(.person(id: SampleProfile.missingPersonID)))

let pageGate = Gate()
let paging = await loaded(.me, FakeProfileWorld(posts: FakeProfilePosts(nextPageGate: pageGate)))
let pageTask = Task { await paging.model.loadMore(after: 110) }
while await pageGate.arrivals == 0 { await Task.yield() }
show("loading more", paging)
await pageGate.open()
await pageTask.value
let pageFails = await loaded(.me, FakeProfileWorld(posts: FakeProfilePosts(nextPageFailure: .busy)))
await pageFails.model.loadMore(after: 110)
show("a page that failed", pageFails)

let saved = await loaded(.me, FakeProfileWorld(prompt: FakeProfilePrompt(textAnswers: ["Counting engines."])))
await saved.model.editBio()
show("bio saved", saved)
let refused = await loaded(.me)
await refused.model.saveBio(String(repeating: "long ", count: 40))
show("bio refused: the text is kept for the next edit", refused)
let busySave = await loaded(.me, FakeProfileWorld(people: FakeProfilePeople(saveFailure: .busy)))
await busySave.model.saveBio("A bio that will not save yet")
show("bio not saved: database busy, text kept", busySave)

let deleting = FakeProfileWorld()
let deleted = await loaded(.me, deleting)
await deleted.model.delete(postID: 159)
print("delete prompt: \(deleting.prompt.confirmations.last ?? "-")")
show("post deleted", deleted)
let notMine = await loaded(.me, FakeProfileWorld(posts: FakeProfilePosts(deleteFailure: .notAllowed)))
await notMine.model.delete(postID: 159)
show("delete refused, post back in the list", notMine)

/// Runs a screen's view model listening for `change` until `landed` holds, as a screen on show.
@MainActor func afterChange(
    _ screen: ProfileScreen, _ changes: FakeProfileChanges, _ change: ProfileChange,
    until landed: @MainActor () -> Bool
) async {
    let watching = Task { await screen.model.watchChanges() }
    for _ in 0..<10_000 where !landed() {
        if changes.listeners > 0 { changes.send(change) }
        await Task.yield()
    }
    watching.cancel()
    await watching.value
}

let removedChanges = FakeProfileChanges()
let removed = await loaded(grace, FakeProfileWorld(changes: removedChanges))
await afterChange(removed, removedChanges, .personRemoved(id: SampleProfile.grace.id)) {
    removed.model.state == .removed
}
show("live: the person was removed elsewhere", removed)

let outagePeople = FakeProfilePeople()
let outageChanges = FakeProfileChanges()
let outage = await loaded(.me, FakeProfileWorld(people: outagePeople, changes: outageChanges))
await outagePeople.configure(loadFailure: .unreachable("db.example:5432"))
await afterChange(outage, outageChanges, .manyChanged) { outage.model.message != nil }
show("live: reloading failed, the team server unreachable; the profile stays", outage)

show("loaded, own, narrow", await loaded(.me), width: 30, height: 12)
let own = await loaded(.me)
print("=== help, own profile")
for line in own.plainHelp { print(line) }
