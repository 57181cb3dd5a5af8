"""Short Arcmage stories played through the engine's actions (the core's ``play_action``), for
tests/arcmage/test_stories.py: each story returns what a judge would read, whole: every trace entry (rule and French
text), each refused action's rule and reason, each error's message, and the state at the end (zones, resources,
pieces with their damage, the pile, the combat).  The expected outputs are pinned in the test file."""

from __future__ import annotations

from pathlib import Path

from rulings.core.action_case import play_action
from rulings.core.errors import UserError
from rulings.games.arcmage import abilities, actions, values, zones
from rulings.games.arcmage.game import GAME
from rulings.games.arcmage.setup import build_state

ROOT = Path(__file__).resolve().parents[2]
DB = GAME.database(ROOT)


def card(name: str):
    return DB.cards[DB.lookup(name)]


def state(phase: str = "mise-en-jeu", players=("A", "B"), **sides):
    setup = {"players": list(players), "phase": phase}
    for player in players:
        setup[player] = sides.get(player, {"cities": [{"name": f"Cité de {player}", "card": "Deux-Ponts"}]})
    setup.update(sides.get("extra", {}))
    return build_state(setup, DB, None)


def city(player: str, card_name: str = "Deux-Ponts", **more) -> dict:
    return {"name": f"Cité de {player}", "card": card_name, **more}


def _piece(s, p) -> str:
    usual = p.where == "kingdom" if p.kind == "cite" else p.where == "army" or p.where.startswith(("city:", "on:"))
    bits = [p.name] + ([] if usual else [p.where])
    if p.tapped:
        bits.append("engagée")
    if p.damage:
        bits.append(f"dégâts {p.damage}")
    if p.kind == "creature":
        bits.append(values.stats(s, p))
    if p.dead:
        bits.append("morte")
    if p.owner != p.controller:
        bits.append(f"à {p.owner}")
    if p.residents:
        bits.append("[" + ", ".join(_piece(s, r) for r in p.residents) + "]")
    if p.attached:
        bits.append("{" + ", ".join(_piece(s, a) for a in p.attached) + "}")
    if p.counters:
        bits.append(f"marqueurs {p.counters}")
    if p.grants:
        bits.append(f"droits {[(g.kind, g.capability, g.when, g.until_end) for g in p.grants]}")
    if p.mods:
        bits.append(f"modificateurs {[(m.attack, m.defense, m.source, m.until_end) for m in p.mods]}")
    return " ".join(bits)


def summary(s) -> list[str]:
    out = [f"tour {s.turn} de {s.active}, phase {s.phase}" + (", fini" if s.over else "")
           + (f", gagnante {s.winner}" if s.winner else "") + (", égalité" if s.tie else "")]
    for name in s.order:
        who = s.players[name]
        out.append(f"{name}: main {who.hand} deck {who.deck} cimetière {who.graveyard} réserve {who.reserve} "
                   f"retirées {who.removed} ressources {who.resources}" + (" perdu" if who.lost else ""))
        out.append(f"{name}: cités " + "; ".join(_piece(s, c) for c in who.cities)
                   + " | armée " + "; ".join(_piece(s, p) for p in who.army)
                   + (" | sur elle " + "; ".join(_piece(s, p) for p in who.attached) if who.attached else "")
                   + (f" | droits {[(g.kind, g.capability, g.until_end) for g in who.grants]}" if who.grants else ""))
    if s.pile:
        out.append("pile " + ", ".join(f"{i.kind}:{i.name}:{i.player}" for i in s.pile))
    if s.pending is not None:
        out.append(f"attente {s.pending.kind} {s.pending.player} {s.pending.count} {s.pending.options} "
                   f"{s.pending.what}")
    for p in s.queue:
        out.append(f"ensuite {p.kind} {p.player} {p.count} {p.options}")
    c = s.combat
    if c is not None:
        out.append(f"combat {c.attacker}→{c.target} ({c.defender}) annoncées {c.declared} attaquantes "
                   f"{c.attackers} blocages {c.blocks} répartition {c.assigns} mortes {c.dead} cité "
                   f"{c.city_damage} fini {c.done}")
    out.append(f"refusées {s.refused} {s.refused_by} résolues {s.resolved} payé {s.paid} déplacées "
               f"{sorted(s.moved)} attaquées {s.attacked} dévotion {s.devotion} niveaux {s.levels} "
               f"pioche {s.draw_choice} reste {s.resources_left} fondation {s.founding} "
               f"perdantes {s.losers}")
    return out


class Story:
    """Actions played one by one on a state; ``lines`` is everything that was said, in order."""

    def __init__(self, s):
        self.s = s
        self.lines: list[str] = []
        self.mark = 0
        self.n = 0
        s.observer = self._moment

    def _moment(self, key, _state):
        self._flush()
        self.lines.append(f"moment {key}")

    def _flush(self):
        entries = self.s.trace.entries
        self.lines += [f"{e.rule} | {e.text}" for e in entries[self.mark:]]
        self.mark = len(entries)

    def act(self, by, verb, value=True, attempt=True, **more):
        self.n += 1
        action = {"n": self.n, "verb": verb, "by": by, verb: value, "attempt": attempt, **more}
        self.call(play_action, self.s, action, actions.apply)
        return self

    def call(self, fn, *args, **kwargs):
        try:
            result = fn(*args, **kwargs)
        except UserError as err:
            self._flush()
            self.lines.append(f"ERREUR {err.message}" + (f" (conseil : {err.hint})" if err.hint else ""))
        except Exception as err:       # an IllegalAction outside an attempt
            self._flush()
            self.lines.append(f"REFUS [{getattr(err, 'rule', '?')}] {getattr(err, 'reason', err)}")
        else:
            self._flush()
            if result is not None:
                self.lines.append(f"= {result!r}")
        return self

    def end(self) -> list[str]:
        self._flush()
        return self.lines + summary(self.s)


def story(**sides) -> Story:
    phase = sides.pop("phase", "mise-en-jeu")
    players = sides.pop("players", ("A", "B"))
    return Story(state(phase, players, **sides))


# --- the stories ----------------------------------------------------------------------------------

def pay_split_and_refusals():
    t = story(A={"cities": [city("A")], "resources": {"Horde rouge": 1, "Empire": {"untapped": 1, "tapped": 2}},
                 "hand": ["Délégué syndical gobelin", "Choc mortel", "Goule"]})
    t.act("A", "play", "Délégué syndical gobelin", pay={"Horde rouge": 1, "Empire": 3})
    t.act("A", "play", "Délégué syndical gobelin", pay={"Horde rouge": 1, "Empire": 1})
    t.act("A", "play", "Délégué syndical gobelin", pay={"Horde rouge": 0, "Empire": 1, "Aristocrates": 0})
    t.act("A", "play", "Délégué syndical gobelin")
    t.act("A", "play", "Goule")
    t.act("A", "play", "Choc mortel", target="Cité de A", pay={"Empire": 1, "Horde rouge": 1})
    t.act("A", "play", "Choc mortel", target="Cité de A", pay={"Horde rouge": 1, "Empire": 1})
    return t.end()


def pay_automatic_loyalty():
    t = story(A={"cities": [city("A")], "resources": {"Empire": 2, "Horde rouge": 1, "Aristocrates": 3},
                 "hand": ["Délégué syndical gobelin", "Garde royal", "Racines", "Colibri"]},
              B={"cities": [city("B")], "army": ["Goule"]})
    t.act("A", "play", "Délégué syndical gobelin")
    t.act("A", "play", "Garde royal")
    t.act("A", "play", "Racines", target="Goule", x=0)
    t.act("A", "play", "Racines", target="Goule", x=3)
    t.act("A", "play", "Colibri")
    return t.end()


def pay_single_resources():
    t = story(A={"cities": [city("A")], "resources": {"Horde rouge": 1},
                 "hand": ["Délégué syndical gobelin", "Choc mortel"]})
    t.act("A", "play", "Choc mortel", target="Cité de A", pay={"Horde rouge": 2})
    t.act("A", "play", "Choc mortel", target="Cité de A")
    t.act("A", "play", "Délégué syndical gobelin", pay={"Empire": 4})
    return t.end()


