# Patchwork в терминале: все тексты, которые читает игрок, по-русски.
# Те же сообщения и те же аргументы, что в en.ftl (это проверяет тест). Множественное число:
# [one] — 1, 21, 31…; [few] — 2–4, 22–24…; *[many] — 0, 5–20, 25…
# Слова правил из русской книги: трек времени, жетон времени, нейтральная фишка, пуговицы,
# лоскут, кожаный лоскуток, одеяло, клетка, пришить, спецтайл 7x7; Express: синие лоскуты.
# Имена игроков вставляются как есть, поэтому фразы построены так, чтобы имя стояло в
# именительном падеже.

## Игра и её предметы

variant-classic = Patchwork
variant-express = Patchwork Express
leather-revised = кожа: новая
leather-original = кожа: исходная
leather-express = кожа Express
level-beginner = Новичок
level-casual = Любитель
level-strong = Сильный
level-master = Мастер
bot-random = случайный
bot-greedy = жадный
bot-strong = сильный

## Лоскуты по форме («5-клеточный лоскут Y (лоскут 14)»)

patch-named = { $shape } из { $cells } { $cells ->
        [one] клетки
       *[other] клеток
    } (лоскут { $name })
patch-plain = лоскут { $name }
shape-patch = лоскут
shape-domino = домино
shape-corner = уголок
shape-line = полоса
shape-t-letter = Т
shape-s-letter = S
shape-l-letter = L
shape-square = квадрат
shape-u-letter = U
shape-p-letter = P
shape-n-letter = N
shape-y-letter = Y
shape-plus = плюс
shape-tall-t = высокое Т
shape-w-letter = W
shape-cross = крест
shape-z-letter = Z
shape-crooked-cross = кривой крест
shape-walker = человечек
shape-step = ступенька
shape-long-t = длинное Т
shape-hat = шляпа
shape-hook = крюк
shape-boot = сапог
shape-long-cross = длинный крест
shape-h-letter = H
shape-barrel = бочка
shape-f-letter = F
shape-v-letter = V

## Ход партии

log-new-game = новая партия { $game } (зерно { $seed }); начинает { $first }
log-game = партия { $game }; начинает { $first }
log-bought = { $name }: покупка — { $patch } за { $cost } { $cost ->
        [one] пуговицу
        [few] пуговицы
       *[many] пуговиц
    }, ход на { $spaces } { $spaces ->
        [one] клетку
        [few] клетки
       *[many] клеток
    } (до { $to })
log-advanced = { $name }: вперёд на { $buttons } { $buttons ->
        [one] клетку
        [few] клетки
       *[many] клеток
    } до { $to }, { $buttons ->
        [one] получена
       *[other] получено
    } { $buttons } { $buttons ->
        [one] пуговица
        [few] пуговицы
       *[many] пуговиц
    }
log-income = доход: { $name } +{ $buttons } { $buttons ->
        [one] пуговица
        [few] пуговицы
       *[many] пуговиц
    }
log-leather-won = { $name }: получен кожаный лоскуток (клетка { $space })
log-leather-sewn = { $name }: кожаный лоскуток пришит на { $cell }
log-leather-aside = { $name }: кожаный лоскуток отложен
log-bonus = { $name }: спецтайл 7x7
log-game-over = конец игры: победа — { $name }
blue-join = осталось 5 лоскутов: за ними в круг встают 8 синих лоскутов
reached-the-end = { $name } первым дошёл до конца (и выигрывает при равенстве)

## Отказы

refusal-game-over = игра окончена
refusal-leather-pending = сначала нужно пришить полученный кожаный лоскуток
refusal-no-leather = нет кожаного лоскутка, который нужно пришить
refusal-not-next-three = лоскут { $patch } не среди трёх следующих
refusal-cannot-afford = лоскут { $patch } стоит { $cost } { $cost ->
        [one] пуговицу
        [few] пуговицы
       *[many] пуговиц
    }, а у игрока { $buttons }
refusal-no-room = лоскуту { $patch } нет места на одеяле
refusal-wrong-shape = клетки не совпадают с формой лоскута { $patch }
refusal-off-quilt = лоскут выйдет за край одеяла
refusal-overlap = клетка { $cell } уже занята
refusal-must-place-leather = кожаный лоскуток нужно пришить: на одеяле ещё есть пустые клетки
blocker-afford-you = стоит { $cost }, у вас { $buttons }
blocker-afford-them = стоит { $cost }, у игрока { $name } { $buttons }
blocker-room-you = на вашем одеяле нет места
blocker-room-them = на одеяле игрока { $name } нет места
blocker-afford-short = стоит { $cost }, есть { $buttons }
blocker-room-short = нет места
blocker-short = не сейчас
refused = отказ: { $reason }
cannot-buy = { $patch } — не купить: { $reason }
ghost-refused = здесь не пришить: { $reason }

## Заголовок: чей ход и почему

