"""A case whose last action leaves a combat halfway (Wakfu's defenders or points, Arcmage's blockers or damage)
is read at its end there, and the judge is told so: in ``rulings run``, its ``--json`` limits and the site's
case block (the contract's ``unfinished``). Eredan plays every turn whole; WoW Minis closes every window."""

from __future__ import annotations

import json
import shutil

import pytest

from tests.helpers import ROOT, checked_knowledge_base, cli

HEAD = "id: essai\ntitle: Essai\nstatus: confirmed\ncards: []\nruling: Essai.\n"
CASES = {
    "wakfu": ('game: wakfu\nsource: {document: 004_fde1b4dded370871.txt, post: "6. Phase de combat (obligatoire si '
              'déclaration des attaquants et des défenseurs)", quote: "Lorsque toutes les points ont été utilisés"}\n'
              "cases:\n  - name: base\n    setup:\n      A: {leader: Leader de Pierre, combat: [Craqueleur, Piou]}\n"
              "      B: {leader: Leader de Paul, combat: [Tofu, Sanglier]}\n    actions:\n"
              "      - {by: A, attack: [Craqueleur, Piou]}\n{more}    expect:\n      end: {B.discard: []}\n",
              "le cas s'arrête au milieu du combat du tour 1 (les défenseurs ne sont pas déclarés) : ce qu'il attend à "
              "la fin est lu là", "      - {by: B, defend: []}\n      - {by: A, assign: {pv: 8}}\n"),
    "arcmage": ('game: arcmage\nsource: {document: 002_18938faae939d5e9.txt, post: "Règles contradictoires", quote: '
                '"Si une règle d\'une carte contredit une règles de base"}\n'
                "cases:\n  - name: base\n    setup:\n      A: {cities: [Terrier], army: [Goule]}\n"
                "      B: {cities: [Deux-Ponts]}\n    actions:\n      - {by: A, attack: Deux-Ponts, with: [Goule]}\n"
                "{more}    expect:\n      end: {A.hand: []}\n",
                "le cas s'arrête au milieu de l'attaque de A contre Deux-Ponts (les bloqueuses ne sont pas déclarées) "
                ": "
                "ce qu'il attend à la fin est lu là", "      - {by: B, blockers: {}}\n"),
}


def _write(tmp_path, game: str, more: str = ""):
    text, _note, _rest = CASES[game]
    shutil.copytree(ROOT / "scenarios" / game / "database", tmp_path / "scenarios" / game / "database")
    path = tmp_path / "scenarios" / game / "essai.yaml"
    path.write_text(HEAD + text.replace("{more}", more), encoding="utf-8")
    return path


@pytest.mark.parametrize("game", sorted(CASES))
def test_a_combat_left_halfway_is_said_in_run_and_its_json(tmp_path, game):
    path = _write(tmp_path, game)
    note = CASES[game][1]
    code, out, err = cli("run", str(path))
    assert (code, err) == (0, "") and f"   ! {note}\n" in out
    code, out, _err = cli("run", str(path), "--json")
    assert json.loads(out)["cases"][0]["limits"] == [note]


@pytest.mark.parametrize("game", sorted(CASES))
def test_a_combat_played_to_its_end_says_nothing(tmp_path, game):
    path = _write(tmp_path, game, CASES[game][2])
    code, out, err = cli("run", str(path))
    assert err == "" and "s'arrête au milieu" not in out, out


def test_every_bundled_case_left_halfway_is_said_on_its_page_and_in_run():
    """Every case of the four games: one whose run leaves something halfway shows the note in ``rulings run``;
    Eredan's and WoW Minis' never do."""
    report = checked_knowledge_base()
    halfway = {k: r.unfinished for k, r in report.results.items() if r.unfinished}
    assert 5 < len(halfway) < 40
    by_id = {s.id: s for s in report.scenarios}
    assert {by_id[k.split("::")[0]].game for k in halfway} <= {"wakfu", "arcmage"}
    for key, notes in halfway.items():
        scenario = by_id[key.split("::")[0]]
        case = next(c for c in scenario.cases if c.node_id == key)
        out = cli("run", scenario.path, "--case", case.name)[1]
        assert all(f"   ! {note}\n" in out for note in notes), key


def test_the_sites_case_block_says_a_case_left_halfway():
    from rulings.site import html_blocks

    class Case:
        sides, steps = (), ()

    view = {"status_note": None, "note": None, "case": Case(), "checks": [], "passed": True, "outcomes": 1,
            "failures": [], "unfinished": ["le cas s'arrête au milieu du combat du tour 1"], "trace": []}
    assert '<p class="rulings-note">Le cas s&#x27;arrête au milieu du combat du tour 1.</p>' in \
        html_blocks.case_block(view)
