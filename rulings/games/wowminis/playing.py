"""Playing an ability (700.2, 702, 703): its kind, the steps in order, targets, total cost with its additions,
reductions and floors, payment, rewinding an attempt that cannot finish, defenders, the window."""

from __future__ import annotations

from itertools import permutations

from rulings.core import french
from rulings.core.errors import UserError

from . import windows
from .branch_points import AOE_ALLIES, REACT_OFF_ACTION_BAR, REDUCTION_ORDER, REPLACED_COST
from .effects import Ctx, discard
from .model import KIND_FR, Played, Refusal, State
from .resolution import illegal_reason, target_rule_fr

R = "wowminis."
ZONE_FR = {"upper": "zone de texte supérieure", "lower": "zone de texte inférieure", "bar": "carte Barre d'Action",
           "hidden": "carte Barre d'Action face cachée", "attached": "capacité attachée"}


def kind_of(state: State, ability, zone: str = "bar") -> str:
    """700.2: the kind of ``ability`` carried in ``zone``: from its notes line and its tick cost; a « react » off an
    Action Bar card is a react unless the reading ``react-off-action-bar`` says only Action Bar cards carry them."""
    if ability.kind == "react" and zone not in ("bar", "hidden") and \
            state.chance.reading(REACT_OFF_ACTION_BAR, state.trace) == "action-bar-only":
        return "payment" if ability.cost is not None else "ongoing"
    return ability.kind


def kind_trace(state: State, ability, zone: str = "bar") -> str:
    """700.2: the kind, computed from the notes line and the tick cost (and where the ability is)."""
    kind = kind_of(state, ability, zone)
    cost = "pas de coût en tics" if ability.cost is None else "coût " + french.count(ability.cost, "tic")
    notes = f"ligne de notes « {ability.notes} »" if ability.notes else "pas de ligne de notes"
    rule = {"react": "700.2-react", "payment": "700.2-payment", "ongoing": "700.2-ongoing"}[kind]
    state.trace.add(R + "700.2", f"{ability.name} : {notes}, {cost}.")
    state.trace.add(R + rule, f"{ability.name} est une capacité {KIND_FR[kind]}.")
    if ability.kind == "react" and zone not in ("bar", "hidden"):
        if kind == "react":
            state.trace.add(R + "700.2-react-elsewhere", f"{ability.name} n'est pas sur une carte Barre d'Action "
                                                         f"({ZONE_FR[zone]}) : sa ligne de notes en fait quand même "
                                                         "une réaction.")
        else:
            state.trace.add(R + "700.2-react-elsewhere", f"{ability.name} porte « react » mais n'est pas sur une carte "
                                                         f"Barre d'Action ({ZONE_FR[zone]}) : ce n'est pas une "
                                                         f"réaction, elle est {KIND_FR[kind]}.")
    return kind


def source_of(state: State, by: str, name: str, source: str | None) -> str:
    if source is not None:
        char = state.chars.get(source)
        if char is None or char.controller != by:
            raise UserError(f"{source} n'est pas un personnage {french.de(by)}")
        if char.find(name) is None:
            raise UserError(f"{source} n'a pas la capacité {name} (ses capacités : "
                            f"{', '.join(c.ability.name for c in char.carried)})")
        if not char.in_play:
            raise Refusal(R + "703.1", f"{source} n'est plus en jeu : il ne joue plus de capacité")
        return source
    owners = [c.name for c in state.chars.values() if c.controller == by and c.in_play and c.find(name)]
    if len(owners) != 1:
        raise UserError(f"{'aucun' if not owners else 'plusieurs'} "
                        f"{french.plural(len(owners), 'personnage')} {french.de(by)} "
                        f"en jeu {french.plural(len(owners), 'n’a', 'ont')} la capacité {name}"
                        + (f" ({', '.join(owners)}) : ajoutez « source: »" if owners else ""))
    return owners[0]