turn-of = [{ $token }] Ходит { $name }
turn-of-bot = [{ $token }] Ходит { $name } (бот { $bot })
turn-because = : { $why }
turn-behind = отстаёт на треке времени (клетка { $me }, { $them } на { $other })
turn-on-top = оба жетона на клетке { $at }, сверху — { $name }
turn-leather = получен кожаный лоскуток, его нужно пришить
bot-plays = ходит { $name } ({ $bot }); u — отменить, q — выйти
bot-plays-alone = ходит { $name }; u — отменить, q — выйти
bot-thinking = компьютер думает…
game-over = Конец игры
game-over-wins = Конец игры: победа — { $name }

## Подсказки и вопросы

prompt-choose = выберите лоскут клавишами 1-3 или щелчком, или a — пройти вперёд
prompt-only-advance = купить нечего: остаётся только пройти вперёд (a)
prompt-ghost-ok = сюда можно: Enter пришивает лоскут
prompt-leather = двигайте кожаный лоскуток стрелками, Enter — пришить
prompt-leather-aside = двигайте кожаный лоскуток стрелками, Enter — пришить (s — отложить)
prompt-leather-discard = двигайте кожаный лоскуток стрелками, Enter — пришить (s — убрать из игры)
confirm-advance = Пройти до клетки { $to } и взять { $buttons } { $buttons ->
        [one] пуговицу
        [few] пуговицы
       *[many] пуговиц
    }{ $income ->
        [0] {""}
       *[other] , доход +{ $income }
    }{ $leather ->
        [0] {""}
        [one] { " " }и кожаный лоскуток
       *[other] { " " }и кожаные лоскутки ({ $leather })
    }? (y / n)
confirm-new-game = Начать новую партию? Эта сохранена. (y / n)
confirm-quit-purchase = Полученный кожаный лоскуток ещё не пришит: при выходе сейчас пропадёт ход, который его принёс (в сохранении партия до этого хода). Всё равно выйти? (y / n)
confirm-quit-unsaved = Последнее сохранение не удалось: при выходе сейчас партия может пропасть. Всё равно выйти? (y / n)

## Сообщения

undone = отменено (U или Ctrl-R — вернуть)
redone = возвращено
nothing-to-undo = нечего отменять
nothing-to-redo = нечего возвращать
playing-on = игра продолжается отсюда как новая партия (просмотренный файл не меняется)
nothing-to-play-on = игра окончена: продолжать нечего (сначала отступите назад)
save-failed = не удалось сохранить партию: { $reason } (игра продолжается; q спросит перед выходом)
bot-failed = компьютер не смог сделать ход: { $reason } (u — отменить)
setup-failed = не удалось подготовить новую партию: { $reason }
hint-thinking = ищу хороший ход…
hint = Подсказка: { $what }: { $gain } к итогу (Enter — сыграть)
suggest-buy = купить #{ $patch } и пришить на { $cell }
suggest-advance = пройти вперёд
suggest-leather = пришить кожаный лоскуток на { $cell }
suggest-aside = отложить кожаный лоскуток
suggest-nothing = подсказать нечего

## Трек времени и круг

time-board = Трек времени
on-top = { $token } сверху
ahead = [{ $token }] { $what }
ahead-nothing = [{ $token }] впереди ничего
ahead-income = $ через { $n }
ahead-leather = кожа через { $n }
circle-title = Круг лоскутов
circle-title-long = Круг лоскутов от нейтральной фишки
circle-legend = $ цена · t время · + доход
circle-patch = лоскут { $name } · { $cells } { $cells ->
        [one] клетка
        [few] клетки
       *[many] клеток
    }
circle-figures = цена { $cost } · время { $time }
circle-figures-tight = цена { $cost }, время { $time },
circle-income = доход +{ $income }
circle-value = { $value } к концу · { $per } за клетку
circle-cells = #{ $name } { $cells } { $cells ->
        [one] клетка
        [few] клетки
       *[many] клеток
    }
gap-long = ◆ здесь был #{ $name }, только что куплен
gap-short = ◆ тут был #{ $name }
blue-waiting = +8 синих, когда останется 5
blue-waiting-short = 8 синих придут при 5
moves-title = Ходы
moves-back = назад: { $n }, { "}" } — к новым

## Цифры одеяла

quilt-bot = бот
quilt-you = вы
stat-buttons = пуговицы { $buttons }
stat-income = доход { $income }
stat-time = время { $time }/{ $last }
stat-empty = пусто { $empty }
stat-empty-of = пусто { $empty } из { $cells }
stat-score = очки { $score }
stat-score-short = очки { $score }
stat-score-sum = = { $buttons }{ $bonus } - 2×{ $empty }
stat-bonus = { " " }+ бонус { $bonus }
stat-end = в конце { $end }
stat-end-sum = = очки + { $income }×{ $ahead } доход
stat-end-short = → { $end }
stat-end-word = итог { $end }

## Итоги партии

final-score = [{ $token }] { $name }: { $total } = { $buttons } { $buttons ->
        [one] пуговица
        [few] пуговицы
       *[many] пуговиц
    } - 2×{ $empty } за пустые клетки
final-score-bonus = [{ $token }] { $name }: { $total } = { $buttons } { $buttons ->
        [one] пуговица
        [few] пуговицы
       *[many] пуговиц
    } + бонус { $bonus } - 2×{ $empty } за пустые клетки
