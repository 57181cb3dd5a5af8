"""The mistakes a judge can make in an Eredan case (``rulings.games.eredan.game``, ``setup``, ``probe``): each is
refused with its whole French message, its hint and the line of the faulty entry; a choice or a roll the engine
never used stops the case, naming it.

Each test changes one thing in the small scenario of ``helpers.scenario_text`` (local cards only)."""

from __future__ import annotations

import pytest

from rulings import games
from rulings.core.errors import UserError
from rulings.core.runner import run_case
from rulings.core.scenario import load
from tests.helpers import ROOT, cli, line_of, scenario_with, write

TWO_TURNS = ("    fight: {A: Alpha, B: Beta}\n    play: {A: [Frappe]}\n",
             "    turns:\n      - {fight: {A: Alpha, B: Beta}, play: {A: [Frappe]}}\n"
             "      - {fight: {A: Alpha, B: Beta}}\n")


_text = scenario_with


def _refused(tmp_path, *changes) -> tuple[UserError, str, str]:
    text = _text(*changes)
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(UserError) as err:
        load(path, ROOT)
    return err.value, text, str(path)


@pytest.mark.parametrize("changes, message, at, hint", [
    ([("fight: {A: Alpha, B: Beta}", "fight: {A: Alfa, B: Beta}")],
     "tour 1 : « Alfa » n'est pas un personnage de ce scénario", "fight: {A: Alfa", "vouliez-vous dire « Alpha » ?"),
    ([("fight: {A: Alpha, B: Beta}", "fight: {A: Alpha, B: Alpha}")],
     "tour 1 : Alpha appartient au joueur A, pas au joueur B", "fight: {A: Alpha, B: Alpha}", None),
    ([("play: {A: [Frappe]}", "play: {A: [Frape]}")],
     "carte inconnue « Frape »", "play: {A: [Frape]}", "vouliez-vous dire « Frappe » ?"),
    ([("play: {A: [Frappe]}", "play: {A: [Gamma]}")],
     "carte inconnue « Gamma »", "play: {A: [Gamma]}", "Gamma est un personnage, pas une carte"),
    ([("play: {A: [Frappe]}", "play: {A: [Zzzzqx]}")],
     "carte inconnue « Zzzzqx »", "play: {A: [Zzzzqx]}", "définissez-la sous « define: cards: »"),
    ([("play: {A: [Frappe]}", "play: {A: [{card: Frappe, by: Alfa}]}")],
     "« Alfa » (by de Frappe) n'est pas un personnage de ce scénario", "by: Alfa", "vouliez-vous dire « Alpha » ?"),
    ([("play: {A: [Frappe]}", "play: {A: [{card: Frappe, target: Bta}]}")],
     "« Bta » (target de Frappe) n'est pas un personnage de ce "
     "scénario", "target: Bta", "vouliez-vous dire « Beta » ?"),
    ([("play: {A: [Frappe]}", "play: {A: [{card: Frappe, choose: [Frappe, Frappee]}]}")],
     "carte inconnue « Frappee » (choose de Frappe)", "choose: [Frappe, Frappee]", "vouliez-vous dire « Frappe » ?"),
    ([("play: {A: [Frappe]}", "play: {A: [Frappe]}\n    rolls: {Frapee: 1}")],
     "tour 1 : un jet est donné pour « Frapee », qui n'est ni un personnage ni une carte", "rolls:",
     "vouliez-vous dire « Frappe » ?"),
    ([("    fight: {A: Alpha, B: Beta}\n    play: {A: [Frappe]}\n", "")],
     "un cas demande « fight » (et « play ») pour un tour, ou « turns » pour plusieurs", "- name: base", None),
    ([("after Frappe:", "after Frape:")],
     "moment « after Frape » : Frape n'est pas jouée dans ce cas", "after Frape:", "vouliez-vous dire « Frappe » ?"),
    ([("after Frappe:", "after Sort de mage:")],
     "moment « after Sort de mage » : Sort de mage n'est pas jouée dans ce cas", "after Sort de mage:",
     "jouées : Frappe"),
    ([("after Frappe:", "apres Frappe:")],
     "moment « apres Frappe » inconnu", "apres Frappe:",
     "moments : « after <carte> », « after <carte> at end of combat », « start of turn », « start of combat », "
     "« before attacks », « end of combat », « end of turn », « end »"),
    ([("after Frappe:", "end of turn 3:")],
     "moment « end of turn 3 » : le tour 3 n'est pas joué dans ce cas (tours 1 à 1)", "end of turn 3:", None),
    ([("after Frappe:", "end of turn 2:")],
     "moment « end of turn 2 » : le tour 2 n'est pas joué dans ce cas (tours 1 à 1)", "end of turn 2:", None),
    ([("after Frappe:", "edn:")], "moment « edn » inconnu", "edn:", "vouliez-vous dire « end » ?"),
    ([("after Frappe:", "afer <card>:")], "moment « afer <card> » inconnu", "afer <card>:",
     "vouliez-vous dire « after <card> » ?"),
    ([("{name: Beta, attack: 3/3,", "{name: Beta, classes: [Mage], attack: 3/3,"),
      ("play: {A: [Frappe]}", "play: {A: [Frappe], B: [Sort de mage]}"), ("after Frappe:", "after Zorglub:")],
     "moment « after Zorglub » : Zorglub n'est pas jouée dans ce cas", "after Zorglub:",
     "jouées : Frappe, Sort de mage"),
    ([("    play: {A: [Frappe]}\n", "")],
     "moment « after Frappe » : Frappe n'est pas jouée dans ce cas", "after Frappe:", None),
    ([("after Frappe:", "end of turn x:")],
     "moment « end of turn x » : le tour x n'est pas joué dans ce cas (tours 1 à 1)", "end of turn x:", None),
    ([TWO_TURNS, ("after Frappe:", "end of turn:")],
     "moment « end of turn » : ce cas a 2 tours, précisez lequel (par exemple « end of turn 1 "
     "»)", "end of turn:", None),
    ([("- {name: Gamma,", "- {name: Naya,")],
     "« Naya » est défini dans ce scénario mais existe déjà dans la base de cartes", "- {name: Naya,",
     "utilisez la carte de la base, ou donnez à la vôtre un autre nom (par exemple « nom (exemple) »)"),
    ([("- {name: Frappe,", "- {name: Evanouissement,")],
     "« Evanouissement » est défini dans ce scénario mais existe déjà dans la base de cartes",
     "- {name: Evanouissement,",
     "utilisez la carte de la base, ou donnez à la vôtre un autre nom (par exemple « nom (exemple) »)"),
    # the situation (setup.py)
    ([("A: {characters: [Alpha]}", "A: {characters: [Alpha, Zorglub]}")],
     "personnage inconnu « Zorglub »", "characters: [Alpha, Zorglub]", "définissez-le sous « define: characters: »"),
    ([("A: {characters: [Alpha]}", "A: {characters: [Alpha, Alpah]}")],
     "personnage inconnu « Alpah »", "characters: [Alpha, Alpah]", "vouliez-vous dire « Alpha » ?"),
    ([("A: {characters: [Alpha]}", "A: {characters: [Alpha, Alpha]}")],
     "deux personnages s'appellent « Alpha » ; donnez à l'un un autre nom avec « name: » et « card: Alpha »",
     "characters: [Alpha, Alpha]", None),
    ([("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, hp: 11, max_hp: 10}]}")],
     "Alpha a 11 PV pour 10 PV maximum : les PV ne dépassent pas le maximum", "hp: 11, max_hp: 10", None),
    ([("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, hp: -1}]}")],
     "Alpha ne peut pas commencer en vie à -1 PV : les PV d'un personnage vivant vont de 0 à son maximum "
     "(dead: true pour un personnage mort)", "hp: -1", None),
    ([("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, attack: 5/3}]}")],
     "attaque 5/3 d'Alpha : le minimum dépasse le maximum", "attack: 5/3", None),
    ([("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, attached: [Frape]}]}")],
     "carte inconnue « Frape » attachée à Alpha", "attached: [Frape]", "vouliez-vous dire « Frappe » ?"),
    ([("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, attached: [Zzzzqx]}]}")],
     "carte inconnue « Zzzzqx » attachée à Alpha", "attached: [Zzzzqx]", "définissez-la sous « define: cards: »"),
    ([("B: {characters: [Beta]}", "B: {characters: [Beta, {name: B2, card: Beta}, {name: B3, card: Beta}, "
                                  "{name: B4, card: Gamma}]}")],
     "le joueur B a 4 personnages ; une équipe en a 3", "B: {characters: [Beta, {name: B2", None),
    ([("A: {characters: [Alpha]}", "A: {characters: [Alpha], hand: [Frappe, Frape]}")],
     "carte inconnue « Frape » (zone main du joueur A)", "hand: [Frappe, Frape]", "vouliez-vous dire « Frappe » ?"),
    ([("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, attached: [{card: Frappe, by: Btea}]}]}")],
     "« Btea » (qui a joué Frappe) n'est pas un personnage de ce scénario", "by: Btea",
     "vouliez-vous dire « Beta » ?"),
    ([("A: {characters: [Alpha]}", "A: {characters: [Alpha], deck: [Frappe, Frape]}")],
     "carte inconnue « Frape » (zone deck du joueur A)", "deck: [Frappe, Frape]", "vouliez-vous dire « Frappe » ?"),
    ([("B: {characters: [Beta]}", "B: {characters: [Beta], discard: [Frape]}")],
     "carte inconnue « Frape » (zone défausse du joueur B)", "discard: [Frape]", "vouliez-vous dire « Frappe » ?"),
    ([("B: {characters: [Beta]}", "B: {characters: [Beta], removed: [Frappe, Frape]}")],
     "carte inconnue « Frape » (zone hors de la partie du joueur B)", "removed: [Frappe, Frape]",
     "vouliez-vous dire « Frappe » ?"),
    ([("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, runes: [Cor, Nox, Yr, Cor]}]}")],
     "Alpha porte 4 runes pour 3 au plus", "runes: [Cor, Nox, Yr, Cor]",
     "donnez-lui « rune_limit » si ce personnage peut en porter plus (défaut : 3)"),
    ([("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, hp: 0}]}")], None, None, None),
    ([("    setup:\n", "    setup:\n      initiative_bonus: {A: 1, B: -6}\n")],
     "le joueur B aurait -1 ticket : un malus ne retire pas plus que les 5 tickets de base",
     "initiative_bonus: {A: 1, B: -6}", None),
    ([("    setup:\n", "    setup:\n      initiative_bonus:\n        A: -6\n")],
     "le joueur A aurait -1 ticket : un malus ne retire pas plus que les 5 tickets de base", "        A: -6", None),
    ([("    setup:\n", "    setup:\n      initiative: draw\n      turn: 2\n")],
     "l'initiative tirée au sort (initiative: draw) désigne qui commence la partie, au tour 1 ; ce cas commence au "
     "tour 2 : donnez le joueur qui a l'initiative (A ou B)", "turn: 2", None),
    # the expectations (probe.py)
    ([("Alpha.attack: 3/3", "Alpha.attaque: 3/3")],
     "propriété « attaque » d'Alpha inconnue", "Alpha.attaque", "vouliez-vous dire « attached » ou « attack » ?"),
    ([("Alpha.attack: 3/3", "Alpha.zzzzqx: 3/3")],
     "propriété « zzzzqx » d'Alpha inconnue", "Alpha.zzzzqx",
     "connues : attack, attack.min, attack.max, attack.base, attack.bonus, attack.raw, defense, defense.base, "
     "defense.bonus, defense.raw, spirit, spirit.base, spirit.bonus, spirit.raw, hp, max_hp, damage, "
     "damage.physical, damage.magical, damage.direct, hp_lost, healed, attached, dead, tapped, guilds, classes, "
     "races, castes, markers.<nom>, runes, rune_slots, can_play.<carte>"),
    ([("Alpha.attack: 3/3", "Alfa.attack: 3/3")],
     "« Alfa.attack » ne désigne rien dans ce scénario : un personnage (Alpha, Beta), A., B. ou l'un de winner, "
     "cancelled, refused, activations, deaths, over était attendu", "Alfa.attack", "vouliez-vous dire « Alpha » ?"),
    ([("Alpha.attack: 3/3", "A.foo: 3")],
     "propriété de joueur « foo » inconnue dans « A.foo »", "A.foo",
     "connues : hand, deck, discard, removed, score, tickets, initiative"),
])
def test_a_mistake_is_refused_with_its_message_its_line_and_its_hint(tmp_path, changes, message, at, hint):
    if message is None:             # not a mistake: the case loads (0 HP alive is allowed, only below is not)
        path = tmp_path / "essai.yaml"
        path.write_text(_text(*changes), encoding="utf-8")
        assert load(path, ROOT).cases
        return
    error, text, path = _refused(tmp_path, *changes)
    assert error.message == message
    assert (error.where.file, error.where.line) == (path, line_of(text, at))
    assert error.hint == hint


