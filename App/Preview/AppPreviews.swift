import MosaicShell

/// Every feature's preview (`mosaic-preview <feature>`): one line each, sorted by name, beside
/// `AppFeatures.all`. `Scripts/new-feature` adds a line and `--remove` takes it out;
/// `.gitattributes` merges this file with git's union driver, as it does the features' list.
public enum AppPreviews {
    public static let all: [any FeaturePreview] = [
        FeedPreview(),
        MessagesPreview(),
        ProfilePreview(),
        SavedPreview(),
        SettingsPreview(),
    ]
}
