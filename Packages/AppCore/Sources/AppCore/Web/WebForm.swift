/// The pieces every page's forms are made of, so each form carries the session's CSRF token and
/// each control has its label, and a refused field says why beside itself.
public enum WebForm {
    /// The field a form's token travels in.
    public static let csrfField = "csrf"
    /// The field that says a form answers yes to a confirmation.
    public static let confirmedField = "confirmed"

    /// A form that posts `intent` to `action`, with the token and `fields` as hidden values.
    public static func post(
        to action: String, intent: String, request: WebRequest, fields: [(String, String)] = [],
        label: String? = nil, @HTMLBuilder content: () -> HTML
    ) -> HTML {
        var attributes: [HTMLAttribute] = [.method("post"), .action(action)]
        if let label { attributes.append(.ariaLabel(label)) }
        return HTML.tag(.form, attributes: attributes) {
            hidden(csrfField, request.formToken)
            hidden("intent", intent)
            for (name, value) in fields { hidden(name, value) }
            content()
        }
    }

    /// A one-button form: the button says what it does.
    public static func button(
        _ title: String, posting intent: String, to action: String, request: WebRequest,
        fields: [(String, String)] = [], style: ButtonStyle = .plain
    ) -> HTML {
        post(to: action, intent: intent, request: request, fields: fields) {
            submit(title, style: style)
        }
    }

    public enum ButtonStyle: String, Sendable {
        case plain, primary, danger
    }

    public static func submit(_ title: String, style: ButtonStyle = .primary) -> HTML {
        HTML.tag(.button, .type("submit"), .class("button " + style.rawValue)) { title }
    }

    public static func hidden(_ name: String, _ value: String) -> HTML {
        HTML.void(.input, .type("hidden"), .name(name), .value(value))
    }

    /// What kind of control a field is.
    public enum Control: Sendable {
        /// One line, at most `limit` characters (nil: the view model says when it is too long).
        case line(limit: Int?)
        /// Several lines (paragraphs), `rows` high, at most `limit` characters.
        case text(rows: Int, limit: Int)
        /// A password: typed, never drawn back (its `value` is ignored, so a page shown again
        /// after a refusal never carries it).
        case secret
    }

    /// A labelled control holding `value`, with `problem` (a refusal's reason) beside it and
    /// announced to screen readers as its description. `id` tells two fields of one name apart
    /// on one page (two forms that each ask a handle).
    public static func field(
        _ label: String, name: String, id: String? = nil, value: String, control: Control,
        problem: String? = nil, hint: String? = nil, required: Bool = false, autofocus: Bool = false,
        autocomplete: String? = nil
    ) -> HTML {
        let id = "field-" + (id ?? name)
        var described: [String] = []
        if hint != nil { described.append(id + "-hint") }
        if problem != nil { described.append(id + "-problem") }
        var attributes: [HTMLAttribute] = [.id(id), .name(name)]
        if !described.isEmpty { attributes.append(.ariaDescribedBy(described.joined(separator: " "))) }
        if problem != nil { attributes.append(.ariaInvalid(true)) }
        if required { attributes.append(.required) }
        if autofocus { attributes.append(.autofocus) }
        if let autocomplete { attributes.append(.autocomplete(autocomplete)) }
        return HTML.tag(.div, .class(problem == nil ? "field" : "field refused")) {
            HTML.tag(.label, .for(id)) { label }
            if let hint { HTML.tag(.p, .id(id + "-hint"), .class("hint")) { hint } }
            // A limit is shown, and counted as the person types; a paste past it is kept whole
            // (no maxlength cuts it silently), and publishing it is refused with the reason.
            switch control {
            case .line(let limit):
                HTML.void(
                    .input,
                    attributes: attributes + [.type("text"), .value(value)]
                        + (limit.map { [.dataLimit($0)] } ?? []))
                if let limit { count(value, limit: limit, id: id) }
            case .text(let rows, let limit):
                HTML.tag(.textarea, attributes: attributes + [.rows(rows), .dataLimit(limit), .dir("auto")]) {
                    // A leading line break would be eaten by the parser: the first one typed stays.
                    value.first == "\n" ? "\n" + value : value
                }
                count(value, limit: limit, id: id)
            case .secret:
                HTML.void(.input, attributes: attributes + [.type("password")])
            }
            if let problem { HTML.tag(.p, .id(id + "-problem"), .class("problem")) { problem } }
        }
    }

    /// "12/120": the characters in a field and the most it holds, as the app counts them (an emoji
    /// family is one); past the limit, how many too many.
    static func count(_ value: String, limit: Int, id: String) -> HTML {
        let count = value.count
        let over = count > limit
        return HTML.tag(.p, .id(id + "-count"), .class(over ? "count over" : "count")) {
            "\(count)/\(limit)" + (over ? " · \(count - limit) too many" : "")
        }
    }

    /// A question a view model asked (its words) and the form that answers yes, beside a way
    /// back that answers no.
    public static func confirmation(
        _ question: String, yes: String, posting intent: String, to action: String, request: WebRequest,
        fields: [(String, String)] = [], back: String
    ) -> HTML {
        HTML.tag(.section, .class("confirm"), .ariaLabel("Confirm")) {
            HTML.tag(.p, .class("question")) { question }
            post(to: action, intent: intent, request: request, fields: fields + [(confirmedField, "yes")]) {
                submit(yes, style: .danger)
                " "
                HTML.tag(.a, .href(back), .class("button plain")) { "Cancel" }
            }
        }
    }
}