tally = с дохода { $income } { $income ->
        [one] пуговица
        [few] пуговицы
       *[many] пуговиц
    } · { $patches } { $patches ->
        [one] лоскут
        [few] лоскута
       *[many] лоскутов
    } · закрыто { $cells } { $cells ->
        [one] клетка
        [few] клетки
       *[many] клеток
    }
wins = Победа: { $name }!
tie-rule = Равный счёт ({ $score } у каждого): побеждает { $name }, первым дошедший до клетки { $end }.

## Справка

help-title = Справка · Esc или ? — закрыть
help-keys-title = Клавиши
help-rules-title = Правила на одном экране
help-more-above = ↑ выше ещё
help-more-below = ↓ ниже ещё: ↓ PgDn
menu-more-below = ↓ ниже ещё
help-legend-title = Что значат знаки
help-legend-income-sign = пуговицы 5 · +2
help-legend-income = пуговицы одеяла, затем его доход (+2): столько пуговиц жетон получает, проходя каждый $ на треке времени
help-legend-end-sign = → 33 · итог 33
help-legend-end = очки одеяла в конце, если больше ничего не покупать: пуговицы + доход × оставшиеся впереди $ - 2 × пустые клетки
help-legend-projected-sign = +17 к итогу
help-legend-projected = в подсказке (и «+22 к концу» рядом с лоскутом): сколько ход добавит к вашим очкам в конце (→)
help-legend-card-sign = 1$5t+1
help-legend-card = лоскут в круге: стоит 1 пуговицу, занимает 5 клеток времени и даёт +1 к доходу
help-legend-board-sign = $ ▒
help-legend-board = на треке времени: клетка дохода; кожаный лоскуток (его забирает первый прошедший жетон)
help-legend-marks-sign = ▿ ◦
help-legend-marks = на треке времени: куда выбранный лоскут приведёт ваш жетон; откуда пришёл последний жетон
help-legend-ghost-sign = ▓ ░ X
help-legend-ghost = лоскут, который пришивают: здесь помещается; не помещается; накрывает другой лоскут
help-legend-gap-sign = ◆ #4
help-legend-gap = под кругом: где был последний купленный лоскут (теперь там нейтральная фишка)
help-legend-best-sign = ◆◆
help-legend-best = на одеяле в повторе: лучший ход по разбору, на позиции до хода
help-legend-bonus-sign = ★7x7
help-legend-bonus = спецтайл 7x7: первый, кто закроет квадрат 7x7, получает +7
help-legend-blue-sign = 8 синих
help-legend-blue = Экспресс: 8 синих лоскутов входят в круг, когда останется 5 лоскутов
help-rules-classic =
    .first = Ходит игрок, чей жетон времени отстаёт (на одной клетке — тот, чей жетон сверху). Либо купите один из 3 лоскутов после нейтральной фишки (заплатите пуговицами, пришейте куда угодно, продвиньтесь на его время), либо пройдите вперёд до клетки сразу за другим жетоном, +1 пуговица за клетку.
    .second = Пройдя символ $, вы получаете доход; первый, кто пройдёт клетку с кожаным лоскутком, пришивает этот лоскуток 1x1. Первый, кто закроет квадрат 7x7, получает спецтайл: +7.
    .third = В конце: пуговицы (+7) - 2 за каждую пустую клетку; при равенстве побеждает первый дошедший до конца.
help-rules-express =
    .first = Express: одеяла 7x7, 30 клеток трека. Ходит игрок, чей жетон отстаёт (на одной клетке — тот, чей жетон сверху). Либо купите один из 3 лоскутов после нейтральной фишки (заплатите, пришейте, продвиньтесь на его время), либо пройдите сразу за другой жетон, +1 пуговица за клетку.
    .second = Когда остаётся 5 лоскутов, за ними встают 8 синих. Пройдя символ $, вы получаете доход; полученный кожаный лоскуток можно пришить или убрать из игры.
    .third = Бонуса нет. В конце: пуговицы - 2 за каждую пустую клетку; при равенстве побеждает первый дошедший до конца.
too-small = терминал мал: нужно { $w }x{ $h } (или { $nw }x{ $nh } для узкого окна), сейчас { $have_w }x{ $have_h }
too-small-hint = увеличьте окно или нажмите q, чтобы выйти
too-small-again = { $note } (q ещё раз — выйти)

## Строка клавиш и список клавиш в справке

