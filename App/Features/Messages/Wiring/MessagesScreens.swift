import AppCore
import FeatureMessages
import Foundation

/// The messages' screens on dependencies other than the app's services (the preview's fakes, in
/// `MosaicPreview`), built by the same builder as the live ones.
package enum MessagesScreens {
    /// Its screens on other dependencies (the preview's fakes), asking with the shell's sheets.
    @MainActor package static func screens(
        now: @escaping @Sendable () -> Date,
        on dependencies: @escaping @MainActor (any MessagesPrompt) -> MessagesDependencies
    ) -> any ScreenBuilder {
        MessagesScreenBuilder(now: now) { dependencies(MessagesSheets(sheets: $0)) }
    }

    /// `m` on a person another feature shows: the conversation with them, by its link, on the
    /// app's services and in the preview alike.
    package static var writeToPerson: Contributions {
        Contributions(people: [
            ContributedAction(
                id: "messages.open", key: "m",
                words: ActionWords(label: "message", help: "write to this person", button: "Message")
            ) { person in .open(link: "mosaic://messages/@" + person.handle) }
        ])
    }
}
