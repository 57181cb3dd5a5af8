"""The situation of a case: checked once when the file loads, built afresh for every run; and the start of a
game (« Déroulement du jeu ») when a case begins in the ``preparation`` phase."""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import UserError, Where
from rulings.core.french import fill
from rulings.core.trace import Trace
from rulings.core.yamlio import where_of

from . import deck as decks
from . import phases, zones
from .branch_points import RESERVE_COUNT
from .model import PHASE_BY_WORD, PLAYER_FR, PREPARATION, Mod, Pending, Piece, Player, State
from .values import parse_mod


def entry(raw) -> dict:
    return {"name": raw} if isinstance(raw, str) else dict(raw)


def _at(raw, key, default: Where) -> Where:
    return raw.at(key) if hasattr(raw, "at") else default


def players_of(setup) -> list:
    return list(setup.get("players") or ["A", "B"])


def deck_list(side) -> list:
    out = []
    for item in side.get("deck") or []:
        if isinstance(item, str):
            out.append(item)
        else:
            out.extend([item["card"]] * item["count"])
    return out


class Names:
    """Every card name of a case resolved to the database's (French) name, and every piece name in play."""

    def __init__(self, db):
        self.db = db
        self.pieces: dict = {}           # piece name -> (player, card name)

    def card(self, name: str, where: Where, what: str):
        return self.db.card(name, where, what)

    def piece(self, name: str, player: str, card: str, where: Where) -> None:
        if name in self.pieces or name in ("A", "B", "C", "D"):
            raise UserError(f"deux cartes en jeu s'appellent « {name} » : donnez un nom à chaque exemplaire, "
                            f"{{name: {name} 2, card: {card}}}", where)
        self.pieces[name] = (player, card)


def check_setup(setup, names: Names) -> None:
    top = where_of(setup)
    players = players_of(setup)
    if len(set(players)) != len(players):
        raise UserError("une joueuse est nommée deux fois dans « players »", top)
    for key in ("A", "B", "C", "D"):
        if key in setup and key not in players:
            raise UserError(f"{key} n'est pas dans « players » ({', '.join(players)})", _at(setup, key, top))
    if setup.get("active", players[0]) not in players:
        raise UserError(f"la joueuse active {setup['active']} n'est pas dans « players »", top)
    for player in players:
        side = setup.get(player) or {}
        where = _at(setup, player, top)
        for raw in side.get("cities") or []:
            item = entry(raw)
            at = where_of(raw, where)
            card = names.card(item.get("card", item["name"]), at, f"cité de {player}")
            if card.type != "cite":
                raise UserError(f"{card.name} n'est pas une cité", at)
            names.piece(item["name"] if isinstance(raw, dict) else card.name, player, card.name, at)
            for level in item.get("levels") or []:
                if not any(lv["level"] == level and "permanent" in lv for lv in card.levels):
                    raise UserError(f"{card.name} n'a pas de niveau {level} à effet permanent", at)
            for res in item.get("residents") or []:
                _creature(res, player, names, where_of(res, at), "résidente")
            for att in item.get("attached") or []:
                _attached(att, player, names, where_of(att, at))
        for raw in side.get("army") or []:
            _creature(raw, player, names, where_of(raw, where), "armée", allow_global=True)
        for raw in side.get("attached") or []:
            _attached(raw, player, names, where_of(raw, where))
        for zone in ("hand", "graveyard", "reserve", "removed"):
            for index, name in enumerate(side.get(zone) or []):
                card = names.card(name, _at(side[zone], index, where), fill(PLAYER_FR[zone], player))
                if zone == "reserve" and card.type != "cite":
                    raise UserError(f"{card.name} n'est pas une cité : la réserve ne contient que des cités",
                                    _at(side[zone], index, where))
        for item in side.get("deck") or []:
            names.card(item if isinstance(item, str) else item["card"], where_of(item, where), f"deck de {player}")
        for faction in side.get("resources") or {}:
            if faction not in decks.FACTIONS:
                raise UserError(f"faction inconnue : « {faction} »", where, "factions : " + ", ".join(decks.FACTIONS))


