"""The turn, in one place: the phases of an Eredan turn in the blog's order.

1. start of turn: line-up abilities, untap, draw (Partie 1);
2. choice of fighters, order and marauder bonuses, start-of-combat abilities;
3. play phase; cards attached « au début du combat »; resolution en N (Partie 2);
4. physical attacks (active first), end of combat, deaths, tapping, victory;
5. discard, end of turn effects, deaths, second victory check (Partie 3, errata).

Each phase is a small function; :func:`play_turn` calls them in order, keeps
the current :class:`Phase` in the state (the trace shows its French label) and
tells the observer when a named moment is reached.  This module is the top of
the engine: it uses every other one, none uses it.
"""

from __future__ import annotations

from rulings.core import french
from rulings.core.errors import UserError
from rulings.core.french import de

from . import damage, effects, stats, zones
from .branch_points import DECK_DEFEAT, END_OF_COMBAT_DEATHS, END_OF_COMBAT_ORDER, PER_COMBAT
from .equipment import leave_play
from .events import static_steps
from .messages import msg
from .model import CardInPlay, Character, Game, Phase
from .orders import order_and_marauder
from .resolution import play_cards, resolve_all


def play_turn(game: Game, spec: dict) -> None:
    game.trace.turn = game.turn
    _phase(game, Phase.START_OF_TURN)
    start_of_turn(game)
    _moment(game, "start of turn")
    _phase(game, Phase.CHOICE)
    choose_fighters(game, spec["fight"])
    order_and_marauder(game)
    character_start_of_combat(game)
    _moment(game, "start of combat")
    _phase(game, Phase.PLAY)
    play_cards(game, spec["play"])
    _phase(game, Phase.RESOLUTION)
    attached_start_of_combat(game)
    resolve_all(game)
    _moment(game, "before attacks")
    _phase(game, Phase.CLASH)
    physical_attacks(game)
    _phase(game, Phase.END_OF_COMBAT)
    end_of_combat(game)
    _moment(game, "end of combat")
    if check_victory(game, Phase.END_OF_COMBAT):
        return
    _phase(game, Phase.DISCARD)
    discard_phase(game, spec["discard"])
    _phase(game, Phase.END_OF_TURN)
    end_of_turn(game)
    if check_victory(game, Phase.END_OF_TURN):
        return
    cleanup_turn(game)
    _moment(game, "end of turn")


def _phase(game: Game, phase: Phase) -> None:
    game.phase = phase
    game.trace.phase = phase.label


def _moment(game: Game, name: str) -> None:
    if game.observer:
        game.observer((name, game.turn), game)


# --- 1. start of turn -----------------------------------------------------------

def start_of_turn(game: Game) -> None:
    for player_name in (game.active, game.passive):
        for character in game.players[player_name].living():
            ctx = effects.Ctx(game, character, None, character.name)
            if effects.run(ctx, character.definition.abilities, "start_of_turn"):
                game.trace.add("eredan.turn.lineup", f"capacité {de(character.name)} appliquée en début de tour")
                if any(key in step for step in character.definition.abilities if step.get("when") == "start_of_turn"
                       for key in ("if", "guild", "class", "race")):
                    game.trace.add("eredan.turn.lineup-check",
                                   f"condition de la capacité {de(character.name)} vérifiée au début du tour : "
                                   f"le bonus vaut jusqu'à la fin du tour, même si elle cesse d'être remplie")
    for card in _cards_in_pose_order(game):
        effects.run(effects.Ctx(game, card.played_by, card, card.name), card.definition.effects, "start_of_turn")
    for player in game.players.values():
        living = player.living()
        if living and all(c.tapped for c in living):
            for character in living:
                character.tapped = False
            game.trace.add("eredan.turn.untap", f"tous les personnages vivants {de(player.name)} étaient inclinés : "
                                                f"ils sont redressés")
    for player_name in (game.active, game.passive):
        draw(game, game.players[player_name])


