# Les messages de la ligne de commande pour les personnes, en français : `games`, `stats`, le
# bilan d'`arena`, ce que dit le jeu en partant, et ses refus. (Les sorties lues par des
# programmes, `move`, `verify --json`, `perft`, `review --json` et le format des parties, n'en
# viennent jamais.)

## patchwork games, et les listes du menu

games-none = aucune partie enregistrée dans { $dir }
games-header = parties enregistrées dans { $dir }, la plus récemment jouée d'abord (patchwork --load N ouvre la numéro N) :
games-row = { $date }  { $one } contre { $two }  { $variant }  { $actions } { $actions ->
        [one] action
       *[other] actions
    }  { $state }  { $file }
games-finished = terminée, scores { $a } et { $b }, { $winner } a gagné
games-in-progress = en cours
games-unreadable = { $file } : illisible : { $reason }
games-menu-row = { $when }  { $one } c. { $two }  { $variant }  { $how }
games-menu-score = { $a } à { $b }
games-menu-damaged = endommagée : ne s'ouvre pas
variant-classic-short = classique
variant-express-short = Express

## patchwork stats, et la page du menu

stats-header = parties enregistrées dans { $dir } : { $played } { $played ->
        [one] jouée
       *[other] jouées
    }, { $finished } { $finished ->
        [one] terminée
       *[other] terminées
    }, { $unreadable } { $unreadable ->
        [one] illisible
       *[other] illisibles
    }
stats-variant = { $variant } : { $played } { $played ->
        [one] jouée
       *[other] jouées
    }, { $finished } { $finished ->
        [one] terminée
       *[other] terminées
    }
stats-against = contre
stats-games = parties
stats-finished = terminées
stats-wins = victoires
stats-losses = défaites
stats-avg-score = score moyen
stats-avg-margin = écart moyen
stats-best = record
stats-all = total
stats-short-wins = gagnées
stats-short-losses = perdues
stats-short-avg-score = moyenne
stats-short-level = { $level } (bot)
stats-short-avg-margin = écart
stats-short-best = record
stats-unreadable = { $n } { $n ->
        [one] fichier n'a pas pu être lu
       *[other] fichiers n'ont pas pu être lus
    } :
stats-more = et { $n } de plus
opponent-person = une personne
opponent-bot = le bot { $bot }
opponent-other = un autre bot
opponent-bots = bot contre bot

## Le bilan de patchwork arena

arena-games = { $n } { $n ->
        [one] partie
       *[other] parties
    } de { $variant } : A = { $a }, B = { $b }
arena-wins = A : { $wins } victoires, { $losses } défaites, { $ties } égalités (scores égaux, gagnées par qui a atteint la fin en premier ; comptées dans les victoires et défaites)
arena-rate = taux de victoire de A { $rate } % (intervalle à 95 % : { $lo } % à { $hi } %, Wilson)
arena-scores = score moyen A { $a }, B { $b } ; écart moyen A - B { $margin } (erreur type { $se })
arena-times = temps par coup { $who } : moyenne { $mean } ms, max { $max } ms ; { $moves } coups par partie
arena-times-iterations = temps par coup { $who } : moyenne { $mean } ms, max { $max } ms ; { $moves } coups par partie ; { $iterations } itérations par coup

## En quittant le jeu

outcome-saved = partie enregistrée dans { $path }
outcome-not-saved = partie NON enregistrée dans { $path } : { $reason } ; { $copy }
outcome-copy = une copie de secours est dans { $path }
outcome-no-copy = aucune copie de secours n'a pu être écrite : { $reason }

## Refus avant le début de la partie

