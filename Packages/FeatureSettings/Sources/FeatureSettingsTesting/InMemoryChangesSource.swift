import FeatureSettings

/// The settings' changes as a test sends them by hand (`ChangesSentByHand`).
public typealias InMemoryChangesSource = ChangesSentByHand<SettingsChange>

extension ChangesSentByHand: SettingsChangesSource where Change == SettingsChange {}
