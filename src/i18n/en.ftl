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
blocker-room-short = no room
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
turn-leather = to sew the leather patch just won
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
prompt-leather-discard = move the leather patch with the arrows and press Enter to sew it (s sets it aside)
confirm-advance = Advance to space { $to } and take { $buttons } { $buttons ->
        [one] button
       *[other] buttons
    }{ $income ->
        [0] {""}
       *[other] , income +{ $income }
    }{ $leather ->
        [0] {""}
        [one] { " " }and a leather patch
       *[other] { " " }and { $leather } leather patches
    }? (y / n)
confirm-new-game = Start a new game? This one is saved. (y / n)
confirm-quit-purchase = The leather patch you won is not sewn yet: quitting now loses the turn that won it (the save holds the game before that turn). Quit anyway? (y / n)
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
circle-figures-tight = cost { $cost }, time { $time },
circle-income = income +{ $income }
circle-value = { $value } by the end · { $per } a space
circle-cells = #{ $name } { $cells } { $cells ->
        [one] cell
       *[other] cells
    }
gap-long = ◆ here was #{ $name }, just bought
gap-short = ◆ #{ $name } was here
blue-waiting = +8 blue patches join when 5 remain
blue-waiting-short = 8 blue join when 5 remain
moves-title = Moves
moves-back = { $n } back, { "}" } for newer

## A quilt's figures

quilt-bot = bot
quilt-you = you
stat-buttons = buttons { $buttons }
stat-income = income { $income }
stat-time = time { $time }/{ $last }
stat-empty = empty { $empty }
stat-empty-of = empty { $empty } of { $cells }
stat-score = score { $score }
stat-score-short = pts { $score }
stat-score-sum = = { $buttons }{ $bonus } - 2×{ $empty }
stat-bonus = { " " }+ { $bonus } bonus
stat-end = at the end { $end }
stat-end-sum = = score + { $income }×{ $ahead } income
stat-end-short = → { $end }
stat-end-word = end { $end }

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
    } · { $cells } { $cells ->
        [one] cell
       *[other] cells
    } covered
wins = { $name } wins!
tie-rule = Equal scores ({ $score } each): the tie goes to { $name }, who reached space { $end } first.

## Help

help-title = Help · Esc or ? closes
help-keys-title = Keys
help-rules-title = Rules in one screen
help-more-above = ↑ more above
help-more-below = ↓ more below: ↓ PgDn
menu-more-below = ↓ more below
help-legend-title = What the signs mean
help-legend-income-sign = buttons 5 · +2
help-legend-income = a quilt's buttons, then its income (+2): what its token collects each time it passes a $ on the time board
help-legend-end-sign = → 33 · end 33
help-legend-end = a quilt's score at the end if nothing more is bought: buttons + income × the $ spaces still ahead - 2 × empty cells
help-legend-projected-sign = +17 projected
help-legend-projected = in a hint (and "+22 by the end" beside a patch): what the step adds to your score at the end (→)
help-legend-card-sign = 1$5t+1
help-legend-card = a patch in the circle: it costs 1 button, takes 5 spaces of time and pays +1 income
help-legend-board-sign = $ ▒
help-legend-board = on the time board: an income space; a leather patch (the first token past it takes it)
help-legend-marks-sign = ▿ ◦
help-legend-marks = on the time board: where the patch looked at would take your token; where the last token came from
help-legend-ghost-sign = ▓ ░ X
help-legend-ghost = the patch being placed: it fits here; it does not; it covers a patch
help-legend-gap-sign = ◆ #4
help-legend-gap = under the circle: where the last patch bought was (the neutral token stands there now)
help-legend-best-sign = ◆◆
help-legend-best = on a quilt in the replay: the review's best step, on the position before the step
help-legend-bonus-sign = ★7x7
help-legend-bonus = the 7x7 bonus: the first to cover a 7x7 square takes +7
help-legend-blue-sign = 8 blue
help-legend-blue = Express: 8 blue patches join the circle when 5 patches remain
help-rules-classic =
    .first = The player further back on the time board moves (on a shared space, the token on top). Either buy one of the 3 patches after the neutral token (pay its buttons, sew it anywhere it fits, move by its time) or advance just past the other token, +1 button a space.
    .second = Crossing $ pays your income; the first to cross a leather space sews that 1x1 patch. The first to cover a 7x7 square takes +7.
    .third = At the end: buttons (+7) - 2 per empty cell; a tie goes to the first to finish.
