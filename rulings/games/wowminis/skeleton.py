"""``rulings new --game wowminis``: a commented scenario skeleton for the judge to fill.

``sides`` names the characters each player has in play (A, B, then C, D),
``plays`` the abilities each plays, in order (from the database).  Every
``???`` is for the judge to replace; the file is otherwise a valid scenario,
and running it says what is missing (targets, costs) and what the engine
computes where a value is expected.
"""

from __future__ import annotations

from rulings.core import skeletons
from rulings.core.errors import UserError
from rulings.core.skeletons import TODO, WHERE
from rulings.core.yamlio import scalar as y

from .lines import DOCUMENT
from .model import PLAYER_NAMES

SOURCE = skeletons.Source(
    "wowminis", f"{DOCUMENT}    # le chapitre 7 (capacités), traduit en français",
    unconfirmed="le texte est muet ou ambigu",
    post="la ligne entière du paragraphe, par exemple « 703.1c Le joueur calcule … »",
    quote="la ou les phrases du paragraphe, mot pour mot (apostrophes ’ comprises)")


def _resolve(name: str, table: dict, what: str) -> str:
    return skeletons.resolve(name, table, f"{what} inconnue dans la base World of Warcraft Miniatures : « {name} »")


def skeleton(db, scenario_id: str, sides: dict, plays: dict, title: str | None = None) -> str:
    unknown = sorted((set(sides) | set(plays)) - set(PLAYER_NAMES))
    if unknown:
        raise UserError(f"les joueurs s'appellent A, B, C, D (pas {', '.join(unknown)})", WHERE)
    players = ["A", "B"] + [p for p in ("C", "D") if p in sides or p in plays]
    if "D" in players and "C" not in players:
        players.insert(2, "C")
    characters = list(db.characters)
    if not characters:
        raise UserError("la base World of Warcraft Miniatures n'a aucune figurine", WHERE)
    setup, cards, actions = {}, [], []
    for index, player in enumerate(players):
        names = [_resolve(n, db.characters, "figurine") for n in sides.get(player, [])]
        if not names:
            names = [characters[index % len(characters)]]
        setup[player] = names
        cards += names
    for player in players:
        for name in plays.get(player, []):
            ability = _resolve(name, db.abilities, "capacité")
            owner = next((c for c in setup[player] if ability in (db.characters[c].main, *db.characters[c].abilities)),
                         None)
            actions.append((player, ability, owner))
            cards.append(ability)
    taken = [n for p in players for n in setup[p]]
    skeletons.once(taken, "un même personnage est nommé deux fois : donnez un nom à chaque exemplaire dans le fichier "
                          "({name: Guerrier 2, card: Guerrier})")
    out = [*skeletons.head(SOURCE, scenario_id, title, cards), *skeletons.case_head()]
    w = out.append
    w("      active: A    # le joueur dont c'est le tour ; les joueurs sont assis A, B, C, D (sens horaire)")
    for player in players:
        w(f"      {player}:")
        w(f"        characters: [{', '.join(y(n) for n in setup[player])}]    # {{name: …, health: …, bar: […], "
          "attached: […]}")
    w(f"      adjacent: []    # [[{y(taken[0])}, {y(taken[-1])}]] : qui est adjacent à qui")
    w("    actions:    # dans l'ordre ; « attempt: true » : le moteur dit si le jeu l'accepte")
    for player, ability, owner in actions:
        source = f", source: {y(owner)}" if owner else f", source: {TODO}"
        w(f"      - {{by: {player}, play: {y(ability)}{source}, targets: []}}    # targets : ??? les cibles")
    if not actions:
        w("      - {end_of_tick: 5}    # par exemple ; voir play, pass, move, order")
    w("    expect:    # moments : start, after action N, after window N, after wave N, end of tick N, end")
    w("      end:")
    w(f"        {y(taken[0] + '.health')}: {TODO}")
    return "\n".join(out) + "\n"