def hand_size(game: Game, player) -> int:
    """The hand size of ``player``: 5 (or the setup's), unless an effect in play sets it (Haine: 4).

    Static ``hand_size`` steps of living characters and attached cards apply;
    if several do, the smallest wins (an assumption: the source names one card).
    """
    sizes = []
    for owner, step, label, _card in static_steps(game, "hand_size"):
        who = step.get("players", "all")
        if who == "all" or (who == "mine") == (owner.player is player):
            sizes.append((step["hand_size"], label))
    if not sizes:
        return player.hand_size
    size, label = min(sizes)
    game.trace.add("eredan.turn.hand-size", f"main du joueur {player.name} : {french.count(size, 'carte')} ({label})")
    return size


def draw(game: Game, player) -> None:
    change = zones.draw_change(game, player)   # « pioche une carte de moins » (Jeu de main...): this phase counts
    if player.hand is None or player.deck is None:
        return
    # the change counts from the cards drawn to complete the hand: « une carte de plus » with a full hand is one
    # card (an assumption: the sources only speak of « une carte de moins »)
    missing = hand_size(game, player) - len(player.hand) + change
    if missing <= 0:
        return
    drawn = player.deck[:missing]
    del player.deck[:len(drawn)]
    player.hand.extend(drawn)
    game.trace.add("eredan.turn.draw", f"le joueur {player.name} pioche {french.count(len(drawn), 'carte')} : "
                                       f"{', '.join(drawn) or '-'}")
    if len(drawn) < missing:
        player.decked_out = True
        game.trace.add("eredan.victory.deck", f"le joueur {player.name} ne peut pas compléter sa main : défaite au "
                                              "deck déclenchée")


# --- 2. fighters, orders, start of combat ----------------------------------------

def choose_fighters(game: Game, fight: dict) -> None:
    for player_name in (game.active, game.passive):
        name = fight[player_name]
        character = next((c for c in game.players[player_name].characters if c.name == name), None)
        if character is None:
            raise UserError(msg("turn.not_character_of", turn=game.turn, name=name, player=player_name))
        if character.dead:
            raise UserError(msg("turn.dead", turn=game.turn, name=name))
        if character.tapped:
            raise UserError(msg("turn.tapped", turn=game.turn, name=name))
        game.fighters[player_name] = character
    game.trace.add("eredan.turn.fighters", f"le joueur {game.active} (initiative) choisit "
                                           f"{game.fighters[game.active].name} contre "
                                           f"{game.fighters[game.passive].name}")


def _fighters_abilities(game: Game, moment: str, rule: str, what: str) -> None:
    """The fighters' own abilities of ``moment`` (``what``: « de fin de combat »), the active player's first."""
    for player_name in (game.active, game.passive):
        character = game.fighters[player_name]
        ctx = effects.Ctx(game, character, None, f"capacité {de(character.name)}")
        if effects.run(ctx, character.definition.abilities, moment):
            game.activations.append(f"capacité {de(character.name)}")
            game.trace.add(rule, f"capacité {what} {de(character.name)}")


def character_start_of_combat(game: Game) -> None:
    _fighters_abilities(game, "start_of_combat", "eredan.turn.start-of-combat", "de début de combat")


def _every_turn(game: Game, card, moment: str) -> bool:
    """A card attached to a character who does not fight, with an effect « at each combat » at ``moment``: whether
    it activates all the same (the reading ``per-combat-effects``, read only for such a card)."""
    timed = any(step.get("when") == moment for step in card.definition.effects)
    return timed and game.chance.reading(PER_COMBAT, game.trace) == "blog-every-turn"


def attached_start_of_combat(game: Game) -> None:
    for player_name in (game.active, game.passive):
        fighter = game.fighters[player_name]
        others = [card for character in game.players[player_name].living() if character is not fighter
                  for card in character.attached if _every_turn(game, card, "start_of_combat")]
        for card in [*fighter.attached, *others]:
            ctx = effects.Ctx(game, card.played_by, card, card.name)
            if effects.run(ctx, card.definition.effects, "start_of_combat"):
                game.activations.append(card.name)
                game.trace.add("eredan.turn.attached-start-of-combat",
                               f"{card.name} (attachée à {card.carrier.name}) s'active au début du combat")


# --- 4. combat -----------------------------------------------------------------

