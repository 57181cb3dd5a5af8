"""Playing a card from the hand (prerequisites, payment, then: an event goes on the pile, a magic card
resolves and goes to the graveyard, an enchantment is attached to its target or goes to the army, a creature
arrives on a city), activating an ability, placing the first city and founding a city.
"""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import UserError

from . import abilities, payment, phases, stack, values, zones
from .branch_points import (
    FIRST_CITY,
    MAGIC_PILE,
    NAME_UNIQUE,
    PLAYER_ENCHANTMENT,
    PREREQUISITE,
)
from .model import DRAW, PREPARATION, TYPE_FR, CardDef, Pending, Piece, Refusal, State

_A = {"cite": "une ", "creature": "une ", "enchantement": "un "}      # the article of a kind of piece

TIMING = {"magie": "arcmage.magic.timing", "enchantement": "arcmage.enchant.timing",
          "creature": "arcmage.creature.play"}


def resolve_target(state: State, kind: str | None, raw, what: str):
    """The target an action names, checked against what the card or ability targets."""
    if kind is None:
        if raw is not None:
            raise UserError(f"{what} ne vise rien : retirez « target: {raw} »")
        return None
    if raw is None:
        raise UserError(f"{what} a une cible : ajoutez « target: … »")
    if isinstance(raw, list):
        return [resolve_target(state, kind, item, what) for item in raw]
    if kind == "player":
        if raw not in state.players:
            raise UserError(f"{what} vise une joueuse ({', '.join(state.order)}), pas « {raw} »")
        return raw
    if kind in ("graveyard-creature", "own-graveyard-creature", "card-on-pile"):
        return raw
    piece = state.find(raw)
    if piece is None:
        raise UserError(f"{raw} n'est pas en jeu : {what} ne peut pas la viser")
    allowed = {"creature": ("creature",), "city": ("cite",), "creature-or-city": ("creature", "cite"),
               "enchantment": ("enchantement",)}[kind]
    if piece.kind not in allowed:
        raise UserError(f"{what} vise {french.join([_A[k] + TYPE_FR[k].lower() for k in allowed], 'ou')}, pas {raw}")
    return piece


def _prerequisite(state: State, player: str, card: CardDef) -> None:
    if card.requires != "fewer-creatures":
        return
    mine = len(state.creatures(player))
    theirs = {p: len(state.creatures(p)) for p in state.opponents(player)}
    shown = ", ".join(f"{p} {n}" for p, n in theirs.items())
    if len(theirs) > 1 and state.chance.reading(PREREQUISITE, state.trace) == "total":
        ok, than = mine < sum(theirs.values()), f"que leur total ({sum(theirs.values())})"
    else:
        ok, than = all(mine < n for n in theirs.values()), "que chacune de ses adversaires"
    text = (f"Prérequis {french.de(card.name)} : {player} contrôle {french.count(mine, 'créature')} ({shown}) ; il en "
            f"faut moins {than}")
    state.trace.add("arcmage.play.prerequisites", text + (" : satisfait." if ok else " : non satisfait."))
    if not ok:
        raise Refusal("arcmage.play.prerequisites", f"{player} contrôle {french.count(mine, 'créature')}, pas moins "
                                                    f"{than} ({shown}) : {card.name} ne peut pas être jouée")