def _run_error(tmp_path, *changes):
    text = _text(*changes)
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_case(load(path, ROOT).cases[0])
    assert result.error is not None
    return result.error, text, str(path)


def test_a_choice_the_engine_never_used_stops_the_case(tmp_path):
    error, text, path = _run_error(tmp_path, ("play: {A: [Frappe]}", "play: {A: [{card: Frappe, choose: Frappe}]}"))
    assert error.message == ("le choix « choose » donné pour Frappe n'a jamais servi au moteur (la carte n'en avait "
                             "pas besoin, ou elle a été annulée) : retirez-le ou vérifiez le scénario")


def test_a_roll_the_engine_never_used_stops_the_case_at_its_line(tmp_path):
    error, text, path = _run_error(tmp_path, ("play: {A: [Frappe]}", "play: {A: [Frappe]}\n    rolls: {Frappe: 1}"))
    assert error.message == "le jet donné pour Frappe au tour 1 n'a jamais servi : rien n'a été tiré pour lui"
    assert (error.where.file, error.where.line) == (path, line_of(text, "rolls: {Frappe: 1}"))


@pytest.mark.parametrize("changes, message", [
    ([("A: {characters: [Alpha]}", "A: {characters: [Alpha, {name: Gamma, dead: true, hp: 0}]}"),
      ("fight: {A: Alpha,", "fight: {A: Gamma,")],
     "tour 1 : Gamma est mort et ne peut pas combattre"),
    ([("A: {characters: [Alpha]}", "A: {characters: [Alpha, {name: Gamma, tapped: true}]}"),
      ("fight: {A: Alpha,", "fight: {A: Gamma,")],
     "tour 1 : Gamma est incliné et ne peut pas être choisi pour combattre"),
    ([("play: {A: [Frappe]}", "play: {A: [Frappe, Frappe, Frappe]}")],
     "le joueur A joue 3 cartes au tour 1 ; un joueur joue une carte, ou deux avec un Enchaînement"),
    ([("A: {characters: [Alpha]}", "A: {characters: [Alpha, Gamma]}"),
      ("play: {A: [Frappe]}", "play: {A: [{card: Frappe, by: Gamma}]}")],
     "Frappe est jouée par Gamma, qui ne combat pas au tour 1 (le joueur A combat avec Alpha)"),
    ([("A: {characters: [Alpha]}", "A: {characters: [Alpha], hand: [Sort de mage]}")],
     "le joueur A joue Frappe, qui n'est pas dans sa main (Sort de mage)"),
    ([("A: {characters: [Alpha]}", "A: {characters: [Alpha], hand: []}")],
     "le joueur A joue Frappe, qui n'est pas dans sa main (vide)"),
    ([("play: {A: [Frappe]}", "play: {A: [Frappe]}\n    discard: {A: [Frappe]}")],
     "tour 1 : le joueur A défausse des cartes, mais sa main n'est pas donnée"),
    ([("A: {characters: [Alpha]}", "A: {characters: [Alpha], hand: [Frappe, Sort de mage]}"),
      ("play: {A: [Frappe]}", "play: {A: [Frappe]}\n    discard: {A: [Frappe]}")],
     "tour 1 : le joueur A défausse Frappe, qui n'est pas dans sa main"),
])
def test_an_impossible_turn_stops_the_case_at_the_turn(tmp_path, changes, message):
    text = _text(*changes)
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_case(load(path, ROOT).cases[0])
    assert result.error is not None
    assert result.error.message == message
    assert (result.error.where.file, result.error.where.line) == (str(path), line_of(text, "fight: {A: "))