def physical_attacks(game: Game) -> None:
    for player_name in (game.active, game.passive):
        attacker = game.fighters[player_name]
        defender = game.fighters[game.other(player_name)]
        if attacker.dead:
            continue
        if attacker.is_pure_mage and _cast_damaging_spell(game, attacker):
            game.trace.add("eredan.combat.mage-no-attack",
                           f"{attacker.name}, mage pur, a lancé un sort de dégâts : pas d'attaque physique")
            continue
        if "Mage" in attacker.group("classes") and _cast_damaging_spell(game, attacker):
            game.trace.add("eredan.combat.multiclass-attack",
                           f"{attacker.name} est multi-classé ({'/'.join(attacker.group('classes'))}) : il attaque "
                           f"malgré son sort de dégâts")
        low, high = stats.shown(attacker, "attack_min"), stats.shown(attacker, "attack_max")
        options = range(low, max(low, high) + 1)          # a maximum below the minimum: the minimum
        roll = game.chance.pick(f"T{game.turn}:{attacker.name}", options, f"l'attaque {de(attacker.name)}")
        game.trace.add("eredan.combat.attack-roll", f"{attacker.name} attaque à {roll} (entre {low} et {high})")
        game.trace.add("eredan.combat.physical", f"{attacker.name} frappe {defender.name}")
        damage.deal(game, defender, roll, "physical", attacker, f"attaque {de(attacker.name)}")


def _cast_damaging_spell(game: Game, character: Character) -> bool:
    for card in game.played:
        as_spell = any(step.get("as_spell") for step in card.definition.effects)   # Flammes du Phoenix
        if card.played_by is character and card.resolved and (card.type == "sort" or as_spell):
            if any("damage" in step and step.get("when", "resolve") == "resolve"
                   and step.get("kind", "magical") == "magical" for step in card.definition.effects):
                return True
    return False


def _cards_in_pose_order(game: Game, with_gone: bool = False, moment: str | None = None):
    """Cards in play (attached, or played this turn), by player (active first) then pose order; ``moment``: the
    order of the open reading ``combat-end-order``, read when cards of both players have an effect at that
    moment (where it decides something).

    ``with_gone``: also the cards played this turn that already left play (an ephemeral card's
    « à la fin du tour » effect, such as Jugement's, still happens).
    """
    cards = [card for character in game.characters() for card in character.attached]
    attached = {id(card) for card in cards}      # an object played this turn is both: counted once
    cards += [card for card in game.played if id(card) not in attached and (card.in_play or with_gone)
              and not card.cancelled and card.resolved]
    timed = {c.player.name for c in cards if any(step.get("when") == moment for step in c.definition.effects)}
    if moment and len(timed) > 1 and game.chance.reading(END_OF_COMBAT_ORDER, game.trace) == "pose-order":
        return sorted(cards, key=lambda c: c.seq)
    return sorted(cards, key=lambda c: (c.player.name != game.active, c.seq))


def _deaths_first(game: Game) -> bool:
    """Whether the characters at 0 PV or less die before the effects of the end of combat (the open reading
    ``combat-end-deaths``, read where it decides something: a character would die and some effect is due)."""
    if not any(not c.dead and c.hp <= 0 for c in game.characters()):
        return False
    effects_ = [c.definition.abilities for c in game.fighters.values()]
    effects_ += [card.definition.effects for c in game.characters() for card in c.attached]
    effects_ += [card.definition.effects for card in game.played if card.in_play and card.resolved]
    if not any(step.get("when") == "end_of_combat" for steps in effects_ for step in steps):
        return False
    return game.chance.reading(END_OF_COMBAT_DEATHS, game.trace) == "deaths-then-effects"