keys-arrows = стрелки
keys-click = щелчок
keys-mouse = мышь
keys-wheel = колесо
bar-yes = да
bar-no = нет
bar-close-help = закрыть
bar-close = закрыть
bar-scroll = листать
bar-choose = выбрать
bar-advance = вперёд
bar-move = двигать
bar-change = менять
bar-select = подтвердить
bar-back = назад
bar-done = готово
bar-erase = стереть
bar-rotate = вращать
bar-flip = отразить
bar-pick = взять
bar-sew = пришить
bar-edges = к краю
bar-set-aside = отложить
bar-discard = убрать
bar-hint = подсказка
bar-undo = отмена
bar-new-game = новая партия
bar-rematch = реванш
bar-replay = повтор
bar-see-the-quilts = одеяла/счёт
key-said = { $key }: { $what }
bar-circle = круг
bar-moves = ходы
bar-go-to = перейти
bar-go = перейти
bar-cancel = отмена
bar-step = шаг
bar-start-end = начало/конец
bar-autoplay = автоигра
bar-speed = скорость
bar-review = разбор
bar-mistakes = ошибки
bar-best = лучший ход
bar-play-from-here = играть отсюда
bar-leave = выйти
bar-help = справка
bar-quit = выход
bar-menu = меню
help-choose = выбрать один из 3 лоскутов
help-advance = пройти вперёд, +1 пуговица за клетку
help-look = перебрать лоскуты на выбор: что даст покупка каждого, видно под строкой хода
help-left = двигать лоскут или кожу
help-rotate-clockwise = повернуть (или правый щелчок)
help-rotate-anticlockwise = повернуть в другую сторону
help-flip = перевернуть (зеркально)
help-confirm = взять выделенный лоскут
help-sew = пришить здесь (или щелчок)
help-back = вернуть лоскут на место
help-jump-top = к краю (или H L K J)
help-set-aside = отложить кожу, если можно
help-set-aside-discard = Express: убрать кожу из игры
help-hint = подсказка сильного бота
help-undo = отменить (и ответ бота)
help-redo = вернуть
help-new-game = конец игры: новая партия
help-rematch = конец игры: реванш, первым ходит другой
help-replay-game = конец игры: повтор этой партии
help-toggle-box = конец игры: скрыть/показать счёт
help-circle-back = листать круг лоскутов
help-moves-back = листать историю ходов
help-digit = набрать номер шага
help-jump = перейти к набранному шагу
help-erase = стереть цифру
help-cancel-entry = забыть набранный номер
help-step-back = шаг назад, вперёд
help-first = к началу, к концу
help-autoplay = автоигра вкл/выкл
help-faster = автоигра быстрее, медленнее
help-review = разбор партии сильным ботом
help-mistakes = к следующей или предыдущей найденной ошибке
help-best = лучший ход бота в позиции перед показанным ходом, или назад к сыгранному
help-play-from-here = играть отсюда как новую партию
help-leave = выйти из просмотра
help-help = эта справка
help-quit = выйти (спросит, если что-то пропадёт)
help-menu = назад в меню (сначала спросит, если что-то будет потеряно)
help-card-continue = карточка урока или задачи: дальше
help-card-leave = карточка урока или задачи: назад в меню
help-force-quit = выйти сразу
help-suspend = приостановить (fg — вернуться)

## Меню

menu-title = Patchwork
menu-new-game = Новая партия
menu-continue = Продолжить последнюю партию
menu-load = Открыть сохранённую партию
menu-replay = Посмотреть сохранённую партию
menu-stats = Статистика
menu-quit = Выход
menu-variant = Игра
menu-board = Трек времени
menu-opponent = Соперник
menu-seat = Вы ходите
menu-start = Начать партию
menu-typing = введите имя и нажмите Enter
menu-no-games = здесь пока нет сохранённых партий
menu-nothing-saved = сохранённых партий пока нет: начните новую
menu-name-enter = Enter — ввести имя
menu-your-name = Ваше имя
menu-player = Игрок { $n }
menu-friend = друг за этой клавиатурой
menu-computer = компьютер, { $level }
seat-first = первым
seat-second = вторым
seat-lot = по жребию

## Просмотр и разбор партии

replay-status = Повтор · шаг { $step } из { $steps } · { $play }
replay-playing = ▶ автоигра, { $seconds } с на шаг
replay-paused = пауза, { $seconds } с на шаг
replay-playing-short = ▶ автоигра
replay-paused-short = пауза
replay-start = начало
replay-fault = ✗ испорченная запись: { $fault }
go-to = перейти к { $entry }
stops-before = обрывается перед { $step } (ошибка в записи)
reviewing = разбор { $gauge } { $done }/{ $total }
reviewing-end = разбор: ещё раз смотрю спорные ходы…
accuracy = точность { $one } · { $two }
verdict-judged = { $class }: { $percent ->
        [0] шансы на победу почти те же
       *[other] шансы на победу -{ $percent } %
    }{ $points ->
        [0] {""}
        [one] , на { $points } очко меньше
        [few] , на { $points } очка меньше
       *[many] , на { $points } очков меньше
    }
verdict = { $judged }; лучше: { $best }
class-best = лучший ход
class-excellent = отлично
class-good = хорошо
class-inaccuracy = неточность ?!
class-mistake = ошибка ?
class-blunder = грубая ошибка ??
class-forced = вынужденный
class-unclear = неясно
verdict-unclear = { $class }: от { $low } до { $high } очков меньше
graph-title = Шансы на победу: { $name } · шаг { $step }

best-shown = ◆ лучший ход бота перед шагом { $step } (b — сыгранный ход)

