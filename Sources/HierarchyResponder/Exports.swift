// `import HierarchyResponder` is all an app writes: the core comes with it.
@_exported import HierarchyResponderCore
