import Testing

@testable import MosaicShell

/// Issue 42 item 2: behind HAProxy every peer is HAProxy, so the sign-in guard counted one
/// stranger's wrong passwords against everyone. Only a trusted proxy's `X-Forwarded-For` says
/// who is asking, read from its right; anyone else's is ignored.
@Suite struct TrustedProxiesTests {
    let haproxy = Self.proxies("10.0.0.5", "fd00::/8")

    @Test func addressesAndRangesOfBothFamiliesAreRead() {
        #expect(TrustedProxies.AddressRange("10.0.0.0/8")?.prefix == 8)
        #expect(TrustedProxies.AddressRange("2001:db8::/32")?.bytes.count == 16)
        #expect(TrustedProxies.AddressRange("10.0.0.1")?.prefix == 32)
        for wrong in ["", "haproxy", "10.0.0.0/33", "10.0.0.0/-1", "10.0.0.0/", "::1/129", "10.0.0.0/８"] {
            #expect(TrustedProxies.AddressRange(wrong) == nil, "\(wrong) is refused")
        }
        #expect(TrustedProxies.parse(["10.0.0.5", "nope"]) == .failure(.init(text: "nope")))
    }

    @Test func rangesMatchTheirLeadingBitsOnly() {
        let range = Self.proxies("192.168.4.0/22")
        #expect(range.contains("192.168.7.255"))
        #expect(!range.contains("192.168.8.0"))
        #expect(haproxy.contains("fd12:3456::1"))
        #expect(!haproxy.contains("fe80::1"))
        // An IPv4 peer on a dual-stack socket.
        #expect(haproxy.contains("::ffff:10.0.0.5"))
        #expect(!haproxy.contains(nil))
    }

    @Test func aTrustedProxysRightMostUntrustedHopIsTheClient() {
        #expect(haproxy.client(peer: "10.0.0.5", forwardedFor: ["198.51.100.7"]) == "198.51.100.7")
        // What the client wrote itself is to the left of what the proxy appended: ignored.
        #expect(
            haproxy.client(peer: "10.0.0.5", forwardedFor: ["203.0.113.9, 198.51.100.7"]) == "198.51.100.7")
        // Two fields (HAProxy adds its own line), and a chain of trusted proxies.
        #expect(
            haproxy.client(peer: "10.0.0.5", forwardedFor: ["203.0.113.9", "198.51.100.7, fd00::2"])
                == "198.51.100.7")
        #expect(haproxy.client(peer: "10.0.0.5", forwardedFor: ["[2001:db8::1]:443"]) == "2001:db8::1")
        #expect(haproxy.client(peer: "10.0.0.5", forwardedFor: ["198.51.100.7:5000"]) == "198.51.100.7")
        // No header, or only proxies in it.
        #expect(haproxy.client(peer: "10.0.0.5", forwardedFor: []) == "10.0.0.5")
        #expect(haproxy.client(peer: "10.0.0.5", forwardedFor: ["fd00::3, 10.0.0.5"]) == "fd00::3")
    }

    @Test func anyoneElsesHeaderIsIgnored() {
        #expect(haproxy.client(peer: "203.0.113.9", forwardedFor: ["198.51.100.7"]) == "203.0.113.9")
        #expect(Self.proxies().client(peer: "10.0.0.5", forwardedFor: ["198.51.100.7"]) == "10.0.0.5")
    }

    @Test func aLongForgedChainLeftOfTheProxysHopChangesNothing() {
        let forged = Array(repeating: "203.0.113.9", count: 100_000).joined(separator: ",")
        #expect(haproxy.client(peer: "10.0.0.5", forwardedFor: [forged + ", 198.51.100.7"]) == "198.51.100.7")
    }

    private static func proxies(_ texts: String...) -> TrustedProxies {
        (try? TrustedProxies.parse(texts).get()) ?? TrustedProxies()
    }
}