# --- the cards and characters a scenario defines (database.py) ---------------------------------------------

@pytest.mark.parametrize("changes, message, at, hint", [
    ([('{name: Gamma, attack: 1/1, hp: 5, text: "Personnage d\'essai.",', "{name: Gamma, attack: 1/1, hp: 5,")],
     "« Gamma » n'a pas de texte (text)", "{name: Gamma,",
     "donnez text et source, ou source: {kind: data} avec le bloc client (le texte du client du jeu)"),
    ([("- {name: Frappe, type: action,", "- {name: Frappe, type: action, duration: {},")],
     "« duration » de Frappe : donnez turns ou combats, par exemple {combats: 3}", "duration: {}", None),
    ([("{name: Gamma, attack: 1/1, hp: 5,", "{name: Gamma, attack: 1/1, hp: 5, orders: {0: {defense: 1}},")],
     "« orders » de Gamma : « 0 » n'est pas un numéro de "
     "tour", "orders: {0:", "par exemple : orders: {2: {attack: 1}}"),
    ([("{name: Gamma, attack: 1/1, hp: 5,", "{name: Gamma, attack: 1/1, hp: 5, orders: {tour: {defense: 1}},")],
     "« orders » de Gamma : « tour » n'est pas un numéro de tour", "orders: {tour:",
     "par exemple : orders: {2: {attack: 1}}"),
    ([("- {name: Gamma,", "- {name: Beta,")],
     "« Beta » est défini deux fois", "- {name: Beta, attack: 1/1", "la première fois ligne 15"),
    ([("effects: [{stat: attack, add: 1}]}", "effects: [{stat: attack, add: 1}, {stat: atack, add: 1}]}")],
     "effet 2 de Frappe : « atack » n'est pas une caractéristique", "{stat: atack, add: 1}",
     "vouliez-vous dire « attack », « attack_min » ou « attack_max » ?"),
])
def test_a_mistake_in_a_defined_card_is_refused_with_its_line(tmp_path, changes, message, at, hint):
    error, text, path = _refused(tmp_path, *changes)
    assert error.message == message
    assert (error.where.file, error.where.line) == (path, line_of(text, at))
    assert error.hint == hint


