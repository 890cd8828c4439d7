"""The `tabletop` command: open the app, simulate bot games, validate data, replay a save, benchmark.

Everything but opening the app runs without pygame, so it works on a server too.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse

from tabletop.language import LANGUAGES, N_, _, local, ngettext, set_language

# What opening the app takes; each takes a value.
APP_OPTIONS = ("--smoke-frames", "--size", "--lang")

# argparse's own words for what a command line can get wrong, as argparse writes them: it asks
# its module's `_` for them, which `build_parser` points at the app's catalog.
ARGPARSE_WORDS = (
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"),
)


def build_parser() -> argparse.ArgumentParser:
    import argparse

    # The one language of the process, for the errors argparse words itself ("invalid choice").
    argparse._ = _  # type: ignore[attr-defined]

    class Formatter(argparse.HelpFormatter):
        """argparse's own words ("usage:", a heading's colon) in the chosen language too."""

        class _Section(argparse.HelpFormatter._Section):
            def format_help(self) -> str:
                # argparse glues a bare ":" to a heading; French spaces it ("options :").
                text: str = super().format_help()
                if not self.heading:
                    return text
                spaced = _("{heading}:").format(heading=self.heading)
                return text.replace(f"{self.heading}:\n", f"{spaced}\n", 1)

        def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
            # The prefix is "" (not None) when argparse writes a subcommand's name from the usage.
            super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)

    def parser_words(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
        parser._positionals.title = _("positional arguments")
        parser._optionals.title = _("options")
        parser.add_argument("-h", "--help", action="help", help=_("show this help message and exit"))
        return parser

    parser = parser_words(argparse.ArgumentParser(
        prog="tabletop",
        description=_("Racing board and card games for friends around one computer."),
        formatter_class=Formatter, add_help=False,
    ))
    parser.add_argument(
        "--smoke-frames", type=int, metavar="N", help=_("run N frames of the app and exit (for CI)")
    )
    parser.add_argument(
        "--size", metavar=_("WxH"), help=_("window size, e.g. 1280x720 (default: the saved setting)")
    )
    parser.add_argument(
        "--lang", choices=tuple(LANGUAGES), metavar="|".join(LANGUAGES),
        help=_("the language of this run, before any command (default: the saved setting)"),
    )
    from tabletop.games.registry import GAME_IDS

    commands = parser.add_subparsers(dest="command", metavar=_("COMMAND"))

    def command(name: str, help: str) -> argparse.ArgumentParser:
        return parser_words(commands.add_parser(
            name, help=help, description=help, formatter_class=Formatter, add_help=False
        ))

    sim = command("simulate", _("play bot games without a window and print results"))
    sim.add_argument("game", choices=GAME_IDS, help=_("the game to play"))
    sim.add_argument("--players", type=int, default=4, metavar=_("PLAYERS"),
                     help=_("number of seats (default 4)"))
    sim.add_argument("--rivals", action="store_true", help=_("fill the field with rival cars"))
    sim.add_argument("--games", type=_count, default=1, metavar=_("GAMES"),
                     help=_("how many games (default 1)"))
    sim.add_argument("--seed", type=int, default=1, metavar=_("SEED"),
                     help=_("seed of the first game (default 1)"))
    # No default: --bot and --seats say the same thing, and naming both is refused.
    sim.add_argument("--bot", choices=("game", "random", "vs-random"),
                     help=_("the game's own bot (default), the random bot, or vs-random: "
                            "the game's bot in seat 1 against random bots"))
    sim.add_argument("--seats", metavar=_("LEVEL,LEVEL,..."), type=_levels,
                     help=_("one level per seat, in seat order: random, easy, normal or hard "
                            "(instead of --bot; e.g. --seats hard,normal)"))
    sim.add_argument("--track", metavar=_("FILE"), type=Path,
                     help=_("race on this track file and report how fair it is: wins by seat and by "
                            "start position with 95%% intervals, race length, racers out, trouble spots"))
    sim.add_argument("--option", action="append", default=[], metavar=_("KEY=VALUE"),
                     help=_("a game option, e.g. --option laps=3 (repeatable)"))
    sim.add_argument("--json", action="store_true", help=_("print one JSON record instead of text"))

    val = command("validate", _("check data and track files; exit 1 on any problem"))
    val.add_argument("paths", nargs="*", metavar=_("paths"),
                     help=_("files or folders (default: all of data/ and your tracks)"))

    edit = command("edit", _("open the track editor"))
    edit.add_argument("game", nargs="?", metavar=_("game"),
                      help=_("the game whose track to edit (default: ask)"))
    edit.add_argument("file", nargs="?", metavar=_("file"), help=_("a track file to open"))
    edit.add_argument("--smoke-frames", type=int, metavar="N", default=argparse.SUPPRESS,
                      help=_("run N frames and exit (for CI)"))
    edit.add_argument("--size", metavar=_("WxH"), default=argparse.SUPPRESS, help=_("window size"))

    replay = command("replay", _("watch a saved game again, move by move"))
    replay.add_argument("file", type=Path, metavar=_("file"),
                        help=_("a save or an autosave, finished or not"))
    replay.add_argument("--smoke-frames", type=int, metavar="N", default=argparse.SUPPRESS,
                        help=_("run N frames and exit (for CI)"))
    replay.add_argument("--size", metavar=_("WxH"), default=argparse.SUPPRESS, help=_("window size"))

    bench = command("bench", _("measure speed and print figures"))
    bench.add_argument("what",
                       choices=("rules", "table", "idle", "memory", "launch", "bots", "replay", "all"),
                       nargs="?", default="all", help=_("what to measure (default: all)"))
    bench.add_argument("--games", type=_count, default=200, metavar=_("GAMES"),
                       help=_("races for the rules benchmark (default 200)"))
    bench.add_argument("--memory-games", type=_count, default=50, metavar=_("GAMES"),
                       help=_("games played in one process for the memory figure (default 50)"))
    bench.add_argument("--bundle", type=Path, metavar="EXE",
                       help=_("the frozen bundle's executable, to time its launch and measure its size"))
    bench.add_argument("--game", choices=GAME_IDS, help=_("bots: only this game (default: every game)"))
    bench.add_argument("--bot-games", type=_count, default=100, metavar=_("GAMES"),
                       help=_("bots: games per row of the win-share table (default 100)"))
    return parser


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace | SimpleNamespace:
    words = sys.argv[1:] if argv is None else list(argv)
    # The language comes first: the parser's help is written in it.
    code = _language_given(words)
    if code:
        set_language(code)
    app = _app_options(words)
    if app is not None:
        return app  # the app itself reads the saved language, with its settings
    if not code:
        set_language(_saved_language())
    return build_parser().parse_args(words)


def _saved_language() -> str:
    """The language the player chose in Settings (else the system's), for a command or its help
    run without `--lang`: the app's words are the same in the window and in the terminal."""
    from tabletop.files.settings import load_settings

    return load_settings()[0].language


def _language_given(words: list[str]) -> str | None:
    """The language `--lang` names (before the command), if it is one the app speaks."""
    rest = iter(words)
    for word in rest:
        if not word.startswith("-"):
            return None  # the command: what follows is its own
        name, equals, value = word.partition("=")
        if name in APP_OPTIONS and not equals:
            value = next(rest, "")
        if name == "--lang":
            return value if value in LANGUAGES else None
    return None


def _app_options(words: list[str]) -> SimpleNamespace | None:
    """`tabletop [--smoke-frames N] [--size WxH]`, read without argparse: its import and parsers
    would hold the menu back by a few milliseconds. None for anything else (a command, help, an
    abbreviation, a value argparse would refuse), which the whole parser reads and words."""
    given: dict[str, str] = {}
    rest = iter(words)
    for word in rest:
        name, equals, value = word.partition("=")
        if name not in APP_OPTIONS or name in given:
            return None
        value = value if equals else next(rest, "")
        if not value or value.startswith("-"):
            return None
        given[name] = value
    frames = given.get("--smoke-frames")
    if frames is not None and not frames.isdecimal():
        return None
    if given.get("--lang", "en") not in LANGUAGES:
        return None
    return SimpleNamespace(
        command=None, smoke_frames=None if frames is None else int(frames), size=given.get("--size"),
        lang=given.get("--lang"),
    )


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        return _run(args)
    except BrokenPipeError:
        # The reader went away (`tabletop simulate ... | head`): what it did not read is not an
        # error to show. Python's last flush of stdout at exit must not fail again either.
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _run(args: argparse.Namespace | SimpleNamespace) -> int:
    if args.command == "simulate":
        return _simulate(args)
    if args.command == "validate":
        from tabletop.files.validate import validate_command

        return validate_command(args.paths)
    if args.command == "bench":
        from tabletop.bench.command import bench_command

        return bench_command(
            args.what, args.games, args.memory_games, args.bundle, args.game, args.bot_games
        )
    size = _parse_size(args.size) if args.size else None
    start = _editor_start(args.game, args.file) if args.command == "edit" else None
    if args.command == "replay":
        start = _replay_start(args.file)
    from tabletop.scenes.machinery.memory import lasting_for_good

    with lasting_for_good():
        from tabletop.app import run_app

    return run_app(smoke_frames=args.smoke_frames, size=size, start=start, language=args.lang)


def _told(command: str, message: str) -> str:
    """What went wrong, after the command that says it ("tabletop edit : ..." in French)."""
    return _("{command}: {message}").format(command=command, message=message)


def _editor_start(game: str | None, file: str | None) -> Any:
    """What `tabletop edit [GAME] [FILE]` opens; a game may be left out before a file."""
    from tabletop.editor.game_link import editable_games

    games = editable_games()
    if game is not None and game not in games and file is None and game.endswith(".yaml"):
        game, file = None, game
    if game is not None and game not in games:
        raise SystemExit(_told("tabletop edit", _("no track editor for {game!r}; choose from {games}").format(
            game=game, games=", ".join(games))))
    path = Path(file) if file else None
    if path is not None and game is None:
        game = _game_of(path, games)

    def start(ctx: Any) -> None:
        from tabletop.scenes.editor.editor_launch import offer_unsaved, open_editor, open_editor_menu

        if game is None:
            open_editor_menu(ctx)
            return
        chosen = game

        def edit() -> None:
            open_editor(ctx, chosen, path)

        offer_unsaved(ctx, edit)

    return start


def _replay_start(path: Path) -> Any:
    """What `tabletop replay FILE` opens: the save replayed, before any window, so a bad file
    is told in words and the app does not open."""
    from tabletop.engine.match import SaveError
    from tabletop.files import saves

    try:
        match = saves.load(path)
    except SaveError as exc:
        told = _("{path} cannot be replayed: {reason}.").format(path=path, reason=_(exc.summary))
        raise SystemExit(_told("tabletop replay", f"{told}\n{exc}")) from None

    def start(ctx: Any) -> None:
        from tabletop.scenes.play.replay_scene import ReplayScene

        ctx.stack.push(ReplayScene(ctx, match))

    return start


def _game_of(path: Path, games: list[str]) -> str:
    from tabletop.content.problems import ContentError
    from tabletop.content.yaml_source import read_yaml

    try:
        data = read_yaml(path)
    except ContentError as exc:
        raise SystemExit(_told("tabletop edit", str(exc))) from None
    game = data.get("game") if isinstance(data, dict) else None
    if game not in games:
        must = _("'game' must be one of {games}").format(games=", ".join(games))
        raise SystemExit(_told("tabletop edit", f"{path}: {must}"))
    return str(game)


def _parse_size(text: str) -> tuple[int, int]:
    from tabletop.files.settings import MAX_WINDOW_SIZE, MIN_WINDOW_SIZE

    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        must = _("--size must look like 1280x720, not {text!r}").format(text=text)
        raise SystemExit(_told("tabletop", must)) from None
    # Below the least the scenes are laid out for they overlap; a window of no pixels cannot open.
    if not all(least <= given <= most for least, given, most in zip(
            MIN_WINDOW_SIZE, (width, height), MAX_WINDOW_SIZE, strict=True)):
        must = _("--size must be from {least} to {most}, not {text!r}").format(
            least="x".join(map(str, MIN_WINDOW_SIZE)), most="x".join(map(str, MAX_WINDOW_SIZE)), text=text)
        raise SystemExit(_told("tabletop", must))
    return width, height


def _parse_option(text: str) -> tuple[str, str]:
    """KEY=VALUE as text; the game's own option list gives the value its type."""
    key, sep, value = text.partition("=")
    if not sep or not key:
        must = _("--option must look like KEY=VALUE, not {text!r}").format(text=text)
        raise SystemExit(_told("tabletop", must))
    return key, value


def _count(text: str) -> int:
    """A number of games: a whole number, at least one (none would print a summary of nothing)."""
    import argparse

    if not text.strip().isdecimal() or int(text) < 1:
        raise argparse.ArgumentTypeError(_("{text!r} is not a number of games: give 1 or more").format(
            text=text))
    return int(text)


def _levels(text: str) -> tuple[str, ...]:
    import argparse

    from tabletop.engine.levels import ALL_LEVELS

    # "Hard" as the New game screen writes it is the level hard.
    levels = tuple(part.strip().lower() for part in text.split(","))
    for level in levels:
        if level not in ALL_LEVELS:
            raise argparse.ArgumentTypeError(
                _("unknown level {level!r}: choose from {levels}").format(
                    level=level, levels=", ".join(ALL_LEVELS)
                )
            )
    return levels


def _simulate(args: argparse.Namespace | SimpleNamespace) -> int:
    from tabletop.content.problems import ContentError
    from tabletop.games.setup import SetupError, resolve_options
    from tabletop.games.simulate import GAME_BOT, seat_levels, simulate

    levels: tuple[str, ...] = getattr(args, "seats", None) or ()
    if levels and args.bot is not None:
        print("tabletop simulate: " + _("--bot and --seats both say how the seats play: give one"),
              file=sys.stderr)
        return 2
    bot = args.bot or GAME_BOT
    if levels and len(levels) != args.players:
        print(_told("tabletop simulate", _("--seats names {levels} levels for {players} players").format(
            levels=len(levels), players=args.players)), file=sys.stderr)
        return 2
    given: dict[str, Any] = dict(_parse_option(o) for o in args.option)
    if args.rivals:
        given["rivals"] = True
    try:
        options = resolve_options(args.game, args.players, given)
    except (SetupError, ContentError) as exc:
        print(_told("tabletop simulate", str(exc)), file=sys.stderr)
        return 2
    if getattr(args, "track", None) is not None:
        # --bot races the track too (it was ignored: every car was Normal).
        return _race_track(args, levels or (seat_levels(bot, args.players) if args.bot else ()))
    progress = _progress_bar(args.games) if sys.stdout.isatty() and not args.json else None
    try:
        results = simulate(
            args.game, args.players, options, args.games, args.seed, bot, progress, levels
        )
    except ValueError as exc:
        print(_told("tabletop simulate", str(exc)), file=sys.stderr)
        return 2
    finally:
        if progress:
            sys.stderr.write("\n")
    if args.json:
        record = {
            "game": args.game,
            "players": args.players,
            "options": options,
            "bot": None if levels else bot,  # --seats said each seat's level instead
            "levels": list(levels or seat_levels(bot, args.players)),
            "games": [
                {
                    "seed": r.seed,
                    "actions": r.actions,
                    "ranking": list(r.outcome.ranking),
                    "winner": r.winner,
                    "winner_seats": list(r.outcome.winners()),
                    "levels": list(r.levels),
                    **{k: v for k, v in r.details.items() if k != "chart"},
                }
                for r in results
            ],
        }
        import json

        print(json.dumps(record, indent=1, sort_keys=True))
        return 0
    print(_seats_text(levels or seat_levels(bot, args.players)))
    for number, result in enumerate(results, start=1):
        print(_("Game {number} (seed {seed}): {details}").format(
            number=number, seed=result.seed, details=_describe(result.details)))
    print(_summary_text(args.players, results))
    return 0


def _race_track(args: argparse.Namespace | SimpleNamespace, levels: tuple[str, ...]) -> int:
    """`simulate --track FILE`: the track's fairness report, as the editor's Race it shows it."""
    import json

    from tabletop.content.problems import ContentError
    from tabletop.games.setup import SetupError
    from tabletop.games.track_check import load_track
    from tabletop.games.track_fairness import race_track, raceable

    if not raceable(args.game):
        not_raced = _("{game} is not raced on a track").format(game=args.game)
        print(_told("tabletop simulate", not_raced), file=sys.stderr)
        return 2
    try:
        layout = load_track(args.game, args.track).source
        report = race_track(args.game, layout, args.players, args.games, args.seed, levels=levels)
    except (ContentError, SetupError) as exc:
        print(_told("tabletop simulate", str(exc)), file=sys.stderr)
        return 2
    data = report.to_data()
    if args.json:
        print(json.dumps({"game": args.game, "players": args.players, "track": str(args.track), **data},
                         indent=1, sort_keys=True))
        return 0
    if levels:
        print(_seats_text(levels))  # the wins by seat are those seats'
    for line in _track_report_lines(args, data):
        print(line)
    return 0


def _track_report_lines(args: argparse.Namespace | SimpleNamespace, data: dict[str, Any]) -> list[str]:
    """`simulate --track`'s report in the language spoken: a heading, then indented lines."""
    from tabletop.engine.words import decimal
    from tabletop.games.setup import game_info
    from tabletop.games.track_fairness import percent, race_words, verdict_words

    heading = ngettext("{track}: {races} race of {players} {game} players",
                       "{track}: {races} races of {players} {game} players", data["races"])
    lines = [heading.format(track=args.track, races=data["races"], players=args.players,
                            game=local(game_info(args.game).name))]
    share = _("{number} {share} ±{margin}")
    for title, key in ((_("wins by seat: {shares}"), "by_seat"), (_("wins by start: {shares}"), "by_start")):
        shares = ", ".join(share.format(number=i, share=percent(s["share"]), margin=percent(s["margin"]))
                           for i, s in enumerate(data[key], start=1))
        lines.append(title.format(shares=shares))
    rounds = data["rounds"]
    lines.append(_("rounds: {mean} ±{margin}, about {minutes} minutes at the table").format(
        mean=decimal(rounds["mean"]), margin=decimal(rounds["margin"]), minutes=f"{data['minutes']:.0f}"))
    # In the game's own words (cars out, bikes wiped out), and not at all where none ever goes out.
    knocked_out = race_words(args.game).knocked_out
    if knocked_out is not None:
        lines.append(_(knocked_out).format(count=decimal(data["knocked_out_per_race"])))
    worst = list(data["trouble"].items())[:5]
    if worst:
        piece_count = _("piece {number} ({count})")
        spots = ", ".join(piece_count.format(number=int(piece) + 1, count=count) for piece, count in worst)
        lines.append(_("most trouble on: {spots}").format(spots=spots))
    lines.append(_("verdict: {verdict}").format(verdict=verdict_words(data["finding"])))
    return [lines[0], *("  " + line for line in lines[1:])]


def _describe(details: dict[str, Any]) -> str:
    parts = []
    if "order" in details:
        parts.append(", ".join(f"{i}. {n}" for i, n in enumerate(details["order"], start=1)))
    parts.extend(
        f"{key} {_plain(value)}" for key, value in details.items() if key not in ("order", "chart")
    )
    return " | ".join(parts)


def _plain(value: Any) -> str:
    """A detail as a person reads it: "Bot 1: 51, Bot 2: 39", not Python's {'Bot 1': 51, ...}."""
    if isinstance(value, dict):
        return ", ".join(f"{key}: {item}" for key, item in value.items()) or "-"
    if isinstance(value, (list, tuple)):
        return ", ".join(str(item) for item in value) or "-"
    return str(value)


def _seats_text(levels: Sequence[str]) -> str:
    """Who plays at which level, as the games' lines name them ("Bot 1")."""
    from tabletop.engine.levels import level_word

    # The names are `bot_setup`'s, which the games' lines print untranslated.
    seats = ", ".join(f"Bot {number} ({level_word(level)})" for number, level in enumerate(levels, start=1))
    return _("Seats: {seats}").format(seats=seats)


def _summary_text(players: int, results: list[Any]) -> str:
    from tabletop.engine.words import decimal

    games = ngettext("{count} game", "{count} games", len(results)).format(count=len(results))
    seats = ngettext("{count} player", "{count} players", players).format(count=players)
    lines = [_("Summary: {games}, {players}").format(games=games, players=seats)]
    winners: dict[str, int] = {}
    for result in results:
        winner = result.winner or _("(draw)")
        winners[winner] = winners.get(winner, 0) + 1
    ranked = sorted(winners.items(), key=lambda item: (-item[1], item[0]))
    lines.append("  " + _("wins:") + " " + ", ".join(f"{name} {count}" for name, count in ranked))
    rounds = [r.details["rounds"] for r in results if "rounds" in r.details]
    if rounds:
        mean = sum(rounds) / len(rounds)
        lines.append("  " + _("rounds: min {low}, mean {mean}, max {high}").format(
            low=min(rounds), mean=decimal(mean, 2), high=max(rounds)))
    actions = [r.actions for r in results]
    lines.append("  " + _("actions per game: mean {mean}").format(mean=decimal(sum(actions) / len(actions))))
    return "\n".join(lines)


def _progress_bar(total: int) -> Any:
    width = 30

    def show(done: int) -> None:
        filled = width * done // max(total, 1)
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        sys.stderr.flush()

    return show


if __name__ == "__main__":
    raise SystemExit(main())
