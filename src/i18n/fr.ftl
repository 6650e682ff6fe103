# Patchwork dans le terminal : tous les textes que lit le joueur, en français.
# Mêmes messages et mêmes arguments que en.ftl (un test le vérifie). Pluriels : en français,
# [one] couvre 0 et 1, *[other] le reste. Les espaces avant « : ; ? ! % » sont insécables.
# Vocabulaire des règles françaises : plateau Chrono, pion Chrono, pion neutre, boutons,
# pièce (de tissu), pièce de cuir, couverture, case, revenus en boutons, cercle, coudre,
# tuile bonus 7x7, pièces bleues (Express), retirer du jeu (Express).

## Le jeu et ses éléments

variant-classic = Patchwork
variant-express = Patchwork Express
leather-revised = cuir révisé
leather-original = cuir d'origine
leather-express = cuir Express
level-beginner = Débutant
level-casual = Amateur
level-strong = Fort
level-master = Maître
bot-random = aléatoire
bot-greedy = glouton
bot-strong = fort

## Les pièces par leur forme (« le Y de 5 cases (pièce 14) »)
## shape-* portent leur article : ils ne servent que dans patch-named.

patch-named = { $shape } de { $cells } cases (pièce { $name })
patch-plain = la pièce { $name }
shape-patch = la pièce
shape-domino = le domino
shape-corner = le coin
shape-line = la barre
shape-t-letter = le T
shape-s-letter = le S
shape-l-letter = le L
shape-square = le carré
shape-u-letter = le U
shape-p-letter = le P
shape-n-letter = le N
shape-y-letter = le Y
shape-plus = la croix
shape-tall-t = le grand T
shape-w-letter = le W
shape-cross = la croix latine
shape-z-letter = le Z
shape-crooked-cross = la croix tordue
shape-walker = le bonhomme
shape-step = la marche
shape-long-t = le T allongé
shape-hat = le chapeau
shape-hook = le crochet
shape-boot = la botte
shape-long-cross = la grande croix
shape-h-letter = le H
shape-barrel = le tonneau
shape-f-letter = le F
shape-v-letter = le V

## L'historique des coups

log-new-game = nouvelle partie de { $game } (graine { $seed }) ; { $first } commence
log-game = partie de { $game } ; { $first } commence
log-bought = { $name } a acheté { $patch } pour { $cost } { $cost ->
        [one] bouton
       *[other] boutons
    } et avancé de { $spaces } { $spaces ->
        [one] case
       *[other] cases
    } (jusqu'à { $to })
log-advanced = { $name } a avancé de { $buttons } { $buttons ->
        [one] case
       *[other] cases
    } jusqu'à { $to } et reçu { $buttons } { $buttons ->
        [one] bouton
       *[other] boutons
    }
log-income = revenus : { $name } +{ $buttons } { $buttons ->
        [one] bouton
       *[other] boutons
    }
log-leather-won = { $name } a gagné une pièce de cuir (case { $space })
log-leather-sewn = { $name } a cousu la pièce de cuir en { $cell }
log-leather-aside = { $name } a mis la pièce de cuir de côté
log-bonus = { $name } prend la tuile bonus 7x7
log-game-over = fin de la partie : { $name } gagne
blue-join = plus que 5 pièces : les 8 pièces bleues rejoignent le cercle derrière elles
reached-the-end = { $name } atteint la dernière case en premier (et gagne en cas d'égalité)

## Refus

refusal-game-over = la partie est terminée
refusal-leather-pending = il faut d'abord coudre la pièce de cuir gagnée
refusal-no-leather = il n'y a pas de pièce de cuir à coudre
refusal-not-next-three = la pièce { $patch } ne fait pas partie des trois prochaines pièces
refusal-cannot-afford = la pièce { $patch } coûte { $cost } { $cost ->
        [one] bouton
       *[other] boutons
    }, mais le joueur en a { $buttons }
refusal-no-room = la pièce { $patch } ne rentre nulle part sur la couverture
refusal-wrong-shape = ces cases n'ont pas la forme de la pièce { $patch }
refusal-off-quilt = la pièce dépasserait de la couverture
refusal-overlap = la case { $cell } est déjà couverte
refusal-must-place-leather = la pièce de cuir doit être cousue : la couverture a encore des cases vides
blocker-afford-you = coûte { $cost }, vous avez { $buttons }
blocker-afford-them = coûte { $cost }, { $name } a { $buttons }
blocker-room-you = pas de place sur votre couverture
blocker-room-them = { $name } n'a pas la place
blocker-afford-short = coûte { $cost }, a { $buttons }
blocker-room-short = pas de place
blocker-short = pas maintenant
refused = refusé : { $reason }
cannot-buy = impossible d'acheter { $patch } : { $reason }
ghost-refused = impossible de coudre ici : { $reason }

## Le bandeau : à qui de jouer, et pourquoi

turn-of = [{ $token }] À { $name } de jouer
turn-of-bot = [{ $token }] À { $name } de jouer (bot { $bot })
turn-because =  : { $why }
turn-behind = derrière sur le plateau Chrono (case { $me }, { $them } en { $other })
turn-on-top = les deux pions sur la case { $at }, { $name } au-dessus
turn-leather = coudre la pièce de cuir gagnée
bot-plays = { $name } ({ $bot }) joue ce tour ; u annule, q quitte
bot-plays-alone = { $name } joue ce tour ; u annule, q quitte
bot-thinking = l'ordinateur réfléchit…
game-over = Partie terminée
game-over-wins = Partie terminée : { $name } gagne

## Invites et questions

prompt-choose = choisissez une pièce avec 1-3 ou un clic, ou appuyez sur a pour avancer
prompt-only-advance = aucune pièce ne peut être achetée : avancer (a) est le seul coup possible
prompt-ghost-ok = emplacement valide : Enter coud la pièce ici
prompt-leather = déplacez la pièce de cuir avec les flèches et appuyez sur Enter pour la coudre
prompt-leather-aside = déplacez la pièce de cuir avec les flèches et appuyez sur Enter pour la coudre (s la met de côté)
prompt-leather-discard = déplacez la pièce de cuir avec les flèches et appuyez sur Enter pour la coudre (s la retire du jeu)
confirm-advance = Avancer jusqu'à la case { $to } et recevoir { $buttons } { $buttons ->
        [one] bouton
       *[other] boutons
    }{ $income ->
        [0] {""}
       *[other] , revenus +{ $income }
    }{ $leather ->
        [0] {""}
        [one] { " " }et une pièce de cuir
       *[other] { " " }et { $leather } pièces de cuir
    } ? (y / n)
