"""The situation of a case: checked once when the file loads, built afresh for every run."""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import UserError, Where, did_you_mean
from rulings.core.trace import Trace
from rulings.core.yamlio import where_of

from .model import PLAYER_NAMES, Carried, Character, Player, State


def entry(raw) -> dict:
    return {"name": raw} if isinstance(raw, str) else dict(raw)


def _at(raw, key, default: Where) -> Where:
    return raw.at(key) if hasattr(raw, "at") else default


def players_of(setup, where: Where) -> list:
    players = [p for p in PLAYER_NAMES if p in setup]
    if players != list(PLAYER_NAMES[:len(players)]):
        raise UserError("les joueurs se suivent dans le sens des aiguilles d'une montre : A, B, puis C, puis D "
                        f"(ce cas a {', '.join(players)})", where)
    return players


def ability_of(name: str, db, where: Where, what: str):
    if name not in db.abilities:
        raise UserError(f"capacité inconnue : « {name} » ({what})", where,
                        did_you_mean(name, db.abilities) or "définissez-la sous « define: abilities: »")
    return db.abilities[name]


def check_setup(setup, db) -> tuple[list, dict]:
    """The players, and ``{character name: (controller, figurine)}`` for every character of the case (those
    a carried ability may summon included)."""
    top = where_of(setup)
    players = players_of(setup, top)
    if setup.get("active", "A") not in players:
        raise UserError(f"le joueur actif {setup['active']} n'est pas dans ce cas", _at(setup, "active", top))
    teams_of(setup, players, top)
    names: dict = {}
    for player in players:
        side = setup[player] or {}
        items = side.get("characters") or []
        for index, raw in enumerate(items):
            item = entry(raw)
            where = where_of(raw, items.at(index) if hasattr(items, "at") else top)
            card = item.get("card", item["name"])
            if card not in db.characters:
                raise UserError(f"figurine inconnue : « {card} » (personnages de {player})", where,
                                did_you_mean(card, db.characters) or "définissez-la sous « define: characters: »")
            if item["name"] in names:
                raise UserError(f"deux personnages s'appellent « {item['name']} » : donnez à chacun son nom "
                                f"({{name: {item['name']} 2, card: {card}}})", where)
            names[item["name"]] = (player, card)
    placed = set(names)                     # in play at the start; a summoned character is not
    for player in players:
        for raw in (setup[player] or {}).get("characters") or []:
            item = entry(raw)
            where = where_of(raw, top)
            for key in ("bar", "hidden"):
                for name in item.get(key) or []:
                    ability_of(name, db, where, f"{key} de {item['name']}")
            for attached in item.get("attached") or []:
                att = entry(attached)
                ability_of(att["name"], db, where, f"attachée à {item['name']}")
                if "from" in att and att["from"] not in names:
                    raise UserError(f"« {att['from']} » (from) n'est pas un personnage de ce cas", where,
                                    did_you_mean(att["from"], names))
            carried = _carried_names(item, db)
            for ability in carried:
                for key, value in (s for step in db.abilities[ability].effect for s in step):
                    if key == "summon" and value not in names:
                        names[value] = (player, value)
    for group in setup.get("adjacent") or []:
        for name in group:
            if name not in names:
                raise UserError(f"« {name} » (adjacent) n'est pas un personnage de ce cas", _at(setup, "adjacent", top),
                                did_you_mean(name, names))
            if name not in placed:
                raise UserError(f"« {name} » (adjacent) n'est pas en jeu au départ : invoqué, il entre en jeu "
                                "adjacent à personne (déplacez-le ensuite avec une action « move »)",
                                _at(setup, "adjacent", top))
    return players, names


def teams_of(setup, players: list, top: Where) -> dict:
    """``setup.teams`` checked: each player a player of the case, in one team at most.  Returns player -> the
    players of its team (itself included); a player in no team is in none."""
    raw = setup.get("teams") or []
    where = _at(setup, "teams", top)
    teams: dict = {}
    for index, team in enumerate(raw):
        at = where_of(team, raw.at(index) if hasattr(raw, "at") else where)
        for player in team:
            if player not in players:
                raise UserError(f"l'équipe {index + 1} ({', '.join(map(str, team))}) nomme le joueur {player}, qui "
                                f"n'est pas dans ce cas (ses joueurs : {', '.join(players)})", at,
                                did_you_mean(str(player), players))
            if player in teams:
                raise UserError(f"le joueur {player} est dans deux équipes : un joueur n'est que d'une équipe", at)
            if team.count(player) > 1:
                raise UserError(f"l'équipe {index + 1} nomme deux fois le joueur {player}", at)
            teams[player] = tuple(team)
    return teams


def _carried_names(item: dict, db) -> list:
    card = db.characters[item.get("card", item["name"])]
    names = ([card.main] if card.main else []) + list(card.abilities)
    names += list(item.get("bar") or []) + list(item.get("hidden") or [])
    names += [entry(a)["name"] for a in item.get("attached") or []]
    return names


def new_character(name: str, card, controller: str, db, item: dict | None = None) -> Character:
    item = item or {}
    max_health = item.get("max_health", card.health)
    char = Character(name, card, controller, item.get("health", max_health), max_health,
                     item.get("armor", card.armor), item.get("ticks", 0), item.get("vp", card.vp))
    if card.main:
        char.carried.append(Carried(db.abilities[card.main], "upper", name, controller))
    char.carried += [Carried(db.abilities[a], "lower", name, controller) for a in card.abilities]
    char.carried += [Carried(db.abilities[a], "bar", name, controller) for a in item.get("bar") or []]
    char.carried += [Carried(db.abilities[a], "hidden", name, controller) for a in item.get("hidden") or []]
    return char


def build_state(setup, players: list, db, observer, chance) -> State:
    chars: dict = {}
    sides = {}
    for player in players:
        side = setup[player] or {}
        sides[player] = Player(player, list(side.get("hand") or []), list(side.get("deck") or []),
                               list(side.get("discard") or []), side.get("vp", 0))
        for raw in side.get("characters") or []:
            item = entry(raw)
            card = db.characters[item.get("card", item["name"])]
            chars[item["name"]] = new_character(item["name"], card, player, db, item)
    for player in players:
        for raw in (setup[player] or {}).get("characters") or []:
            item = entry(raw)
            for attached in item.get("attached") or []:
                att = entry(attached)
                source = att.get("from", item["name"])
                chars[item["name"]].carried.append(
                    Carried(db.abilities[att["name"]], "attached", source, chars[source].controller))
    adjacency: dict[str, set[str]] = {name: set() for name in chars}
    for group in setup.get("adjacent") or []:
        for a in group:
            for b in group:
                if a != b:
                    adjacency[a].add(b)
    # the trace counts actions, not turns: « action 1 », not « T1 » (which read as a tick)
    state = State(sides, players, setup.get("active", "A"), chars, adjacency, setup.get("victory"),
                  teams_of(setup, players, Where()), db, chance=chance, trace=Trace(step="action "),
                  observer=observer)
    state.trace.phase = "situation"
    if state.teams:
        groups = list(dict.fromkeys(state.teams.values()))
        alone = [p for p in players if p not in state.teams]
        teams = " ; ".join(f"{french.join(team)} font équipe" for team in groups)
        rest = (f" ({french.join(alone)} : {french.plural(len(alone), 'seul, ennemi', 'seuls, ennemis')} de tous)"
                if alone else "")
        state.trace.add("wowminis.deduit.allies", f"{teams} : alliés entre eux, ennemis des autres{rest}.")
    return state
