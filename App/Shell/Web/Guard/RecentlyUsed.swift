/// Entries kept in the order they were last used, so that the one used longest ago can be found
/// and forgotten in constant time whatever the count: sessions, open connections. (A scan for
/// the oldest at a cap made every new session cost the whole table: 20,000 of them.)
struct RecentlyUsed<Key: Hashable, Value> {
    fileprivate struct Entry {
        var value: Value
        var older: Key?
        var newer: Key?
    }

    private var entries: [Key: Entry] = [:]
    /// The key used longest ago.
    private(set) var oldest: Key?
    private var newest: Key?

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    subscript(key: Key) -> Value? { entries[key]?.value }

    /// Every value, in no particular order.
    var values: [Value] { entries.values.map(\.value) }

    /// Adds `value` (or replaces the one at `key`) as the one used last.
    mutating func insert(_ value: Value, for key: Key) {
        if entries[key] != nil { unlink(key) }
        entries[key] = Entry(value: value, older: newest, newer: nil)
        if let newest { entries[newest]?.newer = key }
        newest = key
        if oldest == nil { oldest = key }
    }

    /// Marks `key` as used now.
    mutating func touch(_ key: Key) {
        guard let entry = entries[key], newest != key else { return }
        unlink(key)
        entries[key] = Entry(value: entry.value, older: newest, newer: nil)
        if let newest { entries[newest]?.newer = key }
        newest = key
        if oldest == nil { oldest = key }
    }

    @discardableResult
    mutating func remove(_ key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        unlink(key)
        entries.removeValue(forKey: key)
        return entry.value
    }

    /// Takes the value used longest ago out.
    mutating func removeOldest() -> (key: Key, value: Value)? {
        guard let key = oldest, let value = remove(key) else { return nil }
        return (key, value)
    }

    /// Keys from the one used longest ago, while `keepGoing` says so (a sweep that stops at the
    /// first entry still in use).
    func keysFromOldest(while keepGoing: (Value) -> Bool) -> [Key] {
        var keys: [Key] = []
        var cursor = oldest
        while let key = cursor, let entry = entries[key], keepGoing(entry.value) {
            keys.append(key)
            cursor = entry.newer
        }
        return keys
    }

    private mutating func unlink(_ key: Key) {
        guard let entry = entries[key] else { return }
        if let older = entry.older { entries[older]?.newer = entry.newer } else { oldest = entry.newer }
        if let newer = entry.newer { entries[newer]?.older = entry.older } else { newest = entry.older }
        entries[key]?.older = nil
        entries[key]?.newer = nil
    }
}

extension RecentlyUsed: Sendable where Key: Sendable, Value: Sendable {}
extension RecentlyUsed.Entry: Sendable where Key: Sendable, Value: Sendable {}
