/// A search box: a GET form in a search landmark, whose words arrive as `?q=` at `action`,
/// needing no token (it changes nothing) and working without JavaScript. `id` tells two boxes on
/// one page apart (the header's and a results page's own).
public enum SearchBox {
    /// The query's field name.
    public static let field = "q"

    public static func form(action: String, label: String, value: String = "", id: String, limit: Int) -> HTML
    {
        HTML.tag(.form, .role("search"), .method("get"), .action(action), .class("search")) {
            HTML.tag(.label, .for(id)) { label }
            HTML.void(
                .input, .id(id), .name(field), .type("search"), .value(value), .maxlength(limit),
                .dir("auto"),
                .autocomplete("off"))
            HTML.tag(.button, .type("submit")) { "Search" }
        }
    }
}
