"""``rulings new --game arcmage``: a commented scenario skeleton for the judge to fill.

``sides`` names what each player has in play (a city goes to her kingdom, a
creature to her army, an enchantment to her army as a global one); ``plays``
what each plays, from her hand (in her own mise-en-jeu phase; A first).  Every
``???`` is for the judge to replace; the file is otherwise a valid scenario,
and running it says what the engine computes where a value is expected.
"""

from __future__ import annotations

from rulings.core import skeletons
from rulings.core.errors import UserError, did_you_mean
from rulings.core.skeletons import TODO, WHERE
from rulings.core.yamlio import scalar as y

from .model import PLAYER_NAMES

SOURCE = skeletons.Source(
    "arcmage", "002_18938faae939d5e9.txt    # « Assemblage de Règles Chouettes » (wiki Arcmage)",
    unconfirmed="la page est muette, ambiguë ou se contredit",
    post="la ligne exacte de la section, par exemple « Jouer une carte »",
    quote="la ou les phrases de la page, mot pour mot")


def _resolve(name: str, db) -> str:
    found = db.lookup(name)
    if found is None:
        raise UserError(f"carte inconnue dans la base Arcmage : « {name} »", WHERE,
                        did_you_mean(name, [*db.cards, *db.english]))
    return found


def skeleton(db, scenario_id: str, sides: dict, plays: dict, title: str | None = None) -> str:
    unknown = sorted((set(sides) | set(plays)) - set(PLAYER_NAMES))
    if unknown:
        raise UserError(f"les joueuses s'appellent {', '.join(PLAYER_NAMES)} (pas {', '.join(unknown)})", WHERE)
    players = sorted({"A", "B"} | set(sides) | set(plays))
    default_cities = [n for n, c in db.cards.items() if c.type == "cite" and c.modelled] or \
        [n for n, c in db.cards.items() if c.type == "cite"]
    if not default_cities:
        raise UserError("la base Arcmage n'a aucune cité", WHERE)
    setup, cards = {}, []
    named_by = {player: [_resolve(n, db) for n in sides.get(player, [])] for player in players}
    in_play = {n for named in named_by.values() for n in named}
    for index, player in enumerate(players):
        named = named_by[player]
        # the index-th city by default, or the next one no player named nor was given (two players need two)
        rotated = default_cities[index % len(default_cities):] + default_cities[:index % len(default_cities)]
        default = next((n for n in rotated if n not in in_play), rotated[0])
        cities = [n for n in named if db.cards[n].type == "cite"] or [default]
        in_play.update(cities)
        army = [n for n in named if db.cards[n].type in ("creature", "enchantement")]
        for name in named:
            if db.cards[name].type in ("magie", "evenement"):
                raise UserError(f"{name} ne reste pas en jeu : nommez-la parmi les cartes jouées", WHERE)
        hand = [_resolve(n, db) for n in plays.get(player, [])]
        setup[player] = (cities, army, hand)
        cards += [*cities, *army, *hand]
    skeletons.once([n for p in players for n in setup[p][0] + setup[p][1]],
                   "une même carte est nommée deux fois en jeu : donnez un nom à chaque exemplaire dans le fichier "
                   "({name: Goule 2, card: Goule})")
    out = [*skeletons.head(SOURCE, scenario_id, title, cards), *skeletons.case_head()]
    w = out.append
    if players != ["A", "B"]:
        w(f"      players: [{', '.join(players)}]    # dans l'ordre du tour")
    w("      active: A    # la joueuse dont c'est le tour")
    w("      phase: mise-en-jeu    # preparation, desengagement, pioche, devotion, mise-en-jeu, attaque, "
      "mise-en-jeu-2, defausse")
    for player in players:
        cities, army, hand = setup[player]
        w(f"      {player}:")
        w("        resources: {Horde rouge: 2, Empire: 2}    # ressources désengagées, par faction ; "
          "{untapped: 1, tapped: 1}")
        w(f"        cities: [{', '.join(y(c) for c in cities)}]    # {{name: …, damage: 2, residents: [...]}}")
        w(f"        army: [{', '.join(y(n) for n in army)}]    # {{name: …, tapped: true, damage: 1, owner: B}}")
        w(f"        hand: [{', '.join(y(n) for n in hand)}]")
        w("        deck: []    # carte du dessus en premier")
        w("        graveyard: []    # la plus ancienne en premier")
    w("    actions:    # dans l'ordre ; « attempt: true » : le moteur dit si le jeu l'accepte")
    count = 0
    for player in players:
        for name in setup[player][2]:
            card = db.cards[name]
            target = f', target: "{TODO}"' if card.target else ""
            if player != "A" and card.type != "evenement" and count:
                w("      # (une carte de B qui n'est pas un évènement se joue à son tour : {by: A, end_turn: true} et "
                  "sa pioche d'abord)")
            w(f"      - {{by: {player}, play: {y(name)}{target}}}    # pay: {{Faction: n}} pour choisir les "
              "ressources engagées")
            count += 1
    if not count:
        w("      - {by: A, phase: defausse}    # par exemple ; voir play, activate, move, attack, block, devote…")
    w("    expect:    # moment -> valeurs ; moments : start, after action N, after combat T, end of turn T, end")
    w("      end:")
    for player in players:
        w(f"        {player}.graveyard: {TODO}")
    return "\n".join(out) + "\n"
