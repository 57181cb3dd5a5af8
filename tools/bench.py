"""Benchmark of the knowledge base: loading, running one case, the whole ``rulings check``.

Usage::

    python tools/bench.py                # the figures, with their targets
    python tools/bench.py --repeat 200   # more runs per case (steadier figures)
    python tools/bench.py --profile      # and the hot spots of running every case (cProfile)
    python tools/bench.py --smoke        # a few seconds: every measure once, on a few cases (the tests run it)
    python tools/bench.py --scale 1000,5000,20000   # ``check`` and ``export --json`` on synthetic bases

Figures:

* load: parse + validate + prepare every scenario (and the card databases), cold, in a fresh process;
* one case: ``rulings.core.runner.run_case`` on an already prepared case (no
  parsing), each case run ``--repeat`` times; a case's time is the median of
  its runs, and the median and 95th percentile are taken over the cases.  This
  is CPU time of this process (``time.process_time``): other processes on a
  busy machine do not inflate it, as they would wall time;
* cases per second on one core: the best of a few passes over all cases (CPU time);
* ``rulings check``: the real command in a subprocess (Python start-up included), best of three after a
  warm-up run (bytecode and parse cache in place, as a judge runs it again): wall time for each game's folder,
  wall and CPU time for every game, and CPU time with the parse cache off (a first run);
* ``--scale N,M…``: a synthetic knowledge base of N rulings (the bundled rulings of every game copied in
  turn under new ids, each with its game's card database), then ``rulings check`` and ``rulings export
  --json`` on it: wall time, CPU time, the time per ruling (linear when it stays flat) and the peak memory of
  the process (target: ``check`` at most 300 MB at any size).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rulings.core import kb  # noqa: E402
from rulings.core.runner import run_case  # noqa: E402

TARGET_SCALE_MB = 300    # --scale: the peak memory of ``rulings check`` at any size
TARGET_CHECK_S = 1.0     # every game's rulings, CPU seconds, parse cache warm
SMOKE_CASES = 20         # --smoke: the cases timed


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def verdict(ok: bool) -> str:
    return "ok" if ok else "OVER TARGET"


LOAD = ("import sys, time; from pathlib import Path; from rulings.core import kb; start = time.perf_counter(); "
        "report = kb.load_all(Path(sys.argv[1])); print(time.perf_counter() - start)")


def time_load(tries: int = 3) -> tuple[float, kb.Report]:
    """Cold load (databases included) in a fresh process, best of ``tries``; and a report loaded here."""
    best = min(float(subprocess.run([sys.executable, "-c", LOAD, str(ROOT)], capture_output=True, text=True,
                                    check=True, cwd=ROOT).stdout) for _ in range(tries))
    return best, kb.load_all(ROOT)


def time_cases(cases: list, repeat: int) -> dict:
    """Median time of each case over ``repeat`` runs (seconds), keyed by node id."""
    per_case = {}
    for case in cases:
        run_case(case)                        # warm-up (imports, caches)
        runs = []
        for _ in range(repeat):
            start = time.process_time()
            run_case(case)
            runs.append(time.process_time() - start)
        per_case[case.node_id] = statistics.median(runs)
    return per_case


def time_passes(cases: list, passes: int) -> float:
    """Best time of one pass over every case."""
    best = float("inf")
    for _ in range(passes):
        start = time.process_time()
        for case in cases:
            run_case(case)
        best = min(best, time.process_time() - start)
    return best


def branch_points(cases: list, per_case: dict) -> str:
    """What the players' free choices and the open readings cost (issue 27): the cases that leave a choice free
    and their share of the run time, and the time to play every case under each alternative of its readings (the
    site's and ``rulings run``'s tables, never paid by ``rulings check``)."""
    from rulings.core.runner import by_reading, run_case

    free, outcomes, started = [], 0, time.perf_counter()
    tables = alternatives = 0
    for case in cases:
        result = run_case(case)
        if len(result.groups) > 1:
            free.append(case.node_id)
            outcomes += len(result.outcomes)
        for table in by_reading(case, result):
            tables += 1
            alternatives += len(table.runs) - 1
    total = sum(per_case.values())
    share = sum(per_case.get(node, 0.0) for node in free) / total if total else 0.0
    return (f"free choices: {len(free)} cases, {outcomes} runs, {share:.1%} of the run time; readings: "
            f"{tables} tables, {alternatives} more runs, all cases with their tables in "
            f"{time.perf_counter() - started:.2f} s")


def time_check(paths=(), tries: int = 3, cache: str = "all") -> tuple[float, float, str]:
    """Best wall time and best CPU time (user + system) of ``rulings check [paths]`` in a subprocess, as a judge
    runs it again after editing a file: after one run that left Python's bytecode and the knowledge base's caches
    in place. ``cache``: "all" (the parse cache and the verdicts kept, :mod:`rulings.core.verdict_cache`: every
    ruling unchanged), "parse" (the verdicts forgotten before each run: every case run, each file's parse kept),
    "off" (``RULINGS_CACHE=off``: every file parsed, every case run)."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    if cache == "off":
        env["RULINGS_CACHE"] = "off"
    kept = ROOT / ".rulings_cache" / "verdicts"
    command = [sys.executable, "-m", "rulings", "check", *paths]
    subprocess.run(command, capture_output=True, cwd=ROOT, env=env)           # the warm-up
    best, best_cpu, last = float("inf"), float("inf"), ""
    for _ in range(tries):
        if cache == "parse":
            kept.unlink(missing_ok=True)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        run = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, env=env)
        best = min(best, time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        best_cpu = min(best_cpu, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        last = (run.stdout.strip().splitlines() or ["(no output)"])[-1]
    return best, best_cpu, last


def synthetic_kb(folder: Path, count: int) -> None:
    """``count`` rulings under ``folder/scenarios``: the bundled ones of every game in turn, each under a new id
    (its file named after it), beside a copy of each game's card database."""
    import re
    import shutil

    from rulings.core.scenario import is_scenario_file

    bundled = ROOT / "scenarios"
    files = sorted(p for p in bundled.rglob("*.yaml") if is_scenario_file(p.relative_to(bundled)))
    texts = [(p.relative_to(bundled).parts[0], p.read_text(encoding="utf-8")) for p in files]
    for game in {game for game, _ in texts}:
        shutil.copytree(bundled / game / "database", folder / "scenarios" / game / "database")
    for n in range(count):
        game, text = texts[n % len(texts)]
        match = re.search(r"(?m)^id: ([a-z0-9-]+)$", text)
        new_id = f"{match.group(1)}-s{n}" if match else None
        if match:
            text = f"{text[:match.start()]}id: {new_id}{text[match.end():]}"
        target = folder / "scenarios" / game / "synthetique" / f"{n // 1000:03d}"
        target.mkdir(parents=True, exist_ok=True)
        (target / f"{new_id}.yaml").write_text(text, encoding="utf-8")


MEASURED = ("import resource, sys, time; from rulings.cli import main; start = time.perf_counter(); "
            "code = main(sys.argv[1:]); usage = resource.getrusage(resource.RUSAGE_SELF); "
            "print(code, time.perf_counter() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, "
            "file=sys.stderr)")


def measured(argv: list[str]) -> tuple[int, float, float, float, str]:
    """``rulings ARGV`` in a fresh process: exit code, wall and CPU seconds, peak memory (MB), last output line."""
    run = subprocess.run([sys.executable, "-c", MEASURED, *argv], capture_output=True, text=True, cwd=ROOT)
    code, wall, cpu, peak_kb = run.stderr.strip().splitlines()[-1].split()
    last = (run.stdout.strip().splitlines() or [""])[-1][:60]
    return int(code), float(wall), float(cpu), int(peak_kb) / 1024, last


def scale(counts: list[int]) -> bool:
    import tempfile

    ok = True
    print(f"{'rulings':>8} {'command':<14} {'exit':>4} {'wall s':>8} {'CPU s':>8} {'ms/ruling':>10} {'peak MB':>8}")
    for count in counts:
        with tempfile.TemporaryDirectory(prefix="rulings-scale-") as temp:
            synthetic_kb(Path(temp), count)
            for command in (["check"], ["export", "--json"]):
                code, wall, cpu, peak, last = measured([command[0], "--kb", temp, *command[1:]])
                within = command[0] != "check" or peak <= TARGET_SCALE_MB
                ok &= within
                print(f"{count:>8} {' '.join(command):<14} {code:>4} {wall:>8.1f} {cpu:>8.1f} "
                      f"{cpu / count * 1000:>10.2f} {peak:>8.0f}"
                      + ("" if command[0] != "check" else
                         f"   (target ≤ {TARGET_SCALE_MB} MB: {verdict(within)})  [{last}]"))
    return ok


def profile(cases: list, passes: int, top: int) -> str:
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(passes):
        for case in cases:
            run_case(case)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out).strip_dirs().sort_stats("tottime")
    stats.print_stats(top)
    return out.getvalue()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=50, help="runs of each case (default 50)")
    parser.add_argument("--profile", action="store_true", help="print the hot spots (cProfile, by own time)")
    parser.add_argument("--top", type=int, default=25, help="lines of the profile (default 25)")
    parser.add_argument("--slowest", type=int, default=5, help="slowest cases listed (default 5)")
    parser.add_argument("--smoke", action="store_true",
                        help="a few seconds: each measure once, on the first cases only; no target is judged")
    parser.add_argument("--scale", metavar="N,M…",
                        help="only the synthetic bases of these sizes (rulings): check and export, time and memory")
    args = parser.parse_args(argv)
    if args.scale:
        return 0 if scale([int(n) for n in args.scale.split(",")]) else 1
    if args.smoke:
        args.repeat, args.slowest = 1, 2
    tries = 1 if args.smoke else 3

    load_time, report = time_load(tries)
    if report.errors:
        for err in report.errors:
            print(f"error: {err}", file=sys.stderr)
    cases = [case for scenario in report.scenarios for case in scenario.cases]
    if args.smoke:
        cases = cases[:SMOKE_CASES]
    if not cases:
        print("no case to run", file=sys.stderr)
        return 2
    print(f"scenarios: {len(report.scenarios)}, cases: {len(cases)}, "
          f"load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} CPU")
    print(f"load (parse + validate + prepare, cold): {load_time * 1000:8.1f} ms")

    per_case = time_cases(cases, args.repeat)
    times = list(per_case.values())
    median, p95 = statistics.median(times), percentile(times, 0.95)
    print(f"one case, median:                        {median * 1e6:8.1f} µs   "
          f"(no target of its own: the whole « rulings check » has one, below)")
    print(f"one case, p95:                           {p95 * 1e6:8.1f} µs")
    one_pass = time_passes(cases, 1 if args.smoke else max(3, args.repeat // 10))
    print(f"cases per second (one core):             {len(cases) / one_pass:8.0f}")
    print(branch_points(cases, per_case))

    from rulings import games

    for name in games.REGISTRY if not args.smoke else ():
        game_time, _cpu, game_last = time_check([f"scenarios/{name}"], cache="parse")
        print(f"rulings check scenarios/{name + ' (wall):':<16}{game_time:8.2f} s    [{game_last}]")
    check_time, check_cpu, last = time_check(tries=tries)
    run_cpu = check_cpu if args.smoke else time_check(tries=tries, cache="parse")[1]
    uncached_cpu = check_cpu if args.smoke else time_check(tries=tries, cache="off")[1]
    print(f"rulings check, every game (wall):        {check_time:8.2f} s    [{last}]")
    print(f"rulings check, every game (CPU):         {check_cpu:8.2f} s    "
          f"(target ≤ {TARGET_CHECK_S:.0f} s: {verdict(check_cpu <= TARGET_CHECK_S)}; user + system, what a busy "
          "machine inflates least; every ruling unchanged since the last run: its verdict kept)")
    print(f"rulings check, every case run (CPU):     {run_cpu:8.2f} s    (the verdicts forgotten, the parse kept: "
          "what a change of the engine or of a card database costs)")
    print(f"rulings check, caches off (CPU):         {uncached_cpu:8.2f} s    (every file parsed, every case run: "
          "a first run)")

    slowest = sorted(per_case.items(), key=lambda item: -item[1])[:args.slowest]
    if slowest:
        print("slowest cases:")
        for node_id, seconds in slowest:
            print(f"  {seconds * 1e6:8.1f} µs  {node_id}")
    if args.profile:
        print("\nhot spots (cProfile, sorted by own time):")
        print(profile(cases, 1 if args.smoke else max(3, args.repeat // 10), args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
