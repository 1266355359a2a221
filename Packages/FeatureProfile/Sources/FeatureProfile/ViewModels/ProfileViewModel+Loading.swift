/// Loading the profile: who is asked for, then the person, their first page and the flags, all
/// at once.
extension ProfileViewModel {
    /// What a load found.
    enum Found {
        case signedOut
        case notFound
        /// The cause, one sentence.
        case failed(String)
        case profile(ProfileContent)
    }

    /// Loads the profile (again). `viewed`: the person came to see it (appear, refresh), which is
    /// tracked; a reload because something changed elsewhere is not.
    func load(clearingMessage: Bool, viewed: Bool = true) async {
        loadNumber += 1
        let number = loadNumber
        // A page for the content being replaced must not land on the new content.
        pages.cancel()
        await loads.run { await self.performLoad(number, clearingMessage: clearingMessage, viewed: viewed) }
    }

    private func performLoad(_ number: Int, clearingMessage: Bool, viewed: Bool) async {
        let shown = state.content
        if shown == nil { show(.loading) }
        startRefreshing(shown != nil)
        if clearingMessage { say(nil) }
        // Loading again keeps as many posts as were shown (within the store's page limit).
        let found = await find(limit: max(Self.pageSize, shown?.posts.count ?? 0))
        guard !Task.isCancelled, number == loadNumber else {
            leaveLoading(number)
            return
        }
        startRefreshing(false)
        switch found {
        case .signedOut: show(.signedOut)
        case .notFound: show(.notFound)
        case .failed(let cause) where state.content != nil:
            // Loading again failed: what is shown stays, and the message says why.
            say(.problem(ProfileMessages.reloadFailed(cause), mends: .reload))
        case .failed(let cause): show(.failed(ProfileMessages.loadFailed(cause)))
        case .profile(let content):
            show(.showing(content))
            // The person's own bio, edited and not saved in an earlier run, is taken up again.
            if content.isOwn, unsavedBio == nil {
                unsavedBio = await dependencies.drafts.unsavedBio(of: content.person.id)
            }
            // A failure to load again is over once loading works.
            if said?.mends == .reload { say(nil) }
            guard viewed else { return }
            await track(
                "profile.viewed", ["person_id": String(content.person.id), "own": String(content.isOwn)])
        }
    }

    private func find(limit: Int) async -> Found {
        let viewerID = await dependencies.session.currentUserID()
        let personID: Int
        switch subject {
        case .me:
            guard let viewerID else { return .signedOut }
            personID = viewerID
        case .person(let id):
            personID = id
        }
        let people = dependencies.people
        let posts = dependencies.posts
        let flags = dependencies.flags
        // Independent, so fetched at the same time.
        async let person = Self.person(personID, from: people)
        let startsAfter = self.startsAfter
        async let firstPage = Self.page(of: personID, after: startsAfter, limit: limit, from: posts)
        async let newcomersMarked = flags.isOn(ProfileFeature.newBadgeFlag)
        let (personResult, pageResult, marked) = await (person, firstPage, newcomersMarked)
        switch (personResult, pageResult) {
        case (.failure(.notFound), _):
            return .notFound
        case (.failure(let error), _):
            return .failed(ProfileMessages.cause(error))
        case (_, .failure(let error)):
            return .failed(ProfileMessages.cause(error))
        case (.success(let person), .success(let page)):
            let badge = ProfileBadge.of(person, now: dependencies.clock.now(), newcomersMarked: marked)
            var content = ProfileContent(
                person: person, posts: Self.newestFirst(page.posts), canLoadMore: page.hasMore,
                isOwn: viewerID == person.id, badge: badge)
            content.hasEarlier = startsAfter != nil
            return .profile(content)
        }
    }

    nonisolated static func person(
        _ id: Int, from people: any ProfilePeopleSource
    ) async -> Result<ProfilePerson, ProfilePeopleError> {
        do throws(ProfilePeopleError) {
            return .success(try await people.person(id: id))
        } catch {
            return .failure(error)
        }
    }

    nonisolated static func page(
        of personID: Int, after cursor: ProfileCursor?, limit: Int, from posts: any ProfilePostsSource
    ) async -> Result<ProfilePostsPage, ProfilePostsError> {
        do throws(ProfilePostsError) {
            return .success(try await posts.posts(by: personID, after: cursor, limit: limit))
        } catch {
            return .failure(error)
        }
    }

    static func newestFirst(_ posts: [ProfilePost]) -> [ProfilePost] {
        posts.sorted { ($0.createdAt, $0.id) > ($1.createdAt, $1.id) }
    }
}