def end_of_combat(game: Game) -> None:
    if _deaths_first(game):
        damage.check_deaths(game, "fin du combat, avant ses effets")
    _fighters_abilities(game, "end_of_combat", "eredan.combat.end-effects", "de fin de combat")
    previous = None
    for card in _cards_in_pose_order(game, moment="end_of_combat"):
        if card.carrier is not None and card.carrier not in game.fighters.values() and card.turn != game.turn \
                and not _every_turn(game, card, "end_of_combat"):
            continue  # « à chaque combat » : only when the carrier fights (the reading per-combat-effects)
        ctx = effects.Ctx(game, card.played_by, card, card.name)
        if effects.run(ctx, card.definition.effects, "end_of_combat"):
            game.activations.append(card.name)
            game.trace.add("eredan.combat.end-effects", f"{card.name} s'active à la fin du combat")
            if previous is not None:
                game.trace.add("eredan.effects.timed-order", f"{card.name} s'est activée après {previous}, et non "
                                                             f"en même temps")
            previous = card.name
            _activated(game, card, "end of combat")
    damage.check_deaths(game, "fin du combat")
    for character in game.fighters.values():
        character.tapped = True
        character.order_active = False
        character.chain_bonus = None
        character.dealt_combat = 0
        for card in character.attached:
            card.combats += 1
    game.trace.add("eredan.combat.tap", "les personnages qui ont combattu retournent sur leur ligne, inclinés")
    zones.return_at_end_of_combat(game)   # Intrigue: back to the hand instead of the discard
    # the cards attached earlier to a fighter too: an ephemeral one (moved there by Porte-bonheur) leaves with
    # this combat
    earlier = [c for f in game.fighters.values() for c in f.attached if c not in game.played]
    for card in list(game.played) + earlier:
        ephemeral = card.duration[0] == "ephemeral"
        if card.reattached:   # attached to another character instead of being discarded
            card.reattached = False
            if ephemeral and card.in_play:
                game.trace.add("eredan.equipment.ephemeral-attached",
                               f"{card.name} est attachée à {card.carrier.name} au lieu d'être défaussée")
            continue
        if card.in_play and (card.carrier is None or ephemeral):
            leave_play(game, card, "fin du combat", rule="eredan.combat.ephemeral-discard")
    for character in game.characters():
        stats.expire(character, "end_of_combat")
        damage.expire_shields(character, "end_of_combat")


def _activated(game: Game, card, moment: str) -> None:
    """A card's timed effects just fired: the moment ``after <Card> at <moment>`` (``#N``: the Nth time).

    Cards activate one after the other, not at once (blog, « Les objets maudits »).
    """
    key = f"{card.name} at {moment}"
    count = game.resolutions.get(key, 0) + 1
    game.resolutions[key] = count
    if game.observer:
        game.observer(("after", key, count), game)


# The two victory checks: at the end of the combat and at the end of the turn (errata), with the rule
# each cites and the moment the trace names.
VICTORY_CHECKS = {Phase.END_OF_COMBAT: ("eredan.victory.check", "fin du combat"),
                  Phase.END_OF_TURN: ("eredan.victory.end-of-turn", "fin du tour")}


def check_victory(game: Game, phase: Phase) -> bool:
    """Whether the game is over at the end of the combat or of the turn (``phase``): sets the winner."""
    rule, moment = VICTORY_CHECKS[phase]
    alive = {name: bool(player.living()) for name, player in game.players.items()}
    winner = None
    if not alive["A"] and not alive["B"]:
        scores = {name: damage.score(game, name) for name in game.players}
        winner = "draw" if scores["A"] == scores["B"] else max(scores, key=lambda name: scores[name])
        game.trace.add(rule, "tous les personnages sont morts : le score décide")
        for name in ("A", "B"):
            other = game.other(name)
            taken = sum(sum(c.damage_taken.values()) for c in game.players[other].characters)
            healed = sum(c.healed for c in game.players[name].characters)
            game.trace.add("eredan.damage.score", f"score {de(name)} = {taken} (dégâts reçus par les personnages de "
                                                  f"{other}) + {healed} (soins reçus par ceux {de(name)}) = "
                                                  f"{scores[name]}")
    elif not alive["A"] or not alive["B"]:
        winner = "A" if alive["A"] else "B"
        game.trace.add(rule, f"tous les personnages du joueur {game.other(winner)} sont morts")
        if game.players[winner].decked_out:
            game.trace.add("eredan.victory.deck", f"le joueur {winner} n'a pas pu piocher, mais la victoire par mort "
                                                  f"des personnages est prioritaire")
    else:
        decked = [name for name, p in game.players.items() if p.decked_out]
        if decked and phase == Phase.END_OF_COMBAT and \
                game.chance.reading(DECK_DEFEAT, game.trace) == "wiki-end-of-turn":
            game.trace.add("eredan.victory.deck", f"le joueur {decked[0]} n'a pas pu piocher : la défaite au deck se "
                                                  "constate à la fin du tour")
            decked = []
        if len(decked) == 1:
            winner = game.other(decked[0])
            game.trace.add("eredan.victory.deck", f"le joueur {decked[0]} n'a pas pu piocher : défaite au deck")
        elif len(decked) == 2:
            winner = "draw"
            game.trace.add("eredan.victory.deck", "les deux joueurs n'ont pas pu piocher")
    if winner is None:
        game.trace.add(rule, f"aucune condition de victoire remplie ({moment})")
        return False
    game.winner, game.over = winner, True
    game.trace.add("eredan.victory.game-over",
                   "partie nulle" if winner == "draw" else f"le joueur {winner} gagne la partie ({moment})")
    return True