## Игра по сети: стол, доступный по SSH (`patchwork serve`).
say-good-game = Хорошая игра!
say-thinking = Думаю…
say-back-soon = Вернусь через минуту.
table-reset = партия стола заменила показанную
table-undo-asked = { $asker } просит отменить свой последний ход (и ваш после него, если был): y — согласиться, n — отказать
table-undo-requested = вы попросили { $other } отменить ваш последний ход (и его ход после него, если был): ждём ответа
table-undo-pending = просьба об отмене хода уже ждёт ответа
table-said = { $name }: { $phrase }
table-not-here = за столом возврат хода, подсказки, разбор, игра с этого места и новые партии недоступны: стол держит одну партию на двух терминалах
table-waits-join = ждём, когда { $name } присоединится: код стола — { $code }
table-waits-back = ждём, когда { $name } вернётся ({ $time }); место сохранено
table-plays = { $name } ходит за своим терминалом
menu-online-title = Patchwork по сети
menu-new-table = Открыть стол
menu-join-table = Присоединиться к столу
menu-table-your-turn = Вернуться за стол { $code }: { $one } и { $two }, ваш ход
menu-table-their-turn = Вернуться за стол { $code }: { $one } и { $two }
menu-code = Код стола
menu-code-typing = четыре буквы и Enter; без ключа — пробел и ваше имя
menu-code-short = код стола — четыре буквы
menu-you = Хозяин
menu-guest = Гость
menu-guest-name = Имя вашего гостя
menu-no-table = нет стола с кодом { $code }
menu-slow-down = неверные коды: подождите { $seconds } с до следующей попытки
menu-tables-full = на сервере уже столько столов, сколько он принимает; попробуйте позже
online-replaced = ваш ключ занял своё место с другого подключения: это вернулось в меню
online-server-stopped = сервер остановлен; ваш стол сохранён и продолжится после перезапуска
online-idle = долго не было нажатий: соединение закрыто, ваше место сохранено
table-code = стол { $code }
table-undo-watched = { $asker } просит { $other } отменить свой последний ход
table-undo-agreed-yours = { $by }: согласие, ваш последний ход отменён
table-undo-refused-yours = { $by }: отказ, ваш последний ход остаётся
table-undo-agreed-you = вы согласились: последний ход { $asker } отменён
table-undo-refused-you = вы отказали: последний ход { $asker } остаётся
table-undo-agreed = { $by } соглашается отменить последний ход { $asker }
table-undo-refused = { $by } отказывает в отмене последнего хода { $asker }
table-joined = { $name } за столом
table-back = { $name } вернулся(-ась)
table-refused = стол не принял: { $reason }
table-unsaved = сервер не смог сохранить стол ({ $reason }); ход остаётся
table-refusal-watcher = зритель не ходит
table-refusal-over = партия окончена
table-refusal-stale = партия стола уже ушла вперёд
table-refusal-not-your-turn = сейчас ход соперника
table-watching = вы зритель
unavailable-suspend = Ctrl-Z здесь ничего не делает: остановка программы остановила бы игру для других (q — выйти)
unavailable-save = партии и успехи здесь не сохраняются: эта игра идёт по SSH
unavailable-search = компьютер здесь не спрашивают: эта игра идёт по SSH
unavailable-table = эта партия идёт не за столом
table-watchers = зрителей: { $n }
## Обучение: строки меню, уроки, советы первых партий, партия дня

menu-new-player = впервые? «Научиться играть»: десять уроков, пять минут
menu-learn = Научиться играть
menu-daily-undated = Партия дня
menu-daily = Партия дня ({ $date })
menu-daily-played = Партия дня ({ $date }): { $result }
menu-lesson-done = ✓ пройден
menu-tips = Советы в первых партиях
menu-tips-on = вкл.
menu-tips-off = выкл.
help-menu-choose = переход между строками
help-menu-change = новая партия: изменить значение строки
help-menu-select = открыть строку под курсором
help-menu-back = назад на первую страницу
help-menu-done = ввод имени: готово
help-menu-erase = ввод имени: стереть букву
menu-about-main = Каждая строка открывает страницу или партию: новую партию с другом или компьютером, уроки и задачи, партию дня (одну для всех), сохранённые партии — продолжить или посмотреть — и статистику. Строки, которые пока недоступны, приглушены.
menu-about-online = Откройте стол и дайте другу его код из четырёх букв или присоединитесь к столу друга по его коду.
menu-about-new-game = ← → меняют значение строки: игра (классика или Экспресс), кожа на треке времени, соперник (друг за этой клавиатурой или компьютер на выбранном уровне), кто ходит первым против компьютера, имена, советы в первых партиях. Enter на имени — ввести его; Enter на последней строке начинает партию.
menu-about-load = Неоконченные партии, сначала новые: когда сохранена, игроки, игра и насколько она продвинулась. Длинные имена сокращаются, чтобы строка оставалась целой. Enter продолжает партию с того места, где она остановилась.
menu-about-replay = Все сохранённые партии, сначала новые: когда сохранена, игроки, игра и итоговый счёт (или «идёт»). Длинные имена сокращаются, чтобы строка оставалась целой. Enter открывает повтор: партия ход за ходом и разбор сильным ботом.
menu-about-stats = Ваши результаты по сохранённым партиям, классика и Экспресс отдельно, против каждого соперника: партии, затем среди оконченных — победы и поражения (при равном счёте побеждает первый дошедший до конца), средние очки, средняя разница (ваши очки минус очки соперника) и лучший результат. Против человека считается левое место; между ботами — игрок 1.
menu-about-join = Введите четыре буквы стола и нажмите Enter. Гость без ключа может добавить пробел и имя, под которым он сидел, чтобы вернуть своё место.
menu-about-lessons = Десять коротких уроков, в каждом — подготовленная позиция и одно задание. ✓ отмечает пройденные; Enter открывает урок.
bar-continue = дальше
lesson-row = { $n }. { $title }
lesson-line = Урок { $n }/{ $total } · { $task }
lesson-heading = Урок { $n } из { $total }: { $title }
lesson-key-begin = начать
lesson-key-next = следующий урок
lesson-key-first-game = первая партия против уровня «Новичок»
lesson-key-menu = меню
lesson-try-again = ✗ { $why }
lesson-key-again = ещё раз
lesson-wrong-advanced = Вы прошли вперёд, а сейчас нужно купить лоскут (1, 2 или 3).
lesson-wrong-passed = Ваш жетон встал на клетку { $at }, дальше другого на { $other }: теперь ходит соперник. Лоскут, который стоит меньше времени, оставит вас позади.
lesson-wrong-no-income = На этом лоскуте нет пуговиц: дохода он не приносит.
lesson-wrong-gap = Пришит, но дыра осталась: наведите лоскут на неё, r вращает, f переворачивает.
lesson-wrong-bought = Вы купили лоскут, а сейчас нужно пройти вперёд (a).
lesson-wrong-short-of-income = Ваш жетон остановился на клетке { $at }, не дойдя до клетки дохода: дохода на этот раз нет.
lesson-wrong-short-of-leather = Ваш жетон остановился на клетке { $at }, не дойдя до кожаного лоскутка: он всё ещё там.
lesson-wrong-no-bonus = В квадрате 7x7 ещё есть пустые клетки: закройте дыру в нём.
lesson-wrong-lost = Партия окончена, и вы проиграли, { $mine } против { $theirs }: посчитайте пустые клетки.