def test_a_name_in_two_files_of_the_database_is_refused_naming_both(tmp_path):
    from rulings.games.eredan.database import load_directory

    (tmp_path / "a.yaml").write_text('cards:\n  - {name: Frappe, type: action, text: "x", '
                                     'source: {kind: reconstructed}}\n', encoding="utf-8")
    (tmp_path / "b.yaml").write_text('characters: []\ncards:\n  - {name: Autre, type: action, text: "x", '
                                     'source: {kind: reconstructed}}\n  - {name: Frappe, type: action, text: "y", '
                                     'source: {kind: reconstructed}}\n', encoding="utf-8")
    with pytest.raises(UserError) as err:
        load_directory(tmp_path)
    assert err.value.message == "« Frappe » est défini deux fois dans la base"
    assert (err.value.where.file, err.value.where.line) == (str(tmp_path / "b.yaml"), 4)
    assert err.value.hint == f"aussi dans {tmp_path / 'a.yaml'}:2:5"


@pytest.mark.parametrize("kind, message, hint", [
    ("cal", "effet 1 de Bouclier : damage.kind ne peut pas valoir « cal » ; valeurs permises : physical, magical, "
            "direct",
     "vouliez-vous dire « magical » ?"),
    ("[physical, "
     "magik]", "effet 1 de Bouclier : damage.kind ne peut pas valoir « magik » ; valeurs permises : physical, "
                          "magical, direct", "vouliez-vous dire « magical » ?"),
    ("3", "effet 1 de Bouclier : damage.kind doit être un texte, pas le nombre 3", None),
])
def test_a_damage_condition_of_an_unknown_kind_is_refused_at_load(tmp_path, kind, message, hint):
    """« {damage: {kind: …}} » filters the damage just received by its kind: a kind the engine does not know
    would never match, silently; it is refused where the card is defined."""
    from rulings.games.eredan.database import load_directory

    (tmp_path / "a.yaml").write_text(
        'cards:\n  - {name: Bouclier, type: objet, text: "x", source: {kind: reconstructed},\n'
        f'     effects: [{{when: damaged, if: {{damage: {{kind: {kind}}}}}, heal: 1, target: carrier}}]}}\n',
        encoding="utf-8")
    with pytest.raises(UserError) as err:
        load_directory(tmp_path)
    assert err.value.message == message and err.value.hint == hint
    assert (err.value.where.file, err.value.where.line) == (str(tmp_path / "a.yaml"), 3)


