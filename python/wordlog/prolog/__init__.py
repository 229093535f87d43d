"""wordlog's side of SWI-Prolog: one Python module for each Prolog module it asks.

- :mod:`~wordlog.prolog.bridge`: the one way to Prolog (``prolog/bridge.pl``): the engine,
  its lock, :func:`atom` (the one escape), the limits, the errors, the lexicon's loading;
- :mod:`~wordlog.prolog.ladders`: :class:`PrologEngine`, the ladder questions of
  ``prolog/weaver.pl``;
- :mod:`~wordlog.prolog.graph`: the word-graph questions of ``prolog/graph.pl``;
- :mod:`~wordlog.prolog.boggle`: the Boggle questions of ``prolog/boggle.pl``;
- :mod:`~wordlog.prolog.moves`: the cheapest-ladder questions of ``prolog/moves.pl``.

The bridge's public names are given here too, so ``wordlog.prolog.solve`` is
:func:`wordlog.prolog.bridge.solve`.
"""
from .bridge import (ENGINE_ARGS, EXIT_WAIT, INFERENCE_CEILING, INFERENCE_LIMIT, INSTALL_HINT, INSTALL_SWI,
                     LOAD_TIME_LIMIT, PROLOG_MODULES, TIME_LIMIT, InferenceLimitExceeded, Limits,
                     MemoryLimitExceeded, PrologError, PrologLimitError, PrologUnavailable, PrologWordError,
                     TimeLimitExceeded, ask, at_exit_once_prolog_is_stopped, atom, atom_list, cannot_start,
                     check_limits, exclusive, first, lexicon_loaded, load_lexicon, one, openable, solve, term,
                     word_file)

__all__ = [
    "ENGINE_ARGS", "EXIT_WAIT", "INFERENCE_CEILING", "INFERENCE_LIMIT", "INSTALL_HINT", "INSTALL_SWI",
    "LOAD_TIME_LIMIT", "PROLOG_MODULES", "TIME_LIMIT", "InferenceLimitExceeded", "Limits", "MemoryLimitExceeded",
    "PrologError", "PrologLimitError", "PrologUnavailable", "PrologWordError", "TimeLimitExceeded",
    "ask", "at_exit_once_prolog_is_stopped", "atom", "atom_list", "cannot_start", "check_limits", "exclusive",
    "first", "lexicon_loaded", "load_lexicon", "one", "openable", "solve", "term", "word_file",
]
