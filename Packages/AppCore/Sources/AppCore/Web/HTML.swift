/// A piece of HTML that is safe by construction: text is escaped as it becomes HTML, elements
/// and attributes are named from fixed lists, and there is no way to insert raw markup from
/// outside this module. Pages build it with `HTMLBuilder` (a string in a builder is text) and the
/// element functions (`HTML.tag`); the server writes `markup`.
public struct HTML: Sendable, Equatable, CustomStringConvertible {
    /// The markup, escaped.
    public private(set) var markup: String

    /// Nothing.
    public init() {
        markup = ""
    }

    /// Text, escaped.
    public init(_ text: String) {
        markup = HTMLEscaping.escaped(text)
    }

    /// Markup this module wrote itself (elements, the doctype): never text from outside.
    init(trusted markup: String) {
        self.markup = markup
    }

    public var description: String { markup }

    public var isEmpty: Bool { markup.isEmpty }

    /// Both, in one string of their size. (`String`'s own `+` appends to a copy of the left side
    /// with room for twice that side's capacity, so a long piece followed by short ones, as a list
    /// is wrapped and followed by its "More", doubled the room at each: a member's feed list,
    /// 92 KB of markup, kept by every session with a live channel, was a 185 KB allocation, made
    /// afresh with each drawing and too large for the allocator's heap, so each was new pages
    /// from the kernel, faulted in and cleared.)
    public static func + (lhs: HTML, rhs: HTML) -> HTML {
        var markup = ""
        markup.reserveCapacity(lhs.markup.utf8.count + rhs.markup.utf8.count)
        markup += lhs.markup
        markup += rhs.markup
        return HTML(trusted: markup)
    }

    public static func += (lhs: inout HTML, rhs: HTML) {
        lhs.markup += rhs.markup
    }

    /// Pieces one after the other.
    public static func joined(_ parts: [HTML]) -> HTML {
        var markup = ""
        for part in parts { markup += part.markup }
        return HTML(trusted: markup)
    }

    /// An element with content.
    public static func tag(
        _ tag: HTMLTag, _ attributes: HTMLAttribute..., @HTMLBuilder content: () -> HTML = { HTML() }
    ) -> HTML {
        element(tag, attributes, content())
    }

    /// An element with content, its attributes as a list (some present only sometimes).
    public static func tag(
        _ tag: HTMLTag, attributes: [HTMLAttribute], @HTMLBuilder content: () -> HTML = { HTML() }
    ) -> HTML {
        element(tag, attributes, content())
    }

    /// An element without content or end tag (`input`, `meta`, `link`, `br`).
    public static func void(_ tag: HTMLTag, _ attributes: HTMLAttribute...) -> HTML {
        void(tag, attributes: attributes)
    }

    public static func void(_ tag: HTMLTag, attributes: [HTMLAttribute]) -> HTML {
        HTML(trusted: "<" + tag.name + rendered(attributes) + ">")
    }

    static func element(_ tag: HTMLTag, _ attributes: [HTMLAttribute], _ content: HTML) -> HTML {
        HTML(trusted: "<" + tag.name + rendered(attributes) + ">" + content.markup + "</" + tag.name + ">")
    }

    private static func rendered(_ attributes: [HTMLAttribute]) -> String {
        var text = ""
        for attribute in attributes {
            text += " " + attribute.name
            if let value = attribute.value { text += "=\"" + HTMLEscaping.escaped(value) + "\"" }
        }
        return text
    }

    /// `<!DOCTYPE html>` and the `html` element around `content`.
    static func document(language: String, @HTMLBuilder content: () -> HTML) -> HTML {
        HTML(trusted: "<!DOCTYPE html>\n") + tag(.html, .lang(language), content: content)
    }
}

/// The elements pages may use: a fixed list, so a tag name never comes from data.
public struct HTMLTag: Sendable, Equatable {
    public let name: String

    private init(_ name: String) {
        self.name = name
    }

    public static let a = HTMLTag("a")
    public static let article = HTMLTag("article")
    /// Isolates text of unknown direction (a person's name) from what is around it.
    public static let bdi = HTMLTag("bdi")
    public static let mark = HTMLTag("mark")
    public static let body = HTMLTag("body")
    public static let br = HTMLTag("br")
    public static let wbr = HTMLTag("wbr")
    public static let button = HTMLTag("button")
    public static let div = HTMLTag("div")
    public static let dd = HTMLTag("dd")
    public static let dl = HTMLTag("dl")
    public static let dt = HTMLTag("dt")
    public static let fieldset = HTMLTag("fieldset")
    public static let footer = HTMLTag("footer")
    public static let form = HTMLTag("form")
    public static let h1 = HTMLTag("h1")
    public static let h2 = HTMLTag("h2")
    public static let h3 = HTMLTag("h3")
    public static let head = HTMLTag("head")
    public static let header = HTMLTag("header")
    public static let html = HTMLTag("html")
    public static let input = HTMLTag("input")
    public static let label = HTMLTag("label")
    public static let legend = HTMLTag("legend")
    public static let li = HTMLTag("li")
    public static let link = HTMLTag("link")
    public static let main = HTMLTag("main")
    public static let meta = HTMLTag("meta")
    public static let nav = HTMLTag("nav")
    public static let ol = HTMLTag("ol")
    public static let p = HTMLTag("p")
    public static let script = HTMLTag("script")
    public static let section = HTMLTag("section")
    public static let small = HTMLTag("small")
    public static let span = HTMLTag("span")
    public static let strong = HTMLTag("strong")
    public static let textarea = HTMLTag("textarea")
    public static let time = HTMLTag("time")
    public static let title = HTMLTag("title")
    public static let ul = HTMLTag("ul")
}

