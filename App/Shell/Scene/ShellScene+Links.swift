import AppCore
import Foundation

/// Opening a `mosaic://` link while the app runs (`:`), as `mosaic open LINK` does at launch: the
/// same table parses it and the feature that owns it checks it against the data. A link that
/// cannot open says why in the banner and leaves the screen as it was.
extension ShellScene {
    static let linkQuestion = "Open a link (mosaic://…)"
    /// Longer than any link the app makes; a pasted page of text stops here.
    static let longestLink = 500

    /// Asks for a link, then opens it.
    func askForLink() {
        let sheets = self.sheets
        Task { [weak self] in
            let answer = await sheets.askText(
                title: Self.linkQuestion, initial: "mosaic://", limit: Self.longestLink)
            guard let link = answer?.trimmingCharacters(in: .whitespaces), !link.isEmpty else { return }
            await self?.open(link: link)
        }
    }

    /// A link pasted anywhere a screen does not take the paste: opened as if typed after `:`.
    func open(pastedLink text: String) {
        let link = text.trimmingCharacters(in: .whitespacesAndNewlines)
        Task { [weak self] in await self?.open(link: link) }
    }

    /// Shows the screen `link` opens, or says why it cannot. `over`: on top of the screen on
    /// show, in its tab (what an action on that screen opens), rather than in the link's own tab.
    func open(link: String, over: Bool = false) async {
        // A preview keeps each feature on its own fakes: their data do not hold each other's ids.
        guard let services = wiring.services else {
            showError(
                "Links open in the app (mosaic open LINK); this preview keeps each feature on its own fakes.")
            return
        }
        let table = LinkTable(catalog: catalog)
        do {
            let route = try await table.route(opening: link, in: services)
            apply(over && navigation.sheet == nil ? .push(route) : table.command(showing: route))
        } catch let error as DeepLinkError {
            // A sentence that ends in the link to use gets no full stop: it would become part of
            // the link when copied.
            let endsInALink = error.description.split(separator: " ").last?.hasPrefix("mosaic://") == true
            showError("Cannot open the link: \(error.description)" + (endsInALink ? "" : "."))
        } catch {
            showError("Cannot open the link: \(AppLauncher.describe(error))")
        }
    }
}
