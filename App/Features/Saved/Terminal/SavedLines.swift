import AppCore
import FeatureSaved
import Foundation

/// The saved list's state as lines for a width and height: pure but for the list's viewport,
/// which it sizes.
@MainActor
struct SavedLines {
    let model: SavedViewModel
    let now: Date

    func lines(width: Int, height: Int, viewport: inout ListViewport) -> [StyledLine] {
        let notes = model.message.map { [StyledLine.message($0, isProblem: true)] } ?? []
        switch model.state {
        case .idle, .loading:
            return ["Loading…"]
        case .empty:
            return ListLayout(
                header: TextLayout.paragraphs(
                    "No saved posts yet. Press b on a post in the feed, a tag or a post to save it here.",
                    toWidth: width),
                notes: notes
            ).render(width: width, height: height, viewport: &viewport)
        case .failed(let message):
            return StyledLine(message).wrapped(toWidth: width) + ["r to retry"]
        case .loaded(let posts):
            let rows = SavedRows(now: now)
            return ListLayout(
                items: posts.map { rows.lines(for: $0) },
                footer: model.isLoadingMore ? [StyledLine("Loading more…", style: .dim)] : [], notes: notes
            ).render(width: width, height: height, viewport: &viewport)
        }
    }
}
