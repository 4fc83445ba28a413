"""The exceptions of rondo. The native module raises them; they are defined here so that they
have ordinary constructors and documented attributes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Sequence

if TYPE_CHECKING:
    from ._rondo import Diagnostic


class RondoError(Exception):
    """rondo refused the request: a pending result, a system that cannot pair the file, a
    tie-break that needs teams. Not raised for a round without a legal pairing, which is an
    ordinary result (`Pairing.unpairable`).

    `file` names the file the tournament was read from (None for text); `line` and `column`
    locate the problem in it when rondo knows where it is (always for a `ParseError`).
    """

    file: Optional[str]
    line: Optional[int]
    column: Optional[int]

    def __init__(
        self,
        message: str,
        file: Optional[str] = None,
        line: Optional[int] = None,
        column: Optional[int] = None,
    ) -> None:
        super().__init__(message)
        self.file = file
        self.line = line
        self.column = column


class FileError(RondoError, OSError):
    """A file could not be read or written: `file` names it, `errno` is the system's error
    number when it gave one. Also an `OSError`, so that ``except OSError`` still catches it."""

    def __init__(self, message: str, file: Optional[str] = None, errno: Optional[int] = None) -> None:
        super().__init__(message, file)
        self.errno = errno
        self.filename = file

    def __str__(self) -> str:
        # OSError's own form (`[Errno 2] ...`) would hide the message, which names the file.
        return str(self.args[0])


class MissingFileError(FileError, FileNotFoundError):
    """The file does not exist (also a `FileNotFoundError`)."""


class ParseError(RondoError, ValueError):
    """The input is not a tournament rondo can read.

    `file`, `line` and `column` (1-based, in characters) locate the first error; `diagnostics`
    holds every problem found, errors and warnings, in file order.
    """

    diagnostics: list[Diagnostic]

    def __init__(
        self,
        message: str,
        file: Optional[str] = None,
        line: Optional[int] = None,
        column: Optional[int] = None,
        diagnostics: Sequence[Diagnostic] = (),
    ) -> None:
        super().__init__(message, file, line, column)
        self.diagnostics = list(diagnostics)


class FileChangedError(FileError):
    """The file was not written because it changed since it was read: another edit (a
    `rondo ... -i` at the terminal, another script) was written meanwhile. Nothing was
    written; read the file again and make the edit on what it holds now, or use `rondo.edit`,
    which holds the file's lock from the read to the write."""


class FileBusyError(FileError):
    """Another edit held the file's lock for longer than 30 s; nothing was written."""