def _creature(raw, player: str, names: Names, where: Where, what: str, allow_global: bool = False) -> None:
    item = entry(raw)
    card = names.card(item.get("card", item["name"]), where, f"{what} de {player}")
    if card.type != "creature" and not (allow_global and card.type == "enchantement"):
        extra = " (ni un enchantement global)" if allow_global else ""
        raise UserError(f"{card.name} n'est pas une créature{extra}", where)
    names.piece(item["name"] if isinstance(raw, dict) else card.name, player, card.name, where)
    for att in item.get("attached") or []:
        _attached(att, player, names, where_of(att, where))


def _attached(raw, player: str, names: Names, where: Where) -> None:
    item = entry(raw)
    card = names.card(item.get("card", item["name"]), where, "enchantement attaché")
    if card.type != "enchantement":
        raise UserError(f"{card.name} n'est pas un enchantement", where)
    names.piece(item["name"] if isinstance(raw, dict) else card.name, item.get("controller", player), card.name, where)


# --- building the state ----------------------------------------------------------------------------

def _piece(raw, player: str, db, where: str, turn: int) -> Piece:
    item = entry(raw)
    card = db.cards[db.lookup(item.get("card", item["name"]))]
    name = item["name"] if isinstance(raw, dict) else card.name
    piece = Piece(name, card, item.get("owner", player), item.get("controller", player), where,
                  item.get("tapped", False), item.get("damage", 0))
    if "counters" in item:
        a, d = parse_mod(item["counters"])
        piece.mods.append(Mod(a, d, "marqueurs", until_end=False))
        piece.counters = 1
    if "entered" in item:
        piece.entered = (turn, PHASE_BY_WORD[item["entered"]].number)
    for att in item.get("attached") or []:
        piece.attached.append(_piece(att, player, db, f"on:{name}", turn))
    return piece


def build_state(setup, db, observer) -> State:
    trace = Trace()
    order = players_of(setup)
    turn = setup.get("turn", 1)
    phase = PHASE_BY_WORD[setup.get("phase", "mise-en-jeu")].number
    players = {}
    for player in order:
        side = setup.get(player) or {}
        who = Player(player)
        for faction, stock in (side.get("resources") or {}).items():
            who.resources[faction] = [stock, 0] if isinstance(stock, int) else [stock.get("untapped", 0),
                                                                               stock.get("tapped", 0)]
        for raw in side.get("cities") or []:
            city = _piece(raw, player, db, "kingdom", turn)
            item = entry(raw)
            for res in item.get("residents") or []:
                city.residents.append(_piece(res, player, db, f"city:{city.name}", turn))
            who.cities.append(city)
        who.army = [_piece(raw, player, db, "army", turn) for raw in side.get("army") or []]
        who.attached = [_piece(raw, player, db, f"player:{player}", turn) for raw in side.get("attached") or []]
        for zone in ("hand", "graveyard", "reserve", "removed"):
            setattr(who, zone, [db.lookup(n) for n in side.get(zone) or []])
        who.deck = [db.lookup(n) for n in deck_list(side)]
        players[player] = who
    state = State(players, order, setup.get("active", order[0]), turn, phase, trace=trace, observer=observer,
                  cards=db.cards)
    trace.turn = turn
    state.set_phase(phase)
    if phase != PREPARATION:
        state.phases.append(setup.get("phase", "mise-en-jeu"))
    for player in order:
        for raw in (setup.get(player) or {}).get("cities") or []:
            item = entry(raw)
            for level in item.get("levels") or []:
                state.levels.setdefault(item["name"] if isinstance(raw, dict) else db.lookup(item["name"]),
                                        {})[level] = 0
    return state


def start(state: State, setup, db) -> None:
    """What happens before the first action: the start of the game (preparation), or the phase the case starts
    in when it has a hook (untap, draw)."""
    if state.phase == PREPARATION:
        _prepare_game(state, setup, db)
    elif state.phase == 1:
        state.phases.clear()
        phases.start_turn(state)
    else:
        hook = phases.ENTER.get(state.phase_spec.word)
        if hook is not None:
            hook(state)


