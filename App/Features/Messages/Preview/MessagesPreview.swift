import AppCore
import FeatureMessages
import FeatureMessagesTesting
import Foundation
import MosaicShell

/// Messages on its own fakes for `mosaic-preview messages`: the sample conversations.
struct MessagesPreview: FeaturePreview {
    let name = "messages"

    @MainActor func screens() -> any ScreenBuilder {
        let world = FakeMessages(me: 1)
        let drafts = FakeMessageDrafts()
        // The sample conversations arrive as changes, which the screens follow.
        Task { await SampleMessages.seed(world) }
        let now: @Sendable () -> Date = { Date() }
        return MessagesScreens.screens(
            now: now,
            on: { prompt in SampleMessages.dependencies(world: world, drafts: drafts, prompt: prompt) })
    }

    @MainActor func contributions() -> Contributions {
        MessagesScreens.writeToPerson
    }
}