lesson-goal-title = Цель игры
lesson-goal-intro = Каждый игрок пришивает лоскуты на своё одеяло из 9x9 клеток. Пуговицы — это и деньги, и очки: в конце вы получаете столько очков, сколько у вас пуговиц, минус 2 очка за каждую пустую клетку одеяла. Побеждает тот, у кого больше очков.
lesson-goal-task = Купите один из трёх лоскутов и пришейте его на одеяло.
lesson-goal-hint = Нажмите 1, 2 или 3, чтобы взять лоскут, затем Enter: он пришит там, где показан.
lesson-goal-done = Первый лоскут пришит. Закрывая одеяло, вы не теряете по 2 очка за каждую пустую клетку.

lesson-turn-title = Трек времени и чей ход
lesson-turn-intro = Каждый лоскут стоит времени: ваш жетон идёт по треку времени на число с песочными часами. Ходы не чередуются: ходит тот, чей жетон времени отстаёт, иногда несколько раз подряд. На одной клетке ходит тот, чей жетон сверху.
lesson-turn-task = Сделайте ход, после которого снова ходите вы: останьтесь позади.
lesson-turn-hint = Посмотрите на время (t) каждого лоскута: ваш жетон на 4, другой на 8. Позади вас оставит только лоскут, который стоит мало времени.
lesson-turn-done = Снова ваш ход! Дешёвое время стоит не меньше дешёвых пуговиц: отстающий ходит снова.

lesson-buy-title = Покупка лоскута: цена, время и доход
lesson-buy-intro = Можно купить один из трёх лоскутов сразу после нейтральной фишки. Заплатите его цену пуговицами ($), передвиньте жетон на его время (t) и пришейте его. Пуговицы, нарисованные на лоскуте (+), — его доход: они приносят вам пуговицы снова и снова всю партию.
lesson-buy-task = Купите лоскут, на котором есть пуговица (доход +1).
lesson-buy-hint = Лоскут за 10 пуговиц слишком дорог; из двух других + (доход) есть только у одного.
lesson-buy-done = Теперь каждая клетка дохода приносит вам на одну пуговицу больше. Ранний доход окупается много раз.

lesson-place-title = Как пришить лоскут: сдвинуть, повернуть, перевернуть
lesson-place-intro = Лоскут можно пришить куда угодно на одеяло, повернув и перевернув как угодно, но только на пустые клетки. Касаться других лоскутов он не обязан. Стрелки двигают его, r поворачивает, f переворачивает, Home End PgUp PgDn прижимают к краю.
lesson-place-task = Пришейте лоскут-уголок в дыру справа внизу.
lesson-place-hint = Выберите лоскут (1): он появится слева вверху. End и PgDn переносят его вправо вниз; r вращает, пока он точно не закроет дыру; Enter пришивает.
lesson-place-done = Точно по месту: дыры, куда не входит ни один лоскут, в конце стоят по 2 очка.