def _prepare_game(state: State, setup, db) -> None:
    trace = state.trace
    trace.add("arcmage.document.draft", "La partie suit la page « Assemblage de Règles Chouettes » telle qu'elle est "
                                        "écrite : un brouillon, qui dit lui-même que tout peut changer.")
    for player in state.order:
        side = setup.get(player) or {}
        who = state.players[player]
        cards = [(n, db.cards[n].type, db.cards[n].faction, 1) for n in who.deck]
        failures, warnings, facts = decks.problems(cards, side.get("backs", "identical"))
        who.deck_legal = not failures
        who.deck_broken = [r for r, _m in failures]
        for rule in ("arcmage.deck.size", "arcmage.deck.cities", "arcmage.deck.copies", "arcmage.deck.backs"):
            bad = [m for r, m in failures if r == rule] + [m for r, m in warnings if r == rule]
            if bad:
                trace.add(rule, f"Deck de {player} : {bad[0]}.")
            else:
                trace.add(rule, f"Deck de {player} : " + {
                    "arcmage.deck.size": f"{facts['cards']} cartes, exactement 45.",
                    "arcmage.deck.cities": f"{facts['cities']} cités, au moins 3.",
                    "arcmage.deck.copies": "aucun nom en plus de 3 exemplaires.",
                    "arcmage.deck.backs": "toutes les cartes ont le même dos."}[rule])
        if facts["copies"]:
            shown = ", ".join(f"{c} × {n}" for n, c in facts["copies"].items())
            trace.add("arcmage.cards.name", f"Deck de {player} : {shown} — des exemplaires d'une même carte, "
                                            "qui portent le même nom.")
        trace.add("arcmage.deck.mix", f"Deck de {player} : factions {', '.join(facts['factions'])} ; factions et types "
                                      "sont libres.")
        trace.add("arcmage.deck.any-card", f"Toute carte peut entrer dans le deck de {player}.")
        trace.add("arcmage.cards.factions", f"Chaque carte du deck de {player} appartient à une des cinq factions.")
        verdict = "légal" if who.deck_legal else "illégal"
        trace.add("arcmage.deck.size" if not who.deck_broken else who.deck_broken[0],
                  f"Le deck de {player} est {verdict}.")
    for player in state.order:
        who = state.players[player]
        cities = [n for n in who.deck if db.cards[n].type == "cite"]
        extra = " (plus de 3 : le moteur les met toutes dans la réserve)" if len(cities) > 3 else ""
        if len(cities) > 3 and state.chance.reading(RESERVE_COUNT, trace) == "exactly-three":
            extra = (f" (les trois premières de son deck ; {zones.names(cities[3:])} "
                     f"{french.plural(len(cities) - 3, 'y reste', 'y restent')})")
            cities = cities[:3]
        for name in cities:
            who.deck.remove(name)
        who.reserve.extend(cities)
        if cities:
            theirs = "sa cité" if len(cities) == 1 else f"ses {french.count(len(cities), 'cité')}"
            trace.add("arcmage.setup.reserve", f"{player} met à part {theirs} dans sa réserve, face cachée{extra} : "
                                               f"{zones.names(cities)}.")
        else:
            trace.add("arcmage.setup.reserve", f"{player} n'a aucune cité à mettre à part dans sa réserve.")
        trace.add("arcmage.zones.reserve", f"La réserve de {player} contient ses cités non construites.")
    trace.add("arcmage.cards.flavour", "Les illustrations et les textes d'ambiance des cartes n'ont aucun effet sur "
                                       "la partie.")
    trace.add("arcmage.setup.shuffle", "Chacune peut mélanger son deck : le cas donne l'ordre après mélange.")
    for player in state.order:
        zones.draw(state, player, 7, "mise en place")
        left = len(state.players[player].deck)
        trace.add("arcmage.setup.hand", f"{player} pioche 7 cartes, sans les montrer ({french.count(left, 'carte')} "
                                        f"{french.plural(left, 'reste', 'restent')} dans son deck).")
        trace.add("arcmage.zones.hand", f"La main de {player} est cachée aux autres.")
    zones.settle(state)
    trace.add("arcmage.setup.first", f"Les joueuses se sont accordées : {state.order[0]} commence ; l'ordre du tour "
                                     f"est {', '.join(state.order)}.")
    state.pending = Pending("first_city", state.order[0])
