/// Every feature built into the app: one line each, sorted by name. `Scripts/new-feature` adds a
/// line and `--remove` takes it out; `.gitattributes` merges this file with git's union driver,
/// so two branches that each add a feature merge without conflict. Tab order does not come from
/// here but from each feature's `FeatureTab.position`.
enum AppFeatures {
    static let all: [any FeaturePlugin] = [
        FeedPlugin(),
        MessagesPlugin(),
        ProfilePlugin(),
        SavedPlugin(),
        SettingsPlugin(),
    ]
}
