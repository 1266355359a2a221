/// Changes made elsewhere, shown while the Settings screen is: the signed-in person renamed or
/// removed (by the team's owner, or from another window), many rows changed at once, or the team
/// server back after an outage.
extension SettingsViewModel {
    /// Listens for changes made elsewhere and shows them, until the changes end or the task
    /// running it is cancelled. A front end runs it while the screen is shown, beside `appear()`.
    public func watchChanges() async {
        for await change in dependencies.changes.changes() {
            await show(change)
        }
    }

    private func show(_ change: SettingsChange) async {
        switch change {
        case .personChanged(let id) where id == signedInAccount?.id:
            await refresh()
        case .personRemoved(let id) where id == (signedInAccount ?? accountGoneOnReload)?.id:
            // Gone for good: no read can bring it back, so nothing is asked of the store. (A
            // reload heard first may already show nobody: the news is still said.)
            guard let removed = signedInAccount ?? accountGoneOnReload else { return }
            accountGoneOnReload = nil
            update { $0.account = nil }
            sayProblem(SettingsMessages.removedElsewhere(removed))
            onEvent(.signedOut)
        case .manyChanged, .connectionRestored:
            await refresh()
        case .flagsChanged, .personChanged, .personRemoved:
            // The flags are the flags screen's; someone else's profile is not shown here.
            break
        }
    }
}
