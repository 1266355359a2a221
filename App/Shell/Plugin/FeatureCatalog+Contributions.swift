import AppCore

/// The one place every feature's actions on posts and people are gathered, in the catalog's
/// order (the first action on a key takes it), for the screens and pages that show posts and
/// people. A feature contributes from its own plugin (`FeaturePlugin.contributions(on:)`); the
/// features that show posts and people take them from their `ScreenContext` or `PageContext`.
extension FeatureCatalog {
    /// Every feature's actions on the app's services. Their links are followed by the front end
    /// (`Contributions.following`).
    public func contributions(on services: AppServices) -> Contributions {
        features.reduce(Contributions.none) { $0.adding($1.contributions(on: services)) }
    }

    /// Every feature's actions for one browser session: a link an action returns is the path of
    /// its page (`/messages/@ada`), which the router checks as it checks any path.
    func webContributions(on services: AppServices) -> Contributions {
        let links = LinkTable(catalog: self)
        return contributions(on: services).following { link in
            (try? links.route(parsing: link)).map(WebPaths.path(of:))
        }
    }
}
