// Nothing to build: this target only makes the root package's modules visible to swift-docc-plugin.
