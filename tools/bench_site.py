#!/usr/bin/env python3
"""Benchmark the site build: the real site, a synthetic 2,000-ruling knowledge base, and a plain
Material build of the same pages written as ordinary Markdown, with the same section-only navigation.

Prints the three build times and the ratio of the generated build to the plain one.
Targets: real site < 15 s; 2,000 rulings < 40 s and within 1.3x of the plain build.

    python tools/bench_site.py [--rulings 2000]
    python tools/bench_site.py --smoke      # a few seconds: 3 synthetic rulings and their plain build, no real
                                            # site, no target judged (the tests run it)
"""

from __future__ import annotations

import argparse
import json
import re
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

TEMPLATE = """\
id: synthetique-{n}
title: "Décision synthétique n°{n} : {card} et la limitation à {limit} points"
game: eredan
status: {status}
source:
  document: 000_ed20e611d15ee255.txt
  post: Modification de caractéristique, immunité et limitation
  date: 2011-09-05
  quote: "Dame Yilith limite la variation des caractéristiques des deux personnages en combat à trois points."
cards: [Dame Yilith, {card}, Coup de barre]
tags: [synthétique, groupe {group}]
ruling: "Cas synthétique n°{n} : une variation de {amount} est limitée à {limit}."
define:
  characters:
    - name: Adversaire {n}
      text: "Personnage synthétique."
      source: {{kind: reconstructed, note: "Banc d'essai."}}
cases:
  - name: cas-{n}
    setup:
      initiative: B
      A: {{characters: [Dame Yilith]}}
      B: {{characters: [{{name: Adversaire {n}, spirit: {spirit}}}]}}
    fight: {{A: Dame Yilith, B: Adversaire {n}}}
    play:
      B: [{card}]
      A: [Coup de barre]
    expect:
      after Coup de barre:
        Adversaire {n}.spirit: {expected}
"""


def synthetic(folder: Path, count: int) -> None:
    target = folder / "eredan"
    target.mkdir(parents=True)
    for n in range(count):
        spirit = n % 5
        # Pierre cristal: spirit +4, limited to +3 by Dame Yilith; Coup de barre -1 -> +3 kept
        target.joinpath(f"synthetique-{n}.yaml").write_text(TEMPLATE.format(
            n=n, card="Pierre cristal", limit=3, amount=4, status=("confirmed", "unconfirmed")[n % 2],
            group=n % 20, spirit=spirit, expected=spirit + 3), encoding="utf-8")


def timed_build(project: Path, site: Path, env_extra: dict) -> float:
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1", **env_extra)
    env.pop("OFFLINE", None)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(site)], cwd=project,
                   env=env, check=True)
    return time.perf_counter() - start


def plain_project(folder: Path, scenarios: Path) -> Path:
    """The same generated pages as ordinary Markdown files, built without our hook."""
    sys.path.insert(0, str(ROOT))
    from rulings.core import kb
    from rulings.site import pages
    from rulings.site.hooks import game_sections

    report = kb.check(kb.load_all(ROOT, [scenarios]))
    project = folder / "plain"
    docs = project / "docs"
    shutil.copytree(ROOT / "docs", docs)
    generated = pages.generate(report)
    for path, content in generated.pages.items():
        (docs / path).parent.mkdir(parents=True, exist_ok=True)
        (docs / path).write_text(generated.fill(content), encoding="utf-8")   # the HTML blocks inline
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    hook = "hooks:\n  - tools/site_hooks.py\n"
    assert hook in config, "mkdocs.yml no longer declares the hook as this script expects"
    config = config.replace(hook, "")
    # anything else naming the knowledge base (watch: scenarios/…) would abort a project that has none
    config = re.sub(r"(?m)^watch:\n(?:  - .*\n)+", "", config)
    nav = next(line for line in config.splitlines() if line.startswith("  - Jeux:"))
    config = config.replace(nav, "\n".join(f"  - {json.dumps(title, ensure_ascii=False)}: "
                                           f"{json.dumps(pages, ensure_ascii=False)}"
                                           for section in game_sections(ROOT / "docs") for title, pages in section.items()))
    (project / "mkdocs.yml").write_text(config, encoding="utf-8")
    return project


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rulings", type=int, default=2000)
    parser.add_argument("--smoke", action="store_true", help="3 synthetic rulings and their plain build only")
    args = parser.parse_args(argv)
    if args.smoke:
        args.rulings = 3
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        if not args.smoke:
            real = timed_build(ROOT, tmp / "site-real", {})
            print(f"real site:                    {real:6.1f} s   (target < 15 s)")
        scenarios = tmp / "scenarios"
        synthetic(scenarios, args.rulings)
        generated = timed_build(ROOT, tmp / "site-synthetic", {"RULINGS_SCENARIOS": str(scenarios)})
        print(f"{args.rulings} synthetic rulings:       {generated:6.1f} s   (target < 40 s)")
        plain = timed_build(plain_project(tmp, scenarios), tmp / "site-plain", {})
        print(f"plain Material, same pages:   {plain:6.1f} s")
        print(f"ratio generated / plain:      {generated / plain:6.2f}     (target <= 1.30)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
