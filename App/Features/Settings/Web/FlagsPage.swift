import AppCore
import FeatureSettings

/// The feature flags on the web, over a `FlagsViewModel`: each flag's value and where it comes
/// from, with buttons that set this person's own choice or reset it. While the page is open the
/// list follows the team's values.
public final class FlagsPage: WebPage {
    public let model: FlagsViewModel
    /// The page's own path.
    let path: String

    public init(model: FlagsViewModel, path: String) {
        self.model = model
        self.path = path
    }

    public var title: String { "Feature flags" }

    public func load(_ request: WebRequest) async -> PageLoad {
        await model.appear()
        return .shown
    }

    public func submit(_ request: WebRequest) async -> FormOutcome {
        guard let name = request.form["flag"] else { return .showAgain(status: 422) }
        switch request.intent {
        case "set": await model.setFlag(name, to: request.form["value"] == "on")
        case "reset": await model.clearOverride(name)
        default: return .unknownIntent
        }
        return .redirect(to: request.path, notice: model.message)
    }

    public func body(_ request: WebRequest) -> HTML {
        HTML.joined(
            [
                model.message.map { message in HTML.tag(.p, .class("message"), .role("status")) { message } }
                    ?? HTML()
            ]
                + liveRegions(request).map(\.element))
    }

    public func liveRegions(_ request: WebRequest) -> [LiveRegion] {
        [LiveRegion(id: "flags", content: flags(request))]
    }

    public func watch() async {
        await model.watchChanges()
    }

    private func flags(_ request: WebRequest) -> HTML {
        switch model.state {
        case .idle, .loading: return HTML.tag(.p) { "Loading…" }
        case .empty: return HTML.tag(.p) { "This app has no feature flags." }
        case .failed(let problem): return HTML.tag(.p, .class("message")) { problem }
        case .loaded(let flags):
            return HTML.tag(.ul, .class("settings-list")) {
                for flag in flags {
                    HTML.tag(.li, .id("flag-" + flag.name.replacingDots())) {
                        HTML.tag(.span) {
                            HTML.tag(.strong) { flag.name }
                            " " + flag.description + ": "
                            HTML.tag(.strong) { flag.isOn ? "On" : "Off" }
                            " (" + flag.source.label + ")"
                        }
                        controls(flag, request: request)
                    }
                }
            }
        }
    }

    private func controls(_ flag: SettingsFlag, request: WebRequest) -> HTML {
        HTML.tag(.span, .class("actions")) {
            WebForm.button(
                (flag.isOn ? "Turn off " : "Turn on ") + flag.name, posting: "set", to: path,
                request: request,
                fields: [("flag", flag.name), ("value", flag.isOn ? "off" : "on")])
            if flag.source == .localOverride {
                WebForm.button(
                    "Reset " + flag.name, posting: "reset", to: path, request: request,
                    fields: [("flag", flag.name)])
            }
        }
    }
}

extension String {
    /// "feed.like_counts" as an id: "feed-like_counts".
    fileprivate func replacingDots() -> String {
        String(map { $0 == "." ? "-" : $0 })
    }
}
