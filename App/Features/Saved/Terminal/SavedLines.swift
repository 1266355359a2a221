import AppCore
import FeatureSaved
import Foundation

/// The saved list's state as lines for a width and height: a function of the state and the
/// list's window, which it does not change.
@MainActor
struct SavedLines {
    let model: SavedViewModel
    let now: Date

    func lines(width: Int, height: Int, viewport: ListViewport) -> [StyledLine] {
        switch model.state {
        case .idle, .loading:
            return ["Loading…"]
        case .failed(let message) where !SavedMessages.retryHelps(afterFailing: message):
            // Signed out: retrying cannot help; how to sign in here can.
            return StyledLine(message + " " + Self.howToSignIn).wrapped(toWidth: width)
        case .failed(let message):
            return StyledLine(message).wrapped(toWidth: width) + ["r to retry"]
        case .empty, .loaded:
            return layout(width: width)?.render(width: width, height: height, viewport: viewport) ?? []
        }
    }

    /// Signing in, in this terminal's keys (as the feed says it).
    static let howToSignIn = "In Settings, s signs in and c makes a new profile."

    /// How many posts a page is in `width` × `height`.
    func visibleRows(width: Int, height: Int) -> Int {
        layout(width: width)?.visibleRows(width: width, height: height) ?? 1
    }

    private func layout(width: Int) -> ListLayout? {
        let message = model.message.map { [StyledLine.message($0, isProblem: true)] } ?? []
        switch model.state {
        case .idle, .loading, .failed:
            return nil
        case .empty:
            return ListLayout(
                message: message,
                header: TextLayout.paragraphs(
                    "No saved posts yet. Press b on a post in the feed, a tag or a post to save it here.",
                    toWidth: width))
        case .loaded(let posts):
            let rows = SavedRows(now: now)
            return ListLayout(
                message: message, items: posts.map { rows.lines(for: $0) },
                footer: model.isLoadingMore ? [StyledLine("Loading more…", style: .dim)] : [])
        }
    }
}
