"""``rulings new --game wakfu``: a commented scenario skeleton for the judge to fill.

``sides`` names what each player has in play (a Leader goes to its slot, the
other cards to the Rest Zone); ``plays`` what each player plays (from her hand,
in her turn: A first).  Every ``???`` is for the judge to replace; the file is
otherwise a valid scenario, and running it says what is missing (the mana to
engage, then what the engine computes where a value is expected).
"""

from __future__ import annotations

from rulings.core import french, skeletons
from rulings.core.errors import UserError
from rulings.core.skeletons import TODO, WHERE
from rulings.core.yamlio import scalar as y

from .model import IN_PLAY, TYPE_FR

SOURCE = skeletons.Source(
    "wakfu", "004_fde1b4dded370871.txt    # les règles de juin 2008 (message de forum)",
    unconfirmed="le texte est muet ou hésite",
    post="la ligne exacte de la section, par exemple « 2. Phase d'invocation: »",
    quote="la ou les phrases du texte, mot pour mot (fautes comprises)",
    notes=("# Lancé avant d'être rempli, il dit ce qui manque : le mana à engager (pay), puis ce que le moteur",
           "# calcule là où une valeur est attendue."))
VERB = {"effet": "play", "equipement": "equip"}


def _resolve(name: str, db) -> str:
    return skeletons.resolve(name, db.cards, f"carte inconnue dans la base Wakfu : « {name} »")


def skeleton(db, scenario_id: str, sides: dict, plays: dict, title: str | None = None) -> str:
    unknown = sorted((set(sides) | set(plays)) - {"A", "B"})
    if unknown:
        raise UserError(f"Wakfu se joue à deux : joueurs A et B (pas {', '.join(unknown)})", WHERE)
    leaders = [n for n, c in db.cards.items() if c.type == "leader"]      # the database order: Pierre, Paul…
    if not leaders:
        raise UserError("la base Wakfu n'a aucun Leader", WHERE)
    setup, cards = {}, []
    for index, player in enumerate(("A", "B")):
        names = [_resolve(n, db) for n in sides.get(player, [])]
        own_leaders = [n for n in names if db.cards[n].type == "leader"]
        if len(own_leaders) > 1:
            raise UserError(f"{player} nomme {french.count(len(own_leaders), 'Leader')} : un joueur n'en a qu'un",
                            WHERE)
        leader = own_leaders[0] if own_leaders else leaders[index % len(leaders)]
        rest = [n for n in names if n != leader]
        for name in rest:
            if db.cards[name].type not in IN_PLAY:
                raise UserError(f"{name} ({TYPE_FR[db.cards[name].type].lower()}) ne se trouve pas en jeu : "
                                "nommez-la parmi les cartes jouées", WHERE)
        hand = [_resolve(n, db) for n in plays.get(player, [])]
        setup[player] = (leader, rest, hand)
        cards += [leader, *rest, *hand]
    skeletons.once([setup[p][0] for p in ("A", "B")] + [n for p in ("A", "B") for n in setup[p][1]],
                   "une même carte est nommée deux fois en jeu : donnez un nom à chaque exemplaire dans le fichier "
                   "({name: Prairie 2, card: Prairie})")
    out = [*skeletons.head(SOURCE, scenario_id, title, cards), *skeletons.case_head()]
    w = out.append
    w("      active: A    # le joueur dont c'est le tour")
    w("      phase: invocation    # degagement, invocation, mouvement, attaquants, invocation-2, fin")
    for player in ("A", "B"):
        leader, rest, hand = setup[player]
        w(f"      {player}:")
        w(f"        leader: {y(leader)}    # ou {{name: …, card: …, pv: …, tapped: true}}")
        w(f"        rest: [{', '.join(y(n) for n in rest)}]    # Zone de Repos ; {{name: …, tapped: true, sick: true}}")
        w("        combat: []    # Zone de Combat (créatures et alliés)")
        w(f"        hand: [{', '.join(y(n) for n in hand)}]")
        w("        deck: []    # carte du dessus en premier")
    w("    actions:    # dans l'ordre ; « attempt: true » : le moteur dit si le jeu l'accepte")
    hands = [(player, name) for player in ("A", "B") for name in setup[player][2]]
    for index, (player, name) in enumerate(hands):
        card = db.cards[name]
        verb = VERB.get(card.type, "summon")
        if player == "B" and index and not card.instant:
            w("      # (une carte non instantanée de B se joue pendant son tour : {by: A, end_turn: true} d'abord)")
        target = f", target: {y(setup[player][0])}" if verb == "equip" else ""
        w(f"      - {{by: {player}, {verb}: {y(name)}{target}, pay: []}}    # pay : ??? les cartes à engager")
    if not hands:
        w("      - {by: A, phase: fin}    # par exemple ; voir summon, play, move, attack, defend, assign…")
    w("    expect:    # moment -> valeurs ; moments : start, after action N, after combat T, end of turn T, end")
    w("      end:")
    w(f"        A.pv: {TODO}")
    w(f"        B.pv: {TODO}")
    return "\n".join(out) + "\n"
