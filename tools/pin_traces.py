"""Pin what a judge reads of every case (tests/pinned_traces/<game>/…), after a deliberate change of the traces.

Usage::

    python tools/pin_traces.py                 # every game
    python tools/pin_traces.py --game eredan   # one game

Then review the lines that changed (``git diff tests/pinned_traces``): each is a trace entry
(turn, phase, rule, text) or a line of a case's page that changed (tests/core/trace_pins.py).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rulings import games  # noqa: E402
from tests.core import trace_pins  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    names = [g.name for g in games.all_games()]
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=names, action="append")
    args = parser.parse_args(argv)
    for name in args.game or names:
        print(f"{name}: {trace_pins.write_pins(name)} cases pinned")
    return 0


if __name__ == "__main__":
    sys.exit(main())
