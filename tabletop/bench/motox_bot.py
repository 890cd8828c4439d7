"""How often MotoX's bot beats random movers: `python -m tabletop.bench.motox_bot`.

One seat (turning round the table from race to race) is the game's bot, every
other seat the engine's random mover, building phase included. The figure is
recorded in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse

from tabletop.engine.contract import SeatSetup, Setup
from tabletop.engine.random_bot import RandomBot
from tabletop.games.motox.bot import MotoXBot
from tabletop.games.motox.game import make_rules
from tabletop.games.registry import Bot


def bot_wins(players: int, races: int, seed: int = 1000) -> int:
    """Races (of `races`) won by the one bot among `players - 1` random movers."""
    rules = make_rules()
    setup = Setup(tuple(SeatSetup(f"Rider {i + 1}", True) for i in range(players)))
    wins = 0
    for race in range(races):
        seat = race % players
        bots: list[Bot] = [
            MotoXBot(seed + race * 7 + i) if i == seat else RandomBot(seed + race * 7 + i)
            for i in range(players)
        ]
        state = rules.new_state(setup, seed + race)
        while waiting := rules.to_act(state):
            actor = waiting[0]
            rules.apply(state, actor, bots[actor].choose(rules, rules.view(state, actor), actor))
        wins += state.winner == seat
    return wins


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--races", type=int, default=200)
    args = parser.parse_args()
    wins = bot_wins(args.players, args.races)
    print(f"{args.players} players: the bot won {wins} of {args.races} races ({wins / args.races:.0%})")


if __name__ == "__main__":
    main()
