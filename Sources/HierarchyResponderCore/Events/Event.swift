public protocol Event {}