no-terminal = impossible d'ouvrir le terminal : { $error }
not-a-terminal-input = le jeu a besoin d'un terminal, et son entrée standard n'en est pas un (les commandes verify, games, stats, review et move s'en passent)
not-a-terminal-output = le jeu a besoin d'un terminal, et sa sortie standard n'en est pas un (les commandes verify, games, stats, review et move s'en passent)
locked-ask = { $file } : { $error }. L'ouvrir en lecture seule dans la revue de partie ? [y/N]
locked-tell = { $file } : { $error } ; pour la regarder en lecture seule : { $replay }
board-for-classic = --board ne vaut que pour Patchwork classique : Express n'a qu'un plateau Chrono
name-empty = le nom du joueur { $n } est vide : donnez-en un avec --player{ $n }
name-too-long = le nom du joueur { $n } est trop long : { $chars } caractères, { $max } au plus (--player{ $n })

## Les parties sauvegardées : le dossier, le verrou, ce qui ne peut pas s'ouvrir

data-dir-unknown = aucun dossier de données n'est connu ici : indiquez-en un avec --data-dir ou { $var }
data-dir-create = impossible de créer le dossier des parties sauvegardées { $dir } : { $error }
lock-held = la partie est ouverte dans un autre processus
lock-held-pid = la partie est ouverte dans un autre processus (pid { $pid })
lock-io = impossible de verrouiller la partie : { $error }
lock-folder = impossible de verrouiller la partie : { $path } est un dossier, pas un fichier de verrou
lock-planted-link = lien symbolique posé au nom du fichier de verrou { $path } supprimé (sa cible est intacte)
lock-planted-hard-link = second nom d'un autre fichier posé au nom du fichier de verrou { $path } supprimé (ce fichier est intact)
lock-planted-special = tube ou périphérique posé au nom du fichier de verrou { $path } supprimé
lock-planted-folder = dossier vide au nom du fichier de verrou { $path } supprimé
resume-none = aucune partie en cours à reprendre dans { $dir } (patchwork games les liste)
load-no-number = il n'y a pas de partie sauvegardée numéro { $n } dans { $dir } (patchwork games les liste)
load-file-here = ; pour le fichier { $n } de ce dossier, écrivez ./{ $n }
load-fault = { $file } : { $fault } (le fichier est laissé tel quel ; patchwork replay montre la partie jusqu'à l'erreur)

## Les commandes : ce qui n'a pas marché

invalid-record = partie enregistrée invalide : { $error }
output-failed = impossible d'écrire la sortie : { $error }
threads-zero = --threads 0 signifie un seul fil
threads-capped = --threads { $n } dépasse { $max } : recherche sur { $max } fils
review-cached = lu dans le cache { $path }
review-cache-ignored = fichier de cache ignoré { $path } : { $why }
review-cache-unwritten = impossible d'écrire le cache dans { $dir } : { $error }
review-stopped = l'analyse a été interrompue
arena-save = --save { $error }
arena-game-failed = partie { $n } : { $error }
arena-short = { $played } { $played ->
    [one] partie jouée
   *[other] parties jouées
} sur { $games }
record-follows = l'enregistrement de la partie suit, en entier : gardez-le dans un fichier .json pour la reprendre (patchwork --load FICHIER)

## patchwork stats : les donnes du jour

stats-daily = donnes du jour : { $played } { $played ->
        [one] jouée
       *[other] jouées
    }, { $won } { $won ->
        [one] gagnée
       *[other] gagnées
    }
stats-daily-day = { $date } contre { $level } : { $score } à { $other } ({ $margin }), { $plays } { $plays ->
        [one] partie
       *[other] parties
    }
stats-daily-broken = donnes du jour : impossible d'utiliser { $file }

## patchwork puzzles --mine

puzzles-mined = partie { $game } sur { $games } : { $found } problèmes jusqu'ici ({ $seconds } s)

## Les refus du système, en clair

io-not-found = aucun fichier ou dossier de ce nom
io-permission-denied = permission refusée
io-already-exists = il existe déjà
io-is-a-folder = c'est un dossier
io-not-a-folder = une partie du chemin n'est pas un dossier
io-disk-full = le disque est plein
io-read-only = le système de fichiers est en lecture seule
read-failed = impossible de lire le fichier : { $error }

## patchwork man

man-no-command = il n'y a pas de commande { $command } : les commandes sont { $commands }