confirm-new-game = Commencer une nouvelle partie ? Celle-ci est sauvegardée. (y / n)
confirm-quit-purchase = La pièce de cuir gagnée n'est pas encore cousue : quitter maintenant annule le tour qui l'a fait gagner (la sauvegarde garde la partie d'avant ce tour). Quitter quand même ? (y / n)
confirm-quit-unsaved = La dernière sauvegarde a échoué : quitter maintenant peut faire perdre cette partie. Quitter quand même ? (y / n)

## Avis

undone = annulé (U ou Ctrl-R rétablit)
redone = rétabli
nothing-to-undo = rien à annuler
nothing-to-redo = rien à rétablir
playing-on = la partie reprend d'ici comme une nouvelle partie (le fichier rejoué n'est pas modifié)
nothing-to-play-on = la partie est terminée : rien à reprendre (reculez d'abord d'une étape)
save-failed = impossible de sauvegarder la partie : { $reason } (la partie continue ; q demandera confirmation avant de quitter)
bot-failed = l'ordinateur n'a pas pu jouer : { $reason } (u annule)
setup-failed = impossible de préparer une nouvelle partie : { $reason }
hint-thinking = recherche d'un bon coup…
hint = Conseil : { $what }, { $gain } estimé (Enter le joue)
suggest-buy = acheter #{ $patch } et la coudre en { $cell }
suggest-advance = avancer
suggest-leather = coudre la pièce de cuir en { $cell }
suggest-aside = mettre la pièce de cuir de côté
suggest-nothing = aucune suggestion

## Le plateau Chrono et le cercle

time-board = Plateau Chrono
on-top = { $token } au-dessus
ahead = [{ $token }] { $what }
ahead-nothing = [{ $token }] plus rien devant
ahead-income = $ dans { $n }
ahead-leather = cuir dans { $n }
circle-title = Cercle des pièces
circle-title-long = Cercle des pièces, après le pion neutre
circle-legend = $ coût · t temps · + revenu
circle-patch = pièce { $name } · { $cells } { $cells ->
        [one] case
       *[other] cases
    }
circle-figures = coût { $cost } · temps { $time }
circle-figures-tight = coût { $cost }, temps { $time },
circle-income = revenu +{ $income }
circle-value = { $value } à la fin · { $per } par case
circle-cells = #{ $name } { $cells } { $cells ->
        [one] case
       *[other] cases
    }
gap-long = ◆ ici était #{ $name }, tout juste achetée
gap-short = ◆ #{ $name } était ici
blue-waiting = +8 pièces bleues arrivent quand il en reste 5
blue-waiting-short = 8 bleues arrivent à 5 pièces
moves-title = Coups
moves-back = { $n } en arrière, { "}" } pour les récents

## Les chiffres d'une couverture

quilt-bot = bot
quilt-you = vous
stat-buttons = boutons { $buttons }
stat-income = revenu { $income }
stat-time = temps { $time }/{ $last }
stat-empty = vides { $empty }
stat-empty-of = vides { $empty } sur { $cells }
stat-score = score { $score }
stat-score-short = pts { $score }
stat-score-sum = = { $buttons }{ $bonus } - 2×{ $empty }
stat-bonus = { " " }+ { $bonus } bonus
stat-end = à la fin { $end }
stat-end-sum = = score + { $income }×{ $ahead } revenu
stat-end-short = → { $end }
stat-end-word = fin { $end }

## Le cadre de fin de partie

final-score = [{ $token }] { $name } : { $total } = { $buttons } { $buttons ->
        [one] bouton
       *[other] boutons
    } - 2×{ $empty } { $empty ->
        [one] vide
       *[other] vides
    }
final-score-bonus = [{ $token }] { $name } : { $total } = { $buttons } { $buttons ->
        [one] bouton
       *[other] boutons
    } + { $bonus } bonus - 2×{ $empty } { $empty ->
        [one] vide
       *[other] vides
    }
