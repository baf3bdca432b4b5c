"""Advice bench (issue 29): the median time to advise each sample battle of the four systems, against 300 ms.

For each battle of the bundled sample campaign whose system has an advisor (``SystemSpec.advice``; a system without
one yet is skipped and said so): the request built from the file (``advice_request(svc, battle_id)``, the side whose
turn it is) and run with the campaign's seed (``campaign_seed``), as the Advise tab does after each action; the
median of ``--reps`` (the first, with the imports, included in the count like any other), wall-clock time against
the target, with the CPU time beside it (on a busy machine the two part). Prints one line a battle with its options
and the best one. Exits 1 only if advice fails (an error, or no option for a battle); a slow
machine prints its figures and still exits 0 (the time is a figure to watch; the tests hold the behaviour).
Run: uv run python bench/advice.py [--reps N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

TARGET_S = 0.300


def _advise_once(svc, builder, battle_id: int):
    from muster.services.advice_common import campaign_seed

    return builder(svc, battle_id).run(seed=campaign_seed(svc, battle_id))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=7)
    args = parser.parse_args(argv)

    from muster.services import queries as q
    from muster.services.advice import advice_builder_of
    from muster.services.files import open_campaign
    from muster.services.sample import create_sample

    failed = False
    with tempfile.TemporaryDirectory(prefix="muster-advice-bench-") as folder:
        path = create_sample(Path(folder) / "sample.muster")
        svc = open_campaign(path)
        try:
            for battle in q.battles(svc):
                if battle.system == "generic":
                    continue
                builder = advice_builder_of(battle.system)
                if builder is None:
                    print(f"{battle.system:8} {battle.name}: skipped (no advisor yet)")
                    continue
                times, cpu, advice = [], [], None
                try:
                    for _ in range(max(1, args.reps)):
                        start, start_cpu = time.perf_counter(), time.process_time()
                        advice = _advise_once(svc, builder, battle.id)
                        times.append(time.perf_counter() - start)
                        cpu.append(time.process_time() - start_cpu)
                except Exception as exc:  # noqa: BLE001 (the bench reports any failure and goes on)
                    print(f"{battle.system:8} {battle.name}: FAILED {type(exc).__name__}: {exc}")
                    failed = True
                    continue
                median = statistics.median(times)
                verdict = "ok" if median <= TARGET_S else "over the 300 ms target"
                line = (f"{battle.system:8} {battle.name}: median {median * 1000:.0f} ms over {len(times)} ({verdict}; "
                        f"CPU {statistics.median(cpu) * 1000:.0f} ms)")
                best = advice.best if advice is not None else None
                if advice is None or best is None:
                    print(f"{line}; FAILED: no option advised")
                    failed = True
                    continue
                print(f"{line}; {len(advice.options)} options, best: {best.label} ({best.win:.0%})")
        finally:
            svc.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