def play(state: State, player: str, card: CardDef, raw_target, options: dict) -> None:
    who = state.players[player]
    trace = state.trace
    if card.name not in who.hand:
        raise UserError(f"{card.name} n'est pas dans la main de {player} (main : {', '.join(who.hand) or 'vide'})")
    if card.type == "cite":
        raise Refusal("arcmage.city.found", f"{card.name} est une cité : elle ne se joue pas depuis la main, elle se "
                                            "fonde depuis la réserve en passant son tour")
    if card.cost is None and card.x is None:
        raise UserError(f"{card.name} n'a pas de coût : elle ne se joue pas depuis la main")
    if card.type == "evenement":
        if state.founding and player == state.active:
            raise Refusal("arcmage.city.found", f"{player} fonde une cité ce tour-ci : elle passe le reste de son tour")
        if player == state.active:
            trace.add("arcmage.stack.event-anytime", f"{player} joue l'évènement {card.name} ; un évènement se joue "
                                                     "n'importe quand.")
        else:
            trace.add("arcmage.stack.event-anytime", f"{player} joue l'évènement {card.name} pendant le tour de "
                                                     f"{state.active} : un évènement se joue n'importe quand.")
            trace.add("arcmage.setup.active", f"{state.active} reste la joueuse active ; {player} est passive, même "
                                              "quand elle agit.")
    else:
        rule = TIMING[card.type]
        phases.require_main(state, player, rule, f"jouer {card.name}")
        if card.type == "magie" and state.pile and state.chance.reading(MAGIC_PILE, trace) == "refused-while-pile":
            raise Refusal("arcmage.stack.closes", f"{card.name} est une carte Magie : elle ne se joue pas tant que la "
                                                  f"pile n'est pas vide ({zones.names(i.name for i in state.pile)})")
        stack.resolve(state, None, f"{player} joue {card.name}")
        kind = {"magie": "une carte Magie", "enchantement": "un enchantement", "creature": "une créature"}[card.type]
        if card.type == "magie":
            trace.add("arcmage.cards.types", f"{card.name} est une carte Magie, le type que « Bases » appelle "
                                             "« sort ».")
        trace.add(rule, f"{card.name} est {kind} : {player} la joue pendant sa propre mise en jeu.")
        trace.add("arcmage.turn.main", f"En mise en jeu, {player} joue autant de cartes que ses ressources et les "
                                       "prérequis le permettent.")
    _prerequisite(state, player, card)
    if card.type in ("creature", "enchantement") and any(p.card.name == card.name for p in state.pieces()) and \
            state.chance.reading(NAME_UNIQUE, trace) == "unique-in-play":
        raise Refusal("arcmage.cards.name", f"un exemplaire de {card.name} est déjà en jeu : chaque carte a un nom "
                                            "unique, un seul exemplaire en jeu")
    target = resolve_target(state, card.target, raw_target, card.name)
    piece = None
    if card.type == "creature":
        piece = Piece(options.get("as") or zones.unique_name(state, card.name), card, player, player)
        if piece.name != card.name and "as" not in options:
            trace.add("arcmage.cards.name", f"Une autre {card.name} est déjà en jeu : deux exemplaires d'une carte "
                                            f"portent le même nom ; celle-ci s'appelle « {piece.name} » dans ce cas.")
        where = _creature_destination(state, player, piece, options.get("to"))
    cost = payment.cost_of(state, card, options, target)
    payment.pay(state, player, card.name, cost, card.faction, card.loyalty, options.get("pay"))
    who.hand.remove(card.name)
    if card.type in ("creature", "enchantement"):
        trace.add("arcmage.state.not-in-play", f"{card.name}, dans la main, n'était pas en jeu : son coût payé et ses "
                                               "prérequis satisfaits, elle peut l'être.")
    abilities.fire(state, "plays", player=player, card=card)
    if card.type == "evenement":
        stack.push_event(state, player, card, target, options)
        return
    trace.add("arcmage.play.resolve", f"{card.name} est mise en jeu et résolue.")
    if card.type == "magie":
        effect = card.modes[options["mode"] - 1] if card.modes else card.effect
        abilities.run(state, effect, player, card, target, options)
        who.graveyard.append(card.name)
        trace.add("arcmage.magic.discard", f"{card.name}, jouée, est défaussée dans le cimetière de {player}.")
    elif card.type == "enchantement":
        _enchant(state, player, card, target, options)
    else:
        assert piece is not None, "a creature: its piece is made above"
        zones.enter_play(state, piece, where, f"jouée par {player}")
        shown = "l'armée" if where == "army" else where[5:]
        trace.add("arcmage.creature.play", f"{piece.name} est placée dans {shown}.")
        if where != "army":
            trace.add("arcmage.zones.kingdom", f"{piece.name} est une résidente {french.de(shown)}.")
        trace.add("arcmage.play.permanents", f"{piece.name}, une créature payée, est en jeu.")
        for source, passive in values.passive_sources(state):
            if source is not piece and values.applies(source, passive, piece):
                trace.add("arcmage.ability.passive", f"La capacité passive {french.de(source.name)} s'applique aussi à "
                                                     f"{piece.name}, arrivée après elle ({passive['bonus']}) : "
                                                     f"{values.stats(state, piece)}.")
        if card.effect:
            trace.add("arcmage.ability.triggered", f"{piece.name} entre en jeu : sa capacité se déclenche.")
            abilities.run(state, card.effect, player, piece, target, options)
    zones.settle(state)


