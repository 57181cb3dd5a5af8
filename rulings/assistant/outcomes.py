"""What ``rulings run`` adds for a judge: every outcome of chance, and what the engine does not know.

* :func:`distribution_lines`: when the attack rolls (or any other random pick)
  are not fixed, the run is replayed for every outcome; each character's final
  HP is shown with its exact probability (« PV de Kararine : 12 (25 %), 11
  (25 %), ... ») instead of one sampled run;
* :func:`limits_lines`: the cards whose effect the engine does not model, and a
  ruling the source does not confirm, said plainly rather than guessed.
"""

from __future__ import annotations

from rulings.core.chance import percent
from rulings.core.runner import distribution


def distribution_lines(case, result) -> list[str]:
    """Final HP of each character over every outcome (one line each when chance decides, else one line)."""
    summary = getattr(case.prepared, "summary", None)
    if summary is None or not result.outcomes:
        return []
    per_label: dict[str, list] = {}
    for outcome in result.outcomes:
        for label, value in summary(outcome.state):
            per_label.setdefault(label, []).append((outcome.probability, value))
    if len(result.outcomes) == 1:
        return ["   à la fin : " + ", ".join(f"{label} {pairs[0][1]}" for label, pairs in per_label.items())]
    lines = [f"   à la fin, selon le hasard ({len(result.outcomes)} issues) :"]
    for label, pairs in per_label.items():
        shown = ", ".join(f"{v} ({percent(p)})" for v, p in distribution(pairs))
        lines.append(f"   {label} : {shown}")
    return lines


def limits_lines(case) -> list[str]:
    """What the engine cannot decide from the rules it knows, in plain words."""
    lines = []
    unmodelled = getattr(case.prepared, "unmodelled", None)
    for name in (unmodelled() if unmodelled else []):
        lines.append(f"   ! le moteur ne connaît pas l'effet de {name} (aucun effet décrit dans la base) : il la "
                     "joue comme une carte sans effet ; ce qu'elle ferait n'est pas décidé ici")
    if case.status in STATUS_NOTES:
        lines.append(f"   ! {STATUS_NOTES[case.status]}")
    return lines


STATUS_NOTES = {
    "unconfirmed": "décision à confirmer : la source ne tranche pas, le moteur suit ce qu'elle en dit",
    "errata": "errata : la source corrige une règle antérieure, le moteur suit la correction",
    "bug": "la source décrit un bug du jeu : le moteur reproduit ce comportement, pas la règle écrite",
}
