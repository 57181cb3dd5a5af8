"""Every message of the Eredan engine to its users, by name (see :mod:`rulings.core.i18n`): what is wrong in a
scenario, a card, a deck or a command line, and the help and output of ``rulings initiative``.

The engine's trace (what it applies, rule by rule) is written in French where each rule is applied, beside the
rule's logic; the labels of the site are in :mod:`.views`.
"""

from __future__ import annotations

from rulings.core.i18n import Catalogue

msg = Catalogue("eredan", {
    # effect steps (cards and abilities), checked when the database and scenarios load
    "step.where": "effet {index} {of_owner}",
    "step.not_mapping": "{where} : une étape d'effet est un bloc de clés, par exemple {{stat: defense, add: 1}}",
    "step.primitive_count": "{where} : une étape a exactement une primitive ; ici {found}",
    "step.no_primitive": "aucune primitive d'effet",
    "step.several_primitives": "plusieurs primitives ({names})",
    "step.primitives": "primitives : {names}",
    "step.not_param": "{where} : « {key} » n'est pas un paramètre de « {name} »",
    "step.unknown_when": "{where} : moment when « {when} » inconnu",
    "step.unknown_target": "{where} : cible target « {target} » inconnue",
    "step.not_stat": "{where} : « {stat} » n'est pas une caractéristique",
    "step.unknown_rune": "{where} : rune « {rune} » inconnue ; les runes sont {runes}",
    "step.rune_count": "{where} : « rune_count » est le nombre de runes que coûte la capacité (« 2 Runes Cor : » : 2), "
                       "un nombre entier d'au moins 1, pas {value}",
    "step.rune_count_rune": "{where} : « rune_count » compte des runes d'un seul nom : écrivez-le dans « rune » "
                            "(« 2 Runes Cor : » : rune: Cor, rune_count: 2)",
    "step.static_rune": "{where} : une capacité runique (rune) s'active et consomme sa rune ; elle ne peut pas être "
                        "permanente (when: static)",
    "step.unknown_condition": "{where} : condition « {key} » inconnue",
    "step.prevent_damage": "{where} : prevent_damage vaut « all » ou une liste parmi physical, magical, direct",
    "step.set_duration": "{where} : set_duration vaut ephemeral, permanent, {{combats: N}} ou {{turns: N}}",
    "step.boost": "{where} : boost est un nombre entier (« +1 aux effets des sorts » : 1)",
    "step.card_type": "{where} : card_type vaut l'un de {types}",
    "step.played": "{where} : « played » s'écrit {{by: opponent|self|any, type: {types}}}",
    "step.played_when": "{where} : la condition « played » demande « when: card_played »",
    "param.where": "{where} : « {key} » de « {name} »",
    "param.must_be": "{where} doit être {kind}, pas {value}",
    "param.not_zero": "{where} ne peut pas valoir 0",
    "param.not_allowed": "{where} ne peut pas valoir « {value} » ; valeurs permises : {allowed}",
    "kind.amount": "un nombre, une valeur comme self.defense.base, ou un bloc comme {{count: allies, times: -1}}",
    "kind.int": "un nombre entier",
    "kind.bool": "true ou false",
    "kind.text": "un texte",
    "kind.list": "une liste",
    "kind.stat": "une caractéristique (attack, defense, spirit…)",
    "amount.not_amount": "{where} : « {expr} » n'est pas une quantité",
    "amount.unknown_key": "{where} : clé « {key} » inconnue dans une quantité",
    "amount.keys": "clés : {keys}",
    "amount.one_of": "{where} : une quantité donnée comme un bloc a exactement une des clés « count » (qui compter), "
                     "« value » et « bonus_cards » (cartes donnant un bonus à une caractéristique)",
    "amount.bonus_cards": "{where} : bonus_cards nomme une caractéristique, pas {value}",
    "amount.of": "{where} : « of » nomme un personnage (self, opponent, target…), pas {value}",
    "amount.runes": "{where} : « runes » compte les runes d'un nom ({runes}) portées par les personnages de « count »",
    "amount.count": "{where} : impossible de compter « {count} »",
    "amount.key": "{where} : « {key} »",
    "amount.whole": "{where} : « {key} » doit être un nombre entier, pas {value}",
    "amount.divide_zero": "{where} : « divide » ne peut pas valoir 0",
    "condition.shape": "{where} : une condition est un bloc d'une seule clé, par exemple {{ally_alive: Naya}} ; "
                       "combinez-en plusieurs avec « all », « any » ou « not » ; ici {value}",
    "condition.list": "{where} : « {key} » demande une liste de conditions",
    "condition.compare": "{where} : compare demande [quantité, opérateur, quantité] avec un opérateur parmi "
                         "{operators} ; ici {value}",
    "condition.arg": "{where} : la condition « {key} » attend {expected}, pas {value}",
    "condition.arg.ally_alive": "le nom d'un personnage allié",
    "condition.arg.no_weapon": "un personnage (self, carrier, opponent…)",
    "condition.arg.fighting": "un personnage (self, carrier, opponent…)",
    "condition.arg.played_by": "un nom ou une liste de noms de personnages",
    "condition.arg.discarded": "un nombre de cartes",
    "condition.arg.has_marker": "un marqueur (poudre), ou {{marker: poudre, who: opponent, min: 2}}",
    "condition.arg.belongs": "un bloc comme {{who: carrier, classes: [Mage], guilds: [...]}} (groupes : classes, "
                             "races, castes, guilds)",
    "db.duration": "« duration » {of_name} : donnez turns ou combats, par exemple {{combats: 3}}",
    "condition.compare_where": "{where} : compare",
    "condition.damage_kind_where": "{where} : damage.kind",
    "condition.damage": "{where} : damage s'écrit {{kind, element, spell, by: self|ally|opponent, by_weapon}} ; "
                        "ici {value}",

    # the card database
    "db.orders": "« orders » {of_name} : « {turn} » n'est pas un numéro de tour",
    "db.orders.example": "par exemple : orders: {{2: {{attack: 1}}}}",
    "db.twice": "« {name} » est défini deux fois",
    "db.no_text": "« {name} » n'a pas de texte (text)",
    "db.no_text.hint": "donnez text et source, ou source: {{kind: data}} avec le bloc client (le texte du client du "
                       "jeu)",
    "db.first_at": "la première fois ligne {line}",
    "db.twice_in_base": "« {name} » est défini deux fois dans la base",
    "db.also_in": "aussi dans {where}",

    # a scenario's cases
    "db.defined_here": "« {name} » est défini dans ce scénario mais existe déjà dans la base de cartes",
    "db.defined_here.hint": "utilisez la carte de la base, ou donnez à la vôtre un autre nom (par exemple "
                              "« nom (exemple) »)",
    "case.no_fight": "un cas demande « fight » (et « play ») pour un tour, ou « turns » pour plusieurs",
    "case.after_end": "le tour {number} est donné, mais la partie s'est terminée au tour {previous} ({outcome})",
    "case.won_by": "victoire du joueur {player}",
    "case.drawn": "partie nulle",
    "case.unused_choice": "le choix « {key} » donné pour {name} n'a jamais servi au moteur (la carte n'en avait pas "
                          "besoin, ou elle a été annulée) : retirez-le ou vérifiez le scénario",
    "case.unused_roll": "le jet donné pour {who} au tour {turn} n'a jamais servi : rien n'a été tiré pour lui",
    "case.not_character": "tour {turn} : « {name} » n'est pas un personnage de ce scénario",
    "case.wrong_player": "tour {turn} : {name} appartient au joueur {owner}, pas au joueur {player}",
    "case.unknown_card": "carte inconnue « {card} »",
    "case.is_character": "{card} est un personnage, pas une carte",
    "case.define_card": "définissez-la sous « define: cards: »",
    "case.not_character_of": "« {name} » ({key} de {card}) n'est pas un personnage de ce scénario",
    "case.unknown_chosen": "carte inconnue « {name} » (choose de {card})",
    "case.roll_for_nothing": "tour {turn} : un jet est donné pour « {key} », qui n'est ni un personnage ni une carte",
    "case.not_played": "moment « {moment} » : {card} n'est pas jouée dans ce cas",
    "case.played": "jouées : {cards}",
    "case.which_turn": "moment « {moment} » : ce cas a {count:tour|tours}, précisez lequel (par exemple « {example} »)",
    "case.turn_not_played": "moment « {moment} » : le tour {number} n'est pas joué dans ce cas (tours {first} à "
                            "{last})",
    "case.unknown_moment": "moment « {moment} » inconnu",
    "case.moments": "moments : « after <carte> », « after <carte> at end of combat », {moments}, « end »",
    "case.hp": "PV {of_name}",
    "case.attack_label": "l'attaque {of_name}",

    # the situation (setup)
    "setup.unknown_character": "personnage inconnu « {name} »",
    "setup.define_character": "définissez-le sous « define: characters: »",
    "setup.same_name": "deux personnages s'appellent « {name} » ; donnez à l'un un autre nom avec « name: » et "
                       "« card: {card} »",
    "setup.hp_above_max": "{name} a {hp} PV pour {max_hp} PV maximum : les PV ne dépassent pas le maximum",
    "setup.negative_hp": "{name} ne peut pas commencer en vie à {hp} PV : les PV d'un personnage vivant vont de 0 à "
                         "son maximum (dead: true pour un personnage mort)",
    "setup.attack_order": "attaque {attack} {of_name} : le minimum dépasse le maximum",
    "setup.unknown_attached": "carte inconnue « {card} » attachée à {name}",
    "setup.draw_first_turn": "l'initiative tirée au sort (initiative: draw) désigne qui commence la partie, au tour "
                             "1 ; ce cas commence au tour {turn} : donnez le joueur qui a l'initiative (A ou B)",
    "setup.too_many_runes": "{name} porte {count:rune|runes} pour {limit} au plus",
    "setup.rune_limit": "donnez-lui « rune_limit » si ce personnage peut en porter plus (défaut : {default})",
    "setup.too_many": "le joueur {player} a {count:personnage|personnages} ; une équipe en a 3",
    "setup.unknown_in_zone": "carte inconnue « {card} » (zone {zone} du joueur {player})",
    "setup.attached_effect": "{card}, attachée à {name} dans la situation, ne peut pas y donner son effet "
                             "« {effect} » : {why}",
    "setup.attached_instead": "{instead}",
    "setup.attached_past": "{card} (attachée à {name} dans la situation) : effets ponctuels de son arrivée, passés "
                           "({what}) ; la situation en donne le résultat",
    "setup.attached_by": "« {by} » (qui a joué {card}) n'est pas un personnage de ce scénario",

    # expectations
    "probe.unknown_player_prop": "propriété de joueur « {prop} » inconnue dans « {path} »",
    "probe.unknown_prop": "propriété « {prop} » {of_name} inconnue",
    "probe.names_nothing": "« {path} » ne désigne rien dans ce scénario : un personnage ({characters}), A., B. ou "
                           "l'un de {globals} était attendu",
    "probe.can_play_unknown": "can_play : carte inconnue « {card} »",
    "probe.wrong_type": "« {path} » attend {kind}, pas {value}",
    "probe.kind.int": "un nombre entier",
    "probe.kind.signed": "un nombre entier (3, ou « +3 »)",
    "probe.kind.attack": "une attaque « min/max » (par exemple 3/5)",
    "probe.kind.attack_bonus": "un bonus d'attaque « +min/+max » (par exemple +2/+1)",
    "probe.kind.names": "une liste de noms (par exemple [Voyage, Katana])",
    "probe.kind.zone": "une liste de noms, ou null (zone non donnée)",
    "probe.kind.bool": "true ou false",
    "probe.kind.winner": "A, B, draw ou null",
    "probe.kind.fraction": "une fraction (par exemple 7/12) ou un nombre entier (0 ou 1)",

    # a turn
    "turn.not_character_of": "tour {turn} : {name} n'est pas un personnage du joueur {player}",
    "turn.dead": "tour {turn} : {name} est mort et ne peut pas combattre",
    "turn.tapped": "tour {turn} : {name} est incliné et ne peut pas être choisi pour combattre",
    "turn.no_hand": "tour {turn} : le joueur {player} défausse des cartes, mais sa main n'est pas donnée",
    "turn.not_in_hand": "tour {turn} : le joueur {player} défausse {card}, qui n'est pas dans sa main",
    "turn.must_discard": "tour {turn} : le joueur {player} a encore {count:carte|cartes} et doit en défausser {excess} "
                         "de plus ; dites lesquelles avec « discard: »",
    "play.too_many": "le joueur {player} joue {count:carte|cartes} au tour {turn} ; un joueur joue une carte, ou deux "
                     "avec un Enchaînement",
    "play.not_fighting": "{card} est jouée par {by}, qui ne combat pas au tour {turn} (le joueur {player} combat "
                         "avec {fighter})",
    "play.no_chain": "{card} ne peut pas être jouée après {previous} : {previous} ne donne pas d'Enchaînement à {by}",
    "play.wrong_chain": "{card} ({type}) ne peut pas suivre {previous}, dont l'Enchaînement demande une carte de "
                        "type {chain}",
    "play.restricted": "{by} ne peut pas jouer {card} : la carte demande {lacking} (vérifié quand la carte est jouée)",
    "play.not_in_hand": "le joueur {player} joue {card}, qui n'est pas dans sa main ({hand})",
    "chain.multiclass": "un mage multiclasse ({classes}) perd l'Enchaînement sur les sorts",
    "chain.gemelite": "un Guémélite lance les sorts de son type mais n'a pas d'Enchaînement sur les sorts",
    "chain.zone": "un sort de zone ne donne pas d'Enchaînement",
    "empty": "vide",
    "none": "aucune",

    # effects while they run
    "effect.prevent_until": "{label} : prevent_damage dure jusqu'à end_of_combat ou end_of_turn, pas {until}",
    "effect.set_duration_card": "{label} : set_duration ne s'applique qu'à une carte",
    "effect.unknown_target": "cible « {kind} » inconnue",
    "effect.needs_choice": "{label} demande un choix « {key} », que le scénario ne donne pas",
    "effect.no_character": "pas de personnage nommé « {name} » dans ce scénario",
    "effect.no_target": "{label} : « target » dans une valeur, mais il n'y a pas de cible",
    "effect.nobody": "{label} : personne n'est « {word} » ici",
    "effect.value_is_character": "{label} : la valeur « {path} » nomme un personnage, pas un nombre",
    "effect.unknown_value": "{label} : valeur « {path} » inconnue",
    "effect.unknown_condition": "{label} : condition inconnue {condition}",
    "effect.enough_to_call": "{label} : la condition enough_to_call demande une étape « call » dans les effets de "
                             "cette carte",
    "effect.belongs": "{label} : belongs nomme « {group} », pas guilds, classes, races ou castes",
    "effect.damage_condition": "{label} : la condition « damage » n'a de sens que pour une étape « when: damaged »",
    "effect.played_condition": "{label} : la condition « played » n'a de sens que pour une étape "
                               "« when: card_played »",
    "effect.stat_needs": "{label} : « stat » demande add, set, divide ou multiply",
    "effect.exchange": "{label} : un échange demande deux personnages en combat",
    "effect.swap_what": "{label} : « what » de swap vaut value, base ou bonus",
    "effect.identity": "{label} : identity nomme guilds, classes, races ou castes",
    "call.unknown": "{label} appelle « {name} », qui n'est pas une carte connue",
    "call.wrong_type": "{label} ne peut appeler qu'une carte de type {type} ; {name} est de type {current}",
    "call.not_in_zone": "{label} appelle {name} depuis la zone {zone} du joueur {player}, où elle n'est pas ({cards})",
    "call.count": "{label} appelle {cards:carte|cartes}, mais {chosen} : {names}",
    "call.cannot": "{label} ne peut pas appeler {name} : {why}",
    "call.not_duration": "{name} n'est pas {duration}",
    "call.not_type": "{name} n'est pas une carte de type {type}",
    "call.not_playable": "{who} ne peut pas jouer {name} (elle demande {lacking})",
    "call.just_discarded": "{label} ne peut pas rappeler {name} : c'est la carte qu'elle vient de défausser (seules "
                           "ses copies peuvent être appelées)",
    "call.too_few": "{label} appelle {cards:carte|cartes}, mais {chosen}, alors que {more} l'être aussi",
    "zones.not_in_zone": "{label} choisit {name} dans la zone {zone} du joueur {player}, où elle n'est pas ({cards})",
    "moving.not_attached": "{label} : {name} n'est attachée à aucun personnage ({attached})",
    "moving.wrong_type": "{label} doit choisir une carte de type {type} ; {name} n'en est pas une",
    "budget.steps": "le moteur a appliqué plus de {limit:effet|effets} : ce scénario ne finirait jamais (un effet se "
                    "redéclenche sans fin)",
    "budget.reactions": "plus de {limit:effet|effets} réagissent les uns aux autres (« {event} » {of_subject}, "
                        "{answer}) : ce scénario ne finirait jamais",
    "budget.answered_by": "auquel répond {source}",
    "budget.answered_by_all": "auquel répondent {sources}",
    "budget.unanswered": "auquel rien ne répond",

    # decks
    "deck.card": "une carte",
    "deck.character": "un personnage",
    "deck.wrong_kind": "« {name} » est {actual}, pas {expected}",
    "deck.unknown.character": "personnage inconnu « {name} »",
    "deck.unknown.card": "carte inconnue « {name} »",
    "deck.declare": "s'il n'est pas dans la base de cartes, déclarez-le : {{name: {name}, guilds: [...]}}",
    "deck.no_guild": "la guilde de {name} n'est pas connue",
    "deck.give_guild": "donnez-la dans le fichier du deck : {{name: {name}, guilds: [...]}}",

    # rulings new
    "skeleton.two_players": "Eredan se joue à deux : joueurs A et B (pas {players})",
    "skeleton.lineup": "le joueur {player} a {count:personnage|personnages} ; une équipe en a 1 à 3",
    "skeleton.twice": "le joueur {player} nomme deux fois un personnage ; donnez à la copie son propre nom dans le "
                      "fichier",
    "skeleton.both_sides": "{names} {verb} des deux côtés ; donnez à une copie son propre nom dans le fichier "
                           "({{name: ..., card: ...}})",

    # rulings initiative
    "help.initiative": "Eredan : la chance exacte que chaque joueur commence (5 tickets chacun + bonus)",
    "help.initiative.a": "bonus d'initiative du joueur A (tickets en plus)",
    "help.initiative.b": "bonus d'initiative du joueur B (tickets en plus)",
    "help.json": "en JSON",
    "initiative.negative": "le joueur {player} aurait {count:ticket|tickets} : un malus ne retire pas plus que les "
                           "{base:ticket|tickets} de base",
    "initiative.none": "aucun ticket à tirer : personne ne pourrait commencer",
    "initiative.ticket": "ticket tiré",
    "initiative.heading": "Initiative [{rule}] : {total:ticket|tickets} ({base} par joueur plus les bonus), un tiré "
                          "au hasard",
    "initiative.player": "joueur {player} : {count:ticket|tickets}, commence avec une probabilité de {fraction} "
                         "({percent})",
})