help-rules-express =
    .first = Express: 7x7 quilts, 30 spaces. The player further back moves (on a shared space, the token on top). Either buy one of the 3 patches after the neutral token (pay, sew it, move by its time) or advance just past the other token, +1 button a space.
    .second = With 5 patches left, the 8 blue patches join after them. Crossing $ pays your income; a leather patch won may be sewn or set aside.
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
bar-close = close
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
bar-discard = set aside
bar-hint = hint
bar-undo = undo
bar-new-game = new game
bar-rematch = rematch
bar-replay = replay
bar-see-the-quilts = quilts/scores
key-said = { $key }: { $what }
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
help-look = look at the patches on offer: what buying each would do shows under the turn line
help-left = move the patch or leather
help-rotate-clockwise = rotate (or a right click)
help-rotate-anticlockwise = rotate the other way
help-flip = flip (mirror image)
help-confirm = pick the highlighted patch
help-sew = sew it here (or a click)
help-back = put the patch back
help-jump-top = to an edge (or H L K J)
help-set-aside = set leather aside if allowed
help-set-aside-discard = Express: set the leather aside
help-hint = a hint from the strong bot
help-undo = undo (a bot's reply too)
help-redo = redo
help-new-game = game over: a new game
help-rematch = game over: rematch, the other player first
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
help-card-continue = lesson or puzzle card: go on
help-card-leave = lesson or puzzle card: back to the menu
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

replay-status = Replay · step { $step } of { $steps } · { $play }
replay-playing = ▶ autoplay, { $seconds } s a step
replay-paused = paused, { $seconds } s a step
replay-playing-short = ▶ autoplay
replay-paused-short = paused
replay-start = start
replay-fault = ✗ faulty record: { $fault }
go-to = go to { $entry }
stops-before = stops before { $step } (faulty)
reviewing = reviewing { $gauge } { $done }/{ $total }
reviewing-end = reviewing: a second look at close calls…
accuracy = accuracy { $one } · { $two }
verdict-judged = { $class }: { $percent ->
        [0] win chance almost unchanged
       *[other] win chance -{ $percent }%
    }{ $points ->
        [0] {""}
        [one] , 1 point fewer
       *[other] , { $points } points fewer
    }
verdict = { $judged }; best: { $best }
class-best = best
class-excellent = excellent
class-good = good
class-inaccuracy = inaccuracy ?!
class-mistake = mistake ?
class-blunder = blunder ??
class-forced = forced
class-unclear = unclear
verdict-unclear = { $class }: between { $low } and { $high } points fewer
graph-title = Win chance of { $name } · at step { $step }

best-shown = ◆ the bot's best step before step { $step } (b: the step played)

## Online play: a table served over SSH (`patchwork serve`).
say-good-game = Good game!
say-thinking = Thinking…
say-back-soon = Back in a minute.
table-reset = the table's game replaced the one shown
table-undo-asked = { $asker } asks to take back their last step (and yours after it, if any): y agrees, n refuses
table-undo-requested = you asked { $other } to take back your last step (and theirs after it, if any): waiting for the answer
table-undo-pending = a request to take back a step already waits for its answer
table-said = { $name }: { $phrase }
table-not-here = at a table, redo, hints, reviews, playing on and new games are not offered: a table holds one game, played at two terminals
table-waits-join = waiting for { $name } to join: the table's code is { $code }
table-waits-back = waiting for { $name } to come back ({ $time }); the seat is kept
table-plays = { $name } plays this turn at their own terminal
menu-online-title = Patchwork online
menu-new-table = Open a table
menu-join-table = Join a table
menu-table-your-turn = Back to table { $code }: { $one } and { $two }, your turn
menu-table-their-turn = Back to table { $code }: { $one } and { $two }
menu-code = Table code
menu-code-typing = four letters and Enter; without a key, add a space and your name
menu-code-short = a table's code has four letters
menu-you = Host
menu-guest = Guest
menu-guest-name = Your guest's name
menu-no-table = no table has the code { $code }
menu-slow-down = wrong codes: wait { $seconds } s before the next try
menu-tables-full = the server has as many tables as it takes; try again later
online-replaced = your key took its seat back on another connection: this one is back at the menu
online-server-stopped = the server stopped; your table is saved and resumes when it restarts
online-idle = no key for a long while: the connection is closed, your seat kept
table-code = table { $code }
table-undo-watched = { $asker } asks { $other } to take back their last step
table-undo-agreed-yours = { $by } agreed: your last step is taken back
table-undo-refused-yours = { $by } refused: your last step stands
table-undo-agreed-you = you agreed: { $asker }'s last step is taken back
table-undo-refused-you = you refused: { $asker }'s last step stands
table-undo-agreed = { $by } agreed to take back { $asker }'s last step
table-undo-refused = { $by } refused to take back { $asker }'s last step
table-joined = { $name } joined the table
table-back = { $name } is back
table-refused = the table did not take it: { $reason }
table-unsaved = the server could not save the table ({ $reason }); the step stands
table-refusal-watcher = a watcher plays no step
table-refusal-over = the game is over
table-refusal-stale = the table's game had moved on
table-refusal-not-your-turn = it is the other player's turn
table-watching = you watch
unavailable-suspend = Ctrl-Z does nothing here: stopping this program would stop the game for the others (q leaves)
unavailable-save = games and progress are not saved here: this game is served over SSH
unavailable-search = the computer is not asked here: this game is served over SSH
unavailable-table = this game is not played at a table
table-watchers = { $n } watching
## Learning: the menu's rows, the lessons, the first-game tips, the daily deal

menu-new-player = new to Patchwork? Learn to play: ten lessons, five minutes
menu-learn = Learn to play
menu-daily-undated = Daily deal
menu-daily = Daily deal ({ $date })
menu-daily-played = Daily deal ({ $date }): { $result }
menu-lesson-done = ✓ done
menu-tips = First-game tips
menu-tips-on = on
menu-tips-off = off
help-menu-choose = move between the rows
help-menu-change = new game: change the row's value
help-menu-select = open the row under the cursor
help-menu-back = back to the first page
help-menu-done = typing a name: done
help-menu-erase = typing a name: erase a letter
menu-about-main = Each row opens a page or a game: a new game against a friend or the computer, the lessons and puzzles, the daily deal (the same deal for everyone), your saved games to play on or to replay, and your statistics. Rows you cannot use yet are dimmed.
menu-about-online = Open a table and give its four-letter code to a friend, or join a friend's table with theirs.
menu-about-new-game = ← → change the row's value: the game (classic or Express), the time board's leather, the opponent (a friend on this keyboard, or the computer at a level), who moves first against the computer, the names, the first-game tips. Enter on a name types it; Enter on the last row starts the game.
menu-about-load = Your unfinished games, newest first: when each was saved, the players, the game, and how far it went. Long names are shortened so that the row stays whole. Enter plays on from where it stopped.
menu-about-replay = Every saved game, newest first: when it was saved, the players, the game, and the final score (or in progress). Long names are shortened so that the row stays whole. Enter opens the replay viewer: the game step by step, and a review by the strong bot.
menu-about-stats = Your results over the saved games, classic and Express apart, against each opponent: the games, then among the finished ones those won and lost (equal scores go to who reached the end first), your average score, your average margin (your score minus the other's) and your best score. Against a person, the left seat's; between bots, player 1's.
menu-about-join = Type the table's four letters, then Enter. A guest without a key may add a space and the name they sat under, to take their seat back.
menu-about-lessons = Ten short lessons, each a prepared position with one thing to try. ✓ marks those done; Enter opens one.
bar-continue = continue
lesson-row = { $n }. { $title }
lesson-line = Lesson { $n }/{ $total } · { $task }
lesson-heading = Lesson { $n } of { $total }: { $title }
lesson-key-begin = begin
lesson-key-next = next lesson
lesson-key-first-game = a first game against Beginner
lesson-key-menu = menu
lesson-try-again = ✗ { $why }
lesson-key-again = try again
lesson-wrong-advanced = You advanced: this time, buy a patch (1, 2 or 3).
lesson-wrong-passed = Your token went to space { $at }, past the other on { $other }: now the other player moves. A patch with less time keeps you behind.
lesson-wrong-no-income = That patch shows no button: it earns no income.
lesson-wrong-gap = Sewn, but the hole is still open: move the patch onto it, r turns it, f flips it.
lesson-wrong-bought = You bought a patch: this time, advance (a).
lesson-wrong-short-of-income = Your token stopped on space { $at }, before the income space: no income this time.
lesson-wrong-short-of-leather = Your token stopped on space { $at }, before the leather patch: it is still there.
lesson-wrong-no-bonus = The 7x7 square still has empty cells: fill the hole in it.
lesson-wrong-lost = The game is over and you lost, { $mine } to { $theirs }: count the empty cells.

lesson-goal-title = The goal of the game
lesson-goal-intro = Each player sews patches onto a quilt of 9x9 cells. Buttons are the currency and the points: at the end, you score your buttons, minus 2 points for each empty cell of your quilt. The higher score wins.
lesson-goal-task = Buy one of the three patches and sew it on your quilt.
lesson-goal-hint = Press 1, 2 or 3 to take a patch, then Enter: it is sewn where it shows.
lesson-goal-done = Your first patch is sewn. Covering your quilt is how you avoid losing 2 points for each empty cell.

lesson-turn-title = The time board and whose turn it is
lesson-turn-intro = Every patch costs time: your token moves along the time board by the hourglass number. Turns do not alternate: the player whose token is further back moves, and may move several times running. On a shared space, the token on top moves.
lesson-turn-task = Take a step after which you still move: stay behind.
lesson-turn-hint = Look at the time (t) of each patch: your token is on 4, the other on 8. Only a patch with little time keeps you behind.
lesson-turn-done = Still your turn! Cheap time is worth as much as cheap buttons: the player further back plays on.

lesson-buy-title = Buying a patch: cost, time and income
lesson-buy-intro = You may buy one of the three patches just after the neutral token. Pay its cost in buttons ($), move your token by its time (t), and sew it on. The buttons printed on a patch (+) are its income: they pay you again and again during the game.
lesson-buy-task = Buy the patch that shows a button (income +1).
lesson-buy-hint = The one at 10 buttons is too dear; of the other two, only one shows + (income).
lesson-buy-done = Every income space you cross now pays you one more button. Early income pays many times over.

lesson-place-title = Placing a patch: move, turn, flip
lesson-place-intro = A patch may go anywhere on your quilt, turned and flipped as you like, on empty cells only. It need not touch other patches. Use the arrows to move it, r to turn it, f to flip it, Home End PgUp PgDn to jump to an edge.
lesson-place-task = Sew the L patch into the hole at the bottom right.
lesson-place-hint = Choose the patch (1): it opens at the top left. End and PgDn take it to the bottom right, r turns it to fill the hole, Enter sews it.
lesson-place-done = A neat fit: holes that no patch fits cost 2 points each at the end.

lesson-advance-title = Advancing for buttons
lesson-advance-intro = Instead of buying, you may advance: your token moves to the space just in front of the other token, and you take one button for each space moved. It is always allowed, and the way out when nothing is worth buying.
lesson-advance-task = Advance past the other token and take the buttons.
lesson-advance-hint = Press a, then Enter (or y) to confirm.
lesson-advance-done = Buttons for time: advancing is how you get cash when the patches on offer are dear.

lesson-income-title = Income spaces
lesson-income-intro = Some spaces of the time board show a button. Each time your token crosses one, you take as many buttons as all the patches on your quilt show together: your income.
lesson-income-task = Cross the income space on space 11 and collect your income.
lesson-income-hint = Your token is on 9. A patch with time 2 or more, or advancing, crosses space 11.
lesson-income-done = Paid! Your quilt shows 3 buttons, so every income space pays you 3.

lesson-leather-title = Leather patches
lesson-leather-intro = Leather patches of one cell lie on the time board. The first player to cross such a space takes the patch and must sew it at once on any empty cell of their quilt. It is worth 2 points: one cell less that is empty.
lesson-leather-task = Cross the leather patch on space 26 and sew it.
lesson-leather-hint = Your token is on 24: a patch with time 2 or more, or advancing, crosses space 26. Then move the leather patch to a hole and press Enter.
lesson-leather-done = Leather patches fill the holes nothing else fits. Watch the time board for them.
lesson-sew-leather-hint = Sew the leather patch: move it to a hole with the arrows and press Enter.

lesson-bonus-title = The 7x7 bonus
lesson-bonus-intro = The first player to cover a whole square of 7x7 cells on their quilt takes the bonus tile: 7 points. There is only one, and it is never lost.
lesson-bonus-task = Complete the 7x7 square at the top left and take the bonus.
lesson-bonus-hint = The hole in the square is three cells in an L: the small corner patch fits it.
lesson-bonus-done = Seven points! The bonus goes to whoever covers a 7x7 square first: race for it early.

lesson-end-title = The end and the score
lesson-end-intro = When both tokens reach the last space, the game ends. Score: your buttons, plus 7 with the bonus, minus 2 for each empty cell. On equal scores, the player who reached the end first wins.
lesson-end-task = End the game with a step that wins it.
lesson-end-hint = Advancing leaves your 30 empty cells empty: -60. A patch covering 4 cells is worth 8 points, less its cost in buttons.
lesson-end-done = You won! Empty cells cost more than buttons earn, so fill your quilt at the end.

lesson-express-title = Patchwork Express
lesson-express-intro = Express is quicker: a 7x7 quilt, a time board of 29 spaces, 15 colourful patches and no bonus. When only 5 patches are left, the 8 blue patches join the circle. A leather patch won may be sewn or set aside (s).
lesson-express-task = Cross the leather patch on space 7: sew it or set it aside.
lesson-express-hint = Your token is on 5: advancing, or a patch with time 2 or more, crosses space 7.
lesson-express-done = You know the rules of both games. Time for a real one!

tip-income = Tip: income! { $n } { $n ->
        [one] button
       *[other] buttons
    }, one for each button printed on your patches.
tip-leather = Tip: a leather patch covers one cell; each empty cell costs 2 at the end.
tip-twice = Tip: a second turn running: the token further back always moves.
tip-afford = Tip: short of buttons? Advance: one button for each space moved.
tip-bonus = Tip: { $n } { $n ->
        [one] cell
       *[other] cells
    } from a full 7x7 square: the first to cover one scores +7.

daily-result = { $score } to { $other } ({ $margin })
daily-share = Patchwork daily { $date } · { $level } · { $result }
daily-first-try = The day counts your first try: { $share }
progress-broken = could not read { $file }; it is left as it is, and progress this session is not kept
progress-not-written = progress not saved: { $reason }

## Puzzles

menu-puzzles = Puzzles
menu-puzzles-row = Puzzles: { $solved }/{ $of } solved, streak { $streak }
puzzle-line = Puzzle { $n }/{ $of } ({ $level }) · Find the best step: which patch, or advance?
puzzle-easy = easy
puzzle-medium = medium
puzzle-hard = hard
puzzle-hint = Compare what each choice gives by the end: income still to come, cells covered, buttons, and time.
puzzle-right = Puzzle { $n } of { $of }: right!
puzzle-wrong = Puzzle { $n } of { $of }: not the best
puzzle-best = The best step is to { $best }: a final margin of { $value } with best play. The next best, to { $second }, gives { $second_value }: { $margin } { $margin ->
        [one] point
       *[other] points
    } less. { $how }
puzzle-you-played = You chose to { $played }.
puzzle-proof-exact = Proved by the exact endgame search.
puzzle-proof-deep = Estimated by a deep search of the strong bot.
puzzle-buy = buy { $patch }
puzzle-advance = advance
puzzle-streak = Streak: { $streak } in a row (best { $best }). Only a first try counts.
puzzle-key-next = next puzzle
bar-say = say
help-say = at a table: say "Good game!", "Thinking…" or "Back in a minute."
bar-resign = resign
help-resign = at a table: resign the game (asks first)
table-confirm-resign = Resign this game? Your opponent wins it. (y / n)
table-resigned = { $name } resigned: { $winner } wins
bar-claim = claim the game
help-claim = at a table, when the other player has been away 5 minutes: take the game (or q to keep it for later)
table-waits-claim = { $name } has been away { $time }: C takes the game, q keeps it for later
table-claimed = { $name } did not come back: { $winner } takes the game
confirm-menu-purchase = The leather patch you won is not sewn yet: going back to the menu now loses the turn that won it (the save holds the game before that turn). Back to the menu anyway? (y / n)
confirm-menu-unsaved = The last save failed: going back to the menu now may lose this game. Back to the menu anyway? (y / n)
circle-patch-short = patch { $name }
buy-preview = ▶ { $patch } → space { $to }{ $income ->
    [0] {""}
   *[other] , income +{ $income }
}{ $leather ->
    [0] {""}
   *[other] , leather
}; { $again ->
    [yes] you move again
   *[no] { $other } moves next
} · { $projected } by the end
menu-tables-yours = you already have { $n } tables open: finish or leave one first
bar-patches = patches
help-patches = the patches left in the circle, with their figures
patches-title = Patches left in the circle · Esc closes
patches-key = key
patches-patch = patch
patches-cells = cells
patches-cost = cost
patches-time = time
patches-income = income
patches-value = by the end
patches-per-space = a space
bar-always = yes, stop asking
help-always = asked whether to advance: yes, and advance at once from now on (until you leave)

## The banner: what a step did, after who did it (the mover's income, leather and bonus)

news-income = income +{ $buttons } { $buttons ->
        [one] button
       *[other] buttons
    }
news-income-short = income +{ $buttons }
news-leather-won = won a leather patch (space { $space })
news-leather-won-short = won a leather patch
news-leather-sewn = sewed it on { $cell }
news-leather-aside = set it aside
news-bonus = took the 7x7 bonus
news-bought-short = { $name } bought #{ $patch } for { $cost } { $cost ->
        [one] button
       *[other] buttons
    } (to space { $to })
news-advanced-short = { $name } advanced to space { $to } (+{ $buttons })
news-reached = reached the end first (and wins a tie)
news-reached-short = first to the end
news-blue-join-short = the 8 blue patches join the circle
turn-of-bot-alone = [{ $token }] { $name }'s turn (bot)
turn-behind-short = behind (space { $me }, [{ $token }] on { $other })
turn-on-top-short = on top at space { $at }
prompt-only-advance-short = nothing to buy: a advances
replay-start-line = start:
accuracy-player = [{ $token }] { $name } { $percent }
accuracy-token = [{ $token }] { $percent }
accuracy-percent = { $value }%
news-leather-sewn-short = sewn on { $cell }
news-bonus-short = 7x7 bonus

## Separators

list-separator = {", "}

## The check screen: how this terminal shows right-to-left text

menu-display = Persian display
display-sample = If this line reads right, press { $key }
display-itself = My terminal shows Persian itself: { $key }
help-display-choose = the line that reads right
menu-about-display = The same words, drawn the three ways terminals need: letters joined and put right to left by the game; each word's letters left to the terminal; the whole line left to the terminal. Press the number of the line that reads right. The choice is kept for this terminal (on a server, for your key); this row brings the check back.
