# Сообщения командной строки для людей, по-русски: `games`, `stats`, итоги `arena`, что игра
# говорит при выходе, и её отказы. (То, что читают программы, — `move`, `verify --json`,
# `perft`, `review --json` и формат записи партии — отсюда никогда не берётся.)

## patchwork games и списки меню

games-none = в { $dir } нет сохранённых партий
games-header = сохранённые партии в { $dir }, сначала последние сыгранные (patchwork --load N открывает партию номер N):
games-row = { $date }  { $one } — { $two }  { $variant }  { $actions } { $actions ->
        [one] действие
        [few] действия
       *[many] действий
    }  { $state }  { $file }
games-finished = окончена, счёт { $a } и { $b }, победа: { $winner }
games-in-progress = идёт
games-unreadable = { $file }: не читается: { $reason }
games-menu-row = { $when }  { $one } — { $two }  { $variant }  { $how }
games-menu-score = { $a } : { $b }
games-menu-damaged = повреждена: не открывается
variant-classic-short = классика
variant-express-short = Express

## patchwork stats и страница меню

stats-header = сохранённые партии в { $dir }: сыграно { $played }, окончено { $finished }, не читается { $unreadable }
stats-variant = { $variant }: сыграно { $played }, окончено { $finished }
stats-against = против
stats-games = партии
stats-finished = окончено
stats-wins = победы
stats-losses = поражения
stats-avg-score = ср. очки
stats-avg-margin = ср. разница
stats-best = лучший
stats-all = всего
stats-short-wins = победы
stats-short-losses = пораж.
stats-short-avg-score = ср. очки
stats-short-level = { $level } (бот)
stats-short-avg-margin = разница
stats-short-best = лучший
stats-unreadable = { $n ->
        [one] { $n } файл не удалось прочитать
        [few] { $n } файла не удалось прочитать
       *[many] { $n } файлов не удалось прочитать
    }:
stats-more = и ещё { $n }
opponent-person = человек
opponent-bot = бот { $bot }
opponent-other = другой бот
opponent-bots = бот против бота

## Итоги patchwork arena

arena-games = { $n } { $n ->
        [one] партия
        [few] партии
       *[many] партий
    } в { $variant }: A = { $a }, B = { $b }
arena-wins = A: побед { $wins }, поражений { $losses }, ничьих { $ties } (равный счёт, выигрывает первый дошедший до конца; учтены в победах и поражениях)
arena-rate = доля побед A { $rate } % (95-процентный интервал от { $lo } % до { $hi } %, Уилсон)
arena-scores = средние очки A { $a }, B { $b }; средняя разница A - B { $margin } (стандартная ошибка { $se })
arena-times = время на ход { $who }: в среднем { $mean } мс, максимум { $max } мс; { $moves } ходов за партию
arena-times-iterations = время на ход { $who }: в среднем { $mean } мс, максимум { $max } мс; { $moves } ходов за партию; { $iterations } итераций на ход

## При выходе из игры

outcome-saved = партия сохранена в { $path }
outcome-not-saved = партия НЕ сохранена в { $path }: { $reason }; { $copy }
outcome-copy = аварийная копия лежит в { $path }
outcome-no-copy = аварийную копию записать не удалось: { $reason }

## Отказы до начала партии

no-terminal = не удаётся открыть терминал: { $error }
not-a-terminal-input = игре нужен терминал, а её стандартный ввод — не терминал (команды verify, games, stats, review и move работают и без него)
not-a-terminal-output = игре нужен терминал, а её стандартный вывод — не терминал (команды verify, games, stats, review и move работают и без него)
locked-ask = { $file }: { $error }. Открыть её только для просмотра в режиме повтора? [y/N]
locked-tell = { $file }: { $error }; посмотреть только для чтения: { $replay }
board-for-classic = --board есть только в классическом Patchwork: у Express одно поле времени
name-empty = имя игрока { $n } пустое: задайте его с помощью --player{ $n }
name-too-long = имя игрока { $n } слишком длинное: { $chars } символов, не больше { $max } (--player{ $n })

## Сохранённые партии: папка, блокировка, что не открывается

data-dir-unknown = папка данных здесь неизвестна: укажите её через --data-dir или { $var }
data-dir-create = не удалось создать папку для сохранённых партий { $dir }: { $error }
lock-held = партия открыта в другом процессе
lock-held-pid = партия открыта в другом процессе (pid { $pid })
lock-io = не удалось заблокировать партию: { $error }
lock-folder = не удалось заблокировать партию: { $path } — это папка, а не файл блокировки
lock-planted-link = удалена символическая ссылка на месте файла блокировки { $path } (то, на что она указывала, не тронуто)
lock-planted-hard-link = удалено второе имя чужого файла на месте файла блокировки { $path } (сам файл не тронут)
lock-planted-special = удалён канал или устройство на месте файла блокировки { $path }
lock-planted-folder = удалена пустая папка на месте файла блокировки { $path }
resume-none = в { $dir } нет неоконченной партии, которую можно продолжить (список — patchwork games)
load-no-number = в { $dir } нет сохранённой партии номер { $n } (список — patchwork games)
load-file-here = ; для файла { $n } в этой папке напишите ./{ $n }
load-fault = { $file }: { $fault } (файл оставлен как есть; patchwork replay покажет партию до ошибки)

## Команды: что пошло не так

invalid-record = недопустимая запись партии: { $error }
output-failed = не удалось записать вывод: { $error }
threads-zero = --threads 0 означает один поток
threads-capped = --threads { $n } больше { $max }: поиск идёт в { $max } потоках
review-cached = прочитано из кэша { $path }
review-cache-ignored = файл кэша { $path } пропущен: { $why }
review-cache-unwritten = не удалось записать кэш в { $dir }: { $error }
review-stopped = анализ прерван
arena-save = --save { $error }
arena-game-failed = партия { $n }: { $error }
arena-short = сыграно { $played } из { $games } { $games ->
    [one] партии
   *[other] партий
}
record-follows = ниже вся запись партии: сохраните её в файл .json, чтобы продолжить (patchwork --load ФАЙЛ)

## patchwork stats: партии дня

stats-daily = партии дня: сыграно { $played }, выиграно { $won }
stats-daily-day = { $date }, против уровня «{ $level }»: { $score } против { $other } ({ $margin }), { $plays } { $plays ->
        [one] партия
        [few] партии
       *[many] партий
    }
stats-daily-broken = партии дня: нельзя использовать { $file }

## patchwork puzzles --mine

puzzles-mined = партия { $game } из { $games }: пока задач — { $found } ({ $seconds } с)

## Отказы системы, простыми словами

io-not-found = нет такого файла или папки
io-permission-denied = нет доступа
io-already-exists = уже существует
io-is-a-folder = это папка
io-not-a-folder = часть пути — не папка
io-disk-full = диск заполнен
io-read-only = файловая система только для чтения
read-failed = не удаётся прочитать файл: { $error }

## patchwork man

man-no-command = нет команды { $command }; команды: { $commands }
