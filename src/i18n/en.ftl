# Patchwork in the terminal: every text a player reads, in English.
# The French (fr.ftl) and Russian (ru.ftl) catalogues have the same messages, with the same
# arguments (a test checks). Plural forms select on a number: [one] and *[other] here.

## The game and its things

variant-classic = Patchwork
variant-express = Patchwork Express
leather-revised = revised leather
leather-original = original leather
leather-express = Express leather
level-beginner = Beginner
level-casual = Casual
level-strong = Strong
level-master = Master
bot-random = random
bot-greedy = greedy
bot-strong = strong

## Patches by their shape ("the 5-cell Y (patch 14)")

patch-named = the { $cells }-cell { $shape } (patch { $name })
patch-plain = patch { $name }
shape-patch = patch
shape-domino = domino
shape-corner = corner
shape-line = line
shape-t-letter = T
shape-s-letter = S
shape-l-letter = L
shape-square = square
shape-u-letter = U
shape-p-letter = P
shape-n-letter = N
shape-y-letter = Y
shape-plus = plus
shape-tall-t = tall T
shape-w-letter = W
shape-cross = cross
shape-z-letter = Z
shape-crooked-cross = crooked cross
shape-walker = walker
shape-step = step
shape-long-t = long T
shape-hat = hat
shape-hook = hook
shape-boot = boot
shape-long-cross = long cross
shape-h-letter = H
shape-barrel = barrel
shape-f-letter = F
shape-v-letter = V

## The move history

log-new-game = new game of { $game } (seed { $seed }); { $first } starts
log-game = game of { $game }; { $first } starts
log-bought = { $name } bought { $patch } for { $cost } { $cost ->
        [one] button
       *[other] buttons
    } and moved { $spaces } { $spaces ->
        [one] space
       *[other] spaces
    } (to { $to })
log-advanced = { $name } advanced { $buttons } { $buttons ->
        [one] space
       *[other] spaces
    } to { $to } and took { $buttons } { $buttons ->
        [one] button
       *[other] buttons
    }
log-income = income: { $name } +{ $buttons } { $buttons ->
        [one] button
       *[other] buttons
    }
log-leather-won = { $name } won a leather patch (space { $space })
log-leather-sewn = { $name } sewed the leather patch on { $cell }
log-leather-aside = { $name } set the leather patch aside
log-bonus = { $name } takes the 7x7 bonus
log-game-over = game over: { $name } wins
blue-join = only 5 patches were left: the 8 blue patches join the circle behind them
reached-the-end = { $name } reaches the end first (and wins a tie)

## Refusals

refusal-game-over = the game is over
refusal-leather-pending = the leather patch won must be sewn first
refusal-no-leather = there is no leather patch to sew
refusal-not-next-three = patch { $patch } is not one of the next three patches
refusal-cannot-afford = patch { $patch } costs { $cost } { $cost ->
        [one] button
       *[other] buttons
    } but the player has { $buttons }
refusal-no-room = patch { $patch } fits nowhere on the quilt
refusal-wrong-shape = the cells are not the shape of patch { $patch }
refusal-off-quilt = the patch would hang off the quilt
refusal-overlap = cell { $cell } is already covered
refusal-must-place-leather = the leather patch must be sewn: the quilt still has empty cells
blocker-afford-you = costs { $cost }, you have { $buttons }
blocker-afford-them = costs { $cost }, { $name } has { $buttons }
blocker-room-you = no room on your quilt
blocker-room-them = no room on { $name }'s quilt
blocker-afford-short = costs { $cost }, has { $buttons }
blocker-room-short = no room on the quilt
blocker-short = not now
refused = refused: { $reason }
cannot-buy = { $patch } can't be bought: { $reason }
ghost-refused = can't sew here: { $reason }

## The banner: whose turn, and why

