import Foundation
import Infrastructure

/// People and each feature's rows to write together (seeding, importing, sample data): the one
/// place that writes several features' rows at once, each through its own plugin's
/// `FeatureContent` (`ContentWriter`). The people are the platform's; everything else is a
/// feature's, which the shell never reads.
struct ContentBatch: Sendable {
    var people: [ContentPerson] = []
    /// Each feature's rows, by the feature's name, in the order they were read.
    var items: [String: [ContentItem]] = [:]
    /// For imports: the input line of each person, to name it in errors.
    var personLines: [Int] = []
    /// How many of the items came from lines of their own (an import's other kinds than "user";
    /// a seed's generated rows): what the summary counts beside the people.
    var entries = 0
    /// When the batch's people joined; nil means now (an import, a seed).
    var joinedAt: Date? = nil

    /// Every item, with the feature it is for, in the catalog's order.
    func items(in order: [String]) -> [(feature: String, items: [ContentItem])] {
        order.compactMap { name in items[name].flatMap { $0.isEmpty ? nil : (name, $0) } }
    }

    var itemCount: Int { items.values.map(\.count).reduce(0, +) }
    var isEmpty: Bool { people.isEmpty && itemCount == 0 }

    mutating func add(_ item: ContentItem, for feature: String) {
        items[feature, default: []].append(item)
    }
}

/// A person in a batch: who they are, the platform's part (what features keep of them are
/// their items).
struct ContentPerson: Sendable, Equatable {
    var handle: String
    var displayName: String

    var newPerson: NewPerson { NewPerson(handle: handle, displayName: displayName) }
}

/// A feature's row in a batch whose person's handle matches nobody.
struct UnknownAuthorError: StoreCallerError {
    var handle: String
    var line: Int?
}

extension FeatureCatalog {
    /// The features that load content, with their names, in the catalog's order.
    var contents: [(name: String, content: any FeatureContent)] {
        features.compactMap { plugin in plugin.content.map { (plugin.name, $0) } }
    }
}
