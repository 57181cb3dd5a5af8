"""rulings: a rulings knowledge base and judge assistant for trading card games.

The package is split in two:

* ``rulings.core``: what every game shares (YAML loading with line numbers,
  format validation, traces, rule books, chance, expectations, the runner,
  the knowledge base and the CLI plumbing);
* ``rulings.games.<game>``: one rule set each (today: Eredan iTCG).
"""

__version__ = "0.1.0"