def play(state: State, action: dict) -> Played:
    by, name = action["by"], action["play"]
    source = source_of(state, by, name, action.get("source"))
    char = state.chars[source]
    carried = char.find(name)
    ability = carried.ability
    kind = kind_trace(state, ability, carried.zone)
    if kind == "ongoing":
        state.trace.add(R + "704.1", f"{name} n'est pas une réaction et n'a pas de coût en tics : capacité continue.")
        raise Refusal(R + "700.2a", f"{name} est une capacité continue : elle n'est pas jouée")
    window = windows.check_react(state, by, ability, source) if kind == "react" else None
    if char.forbidden:
        raise Refusal(R + "703.1-forbidden", f"un effet empêche {source} de jouer des capacités : {by} ne peut pas "
                                             f"commencer à jouer {name}")
    state.trace.add(R + "700.2a", f"{name} est une capacité {KIND_FR[kind]} : elle est jouée (703).")
    state.trace.add(R + "703.1", f"{by} joue {name} {french.de(source)} : étapes 703.1a à 703.1h, dans l'ordre.")
    state.trace.add(R + "700.1", f"{name} est une capacité {french.de(source)} ({ZONE_FR[carried.zone]}).")
    if carried.zone == "upper":
        state.trace.add(R + "700.1-main", f"{name} est l'unique capacité de la zone de texte supérieure "
                                          f"{french.de(source)} : son attaque principale.")
    if ability.main:
        state.trace.add(R + "700.2b", f"{name} est la capacité payante « principale » de sa carte Barre d'Action, "
                                      f"non écrite : elle coûte {french.count(ability.cost, 'tic')}.")
    # 703.1a
    if carried.zone == "hidden":
        carried.zone = "bar"
        state.trace.add(R + "703.1a", f"{by} annonce {name} et révèle sa source, la carte Barre d'Action {name} "
                                      f"{french.de(source)}.")
    else:
        state.trace.add(R + "703.1a", f"{by} annonce {name} ; sa source est déjà révélée.")
    targets = _targets(state, action, ability, by, source)
    total = _cost(state, action, ability)
    played = Played(state.plays + 1, ability, by, source, targets, cost=total, action=action["n"],
                    discard=list(action.get("discard") or ()), roll=tuple(action.get("roll") or ()),
                    answers=window.played if window is not None else None, kind=kind)
    _pay(state, played, char)
    state.plays += 1
    state.played.append(name)
    state.costs.append(total)
    state.trace.add(R + "703.1e", f"{name} est jouée.")
    if kind == "payment":
        if ability.instant:
            state.trace.add(R + "702.1", f"{name} est marquée « instant » : capacité payante instantanée.")
        else:
            state.trace.add(R + "702.1", f"{name} n'est pas instantanée et a un coût en tics : c'est une action.")
    if ability.attack:
        if ability.aoe:
            area = list(action.get("area") or ())
            played.defenders = [n for n in area if state.chars[n].in_play]
            allies = [n for n in played.defenders if not state.enemies(by, state.chars[n].controller)]
            if allies and state.chance.reading(AOE_ALLIES, state.trace) == "enemies-only":
                played.defenders = [n for n in played.defenders if n not in allies]
                state.trace.add(R + "703.1f-aoe", f"{name} est une AOE : {', '.join(allies)}, "
                                                  f"{french.plural(len(allies), 'allié')} {french.de(by)}, "
                                                  f"{french.plural(len(allies), 'occupe', 'occupent')} une case "
                                                  f"affectée sans devenir {french.plural(len(allies), 'défenseur')}.")
            elif allies:
                state.trace.add(R + "703.1f-aoe", f"{name} est une AOE : {', '.join(allies)}, "
                                                  f"{french.plural(len(allies), 'allié')} {french.de(by)}, "
                                                  f"{french.plural(len(allies), 'occupe', 'occupent')} une case "
                                                  f"affectée et "
                                                  f"{french.plural(len(allies), 'devient', 'deviennent')} aussi "
                                                  f"{french.plural(len(allies), 'défenseur')}.")
        else:
            played.defenders = list(targets)
        how = "les personnages des cases affectées (AOE)" if ability.aoe else "ses cibles"
        state.trace.add(R + "703.1f", f"{name} est une attaque : ses défenseurs sont {how}, "
                                      f"{', '.join(played.defenders) or 'aucun'}.")
        state.defenders = list(played.defenders)
    windows.open_window(state, played)
    return played


