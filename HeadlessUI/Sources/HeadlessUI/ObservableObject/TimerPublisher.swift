import Foundation

#if canImport(Combine)
  import Combine
#else
  @preconcurrency import OpenCombine

  // Foundation's Combine overlay gives apps `Timer.publish(every:on:in:)`; where Apple's Combine is
  // absent, HeadlessUI gives the same shape. Its timers never fire on their own: a test fires
  // them, deterministically, with `ViewHost.fireTimers(at:)`.

  extension RunLoop {
    /// Options that affect the operation of the run loop scheduler (none are used).
    public struct SchedulerOptions: Sendable {}
  }

  extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// In HeadlessUI the publisher emits only when a test fires it
    /// (``ViewHost/fireTimers(at:)``), never on its own: what a view does on each tick is
    /// tested without waiting.
    ///
    /// ```swift
    /// // Fragment
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// var body: some View { Text("\(seconds)").onReceive(timer) { _ in seconds += 1 } }
    /// ```
    ///
    /// - Parameters:
    ///   - interval: The time interval on which to publish events.
    ///   - tolerance: The allowed timing variance when emitting events. Defaults to `nil`.
    ///   - runLoop: The run loop on which the timer runs.
    ///   - mode: The run loop mode in which to run the timer.
    ///   - options: Scheduler options passed to the timer. Defaults to `nil`.
    /// - Returns: A publisher that repeatedly emits the current date on the given interval.
    public static func publish(
      every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
      options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
      TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval (in HeadlessUI,
    /// when a test fires it with ``ViewHost/fireTimers(at:)``).
    ///
    /// ```swift
    /// // Fragment
    /// let timer = Timer.TimerPublisher(interval: 1, runLoop: .main, mode: .common).autoconnect()
    /// ```
    public final class TimerPublisher: ConnectablePublisher {
      public typealias Output = Date
      public typealias Failure = Never

      /// The time interval on which to publish events.
      public final let interval: TimeInterval
      /// The allowed timing variance when emitting events.
      public final let tolerance: TimeInterval?
      /// The run loop on which the timer runs.
      public final let runLoop: RunLoop
      /// The run loop mode in which to run the timer.
      public final let mode: RunLoop.Mode
      /// Scheduler options passed to the timer.
      public final let options: RunLoop.SchedulerOptions?

      private let subject = PassthroughSubject<Date, Never>()
      private var connections = 0
      /// When a host clock driving this timer fires it next (``ViewHost/advanceTime(by:on:)``).
      var nextTick: TimeInterval?

      /// Creates a publisher that repeatedly emits the current date on the given interval.
      ///
      /// - Parameters:
      ///   - interval: The interval on which to publish events.
      ///   - tolerance: The allowed timing variance when emitting events. Defaults to `nil`.
      ///   - runLoop: The run loop on which the timer runs.
      ///   - mode: The run loop mode in which to run the timer.
      ///   - options: Scheduler options passed to the timer. Defaults to `nil`.
      public init(
        interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
      ) {
        self.interval = interval
        self.tolerance = tolerance
        self.runLoop = runLoop
        self.mode = mode
        self.options = options
      }

      /// Adapts the timer to receive events: from now until the returned value is cancelled,
      /// fired ticks reach the subscribers.
      ///
      /// - Returns: A value that stops the timer when cancelled.
      public final func connect() -> Cancellable {
        connections += 1
        return AnyCancellable { [weak self] in self?.connections -= 1 }
      }

      /// Attaches `subscriber`, which receives the ticks fired while the timer is connected.
      ///
      /// - Parameter subscriber: The subscriber to attach.
      public final func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Date {
        subject.receive(subscriber: subscriber)
      }

      /// Emits `date` to the subscribers, when the timer is connected.
      func fire(at date: Date) {
        if connections > 0 { subject.send(date) }
      }
    }
  }

  /// An `onReceive` whose publisher is a timer (or an autoconnected one) the host can fire.
  protocol TimerReceiving {
    var timer: Timer.TimerPublisher? { get }
  }

  extension OnReceiveModifier: TimerReceiving {
    var timer: Timer.TimerPublisher? {
      (publisher as? Timer.TimerPublisher) ?? (publisher as? Publishers.Autoconnect<Timer.TimerPublisher>)?.upstream
    }
  }
#endif

extension ViewHost {
  /// Fires, once, every timer that an `onReceive` on screen subscribes to
  /// (`Timer.publish(every:on:in:)`, autoconnected or connected): each sends `date`, the
  /// `onReceive` actions run, then the updates are applied.
  ///
  /// HeadlessUI's timers never fire on their own, so a test decides when each tick happens. A
  /// timer shared by several views fires once. Where Apple's Combine exists (a Mac with the
  /// `Headless` trait), timers are Foundation's own and fire in real time: this fires none.
  ///
  /// ```swift
  /// // Fragment
  /// let host = ViewHost(CountdownView())
  /// try host.fireTimers()
  /// #expect(try host.find(text: "9").isMounted)
  /// ```
  ///
  /// - Parameter date: The date each timer sends (now by default).
  /// - Returns: How many timers fired.
  /// - Throws: ``ViewHostError`` when updates keep invalidating views (after 100 passes).
  @discardableResult
  public func fireTimers(at date: Date = Date()) throws -> Int {
    #if canImport(Combine)
      return 0
    #else
      let timers = onScreenTimers()
      try graph.perform { for timer in timers { timer.fire(at: date) } }
      return timers.count
    #endif
  }
}

#if !canImport(Combine)
  extension ViewHost {
    /// The timers the `onReceive`s on screen subscribe to, each once.
    func onScreenTimers() -> [Timer.TimerPublisher] {
      var timers: [Timer.TimerPublisher] = []
      for node in graph.root.screenNodes() {
        guard let timer = (node.modifier as? TimerReceiving)?.timer, !timers.contains(where: { $0 === timer }) else { continue }
        timers.append(timer)
      }
      return timers
    }
  }
#endif
