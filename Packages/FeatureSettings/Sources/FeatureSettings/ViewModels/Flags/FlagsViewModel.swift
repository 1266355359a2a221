import Observation

/// The feature flags as any front end lists them: each flag's value and where it comes from,
/// and the person's local choice for one (set, or cleared to inherit again). `appear()` and
/// `refresh()` belong to the screen; `setFlag` and `clearOverride` are the person's own actions.
@Observable
public final class FlagsViewModel {
    public enum State: Equatable, Sendable {
        case idle
        case loading
        case loaded([SettingsFlag])
        /// The app defines no flag.
        case empty
        /// The first load failed; the text names the cause.
        case failed(String)
    }

    public private(set) var state: State = .idle
    /// What the last action did or why it failed; nil when there is nothing to say.
    public private(set) var message: String?
    /// True when `message` says something went wrong (front ends show problems apart from
    /// outcomes).
    public var messageIsProblem: Bool { message != nil }
    /// True while a load runs over a list already shown (it stays until the new one lands).
    public private(set) var isRefreshing = false

    @ObservationIgnored private let dependencies: SettingsDependencies
    @ObservationIgnored private let loads = LatestWork()
    @ObservationIgnored private var loadNumber = 0
    /// The last choice being saved: the next waits for it (`save`).
    @ObservationIgnored private var lastSave: Task<Void, Never>?
    @ObservationIgnored private var stateBeforeLoading: State = .idle
    /// The message a failed reload left, taken away when a later load succeeds.
    @ObservationIgnored private var loadProblem: String?
    @ObservationIgnored private let messageTimer = MessageTimer()

    public init(dependencies: SettingsDependencies) {
        self.dependencies = dependencies
    }

    /// The flags shown; empty until loaded.
    public var flags: [SettingsFlag] {
        guard case .loaded(let flags) = state else { return [] }
        return flags
    }

    /// Loads on every appearance; a list already shown stays until the new one lands.
    public func appear() async {
        await refresh()
    }

    /// Reads the flags again. A newer refresh supersedes this one; a cancelled one leaves the
    /// state as it was.
    public func refresh() async {
        await loads.run { await self.load() }
    }

    private func load() async {
        loadNumber += 1
        let number = loadNumber
        let shown = !flags.isEmpty || state == .empty
        if shown {
            isRefreshing = true
        } else {
            if state != .loading { stateBeforeLoading = state }
            state = .loading
        }
        let source = dependencies.flags
        let loaded: Result<[SettingsFlag], SettingsFlagsError>
        do throws(SettingsFlagsError) {
            loaded = .success(try await source.flags())
        } catch {
            loaded = .failure(error)
        }
        guard number == loadNumber else { return }
        isRefreshing = false
        if Task.isCancelled {
            if state == .loading { state = stateBeforeLoading }
            return
        }
        switch loaded {
        case .success(let flags):
            state = flags.isEmpty ? .empty : .loaded(flags)
            if let loadProblem, message == loadProblem { say(nil) }
            loadProblem = nil
        case .failure(let error):
            let text = SettingsMessages.flagsNotLoaded(SettingsMessages.cause(error))
            if shown {
                loadProblem = text
                say(text)
            } else {
                state = .failed(text)
            }
        }
    }

    /// Listens for changes made elsewhere and reads the flags again when their values may have
    /// changed (the team's owner set one, many rows changed, the team server is back), until the
    /// changes end or the task running it is cancelled. A front end runs it while the screen is
    /// shown, beside `appear()`.
    public func watchChanges() async {
        for await change in dependencies.changes.changes() {
            switch change {
            case .flagsChanged, .manyChanged, .connectionRestored:
                await refresh()
            case .personChanged, .personRemoved:
                break
            }
        }
    }

    /// Sets a flag on this device (a local override), shown at once; if saving fails the flag
    /// comes back as it was and the message names the cause.
    public func setFlag(_ name: String, to isOn: Bool) async {
        guard let before = flags.first(where: { $0.name == name }) else {
            say(SettingsMessages.unknownFlag(name))
            return
        }
        var after = before
        after.isOn = isOn
        after.source = .localOverride
        replace(before, with: after)
        say(nil)
        if let error = await save(name, isOn) {
            replace(after, with: before)
            say(SettingsMessages.flagNotChanged(name, SettingsMessages.cause(error)))
            return
        }
        await track("settings.flag_overridden", ["flag": name, "value": isOn ? "on" : "off"])
    }

    /// Saves one choice after every choice made before it has been saved: two toggles in one
    /// burst of keys are stored in the order they were made, so what is stored is what is shown.
    private func save(_ name: String, _ isOn: Bool) async -> SettingsFlagsError? {
        let previous = lastSave
        let flags = dependencies.flags
        let saving = Task { () -> SettingsFlagsError? in
            await previous?.value
            do throws(SettingsFlagsError) {
                try await flags.setOverride(name, to: isOn)
                return nil
            } catch {
                return error
            }
        }
        lastSave = Task { _ = await saving.value }
        return await saving.value
    }

    /// Forgets the person's choice for a flag, then reloads to show the value it inherits.
    public func clearOverride(_ name: String) async {
        guard let flag = flags.first(where: { $0.name == name }) else {
            say(SettingsMessages.unknownFlag(name))
            return
        }
        guard flag.source == .localOverride else {
            say(SettingsMessages.nothingToReset(name))
            return
        }
        do throws(SettingsFlagsError) {
            try await dependencies.flags.clearOverride(name)
        } catch {
            say(SettingsMessages.flagNotReset(name, SettingsMessages.cause(error)))
            return
        }
        say(nil)
        await refresh()
    }

    /// The one way a listed flag changes, so later sources of change have one place to go
    /// through. Only the flag as it was expected is replaced: a reload may already show another.
    private func replace(_ old: SettingsFlag, with new: SettingsFlag) {
        guard case .loaded(var flags) = state, let index = flags.firstIndex(of: old) else { return }
        flags[index] = new
        state = .loaded(flags)
    }

    private func track(_ event: String, _ properties: [String: String]) async {
        guard await dependencies.preferences.analyticsAllowed() else { return }
        dependencies.analytics.track(event, properties: properties)
    }
}

extension FlagsViewModel {
    /// Says `text` (nil: nothing), and lets it go by itself after its time (`MessageTimer`: flags
    /// say only what went wrong, so every message is a problem), on the isolation of whoever
    /// asked.
    fileprivate func say(_ text: String?, isolation: isolated (any Actor)? = #isolation) {
        message = text
        messageTimer.follow(
            text.map { SettingsNote($0, kind: .problem) }, loadProblem: loadProblem, clock: dependencies.clock
        ) { [weak self] shown in
            if self?.message == shown.text { self?.message = nil }
        }
    }
}
