"""The HTML around the board says who won to the person playing, and scores one way."""

import re
from collections.abc import Sequence
from html import escape

import pytest

import pygames
from pygames.core import Game, Say, State
from pygames.web import panels
from pygames.web.boards import board_for
from pygames.web.newgame import settle
from pygames.web.text import LANGUAGES, Text
from pygames.web.ui import Button, Listed
from tests.playouts import playout

OFFBOARD, OUTBACK = pygames.get_game("offboard"), pygames.get_game("outback")


def finished(game: Game, seed: int, players: int | None = None) -> State:
    *_, state = playout(game, seed, range(0, 10**9, 7919), players)
    assert state.is_over()
    return state


def said(state: State, seats: Sequence[str], language: str = "en") -> str:
    return Text(language).say(panels.headline(board_for(state.game.id), state, seats))


def test_the_person_against_the_computer_is_told_plainly_they_won_or_lost() -> None:
    state = finished(OFFBOARD, 1)
    (winner,) = state.winners()
    loser = 1 - winner
    won, lost = ["ai:normal"] * 2, ["ai:normal"] * 2
    won[winner], lost[loser] = "human", "human"
    assert said(state, won) == "You win"
    name = Text("en")(board_for("offboard").player_keys[winner])
    assert said(state, lost) == f"You lose — {name} wins"
    german = Text("de")(f"offboard.player.{winner}")
    assert said(state, lost, "de") == f"Du verlierst – {german} gewinnt"


def test_without_exactly_one_person_the_winner_is_named_for_everyone() -> None:
    state = finished(OFFBOARD, 1)
    (winner,) = state.winners()
    name = Text("en")(f"offboard.player.{winner}")
    assert said(state, ["human", "human"]) == said(state, ["ai:easy", "ai:hard"]) == f"{name} wins"


def test_the_place_counts_the_players_ahead() -> None:
    state = finished(OUTBACK, 2, players=4)
    totals = [score.total for score in state.scores()]
    last = totals.index(min(totals))
    seats = ["ai:easy"] * 4
    seats[last] = "human"
    assert sum(total > totals[last] for total in totals) == 3  # alone in last place
    assert said(state, seats).endswith("you came fourth")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_breakdown_uses_one_minus_sign_and_no_double_colon(language: str) -> None:
    state = finished(OUTBACK, 3, players=3)
    html = panels.breakdown(board_for("outback"), Text(language), state)
    assert any(score.total < 0 or any(p < 0 for _, p in score.parts) for score in state.scores())
    assert not re.search(r"(?<![\w-])-\d", html)  # a hyphen-minus before a number
    assert "−" in html
    for line in re.findall(r"<li>(.*?)</li>", html):
        assert re.sub(r"<[^>]+>", "", line).count(":") <= 1


@pytest.mark.parametrize("game_id", [game.id for game in pygames.list_games()])
def test_every_score_beside_the_board_opens_the_parts_it_adds_up_from(game_id: str) -> None:
    game = pygames.get_game(game_id)
    *_, state = playout(game, 5, range(0, 7919 * 60, 7919), game.min_players)
    ui = board_for(game_id)
    html = panels.players(ui, Text("de"), state, ["human"] * state.players)
    for player, score in enumerate(state.scores()):
        if not score.parts:
            assert f'class="score" data-testid="score-{player}">' in html
            continue
        button = re.search(rf'<button[^>]*popovertarget="(score-parts-{player})"[^>]*>', html)
        assert button is not None
        assert re.search(r'title="[^"]+"', button[0]), "a mouse over the total is told it opens"
        parts = re.search(rf'<div popover id="{button[1]}".*?</ul></div>', html)
        assert parts is not None
        shown = re.findall(r'<span class="points">([^<]+)</span></li>', parts[0])
        assert sum(int(value.replace(panels.MINUS, "-")) for value in shown) == score.total
        assert len(shown) == len(score.parts)


def test_the_new_game_dialog_speaks_only_of_the_choices_the_game_offers() -> None:
    intros = {
        OFFBOARD: "Choose who sits in each seat.",
        OUTBACK: "Choose how many play, how the game is played, and who sits in each seat.",
    }
    for game, intro in intros.items():
        setup = settle(game, game.min_players, {}, ["human"] * game.min_players)
        form = panels.setup_form(board_for(game.id), game, Text("en"), setup)
        assert f'data-testid="setup-intro">{intro}</p>' in form


def test_inline_figures_keep_their_gradient_ids_apart() -> None:
    from pygames.web.canvas import RadialGradient, SvgCanvas

    gradient = RadialGradient((0, 0, 0), (0, 0, 5), ((0.0, "#fff"), (1.0, "#000")))
    pictures = []
    for ids in ("fig0-", "fig1-"):
        canvas = SvgCanvas(10, 10, ids=ids)
        canvas.circle(5, 5, 4, fill=gradient)
        pictures.append(canvas.to_svg())
    assert 'id="fig0-0"' in pictures[0] and "url(#fig1-0)" in pictures[1]


