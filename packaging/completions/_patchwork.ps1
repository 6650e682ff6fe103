
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'patchwork' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'patchwork'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'patchwork' {
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'The game: classic Patchwork or Patchwork Express')
            [CompletionResult]::new('--board', '--board', [CompletionResultType]::ParameterName, 'Classic only: where the leather patches lie on the time board, `revised` (26, 32, 38, 44, 50; the default) or `original` (the 2014 board: 20, 26, 32, 44, 50)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for the circle order and first player; the same seed gives the same game')
            [CompletionResult]::new('--player1', '--player1', [CompletionResultType]::ParameterName, 'Name of player 1 (who sits at the left), at most 64 characters')
            [CompletionResult]::new('--player2', '--player2', [CompletionResultType]::ParameterName, 'Name of player 2, at most 64 characters')
            [CompletionResult]::new('--level', '--level', [CompletionResultType]::ParameterName, 'Play alone against the computer at a level, the menu''s choice: beginner, casual, strong or master, weakest to strongest')
            [CompletionResult]::new('--vs', '--vs', [CompletionResultType]::ParameterName, 'Play alone against one of the bots by its name, at its own budget, as `arena` and `move` name them: random (any legal step), greedy (the casual level) or strong (the tree search at a second a step, more than the strong level''s budget)')
            [CompletionResult]::new('--seat', '--seat', [CompletionResultType]::ParameterName, 'Against the computer (--level or --vs): move first, second, or as the shuffle says (by lot; the person sits on the left either way)')
            [CompletionResult]::new('--load', '--load', [CompletionResultType]::ParameterName, 'Continue a saved game: number N or NAME of `patchwork games`, or a file (a path: a `/` in it, or `.json`; a game from elsewhere is continued in a copy)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where saved games are kept (default: the platform''s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue the most recent unfinished saved game')
            [CompletionResult]::new('--no-animation', '--no-animation', [CompletionResultType]::ParameterName, 'Draw without motion (tokens jump to their space instead of walking there, a sewn patch appears at once instead of settling); `NO_COLOR` draws without it too')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Play a new game in the terminal (what an option of a game without a command does)')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check saved games without a terminal (output contract: `patchwork docs verify`)')
            [CompletionResult]::new('perft', 'perft', [CompletionResultType]::ParameterValue, 'Count legal action sequences from a saved game''s position (`patchwork docs perft`)')
            [CompletionResult]::new('move', 'move', [CompletionResultType]::ParameterValue, 'Print a bot''s action for the player to move in a saved game, as one record action line (output contract: `patchwork docs move`)')
            [CompletionResult]::new('arena', 'arena', [CompletionResultType]::ParameterValue, 'Play bot against bot on the same deals with seats swapped, and report the results')
            [CompletionResult]::new('replay', 'replay', [CompletionResultType]::ParameterValue, 'Step through a saved game move by move')
            [CompletionResult]::new('games', 'games', [CompletionResultType]::ParameterValue, 'List the saved games, numbered as --load, replay and review take them')
            [CompletionResult]::new('review', 'review', [CompletionResultType]::ParameterValue, 'Review a saved game with the strong bot: each step''s cost, mistakes, accuracy (output contract: `patchwork docs review`)')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Statistics across the saved games: results against each opponent, scores, and the daily deals played')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the game over SSH: players on other computers open tables and join them with `ssh -p PORT HOST` (see `patchwork docs online`)')
            [CompletionResult]::new('learn', 'learn', [CompletionResultType]::ParameterValue, 'Learn to play: short lessons, each a position to play one step in (from the first not done yet)')
            [CompletionResult]::new('daily', 'daily', [CompletionResultType]::ParameterValue, 'Today''s daily deal: the same circle and first player for everyone on this date (UTC), against the computer at the casual level')
            [CompletionResult]::new('puzzles', 'puzzles', [CompletionResultType]::ParameterValue, 'Puzzles from real games: find the best step. With --mine N, play N games with the strong bot instead and print the puzzles found, one JSON object a line')
            [CompletionResult]::new('docs', 'docs', [CompletionResultType]::ParameterValue, 'Print a document the program carries: the rules, the saved-game format, online play, the output of verify, perft, move and review. With no topic, list them')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print the completion script for a shell: bash, zsh, fish, powershell or elvish')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print the manual page (roff): the program''s, or one command''s (`patchwork-COMMAND(1)`)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'patchwork;play' {
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'The game: classic Patchwork or Patchwork Express')
            [CompletionResult]::new('--board', '--board', [CompletionResultType]::ParameterName, 'Classic only: where the leather patches lie on the time board, `revised` (26, 32, 38, 44, 50; the default) or `original` (the 2014 board: 20, 26, 32, 44, 50)')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed for the circle order and first player; the same seed gives the same game')
            [CompletionResult]::new('--player1', '--player1', [CompletionResultType]::ParameterName, 'Name of player 1 (who sits at the left), at most 64 characters')
            [CompletionResult]::new('--player2', '--player2', [CompletionResultType]::ParameterName, 'Name of player 2, at most 64 characters')
            [CompletionResult]::new('--level', '--level', [CompletionResultType]::ParameterName, 'Play alone against the computer at a level, the menu''s choice: beginner, casual, strong or master, weakest to strongest')
            [CompletionResult]::new('--vs', '--vs', [CompletionResultType]::ParameterName, 'Play alone against one of the bots by its name, at its own budget, as `arena` and `move` name them: random (any legal step), greedy (the casual level) or strong (the tree search at a second a step, more than the strong level''s budget)')
            [CompletionResult]::new('--seat', '--seat', [CompletionResultType]::ParameterName, 'Against the computer (--level or --vs): move first, second, or as the shuffle says (by lot; the person sits on the left either way)')
            [CompletionResult]::new('--load', '--load', [CompletionResultType]::ParameterName, 'Continue a saved game: number N or NAME of `patchwork games`, or a file (a path: a `/` in it, or `.json`; a game from elsewhere is continued in a copy)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where saved games are kept (default: the platform''s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue the most recent unfinished saved game')
            [CompletionResult]::new('--no-animation', '--no-animation', [CompletionResultType]::ParameterName, 'Draw without motion (tokens jump to their space instead of walking there, a sewn patch appears at once instead of settling); `NO_COLOR` draws without it too')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'patchwork;verify' {
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object per file per line')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'patchwork;perft' {
            [CompletionResult]::new('--record', '--record', [CompletionResultType]::ParameterName, 'The saved game whose final position is counted from (`patchwork docs record-format`)')
            [CompletionResult]::new('--depth', '--depth', [CompletionResultType]::ParameterName, 'How many actions deep to count: 1 to 128 (perft 0 is 1 by definition, so it is not asked)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('--divide', '--divide', [CompletionResultType]::ParameterName, 'Also print, for the last depth, each first action with its count')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'patchwork;move' {
            [CompletionResult]::new('--record', '--record', [CompletionResultType]::ParameterName, 'The saved game whose final position the bot moves in')
            [CompletionResult]::new('--bot', '--bot', [CompletionResultType]::ParameterName, 'Which bot')
            [CompletionResult]::new('--millis', '--millis', [CompletionResultType]::ParameterName, 'Thinking time in milliseconds, at most 3600000 (an hour; the strong bot''s default is 1000)')
            [CompletionResult]::new('--iterations', '--iterations', [CompletionResultType]::ParameterName, 'Search iterations instead of (or besides) a time limit, at most 100000000: the answer then repeats exactly')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'The bot''s seed')
            [CompletionResult]::new('--threads', '--threads', [CompletionResultType]::ParameterName, 'Search threads of the strong bot (default: one per core; at most 64, a larger number is capped with a note)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('--stats', '--stats', [CompletionResultType]::ParameterName, 'Also print the strong bot''s search figures (iterations, threads, time) on stderr')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'patchwork;arena' {
            [CompletionResult]::new('--a', '--a', [CompletionResultType]::ParameterName, 'Bot A (or --a-level)')
            [CompletionResult]::new('--a-level', '--a-level', [CompletionResultType]::ParameterName, 'Bot A as a level: its bot and budget (a --millis or --iterations given overrides the budget)')
            [CompletionResult]::new('--b', '--b', [CompletionResultType]::ParameterName, 'Bot B (or --b-level)')
            [CompletionResult]::new('--b-level', '--b-level', [CompletionResultType]::ParameterName, 'Bot B as a level')
            [CompletionResult]::new('--games', '--games', [CompletionResultType]::ParameterName, 'Games to play (each deal twice, seats swapped), 1 to 100,000')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed of the first deal; game i uses deal seed + i / 2')
            [CompletionResult]::new('--millis', '--millis', [CompletionResultType]::ParameterName, 'Thinking time per move for both sides, in milliseconds (the strong bot''s default is 1000; at most an hour)')
            [CompletionResult]::new('--iterations', '--iterations', [CompletionResultType]::ParameterName, 'Search iterations per move for both sides (repeatable results; at most 100 million)')
            [CompletionResult]::new('--a-millis', '--a-millis', [CompletionResultType]::ParameterName, 'A''s thinking time per move (instead of --millis)')
            [CompletionResult]::new('--a-iterations', '--a-iterations', [CompletionResultType]::ParameterName, 'A''s search iterations per move (instead of --iterations)')
            [CompletionResult]::new('--b-millis', '--b-millis', [CompletionResultType]::ParameterName, 'B''s thinking time per move')
            [CompletionResult]::new('--b-iterations', '--b-iterations', [CompletionResultType]::ParameterName, 'B''s search iterations per move')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'Games played at once, 1 to 256 (default: one per core)')
            [CompletionResult]::new('--save', '--save', [CompletionResultType]::ParameterName, 'Write every game as a record into this folder as it finishes (created if missing, and checked writable before the first game)')
            [CompletionResult]::new('--variant', '--variant', [CompletionResultType]::ParameterName, 'The game: classic Patchwork or Patchwork Express')
            [CompletionResult]::new('--board', '--board', [CompletionResultType]::ParameterName, 'Classic only: where the leather patches lie on the time board')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'patchwork;replay' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where saved games are kept (default: the platform''s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('--no-animation', '--no-animation', [CompletionResultType]::ParameterName, 'Draw without motion (tokens jump to their space instead of walking there, a sewn patch appears at once instead of settling); `NO_COLOR` draws without it too')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'patchwork;games' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where saved games are kept (default: the platform''s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'patchwork;review' {
            [CompletionResult]::new('--millis', '--millis', [CompletionResultType]::ParameterName, 'A time limit per position in milliseconds, 1 to 86400000 (a day): the review then depends on the machine''s speed')
            [CompletionResult]::new('--iterations', '--iterations', [CompletionResultType]::ParameterName, 'Lookahead nodes per position, 1 to 100000000 (default 20000): the same output on every machine')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Ignored: nothing in a review is random (kept so that scripts passing it still run)')
            [CompletionResult]::new('--jobs', '--jobs', [CompletionResultType]::ParameterName, 'Positions evaluated at once, one thread each (default: one per core)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where saved games are kept (default: the platform''s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Print one JSON object per step and a summary line (`patchwork docs review`)')
            [CompletionResult]::new('--no-cache', '--no-cache', [CompletionResultType]::ParameterName, 'Neither read nor write the cache of reviews (the data directory''s `reviews` folder)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'patchwork;stats' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where saved games are kept (default: the platform''s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'patchwork;serve' {
            [CompletionResult]::new('--port', '--port', [CompletionResultType]::ParameterName, 'The port to listen on')
            [CompletionResult]::new('--listen', '--listen', [CompletionResultType]::ParameterName, 'The address to listen on (0.0.0.0 for every interface, 127.0.0.1 for this computer)')
            [CompletionResult]::new('--authorized-keys', '--authorized-keys', [CompletionResultType]::ParameterName, 'Only the keys of this OpenSSH `authorized_keys` file get in (default: any key, each player known by its fingerprint)')
            [CompletionResult]::new('--max-connections', '--max-connections', [CompletionResultType]::ParameterName, 'Connections at once')
            [CompletionResult]::new('--max-tables', '--max-tables', [CompletionResultType]::ParameterName, 'Tables open at once')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where saved games are kept (default: the platform''s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('--play', '--play', [CompletionResultType]::ParameterName, 'Also play from this terminal: the host opens or joins tables here, as a guest does over SSH (the server goes on serving when the host leaves)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'patchwork;learn' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where saved games are kept (default: the platform''s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('--no-animation', '--no-animation', [CompletionResultType]::ParameterName, 'Draw without motion (tokens jump to their space instead of walking there, a sewn patch appears at once instead of settling); `NO_COLOR` draws without it too')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'patchwork;daily' {
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where saved games are kept (default: the platform''s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('--no-animation', '--no-animation', [CompletionResultType]::ParameterName, 'Draw without motion (tokens jump to their space instead of walking there, a sewn patch appears at once instead of settling); `NO_COLOR` draws without it too')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'patchwork;puzzles' {
            [CompletionResult]::new('--mine', '--mine', [CompletionResultType]::ParameterName, 'Mine N games for puzzles (long searches) and print them instead of playing')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'With --mine: the seed of the first game (the next games take the following seeds)')
            [CompletionResult]::new('--game-iterations', '--game-iterations', [CompletionResultType]::ParameterName, 'With --mine: the strong bot''s iterations a step in the games played')
            [CompletionResult]::new('--solver-nodes', '--solver-nodes', [CompletionResultType]::ParameterName, 'With --mine: the solver''s node budget for each position it proves')
            [CompletionResult]::new('--deep-iterations', '--deep-iterations', [CompletionResultType]::ParameterName, 'With --mine: the deep search''s iterations before the endgame (0: endgame puzzles only)')
            [CompletionResult]::new('--data-dir', '--data-dir', [CompletionResultType]::ParameterName, 'Where saved games are kept (default: the platform''s data directory; the `PATCHWORK_DATA_DIR` variable also sets it)')
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('--no-animation', '--no-animation', [CompletionResultType]::ParameterName, 'Draw without motion (tokens jump to their space instead of walking there, a sewn patch appears at once instead of settling); `NO_COLOR` draws without it too')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'patchwork;docs' {
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'patchwork;completions' {
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'patchwork;man' {
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the screen and of messages for people: en, fr, ru or fa (default: the locale''s, from `LC_ALL`, `LC_MESSAGES` or `LANG`, else English). Machine-read outputs stay English')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'patchwork;help' {
            [CompletionResult]::new('play', 'play', [CompletionResultType]::ParameterValue, 'Play a new game in the terminal (what an option of a game without a command does)')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check saved games without a terminal (output contract: `patchwork docs verify`)')
            [CompletionResult]::new('perft', 'perft', [CompletionResultType]::ParameterValue, 'Count legal action sequences from a saved game''s position (`patchwork docs perft`)')
            [CompletionResult]::new('move', 'move', [CompletionResultType]::ParameterValue, 'Print a bot''s action for the player to move in a saved game, as one record action line (output contract: `patchwork docs move`)')
            [CompletionResult]::new('arena', 'arena', [CompletionResultType]::ParameterValue, 'Play bot against bot on the same deals with seats swapped, and report the results')
            [CompletionResult]::new('replay', 'replay', [CompletionResultType]::ParameterValue, 'Step through a saved game move by move')
            [CompletionResult]::new('games', 'games', [CompletionResultType]::ParameterValue, 'List the saved games, numbered as --load, replay and review take them')
            [CompletionResult]::new('review', 'review', [CompletionResultType]::ParameterValue, 'Review a saved game with the strong bot: each step''s cost, mistakes, accuracy (output contract: `patchwork docs review`)')
            [CompletionResult]::new('stats', 'stats', [CompletionResultType]::ParameterValue, 'Statistics across the saved games: results against each opponent, scores, and the daily deals played')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the game over SSH: players on other computers open tables and join them with `ssh -p PORT HOST` (see `patchwork docs online`)')
            [CompletionResult]::new('learn', 'learn', [CompletionResultType]::ParameterValue, 'Learn to play: short lessons, each a position to play one step in (from the first not done yet)')
            [CompletionResult]::new('daily', 'daily', [CompletionResultType]::ParameterValue, 'Today''s daily deal: the same circle and first player for everyone on this date (UTC), against the computer at the casual level')
            [CompletionResult]::new('puzzles', 'puzzles', [CompletionResultType]::ParameterValue, 'Puzzles from real games: find the best step. With --mine N, play N games with the strong bot instead and print the puzzles found, one JSON object a line')
            [CompletionResult]::new('docs', 'docs', [CompletionResultType]::ParameterValue, 'Print a document the program carries: the rules, the saved-game format, online play, the output of verify, perft, move and review. With no topic, list them')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print the completion script for a shell: bash, zsh, fish, powershell or elvish')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Print the manual page (roff): the program''s, or one command''s (`patchwork-COMMAND(1)`)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'patchwork;help;play' {
            break
        }
        'patchwork;help;verify' {
            break
        }
        'patchwork;help;perft' {
            break
        }
        'patchwork;help;move' {
            break
        }
        'patchwork;help;arena' {
            break
        }
        'patchwork;help;replay' {
            break
        }
        'patchwork;help;games' {
            break
        }
        'patchwork;help;review' {
            break
        }
        'patchwork;help;stats' {
            break
        }
        'patchwork;help;serve' {
            break
        }
        'patchwork;help;learn' {
            break
        }
        'patchwork;help;daily' {
            break
        }
        'patchwork;help;puzzles' {
            break
        }
        'patchwork;help;docs' {
            break
        }
        'patchwork;help;completions' {
            break
        }
        'patchwork;help;man' {
            break
        }
        'patchwork;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