def _rewind(text: str):
    return [(R + "703.1d", f"Le joueur ne peut pas finir de jouer la capacité : tout est rembobiné ({text}).")]


def _targets(state: State, action: dict, ability, by: str, source: str) -> list:
    chosen = list(action.get("targets") or ())
    if action.get("area") and (ability.targets or not ability.aoe):
        raise UserError(f"{ability.name} n'est pas une AOE : « area » n'a pas de sens")
    if not ability.targets:
        if chosen:
            raise UserError(f"{ability.name} n'a pas de cible : retirez « targets »")
        if ability.aoe and not action.get("area"):
            raise UserError(f"{ability.name} est une AOE : donnez les personnages des cases affectées (« area: »)")
        return []
    count = ability.targets
    if ability.up_to:
        if "count" not in action:
            raise UserError(f"{ability.name} a jusqu'à {french.count(ability.targets, 'cible')} : le joueur choisit "
                            "d'abord leur nombre (ajoutez « count: »), puis les cibles (703.1b)")
        count = action["count"]
        if count > ability.targets:
            raise Refusal(R + "703.1b-count", f"{ability.name} a au plus {french.count(ability.targets, 'cible')}, pas "
                                              f"{count}",
                          _rewind("cibles"))
        state.trace.add(R + "703.1b-count", f"{ability.name} a jusqu'à {french.count(ability.targets, 'cible')} : {by} "
                                            f"choisit d'abord leur nombre, {count}, puis les cibles.")
    elif "count" in action:
        raise UserError(f"{ability.name} a un nombre fixe de cibles ({count}) : retirez « count »")
    legal = [c.name for c in state.chars.values()
             if illegal_reason(state, ability, source, by, c.name) is None]
    state.trace.add(R + "deduit.targets", f"Cibles légales {french.de(ability.name)} ({target_rule_fr(ability)}) : "
                                          f"{', '.join(legal) or 'aucune'}.")
    if len(legal) < count:
        wanted = french.count(count, "cible légale", "cibles légales")
        there = f"il n'y en a que {len(legal)}" if legal else "il n'y en a aucune"
        raise Refusal(R + "703.1b-all", f"{ability.name} demande {wanted} et {there} : elle ne peut pas être jouée",
                      _rewind("aucune cible choisie"))
    if len(chosen) != count or len(set(chosen)) != len(chosen):     # a player may name too many, too few, or twice
        what = "1 cible" if count == 1 else f"{count} cibles différentes"
        raise Refusal(R + "703.1b", f"{ability.name} demande {what}, et le joueur en choisit {len(chosen)}"
                                    + (" dont une deux fois" if len(set(chosen)) != len(chosen) else ""),
                      _rewind("cibles"))
    for target in chosen:
        reason = illegal_reason(state, ability, source, by, target)
        if reason is not None:
            raise Refusal(R + "703.1b", f"{target} n'est pas une cible légale {french.de(ability.name)} ({reason})",
                          _rewind("cibles"))
    state.trace.add(R + "703.1b", f"{by} choisit {'les cibles' if count > 1 else 'la cible'} "
                                  f"{french.de(ability.name)} : {', '.join(chosen)}.")
    return chosen


def _reductions(action: dict) -> list:
    return [(r, None) if isinstance(r, int) else (r["amount"], r.get("floor")) for r in action.get("reduce") or ()]


