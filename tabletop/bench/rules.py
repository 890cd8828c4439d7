"""`bench rules`: random-bot Nascard races per second, and the mean time of one
`legal_actions` and one `apply` call across those races."""

from __future__ import annotations

import statistics
import time

from tabletop.engine.random_bot import RandomBot
from tabletop.games.registry import rules_for
from tabletop.games.simulate import bot_setup
from tabletop.language import _


def bench_rules(games: int, players: int = 4) -> dict[str, float]:
    rules = rules_for("nascard")
    setup = bot_setup(players, {"rivals": True})
    legal_times: list[float] = []
    apply_times: list[float] = []
    started = time.perf_counter()
    for seed in range(games):
        state = rules.new_state(setup, seed)
        bot = RandomBot(seed)
        while waiting := rules.to_act(state):
            seat = waiting[0]
            t0 = time.perf_counter()
            actions = rules.legal_actions(state, seat)
            t1 = time.perf_counter()
            action = bot.rng.choice(actions)
            t2 = time.perf_counter()
            rules.apply(state, seat, action)
            t3 = time.perf_counter()
            legal_times.append(t1 - t0)
            apply_times.append(t3 - t2)
    elapsed = time.perf_counter() - started
    return {
        "races": games,
        "races_per_second": games / elapsed,
        "legal_actions_us": statistics.mean(legal_times) * 1e6,
        "apply_us": statistics.mean(apply_times) * 1e6,
        "apply_p95_us": statistics.quantiles(apply_times, n=20)[18] * 1e6,
    }


def print_rules(games: int) -> None:
    figures = bench_rules(games)
    print(_("Nascard rules, {games} random-bot races, 4 players + 2 rivals:").format(games=games))
    # Each row's label padded to one width, whatever the language's words.
    rows = [
        (_("races per second"), f"{figures['races_per_second']:.1f}"),
        ("legal_actions", _("{mean:.1f} us mean").format(mean=figures["legal_actions_us"])),
        ("apply", _("{mean:.1f} us mean, {p95:.1f} us p95").format(
            mean=figures["apply_us"], p95=figures["apply_p95_us"])),
    ]
    width = max(21, *(len(label) + 2 for label, _figure in rows))
    for label, figure in rows:
        print(f"  {label:<{width}}{figure}")