@pytest.mark.parametrize("changes, at", [
    ([("fight: {A: Alpha, B: Beta}", "fight: {A: Alpha, B: Btea}")], "B: Btea}"),
    ([("play: {A: [Frappe]}", "play: {A: [Frappe]}\n    rolls: {Alpha: 1, Frapee: 1}")], "Frapee: 1}"),
    ([("play: {A: [Frappe]}", "play: {A: [Frappe, Frapee]}")], "Frapee]}"),
    ([("{name: Gamma, attack: 1/1, hp: 5,",
       "{name: Gamma, attack: 1/1, hp: 5, orders: {2: {defense: 1}, 0: {spirit: 1}},")], "0: {spirit"),
])
def test_a_mistake_inside_a_line_is_placed_at_its_column(tmp_path, changes, at):
    """On a line holding several entries, the error points at the wrong one, not at the line's start."""
    error, text, path = _refused(tmp_path, *changes)
    line = text.splitlines()[error.where.line - 1]
    assert (error.where.line, error.where.column) == (line_of(text, at), line.index(at) + 1)


@pytest.mark.parametrize("alpha, play, outcome", [
    ("{name: Alpha, attack: 20/20,", "play: {A: [Frappe]}", "victoire du joueur A"),
    ("{name: Alpha, attack: 10/10, defense: 0,", "play: {}", "partie nulle"),
])
def test_a_turn_given_after_the_end_of_the_game_is_refused(tmp_path, alpha, play, outcome):
    """Beta dies at the first turn (10 HP): the second turn given cannot be played. Alpha dies too when both hit
    10: all dead, equal scores, a drawn game."""
    text = _text(("{name: Alpha, attack: 2/2, defense: 1,", alpha),
                 ("{name: Beta, attack: 3/3,", "{name: Beta, attack: 10/10,"),
                 ("    fight: {A: Alpha, B: Beta}\n    play: {A: [Frappe]}\n",
                  f"    turns:\n      - {{fight: {{A: Alpha, B: Beta}}, {play}}}\n"
                  "      - {fight: {A: Alpha, B: Beta}}\n"),
                 ("after Frappe:", "end:"))
    path = tmp_path / "essai.yaml"
    path.write_text(text, encoding="utf-8")
    result = run_case(load(path, ROOT).cases[0])
    assert result.error is not None
    assert result.error.message == f"le tour 2 est donné, mais la partie s'est terminée au tour 1 ({outcome})"


