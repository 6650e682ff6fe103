# The command line's messages for people, in English: `games`, `stats`, `arena`'s summary,
# what the game says on leaving, and its refusals. (Machine-read outputs, `move`,
# `verify --json`, `perft`, `review --json` and the record format, never come from here.)

## patchwork games, and the menu's lists

games-none = no saved games in { $dir }
games-header = saved games in { $dir }, the most recently played first (patchwork --load N opens number N):
games-row = { $date }  { $one } vs { $two }  { $variant }  { $actions } { $actions ->
        [one] action
       *[other] actions
    }  { $state }  { $file }
games-finished = finished, scores { $a } and { $b }, { $winner } won
games-in-progress = in progress
games-unreadable = { $file }: cannot be read: { $reason }
games-menu-row = { $when }  { $one } v { $two }  { $variant }  { $how }
games-menu-score = { $a } to { $b }
games-menu-damaged = damaged: does not open
variant-classic-short = classic
variant-express-short = Express

## patchwork stats, and the menu's page

stats-header = saved games in { $dir }: { $played } played, { $finished } finished, { $unreadable } unreadable
stats-variant = { $variant }: { $played } played, { $finished } finished
stats-against = against
stats-games = games
stats-finished = finished
stats-wins = wins
stats-losses = losses
stats-avg-score = avg score
stats-avg-margin = avg margin
stats-best = best
stats-all = all
stats-short-wins = won
stats-short-losses = lost
stats-short-avg-score = avg score
stats-short-level = { $level } (bot)
stats-short-avg-margin = margin
stats-short-best = best
stats-unreadable = { $n } { $n ->
        [one] file
       *[other] files
    } could not be read:
stats-more = and { $n } more
opponent-person = a person
opponent-bot = the { $bot } bot
opponent-other = another bot
opponent-bots = bot against bot

## patchwork arena's summary

arena-games = { $n } { $n ->
        [one] game
       *[other] games
    } of { $variant }: A = { $a }, B = { $b }
arena-wins = A wins { $wins }, losses { $losses }, ties { $ties } (equal scores, won by who reached the end first; counted in wins and losses)
arena-rate = A win rate { $rate }% (95% interval { $lo }% to { $hi }%, Wilson)
arena-scores = mean score A { $a }, B { $b }; mean margin A - B { $margin } (standard error { $se })
arena-times = time per move { $who }: mean { $mean } ms, max { $max } ms; { $moves } moves a game
arena-times-iterations = time per move { $who }: mean { $mean } ms, max { $max } ms; { $moves } moves a game; { $iterations } iterations a move

## Leaving the game

outcome-saved = game saved in { $path }
outcome-not-saved = game NOT saved in { $path }: { $reason }; { $copy }
outcome-copy = an emergency copy is in { $path }
outcome-no-copy = no emergency copy could be written: { $reason }

## Refusals before the game starts

no-terminal = cannot open the terminal: { $error }
not-a-terminal-input = the game needs a terminal, and its standard input is not one (the commands verify, games, stats, review and move work without one)
not-a-terminal-output = the game needs a terminal, and its standard output is not one (the commands verify, games, stats, review and move work without one)
locked-ask = { $file }: { $error }. Open it read-only in the replay viewer? [y/N]
locked-tell = { $file }: { $error }; to look at it read-only: { $replay }
board-for-classic = --board is for classic Patchwork only: Express has one time board
name-empty = the name of player { $n } is empty: give one with --player{ $n }
name-too-long = the name of player { $n } is too long: { $chars } characters, at most { $max } (--player{ $n })

## Saved games: the folder, the lock, what cannot be opened

data-dir-unknown = no data directory is known here: give one with --data-dir or { $var }
data-dir-create = cannot create the folder for saved games { $dir }: { $error }
lock-held = the game is open in another process
lock-held-pid = the game is open in another process (pid { $pid })
lock-io = cannot lock the game: { $error }
lock-folder = cannot lock the game: { $path } is a folder, not a lock file
lock-planted-link = removed a symbolic link planted at the lock file's name { $path } (what it pointed to is untouched)
lock-planted-hard-link = removed a second name of another file planted at the lock file's name { $path } (that file is untouched)
lock-planted-special = removed a pipe or a device planted at the lock file's name { $path }
lock-planted-folder = removed an empty folder at the lock file's name { $path }
resume-none = no unfinished game to resume in { $dir } (patchwork games lists them)
load-no-number = there is no saved game number { $n } in { $dir } (patchwork games lists them)
load-file-here = ; for the file { $n } in this folder, write ./{ $n }
load-fault = { $file }: { $fault } (the file is left as it is; patchwork replay shows it up to the fault)

## Commands for other programs and for people: what went wrong

invalid-record = invalid record: { $error }
output-failed = cannot write the output: { $error }
threads-zero = --threads 0 means one thread
threads-capped = --threads { $n } is more than { $max }: searching on { $max } threads
review-cached = read from the cache { $path }
review-cache-ignored = ignored the cache file { $path }: { $why }
review-cache-unwritten = cannot write the cache in { $dir }: { $error }
review-stopped = the analysis was stopped
arena-save = --save { $error }
arena-game-failed = game { $n }: { $error }
arena-short = { $played } of { $games } { $games ->
    [one] game was
   *[other] games were
} played
record-follows = the game's record follows, whole: keep it as a .json file to play it on (patchwork --load FILE)

## patchwork stats: the daily deals

stats-daily = daily deals: { $played } played, { $won } won
stats-daily-day = { $date } against { $level }: { $score } to { $other } ({ $margin }), { $plays } { $plays ->
        [one] game
       *[other] games
    }
stats-daily-broken = daily deals: cannot use { $file }

## patchwork puzzles --mine

puzzles-mined = game { $game } of { $games }: { $found } puzzles so far ({ $seconds } s)