def pay_direct():
    from rulings.games.arcmage import payment

    t = story(A={"cities": [city("A")], "resources": {"Horde rouge": 2, "Empire": 1}})
    s = t.s
    t.call(payment.pay, s, "A", "un essai", 0, "Empire", 0, None)
    t.call(payment.pay, s, "A", "un essai", 2, "Empire", 3, None)
    t.call(payment.pay, s, "A", "un essai", 1, "Empire", 2, {"Empire": 1})
    t.call(payment.pay, s, "A", "un essai", 2, "Horde rouge", 1, {"Horde rouge": 1, "Empire": 1})
    t.call(payment.pay, s, "A", "un essai", 1, "Horde rouge", 1, None)
    t.call(payment.stock_text, {})
    t.call(payment.stock_text, {"Empire": 0, "Horde rouge": 2})
    for name, options, target in (("Choc mortel", {}, None), ("Terrier", {}, None), ("Racines", {"x": 2}, None),
                                  ("Frappe mesurée (exemple X + 2)", {}, "Cité de A"),
                                  ("Carpe diem", {}, ["Cité de A", "Cité de B"]),
                                  ("Carpe diem", {"x": 5}, ["Cité de A"]),
                                  ("Grand jeton orc", {}, None)):
        tgt = [s.find(x) for x in target] if isinstance(target, list) else (s.find(target) if target else None)
        t.call(lambda *a: repr(payment.cost_of(*a)), s, card(name), dict(options), tgt)
    return t.end()