turn-of = [{ $token }] { $name }'s turn
turn-of-bot = [{ $token }] { $name }'s turn (bot { $bot })
turn-because = : { $why }
turn-behind = behind on the time board (space { $me }, { $them } is on { $other })
turn-on-top = both tokens on space { $at }, and { $name }'s is on top
turn-leather = won a leather patch and sews it now
bot-plays = { $name } ({ $bot }) plays this turn; u undoes, q quits
bot-plays-alone = { $name } plays this turn; u undoes, q quits
bot-thinking = the computer is thinking…
game-over = Game over
game-over-wins = Game over: { $name } wins

## Prompts and questions

prompt-choose = choose a patch with 1-3 or a click, or press a to advance
prompt-only-advance = no patch can be bought: advancing (a) is the only move
prompt-ghost-ok = this spot is legal: Enter sews the patch here
prompt-leather = move the leather patch with the arrows and press Enter to sew it
prompt-leather-aside = move the leather patch with the arrows and press Enter to sew it (s sets it aside)
prompt-leather-discard = move the leather patch with the arrows and press Enter to sew it (s discards it)
confirm-advance = Advance to space { $to } and take { $buttons } { $buttons ->
        [one] button
       *[other] buttons
    }?{ $income ->
        [0] {""}
       *[other] { " " }It crosses income: +{ $income }.
    }{ $leather ->
        [0] {""}
        [one] { " " }It wins a leather patch.
       *[other] { " " }It wins { $leather } leather patches.
    } (y / n)
confirm-new-game = Start a new game? This one is saved. (y / n)
confirm-quit-purchase = The leather patch you won is not sewn yet: quitting now loses the purchase that won it (the save holds the game before it). Quit anyway? (y / n)
confirm-quit-unsaved = The last save failed: quitting now may lose this game. Quit anyway? (y / n)

## Notices

undone = undone (U or Ctrl-R redoes)
redone = redone
nothing-to-undo = nothing to undo
nothing-to-redo = nothing to redo
playing-on = playing on from here as a new game (the replayed file is not changed)
nothing-to-play-on = the game is over: there is nothing to play on (step back first)
save-failed = could not save the game: { $reason } (the game goes on; q asks before quitting)
bot-failed = the computer could not move: { $reason } (u undoes)
setup-failed = a new game could not be set up: { $reason }
hint-thinking = looking for a good move…
hint = Hint: { $what }: { $gain } projected (Enter plays it)
suggest-buy = buy #{ $patch } and sew it at { $cell }
suggest-advance = advance
suggest-leather = sew the leather patch at { $cell }
suggest-aside = set the leather patch aside
suggest-nothing = nothing to suggest

## The time board and the circle

time-board = Time board
on-top = { $token }'s on top
ahead = [{ $token }] { $what }
ahead-nothing = [{ $token }] nothing ahead
ahead-income = $ in { $n }
ahead-leather = leather in { $n }
circle-title = Patch circle
circle-title-long = Patch circle, from the neutral token
circle-legend = $ cost · t time · + income
circle-patch = patch { $name } · { $cells } { $cells ->
        [one] cell
       *[other] cells
    }
circle-figures = cost { $cost } · time { $time }
circle-income = income +{ $income }
circle-cells = #{ $name } { $cells } { $cells ->
        [one] cell
       *[other] cells
    }
gap-long = ◆ here was #{ $name }, just bought
gap-short = ◆ #{ $name } was here
blue-waiting = +8 blue patches join when 5 remain
blue-waiting-short = +8 blue at 5 left
moves-title = Moves
moves-back = { $n } back, { "}" } for newer

## A quilt's figures

quilt-bot = bot
stat-buttons = buttons { $buttons }
stat-income = income { $income }
stat-time = time { $time }/{ $last }
stat-empty = empty { $empty }
stat-empty-of = empty { $empty } of { $cells }
stat-score = score { $score }
stat-score-sum = = { $buttons }{ $bonus } - 2×{ $empty }
stat-bonus = { " " }+ { $bonus } bonus
stat-end = at the end { $end }
stat-end-sum = = score + { $income }×{ $ahead } income
stat-end-short = → { $end }

