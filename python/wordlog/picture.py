"""A picture of a ladder question: every shortest ladder, the friendliest marked, and
the words around them, as Graphviz DOT text (rendered by Graphviz's ``dot`` when it
is installed).

The words on shortest ladders stand in columns by their distance from the start,
linked by arrows; the friendliest shortest ladder (see
:meth:`wordlog.ladders.ShortestDag.friendliest`) is drawn in red, its start and
target with a double border. Around them, in grey, stand up to ``neighbours`` other
words one letter from each ladder word (the most common first; the marked ladder's
words served first, then the others column by column, until ``max_extra`` are
drawn), each linked by a dashed line to the first ladder word it was found beside:
turns a player could take that lead to no shortest ladder.
``Picture.extra`` also lists every ladder word each one touches.

>>> from wordlog.lexicon import from_words
>>> pic = picture(from_words(["hot", "dot", "dog", "lot", "log", "cog", "cot", "hog"]), "hot", "dog")
>>> pic.columns, pic.marked, pic.extra
((('hot',), ('dot', 'hog'), ('dog',)), ('hot', 'dot', 'dog'), {'cot': ('hot', 'dot'), \
'lot': ('hot', 'dot'), 'cog': ('dog', 'hog'), 'log': ('dog', 'hog')})
"""
from __future__ import annotations

import os
import secrets
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from .engines import BfsEngine
from .lexicon import Lexicon, as_lexicon, commonness, not_a_file_name
from .wording import plural

#: Output formats by file suffix: None for DOT text, else the ``dot -T`` format.
FORMATS = {".dot": None, ".gv": None, ".svg": "svg", ".png": "png", ".pdf": "pdf"}
MARK, GREY, INK = "#c62828", "#9e9e9e", "#37474f"
#: Seconds Graphviz may take to draw a picture (a DAG of thousands of words takes longer).
RENDER_TIME_LIMIT = 120.0


class PictureError(Exception):
    """A picture that cannot be made: an unknown format, or no Graphviz to render it."""


@dataclass(frozen=True)
class Picture:
    """What to draw: ``columns`` of ladder words by distance from the start, ``links``
    of the shortest-ladder DAG, the ``marked`` ladder, and ``extra`` words, each with
    the ladder words it touches."""

    start: str
    target: str
    columns: tuple[tuple[str, ...], ...]
    links: tuple[tuple[str, str], ...]
    marked: tuple[str, ...]
    extra: dict[str, tuple[str, ...]]
    ladders: int

    def __repr__(self) -> str:
        """The question and how much is drawn, never the words."""
        words = sum(map(len, self.columns)) + len(self.extra)
        return f"<Picture {self.start} -> {self.target}: {plural(self.ladders, 'shortest ladder')}, {plural(words, 'word')}>"


def picture(words: Lexicon | Iterable[str], start: str, target: str, *, neighbours: int = 2, max_extra: int = 24,
            engine: BfsEngine | None = None) -> Picture | None:
    """The picture of ``start -> target`` over ``words`` (None when there is no ladder);
    both read by the word rule, as the engines read them.

    >>> from wordlog.lexicon import from_words
    >>> picture(from_words(["hot", "dot", "dog"]), "HOT", " dog ").columns
    (('hot',), ('dot',), ('dog',))
    """
    lex = as_lexicon(words)
    engine = engine or BfsEngine(lex)
    dag = engine.shortest_dag(start, target)    # reads both by the word rule
    if not dag.length:      # no ladder; a word to itself is the one-word ladder
        return None
    start, target = dag.start, dag.target
    columns = dag.layers()
    on_ladder = {w for column in columns for w in column}

    def rank(word: str) -> tuple[bool, int, str]:
        """Most common first, words of unknown size after every size (:func:`commonness`),
        then alphabetically."""
        return (*commonness(lex.tier(word)), word)

    graph = engine.graph(len(target))
    marked = tuple(dag.friendliest(lex.tier))
    extra: dict[str, list[str]] = {}
    for word in dict.fromkeys([*marked, *(w for column in columns for w in column)]):
        taken = 0
        for other in sorted((o for o in graph.neighbours(word) if o not in on_ladder), key=rank):
            if other in extra:
                extra[other].append(word)
            elif taken < neighbours and len(extra) < max_extra:
                extra[other] = [word]
                taken += 1
    links = tuple((w, c) for column in columns[:-1] for w in column for c in dag.children[w])
    return Picture(start, target, tuple(map(tuple, columns)), links,
                   marked, {w: tuple(ws) for w, ws in extra.items()},
                   dag.count())


