"""Out of Mine!: solver time per (layout, card) pair, and the AI dwarves' planning time.

Run from the repository root::

    .venv/bin/python -m benchmarks.out_of_mine            # table
    .venv/bin/python -m benchmarks.out_of_mine --json     # raw figures

The solver part times ``solve`` (the first exact cover) on all 800 pairs of
the shipped content, best of ``--repeat`` runs per pair to shed noise from
other processes, and reports median, 90th percentile and the worst pair.
The dwarf part plans a whole turn (cover, difficulty count, timed actions)
for every level on a spread of pairs, and reports the CPU time that takes
and the moment the dwarf would call, in game seconds. CPU times of this
process, so other work on the machine skews them little.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from pygames.games.out_of_mine.actions import Wait
from pygames.games.out_of_mine.ai import LEVEL_SETTINGS, Situation, plan
from pygames.games.out_of_mine.content import CARDS, LAYOUTS
from pygames.games.out_of_mine.solver import solve


def _best_time(work: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.process_time()
        work()
        best = min(best, time.process_time() - started)
    return best


def _summary(samples: list[tuple[float, str]]) -> dict[str, Any]:
    ordered = sorted(samples)
    times = [seconds for seconds, _ in ordered]
    return {
        "count": len(times),
        "median_ms": 1000 * statistics.median(times),
        "p90_ms": 1000 * times[int(0.9 * (len(times) - 1))],
        "worst_ms": 1000 * times[-1],
        "worst_pair": ordered[-1][1],
        "total_s": sum(times),
    }


def solver_times(repeat: int) -> dict[str, Any]:
    """Time the first exact cover of every (layout, card) pair."""
    samples = []
    for layout in LAYOUTS:
        for card in CARDS:
            seconds = _best_time(partial(solve, layout.region, card.counts), repeat)
            samples.append((seconds, f"{layout.name} card {card.index + 1}"))
    return _summary(samples)


def _run(thinking: Any) -> Any:
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value


def dwarf_times(pairs: int) -> dict[str, Any]:
    """Plan a turn at every level on ``pairs`` spread pairs; CPU time and the dwarf's call time."""
    report = {}
    step = max(1, len(LAYOUTS) * len(CARDS) // pairs)
    chosen = range(0, len(LAYOUTS) * len(CARDS), step)
    for name, level in LEVEL_SETTINGS.items():
        samples, finish = [], []
        for index in chosen:
            layout, card = LAYOUTS[index // len(CARDS)], CARDS[index % len(CARDS)]
            situation = Situation(layout, card, (), 0, 0, None, False, False)
            rng = random.Random(index)
            started = time.process_time()
            actions = _run(plan(situation, level, rng))
            samples.append((time.process_time() - started, f"{layout.name} card {card.index + 1}"))
            finish.append(sum(a.tenths for a in actions if isinstance(a, Wait)) / 10)
        report[name] = {
            "planning": _summary(samples),
            "call_at_median_s": statistics.median(finish),
            "call_at_range_s": [min(finish), max(finish)],
        }
    return report


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per pair, best kept")
    parser.add_argument("--pairs", type=int, default=100, help="pairs the dwarves plan")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    report = {"solver": solver_times(args.repeat), "dwarves": dwarf_times(args.pairs)}
    if args.json:
        print(json.dumps({"python": sys.version.split()[0], **report}, indent=2))
        return
    solver = report["solver"]
    print(f"Out of Mine! on Python {sys.version.split()[0]}, CPU time")
    print(
        f"solver, first exact cover, {solver['count']} pairs: median {solver['median_ms']:.3f} ms, "
        f"p90 {solver['p90_ms']:.3f} ms, worst {solver['worst_ms']:.2f} ms "
        f"({solver['worst_pair']}), all {solver['total_s']:.2f} s"
    )
    print(f"{'dwarf':8} {'plan median':>12} {'p90':>9} {'worst':>9}  {'calls at (game s)':>20}")
    for name, row in report["dwarves"].items():
        timing = row["planning"]
        low, high = row["call_at_range_s"]
        print(
            f"{name:8} {timing['median_ms']:9.1f} ms {timing['p90_ms']:6.1f} ms "
            f"{timing['worst_ms']:6.1f} ms  median {row['call_at_median_s']:5.1f} "
            f"({low:.0f}-{high:.0f}), worst plan {timing['worst_pair']}"
        )


if __name__ == "__main__":
    main()
