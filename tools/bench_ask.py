"""Benchmark of ``rulings ask``: wall time of the real command, Python start-up included.

Usage::

    python tools/bench_ask.py                 # both figures, with their targets
    python tools/bench_ask.py --rulings 2000  # a smaller synthetic base
    python tools/bench_ask.py --repeat 15     # more runs per question (steadier figures)
    python tools/bench_ask.py --smoke         # a few seconds: one run of two questions, 50 rulings (the tests run it)

Figures (each the median, and the best, of ``--repeat`` runs per question, over
the five example questions of the issue; the cache is warmed first):

* real base: ``python -m rulings ask ...`` and the ``rulings`` console script
  on the project's ``scenarios/`` (target: under 150 ms);
* synthetic base: ``python -m rulings ask --kb DIR ...`` on 10,000 generated
  rulings in a temporary folder (target: under 300 ms); the time of the first
  question, which builds the cache from the files, is printed for information.

The cache goes to a temporary folder (``RULINGS_CACHE_DIR``), never to the
user's.  The machine's load shows in wall times: the CPU time (user + system)
of the same runs is printed next to them.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

QUESTIONS = ["cercueil glace ordre", "dame yillith", "phenix", "perte de pv jugement", "prestige collector"]
TARGET_REAL_MS = 150
TARGET_SYNTHETIC_MS = 300

WORDS = """affrontement attaque défense esprit bonus malus ordre maraudeur combat tour résolution enchaînement
carte objet arme armure bouclier casque familier sort théurgie action personnage adverse allié ligne dégâts
magiques physiques directs perte points vie soin mort victoire score défausse pioche main deck initiative
durée permanent éphémère temporaire attachée fin début phase jeu capacité limitation fixation réduction
augmentation échange copie annulation appelée clonée changeante restriction guilde classe race caste mage
combattant prêtre golem guémélite marqueur poudre rune élément feu eau ombre lumière inclinée redressée
""".split()
SYLLABLES = "ka ra mo ni lu sa te ba dor vel zan qui ro fe li na to mi gar sel ith an or el ys".split()
STATUSES = ["confirmed"] * 8 + ["unconfirmed", "errata"]


def card_names(rng: random.Random, count: int) -> list[str]:
    names: set[str] = set()
    while len(names) < count:
        word = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))).capitalize()
        names.add(word if rng.random() < 0.5 else f"{word} {rng.choice(['de', 'du', 'des'])} {rng.choice(WORDS)}")
    return sorted(names)


def sentence(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


def generate(directory: Path, count: int, seed: int = 7) -> None:
    """Write ``count`` scenario files (metadata like the real ones, a short case) under ``directory``."""
    rng = random.Random(seed)
    names = card_names(rng, max(50, count // 5))
    for number in range(count):
        folder = directory / f"lot-{number // 500:02d}"
        folder.mkdir(parents=True, exist_ok=True)
        cards = rng.sample(names, rng.randint(1, 5))
        title = f"{cards[0]} : {sentence(rng, rng.randint(5, 10))}"
        text = (
            "# yaml-language-server: $schema=../../../schema/eredan.scenario.schema.json\n"
            f"id: regle-{number:05d}\n"
            f"title: \"{title}\"\n"
            "game: eredan\n"
            f"status: {rng.choice(STATUSES)}\n"
            "source:\n"
            "  document: 000_ed20e611d15ee255.txt\n"
            f"  post: {rng.choice(cards)}\n"
            "  date: 2011-09-05\n"
            f"  quote: \"{sentence(rng, 40)}\"\n"
            f"cards: [{', '.join(cards)}]\n"
            f"tags: [{', '.join(rng.sample(WORDS, 3))}]\n"
            f"ruling: >\n  {sentence(rng, 25)} {sentence(rng, 15)}\n"
            "cases:\n"
            "  - name: exemple\n"
            "    setup:\n"
            "      A: {characters: [Naya]}\n"
            "      B: {characters: [Dimizar]}\n"
            "    fight: {A: Naya, B: Dimizar}\n"
            "    expect:\n"
            "      end of combat: {Naya.hp: 10}\n"
        )
        (folder / f"regle-{number:05d}.yaml").write_text(text, encoding="utf-8")


def timed(command: list[str], env: dict) -> tuple[float, float]:
    """(wall ms, CPU ms of the child) of one run; the run must succeed."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    run = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if run.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed:\n{run.stderr}")
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    return wall, cpu


def measure(label: str, base: list[str], env: dict, repeat: int, target: float, questions=QUESTIONS) -> bool:
    timed(base + [QUESTIONS[0]], env)  # warm the cache and the disk
    walls, cpus = [], []
    for question in questions:
        for _ in range(repeat):
            wall, cpu = timed(base + question.split(), env)
            walls.append(wall)
            cpus.append(cpu)
    median = statistics.median(walls)
    ok = median < target
    print(f"{label:<44} median {median:6.0f} ms  best {min(walls):6.0f} ms  "
          f"(CPU median {statistics.median(cpus):4.0f} ms)  target < {target} ms: {'ok' if ok else 'OVER TARGET'}")
    return ok


def console_script() -> str | None:
    """The ``rulings`` script installed next to this Python (not a shell shim in front of it)."""
    beside = Path(sys.executable).parent / "rulings"
    return str(beside) if beside.exists() else shutil.which("rulings")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rulings", type=int, default=10_000, help="size of the synthetic base (default 10000)")
    parser.add_argument("--repeat", type=int, default=5, help="runs per question (default 5)")
    parser.add_argument("--smoke", action="store_true", help="a few seconds: one run of two questions on a base of "
                                                             "50 rulings; no target is judged")
    args = parser.parse_args(argv)
    questions = QUESTIONS[:2] if args.smoke else QUESTIONS
    if args.smoke:
        args.rulings, args.repeat = 50, 1
    ok = True
    with tempfile.TemporaryDirectory(prefix="bench-ask-") as temp:
        env = dict(os.environ, RULINGS_CACHE_DIR=str(Path(temp) / "cache"))
        print(f"rulings ask, {len(questions)} questions × {args.repeat} runs, Python start-up included")
        ok &= measure("real base, python -m rulings ask", [sys.executable, "-m", "rulings", "ask"], env,
                      args.repeat, TARGET_REAL_MS, questions)
        script = None if args.smoke else console_script()      # the smoke run times python -m rulings only
        if script:
            ok &= measure(f"real base, {Path(script).name} ask (console script)", [script, "ask"], env,
                          args.repeat, TARGET_REAL_MS)
        elif not args.smoke:
            print("console script 'rulings' not found (pip install -e .): skipped")
        synthetic = Path(temp) / "base"
        start = time.perf_counter()
        generate(synthetic, args.rulings)
        print(f"synthetic base: {args.rulings} rulings generated in {time.perf_counter() - start:.1f} s")
        base = [sys.executable, "-m", "rulings", "ask", "--kb", str(synthetic)]
        cold, _cpu = timed(base + ["attaque", "bonus"], env)
        print(f"{'synthetic base, first question (builds the cache)':<44} {cold:6.0f} ms  (information)")
        ok &= measure(f"synthetic base ({args.rulings}), python -m rulings ask", base, env, args.repeat,
                      TARGET_SYNTHETIC_MS, questions)
    return 0 if ok or args.smoke else 1


if __name__ == "__main__":
    sys.exit(main())
