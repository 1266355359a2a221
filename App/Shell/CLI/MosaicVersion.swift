/// What `mosaic --version` prints. Mosaic has no releases yet: the number names the app's
/// generation (one step for each pass of issues that changed what people meet), so a bug report
/// can say which app it was about.
enum MosaicVersion {
    static let current = "0.36.0"
}