lesson-advance-title = Пройти вперёд за пуговицы
lesson-advance-intro = Вместо покупки можно пройти вперёд: ваш жетон встаёт на клетку сразу за другим жетоном, и вы берёте по пуговице за каждую пройденную клетку. Это можно всегда, и это выход, когда покупать нечего.
lesson-advance-task = Пройдите вперёд за другой жетон и возьмите пуговицы.
lesson-advance-hint = Нажмите a, затем Enter (или y), чтобы подтвердить.
lesson-advance-done = Пуговицы за время: так добывают деньги, когда лоскуты в продаже дороги.

lesson-income-title = Клетки дохода
lesson-income-intro = На некоторых клетках трека времени нарисована пуговица. Всякий раз, проходя такую клетку, вы получаете столько пуговиц, сколько их нарисовано на всех лоскутах вашего одеяла вместе: это ваш доход.
lesson-income-task = Пройдите клетку дохода 11 и получите доход.
lesson-income-hint = Ваш жетон на клетке 9. Лоскут со временем 2 и больше или шаг вперёд проходит клетку 11.
lesson-income-done = Получено! На вашем одеяле 3 пуговицы, и каждая клетка дохода приносит вам 3.

lesson-leather-title = Кожаные лоскутки
lesson-leather-intro = На треке времени лежат кожаные лоскутки в одну клетку. Первый, кто пройдёт такую клетку, забирает лоскуток и сразу пришивает его на любую пустую клетку одеяла. Он стоит 2 очка: одной пустой клеткой меньше.
lesson-leather-task = Пройдите кожаный лоскуток на клетке 26 и пришейте его.
lesson-leather-hint = Ваш жетон на клетке 24: лоскут со временем 2 и больше или шаг вперёд проходит клетку 26. Потом наведите кожаный лоскуток на дыру и нажмите Enter.
lesson-leather-done = Кожаные лоскутки закрывают дыры, куда больше ничего не входит. Следите за ними на треке времени.
lesson-sew-leather-hint = Пришейте кожаный лоскуток: наведите его стрелками на дыру и нажмите Enter.

lesson-bonus-title = Спецтайл 7x7
lesson-bonus-intro = Первый, кто полностью закроет на своём одеяле квадрат 7x7 клеток, получает спецтайл: 7 очков. Он один, и его нельзя потерять.
lesson-bonus-task = Закройте квадрат 7x7 слева вверху и получите спецтайл.
lesson-bonus-hint = Дыра в квадрате — три клетки уголком: в неё входит маленький лоскут-уголок.
lesson-bonus-done = Семь очков! Спецтайл достаётся первому, кто закроет квадрат 7x7: стремитесь к нему рано.

lesson-end-title = Конец игры и подсчёт очков
lesson-end-intro = Когда оба жетона дойдут до последней клетки, игра окончена. Очки: ваши пуговицы, плюс 7 со спецтайлом, минус 2 за каждую пустую клетку. При равенстве побеждает тот, кто первым дошёл до конца.
lesson-end-task = Закончите партию ходом, который приносит победу.
lesson-end-hint = Шаг вперёд оставляет 30 пустых клеток: -60. Лоскут из 4 клеток стоит 8 очков минус его цена в пуговицах.
lesson-end-done = Победа! Пустые клетки стоят дороже, чем приносят пуговицы: в конце закрывайте одеяло.

lesson-express-title = Patchwork Express
lesson-express-intro = Express быстрее: одеяло 7x7, трек времени из 29 клеток, 15 цветных лоскутов и нет спецтайла. Когда лоскутов остаётся 5, в круг входят 8 синих лоскутов. Полученный кожаный лоскуток можно пришить или отложить (s).
lesson-express-task = Пройдите кожаный лоскуток на клетке 7: пришейте или отложите его.
lesson-express-hint = Ваш жетон на клетке 5: шаг вперёд или лоскут со временем 2 и больше проходит клетку 7.
lesson-express-done = Теперь вы знаете правила обеих игр. Пора сыграть по-настоящему!

tip-income = Совет: доход! { $n } { $n ->
        [one] пуговица
        [few] пуговицы
       *[many] пуговиц
    } — по одной за каждую пуговицу на лоскутах.
tip-leather = Совет: кожаный лоскуток закрывает клетку; пустая клетка — минус 2.
tip-twice = Совет: второй ход подряд — ходит всегда тот, чей жетон отстаёт.
tip-afford = Совет: не хватает пуговиц? Идите вперёд: пуговица за клетку.
tip-bonus = Совет: до квадрата 7x7 { $n ->
        [one] осталась { $n } клетка
        [few] осталось { $n } клетки
       *[many] осталось { $n } клеток
    }; первый получит +7.

daily-result = { $score } против { $other } ({ $margin })
daily-share = Patchwork, партия дня { $date } · { $level } · { $result }
daily-first-try = В зачёт дня идёт первая попытка: { $share }
progress-broken = не удалось прочитать { $file }; файл оставлен как есть, прогресс этого сеанса не сохраняется
progress-not-written = прогресс не сохранён: { $reason }

## Задачи