## The game-over box

final-score = [{ $token }] { $name }: { $total } = { $buttons } { $buttons ->
        [one] button
       *[other] buttons
    } - 2×{ $empty } empty
final-score-bonus = [{ $token }] { $name }: { $total } = { $buttons } { $buttons ->
        [one] button
       *[other] buttons
    } + { $bonus } bonus - 2×{ $empty } empty
tally = { $income } { $income ->
        [one] button
       *[other] buttons
    } from income · { $patches } { $patches ->
        [one] patch
       *[other] patches
    } · { $cells } cells covered
wins = { $name } wins!
tie-rule = Equal scores ({ $score } each): the tie goes to { $name }, who reached space { $end } first.

## Help

help-title = Help · Esc or ? closes
help-keys-title = Keys
help-rules-title = Rules in one screen
help-more-above = ↑ more above
help-more-below = ↓ more below: ↓ PgDn
help-rules-classic =
    .first = The player further back on the time board moves (on a shared space, the token on top). Either buy one of the 3 patches after the neutral token (pay its buttons, sew it anywhere it fits, move by its time) or advance just past the other token, +1 button a space.
    .second = Crossing $ pays your income; the first to cross a leather space sews that 1x1 patch. The first to cover a 7x7 square takes +7.
    .third = At the end: buttons (+7) - 2 per empty cell; a tie goes to the first to finish.
help-rules-express =
    .first = Express: 7x7 quilts, 30 spaces. The player further back moves (on a shared space, the token on top). Either buy one of the 3 patches after the neutral token (pay, sew it, move by its time) or advance just past the other token, +1 button a space.
    .second = With 5 patches left, the 8 blue patches join after them. Crossing $ pays your income; a leather patch won may be sewn or discarded.
    .third = No bonus. At the end: buttons - 2 per empty cell; a tie goes to the first to finish.
too-small = terminal too small: need { $w }x{ $h } (or { $nw }x{ $nh } for a narrow window), have { $have_w }x{ $have_h }
too-small-hint = enlarge the window, or press q to quit
too-small-again = { $note } (q again quits)

## The key bar and the help's key list

