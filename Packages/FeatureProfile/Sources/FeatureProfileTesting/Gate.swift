/// A door a fake's call waits at until a test (or the demo) opens it: a slow store without a
/// clock. A cancelled caller walks on at once, as a real store's call would end.
public actor Gate {
    private var isOpen: Bool
    private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0
    /// How many calls have reached the gate so far (waiting or gone through).
    public private(set) var arrivals = 0

    public init(open: Bool = false) {
        isOpen = open
    }

    /// Lets every waiting call through, and every later one.
    public func open() {
        isOpen = true
        let released = waiting.values
        waiting = [:]
        for continuation in released { continuation.resume() }
    }

    /// Waits until the gate is open or the caller is cancelled.
    public func pass() async {
        arrivals += 1
        guard !isOpen else { return }
        nextWaiter += 1
        let number = nextWaiter
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    waiting[number] = continuation
                }
            }
        } onCancel: {
            Task { await self.release(number) }
        }
    }

    private func release(_ number: Int) {
        waiting.removeValue(forKey: number)?.resume()
    }
}