def _creature_destination(state: State, player: str, piece: Piece, to: str | None) -> str:
    cities = state.players[player].cities
    if to == "army":
        values.require(state, piece, "enter-army", False, "arcmage.creature.play",
                       f"{piece.card.name} ne peut pas être mise directement dans l'armée : une créature arrive sur "
                       "une cité de sa joueuse", what="être jouée directement dans l'armée")
        return "army"
    if to is None:
        if len(cities) != 1:
            raise UserError(f"sur quelle cité {player} place-t-elle {piece.card.name} ? ajoutez « to: <cité> » ("
                            f"{', '.join(c.name for c in cities) or 'aucune cité'})")
        return f"city:{cities[0].name}"
    city = state.find(to)
    if city is None or city.kind != "cite":
        raise UserError(f"{to} n'est pas une cité en jeu (ni army)")
    if city.controller != player:
        raise Refusal("arcmage.creature.play", f"{to} est une cité {french.de(city.controller)} : une créature se "
                                               f"place sur une cité que {player} contrôle")
    return f"city:{to}"


def _enchant(state: State, player: str, card: CardDef, target, options: dict) -> None:
    trace = state.trace
    piece = Piece(options.get("as") or zones.unique_name(state, card.name), card, player, player)
    if card.effect:
        target = abilities.run(state, card.effect, player, card, target, options)
    if target is None:
        zones.enter_play(state, piece, "army", f"jouée par {player}")
        trace.add("arcmage.enchant.global", f"{piece.name} n'a pas de cible : un enchantement global, placé dans la "
                                            f"zone de l'armée de {player}.")
    elif isinstance(target, Piece):
        zones.enter_play(state, piece, f"on:{target.name}", f"jouée par {player}")
        trace.add("arcmage.enchant.target", f"{piece.name} est attaché à sa cible, {target.name}.")
    elif state.chance.reading(PLAYER_ENCHANTMENT, trace) == "in-army-zone":
        piece.aims = target
        zones.enter_play(state, piece, "army", f"jouée par {player}")
        trace.add("arcmage.enchant.target", f"{piece.name} vise la joueuse {target} : il est placé dans la zone de "
                                            f"l'armée de {player}, comme un enchantement sans carte pour cible.")
    else:
        zones.enter_play(state, piece, f"player:{target}", f"jouée par {player}")
        trace.add("arcmage.enchant.target", f"{piece.name} vise la joueuse {target} : le moteur le garde à côté "
                                            "d'elle.")
    trace.add("arcmage.enchant.duration", f"{piece.name} reste en jeu jusqu'à ce qu'un effet l'enlève.")
    trace.add("arcmage.play.permanents", f"{piece.name}, un enchantement payé, est en jeu.")


def activate(state: State, player: str, name: str, index: int, raw_target, options: dict) -> None:
    trace = state.trace
    piece = state.find(name)
    if piece is None:
        raise UserError(f"{name} n'est pas en jeu")
    if not piece.card.abilities:
        raise UserError(f"{name} n'a pas de capacité activable")
    if not 1 <= index <= len(piece.card.abilities):
        raise UserError(f"{name} a "
                        f"{french.count(len(piece.card.abilities), 'capacité activable', 'capacités activables')} : « "
                        f"ability: » de 1 à {len(piece.card.abilities)}")
    if piece.controller != player:
        raise Refusal("arcmage.cards.controller", f"{name} est contrôlée par {piece.controller} : seule la joueuse qui "
                                                  "contrôle une carte active ses capacités")
    phases.require_main(state, player, "arcmage.turn.main", f"activer {name}")
    stack.resolve(state, None, f"{player} active une capacité")
    ability = piece.card.abilities[index - 1]
    costs = (["engager la carte"] if ability.get("tap") else []) + \
        ([french.count(ability['pay'], 'ressource')] if ability.get("pay") else [])
    trace.add("arcmage.ability.cost-kinds", f"Capacité activable {french.de(name)} : coût "
                                            f"{', '.join(costs) or 'aucun'} : effet.")
    trace.add("arcmage.creature.abilities", f"La capacité, son coût et ses prérequis sont écrits sur {name}.")
    if ability.get("tap") and piece.tapped:
        raise Refusal("arcmage.state.no-double-tap", f"{name} est déjà engagée : une carte engagée ne peut pas être "
                                                     "engagée à nouveau, sa capacité ne peut pas s'activer")
    target = resolve_target(state, ability.get("target"), raw_target, f"la capacité {french.de(name)}")
    if ability.get("same_city") and isinstance(target, Piece) and target.where != piece.where:
        raise Refusal("arcmage.creature.abilities", f"{target.name} n'est pas dans la même cité que {name}")
    if ability.get("pay"):
        payment.pay(state, player, f"la capacité {french.de(name)}", ability["pay"], piece.card.faction, 0,
                    options.get("pay"), short_rule="arcmage.ability.activable")
    if ability.get("tap"):
        piece.tapped = True
        trace.add("arcmage.state.tap-symbol", f"{name} est engagée : le symbole Engager est un prérequis de l'effet.")
    trace.add("arcmage.ability.activable", f"{player}, qui contrôle {name}, a payé le coût : l'effet s'applique.")
    abilities.run(state, ability["effect"], player, piece, target, options)
    zones.settle(state)