def test_the_log_leaves_out_the_steps_a_board_shows_otherwise() -> None:
    """Out of Mine!'s clock runs on a tenth at a time: hundreds of steps its clock shows; and
    each board shows its crystals put, moved and taken back: a line per side and per
    player's end of a round (the call or the stop) is what the log holds."""
    from pygames.games.out_of_mine.actions import Call, ChooseSide, Stop, Wait

    ui = board_for("out-of-mine")
    *_, state = playout(pygames.get_game("out-of-mine"), 2, range(0, 10**9, 7919), 2)
    actions = []
    here = state
    while here.parent is not None:
        actions.append(here.last_action)
        here = here.parent
    waits = sum(isinstance(action, Wait) for action in actions)
    told = sum(isinstance(action, ChooseSide | Call | Stop) for action in actions)
    assert waits and len(actions) > waits + told > waits
    assert panels.move_log(ui, Text("en"), state).count("<li>") == told


def test_moves_that_change_points_are_marked_with_them() -> None:
    ui = board_for("offboard")
    *_, state = playout(pygames.get_game("offboard"), 5, range(3, 10**9, 7919))
    expected = []
    here = state
    while (before := here.parent) is not None:
        mover = before.current_player
        for player, (old, new) in enumerate(zip(before.scores(), here.scores(), strict=True)):
            if new.total != old.total:
                change = new.total - old.total
                signed = f"+{change}" if change > 0 else panels.points(change)
                name = Text("de").say(ui.name(here, player))
                expected.append(signed if player == mover else f"{name} {signed}")
        here = before
    log = panels.move_log(ui, Text("de"), state)
    marks = re.findall(r'data-testid="gain"[^>]*>([^<]*)</span>', log)
    assert expected and sorted(marks) == sorted(expected)


def test_the_move_list_says_each_line_and_values_it_by_the_last_action_it_plays() -> None:
    state = OFFBOARD.new_game(seed=3)
    action = state.legal_actions()[0]
    plain = panels.legal_moves(Text("de"), state, [Listed((action,))])
    said = Text("de").say(state.describe(action))
    radio = f'<input type="radio" name="legal-move" value="{escape(str(action))}" data-index="0">'
    notation = f'<code class="notation">{escape(str(action))}</code>'
    assert (
        plain == f'<label class="legal-move">{radio} <span>{escape(said)} {notation}</span></label>'
    )
    labelled = panels.legal_moves(Text("en"), state, [Listed((action, action), Say("page.undo"))])
    assert labelled == f'<label class="legal-move">{radio} <span>Undo</span></label>'


def test_alone_the_end_says_the_score_not_who_won() -> None:
    mine = pygames.get_game("out-of-mine")
    state = mine.new_game(players=1, seed=20781, options={"solo": "puzzle"})
    for text in ("+0.1s", "call"):
        state = state.apply(state.parse_action(text))
    assert said(state, ("human",), "de") == "Spieler 1: 0 Punkte"  # called on an empty gallery


def test_the_embed_code_takes_the_post_s_width_and_the_height_a_phone_needs() -> None:
    """Full width in the shape of a desktop's frame, yet never less tall than a phone needs
    for the board across its column with the turn under it, nor taller than the screen."""
    heights = {}
    for game_id in ("offboard", "outback"):
        snippet = panels.embed_snippet("https://example.org/", "A game", game_id, (), None)
        style = re.search(r'style="([^"]*)"', snippet)
        assert style is not None
        assert {"width:100%", "height:auto", "aspect-ratio:720/640", "max-height:90vh"} <= set(
            style[1].split(";")
        )
        found = re.search(r"min-height:min\((\d+)px,90vh\)", style[1])
        assert found is not None
        heights[game_id] = int(found[1])
        board = heights[game_id] - panels.TURN_ROOM - panels.PADDING
        width = board * board_for(game_id).narrow_aspect
        assert width == pytest.approx(panels.PHONE_COLUMN - panels.PADDING, abs=1)
    assert heights["outback"] > heights["offboard"]  # its board is taller than wide there


def test_a_button_s_key_is_beside_its_label_for_keyboards_and_not_in_its_words() -> None:
    """Down Under's "Other way (R)" read "(R)" on a phone, where there is no R key: the key
    is its own element (hidden where there is no mouse, play.css) and the button's shortcut."""
    html = panels.action_buttons(
        Text("en"), [Button(Say("down-under.button.next_way"), key="R"), Button(Say("page.undo"))]
    )
    first, second = re.findall(r"<button[^>]*>.*?</button>", html)
    assert 'aria-keyshortcuts="R"' in first and first.endswith(' <kbd class="key">R</kbd></button>')
    assert ">Other way <kbd" in first
    assert "kbd" not in second and "aria-keyshortcuts" not in second
