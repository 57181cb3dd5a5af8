"""Rule books: the numbered rules an engine applies and its trace cites."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Rule:
    """One rule of a game, with a stable id such as ``eredan.stats.limitation``.

    ``title`` and ``statement`` are French (they are shown on the site);
    ``source`` says where the rule comes from: ``(document, section)``.
    """

    id: str
    title: str
    statement: str
    source: tuple[str, str]
    status: str = "confirmed"


@dataclass
class RuleBook:
    game: str
    rules: dict[str, Rule] = field(default_factory=dict)
    families: dict[str, str] = field(default_factory=dict)   # "stats" -> "Caractéristiques" (display order)

    def by_family(self) -> list[tuple[str, list[Rule]]]:
        """Rules grouped by the second part of their id, in the order of ``families`` (others last)."""
        groups: dict[str, list[Rule]] = {}
        for rule in self.rules.values():
            groups.setdefault(rule.id.split(".")[1], []).append(rule)
        order = list(self.families) + sorted(k for k in groups if k not in self.families)
        return [(self.families.get(k, k), groups[k]) for k in order if k in groups]

    def add(self, rule: Rule) -> Rule:
        if rule.id in self.rules:
            raise ValueError(f"rule {rule.id} defined twice")
        if not rule.id.startswith(self.game + "."):
            raise ValueError(f"rule {rule.id} is not in the {self.game} namespace")
        self.rules[rule.id] = rule
        return rule

    def __getitem__(self, rule_id: str) -> Rule:
        return self.rules[rule_id]

    def __contains__(self, rule_id: str) -> bool:
        return rule_id in self.rules

    def __iter__(self) -> Iterator[Rule]:
        return iter(self.rules.values())
