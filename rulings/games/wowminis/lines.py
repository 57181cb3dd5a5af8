"""The lines of chapter 7 the rule book and the rulings cite, each a whole line of the seed (generated from
``003_9e64694ce4124858.txt``; ``tests/test_wowminis_sources.py`` checks each is a line of it).

``HEADINGS``: the heading of each rule family (``700. Les capacités``); ``PARAGRAPHS``: each numbered paragraph
(700.1 to 705.1d), in the order of the chapter; ``LINES``: the bullets and examples that stand on their own
lines, keyed by the paragraph they belong to."""

DOCUMENT = "003_9e64694ce4124858.txt"
CHAPTER = "7. Capacités et Effets"

HEADINGS = {
    '700': '700. Les capacités',
    '701': '701. Les capacités de réaction',
    '702': '702. Les capacités payantes',
    '703': '703. Jouer une capacité',
    '704': '704. Les capacités continues',
    '705': '705. Résolution des capacités',
}

PARAGRAPHS = {
    '700.1': '700.1 Le texte dans les zones de texte inférieure et supérieure d’une carte de personnage représente les '
             'capacités de ce personnage, comme le fait le texte dans la zone de texte des cartes Barre d’Action de ce '
             'personnage. Chaque zone de texte supérieure d’une carte de personnage contient une unique capacité qui '
             'est l’attaque principale de ce personnage. Chaque carte Barre d’Action contient aussi une ou plusieurs '
             'capacités.',
    '700.2': '700.2 Il y a trois types de capacités : de réaction (react), payante (payment), et continue (ongoing).',
    '700.2a': '700.2a Les capacités de réactions et celles payantes sont jouées (703). Les capacités continues ne sont '
              'pas jouées.',
    '700.2b': '700.2b Certaines cartes Barre d’Action (y compris « buffs », formes, familiers, et totems) ont une '
              'capacité payante « principale » qui n’est pas représentée par un texte. Par exemple, « Call Fury » a '
              'une capacité payante « principale » qui coûte 3 tics et qui invoque « Fury ». Le texte dans sa zone de '
              'texte représente les capacités de « Fury » une fois qu’il a été invoqué.',
    '701.1': '701.1 Chaque capacité de réaction indique un évènement de réaction, qui est le seul moment où la '
             'capacité peut être jouée. Certains évènements du jeu ouvrent une fenêtre de réaction. Une « réaction » '
             '(react) ne peut être jouée que pendant une fenêtre de réaction correspondante qui a été ouverte. Toutes '
             'les fenêtres de ce type sont décrites explicitement dans ces règles.',
    '701.2': '701.2 Pendant qu’une fenêtre de réaction est ouverte, les réactions correspondantes peuvent être jouées '
             'dans cette fenêtre par n’importe quel joueur, quelque soit celui dont c’est le tour. Le joueur dont '
             'c’est le tour est le premier à avoir l’opportunité de jouer une réaction, puis chaque joueur en tournant '
             'dans le sens des aiguilles d’une montre a une telle opportunité. Une fois que tous les joueurs ont eu '
             'leur opportunité, cette fenêtre se ferme. Chaque joueur ne peut pas jouer plus d’une réaction dans une '
             'fenêtre donnée.',
    '701.3': '701.3 Une capacité de réaction jouée par un ennemi est lui-même un évènement auquel on peut réagir. '
             'Avant que cette capacité se résolve, une fenêtre s’ouvre pour les réactions qui ne peuvent être jouées « '
             'seulement quand un ennemi joue une capacité ». Une telle fenêtre est imbriquée dans la fenêtre de '
             'départ. Quand une ou plusieurs fenêtre sont ouvertes, les joueurs ne peuvent jouer des réactions que '
             'dans la dernière fenêtre ouverte. Quand une fenêtre imbriquée se ferme, la fenêtre immédiatement '
             'supérieure reste ouverte pour d’éventuelles réactions dans celle-ci de joueurs restants.',
    '702.1': '702.1 Une capacité payante est une capacité qui n’est pas une réaction et peut être aussi bien '
             'instantanée (instant) (si elle marquée « instantanée » (« instant »)) qu’une action (si elle n’est pas '
             'instantanée avec un coût en tic).',
    '702.2': '702.2 Les capacités payantes incluent les capacités d’attaque (celles avec une puissance physique ou '
             'magique) et les capacités de soins (celles avec un pouvoir de soin). Toutes les autres capacités '
             'payantes ont une flèche (représentée par >>> dans ces règles). Le texte avant la flèche est le coût à '
             'payer pour jouer cette capacité, et le texte après la flèche est ce qu’il se passe quand vous payez le '
             'coût.',
    '703.1': '703.1 Pour jouer une capacité, un joueur doit suivre les points suivant dans l’ordre indiqué. Un joueur '
             'ne peut pas commencer à jouer une capacité s’il y a un effet empêchant ce joueur de jouer cette '
             'capacité.',
    '703.1a': '703.1a Le joueur annonce la capacité et révèle sa source si elle ne l’est pas déjà.',
    '703.1b': '703.1b Si la capacité a des cibles (407.1), le joueur doit choisir celles-ci dans n’importe quel ordre '
              'permettant de toutes les choisir. Si la capacité a un nombre variable de cibles, le joueur doit d’abord '
              'choisir ce nombre et ensuite choisir les cibles. Une capacité ne peut pas être jouée à moins que l’on '
              'puisse choisir légalement toutes ses cibles.',
    '703.1c': '703.1c Le joueur calcule le coût total pour la capacité, tout d’abord en ajoutant tout coût '
              'supplémentaire dans n’importe quel ordre, puis en soustrayant toute réduction de coût dans n’importe '
              'quel ordre. Les coûts supplémentaires sont cumulatifs, ainsi que les réductions de coût. Si une '
              'réduction particulière a une restriction (comme « payer un minimum de 1 tic »), cette restriction ne '
              's’applique qu’à cette réduction. Si le coût est négatif après avoir enlever toutes les réductions de '
              'coût, il est considéré comme valant 0. Le joueur doit alors payer ces coûts dans n’importe quel ordre. '
              'Une partie d’un coût qui serait remplacé ne peut pas être payé. Si une partie d’un coût doit être '
              'remplacé, suivre le 703.1d.',
    '703.1d': '703.1d A chaque fois pendant le point ci-dessus que le joueur est dans l’incapacité de finir de jouer '
              'la capacité, le processus complet est « rembobiné » et le jeu retourne dans l’état dans lequel il se '
              'trouvait avant que la capacité ait été tentée.',
    '703.1e': '703.1e Après avoir fini les points ci-dessus, cette capacité devient jouée, les points suivants '
              'arrivent dans l’ordre indiqué.',
    '703.1f': '703.1f Si la capacité est une attaque, chaque cible (si ce n’est pas une AOE) ou chaque personnage '
              'occupant actuellement une case affectée (si c’est une AOE) devient un défenseur.',
    '703.1g': '703.1g Une fenêtre s’ouvre pour les réactions qui peuvent être jouée « seulement quand un ennemi joue '
              'une capacité » et dans le cas d’une capacité d’attaque (600), les réactions qui peuvent être jouée « '
              'seulement quand une attaque cible [un personnage] » ou « seulement quand [un personnage] est ciblé par '
              'une attaque ». Si une réaction jouée pendant cette fenêtre annule (negates) cette capacité, cette '
              'capacité ne fait rien de plus et son coût n’est pas restitué.',
    '703.1h': '703.1h Si cette capacité n’a pas été annulée, toute capacité qui attend que cette capacité soit jouée, '
              'ou qu’une action soit prise (si cette capacité est une action), ou que n’importe quelle cible de cette '
              'capacité soit ciblée, se déclenche (704.2) et se résout immédiatement. Puis, cette capacité elle-même '
              'se résout',
    '704.1': '704.1 Les capacités continues sont des capacités qui ne sont pas des réactions et qui n’ont pas de coût '
             'en tic.',
    '704.2': '704.2 Certaines capacités continues sont déclenchées (triggered). Une capacité déclenchable est en '
             'attente de son évènement déclencheur, quand celui-ci se produit, elle se déclenche. Elle se déclenche à '
             'n’importe quelle instance de cet évènement, y compris si plusieurs évènements se produisent '
             'simultanément. Elle ne se déclenche que si sa source est en jeu. A moins qu’autre chose ne soit '
             'spécifié, les capacités déclenchables se résolvent immédiatement après qu’elles soient déclenchées.',
    '704.2a': '704.2a Les capacités critiques sont aussi des capacités déclenchables qui se déclenchent quand un '
              'résultat critique est obtenu au cours d’un jet de dés. Cependant, les capacités critiques ne se '
              'déclenchent jamais plus d’une fois par jet de dés, même si plusieurs critiques sont obtenus.',
    '704.2b': '704.2b Si une capacité déclenchable nécessite des informations du jeu pour être résolue, elle prend ces '
              'informations à partir d’une « photo instantanée » du jeu prise immédiatement après son évènement '
              'déclencheur.',
    '704.2c': '704.2c Si plusieurs capacités déclenchables doivent se résoudre simultanément :',
    '704.3': '704.3 Chaque capacité continue non déclenchable génère en permanence un effet continue pendant toute la '
             'durée du jeu.',
    '704.3a': '704.3a A moins qu’une telle capacité indique qu’elle ne s’applique seulement qu’à une certaine portée '
              'de sa source, cet effet s’applique que sa source soit ou non en jeu.',
    '704.3b': '704.3b Un personnage ne peut pas être affecté en même temps par plusieurs capacités continues avec le '
              'même nom.',
    '705.1': '705.1 La résolution est le processus pour lequel une capacité de réaction ou payante a été jouée, ou une '
             'capacité déclenchable s’est déclenchée, et qui impacte le jeu. Le joueur contrôlant la capacité essaie '
             'de la résoudre en suivant les instructions ci-dessous.',
    '705.1a': '705.1a Si la capacité n’a pas été annulée, la résoudre. Pour se faire, le joueur la contrôlant doit '
              'appliquer son texte dans l’ordre. S’il est dit qu’un joueur doit faire quelque chose, ce joueur fait '
              'tous les choix restants à faire pour accomplir cette chose, et doit faire les choix de sorte que cette '
              'chose soit effectivement possible.',
    '705.1b': '705.1b Si certaines (mais pas toutes) des cibles de la capacité sont illégales lorsqu’elle se résout, '
              'elle n’affecte plus que les cibles qui sont toujours légales. Si certaines parties de son texte sont '
              'inapplicables, on en applique autant que possible.',
    '705.1c': '705.1c Si une capacité nécessite des informations du jeu pour être résolue, cette information est prise '
              'pendant la résolution. Une capacité déclenchable (704.2) est une exception à cette règle, et prend son '
              'information à partir d’une « photo instantanée » du jeu prise immédiatement après son évènement '
              'déclencheur.',
    '705.1d': '705.1d Certaines capacités demandent à un joueur de faire une ou plusieurs choses, suivi par une phrase '
              'commençant par « Si vous faites ». Celui-ci vérifie si toutes ces choses ont été effectivement faites. '
              'Si ce n’est pas le cas, les effets de cette phrase ne sont pas produits. Si une ou plusieurs des choses '
              'ont été remplacées, celle-ci ne sont pas faites.',
}