keys-arrows = arrows
keys-click = click
keys-mouse = mouse
keys-wheel = wheel
bar-yes = yes
bar-no = no
bar-close-help = close help
bar-scroll = scroll
bar-choose = choose
bar-advance = advance
bar-move = move
bar-change = change
bar-select = select
bar-back = back
bar-done = done
bar-erase = erase
bar-rotate = rotate
bar-flip = flip
bar-pick = pick
bar-sew = sew
bar-edges = edges
bar-set-aside = set aside
bar-discard = discard
bar-hint = hint
bar-undo = undo
bar-new-game = new game
bar-rematch = rematch
bar-replay = replay
bar-see-the-quilts = see the quilts
bar-circle = circle
bar-moves = moves
bar-go-to = go to
bar-go = go
bar-cancel = cancel
bar-step = step
bar-start-end = start/end
bar-autoplay = autoplay
bar-speed = speed
bar-review = review
bar-mistakes = mistakes
bar-best = best step
bar-play-from-here = play from here
bar-leave = leave
bar-help = help
bar-quit = quit
bar-menu = menu
help-choose = choose one of the 3 patches
help-advance = advance, +1 button a space
help-left = move the patch or leather
help-rotate-clockwise = rotate (or a right click)
help-rotate-anticlockwise = rotate the other way
help-flip = flip (mirror image)
help-confirm = pick the highlighted patch
help-sew = sew it here (or a click)
help-back = put the patch back
help-jump-top = to an edge (or H L K J)
help-set-aside = set leather aside if allowed
help-set-aside-discard = Express: discard the leather
help-hint = a hint from the strong bot
help-undo = undo (a bot's reply too)
help-redo = redo
help-new-game = game over: a new game
help-rematch = game over: rematch, seats swapped
help-replay-game = game over: replay this game
help-toggle-box = game over: hide/show scores
help-circle-back = page the patch circle
help-moves-back = page the move history
help-digit = type a step number
help-jump = go to the step typed
help-erase = erase a digit
help-cancel-entry = forget the number typed
help-step-back = one step back, on
help-first = to the start, the end
help-autoplay = autoplay on/off
help-faster = autoplay faster, slower
help-review = review the game with the strong bot
help-mistakes = to the next or the previous mistake reviewed
help-best = the bot's best step on the position before the step shown, or back to the step played
help-play-from-here = play on from here as a new game
help-leave = leave the viewer
help-help = this help
help-quit = quit (asks if it would lose)
help-menu = back to the menu (asks first if something would be lost)
help-force-quit = quit at once
help-suspend = suspend (fg comes back)

## The menu

menu-title = Patchwork
menu-new-game = New game
menu-continue = Continue the last game
menu-load = Load a saved game
menu-replay = Replay a saved game
menu-stats = Statistics
menu-quit = Quit
menu-variant = Game
menu-board = Time board
menu-opponent = Opponent
menu-seat = You move
menu-start = Start the game
menu-typing = type the name, then Enter
menu-no-games = no saved game here yet
menu-nothing-saved = nothing saved yet: start a new game
menu-name-enter = Enter types a name
menu-your-name = Your name
menu-player = Player { $n }
menu-friend = a friend on this keyboard
menu-computer = the computer, { $level }
seat-first = first
seat-second = second
seat-lot = by lot

## The replay viewer and the review

replay-status = Replay · action { $step } of { $steps } · { $play }
replay-playing = ▶ autoplay, { $seconds } s a step
replay-paused = paused, { $seconds } s a step
replay-start = start
replay-fault = ✗ faulty record: { $fault }
go-to = go to { $entry }
stops-before = stops before { $step } (faulty)
reviewing = reviewing { $gauge } { $done }/{ $total }
accuracy = accuracy { $one } { $a } · { $two } { $b }
verdict = { $class }: -{ $percent }% (-{ $points } points); best: { $best }
class-best = best
class-excellent = excellent
class-good = good
class-inaccuracy = inaccuracy ?!
class-mistake = mistake ?
class-blunder = blunder ??
class-forced = forced
graph-title = Win chance of { $name } · at step { $step }

best-shown = ◆ the bot's best step before step { $step } (b: the step played)

## Online play: a table served over SSH (`patchwork serve`).
say-good-game = Good game!
say-thinking = Thinking…
say-back-soon = Back in a minute.
table-reset = the table's game replaced the one shown
table-undo-asked = the other player asks to take back their last step: y agrees, n refuses
table-undo-requested = asked the other player to take back your last step
table-undo-pending = a request to take back a step already waits for its answer
table-said = { $name }: { $phrase }
table-not-here = not at a table: redo and hints are for games at one terminal
table-waits-join = waiting for { $name } to join: the table's code is { $code }
table-waits-back = waiting for { $name } to come back ({ $time }); the seat is kept
table-plays = { $name } plays this turn at their own terminal
menu-online-title = Patchwork online
menu-new-table = Open a table
menu-join-table = Join a table
menu-code = Table code
menu-code-typing = type the table's four letters, then Enter; Esc goes back
menu-code-short = a table's code has four letters
menu-you = Host
menu-guest = Guest
menu-guest-name = Your guest's name
menu-no-table = no table has the code { $code }
menu-slow-down = wrong codes: wait { $seconds } s before the next try
menu-tables-full = the server has as many tables as it takes; try again later
online-replaced = your key took its seat back on another connection: this one is back at the menu
table-code = table { $code }
table-watchers = { $n } watching
