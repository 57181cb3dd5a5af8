"""The judge's assistant: answers at the table, in seconds, without network.

* :mod:`.index` and :mod:`.search`: ``rulings ask``, a ranked search over the
  rulings' metadata, from a cached index (no engine, no full validation);
* :mod:`.lookup`: ``rulings card`` and ``rulings rule``;
* :mod:`.new`: ``rulings new``, a commented scenario to fill (the game writes it);
* :mod:`.outcomes`: what ``rulings run`` adds for judges (distributions, what
  the engine does not model);
* :mod:`.commands`: the sub-commands, registered by :mod:`rulings.cli`.

Deck legality (``rulings deck``) and a scenario skeleton are the game's (``Game.check_deck``,
``Game.skeleton``); a game may add its own commands (``rulings.games.register_commands``).

Modules on the ``ask`` path import only the standard library (and PyYAML when
the cache must be rebuilt), so the command starts fast.
"""