tally = { $income } { $income ->
        [one] bouton
       *[other] boutons
    } de revenus · { $patches } { $patches ->
        [one] pièce
       *[other] pièces
    } · { $cells } { $cells ->
        [one] case couverte
       *[other] cases couvertes
    }
wins = { $name } gagne !
tie-rule = Égalité ({ $score } chacun) : la victoire revient à { $name }, qui a atteint la case { $end } en premier.

## Aide

help-title = Aide · Esc ou ? pour fermer
help-keys-title = Touches
help-rules-title = Les règles en un écran
help-more-above = ↑ suite plus haut
help-more-below = ↓ suite plus bas : ↓ PgDn
menu-more-below = ↓ suite plus bas
help-legend-title = Ce que disent les signes
help-legend-income-sign = boutons 5 · +2
help-legend-income = les boutons d'une couverture, puis son revenu (+2) : ce que son pion touche chaque fois qu'il passe un $ du plateau Chrono
help-legend-end-sign = → 33 · fin 33
help-legend-end = le score d'une couverture à la fin si plus rien n'est acheté : boutons + revenu × les $ encore devant - 2 × cases vides
help-legend-projected-sign = +17 estimé
help-legend-projected = dans un conseil (et « +22 à la fin » à côté d'une pièce) : ce que le coup ajoute à votre score à la fin (→)
help-legend-card-sign = 1$5t+1
help-legend-card = une pièce du cercle : elle coûte 1 bouton, prend 5 cases de temps et rapporte +1 de revenu
help-legend-board-sign = $ ▒
help-legend-board = sur le plateau Chrono : une case de revenus ; une pièce de cuir (le premier pion qui la passe la prend)
help-legend-marks-sign = ▿ ◦
help-legend-marks = sur le plateau Chrono : où la pièce regardée mènerait votre pion ; d'où vient le dernier pion
help-legend-ghost-sign = ▓ ░ X
help-legend-ghost = la pièce qu'on place : elle rentre ici ; elle ne rentre pas ; elle couvre une pièce
help-legend-gap-sign = ◆ #4
help-legend-gap = sous le cercle : où était la dernière pièce achetée (le pion neutre s'y trouve maintenant)
help-legend-best-sign = ◆◆
help-legend-best = sur une couverture, dans le replay : le meilleur coup selon l'analyse, sur la position d'avant le coup
help-legend-bonus-sign = ★7x7
help-legend-bonus = le bonus 7x7 : le premier à couvrir un carré 7x7 prend +7
help-legend-blue-sign = 8 bleues
help-legend-blue = Express : 8 pièces bleues rejoignent le cercle quand il en reste 5
help-rules-classic =
    .first = Joue celui dont le pion est le plus en arrière sur le plateau Chrono (sur une même case, celui dont le pion est au-dessus). À votre tour, soit vous achetez l'une des 3 pièces qui suivent le pion neutre (payez son prix en boutons, cousez-la où elle rentre sur votre couverture, avancez de son temps), soit vous avancez juste devant l'autre pion et recevez 1 bouton par case.
    .second = Passer un $ vous rapporte vos revenus en boutons ; le premier à passer une pièce de cuir la coud aussitôt (1x1). Le premier à couvrir entièrement un carré 7x7 prend la tuile bonus (+7).
    .third = À la fin : boutons (+7) - 2 par case vide ; en cas d'égalité, le premier arrivé au bout gagne.
help-rules-express =
    .first = Express : couvertures 7x7, 30 cases. Joue celui dont le pion est le plus en arrière (sur une même case, celui dont le pion est au-dessus). À votre tour, soit vous achetez l'une des 3 pièces qui suivent le pion neutre (payez, cousez-la, avancez de son temps), soit vous avancez juste devant l'autre pion et recevez 1 bouton par case.
    .second = Quand il ne reste que 5 pièces, les 8 pièces bleues arrivent après elles. Passer un $ vous rapporte vos revenus en boutons ; une pièce de cuir gagnée peut être cousue ou retirée du jeu.
    .third = Pas de bonus. À la fin : boutons - 2 par case vide ; en cas d'égalité, le premier arrivé au bout gagne.
too-small = terminal trop petit : il faut { $w }x{ $h } (ou { $nw }x{ $nh } en fenêtre étroite), il fait { $have_w }x{ $have_h }
too-small-hint = agrandissez la fenêtre ou appuyez sur q pour quitter
too-small-again = { $note } (q encore pour quitter)

## La barre des touches et la liste des touches de l'aide

keys-arrows = flèches
keys-click = clic
keys-mouse = souris
keys-wheel = molette
bar-yes = oui
bar-no = non
bar-close-help = fermer l'aide
bar-close = fermer
bar-scroll = défiler
bar-choose = choisir
bar-advance = avancer
bar-move = déplacer
bar-change = changer
bar-select = valider
bar-back = retour
bar-done = valider
bar-erase = effacer
bar-rotate = tourner
bar-flip = retourner
bar-pick = prendre
bar-sew = coudre
bar-edges = bords
bar-set-aside = de côté
bar-discard = retirer
bar-hint = conseil
bar-undo = annuler
bar-new-game = nouvelle partie
bar-rematch = revanche
bar-replay = revoir
bar-see-the-quilts = jeu/scores
key-said = { $key } : { $what }
bar-circle = cercle
bar-moves = coups
bar-go-to = aller à
bar-go = aller
bar-cancel = annuler
bar-step = étape
bar-start-end = début/fin
bar-autoplay = lecture
bar-speed = vitesse
bar-review = analyse
bar-mistakes = erreurs
bar-best = meilleur coup
bar-play-from-here = jouer d'ici
bar-leave = sortir
bar-help = aide
bar-quit = quitter
bar-menu = menu
help-choose = choisir l'une des 3 pièces
help-advance = avancer, +1 bouton par case
help-look = parcourir les pièces proposées : ce que l'achat de chacune ferait s'affiche sous la ligne du tour
help-left = déplacer la pièce ou le cuir
help-rotate-clockwise = tourner (ou clic droit)
help-rotate-anticlockwise = tourner dans l'autre sens
help-flip = retourner (image miroir)
help-confirm = prendre la pièce en surbrillance
help-sew = la coudre ici (ou un clic)
help-back = reposer la pièce
help-jump-top = jusqu'à un bord (ou H L K J)
help-set-aside = mettre le cuir de côté si permis
help-set-aside-discard = Express : retirer le cuir du jeu
help-hint = un conseil du bot fort
help-undo = annuler (la réponse du bot aussi)
help-redo = rétablir
help-new-game = fin de partie : nouvelle partie
help-rematch = fin de partie : revanche, l'autre joueur commence
help-replay-game = fin de partie : revoir cette partie
help-toggle-box = fin de partie : cacher/montrer les scores
help-circle-back = faire défiler le cercle
help-moves-back = faire défiler l'historique
help-digit = taper un numéro d'étape
help-jump = aller à l'étape tapée
help-erase = effacer un chiffre
help-cancel-entry = oublier le numéro tapé
help-step-back = une étape en arrière, en avant
help-first = au début, à la fin
help-autoplay = lecture auto marche/arrêt
help-faster = lecture plus rapide, plus lente
help-review = analyser la partie avec le bot fort
help-mistakes = à l'erreur suivante ou précédente de l'analyse
help-best = le meilleur coup du bot sur la position avant le coup affiché, ou retour au coup joué
help-play-from-here = reprendre d'ici en nouvelle partie
help-leave = quitter la relecture
help-help = cette aide
help-quit = quitter (demande avant de perdre quoi que ce soit)
help-menu = retour au menu (demande d'abord si quelque chose serait perdu)
help-card-continue = carte de leçon ou de problème : continuer
help-card-leave = carte de leçon ou de problème : retour au menu
help-force-quit = quitter tout de suite
help-suspend = suspendre (fg pour revenir)

## Le menu

menu-title = Patchwork
menu-new-game = Nouvelle partie
menu-continue = Continuer la dernière partie
menu-load = Charger une partie sauvegardée
menu-replay = Revoir une partie sauvegardée
menu-stats = Statistiques
menu-quit = Quitter
menu-variant = Jeu
menu-board = Plateau Chrono
menu-opponent = Adversaire
menu-seat = Vous jouez
menu-start = Commencer la partie
menu-typing = tapez le nom, puis Enter
menu-no-games = aucune partie sauvegardée ici pour l'instant
menu-nothing-saved = aucune partie sauvegardée pour l'instant : commencez-en une nouvelle
menu-name-enter = Entrée pour saisir un nom
menu-your-name = Votre nom
menu-player = Joueur { $n }
menu-friend = quelqu'un sur ce clavier
menu-computer = l'ordinateur, { $level }
seat-first = en premier
seat-second = en second
seat-lot = au sort

## La relecture et l'analyse

replay-status = Relecture · étape { $step } sur { $steps } · { $play }
replay-playing = ▶ lecture auto, { $seconds } s par étape
replay-paused = en pause, { $seconds } s par étape
replay-playing-short = ▶ lecture auto
replay-paused-short = en pause
replay-start = début
replay-fault = ✗ enregistrement défectueux : { $fault }
go-to = aller à { $entry }
stops-before = s'arrête avant l'étape { $step } (défectueuse)
reviewing = analyse { $gauge } { $done }/{ $total }
reviewing-end = analyse : second regard sur les coups serrés…
accuracy = précision { $one } · { $two }
verdict-judged = { $class } : { $percent ->
        [0] chances de victoire presque intactes
       *[other] chances de victoire -{ $percent } %
    }{ $points ->
        [0] {""}
        [one] , 1 point de moins
       *[other] , { $points } points de moins
    }
verdict = { $judged } ; mieux : { $best }
class-best = meilleur coup
class-excellent = excellent
class-good = bon
class-inaccuracy = imprécision ?!
class-mistake = erreur ?
class-blunder = gaffe ??
class-forced = forcé
class-unclear = incertain
verdict-unclear = { $class } : entre { $low } et { $high } points de moins
graph-title = Chances de victoire : { $name } · étape { $step }

best-shown = ◆ le meilleur coup du bot avant l'étape { $step } (b : le coup joué)

## Jeu en ligne : une table servie par SSH (`patchwork serve`).
say-good-game = Bien joué !
say-thinking = Je réfléchis…
say-back-soon = Je reviens dans une minute.
table-reset = la partie de la table a remplacé celle affichée
table-undo-asked = { $asker } demande à reprendre son dernier coup (et le vôtre après, s'il y en a) : y accepte, n refuse
table-undo-requested = vous avez demandé à { $other } de reprendre votre dernier coup (et le sien après, s'il y en a) : en attente de la réponse
table-undo-pending = une demande de reprise attend déjà sa réponse
table-said = { $name } : { $phrase }
table-not-here = à une table, rétablir, les conseils, l'analyse, rejouer d'ici et les nouvelles parties ne sont pas proposés : une table tient une partie, jouée sur deux terminaux
table-waits-join = en attente de { $name } : le code de la table est { $code }
table-waits-back = en attente du retour de { $name } ({ $time }) ; la place est gardée
table-plays = { $name } joue ce tour sur son propre terminal
menu-online-title = Patchwork en ligne
menu-new-table = Ouvrir une table
menu-join-table = Rejoindre une table
menu-table-your-turn = Retour à la table { $code } : { $one } et { $two }, à vous de jouer
menu-table-their-turn = Retour à la table { $code } : { $one } et { $two }
menu-code = Code de la table
menu-code-typing = quatre lettres, Entrée ; sans clé : une espace et votre nom
menu-code-short = le code d'une table a quatre lettres
menu-you = Hôte
menu-guest = Invité
menu-guest-name = Nom de votre invité
menu-no-table = aucune table n'a le code { $code }
menu-slow-down = codes erronés : attendez { $seconds } s avant le prochain essai
menu-tables-full = le serveur a déjà toutes les tables qu'il accepte ; réessayez plus tard
online-replaced = votre clé a repris sa place depuis une autre connexion : celle-ci revient au menu
online-server-stopped = serveur arrêté : votre table est gardée et reprendra au redémarrage
online-idle = aucune touche depuis longtemps : connexion fermée, place gardée
table-code = table { $code }
table-undo-watched = { $asker } demande à { $other } de reprendre son dernier coup
table-undo-agreed-yours = { $by } a accepté : votre dernier coup est repris
table-undo-refused-yours = { $by } a refusé : votre dernier coup reste joué
table-undo-agreed-you = vous avez accepté : le dernier coup de { $asker } est repris
table-undo-refused-you = vous avez refusé : le dernier coup de { $asker } reste joué
table-undo-agreed = { $by } a accepté de reprendre le dernier coup de { $asker }
table-undo-refused = { $by } a refusé de reprendre le dernier coup de { $asker }
table-joined = { $name } a rejoint la table
table-back = { $name } est de retour
table-refused = la table ne l'a pas pris : { $reason }
table-unsaved = le serveur n'a pas pu enregistrer la table ({ $reason }) ; le coup reste joué
table-refusal-watcher = un spectateur ne joue pas
table-refusal-over = la partie est finie
table-refusal-stale = la partie de la table avait avancé
table-refusal-not-your-turn = c'est le tour de l'autre joueur
table-watching = vous regardez
unavailable-suspend = Ctrl-Z ne fait rien ici : arrêter ce programme arrêterait la partie des autres (q pour quitter)
unavailable-save = ni parties ni progrès ne sont enregistrés ici : cette partie est servie par SSH
unavailable-search = l'ordinateur n'est pas consulté ici : cette partie est servie par SSH
unavailable-table = cette partie ne se joue pas à une table
table-watchers = { $n ->
    [one] 1 spectateur
   *[other] { $n } spectateurs
}
## Apprendre : les lignes du menu, les leçons, les conseils des premières parties, la donne du jour

menu-new-player = nouveau venu ? Apprendre à jouer : dix leçons, cinq minutes
menu-learn = Apprendre à jouer
menu-daily-undated = Donne du jour
menu-daily = Donne du jour ({ $date })
menu-daily-played = Donne du jour ({ $date }) : { $result }
menu-lesson-done = ✓ faite
menu-tips = Conseils des premières parties
menu-tips-on = oui
menu-tips-off = non
help-menu-choose = passer d'une ligne à l'autre
help-menu-change = nouvelle partie : changer la valeur de la ligne
help-menu-select = ouvrir la ligne sous le curseur
help-menu-back = retour à la première page
help-menu-done = saisie d'un nom : terminé
help-menu-erase = saisie d'un nom : effacer une lettre
menu-about-main = Chaque ligne ouvre une page ou une partie : une nouvelle partie contre un ami ou l'ordinateur, les leçons et les problèmes, la donne du jour (la même pour tous), vos parties sauvegardées à continuer ou à revoir, et vos statistiques. Les lignes pas encore utilisables sont grisées.
menu-about-online = Ouvrez une table et donnez son code de quatre lettres à un ami, ou rejoignez la table d'un ami avec le sien.
menu-about-new-game = ← → changent la valeur de la ligne : le jeu (classique ou Express), le cuir du plateau Chrono, l'adversaire (un ami sur ce clavier, ou l'ordinateur à un niveau), qui joue en premier contre l'ordinateur, les noms, les conseils des premières parties. Enter sur un nom permet de le taper ; Enter sur la dernière ligne lance la partie.
menu-about-load = Vos parties en cours, de la plus récente à la plus ancienne : quand chacune a été sauvegardée, les joueurs, le jeu et où elle en est. Les noms longs sont raccourcis pour que la ligne reste entière. Enter la reprend là où elle s'était arrêtée.
menu-about-replay = Toutes vos parties sauvegardées, de la plus récente à la plus ancienne : quand, les joueurs, le jeu et le score final (ou « en cours »). Les noms longs sont raccourcis pour que la ligne reste entière. Enter l'ouvre pour la revoir coup par coup et la faire analyser par le bot fort.
menu-about-stats = Vos résultats sur les parties sauvegardées, classique et Express à part, contre chaque adversaire : les parties, puis parmi les parties terminées celles gagnées et perdues (à scores égaux, le premier arrivé au bout gagne), votre score moyen, votre écart moyen (votre score moins celui de l'autre) et votre record. Contre une personne, ceux de la place de gauche ; entre bots, ceux du joueur 1.
menu-about-join = Tapez les quatre lettres de la table, puis Enter. Un invité sans clé peut ajouter une espace et le nom sous lequel il s'était assis, pour reprendre sa place.
menu-about-lessons = Dix courtes leçons, chacune une position préparée avec une chose à essayer. ✓ marque celles déjà faites ; Enter en ouvre une.
bar-continue = continuer
lesson-row = { $n }. { $title }
lesson-line = Leçon { $n }/{ $total } · { $task }
lesson-heading = Leçon { $n } sur { $total } : { $title }
lesson-key-begin = commencer
lesson-key-next = leçon suivante
lesson-key-first-game = une première partie contre Débutant
lesson-key-menu = menu
lesson-try-again = ✗ { $why }
lesson-key-again = réessayer
lesson-wrong-advanced = Vous avez avancé : cette fois, achetez une pièce (1, 2 ou 3).
lesson-wrong-passed = Votre pion est allé en case { $at }, au-delà de l'autre en { $other } : c'est maintenant à l'autre joueur. Une pièce qui coûte moins de temps vous garde derrière.
lesson-wrong-no-income = Cette pièce ne montre aucun bouton : elle ne rapporte aucun revenu.
lesson-wrong-gap = Cousue, mais le trou reste ouvert : amenez la pièce dessus, r la tourne, f la retourne.
lesson-wrong-bought = Vous avez acheté une pièce : cette fois, avancez (a).
lesson-wrong-short-of-income = Votre pion s'est arrêté en case { $at }, avant la case de revenus : pas de revenus cette fois.
lesson-wrong-short-of-leather = Votre pion s'est arrêté en case { $at }, avant la pièce de cuir : elle y est toujours.
lesson-wrong-no-bonus = Le carré 7x7 a encore des cases vides : comblez le trou.
lesson-wrong-lost = La partie est finie et vous avez perdu, { $mine } à { $theirs } : comptez les cases vides.

lesson-goal-title = Le but du jeu
lesson-goal-intro = Chaque joueur coud des pièces sur sa couverture de 9x9 cases. Les boutons sont la monnaie et les points : à la fin, vous marquez vos boutons, moins 2 points par case vide de votre couverture. Le score le plus haut l'emporte.
lesson-goal-task = Achetez l'une des trois pièces et cousez-la sur votre couverture.
lesson-goal-hint = Appuyez sur 1, 2 ou 3 pour prendre une pièce, puis sur Entrée : elle est cousue là où elle s'affiche.
lesson-goal-done = Votre première pièce est cousue. Couvrir sa couverture, c'est éviter de perdre 2 points par case vide.

lesson-turn-title = Le plateau Chrono et le tour de jeu
lesson-turn-intro = Chaque pièce coûte du temps : votre pion avance sur le plateau Chrono du nombre indiqué par le sablier. Les tours n'alternent pas : joue celui dont le pion est le plus en arrière, parfois plusieurs fois de suite. Sur une même case, joue celui dont le pion est au-dessus.
lesson-turn-task = Jouez un coup après lequel c'est encore à vous : restez derrière.
lesson-turn-hint = Regardez le temps (t) de chaque pièce : votre pion est en case 4, l'autre en 8. Seule une pièce qui coûte peu de temps vous garde derrière.
lesson-turn-done = Encore à vous ! Le temps bon marché vaut autant que les boutons bon marché : le plus en arrière rejoue.

lesson-buy-title = Acheter une pièce : coût, temps et revenus
lesson-buy-intro = Vous pouvez acheter l'une des trois pièces qui suivent le pion neutre. Payez son coût en boutons ($), avancez votre pion de son temps (t) et cousez-la. Les boutons imprimés sur une pièce (+) sont ses revenus : ils vous rapportent encore et encore pendant la partie.
lesson-buy-task = Achetez la pièce qui montre un bouton (revenus +1).
lesson-buy-hint = Celle à 10 boutons est trop chère ; des deux autres, une seule montre + (revenus).
lesson-buy-done = Chaque case de revenus que vous passez vous rapporte désormais un bouton de plus. Des revenus tôt rapportent bien des fois.

lesson-place-title = Placer une pièce : déplacer, tourner, retourner
lesson-place-intro = Une pièce peut aller n'importe où sur votre couverture, tournée et retournée à votre guise, sur des cases vides seulement. Elle n'a pas à toucher les autres. Les flèches la déplacent, r la tourne, f la retourne, Home End PgUp PgDn la mènent à un bord.
lesson-place-task = Cousez la pièce en L dans le trou en bas à droite.
lesson-place-hint = Choisissez la pièce (1) : elle apparaît en haut à gauche. End et PgDn la mènent en bas à droite, r la tourne pour remplir le trou, Entrée la coud.
lesson-place-done = Bien ajustée : les trous où aucune pièce ne rentre coûtent 2 points chacun à la fin.

lesson-advance-title = Avancer pour des boutons
lesson-advance-intro = Au lieu d'acheter, vous pouvez avancer : votre pion va sur la case juste devant l'autre pion, et vous recevez un bouton par case parcourue. C'est toujours permis, et c'est la solution quand rien ne vaut la peine d'être acheté.
lesson-advance-task = Avancez devant l'autre pion et prenez les boutons.
lesson-advance-hint = Appuyez sur a, puis sur Entrée (ou y) pour confirmer.
lesson-advance-done = Des boutons contre du temps : avancer, c'est gagner de l'argent quand les pièces proposées sont chères.

lesson-income-title = Les cases de revenus
lesson-income-intro = Certaines cases du plateau Chrono montrent un bouton. Chaque fois que votre pion en passe une, vous recevez autant de boutons qu'en montrent ensemble toutes les pièces de votre couverture : vos revenus.
lesson-income-task = Passez la case de revenus 11 et touchez vos revenus.
lesson-income-hint = Votre pion est en case 9. Une pièce de temps 2 ou plus, ou avancer, passe la case 11.
lesson-income-done = Payé ! Votre couverture montre 3 boutons : chaque case de revenus vous en rapporte 3.

lesson-leather-title = Les pièces de cuir
lesson-leather-intro = Des pièces de cuir d'une case sont posées sur le plateau Chrono. Le premier joueur qui passe une telle case prend la pièce et doit la coudre aussitôt sur une case vide de sa couverture. Elle vaut 2 points : une case vide de moins.
lesson-leather-task = Passez la pièce de cuir de la case 26 et cousez-la.
lesson-leather-hint = Votre pion est en case 24 : une pièce de temps 2 ou plus, ou avancer, passe la case 26. Puis amenez le cuir dans un trou et appuyez sur Entrée.
lesson-leather-done = Les pièces de cuir comblent les trous où rien d'autre ne rentre. Guettez-les sur le plateau Chrono.
lesson-sew-leather-hint = Cousez le cuir : amenez-le dans un trou avec les flèches et appuyez sur Entrée.

lesson-bonus-title = La tuile bonus 7x7
lesson-bonus-intro = Le premier joueur qui couvre entièrement un carré de 7x7 cases sur sa couverture prend la tuile bonus : 7 points. Il n'y en a qu'une, et elle n'est jamais perdue.
lesson-bonus-task = Complétez le carré 7x7 en haut à gauche et prenez le bonus.
lesson-bonus-hint = Le trou du carré fait trois cases en L : la petite pièce en coin y rentre.
lesson-bonus-done = Sept points ! Le bonus va au premier qui couvre un carré 7x7 : visez-le tôt.

lesson-end-title = La fin et le décompte
lesson-end-intro = Quand les deux pions atteignent la dernière case, la partie s'arrête. Score : vos boutons, plus 7 avec la tuile bonus, moins 2 par case vide. En cas d'égalité, le premier arrivé au bout gagne.
lesson-end-task = Terminez la partie par un coup qui la gagne.
lesson-end-hint = Avancer laisse vos 30 cases vides : -60. Une pièce de 4 cases vaut 8 points, moins son coût en boutons.
lesson-end-done = Gagné ! Les cases vides coûtent plus que ne rapportent les boutons : couvrez votre couverture à la fin.

lesson-express-title = Patchwork Express
lesson-express-intro = Express va plus vite : une couverture de 7x7, un plateau Chrono de 29 cases, 15 pièces colorées et pas de bonus. Quand il ne reste que 5 pièces, les 8 pièces bleues rejoignent le cercle. Une pièce de cuir gagnée peut être cousue ou retirée du jeu (s).
lesson-express-task = Passez la pièce de cuir de la case 7 : cousez-la ou retirez-la.
lesson-express-hint = Votre pion est en case 5 : avancer, ou une pièce de temps 2 ou plus, passe la case 7.
lesson-express-done = Vous connaissez les règles des deux jeux. Place à une vraie partie !

tip-income = Conseil : revenus ! { $n } { $n ->
        [one] bouton
       *[other] boutons
    }, un par bouton imprimé sur vos pièces.
tip-leather = Conseil : le cuir couvre une case ; chaque case vide coûte 2 à la fin.
tip-twice = Conseil : deux tours de suite : le pion le plus en arrière joue toujours.
tip-afford = Conseil : pas assez de boutons ? Avancez : un bouton par case.
tip-bonus = Conseil : plus que { $n } { $n ->
        [one] case
       *[other] cases
    } pour un carré 7x7 : le premier marque +7.

daily-result = { $score } à { $other } ({ $margin })
daily-share = Patchwork, donne du { $date } · { $level } · { $result }
daily-first-try = Pour la donne du jour, seul le premier essai compte : { $share }
progress-broken = impossible de lire { $file } ; le fichier est laissé tel quel, et la progression de cette session n'est pas gardée
progress-not-written = progression non enregistrée : { $reason }

## Problèmes

menu-puzzles = Problèmes
menu-puzzles-row = Problèmes : { $solved }/{ $of } résolus, série de { $streak }
puzzle-line = Problème { $n }/{ $of } ({ $level }) · Le meilleur coup : quelle pièce, ou avancer ?
puzzle-easy = facile
puzzle-medium = moyen
puzzle-hard = difficile
puzzle-hint = Comparez ce que chaque choix rapporte d'ici la fin : revenus à venir, cases couvertes, boutons et temps.
puzzle-right = Problème { $n } sur { $of } : bien joué !
puzzle-wrong = Problème { $n } sur { $of } : pas le meilleur
puzzle-best = Le meilleur coup : { $best }, pour un écart final de { $value } en jouant au mieux. Ensuite vient « { $second } » : { $second_value }, soit { $margin } { $margin ->
        [one] point
       *[other] points
    } de moins. { $how }
puzzle-you-played = Votre choix : { $played }.
puzzle-proof-exact = Prouvé par la recherche exacte de fin de partie.
puzzle-proof-deep = Estimé par une recherche profonde du bot fort.
puzzle-buy = acheter { $patch }
puzzle-advance = avancer
puzzle-streak = Série : { $streak } d'affilée (record { $best }). Seul le premier essai compte.
puzzle-key-next = problème suivant
bar-say = dire
help-say = à une table : dire « Bien joué ! », « Je réfléchis… » ou « Je reviens dans une minute. »
bar-resign = abandonner
help-resign = à une table : abandonner la partie (demande d'abord)
table-confirm-resign = Abandonner cette partie ? Votre adversaire la gagne. (y / n)
table-resigned = { $name } a abandonné : { $winner } gagne
bar-claim = réclamer la partie
help-claim = à une table, quand l'autre joueur est absent depuis 5 minutes : gagner la partie (ou q pour la garder pour plus tard)
table-waits-claim = { $name } est absent depuis { $time } : C gagne la partie, q la garde pour plus tard
table-claimed = { $name } n'est pas revenu : { $winner } gagne la partie
confirm-menu-purchase = La pièce de cuir gagnée n'est pas encore cousue : revenir au menu maintenant annule le tour qui l'a fait gagner (la sauvegarde garde la partie d'avant ce tour). Revenir au menu quand même ? (y / n)
confirm-menu-unsaved = La dernière sauvegarde a échoué : revenir au menu maintenant peut faire perdre cette partie. Revenir au menu quand même ? (y / n)
circle-patch-short = pièce { $name }
buy-preview = ▶ { $patch } → case { $to }{ $income ->
    [0] {""}
   *[other] , revenu +{ $income }
}{ $leather ->
    [0] {""}
   *[other] , cuir
} ; { $again ->
    [yes] vous rejouez
   *[no] { $other } joue ensuite
} · { $projected } à la fin
menu-tables-yours = vous avez déjà { $n } tables ouvertes : terminez-en ou quittez-en une d'abord
bar-patches = pièces
help-patches = les pièces restant dans le cercle, avec leurs chiffres
patches-title = Pièces restant dans le cercle · Échap ferme
patches-key = touche
patches-patch = pièce
patches-cells = cases
patches-cost = coût
patches-time = temps
patches-income = revenu
patches-value = à la fin
patches-per-space = par case
bar-always = oui, ne plus demander
help-always = à la question d'avancer : oui, et avancer aussitôt désormais (jusqu'à la fin de la session)

## Le bandeau : ce qu'a fait un coup, après qui l'a joué (revenus, cuir et bonus du joueur)

news-income = revenus +{ $buttons } { $buttons ->
        [one] bouton
       *[other] boutons
    }
news-income-short = revenus +{ $buttons }
news-leather-won = a gagné une pièce de cuir (case { $space })
news-leather-won-short = pièce de cuir gagnée
news-leather-sewn = l'a cousue en { $cell }
news-leather-aside = l'a mise de côté
news-bonus = a pris la tuile bonus 7x7
news-bought-short = { $name } a acheté #{ $patch } pour { $cost } { $cost ->
        [one] bouton
       *[other] boutons
    } (jusqu'à { $to })
news-advanced-short = { $name } a avancé jusqu'à la case { $to } (+{ $buttons })
news-reached = a atteint la dernière case en premier (et gagne en cas d'égalité)
news-reached-short = première arrivée
news-blue-join-short = les 8 pièces bleues rejoignent le cercle
turn-of-bot-alone = [{ $token }] À { $name } de jouer (bot)
turn-behind-short = derrière (case { $me }, [{ $token }] en { $other })
turn-on-top-short = pion du dessus sur la case { $at }
prompt-only-advance-short = rien à acheter : avancer (a)
replay-start-line = début :
accuracy-player = [{ $token }] { $name } { $percent }
accuracy-token = [{ $token }] { $percent }
accuracy-percent = { $value } %
news-leather-sewn-short = cousue en { $cell }
news-bonus-short = bonus 7x7

## Separators

list-separator = {", "}

## The check screen: how this terminal shows right-to-left text

menu-display = Affichage du persan
display-sample = Si cette ligne se lit bien, appuyez sur { $key }
display-itself = Mon terminal affiche le persan lui-même : { $key }
help-display-choose = la ligne qui se lit bien
menu-about-display = Les mêmes mots, dessinés des trois façons dont les terminaux ont besoin : lettres liées et mises de droite à gauche par le jeu ; les lettres de chaque mot laissées au terminal ; toute la ligne laissée au terminal. Appuyez sur le numéro de la ligne qui se lit bien. Le choix est gardé pour ce terminal (sur un serveur, pour votre clé) ; cette ligne du menu refait la vérification.
