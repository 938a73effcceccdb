import HierarchyResponder
print("hierarchy-demo: coming soon")
