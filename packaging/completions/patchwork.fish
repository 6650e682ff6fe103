# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_patchwork_global_optspecs
    string join \n variant= board= seed= player1= player2= level= vs= seat= resume load= data-dir= no-animation lang= h/help V/version
end

function __fish_patchwork_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_patchwork_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_patchwork_using_subcommand
    set -l cmd (__fish_patchwork_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c patchwork -n "__fish_patchwork_needs_command" -l variant -d 'The game: classic Patchwork or Patchwork Express' -r
complete -c patchwork -n "__fish_patchwork_needs_command" -l board -d 'Classic only: where the leather patches lie on the time board, `revised` (26, 32, 38, 44, 50; the default) or `original` (the 2014 board: 20, 26, 32, 44, 50)' -r
complete -c patchwork -n "__fish_patchwork_needs_command" -l seed -d 'Seed for the circle order and first player; the same seed gives the same game' -r
complete -c patchwork -n "__fish_patchwork_needs_command" -l player1 -d 'Name of player 1 (who sits at the left), at most 64 characters' -r
complete -c patchwork -n "__fish_patchwork_needs_command" -l player2 -d 'Name of player 2, at most 64 characters' -r
complete -c patchwork -n "__fish_patchwork_needs_command" -l level -d 'Play alone against the computer at a level, the menu\'s choice: beginner, casual, strong or master, weakest to strongest' -r -f -a "beginner\t'For a first game: the greedy valuation with wide noise, so it misjudges often and a new player can win. Answers at once'
casual\t'A sound, quick player: the greedy bot (one ply, no noise). Answers at once'
strong\t'The tree search with a modest budget (well under a second a move), and exact play once the endgame solver proves the position within its node budget'
master\t'The tree search with ten times the strong level\'s budget (up to a few tenths of a second a move on two cores), the endgame solver\'s included'"
complete -c patchwork -n "__fish_patchwork_needs_command" -l vs -d 'Play alone against one of the bots by its name, at its own budget, as `arena` and `move` name them: random (any legal step), greedy (the casual level) or strong (the tree search at a second a step, more than the strong level\'s budget)' -r -f -a "random\t'Uniform over the legal actions'
greedy\t'One ply with a static evaluation'
strong\t'Monte Carlo tree search'"
complete -c patchwork -n "__fish_patchwork_needs_command" -l seat -d 'Against the computer (--level or --vs): move first, second, or as the shuffle says (by lot; the person sits on the left either way)' -r -f -a "first\t'The person moves first'
second\t'The bot moves first'
lot\t'The shuffle decides (the person on the left)'"
complete -c patchwork -n "__fish_patchwork_needs_command" -l load -d 'Continue a saved game: number N or NAME of `patchwork games`, or a file (a path: a `/` in it, or `.json`; a game from elsewhere is continued in a copy)' -r -F
complete -c patchwork -n "__fish_patchwork_needs_command" -l data-dir -d 'Where saved games are kept (default: the platform\'s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)' -r -F
complete -c patchwork -n "__fish_patchwork_needs_command" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_needs_command" -l resume -d 'Continue the most recent unfinished saved game'
complete -c patchwork -n "__fish_patchwork_needs_command" -l no-animation -d 'Draw without motion (tokens jump to their space instead of walking there, a sewn patch appears at once instead of settling); `NO_COLOR` draws without it too'
complete -c patchwork -n "__fish_patchwork_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c patchwork -n "__fish_patchwork_needs_command" -s V -l version -d 'Print version'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "play" -d 'Play a new game in the terminal (what an option of a game without a command does)'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "verify" -d 'Check saved games without a terminal (output contract: `patchwork docs verify`)'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "perft" -d 'Count legal action sequences from a saved game\'s position (`patchwork docs perft`)'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "move" -d 'Print a bot\'s action for the player to move in a saved game, as one record action line (output contract: `patchwork docs move`)'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "arena" -d 'Play bot against bot on the same deals with seats swapped, and report the results'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "replay" -d 'Step through a saved game move by move'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "games" -d 'List the saved games, numbered as --load, replay and review take them'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "review" -d 'Review a saved game with the strong bot: each step\'s cost, mistakes, accuracy (output contract: `patchwork docs review`)'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "stats" -d 'Statistics across the saved games: results against each opponent, scores, and the daily deals played'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "serve" -d 'Serve the game over SSH: players on other computers open tables and join them with `ssh -p PORT HOST` (see `patchwork docs online`)'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "learn" -d 'Learn to play: short lessons, each a position to play one step in (from the first not done yet)'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "daily" -d 'Today\'s daily deal: the same circle and first player for everyone on this date (UTC), against the computer at the casual level'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "puzzles" -d 'Puzzles from real games: find the best step. With --mine N, play N games with the strong bot instead and print the puzzles found, one JSON object a line'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "docs" -d 'Print a document the program carries: the rules, the saved-game format, online play, the output of verify, perft, move and review. With no topic, list them'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "completions" -d 'Print the completion script for a shell: bash, zsh, fish, powershell or elvish'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "man" -d 'Print the manual page (roff): the program\'s, or one command\'s (`patchwork-COMMAND(1)`)'
complete -c patchwork -n "__fish_patchwork_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l variant -d 'The game: classic Patchwork or Patchwork Express' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l board -d 'Classic only: where the leather patches lie on the time board, `revised` (26, 32, 38, 44, 50; the default) or `original` (the 2014 board: 20, 26, 32, 44, 50)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l seed -d 'Seed for the circle order and first player; the same seed gives the same game' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l player1 -d 'Name of player 1 (who sits at the left), at most 64 characters' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l player2 -d 'Name of player 2, at most 64 characters' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l level -d 'Play alone against the computer at a level, the menu\'s choice: beginner, casual, strong or master, weakest to strongest' -r -f -a "beginner\t'For a first game: the greedy valuation with wide noise, so it misjudges often and a new player can win. Answers at once'
casual\t'A sound, quick player: the greedy bot (one ply, no noise). Answers at once'
strong\t'The tree search with a modest budget (well under a second a move), and exact play once the endgame solver proves the position within its node budget'
master\t'The tree search with ten times the strong level\'s budget (up to a few tenths of a second a move on two cores), the endgame solver\'s included'"
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l vs -d 'Play alone against one of the bots by its name, at its own budget, as `arena` and `move` name them: random (any legal step), greedy (the casual level) or strong (the tree search at a second a step, more than the strong level\'s budget)' -r -f -a "random\t'Uniform over the legal actions'
greedy\t'One ply with a static evaluation'
strong\t'Monte Carlo tree search'"
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l seat -d 'Against the computer (--level or --vs): move first, second, or as the shuffle says (by lot; the person sits on the left either way)' -r -f -a "first\t'The person moves first'
second\t'The bot moves first'
lot\t'The shuffle decides (the person on the left)'"
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l load -d 'Continue a saved game: number N or NAME of `patchwork games`, or a file (a path: a `/` in it, or `.json`; a game from elsewhere is continued in a copy)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l data-dir -d 'Where saved games are kept (default: the platform\'s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l resume -d 'Continue the most recent unfinished saved game'
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -l no-animation -d 'Draw without motion (tokens jump to their space instead of walking there, a sewn patch appears at once instead of settling); `NO_COLOR` draws without it too'
complete -c patchwork -n "__fish_patchwork_using_subcommand play" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c patchwork -n "__fish_patchwork_using_subcommand verify" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand verify" -l json -d 'Print one JSON object per file per line'
complete -c patchwork -n "__fish_patchwork_using_subcommand verify" -s h -l help -d 'Print help'
complete -c patchwork -n "__fish_patchwork_using_subcommand perft" -l record -d 'The saved game whose final position is counted from (`patchwork docs record-format`)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand perft" -l depth -d 'How many actions deep to count: 1 to 128 (perft 0 is 1 by definition, so it is not asked)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand perft" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand perft" -l divide -d 'Also print, for the last depth, each first action with its count'
complete -c patchwork -n "__fish_patchwork_using_subcommand perft" -s h -l help -d 'Print help'
complete -c patchwork -n "__fish_patchwork_using_subcommand move" -l record -d 'The saved game whose final position the bot moves in' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand move" -l bot -d 'Which bot' -r -f -a "random\t'Uniform over the legal actions'
greedy\t'One ply with a static evaluation'
strong\t'Monte Carlo tree search'"
complete -c patchwork -n "__fish_patchwork_using_subcommand move" -l millis -d 'Thinking time in milliseconds, at most 3600000 (an hour; the strong bot\'s default is 1000)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand move" -l iterations -d 'Search iterations instead of (or besides) a time limit, at most 100000000: the answer then repeats exactly' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand move" -l seed -d 'The bot\'s seed' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand move" -l threads -d 'Search threads of the strong bot (default: one per core; at most 64, a larger number is capped with a note)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand move" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand move" -l stats -d 'Also print the strong bot\'s search figures (iterations, threads, time) on stderr'
complete -c patchwork -n "__fish_patchwork_using_subcommand move" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l a -d 'Bot A (or --a-level)' -r -f -a "random\t'Uniform over the legal actions'
greedy\t'One ply with a static evaluation'
strong\t'Monte Carlo tree search'"
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l a-level -d 'Bot A as a level: its bot and budget (a --millis or --iterations given overrides the budget)' -r -f -a "beginner\t'For a first game: the greedy valuation with wide noise, so it misjudges often and a new player can win. Answers at once'
casual\t'A sound, quick player: the greedy bot (one ply, no noise). Answers at once'
strong\t'The tree search with a modest budget (well under a second a move), and exact play once the endgame solver proves the position within its node budget'
master\t'The tree search with ten times the strong level\'s budget (up to a few tenths of a second a move on two cores), the endgame solver\'s included'"
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l b -d 'Bot B (or --b-level)' -r -f -a "random\t'Uniform over the legal actions'
greedy\t'One ply with a static evaluation'
strong\t'Monte Carlo tree search'"
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l b-level -d 'Bot B as a level' -r -f -a "beginner\t'For a first game: the greedy valuation with wide noise, so it misjudges often and a new player can win. Answers at once'
casual\t'A sound, quick player: the greedy bot (one ply, no noise). Answers at once'
strong\t'The tree search with a modest budget (well under a second a move), and exact play once the endgame solver proves the position within its node budget'
master\t'The tree search with ten times the strong level\'s budget (up to a few tenths of a second a move on two cores), the endgame solver\'s included'"
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l games -d 'Games to play (each deal twice, seats swapped), 1 to 100,000' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l seed -d 'Seed of the first deal; game i uses deal seed + i / 2' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l millis -d 'Thinking time per move for both sides, in milliseconds (the strong bot\'s default is 1000; at most an hour)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l iterations -d 'Search iterations per move for both sides (repeatable results; at most 100 million)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l a-millis -d 'A\'s thinking time per move (instead of --millis)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l a-iterations -d 'A\'s search iterations per move (instead of --iterations)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l b-millis -d 'B\'s thinking time per move' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l b-iterations -d 'B\'s search iterations per move' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l jobs -d 'Games played at once, 1 to 256 (default: one per core)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l save -d 'Write every game as a record into this folder as it finishes (created if missing, and checked writable before the first game)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l variant -d 'The game: classic Patchwork or Patchwork Express' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l board -d 'Classic only: where the leather patches lie on the time board' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand arena" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c patchwork -n "__fish_patchwork_using_subcommand replay" -l data-dir -d 'Where saved games are kept (default: the platform\'s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand replay" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand replay" -l no-animation -d 'Draw without motion (tokens jump to their space instead of walking there, a sewn patch appears at once instead of settling); `NO_COLOR` draws without it too'
complete -c patchwork -n "__fish_patchwork_using_subcommand replay" -s h -l help -d 'Print help'
complete -c patchwork -n "__fish_patchwork_using_subcommand games" -l data-dir -d 'Where saved games are kept (default: the platform\'s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand games" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand games" -s h -l help -d 'Print help'
complete -c patchwork -n "__fish_patchwork_using_subcommand review" -l millis -d 'A time limit per position in milliseconds, 1 to 86400000 (a day): the review then depends on the machine\'s speed' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand review" -l iterations -d 'Lookahead nodes per position, 1 to 100000000 (default 20000): the same output on every machine' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand review" -l seed -d 'Ignored: nothing in a review is random (kept so that scripts passing it still run)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand review" -l jobs -d 'Positions evaluated at once, one thread each (default: one per core)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand review" -l data-dir -d 'Where saved games are kept (default: the platform\'s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand review" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand review" -l json -d 'Print one JSON object per step and a summary line (`patchwork docs review`)'
complete -c patchwork -n "__fish_patchwork_using_subcommand review" -l no-cache -d 'Neither read nor write the cache of reviews (the data directory\'s `reviews` folder)'
complete -c patchwork -n "__fish_patchwork_using_subcommand review" -s h -l help -d 'Print help'
complete -c patchwork -n "__fish_patchwork_using_subcommand stats" -l data-dir -d 'Where saved games are kept (default: the platform\'s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand stats" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand stats" -s h -l help -d 'Print help'
complete -c patchwork -n "__fish_patchwork_using_subcommand serve" -l port -d 'The port to listen on' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand serve" -l listen -d 'The address to listen on (0.0.0.0 for every interface, 127.0.0.1 for this computer)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand serve" -l authorized-keys -d 'Only the keys of this OpenSSH `authorized_keys` file get in (default: any key, each player known by its fingerprint)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand serve" -l max-connections -d 'Connections at once' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand serve" -l max-tables -d 'Tables open at once' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand serve" -l data-dir -d 'Where saved games are kept (default: the platform\'s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand serve" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand serve" -l play -d 'Also play from this terminal: the host opens or joins tables here, as a guest does over SSH (the server goes on serving when the host leaves)'
complete -c patchwork -n "__fish_patchwork_using_subcommand serve" -s h -l help -d 'Print help'
complete -c patchwork -n "__fish_patchwork_using_subcommand learn" -l data-dir -d 'Where saved games are kept (default: the platform\'s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand learn" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand learn" -l no-animation -d 'Draw without motion (tokens jump to their space instead of walking there, a sewn patch appears at once instead of settling); `NO_COLOR` draws without it too'
complete -c patchwork -n "__fish_patchwork_using_subcommand learn" -s h -l help -d 'Print help'
complete -c patchwork -n "__fish_patchwork_using_subcommand daily" -l data-dir -d 'Where saved games are kept (default: the platform\'s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand daily" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand daily" -l no-animation -d 'Draw without motion (tokens jump to their space instead of walking there, a sewn patch appears at once instead of settling); `NO_COLOR` draws without it too'
complete -c patchwork -n "__fish_patchwork_using_subcommand daily" -s h -l help -d 'Print help'
complete -c patchwork -n "__fish_patchwork_using_subcommand puzzles" -l mine -d 'Mine N games for puzzles (long searches) and print them instead of playing' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand puzzles" -l seed -d 'With --mine: the seed of the first game (the next games take the following seeds)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand puzzles" -l game-iterations -d 'With --mine: the strong bot\'s iterations a step in the games played' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand puzzles" -l solver-nodes -d 'With --mine: the solver\'s node budget for each position it proves' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand puzzles" -l deep-iterations -d 'With --mine: the deep search\'s iterations before the endgame (0: endgame puzzles only)' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand puzzles" -l data-dir -d 'Where saved games are kept (default: the platform\'s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)' -r -F
complete -c patchwork -n "__fish_patchwork_using_subcommand puzzles" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand puzzles" -l no-animation -d 'Draw without motion (tokens jump to their space instead of walking there, a sewn patch appears at once instead of settling); `NO_COLOR` draws without it too'
complete -c patchwork -n "__fish_patchwork_using_subcommand puzzles" -s h -l help -d 'Print help'
complete -c patchwork -n "__fish_patchwork_using_subcommand docs" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand docs" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c patchwork -n "__fish_patchwork_using_subcommand completions" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand completions" -s h -l help -d 'Print help'
complete -c patchwork -n "__fish_patchwork_using_subcommand man" -l lang -d 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale\'s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English' -r
complete -c patchwork -n "__fish_patchwork_using_subcommand man" -s h -l help -d 'Print help'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "play" -d 'Play a new game in the terminal (what an option of a game without a command does)'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "verify" -d 'Check saved games without a terminal (output contract: `patchwork docs verify`)'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "perft" -d 'Count legal action sequences from a saved game\'s position (`patchwork docs perft`)'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "move" -d 'Print a bot\'s action for the player to move in a saved game, as one record action line (output contract: `patchwork docs move`)'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "arena" -d 'Play bot against bot on the same deals with seats swapped, and report the results'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "replay" -d 'Step through a saved game move by move'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "games" -d 'List the saved games, numbered as --load, replay and review take them'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "review" -d 'Review a saved game with the strong bot: each step\'s cost, mistakes, accuracy (output contract: `patchwork docs review`)'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "stats" -d 'Statistics across the saved games: results against each opponent, scores, and the daily deals played'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "serve" -d 'Serve the game over SSH: players on other computers open tables and join them with `ssh -p PORT HOST` (see `patchwork docs online`)'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "learn" -d 'Learn to play: short lessons, each a position to play one step in (from the first not done yet)'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "daily" -d 'Today\'s daily deal: the same circle and first player for everyone on this date (UTC), against the computer at the casual level'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "puzzles" -d 'Puzzles from real games: find the best step. With --mine N, play N games with the strong bot instead and print the puzzles found, one JSON object a line'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "docs" -d 'Print a document the program carries: the rules, the saved-game format, online play, the output of verify, perft, move and review. With no topic, list them'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "completions" -d 'Print the completion script for a shell: bash, zsh, fish, powershell or elvish'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "man" -d 'Print the manual page (roff): the program\'s, or one command\'s (`patchwork-COMMAND(1)`)'
complete -c patchwork -n "__fish_patchwork_using_subcommand help; and not __fish_seen_subcommand_from play verify perft move arena replay games review stats serve learn daily puzzles docs completions man help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
