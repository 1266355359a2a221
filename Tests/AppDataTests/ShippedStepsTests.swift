import Foundation
import Testing

@testable import Infrastructure
@testable import MosaicShell

/// Every step shipped before this build records, in every database that ran it, the checksum of
/// its text: a step of this build whose text differs from what was shipped would make every such
/// database refuse to open ("feed step 1 has changed since this database ran it"). These are the
/// checksums of the steps as they shipped (the texts of fa79911, before steps were literals of
/// their own): a step that no longer matches was edited, and must be put back and a new step
/// added instead. Steps shipped since are checked by the databases themselves.
@Suite("Shipped steps")
struct ShippedStepsTests {
    static let shipped = [
        "feed sqlite 1 0dc1c3fd38322b751ba79dfcc4d48bfb35aff4dc71b3f0975048e77d43114b40",
        "feed sqlite 2 f08d4a682e9b0ca2cd07c02ee7898caa242cc56cad0fa010825125f215416fa7",
        "messages sqlite 1 d4f989258ea5554da0a96ce5273c8cd873f5df9c6167c383d0942040da0673bd",
        "platform sqlite 1 53dc7c1b9ffb84e4d3febdf27325079288ccb7b4cba18d59d37e7ec4262ac25d",
        "platform sqlite 2 9a5607568432a6a6ced39d96259cc7b898e5588468c026126eaefcb8c1318523",
        "profile sqlite 1 aec4ece0d620fff8f8e71f41a2694710bc288f454fab4725ff5047b8b71b7a1d",
        "saved sqlite 1 ce2d8ad30b47bd36a589ac97aa736fdd2a18198661b54b8ef0aed2b79b76f374",
        "feed postgres 1 a2e97a4a15e11034978f5ae2422ff7ace0b6e555120233efec21d303b864595d",
        "feed postgres 2 1c4aa002da03358f03a11c5039a2410d2637a6c2b673daf8d82502a0b3d668e1",
        "feed postgres 3 7ee64abf3f359ae48de741b1afdd04913f153d53ad192ba9405666a4afbe4e4d",
        "feed postgres 4 2c0af48b419179a24e44b6752615c40390cc549361b47528af0f1b42fbde28f7",
        "feed postgres 5 d63551f0501d3ca7fec6afb9ed8047e34f60af6e6e3ba4dfb86a09c3834f29bb",
        "messages postgres 1 c17213293771465b944f9599964dfec02adf975895329c5be90c41e139e05d07",
        "messages postgres 2 a5e08dc6892f06c16214b7b8f47d33ff5fb39b8f59f7a15c11ff1aa918bb7199",
        "platform postgres 1 c5507a607c2c0a24442dc4e38f25ad23a2d6daa8bf04b0b1680e328a0f668216",
        "platform postgres 2 a356fc644266bb959349bda02245232f19d31a37e8168307ce53e3cda56d5731",
        "platform postgres 3 b5dcb2ddccbfcae0faabe2faa91fc25f77837876d41a6b9894f0ad5dbd6f47dd",
        "platform postgres 4 be657df40d61b8118b50e92c58e5b253f3d6649f38f04276b9e68a94a1251f42",
        "platform postgres 5 5484c7341bf4e1af4064003d0dae0e738c35892a86db44a284840a5dcf79f282",
        "platform postgres 6 56de7302bcf2dba3b2137927daea40daec9a53547cc2b5b3aae0690559cb9f70",
        "platform postgres 7 3c5e9ffcf3eee1b99ffee09e05f95e2fcd9ce6ce95ed08ce84cf8477e3167c7a",
        "profile postgres 1 961c91e87082cbfe9e1355f5b306b84e22b09a542a604df0fd47e343d065cfe1",
        "saved postgres 1 bf7a0ed68622d468b1c81fe749eec2ea2fc023c51e4c8c518142d34282863c5d",
    ]

    @Test func everyShippedStepIsTheTextThatShipped() {
        var current: [String: String] = [:]
        for feature in [PlatformStorage.feature] + AppData.features {
            for step in feature.sqlite { current["\(feature.name) sqlite \(step.version)"] = step.checksum }
            for step in feature.postgres {
                current["\(feature.name) postgres \(step.version)"] = step.checksum
            }
        }
        for entry in Self.shipped {
            let parts = entry.split(separator: " ").map(String.init)
            let step = parts.prefix(3).joined(separator: " ")
            #expect(current[step] == parts.last, "\(step) is not the text that shipped")
        }
    }
}