# --- 5. end of turn --------------------------------------------------------------

def discard_phase(game: Game, choices: dict) -> None:
    for player_name in (game.active, game.passive):
        player = game.players[player_name]
        chosen = list(choices.get(player_name, []))
        if player.hand is None:
            if chosen:
                raise UserError(msg("turn.no_hand", turn=game.turn, player=player_name))
            continue
        for name in chosen:
            if name not in player.hand:
                raise UserError(msg("turn.not_in_hand", turn=game.turn, player=player_name, card=name))
            player.hand.remove(name)
            player.discard.append(name)
        excess = len(player.hand) - hand_size(game, player)
        if excess > 0:
            raise UserError(msg("turn.must_discard", turn=game.turn, player=player_name, count=len(player.hand),
                                excess=excess))
        if chosen:
            game.trace.add("eredan.turn.discard", f"le joueur {player_name} se défausse {de(french.join(chosen))}")


def end_of_turn(game: Game) -> None:
    for player_name in (game.active, game.passive):
        for character in game.players[player_name].characters:
            ctx = effects.Ctx(game, character, None, f"capacité {de(character.name)}")
            if effects.run(ctx, character.definition.abilities, "end_of_turn"):
                game.activations.append(f"capacité {de(character.name)}")
                game.trace.add("eredan.turn.end-effects", f"capacité de fin de tour {de(character.name)}")
    for card in _cards_in_pose_order(game, with_gone=True):
        ctx = effects.Ctx(game, card.played_by, card, card.name)
        if effects.run(ctx, card.definition.effects, "end_of_turn"):
            game.activations.append(card.name)
            game.trace.add("eredan.turn.end-effects", f"{card.name} s'active à la fin du tour")
            _activated(game, card, "end of turn")
    damage.check_deaths(game, "fin du tour")


def cleanup_turn(game: Game) -> None:
    for character in game.characters():
        for card in list(character.attached):
            kind, count = card.duration
            elapsed = game.turn - card.turn + 1 if kind == "turns" else card.combats
            if kind in ("turns", "combats") and elapsed >= count:
                length = french.count(count, "tour" if kind == "turns" else "combat")
                game.trace.add("eredan.duration.turns", f"{card.name} : durée de {length} écoulée")
                leave_play(game, card, "fin de la durée")
        for label in sorted({m.label for m in character.mods if m.until == "end_of_turn"
                             and isinstance(m.source, CardInPlay) and m.source.in_play}):
            game.trace.add("eredan.duration.this-turn", f"{character.name} : l'effet {de(label)} cesse à la fin du "
                                                        f"tour, bien que la carte reste attachée")
        stats.expire(character, "end_of_turn")
        damage.expire_shields(character, "end_of_turn")
        character.healed_turn = 0
        character.dealt_turn = 0
    game.played.clear()
    game.queue, game.called, game.watchers = [], [], []
    game.fired_once.clear()
    game.ignore_restrictions.clear()
