import AppCore
import FeatureMessages
import Foundation

/// How a conversation is drawn in the list: `Name @handle` with its age and unread count kept
/// whole at the right, then the last message cut to the line. `TextLayout` measures every
/// script as the terminal draws it, so a Thai or Devanagari name never pushes the count off.
enum ConversationRows {
    static func lines(_ conversation: Conversation, width: Int, now: Date) -> [StyledLine] {
        var name = StyledLine(conversation.other.name, style: .bold)
        name.append(" @" + conversation.other.handle, style: .dim)
        var ending = StyledLine("· " + HumanTime.short(from: conversation.last.sentAt, now: now), style: .dim)
        if conversation.unread > 0 {
            ending.append(" · ", style: .dim)
            ending.append("\(conversation.unread) unread", style: .bold)
        }
        let first = TextLayout.truncated(name, keeping: ending, toWidth: width)
        let said = (conversation.last.isMine ? "You: " : "") + firstLine(of: conversation.last.text)
        return [first, TextLayout.truncated(StyledLine("  " + said), toWidth: width)]
    }

    /// A message's first line, with a sign that more follows.
    static func firstLine(of text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard let first = lines.first else { return "" }
        return lines.count > 1 ? first + " …" : String(first)
    }
}