def total_cost(printed: int, extra: list, reductions: list, state: State | None = None, name: str = "") -> int:
    """703.1c: printed + additional costs, then each reduction in the given order (a reduction's floor binds only
    it); a negative total is 0.  With a state, every step goes to its trace."""

    def note(rule, text):
        if state is not None:
            state.trace.add(R + rule, text)

    total = printed
    parts = [f"coût imprimé {printed}"]
    for value in extra:
        total += value
        parts.append(f"+{value} (coût supplémentaire) = {total}")
    for amount, floor in reductions:
        if floor is None:
            total -= amount
            parts.append(f"−{amount} = {total}")
        elif total <= floor:
            note("703.1c-floor", f"La réduction de {amount} (minimum {french.count(floor, 'tic')}) ne fait rien : le "
                                 f"coût ({total}) est déjà à son minimum, qui ne lie que cette réduction.")
            parts.append(f"−{amount} (minimum {floor}) : reste {total}")
        else:
            before, total = total, max(total - amount, floor)
            if before - amount < floor:
                note("703.1c-floor", f"La réduction de {amount} a une restriction (minimum "
                                     f"{french.count(floor, 'tic')}) : elle ne fait descendre le coût que de {before} "
                                     f"à {total} ; la restriction ne lie qu'elle.")
            else:
                note("703.1c-floor", f"La réduction de {amount} (minimum {french.count(floor, 'tic')}) laisse "
                                     f"{total} : sa restriction ne joue pas.")
            parts.append(f"−{amount} (minimum {floor}) = {total}")
    note("703.1c", f"Coût total {french.de(name)} : " + ", ".join(parts) + ".")
    if total < 0:
        note("703.1c-zero", f"Le coût est négatif ({total}) une fois toutes les réductions enlevées : il vaut 0.")
        total = 0
    return total


def _cost(state: State, action: dict, ability) -> int:
    extra = list(action.get("additional") or ())
    reductions = _reductions(action)
    if ability.cost is None and not extra and not reductions:
        state.cost_options = [0]
        state.trace.add(R + "703.1c", f"{ability.name} n'a pas de coût en tics, ni coût supplémentaire : coût total 0.")
        return 0
    total = total_cost(ability.cost or 0, extra, reductions, state, ability.name)
    options = sorted({total_cost(ability.cost or 0, extra, list(order)) for order in permutations(reductions)})
    state.cost_options = options
    if len(options) > 1:
        others = [str(o) for o in options if o != total]
        state.trace.add(R + "703.1c-order", f"L'ordre des réductions change le total : dans l'ordre donné, {total} ; "
                                            f"dans un autre ordre, {', '.join(others)}.")
        if state.chance.reading(REDUCTION_ORDER, state.trace) == "best-for-player" and options[0] != total:
            total = options[0]
            state.trace.add(R + "703.1c-order", f"Le joueur prend l'ordre le moins cher : coût total {total}.")
    return total


def _pay(state: State, played: Played, char) -> None:
    ability, total = played.ability, played.cost
    if ability.cost is None and not total:
        state.trace.add(R + "703.1c-pay", f"{ability.name} n'a pas de coût en tics : rien à payer.")
        return
    char.ticks += total
    state.trace.add(R + "703.1c-pay", f"{played.controller} paie {french.count(total, 'tic')} pour "
                                      f"{ability.name}" + (", puis ce qui précède la flèche." if ability.pay else "."))
    state.trace.add(R + "deduit.ticks", f"L'horloge {french.de(char.name)} avance de {total} : tic {char.ticks}.")
    if not ability.pay:
        if ability.kind == "payment" and not ability.main:
            what = "d'attaque" if ability.attack else "de soin" if ability.heal else None
            if what:
                state.trace.add(R + "702.2", f"{ability.name} est une capacité {what} : payante, sans flèche.")
            else:
                state.trace.add(R + "702.2-arrow", f"{ability.name} : seul son coût en tics précède la flèche.")
        return
    state.trace.add(R + "702.2-arrow", f"{ability.name} : le texte avant la flèche est un coût à payer.")
    ctx = Ctx(ability.name, played.controller, char.name, None, discard=played.discard)
    for step in ability.pay:
        count = dict(step).get("discard")
        if count is None:
            continue
        if played.controller in state.replaced and \
                state.chance.reading(REPLACED_COST, state.trace) == "rewind":
            raise Refusal(R + "703.1c-replaced", f"défausser {french.count(count, 'carte')} est une partie du coût "
                                                 f"{french.de(ability.name)} qui serait remplacée : elle ne peut pas "
                                                 "être payée", _rewind("tics rendus"))
        hand = state.players[played.controller].hand
        if len(hand) < count:
            raise Refusal(R + "703.1d", f"{played.controller} ne peut pas payer « défausser "
                                        f"{french.count(count, 'carte')} » : sa main en a {len(hand)}",
                          [(R + "703.1d", "Tout est rembobiné : tics rendus, source cachée à nouveau si elle "
                                          "l'était, aucune cible choisie.")])
        discard(state, played.controller, count, ctx, cost=True)
