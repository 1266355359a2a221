import FeatureProfile

/// The profile's changes as a test sends them by hand (`ChangesSentByHand`).
public typealias FakeProfileChanges = ChangesSentByHand<ProfileChange>

extension ChangesSentByHand: ProfileChangesSource where Change == ProfileChange {}
