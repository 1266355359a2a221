import FeatureMessages
import Foundation

/// Sample people and conversations for tests, the demo and the shell's preview, in the
/// scripts a real team writes in (Devanagari, Thai, CJK, Arabic, emoji with modifiers).
public enum SampleMessages {
    public static let people: [MessagePerson] = [
        MessagePerson(id: 1, handle: "ada", name: "Ada Lovelace"),
        MessagePerson(id: 2, handle: "grace", name: "Grace Hopper"),
        MessagePerson(id: 3, handle: "priya", name: "प्रिया शर्मा"),
        MessagePerson(id: 4, handle: "somchai", name: "สมชาย ใจดี"),
        MessagePerson(id: 5, handle: "yuki", name: "山田 由紀"),
        MessagePerson(id: 6, handle: "layla", name: "ليلى حداد"),
    ]

    /// A world where ada (1) has conversations with everyone, some unread.
    public static func world() async -> FakeMessages {
        let world = FakeMessages(me: 1)
        await seed(world)
        return world
    }

    /// Adds the sample conversations to a world.
    public static func seed(_ world: FakeMessages) async {
        await world.add(from: 2, to: 1, "Did the compiler finish?", minutesAgo: 300)
        await world.add(from: 1, to: 2, "Yes, and every test passed 👍🏽", minutesAgo: 290)
        await world.add(from: 3, to: 1, "नमस्ते! कल मिलते हैं।", minutesAgo: 120)
        await world.add(from: 4, to: 1, "สวัสดีครับ พรุ่งนี้ประชุมกี่โมง", minutesAgo: 60)
        await world.add(from: 5, to: 1, "明日の会議は十時からです。", minutesAgo: 30)
        await world.add(from: 6, to: 1, "مرحبا! هل أنت متاح غدا؟", minutesAgo: 5)
        await world.add(from: 6, to: 1, "👩‍👩‍👧‍👦 family photo later", minutesAgo: 4)
    }

    /// Dependencies over a world and in-memory drafts.
    @MainActor public static func dependencies(
        world: FakeMessages, drafts: FakeMessageDrafts = FakeMessageDrafts(),
        prompt: any MessagesPrompt = ScriptedMessagesPrompt(),
        analytics: RecordingMessagesAnalytics = RecordingMessagesAnalytics()
    ) -> MessagesDependencies {
        let keys = KeyCounter()
        return MessagesDependencies(
            messages: world, changes: world, drafts: drafts, outbox: drafts, prompt: prompt,
            analytics: analytics,
            newKey: { keys.next() })
    }
}

/// Send keys "key-1", "key-2"… so tests can name them.
final class KeyCounter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()
    func next() -> String {
        lock.withLock {
            count += 1
            return "key-\(count)"
        }
    }
}