LINES = {
    '700.2-1': '• Les capacités de réaction sont en général uniquement sur les cartes Barre d’Action qui ont le mot « '
               'react » écrit dans leur ligne de notes.',
    '700.2-2': '• Les capacités payantes sont des capacités qui ne sont pas des réactions et qui ont un coût en tic (y '
               'compris un coût en tic de 0).',
    '700.2-3': '• Les capacités continues sont des capacités qui ne sont pas des réactions et qui n’ont pas de coût en '
               'tic.',
    '704.2c-1': '• Tout d’abord, le joueur dont c’est le tour choisit dans quel ordre de telles capacités affectant '
                'ses personnages s’appliquent à chacun de ses personnages, et puis le joueur suivant dans le sens des '
                'aguilles d’une montre fait de même, et ainsi de suite. Un personnage ne peut pas être affecté en même '
                'temps par plusieurs capacités déclenchables avec le même nom.',
    '704.2c-2': '• Puis, l’ensemble de ces capacités sont résolues simultanément en un seule vague. Les personnages ne '
                'peuvent être détruits, pas plus que la partie gagnée pendant la résolution d’une telle vague. Après '
                'qu’une telle vague ait été complètement résolue, commencer le processus de destruction de tous les '
                'personnages concernés (et marquer les VPs correspondants), et seulement après déterminer si la partie '
                'est gagnée.',
    '704.2c-3': '• Enfin, toutes les capacités qui se sont déclenchées pendant la vague précédente se résolvent '
                'simultanément dans une nouvelle vague, et ainsi de suite.',
    'exemple-704.2c-1': 'Exemple: Un familier avec une santé maximum de 2 et une santé restante de 1 est à la fois '
                        'affecté par « Rejuvenation » et « Corruption ». A la fin du tic 5, les deux capacités se '
                        'déclenchent. Le joueur qui contrôle ce familier choisit d’appliquer « Corruption » en '
                        'premier, ce qui réduit sa santé à -1, et puis « Rejuvenation », qui la restore à 1 et le '
                        'maintient en jeu (car il ne peut pas être détruit tant que les deux capacités soient '
                        'complètement résolues). S’il avait choisi d’appliquer ces capacités dans l’ordre inverse, le '
                        'familier aurait été détruit car sa santé ne peut pas dépasser 2.',
    'exemple-704.2c-2': 'Exemple: Un personnage a une capacité qui dit, « A la fin du tic 5/10, chaque personnage '
                        'ennemi adjacent avec une santé de 4 ou moins prend 1 dégât ». Un ennemi adjacent a une santé '
                        'de 4 et a la capacité « « Rejuvenation » attachée (soigner 2 à la fin du tick 5/10). Même si '
                        'le joueur contrôlant cet ennemi applique « Rejuvenation » en premier, cet ennemi prend '
                        'toujours 1 dégât car il a 4 de santé lors de la « photo instantanée ».',
    'exemple-704.2c-3': 'Exemple: « Ruby Gemsparkle » est adjacente à deux « Harvest Golems ». Elle se déplace d’une '
                        'case. Elle n’est affectée par « Harvest Flesh » qu’une seule fois.',
    'exemple-704.3b': 'Exemple: « Ruby Gemsparkle » est adjacente à deux « Vindicator Hodoons ». Elle est affectée par '
                      '« Devotion Aura » (les alliés adjacents ont armure +1) une fois seulement.',
    'exemple-705.1b': 'Exemple: L’attaque principale de « Lotherin » a une capacité critique qui inflige des dégâts '
                      'aux ennemis adjacents et soigne les dégâts des alliés adjacents. Même si aucun allié ne peut '
                      'être soigné, les dégâts sont toujours infligés, et vice versa.',
}