def quote(text: str) -> str:
    """A DOT string literal.

    >>> quote('say "hi"')
    '"say \\\\"hi\\\\""'
    """
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def to_dot(pic: Picture) -> str:
    """The DOT text of a picture.

    >>> from wordlog.lexicon import from_words
    >>> print(to_dot(picture(from_words(["hot", "dot", "dog"]), "hot", "dog")))
    digraph ladder {
      graph [rankdir=LR, nodesep=0.2, ranksep=0.45, fontname="Helvetica", fontsize=11, labelloc=b, label="hot -> dog: 1 shortest ladder of 2 steps (red: the one with the most common words)"];
      node [shape=box, style=rounded, fontname="Helvetica", fontsize=12, color="#37474f", fontcolor="#37474f"];
      edge [color="#37474f", arrowsize=0.6];
      { rank=same; "hot"; }
      { rank=same; "dot"; }
      { rank=same; "dog"; }
      "hot" [color="#c62828", fontcolor="white", style="rounded,filled", fillcolor="#c62828", peripheries=2];
      "dot" [color="#c62828", fontcolor="white", style="rounded,filled", fillcolor="#c62828"];
      "dog" [color="#c62828", fontcolor="white", style="rounded,filled", fillcolor="#c62828", peripheries=2];
      "hot" -> "dot" [color="#c62828", penwidth=2.5];
      "dot" -> "dog" [color="#c62828", penwidth=2.5];
    }
    """
    marked_links = set(zip(pic.marked, pic.marked[1:]))
    words = len(pic.columns)
    label = (f"{pic.start} -> {pic.target}: {plural(pic.ladders, 'shortest ladder')} "
             f"of {plural(words - 1, 'step')} (red: the one with the most common words"
             + ("; grey: other words one letter off them)" if pic.extra else ")"))
    lines = ["digraph ladder {",
             f"  graph [rankdir=LR, nodesep=0.2, ranksep=0.45, fontname=\"Helvetica\", fontsize=11, "
             f"labelloc=b, label={quote(label)}];",
             f"  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=12, color=\"{INK}\", "
             f"fontcolor=\"{INK}\"];",
             f"  edge [color=\"{INK}\", arrowsize=0.6];"]
    home: dict[int, list[str]] = {}
    column_of = {w: i for i, column in enumerate(pic.columns) for w in column}
    for word, touched in pic.extra.items():
        home.setdefault(column_of[touched[0]], []).append(word)
    for i, column in enumerate(pic.columns):
        lines.append("  { rank=same; " + "".join(f"{quote(w)}; " for w in [*column, *home.get(i, [])]) + "}")
    for word in pic.marked:  # start and target are on it, with a double border
        ends = ", peripheries=2" if word in (pic.start, pic.target) else ""
        lines.append(f"  {quote(word)} [color=\"{MARK}\", fontcolor=\"white\", "
                     f"style=\"rounded,filled\", fillcolor=\"{MARK}\"{ends}];")
    for word in pic.extra:
        lines.append(f"  {quote(word)} [color=\"{GREY}\", fontcolor=\"{GREY}\", style=\"rounded,dashed\", "
                     "fontsize=10];")
    for a, b in pic.links:
        style = f" [color=\"{MARK}\", penwidth=2.5]" if (a, b) in marked_links else ""
        lines.append(f"  {quote(a)} -> {quote(b)}{style};")
    for word, touched in pic.extra.items():
        lines.append(f"  {quote(touched[0])} -> {quote(word)} [dir=none, style=dashed, color=\"{GREY}\"];")
    lines.append("}")
    return "\n".join(lines)