def attack_refusals():
    t = story(A={"cities": [city("A", residents=["Garde royal"])],
                 "army": ["Goule", {"name": "Mentor", "tapped": True}, "Fleur nourrie",
                          "Sentinelle audacieuse (exemple)"]},
              B={"cities": [city("B")], "army": ["Conscrit"]})
    t.act("B", "attack", "Cité de A", **{"with": ["Conscrit"]})
    t.act("A", "attack", "Cité de A", **{"with": ["Goule"]})
    t.act("A", "attack", "Goule", **{"with": ["Goule"]})
    t.act("A", "attack", "Cité de B", **{"with": []})
    t.act("A", "attack", "Cité de B", **{"with": ["Conscrit"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Goule", "Goule"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Garde royal"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Fleur nourrie"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Mentor"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Goule", "Sentinelle audacieuse (exemple)"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Goule"]})
    t.act("B", "blockers", {"Goule": ["Conscrit"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Goule"]})
    t.act("A", "resolve_pile", True)
    t.act("A", "attack", "Cité de B", **{"with": ["Goule"]})
    t.act("A", "phase", "mise-en-jeu-2")
    t.act("A", "attack", "Cité de B", **{"with": ["Goule"]})
    return t.end()


def attack_by_resident_with_can():
    sentinel = "Sentinelle audacieuse (exemple)"
    t = story(A={"cities": [city("A", residents=[sentinel])], "army": ["Goule"]},
              B={"cities": [city("B", residents=["Mentor"]), {"name": "Autre", "card": "Terrier",
                                                                "residents": ["Conscrit"]}],
                 "army": [{"name": "Lancier", "tapped": True}, "Garde royal"]})
    t.act("A", "attack", "Cité de B", **{"with": [sentinel, "Goule"]})
    t.act("A", "blockers", {"Goule": ["Mentor"]})
    t.act("B", "blockers", {"Fleur": ["Mentor"]})
    t.act("B", "blockers", {"Goule": ["Inconnue"]})
    t.act("B", "blockers", {"Goule": ["Goule"]})
    t.act("B", "blockers", {"Goule": ["Lancier"]})
    t.act("B", "blockers", {"Goule": ["Conscrit"]})
    t.act("B", "blockers", {"Goule": ["Mentor", "Garde royal"], sentinel: []})
    t.act("B", "blockers", {"Goule": ["Mentor"]})
    t.act("A", "assign", {"Goule": {"Mentor": 1}})
    t.act("B", "assign", {"Goule": {"Mentor": 1, "Garde royal": 2}})
    t.act("A", "assign", {sentinel: {"Mentor": 1}})
    t.act("A", "assign", {"Goule": {"Conscrit": 3}})
    t.act("A", "assign", {"Goule": {"Mentor": 1, "Garde royal": 1}})
    t.act("A", "assign", {"Goule": {"Mentor": 1, "Garde royal": 2}})
    t.act("A", "phase", "mise-en-jeu-2")
    t.act("A", "assign", {"Goule": {"Mentor": 1, "Garde royal": 2}})
    return t.end()


def attack_without_blocks_at_phase_end():
    t = story(A={"cities": [city("A")], "army": ["Goule", "Mentor", "Chef de guerre orc"]},
              B={"cities": [city("B", damage=3)], "army": ["Conscrit"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Goule", "Mentor", "Chef de guerre orc"]})
    t.act("A", "phase", "mise-en-jeu-2")
    t.act("B", "end_turn")
    return t.end()


def everybody_loses_a_tie():
    t = story(A={"cities": [city("A")], "resources": {"Aristocrates": 3}, "hand": ["Baron bienveillant"]},
              B={"cities": [city("B")]})
    t.act("A", "play", "Baron bienveillant")
    t.act("A", "end_turn")
    return t.end()


def battles_with_deaths_between():
    t = story(A={"cities": [city("A")], "army": ["Chef de guerre orc", "Agitateur orc", "Grand frère",
                                                  "Orc égaré"]},
              B={"cities": [city("B")], "army": ["Garde royal", "Mentor", "Colibri", "Conscrit"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Chef de guerre orc", "Agitateur orc", "Grand frère",
                                                   "Orc égaré"]})
    t.act("B", "blockers", {"Chef de guerre orc": ["Garde royal", "Mentor"], "Agitateur orc": ["Colibri"],
                            "Grand frère": ["Conscrit"]})
    t.act("A", "end_turn")
    t.act("A", "assign", {"Chef de guerre orc": {"Garde royal": 3, "Mentor": 1}})
    t.act("A", "resolve_pile", 1)
    t.act("A", "resolve_pile", True)
    t.act("A", "resolve_pile", True)
    return t.end()


def battle_blocker_killed_before():
    t = story(A={"cities": [city("A")], "army": ["Goule", "Garde royal"], "resources": {"Horde rouge": 2},
                 "hand": ["Choc mortel"]},
              B={"cities": [city("B")], "army": ["Mentor", "Conscrit", "Fantassin"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Goule", "Garde royal"]})
    t.act("B", "blockers", {"Goule": ["Mentor", "Conscrit"], "Garde royal": ["Fantassin"]})
    t.act("A", "assign", {"Goule": {"Mentor": 2, "Conscrit": 1}})
    t.act("A", "play", "Choc mortel", target="Conscrit")
    t.act("A", "resolve_pile", True)
    return t.end()


def city_destroyed_in_combat():
    t = story(A={"cities": [city("A")], "army": ["Goule", "Mentor", "Garde royal"]},
              B={"cities": [city("B", damage=6, residents=["Conscrit", {"name": "Lancier", "tapped": True}],
                                  attached=["Entravée"]),
                            {"name": "Refuge", "card": "Terrier"}, {"name": "Refuge 2", "card": "Siphon"}],
                 "army": ["Fantassin"], "reserve": ["Siphon"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Goule", "Mentor", "Garde royal"]})
    t.act("B", "blockers", {"Garde royal": ["Fantassin"]})
    t.act("A", "resolve_pile", True)
    t.act("B", "evacuate", {"Lancier": "army"})
    t.act("A", "evacuate", {"Conscrit": "army"})
    t.act("B", "evacuate", {"Conscrit": "Ailleurs"})      # an error: the case would stop here
    return t.end()


def last_city_destroyed():
    t = story(A={"cities": [city("A")], "army": ["Goule"], "resources": {"Horde rouge": 2}, "hand": ["Choc mortel"]},
              B={"cities": [city("B", damage=6, residents=["Conscrit", "Mentor"],
                                  levels=[2])], "reserve": ["Siphon", "Terrier"]})
    t.act("A", "play", "Choc mortel", target="Cité de B")
    t.act("A", "resolve_pile", True)
    t.act("A", "attack", "Cité de B", **{"with": ["Goule"]})
    return t.end()


def devotion_story():
    t = story(phase="devotion",
              A={"cities": [city("A", "Terrier", residents=["Chef de guerre orc", "Grand frère",
                                                              {"name": "Sorcier", "tapped": True}]),
                            {"name": "Caserne A", "card": "Armurerie", "residents": ["Mentor", "Lancier"]},
                            {"name": "Biblio", "card": "Bibliothèque lobotomisée", "residents": ["Goule", "Revenant"]}],
                 "army": ["Conscrit"], "resources": {"Horde rouge": 2}, "hand": ["Choc mortel", "Goule"],
                 "deck": ["Colibri", "Rossignol"], "removed": ["Botaniste"]},
              B={"cities": [city("B")], "hand": ["Colibri", "Rossignol", "Archiviste"], "resources": {"Horde rouge": 2},
                 "army": ["Fantassin"]})
    t.act("B", "devote", "Cité de B", **{"with": []})
    t.act("A", "devote", "Cité de B", **{"with": []})
    t.act("A", "devote", "Cité de A", **{"with": ["Mentor"]})
    t.act("A", "devote", "Cité de A", **{"with": ["Sorcier"]})
    t.act("A", "devote", "Cité de A", **{"with": ["Chef de guerre orc", "Grand frère"]})
    t.act("A", "devote", "Cité de A", **{"with": ["Grand frère"]})
    t.act("A", "devote", "Caserne A", **{"with": ["Mentor", "Lancier"]})
    t.act("A", "devote", "Biblio", **{"with": ["Goule", "Revenant"]})
    t.act("A", "play", "Choc mortel", target="Revenant")
    t.act("A", "resolve_pile", True)
    t.act("B", "discard", ["Colibri"])
    t.act("A", "discard", ["Goule"])
    t.act("A", "discard", ["Goule", "Colibri"])
    t.act("B", "discard", ["Colibri", "Rossignol"])
    t.act("A", "phase", "mise-en-jeu")
    t.act("A", "devote", "Cité de A", **{"with": []})
    return t.end()


def devotion_removed_target():
    t = story(phase="devotion",
              A={"cities": [city("A", "Arbre-esprit", residents=["Goule", "Mentor"])], "graveyard": ["Conscrit"],
                 "removed": ["Botaniste"]})
    t.act("A", "devote", "Cité de A", **{"with": ["Goule"]}, target="Botaniste")
    t.act("A", "devote", "Cité de A", **{"with": ["Goule", "Mentor"]}, target="Conscrit")
    t.act("A", "resolve_pile", True)
    return t.end()


def devotion_renew_and_lapse():
    t = story(phase="desengagement", extra={"turn": 3},
              A={"cities": [city("A", "Armurerie", levels=[2, 4], residents=["Mentor"]),
                            {"name": "Camp", "card": "Camp militaire des cadets", "levels": [3],
                             "residents": ["Délégué syndical gobelin"]}],
                 "army": ["Conscrit", "Grand frère"], "deck": ["Goule", "Goule"]})
    from dataclasses import replace

    t.s.find("Cité de A").card = replace(card("Armurerie"), levels=(
        {"level": 2, "permanent": {"bonus": "+1/+1", "types": ["Soldier"], "whose": "own"}},
        {"level": 4, "permanent": {"bonus": "+0/+1", "whose": "own"}}))
    t.act("A", "draw", 2)
    t.act("A", "devote", "Cité de A", **{"with": ["Mentor"]})
    t.act("A", "phase", "mise-en-jeu")
    t.act("A", "phase", "devotion")
    return t.end()


def devotion_city_destroyed_before():
    t = story(phase="devotion",
              A={"cities": [city("A", residents=["Mentor", "Garde royal"]), {"name": "Autre", "card": "Terrier"}]},
              B={"cities": [city("B")], "resources": {"Horde rouge": 2}, "hand": ["Choc mortel"]})
    t.s.find("Cité de A").damage = 7
    t.act("A", "devote", "Cité de A", **{"with": ["Mentor", "Garde royal"]})
    t.act("B", "play", "Choc mortel", target="Cité de A")
    t.act("A", "resolve_pile", True)
    t.act("A", "evacuate", {"Mentor": "army", "Garde royal": "Autre"})
    t.act("A", "resolve_pile", True)
    return t.end()


def draw_phase_story():
    t = story(phase="pioche", A={"cities": [city("A")], "hand": ["Goule"], "deck": ["Mentor", "Conscrit", "Colibri"]})
    s = t.s
    from rulings.games.arcmage import phases

    phases.ENTER["pioche"](s)
    t.act("B", "draw", 1)
    t.act("A", "draw", 3)
    t.act("A", "draw", 0, resources={"Empire": ["Goule"]})
    t.act("A", "draw", 2, resources={"Empire": ["Goule"]})
    t.act("A", "phase", "mise-en-jeu")
    t.act("A", "resource", {"Empire": ["Goule"]})
    t.act("A", "draw", 1, resources={"Empire": ["Colibri"]})
    t.act("A", "draw", 1)
    t.act("A", "resource", {"Empire": ["Goule"]})
    t.act("A", "phase", "pioche")
    t.act("A", "phase", "desengagement")
    t.act("B", "phase", "mise-en-jeu")
    t.act("A", "phase", "mise-en-jeu")
    t.act("A", "draw", 1)
    t.act("A", "resource", {"Empire": ["Mentor"]})
    return t.end()


def draw_zero_and_empty_hand():
    t = story(phase="pioche", A={"cities": [city("A")], "hand": [], "deck": ["Mentor", "Conscrit"]})
    from rulings.games.arcmage import phases

    phases.ENTER["pioche"](t.s)
    t.act("A", "draw", 0, resources={})
    t.act("A", "draw", 2)
    t.s.players["A"].hand.clear()
    t.s.players["A"].hand.append("Goule")
    t.s.draw_choice = None
    t.act("A", "draw", 0, resources={"Empire": ["Goule"]})
    t.s.players["A"].hand.append("Mentor")
    t.act("A", "draw", 0, resources={"Empire": ["Goule"]})
    t.act("A", "draw", 0, resources={"Empire": ["Goule"], "Horde rouge": ["Mentor"]})
    return t.end()


def draw_pending_blocks():
    t = story(phase="desengagement", A={"cities": [city("A")], "hand": ["Goule"], "deck": ["Mentor"],
                                        "resources": {"Empire": {"untapped": 0, "tapped": 2}},
                                        "army": [{"name": "Conscrit", "tapped": True}, "Mentor"]},
              B={"cities": [city("B")], "hand": ["Choc mortel"], "resources": {"Horde rouge": 2}})
    t.act("A", "phase", "pioche")
    t.act("A", "play", "Goule")
    t.act("A", "phase", "mise-en-jeu")
    t.act("A", "end_turn")
    t.act("B", "play", "Choc mortel", target="Conscrit")
    t.act("A", "draw", 2)
    return t.end()


def discard_phase_story():
    hand = ["Goule", "Mentor", "Conscrit", "Colibri", "Rossignol", "Archiviste", "Lancier", "Revenant", "Shatis"]
    t = story(A={"cities": [city("A")], "hand": list(hand), "deck": ["Goule"]},
              B={"cities": [city("B")], "hand": list(hand), "deck": ["Colibri", "Colibri"]})
    t.act("B", "discard", ["Goule"])
    t.act("A", "discard", ["Goule"])
    t.act("A", "discard", ["Goule", "Goule"])
    t.act("A", "discard", ["Goule", "Mentor"])
    t.act("A", "discard", ["Conscrit"])
    t.act("A", "play", "Mentor")
    t.act("B", "draw", 2)
    t.act("B", "end_turn")
    t.act("B", "discard", ["Goule", "Mentor", "Conscrit", "Colibri"])
    t.act("B", "end_turn")
    t.act("A", "end_turn")
    return t.end()


def end_turn_story():
    t = story(players=("A", "B", "C"),
              A={"cities": [city("A", damage=2)], "army": [{"name": "Goule", "damage": 1}, "Mentor"],
                 "resources": {"Empire": 1}, "hand": ["Ailes (exemple)", "Rage (exemple +5/-2)"]},
              B={"cities": [city("B")], "deck": ["Goule"]}, C={"cities": [city("C")], "deck": ["Goule"]})
    t.act("A", "play", "Ailes (exemple)", target="Mentor")
    t.s.players["A"].resources["Horde rouge"] = [1, 0]
    t.act("A", "play", "Rage (exemple +5/-2)", target="Mentor")
    t.act("A", "resolve_pile", True)
    t.call(zones.lose, t.s, "B", "arcmage.victory.deck-out", "B perd.")
    t.call(zones.settle, t.s)
    t.act("B", "end_turn")
    t.act("A", "end_turn")
    t.act("C", "draw", 1)
    t.act("A", "draw", 1)
    t.act("C", "end_turn")
    return t.end()


def cards_play_errors():
    t = story(A={"cities": [city("A"), {"name": "Autre", "card": "Terrier"}],
                 "resources": {"Ost des ténèbres": 9, "Empire": 9, "Horde rouge": 9},
                 "hand": ["Goule", "Mentor", "Terrier", "Grand jeton orc", "Choc mortel", "Rage (exemple +5/-2)",
                          "Exemple de prérequis", "Dissipation (exemple)", "Mercenaire"]},
              B={"cities": [city("B")], "army": ["Conscrit"]})
    t.act("A", "play", "Colibri")
    t.act("A", "play", "Terrier")
    t.act("A", "play", "Grand jeton orc")
    t.act("A", "play", "Mentor")
    t.act("A", "play", "Mentor", to="army")
    t.act("A", "play", "Mentor", to="Conscrit")
    t.act("A", "play", "Mentor", to="Cité de B")
    t.act("A", "play", "Choc mortel")
    t.act("A", "play", "Choc mortel", target="Fantôme")
    t.act("A", "play", "Rage (exemple +5/-2)", target="Cité de B")
    t.act("A", "play", "Exemple de prérequis", target="Conscrit")
    t.act("A", "play", "Exemple de prérequis")
    t.act("A", "play", "Mercenaire", to="army")
    t.act("A", "play", "Goule", to="Autre")
    t.act("A", "play", "Mentor", to="Autre", **{"as": "Mentor bis"})
    t.act("A", "play", "Dissipation (exemple)", target="Goule")
    t.act("B", "play", "Mentor")
    return t.end()


def cards_play_magic_and_enchantments():
    t = story(A={"cities": [city("A")], "resources": {"Aristocrates": 9, "Enfants de Gaïa": 9, "Ost des ténèbres": 9,
                                                       "Empire": 9},
                 "hand": ["Carpe diem", "Entravée", "Bannière elfique (exemple)", "Malédiction des os (exemple)",
                          "Frappe mesurée (exemple X + 2)", "Archère elfe", "Relever les morts", "Goule",
                          "Goule"]},
              B={"cities": [city("B")], "army": ["Conscrit", "Mentor", "Archer mort-vivant"],
                 "graveyard": ["Revenant"]})
    t.act("A", "play", "Carpe diem", target=["Conscrit", "Mentor"], x=1)
    t.act("A", "play", "Entravée", target="Archer mort-vivant", **{"as": "Entrave de A"})
    t.act("A", "play", "Bannière elfique (exemple)")
    t.act("A", "play", "Archère elfe")
    t.act("A", "play", "Malédiction des os (exemple)", target="B")
    t.act("A", "play", "Frappe mesurée (exemple X + 2)", target="Mentor")
    t.act("A", "play", "Relever les morts", target="Revenant")
    t.act("A", "play", "Goule")
    t.act("A", "play", "Goule")
    return t.end()


def found_and_first_city():
    t = story(phase="preparation", A={"reserve": ["Terrier", "Siphon"], "deck": [{"card": "Goule", "count": 9}]},
              B={"reserve": ["Deux-Ponts"], "deck": [{"card": "Mentor", "count": 9}]})
    t.act("A", "found", "Terrier")
    t.act("B", "first_city", "Deux-Ponts")
    t.act("A", "first_city", "Qualaris")
    t.act("A", "first_city", "Terrier")
    t.act("A", "first_city", "Siphon")
    t.act("B", "first_city", "Deux-Ponts")
    t.act("B", "found", "Siphon")
    t.act("A", "found", "Qualaris")
    t.act("A", "found", "Siphon")
    t.act("A", "found", "Siphon")
    t.act("A", "play", "Goule")
    t.act("A", "attack", "Deux-Ponts", **{"with": ["Goule"]})
    t.act("A", "devote", "Terrier", **{"with": []})
    t.act("A", "end_turn")
    t.act("B", "draw", 2)
    t.act("B", "found", "Siphon")
    return t.end()


def activate_story():
    t = story(A={"cities": [city("A", "Terrier", residents=["Brute orque", "Mentor"])],
                 "army": ["Prince des larrons", "Recruteur orc", "Archer mort-vivant", "Conscrit"],
                 "resources": {"Aristocrates": 1, "Empire": 2}},
              B={"cities": [city("B")], "deck": ["Goule", "Goule"], "army": ["Garde royal"]})
    t.act("A", "activate", "Fantôme")
    t.act("A", "activate", "Conscrit")
    t.act("A", "activate", "Brute orque", ability=2)
    t.act("B", "activate", "Brute orque", target="Mentor")
    t.act("A", "activate", "Brute orque", target="Garde royal")
    t.act("A", "activate", "Prince des larrons", ability=2, target="B", pay={"Aristocrates": 2})
    t.act("A", "activate", "Prince des larrons", ability=2, target="B")
    t.act("A", "activate", "Prince des larrons", ability=1, target="B")
    t.act("A", "activate", "Recruteur orc")
    t.act("A", "activate", "Recruteur orc")
    t.act("A", "activate", "Archer mort-vivant", target="Cité de B")
    t.act("B", "end_turn")
    return t.end()


def move_story():
    t = story(A={"cities": [city("A", residents=["Goule", "Mentor", {"name": "Lancier", "tapped": True},
                                                  {"name": "Conscrit", "entered": "mise-en-jeu"}]),
                            {"name": "Autre", "card": "Terrier"}],
                 "army": ["Brute orque", "Colibri"]},
              B={"cities": [city("B")], "army": ["Garde royal"]})
    t.act("A", "move", "Fantôme", to="army")
    t.act("A", "move", "Cité de A", to="army")
    t.act("B", "move", "Goule", to="army")
    t.act("B", "move", "Garde royal", to="Cité de A")
    t.act("A", "move", "Lancier", to="army")
    t.act("A", "move", "Conscrit", to="army")
    t.act("A", "move", "Colibri", to="army")
    t.act("A", "move", "Goule", to="Nulle part")
    t.act("A", "move", "Goule", to="Cité de A")
    t.act("A", "move", "Colibri", to="Cité de B")
    t.act("A", "move", "Brute orque", to="Cité de B")
    t.act("A", "move", "Goule", to="Autre")
    t.act("A", "move", "Mentor", to="army")
    t.act("A", "move", "Colibri", to="Autre")
    t.act("A", "phase", "attaque")
    t.act("A", "move", "Colibri", to="army")
    t.act("A", "phase", "defausse")
    t.act("A", "move", "Colibri", to="army")
    t.act("B", "end_turn", attempt=False)
    return t.end()


def events_and_pile():
    t = story(A={"cities": [city("A")], "resources": {"Horde rouge": 6, "Aristocrates": 3},
                 "hand": ["Choc mortel", "Choc mortel", "Tourbillon", "Éclair de génie"], "deck": ["Goule"]},
              B={"cities": [city("B")], "army": ["Garde royal", "Mentor"], "resources": {"Aristocrates": 4},
                 "hand": ["Tourbillon", "Éclair de génie"], "deck": ["Colibri", "Colibri", "Colibri"]})
    t.act("A", "resolve_pile", True)
    t.act("A", "play", "Choc mortel", target="Garde royal")
    t.act("A", "play", "Choc mortel", target="Garde royal")
    t.act("B", "play", "Tourbillon", target="Garde royal")
    t.act("A", "resolve_pile", 1)
    t.act("A", "resolve_pile", True)
    t.act("B", "play", "Éclair de génie", target="A", mode=1)
    t.act("A", "play", "Éclair de génie", target="B", mode=2)
    t.act("A", "resolve_pile", True)
    return t.end()


def apply_guards():
    t = story(A={"cities": [city("A")], "deck": []}, B={"cities": [city("B")], "army": ["Goule"]})
    t.act("A", "phase", "mise-en-jeu")
    t.act("B", "phase", "attaque")
    t.act("B", "end_turn")
    t.act("A", "choose", "Goule")
    t.act("A", "evacuate", {"Goule": "army"})
    t.act("A", "end_turn")
    t.act("B", "draw", 2)
    t.act("B", "end_turn")
    t.act("A", "draw", 1)
    t.act("A", "phase", "mise-en-jeu")
    t.act("B", "phase", "mise-en-jeu")
    t.act("A", "draw", 1, attempt=False)
    t.act("B", "end_turn", attempt=False)
    return t.end()


def choose_discard_creature():
    t = story(A={"cities": [city("A")], "army": ["Goule", "Conscrit", "Mentor", "Fantassin"],
                 "resources": {"Ost des ténèbres": 3, "Empire": 3},
                 "hand": ["Archer mort-vivant", "Archer mort-vivant"]},
              B={"cities": [city("B")], "attached": ["Malédiction des os (exemple)"]})
    t.s.find("Malédiction des os (exemple)").controller = "B"
    t.act("A", "play", "Archer mort-vivant")
    t.act("B", "choose", "Conscrit")
    t.act("A", "choose", "Goule")
    t.act("A", "choose", "Mentor")
    return t.end()


def abilities_direct():
    t = story(players=("A", "B", "C"),
              A={"cities": [city("A", residents=["Mentor"])], "army": ["Goule", "Jeunes séquoias", "Sumac vénéneux",
                                                                      "Fleur nourrie", "Chevaucheur de loup"],
                 "deck": ["Colibri", "Colibri", "Colibri"], "hand": ["Rossignol"], "graveyard": ["Conscrit"]},
              B={"cities": [city("B", "Terrier", residents=["Lancier", "Fantassin"])], "army": ["Garde royal"],
                 "deck": ["Colibri"], "hand": ["Colibri", "Rossignol", "Archiviste"]},
              C={"cities": [{"name": "Cité de C", "card": "Arbre-esprit"}], "hand": ["Colibri"]})
    s = t.s
    spring = card("Printemps précoce")
    run = abilities.run
    for effect, target, source in (
            ({"damage": 2}, "Goule", None), ({"damage": {"creature": 1, "city": 4}}, "Cité de B", None),
            ({"bonus": "+1/-3"}, "Jeunes séquoias", None), ({"counter": "+1/+1"}, "Mentor", None),
            ({"bonus": "+1/+1"}, "Cité de A", None),
            ({"counter": "+0/+1"}, None, "Mentor"),
            ({"tap": True}, ["Garde royal", "Sumac vénéneux"], None), ({"tap": True}, "Garde royal", None),
            ({"untap": True}, "Garde royal", None), ({"untap": True}, "Garde royal", None),
            ({"untap": True}, "Cité de A", None), ({"draw": 2}, None, None),
            ({"draws": 1}, "B", None), ({"draws": 1}, "Garde royal", None), ({"mill": 1}, "C", None),
            ({"mill": 2}, "C", None), ({"city_defense": 3}, "Cité de C", None),
            ({"city_defense": 1}, None, "Mentor"),
            ({"cities_gain": {"faction": "Aristocrates", "points": 2}}, None, None),
            ({"grant": {"can": ["fly"], "cannot": [{"capability": "block", "faction": "Empire"}]}}, "Garde royal",
             None),
            ({"grant": {"cannot": ["draw"]}}, "C", None),
            ({"residents_grant": {"can": ["block-elsewhere"], "cannot": ["attack"]}}, "Cité de B", None),
            ({"types_bonus": {"types": ["Flower", "Tree"], "bonus": "+2/+2"}}, None, None),
            ({"types_bonus": {"types": ["Ship"], "bonus": "+1/+1"}}, None, None),
            ({"each_draws": 1}, None, None), ({"each_discards": 1}, None, None), ({"draw": 1}, None, None),
            ({"to_deck": True}, "Fantassin", None), ({"to_owner": True}, "Lancier", None),
            ({"destroy": True}, "Sumac vénéneux", None),
            ({"token": {"card": "Petit jeton orc"}}, None, None),
            ({"token": {"card": "Petit jeton orc", "tapped": True}}, None, None),
            ({"from_graveyard": "hand"}, "Conscrit", None), ({"counters": "x"}, "Garde royal", None),
            ({"counters": "x"}, None, None), ({"discard_creature_not": "Empire"}, "A", None),
            ({"discard_creature_not": "Horde rouge"}, "C", None), ({"damage": 1}, "C", None),
            ({"tap": True}, "Cité de A", None), ({"to_deck": True}, "Cité de A", None),
            ({"to_owner": True}, "Cité de A", None), ({"mill": 1}, "Mentor", None),
            ({"grant": {"can": ["fly"]}}, "Z", None), ({"city_defense": 2}, "Cité de C", None),
            ({"destroy": True}, "Chevaucheur de loup", None), ({"from_graveyard": "army"}, "Goule", None),
            ({"counters": "x"}, "Garde royal", None), ({"jump": 1}, None, None)):
        tgt = [s.find(x) for x in target] if isinstance(target, list) else (
            s.find(target) if target and s.find(target) is not None else target)
        src = s.find(source) if source else spring
        t.call(lambda e=effect, g=tgt, c=src: (run(s, e, "A", c, g, {"x": 2}), None)[1])
    t.call(lambda: (run(s, {"counters": "x"}, "A", spring, s.find("Garde royal"), {}), None)[1])
    return t.end()


def zones_direct():
    t = story(players=("A", "B", "C"),
              A={"cities": [city("A", "Arbre-esprit")], "army": ["Goule", {"name": "Enlevé", "card": "Mentor",
                                                                           "owner": "B"}],
                 "deck": ["Colibri"], "hand": [], "graveyard": ["Conscrit", "Terrier", "Revenant"],
                 "removed": ["Botaniste"]},
              B={"cities": [city("B"), {"name": "Autre B", "card": "Terrier"}], "graveyard": ["Lancier"], "deck": []},
              C={"cities": [city("C")], "hand": ["Colibri", "Rossignol"]})
    s = t.s
    src = s.find("Cité de A")
    t.call(zones.draw, s, "A", 0, "rien")
    t.call(zones.discard_choice, s, "A", 1, "un test")
    t.call(zones.discard_choice, s, "C", 2, "un test")
    t.call(zones.discard_choice, s, "C", 1, "un test")
    t.call(zones.discard_cards, s, "C", ["Goule"], "un test")
    t.call(zones.from_graveyard, s, "A", "Botaniste", "army", src, False)
    t.call(zones.from_graveyard, s, "A", "Inconnue", "army", src, False)
    t.call(zones.from_graveyard, s, "A", None, "army", src, False)
    t.call(zones.from_graveyard, s, "A", "Terrier", "army", src, False)
    t.call(zones.from_graveyard, s, "A", "Conscrit", "army", src, True)
    t.call(zones.from_graveyard, s, "A", "Revenant", "resident", src, False)
    t.call(zones.steal_from_graveyard, s, "A", "Inconnue", src, None)
    t.call(lambda: zones.steal_from_graveyard(s, "A", "Lancier", src, "Soldier").name)
    t.call(zones.to_owner, s, s.find("Enlevé"), "Autre B", "un test")
    t.call(zones.tap, s, s.find("Goule"), "un test")
    t.call(zones.tap, s, s.find("Goule"), "un test")
    t.call(zones.damage, s, "B", 2, "un test")
    t.call(zones.damage, s, s.find("Cité de A"), 2, "un test")
    t.call(zones.unique_name, s, "Goule")
    t.call(zones.unique_name, s, "Colibri")
    t.call(zones.names, [])
    t.call(zones.names, ["x", "y", "z"])
    t.call(zones.mill, s, "A", 2, "un test")
    t.call(zones.draw, s, "B", 1, "un test")
    t.call(zones.lose, s, "B", "arcmage.victory.deck-out", "encore")
    t.call(zones.settle, s)
    t.call(zones.settle, s)
    t.call(zones.from_graveyard, s, "C", "Goule", "army", src, False)
    s.players["B"].graveyard.append("Fantassin")
    t.call(lambda: zones.steal_from_graveyard(s, "A", "Fantassin", src, None).name)
    from dataclasses import replace

    from rulings.games.arcmage.model import Piece

    slow = Piece("Lent", replace(card("Conscrit"), name="Lent", enters_tapped=True), "A", "A")
    t.call(zones.enter_play, s, slow, "army", "un test")
    t.call(zones.to_owner, s, s.find("Lancier"), "Nulle part", "un test")     # an error: the case would stop
    return t.end()


def values_direct():
    t = story(A={"cities": [city("A", "Armurerie", levels=[2], residents=["Lancier"])],
                 "army": ["Mentor", "Chef de guerre orc", "Grand frère", "Cri de la meute (exemple)",
                          "Invocateur bestial (exemple)", {"name": "Liée", "card": "Goule", "attached": ["Entravée"]}]},
              B={"cities": [city("B")], "army": ["Conscrit", "Orc égaré", "Archère elfe", "Bannière elfique "
                                                                                          "(exemple)"]})
    s = t.s
    for word in ("Elfes", "elfe", "Bêtes", "Gobelin", "Orcs", "bus", "Mort-vivants", "ours", "Soldats", "Ombrées"):
        t.call(values.type_word, word)
    for name in ("Mentor", "Lancier", "Chef de guerre orc", "Grand frère", "Conscrit", "Orc égaré", "Archère elfe",
                 "Invocateur bestial (exemple)"):
        t.call(lambda n=name: (n, values.bonuses(s, s.find(n)), values.stats(s, s.find(n))))
    liee = s.find("Liée")
    t.call(lambda: values.permitted(s, liee, "untap", True, "arcmage.turn.untap"))
    t.call(lambda: values.permitted(s, liee, "attack", True, "arcmage.combat.declare", quiet=True))
    t.call(lambda: values.permitted(s, liee, "fly", False, "", quiet=True))
    t.call(lambda: values.permitted(s, s.find("Goule") or liee, "enter-army", False, ""))
    t.call(lambda: values.check_untap(s, liee))
    t.call(lambda: values.check_untap(s, s.find("Mentor")))
    t.call(lambda: [(g.kind, g.capability, g.source, g.when) for g in values.grants_of(s, liee)])
    t.call(lambda: [(g.kind, g.capability) for g in values.grants_of(s, s.players["A"])])
    t.call(lambda: values.make_grant({"capability": "block", "faction": "Empire"}, "cannot", "x", True))
    from dataclasses import replace

    from rulings.games.arcmage.model import Piece

    wings = replace(card("Entravée"), name="Ailes prêtées", attached={"can": ["fly"]})
    chains = replace(card("Entravée"), name="Bâillon", attached={"cannot": ["draw", {"capability": "attack",
                                                                                     "faction": "Empire"}]})
    s.find("Mentor").attached.append(Piece("Ailes prêtées", wings, "B", "B", "on:Mentor"))
    s.players["A"].attached.append(Piece("Bâillon", chains, "B", "B", "player:A"))
    t.call(lambda: [(g.kind, g.capability, g.source, g.when) for g in values.grants_of(s, s.find("Mentor"))])
    t.call(lambda: [(g.kind, g.capability, g.source, g.when) for g in values.grants_of(s, s.players["A"])])
    t.call(lambda: values.permitted(s, s.find("Mentor"), "fly", False, "arcmage.x"))
    t.call(lambda: values.permitted(s, s.players["A"], "draw", True, "arcmage.zones.deck"))
    t.call(lambda: values.permitted(s, s.players["A"], "attack", True, "arcmage.x", {"faction": "Empire"}))
    t.call(lambda: values.permitted(s, s.players["A"], "attack", True, "arcmage.x", {"faction": "Aristocrates"}))
    t.call(lambda: values.permitted(s, s.find("Mentor"), "attack", False, "", what="tout"))
    t.call(lambda: values.permitted(s, s.find("Mentor"), "attack", False, "arcmage.y"))
    gag = replace(card("Entravée"), name="Bâillon 2", attached={"cannot": ["fly", "attack"]})
    gag3 = replace(card("Entravée"), name="Bâillon 3", attached={"cannot": ["fly"]})
    wings2 = replace(card("Entravée"), name="Ailes 2", attached={"can": ["fly"]})
    brother = s.find("Grand frère")
    brother.attached += [Piece("Ailes 3", wings, "B", "B", "on:Grand frère"),
                         Piece("Ailes 4", wings2, "B", "B", "on:Grand frère")]
    s.find("Mentor").attached += [Piece("Ailes 2", wings2, "B", "B", "on:Mentor"),
                                  Piece("Bâillon 2", gag, "B", "B", "on:Mentor"),
                                  Piece("Bâillon 3", gag3, "B", "B", "on:Mentor")]
    t.call(lambda: values.permitted(s, brother, "fly", False, "arcmage.x"))
    t.call(lambda: values.permitted(s, s.find("Mentor"), "fly", False, "arcmage.x"))
    t.call(lambda: values.permitted(s, s.find("Mentor"), "attack", False, ""))
    t.call(lambda: values.permitted(s, s.find("Mentor"), "attack", False, "arcmage.y"))
    t.call(lambda: values.permitted(s, s.find("Mentor"), "attack", True, "arcmage.y"))
    return t.end()


def triggers_story():
    t = story(A={"cities": [city("A", "Terrier")], "resources": {"Enfants de Gaïa": 9, "Horde rouge": 9,
                                                                  "Aristocrates": 9},
                 "army": ["Fleur nourrie", "Chevaucheur de loup"],
                 "hand": ["Archère elfe", "Botaniste", "Baron bienveillant", "Choc mortel", "Choc mortel"],
                 "deck": ["Goule", "Goule"]},
              B={"cities": [city("B")], "army": ["Conscrit"], "deck": ["Colibri"],
                 "hand": ["Colibri", "Rossignol"]})
    t.act("A", "play", "Botaniste")
    t.act("A", "play", "Baron bienveillant")
    t.act("A", "play", "Choc mortel", target="Chevaucheur de loup")
    t.act("A", "resolve_pile", True)
    t.act("A", "move", "Petit jeton orc", to="Cité de A")
    t.act("A", "play", "Choc mortel", target="Baron bienveillant")
    t.act("A", "resolve_pile", True)
    t.act("B", "discard", ["Rossignol"])
    t.act("A", "discard", ["Archère elfe"])
    t.act("B", "discard", ["Rossignol"])
    return t.end()


def more_errors():
    t = story(phase="preparation", A={"reserve": ["Terrier"], "hand": ["Choc mortel"]}, B={"reserve": ["Siphon"]})
    t.act("A", "first_city", "Siphon")
    t.act("A", "first_city", "Terrier")
    t.act("B", "first_city", "Siphon")
    t.act("B", "found", "Terrier")
    t.act("A", "blockers", {})
    t.act("A", "assign", {})
    return t.end()


def battle_without_blockers_left():
    t = story(A={"cities": [city("A")], "army": ["Goule"], "resources": {"Horde rouge": 2}, "hand": ["Choc mortel"]},
              B={"cities": [city("B")], "army": ["Conscrit"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Goule"]})
    t.act("B", "blockers", {"Goule": ["Conscrit"]})
    t.act("B", "blockers", {"Goule": ["Conscrit"]})
    t.act("A", "play", "Choc mortel", target="Conscrit")
    t.act("A", "resolve_pile", True)
    return t.end()


def attacker_killed_before_battle():
    t = story(A={"cities": [city("A")], "army": ["Goule", "Mentor"]},
              B={"cities": [city("B")], "army": ["Conscrit"], "resources": {"Horde rouge": 2},
                 "hand": ["Choc mortel"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Goule", "Mentor"]})
    t.act("B", "blockers", {})
    t.act("B", "play", "Choc mortel", target="Goule")
    t.act("A", "resolve_pile", True)
    return t.end()


def devotion_level_waits():
    t = story(phase="devotion",
              A={"cities": [city("A", "Bibliothèque lobotomisée", residents=["Goule", "Revenant", "Mentor",
                                                                                 "Garde royal"])],
                 "hand": ["Colibri", "Rossignol", "Archiviste"], "deck": ["Mentor"]},
              B={"cities": [city("B")], "hand": ["Colibri", "Rossignol", "Archiviste"]})
    t.act("A", "devote", "Nulle part", **{"with": []})
    t.act("A", "devote", "Goule", **{"with": []})
    t.act("A", "devote", "Cité de A", **{"with": ["Goule", "Revenant", "Mentor", "Garde royal"]})
    t.act("A", "resolve_pile", True)
    t.lines += summary(t.s)
    t.act("A", "choose", "Colibri")
    t.act("A", "discard", ["Colibri", "Rossignol"])
    t.act("B", "discard", ["Colibri"])
    t.act("B", "discard", ["Colibri", "Archiviste"])
    t.act("A", "resolve_pile", True)
    return t.end()


def evacuate_pending_text():
    t = story(A={"cities": [city("A")], "army": ["Goule"]},
              B={"cities": [city("B", damage=6, residents=["Conscrit", "Lancier"]),
                            {"name": "Refuge", "card": "Terrier"}]})
    t.act("A", "attack", "Cité de B", **{"with": ["Goule"]})
    t.act("B", "blockers", {})
    t.act("A", "resolve_pile", True)
    t.act("A", "phase", "defausse")
    t.act("B", "evacuate", {"Conscrit": "army"})
    t.act("B", "evacuate", {"Conscrit": "army", "Lancier": "Refuge"})
    t.act("A", "phase", "defausse")
    return t.end()


def applies_filters():
    from rulings.games.arcmage.model import Piece

    t = story(A={"cities": [city("A", residents=["Lancier"])], "army": ["Mentor", "Grand frère"]},
              B={"cities": [city("B")], "army": ["Conscrit", "Orc égaré"]})
    s = t.s
    source = s.find("Cité de A")
    for passive in ({"bonus": "+1/+0", "self": False}, {"bonus": "+1/+0", "whose": "own"},
                    {"bonus": "+1/+0", "whose": "opponents"}, {"bonus": "+1/+0", "where": "army"},
                    {"bonus": "+1/+0", "where": "residents"}, {"bonus": "+1/+0", "types": ["Soldats"]},
                    {"bonus": "+1/+0"}):
        for name in ("Cité de A", "Lancier", "Mentor", "Grand frère", "Conscrit", "Orc égaré"):
            t.call(lambda p=passive, n=name: f"{sorted(p.items())} {n} {values.applies(source, p, s.find(n))}")
    from dataclasses import replace

    attached = Piece("Aile", replace(card("Entravée"), name="Aile", attached={"bonus": "+2/-1"}), "A", "A")
    s.find("Mentor").attached.append(attached)
    t.call(lambda: values.bonuses(s, s.find("Mentor")))
    return t.end()



def city_of_reads_only_residents():
    t = story(A={"cities": [city("A"), {"name": "om", "card": "Terrier"}, {"name": "", "card": "Siphon"}],
                 "army": ["Goule"]})
    s = t.s
    for source in ("Cité de A", "Goule"):
        t.call(lambda n=source: abilities.run(s, {"city_defense": 1}, "A", s.find(n), None, {}) and None)
        t.call(lambda n=source: s.city_of(s.find(n)))
    return t.end()



def move_while_the_pile_waits():
    t = story(A={"cities": [city("A", residents=["Goule"])], "resources": {"Horde rouge": 2}, "hand": ["Choc mortel"]},
              B={"cities": [city("B")], "army": ["Conscrit"]})
    t.act("A", "play", "Choc mortel", target="Conscrit")
    t.act("A", "move", "Goule", to="army")
    return t.end()


def passive_after_a_dead_creature():
    t = story(A={"cities": [city("A")], "army": ["Orc égaré", "Chef de guerre orc", "Grand frère"]},
              B={"cities": [city("B")], "army": ["Garde royal"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Orc égaré", "Grand frère"]})
    t.act("B", "blockers", {"Orc égaré": ["Garde royal"]})
    t.act("A", "resolve_pile", True)
    return t.end()


def refused_attempt_restores_the_pile():
    from dataclasses import replace

    t = story(A={"cities": [city("A")], "resources": {"Horde rouge": 9}, "hand": ["Choc mortel", "Choc mortel",
                                                                                 "Choc mortel"]},
              B={"cities": [city("B")], "army": ["Garde royal", "Conscrit", "Mentor"]})
    double = replace(card("Choc mortel"), name="Double choc", x="extra-targets", cost=1, target="creature",
                     effect={"tap": True})
    t.s.cards = {**t.s.cards, "Double choc": double}        # the database's own dict stays untouched
    t.s.players["A"].hand.append("Double choc")
    t.act("A", "play", "Double choc", target=["Conscrit", "Mentor"], x=1)
    t.act("A", "play", "Choc mortel", target="Garde royal")
    t.act("A", "play", "Choc mortel", target="Garde royal")
    t.act("A", "resolve_pile", 1)
    t.act("A", "attack", "Cité de A", **{"with": ["Garde royal"]})
    t.act("A", "play", "Choc mortel", target="Conscrit")
    t.act("A", "resolve_pile", True)
    return t.end()



def devotees_taken_or_tapped_in_between():
    from dataclasses import replace

    t = story(phase="devotion",
              A={"cities": [city("A", residents=["Goule", "Mentor", "Garde royal"]),
                            {"name": "Autre", "card": "Terrier", "residents": ["Lancier"]}],
                 "hand": ["Colibri", "Rossignol"], "deck": ["Archiviste", "Shatis"]},
              B={"cities": [city("B")], "resources": {"Ost des ténèbres": 9}})
    s = t.s
    s.players["B"].hand = ["Enlèvement", "Marque", "Oubli"]
    s.cards = {**s.cards, "Marque": replace(card("Enlèvement"), name="Marque", effect={"tap": True}),
               "Oubli": replace(card("Enlèvement"), name="Oubli", target=None, effect={"each_discards": 1})}
    s.find("Cité de A").card = replace(card("Deux-Ponts"), levels=(
        {"level": 1, "modelled": False}, {"level": 2, "once": {"draw": 1}}))
    t.act("A", "devote", "Cité de A", **{"with": ["Goule", "Mentor", "Garde royal"]})
    t.act("B", "play", "Enlèvement", target="Goule")
    t.act("B", "play", "Marque", target="Mentor")
    t.act("A", "resolve_pile", True)
    t.act("A", "devote", "Autre", **{"with": ["Lancier"]})
    t.act("B", "play", "Oubli")
    t.act("A", "devote", "Autre", **{"with": ["Lancier"]})
    t.act("A", "discard", ["Colibri"])
    t.act("B", "discard", [])
    t.act("A", "devote", "Autre", **{"with": ["Lancier"]})
    t.act("A", "resolve_pile", True)
    return t.end()



def first_cities_one_after_the_other():
    from rulings.games.arcmage.model import Pending

    t = story(phase="preparation", A={"reserve": ["Terrier", "Siphon"]}, B={"reserve": ["Deux-Ponts"]},
              extra={"players": ["A", "B"]})
    t.s.pending = Pending("first_city", "A")
    t.act("B", "first_city", "Deux-Ponts")
    t.act("A", "first_city", "Qualaris")
    t.act("A", "first_city", "Terrier")
    t.act("B", "first_city", "Terrier")
    t.act("B", "first_city", "Deux-Ponts")
    return t.end()


def a_founded_city():
    t = story(phase="desengagement", A={"cities": [city("A")], "reserve": ["Terrier", "Siphon", "Qualaris"]},
              B={"cities": [city("B")]})
    t.act("A", "found", "Arbre-esprit")
    t.act("A", "found", "Terrier")
    return t.end()


def empty_reserves():
    from rulings.games.arcmage.model import Pending

    t = story(phase="desengagement", A={"cities": [city("A")]}, B={"cities": [city("B")]})
    t.act("A", "found", "Terrier")
    t.s.phase, t.s.pending = 0, Pending("first_city", "B")
    t.act("B", "first_city", "Terrier")
    return t.end()


def abilities_and_their_costs():
    from dataclasses import replace

    t = story(A={"cities": [city("A")], "army": ["Goule", "Mentor"], "resources": {"Empire": 3}},
              B={"cities": [city("B")], "army": ["Archer mort-vivant", "Conscrit"], "resources": {"Horde rouge": 2},
                 "hand": ["Choc mortel"]})
    s = t.s
    s.find("Goule").card = replace(card("Goule"), abilities=(
        {"pay": 1, "target": "creature", "effect": {"to_owner": True}},
        {"tap": True, "pay": 2, "effect": {"draw": 1}},
        {"effect": {}}))
    t.act("B", "activate", "Archer mort-vivant", target="Goule")
    t.act("A", "activate", "Goule", target="Cité de B")
    t.act("B", "play", "Choc mortel", target="Mentor")
    t.act("A", "activate", "Goule", ability=1, target="Conscrit", to="army")
    t.act("A", "activate", "Goule", ability=3)
    t.act("A", "activate", "Goule", ability=2)
    return t.end()


def passive_hands_at_the_discard():
    hand = ["Goule", "Mentor", "Conscrit", "Colibri", "Rossignol", "Archiviste", "Lancier", "Revenant"]
    t = story(players=("A", "B", "C"), A={"cities": [city("A")], "hand": hand[:3]},
              B={"cities": [city("B")], "hand": list(hand)}, C={"cities": [city("C")], "hand": hand[:7]})
    t.act("A", "phase", "defausse")
    return t.end()


def grants_at_the_end_of_the_turn():
    t = story(A={"cities": [city("A")]}, B={"cities": [city("B")], "deck": ["Goule"]})
    s = t.s
    s.players["A"].grants += [values.make_grant("draw", "cannot", "un sort", True),
                              values.make_grant({"capability": "attack", "faction": "Empire"}, "cannot", "une ruse",
                                                False)]
    t.act("A", "end_turn")
    return t.end()


def direct_guards():
    from rulings.games.arcmage import phases
    from rulings.games.arcmage.model import MAIN, Pending

    t = story(phase="pioche", A={"cities": [city("A")], "hand": ["Goule"]}, B={"cities": [city("B")]})
    s = t.s
    s.pending = Pending("draw", "A")
    t.call(phases.advance, s, MAIN)
    t.call(phases.advance, s, 2)
    t.call(phases.advance, s, 1)
    for pending in (Pending("draw", "A"), Pending("discard", "B", 2, what="x"),
                    Pending("evacuate", "B", options=("Goule", "Mentor"), what="Cité de B"),
                    Pending("first_city", "B"), Pending("choose", "A", options=("Goule", "Mentor"), what="un sort")):
        s.pending = pending
        t.call(phases.pending_text, s)
    s.pending = Pending("discard", "A", 1, what="un sort")
    s.draw_choice = 1
    t.call(phases.advance, s, MAIN)
    t.call(phases.end_turn, s)
    return t.end()



def last_city_with_one_resident():
    t = story(players=("A", "B", "C"),
              A={"cities": [city("A")], "resources": {"Horde rouge": 2}, "hand": ["Choc mortel"]},
              B={"cities": [city("B", damage=6, residents=["Conscrit", {"name": "Lancier", "tapped": True}])],
                 "reserve": ["Siphon"]},
              C={"cities": [city("C")]})
    t.act("A", "play", "Choc mortel", target="Cité de B")
    t.act("A", "resolve_pile", True)
    return t.end()



def levels_left_when_the_city_falls():
    t = story(phase="devotion",
              A={"cities": [city("A", "Bibliothèque lobotomisée", damage=8, residents=["Goule", "Revenant", "Mentor"]),
                            {"name": "Refuge", "card": "Terrier"}],
                 "hand": ["Colibri", "Rossignol", "Archiviste"], "deck": ["Conscrit"]},
              B={"cities": [city("B")], "hand": ["Choc mortel", "Colibri", "Rossignol"],
                 "resources": {"Horde rouge": 2}})
    t.act("A", "devote", "Cité de A", **{"with": ["Goule", "Revenant", "Mentor"]})
    t.act("A", "resolve_pile", True)
    t.act("A", "discard", ["Colibri", "Rossignol"])
    t.act("B", "discard", ["Colibri", "Rossignol"])
    t.act("B", "play", "Choc mortel", target="Cité de A")
    t.act("A", "resolve_pile", True)
    return t.end()



def discard_from_the_main_phase_with_the_pile_waiting():
    hand = ["Goule", "Mentor", "Conscrit", "Colibri", "Rossignol", "Archiviste", "Lancier", "Revenant", "Choc mortel"]
    t = story(A={"cities": [city("A")], "hand": hand, "resources": {"Horde rouge": 2}},
              B={"cities": [city("B")], "army": ["Garde royal"]})
    t.act("A", "play", "Choc mortel", target="Garde royal")
    t.act("A", "discard", ["Goule"])
    return t.end()



def resolving_part_of_the_pile():
    t = story(A={"cities": [city("A")], "resources": {"Horde rouge": 6}, "hand": ["Choc mortel"] * 3},
              B={"cities": [city("B")], "army": ["Conscrit", "Mentor", "Garde royal"]})
    for name in ("Conscrit", "Mentor", "Garde royal"):
        t.act("A", "play", "Choc mortel", target=name)
    t.act("A", "resolve_pile", 2)
    return t.end()



def levels_with_a_target_wait_too():
    from dataclasses import replace

    t = story(phase="devotion", A={"cities": [city("A", residents=["Goule", "Mentor"]),
                                              {"name": "Vide", "card": "Terrier", "residents": ["Conscrit"]}],
                                   "hand": ["Colibri", "Rossignol"]},
              B={"cities": [city("B")], "hand": ["Colibri", "Rossignol"], "deck": ["Lancier", "Fantassin"]})
    s = t.s
    s.find("Cité de A").card = replace(card("Deux-Ponts"), levels=(
        {"level": 1, "once": {"each_discards": 1}}, {"level": 2, "target": "player", "once": {"mill": 1}},
        {"level": 4, "target": "player", "once": {"mill": 1}}))
    s.find("Vide").card = replace(card("Terrier"), levels=())
    t.act("A", "devote", "Vide", **{"with": []})
    t.act("A", "devote", "Cité de A", **{"with": ["Goule", "Mentor"]}, target="B")
    t.act("A", "resolve_pile", True)
    t.act("A", "discard", ["Colibri"])
    t.act("B", "discard", ["Colibri"])
    t.act("A", "resolve_pile", True)
    return t.end()



def payments_refused_whole():
    from dataclasses import replace

    t = story(A={"cities": [city("A")], "resources": {"Horde rouge": 2, "Empire": 2, "Enfants de Gaïa": 3},
                 "hand": ["Choc mortel", "Chef de guerre orc", "Racines"]},
              B={"cities": [city("B")], "army": ["Goule", "Garde royal", "Conscrit"]})
    s = t.s
    s.players["A"].hand += ["Marque profonde", "Marque profonde"]
    s.cards = {**s.cards, "Marque profonde": replace(card("Racines"), name="Marque profonde", x="target-attack",
                                                      cost=0, loyalty=0, effect={"counters": "x", "tap": True})}
    t.act("A", "play", "Choc mortel", target="Goule", pay={"Aristocrates": 1, "Horde rouge": 1})
    t.act("A", "play", "Choc mortel", target="Goule", pay={"Empire": 3})
    t.act("A", "play", "Choc mortel", target="Goule", pay={"Empire": 2})
    t.act("A", "play", "Chef de guerre orc", pay={"Horde rouge": 2, "Empire": 2, "Enfants de Gaïa": 1})
    t.act("A", "play", "Chef de guerre orc")
    t.act("A", "play", "Racines", target="Goule", x=1)
    t.act("A", "play", "Marque profonde", target="Conscrit")
    t.act("A", "play", "Marque profonde", target="Goule")
    return t.end()



def a_creature_without_a_city():
    t = story(A={"resources": {"Empire": 3}, "hand": ["Mentor"]}, B={"cities": [city("B")]})
    t.act("A", "play", "Mentor")
    return t.end()



def two_of_four_lose_together():
    t = story(players=("A", "B", "C", "D"), A={"cities": [city("A")], "deck": ["Goule"]},
              B={"cities": [city("B")]}, C={"cities": [city("C")]}, D={"cities": [city("D")], "deck": ["Mentor"]})
    t.call(lambda: abilities.run(t.s, {"each_draws": 1}, "A", card("Baron bienveillant"), None, {}))
    t.call(zones.settle, t.s)
    return t.end()


def cities_with_permanent_levels_destroyed():
    t = story(A={"cities": [city("A")], "resources": {"Horde rouge": 4}, "hand": ["Choc mortel", "Choc mortel"]},
              B={"cities": [{"name": "Forge", "card": "Armurerie", "damage": 5},
                            {"name": "Forge 2", "card": "Armurerie", "damage": 5, "levels": [2]},
                            {"name": "Dernière", "card": "Terrier"}]})
    t.act("A", "play", "Choc mortel", target="Forge")
    t.act("A", "play", "Choc mortel", target="Forge 2")
    t.act("A", "resolve_pile", True)
    return t.end()



def combat_details():
    t = story(A={"cities": [city("A")], "army": ["Chevaucheur de loup", {"name": "Mentor", "damage": 1},
                                                  "Chef de guerre orc", "Goule"]},
              B={"cities": [city("B")], "army": ["Garde royal", "Conscrit", "Lancier", "Fantassin"],
                 "resources": {"Ost des ténèbres": 3}, "hand": ["Enlèvement"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Chevaucheur de loup", "Mentor", "Chef de guerre orc", "Goule"]})
    t.act("A", "assign", {"Goule": {"Lancier": 1}})
    t.act("B", "play", "Enlèvement", target="Goule")
    t.act("B", "blockers", {"Chevaucheur de loup": ["Conscrit"], "Mentor": ["Fantassin"],
                            "Chef de guerre orc": ["Garde royal", "Lancier"]})
    t.act("A", "assign", {"Chef de guerre orc": {"Garde royal": 4}})
    t.act("A", "resolve_pile", True)
    return t.end()


def nobody_left_to_attack():
    t = story(A={"cities": [city("A")], "army": ["Goule"]},
              B={"cities": [city("B")], "resources": {"Ost des ténèbres": 3}, "hand": ["Enlèvement"]})
    t.act("A", "attack", "Cité de B", **{"with": ["Goule"]})
    t.act("B", "play", "Enlèvement", target="Goule")
    t.act("A", "phase", "mise-en-jeu-2")
    return t.end()


STORIES = {f.__name__: f for f in (
    pay_split_and_refusals, pay_automatic_loyalty, pay_single_resources, pay_direct, attack_refusals,
    attack_by_resident_with_can, attack_without_blocks_at_phase_end, battles_with_deaths_between,
    battle_blocker_killed_before, city_destroyed_in_combat, last_city_destroyed, devotion_story,
    devotion_removed_target, devotion_renew_and_lapse, devotion_city_destroyed_before, draw_phase_story,
    draw_zero_and_empty_hand, draw_pending_blocks, discard_phase_story, end_turn_story, cards_play_errors,
    cards_play_magic_and_enchantments, found_and_first_city, activate_story, move_story, events_and_pile,
    apply_guards, choose_discard_creature, abilities_direct, zones_direct, values_direct, triggers_story,
    more_errors, battle_without_blockers_left, devotion_level_waits, evacuate_pending_text,
    attacker_killed_before_battle, applies_filters, everybody_loses_a_tie,
    city_of_reads_only_residents, move_while_the_pile_waits, passive_after_a_dead_creature,
    refused_attempt_restores_the_pile, devotees_taken_or_tapped_in_between, first_cities_one_after_the_other,
    a_founded_city, abilities_and_their_costs, passive_hands_at_the_discard, grants_at_the_end_of_the_turn,
    direct_guards, last_city_with_one_resident, levels_left_when_the_city_falls,
    empty_reserves, discard_from_the_main_phase_with_the_pile_waiting, resolving_part_of_the_pile,
    levels_with_a_target_wait_too, payments_refused_whole, a_creature_without_a_city,
    two_of_four_lose_together, cities_with_permanent_levels_destroyed, combat_details, nobody_left_to_attack)}
