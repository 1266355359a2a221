/// The Messages pages' paths, the same as the links' (`mosaic://messages/@ada` is `/messages/@ada`).
enum MessagesLinks {
    static let inbox = "/messages"
    static func conversation(_ handle: String) -> String { "/messages/@" + handle }
}
