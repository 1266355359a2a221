/// Builds `HTML` from statements: each line is a piece, a `String` is text (escaped), `if`,
/// `switch` and `for` work as in SwiftUI's builders.
@resultBuilder
public enum HTMLBuilder {
    public static func buildExpression(_ html: HTML) -> HTML { html }
    public static func buildExpression(_ text: String) -> HTML { HTML(text) }
    public static func buildBlock(_ parts: HTML...) -> HTML { HTML.joined(parts) }
    public static func buildOptional(_ html: HTML?) -> HTML { html ?? HTML() }
    public static func buildEither(first html: HTML) -> HTML { html }
    public static func buildEither(second html: HTML) -> HTML { html }
    public static func buildArray(_ parts: [HTML]) -> HTML { HTML.joined(parts) }
}
