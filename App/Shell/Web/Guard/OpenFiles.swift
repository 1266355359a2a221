#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's limit on open descriptors (RLIMIT_NOFILE): every connection is one. Raised at
/// start to the hard limit the system allows (the soft default is often 1,024), and the server's
/// connection cap kept below it, with `reserved` left for the database's connections, the
/// SQLite file, logs and the listening socket: a process out of descriptors fails in ways no
/// request can recover from (one died in libdispatch with 1,100 idle sockets held).
enum OpenFiles {
    static let reserved = 128

    /// Raises the soft limit as far as the hard one; returns the soft limit now in force.
    @discardableResult
    static func raiseLimit() -> Int {
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 1_024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return limit.rlim_cur > rlim_t(Int32.max) ? Int(Int32.max) : Int(limit.rlim_cur)
    }

    /// The most connections to hold under a descriptor limit of `limit`.
    static func connectionCap(under limit: Int, wanted: Int = ConnectionBook.Limits().total) -> Int {
        max(16, min(wanted, limit - reserved))
    }
}