menu-puzzles = Задачи
menu-puzzles-row = Задачи: решено { $solved } из { $of }, серия { $streak }
puzzle-line = Задача { $n }/{ $of } ({ $level }) · Найдите лучший ход: какой лоскут или вперёд?
puzzle-easy = лёгкая
puzzle-medium = средняя
puzzle-hard = трудная
puzzle-hint = Сравните, что даёт каждый выбор к концу партии: будущий доход, закрытые клетки, пуговицы и время.
puzzle-right = Задача { $n } из { $of }: верно!
puzzle-wrong = Задача { $n } из { $of }: не лучший ход
puzzle-best = Лучший ход — { $best }; при лучшей игре итоговый перевес { $value }. Следующий по силе ход — { $second } — даёт { $second_value }, на { $margin } { $margin ->
        [one] очко
        [few] очка
       *[many] очков
    } меньше. { $how }
puzzle-you-played = Ваш выбор — { $played }.
puzzle-proof-exact = Доказано точным перебором эндшпиля.
puzzle-proof-deep = Оценено глубоким поиском сильного бота.
puzzle-buy = покупка: { $patch }
puzzle-advance = шаг вперёд
puzzle-streak = Серия: { $streak } подряд (рекорд { $best }). Засчитывается только первая попытка.
puzzle-key-next = следующая задача
bar-say = сказать
help-say = за столом: сказать «Хорошая игра!», «Думаю…» или «Вернусь через минуту.»
bar-resign = сдаться
help-resign = за столом: сдаться (сначала спросит)
table-confirm-resign = Сдаться? Победа достанется сопернику. (y / n)
table-resigned = { $name } сдался(-ась): побеждает { $winner }
bar-claim = забрать победу
help-claim = за столом, когда соперник отсутствует 5 минут: забрать победу (или q — отложить партию)
table-waits-claim = { $name } отсутствует { $time }: C — забрать победу, q — отложить партию
table-claimed = { $name } не вернулся(-ась): победа за { $winner }
confirm-menu-purchase = Полученный кожаный лоскуток ещё не пришит: при возврате в меню сейчас пропадёт ход, который его принёс (в сохранении партия до этого хода). Всё равно вернуться в меню? (y / n)
confirm-menu-unsaved = Последнее сохранение не удалось: при возврате в меню сейчас партия может пропасть. Всё равно вернуться в меню? (y / n)
circle-patch-short = лоскут { $name }
buy-preview = ▶ { $patch } → клетка { $to }{ $income ->
    [0] {""}
   *[other] , доход +{ $income }
}{ $leather ->
    [0] {""}
   *[other] , кожа
}; { $again ->
    [yes] вы ходите снова
   *[no] затем ходит { $other }
} · { $projected } к концу
menu-tables-yours = у вас уже открыто столов: { $n }; сначала закончите или покиньте один
bar-patches = лоскуты
help-patches = лоскуты, оставшиеся в круге, с их числами
patches-title = Лоскуты в круге · Esc — закрыть
patches-key = клавиша
patches-patch = лоскут
patches-cells = клетки
patches-cost = цена
patches-time = время
patches-income = доход
patches-value = к концу
patches-per-space = за клетку
bar-always = да, больше не спрашивать
help-always = на вопрос о ходе вперёд: да, и дальше ходить сразу (до выхода из игры)

## Баннер: что сделал шаг, после того, кто его сделал (доход, кожа и бонус — того же игрока)

news-income = доход +{ $buttons } { $buttons ->
        [one] пуговица
        [few] пуговицы
       *[many] пуговиц
    }
news-income-short = доход +{ $buttons }
news-leather-won = получен кожаный лоскуток (клетка { $space })
news-leather-won-short = получен кожаный лоскуток
news-leather-sewn = пришит на { $cell }
news-leather-aside = отложен
news-bonus = спецтайл 7x7
news-bought-short = { $name }: лоскут #{ $patch } за { $cost } { $cost ->
        [one] пуговицу
        [few] пуговицы
       *[many] пуговиц
    } (до клетки { $to })
news-advanced-short = { $name }: вперёд до клетки { $to } (+{ $buttons })
news-reached = конец трека достигнут первым (победа при равенстве)
news-reached-short = первый финиш
news-blue-join-short = в круг встают 8 синих лоскутов
turn-of-bot-alone = [{ $token }] Ходит { $name } (бот)
turn-behind-short = отстаёт (клетка { $me }, [{ $token }] на { $other })
turn-on-top-short = сверху на клетке { $at }
prompt-only-advance-short = купить нечего: a — вперёд
replay-start-line = начало:
accuracy-player = [{ $token }] { $name } { $percent }
accuracy-token = [{ $token }] { $percent }
accuracy-percent = { $value } %
news-leather-sewn-short = пришит на { $cell }
news-bonus-short = спецтайл 7x7

## Separators

list-separator = {", "}

## The check screen: how this terminal shows right-to-left text

menu-display = Отображение персидского
display-sample = Если эта строка читается верно, нажмите { $key }
display-itself = Мой терминал сам показывает персидский: { $key }
help-display-choose = строка, которая читается верно
menu-about-display = Одни и те же слова, нарисованные тремя способами, которые нужны терминалам: буквы соединены и поставлены справа налево игрой; буквы каждого слова оставлены терминалу; вся строка оставлена терминалу. Нажмите номер строки, которая читается верно. Выбор запоминается для этого терминала (на сервере — для вашего ключа); этот пункт меню повторяет проверку.
