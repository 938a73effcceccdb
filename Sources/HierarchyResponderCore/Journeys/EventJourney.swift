/// The former name of ``Journey``, from when journeys recorded events and errors only.
@available(*, deprecated, renamed: "Journey")
public typealias EventJourney = Journey