def _city_from_reserve(state: State, player: str, name: str) -> Piece:
    """The city ``name`` of ``player``'s reserve, put in her kingdom."""
    who = state.players[player]
    if name not in who.reserve:
        raise UserError(f"{name} n'est pas dans la réserve de {player} ({', '.join(who.reserve) or 'vide'})")
    who.reserve.remove(name)
    city = Piece(zones.unique_name(state, name), state.cards[name], player, player, "kingdom")
    who.cities.append(city)
    return city


def first_city(state: State, player: str, name: str) -> None:
    pending = state.pending
    if state.phase != PREPARATION or pending is None or pending.kind != "first_city":
        raise UserError("la première cité se pose pendant la mise en place, avant le premier tour")
    if pending.player != player:
        raise Refusal("arcmage.setup.first-city", f"c'est à {pending.player} de poser sa première cité : chacune à "
                                                  "tour de rôle, depuis la première joueuse")
    how = "regarde ses cités et pose"
    if state.chance.reading(FIRST_CITY, state.trace) == "random":
        drawn = state.chance.pick(f"première cité de {player}", list(state.players[player].reserve),
                                  f"la première cité de {player}, tirée au hasard")
        how = "tire au hasard" + (f" (le cas nommait {name}) et pose" if drawn != name else " et pose")
        name = drawn
    city = _city_from_reserve(state, player, name)
    state.trace.add("arcmage.setup.first-city", f"{player} {how} {name} dans son royaume, face visible.")
    state.trace.add("arcmage.city.place", f"{name}, une cité {city.card.faction}, est dans le royaume de {player}.")
    later = [p for p in state.order if not state.players[p].cities]
    if later:
        state.pending = Pending("first_city", later[0])
        return
    state.pending, state.opened = None, True
    state.trace.add("arcmage.setup.first-turn", f"Chacune a posé sa cité : le premier tour commence, pour "
                                                f"{state.active}, sans exception (désengagement, pioche…).")
    phases.start_turn(state)


def found(state: State, player: str, name: str) -> None:
    trace = state.trace
    if player != state.active:
        raise Refusal("arcmage.city.found", f"{player} ne fonde une cité qu'à son propre tour, en le passant")
    if state.draw_choice is not None or state.phase > DRAW:
        raise Refusal("arcmage.city.found", f"{player} a déjà commencé son tour : fonder une cité, c'est passer un "
                                            "tour complet")
    if state.phase < DRAW:
        phases.advance(state, DRAW)
    who = state.players[player]
    city = _city_from_reserve(state, player, name)
    state.founding, state.draw_choice, state.pending = True, -1, None
    trace.add("arcmage.city.found", f"{player} passe son tour pour fonder {name} : elle la prend dans sa réserve et "
                                    "la met en jeu, face visible ; elle ne pioche pas et ne fait rien d'autre ce "
                                    "tour-ci.")
    trace.add("arcmage.zones.reserve", f"Réserve de {player} : {', '.join(who.reserve) or 'vide'}.")
    trace.add("arcmage.city.place", f"{name}, une cité {city.card.faction}, est dans le royaume de {player}.")
