"""The judge's assistant: answers at the table, in seconds, without network.

* :mod:`.index` and :mod:`.search`: ``rulings ask``, a ranked search over the
  rulings' metadata, from a cached index (no engine, no full validation);
* :mod:`.lookup`: ``rulings card`` and ``rulings rule``;
* :mod:`.skeleton`: ``rulings new``, a commented scenario to fill;
* :mod:`.initiative`: ``rulings initiative``, who starts, as exact fractions;
* :mod:`.outcomes`: what ``rulings run`` adds for judges (distributions, what
  the engine does not model);
* :mod:`.commands`: the sub-commands, registered by :mod:`rulings.cli`.

Deck legality is game-specific: :mod:`rulings.games.eredan.deck`.

Modules on the ``ask`` path import only the standard library (and PyYAML when
the cache must be rebuilt), so the command starts fast.
"""