def test_an_unused_roll_and_a_fighter_of_the_other_player_are_placed_at_their_entry(tmp_path):
    error, text, path = _run_error(tmp_path, ("play: {A: [Frappe]}",
                                              "play: {A: [Frappe]}\n    rolls: {Alpha: 3, Frappe: 1}"))
    line = text.splitlines()[error.where.line - 1]
    assert error.where.column == line.index("Frappe: 1}") + 1
    error, text, path = _refused(tmp_path, ("fight: {A: Alpha, B: Beta}", "fight: {A: Alpha, B: Alpha}"))
    line = text.splitlines()[error.where.line - 1]
    assert error.where.column == line.index("B: Alpha}") + 1


def test_an_unused_roll_for_a_character_whose_name_holds_a_colon_names_it_whole(tmp_path):
    """The roll's label is « T1:<name> »: the name is all that follows the first colon."""
    error, _text, _path = _run_error(
        tmp_path, ("    - {name: Gamma,", '    - {name: "Gamma: la suite",'),
        ("A: {characters: [Alpha]}", 'A: {characters: [Alpha, "Gamma: la suite"]}'),
        ("play: {A: [Frappe]}", 'play: {A: [Frappe]}\n    rolls: {"Gamma: la suite": 1}'))
    assert error.message == ("le jet donné pour Gamma: la suite au tour 1 n'a jamais servi : rien n'a été tiré "
                             "pour lui")


def test_an_attached_cards_end_of_combat_moment_can_be_expected(tmp_path):
    """Baume, attached before the case, deals 1 at each end of combat: « after Baume at end of combat »."""
    baume = ('    - {name: Baume, type: objet, duration: permanent, text: "x", source: {kind: reconstructed},\n'
             '       effects: [{when: end_of_combat, each: true, damage: 1, kind: direct}]}\n')
    text = _text(("  cards:\n", "  cards:\n" + baume),
                 ("A: {characters: [Alpha]}", "A: {characters: [{name: Alpha, attached: [Baume]}]}"),
                 ("after Frappe:", "after Baume at end of combat:"), ("Alpha.attack: 3/3", "Beta.hp: 6"))
    assert cli("check", str(write(tmp_path, text))) == (0, "1 vérifié, 0 en échec\n", "")


def test_the_client_cards_are_read_once_per_folder():
    game = games.get("eredan")
    first = game.known_cards(ROOT)
    assert first and game.known_cards(ROOT) is first
