import Foundation

/// Tags are stored as a JSON array in a text column (the same on SQLite and PostgreSQL).
public enum StoredTags {
    public static func encode(_ tags: [String]) -> String {
        let quoted = tags.map { tag in
            "\""
                + tag.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                    of: "\"", with: "\\\"")
                + "\""
        }
        return "[" + quoted.joined(separator: ",") + "]"
    }

    public static func decode(_ text: String) -> [String] {
        guard text != "[]", let data = text.data(using: .utf8) else { return [] }
        return (try? JSONDecoder().decode([String].self, from: data)) ?? []
    }
}