def output_format(path: str | Path) -> str | None:
    """The ``dot -T`` format a file name asks for (None: DOT text); :class:`PictureError` if unknown.

    >>> output_format("ladder.svg"), output_format("ladder.dot")
    ('svg', None)
    """
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        what = f"unknown picture format {suffix!r}" if suffix else "no suffix to say the picture format"
        raise PictureError(f"{path}: {what}; use one of {', '.join(FORMATS)}")
    return FORMATS[suffix]


def render(dot_text: str, fmt: str, *, program: str = "dot",
           time_limit: float = RENDER_TIME_LIMIT) -> bytes:
    """The picture in ``fmt`` (svg, png, pdf) by Graphviz; :class:`PictureError` without it,
    or when it takes more than ``time_limit`` seconds (it is stopped)."""
    found = shutil.which(program)
    if found is None:
        raise PictureError(f"Graphviz's {program!r} program is not installed, so no {fmt} can be drawn; "
                           "write a .dot file instead, or install graphviz")
    try:
        done = subprocess.run([found, f"-T{fmt}"], input=dot_text.encode("utf-8"), capture_output=True,
                              timeout=time_limit)
    except subprocess.TimeoutExpired:
        raise PictureError(f"{program} did not finish drawing the {fmt} in {time_limit:g} s, so it was "
                           "stopped (a picture of thousands of words); write a .dot file instead, "
                           "which needs no Graphviz") from None
    if done.returncode != 0:
        message = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise PictureError(f"{program} failed: {message[0] if message else f'exit {done.returncode}'}")
    return done.stdout


def save(pic: Picture, path: str | Path, *, program: str = "dot") -> None:
    """Write the picture to ``path``, in the format its suffix names, whole or not at all.

    The path written is the one given (through a symbolic link, the file it names): a
    new file is written in its folder, then renamed over it, so that a full disk or any
    failure leaves a file already there as it was. The new file has no name while it is
    written (Linux's ``O_TMPFILE``; elsewhere a hidden one, removed on every failure), so
    no way out of the process leaves it behind. A path that names something other than
    a file (a folder, a device, a pipe) is refused, as it cannot be replaced whole."""
    fmt = output_format(path)
    text = to_dot(pic) + "\n"
    data = text.encode("utf-8") if fmt is None else render(text, fmt, program=program)
    try:
        target = Path(os.path.realpath(path))
        if target.exists() and not target.is_file():
            raise PictureError(f"{path}: cannot write: not a file (a picture replaces a file whole)")
        _write_whole(target, data)
    except OSError as error:
        raise PictureError(f"{path}: cannot write: {error.strerror}") from None
    except ValueError:
        raise PictureError(not_a_file_name(path)) from None


def _write_whole(target: Path, data: bytes) -> None:
    """``data`` in the file ``target``, renamed over it once written and on disk (fsync).
    Called with a temporary file's name, an exception at any point (a signal's, say)
    removes it."""
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(8)}.tmp")
    try:
        fd, named = os.open(target.parent, os.O_TMPFILE | os.O_WRONLY, 0o666), False
    except (AttributeError, OSError):           # not Linux, or a file system without it
        fd, named = None, True
    try:
        if fd is None:
            fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        with open(fd, "wb", closefd=False) as out:
            out.write(data)
            out.flush()
            os.fsync(fd)                        # a full disk may say so only here
        if not named:       # its name, for the rename: linkat(2) of /proc/self/fd/FD, followed
            fds = os.open("/proc/self/fd", os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.link(str(fd), temporary, src_dir_fd=fds, follow_symlinks=True)
            finally:
                os.close(fds)
        os.replace(temporary, target)
    except BaseException:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass
        raise
    finally:
        if fd is not None:
            os.close(fd)
