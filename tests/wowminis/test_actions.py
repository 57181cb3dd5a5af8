"""World of Warcraft Miniatures actions (701, 703), played in-process: a react recognised on the source the action
names or looked for among the player's characters, the passes of a play that closes the windows, and a move
naming every character the mover is now adjacent to."""

from __future__ import annotations

from tests.wowminis.cases import error, run, texts

# --- actions ---------------------------------------------------------------------------------------------

PURGE_PENDING = """
    setup:
      A: {characters: [{name: Arcaniste, bar: [Purge]}], hand: [Potion, Élixir, Parchemin]}
      B: {characters: [{name: Guerrier, bar: [Parade]}]}
    actions:
      - {by: A, play: Purge}
"""


def test_a_react_is_recognised_on_the_source_the_action_names():
    """A react is played in the most recent window (701.3) and closes nothing: a react named with its ``source``
    leaves Purge's window open, so the error is about that source, not about Purge's missing discard choice."""
    err = error(PURGE_PENDING + "      - {by: A, play: Parade, source: Guerrier}\n")
    assert err.message == "Guerrier n'est pas un personnage de A"
    assert err.where.line == 7


def test_a_react_without_source_is_looked_for_among_the_players_own_characters_in_play():
    """Parade is only an enemy's react here: A's play of it is not a react of A's, so it closes Purge's window first
    (an action other than a react closes the open windows) and Purge then needs its discard choice."""
    err = error(PURGE_PENDING + "      - {by: A, play: Parade}\n")
    assert err.message == ("A doit choisir 2 cartes à défausser parmi Potion, Élixir, Parchemin : ajoutez "
                           "« discard: [...] » à l'action qui joue Purge")
    assert err.where.line == 6


def test_the_passes_of_a_play_that_closes_the_windows_are_traced_in_its_phase():
    state = run("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: A, play: Trait, targets: [Guerrier]}
    """)
    passes = [(e.turn, e.phase, e.text) for e in state.trace.entries
              if e.rule == "wowminis.701.2-order" and "passe" in e.text]
    assert passes[:2] == [(2, "jouer", "A passe son opportunité dans la fenêtre 1."),
                          (2, "jouer", "B passe son opportunité dans la fenêtre 1.")]


def test_a_move_names_every_character_the_mover_is_now_adjacent_to():
    state = run("""
        setup:
          A: {characters: [Voleur]}
          B: {characters: [Guerrier, Druide]}
        actions:
          - {by: A, move: Voleur, to: [Guerrier, Druide]}
    """)
    assert texts(state, "deduit.adjacent") == ["Voleur se déplace : adjacent à Druide, Guerrier (avant : personne)."]
    assert state.adjacency["Voleur"] == {"Guerrier", "Druide"}


def test_a_pass_naming_a_character_not_in_the_case_in_its_order_is_an_error():
    """704.2c: the ``order`` of any action, a pass included, names characters of the case."""
    err = error("""
        setup:
          A: {characters: [Arcaniste]}
          B: {characters: [Guerrier]}
        actions:
          - {by: A, play: Trait, targets: [Guerrier]}
          - {by: B, pass: true, order: {Guerier: [Corruption]}}
    """)
    assert err.message == "« Guerier » (action 2) n'est pas un personnage de ce cas"
    assert err.hint == "vouliez-vous dire « Guerrier » ?"
