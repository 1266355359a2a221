/// Where a server keeps what belongs to one team member (their preferences, their drafts): a
/// file of their own per folder, so reading one costs the same however many members there are
/// and no two members ever write the same file.
public enum MemberFiles {
    /// The member's file in `folder`; `database` is their login's address.
    public static func path(in folder: String, database: String, personID: Int64) -> String {
        "\(folder)/\(fileName(database: database, personID: personID))"
    }

    /// A file name from the database's address and the person: the address's letters and digits
    /// (readable in a listing) and a hash of the whole (two addresses that read alike differ).
    static func fileName(database: String, personID: Int64) -> String {
        let readable = String(
            database.unicodeScalars.filter {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
            }.prefix(40))
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable across runs, unlike hashValue
        for byte in database.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "\(readable)-\(String(hash, radix: 16))-\(personID).json"
    }
}
