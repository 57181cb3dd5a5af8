"""The Arcmage engine's rules modules (payment, combat, devotion, phases, cards, zones, abilities, values,
movement, stack, actions) through short stories (tests/arcmage/story_cases.py): everything a judge reads, whole
and in order (every trace entry with its rule, each refused action's rule and French reason, each error's
message) and the whole state at the end must be the pinned one below.

After a deliberate change of the engine: regenerate with ``python -m tests.arcmage.test_stories`` and review the
diff of this file line by line (every changed line is something a judge reads)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.arcmage.story_cases import STORIES


@pytest.mark.parametrize("name", sorted(STORIES))
def test_the_story_is_read_as_pinned(name):
    assert STORIES[name]() == PINNED[name]


def test_every_story_is_pinned():
    assert sorted(PINNED) == sorted(STORIES)


def _regenerate() -> None:                # pragma: no cover - a tool for the maintainer
    import pprint

    path = Path(__file__)
    text = path.read_text(encoding="utf-8")
    pinned = {name: story() for name, story in STORIES.items()}
    head = text[:text.index("\nPINNED = ") + 1]      # the pinned table, not this line's own text
    path.write_text(head + "PINNED = " + pprint.pformat(pinned, width=116) + "\n", encoding="utf-8")


if __name__ == "__main__":                # pragma: no cover
    _regenerate()


PINNED = {'a_creature_without_a_city': ['arcmage.creature.play | Mentor est une créature : A la joue pendant sa '
                               'propre mise en jeu.',
                               'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et '
                               'les prérequis le permettent.',
                               'ERREUR sur quelle cité A place-t-elle Mentor ? ajoutez « to: <cité> » (aucune '
                               'cité)',
                               'tour 1 de A, phase 4',
                               "A: main ['Mentor'] deck [] cimetière [] réserve [] retirées [] ressources "
                               "{'Empire': [3, 0]}",
                               'A: cités  | armée ',
                               'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                               'B: cités Cité de B | armée ',
                               'refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux '
                               '{} pioche None reste 0 fondation False perdantes []'],
 'a_founded_city': ['arcmage.turn.phases | Tour 1 de A : phase 2 (pioche et ressource).',
                    "ERREUR Arbre-esprit n'est pas dans la réserve de A (Terrier, Siphon, Qualaris)",
                    'arcmage.city.found | A passe son tour pour fonder Terrier : elle la prend dans sa réserve et '
                    "la met en jeu, face visible ; elle ne pioche pas et ne fait rien d'autre ce tour-ci.",
                    'arcmage.zones.reserve | Réserve de A : Siphon, Qualaris.',
                    'arcmage.city.place | Terrier, une cité Horde rouge, est dans le royaume de A.',
                    "moment ('action', 2)",
                    'tour 1 de A, phase 2',
                    "A: main [] deck [] cimetière [] réserve ['Siphon', 'Qualaris'] retirées [] ressources {}",
                    'A: cités Cité de A; Terrier | armée ',
                    'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                    'B: cités Cité de B | armée ',
                    'refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux {} pioche -1 '
                    'reste 0 fondation True perdantes []'],
 'abilities_and_their_costs': ['arcmage.turn.main | Action 1 refusée : activer Archer mort-vivant : seulement '
                               "pendant son propre tour, en mise en jeu ; c'est le tour de A.",
                               "moment ('action', 1)",
                               'arcmage.ability.cost-kinds | Capacité activable de Goule : coût 1 ressource : '
                               'effet.',
                               'arcmage.creature.abilities | La capacité, son coût et ses prérequis sont écrits '
                               'sur Goule.',
                               'ERREUR la capacité de Goule vise une créature, pas Cité de B',
                               "arcmage.stack.event-anytime | B joue l'évènement Choc mortel pendant le tour de A "
                               ": un évènement se joue n'importe quand.",
                               'arcmage.setup.active | A reste la joueuse active ; B est passive, même quand elle '
                               'agit.',
                               'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge '
                               '(loyauté).',
                               'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées '
                               "est de la faction Horde rouge ; le reste, de n'importe quelle faction.",
                               'arcmage.play.pay | B engage 2 Horde rouge : le coût de Choc mortel est payé (0 '
                               'ressource encore désengagée).',
                               'arcmage.stack.pile | Choc mortel va sur la pile (1ʳᵉ) : ses effets ne sont pas '
                               'encore pris en compte.',
                               'arcmage.stack.event-response | Chacune peut répondre à Choc mortel par un '
                               'évènement.',
                               "moment ('action', 3)",
                               "arcmage.stack.closes | A active une capacité : plus personne ne joue d'évènement, "
                               'la pile se résout du dessus vers le dessous.',
                               'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (B).',
                               'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                               'arcmage.creature.attack-defense | Choc mortel inflige 3 dégâts à Mentor (3 ce '
                               'tour, défense 3).',
                               'arcmage.creature.death | Mentor a subi 3 dégâts ce tour pour une défense de 3 : '
                               'elle meurt.',
                               'arcmage.creature.death | Mentor va dans le cimetière de sa propriétaire, A '
                               '(morte).',
                               'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de sa '
                               'propriétaire, B, le tour même.',
                               'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur la '
                               "table : elle n'est plus en jeu.",
                               'arcmage.ability.cost-kinds | Capacité activable de Goule : coût 1 ressource : '
                               'effet.',
                               'arcmage.creature.abilities | La capacité, son coût et ses prérequis sont écrits '
                               'sur Goule.',
                               'arcmage.cards.cost | Coût de la capacité de Goule : 1 ressource.',
                               'arcmage.play.pay | A engage 1 Empire : le coût de la capacité de Goule est payé (2 '
                               'ressources encore désengagées).',
                               "arcmage.ability.activable | A, qui contrôle Goule, a payé le coût : l'effet "
                               "s'applique.",
                               "arcmage.cards.owner | Goule : Conscrit va dans l'armée de sa propriétaire, B.",
                               "moment ('action', 4)",
                               'arcmage.ability.cost-kinds | Capacité activable de Goule : coût aucun : effet.',
                               'arcmage.creature.abilities | La capacité, son coût et ses prérequis sont écrits '
                               'sur Goule.',
                               "arcmage.ability.activable | A, qui contrôle Goule, a payé le coût : l'effet "
                               "s'applique.",
                               "moment ('action', 5)",
                               'arcmage.ability.cost-kinds | Capacité activable de Goule : coût engager la carte, '
                               '2 ressources : effet.',
                               'arcmage.creature.abilities | La capacité, son coût et ses prérequis sont écrits '
                               'sur Goule.',
                               'arcmage.cards.cost | Coût de la capacité de Goule : 2 ressources.',
                               'arcmage.play.pay | A engage 2 Empire : le coût de la capacité de Goule est payé (0 '
                               'ressource encore désengagée).',
                               'arcmage.state.tap-symbol | Goule est engagée : le symbole Engager est un prérequis '
                               "de l'effet.",
                               "arcmage.ability.activable | A, qui contrôle Goule, a payé le coût : l'effet "
                               "s'applique.",
                               'arcmage.victory.deck-out | A doit piocher mais son deck est épuisé : elle perd.',
                               'arcmage.victory.last | Toutes les autres joueuses ont perdu : B gagne.',
                               "moment ('action', 6)",
                               'tour 1 de A, phase 4, fini, gagnante B',
                               "A: main [] deck [] cimetière ['Mentor'] réserve [] retirées [] ressources "
                               "{'Empire': [0, 3]} perdu",
                               'A: cités Cité de A | armée Goule engagée 3/2',
                               "B: main [] deck [] cimetière ['Choc mortel'] réserve [] retirées [] ressources "
                               "{'Horde rouge': [0, 2]}",
                               'B: cités Cité de B | armée Archer mort-vivant 2/1; Conscrit 1/1',
                               "refusées [1] ['arcmage.turn.main'] résolues ['Choc mortel'] payé {'Empire': 2} "
                               'déplacées [] attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation '
                               "False perdantes ['A']"],
 'abilities_direct': ['arcmage.creature.attack-defense | Printemps précoce inflige 2 dégâts à Goule (2 ce tour, '
                      'défense 2).',
                      'arcmage.creature.death | Goule a subi 2 dégâts ce tour pour une défense de 2 : elle meurt.',
                      'arcmage.creature.death | Goule va dans le cimetière de sa propriétaire, A (morte).',
                      'arcmage.city.damage | Printemps précoce inflige 4 dégâts à Cité de B : il lui reste 2 '
                      'points de défense.',
                      "arcmage.creature.modifier | Printemps précoce : Jeunes séquoias +1/-3 jusqu'à la fin du "
                      'tour → 1/-2.',
                      'arcmage.creature.death | Lecture ouverte « Une créature dont la défense tombe à 0 sans '
                      'avoir subi de dégât meurt-elle ? » : oui : 0 dégât atteint une défense de 0 (lecture par '
                      'défaut)',
                      "arcmage.creature.death | Jeunes séquoias n'a subi aucun dégât ce tour pour une défense de "
                      '-2 : elle meurt.',
                      'arcmage.creature.death | Jeunes séquoias va dans le cimetière de sa propriétaire, A '
                      '(morte).',
                      'arcmage.creature.modifier | Mentor reçoit un marqueur +1/+1 (durable) → 3/4.',
                      'ERREUR Printemps précoce vise une créature en jeu',
                      'arcmage.creature.modifier | Mentor reçoit un marqueur +0/+1 (durable) → 3/5.',
                      "arcmage.state.use | Garde royal est engagée : Printemps précoce l'engage (la « marque »).",
                      "arcmage.state.use | Sumac vénéneux est engagée : Printemps précoce l'engage (la « marque "
                      '»).',
                      'REFUS [arcmage.state.no-double-tap] Garde royal est déjà engagée : une carte engagée ne '
                      'peut pas être engagée à nouveau',
                      'arcmage.state.unlimited | Printemps précoce désengage Garde royal : un effet peut engager '
                      "ou désengager une carte autant de fois que c'est légitime.",
                      'arcmage.state.tap | Garde royal est déjà désengagée : Printemps précoce ne change rien.',
                      'ERREUR Printemps précoce vise une créature en jeu',
                      'arcmage.zones.deck | A pioche 2 cartes sur le dessus de son deck (effet de Printemps '
                      'précoce) : Colibri et Colibri.',
                      'arcmage.zones.deck | B pioche 1 carte sur le dessus de son deck (effet de Printemps '
                      'précoce) : Colibri.',
                      'ERREUR Printemps précoce vise une joueuse : ajoutez « target: A » (ou B…)',
                      'arcmage.zones.graveyard | Printemps précoce : le deck de C est vide, elle ne met rien dans '
                      'son cimetière.',
                      'arcmage.zones.graveyard | Printemps précoce : le deck de C est vide, elle ne met rien dans '
                      'son cimetière.',
                      'arcmage.city.defense | Printemps précoce : Cité de C gagne 3 points de défense (9).',
                      'arcmage.city.defense | Mentor : Cité de A gagne 1 point de défense (9).',
                      'arcmage.city.defense | Printemps précoce : Cité de A (Aristocrates) gagne 2 points de '
                      'défense (11).',
                      "arcmage.ability.kinds | Printemps précoce : Garde royal peut voler jusqu'à la fin du tour.",
                      "arcmage.ability.kinds | Printemps précoce : Garde royal ne peut pas bloquer jusqu'à la fin "
                      'du tour.',
                      "arcmage.ability.kinds | Printemps précoce : C ne peut pas piocher jusqu'à la fin du tour.",
                      'arcmage.ability.kinds | Printemps précoce : Lancier, résidente de Cité de B, peut défendre '
                      "une autre cité jusqu'à la fin du tour.",
                      'arcmage.ability.kinds | Printemps précoce : Lancier, résidente de Cité de B, ne peut pas '
                      "attaquer jusqu'à la fin du tour.",
                      'arcmage.ability.kinds | Printemps précoce : Fantassin, résidente de Cité de B, peut '
                      "défendre une autre cité jusqu'à la fin du tour.",
                      'arcmage.ability.kinds | Printemps précoce : Fantassin, résidente de Cité de B, ne peut pas '
                      "attaquer jusqu'à la fin du tour.",
                      "arcmage.creature.modifier | Printemps précoce : chaque créature Flower/Tree +2/+2 jusqu'à "
                      'la fin du tour (Sumac vénéneux 3/3, Fleur nourrie 3/3).',
                      'arcmage.creature.types | Printemps précoce vise des types de créature : chaque mot de la '
                      'ligne de type en est un.',
                      "arcmage.creature.modifier | Printemps précoce : chaque créature Ship +1/+1 jusqu'à la fin "
                      'du tour (aucune).',
                      'arcmage.creature.types | Printemps précoce vise des types de créature : chaque mot de la '
                      'ligne de type en est un.',
                      'arcmage.zones.deck | A pioche 1 carte sur le dessus de son deck (effet de Printemps '
                      'précoce) : Colibri.',
                      'arcmage.victory.deck-out | B doit piocher mais son deck est épuisé : elle perd.',
                      'arcmage.conflict.cannot-wins | C : « ne peut pas piocher » (Printemps précoce) contre « '
                      "peut » (la règle de base) : « ne peut pas » l'emporte.",
                      'arcmage.conflict.card-wins | C ne peut pas piocher ce tour (effet de Printemps précoce) : '
                      'elle ne pioche rien.',
                      'arcmage.zones.graveyard | C défausse Colibri (Printemps précoce) : dans son cimetière, dans '
                      "l'ordre, la dernière sur le dessus.",
                      'arcmage.victory.deck-out | A doit piocher mais son deck est épuisé : elle perd.',
                      'arcmage.zones.deck | Fantassin va dans le dessus du deck de sa propriétaire, B (renvoyée '
                      'par Printemps précoce).',
                      "arcmage.cards.owner | Printemps précoce : Lancier va dans l'armée de sa propriétaire, B.",
                      'arcmage.creature.death | Sumac vénéneux va dans le cimetière de sa propriétaire, A '
                      '(détruite par Printemps précoce).',
                      "arcmage.state.enter-untapped | Petit jeton orc (Printemps précoce) arrive dans l'armée de A "
                      'désengagée.',
                      "arcmage.state.enter-untapped | Petit jeton orc 2 (Printemps précoce) arrive dans l'armée de "
                      'A engagée : le texte le dit explicitement.',
                      'arcmage.devotion.kinds | Effet unique de Printemps précoce : Conscrit revient du cimetière '
                      'de A.',
                      'arcmage.play.x-cost | Printemps précoce pose 2 marqueurs (X) sur Garde royal.',
                      'arcmage.ability.triggered | A doit défausser une de ses créatures hors de Empire : Fleur '
                      'nourrie, Chevaucheur de loup, Petit jeton orc et Petit jeton orc 2 ; elle choisit.',
                      "arcmage.ability.triggered | C n'a aucune créature hors de Horde rouge : la consigne de "
                      'Printemps précoce est impossible, elle ne défausse rien du tout.',
                      'ERREUR Printemps précoce inflige des dégâts à une créature ou à une cité en jeu',
                      'ERREUR Printemps précoce vise une créature en jeu',
                      'ERREUR Printemps précoce vise une créature en jeu',
                      'ERREUR Printemps précoce vise une créature en jeu',
                      'ERREUR Printemps précoce vise une joueuse : ajoutez « target: A » (ou B…)',
                      'ERREUR Printemps précoce vise une joueuse : ajoutez « target: A » (ou B…)',
                      'arcmage.city.defense | Printemps précoce : Cité de C gagne 2 points de défense (11).',
                      'arcmage.creature.death | Chevaucheur de loup va dans le cimetière de sa propriétaire, A '
                      '(détruite par Printemps précoce).',
                      'arcmage.ability.triggered | Capacité déclenchable de Chevaucheur de loup : son déclencheur '
                      "a lieu (mort : Chevaucheur de loup) ; elle s'active, sans choix possible.",
                      "arcmage.state.enter-untapped | Petit jeton orc 3 (Chevaucheur de loup) arrive dans l'armée "
                      'de A désengagée.',
                      'arcmage.devotion.kinds | Effet unique de Printemps précoce : Goule revient du cimetière de '
                      'A.',
                      'arcmage.state.enter-untapped | Goule arrive en jeu désengagée (reprise du cimetière par '
                      'Printemps précoce).',
                      'arcmage.play.x-cost | Printemps précoce pose 2 marqueurs (X) sur Garde royal.',
                      'ERREUR effet inconnu : jump',
                      'arcmage.play.x-cost | Printemps précoce pose 0 marqueur (X) sur Garde royal.',
                      'tour 1 de A, phase 4',
                      "A: main ['Rossignol', 'Colibri', 'Colibri', 'Colibri', 'Conscrit'] deck [] cimetière "
                      "['Jeunes séquoias', 'Sumac vénéneux', 'Chevaucheur de loup'] réserve [] retirées [] "
                      'ressources {}',
                      "A: cités Cité de A [Mentor 3/5 marqueurs 2 modificateurs [(1, 1, 'Printemps précoce', "
                      "False), (0, 1, 'Mentor', False)]] | armée Fleur nourrie 3/3 modificateurs [(2, 2, "
                      "'Printemps précoce', True)]; Petit jeton orc 1/1; Petit jeton orc 2 engagée 1/1; Petit "
                      'jeton orc 3 1/1; Goule 3/2',
                      "B: main ['Colibri', 'Rossignol', 'Archiviste', 'Colibri'] deck ['Fantassin'] cimetière [] "
                      'réserve [] retirées [] ressources {}',
                      "B: cités Cité de B dégâts 4 | armée Garde royal 3/3 marqueurs 4 droits [('can', 'fly', (), "
                      "True), ('cannot', 'block', (('faction', 'Empire'),), True)]; Lancier 1/1 droits [('can', "
                      "'block-elsewhere', (), True), ('cannot', 'attack', (), True)]",
                      "C: main [] deck [] cimetière ['Colibri'] réserve [] retirées [] ressources {}",
                      "C: cités Cité de C | armée  | droits [('cannot', 'draw', True)]",
                      'attente discard A 1 () Printemps précoce',
                      'ensuite discard B 1 ()',
                      "ensuite choose A 0 ('Fleur nourrie', 'Chevaucheur de loup', 'Petit jeton orc', 'Petit jeton "
                      "orc 2')",
                      'refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux {} pioche '
                      'None reste 0 fondation False perdantes []'],
 'activate_story': ["ERREUR Fantôme n'est pas en jeu",
                    "ERREUR Conscrit n'a pas de capacité activable",
                    'ERREUR Brute orque a 1 capacité activable : « ability: » de 1 à 1',
                    'arcmage.cards.controller | Action 4 refusée : Brute orque est contrôlée par A : seule la '
                    'joueuse qui contrôle une carte active ses capacités.',
                    "moment ('action', 4)",
                    "arcmage.creature.abilities | Action 5 refusée : Garde royal n'est pas dans la même cité que "
                    'Brute orque.',
                    "moment ('action', 5)",
                    "arcmage.ability.activable | Action 6 refusée : A n'a que 1 ressource Aristocrates désengagée "
                    'pour en engager 2 : les ressources engagées sont consommées pour le tour.',
                    "moment ('action', 6)",
                    'arcmage.ability.cost-kinds | Capacité activable de Prince des larrons : coût 2 ressources : '
                    'effet.',
                    'arcmage.creature.abilities | La capacité, son coût et ses prérequis sont écrits sur Prince '
                    'des larrons.',
                    'arcmage.cards.cost | Coût de la capacité de Prince des larrons : 2 ressources.',
                    'arcmage.play.pay | Choix de A — paiement de la capacité de Prince des larrons (A) : 1 '
                    'Aristocrates + 1 Empire (une branche sur 2 : le moteur les joue toutes)',
                    'arcmage.play.pay | A engage 1 Aristocrates + 1 Empire : le coût de la capacité de Prince des '
                    'larrons est payé (1 ressource encore désengagée).',
                    "arcmage.ability.activable | A, qui contrôle Prince des larrons, a payé le coût : l'effet "
                    "s'applique.",
                    'arcmage.zones.graveyard | Prince des larrons : B met Goule du dessus de son deck dans son '
                    'cimetière (sur le dessus).',
                    "moment ('action', 7)",
                    'arcmage.ability.cost-kinds | Capacité activable de Prince des larrons : coût engager la carte '
                    ': effet.',
                    'arcmage.creature.abilities | La capacité, son coût et ses prérequis sont écrits sur Prince '
                    'des larrons.',
                    'arcmage.state.tap-symbol | Prince des larrons est engagée : le symbole Engager est un '
                    "prérequis de l'effet.",
                    "arcmage.ability.activable | A, qui contrôle Prince des larrons, a payé le coût : l'effet "
                    "s'applique.",
                    "moment ('action', 8)",
                    'arcmage.ability.cost-kinds | Capacité activable de Recruteur orc : coût engager la carte : '
                    'effet.',
                    'arcmage.creature.abilities | La capacité, son coût et ses prérequis sont écrits sur Recruteur '
                    'orc.',
                    'arcmage.state.tap-symbol | Recruteur orc est engagée : le symbole Engager est un prérequis de '
                    "l'effet.",
                    "arcmage.ability.activable | A, qui contrôle Recruteur orc, a payé le coût : l'effet "
                    "s'applique.",
                    "arcmage.state.enter-untapped | Petit jeton orc (Recruteur orc) arrive dans l'armée de A "
                    'engagée : le texte le dit explicitement.',
                    "moment ('action', 9)",
                    'arcmage.state.no-double-tap | Action 10 refusée : Recruteur orc est déjà engagée : une carte '
                    "engagée ne peut pas être engagée à nouveau, sa capacité ne peut pas s'activer.",
                    "moment ('action', 10)",
                    "arcmage.ability.cost-kinds | Capacité activable d'Archer mort-vivant : coût engager la carte "
                    ': effet.',
                    'arcmage.creature.abilities | La capacité, son coût et ses prérequis sont écrits sur Archer '
                    'mort-vivant.',
                    'arcmage.state.tap-symbol | Archer mort-vivant est engagée : le symbole Engager est un '
                    "prérequis de l'effet.",
                    "arcmage.ability.activable | A, qui contrôle Archer mort-vivant, a payé le coût : l'effet "
                    "s'applique.",
                    'arcmage.city.damage | Archer mort-vivant inflige 1 dégât à Cité de B : il lui reste 7 points '
                    'de défense.',
                    "moment ('action', 11)",
                    'arcmage.turn.end | Action 12 refusée : seule la joueuse active (A) finit son tour.',
                    "moment ('action', 12)",
                    'tour 1 de A, phase 4',
                    "A: main [] deck [] cimetière [] réserve [] retirées [] ressources {'Aristocrates': [0, 1], "
                    "'Empire': [1, 1]}",
                    'A: cités Cité de A [Brute orque 1/1, Mentor 2/3] | armée Prince des larrons engagée 1/2; '
                    'Recruteur orc engagée 1/3; Archer mort-vivant engagée 2/1; Conscrit 1/1; Petit jeton orc '
                    'engagée 1/1',
                    "B: main [] deck ['Goule'] cimetière ['Goule'] réserve [] retirées [] ressources {}",
                    'B: cités Cité de B dégâts 1 | armée Garde royal 3/3',
                    "refusées [4, 5, 6, 10, 12] ['arcmage.cards.controller', 'arcmage.creature.abilities', "
                    "'arcmage.ability.activable', 'arcmage.state.no-double-tap', 'arcmage.turn.end'] résolues [] "
                    "payé {'Aristocrates': 1, 'Empire': 1} déplacées [] attaquées [] dévotion {} niveaux {} pioche "
                    'None reste 0 fondation False perdantes []'],
 'applies_filters': ['= "[(\'bonus\', \'+1/+0\'), (\'self\', False)] Cité de A False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'self\', False)] Lancier True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'self\', False)] Mentor True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'self\', False)] Grand frère True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'self\', False)] Conscrit True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'self\', False)] Orc égaré True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'whose\', \'own\')] Cité de A True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'whose\', \'own\')] Lancier True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'whose\', \'own\')] Mentor True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'whose\', \'own\')] Grand frère True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'whose\', \'own\')] Conscrit False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'whose\', \'own\')] Orc égaré False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'whose\', \'opponents\')] Cité de A False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'whose\', \'opponents\')] Lancier False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'whose\', \'opponents\')] Mentor False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'whose\', \'opponents\')] Grand frère False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'whose\', \'opponents\')] Conscrit True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'whose\', \'opponents\')] Orc égaré True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'where\', \'army\')] Cité de A False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'where\', \'army\')] Lancier False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'where\', \'army\')] Mentor True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'where\', \'army\')] Grand frère True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'where\', \'army\')] Conscrit True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'where\', \'army\')] Orc égaré True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'where\', \'residents\')] Cité de A False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'where\', \'residents\')] Lancier True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'where\', \'residents\')] Mentor False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'where\', \'residents\')] Grand frère False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'where\', \'residents\')] Conscrit False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'where\', \'residents\')] Orc égaré False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'types\', [\'Soldats\'])] Cité de A False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'types\', [\'Soldats\'])] Lancier True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'types\', [\'Soldats\'])] Mentor True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'types\', [\'Soldats\'])] Grand frère False"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'types\', [\'Soldats\'])] Conscrit True"',
                     '= "[(\'bonus\', \'+1/+0\'), (\'types\', [\'Soldats\'])] Orc égaré False"',
                     '= "[(\'bonus\', \'+1/+0\')] Cité de A True"',
                     '= "[(\'bonus\', \'+1/+0\')] Lancier True"',
                     '= "[(\'bonus\', \'+1/+0\')] Mentor True"',
                     '= "[(\'bonus\', \'+1/+0\')] Grand frère True"',
                     '= "[(\'bonus\', \'+1/+0\')] Conscrit True"',
                     '= "[(\'bonus\', \'+1/+0\')] Orc égaré True"',
                     "= [('Aile', 2, -1)]",
                     'tour 1 de A, phase 4',
                     'A: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                     'A: cités Cité de A [Lancier 1/1] | armée Mentor 4/2 {Aile}; Grand frère 1/2',
                     'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                     'B: cités Cité de B | armée Conscrit 1/1; Orc égaré 1/1',
                     'refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux {} pioche '
                     'None reste 0 fondation False perdantes []'],
 'apply_guards': ['ERREUR le tour est déjà en phase 4 (mise en jeu)',
                  "arcmage.turn.order | Action 2 refusée : c'est A, la joueuse active, qui fait avancer son tour.",
                  "moment ('action', 2)",
                  'arcmage.turn.end | Action 3 refusée : seule la joueuse active (A) finit son tour.',
                  "moment ('action', 3)",
                  "ERREUR aucun choix n'est attendu de cette joueuse",
                  "ERREUR aucune résidente d'une cité détruite n'attend de destination",
                  'arcmage.turn.optional | A ne fait rien en phase 5 (attaque), phase 6 (deuxième mise en jeu) : '
                  'ces phases sont optionnelles.',
                  'arcmage.turn.phases | Tour 1 de A : phase 7 (défausse).',
                  'arcmage.turn.discard | A a 0 carte en main : elle ne défausse rien.',
                  'arcmage.turn.end | A finit son tour 1.',
                  'arcmage.turn.phases | Tour 2 de B : phase 1 (désengagement).',
                  'arcmage.turn.untap | B désengage toutes ses cartes : rien.',
                  'arcmage.state.tap | Chaque carte en jeu est soit engagée, soit désengagée ; celles qui sont '
                  "hors jeu ne sont ni l'une ni l'autre.",
                  'arcmage.turn.phases | Tour 2 de B : phase 2 (pioche et ressource).',
                  "moment ('turn-end', 1)",
                  "moment ('action', 6)",
                  'arcmage.turn.draw-options | B choisit : piocher 2 cartes et ne jouer aucune ressource.',
                  'arcmage.victory.deck-out | B doit piocher mais son deck est épuisé : elle perd.',
                  'arcmage.victory.last | Toutes les autres joueuses ont perdu : A gagne.',
                  "moment ('action', 7)",
                  "ERREUR la partie est finie (vainqueur : A) : l'action 8 ne peut plus être jouée",
                  "ERREUR la partie est finie (vainqueur : A) : l'action 9 ne peut plus être jouée",
                  "ERREUR la partie est finie (vainqueur : A) : l'action 10 ne peut plus être jouée",
                  "ERREUR la partie est finie (vainqueur : A) : l'action 11 ne peut plus être jouée",
                  "ERREUR la partie est finie (vainqueur : A) : l'action 12 ne peut plus être jouée",
                  "ERREUR la partie est finie (vainqueur : A) : l'action 13 ne peut plus être jouée",
                  'tour 2 de B, phase 2, fini, gagnante A',
                  'A: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                  'A: cités Cité de A | armée ',
                  'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {} perdu',
                  'B: cités Cité de B | armée Goule 3/2',
                  "refusées [2, 3] ['arcmage.turn.order', 'arcmage.turn.end'] résolues [] payé {} déplacées [] "
                  "attaquées [] dévotion {} niveaux {} pioche 2 reste 0 fondation False perdantes ['B']"],
 'attack_by_resident_with_can': ['arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                                 'arcmage.conflict.card-wins | Sentinelle audacieuse (exemple) peut attaquer '
                                 'depuis sa cité (Sentinelle audacieuse (exemple)) : la règle de la carte remplace '
                                 'la règle de base.',
                                 'arcmage.combat.declare | A attaque Cité de B, cité de B, avec Sentinelle '
                                 'audacieuse (exemple) et Goule.',
                                 "arcmage.zones.army | Les créatures de l'armée de A peuvent attaquer.",
                                 'arcmage.combat.order | Ordre des batailles annoncé : Sentinelle audacieuse '
                                 '(exemple) puis Goule.',
                                 'arcmage.combat.step1 | Les attaquantes sont annoncées ; toutes peuvent jouer des '
                                 "évènements avant qu'elles soient engagées.",
                                 "moment ('action', 1)",
                                 'arcmage.combat.who-blocks | Action 2 refusée : seule la joueuse attaquée (B) '
                                 'bloque ; A ne peut que jouer des évènements.',
                                 "moment ('action', 2)",
                                 "arcmage.stack.closes | B annonce sa défense : plus personne ne joue d'évènement, "
                                 'la pile se résout du dessus vers le dessous.',
                                 'arcmage.conflict.card-wins | Sentinelle audacieuse (exemple) peut attaquer '
                                 '(Sentinelle audacieuse (exemple)) : la règle de la carte remplace la règle de '
                                 'base.',
                                 'arcmage.combat.step1 | A engage ses attaquantes : Sentinelle audacieuse '
                                 '(exemple) et Goule.',
                                 'arcmage.state.use | Une créature qui attaque est engagée.',
                                 'arcmage.combat.defender | La propriétaire de Cité de B, B, est la joueuse '
                                 'défenseuse.',
                                 "ERREUR Fleur n'attaque pas (attaquantes : Sentinelle audacieuse (exemple) et "
                                 'Goule)',
                                 "ERREUR Inconnue n'est pas une créature en jeu",
                                 "arcmage.combat.who-blocks | Action 5 refusée : Goule n'est pas à B : seule la "
                                 'joueuse attaquée bloque, avec ses créatures.',
                                 "moment ('action', 5)",
                                 'arcmage.combat.untapped | Action 6 refusée : Lancier est engagée : seules les '
                                 'créatures désengagées bloquent.',
                                 "moment ('action', 6)",
                                 'arcmage.combat.blocker-pool | Action 7 refusée : Conscrit est une résidente '
                                 "d'Autre, pas de la cité attaquée : elle ne peut pas bloquer.",
                                 "moment ('action', 7)",
                                 'arcmage.city.defense | Mentor, résidente, aide à défendre Cité de B.',
                                 'arcmage.creature.army-vs-city | Mentor est dans une cité : elle ne fait que '
                                 'défendre.',
                                 "arcmage.zones.army | Garde royal, dans l'armée de B, peut bloquer.",
                                 'arcmage.combat.block-choice | B assigne ses bloqueuses : Mentor, Garde royal sur '
                                 'Goule.',
                                 "arcmage.combat.blocker-pool | Les bloqueuses viennent de l'armée de B ou de Cité "
                                 'de B, la cité attaquée.',
                                 'arcmage.combat.block-no-tap | Lecture ouverte « Une créature qui bloque est-elle '
                                 'engagée ? » : non : seules les attaquantes sont engagées (lecture par défaut)',
                                 "arcmage.combat.block-no-tap | Bloquer n'engage pas : les bloqueuses restent "
                                 'désengagées.',
                                 "arcmage.combat.plan-lock | La défense est annoncée : le plan d'attaque de A est "
                                 'figé.',
                                 'arcmage.combat.events | Des évènements peuvent encore être joués avant les '
                                 'batailles.',
                                 "moment ('action', 8)",
                                 "arcmage.stack.closes | B annonce sa défense : plus personne ne joue d'évènement, "
                                 'la pile se résout du dessus vers le dessous.',
                                 'arcmage.combat.battles | Le combat se résout bataille par bataille : Sentinelle '
                                 'audacieuse (exemple) puis Goule.',
                                 "arcmage.combat.unblocked | Sentinelle audacieuse (exemple) n'est pas bloquée : "
                                 'Cité de B perd 2 points de défense.',
                                 'arcmage.city.damage | Sentinelle audacieuse (exemple) inflige 2 dégâts à Cité de '
                                 'B : il lui reste 6 points de défense.',
                                 'arcmage.combat.distribute | Choix de A — répartition des dégâts de Goule (A) '
                                 'entre Mentor et Garde royal : Mentor 3, Garde royal 0 (une branche sur 4 : le '
                                 'moteur les joue toutes)',
                                 'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Goule 3/2 ; '
                                 'Mentor 2/3, Garde royal 3/3.',
                                 'arcmage.combat.attacker-damage | Bataille de Goule (3/2) contre Mentor et Garde '
                                 'royal : elle reçoit 5 dégâts, la somme de leurs attaques.',
                                 'arcmage.combat.simultaneous | Dégâts simultanés : Goule 5, Mentor 3, Garde royal '
                                 '0.',
                                 'arcmage.creature.death | Goule a subi 5 dégâts ce tour pour une défense de 2 : '
                                 'elle meurt.',
                                 'arcmage.creature.death | Mentor a subi 3 dégâts ce tour pour une défense de 3 : '
                                 'elle meurt.',
                                 'arcmage.combat.blocker-death | Mentor, bloqueuse, meurt.',
                                 'arcmage.combat.no-trample | Goule est bloquée : elle ne fait rien perdre à Cité '
                                 'de B, même si ses bloqueuses meurent.',
                                 'arcmage.combat.cleanup | Le combat est terminé : les créatures mortes vont au '
                                 "cimetière de leur propriétaire, dans l'ordre des morts (Goule et Mentor).",
                                 'arcmage.combat.cleanup | Goule va dans le cimetière de sa propriétaire, A (morte '
                                 'au combat).',
                                 'arcmage.combat.cleanup | Mentor va dans le cimetière de sa propriétaire, B '
                                 '(morte au combat).',
                                 'ERREUR B a déjà annoncé sa défense',
                                 "arcmage.combat.distribute | Action 10 refusée : aucune bataille n'attend de "
                                 'répartition : les dégâts se répartissent après les blocages.',
                                 "moment ('action', 10)",
                                 "arcmage.combat.distribute | Action 11 refusée : aucune bataille n'attend de "
                                 'répartition : les dégâts se répartissent après les blocages.',
                                 "moment ('action', 11)",
                                 "arcmage.combat.distribute | Action 12 refusée : aucune bataille n'attend de "
                                 'répartition : les dégâts se répartissent après les blocages.',
                                 "moment ('action', 12)",
                                 "arcmage.combat.distribute | Action 13 refusée : aucune bataille n'attend de "
                                 'répartition : les dégâts se répartissent après les blocages.',
                                 "moment ('action', 13)",
                                 "arcmage.combat.distribute | Action 14 refusée : aucune bataille n'attend de "
                                 'répartition : les dégâts se répartissent après les blocages.',
                                 "moment ('action', 14)",
                                 "arcmage.combat.distribute | Action 15 refusée : aucune bataille n'attend de "
                                 'répartition : les dégâts se répartissent après les blocages.',
                                 "moment ('action', 15)",
                                 'arcmage.turn.phases | Tour 1 de A : phase 6 (deuxième mise en jeu).',
                                 "moment ('action', 16)",
                                 "arcmage.combat.distribute | Action 17 refusée : aucune bataille n'attend de "
                                 'répartition : les dégâts se répartissent après les blocages.',
                                 "moment ('action', 17)",
                                 'tour 1 de A, phase 6',
                                 "A: main [] deck [] cimetière ['Goule'] réserve [] retirées [] ressources {}",
                                 'A: cités Cité de A [Sentinelle audacieuse (exemple) engagée 2/2] | armée ',
                                 "B: main [] deck [] cimetière ['Mentor'] réserve [] retirées [] ressources {}",
                                 'B: cités Cité de B dégâts 2; Autre [Conscrit 1/1] | armée Lancier engagée 1/1; '
                                 'Garde royal 3/3',
                                 "combat A→Cité de B (B) annoncées ['Sentinelle audacieuse (exemple)', 'Goule'] "
                                 "attaquantes ['Sentinelle audacieuse (exemple)', 'Goule'] blocages {'Goule': "
                                 "['Mentor', 'Garde royal']} répartition {} mortes ['Goule', 'Mentor'] cité 2 fini "
                                 'True',
                                 "refusées [2, 5, 6, 7, 10, 11, 12, 13, 14, 15, 17] ['arcmage.combat.who-blocks', "
                                 "'arcmage.combat.who-blocks', 'arcmage.combat.untapped', "
                                 "'arcmage.combat.blocker-pool', 'arcmage.combat.distribute', "
                                 "'arcmage.combat.distribute', 'arcmage.combat.distribute', "
                                 "'arcmage.combat.distribute', 'arcmage.combat.distribute', "
                                 "'arcmage.combat.distribute', 'arcmage.combat.distribute'] résolues [] payé {} "
                                 "déplacées [] attaquées ['Cité de B'] dévotion {} niveaux {} pioche None reste 0 "
                                 'fondation False perdantes []'],
 'attack_refusals': ['arcmage.combat.active-only | Action 1 refusée : seule la joueuse active (A) attaque, et '
                     "seulement pendant sa phase d'attaque.",
                     "moment ('action', 1)",
                     "arcmage.combat.declare | Action 2 refusée : Cité de A est une cité de A : on n'attaque pas "
                     'ses propres cités.',
                     "moment ('action', 2)",
                     'arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                     "ERREUR Goule n'est pas une cité en jeu",
                     'ERREUR une attaque a au moins une créature attaquante (« with: [...] ») ; sans attaque, '
                     'passez la phase',
                     "ERREUR Conscrit n'est pas une créature en jeu de A",
                     'ERREUR Goule est annoncée deux fois',
                     'arcmage.city.residents | Action 7 refusée : Garde royal est une résidente de Cité de A : les '
                     'résidentes ne peuvent pas attaquer.',
                     "moment ('action', 7)",
                     'arcmage.conflict.cannot-wins | Action 8 refusée : Fleur nourrie ne peut pas attaquer Cité de '
                     'B.',
                     "moment ('action', 8)",
                     'arcmage.combat.untapped | Action 9 refusée : Mentor est engagée : seules les créatures '
                     'désengagées attaquent.',
                     "moment ('action', 9)",
                     'arcmage.combat.declare | A attaque Cité de B, cité de B, avec Goule et Sentinelle audacieuse '
                     '(exemple).',
                     "arcmage.zones.army | Les créatures de l'armée de A peuvent attaquer.",
                     'arcmage.combat.order | Ordre des batailles annoncé : Goule puis Sentinelle audacieuse '
                     '(exemple).',
                     'arcmage.combat.step1 | Les attaquantes sont annoncées ; toutes peuvent jouer des évènements '
                     "avant qu'elles soient engagées.",
                     "moment ('action', 10)",
                     'arcmage.turn.attack | Action 11 refusée : Cité de B a déjà été attaquée ce tour-ci : une '
                     'seule cité peut être attaquée par tour.',
                     "moment ('action', 11)",
                     "arcmage.stack.closes | B annonce sa défense : plus personne ne joue d'évènement, la pile se "
                     'résout du dessus vers le dessous.',
                     'arcmage.combat.step1 | A engage ses attaquantes : Goule et Sentinelle audacieuse (exemple).',
                     'arcmage.state.use | Une créature qui attaque est engagée.',
                     'arcmage.combat.defender | La propriétaire de Cité de B, B, est la joueuse défenseuse.',
                     "arcmage.zones.army | Conscrit, dans l'armée de B, peut bloquer.",
                     'arcmage.combat.block-choice | B assigne ses bloqueuses : Conscrit sur Goule.',
                     "arcmage.combat.blocker-pool | Les bloqueuses viennent de l'armée de B ou de Cité de B, la "
                     'cité attaquée.',
                     'arcmage.combat.block-no-tap | Lecture ouverte « Une créature qui bloque est-elle engagée ? » '
                     ': non : seules les attaquantes sont engagées (lecture par défaut)',
                     "arcmage.combat.block-no-tap | Bloquer n'engage pas : les bloqueuses restent désengagées.",
                     "arcmage.combat.plan-lock | La défense est annoncée : le plan d'attaque de A est figé.",
                     'arcmage.combat.events | Des évènements peuvent encore être joués avant les batailles.',
                     "moment ('action', 12)",
                     'arcmage.combat.plan-lock | Action 13 refusée : B a commencé à annoncer sa défense : A ne '
                     "peut plus changer son plan d'attaque.",
                     "moment ('action', 13)",
                     "arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue d'évènement, la "
                     'pile se résout du dessus vers le dessous.',
                     'arcmage.combat.battles | Le combat se résout bataille par bataille : Goule puis Sentinelle '
                     'audacieuse (exemple).',
                     'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Goule 3/2 ; Conscrit 1/1.',
                     'arcmage.combat.attacker-damage | Bataille de Goule (3/2) contre Conscrit : elle reçoit 1 '
                     'dégât, la somme de leurs attaques.',
                     'arcmage.combat.simultaneous | Dégâts simultanés : Goule 1, Conscrit 3.',
                     'arcmage.creature.death | Conscrit a subi 3 dégâts ce tour pour une défense de 1 : elle '
                     'meurt.',
                     'arcmage.combat.blocker-death | Conscrit, bloqueuse, meurt.',
                     'arcmage.combat.no-trample | Lecture ouverte « Une attaquante bloquée dont toutes les '
                     "bloqueuses meurent reporte-t-elle ses points d'attaque non attribués sur la cité ? » : non : "
                     'bloquée, elle ne touche jamais la cité (lecture par défaut)',
                     'arcmage.combat.no-trample | Goule est bloquée : elle ne fait rien perdre à Cité de B, même '
                     'si ses bloqueuses meurent.',
                     "arcmage.combat.unblocked | Sentinelle audacieuse (exemple) n'est pas bloquée : Cité de B "
                     'perd 2 points de défense.',
                     'arcmage.city.damage | Sentinelle audacieuse (exemple) inflige 2 dégâts à Cité de B : il lui '
                     'reste 6 points de défense.',
                     'arcmage.combat.cleanup | Le combat est terminé : les créatures mortes vont au cimetière de '
                     "leur propriétaire, dans l'ordre des morts (Conscrit).",
                     'arcmage.combat.cleanup | Conscrit va dans le cimetière de sa propriétaire, B (morte au '
                     'combat).',
                     "moment ('combat', 1)",
                     "moment ('action', 14)",
                     'arcmage.turn.attack | Action 15 refusée : Cité de B a déjà été attaquée ce tour-ci : une '
                     'seule cité peut être attaquée par tour.',
                     "moment ('action', 15)",
                     'arcmage.turn.phases | Tour 1 de A : phase 6 (deuxième mise en jeu).',
                     "moment ('action', 16)",
                     'arcmage.combat.active-only | Action 17 refusée : le tour est en phase 6 (deuxième mise en '
                     "jeu) : on n'attaque que pendant sa phase d'attaque.",
                     "moment ('action', 17)",
                     'tour 1 de A, phase 6',
                     'A: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                     'A: cités Cité de A [Garde royal 3/3] | armée Goule engagée dégâts 1 3/2; Mentor engagée 2/3; '
                     'Fleur nourrie 1/1; Sentinelle audacieuse (exemple) engagée 2/2',
                     "B: main [] deck [] cimetière ['Conscrit'] réserve [] retirées [] ressources {}",
                     'B: cités Cité de B dégâts 2 | armée ',
                     "combat A→Cité de B (B) annoncées ['Goule', 'Sentinelle audacieuse (exemple)'] attaquantes "
                     "['Goule', 'Sentinelle audacieuse (exemple)'] blocages {'Goule': ['Conscrit']} répartition {} "
                     "mortes ['Conscrit'] cité 2 fini True",
                     "refusées [1, 2, 7, 8, 9, 11, 13, 15, 17] ['arcmage.combat.active-only', "
                     "'arcmage.combat.declare', 'arcmage.city.residents', 'arcmage.conflict.cannot-wins', "
                     "'arcmage.combat.untapped', 'arcmage.turn.attack', 'arcmage.combat.plan-lock', "
                     "'arcmage.turn.attack', 'arcmage.combat.active-only'] résolues [] payé {} déplacées [] "
                     "attaquées ['Cité de B'] dévotion {} niveaux {} pioche None reste 0 fondation False perdantes "
                     '[]'],
 'attack_without_blocks_at_phase_end': ['arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                                        'arcmage.combat.declare | A attaque Cité de B, cité de B, avec Goule, '
                                        'Mentor et Chef de guerre orc.',
                                        "arcmage.zones.army | Les créatures de l'armée de A peuvent attaquer.",
                                        'arcmage.combat.order | Ordre des batailles annoncé : Goule puis Mentor '
                                        'puis Chef de guerre orc.',
                                        'arcmage.combat.step1 | Les attaquantes sont annoncées ; toutes peuvent '
                                        "jouer des évènements avant qu'elles soient engagées.",
                                        "moment ('action', 1)",
                                        'arcmage.stack.closes | La joueuse active passe à une autre phase : plus '
                                        "personne ne joue d'évènement, la pile se résout du dessus vers le "
                                        'dessous.',
                                        'arcmage.combat.step1 | A engage ses attaquantes : Goule, Mentor et Chef '
                                        'de guerre orc.',
                                        'arcmage.state.use | Une créature qui attaque est engagée.',
                                        'arcmage.combat.defender | La propriétaire de Cité de B, B, est la joueuse '
                                        'défenseuse.',
                                        'arcmage.combat.block-choice | B ne bloque pas.',
                                        'arcmage.combat.battles | Le combat se résout bataille par bataille : '
                                        'Goule puis Mentor puis Chef de guerre orc.',
                                        "arcmage.combat.unblocked | Goule n'est pas bloquée : Cité de B perd 3 "
                                        'points de défense.',
                                        'arcmage.city.damage | Goule inflige 3 dégâts à Cité de B : il lui reste 2 '
                                        'points de défense.',
                                        "arcmage.combat.unblocked | Mentor n'est pas bloquée : Cité de B perd 2 "
                                        'points de défense.',
                                        'arcmage.city.damage | Mentor inflige 2 dégâts à Cité de B : sa défense '
                                        'tombe à 0.',
                                        "arcmage.city.destroyed | Cité de B n'a plus de points de défense : elle "
                                        'est détruite.',
                                        'arcmage.zones.graveyard-owner | Cité de B va dans le cimetière de sa '
                                        'propriétaire, B.',
                                        'arcmage.victory.cities | Toutes les cités en jeu de B sont détruites : '
                                        'elle perd.',
                                        'arcmage.victory.last | Toutes les autres joueuses ont perdu : A gagne.',
                                        'arcmage.turn.phases | Tour 1 de A : phase 6 (deuxième mise en jeu).',
                                        "moment ('combat', 1)",
                                        "moment ('action', 2)",
                                        "ERREUR la partie est finie (vainqueur : A) : l'action 3 ne peut plus être "
                                        'jouée',
                                        'tour 1 de A, phase 6, fini, gagnante A',
                                        'A: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                                        'A: cités Cité de A | armée Goule engagée 3/2; Mentor engagée 2/3; Chef de '
                                        'guerre orc engagée 4/3',
                                        "B: main [] deck [] cimetière ['Deux-Ponts'] réserve [] retirées [] "
                                        'ressources {} perdu',
                                        'B: cités  | armée Conscrit 1/1',
                                        "combat A→Cité de B (B) annoncées ['Goule', 'Mentor', 'Chef de guerre "
                                        "orc'] attaquantes ['Goule', 'Mentor', 'Chef de guerre orc'] blocages {} "
                                        'répartition {} mortes [] cité 5 fini True',
                                        "refusées [] [] résolues [] payé {} déplacées [] attaquées ['Cité de B'] "
                                        'dévotion {} niveaux {} pioche None reste 0 fondation False perdantes '
                                        "['B']"],
 'attacker_killed_before_battle': ['arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                                   'arcmage.combat.declare | A attaque Cité de B, cité de B, avec Goule et Mentor.',
                                   "arcmage.zones.army | Les créatures de l'armée de A peuvent attaquer.",
                                   'arcmage.combat.order | Ordre des batailles annoncé : Goule puis Mentor.',
                                   'arcmage.combat.step1 | Les attaquantes sont annoncées ; toutes peuvent jouer '
                                   "des évènements avant qu'elles soient engagées.",
                                   "moment ('action', 1)",
                                   'arcmage.stack.closes | B annonce sa défense : plus personne ne joue '
                                   "d'évènement, la pile se résout du dessus vers le dessous.",
                                   'arcmage.combat.step1 | A engage ses attaquantes : Goule et Mentor.',
                                   'arcmage.state.use | Une créature qui attaque est engagée.',
                                   'arcmage.combat.defender | La propriétaire de Cité de B, B, est la joueuse '
                                   'défenseuse.',
                                   'arcmage.combat.block-choice | B choisit de ne pas bloquer.',
                                   "arcmage.combat.plan-lock | La défense est annoncée : le plan d'attaque de A "
                                   'est figé.',
                                   'arcmage.combat.events | Des évènements peuvent encore être joués avant les '
                                   'batailles.',
                                   "moment ('action', 2)",
                                   "arcmage.stack.event-anytime | B joue l'évènement Choc mortel pendant le tour "
                                   "de A : un évènement se joue n'importe quand.",
                                   'arcmage.setup.active | A reste la joueuse active ; B est passive, même quand '
                                   'elle agit.',
                                   'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge '
                                   '(loyauté).',
                                   'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                   "engagées est de la faction Horde rouge ; le reste, de n'importe quelle "
                                   'faction.',
                                   'arcmage.play.pay | B engage 2 Horde rouge : le coût de Choc mortel est payé (0 '
                                   'ressource encore désengagée).',
                                   'arcmage.stack.pile | Choc mortel va sur la pile (2ᵉ) : ses effets ne sont pas '
                                   'encore pris en compte.',
                                   'arcmage.stack.event-response | B répond aux batailles de A.',
                                   "moment ('action', 3)",
                                   'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                                   "d'évènement, la pile se résout du dessus vers le dessous.",
                                   'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (B).',
                                   'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                                   'arcmage.creature.attack-defense | Choc mortel inflige 3 dégâts à Goule (3 ce '
                                   'tour, défense 2).',
                                   'arcmage.creature.death | Goule a subi 3 dégâts ce tour pour une défense de 2 : '
                                   'elle meurt.',
                                   'arcmage.creature.death | Goule va dans le cimetière de sa propriétaire, A '
                                   '(morte).',
                                   'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de '
                                   'sa propriétaire, B, le tour même.',
                                   'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur '
                                   "la table : elle n'est plus en jeu.",
                                   'arcmage.combat.battles | Le combat se résout bataille par bataille : Goule '
                                   'puis Mentor.',
                                   "arcmage.combat.dead-between | Goule est morte avant sa bataille : elle n'y "
                                   'prend pas part.',
                                   "arcmage.combat.unblocked | Mentor n'est pas bloquée : Cité de B perd 2 points "
                                   'de défense.',
                                   'arcmage.city.damage | Mentor inflige 2 dégâts à Cité de B : il lui reste 6 '
                                   'points de défense.',
                                   "moment ('combat', 1)",
                                   "moment ('action', 4)",
                                   'tour 1 de A, phase 5',
                                   "A: main [] deck [] cimetière ['Goule'] réserve [] retirées [] ressources {}",
                                   'A: cités Cité de A | armée Mentor engagée 2/3',
                                   "B: main [] deck [] cimetière ['Choc mortel'] réserve [] retirées [] ressources "
                                   "{'Horde rouge': [0, 2]}",
                                   'B: cités Cité de B dégâts 2 | armée Conscrit 1/1',
                                   "combat A→Cité de B (B) annoncées ['Goule', 'Mentor'] attaquantes ['Goule', "
                                   "'Mentor'] blocages {} répartition {} mortes [] cité 2 fini True",
                                   "refusées [] [] résolues ['Choc mortel'] payé {'Horde rouge': 2} déplacées [] "
                                   "attaquées ['Cité de B'] dévotion {} niveaux {} pioche None reste 0 fondation "
                                   'False perdantes []'],
 'battle_blocker_killed_before': ['arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                                  'arcmage.combat.declare | A attaque Cité de B, cité de B, avec Goule et Garde '
                                  'royal.',
                                  "arcmage.zones.army | Les créatures de l'armée de A peuvent attaquer.",
                                  'arcmage.combat.order | Ordre des batailles annoncé : Goule puis Garde royal.',
                                  'arcmage.combat.step1 | Les attaquantes sont annoncées ; toutes peuvent jouer '
                                  "des évènements avant qu'elles soient engagées.",
                                  "moment ('action', 1)",
                                  'arcmage.stack.closes | B annonce sa défense : plus personne ne joue '
                                  "d'évènement, la pile se résout du dessus vers le dessous.",
                                  'arcmage.combat.step1 | A engage ses attaquantes : Goule et Garde royal.',
                                  'arcmage.state.use | Une créature qui attaque est engagée.',
                                  'arcmage.combat.defender | La propriétaire de Cité de B, B, est la joueuse '
                                  'défenseuse.',
                                  "arcmage.zones.army | Mentor, dans l'armée de B, peut bloquer.",
                                  "arcmage.zones.army | Conscrit, dans l'armée de B, peut bloquer.",
                                  "arcmage.zones.army | Fantassin, dans l'armée de B, peut bloquer.",
                                  'arcmage.combat.block-choice | B assigne ses bloqueuses : Mentor, Conscrit sur '
                                  'Goule ; Fantassin sur Garde royal.',
                                  "arcmage.combat.blocker-pool | Les bloqueuses viennent de l'armée de B ou de "
                                  'Cité de B, la cité attaquée.',
                                  'arcmage.combat.block-no-tap | Lecture ouverte « Une créature qui bloque '
                                  'est-elle engagée ? » : non : seules les attaquantes sont engagées (lecture par '
                                  'défaut)',
                                  "arcmage.combat.block-no-tap | Bloquer n'engage pas : les bloqueuses restent "
                                  'désengagées.',
                                  "arcmage.combat.plan-lock | La défense est annoncée : le plan d'attaque de A est "
                                  'figé.',
                                  'arcmage.combat.events | Des évènements peuvent encore être joués avant les '
                                  'batailles.',
                                  "moment ('action', 2)",
                                  "moment ('action', 3)",
                                  "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se "
                                  "joue n'importe quand.",
                                  'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge '
                                  '(loyauté).',
                                  'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                  "engagées est de la faction Horde rouge ; le reste, de n'importe quelle faction.",
                                  'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est payé (0 '
                                  'ressource encore désengagée).',
                                  'arcmage.stack.event-response | Lecture ouverte « Celle qui a joué un évènement '
                                  'peut-elle y répondre elle-même ? » : oui : toutes les joueuses (lecture par '
                                  'défaut)',
                                  'arcmage.stack.pile | Choc mortel va sur la pile (2ᵉ) : ses effets ne sont pas '
                                  'encore pris en compte.',
                                  'arcmage.stack.pile | A répond à sa propre carte (batailles) : toutes les '
                                  'joueuses, y compris celle qui a joué, peuvent répondre.',
                                  "moment ('action', 4)",
                                  'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                                  "d'évènement, la pile se résout du dessus vers le dessous.",
                                  'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                                  'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                                  'arcmage.creature.attack-defense | Choc mortel inflige 3 dégâts à Conscrit (3 ce '
                                  'tour, défense 1).',
                                  'arcmage.creature.death | Conscrit a subi 3 dégâts ce tour pour une défense de 1 '
                                  ': elle meurt.',
                                  'arcmage.creature.death | Conscrit va dans le cimetière de sa propriétaire, B '
                                  '(morte).',
                                  'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de sa '
                                  'propriétaire, A, le tour même.',
                                  'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur '
                                  "la table : elle n'est plus en jeu.",
                                  'arcmage.combat.battles | Le combat se résout bataille par bataille : Goule puis '
                                  'Garde royal.',
                                  "arcmage.combat.dead-between | Conscrit n'est plus là pour bloquer.",
                                  'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Goule 3/2 ; '
                                  'Mentor 2/3.',
                                  'arcmage.combat.attacker-damage | Bataille de Goule (3/2) contre Mentor : elle '
                                  'reçoit 2 dégâts, la somme de leurs attaques.',
                                  'arcmage.combat.simultaneous | Dégâts simultanés : Goule 2, Mentor 3.',
                                  'arcmage.creature.death | Goule a subi 2 dégâts ce tour pour une défense de 2 : '
                                  'elle meurt.',
                                  'arcmage.creature.death | Mentor a subi 3 dégâts ce tour pour une défense de 3 : '
                                  'elle meurt.',
                                  'arcmage.combat.blocker-death | Mentor, bloqueuse, meurt.',
                                  'arcmage.combat.no-trample | Goule est bloquée : elle ne fait rien perdre à Cité '
                                  'de B, même si ses bloqueuses meurent.',
                                  'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Garde royal '
                                  '3/3 ; Fantassin 1/1.',
                                  'arcmage.combat.attacker-damage | Bataille de Garde royal (3/3) contre Fantassin '
                                  ': elle reçoit 1 dégât, la somme de leurs attaques.',
                                  'arcmage.combat.simultaneous | Dégâts simultanés : Garde royal 1, Fantassin 3.',
                                  'arcmage.creature.death | Fantassin a subi 3 dégâts ce tour pour une défense de '
                                  '1 : elle meurt.',
                                  'arcmage.combat.blocker-death | Fantassin, bloqueuse, meurt.',
                                  'arcmage.combat.no-trample | Lecture ouverte « Une attaquante bloquée dont '
                                  "toutes les bloqueuses meurent reporte-t-elle ses points d'attaque non attribués "
                                  'sur la cité ? » : non : bloquée, elle ne touche jamais la cité (lecture par '
                                  'défaut)',
                                  'arcmage.combat.no-trample | Garde royal est bloquée : elle ne fait rien perdre '
                                  'à Cité de B, même si ses bloqueuses meurent.',
                                  'arcmage.combat.cleanup | Le combat est terminé : les créatures mortes vont au '
                                  "cimetière de leur propriétaire, dans l'ordre des morts (Goule, Mentor et "
                                  'Fantassin).',
                                  "arcmage.combat.cleanup | Lecture ouverte « Dans quel ordre les mortes d'un "
                                  "combat arrivent-elles au cimetière ? » : dans l'ordre des morts, bataille par "
                                  'bataille (lecture par défaut)',
                                  'arcmage.combat.cleanup | Goule va dans le cimetière de sa propriétaire, A '
                                  '(morte au combat).',
                                  'arcmage.combat.cleanup | Mentor va dans le cimetière de sa propriétaire, B '
                                  '(morte au combat).',
                                  'arcmage.combat.cleanup | Fantassin va dans le cimetière de sa propriétaire, B '
                                  '(morte au combat).',
                                  "moment ('combat', 1)",
                                  "moment ('action', 5)",
                                  'tour 1 de A, phase 5',
                                  "A: main [] deck [] cimetière ['Choc mortel', 'Goule'] réserve [] retirées [] "
                                  "ressources {'Horde rouge': [0, 2]}",
                                  'A: cités Cité de A | armée Garde royal engagée dégâts 1 3/3',
                                  "B: main [] deck [] cimetière ['Conscrit', 'Mentor', 'Fantassin'] réserve [] "
                                  'retirées [] ressources {}',
                                  'B: cités Cité de B | armée ',
                                  "combat A→Cité de B (B) annoncées ['Goule', 'Garde royal'] attaquantes ['Goule', "
                                  "'Garde royal'] blocages {'Goule': ['Mentor', 'Conscrit'], 'Garde royal': "
                                  "['Fantassin']} répartition {'Goule': {'Mentor': 2, 'Conscrit': 1}} mortes "
                                  "['Goule', 'Mentor', 'Fantassin'] cité 0 fini True",
                                  "refusées [] [] résolues ['Choc mortel'] payé {'Horde rouge': 2} déplacées [] "
                                  "attaquées ['Cité de B'] dévotion {} niveaux {} pioche None reste 0 fondation "
                                  'False perdantes []'],
 'battle_without_blockers_left': ['arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                                  'arcmage.combat.declare | A attaque Cité de B, cité de B, avec Goule.',
                                  "arcmage.zones.army | Les créatures de l'armée de A peuvent attaquer.",
                                  'arcmage.combat.order | Ordre des batailles annoncé : Goule.',
                                  'arcmage.combat.step1 | Les attaquantes sont annoncées ; toutes peuvent jouer '
                                  "des évènements avant qu'elles soient engagées.",
                                  "moment ('action', 1)",
                                  'arcmage.stack.closes | B annonce sa défense : plus personne ne joue '
                                  "d'évènement, la pile se résout du dessus vers le dessous.",
                                  'arcmage.combat.step1 | A engage ses attaquantes : Goule.',
                                  'arcmage.state.use | Une créature qui attaque est engagée.',
                                  'arcmage.combat.defender | La propriétaire de Cité de B, B, est la joueuse '
                                  'défenseuse.',
                                  "arcmage.zones.army | Conscrit, dans l'armée de B, peut bloquer.",
                                  'arcmage.combat.block-choice | B assigne ses bloqueuses : Conscrit sur Goule.',
                                  "arcmage.combat.blocker-pool | Les bloqueuses viennent de l'armée de B ou de "
                                  'Cité de B, la cité attaquée.',
                                  'arcmage.combat.block-no-tap | Lecture ouverte « Une créature qui bloque '
                                  'est-elle engagée ? » : non : seules les attaquantes sont engagées (lecture par '
                                  'défaut)',
                                  "arcmage.combat.block-no-tap | Bloquer n'engage pas : les bloqueuses restent "
                                  'désengagées.',
                                  "arcmage.combat.plan-lock | La défense est annoncée : le plan d'attaque de A est "
                                  'figé.',
                                  'arcmage.combat.events | Des évènements peuvent encore être joués avant les '
                                  'batailles.',
                                  "moment ('action', 2)",
                                  'arcmage.stack.closes | B annonce sa défense : plus personne ne joue '
                                  "d'évènement, la pile se résout du dessus vers le dessous.",
                                  'arcmage.combat.battles | Le combat se résout bataille par bataille : Goule.',
                                  'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Goule 3/2 ; '
                                  'Conscrit 1/1.',
                                  'arcmage.combat.attacker-damage | Bataille de Goule (3/2) contre Conscrit : elle '
                                  'reçoit 1 dégât, la somme de leurs attaques.',
                                  'arcmage.combat.simultaneous | Dégâts simultanés : Goule 1, Conscrit 3.',
                                  'arcmage.creature.death | Conscrit a subi 3 dégâts ce tour pour une défense de 1 '
                                  ': elle meurt.',
                                  'arcmage.combat.blocker-death | Conscrit, bloqueuse, meurt.',
                                  'arcmage.combat.no-trample | Lecture ouverte « Une attaquante bloquée dont '
                                  "toutes les bloqueuses meurent reporte-t-elle ses points d'attaque non attribués "
                                  'sur la cité ? » : non : bloquée, elle ne touche jamais la cité (lecture par '
                                  'défaut)',
                                  'arcmage.combat.no-trample | Goule est bloquée : elle ne fait rien perdre à Cité '
                                  'de B, même si ses bloqueuses meurent.',
                                  'arcmage.combat.cleanup | Le combat est terminé : les créatures mortes vont au '
                                  "cimetière de leur propriétaire, dans l'ordre des morts (Conscrit).",
                                  'arcmage.combat.cleanup | Conscrit va dans le cimetière de sa propriétaire, B '
                                  '(morte au combat).',
                                  'ERREUR B a déjà annoncé sa défense',
                                  "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se "
                                  "joue n'importe quand.",
                                  "ERREUR Conscrit n'est pas en jeu : Choc mortel ne peut pas la viser",
                                  "ERREUR la pile est vide : il n'y a rien à résoudre",
                                  'tour 1 de A, phase 5',
                                  "A: main ['Choc mortel'] deck [] cimetière [] réserve [] retirées [] ressources "
                                  "{'Horde rouge': [2, 0]}",
                                  'A: cités Cité de A | armée Goule engagée dégâts 1 3/2',
                                  "B: main [] deck [] cimetière ['Conscrit'] réserve [] retirées [] ressources {}",
                                  'B: cités Cité de B | armée ',
                                  "combat A→Cité de B (B) annoncées ['Goule'] attaquantes ['Goule'] blocages "
                                  "{'Goule': ['Conscrit']} répartition {} mortes ['Conscrit'] cité 0 fini True",
                                  "refusées [] [] résolues [] payé {} déplacées [] attaquées ['Cité de B'] "
                                  'dévotion {} niveaux {} pioche None reste 0 fondation False perdantes []'],
 'battles_with_deaths_between': ['arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                                 'arcmage.combat.declare | A attaque Cité de B, cité de B, avec Chef de guerre '
                                 'orc, Agitateur orc, Grand frère et Orc égaré.',
                                 "arcmage.zones.army | Les créatures de l'armée de A peuvent attaquer.",
                                 'arcmage.combat.order | Ordre des batailles annoncé : Chef de guerre orc puis '
                                 'Agitateur orc puis Grand frère puis Orc égaré.',
                                 'arcmage.combat.step1 | Les attaquantes sont annoncées ; toutes peuvent jouer des '
                                 "évènements avant qu'elles soient engagées.",
                                 "moment ('action', 1)",
                                 "arcmage.stack.closes | B annonce sa défense : plus personne ne joue d'évènement, "
                                 'la pile se résout du dessus vers le dessous.',
                                 'arcmage.combat.step1 | A engage ses attaquantes : Chef de guerre orc, Agitateur '
                                 'orc, Grand frère et Orc égaré.',
                                 'arcmage.state.use | Une créature qui attaque est engagée.',
                                 'arcmage.combat.defender | La propriétaire de Cité de B, B, est la joueuse '
                                 'défenseuse.',
                                 "arcmage.zones.army | Garde royal, dans l'armée de B, peut bloquer.",
                                 "arcmage.zones.army | Mentor, dans l'armée de B, peut bloquer.",
                                 "arcmage.zones.army | Colibri, dans l'armée de B, peut bloquer.",
                                 "arcmage.zones.army | Conscrit, dans l'armée de B, peut bloquer.",
                                 'arcmage.combat.block-choice | B assigne ses bloqueuses : Garde royal, Mentor sur '
                                 'Chef de guerre orc ; Colibri sur Agitateur orc ; Conscrit sur Grand frère.',
                                 "arcmage.combat.blocker-pool | Les bloqueuses viennent de l'armée de B ou de Cité "
                                 'de B, la cité attaquée.',
                                 'arcmage.combat.block-no-tap | Lecture ouverte « Une créature qui bloque est-elle '
                                 'engagée ? » : non : seules les attaquantes sont engagées (lecture par défaut)',
                                 "arcmage.combat.block-no-tap | Bloquer n'engage pas : les bloqueuses restent "
                                 'désengagées.',
                                 "arcmage.combat.plan-lock | La défense est annoncée : le plan d'attaque de A est "
                                 'figé.',
                                 'arcmage.combat.events | Des évènements peuvent encore être joués avant les '
                                 'batailles.',
                                 "moment ('action', 2)",
                                 "arcmage.stack.closes | A finit son tour : plus personne ne joue d'évènement, la "
                                 'pile se résout du dessus vers le dessous.',
                                 'arcmage.combat.battles | Le combat se résout bataille par bataille : Chef de '
                                 'guerre orc puis Agitateur orc puis Grand frère puis Orc égaré.',
                                 'arcmage.combat.distribute | Choix de A — répartition des dégâts de Chef de '
                                 'guerre orc (A) entre Garde royal et Mentor : Garde royal 4, Mentor 0 (une '
                                 'branche sur 5 : le moteur les joue toutes)',
                                 'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Chef de guerre '
                                 'orc 4/3 ; Garde royal 3/3, Mentor 2/3.',
                                 'arcmage.combat.attacker-damage | Bataille de Chef de guerre orc (4/3) contre '
                                 'Garde royal et Mentor : elle reçoit 5 dégâts, la somme de leurs attaques.',
                                 'arcmage.combat.simultaneous | Dégâts simultanés : Chef de guerre orc 5, Garde '
                                 'royal 4, Mentor 0.',
                                 'arcmage.creature.death | Chef de guerre orc a subi 5 dégâts ce tour pour une '
                                 'défense de 3 : elle meurt.',
                                 'arcmage.combat.dead-between | Lecture ouverte « Une créature morte dans une '
                                 "bataille garde-t-elle ses capacités passives jusqu'au nettoyage du combat ? » : "
                                 'non : ses effets cessent à sa mort (lecture par défaut)',
                                 'arcmage.creature.death | Garde royal a subi 4 dégâts ce tour pour une défense de '
                                 '3 : elle meurt.',
                                 'arcmage.combat.blocker-death | Garde royal, bloqueuse, meurt.',
                                 'arcmage.combat.no-trample | Chef de guerre orc est bloquée : elle ne fait rien '
                                 'perdre à Cité de B, même si ses bloqueuses meurent.',
                                 'arcmage.combat.dead-between | Chef de guerre orc, morte dans une bataille '
                                 "précédente, ne va au cimetière qu'à la fin du combat, mais ses effets ont cessé.",
                                 'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Agitateur orc '
                                 '1/2 ; Colibri 0/1.',
                                 "arcmage.combat.attacker-damage | Bataille d'Agitateur orc (1/2) contre Colibri : "
                                 'elle reçoit 0 dégât, la somme de leurs attaques.',
                                 'arcmage.combat.simultaneous | Dégâts simultanés : Agitateur orc 0, Colibri 1.',
                                 'arcmage.creature.death | Colibri a subi 1 dégât ce tour pour une défense de 1 : '
                                 'elle meurt.',
                                 'arcmage.combat.blocker-death | Colibri, bloqueuse, meurt.',
                                 'arcmage.combat.no-trample | Agitateur orc est bloquée : elle ne fait rien perdre '
                                 'à Cité de B, même si ses bloqueuses meurent.',
                                 'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Grand frère 1/2 '
                                 '; Conscrit 1/1.',
                                 'arcmage.combat.attacker-damage | Bataille de Grand frère (1/2) contre Conscrit : '
                                 'elle reçoit 1 dégât, la somme de leurs attaques.',
                                 'arcmage.combat.simultaneous | Dégâts simultanés : Grand frère 1, Conscrit 1.',
                                 'arcmage.creature.death | Conscrit a subi 1 dégât ce tour pour une défense de 1 : '
                                 'elle meurt.',
                                 'arcmage.combat.blocker-death | Conscrit, bloqueuse, meurt.',
                                 'arcmage.combat.no-trample | Grand frère est bloquée : elle ne fait rien perdre à '
                                 'Cité de B, même si ses bloqueuses meurent.',
                                 "arcmage.combat.unblocked | Orc égaré n'est pas bloquée : Cité de B perd 1 point "
                                 'de défense.',
                                 'arcmage.city.damage | Orc égaré inflige 1 dégât à Cité de B : il lui reste 7 '
                                 'points de défense.',
                                 'arcmage.combat.cleanup | Le combat est terminé : les créatures mortes vont au '
                                 "cimetière de leur propriétaire, dans l'ordre des morts (Chef de guerre orc, "
                                 'Garde royal, Colibri et Conscrit).',
                                 "arcmage.combat.cleanup | Lecture ouverte « Dans quel ordre les mortes d'un "
                                 "combat arrivent-elles au cimetière ? » : dans l'ordre des morts, bataille par "
                                 'bataille (lecture par défaut)',
                                 'arcmage.combat.cleanup | Chef de guerre orc va dans le cimetière de sa '
                                 'propriétaire, A (morte au combat).',
                                 'arcmage.ability.passive | Chef de guerre orc quitte le jeu : sa capacité passive '
                                 'cesse.',
                                 'arcmage.combat.cleanup | Garde royal va dans le cimetière de sa propriétaire, B '
                                 '(morte au combat).',
                                 'arcmage.combat.cleanup | Colibri va dans le cimetière de sa propriétaire, B '
                                 '(morte au combat).',
                                 'arcmage.combat.cleanup | Conscrit va dans le cimetière de sa propriétaire, B '
                                 '(morte au combat).',
                                 'arcmage.turn.optional | A ne fait rien en phase 6 (deuxième mise en jeu) : ces '
                                 'phases sont optionnelles.',
                                 'arcmage.turn.phases | Tour 1 de A : phase 7 (défausse).',
                                 'arcmage.turn.discard | A a 0 carte en main : elle ne défausse rien.',
                                 'arcmage.turn.end | A finit son tour 1.',
                                 'arcmage.creature.heal | Fin du tour : Grand frère perd 1 dégât et regagne toute '
                                 'sa défense.',
                                 'arcmage.city.damage | Fin du tour : Cité de B garde 1 dégât (il lui reste 7 '
                                 'points de défense).',
                                 'arcmage.turn.phases | Tour 2 de B : phase 1 (désengagement).',
                                 'arcmage.turn.untap | B désengage toutes ses cartes : rien.',
                                 'arcmage.state.tap | Chaque carte en jeu est soit engagée, soit désengagée ; '
                                 "celles qui sont hors jeu ne sont ni l'une ni l'autre.",
                                 'arcmage.turn.phases | Tour 2 de B : phase 2 (pioche et ressource).',
                                 "moment ('combat', 1)",
                                 "moment ('turn-end', 1)",
                                 "moment ('action', 3)",
                                 'arcmage.turn.draw-options | Action 4 refusée : B doit choisir sa pioche ({by: B, '
                                 'draw: …}) avant toute autre action.',
                                 "moment ('action', 4)",
                                 'arcmage.turn.draw-options | Action 5 refusée : B doit choisir sa pioche ({by: B, '
                                 'draw: …}) avant toute autre action.',
                                 "moment ('action', 5)",
                                 'arcmage.turn.draw-options | Action 6 refusée : B doit choisir sa pioche ({by: B, '
                                 'draw: …}) avant toute autre action.',
                                 "moment ('action', 6)",
                                 'arcmage.turn.draw-options | Action 7 refusée : B doit choisir sa pioche ({by: B, '
                                 'draw: …}) avant toute autre action.',
                                 "moment ('action', 7)",
                                 'tour 2 de B, phase 2',
                                 "A: main [] deck [] cimetière ['Chef de guerre orc'] réserve [] retirées [] "
                                 'ressources {}',
                                 'A: cités Cité de A | armée Agitateur orc engagée 1/2; Grand frère engagée 1/2; '
                                 'Orc égaré engagée 1/1',
                                 "B: main [] deck [] cimetière ['Garde royal', 'Colibri', 'Conscrit'] réserve [] "
                                 'retirées [] ressources {}',
                                 'B: cités Cité de B dégâts 1 | armée Mentor 2/3',
                                 'attente draw B 0 () ',
                                 "combat A→Cité de B (B) annoncées ['Chef de guerre orc', 'Agitateur orc', 'Grand "
                                 "frère', 'Orc égaré'] attaquantes ['Chef de guerre orc', 'Agitateur orc', 'Grand "
                                 "frère', 'Orc égaré'] blocages {'Chef de guerre orc': ['Garde royal', 'Mentor'], "
                                 "'Agitateur orc': ['Colibri'], 'Grand frère': ['Conscrit']} répartition {} mortes "
                                 "['Chef de guerre orc', 'Garde royal', 'Colibri', 'Conscrit'] cité 1 fini True",
                                 "refusées [4, 5, 6, 7] ['arcmage.turn.draw-options', 'arcmage.turn.draw-options', "
                                 "'arcmage.turn.draw-options', 'arcmage.turn.draw-options'] résolues [] payé {} "
                                 'déplacées [] attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation '
                                 'False perdantes []'],
 'cards_play_errors': ["ERREUR Colibri n'est pas dans la main de A (main : Goule, Mentor, Terrier, Grand jeton "
                       'orc, Choc mortel, Rage (exemple +5/-2), Exemple de prérequis, Dissipation (exemple), '
                       'Mercenaire)',
                       'arcmage.city.found | Action 2 refusée : Terrier est une cité : elle ne se joue pas depuis '
                       'la main, elle se fonde depuis la réserve en passant son tour.',
                       "moment ('action', 2)",
                       "ERREUR Grand jeton orc n'a pas de coût : elle ne se joue pas depuis la main",
                       'arcmage.creature.play | Mentor est une créature : A la joue pendant sa propre mise en jeu.',
                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                       'prérequis le permettent.',
                       'ERREUR sur quelle cité A place-t-elle Mentor ? ajoutez « to: <cité> » (Cité de A, Autre)',
                       'arcmage.creature.play | Action 5 refusée : Mentor ne peut pas être mise directement dans '
                       "l'armée : une créature arrive sur une cité de sa joueuse.",
                       "moment ('action', 5)",
                       'arcmage.creature.play | Mentor est une créature : A la joue pendant sa propre mise en jeu.',
                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                       'prérequis le permettent.',
                       "ERREUR Conscrit n'est pas une cité en jeu (ni army)",
                       'arcmage.creature.play | Action 7 refusée : Cité de B est une cité de B : une créature se '
                       'place sur une cité que A contrôle.',
                       "moment ('action', 7)",
                       "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se joue "
                       "n'importe quand.",
                       'ERREUR Choc mortel a une cible : ajoutez « target: … »',
                       "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se joue "
                       "n'importe quand.",
                       "ERREUR Fantôme n'est pas en jeu : Choc mortel ne peut pas la viser",
                       "arcmage.stack.event-anytime | A joue l'évènement Rage (exemple +5/-2) ; un évènement se "
                       "joue n'importe quand.",
                       'ERREUR Rage (exemple +5/-2) vise une créature, pas Cité de B',
                       'arcmage.cards.types | Exemple de prérequis est une carte Magie, le type que « Bases » '
                       'appelle « sort ».',
                       'arcmage.magic.timing | Exemple de prérequis est une carte Magie : A la joue pendant sa '
                       'propre mise en jeu.',
                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                       'prérequis le permettent.',
                       "arcmage.play.prerequisites | Prérequis d'Exemple de prérequis : A contrôle 0 créature (B "
                       '1) ; il en faut moins que chacune de ses adversaires : satisfait.',
                       'ERREUR Exemple de prérequis ne vise rien : retirez « target: Conscrit »',
                       'arcmage.cards.types | Exemple de prérequis est une carte Magie, le type que « Bases » '
                       'appelle « sort ».',
                       'arcmage.magic.timing | Exemple de prérequis est une carte Magie : A la joue pendant sa '
                       'propre mise en jeu.',
                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                       'prérequis le permettent.',
                       "arcmage.play.prerequisites | Prérequis d'Exemple de prérequis : A contrôle 0 créature (B "
                       '1) ; il en faut moins que chacune de ses adversaires : satisfait.',
                       "arcmage.cards.cost | Coût d'Exemple de prérequis : 1 ressource.",
                       "arcmage.play.pay | Choix de A — paiement d'Exemple de prérequis (A) : 1 Ost des ténèbres "
                       '(une branche sur 3 : le moteur les joue toutes)',
                       "arcmage.play.pay | A engage 1 Ost des ténèbres : le coût d'Exemple de prérequis est payé "
                       '(26 ressources encore désengagées).',
                       'arcmage.play.resolve | Exemple de prérequis est mise en jeu et résolue.',
                       'arcmage.magic.discard | Exemple de prérequis, jouée, est défaussée dans le cimetière de A.',
                       "moment ('action', 12)",
                       'arcmage.creature.play | Mercenaire est une créature : A la joue pendant sa propre mise en '
                       'jeu.',
                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                       'prérequis le permettent.',
                       "arcmage.conflict.card-wins | Mercenaire peut être jouée directement dans l'armée "
                       '(Mercenaire) : la règle de la carte remplace la règle de base.',
                       'arcmage.cards.cost | Coût de Mercenaire : 2 ressources, dont 2 Empire (loyauté).',
                       'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources engagées sont '
                       "de la faction Empire ; le reste, de n'importe quelle faction.",
                       'arcmage.play.pay | A engage 2 Empire : le coût de Mercenaire est payé (24 ressources '
                       'encore désengagées).',
                       "arcmage.state.not-in-play | Mercenaire, dans la main, n'était pas en jeu : son coût payé "
                       "et ses prérequis satisfaits, elle peut l'être.",
                       'arcmage.play.resolve | Mercenaire est mise en jeu et résolue.',
                       'arcmage.state.enter-untapped | Mercenaire arrive en jeu désengagée (jouée par A).',
                       "arcmage.creature.play | Mercenaire est placée dans l'armée.",
                       'arcmage.play.permanents | Mercenaire, une créature payée, est en jeu.',
                       "moment ('action', 13)",
                       'arcmage.creature.play | Goule est une créature : A la joue pendant sa propre mise en jeu.',
                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                       'prérequis le permettent.',
                       'arcmage.cards.cost | Coût de Goule : 4 ressources, dont 2 Ost des ténèbres (loyauté).',
                       'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources engagées sont '
                       "de la faction Ost des ténèbres ; le reste, de n'importe quelle faction.",
                       'arcmage.play.pay | Choix de A — paiement de Goule (A) : 4 Ost des ténèbres (une branche '
                       'sur 6 : le moteur les joue toutes)',
                       'arcmage.play.pay | A engage 4 Ost des ténèbres : le coût de Goule est payé (20 ressources '
                       'encore désengagées).',
                       "arcmage.state.not-in-play | Goule, dans la main, n'était pas en jeu : son coût payé et ses "
                       "prérequis satisfaits, elle peut l'être.",
                       'arcmage.play.resolve | Goule est mise en jeu et résolue.',
                       'arcmage.state.enter-untapped | Goule arrive en jeu désengagée (jouée par A).',
                       'arcmage.creature.play | Goule est placée dans Autre.',
                       "arcmage.zones.kingdom | Goule est une résidente d'Autre.",
                       'arcmage.play.permanents | Goule, une créature payée, est en jeu.',
                       "moment ('action', 14)",
                       'arcmage.creature.play | Mentor est une créature : A la joue pendant sa propre mise en jeu.',
                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                       'prérequis le permettent.',
                       'arcmage.cards.cost | Coût de Mentor : 3 ressources, dont 2 Empire (loyauté).',
                       'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources engagées sont '
                       "de la faction Empire ; le reste, de n'importe quelle faction.",
                       'arcmage.play.pay | Choix de A — paiement de Mentor (A) : 1 Ost des ténèbres + 2 Empire '
                       '(une branche sur 3 : le moteur les joue toutes)',
                       'arcmage.play.pay | A engage 1 Ost des ténèbres + 2 Empire : le coût de Mentor est payé (17 '
                       'ressources encore désengagées).',
                       "arcmage.state.not-in-play | Mentor, dans la main, n'était pas en jeu : son coût payé et "
                       "ses prérequis satisfaits, elle peut l'être.",
                       'arcmage.play.resolve | Mentor est mise en jeu et résolue.',
                       'arcmage.state.enter-untapped | Mentor bis arrive en jeu désengagée (jouée par A).',
                       'arcmage.creature.play | Mentor bis est placée dans Autre.',
                       "arcmage.zones.kingdom | Mentor bis est une résidente d'Autre.",
                       'arcmage.play.permanents | Mentor bis, une créature payée, est en jeu.',
                       "moment ('action', 15)",
                       "arcmage.stack.event-anytime | A joue l'évènement Dissipation (exemple) ; un évènement se "
                       "joue n'importe quand.",
                       'ERREUR Dissipation (exemple) vise un enchantement, pas Goule',
                       "ERREUR Mentor n'est pas dans la main de B (main : vide)",
                       'tour 1 de A, phase 4',
                       "A: main ['Terrier', 'Grand jeton orc', 'Choc mortel', 'Rage (exemple +5/-2)', 'Dissipation "
                       "(exemple)'] deck [] cimetière ['Exemple de prérequis'] réserve [] retirées [] ressources "
                       "{'Ost des ténèbres': [3, 6], 'Empire': [5, 4], 'Horde rouge': [9, 0]}",
                       'A: cités Cité de A; Autre [Goule 3/2, Mentor bis 2/3] | armée Mercenaire 3/1',
                       'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                       'B: cités Cité de B | armée Conscrit 1/1',
                       "refusées [2, 5, 7] ['arcmage.city.found', 'arcmage.creature.play', "
                       "'arcmage.creature.play'] résolues [] payé {'Ost des ténèbres': 1, 'Empire': 2} déplacées "
                       '[] attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation False perdantes []'],
 'cards_play_magic_and_enchantments': ['arcmage.cards.types | Carpe diem est une carte Magie, le type que « Bases '
                                       '» appelle « sort ».',
                                       'arcmage.magic.timing | Carpe diem est une carte Magie : A la joue pendant '
                                       'sa propre mise en jeu.',
                                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses '
                                       'ressources et les prérequis le permettent.',
                                       'arcmage.play.x-cost | Carpe diem coûte X + 2 ; X = 1 (une ressource par '
                                       'cible supplémentaire) : le coût est 1 + 2 = 3 ressources.',
                                       'arcmage.cards.cost | Coût de Carpe diem : 3 ressources, dont 1 '
                                       'Aristocrates (loyauté).',
                                       'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                       "engagées est de la faction Aristocrates ; le reste, de n'importe quelle "
                                       'faction.',
                                       'arcmage.play.pay | Choix de A — paiement de Carpe diem (A) : 3 '
                                       'Aristocrates (une branche sur 10 : le moteur les joue toutes)',
                                       'arcmage.play.pay | A engage 3 Aristocrates : le coût de Carpe diem est '
                                       'payé (33 ressources encore désengagées).',
                                       'arcmage.play.resolve | Carpe diem est mise en jeu et résolue.',
                                       "arcmage.state.use | Conscrit est engagée : Carpe diem l'engage (la « "
                                       'marque »).',
                                       "arcmage.state.use | Mentor est engagée : Carpe diem l'engage (la « marque "
                                       '»).',
                                       'arcmage.magic.discard | Carpe diem, jouée, est défaussée dans le cimetière '
                                       'de A.',
                                       "moment ('action', 1)",
                                       'arcmage.enchant.timing | Entravée est un enchantement : A la joue pendant '
                                       'sa propre mise en jeu.',
                                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses '
                                       'ressources et les prérequis le permettent.',
                                       "arcmage.cards.cost | Coût d'Entravée : 3 ressources, dont 2 Aristocrates "
                                       '(loyauté).',
                                       'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources '
                                       "engagées sont de la faction Aristocrates ; le reste, de n'importe quelle "
                                       'faction.',
                                       "arcmage.play.pay | Choix de A — paiement d'Entravée (A) : 3 Aristocrates "
                                       '(une branche sur 4 : le moteur les joue toutes)',
                                       "arcmage.play.pay | A engage 3 Aristocrates : le coût d'Entravée est payé "
                                       '(30 ressources encore désengagées).',
                                       "arcmage.state.not-in-play | Entravée, dans la main, n'était pas en jeu : "
                                       "son coût payé et ses prérequis satisfaits, elle peut l'être.",
                                       'arcmage.play.resolve | Entravée est mise en jeu et résolue.',
                                       'arcmage.state.enter-untapped | Entrave de A arrive en jeu désengagée '
                                       '(jouée par A).',
                                       'arcmage.enchant.target | Entrave de A est attaché à sa cible, Archer '
                                       'mort-vivant.',
                                       "arcmage.enchant.duration | Entrave de A reste en jeu jusqu'à ce qu'un "
                                       "effet l'enlève.",
                                       'arcmage.play.permanents | Entrave de A, un enchantement payé, est en jeu.',
                                       "moment ('action', 2)",
                                       'arcmage.enchant.timing | Bannière elfique (exemple) est un enchantement : '
                                       'A la joue pendant sa propre mise en jeu.',
                                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses '
                                       'ressources et les prérequis le permettent.',
                                       'arcmage.cards.cost | Coût de Bannière elfique (exemple) : 2 ressources, '
                                       'dont 1 Enfants de Gaïa (loyauté).',
                                       'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                       "engagées est de la faction Enfants de Gaïa ; le reste, de n'importe quelle "
                                       'faction.',
                                       'arcmage.play.pay | Choix de A — paiement de Bannière elfique (exemple) (A) '
                                       ': 1 Aristocrates + 1 Enfants de Gaïa (une branche sur 4 : le moteur les '
                                       'joue toutes)',
                                       'arcmage.play.pay | A engage 1 Aristocrates + 1 Enfants de Gaïa : le coût '
                                       'de Bannière elfique (exemple) est payé (28 ressources encore désengagées).',
                                       'arcmage.state.not-in-play | Bannière elfique (exemple), dans la main, '
                                       "n'était pas en jeu : son coût payé et ses prérequis satisfaits, elle peut "
                                       "l'être.",
                                       'arcmage.play.resolve | Bannière elfique (exemple) est mise en jeu et '
                                       'résolue.',
                                       'arcmage.state.enter-untapped | Bannière elfique (exemple) arrive en jeu '
                                       'désengagée (jouée par A).',
                                       'arcmage.ability.passive | Bannière elfique (exemple) entre en jeu : sa '
                                       "capacité passive s'applique dès maintenant, sans coût ni action.",
                                       "arcmage.enchant.global | Bannière elfique (exemple) n'a pas de cible : un "
                                       "enchantement global, placé dans la zone de l'armée de A.",
                                       "arcmage.enchant.duration | Bannière elfique (exemple) reste en jeu jusqu'à "
                                       "ce qu'un effet l'enlève.",
                                       'arcmage.play.permanents | Bannière elfique (exemple), un enchantement '
                                       'payé, est en jeu.',
                                       "moment ('action', 3)",
                                       'arcmage.creature.play | Archère elfe est une créature : A la joue pendant '
                                       'sa propre mise en jeu.',
                                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses '
                                       'ressources et les prérequis le permettent.',
                                       "arcmage.cards.cost | Coût d'Archère elfe : 3 ressources, dont 2 Enfants de "
                                       'Gaïa (loyauté).',
                                       'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources '
                                       "engagées sont de la faction Enfants de Gaïa ; le reste, de n'importe "
                                       'quelle faction.',
                                       "arcmage.play.pay | Choix de A — paiement d'Archère elfe (A) : 1 "
                                       'Aristocrates + 2 Enfants de Gaïa (une branche sur 4 : le moteur les joue '
                                       'toutes)',
                                       'arcmage.play.pay | A engage 1 Aristocrates + 2 Enfants de Gaïa : le coût '
                                       "d'Archère elfe est payé (25 ressources encore désengagées).",
                                       "arcmage.state.not-in-play | Archère elfe, dans la main, n'était pas en jeu "
                                       ": son coût payé et ses prérequis satisfaits, elle peut l'être.",
                                       'arcmage.play.resolve | Archère elfe est mise en jeu et résolue.',
                                       'arcmage.state.enter-untapped | Archère elfe arrive en jeu désengagée '
                                       '(jouée par A).',
                                       "arcmage.ability.triggered | Capacité déclenchable d'Archère elfe : son "
                                       "déclencheur a lieu (entrée en jeu : Archère elfe) ; elle s'active, sans "
                                       'choix possible.',
                                       'arcmage.city.defense | Archère elfe : Cité de A gagne 2 points de défense '
                                       '(10).',
                                       'arcmage.creature.play | Archère elfe est placée dans Cité de A.',
                                       'arcmage.zones.kingdom | Archère elfe est une résidente de Cité de A.',
                                       'arcmage.play.permanents | Archère elfe, une créature payée, est en jeu.',
                                       'arcmage.ability.passive | La capacité passive de Bannière elfique '
                                       "(exemple) s'applique aussi à Archère elfe, arrivée après elle (+0/+3) : "
                                       '1/5.',
                                       "moment ('action', 4)",
                                       'arcmage.enchant.timing | Malédiction des os (exemple) est un enchantement '
                                       ': A la joue pendant sa propre mise en jeu.',
                                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses '
                                       'ressources et les prérequis le permettent.',
                                       'arcmage.cards.cost | Coût de Malédiction des os (exemple) : 2 ressources, '
                                       'dont 1 Ost des ténèbres (loyauté).',
                                       'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                       "engagées est de la faction Ost des ténèbres ; le reste, de n'importe "
                                       'quelle faction.',
                                       'arcmage.play.pay | Choix de A — paiement de Malédiction des os (exemple) '
                                       '(A) : 1 Aristocrates + 1 Ost des ténèbres (une branche sur 4 : le moteur '
                                       'les joue toutes)',
                                       'arcmage.play.pay | A engage 1 Aristocrates + 1 Ost des ténèbres : le coût '
                                       'de Malédiction des os (exemple) est payé (23 ressources encore '
                                       'désengagées).',
                                       'arcmage.state.not-in-play | Malédiction des os (exemple), dans la main, '
                                       "n'était pas en jeu : son coût payé et ses prérequis satisfaits, elle peut "
                                       "l'être.",
                                       'arcmage.play.resolve | Malédiction des os (exemple) est mise en jeu et '
                                       'résolue.',
                                       'arcmage.enchant.target | Lecture ouverte « Où se pose un enchantement qui '
                                       'vise une joueuse ? » : attaché à la joueuse visée (lecture par défaut)',
                                       'arcmage.state.enter-untapped | Malédiction des os (exemple) arrive en jeu '
                                       'désengagée (jouée par A).',
                                       'arcmage.enchant.target | Malédiction des os (exemple) vise la joueuse B : '
                                       "le moteur le garde à côté d'elle.",
                                       'arcmage.enchant.duration | Malédiction des os (exemple) reste en jeu '
                                       "jusqu'à ce qu'un effet l'enlève.",
                                       'arcmage.play.permanents | Malédiction des os (exemple), un enchantement '
                                       'payé, est en jeu.',
                                       "moment ('action', 5)",
                                       'arcmage.cards.types | Frappe mesurée (exemple X + 2) est une carte Magie, '
                                       'le type que « Bases » appelle « sort ».',
                                       'arcmage.magic.timing | Frappe mesurée (exemple X + 2) est une carte Magie '
                                       ': A la joue pendant sa propre mise en jeu.',
                                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses '
                                       'ressources et les prérequis le permettent.',
                                       'arcmage.play.x-cost | Frappe mesurée (exemple X + 2) coûte X + 2 ; X = 2 '
                                       "(l'attaque de Mentor, la créature ciblée) : le coût est 2 + 2 = 4 "
                                       'ressources.',
                                       'arcmage.cards.cost | Coût de Frappe mesurée (exemple X + 2) : 4 '
                                       'ressources, dont 1 Empire (loyauté).',
                                       'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                       "engagées est de la faction Empire ; le reste, de n'importe quelle faction.",
                                       'ERREUR trop de branches : le choix « paiement de Frappe mesurée (exemple X '
                                       '+ 2) (A) » de A (10 options) porte le nombre de combinaisons à 25 600, '
                                       'plus que la limite de 4 096 ; fixez ce choix dans le cas (choices:)',
                                       'arcmage.enchant.timing | Relever les morts est un enchantement : A la joue '
                                       'pendant sa propre mise en jeu.',
                                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses '
                                       'ressources et les prérequis le permettent.',
                                       'arcmage.cards.cost | Coût de Relever les morts : 2 ressources, dont 1 Ost '
                                       'des ténèbres (loyauté).',
                                       'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                       "engagées est de la faction Ost des ténèbres ; le reste, de n'importe "
                                       'quelle faction.',
                                       'ERREUR trop de branches : le choix « paiement de Relever les morts (A) » '
                                       'de A (3 options) porte le nombre de combinaisons à 7 680, plus que la '
                                       'limite de 4 096 ; fixez ce choix dans le cas (choices:)',
                                       'arcmage.creature.play | Goule est une créature : A la joue pendant sa '
                                       'propre mise en jeu.',
                                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses '
                                       'ressources et les prérequis le permettent.',
                                       'arcmage.cards.cost | Coût de Goule : 4 ressources, dont 2 Ost des ténèbres '
                                       '(loyauté).',
                                       'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources '
                                       "engagées sont de la faction Ost des ténèbres ; le reste, de n'importe "
                                       'quelle faction.',
                                       'ERREUR trop de branches : le choix « paiement de Goule (A) » de A (6 '
                                       'options) porte le nombre de combinaisons à 15 360, plus que la limite de 4 '
                                       '096 ; fixez ce choix dans le cas (choices:)',
                                       'arcmage.creature.play | Goule est une créature : A la joue pendant sa '
                                       'propre mise en jeu.',
                                       'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses '
                                       'ressources et les prérequis le permettent.',
                                       'arcmage.cards.cost | Coût de Goule : 4 ressources, dont 2 Ost des ténèbres '
                                       '(loyauté).',
                                       'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources '
                                       "engagées sont de la faction Ost des ténèbres ; le reste, de n'importe "
                                       'quelle faction.',
                                       'ERREUR trop de branches : le choix « paiement de Goule (A) » de A (6 '
                                       'options) porte le nombre de combinaisons à 15 360, plus que la limite de 4 '
                                       '096 ; fixez ce choix dans le cas (choices:)',
                                       'tour 1 de A, phase 4',
                                       "A: main ['Frappe mesurée (exemple X + 2)', 'Relever les morts', 'Goule', "
                                       "'Goule'] deck [] cimetière ['Carpe diem'] réserve [] retirées [] "
                                       "ressources {'Aristocrates': [0, 9], 'Enfants de Gaïa': [6, 3], 'Ost des "
                                       "ténèbres': [8, 1], 'Empire': [9, 0]}",
                                       'A: cités Cité de A [Archère elfe 1/5] | armée Bannière elfique (exemple)',
                                       "B: main [] deck [] cimetière ['Revenant'] réserve [] retirées [] "
                                       'ressources {}',
                                       'B: cités Cité de B | armée Conscrit engagée 1/1; Mentor engagée 2/3; '
                                       'Archer mort-vivant 2/1 {Entrave de A} | sur elle Malédiction des os '
                                       '(exemple) player:B',
                                       "refusées [] [] résolues [] payé {'Aristocrates': 1, 'Ost des ténèbres': 1} "
                                       'déplacées [] attaquées [] dévotion {} niveaux {} pioche None reste 0 '
                                       'fondation False perdantes []'],
 'choose_discard_creature': ['arcmage.creature.play | Archer mort-vivant est une créature : A la joue pendant sa '
                             'propre mise en jeu.',
                             'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et '
                             'les prérequis le permettent.',
                             "arcmage.cards.cost | Coût d'Archer mort-vivant : 3 ressources, dont 2 Ost des "
                             'ténèbres (loyauté).',
                             'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources engagées '
                             "sont de la faction Ost des ténèbres ; le reste, de n'importe quelle faction.",
                             "arcmage.play.pay | Choix de A — paiement d'Archer mort-vivant (A) : 3 Ost des "
                             'ténèbres (une branche sur 2 : le moteur les joue toutes)',
                             "arcmage.play.pay | A engage 3 Ost des ténèbres : le coût d'Archer mort-vivant est "
                             'payé (3 ressources encore désengagées).',
                             "arcmage.state.not-in-play | Archer mort-vivant, dans la main, n'était pas en jeu : "
                             "son coût payé et ses prérequis satisfaits, elle peut l'être.",
                             'arcmage.play.resolve | Archer mort-vivant est mise en jeu et résolue.',
                             'arcmage.state.enter-untapped | Archer mort-vivant arrive en jeu désengagée (jouée '
                             'par A).',
                             'arcmage.ability.triggered | Capacité déclenchable de Malédiction des os (exemple) : '
                             "son déclencheur a lieu (entrée en jeu : Archer mort-vivant) ; elle s'active, sans "
                             'choix possible.',
                             "arcmage.ability.triggered | B n'a aucune créature hors de Ost des ténèbres : la "
                             'consigne de Malédiction des os (exemple) est impossible, elle ne défausse rien du '
                             'tout.',
                             'arcmage.creature.play | Archer mort-vivant est placée dans Cité de A.',
                             'arcmage.zones.kingdom | Archer mort-vivant est une résidente de Cité de A.',
                             'arcmage.play.permanents | Archer mort-vivant, une créature payée, est en jeu.',
                             "moment ('action', 1)",
                             "ERREUR aucun choix n'est attendu de cette joueuse",
                             "ERREUR aucun choix n'est attendu de cette joueuse",
                             "ERREUR aucun choix n'est attendu de cette joueuse",
                             'tour 1 de A, phase 4',
                             "A: main ['Archer mort-vivant'] deck [] cimetière [] réserve [] retirées [] "
                             "ressources {'Ost des ténèbres': [0, 3], 'Empire': [3, 0]}",
                             'A: cités Cité de A [Archer mort-vivant 2/1] | armée Goule 3/2; Conscrit 1/1; Mentor '
                             '2/3; Fantassin 1/1',
                             'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                             'B: cités Cité de B | armée  | sur elle Malédiction des os (exemple) player:B',
                             "refusées [] [] résolues [] payé {'Ost des ténèbres': 3} déplacées [] attaquées [] "
                             'dévotion {} niveaux {} pioche None reste 0 fondation False perdantes []'],
 'cities_with_permanent_levels_destroyed': ["arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un "
                                            "évènement se joue n'importe quand.",
                                            'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde '
                                            'rouge (loyauté).',
                                            'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des '
                                            'ressources engagées est de la faction Horde rouge ; le reste, de '
                                            "n'importe quelle faction.",
                                            'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel '
                                            'est payé (2 ressources encore désengagées).',
                                            'arcmage.stack.pile | Choc mortel va sur la pile (1ʳᵉ) : ses effets ne '
                                            'sont pas encore pris en compte.',
                                            'arcmage.stack.event-response | Chacune peut répondre à Choc mortel '
                                            'par un évènement.',
                                            "moment ('action', 1)",
                                            "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un "
                                            "évènement se joue n'importe quand.",
                                            'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde '
                                            'rouge (loyauté).',
                                            'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des '
                                            'ressources engagées est de la faction Horde rouge ; le reste, de '
                                            "n'importe quelle faction.",
                                            'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel '
                                            'est payé (0 ressource encore désengagée).',
                                            'arcmage.stack.event-response | Lecture ouverte « Celle qui a joué un '
                                            'évènement peut-elle y répondre elle-même ? » : oui : toutes les '
                                            'joueuses (lecture par défaut)',
                                            'arcmage.stack.pile | Choc mortel va sur la pile (2ᵉ) : ses effets ne '
                                            'sont pas encore pris en compte.',
                                            'arcmage.stack.pile | A répond à sa propre carte (Choc mortel) : '
                                            'toutes les joueuses, y compris celle qui a joué, peuvent répondre.',
                                            "moment ('action', 2)",
                                            'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne '
                                            "joue d'évènement, la pile se résout du dessus vers le dessous.",
                                            'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel '
                                            '(A).',
                                            'arcmage.play.resolve | Choc mortel est résolue : ses effets se '
                                            'produisent.',
                                            'arcmage.city.damage | Choc mortel inflige 2 dégâts à Forge 2 : sa '
                                            'défense tombe à 0.',
                                            "arcmage.city.destroyed | Forge 2 n'a plus de points de défense : elle "
                                            'est détruite.',
                                            'arcmage.zones.graveyard-owner | Forge 2 va dans le cimetière de sa '
                                            'propriétaire, B.',
                                            'arcmage.city.effects-vanish | Les effets de Forge 2 disparaissent '
                                            'immédiatement.',
                                            'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le '
                                            'cimetière de sa propriétaire, A, le tour même.',
                                            'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne '
                                            "reste pas sur la table : elle n'est plus en jeu.",
                                            'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel '
                                            '(A).',
                                            'arcmage.play.resolve | Choc mortel est résolue : ses effets se '
                                            'produisent.',
                                            'arcmage.city.damage | Choc mortel inflige 2 dégâts à Forge : sa '
                                            'défense tombe à 0.',
                                            "arcmage.city.destroyed | Forge n'a plus de points de défense : elle "
                                            'est détruite.',
                                            'arcmage.zones.graveyard-owner | Forge va dans le cimetière de sa '
                                            'propriétaire, B.',
                                            'arcmage.city.effects-vanish | Les effets de Forge disparaissent '
                                            'immédiatement.',
                                            'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le '
                                            'cimetière de sa propriétaire, A, le tour même.',
                                            'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne '
                                            "reste pas sur la table : elle n'est plus en jeu.",
                                            "moment ('action', 3)",
                                            'tour 1 de A, phase 4',
                                            "A: main [] deck [] cimetière ['Choc mortel', 'Choc mortel'] réserve "
                                            "[] retirées [] ressources {'Horde rouge': [0, 4]}",
                                            'A: cités Cité de A | armée ',
                                            "B: main [] deck [] cimetière ['Armurerie', 'Armurerie'] réserve [] "
                                            'retirées [] ressources {}',
                                            'B: cités Dernière | armée ',
                                            "refusées [] [] résolues ['Choc mortel', 'Choc mortel'] payé {'Horde "
                                            "rouge': 2} déplacées [] attaquées [] dévotion {} niveaux {} pioche "
                                            'None reste 0 fondation False perdantes []'],
 'city_destroyed_in_combat': ['arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                              'arcmage.combat.declare | A attaque Cité de B, cité de B, avec Goule, Mentor et '
                              'Garde royal.',
                              "arcmage.zones.army | Les créatures de l'armée de A peuvent attaquer.",
                              'arcmage.combat.order | Ordre des batailles annoncé : Goule puis Mentor puis Garde '
                              'royal.',
                              'arcmage.combat.step1 | Les attaquantes sont annoncées ; toutes peuvent jouer des '
                              "évènements avant qu'elles soient engagées.",
                              "moment ('action', 1)",
                              "arcmage.stack.closes | B annonce sa défense : plus personne ne joue d'évènement, la "
                              'pile se résout du dessus vers le dessous.',
                              'arcmage.combat.step1 | A engage ses attaquantes : Goule, Mentor et Garde royal.',
                              'arcmage.state.use | Une créature qui attaque est engagée.',
                              'arcmage.combat.defender | La propriétaire de Cité de B, B, est la joueuse '
                              'défenseuse.',
                              "arcmage.zones.army | Fantassin, dans l'armée de B, peut bloquer.",
                              'arcmage.combat.block-choice | B assigne ses bloqueuses : Fantassin sur Garde royal.',
                              "arcmage.combat.blocker-pool | Les bloqueuses viennent de l'armée de B ou de Cité de "
                              'B, la cité attaquée.',
                              'arcmage.combat.block-no-tap | Lecture ouverte « Une créature qui bloque est-elle '
                              'engagée ? » : non : seules les attaquantes sont engagées (lecture par défaut)',
                              "arcmage.combat.block-no-tap | Bloquer n'engage pas : les bloqueuses restent "
                              'désengagées.',
                              "arcmage.combat.plan-lock | La défense est annoncée : le plan d'attaque de A est "
                              'figé.',
                              'arcmage.combat.events | Des évènements peuvent encore être joués avant les '
                              'batailles.',
                              "moment ('action', 2)",
                              'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                              "d'évènement, la pile se résout du dessus vers le dessous.",
                              'arcmage.combat.battles | Le combat se résout bataille par bataille : Goule puis '
                              'Mentor puis Garde royal.',
                              "arcmage.combat.unblocked | Goule n'est pas bloquée : Cité de B perd 3 points de "
                              'défense.',
                              'arcmage.city.damage | Goule inflige 3 dégâts à Cité de B : sa défense tombe à -1.',
                              "arcmage.city.destroyed | Cité de B n'a plus de points de défense : elle est "
                              'détruite.',
                              'arcmage.zones.graveyard-owner | Cité de B va dans le cimetière de sa propriétaire, '
                              'B.',
                              'arcmage.city.destroyed-residents | Entravée, attachée à la cité, va dans le '
                              'cimetière de sa propriétaire, B.',
                              'arcmage.city.destroyed-residents | Lancier, résidente engagée, retourne dans la '
                              'main de sa propriétaire, B.',
                              'arcmage.city.destroyed-residents | Conscrit (désengagée) doit aller dans une autre '
                              "cité (Refuge et Refuge 2) ou dans l'armée : B choisit.",
                              'arcmage.combat.city-gone | Lecture ouverte « Quand la cité attaquée est détruite '
                              'pendant le combat, les batailles restantes ont-elles lieu ? » : oui : les batailles '
                              "bloquées ont lieu, les non bloquées n'infligent rien (lecture par défaut)",
                              'arcmage.combat.city-gone | Cité de B est déjà détruite : Mentor, non bloquée, '
                              "n'inflige rien.",
                              'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Garde royal 3/3 ; '
                              'Fantassin 1/1.',
                              'arcmage.combat.attacker-damage | Bataille de Garde royal (3/3) contre Fantassin : '
                              'elle reçoit 1 dégât, la somme de leurs attaques.',
                              'arcmage.combat.simultaneous | Dégâts simultanés : Garde royal 1, Fantassin 3.',
                              'arcmage.creature.death | Fantassin a subi 3 dégâts ce tour pour une défense de 1 : '
                              'elle meurt.',
                              'arcmage.combat.blocker-death | Fantassin, bloqueuse, meurt.',
                              'arcmage.combat.no-trample | Lecture ouverte « Une attaquante bloquée dont toutes '
                              "les bloqueuses meurent reporte-t-elle ses points d'attaque non attribués sur la "
                              'cité ? » : non : bloquée, elle ne touche jamais la cité (lecture par défaut)',
                              'arcmage.combat.no-trample | Garde royal est bloquée : elle ne fait rien perdre à '
                              'Cité de B, même si ses bloqueuses meurent.',
                              'arcmage.combat.cleanup | Le combat est terminé : les créatures mortes vont au '
                              "cimetière de leur propriétaire, dans l'ordre des morts (Fantassin).",
                              'arcmage.combat.cleanup | Fantassin va dans le cimetière de sa propriétaire, B '
                              '(morte au combat).',
                              "moment ('combat', 1)",
                              "moment ('action', 3)",
                              'ERREUR dites où va la résidente : Conscrit',
                              "ERREUR aucune résidente d'une cité détruite n'attend de destination",
                              "ERREUR Ailleurs n'est pas une autre cité de B : army ou Refuge, Refuge 2",
                              'tour 1 de A, phase 5',
                              'A: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                              'A: cités Cité de A | armée Goule engagée 3/2; Mentor engagée 2/3; Garde royal '
                              'engagée dégâts 1 3/3',
                              "B: main ['Lancier'] deck [] cimetière ['Deux-Ponts', 'Entravée', 'Fantassin'] "
                              "réserve ['Siphon'] retirées [] ressources {}",
                              'B: cités Refuge; Refuge 2 | armée ',
                              "attente evacuate B 0 ('Conscrit',) Cité de B",
                              "combat A→Cité de B (B) annoncées ['Goule', 'Mentor', 'Garde royal'] attaquantes "
                              "['Goule', 'Mentor', 'Garde royal'] blocages {'Garde royal': ['Fantassin']} "
                              "répartition {} mortes ['Fantassin'] cité 3 fini True",
                              "refusées [] [] résolues [] payé {} déplacées [] attaquées ['Cité de B'] dévotion {} "
                              'niveaux {} pioche None reste 0 fondation False perdantes []'],
 'city_of_reads_only_residents': ['tour 1 de A, phase 4',
                                  'A: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                                  'A: cités Cité de A; om;  | armée Goule 3/2',
                                  'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                                  'B: cités Cité de B | armée ',
                                  'refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {} '
                                  'niveaux {} pioche None reste 0 fondation False perdantes []'],
 'combat_details': ['arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                    'arcmage.combat.declare | A attaque Cité de B, cité de B, avec Chevaucheur de loup, Mentor, '
                    'Chef de guerre orc et Goule.',
                    "arcmage.zones.army | Les créatures de l'armée de A peuvent attaquer.",
                    'arcmage.combat.order | Ordre des batailles annoncé : Chevaucheur de loup puis Mentor puis '
                    'Chef de guerre orc puis Goule.',
                    'arcmage.combat.step1 | Les attaquantes sont annoncées ; toutes peuvent jouer des évènements '
                    "avant qu'elles soient engagées.",
                    "moment ('action', 1)",
                    "arcmage.combat.distribute | Action 2 refusée : aucune bataille n'attend de répartition : les "
                    'dégâts se répartissent après les blocages.',
                    "moment ('action', 2)",
                    "arcmage.stack.event-anytime | B joue l'évènement Enlèvement pendant le tour de A : un "
                    "évènement se joue n'importe quand.",
                    'arcmage.setup.active | A reste la joueuse active ; B est passive, même quand elle agit.',
                    "arcmage.cards.cost | Coût d'Enlèvement : 3 ressources, dont 1 Ost des ténèbres (loyauté).",
                    'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est de la '
                    "faction Ost des ténèbres ; le reste, de n'importe quelle faction.",
                    "arcmage.play.pay | B engage 3 Ost des ténèbres : le coût d'Enlèvement est payé (0 ressource "
                    'encore désengagée).',
                    'arcmage.stack.pile | Enlèvement va sur la pile (2ᵉ) : ses effets ne sont pas encore pris en '
                    'compte.',
                    "arcmage.stack.event-response | B répond à l'attaque de A.",
                    "moment ('action', 3)",
                    "arcmage.stack.closes | B annonce sa défense : plus personne ne joue d'évènement, la pile se "
                    'résout du dessus vers le dessous.',
                    'arcmage.stack.pile | Le dessus de la pile se résout : Enlèvement (B).',
                    'arcmage.play.resolve | Enlèvement est résolue : ses effets se produisent.',
                    "arcmage.state.use | Goule est engagée : Enlèvement l'engage (la « marque »).",
                    "arcmage.cards.owner | Enlèvement : Goule va dans l'armée de sa propriétaire, A.",
                    'arcmage.stack.event-discard | Enlèvement, utilisée, va dans le cimetière de sa propriétaire, '
                    'B, le tour même.',
                    'arcmage.play.played-vs-in-play | Enlèvement a été jouée mais ne reste pas sur la table : elle '
                    "n'est plus en jeu.",
                    "arcmage.combat.step1 | Goule a été engagée entre-temps : elle n'attaque pas.",
                    'arcmage.combat.step1 | A engage ses attaquantes : Chevaucheur de loup, Mentor et Chef de '
                    'guerre orc.',
                    'arcmage.state.use | Une créature qui attaque est engagée.',
                    'arcmage.combat.defender | La propriétaire de Cité de B, B, est la joueuse défenseuse.',
                    "arcmage.zones.army | Conscrit, dans l'armée de B, peut bloquer.",
                    "arcmage.zones.army | Fantassin, dans l'armée de B, peut bloquer.",
                    "arcmage.zones.army | Garde royal, dans l'armée de B, peut bloquer.",
                    "arcmage.zones.army | Lancier, dans l'armée de B, peut bloquer.",
                    'arcmage.combat.block-choice | B assigne ses bloqueuses : Conscrit sur Chevaucheur de loup ; '
                    'Fantassin sur Mentor ; Garde royal, Lancier sur Chef de guerre orc.',
                    "arcmage.combat.blocker-pool | Les bloqueuses viennent de l'armée de B ou de Cité de B, la "
                    'cité attaquée.',
                    'arcmage.combat.block-no-tap | Lecture ouverte « Une créature qui bloque est-elle engagée ? » '
                    ': non : seules les attaquantes sont engagées (lecture par défaut)',
                    "arcmage.combat.block-no-tap | Bloquer n'engage pas : les bloqueuses restent désengagées.",
                    "arcmage.combat.plan-lock | La défense est annoncée : le plan d'attaque de A est figé.",
                    'arcmage.combat.events | Des évènements peuvent encore être joués avant les batailles.',
                    "moment ('action', 4)",
                    "moment ('action', 5)",
                    "arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue d'évènement, la "
                    'pile se résout du dessus vers le dessous.',
                    'arcmage.combat.battles | Le combat se résout bataille par bataille : Chevaucheur de loup puis '
                    'Mentor puis Chef de guerre orc.',
                    'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Chevaucheur de loup 3/1 ; '
                    'Conscrit 1/1.',
                    'arcmage.combat.attacker-damage | Bataille de Chevaucheur de loup (3/1) contre Conscrit : elle '
                    'reçoit 1 dégât, la somme de leurs attaques.',
                    'arcmage.combat.simultaneous | Dégâts simultanés : Chevaucheur de loup 1, Conscrit 3.',
                    'arcmage.creature.death | Chevaucheur de loup a subi 1 dégât ce tour pour une défense de 1 : '
                    'elle meurt.',
                    'arcmage.creature.death | Conscrit a subi 3 dégâts ce tour pour une défense de 1 : elle meurt.',
                    'arcmage.combat.blocker-death | Conscrit, bloqueuse, meurt.',
                    'arcmage.combat.no-trample | Lecture ouverte « Une attaquante bloquée dont toutes les '
                    "bloqueuses meurent reporte-t-elle ses points d'attaque non attribués sur la cité ? » : non : "
                    'bloquée, elle ne touche jamais la cité (lecture par défaut)',
                    'arcmage.combat.no-trample | Chevaucheur de loup est bloquée : elle ne fait rien perdre à Cité '
                    'de B, même si ses bloqueuses meurent.',
                    'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Mentor 2/3 ; Fantassin 1/1.',
                    'arcmage.combat.attacker-damage | Bataille de Mentor (2/3) contre Fantassin : elle reçoit 1 '
                    'dégât, la somme de leurs attaques.',
                    'arcmage.combat.simultaneous | Dégâts simultanés : Mentor 2, Fantassin 2.',
                    'arcmage.creature.death | Fantassin a subi 2 dégâts ce tour pour une défense de 1 : elle '
                    'meurt.',
                    'arcmage.combat.blocker-death | Fantassin, bloqueuse, meurt.',
                    'arcmage.combat.no-trample | Mentor est bloquée : elle ne fait rien perdre à Cité de B, même '
                    'si ses bloqueuses meurent.',
                    'arcmage.combat.distribute | A répartit les 4 dégâts de Chef de guerre orc : 4 sur Garde '
                    'royal.',
                    'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Chef de guerre orc 4/3 ; '
                    'Garde royal 3/3, Lancier 1/1.',
                    'arcmage.combat.attacker-damage | Bataille de Chef de guerre orc (4/3) contre Garde royal et '
                    'Lancier : elle reçoit 4 dégâts, la somme de leurs attaques.',
                    'arcmage.combat.simultaneous | Dégâts simultanés : Chef de guerre orc 4, Garde royal 4, '
                    'Lancier 0.',
                    'arcmage.creature.death | Chef de guerre orc a subi 4 dégâts ce tour pour une défense de 3 : '
                    'elle meurt.',
                    'arcmage.combat.dead-between | Lecture ouverte « Une créature morte dans une bataille '
                    "garde-t-elle ses capacités passives jusqu'au nettoyage du combat ? » : non : ses effets "
                    'cessent à sa mort (lecture par défaut)',
                    'arcmage.creature.death | Garde royal a subi 4 dégâts ce tour pour une défense de 3 : elle '
                    'meurt.',
                    'arcmage.combat.blocker-death | Garde royal, bloqueuse, meurt.',
                    'arcmage.combat.no-trample | Chef de guerre orc est bloquée : elle ne fait rien perdre à Cité '
                    'de B, même si ses bloqueuses meurent.',
                    'arcmage.combat.cleanup | Le combat est terminé : les créatures mortes vont au cimetière de '
                    "leur propriétaire, dans l'ordre des morts (Chevaucheur de loup, Conscrit, Fantassin, Chef de "
                    'guerre orc et Garde royal).',
                    "arcmage.combat.cleanup | Lecture ouverte « Dans quel ordre les mortes d'un combat "
                    "arrivent-elles au cimetière ? » : dans l'ordre des morts, bataille par bataille (lecture par "
                    'défaut)',
                    'arcmage.combat.cleanup | Chevaucheur de loup va dans le cimetière de sa propriétaire, A '
                    '(morte au combat).',
                    'arcmage.ability.triggered | Capacité déclenchable de Chevaucheur de loup : son déclencheur a '
                    "lieu (mort : Chevaucheur de loup) ; elle s'active, sans choix possible.",
                    "arcmage.state.enter-untapped | Petit jeton orc (Chevaucheur de loup) arrive dans l'armée de A "
                    'désengagée.',
                    'arcmage.combat.cleanup | Conscrit va dans le cimetière de sa propriétaire, B (morte au '
                    'combat).',
                    'arcmage.combat.cleanup | Fantassin va dans le cimetière de sa propriétaire, B (morte au '
                    'combat).',
                    'arcmage.combat.cleanup | Chef de guerre orc va dans le cimetière de sa propriétaire, A (morte '
                    'au combat).',
                    'arcmage.ability.passive | Chef de guerre orc quitte le jeu : sa capacité passive cesse.',
                    'arcmage.combat.cleanup | Garde royal va dans le cimetière de sa propriétaire, B (morte au '
                    'combat).',
                    "moment ('combat', 1)",
                    "moment ('action', 6)",
                    'tour 1 de A, phase 5',
                    "A: main [] deck [] cimetière ['Chevaucheur de loup', 'Chef de guerre orc'] réserve [] "
                    'retirées [] ressources {}',
                    'A: cités Cité de A | armée Mentor engagée dégâts 2 2/3; Goule engagée 3/2; Petit jeton orc '
                    '1/1',
                    "B: main [] deck [] cimetière ['Enlèvement', 'Conscrit', 'Fantassin', 'Garde royal'] réserve "
                    "[] retirées [] ressources {'Ost des ténèbres': [0, 3]}",
                    'B: cités Cité de B | armée Lancier 1/1',
                    "combat A→Cité de B (B) annoncées ['Chevaucheur de loup', 'Mentor', 'Chef de guerre orc', "
                    "'Goule'] attaquantes ['Chevaucheur de loup', 'Mentor', 'Chef de guerre orc'] blocages "
                    "{'Chevaucheur de loup': ['Conscrit'], 'Mentor': ['Fantassin'], 'Chef de guerre orc': ['Garde "
                    "royal', 'Lancier']} répartition {'Chef de guerre orc': {'Garde royal': 4}} mortes "
                    "['Chevaucheur de loup', 'Conscrit', 'Fantassin', 'Chef de guerre orc', 'Garde royal'] cité 0 "
                    'fini True',
                    "refusées [2] ['arcmage.combat.distribute'] résolues ['Enlèvement'] payé {'Ost des ténèbres': "
                    "3} déplacées [] attaquées ['Cité de B'] dévotion {} niveaux {} pioche None reste 0 fondation "
                    'False perdantes []'],
 'devotees_taken_or_tapped_in_between': ['arcmage.devotion.procedure | A choisit Cité de A (1ʳᵉ cité) et déclare '
                                         'en une fois ses dévouées : Goule, Mentor et Garde royal ; chacune peut '
                                         'réagir.',
                                         "moment ('action', 1)",
                                         "arcmage.stack.event-anytime | B joue l'évènement Enlèvement pendant le "
                                         "tour de A : un évènement se joue n'importe quand.",
                                         'arcmage.setup.active | A reste la joueuse active ; B est passive, même '
                                         'quand elle agit.',
                                         "arcmage.cards.cost | Coût d'Enlèvement : 3 ressources, dont 1 Ost des "
                                         'ténèbres (loyauté).',
                                         'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des '
                                         'ressources engagées est de la faction Ost des ténèbres ; le reste, de '
                                         "n'importe quelle faction.",
                                         "arcmage.play.pay | B engage 3 Ost des ténèbres : le coût d'Enlèvement "
                                         'est payé (6 ressources encore désengagées).',
                                         'arcmage.stack.pile | Enlèvement va sur la pile (2ᵉ) : ses effets ne sont '
                                         'pas encore pris en compte.',
                                         'arcmage.stack.event-response | B répond à la dévotion de Cité de A.',
                                         "moment ('action', 2)",
                                         "arcmage.stack.event-anytime | B joue l'évènement Marque pendant le tour "
                                         "de A : un évènement se joue n'importe quand.",
                                         'arcmage.setup.active | A reste la joueuse active ; B est passive, même '
                                         'quand elle agit.',
                                         'arcmage.cards.cost | Coût de Marque : 3 ressources, dont 1 Ost des '
                                         'ténèbres (loyauté).',
                                         'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des '
                                         'ressources engagées est de la faction Ost des ténèbres ; le reste, de '
                                         "n'importe quelle faction.",
                                         'arcmage.play.pay | B engage 3 Ost des ténèbres : le coût de Marque est '
                                         'payé (3 ressources encore désengagées).',
                                         'arcmage.stack.event-response | Lecture ouverte « Celle qui a joué un '
                                         'évènement peut-elle y répondre elle-même ? » : oui : toutes les joueuses '
                                         '(lecture par défaut)',
                                         'arcmage.stack.pile | Marque va sur la pile (3ᵉ) : ses effets ne sont pas '
                                         'encore pris en compte.',
                                         'arcmage.stack.pile | B répond à sa propre carte (Enlèvement) : toutes '
                                         'les joueuses, y compris celle qui a joué, peuvent répondre.',
                                         "moment ('action', 3)",
                                         'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne '
                                         "joue d'évènement, la pile se résout du dessus vers le dessous.",
                                         'arcmage.stack.pile | Le dessus de la pile se résout : Marque (B).',
                                         'arcmage.play.resolve | Marque est résolue : ses effets se produisent.',
                                         "arcmage.state.use | Mentor est engagée : Marque l'engage (la « marque "
                                         '»).',
                                         'arcmage.stack.event-discard | Marque, utilisée, va dans le cimetière de '
                                         'sa propriétaire, B, le tour même.',
                                         'arcmage.play.played-vs-in-play | Marque a été jouée mais ne reste pas '
                                         "sur la table : elle n'est plus en jeu.",
                                         'arcmage.stack.pile | Le dessus de la pile se résout : Enlèvement (B).',
                                         'arcmage.play.resolve | Enlèvement est résolue : ses effets se '
                                         'produisent.',
                                         "arcmage.state.use | Goule est engagée : Enlèvement l'engage (la « marque "
                                         '»).',
                                         "arcmage.cards.owner | Enlèvement : Goule va dans l'armée de sa "
                                         'propriétaire, A.',
                                         'arcmage.stack.event-discard | Enlèvement, utilisée, va dans le cimetière '
                                         'de sa propriétaire, B, le tour même.',
                                         'arcmage.play.played-vs-in-play | Enlèvement a été jouée mais ne reste '
                                         "pas sur la table : elle n'est plus en jeu.",
                                         'arcmage.devotion.lost-devotee | Lecture ouverte « Une résidente déclarée '
                                         'dévouée puis tuée en réponse compte-t-elle dans la dévotion ? » : non : '
                                         'la dévotion se calcule avec celles qui sont engagées (lecture par '
                                         'défaut)',
                                         "arcmage.devotion.lost-devotee | Goule, déclarée, n'est plus une "
                                         "résidente en jeu : elle n'est pas engagée et sa loyauté ne compte pas.",
                                         'arcmage.devotion.lost-devotee | Mentor, déclarée, a été engagée '
                                         'entre-temps : elle ne peut plus être engagée pour sa dévotion, sa '
                                         'loyauté ne compte pas.',
                                         'arcmage.devotion.devote | Garde royal est engagée : dévotion envers Cité '
                                         'de A.',
                                         'arcmage.devotion.value | Dévotion de Cité de A : 2 (Garde royal) = 2.',
                                         'arcmage.devotion.levels | Niveaux de Cité de A : 1, 2 ; atteints : 1, 2.',
                                         'arcmage.devotion.trigger | Niveau 1 de Cité de A : son effet se '
                                         'déclenche, obligatoirement (du plus bas au plus haut).',
                                         "arcmage.devotion.kinds | L'effet du niveau 1 de Cité de A n'est pas "
                                         'modélisé par le moteur.',
                                         'arcmage.devotion.trigger | Niveau 2 de Cité de A : son effet se '
                                         'déclenche, obligatoirement (du plus bas au plus haut).',
                                         'arcmage.devotion.kinds | Niveau 2 : un effet unique.',
                                         'arcmage.zones.deck | A pioche 1 carte sur le dessus de son deck (effet '
                                         'de Cité de A) : Archiviste.',
                                         "moment ('action', 4)",
                                         'arcmage.devotion.procedure | A choisit Autre (2ᵉ cité) et déclare en une '
                                         'fois ses dévouées : Lancier ; chacune peut réagir.',
                                         "moment ('action', 5)",
                                         "arcmage.stack.event-anytime | B joue l'évènement Oubli pendant le tour "
                                         "de A : un évènement se joue n'importe quand.",
                                         'arcmage.setup.active | A reste la joueuse active ; B est passive, même '
                                         'quand elle agit.',
                                         "arcmage.cards.cost | Coût d'Oubli : 3 ressources, dont 1 Ost des "
                                         'ténèbres (loyauté).',
                                         'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des '
                                         'ressources engagées est de la faction Ost des ténèbres ; le reste, de '
                                         "n'importe quelle faction.",
                                         "arcmage.play.pay | B engage 3 Ost des ténèbres : le coût d'Oubli est "
                                         'payé (0 ressource encore désengagée).',
                                         'arcmage.stack.pile | Oubli va sur la pile (2ᵉ) : ses effets ne sont pas '
                                         'encore pris en compte.',
                                         "arcmage.stack.event-response | B répond à la dévotion d'Autre.",
                                         "moment ('action', 6)",
                                         "arcmage.devotion.procedure | Action 7 refusée : les dévouées d'Autre se "
                                         'déclarent toutes en une fois.',
                                         "moment ('action', 7)",
                                         'arcmage.ability.triggered | Action 8 refusée : A doit défausser 1 carte '
                                         '({by: A, discard: […]}) avant de passer à la phase 7 (défausse).',
                                         "moment ('action', 8)",
                                         'arcmage.turn.discard-passive | Action 9 refusée : B est passive : seule '
                                         'sa propre phase de défausse limite sa main (0 carte).',
                                         "moment ('action', 9)",
                                         "arcmage.devotion.procedure | Action 10 refusée : les dévouées d'Autre se "
                                         'déclarent toutes en une fois.',
                                         "moment ('action', 10)",
                                         'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne '
                                         "joue d'évènement, la pile se résout du dessus vers le dessous.",
                                         'arcmage.stack.pile | Le dessus de la pile se résout : Oubli (B).',
                                         'arcmage.play.resolve | Oubli est résolue : ses effets se produisent.',
                                         "arcmage.ability.triggered | B n'a pas de carte à défausser (Oubli) : la "
                                         'consigne ne fait rien.',
                                         'arcmage.stack.event-discard | Oubli, utilisée, va dans le cimetière de '
                                         'sa propriétaire, B, le tour même.',
                                         'arcmage.play.played-vs-in-play | Oubli a été jouée mais ne reste pas sur '
                                         "la table : elle n'est plus en jeu.",
                                         "moment ('action', 11)",
                                         'tour 1 de A, phase 3',
                                         "A: main ['Colibri', 'Rossignol', 'Archiviste'] deck ['Shatis'] cimetière "
                                         '[] réserve [] retirées [] ressources {}',
                                         'A: cités Cité de A [Mentor engagée 2/3, Garde royal engagée 3/3]; Autre '
                                         '[Lancier 1/1] | armée Goule engagée 3/2',
                                         "B: main [] deck [] cimetière ['Marque', 'Enlèvement', 'Oubli'] réserve "
                                         "[] retirées [] ressources {'Ost des ténèbres': [0, 9]}",
                                         'B: cités Cité de B | armée ',
                                         "pile devotion:dévotion d'Autre:A",
                                         'attente discard A 1 () Oubli',
                                         "refusées [7, 8, 9, 10] ['arcmage.devotion.procedure', "
                                         "'arcmage.ability.triggered', 'arcmage.turn.discard-passive', "
                                         "'arcmage.devotion.procedure'] résolues ['Marque', 'Enlèvement', 'Oubli'] "
                                         "payé {'Ost des ténèbres': 3} déplacées [] attaquées [] dévotion {'Cité "
                                         "de A': 2} niveaux {} pioche None reste 0 fondation False perdantes []"],
 'devotion_city_destroyed_before': ['arcmage.devotion.procedure | A choisit Cité de A (1ʳᵉ cité) et déclare en une '
                                    'fois ses dévouées : Mentor et Garde royal ; chacune peut réagir.',
                                    "moment ('action', 1)",
                                    "arcmage.stack.event-anytime | B joue l'évènement Choc mortel pendant le tour "
                                    "de A : un évènement se joue n'importe quand.",
                                    'arcmage.setup.active | A reste la joueuse active ; B est passive, même quand '
                                    'elle agit.',
                                    'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge '
                                    '(loyauté).',
                                    'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                    "engagées est de la faction Horde rouge ; le reste, de n'importe quelle "
                                    'faction.',
                                    'arcmage.play.pay | B engage 2 Horde rouge : le coût de Choc mortel est payé '
                                    '(0 ressource encore désengagée).',
                                    'arcmage.stack.pile | Choc mortel va sur la pile (2ᵉ) : ses effets ne sont pas '
                                    'encore pris en compte.',
                                    'arcmage.stack.event-response | B répond à la dévotion de Cité de A.',
                                    "moment ('action', 2)",
                                    'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                                    "d'évènement, la pile se résout du dessus vers le dessous.",
                                    'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (B).',
                                    'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                                    'arcmage.city.damage | Choc mortel inflige 2 dégâts à Cité de A : sa défense '
                                    'tombe à -1.',
                                    "arcmage.city.destroyed | Cité de A n'a plus de points de défense : elle est "
                                    'détruite.',
                                    'arcmage.zones.graveyard-owner | Cité de A va dans le cimetière de sa '
                                    'propriétaire, A.',
                                    'arcmage.city.destroyed-residents | Mentor et Garde royal (désengagées) '
                                    "doivent aller dans une autre cité (Autre) ou dans l'armée : A choisit.",
                                    'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de '
                                    'sa propriétaire, B, le tour même.',
                                    'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas '
                                    "sur la table : elle n'est plus en jeu.",
                                    "moment ('action', 3)",
                                    'arcmage.city.evacuation-taps | Lecture ouverte « Quitter une cité détruite '
                                    "engage-t-il la résidente ? » : oui : c'est un déplacement, qui engage "
                                    '(lecture par défaut)',
                                    "arcmage.city.evacuation-taps | Mentor quitte Cité de A détruite pour l'armée "
                                    'et est engagée par ce déplacement.',
                                    "arcmage.move.city-once | Quitter une cité détruite échappe à la limite d'un "
                                    "déplacement par cité et par tour (l'armée peut déjà avoir servi).",
                                    'arcmage.city.evacuation-taps | Garde royal quitte Cité de A détruite pour '
                                    'Autre et est engagée par ce déplacement.',
                                    "arcmage.move.city-once | Quitter une cité détruite échappe à la limite d'un "
                                    'déplacement par cité et par tour (Autre peut déjà avoir servi).',
                                    "moment ('action', 4)",
                                    'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                                    "d'évènement, la pile se résout du dessus vers le dessous.",
                                    "arcmage.city.effects-vanish | Cité de A n'est plus en jeu : sa dévotion n'a "
                                    'pas lieu.',
                                    "moment ('action', 5)",
                                    'tour 1 de A, phase 3',
                                    "A: main [] deck [] cimetière ['Deux-Ponts'] réserve [] retirées [] ressources "
                                    '{}',
                                    'A: cités Autre [Garde royal engagée 3/3] | armée Mentor engagée 2/3',
                                    "B: main [] deck [] cimetière ['Choc mortel'] réserve [] retirées [] "
                                    "ressources {'Horde rouge': [0, 2]}",
                                    'B: cités Cité de B | armée ',
                                    "refusées [] [] résolues ['Choc mortel'] payé {'Horde rouge': 2} déplacées [] "
                                    'attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation False '
                                    'perdantes []'],
 'devotion_level_waits': ["arcmage.devotion.devote | Action 1 refusée : Nulle part n'est pas une cité en jeu de A.",
                          "moment ('action', 1)",
                          "arcmage.devotion.devote | Action 2 refusée : Goule n'est pas une cité en jeu de A.",
                          "moment ('action', 2)",
                          'arcmage.devotion.procedure | A choisit Cité de A (1ʳᵉ cité) et déclare en une fois ses '
                          'dévouées : Goule, Revenant, Mentor et Garde royal ; chacune peut réagir.',
                          "moment ('action', 3)",
                          "arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue d'évènement, "
                          'la pile se résout du dessus vers le dessous.',
                          'arcmage.devotion.devote | Goule, Revenant, Mentor et Garde royal sont engagées : '
                          'dévotion envers Cité de A.',
                          'arcmage.devotion.value | Dévotion de Cité de A : 2 (Goule) + 1 (Revenant) + 2 (Mentor) '
                          '+ 2 (Garde royal) = 7.',
                          'arcmage.devotion.levels | Niveaux de Cité de A : 3, 5, 7 ; atteints : 3, 5, 7.',
                          'arcmage.devotion.trigger | Niveau 3 de Cité de A : son effet se déclenche, '
                          'obligatoirement (du plus bas au plus haut).',
                          'arcmage.devotion.kinds | Niveau 3 : un effet unique.',
                          'arcmage.devotion.trigger | Un choix est attendu : les niveaux 5, 7 de Cité de A se '
                          'déclencheront ensuite.',
                          "moment ('action', 4)",
                          'tour 1 de A, phase 3',
                          "A: main ['Colibri', 'Rossignol', 'Archiviste'] deck ['Mentor'] cimetière [] réserve [] "
                          'retirées [] ressources {}',
                          'A: cités Cité de A [Goule engagée 3/2, Revenant engagée 1/1, Mentor engagée 2/3, Garde '
                          'royal engagée 3/3] | armée ',
                          "B: main ['Colibri', 'Rossignol', 'Archiviste'] deck [] cimetière [] réserve [] retirées "
                          '[] ressources {}',
                          'B: cités Cité de B | armée ',
                          'pile levels:niveaux de Cité de A:A',
                          'attente discard A 2 () Cité de A',
                          'ensuite discard B 2 ()',
                          "refusées [1, 2] ['arcmage.devotion.devote', 'arcmage.devotion.devote'] résolues [] payé "
                          "{} déplacées [] attaquées [] dévotion {'Cité de A': 7} niveaux {} pioche None reste 0 "
                          'fondation False perdantes []',
                          "ERREUR aucun choix n'est attendu de cette joueuse",
                          'arcmage.zones.graveyard | A défausse Colibri et Rossignol (Cité de A) : dans son '
                          "cimetière, dans l'ordre, la dernière sur le dessus.",
                          "moment ('action', 6)",
                          'arcmage.ability.triggered | Action 7 refusée : B doit défausser exactement 2 cartes '
                          '(Cité de A), pas 1.',
                          "moment ('action', 7)",
                          'arcmage.zones.graveyard | B défausse Colibri et Archiviste (Cité de A) : dans son '
                          "cimetière, dans l'ordre, la dernière sur le dessus.",
                          "moment ('action', 8)",
                          "arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue d'évènement, "
                          'la pile se résout du dessus vers le dessous.',
                          'arcmage.devotion.trigger | Niveau 5 de Cité de A : son effet se déclenche, '
                          'obligatoirement (du plus bas au plus haut).',
                          'arcmage.devotion.kinds | Niveau 5 : un effet unique.',
                          'arcmage.zones.deck | A pioche 1 carte sur le dessus de son deck (effet de Cité de A) : '
                          'Mentor.',
                          'arcmage.devotion.trigger | Niveau 7 de Cité de A : son effet se déclenche, '
                          'obligatoirement (du plus bas au plus haut).',
                          "arcmage.devotion.kinds | L'effet du niveau 7 de Cité de A n'est pas modélisé par le "
                          'moteur.',
                          "moment ('action', 9)",
                          'tour 1 de A, phase 3',
                          "A: main ['Archiviste', 'Mentor'] deck [] cimetière ['Colibri', 'Rossignol'] réserve [] "
                          'retirées [] ressources {}',
                          'A: cités Cité de A [Goule engagée 3/2, Revenant engagée 1/1, Mentor engagée 2/3, Garde '
                          'royal engagée 3/3] | armée ',
                          "B: main ['Rossignol'] deck [] cimetière ['Colibri', 'Archiviste'] réserve [] retirées "
                          '[] ressources {}',
                          'B: cités Cité de B | armée ',
                          "refusées [1, 2, 7] ['arcmage.devotion.devote', 'arcmage.devotion.devote', "
                          "'arcmage.ability.triggered'] résolues [] payé {} déplacées [] attaquées [] dévotion "
                          "{'Cité de A': 7} niveaux {} pioche None reste 0 fondation False perdantes []"],
 'devotion_removed_target': ['arcmage.zones.removed | Action 1 refusée : Botaniste a été retirée de la partie : '
                             "aucun effet ne la reprend, elle n'est plus au cimetière.",
                             "moment ('action', 1)",
                             'arcmage.devotion.procedure | A choisit Cité de A (1ʳᵉ cité) et déclare en une fois '
                             'ses dévouées : Goule et Mentor ; chacune peut réagir.',
                             "moment ('action', 2)",
                             'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                             "d'évènement, la pile se résout du dessus vers le dessous.",
                             'arcmage.devotion.devote | Goule et Mentor sont engagées : dévotion envers Cité de A.',
                             'arcmage.devotion.value | Dévotion de Cité de A : 2 (Goule) + 2 (Mentor) = 4.',
                             'arcmage.devotion.levels | Niveaux de Cité de A : 3, 7 ; atteint : 3.',
                             'arcmage.devotion.trigger | Niveau 3 de Cité de A : son effet se déclenche, '
                             'obligatoirement (du plus bas au plus haut).',
                             'arcmage.devotion.kinds | Niveau 3 : un effet unique.',
                             'arcmage.devotion.kinds | Effet unique de Cité de A : Conscrit revient du cimetière '
                             'de A.',
                             'arcmage.state.enter-untapped | Conscrit arrive en jeu désengagée (reprise du '
                             'cimetière par Cité de A).',
                             'arcmage.zones.removed | Conscrit sera retirée de la partie au début du prochain tour '
                             'de A.',
                             "moment ('action', 3)",
                             'tour 1 de A, phase 3',
                             "A: main [] deck [] cimetière [] réserve [] retirées ['Botaniste'] ressources {}",
                             'A: cités Cité de A [Goule engagée 3/2, Mentor engagée 2/3] | armée Conscrit 1/1',
                             'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                             'B: cités Cité de B | armée ',
                             "refusées [1] ['arcmage.zones.removed'] résolues [] payé {} déplacées [] attaquées [] "
                             "dévotion {'Cité de A': 4} niveaux {} pioche None reste 0 fondation False perdantes "
                             '[]'],
 'devotion_renew_and_lapse': ['arcmage.turn.phases | Tour 3 de A : phase 2 (pioche et ressource).',
                              'arcmage.turn.draw-options | A choisit : piocher 2 cartes et ne jouer aucune '
                              'ressource.',
                              'arcmage.zones.deck | A pioche 2 cartes sur le dessus de son deck (phase de pioche) '
                              ': Goule et Goule.',
                              "moment ('action', 1)",
                              'arcmage.turn.phases | Tour 3 de A : phase 3 (dévotion).',
                              'arcmage.turn.devotion | A peut dévouer des résidentes à leur cité.',
                              'arcmage.devotion.procedure | A choisit Cité de A (1ʳᵉ cité) et déclare en une fois '
                              'ses dévouées : Mentor ; chacune peut réagir.',
                              "moment ('action', 2)",
                              'arcmage.stack.closes | La joueuse active passe à une autre phase : plus personne ne '
                              "joue d'évènement, la pile se résout du dessus vers le dessous.",
                              'arcmage.devotion.devote | Mentor est engagée : dévotion envers Cité de A.',
                              'arcmage.devotion.value | Dévotion de Cité de A : 2 (Mentor) = 2.',
                              'arcmage.devotion.levels | Niveaux de Cité de A : 2, 4 ; atteint : 2.',
                              'arcmage.devotion.trigger | Niveau 2 de Cité de A : son effet se déclenche, '
                              'obligatoirement (du plus bas au plus haut).',
                              "arcmage.devotion.kinds | Niveau 2 : un effet permanent, actif tant qu'il est "
                              'renouvelé.',
                              'arcmage.devotion.renew | Le niveau 2 de Cité de A est atteint de nouveau : son '
                              'effet permanent est renouvelé.',
                              'arcmage.devotion.renew | Lecture ouverte « Un effet permanent de dévotion est-il '
                              'renouvelé par une dévotion plus faible que son niveau ? » : non : seulement si son '
                              'niveau est atteint de nouveau (lecture par défaut)',
                              "arcmage.devotion.renew | La dévotion de Cité de A n'atteint pas le niveau 4 ce "
                              'tour-ci (2 points) : son effet permanent disparaît.',
                              "arcmage.devotion.renew | La dévotion de Camp n'atteint pas le niveau 3 ce tour-ci "
                              '(0 point) : son effet permanent disparaît.',
                              'arcmage.turn.phases | Tour 3 de A : phase 4 (mise en jeu).',
                              "moment ('action', 3)",
                              'arcmage.turn.order | Action 4 refusée : le tour est en phase 4 (mise en jeu) : on '
                              'ne revient pas à la phase 3 (dévotion).',
                              "moment ('action', 4)",
                              'tour 3 de A, phase 4',
                              "A: main ['Goule', 'Goule'] deck [] cimetière [] réserve [] retirées [] ressources "
                              '{}',
                              'A: cités Cité de A [Mentor engagée 3/4]; Camp [Délégué syndical gobelin 2/2] | '
                              'armée Conscrit 2/2; Grand frère 1/2',
                              'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                              'B: cités Cité de B | armée ',
                              "refusées [4] ['arcmage.turn.order'] résolues [] payé {} déplacées [] attaquées [] "
                              "dévotion {'Cité de A': 2} niveaux {'Cité de A': {2: 3}, 'Camp': {}} pioche 2 reste "
                              '0 fondation False perdantes []'],
 'devotion_story': ['arcmage.devotion.devote | Action 1 refusée : seule la joueuse active (A) dévoue des '
                    'résidentes, pendant sa phase de dévotion.',
                    "moment ('action', 1)",
                    "arcmage.devotion.devote | Action 2 refusée : Cité de B n'est pas une cité en jeu de A.",
                    "moment ('action', 2)",
                    "arcmage.devotion.devote | Action 3 refusée : Mentor n'est pas une résidente de Cité de A.",
                    "moment ('action', 3)",
                    'arcmage.state.no-double-tap | Action 4 refusée : Sorcier est déjà engagée : elle ne peut pas '
                    'être engagée pour sa dévotion.',
                    "moment ('action', 4)",
                    'arcmage.devotion.procedure | A choisit Cité de A (1ʳᵉ cité) et déclare en une fois ses '
                    'dévouées : Chef de guerre orc et Grand frère ; chacune peut réagir.',
                    "moment ('action', 5)",
                    'arcmage.devotion.procedure | Action 6 refusée : les dévouées de Cité de A se déclarent toutes '
                    'en une fois.',
                    "moment ('action', 6)",
                    "arcmage.stack.closes | A passe à une autre cité : plus personne ne joue d'évènement, la pile "
                    'se résout du dessus vers le dessous.',
                    'arcmage.devotion.devote | Chef de guerre orc et Grand frère sont engagées : dévotion envers '
                    'Cité de A.',
                    'arcmage.devotion.value | Dévotion de Cité de A : 3 (Chef de guerre orc) + 1 (Grand frère) = '
                    '4.',
                    'arcmage.devotion.levels | Niveaux de Cité de A : 2, 5 ; atteint : 2.',
                    'arcmage.devotion.trigger | Niveau 2 de Cité de A : son effet se déclenche, obligatoirement '
                    '(du plus bas au plus haut).',
                    'arcmage.devotion.kinds | Niveau 2 : un effet unique.',
                    "arcmage.state.enter-untapped | Petit jeton orc (Cité de A) arrive dans l'armée de A engagée : "
                    'le texte le dit explicitement.',
                    'arcmage.devotion.procedure | A choisit Caserne A (2ᵉ cité) et déclare en une fois ses '
                    'dévouées : Mentor et Lancier ; chacune peut réagir.',
                    "moment ('action', 7)",
                    "arcmage.stack.closes | A passe à une autre cité : plus personne ne joue d'évènement, la pile "
                    'se résout du dessus vers le dessous.',
                    'arcmage.devotion.devote | Mentor et Lancier sont engagées : dévotion envers Caserne A.',
                    'arcmage.devotion.value | Dévotion de Caserne A : 2 (Mentor) + 2 (Lancier) = 4.',
                    'arcmage.devotion.levels | Niveaux de Caserne A : 2, 4 ; atteints : 2, 4.',
                    'arcmage.devotion.trigger | Niveau 2 de Caserne A : son effet se déclenche, obligatoirement '
                    '(du plus bas au plus haut).',
                    "arcmage.devotion.kinds | Niveau 2 : un effet permanent, actif tant qu'il est renouvelé.",
                    'arcmage.devotion.trigger | Niveau 4 de Caserne A : son effet se déclenche, obligatoirement '
                    '(du plus bas au plus haut).',
                    "arcmage.devotion.kinds | L'effet du niveau 4 de Caserne A n'est pas modélisé par le moteur.",
                    'arcmage.devotion.procedure | A choisit Biblio (3ᵉ cité) et déclare en une fois ses dévouées : '
                    'Goule et Revenant ; chacune peut réagir.',
                    "moment ('action', 8)",
                    "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se joue n'importe "
                    'quand.',
                    'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge (loyauté).',
                    'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est de la '
                    "faction Horde rouge ; le reste, de n'importe quelle faction.",
                    'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est payé (0 ressource '
                    'encore désengagée).',
                    'arcmage.stack.event-response | Lecture ouverte « Celle qui a joué un évènement peut-elle y '
                    'répondre elle-même ? » : oui : toutes les joueuses (lecture par défaut)',
                    'arcmage.stack.pile | Choc mortel va sur la pile (2ᵉ) : ses effets ne sont pas encore pris en '
                    'compte.',
                    'arcmage.stack.pile | A répond à sa propre carte (dévotion de Biblio) : toutes les joueuses, y '
                    'compris celle qui a joué, peuvent répondre.',
                    "moment ('action', 9)",
                    "arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue d'évènement, la "
                    'pile se résout du dessus vers le dessous.',
                    'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                    'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                    'arcmage.creature.attack-defense | Choc mortel inflige 3 dégâts à Revenant (3 ce tour, défense '
                    '1).',
                    'arcmage.creature.death | Revenant a subi 3 dégâts ce tour pour une défense de 1 : elle meurt.',
                    'arcmage.creature.death | Revenant va dans le cimetière de sa propriétaire, A (morte).',
                    'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de sa propriétaire, '
                    'A, le tour même.',
                    'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur la table : '
                    "elle n'est plus en jeu.",
                    'arcmage.devotion.lost-devotee | Lecture ouverte « Une résidente déclarée dévouée puis tuée en '
                    'réponse compte-t-elle dans la dévotion ? » : non : la dévotion se calcule avec celles qui '
                    'sont engagées (lecture par défaut)',
                    "arcmage.devotion.lost-devotee | Revenant, déclarée, n'est plus une résidente en jeu : elle "
                    "n'est pas engagée et sa loyauté ne compte pas.",
                    'arcmage.devotion.devote | Goule est engagée : dévotion envers Biblio.',
                    'arcmage.devotion.value | Dévotion de Biblio : 2 (Goule) = 2.',
                    'arcmage.devotion.levels | Niveaux de Biblio : 3, 5, 7 ; atteint : aucun.',
                    "moment ('action', 10)",
                    'arcmage.turn.discard-passive | Action 11 refusée : B est passive : seule sa propre phase de '
                    'défausse limite sa main (3 cartes).',
                    "moment ('action', 11)",
                    'arcmage.turn.discard | Action 12 refusée : A a 1 carte en main : avec moins de 8 cartes, elle '
                    'ne peut pas défausser.',
                    "moment ('action', 12)",
                    'arcmage.turn.discard | Action 13 refusée : A a 1 carte en main : avec moins de 8 cartes, elle '
                    'ne peut pas défausser.',
                    "moment ('action', 13)",
                    'arcmage.turn.discard-passive | Action 14 refusée : B est passive : seule sa propre phase de '
                    'défausse limite sa main (3 cartes).',
                    "moment ('action', 14)",
                    'arcmage.devotion.renew | Le niveau 2 de Caserne A est atteint de nouveau : son effet '
                    'permanent est renouvelé.',
                    'arcmage.turn.phases | Tour 1 de A : phase 4 (mise en jeu).',
                    "moment ('action', 15)",
                    'arcmage.turn.order | Action 16 refusée : le tour est en phase 4 (mise en jeu) : la phase de '
                    'dévotion est passée.',
                    "moment ('action', 16)",
                    'tour 1 de A, phase 4',
                    "A: main ['Goule'] deck ['Colibri', 'Rossignol'] cimetière ['Revenant', 'Choc mortel'] réserve "
                    "[] retirées ['Botaniste'] ressources {'Horde rouge': [0, 2]}",
                    'A: cités Cité de A [Chef de guerre orc engagée 4/3, Grand frère engagée 2/2, Sorcier engagée '
                    '2/2]; Caserne A [Mentor engagée 3/4, Lancier engagée 2/2]; Biblio [Goule engagée 3/2] | armée '
                    'Conscrit 2/2; Petit jeton orc engagée 2/1',
                    "B: main ['Colibri', 'Rossignol', 'Archiviste'] deck [] cimetière [] réserve [] retirées [] "
                    "ressources {'Horde rouge': [2, 0]}",
                    'B: cités Cité de B | armée Fantassin 1/1',
                    "refusées [1, 2, 3, 4, 6, 11, 12, 13, 14, 16] ['arcmage.devotion.devote', "
                    "'arcmage.devotion.devote', 'arcmage.devotion.devote', 'arcmage.state.no-double-tap', "
                    "'arcmage.devotion.procedure', 'arcmage.turn.discard-passive', 'arcmage.turn.discard', "
                    "'arcmage.turn.discard', 'arcmage.turn.discard-passive', 'arcmage.turn.order'] résolues ['Choc "
                    "mortel'] payé {'Horde rouge': 2} déplacées [] attaquées [] dévotion {'Cité de A': 4, 'Caserne "
                    "A': 4, 'Biblio': 2} niveaux {'Caserne A': {2: 1}} pioche None reste 0 fondation False "
                    'perdantes []'],
 'direct_guards': ["REFUS [arcmage.turn.draw-options] A doit d'abord choisir sa pioche : ajoutez {by: A, draw: 2} "
                   '(ou 1, ou 0 avec deux ressources)',
                   'REFUS [arcmage.turn.order] le tour est en phase 2 (pioche et ressource) : on ne revient pas à '
                   'la phase 1 (désengagement)',
                   "= 'A doit choisir sa pioche ({by: A, draw: …})'",
                   "= 'B doit défausser 2 cartes ({by: B, discard: […]})'",
                   "= 'B doit dire où vont Goule et Mentor, résidentes de Cité de B détruite ({by: B, evacuate: "
                   "{Goule: army}})'",
                   "= 'B doit poser sa première cité ({by: B, first_city: …})'",
                   "= 'A doit choisir (Goule, Mentor) pour un sort ({by: A, choose: …})'",
                   'REFUS [arcmage.ability.triggered] A doit défausser 1 carte ({by: A, discard: […]}) avant de '
                   'passer à la phase 4 (mise en jeu)',
                   'REFUS [arcmage.ability.triggered] A doit défausser 1 carte ({by: A, discard: […]}) avant de '
                   'passer à la phase 7 (défausse)',
                   'tour 1 de A, phase 2',
                   "A: main ['Goule'] deck [] cimetière [] réserve [] retirées [] ressources {}",
                   'A: cités Cité de A | armée ',
                   'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                   'B: cités Cité de B | armée ',
                   'attente discard A 1 () un sort',
                   'refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux {} pioche 1 '
                   'reste 0 fondation False perdantes []'],
 'discard_from_the_main_phase_with_the_pile_waiting': ["arcmage.stack.event-anytime | A joue l'évènement Choc "
                                                       "mortel ; un évènement se joue n'importe quand.",
                                                       'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, '
                                                       'dont 1 Horde rouge (loyauté).',
                                                       'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 '
                                                       'des ressources engagées est de la faction Horde rouge ; le '
                                                       "reste, de n'importe quelle faction.",
                                                       'arcmage.play.pay | A engage 2 Horde rouge : le coût de '
                                                       'Choc mortel est payé (0 ressource encore désengagée).',
                                                       'arcmage.stack.pile | Choc mortel va sur la pile (1ʳᵉ) : '
                                                       'ses effets ne sont pas encore pris en compte.',
                                                       'arcmage.stack.event-response | Chacune peut répondre à '
                                                       'Choc mortel par un évènement.',
                                                       "moment ('action', 1)",
                                                       'arcmage.stack.closes | A passe à la défausse : plus '
                                                       "personne ne joue d'évènement, la pile se résout du dessus "
                                                       'vers le dessous.',
                                                       'arcmage.stack.pile | Le dessus de la pile se résout : Choc '
                                                       'mortel (A).',
                                                       'arcmage.play.resolve | Choc mortel est résolue : ses '
                                                       'effets se produisent.',
                                                       'arcmage.creature.attack-defense | Choc mortel inflige 3 '
                                                       'dégâts à Garde royal (3 ce tour, défense 3).',
                                                       'arcmage.creature.death | Garde royal a subi 3 dégâts ce '
                                                       'tour pour une défense de 3 : elle meurt.',
                                                       'arcmage.creature.death | Garde royal va dans le cimetière '
                                                       'de sa propriétaire, B (morte).',
                                                       'arcmage.stack.event-discard | Choc mortel, utilisée, va '
                                                       'dans le cimetière de sa propriétaire, A, le tour même.',
                                                       'arcmage.play.played-vs-in-play | Choc mortel a été jouée '
                                                       "mais ne reste pas sur la table : elle n'est plus en jeu.",
                                                       'arcmage.turn.optional | A ne fait rien en phase 5 '
                                                       '(attaque), phase 6 (deuxième mise en jeu) : ces phases '
                                                       'sont optionnelles.',
                                                       'arcmage.turn.phases | Tour 1 de A : phase 7 (défausse).',
                                                       'arcmage.turn.discard | A a 8 cartes en main : elle doit en '
                                                       "défausser 1 pour n'en garder que 7.",
                                                       'arcmage.zones.graveyard | A défausse Goule (phase de '
                                                       "défausse) : dans son cimetière, dans l'ordre, la dernière "
                                                       'sur le dessus.',
                                                       "moment ('action', 2)",
                                                       'tour 1 de A, phase 7',
                                                       "A: main ['Mentor', 'Conscrit', 'Colibri', 'Rossignol', "
                                                       "'Archiviste', 'Lancier', 'Revenant'] deck [] cimetière "
                                                       "['Choc mortel', 'Goule'] réserve [] retirées [] ressources "
                                                       "{'Horde rouge': [0, 2]}",
                                                       'A: cités Cité de A | armée ',
                                                       "B: main [] deck [] cimetière ['Garde royal'] réserve [] "
                                                       'retirées [] ressources {}',
                                                       'B: cités Cité de B | armée ',
                                                       "refusées [] [] résolues ['Choc mortel'] payé {'Horde "
                                                       "rouge': 2} déplacées [] attaquées [] dévotion {} niveaux "
                                                       '{} pioche None reste 0 fondation False perdantes []'],
 'discard_phase_story': ['arcmage.turn.discard-passive | Action 1 refusée : B est passive : seule sa propre phase '
                         'de défausse limite sa main (9 cartes).',
                         "moment ('action', 1)",
                         'arcmage.turn.discard-passive | Lecture ouverte « Une joueuse passive qui a plus de 7 '
                         "cartes défausse-t-elle pendant la phase de défausse d'une autre ? » : non : seule sa "
                         'propre phase de défausse limite sa main (lecture par défaut)',
                         'arcmage.turn.discard | Action 2 refusée : A doit défausser exactement 2 cartes (phase de '
                         'défausse), pas 1.',
                         "moment ('action', 2)",
                         'arcmage.turn.optional | A ne fait rien en phase 5 (attaque), phase 6 (deuxième mise en '
                         'jeu) : ces phases sont optionnelles.',
                         'arcmage.turn.phases | Tour 1 de A : phase 7 (défausse).',
                         "arcmage.turn.discard | A a 9 cartes en main : elle doit en défausser 2 pour n'en garder "
                         'que 7.',
                         'arcmage.turn.discard-passive | B, passive, a 9 cartes : seule sa propre phase de '
                         'défausse limite sa main.',
                         "ERREUR Goule n'est pas dans la main de A (main : Mentor, Conscrit, Colibri, Rossignol, "
                         'Archiviste, Lancier, Revenant, Shatis)',
                         "ERREUR Goule n'est pas dans la main de A (main : Mentor, Conscrit, Colibri, Rossignol, "
                         'Archiviste, Lancier, Revenant, Shatis)',
                         'arcmage.turn.discard | Action 5 refusée : A doit défausser exactement 2 cartes (phase de '
                         'défausse), pas 1.',
                         "moment ('action', 5)",
                         'arcmage.turn.discard | Action 6 refusée : A doit défausser 2 cartes ({by: A, discard: '
                         '[…]}) avant toute autre action.',
                         "moment ('action', 6)",
                         'arcmage.turn.discard | Action 7 refusée : A doit défausser 2 cartes ({by: A, discard: '
                         '[…]}) avant toute autre action.',
                         "moment ('action', 7)",
                         'arcmage.turn.end | Action 8 refusée : seule la joueuse active (A) finit son tour.',
                         "moment ('action', 8)",
                         'arcmage.turn.discard-passive | Action 9 refusée : B est passive : seule sa propre phase '
                         'de défausse limite sa main (9 cartes).',
                         "moment ('action', 9)",
                         'arcmage.turn.end | Action 10 refusée : seule la joueuse active (A) finit son tour.',
                         "moment ('action', 10)",
                         'arcmage.turn.discard | Choix de A — cartes défaussées (A, phase de défausse, tour 1) : '
                         'Mentor et Conscrit (une branche sur 28 : le moteur les joue toutes)',
                         'arcmage.zones.graveyard | A défausse Mentor et Conscrit (phase de défausse) : dans son '
                         "cimetière, dans l'ordre, la dernière sur le dessus.",
                         'arcmage.turn.end | A finit son tour 1.',
                         'arcmage.turn.phases | Tour 2 de B : phase 1 (désengagement).',
                         'arcmage.turn.untap | B désengage toutes ses cartes : rien.',
                         'arcmage.state.tap | Chaque carte en jeu est soit engagée, soit désengagée ; celles qui '
                         "sont hors jeu ne sont ni l'une ni l'autre.",
                         'arcmage.turn.phases | Tour 2 de B : phase 2 (pioche et ressource).',
                         "moment ('turn-end', 1)",
                         "moment ('action', 11)",
                         'tour 2 de B, phase 2',
                         "A: main ['Colibri', 'Rossignol', 'Archiviste', 'Lancier', 'Revenant', 'Shatis'] deck "
                         "['Goule'] cimetière ['Goule', 'Mentor', 'Conscrit'] réserve [] retirées [] ressources {}",
                         'A: cités Cité de A | armée ',
                         "B: main ['Goule', 'Mentor', 'Conscrit', 'Colibri', 'Rossignol', 'Archiviste', 'Lancier', "
                         "'Revenant', 'Shatis'] deck ['Colibri', 'Colibri'] cimetière [] réserve [] retirées [] "
                         'ressources {}',
                         'B: cités Cité de B | armée ',
                         'attente draw B 0 () ',
                         "refusées [1, 2, 5, 6, 7, 8, 9, 10] ['arcmage.turn.discard-passive', "
                         "'arcmage.turn.discard', 'arcmage.turn.discard', 'arcmage.turn.discard', "
                         "'arcmage.turn.discard', 'arcmage.turn.end', 'arcmage.turn.discard-passive', "
                         "'arcmage.turn.end'] résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux {} "
                         'pioche None reste 0 fondation False perdantes []'],
 'draw_pending_blocks': ['arcmage.turn.phases | Tour 1 de A : phase 2 (pioche et ressource).',
                         "moment ('action', 1)",
                         'arcmage.turn.draw-options | Action 2 refusée : A doit choisir sa pioche ({by: A, draw: '
                         '…}) avant toute autre action.',
                         "moment ('action', 2)",
                         'arcmage.turn.draw-options | Action 3 refusée : A doit choisir sa pioche ({by: A, draw: '
                         '…}) avant toute autre action.',
                         "moment ('action', 3)",
                         'arcmage.turn.draw-options | Action 4 refusée : A doit choisir sa pioche ({by: A, draw: '
                         '…}) avant toute autre action.',
                         "moment ('action', 4)",
                         "arcmage.stack.event-anytime | B joue l'évènement Choc mortel pendant le tour de A : un "
                         "évènement se joue n'importe quand.",
                         'arcmage.setup.active | A reste la joueuse active ; B est passive, même quand elle agit.',
                         'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge (loyauté).',
                         'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est '
                         "de la faction Horde rouge ; le reste, de n'importe quelle faction.",
                         'arcmage.play.pay | B engage 2 Horde rouge : le coût de Choc mortel est payé (0 ressource '
                         'encore désengagée).',
                         'arcmage.stack.pile | Choc mortel va sur la pile (1ʳᵉ) : ses effets ne sont pas encore '
                         'pris en compte.',
                         'arcmage.stack.event-response | Chacune peut répondre à Choc mortel par un évènement.',
                         "moment ('action', 5)",
                         'arcmage.turn.draw-options | A choisit : piocher 2 cartes et ne jouer aucune ressource.',
                         'arcmage.victory.deck-out | A doit piocher mais son deck est épuisé : elle perd.',
                         'arcmage.zones.deck | A pioche 1 carte sur le dessus de son deck (phase de pioche) : '
                         'Mentor.',
                         'arcmage.victory.last | Toutes les autres joueuses ont perdu : B gagne.',
                         "moment ('action', 6)",
                         'tour 1 de A, phase 2, fini, gagnante B',
                         "A: main ['Goule', 'Mentor'] deck [] cimetière [] réserve [] retirées [] ressources "
                         "{'Empire': [0, 2]} perdu",
                         'A: cités Cité de A | armée Conscrit engagée 1/1; Mentor 2/3',
                         "B: main [] deck [] cimetière [] réserve [] retirées [] ressources {'Horde rouge': [0, "
                         '2]}',
                         'B: cités Cité de B | armée ',
                         'pile event:Choc mortel:B',
                         "refusées [2, 3, 4] ['arcmage.turn.draw-options', 'arcmage.turn.draw-options', "
                         "'arcmage.turn.draw-options'] résolues [] payé {'Horde rouge': 2} déplacées [] attaquées "
                         "[] dévotion {} niveaux {} pioche 2 reste 0 fondation False perdantes ['A']"],
 'draw_phase_story': ['arcmage.turn.draw-options | Action 1 refusée : seule la joueuse active (A) a une phase de '
                      'pioche.',
                      "moment ('action', 1)",
                      'ERREUR draw vaut 2, 1 ou 0 (les trois séquences de la phase de pioche)',
                      "arcmage.turn.draw-options | Action 3 refusée : A n'a que 1 carte en main : elle ne peut pas "
                      "jouer 2 ressources, cette séquence n'est pas disponible.",
                      "moment ('action', 3)",
                      'arcmage.turn.draw-options | Action 4 refusée : A pioche 2 cartes : cette séquence ne joue '
                      'aucune ressource.',
                      "moment ('action', 4)",
                      'arcmage.turn.draw-options | Action 5 refusée : A doit choisir sa pioche ({by: A, draw: …}) '
                      'avant toute autre action.',
                      "moment ('action', 5)",
                      'arcmage.turn.draw-then-resource | Action 6 refusée : les cartes ressources se jouent en '
                      'phase de pioche, après avoir pioché.',
                      "moment ('action', 6)",
                      'arcmage.turn.draw-options | A choisit : piocher 1 carte et jouer au plus 1 ressource.',
                      'arcmage.zones.deck | A pioche 1 carte sur le dessus de son deck (phase de pioche) : Mentor.',
                      'arcmage.turn.draw-then-resource | A a pioché toutes ses cartes ; puis elle joue ses '
                      'ressources.',
                      "ERREUR Colibri n'est pas dans la main de A (main : Goule, Mentor)",
                      'arcmage.turn.draw-options | Action 8 refusée : A a déjà choisi sa séquence de pioche ce '
                      'tour-ci.',
                      "moment ('action', 8)",
                      'arcmage.resource.make | A pose Goule face cachée : une ressource Empire ; la carte est de '
                      "la faction Ost des ténèbres : elle n'a pas à correspondre.",
                      'arcmage.resource.group | Stock Empire de A : 1 ressource.',
                      'arcmage.zones.resources | Chaque faction a son propre stock : A a 1 Empire.',
                      "moment ('action', 9)",
                      'ERREUR le tour est déjà en phase 2 (pioche et ressource)',
                      'arcmage.turn.order | Action 11 refusée : le tour est en phase 2 (pioche et ressource) : on '
                      'ne revient pas à la phase 1 (désengagement).',
                      "moment ('action', 11)",
                      "arcmage.turn.order | Action 12 refusée : c'est A, la joueuse active, qui fait avancer son "
                      'tour.',
                      "moment ('action', 12)",
                      'arcmage.turn.devotion | A peut dévouer des résidentes à leur cité.',
                      'arcmage.turn.optional | A ne fait rien en phase 3 (dévotion) : ces phases sont '
                      'optionnelles.',
                      'arcmage.turn.phases | Tour 1 de A : phase 4 (mise en jeu).',
                      "moment ('action', 13)",
                      'arcmage.turn.order | Action 14 refusée : le tour est en phase 4 (mise en jeu) : la phase de '
                      'pioche est passée.',
                      "moment ('action', 14)",
                      'arcmage.turn.draw-then-resource | Lecture ouverte « Une ressource se pose-t-elle seulement '
                      'en phase de pioche ? » : oui : en phase de pioche, après avoir pioché (lecture par défaut)',
                      'arcmage.turn.draw-then-resource | Action 15 refusée : les cartes ressources se jouent en '
                      'phase de pioche, après avoir pioché.',
                      "moment ('action', 15)",
                      'tour 1 de A, phase 4',
                      "A: main ['Mentor'] deck ['Conscrit', 'Colibri'] cimetière [] réserve [] retirées [] "
                      "ressources {'Empire': [1, 0]}",
                      'A: cités Cité de A | armée ',
                      'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                      'B: cités Cité de B | armée ',
                      "refusées [1, 3, 4, 5, 6, 8, 11, 12, 14, 15] ['arcmage.turn.draw-options', "
                      "'arcmage.turn.draw-options', 'arcmage.turn.draw-options', 'arcmage.turn.draw-options', "
                      "'arcmage.turn.draw-then-resource', 'arcmage.turn.draw-options', 'arcmage.turn.order', "
                      "'arcmage.turn.order', 'arcmage.turn.order', 'arcmage.turn.draw-then-resource'] résolues [] "
                      'payé {} déplacées [] attaquées [] dévotion {} niveaux {} pioche 1 reste 0 fondation False '
                      'perdantes []'],
 'draw_zero_and_empty_hand': ["arcmage.turn.draw-empty-hand | Action 1 refusée : A n'a pas de carte en main : elle "
                              'doit piocher au moins une carte.',
                              "moment ('action', 1)",
                              'arcmage.turn.draw-options | A choisit : piocher 2 cartes et ne jouer aucune '
                              'ressource.',
                              'arcmage.zones.deck | A pioche 2 cartes sur le dessus de son deck (phase de pioche) '
                              ': Mentor et Conscrit.',
                              "moment ('action', 2)",
                              "arcmage.turn.draw-options | Action 3 refusée : A n'a que 1 carte en main : elle ne "
                              "peut pas jouer 2 ressources, cette séquence n'est pas disponible.",
                              "moment ('action', 3)",
                              'ERREUR draw: 0 joue exactement 2 ressources : ajoutez « resources: {Faction: '
                              '[carte, carte]} »',
                              'arcmage.turn.draw-options | A choisit : ne pas piocher et jouer 2 ressources.',
                              'arcmage.turn.draw-then-resource | A a pioché toutes ses cartes ; puis elle joue ses '
                              'ressources.',
                              'arcmage.resource.make | A pose Goule face cachée : une ressource Empire ; la carte '
                              "est de la faction Ost des ténèbres : elle n'a pas à correspondre.",
                              'arcmage.resource.group | Stock Empire de A : 1 ressource.',
                              'arcmage.zones.resources | Chaque faction a son propre stock : A a 1 Empire.',
                              'arcmage.resource.make | A pose Mentor face cachée : une ressource Horde rouge ; la '
                              "carte est de la faction Empire : elle n'a pas à correspondre.",
                              'arcmage.resource.group | Stock Horde rouge de A : 1 ressource.',
                              'arcmage.zones.resources | Chaque faction a son propre stock : A a 1 Empire, 1 Horde '
                              'rouge.',
                              "moment ('action', 5)",
                              'tour 1 de A, phase 2',
                              "A: main [] deck [] cimetière [] réserve [] retirées [] ressources {'Empire': [1, "
                              "0], 'Horde rouge': [1, 0]}",
                              'A: cités Cité de A | armée ',
                              'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                              'B: cités Cité de B | armée ',
                              "refusées [1, 3] ['arcmage.turn.draw-empty-hand', 'arcmage.turn.draw-options'] "
                              'résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux {} pioche 0 reste '
                              '0 fondation False perdantes []'],
 'empty_reserves': ['arcmage.turn.phases | Tour 1 de A : phase 2 (pioche et ressource).',
                    "ERREUR Terrier n'est pas dans la réserve de A (vide)",
                    'arcmage.setup.first-city | Lecture ouverte « « en pioche une » : la première cité est-elle '
                    'choisie ou tirée au hasard ? » : choisie : elle regarde ses cités et en prend une (lecture '
                    'par défaut)',
                    "ERREUR Terrier n'est pas dans la réserve de B (vide)",
                    'tour 1 de A, phase 0',
                    'A: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                    'A: cités Cité de A | armée ',
                    'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                    'B: cités Cité de B | armée ',
                    'attente first_city B 0 () ',
                    'refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux {} pioche '
                    'None reste 0 fondation False perdantes []'],
 'end_turn_story': ['arcmage.cards.types | Ailes (exemple) est une carte Magie, le type que « Bases » appelle « '
                    'sort ».',
                    'arcmage.magic.timing | Ailes (exemple) est une carte Magie : A la joue pendant sa propre mise '
                    'en jeu.',
                    'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                    'prérequis le permettent.',
                    "arcmage.cards.cost | Coût d'Ailes (exemple) : 1 ressource.",
                    "arcmage.play.pay | A engage 1 Empire : le coût d'Ailes (exemple) est payé (0 ressource encore "
                    'désengagée).',
                    'arcmage.play.resolve | Ailes (exemple) est mise en jeu et résolue.',
                    "arcmage.ability.kinds | Ailes (exemple) : Mentor peut voler jusqu'à la fin du tour.",
                    'arcmage.magic.discard | Ailes (exemple), jouée, est défaussée dans le cimetière de A.',
                    "moment ('action', 1)",
                    "arcmage.stack.event-anytime | A joue l'évènement Rage (exemple +5/-2) ; un évènement se joue "
                    "n'importe quand.",
                    'arcmage.cards.cost | Coût de Rage (exemple +5/-2) : 1 ressource.',
                    'arcmage.play.pay | A engage 1 Horde rouge : le coût de Rage (exemple +5/-2) est payé (0 '
                    'ressource encore désengagée).',
                    'arcmage.stack.pile | Rage (exemple +5/-2) va sur la pile (1ʳᵉ) : ses effets ne sont pas '
                    'encore pris en compte.',
                    'arcmage.stack.event-response | Chacune peut répondre à Rage (exemple +5/-2) par un évènement.',
                    "moment ('action', 2)",
                    "arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue d'évènement, la "
                    'pile se résout du dessus vers le dessous.',
                    'arcmage.stack.pile | Le dessus de la pile se résout : Rage (exemple +5/-2) (A).',
                    'arcmage.play.resolve | Rage (exemple +5/-2) est résolue : ses effets se produisent.',
                    "arcmage.creature.modifier | Rage (exemple +5/-2) : Mentor +5/-2 jusqu'à la fin du tour → 7/1.",
                    'arcmage.stack.event-discard | Rage (exemple +5/-2), utilisée, va dans le cimetière de sa '
                    'propriétaire, A, le tour même.',
                    'arcmage.play.played-vs-in-play | Rage (exemple +5/-2) a été jouée mais ne reste pas sur la '
                    "table : elle n'est plus en jeu.",
                    "moment ('action', 3)",
                    'arcmage.victory.deck-out | B perd.',
                    'arcmage.victory.out | B a perdu ; la partie continue entre A et C.',
                    'arcmage.victory.out | Lecture ouverte « À plus de deux, une joueuse a perdu et la partie '
                    'continue : ses cartes en jeu restent-elles ? » : oui : elles restent où elles sont, rien ne '
                    'les enlève (lecture par défaut)',
                    'arcmage.victory.out | Les cartes de B en jeu (Cité de B) restent où elles sont : rien ne les '
                    'enlève.',
                    'ERREUR B a perdu : elle ne joue plus',
                    'arcmage.turn.optional | A ne fait rien en phase 5 (attaque), phase 6 (deuxième mise en jeu) : '
                    'ces phases sont optionnelles.',
                    'arcmage.turn.phases | Tour 1 de A : phase 7 (défausse).',
                    'arcmage.turn.discard | A a 0 carte en main : elle ne défausse rien.',
                    'arcmage.turn.end | A finit son tour 1.',
                    'arcmage.creature.heal | Fin du tour : Goule perd 1 dégât et regagne toute sa défense.',
                    "arcmage.creature.modifier | Fin du tour : les modificateurs de Mentor jusqu'à la fin du tour "
                    'cessent.',
                    'arcmage.city.damage | Fin du tour : Cité de A garde 2 dégâts (il lui reste 6 points de '
                    'défense).',
                    'arcmage.victory.out | B a perdu : son tour est sauté.',
                    'arcmage.turn.phases | Tour 2 de C : phase 1 (désengagement).',
                    'arcmage.turn.untap | C désengage toutes ses cartes : rien.',
                    'arcmage.state.tap | Chaque carte en jeu est soit engagée, soit désengagée ; celles qui sont '
                    "hors jeu ne sont ni l'une ni l'autre.",
                    'arcmage.turn.phases | Tour 2 de C : phase 2 (pioche et ressource).',
                    "moment ('turn-end', 1)",
                    "moment ('action', 5)",
                    'arcmage.turn.draw-options | C choisit : piocher 1 carte et jouer au plus 1 ressource.',
                    'arcmage.zones.deck | C pioche 1 carte sur le dessus de son deck (phase de pioche) : Goule.',
                    "moment ('action', 6)",
                    'arcmage.turn.draw-options | Action 7 refusée : seule la joueuse active (C) a une phase de '
                    'pioche.',
                    "moment ('action', 7)",
                    'arcmage.turn.devotion | C peut dévouer des résidentes à leur cité.',
                    'arcmage.turn.optional | C ne fait rien en phase 3 (dévotion), phase 4 (mise en jeu), phase 5 '
                    '(attaque), phase 6 (deuxième mise en jeu) : ces phases sont optionnelles.',
                    'arcmage.turn.phases | Tour 2 de C : phase 7 (défausse).',
                    'arcmage.turn.discard | C a 1 carte en main : elle ne défausse rien.',
                    'arcmage.turn.end | C finit son tour 2.',
                    'arcmage.city.damage | Fin du tour : Cité de A garde 2 dégâts (il lui reste 6 points de '
                    'défense).',
                    'arcmage.turn.phases | Tour 3 de A : phase 1 (désengagement).',
                    'arcmage.turn.untap | A désengage toutes ses cartes : 2 ressources.',
                    'arcmage.state.tap | Chaque carte en jeu est soit engagée, soit désengagée ; celles qui sont '
                    "hors jeu ne sont ni l'une ni l'autre.",
                    'arcmage.turn.phases | Tour 3 de A : phase 2 (pioche et ressource).',
                    "moment ('turn-end', 2)",
                    "moment ('action', 8)",
                    'tour 3 de A, phase 2',
                    "A: main [] deck [] cimetière ['Ailes (exemple)', 'Rage (exemple +5/-2)'] réserve [] retirées "
                    "[] ressources {'Empire': [1, 0], 'Horde rouge': [1, 0]}",
                    'A: cités Cité de A dégâts 2 | armée Goule 3/2; Mentor 2/3',
                    "B: main [] deck ['Goule'] cimetière [] réserve [] retirées [] ressources {} perdu",
                    'B: cités Cité de B | armée ',
                    "C: main ['Goule'] deck [] cimetière [] réserve [] retirées [] ressources {}",
                    'C: cités Cité de C | armée ',
                    'attente draw A 0 () ',
                    "refusées [7] ['arcmage.turn.draw-options'] résolues ['Rage (exemple +5/-2)'] payé {'Horde "
                    "rouge': 1} déplacées [] attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation "
                    "False perdantes ['B']"],
 'evacuate_pending_text': ['arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                           'arcmage.combat.declare | A attaque Cité de B, cité de B, avec Goule.',
                           "arcmage.zones.army | Les créatures de l'armée de A peuvent attaquer.",
                           'arcmage.combat.order | Ordre des batailles annoncé : Goule.',
                           'arcmage.combat.step1 | Les attaquantes sont annoncées ; toutes peuvent jouer des '
                           "évènements avant qu'elles soient engagées.",
                           "moment ('action', 1)",
                           "arcmage.stack.closes | B annonce sa défense : plus personne ne joue d'évènement, la "
                           'pile se résout du dessus vers le dessous.',
                           'arcmage.combat.step1 | A engage ses attaquantes : Goule.',
                           'arcmage.state.use | Une créature qui attaque est engagée.',
                           'arcmage.combat.defender | La propriétaire de Cité de B, B, est la joueuse défenseuse.',
                           'arcmage.combat.block-choice | B choisit de ne pas bloquer.',
                           "arcmage.combat.plan-lock | La défense est annoncée : le plan d'attaque de A est figé.",
                           'arcmage.combat.events | Des évènements peuvent encore être joués avant les batailles.',
                           "moment ('action', 2)",
                           'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                           "d'évènement, la pile se résout du dessus vers le dessous.",
                           'arcmage.combat.battles | Le combat se résout bataille par bataille : Goule.',
                           "arcmage.combat.unblocked | Goule n'est pas bloquée : Cité de B perd 3 points de "
                           'défense.',
                           'arcmage.city.damage | Goule inflige 3 dégâts à Cité de B : sa défense tombe à -1.',
                           "arcmage.city.destroyed | Cité de B n'a plus de points de défense : elle est détruite.",
                           'arcmage.zones.graveyard-owner | Cité de B va dans le cimetière de sa propriétaire, B.',
                           'arcmage.city.destroyed-residents | Conscrit et Lancier (désengagées) doivent aller '
                           "dans une autre cité (Refuge) ou dans l'armée : B choisit.",
                           "moment ('combat', 1)",
                           "moment ('action', 3)",
                           'arcmage.city.destroyed-residents | Action 4 refusée : B doit dire où vont Conscrit et '
                           'Lancier, résidentes de Cité de B détruite ({by: B, evacuate: {Conscrit: army}}) avant '
                           'toute autre action.',
                           "moment ('action', 4)",
                           'ERREUR dites où va chacune des résidentes : Conscrit, Lancier',
                           'arcmage.city.evacuation-taps | Lecture ouverte « Quitter une cité détruite engage-t-il '
                           "la résidente ? » : oui : c'est un déplacement, qui engage (lecture par défaut)",
                           "arcmage.city.evacuation-taps | Conscrit quitte Cité de B détruite pour l'armée et est "
                           'engagée par ce déplacement.',
                           "arcmage.move.city-once | Quitter une cité détruite échappe à la limite d'un "
                           "déplacement par cité et par tour (l'armée peut déjà avoir servi).",
                           'arcmage.city.evacuation-taps | Lancier quitte Cité de B détruite pour Refuge et est '
                           'engagée par ce déplacement.',
                           "arcmage.move.city-once | Quitter une cité détruite échappe à la limite d'un "
                           'déplacement par cité et par tour (Refuge peut déjà avoir servi).',
                           "moment ('action', 6)",
                           'arcmage.turn.optional | A ne fait rien en phase 6 (deuxième mise en jeu) : ces phases '
                           'sont optionnelles.',
                           'arcmage.turn.phases | Tour 1 de A : phase 7 (défausse).',
                           'arcmage.turn.discard | A a 0 carte en main : elle ne défausse rien.',
                           "moment ('action', 7)",
                           'tour 1 de A, phase 7',
                           'A: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                           'A: cités Cité de A | armée Goule engagée 3/2',
                           "B: main [] deck [] cimetière ['Deux-Ponts'] réserve [] retirées [] ressources {}",
                           'B: cités Refuge [Lancier engagée 1/1] | armée Conscrit engagée 1/1',
                           "combat A→Cité de B (B) annoncées ['Goule'] attaquantes ['Goule'] blocages {} "
                           'répartition {} mortes [] cité 3 fini True',
                           "refusées [4] ['arcmage.city.destroyed-residents'] résolues [] payé {} déplacées [] "
                           "attaquées ['Cité de B'] dévotion {} niveaux {} pioche None reste 0 fondation False "
                           'perdantes []'],
 'events_and_pile': ["ERREUR la pile est vide : il n'y a rien à résoudre",
                     "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se joue "
                     "n'importe quand.",
                     'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge (loyauté).',
                     'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est de la '
                     "faction Horde rouge ; le reste, de n'importe quelle faction.",
                     'arcmage.play.pay | Choix de A — paiement de Choc mortel (A) : 2 Horde rouge (une branche sur '
                     '2 : le moteur les joue toutes)',
                     'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est payé (7 ressources '
                     'encore désengagées).',
                     'arcmage.stack.pile | Choc mortel va sur la pile (1ʳᵉ) : ses effets ne sont pas encore pris '
                     'en compte.',
                     'arcmage.stack.event-response | Chacune peut répondre à Choc mortel par un évènement.',
                     "moment ('action', 2)",
                     "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se joue "
                     "n'importe quand.",
                     'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge (loyauté).',
                     'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est de la '
                     "faction Horde rouge ; le reste, de n'importe quelle faction.",
                     'arcmage.play.pay | Choix de A — paiement de Choc mortel (A) : 2 Horde rouge (une branche sur '
                     '2 : le moteur les joue toutes)',
                     'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est payé (5 ressources '
                     'encore désengagées).',
                     'arcmage.stack.event-response | Lecture ouverte « Celle qui a joué un évènement peut-elle y '
                     'répondre elle-même ? » : oui : toutes les joueuses (lecture par défaut)',
                     'arcmage.stack.pile | Choc mortel va sur la pile (2ᵉ) : ses effets ne sont pas encore pris en '
                     'compte.',
                     'arcmage.stack.pile | A répond à sa propre carte (Choc mortel) : toutes les joueuses, y '
                     'compris celle qui a joué, peuvent répondre.',
                     "moment ('action', 3)",
                     "arcmage.stack.event-anytime | B joue l'évènement Tourbillon pendant le tour de A : un "
                     "évènement se joue n'importe quand.",
                     'arcmage.setup.active | A reste la joueuse active ; B est passive, même quand elle agit.',
                     'arcmage.cards.cost | Coût de Tourbillon : 2 ressources, dont 1 Aristocrates (loyauté).',
                     'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est de la '
                     "faction Aristocrates ; le reste, de n'importe quelle faction.",
                     'arcmage.play.pay | B engage 2 Aristocrates : le coût de Tourbillon est payé (2 ressources '
                     'encore désengagées).',
                     'arcmage.stack.pile | Tourbillon va sur la pile (3ᵉ) : ses effets ne sont pas encore pris en '
                     'compte.',
                     'arcmage.stack.event-response | B répond à Choc mortel de A.',
                     "moment ('action', 4)",
                     'arcmage.stack.pile | Le dessus de la pile se résout : Tourbillon (B).',
                     'arcmage.play.resolve | Tourbillon est résolue : ses effets se produisent.',
                     'arcmage.zones.deck | Garde royal va dans le dessus du deck de sa propriétaire, B (renvoyée '
                     'par Tourbillon).',
                     'arcmage.stack.event-discard | Tourbillon, utilisée, va dans le cimetière de sa propriétaire, '
                     'B, le tour même.',
                     'arcmage.play.played-vs-in-play | Tourbillon a été jouée mais ne reste pas sur la table : '
                     "elle n'est plus en jeu.",
                     "moment ('action', 5)",
                     "arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue d'évènement, la "
                     'pile se résout du dessus vers le dessous.',
                     'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                     "arcmage.stack.fizzle | Garde royal n'est plus là : Choc mortel ne peut pas être résolue.",
                     'arcmage.play.no-refund | Les ressources engagées par A pour Choc mortel ne sont pas '
                     'récupérées.',
                     'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de sa '
                     'propriétaire, A, le tour même.',
                     'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur la table : '
                     "elle n'est plus en jeu.",
                     'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                     "arcmage.stack.fizzle | Garde royal n'est plus là : Choc mortel ne peut pas être résolue.",
                     'arcmage.play.no-refund | Les ressources engagées par A pour Choc mortel ne sont pas '
                     'récupérées.',
                     'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de sa '
                     'propriétaire, A, le tour même.',
                     'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur la table : '
                     "elle n'est plus en jeu.",
                     "moment ('action', 6)",
                     "arcmage.resource.available | Action 7 refusée : B n'a que 2 ressources désengagées pour un "
                     'coût de 3 (les ressources engagées sont consommées pour le tour).',
                     "moment ('action', 7)",
                     "arcmage.stack.event-anytime | A joue l'évènement Éclair de génie ; un évènement se joue "
                     "n'importe quand.",
                     "arcmage.cards.cost | Coût d'Éclair de génie : 3 ressources, dont 2 Aristocrates (loyauté).",
                     'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources engagées sont de '
                     "la faction Aristocrates ; le reste, de n'importe quelle faction.",
                     "arcmage.play.pay | Choix de A — paiement d'Éclair de génie (A) : 1 Horde rouge + 2 "
                     'Aristocrates (une branche sur 2 : le moteur les joue toutes)',
                     "arcmage.play.pay | A engage 1 Horde rouge + 2 Aristocrates : le coût d'Éclair de génie est "
                     'payé (2 ressources encore désengagées).',
                     'arcmage.stack.pile | Éclair de génie va sur la pile (1ʳᵉ) : ses effets ne sont pas encore '
                     'pris en compte.',
                     'arcmage.stack.event-response | Chacune peut répondre à Éclair de génie par un évènement.',
                     "moment ('action', 8)",
                     "arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue d'évènement, la "
                     'pile se résout du dessus vers le dessous.',
                     'arcmage.stack.pile | Le dessus de la pile se résout : Éclair de génie (A).',
                     'arcmage.play.resolve | Éclair de génie est résolue : ses effets se produisent.',
                     "arcmage.zones.deck | B pioche 3 cartes sur le dessus de son deck (effet d'Éclair de génie) : "
                     'Garde royal, Colibri et Colibri.',
                     'arcmage.stack.event-discard | Éclair de génie, utilisée, va dans le cimetière de sa '
                     'propriétaire, A, le tour même.',
                     'arcmage.play.played-vs-in-play | Éclair de génie a été jouée mais ne reste pas sur la table '
                     ": elle n'est plus en jeu.",
                     "moment ('action', 9)",
                     'tour 1 de A, phase 4',
                     "A: main ['Tourbillon'] deck ['Goule'] cimetière ['Choc mortel', 'Choc mortel', 'Éclair de "
                     "génie'] réserve [] retirées [] ressources {'Horde rouge': [1, 5], 'Aristocrates': [1, 2]}",
                     'A: cités Cité de A | armée ',
                     "B: main ['Éclair de génie', 'Garde royal', 'Colibri', 'Colibri'] deck ['Colibri'] cimetière "
                     "['Tourbillon'] réserve [] retirées [] ressources {'Aristocrates': [2, 2]}",
                     'B: cités Cité de B | armée Mentor 2/3',
                     "refusées [7] ['arcmage.resource.available'] résolues ['Tourbillon', 'Choc mortel', 'Choc "
                     "mortel', 'Éclair de génie'] payé {'Horde rouge': 1, 'Aristocrates': 2} déplacées [] "
                     'attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation False perdantes []'],
 'everybody_loses_a_tie': ['arcmage.creature.play | Baron bienveillant est une créature : A la joue pendant sa '
                           'propre mise en jeu.',
                           'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                           'prérequis le permettent.',
                           'arcmage.cards.cost | Coût de Baron bienveillant : 3 ressources, dont 2 Aristocrates '
                           '(loyauté).',
                           'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources engagées '
                           "sont de la faction Aristocrates ; le reste, de n'importe quelle faction.",
                           'arcmage.play.pay | A engage 3 Aristocrates : le coût de Baron bienveillant est payé (0 '
                           'ressource encore désengagée).',
                           "arcmage.state.not-in-play | Baron bienveillant, dans la main, n'était pas en jeu : son "
                           "coût payé et ses prérequis satisfaits, elle peut l'être.",
                           'arcmage.play.resolve | Baron bienveillant est mise en jeu et résolue.',
                           'arcmage.state.enter-untapped | Baron bienveillant arrive en jeu désengagée (jouée par '
                           'A).',
                           'arcmage.ability.triggered | Capacité déclenchable de Baron bienveillant : son '
                           "déclencheur a lieu (entrée en jeu : Baron bienveillant) ; elle s'active, sans choix "
                           'possible.',
                           'arcmage.victory.deck-out | A doit piocher mais son deck est épuisé : elle perd.',
                           'arcmage.victory.deck-out | B doit piocher mais son deck est épuisé : elle perd.',
                           'arcmage.creature.play | Baron bienveillant est placée dans Cité de A.',
                           'arcmage.zones.kingdom | Baron bienveillant est une résidente de Cité de A.',
                           'arcmage.play.permanents | Baron bienveillant, une créature payée, est en jeu.',
                           'arcmage.victory.tie | A et B perdent en même temps et plus personne ne reste : '
                           'égalité.',
                           "moment ('action', 1)",
                           "ERREUR la partie est finie (égalité) : l'action 2 ne peut plus être jouée",
                           'tour 1 de A, phase 4, fini, égalité',
                           "A: main [] deck [] cimetière [] réserve [] retirées [] ressources {'Aristocrates': [0, "
                           '3]} perdu',
                           'A: cités Cité de A [Baron bienveillant 2/3] | armée ',
                           'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {} perdu',
                           'B: cités Cité de B | armée ',
                           "refusées [] [] résolues [] payé {'Aristocrates': 3} déplacées [] attaquées [] dévotion "
                           "{} niveaux {} pioche None reste 0 fondation False perdantes ['A', 'B']"],
 'first_cities_one_after_the_other': ["arcmage.setup.first-city | Action 1 refusée : c'est à A de poser sa "
                                      'première cité : chacune à tour de rôle, depuis la première joueuse.',
                                      "moment ('action', 1)",
                                      'arcmage.setup.first-city | Lecture ouverte « « en pioche une » : la '
                                      'première cité est-elle choisie ou tirée au hasard ? » : choisie : elle '
                                      'regarde ses cités et en prend une (lecture par défaut)',
                                      "ERREUR Qualaris n'est pas dans la réserve de A (Terrier, Siphon)",
                                      'arcmage.setup.first-city | A regarde ses cités et pose Terrier dans son '
                                      'royaume, face visible.',
                                      'arcmage.city.place | Terrier, une cité Horde rouge, est dans le royaume de '
                                      'A.',
                                      "moment ('action', 3)",
                                      "ERREUR Terrier n'est pas dans la réserve de B (Deux-Ponts)",
                                      'arcmage.setup.first-city | B regarde ses cités et pose Deux-Ponts dans son '
                                      'royaume, face visible.',
                                      'arcmage.city.place | Deux-Ponts, une cité Aristocrates, est dans le royaume '
                                      'de B.',
                                      'arcmage.setup.first-turn | Chacune a posé sa cité : le premier tour '
                                      'commence, pour A, sans exception (désengagement, pioche…).',
                                      'arcmage.turn.phases | Tour 1 de A : phase 1 (désengagement).',
                                      'arcmage.turn.untap | A désengage toutes ses cartes : rien.',
                                      'arcmage.state.tap | Chaque carte en jeu est soit engagée, soit désengagée ; '
                                      "celles qui sont hors jeu ne sont ni l'une ni l'autre.",
                                      'arcmage.turn.phases | Tour 1 de A : phase 2 (pioche et ressource).',
                                      "moment ('action', 5)",
                                      'tour 1 de A, phase 2',
                                      "A: main [] deck [] cimetière [] réserve ['Siphon'] retirées [] ressources "
                                      '{}',
                                      'A: cités Terrier | armée ',
                                      'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                                      'B: cités Deux-Ponts | armée ',
                                      'attente draw A 0 () ',
                                      "refusées [1] ['arcmage.setup.first-city'] résolues [] payé {} déplacées [] "
                                      'attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation False '
                                      'perdantes []'],
 'found_and_first_city': ['arcmage.turn.phases | Tour 1 de A : phase 1 (désengagement).',
                          'arcmage.turn.untap | A désengage toutes ses cartes : rien.',
                          'arcmage.state.tap | Chaque carte en jeu est soit engagée, soit désengagée ; celles qui '
                          "sont hors jeu ne sont ni l'une ni l'autre.",
                          'arcmage.turn.phases | Tour 1 de A : phase 2 (pioche et ressource).',
                          'arcmage.city.found | A passe son tour pour fonder Terrier : elle la prend dans sa '
                          "réserve et la met en jeu, face visible ; elle ne pioche pas et ne fait rien d'autre ce "
                          'tour-ci.',
                          'arcmage.zones.reserve | Réserve de A : Siphon.',
                          'arcmage.city.place | Terrier, une cité Horde rouge, est dans le royaume de A.',
                          "moment ('action', 1)",
                          'ERREUR la première cité se pose pendant la mise en place, avant le premier tour',
                          'ERREUR la première cité se pose pendant la mise en place, avant le premier tour',
                          'ERREUR la première cité se pose pendant la mise en place, avant le premier tour',
                          'ERREUR la première cité se pose pendant la mise en place, avant le premier tour',
                          'ERREUR la première cité se pose pendant la mise en place, avant le premier tour',
                          "arcmage.city.found | Action 7 refusée : B ne fonde une cité qu'à son propre tour, en le "
                          'passant.',
                          "moment ('action', 7)",
                          'arcmage.city.found | Action 8 refusée : A a déjà commencé son tour : fonder une cité, '
                          "c'est passer un tour complet.",
                          "moment ('action', 8)",
                          'arcmage.city.found | Action 9 refusée : A a déjà commencé son tour : fonder une cité, '
                          "c'est passer un tour complet.",
                          "moment ('action', 9)",
                          'arcmage.city.found | Action 10 refusée : A a déjà commencé son tour : fonder une cité, '
                          "c'est passer un tour complet.",
                          "moment ('action', 10)",
                          "ERREUR Goule n'est pas dans la main de A (main : vide)",
                          'arcmage.city.found | Action 12 refusée : A fonde une cité ce tour-ci : elle passe le '
                          'reste de son tour.',
                          "moment ('action', 12)",
                          'arcmage.city.found | Action 13 refusée : A fonde une cité ce tour-ci : elle passe le '
                          'reste de son tour.',
                          "moment ('action', 13)",
                          'arcmage.turn.optional | A ne fait rien en phase 3 (dévotion), phase 4 (mise en jeu), '
                          'phase 5 (attaque), phase 6 (deuxième mise en jeu) : ces phases sont optionnelles.',
                          'arcmage.turn.phases | Tour 1 de A : phase 7 (défausse).',
                          "arcmage.city.found | Lecture ouverte « Que reste-t-il du tour d'une joueuse qui fonde "
                          'une cité ? » : la fondation remplace la pioche ; le désengagement et la défausse ont '
                          'lieu (lecture par défaut)',
                          'arcmage.turn.discard | A a 0 carte en main : elle ne défausse rien.',
                          'arcmage.turn.end | A finit son tour 1.',
                          'arcmage.turn.phases | Tour 2 de B : phase 1 (désengagement).',
                          'arcmage.turn.untap | B désengage toutes ses cartes : rien.',
                          'arcmage.state.tap | Chaque carte en jeu est soit engagée, soit désengagée ; celles qui '
                          "sont hors jeu ne sont ni l'une ni l'autre.",
                          'arcmage.turn.phases | Tour 2 de B : phase 2 (pioche et ressource).',
                          "moment ('turn-end', 1)",
                          "moment ('action', 14)",
                          'arcmage.turn.draw-options | B choisit : piocher 2 cartes et ne jouer aucune ressource.',
                          'arcmage.zones.deck | B pioche 2 cartes sur le dessus de son deck (phase de pioche) : '
                          'Mentor et Mentor.',
                          "moment ('action', 15)",
                          'arcmage.city.found | Action 16 refusée : B a déjà commencé son tour : fonder une cité, '
                          "c'est passer un tour complet.",
                          "moment ('action', 16)",
                          'tour 2 de B, phase 2',
                          "A: main [] deck ['Goule', 'Goule', 'Goule', 'Goule', 'Goule', 'Goule', 'Goule', "
                          "'Goule', 'Goule'] cimetière [] réserve ['Siphon'] retirées [] ressources {}",
                          'A: cités Terrier | armée ',
                          "B: main ['Mentor', 'Mentor'] deck ['Mentor', 'Mentor', 'Mentor', 'Mentor', 'Mentor', "
                          "'Mentor', 'Mentor'] cimetière [] réserve ['Deux-Ponts'] retirées [] ressources {}",
                          'B: cités  | armée ',
                          "refusées [7, 8, 9, 10, 12, 13, 16] ['arcmage.city.found', 'arcmage.city.found', "
                          "'arcmage.city.found', 'arcmage.city.found', 'arcmage.city.found', 'arcmage.city.found', "
                          "'arcmage.city.found'] résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux "
                          '{} pioche 2 reste 0 fondation False perdantes []'],
 'grants_at_the_end_of_the_turn': ['arcmage.turn.optional | A ne fait rien en phase 5 (attaque), phase 6 (deuxième '
                                   'mise en jeu) : ces phases sont optionnelles.',
                                   'arcmage.turn.phases | Tour 1 de A : phase 7 (défausse).',
                                   'arcmage.turn.discard | A a 0 carte en main : elle ne défausse rien.',
                                   'arcmage.turn.end | A finit son tour 1.',
                                   'arcmage.turn.phases | Tour 2 de B : phase 1 (désengagement).',
                                   'arcmage.turn.untap | B désengage toutes ses cartes : rien.',
                                   'arcmage.state.tap | Chaque carte en jeu est soit engagée, soit désengagée ; '
                                   "celles qui sont hors jeu ne sont ni l'une ni l'autre.",
                                   'arcmage.turn.phases | Tour 2 de B : phase 2 (pioche et ressource).',
                                   "moment ('turn-end', 1)",
                                   "moment ('action', 1)",
                                   'tour 2 de B, phase 2',
                                   'A: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                                   "A: cités Cité de A | armée  | droits [('cannot', 'attack', False)]",
                                   "B: main [] deck ['Goule'] cimetière [] réserve [] retirées [] ressources {}",
                                   'B: cités Cité de B | armée ',
                                   'attente draw B 0 () ',
                                   'refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {} '
                                   'niveaux {} pioche None reste 0 fondation False perdantes []'],
 'last_city_destroyed': ["arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se joue "
                         "n'importe quand.",
                         'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge (loyauté).',
                         'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est '
                         "de la faction Horde rouge ; le reste, de n'importe quelle faction.",
                         'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est payé (0 ressource '
                         'encore désengagée).',
                         'arcmage.stack.pile | Choc mortel va sur la pile (1ʳᵉ) : ses effets ne sont pas encore '
                         'pris en compte.',
                         'arcmage.stack.event-response | Chacune peut répondre à Choc mortel par un évènement.',
                         "moment ('action', 1)",
                         "arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue d'évènement, "
                         'la pile se résout du dessus vers le dessous.',
                         'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                         'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                         'arcmage.city.damage | Choc mortel inflige 2 dégâts à Cité de B : sa défense tombe à 0.',
                         "arcmage.city.destroyed | Cité de B n'a plus de points de défense : elle est détruite.",
                         'arcmage.zones.graveyard-owner | Cité de B va dans le cimetière de sa propriétaire, B.',
                         'arcmage.city.effects-vanish | Les effets de Cité de B disparaissent immédiatement.',
                         'arcmage.city.destroyed-residents | Conscrit et Mentor (désengagées) doivent quitter la '
                         "cité ; B n'a plus d'autre cité : vers l'armée.",
                         'arcmage.city.evacuation-taps | Lecture ouverte « Quitter une cité détruite engage-t-il '
                         "la résidente ? » : oui : c'est un déplacement, qui engage (lecture par défaut)",
                         "arcmage.city.evacuation-taps | Conscrit quitte Cité de B détruite pour l'armée et est "
                         'engagée par ce déplacement.',
                         "arcmage.move.city-once | Quitter une cité détruite échappe à la limite d'un déplacement "
                         "par cité et par tour (l'armée peut déjà avoir servi).",
                         "arcmage.city.evacuation-taps | Mentor quitte Cité de B détruite pour l'armée et est "
                         'engagée par ce déplacement.',
                         "arcmage.move.city-once | Quitter une cité détruite échappe à la limite d'un déplacement "
                         "par cité et par tour (l'armée peut déjà avoir servi).",
                         'arcmage.victory.cities | Lecture ouverte « Les cités de la réserve comptent-elles pour '
                         'ne pas perdre ? » : non : perdre toutes ses cités en jeu fait perdre (lecture par '
                         'défaut)',
                         'arcmage.victory.cities | Toutes les cités en jeu de B sont détruites ; sa réserve '
                         '(Siphon et Terrier) ne la garde pas en vie : elle perd.',
                         'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de sa '
                         'propriétaire, A, le tour même.',
                         'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur la table '
                         ": elle n'est plus en jeu.",
                         'arcmage.victory.last | Toutes les autres joueuses ont perdu : A gagne.',
                         "moment ('action', 2)",
                         "ERREUR la partie est finie (vainqueur : A) : l'action 3 ne peut plus être jouée",
                         'tour 1 de A, phase 4, fini, gagnante A',
                         "A: main [] deck [] cimetière ['Choc mortel'] réserve [] retirées [] ressources {'Horde "
                         "rouge': [0, 2]}",
                         'A: cités Cité de A | armée Goule 3/2',
                         "B: main [] deck [] cimetière ['Deux-Ponts'] réserve ['Siphon', 'Terrier'] retirées [] "
                         'ressources {} perdu',
                         'B: cités  | armée Conscrit engagée 1/1; Mentor engagée 2/3',
                         "refusées [] [] résolues ['Choc mortel'] payé {'Horde rouge': 2} déplacées [] attaquées "
                         "[] dévotion {} niveaux {} pioche None reste 0 fondation False perdantes ['B']"],
 'last_city_with_one_resident': ["arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se "
                                 "joue n'importe quand.",
                                 'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge '
                                 '(loyauté).',
                                 'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                 "engagées est de la faction Horde rouge ; le reste, de n'importe quelle faction.",
                                 'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est payé (0 '
                                 'ressource encore désengagée).',
                                 'arcmage.stack.pile | Choc mortel va sur la pile (1ʳᵉ) : ses effets ne sont pas '
                                 'encore pris en compte.',
                                 'arcmage.stack.event-response | Chacune peut répondre à Choc mortel par un '
                                 'évènement.',
                                 "moment ('action', 1)",
                                 'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                                 "d'évènement, la pile se résout du dessus vers le dessous.",
                                 'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                                 'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                                 'arcmage.city.damage | Choc mortel inflige 2 dégâts à Cité de B : sa défense '
                                 'tombe à 0.',
                                 "arcmage.city.destroyed | Cité de B n'a plus de points de défense : elle est "
                                 'détruite.',
                                 'arcmage.zones.graveyard-owner | Cité de B va dans le cimetière de sa '
                                 'propriétaire, B.',
                                 'arcmage.city.destroyed-residents | Lancier, résidente engagée, retourne dans la '
                                 'main de sa propriétaire, B.',
                                 'arcmage.city.destroyed-residents | Conscrit (désengagée) doit quitter la cité ; '
                                 "B n'a plus d'autre cité : vers l'armée.",
                                 'arcmage.city.evacuation-taps | Lecture ouverte « Quitter une cité détruite '
                                 "engage-t-il la résidente ? » : oui : c'est un déplacement, qui engage (lecture "
                                 'par défaut)',
                                 "arcmage.city.evacuation-taps | Conscrit quitte Cité de B détruite pour l'armée "
                                 'et est engagée par ce déplacement.',
                                 "arcmage.move.city-once | Quitter une cité détruite échappe à la limite d'un "
                                 "déplacement par cité et par tour (l'armée peut déjà avoir servi).",
                                 'arcmage.victory.cities | Lecture ouverte « Les cités de la réserve '
                                 'comptent-elles pour ne pas perdre ? » : non : perdre toutes ses cités en jeu '
                                 'fait perdre (lecture par défaut)',
                                 'arcmage.victory.cities | Toutes les cités en jeu de B sont détruites ; sa '
                                 'réserve (Siphon) ne la garde pas en vie : elle perd.',
                                 'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de sa '
                                 'propriétaire, A, le tour même.',
                                 'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur '
                                 "la table : elle n'est plus en jeu.",
                                 'arcmage.victory.out | B a perdu ; la partie continue entre A et C.',
                                 'arcmage.victory.out | Lecture ouverte « À plus de deux, une joueuse a perdu et '
                                 'la partie continue : ses cartes en jeu restent-elles ? » : oui : elles restent '
                                 'où elles sont, rien ne les enlève (lecture par défaut)',
                                 'arcmage.victory.out | Les cartes de B en jeu (Conscrit) restent où elles sont : '
                                 'rien ne les enlève.',
                                 "moment ('action', 2)",
                                 'tour 1 de A, phase 4',
                                 "A: main [] deck [] cimetière ['Choc mortel'] réserve [] retirées [] ressources "
                                 "{'Horde rouge': [0, 2]}",
                                 'A: cités Cité de A | armée ',
                                 "B: main ['Lancier'] deck [] cimetière ['Deux-Ponts'] réserve ['Siphon'] retirées "
                                 '[] ressources {} perdu',
                                 'B: cités  | armée Conscrit engagée 1/1',
                                 'C: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                                 'C: cités Cité de C | armée ',
                                 "refusées [] [] résolues ['Choc mortel'] payé {'Horde rouge': 2} déplacées [] "
                                 'attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation False '
                                 "perdantes ['B']"],
 'levels_left_when_the_city_falls': ['arcmage.devotion.procedure | A choisit Cité de A (1ʳᵉ cité) et déclare en '
                                     'une fois ses dévouées : Goule, Revenant et Mentor ; chacune peut réagir.',
                                     "moment ('action', 1)",
                                     'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                                     "d'évènement, la pile se résout du dessus vers le dessous.",
                                     'arcmage.devotion.devote | Goule, Revenant et Mentor sont engagées : dévotion '
                                     'envers Cité de A.',
                                     'arcmage.devotion.value | Dévotion de Cité de A : 2 (Goule) + 1 (Revenant) + '
                                     '2 (Mentor) = 5.',
                                     'arcmage.devotion.levels | Niveaux de Cité de A : 3, 5, 7 ; atteints : 3, 5.',
                                     'arcmage.devotion.trigger | Niveau 3 de Cité de A : son effet se déclenche, '
                                     'obligatoirement (du plus bas au plus haut).',
                                     'arcmage.devotion.kinds | Niveau 3 : un effet unique.',
                                     'arcmage.devotion.trigger | Un choix est attendu : le niveau 5 de Cité de A '
                                     'se déclenchera ensuite.',
                                     "moment ('action', 2)",
                                     'arcmage.zones.graveyard | A défausse Colibri et Rossignol (Cité de A) : dans '
                                     "son cimetière, dans l'ordre, la dernière sur le dessus.",
                                     "moment ('action', 3)",
                                     'arcmage.zones.graveyard | B défausse Colibri et Rossignol (Cité de A) : dans '
                                     "son cimetière, dans l'ordre, la dernière sur le dessus.",
                                     "moment ('action', 4)",
                                     "arcmage.stack.event-anytime | B joue l'évènement Choc mortel pendant le tour "
                                     "de A : un évènement se joue n'importe quand.",
                                     'arcmage.setup.active | A reste la joueuse active ; B est passive, même quand '
                                     'elle agit.',
                                     'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge '
                                     '(loyauté).',
                                     'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                     "engagées est de la faction Horde rouge ; le reste, de n'importe quelle "
                                     'faction.',
                                     'arcmage.play.pay | B engage 2 Horde rouge : le coût de Choc mortel est payé '
                                     '(0 ressource encore désengagée).',
                                     'arcmage.stack.pile | Choc mortel va sur la pile (2ᵉ) : ses effets ne sont '
                                     'pas encore pris en compte.',
                                     'arcmage.stack.event-response | B répond aux niveaux de Cité de A.',
                                     "moment ('action', 5)",
                                     'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                                     "d'évènement, la pile se résout du dessus vers le dessous.",
                                     'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (B).',
                                     'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                                     'arcmage.city.damage | Choc mortel inflige 2 dégâts à Cité de A : sa défense '
                                     'tombe à 0.',
                                     "arcmage.city.destroyed | Cité de A n'a plus de points de défense : elle est "
                                     'détruite.',
                                     'arcmage.zones.graveyard-owner | Cité de A va dans le cimetière de sa '
                                     'propriétaire, A.',
                                     'arcmage.city.destroyed-residents | Goule, résidente engagée, retourne dans '
                                     'la main de sa propriétaire, A.',
                                     'arcmage.city.destroyed-residents | Revenant, résidente engagée, retourne '
                                     'dans la main de sa propriétaire, A.',
                                     'arcmage.city.destroyed-residents | Mentor, résidente engagée, retourne dans '
                                     'la main de sa propriétaire, A.',
                                     'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de '
                                     'sa propriétaire, B, le tour même.',
                                     'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas '
                                     "sur la table : elle n'est plus en jeu.",
                                     "arcmage.city.effects-vanish | Cité de A n'est plus en jeu : ses niveaux "
                                     "restants n'ont pas lieu.",
                                     "moment ('action', 6)",
                                     'tour 1 de A, phase 3',
                                     "A: main ['Archiviste', 'Goule', 'Revenant', 'Mentor'] deck ['Conscrit'] "
                                     "cimetière ['Colibri', 'Rossignol', 'Bibliothèque lobotomisée'] réserve [] "
                                     'retirées [] ressources {}',
                                     'A: cités Refuge | armée ',
                                     "B: main [] deck [] cimetière ['Colibri', 'Rossignol', 'Choc mortel'] réserve "
                                     "[] retirées [] ressources {'Horde rouge': [0, 2]}",
                                     'B: cités Cité de B | armée ',
                                     "refusées [] [] résolues ['Choc mortel'] payé {'Horde rouge': 2} déplacées [] "
                                     "attaquées [] dévotion {'Cité de A': 5} niveaux {} pioche None reste 0 "
                                     'fondation False perdantes []'],
 'levels_with_a_target_wait_too': ['arcmage.devotion.procedure | A choisit Vide (1ʳᵉ cité) et déclare en une fois '
                                   'ses dévouées : rien ; chacune peut réagir.',
                                   "moment ('action', 1)",
                                   'arcmage.stack.closes | A passe à une autre cité : plus personne ne joue '
                                   "d'évènement, la pile se résout du dessus vers le dessous.",
                                   'arcmage.devotion.value | Dévotion de Vide : aucune résidente = 0.',
                                   'arcmage.devotion.levels | Niveaux de Vide : aucun ; atteint : aucun.',
                                   'arcmage.devotion.procedure | A choisit Cité de A (2ᵉ cité) et déclare en une '
                                   'fois ses dévouées : Goule et Mentor ; chacune peut réagir.',
                                   "moment ('action', 2)",
                                   'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                                   "d'évènement, la pile se résout du dessus vers le dessous.",
                                   'arcmage.devotion.devote | Goule et Mentor sont engagées : dévotion envers Cité '
                                   'de A.',
                                   'arcmage.devotion.value | Dévotion de Cité de A : 2 (Goule) + 2 (Mentor) = 4.',
                                   'arcmage.devotion.levels | Niveaux de Cité de A : 1, 2, 4 ; atteints : 1, 2, 4.',
                                   'arcmage.devotion.trigger | Niveau 1 de Cité de A : son effet se déclenche, '
                                   'obligatoirement (du plus bas au plus haut).',
                                   'arcmage.devotion.kinds | Niveau 1 : un effet unique.',
                                   'arcmage.devotion.trigger | Un choix est attendu : les niveaux 2, 4 de Cité de '
                                   'A se déclencheront ensuite.',
                                   "moment ('action', 3)",
                                   'arcmage.zones.graveyard | A défausse Colibri (Cité de A) : dans son cimetière, '
                                   "dans l'ordre, la dernière sur le dessus.",
                                   "moment ('action', 4)",
                                   'arcmage.zones.graveyard | B défausse Colibri (Cité de A) : dans son cimetière, '
                                   "dans l'ordre, la dernière sur le dessus.",
                                   "moment ('action', 5)",
                                   'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                                   "d'évènement, la pile se résout du dessus vers le dessous.",
                                   'arcmage.devotion.trigger | Niveau 2 de Cité de A : son effet se déclenche, '
                                   'obligatoirement (du plus bas au plus haut).',
                                   'arcmage.devotion.kinds | Niveau 2 : un effet unique.',
                                   'arcmage.zones.graveyard | Cité de A : B met Lancier du dessus de son deck dans '
                                   'son cimetière (sur le dessus).',
                                   'arcmage.devotion.trigger | Niveau 4 de Cité de A : son effet se déclenche, '
                                   'obligatoirement (du plus bas au plus haut).',
                                   'arcmage.devotion.kinds | Niveau 4 : un effet unique.',
                                   'arcmage.zones.graveyard | Cité de A : B met Fantassin du dessus de son deck '
                                   'dans son cimetière (sur le dessus).',
                                   "moment ('action', 6)",
                                   'tour 1 de A, phase 3',
                                   "A: main ['Rossignol'] deck [] cimetière ['Colibri'] réserve [] retirées [] "
                                   'ressources {}',
                                   'A: cités Cité de A [Goule engagée 3/2, Mentor engagée 2/3]; Vide [Conscrit '
                                   '1/1] | armée ',
                                   "B: main ['Rossignol'] deck [] cimetière ['Colibri', 'Lancier', 'Fantassin'] "
                                   'réserve [] retirées [] ressources {}',
                                   'B: cités Cité de B | armée ',
                                   "refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {'Vide': "
                                   "0, 'Cité de A': 4} niveaux {} pioche None reste 0 fondation False perdantes "
                                   '[]'],
 'more_errors': ['ERREUR la première cité se pose pendant la mise en place, avant le premier tour',
                 'ERREUR la première cité se pose pendant la mise en place, avant le premier tour',
                 'ERREUR la première cité se pose pendant la mise en place, avant le premier tour',
                 "arcmage.city.found | Action 4 refusée : B ne fonde une cité qu'à son propre tour, en le passant.",
                 "moment ('action', 4)",
                 "arcmage.combat.who-blocks | Action 5 refusée : aucune attaque n'attend de défense.",
                 "moment ('action', 5)",
                 "arcmage.combat.distribute | Action 6 refusée : aucune bataille n'attend de répartition : les "
                 'dégâts se répartissent après les blocages.',
                 "moment ('action', 6)",
                 'tour 1 de A, phase 0',
                 "A: main ['Choc mortel'] deck [] cimetière [] réserve ['Terrier'] retirées [] ressources {}",
                 'A: cités  | armée ',
                 "B: main [] deck [] cimetière [] réserve ['Siphon'] retirées [] ressources {}",
                 'B: cités  | armée ',
                 "refusées [4, 5, 6] ['arcmage.city.found', 'arcmage.combat.who-blocks', "
                 "'arcmage.combat.distribute'] résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux "
                 '{} pioche None reste 0 fondation False perdantes []'],
 'move_story': ["ERREUR Fantôme n'est pas une créature en jeu",
                "ERREUR Cité de A n'est pas une créature en jeu",
                'arcmage.move.own | Action 3 refusée : Goule est à A : une joueuse ne déplace que ses propres '
                'créatures.',
                "moment ('action', 3)",
                'arcmage.move.when | Action 4 refusée : déplacer Garde royal : seulement pendant son propre tour, '
                "en mise en jeu ; c'est le tour de A.",
                "moment ('action', 4)",
                'arcmage.move.when | Action 5 refusée : Lancier est engagée : seules les créatures désengagées se '
                'déplacent.',
                "moment ('action', 5)",
                'arcmage.creature.army-later | Action 6 refusée : Conscrit est arrivée en jeu pendant cette phase '
                ": elle ne peut se déplacer que lors d'une phase suivante.",
                "moment ('action', 6)",
                "ERREUR Colibri est déjà dans l'armée",
                "ERREUR Nulle part n'est pas une cité en jeu : « to: army » ou le nom d'une cité",
                'ERREUR Goule est déjà dans Cité de A',
                'arcmage.move.own | Action 10 refusée : Cité de B est une cité de B : A ne déplace ses créatures '
                "qu'entre son armée et ses cités.",
                "moment ('action', 10)",
                'arcmage.conflict.card-wins | Brute orque peut entrer dans une cité adverse (Brute orque) : la '
                'règle de la carte remplace la règle de base.',
                'arcmage.move.procedure | A engage Brute orque, annonce son déplacement, puis la déplace.',
                "arcmage.state.use | Brute orque est engagée : elle s'est déplacée.",
                'arcmage.zones.kingdom | Brute orque se déplace dans Cité de B : elle en devient résidente.',
                "arcmage.move.when | Brute orque va de l'armée à Cité de B.",
                'arcmage.move.city-once | Cité de B a servi à un déplacement ce tour-ci.',
                "moment ('action', 11)",
                'arcmage.move.procedure | A engage Goule, annonce son déplacement, puis la déplace.',
                "arcmage.state.use | Goule est engagée : elle s'est déplacée.",
                'arcmage.zones.kingdom | Goule se déplace dans Autre : elle en devient résidente.',
                'arcmage.move.when | Goule va de Cité de A à Autre.',
                'arcmage.move.city-once | Cité de A et Autre ont servi à un déplacement ce tour-ci.',
                "moment ('action', 12)",
                'arcmage.move.city-once | Action 13 refusée : Cité de A a déjà été concernée par un déplacement ce '
                'tour-ci (origine ou destination).',
                "moment ('action', 13)",
                'arcmage.move.city-once | Action 14 refusée : Autre a déjà été concernée par un déplacement ce '
                'tour-ci (origine ou destination).',
                "moment ('action', 14)",
                'arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                "moment ('action', 15)",
                'arcmage.move.when | Action 16 refusée : déplacer Colibri : le tour est en phase 5 (attaque), pas '
                'en mise en jeu.',
                "moment ('action', 16)",
                'arcmage.turn.optional | A ne fait rien en phase 6 (deuxième mise en jeu) : ces phases sont '
                'optionnelles.',
                'arcmage.turn.phases | Tour 1 de A : phase 7 (défausse).',
                'arcmage.turn.discard | A a 0 carte en main : elle ne défausse rien.',
                "moment ('action', 17)",
                'arcmage.turn.order | Action 18 refusée : déplacer Colibri : le tour est en phase 7 (défausse), '
                'les phases de mise en jeu sont passées.',
                "moment ('action', 18)",
                "ERREUR action 19 : le jeu l'interdit — seule la joueuse active (A) finit son tour "
                '[arcmage.turn.end] (conseil : pour montrer que le jeu la refuse, ajoutez « attempt: true » à '
                "l'action)",
                'tour 1 de A, phase 7',
                'A: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                'A: cités Cité de A [Mentor 2/3, Lancier engagée 1/1, Conscrit 1/1]; Autre [Goule engagée 3/2] | '
                'armée Colibri 0/1',
                'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                'B: cités Cité de B [Brute orque engagée 1/1] | armée Garde royal 3/3',
                "refusées [3, 4, 5, 6, 10, 13, 14, 16, 18] ['arcmage.move.own', 'arcmage.move.when', "
                "'arcmage.move.when', 'arcmage.creature.army-later', 'arcmage.move.own', 'arcmage.move.city-once', "
                "'arcmage.move.city-once', 'arcmage.move.when', 'arcmage.turn.order'] résolues [] payé {} "
                "déplacées ['Autre', 'Cité de A', 'Cité de B'] attaquées [] dévotion {} niveaux {} pioche None "
                'reste 0 fondation False perdantes []'],
 'move_while_the_pile_waits': ["arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se "
                               "joue n'importe quand.",
                               'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge '
                               '(loyauté).',
                               'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées '
                               "est de la faction Horde rouge ; le reste, de n'importe quelle faction.",
                               'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est payé (0 '
                               'ressource encore désengagée).',
                               'arcmage.stack.pile | Choc mortel va sur la pile (1ʳᵉ) : ses effets ne sont pas '
                               'encore pris en compte.',
                               'arcmage.stack.event-response | Chacune peut répondre à Choc mortel par un '
                               'évènement.',
                               "moment ('action', 1)",
                               "arcmage.stack.closes | A déplace une créature : plus personne ne joue d'évènement, "
                               'la pile se résout du dessus vers le dessous.',
                               'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                               'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                               'arcmage.creature.attack-defense | Choc mortel inflige 3 dégâts à Conscrit (3 ce '
                               'tour, défense 1).',
                               'arcmage.creature.death | Conscrit a subi 3 dégâts ce tour pour une défense de 1 : '
                               'elle meurt.',
                               'arcmage.creature.death | Conscrit va dans le cimetière de sa propriétaire, B '
                               '(morte).',
                               'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de sa '
                               'propriétaire, A, le tour même.',
                               'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur la '
                               "table : elle n'est plus en jeu.",
                               'arcmage.move.procedure | A engage Goule, annonce son déplacement, puis la déplace.',
                               "arcmage.state.use | Goule est engagée : elle s'est déplacée.",
                               "arcmage.move.when | Goule va de Cité de A à l'armée.",
                               'arcmage.move.city-once | Cité de A a servi à un déplacement ce tour-ci.',
                               "moment ('action', 2)",
                               'tour 1 de A, phase 4',
                               "A: main [] deck [] cimetière ['Choc mortel'] réserve [] retirées [] ressources "
                               "{'Horde rouge': [0, 2]}",
                               'A: cités Cité de A | armée Goule engagée 3/2',
                               "B: main [] deck [] cimetière ['Conscrit'] réserve [] retirées [] ressources {}",
                               'B: cités Cité de B | armée ',
                               "refusées [] [] résolues ['Choc mortel'] payé {'Horde rouge': 2} déplacées ['Cité "
                               "de A'] attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation False "
                               'perdantes []'],
 'nobody_left_to_attack': ['arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                           'arcmage.combat.declare | A attaque Cité de B, cité de B, avec Goule.',
                           "arcmage.zones.army | Les créatures de l'armée de A peuvent attaquer.",
                           'arcmage.combat.order | Ordre des batailles annoncé : Goule.',
                           'arcmage.combat.step1 | Les attaquantes sont annoncées ; toutes peuvent jouer des '
                           "évènements avant qu'elles soient engagées.",
                           "moment ('action', 1)",
                           "arcmage.stack.event-anytime | B joue l'évènement Enlèvement pendant le tour de A : un "
                           "évènement se joue n'importe quand.",
                           'arcmage.setup.active | A reste la joueuse active ; B est passive, même quand elle '
                           'agit.',
                           "arcmage.cards.cost | Coût d'Enlèvement : 3 ressources, dont 1 Ost des ténèbres "
                           '(loyauté).',
                           'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est '
                           "de la faction Ost des ténèbres ; le reste, de n'importe quelle faction.",
                           "arcmage.play.pay | B engage 3 Ost des ténèbres : le coût d'Enlèvement est payé (0 "
                           'ressource encore désengagée).',
                           'arcmage.stack.pile | Enlèvement va sur la pile (2ᵉ) : ses effets ne sont pas encore '
                           'pris en compte.',
                           "arcmage.stack.event-response | B répond à l'attaque de A.",
                           "moment ('action', 2)",
                           'arcmage.stack.closes | La joueuse active passe à une autre phase : plus personne ne '
                           "joue d'évènement, la pile se résout du dessus vers le dessous.",
                           'arcmage.stack.pile | Le dessus de la pile se résout : Enlèvement (B).',
                           'arcmage.play.resolve | Enlèvement est résolue : ses effets se produisent.',
                           "arcmage.state.use | Goule est engagée : Enlèvement l'engage (la « marque »).",
                           "arcmage.cards.owner | Enlèvement : Goule va dans l'armée de sa propriétaire, A.",
                           'arcmage.stack.event-discard | Enlèvement, utilisée, va dans le cimetière de sa '
                           'propriétaire, B, le tour même.',
                           'arcmage.play.played-vs-in-play | Enlèvement a été jouée mais ne reste pas sur la table '
                           ": elle n'est plus en jeu.",
                           "arcmage.combat.step1 | Goule a été engagée entre-temps : elle n'attaque pas.",
                           'arcmage.combat.step1 | A engage ses attaquantes : rien.',
                           'arcmage.state.use | Une créature qui attaque est engagée.',
                           'arcmage.combat.defender | La propriétaire de Cité de B, B, est la joueuse défenseuse.',
                           'arcmage.combat.block-choice | B ne bloque pas.',
                           'arcmage.combat.battles | Le combat se résout bataille par bataille : aucune '
                           'attaquante.',
                           'arcmage.turn.phases | Tour 1 de A : phase 6 (deuxième mise en jeu).',
                           "moment ('combat', 1)",
                           "moment ('action', 3)",
                           'tour 1 de A, phase 6',
                           'A: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                           'A: cités Cité de A | armée Goule engagée 3/2',
                           "B: main [] deck [] cimetière ['Enlèvement'] réserve [] retirées [] ressources {'Ost "
                           "des ténèbres': [0, 3]}",
                           'B: cités Cité de B | armée ',
                           "combat A→Cité de B (B) annoncées ['Goule'] attaquantes [] blocages {} répartition {} "
                           'mortes [] cité 0 fini True',
                           "refusées [] [] résolues ['Enlèvement'] payé {'Ost des ténèbres': 3} déplacées [] "
                           "attaquées ['Cité de B'] dévotion {} niveaux {} pioche None reste 0 fondation False "
                           'perdantes []'],
 'passive_after_a_dead_creature': ['arcmage.turn.phases | Tour 1 de A : phase 5 (attaque).',
                                   'arcmage.combat.declare | A attaque Cité de B, cité de B, avec Orc égaré et '
                                   'Grand frère.',
                                   "arcmage.zones.army | Les créatures de l'armée de A peuvent attaquer.",
                                   'arcmage.combat.order | Ordre des batailles annoncé : Orc égaré puis Grand '
                                   'frère.',
                                   'arcmage.combat.step1 | Les attaquantes sont annoncées ; toutes peuvent jouer '
                                   "des évènements avant qu'elles soient engagées.",
                                   "moment ('action', 1)",
                                   'arcmage.stack.closes | B annonce sa défense : plus personne ne joue '
                                   "d'évènement, la pile se résout du dessus vers le dessous.",
                                   'arcmage.combat.step1 | A engage ses attaquantes : Orc égaré et Grand frère.',
                                   'arcmage.state.use | Une créature qui attaque est engagée.',
                                   'arcmage.combat.defender | La propriétaire de Cité de B, B, est la joueuse '
                                   'défenseuse.',
                                   "arcmage.zones.army | Garde royal, dans l'armée de B, peut bloquer.",
                                   'arcmage.combat.block-choice | B assigne ses bloqueuses : Garde royal sur Orc '
                                   'égaré.',
                                   "arcmage.combat.blocker-pool | Les bloqueuses viennent de l'armée de B ou de "
                                   'Cité de B, la cité attaquée.',
                                   'arcmage.combat.block-no-tap | Lecture ouverte « Une créature qui bloque '
                                   'est-elle engagée ? » : non : seules les attaquantes sont engagées (lecture par '
                                   'défaut)',
                                   "arcmage.combat.block-no-tap | Bloquer n'engage pas : les bloqueuses restent "
                                   'désengagées.',
                                   "arcmage.combat.plan-lock | La défense est annoncée : le plan d'attaque de A "
                                   'est figé.',
                                   'arcmage.combat.events | Des évènements peuvent encore être joués avant les '
                                   'batailles.',
                                   "moment ('action', 2)",
                                   'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                                   "d'évènement, la pile se résout du dessus vers le dessous.",
                                   'arcmage.combat.battles | Le combat se résout bataille par bataille : Orc égaré '
                                   'puis Grand frère.',
                                   'arcmage.cards.stats | Attaque (à gauche) et défense (à droite) : Orc égaré 2/1 '
                                   '; Garde royal 3/3.',
                                   "arcmage.combat.attacker-damage | Bataille d'Orc égaré (2/1) contre Garde royal "
                                   ': elle reçoit 3 dégâts, la somme de leurs attaques.',
                                   'arcmage.combat.simultaneous | Dégâts simultanés : Orc égaré 3, Garde royal 2.',
                                   'arcmage.creature.death | Orc égaré a subi 3 dégâts ce tour pour une défense de '
                                   '1 : elle meurt.',
                                   'arcmage.combat.no-trample | Orc égaré est bloquée : elle ne fait rien perdre à '
                                   'Cité de B.',
                                   "arcmage.combat.unblocked | Grand frère n'est pas bloquée : Cité de B perd 2 "
                                   'points de défense.',
                                   'arcmage.city.damage | Grand frère inflige 2 dégâts à Cité de B : il lui reste '
                                   '6 points de défense.',
                                   'arcmage.combat.cleanup | Le combat est terminé : les créatures mortes vont au '
                                   "cimetière de leur propriétaire, dans l'ordre des morts (Orc égaré).",
                                   'arcmage.combat.cleanup | Orc égaré va dans le cimetière de sa propriétaire, A '
                                   '(morte au combat).',
                                   "moment ('combat', 1)",
                                   "moment ('action', 3)",
                                   'tour 1 de A, phase 5',
                                   "A: main [] deck [] cimetière ['Orc égaré'] réserve [] retirées [] ressources "
                                   '{}',
                                   'A: cités Cité de A | armée Chef de guerre orc 4/3; Grand frère engagée 2/2',
                                   'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                                   'B: cités Cité de B dégâts 2 | armée Garde royal dégâts 2 3/3',
                                   "combat A→Cité de B (B) annoncées ['Orc égaré', 'Grand frère'] attaquantes "
                                   "['Orc égaré', 'Grand frère'] blocages {'Orc égaré': ['Garde royal']} "
                                   "répartition {} mortes ['Orc égaré'] cité 2 fini True",
                                   "refusées [] [] résolues [] payé {} déplacées [] attaquées ['Cité de B'] "
                                   'dévotion {} niveaux {} pioche None reste 0 fondation False perdantes []'],
 'passive_hands_at_the_discard': ['arcmage.turn.optional | A ne fait rien en phase 5 (attaque), phase 6 (deuxième '
                                  'mise en jeu) : ces phases sont optionnelles.',
                                  'arcmage.turn.phases | Tour 1 de A : phase 7 (défausse).',
                                  'arcmage.turn.discard | A a 3 cartes en main : elle ne défausse rien.',
                                  'arcmage.turn.discard-passive | Lecture ouverte « Une joueuse passive qui a plus '
                                  "de 7 cartes défausse-t-elle pendant la phase de défausse d'une autre ? » : non "
                                  ': seule sa propre phase de défausse limite sa main (lecture par défaut)',
                                  'arcmage.turn.discard-passive | B, passive, a 8 cartes : seule sa propre phase '
                                  'de défausse limite sa main.',
                                  "moment ('action', 1)",
                                  'tour 1 de A, phase 7',
                                  "A: main ['Goule', 'Mentor', 'Conscrit'] deck [] cimetière [] réserve [] "
                                  'retirées [] ressources {}',
                                  'A: cités Cité de A | armée ',
                                  "B: main ['Goule', 'Mentor', 'Conscrit', 'Colibri', 'Rossignol', 'Archiviste', "
                                  "'Lancier', 'Revenant'] deck [] cimetière [] réserve [] retirées [] ressources "
                                  '{}',
                                  'B: cités Cité de B | armée ',
                                  "C: main ['Goule', 'Mentor', 'Conscrit', 'Colibri', 'Rossignol', 'Archiviste', "
                                  "'Lancier'] deck [] cimetière [] réserve [] retirées [] ressources {}",
                                  'C: cités Cité de C | armée ',
                                  'refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {} '
                                  'niveaux {} pioche None reste 0 fondation False perdantes []'],
 'pay_automatic_loyalty': ["arcmage.play.pay | Action 1 refusée : A n'a que 1 ressource Horde rouge désengagée "
                           'pour 2 marqueurs de loyauté.',
                           "moment ('action', 1)",
                           'arcmage.creature.play | Garde royal est une créature : A la joue pendant sa propre '
                           'mise en jeu.',
                           'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                           'prérequis le permettent.',
                           'arcmage.cards.cost | Coût de Garde royal : 4 ressources, dont 2 Aristocrates '
                           '(loyauté).',
                           'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources engagées '
                           "sont de la faction Aristocrates ; le reste, de n'importe quelle faction.",
                           'arcmage.play.pay | Choix de A — paiement de Garde royal (A) : 2 Empire + 2 '
                           'Aristocrates (une branche sur 4 : le moteur les joue toutes)',
                           'arcmage.play.pay | A engage 2 Empire + 2 Aristocrates : le coût de Garde royal est '
                           'payé (2 ressources encore désengagées).',
                           "arcmage.state.not-in-play | Garde royal, dans la main, n'était pas en jeu : son coût "
                           "payé et ses prérequis satisfaits, elle peut l'être.",
                           'arcmage.play.resolve | Garde royal est mise en jeu et résolue.',
                           'arcmage.state.enter-untapped | Garde royal arrive en jeu désengagée (jouée par A).',
                           'arcmage.creature.play | Garde royal est placée dans Cité de A.',
                           'arcmage.zones.kingdom | Garde royal est une résidente de Cité de A.',
                           'arcmage.play.permanents | Garde royal, une créature payée, est en jeu.',
                           "moment ('action', 2)",
                           'arcmage.enchant.timing | Racines est un enchantement : A la joue pendant sa propre '
                           'mise en jeu.',
                           'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                           'prérequis le permettent.',
                           'arcmage.play.x-cost | Racines coûte X ; X = 0 (choisi par la joueuse) : le coût est 0 '
                           'ressource.',
                           'arcmage.cards.cost | Racines ne coûte rien : aucune ressource à engager.',
                           "arcmage.state.not-in-play | Racines, dans la main, n'était pas en jeu : son coût payé "
                           "et ses prérequis satisfaits, elle peut l'être.",
                           'arcmage.play.resolve | Racines est mise en jeu et résolue.',
                           "arcmage.state.use | Goule est engagée : Racines l'engage (la « marque »).",
                           'arcmage.play.x-cost | Racines pose 0 marqueur (X) sur Goule.',
                           'arcmage.state.enter-untapped | Racines arrive en jeu désengagée (jouée par A).',
                           'arcmage.enchant.target | Racines est attaché à sa cible, Goule.',
                           "arcmage.enchant.duration | Racines reste en jeu jusqu'à ce qu'un effet l'enlève.",
                           'arcmage.play.permanents | Racines, un enchantement payé, est en jeu.',
                           "moment ('action', 3)",
                           "ERREUR Racines n'est pas dans la main de A (main : Délégué syndical gobelin, Colibri)",
                           "arcmage.play.pay | Action 5 refusée : A n'a que 0 ressource Enfants de Gaïa désengagée "
                           'pour 1 marqueur de loyauté.',
                           "moment ('action', 5)",
                           'tour 1 de A, phase 4',
                           "A: main ['Délégué syndical gobelin', 'Colibri'] deck [] cimetière [] réserve [] "
                           "retirées [] ressources {'Empire': [0, 2], 'Horde rouge': [1, 0], 'Aristocrates': [1, "
                           '2]}',
                           'A: cités Cité de A [Garde royal 3/3] | armée ',
                           'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                           'B: cités Cité de B | armée Goule engagée 3/2 {Racines}',
                           "refusées [1, 5] ['arcmage.play.pay', 'arcmage.play.pay'] résolues [] payé {} déplacées "
                           '[] attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation False perdantes '
                           '[]'],
 'pay_direct': ['arcmage.cards.cost | un essai ne coûte rien : aucune ressource à engager.',
                "arcmage.cards.cost | Coût d'un essai : 2 ressources, dont 3 Empire (loyauté).",
                'arcmage.cards.loyalty | 3 marqueurs de loyauté : au moins 3 des ressources engagées sont de la '
                "faction Empire ; le reste, de n'importe quelle faction.",
                "REFUS [arcmage.play.pay] A n'a que 1 ressource Empire désengagée pour 3 marqueurs de loyauté",
                "arcmage.cards.cost | Coût d'un essai : 1 ressource, dont 2 Empire (loyauté).",
                'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources engagées sont de la '
                "faction Empire ; le reste, de n'importe quelle faction.",
                'REFUS [arcmage.play.pay] 1 Empire : seulement 1 Empire pour 2 marqueurs de loyauté',
                "arcmage.cards.cost | Coût d'un essai : 2 ressources, dont 1 Horde rouge (loyauté).",
                'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est de la '
                "faction Horde rouge ; le reste, de n'importe quelle faction.",
                "arcmage.play.pay | A engage 1 Horde rouge + 1 Empire : le coût d'un essai est payé (1 ressource "
                'encore désengagée).',
                "arcmage.cards.cost | Coût d'un essai : 1 ressource, dont 1 Horde rouge (loyauté).",
                'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est de la '
                "faction Horde rouge ; le reste, de n'importe quelle faction.",
                "arcmage.play.pay | A engage 1 Horde rouge : le coût d'un essai est payé (0 ressource encore "
                'désengagée).',
                "= 'rien'",
                "= '2 Horde rouge'",
                "= '2'",
                "ERREUR Terrier n'a pas de coût : elle ne se joue pas depuis la main",
                'arcmage.play.x-cost | Racines coûte X ; X = 2 (choisi par la joueuse) : le coût est 2 ressources.',
                "= '2'",
                "ERREUR X de Frappe mesurée (exemple X + 2) est l'attaque de la créature ciblée : ajoutez « "
                'target: <créature> »',
                'arcmage.play.x-cost | Carpe diem coûte X + 2 ; X = 1 (une ressource par cible supplémentaire) : '
                'le coût est 1 + 2 = 3 ressources.',
                "= '3'",
                'ERREUR X de Carpe diem vaut 0 (une ressource par cible supplémentaire), pas 5 : retirez « x: »',
                "ERREUR Grand jeton orc n'a pas de coût : elle ne se joue pas depuis la main",
                'tour 1 de A, phase 4',
                "A: main [] deck [] cimetière [] réserve [] retirées [] ressources {'Horde rouge': [0, 2], "
                "'Empire': [0, 1]}",
                'A: cités Cité de A | armée ',
                'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                'B: cités Cité de B | armée ',
                "refusées [] [] résolues [] payé {'Horde rouge': 1} déplacées [] attaquées [] dévotion {} niveaux "
                '{} pioche None reste 0 fondation False perdantes []'],
 'pay_single_resources': ["arcmage.resource.available | Action 1 refusée : A n'a que 1 ressource Horde rouge "
                          'désengagée pour en engager 2 : les ressources engagées sont consommées pour le tour.',
                          "moment ('action', 1)",
                          "arcmage.resource.available | Action 2 refusée : A n'a que 1 ressource désengagée pour "
                          'un coût de 2 (les ressources engagées sont consommées pour le tour).',
                          "moment ('action', 2)",
                          "arcmage.resource.available | Action 3 refusée : A n'a que 0 ressource Empire désengagée "
                          'pour en engager 4 : les ressources engagées sont consommées pour le tour.',
                          "moment ('action', 3)",
                          'tour 1 de A, phase 4',
                          "A: main ['Délégué syndical gobelin', 'Choc mortel'] deck [] cimetière [] réserve [] "
                          "retirées [] ressources {'Horde rouge': [1, 0]}",
                          'A: cités Cité de A | armée ',
                          'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                          'B: cités Cité de B | armée ',
                          "refusées [1, 2, 3] ['arcmage.resource.available', 'arcmage.resource.available', "
                          "'arcmage.resource.available'] résolues [] payé {} déplacées [] attaquées [] dévotion {} "
                          'niveaux {} pioche None reste 0 fondation False perdantes []'],
 'pay_split_and_refusals': ["arcmage.resource.available | Action 1 refusée : A n'a que 1 ressource Empire "
                            'désengagée pour en engager 3 : les ressources engagées sont consommées pour le tour.',
                            "moment ('action', 1)",
                            'arcmage.play.pay | Action 2 refusée : 1 Horde rouge + 1 Empire : 2 ressources pour un '
                            'coût de 4.',
                            "moment ('action', 2)",
                            'arcmage.play.pay | Action 3 refusée : 1 Empire : 1 ressource pour un coût de 4.',
                            "moment ('action', 3)",
                            "arcmage.resource.available | Action 4 refusée : A n'a que 2 ressources désengagées "
                            'pour un coût de 4 (les ressources engagées sont consommées pour le tour).',
                            "moment ('action', 4)",
                            "arcmage.resource.available | Action 5 refusée : A n'a que 2 ressources désengagées "
                            'pour un coût de 4 (les ressources engagées sont consommées pour le tour).',
                            "moment ('action', 5)",
                            "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se joue "
                            "n'importe quand.",
                            'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge '
                            '(loyauté).',
                            'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées '
                            "est de la faction Horde rouge ; le reste, de n'importe quelle faction.",
                            'arcmage.play.pay | A engage 1 Empire + 1 Horde rouge : le coût de Choc mortel est '
                            'payé (0 ressource encore désengagée).',
                            'arcmage.stack.pile | Choc mortel va sur la pile (1ʳᵉ) : ses effets ne sont pas encore '
                            'pris en compte.',
                            'arcmage.stack.event-response | Chacune peut répondre à Choc mortel par un évènement.',
                            "moment ('action', 6)",
                            "ERREUR Choc mortel n'est pas dans la main de A (main : Délégué syndical gobelin, "
                            'Goule)',
                            'tour 1 de A, phase 4',
                            "A: main ['Délégué syndical gobelin', 'Goule'] deck [] cimetière [] réserve [] "
                            "retirées [] ressources {'Horde rouge': [0, 1], 'Empire': [0, 3]}",
                            'A: cités Cité de A | armée ',
                            'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                            'B: cités Cité de B | armée ',
                            'pile event:Choc mortel:A',
                            "refusées [1, 2, 3, 4, 5] ['arcmage.resource.available', 'arcmage.play.pay', "
                            "'arcmage.play.pay', 'arcmage.resource.available', 'arcmage.resource.available'] "
                            "résolues [] payé {'Empire': 1, 'Horde rouge': 1} déplacées [] attaquées [] dévotion "
                            '{} niveaux {} pioche None reste 0 fondation False perdantes []'],
 'payments_refused_whole': ["arcmage.resource.available | Action 1 refusée : A n'a que 0 ressource Aristocrates "
                            'désengagée pour en engager 1 : les ressources engagées sont consommées pour le tour.',
                            "moment ('action', 1)",
                            "arcmage.resource.available | Action 2 refusée : A n'a que 2 ressources Empire "
                            'désengagées pour en engager 3 : les ressources engagées sont consommées pour le tour.',
                            "moment ('action', 2)",
                            'arcmage.play.pay | Action 3 refusée : 2 Empire : seulement 0 Horde rouge pour 1 '
                            'marqueur de loyauté.',
                            "moment ('action', 3)",
                            'arcmage.play.pay | Action 4 refusée : 2 Horde rouge + 2 Empire + 1 Enfants de Gaïa : '
                            'seulement 2 Horde rouge pour 3 marqueurs de loyauté.',
                            "moment ('action', 4)",
                            "arcmage.play.pay | Action 5 refusée : A n'a que 2 ressources Horde rouge désengagées "
                            'pour 3 marqueurs de loyauté.',
                            "moment ('action', 5)",
                            'arcmage.play.pay | Action 6 refusée : la loyauté (2) dépasse le coût (1) : 2 '
                            'ressources Enfants de Gaïa ne tiennent pas dans 1.',
                            "moment ('action', 6)",
                            'arcmage.enchant.timing | Marque profonde est un enchantement : A la joue pendant sa '
                            'propre mise en jeu.',
                            'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                            'prérequis le permettent.',
                            "arcmage.play.x-cost | Marque profonde coûte X ; X = 1 (l'attaque de Conscrit, la "
                            'créature ciblée) : le coût est 1 ressource.',
                            'arcmage.cards.cost | Coût de Marque profonde : 1 ressource.',
                            'arcmage.play.pay | Choix de A — paiement de Marque profonde (A) : 1 Horde rouge (une '
                            'branche sur 3 : le moteur les joue toutes)',
                            'arcmage.play.pay | A engage 1 Horde rouge : le coût de Marque profonde est payé (6 '
                            'ressources encore désengagées).',
                            "arcmage.state.not-in-play | Marque profonde, dans la main, n'était pas en jeu : son "
                            "coût payé et ses prérequis satisfaits, elle peut l'être.",
                            'arcmage.play.resolve | Marque profonde est mise en jeu et résolue.',
                            "arcmage.state.use | Conscrit est engagée : Marque profonde l'engage (la « marque »).",
                            'arcmage.play.x-cost | Marque profonde pose 1 marqueur (X) sur Conscrit.',
                            'arcmage.state.enter-untapped | Marque profonde arrive en jeu désengagée (jouée par '
                            'A).',
                            'arcmage.enchant.target | Marque profonde est attaché à sa cible, Conscrit.',
                            "arcmage.enchant.duration | Marque profonde reste en jeu jusqu'à ce qu'un effet "
                            "l'enlève.",
                            'arcmage.play.permanents | Marque profonde, un enchantement payé, est en jeu.',
                            "moment ('action', 7)",
                            'arcmage.enchant.timing | Marque profonde est un enchantement : A la joue pendant sa '
                            'propre mise en jeu.',
                            'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                            'prérequis le permettent.',
                            'arcmage.cards.name | Lecture ouverte « « Chaque carte a un nom unique » : deux '
                            "exemplaires d'une carte peuvent-ils être en jeu ensemble ? » : oui : le nom désigne "
                            'le modèle, 3 exemplaires par deck (lecture par défaut)',
                            "arcmage.play.x-cost | Marque profonde coûte X ; X = 3 (l'attaque de Goule, la "
                            'créature ciblée) : le coût est 3 ressources.',
                            'arcmage.cards.cost | Coût de Marque profonde : 3 ressources.',
                            'arcmage.play.pay | Choix de A — paiement de Marque profonde (A) : 1 Horde rouge + 2 '
                            'Empire (une branche sur 6 : le moteur les joue toutes)',
                            'arcmage.play.pay | A engage 1 Horde rouge + 2 Empire : le coût de Marque profonde est '
                            'payé (3 ressources encore désengagées).',
                            "arcmage.state.not-in-play | Marque profonde, dans la main, n'était pas en jeu : son "
                            "coût payé et ses prérequis satisfaits, elle peut l'être.",
                            'arcmage.play.resolve | Marque profonde est mise en jeu et résolue.',
                            "arcmage.state.use | Goule est engagée : Marque profonde l'engage (la « marque »).",
                            'arcmage.play.x-cost | Marque profonde pose 3 marqueurs (X) sur Goule.',
                            'arcmage.state.enter-untapped | Marque profonde 2 arrive en jeu désengagée (jouée par '
                            'A).',
                            'arcmage.enchant.target | Marque profonde 2 est attaché à sa cible, Goule.',
                            "arcmage.enchant.duration | Marque profonde 2 reste en jeu jusqu'à ce qu'un effet "
                            "l'enlève.",
                            'arcmage.play.permanents | Marque profonde 2, un enchantement payé, est en jeu.',
                            "moment ('action', 8)",
                            'tour 1 de A, phase 4',
                            "A: main ['Choc mortel', 'Chef de guerre orc', 'Racines'] deck [] cimetière [] réserve "
                            "[] retirées [] ressources {'Horde rouge': [0, 2], 'Empire': [0, 2], 'Enfants de "
                            "Gaïa': [3, 0]}",
                            'A: cités Cité de A | armée ',
                            'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                            'B: cités Cité de B | armée Goule engagée 3/2 {Marque profonde 2} marqueurs 3; Garde '
                            'royal 3/3; Conscrit engagée 1/1 {Marque profonde} marqueurs 1',
                            "refusées [1, 2, 3, 4, 5, 6] ['arcmage.resource.available', "
                            "'arcmage.resource.available', 'arcmage.play.pay', 'arcmage.play.pay', "
                            "'arcmage.play.pay', 'arcmage.play.pay'] résolues [] payé {'Horde rouge': 1, 'Empire': "
                            '2} déplacées [] attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation '
                            'False perdantes []'],
 'refused_attempt_restores_the_pile': ["arcmage.stack.event-anytime | A joue l'évènement Double choc ; un "
                                       "évènement se joue n'importe quand.",
                                       'arcmage.play.x-cost | Double choc coûte X + 1 ; X = 1 (une ressource par '
                                       'cible supplémentaire) : le coût est 1 + 1 = 2 ressources.',
                                       'arcmage.cards.cost | Coût de Double choc : 2 ressources, dont 1 Horde '
                                       'rouge (loyauté).',
                                       'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                       "engagées est de la faction Horde rouge ; le reste, de n'importe quelle "
                                       'faction.',
                                       'arcmage.play.pay | A engage 2 Horde rouge : le coût de Double choc est '
                                       'payé (7 ressources encore désengagées).',
                                       'arcmage.stack.pile | Double choc va sur la pile (1ʳᵉ) : ses effets ne sont '
                                       'pas encore pris en compte.',
                                       'arcmage.stack.event-response | Chacune peut répondre à Double choc par un '
                                       'évènement.',
                                       "moment ('action', 1)",
                                       "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un "
                                       "évènement se joue n'importe quand.",
                                       'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde '
                                       'rouge (loyauté).',
                                       'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                       "engagées est de la faction Horde rouge ; le reste, de n'importe quelle "
                                       'faction.',
                                       'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est '
                                       'payé (5 ressources encore désengagées).',
                                       'arcmage.stack.event-response | Lecture ouverte « Celle qui a joué un '
                                       'évènement peut-elle y répondre elle-même ? » : oui : toutes les joueuses '
                                       '(lecture par défaut)',
                                       'arcmage.stack.pile | Choc mortel va sur la pile (2ᵉ) : ses effets ne sont '
                                       'pas encore pris en compte.',
                                       'arcmage.stack.pile | A répond à sa propre carte (Double choc) : toutes les '
                                       'joueuses, y compris celle qui a joué, peuvent répondre.',
                                       "moment ('action', 2)",
                                       "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un "
                                       "évènement se joue n'importe quand.",
                                       'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde '
                                       'rouge (loyauté).',
                                       'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                       "engagées est de la faction Horde rouge ; le reste, de n'importe quelle "
                                       'faction.',
                                       'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est '
                                       'payé (3 ressources encore désengagées).',
                                       'arcmage.stack.pile | Choc mortel va sur la pile (3ᵉ) : ses effets ne sont '
                                       'pas encore pris en compte.',
                                       'arcmage.stack.pile | A répond à sa propre carte (Choc mortel) : toutes les '
                                       'joueuses, y compris celle qui a joué, peuvent répondre.',
                                       "moment ('action', 3)",
                                       'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                                       'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                                       'arcmage.creature.attack-defense | Choc mortel inflige 3 dégâts à Garde '
                                       'royal (3 ce tour, défense 3).',
                                       'arcmage.creature.death | Garde royal a subi 3 dégâts ce tour pour une '
                                       'défense de 3 : elle meurt.',
                                       'arcmage.creature.death | Garde royal va dans le cimetière de sa '
                                       'propriétaire, B (morte).',
                                       'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière '
                                       'de sa propriétaire, A, le tour même.',
                                       'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas '
                                       "sur la table : elle n'est plus en jeu.",
                                       "moment ('action', 4)",
                                       'arcmage.combat.declare | Action 5 refusée : Cité de A est une cité de A : '
                                       "on n'attaque pas ses propres cités.",
                                       "moment ('action', 5)",
                                       "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un "
                                       "évènement se joue n'importe quand.",
                                       'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde '
                                       'rouge (loyauté).',
                                       'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                       "engagées est de la faction Horde rouge ; le reste, de n'importe quelle "
                                       'faction.',
                                       'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est '
                                       'payé (1 ressource encore désengagée).',
                                       'arcmage.stack.pile | Choc mortel va sur la pile (3ᵉ) : ses effets ne sont '
                                       'pas encore pris en compte.',
                                       'arcmage.stack.pile | A répond à sa propre carte (Choc mortel) : toutes les '
                                       'joueuses, y compris celle qui a joué, peuvent répondre.',
                                       "moment ('action', 6)",
                                       'arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue '
                                       "d'évènement, la pile se résout du dessus vers le dessous.",
                                       'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                                       'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                                       'arcmage.creature.attack-defense | Choc mortel inflige 3 dégâts à Conscrit '
                                       '(3 ce tour, défense 1).',
                                       'arcmage.creature.death | Conscrit a subi 3 dégâts ce tour pour une défense '
                                       'de 1 : elle meurt.',
                                       'arcmage.creature.death | Conscrit va dans le cimetière de sa propriétaire, '
                                       'B (morte).',
                                       'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière '
                                       'de sa propriétaire, A, le tour même.',
                                       'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas '
                                       "sur la table : elle n'est plus en jeu.",
                                       'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                                       "arcmage.stack.fizzle | Garde royal n'est plus là : Choc mortel ne peut pas "
                                       'être résolue.',
                                       'arcmage.play.no-refund | Les ressources engagées par A pour Choc mortel ne '
                                       'sont pas récupérées.',
                                       'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière '
                                       'de sa propriétaire, A, le tour même.',
                                       'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas '
                                       "sur la table : elle n'est plus en jeu.",
                                       'arcmage.stack.pile | Le dessus de la pile se résout : Double choc (A).',
                                       "arcmage.stack.fizzle | Une de ses cibles n'est plus là : Double choc ne "
                                       'peut pas être résolue.',
                                       'arcmage.play.no-refund | Les ressources engagées par A pour Double choc ne '
                                       'sont pas récupérées.',
                                       'arcmage.stack.event-discard | Double choc, utilisée, va dans le cimetière '
                                       'de sa propriétaire, A, le tour même.',
                                       'arcmage.play.played-vs-in-play | Double choc a été jouée mais ne reste pas '
                                       "sur la table : elle n'est plus en jeu.",
                                       "moment ('action', 7)",
                                       'tour 1 de A, phase 4',
                                       "A: main [] deck [] cimetière ['Choc mortel', 'Choc mortel', 'Choc mortel', "
                                       "'Double choc'] réserve [] retirées [] ressources {'Horde rouge': [1, 8]}",
                                       'A: cités Cité de A | armée ',
                                       "B: main [] deck [] cimetière ['Garde royal', 'Conscrit'] réserve [] "
                                       'retirées [] ressources {}',
                                       'B: cités Cité de B | armée Mentor 2/3',
                                       "refusées [5] ['arcmage.combat.declare'] résolues ['Choc mortel', 'Choc "
                                       "mortel', 'Choc mortel', 'Double choc'] payé {'Horde rouge': 2} déplacées "
                                       '[] attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation False '
                                       'perdantes []'],
 'resolving_part_of_the_pile': ["arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se "
                                "joue n'importe quand.",
                                'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge '
                                '(loyauté).',
                                'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                "engagées est de la faction Horde rouge ; le reste, de n'importe quelle faction.",
                                'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est payé (4 '
                                'ressources encore désengagées).',
                                'arcmage.stack.pile | Choc mortel va sur la pile (1ʳᵉ) : ses effets ne sont pas '
                                'encore pris en compte.',
                                'arcmage.stack.event-response | Chacune peut répondre à Choc mortel par un '
                                'évènement.',
                                "moment ('action', 1)",
                                "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se "
                                "joue n'importe quand.",
                                'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge '
                                '(loyauté).',
                                'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                "engagées est de la faction Horde rouge ; le reste, de n'importe quelle faction.",
                                'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est payé (2 '
                                'ressources encore désengagées).',
                                'arcmage.stack.event-response | Lecture ouverte « Celle qui a joué un évènement '
                                'peut-elle y répondre elle-même ? » : oui : toutes les joueuses (lecture par '
                                'défaut)',
                                'arcmage.stack.pile | Choc mortel va sur la pile (2ᵉ) : ses effets ne sont pas '
                                'encore pris en compte.',
                                'arcmage.stack.pile | A répond à sa propre carte (Choc mortel) : toutes les '
                                'joueuses, y compris celle qui a joué, peuvent répondre.',
                                "moment ('action', 2)",
                                "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se "
                                "joue n'importe quand.",
                                'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge '
                                '(loyauté).',
                                'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources '
                                "engagées est de la faction Horde rouge ; le reste, de n'importe quelle faction.",
                                'arcmage.play.pay | A engage 2 Horde rouge : le coût de Choc mortel est payé (0 '
                                'ressource encore désengagée).',
                                'arcmage.stack.pile | Choc mortel va sur la pile (3ᵉ) : ses effets ne sont pas '
                                'encore pris en compte.',
                                'arcmage.stack.pile | A répond à sa propre carte (Choc mortel) : toutes les '
                                'joueuses, y compris celle qui a joué, peuvent répondre.',
                                "moment ('action', 3)",
                                'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                                'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                                'arcmage.creature.attack-defense | Choc mortel inflige 3 dégâts à Garde royal (3 '
                                'ce tour, défense 3).',
                                'arcmage.creature.death | Garde royal a subi 3 dégâts ce tour pour une défense de '
                                '3 : elle meurt.',
                                'arcmage.creature.death | Garde royal va dans le cimetière de sa propriétaire, B '
                                '(morte).',
                                'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de sa '
                                'propriétaire, A, le tour même.',
                                'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur la '
                                "table : elle n'est plus en jeu.",
                                'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                                'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                                'arcmage.creature.attack-defense | Choc mortel inflige 3 dégâts à Mentor (3 ce '
                                'tour, défense 3).',
                                'arcmage.creature.death | Mentor a subi 3 dégâts ce tour pour une défense de 3 : '
                                'elle meurt.',
                                'arcmage.creature.death | Mentor va dans le cimetière de sa propriétaire, B '
                                '(morte).',
                                'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de sa '
                                'propriétaire, A, le tour même.',
                                'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur la '
                                "table : elle n'est plus en jeu.",
                                "moment ('action', 4)",
                                'tour 1 de A, phase 4',
                                "A: main [] deck [] cimetière ['Choc mortel', 'Choc mortel'] réserve [] retirées "
                                "[] ressources {'Horde rouge': [0, 6]}",
                                'A: cités Cité de A | armée ',
                                "B: main [] deck [] cimetière ['Garde royal', 'Mentor'] réserve [] retirées [] "
                                'ressources {}',
                                'B: cités Cité de B | armée Conscrit 1/1',
                                'pile event:Choc mortel:A',
                                "refusées [] [] résolues ['Choc mortel', 'Choc mortel'] payé {'Horde rouge': 2} "
                                'déplacées [] attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation '
                                'False perdantes []'],
 'triggers_story': ['arcmage.creature.play | Botaniste est une créature : A la joue pendant sa propre mise en jeu.',
                    'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                    'prérequis le permettent.',
                    'arcmage.cards.cost | Coût de Botaniste : 2 ressources, dont 1 Enfants de Gaïa (loyauté).',
                    'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est de la '
                    "faction Enfants de Gaïa ; le reste, de n'importe quelle faction.",
                    'arcmage.play.pay | Choix de A — paiement de Botaniste (A) : 2 Enfants de Gaïa (une branche '
                    'sur 3 : le moteur les joue toutes)',
                    'arcmage.play.pay | A engage 2 Enfants de Gaïa : le coût de Botaniste est payé (25 ressources '
                    'encore désengagées).',
                    "arcmage.state.not-in-play | Botaniste, dans la main, n'était pas en jeu : son coût payé et "
                    "ses prérequis satisfaits, elle peut l'être.",
                    'arcmage.ability.triggered | Capacité déclenchable de Fleur nourrie : son déclencheur a lieu '
                    "(carte jouée : Botaniste) ; elle s'active, sans choix possible.",
                    'arcmage.creature.modifier | Fleur nourrie reçoit un marqueur +1/+1 (durable) → 2/2.',
                    'arcmage.play.resolve | Botaniste est mise en jeu et résolue.',
                    'arcmage.state.enter-untapped | Botaniste arrive en jeu désengagée (jouée par A).',
                    'arcmage.creature.play | Botaniste est placée dans Cité de A.',
                    'arcmage.zones.kingdom | Botaniste est une résidente de Cité de A.',
                    'arcmage.play.permanents | Botaniste, une créature payée, est en jeu.',
                    "moment ('action', 1)",
                    'arcmage.creature.play | Baron bienveillant est une créature : A la joue pendant sa propre '
                    'mise en jeu.',
                    'arcmage.turn.main | En mise en jeu, A joue autant de cartes que ses ressources et les '
                    'prérequis le permettent.',
                    'arcmage.cards.cost | Coût de Baron bienveillant : 3 ressources, dont 2 Aristocrates '
                    '(loyauté).',
                    'arcmage.cards.loyalty | 2 marqueurs de loyauté : au moins 2 des ressources engagées sont de '
                    "la faction Aristocrates ; le reste, de n'importe quelle faction.",
                    'arcmage.play.pay | Choix de A — paiement de Baron bienveillant (A) : 1 Enfants de Gaïa + 2 '
                    'Aristocrates (une branche sur 3 : le moteur les joue toutes)',
                    'arcmage.play.pay | A engage 1 Enfants de Gaïa + 2 Aristocrates : le coût de Baron '
                    'bienveillant est payé (22 ressources encore désengagées).',
                    "arcmage.state.not-in-play | Baron bienveillant, dans la main, n'était pas en jeu : son coût "
                    "payé et ses prérequis satisfaits, elle peut l'être.",
                    'arcmage.play.resolve | Baron bienveillant est mise en jeu et résolue.',
                    'arcmage.state.enter-untapped | Baron bienveillant arrive en jeu désengagée (jouée par A).',
                    'arcmage.ability.triggered | Capacité déclenchable de Baron bienveillant : son déclencheur a '
                    "lieu (entrée en jeu : Baron bienveillant) ; elle s'active, sans choix possible.",
                    'arcmage.zones.deck | A pioche 1 carte sur le dessus de son deck (effet de Baron bienveillant) '
                    ': Goule.',
                    'arcmage.zones.deck | B pioche 1 carte sur le dessus de son deck (effet de Baron bienveillant) '
                    ': Colibri.',
                    'arcmage.creature.play | Baron bienveillant est placée dans Cité de A.',
                    'arcmage.zones.kingdom | Baron bienveillant est une résidente de Cité de A.',
                    'arcmage.play.permanents | Baron bienveillant, une créature payée, est en jeu.',
                    "moment ('action', 2)",
                    "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se joue n'importe "
                    'quand.',
                    'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge (loyauté).',
                    'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est de la '
                    "faction Horde rouge ; le reste, de n'importe quelle faction.",
                    'arcmage.play.pay | Choix de A — paiement de Choc mortel (A) : 1 Enfants de Gaïa + 1 Horde '
                    'rouge (une branche sur 3 : le moteur les joue toutes)',
                    'arcmage.play.pay | A engage 1 Enfants de Gaïa + 1 Horde rouge : le coût de Choc mortel est '
                    'payé (20 ressources encore désengagées).',
                    'arcmage.stack.pile | Choc mortel va sur la pile (1ʳᵉ) : ses effets ne sont pas encore pris en '
                    'compte.',
                    'arcmage.stack.event-response | Chacune peut répondre à Choc mortel par un évènement.',
                    "moment ('action', 3)",
                    "arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue d'évènement, la "
                    'pile se résout du dessus vers le dessous.',
                    'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                    'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                    'arcmage.creature.attack-defense | Choc mortel inflige 3 dégâts à Chevaucheur de loup (3 ce '
                    'tour, défense 1).',
                    'arcmage.creature.death | Chevaucheur de loup a subi 3 dégâts ce tour pour une défense de 1 : '
                    'elle meurt.',
                    'arcmage.creature.death | Chevaucheur de loup va dans le cimetière de sa propriétaire, A '
                    '(morte).',
                    'arcmage.ability.triggered | Capacité déclenchable de Chevaucheur de loup : son déclencheur a '
                    "lieu (mort : Chevaucheur de loup) ; elle s'active, sans choix possible.",
                    "arcmage.state.enter-untapped | Petit jeton orc (Chevaucheur de loup) arrive dans l'armée de A "
                    'désengagée.',
                    'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de sa propriétaire, '
                    'A, le tour même.',
                    'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur la table : '
                    "elle n'est plus en jeu.",
                    "moment ('action', 4)",
                    'arcmage.creature.army-later | Action 5 refusée : Petit jeton orc est arrivée en jeu pendant '
                    "cette phase : elle ne peut se déplacer que lors d'une phase suivante.",
                    "moment ('action', 5)",
                    "arcmage.stack.event-anytime | A joue l'évènement Choc mortel ; un évènement se joue n'importe "
                    'quand.',
                    'arcmage.cards.cost | Coût de Choc mortel : 2 ressources, dont 1 Horde rouge (loyauté).',
                    'arcmage.cards.loyalty | 1 marqueur de loyauté : au moins 1 des ressources engagées est de la '
                    "faction Horde rouge ; le reste, de n'importe quelle faction.",
                    'arcmage.play.pay | Choix de A — paiement de Choc mortel (A) : 1 Enfants de Gaïa + 1 Horde '
                    'rouge (une branche sur 3 : le moteur les joue toutes)',
                    'arcmage.play.pay | A engage 1 Enfants de Gaïa + 1 Horde rouge : le coût de Choc mortel est '
                    'payé (18 ressources encore désengagées).',
                    'arcmage.stack.pile | Choc mortel va sur la pile (1ʳᵉ) : ses effets ne sont pas encore pris en '
                    'compte.',
                    'arcmage.stack.event-response | Chacune peut répondre à Choc mortel par un évènement.',
                    "moment ('action', 6)",
                    "arcmage.stack.closes | Toutes arrêtent de répondre : plus personne ne joue d'évènement, la "
                    'pile se résout du dessus vers le dessous.',
                    'arcmage.stack.pile | Le dessus de la pile se résout : Choc mortel (A).',
                    'arcmage.play.resolve | Choc mortel est résolue : ses effets se produisent.',
                    'arcmage.creature.attack-defense | Choc mortel inflige 3 dégâts à Baron bienveillant (3 ce '
                    'tour, défense 3).',
                    'arcmage.creature.death | Baron bienveillant a subi 3 dégâts ce tour pour une défense de 3 : '
                    'elle meurt.',
                    'arcmage.creature.death | Baron bienveillant va dans le cimetière de sa propriétaire, A '
                    '(morte).',
                    'arcmage.ability.triggered | Capacité déclenchable de Baron bienveillant : son déclencheur a '
                    "lieu (sortie du jeu : Baron bienveillant) ; elle s'active, sans choix possible.",
                    'arcmage.stack.event-discard | Choc mortel, utilisée, va dans le cimetière de sa propriétaire, '
                    'A, le tour même.',
                    'arcmage.play.played-vs-in-play | Choc mortel a été jouée mais ne reste pas sur la table : '
                    "elle n'est plus en jeu.",
                    "moment ('action', 7)",
                    'arcmage.turn.discard-passive | Action 8 refusée : B est passive : seule sa propre phase de '
                    'défausse limite sa main (3 cartes).',
                    "moment ('action', 8)",
                    'arcmage.zones.graveyard | A défausse Archère elfe (Baron bienveillant) : dans son cimetière, '
                    "dans l'ordre, la dernière sur le dessus.",
                    "moment ('action', 9)",
                    'arcmage.zones.graveyard | B défausse Rossignol (Baron bienveillant) : dans son cimetière, '
                    "dans l'ordre, la dernière sur le dessus.",
                    "moment ('action', 10)",
                    'tour 1 de A, phase 4',
                    "A: main ['Goule'] deck ['Goule'] cimetière ['Chevaucheur de loup', 'Choc mortel', 'Baron "
                    "bienveillant', 'Choc mortel', 'Archère elfe'] réserve [] retirées [] ressources {'Enfants de "
                    "Gaïa': [4, 5], 'Horde rouge': [7, 2], 'Aristocrates': [7, 2]}",
                    'A: cités Cité de A [Botaniste 1/2] | armée Fleur nourrie 2/2 marqueurs 1 modificateurs [(1, '
                    "1, 'Fleur nourrie', False)]; Petit jeton orc 1/1",
                    "B: main ['Colibri', 'Colibri'] deck [] cimetière ['Rossignol'] réserve [] retirées [] "
                    'ressources {}',
                    'B: cités Cité de B | armée Conscrit 1/1',
                    "refusées [5, 8] ['arcmage.creature.army-later', 'arcmage.turn.discard-passive'] résolues "
                    "['Choc mortel', 'Choc mortel'] payé {'Enfants de Gaïa': 1, 'Horde rouge': 1} déplacées [] "
                    'attaquées [] dévotion {} niveaux {} pioche None reste 0 fondation False perdantes []'],
 'two_of_four_lose_together': ['arcmage.zones.deck | A pioche 1 carte sur le dessus de son deck (effet de Baron '
                               'bienveillant) : Goule.',
                               'arcmage.victory.deck-out | B doit piocher mais son deck est épuisé : elle perd.',
                               'arcmage.victory.deck-out | C doit piocher mais son deck est épuisé : elle perd.',
                               'arcmage.zones.deck | D pioche 1 carte sur le dessus de son deck (effet de Baron '
                               'bienveillant) : Mentor.',
                               'arcmage.victory.out | B et C ont perdu ; la partie continue entre A et D.',
                               'arcmage.victory.out | Lecture ouverte « À plus de deux, une joueuse a perdu et la '
                               'partie continue : ses cartes en jeu restent-elles ? » : oui : elles restent où '
                               'elles sont, rien ne les enlève (lecture par défaut)',
                               'arcmage.victory.out | Les cartes de B en jeu (Cité de B) restent où elles sont : '
                               'rien ne les enlève.',
                               'arcmage.victory.out | Les cartes de C en jeu (Cité de C) restent où elles sont : '
                               'rien ne les enlève.',
                               'tour 1 de A, phase 4',
                               "A: main ['Goule'] deck [] cimetière [] réserve [] retirées [] ressources {}",
                               'A: cités Cité de A | armée ',
                               'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {} perdu',
                               'B: cités Cité de B | armée ',
                               'C: main [] deck [] cimetière [] réserve [] retirées [] ressources {} perdu',
                               'C: cités Cité de C | armée ',
                               "D: main ['Mentor'] deck [] cimetière [] réserve [] retirées [] ressources {}",
                               'D: cités Cité de D | armée ',
                               'refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux '
                               "{} pioche None reste 0 fondation False perdantes ['B', 'C']"],
 'values_direct': ["= 'elf'",
                   "= 'elf'",
                   "= 'beast'",
                   "= 'imp'",
                   "= 'orc'",
                   "= 'bus'",
                   "= 'undead'",
                   "= 'our'",
                   "= 'soldier'",
                   "= 'ombree'",
                   "= ('Mentor', [('Cité de A', 1, 1)], '3/4')",
                   "= ('Lancier', [('Cité de A', 1, 1)], '2/2')",
                   "= ('Chef de guerre orc', [('Chef de guerre orc', 1, 0)], '4/3')",
                   "= ('Grand frère', [('Chef de guerre orc', 1, 0)], '2/2')",
                   "= ('Conscrit', [], '1/1')",
                   "= ('Orc égaré', [], '1/1')",
                   "= ('Archère elfe', [('Bannière elfique (exemple)', 0, 3)], '1/5')",
                   "= ('Invocateur bestial (exemple)', [('Cri de la meute (exemple)', 1, 0)], '2/1')",
                   'arcmage.conflict.cannot-wins | Liée : « ne peut pas se désengager » (Entravée) contre « peut » '
                   "(la règle de base) : « ne peut pas » l'emporte.",
                   "= (False, 'arcmage.conflict.cannot-wins')",
                   "= (True, 'arcmage.combat.declare')",
                   "= (False, '')",
                   "arcmage.conflict.card-wins | Liée peut être jouée directement dans l'armée (Liée) : la règle "
                   'de la carte remplace la règle de base.',
                   "= (True, 'arcmage.conflict.card-wins')",
                   'arcmage.conflict.cannot-wins | Liée : « ne peut pas se désengager » (Entravée) contre « peut » '
                   "(la règle de base) : « ne peut pas » l'emporte.",
                   'arcmage.conflict.card-wins | Liée ne se désengage pas : la règle de la carte remplace celle du '
                   'désengagement.',
                   '= False',
                   '= True',
                   "= [('can', 'enter-army', 'Liée', ()), ('cannot', 'untap', 'Entravée', ())]",
                   '= []',
                   "= Grant(kind='cannot', capability='block', source='x', when=(('faction', 'Empire'),), "
                   'until_end=True)',
                   "= [('can', 'fly', 'Ailes prêtées', ())]",
                   "= [('cannot', 'draw', 'Bâillon', ()), ('cannot', 'attack', 'Bâillon', (('faction', "
                   "'Empire'),))]",
                   'arcmage.conflict.card-wins | Mentor peut voler (Ailes prêtées) : la règle de la carte remplace '
                   'la règle de base.',
                   "= (True, 'arcmage.conflict.card-wins')",
                   'arcmage.conflict.cannot-wins | A : « ne peut pas piocher » (Bâillon) contre « peut » (la règle '
                   "de base) : « ne peut pas » l'emporte.",
                   "= (False, 'arcmage.conflict.cannot-wins')",
                   'arcmage.conflict.cannot-wins | A : « ne peut pas attaquer » (Bâillon) contre « peut » (la '
                   "règle de base) : « ne peut pas » l'emporte.",
                   "= (False, 'arcmage.conflict.cannot-wins')",
                   "= (True, 'arcmage.x')",
                   "= (False, '')",
                   "= (False, 'arcmage.y')",
                   'arcmage.conflict.card-wins | Grand frère peut voler (Ailes 3, Ailes 4) : la règle de la carte '
                   'remplace la règle de base.',
                   "= (True, 'arcmage.conflict.card-wins')",
                   'arcmage.conflict.cannot-wins | Mentor : « ne peut pas voler » (Bâillon 2, Bâillon 3) contre « '
                   "peut » (Ailes prêtées, Ailes 2) : « ne peut pas » l'emporte.",
                   "= (False, 'arcmage.conflict.cannot-wins')",
                   "= (False, 'arcmage.conflict.card-wins')",
                   "= (False, 'arcmage.y')",
                   'arcmage.conflict.cannot-wins | Mentor : « ne peut pas attaquer » (Bâillon 2) contre « peut » '
                   "(la règle de base) : « ne peut pas » l'emporte.",
                   "= (False, 'arcmage.conflict.cannot-wins')",
                   'tour 1 de A, phase 4',
                   'A: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                   'A: cités Cité de A [Lancier 2/2] | armée Mentor 3/4 {Ailes prêtées, Ailes 2, Bâillon 2, '
                   'Bâillon 3}; Chef de guerre orc 4/3; Grand frère 2/2 {Ailes 3, Ailes 4}; Cri de la meute '
                   '(exemple); Invocateur bestial (exemple) 2/1; Liée 3/2 {Entravée} | sur elle Bâillon player:A',
                   'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {}',
                   'B: cités Cité de B | armée Conscrit 1/1; Orc égaré 1/1; Archère elfe 1/5; Bannière elfique '
                   '(exemple)',
                   "refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux {'Cité de A': "
                   '{2: 0}} pioche None reste 0 fondation False perdantes []'],
 'zones_direct': ['= []',
                  "arcmage.ability.triggered | A n'a pas de carte à défausser (un test) : la consigne ne fait "
                  'rien.',
                  'arcmage.zones.graveyard | C défausse Colibri et Rossignol (un test) : dans son cimetière, dans '
                  "l'ordre, la dernière sur le dessus.",
                  "arcmage.ability.triggered | C n'a pas de carte à défausser (un test) : la consigne ne fait "
                  'rien.',
                  "ERREUR Goule n'est pas dans la main de C (main : vide)",
                  "REFUS [arcmage.zones.removed] Botaniste a été retirée de la partie : elle n'est plus au "
                  'cimetière et aucun effet ne la reprend',
                  'ERREUR Cité de A reprend une créature du cimetière de A : donnez-la avec « target: » (cimetière '
                  ': Conscrit, Terrier, Revenant)',
                  'ERREUR Cité de A reprend une créature du cimetière de A : donnez-la avec « target: » (cimetière '
                  ': Conscrit, Terrier, Revenant)',
                  "ERREUR Terrier n'est pas une créature",
                  'arcmage.devotion.kinds | Effet unique de Cité de A : Conscrit revient du cimetière de A.',
                  'arcmage.state.enter-untapped | Conscrit arrive en jeu désengagée (reprise du cimetière par Cité '
                  'de A).',
                  'arcmage.zones.removed | Conscrit sera retirée de la partie au début du prochain tour de A.',
                  'arcmage.devotion.kinds | Effet unique de Cité de A : Revenant revient du cimetière de A.',
                  'arcmage.state.enter-untapped | Revenant arrive en jeu désengagée (reprise du cimetière par Cité '
                  'de A).',
                  "ERREUR Cité de A vise une créature d'un cimetière : « Inconnue » n'est dans aucun",
                  'arcmage.state.enter-untapped | Lancier arrive en jeu désengagée (tirée du cimetière de B par '
                  'Cité de A).',
                  'arcmage.cards.controller | A contrôle Lancier ; sa propriétaire reste B ; elle a désormais '
                  'aussi le type Soldier.',
                  "= 'Lancier'",
                  'arcmage.cards.owner | un test : Enlevé va dans Autre B de sa propriétaire, B.',
                  'arcmage.state.use | Goule est engagée : un test.',
                  'REFUS [arcmage.state.no-double-tap] Goule est déjà engagée : une carte engagée ne peut pas être '
                  'engagée à nouveau',
                  'ERREUR un test inflige des dégâts à une créature ou à une cité en jeu',
                  'arcmage.city.damage | un test inflige 2 dégâts à Cité de A : il lui reste 4 points de défense.',
                  "= 'Goule 2'",
                  "= 'Colibri'",
                  "= 'rien'",
                  "= 'x, y et z'",
                  'arcmage.zones.graveyard | un test : A met Colibri du dessus de son deck dans son cimetière (sur '
                  'le dessus).',
                  'arcmage.victory.deck-out | B doit piocher mais son deck est épuisé : elle perd.',
                  '= []',
                  'arcmage.victory.out | B a perdu ; la partie continue entre A et C.',
                  'arcmage.victory.out | Lecture ouverte « À plus de deux, une joueuse a perdu et la partie '
                  'continue : ses cartes en jeu restent-elles ? » : oui : elles restent où elles sont, rien ne les '
                  'enlève (lecture par défaut)',
                  'arcmage.victory.out | Les cartes de B en jeu (Lancier, Cité de B, Autre B et Enlevé) restent où '
                  'elles sont : rien ne les enlève.',
                  'ERREUR Cité de A reprend une créature du cimetière de C : donnez-la avec « target: » (cimetière '
                  ': Colibri, Rossignol)',
                  'arcmage.state.enter-untapped | Fantassin arrive en jeu désengagée (tirée du cimetière de B par '
                  'Cité de A).',
                  'arcmage.cards.controller | A contrôle Fantassin ; sa propriétaire reste B.',
                  "= 'Fantassin'",
                  'arcmage.state.enter-untapped | Lent arrive en jeu engagée : son texte le dit explicitement (un '
                  'test).',
                  "ERREUR Nulle part n'est pas une cité de B, propriétaire de Lancier",
                  'tour 1 de A, phase 4',
                  "A: main [] deck [] cimetière ['Terrier', 'Colibri'] réserve [] retirées ['Botaniste'] "
                  'ressources {}',
                  'A: cités Cité de A dégâts 2 [Revenant 1/1] | armée Goule engagée 3/2; Conscrit 1/1; Fantassin '
                  '1/1 à B; Lent engagée 1/1',
                  'B: main [] deck [] cimetière [] réserve [] retirées [] ressources {} perdu',
                  'B: cités Cité de B; Autre B [Enlevé 2/3] | armée ',
                  "C: main [] deck [] cimetière ['Colibri', 'Rossignol'] réserve [] retirées [] ressources {}",
                  'C: cités Cité de C | armée ',
                  'refusées [] [] résolues [] payé {} déplacées [] attaquées [] dévotion {} niveaux {} pioche None '
                  "reste 0 fondation False perdantes ['B']"]}
