public enum HeadlessUIPlaceholder {}
