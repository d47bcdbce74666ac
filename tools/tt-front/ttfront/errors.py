"""Diagnostics: every user-facing error carries a file, line and column and is
printed as ``file.py:line:col: error: message`` followed by the source line and
a caret, the way compilers do."""


class FrontendError(Exception):
    """An error in the user's program (or in the command line)."""

    def __init__(self, message, file=None, line=None, col=None, source_line=None, notes=()):
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line
        self.col = col
        self.source_line = source_line
        self.notes = list(notes)

    def render(self):
        out = []
        if self.file is not None and self.line is not None:
            out.append("%s:%d:%d: error: %s" % (self.file, self.line, (self.col or 0) + 1, self.message))
            if self.source_line is not None:
                out.append(self.source_line.rstrip("\n"))
                out.append(" " * _caret_col(self.source_line, self.col or 0) + "^")
        elif self.file is not None:
            out.append("%s: error: %s" % (self.file, self.message))
        else:
            out.append("tt-front: error: %s" % self.message)
        for note in self.notes:
            out.append(note)
        return "\n".join(out) + "\n"


def _caret_col(line, col):
    # keep tabs so the caret lines up under the offending character
    prefix = line[:col]
    return len(prefix.expandtabs())


class SemanticError(Exception):
    """Raised by the language layer (types, shapes, bad arguments) without a
    location; the code generator attaches the location of the AST node being
    compiled."""


class UnsupportedError(SemanticError):
    pass
