import AppCore
import FeatureMessages
import Foundation

/// A conversation's lines: each message under its author and time, oldest first, then what
/// waits in the outbox and the draft. The screen shows the bottom of them, so the newest message
/// is in view, under the last notice (first on the screen, where every screen says it).
enum ConversationLines {
    static func lines(
        _ content: ConversationContent, waiting: [OutgoingMessage], draft: String, width: Int, now: Date
    ) -> [StyledLine] {
        var lines: [StyledLine] = []
        if content.messages.isEmpty {
            lines += StyledLine("No messages yet. Press n to write to \(content.other.name).").wrapped(
                toWidth: width)
        }
        for message in content.messages {
            var header = StyledLine(message.isMine ? "You" : content.other.name, style: .bold)
            header.append(" · " + HumanTime.short(from: message.sentAt, now: now), style: .dim)
            lines.append(TextLayout.truncated(header, toWidth: width))
            lines += body(message.text, width: width)
        }
        return lines + kept(waiting: waiting, draft: draft, width: width)
    }

    /// What the person wrote that is not stored yet: the messages waiting for the server, then
    /// the draft (shown under the conversation, or alone while the server is away).
    static func kept(waiting: [OutgoingMessage], draft: String, width: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        for message in waiting {
            lines.append(StyledLine("You · waiting to send", style: .dim))
            lines += body(message.text, width: width)
        }
        if !draft.isEmpty {
            lines.append(
                TextLayout.truncated(
                    StyledLine("Draft: " + ConversationRows.firstLine(of: draft), style: .dim), toWidth: width
                ))
        }
        return lines
    }

    /// A message's text, wrapped under its header with an indent of two.
    private static func body(_ text: String, width: Int) -> [StyledLine] {
        let inner = max(width - 2, 1)
        return TextLayout.paragraphs(text, toWidth: inner).map { StyledLine("  ") + $0 }
    }
}
