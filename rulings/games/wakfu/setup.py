"""The situation of a case: checked once when the file loads, built afresh for every run."""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import UserError, Where, did_you_mean
from rulings.core.trace import Trace
from rulings.core.yamlio import where_of

from .model import FIGHTERS, IN_PLAY, PHASE_WORDS, PLAYERS, TYPE_FR, Leader, Phase, Piece, Player, State, mana_text


def _at(raw, key, default: Where) -> Where:
    return raw.at(key) if hasattr(raw, "at") else default


def card_of(name: str, db, where: Where, what: str):
    if name not in db.cards:
        raise UserError(f"carte inconnue : « {name} » ({what})", where,
                        did_you_mean(name, db.cards) or "définissez-la sous « define: cards: »")
    return db.cards[name]


def entry(raw) -> dict:
    return {"name": raw} if isinstance(raw, str) else dict(raw)


def check_setup(setup, db) -> dict:
    """Check names and types; return ``{piece or Leader name: (owner, card name)}`` of what is in play."""
    top = where_of(setup)
    names: dict = {}
    for player in PLAYERS:
        side = setup[player]
        side_where = _at(setup, player, top)
        leader = entry(side["leader"])
        where = where_of(side["leader"], _at(side, "leader", side_where))
        card = card_of(leader.get("card", leader["name"]), db, where, f"Leader de {player}")
        if card.type != "leader":
            raise UserError(f"{card.name} n'est pas un Leader ({TYPE_FR[card.type].lower()})", where)
        for name in leader.get("equipment", []):
            if card_of(name, db, where, f"équipement du Leader de {player}").type != "equipement":
                raise UserError(f"{name} n'est pas un équipement", where)
        _unique(names, leader["name"], player, card.name, where)
        for zone in ("rest", "combat"):
            items = side.get(zone) or []
            for index, raw in enumerate(items):
                item = entry(raw)
                item_where = where_of(raw, items.at(index) if hasattr(items, "at") else side_where)
                card = card_of(item.get("card", item["name"]), db, item_where, f"{zone} de {player}")
                if card.type not in IN_PLAY:
                    raise UserError(f"{card.name} ({TYPE_FR[card.type].lower()}) ne se trouve pas en Zone de "
                                    f"{'Repos' if zone == 'rest' else 'Combat'}", item_where,
                                    "le Leader a son propre emplacement ; équipements : « equipment » du Leader ; "
                                    "cartes à effets : à la Défausse une fois jouées")
                if zone == "combat" and card.type not in FIGHTERS:
                    raise UserError(f"{card.name} n'est ni une créature ni un allié : elle ne se trouve pas en Zone "
                                    "de Combat", item_where)
                if item.get("sick") and card.type not in FIGHTERS:
                    raise UserError(f"{card.name} n'est ni une créature ni un allié : pas de Mal d'invocation",
                                    item_where)
                if item.get("sick") and zone == "combat" and not card.no_sickness:
                    raise UserError(f"{item['name']} a le Mal d'invocation : elle ne peut pas être en Zone de Combat",
                                    item_where)
                if "element" in item:
                    if len(card.elements) < 2:
                        raise UserError(f"{card.name} n'a pas plusieurs éléments : retirez « element »", item_where)
                    if item["element"] not in card.elements:
                        raise UserError(f"{card.name} produit {' ou '.join(card.elements)}, pas {item['element']}",
                                        item_where)
                for key in ("patt", "drop"):
                    if key in item and card.type not in FIGHTERS:
                        raise UserError(f"{card.name} n'est ni une créature ni un allié : pas de « {key} »", item_where)
                _unique(names, item["name"], player, card.name, item_where)
        for zone in ("hand", "deck", "discard"):
            for index, name in enumerate(side.get(zone) or []):
                card_of(name, db, side[zone].at(index) if hasattr(side[zone], "at") else side_where,
                        f"{zone} de {player}")
        leader_card = db.cards[leader.get("card", leader["name"])]
        bonus = [dict(db.cards[n].bonus) for n in leader.get("equipment", [])]
        pm = leader.get("pm", leader_card.pm) + sum(b.get("pm", 0) for b in bonus)
        in_combat = len(side.get("combat") or [])
        if in_combat > pm:
            raise UserError(f"la Zone de Combat de {player} a {french.count(in_combat, 'carte')} pour {pm} PM",
                            side_where)
    return names


def leaders_of(setup) -> list[str]:
    """The names of the Leaders of a checked setup, A's then B's."""
    return [entry(setup[player]["leader"])["name"] for player in PLAYERS]


def _unique(names: dict, name: str, player: str, card: str, where: Where) -> None:
    if name in names:
        raise UserError(f"deux cartes en jeu s'appellent « {name} » : donnez un nom à chaque exemplaire, "
                        f"{{name: {name} 2, card: {card}}}", where)
    names[name] = (player, card)


def build_state(setup, db, observer) -> State:
    """A fresh state from the checked ``setup``; the start of the game is traced (Leaders, deck legality)."""
    trace = Trace()
    turn = setup.get("turn", 1)
    active = setup.get("active", "A")
    phase = PHASE_WORDS[setup.get("phase", "invocation")]
    players = {}
    for player in PLAYERS:
        side = setup[player]
        raw = entry(side["leader"])
        card = db.cards[raw.get("card", raw["name"])]
        leader = Leader(raw["name"], card, player, raw.get("pv", card.pv), raw.get("tapped", False),
                        [db.cards[n] for n in raw.get("equipment", [])],
                        {k: raw[k] for k in ("pa", "pm", "patt") if k in raw})
        who = Player(player, leader, hand=list(side.get("hand") or []), deck=list(side.get("deck") or []),
                     discard=list(side.get("discard") or []))
        for zone in ("rest", "combat"):
            for raw_piece in side.get(zone) or []:
                item = entry(raw_piece)
                getattr(who, zone).append(Piece(item["name"], db.cards[item.get("card", item["name"])], player, zone,
                                                item.get("tapped", False), item.get("sick", False),
                                                item.get("element"), item.get("patt"), item.get("drop")))
        players[player] = who
    state = State(players, active, turn, phase, trace=trace, observer=observer)
    trace.turn = turn
    state.set_phase(phase)
    if phase != Phase.DEGAGEMENT:
        state.phases.append(phase.word)
    for player in PLAYERS:
        leader = players[player].leader
        trace.add("wakfu.leader.start", f"{player} commence avec {leader.name}, son Leader (PV {leader.pv}, PA "
                                        f"{leader.pa}, PM {leader.pm}, PAtt {leader.patt}, mana "
                                        f"{mana_text(leader.mana)}).")
        own = [leader.card.name] + [n for z in ("hand", "deck", "discard")
                                    for n in getattr(players[player], z) if db.cards[n].type == "leader"]
        state.deck_legal[player] = len(own) == 1
        if len(own) > 1:
            trace.add("wakfu.leader.one", f"Les cartes de {player} comptent {french.count(len(own), 'Leader')} "
                                          f"({', '.join(own)}) : un deck n'en a qu'un, celui-ci est illégal.")
    return state