/// One attribute: its name from a fixed list (or a checked `data-`/`aria-` name), its value
/// escaped where it is written.
public struct HTMLAttribute: Sendable, Equatable {
    public let name: String
    /// Nil for a boolean attribute written alone (`required`).
    public let value: String?

    private init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }

    public static func `class`(_ value: String) -> HTMLAttribute { HTMLAttribute("class", value) }
    public static func id(_ value: String) -> HTMLAttribute { HTMLAttribute("id", value) }
    public static func href(_ value: String) -> HTMLAttribute { HTMLAttribute("href", value) }
    public static func src(_ value: String) -> HTMLAttribute { HTMLAttribute("src", value) }
    public static func rel(_ value: String) -> HTMLAttribute { HTMLAttribute("rel", value) }
    public static func lang(_ value: String) -> HTMLAttribute { HTMLAttribute("lang", value) }
    public static func dir(_ value: String) -> HTMLAttribute { HTMLAttribute("dir", value) }
    public static func action(_ value: String) -> HTMLAttribute { HTMLAttribute("action", value) }
    public static func method(_ value: String) -> HTMLAttribute { HTMLAttribute("method", value) }
    public static func type(_ value: String) -> HTMLAttribute { HTMLAttribute("type", value) }
    public static func name(_ value: String) -> HTMLAttribute { HTMLAttribute("name", value) }
    public static func value(_ value: String) -> HTMLAttribute { HTMLAttribute("value", value) }
    public static func `for`(_ value: String) -> HTMLAttribute { HTMLAttribute("for", value) }
    public static func content(_ value: String) -> HTMLAttribute { HTMLAttribute("content", value) }
    public static func charset(_ value: String) -> HTMLAttribute { HTMLAttribute("charset", value) }
    public static func datetime(_ value: String) -> HTMLAttribute { HTMLAttribute("datetime", value) }
    public static func maxlength(_ value: Int) -> HTMLAttribute { HTMLAttribute("maxlength", String(value)) }
    public static func rows(_ value: Int) -> HTMLAttribute { HTMLAttribute("rows", String(value)) }
    public static func autocomplete(_ value: String) -> HTMLAttribute { HTMLAttribute("autocomplete", value) }
    public static func role(_ value: String) -> HTMLAttribute { HTMLAttribute("role", value) }
    public static func title(_ value: String) -> HTMLAttribute { HTMLAttribute("title", value) }
    public static let required = HTMLAttribute("required", nil)
    public static let checked = HTMLAttribute("checked", nil)
    public static let `defer` = HTMLAttribute("defer", nil)
    public static let autofocus = HTMLAttribute("autofocus", nil)
    public static func ariaCurrent(_ value: String) -> HTMLAttribute { HTMLAttribute("aria-current", value) }
    public static func ariaLabel(_ value: String) -> HTMLAttribute { HTMLAttribute("aria-label", value) }
    public static func ariaLive(_ value: String) -> HTMLAttribute { HTMLAttribute("aria-live", value) }
    public static func ariaDescribedBy(_ value: String) -> HTMLAttribute {
        HTMLAttribute("aria-describedby", value)
    }
    public static func ariaInvalid(_ value: Bool) -> HTMLAttribute {
        HTMLAttribute("aria-invalid", String(value))
    }
    /// `aria-hidden`: drawn for the eye, not read (a heart whose words are beside it).
    public static func ariaHidden(_ value: Bool) -> HTMLAttribute {
        HTMLAttribute("aria-hidden", String(value))
    }

    /// `data-live`: where the page's live channel is (read by the one script).
    public static func dataLive(_ value: String) -> HTMLAttribute { HTMLAttribute("data-live", value) }
    /// `data-account`: who is signed in on the page, so the one script gives text kept through a
    /// reload back only to the person who typed it.
    public static func dataAccount(_ value: String) -> HTMLAttribute { HTMLAttribute("data-account", value) }
    /// `data-limit`: how many characters a field holds, counted as the person types (the one
    /// script); nothing cuts what is typed or pasted past it, the form's answer says so.
    public static func dataLimit(_ value: Int) -> HTMLAttribute { HTMLAttribute("data-limit", String(value)) }
    /// `data-region`: an element the live channel may replace.
    public static func dataRegion(_ value: String) -> HTMLAttribute { HTMLAttribute("data-region", value) }
}
