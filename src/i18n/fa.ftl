# پچ‌ورک در ترمینال: هر متنی که بازیکن می‌خواند، به فارسی.
# Persian, written from the Persian rulebook's own words (see docs/languages.md). The same
# messages and arguments as en.ftl (a test checks). Numbers are written in Persian digits by
# the code; key names, cells (C3) and patch codes stay in Latin letters.

## The game and its things

variant-classic = پچ‌ورک
variant-express = پچ‌ورک اکسپرس
leather-revised = چرمی‌های بازبینی‌شده
leather-original = چرمی‌های اصلی
leather-express = چرمی‌های اکسپرس
level-beginner = مبتدی
level-casual = معمولی
level-strong = قوی
level-master = استاد
bot-random = تصادفی
bot-greedy = حریص
bot-strong = قوی

## Patches by their shape ("the 5-cell Y (patch 14)")

patch-named = { $shape } { $cells }خانه‌ای (تکه‌پارچۀ { $name })
patch-plain = تکه‌پارچۀ { $name }
shape-patch = تکه
shape-domino = دومینو
shape-corner = گوشه
shape-line = خط
shape-t-letter = T
shape-s-letter = S
shape-l-letter = L
shape-square = مربع
shape-u-letter = U
shape-p-letter = P
shape-n-letter = N
shape-y-letter = Y
shape-plus = بعلاوه
shape-tall-t = T بلند
shape-w-letter = W
shape-cross = صلیب
shape-z-letter = Z
shape-crooked-cross = صلیب کج
shape-walker = رونده
shape-step = پله
shape-long-t = T دراز
shape-hat = کلاه
shape-hook = قلاب
shape-boot = چکمه
shape-long-cross = صلیب دراز
shape-h-letter = H
shape-barrel = بشکه
shape-f-letter = F
shape-v-letter = V

## The move history

log-new-game = بازی تازۀ { $game } (بذر { $seed })؛ { $first } شروع می‌کند
log-game = بازی { $game }؛ { $first } شروع می‌کند
log-bought = { $name } { $patch } را به { $cost } دکمه خرید و { $spaces } خانه جلو رفت (تا { $to })
log-advanced = { $name } { $buttons } خانه جلو رفت تا { $to } و { $buttons } دکمه گرفت
log-income = درآمد: { $name } +{ $buttons } دکمه
log-leather-won = { $name } یک تکۀ چرمی برد (خانۀ { $space })
log-leather-sewn = { $name } تکۀ چرمی را روی { $cell } دوخت
log-leather-aside = { $name } تکۀ چرمی را کنار گذاشت
log-bonus = { $name } کاشی ویژۀ ۷×۷ را می‌گیرد
log-game-over = پایان بازی: { $name } برنده است
blue-join = فقط ۵ تکه مانده بود: ۸ تکۀ آبی پشت آن‌ها به حلقه می‌پیوندند
reached-the-end = { $name } اول به پایان می‌رسد (و در تساوی می‌برد)

## Refusals

refusal-game-over = بازی تمام شده است
refusal-leather-pending = اول باید تکۀ چرمیِ برده‌شده دوخته شود
refusal-no-leather = تکۀ چرمی‌ای برای دوختن نیست
refusal-not-next-three = تکه‌پارچۀ { $patch } از سه تکۀ بعدی نیست
refusal-cannot-afford = تکه‌پارچۀ { $patch } { $cost } دکمه قیمت دارد ولی بازیکن { $buttons } دکمه دارد
refusal-no-room = تکه‌پارچۀ { $patch } هیچ جای صفحۀ تکه‌دوزی جا نمی‌شود
refusal-wrong-shape = این خانه‌ها شکل تکه‌پارچۀ { $patch } نیستند
refusal-off-quilt = تکه از صفحۀ تکه‌دوزی بیرون می‌زند
refusal-overlap = خانۀ { $cell } پیش‌تر پوشیده شده است
refusal-must-place-leather = تکۀ چرمی باید دوخته شود: صفحه هنوز خانۀ خالی دارد
blocker-afford-you = قیمت { $cost }، شما { $buttons } دارید
blocker-afford-them = قیمت { $cost }، { $name } { $buttons } دارد
blocker-room-you = روی صفحۀ شما جا ندارد
blocker-room-them = روی صفحۀ { $name } جا ندارد
blocker-afford-short = قیمت { $cost }، دارد { $buttons }
blocker-room-short = جا ندارد
blocker-short = الان نه
refused = پذیرفته نشد: { $reason }
cannot-buy = { $patch } را نمی‌شود خرید: { $reason }
ghost-refused = این‌جا نمی‌شود دوخت: { $reason }

## The banner: whose turn, and why

turn-of = [{ $token }] نوبت { $name }
turn-of-bot = [{ $token }] نوبت { $name } (ربات { $bot })
turn-because = : { $why }
turn-behind = عقب‌تر روی صفحۀ زمان (خانۀ { $me }، { $them } روی { $other })
turn-on-top = هر دو توکن روی خانۀ { $at } و توکن { $name } رویی است
turn-leather = برای دوختن تکۀ چرمی‌ای که همین حالا برده شد
bot-plays = { $name } ({ $bot }) این نوبت را بازی می‌کند؛ u واگرد، q خروج
bot-plays-alone = { $name } این نوبت را بازی می‌کند؛ u واگرد، q خروج
bot-thinking = رایانه فکر می‌کند…
game-over = پایان بازی
game-over-wins = پایان بازی: { $name } برنده است

## Prompts and questions

prompt-choose = با 1-3 یا کلیک یک تکه انتخاب کنید، یا a را بزنید تا جلو بروید
prompt-only-advance = هیچ تکه‌ای خریدنی نیست: فقط می‌توانید جلو بروید (a)
prompt-ghost-ok = این‌جا مجاز است: Enter تکه را همین‌جا می‌دوزد
prompt-leather = تکۀ چرمی را با پیکان‌ها ببرید و Enter را بزنید تا دوخته شود
prompt-leather-aside = تکۀ چرمی را با پیکان‌ها ببرید و Enter را بزنید تا دوخته شود (s کنارش می‌گذارد)
prompt-leather-discard = تکۀ چرمی را با پیکان‌ها ببرید و Enter را بزنید تا دوخته شود (s کنارش می‌گذارد)
confirm-advance = تا خانۀ { $to } جلو بروید و { $buttons } دکمه بگیرید{ $income ->
        [0] {""}
       *[other] ، درآمد +{ $income }
    }{ $leather ->
        [0] {""}
        [one] { " " }و یک تکۀ چرمی
       *[other] { " " }و { $leather } تکۀ چرمی
    }؟ (y / n)
confirm-new-game = بازی تازه‌ای شروع شود؟ این بازی ذخیره شده است. (y / n)
confirm-quit-purchase = تکۀ چرمی‌ای که بردید هنوز دوخته نشده: خروج در این لحظه نوبتی را که آن را برد از دست می‌دهد (ذخیره بازی پیش از آن نوبت را دارد). باز هم خارج می‌شوید؟ (y / n)
confirm-quit-unsaved = آخرین ذخیره ناموفق بود: خروج در این لحظه ممکن است این بازی را از دست بدهد. باز هم خارج می‌شوید؟ (y / n)

## Notices

undone = واگرد شد (U یا Ctrl-R دوباره انجامش می‌دهد)
redone = دوباره انجام شد
nothing-to-undo = چیزی برای واگرد نیست
nothing-to-redo = چیزی برای انجام دوباره نیست
playing-on = ادامه از این‌جا، در بازی تازه‌ای (پروندۀ بازپخش‌شده تغییر نمی‌کند)
nothing-to-play-on = بازی تمام شده: چیزی برای ادامه نیست (اول یک گام به عقب بروید)
save-failed = بازی ذخیره نشد: { $reason } (بازی ادامه دارد؛ q پیش از خروج می‌پرسد)
bot-failed = رایانه نتوانست حرکت کند: { $reason } (u واگرد می‌کند)
setup-failed = بازی تازه چیده نشد: { $reason }
hint-thinking = در جست‌وجوی یک حرکت خوب…
hint = راهنمایی: { $what }: { $gain } تا پایان (Enter بازی‌اش می‌کند)
suggest-buy = #{ $patch } را بخرید و روی { $cell } بدوزید
suggest-advance = جلو بروید
suggest-leather = تکۀ چرمی را روی { $cell } بدوزید
suggest-aside = تکۀ چرمی را کنار بگذارید
suggest-nothing = پیشنهادی نیست

## The time board and the circle

time-board = صفحۀ زمان
on-top = توکن { $token } رویی است
ahead = [{ $token }] { $what }
ahead-nothing = [{ $token }] چیزی در راه نیست
ahead-income = $ در { $n }
ahead-leather = چرمی در { $n }
circle-title = حلقۀ تکه‌ها
circle-title-long = حلقۀ تکه‌ها، از توکن بی‌طرف
circle-legend = $ قیمت · t زمان · + درآمد
circle-patch = تکه‌پارچۀ { $name } · { $cells } خانه
circle-figures = قیمت { $cost } · زمان { $time }
circle-figures-tight = قیمت { $cost }، زمان { $time }،
circle-income = درآمد +{ $income }
circle-value = { $value } تا پایان · { $per } هر خانه
circle-cells = #{ $name } { $cells } خانه
gap-long = ◆ این‌جا #{ $name } بود که همین حالا خریده شد
gap-short = ◆ #{ $name } این‌جا بود
blue-waiting = +۸ تکۀ آبی وقتی ۵ تکه بماند می‌آیند
blue-waiting-short = ۸ آبی با ۵ تکۀ مانده
moves-title = حرکت‌ها
moves-back = { $n } عقب‌تر، { "}" } برای تازه‌ترها

## A quilt's figures

quilt-bot = ربات
quilt-you = شما
stat-buttons = دکمه { $buttons }
stat-income = درآمد { $income }
stat-time = زمان { $time }/{ $last }
stat-empty = خالی { $empty }
stat-empty-of = خالی { $empty } از { $cells }
stat-score = امتیاز { $score }
stat-score-short = امتیاز { $score }
stat-score-sum = = { $buttons }{ $bonus } - ۲×{ $empty }
stat-bonus = { " " }+ { $bonus } ویژه
stat-end = در پایان { $end }
stat-end-sum = = امتیاز + { $income }×{ $ahead } درآمد
stat-end-short = ← { $end }
stat-end-word = پایان { $end }

## The game-over box

final-score = [{ $token }] { $name }: { $total } = { $buttons } دکمه - ۲×{ $empty } خالی
final-score-bonus = [{ $token }] { $name }: { $total } = { $buttons } دکمه + { $bonus } ویژه - ۲×{ $empty } خالی
tally = { $income } دکمه از درآمد · { $patches } تکه · { $cells } خانۀ پوشیده
wins = { $name } برنده شد!
tie-rule = امتیازها برابر (هر کدام { $score }): برد با { $name } است که اول به خانۀ { $end } رسید.

## Help

help-title = راهنما · Esc یا ? می‌بندد
help-keys-title = کلیدها
help-rules-title = قانون‌ها در یک صفحه
help-more-above = ↑ بالاتر هم هست
help-more-below = ↓ پایین‌تر هم هست: ↓ PgDn
menu-more-below = ↓ پایین‌تر هم هست
help-legend-title = معنای نشانه‌ها
help-legend-income-sign = دکمه ۵ · +۲
help-legend-income = دکمه‌های یک صفحۀ تکه‌دوزی، سپس درآمدش (+۲): آنچه توکنش هر بار که از یک $ روی صفحۀ زمان می‌گذرد می‌گیرد
help-legend-end-sign = ← ۳۳ · پایان ۳۳
help-legend-end = امتیاز یک صفحه در پایان اگر دیگر چیزی خریده نشود: دکمه‌ها + درآمد × خانه‌های $ پیش رو - ۲ × خانه‌های خالی
help-legend-projected-sign = +۱۷ تا پایان
help-legend-projected = در راهنمایی (و «+۲۲ تا پایان» کنار یک تکه): آنچه این گام به امتیاز پایانی شما (←) می‌افزاید
help-legend-card-sign = 1$5t+1
help-legend-card = یک تکه در حلقه: ۱ دکمه قیمت دارد، ۵ خانه زمان می‌برد و +۱ درآمد می‌دهد
help-legend-board-sign = $ ▒
help-legend-board = روی صفحۀ زمان: یک خانۀ دکمه‌برداری؛ یک تکۀ چرمی (اولین توکنی که از آن بگذرد می‌گیردش)
help-legend-marks-sign = ▿ ◦
help-legend-marks = روی صفحۀ زمان: جایی که تکۀ دیده‌شده توکن شما را می‌برد؛ جایی که توکن آخر از آن آمد
help-legend-ghost-sign = ▓ ░ X
help-legend-ghost = تکه‌ای که جایگذاری می‌شود: این‌جا جا می‌شود؛ جا نمی‌شود؛ روی تکۀ دیگری است
help-legend-gap-sign = ◆ #4
help-legend-gap = زیر حلقه: جای آخرین تکۀ خریده‌شده (توکن بی‌طرف حالا آن‌جاست)
help-legend-best-sign = ◆◆
help-legend-best = روی صفحۀ تکه‌دوزی در بازپخش: بهترین گام از نگاه بررسی، روی وضعیت پیش از آن گام
help-legend-bonus-sign = ★7x7
help-legend-bonus = کاشی ویژۀ ۷×۷: اولین کسی که یک مربع ۷×۷ را بپوشاند +۷ می‌گیرد
help-legend-blue-sign = ۸ آبی
help-legend-blue = اکسپرس: وقتی ۵ تکه بماند، ۸ تکۀ آبی به حلقه می‌پیوندند
help-rules-classic =
    .first = بازیکنی که روی صفحۀ زمان عقب‌تر است بازی می‌کند (در خانۀ مشترک، توکن رویی). یا یکی از ۳ تکۀ بعد از توکن بی‌طرف را بخرید (دکمه‌هایش را بپردازید، هر جا که جا شود بدوزید، به اندازۀ زمانش حرکت دهید) یا درست از توکن دیگر جلو بزنید، هر خانه +۱ دکمه.
    .second = گذشتن از $ درآمدتان را می‌پردازد؛ اولین کسی که از خانۀ چرمی بگذرد آن تکۀ ۱×۱ را می‌دوزد. اولین کسی که یک مربع ۷×۷ را بپوشاند +۷ می‌گیرد.
    .third = در پایان: دکمه‌ها (+۷) - ۲ برای هر خانۀ خالی؛ در تساوی، کسی که اول تمام کرده می‌برد.
help-rules-express =
    .first = اکسپرس: صفحه‌های ۷×۷، ۳۰ خانه. بازیکنِ عقب‌تر بازی می‌کند (در خانۀ مشترک، توکن رویی). یا یکی از ۳ تکۀ بعد از توکن بی‌طرف را بخرید (بپردازید، بدوزید، به اندازۀ زمانش حرکت دهید) یا درست از توکن دیگر جلو بزنید، هر خانه +۱ دکمه.
    .second = وقتی ۵ تکه بماند، ۸ تکۀ آبی پشت آن‌ها می‌آیند. گذشتن از $ درآمدتان را می‌پردازد؛ تکۀ چرمیِ برده‌شده را می‌شود دوخت یا کنار گذاشت.
    .third = کاشی ویژه ندارد. در پایان: دکمه‌ها - ۲ برای هر خانۀ خالی؛ در تساوی، کسی که اول تمام کرده می‌برد.
too-small = ترمینال کوچک است: { $w }x{ $h } لازم است (یا { $nw }x{ $nh } برای پنجرۀ باریک)، این { $have_w }x{ $have_h } است
too-small-hint = پنجره را بزرگ کنید، یا q را بزنید تا خارج شوید
too-small-again = { $note } (q دوباره خارج می‌شود)

## The key bar and the help's key list

keys-arrows = پیکان‌ها
keys-click = کلیک
keys-mouse = ماوس
keys-wheel = چرخ
bar-yes = بله
bar-no = نه
bar-close-help = بستن راهنما
bar-close = بستن
bar-scroll = پیمایش
bar-choose = انتخاب
bar-advance = جلو
bar-move = جابه‌جایی
bar-change = تغییر
bar-select = انتخاب
bar-back = بازگشت
bar-done = تمام
bar-erase = پاک
bar-rotate = چرخش
bar-flip = وارونه
bar-pick = برداشتن
bar-sew = دوختن
bar-edges = لبه‌ها
bar-set-aside = کنار
bar-discard = کنار
bar-hint = راهنمایی
bar-undo = واگرد
bar-new-game = بازی تازه
bar-rematch = دور دوباره
bar-replay = بازپخش
bar-see-the-quilts = صفحه‌ها/امتیازها
key-said = { $key }: { $what }
bar-circle = حلقه
bar-moves = حرکت‌ها
bar-go-to = برو به
bar-go = برو
bar-cancel = لغو
bar-step = گام
bar-start-end = آغاز/پایان
bar-autoplay = پخش خودکار
bar-speed = سرعت
bar-review = بررسی
bar-mistakes = اشتباه‌ها
bar-best = بهترین گام
bar-play-from-here = ادامه از این‌جا
bar-leave = ترک
bar-help = راهنما
bar-quit = خروج
bar-menu = منو
help-choose = یکی از ۳ تکه را انتخاب کنید
help-advance = جلو رفتن، هر خانه +۱ دکمه
help-look = تکه‌های پیشنهادی را ببینید: نتیجۀ خرید هر کدام زیر خط نوبت می‌آید
help-left = جابه‌جایی تکه یا چرمی
help-rotate-clockwise = چرخاندن (یا کلیک راست)
help-rotate-anticlockwise = چرخاندن به سوی دیگر
help-flip = وارونه کردن (تصویر آینه‌ای)
help-confirm = برداشتن تکۀ برجسته
help-sew = دوختن همین‌جا (یا یک کلیک)
help-back = تکه را برگردانید
help-jump-top = به یک لبه (یا H L K J)
help-set-aside = کنار گذاشتن چرمی اگر مجاز باشد
help-set-aside-discard = اکسپرس: کنار گذاشتن چرمی
help-hint = راهنمایی از ربات قوی
help-undo = واگرد (پاسخ ربات هم)
help-redo = انجام دوباره
help-new-game = پایان بازی: بازی تازه
help-rematch = پایان بازی: دور دوباره، این بار اول بازیکن دیگر
help-replay-game = پایان بازی: بازپخش همین بازی
help-toggle-box = پایان بازی: پنهان/نمایش امتیازها
help-circle-back = ورق زدن حلقۀ تکه‌ها
help-moves-back = ورق زدن فهرست حرکت‌ها
help-digit = شمارۀ یک گام را بنویسید
help-jump = رفتن به گامِ نوشته‌شده
help-erase = پاک کردن یک رقم
help-cancel-entry = فراموش کردن شمارۀ نوشته‌شده
help-step-back = یک گام عقب، جلو
help-first = به آغاز، به پایان
help-autoplay = پخش خودکار روشن/خاموش
help-faster = پخش خودکار تندتر، کندتر
help-review = بررسی بازی با ربات قوی
help-mistakes = به اشتباه بررسی‌شدۀ بعدی یا قبلی
help-best = بهترین گام ربات روی وضعیت پیش از گامِ نمایش‌داده‌شده، یا بازگشت به گامی که بازی شد
help-play-from-here = ادامه از این‌جا در بازی تازه
help-leave = ترک بازپخش
help-help = همین راهنما
help-quit = خروج (اگر چیزی از دست برود می‌پرسد)
help-menu = بازگشت به منو (اگر چیزی از دست برود اول می‌پرسد)
help-card-continue = کارت درس یا معما: ادامه
help-card-leave = کارت درس یا معما: بازگشت به منو
help-force-quit = خروج فوری
help-suspend = تعلیق (fg بازمی‌گرداند)

## The menu

menu-title = پچ‌ورک
menu-new-game = بازی تازه
menu-continue = ادامۀ آخرین بازی
menu-load = باز کردن بازی ذخیره‌شده
menu-replay = بازپخش بازی ذخیره‌شده
menu-stats = آمار
menu-quit = خروج
menu-variant = بازی
menu-board = صفحۀ زمان
menu-opponent = حریف
menu-seat = نوبت شما
menu-start = شروع بازی
menu-typing = نام را بنویسید، سپس Enter
menu-no-games = هنوز بازی ذخیره‌شده‌ای این‌جا نیست
menu-nothing-saved = هنوز چیزی ذخیره نشده: یک بازی تازه شروع کنید
menu-name-enter = Enter نام را می‌نویسد
menu-your-name = نام شما
menu-player = بازیکن { $n }
menu-friend = دوستی پشت همین صفحه‌کلید
menu-computer = رایانه، { $level }
seat-first = اول
seat-second = دوم
seat-lot = با قرعه

## The replay viewer and the review

replay-status = بازپخش · گام { $step } از { $steps } · { $play }
replay-playing = ▶ پخش خودکار، هر گام { $seconds } ثانیه
replay-paused = مکث، هر گام { $seconds } ثانیه
replay-playing-short = ▶ پخش خودکار
replay-paused-short = مکث
replay-start = آغاز
replay-fault = ✗ پروندۀ معیوب: { $fault }
go-to = رفتن به { $entry }
stops-before = پیش از { $step } می‌ایستد (معیوب)
reviewing = در حال بررسی { $gauge } { $done }/{ $total }
reviewing-end = در حال بررسی: نگاهی دوباره به حرکت‌های نزدیک به هم…
accuracy = دقت { $one } · { $two }
verdict-judged = { $class }: { $percent ->
        [0] شانس برد تقریباً بی‌تغییر
       *[other] شانس برد -{ $percent }٪
    }{ $points ->
        [0] {""}
        [one] ، ۱ امتیاز کمتر
       *[other] ، { $points } امتیاز کمتر
    }
verdict = { $judged }؛ بهترین: { $best }
class-best = بهترین
class-excellent = عالی
class-good = خوب
class-inaccuracy = نادقیق ?!
class-mistake = اشتباه ?
class-blunder = خطای بزرگ ??
class-forced = ناگزیر
class-unclear = نامعلوم
verdict-unclear = { $class }: بین { $low } و { $high } امتیاز کمتر
graph-title = شانس برد { $name } · در گام { $step }

best-shown = ◆ بهترین گام ربات پیش از گام { $step } (b: گامی که بازی شد)

## Online play: a table served over SSH (`patchwork serve`).
say-good-game = بازی خوبی بود!
say-thinking = دارم فکر می‌کنم…
say-back-soon = یک دقیقه دیگر برمی‌گردم.
table-reset = بازی میز جای بازیِ نمایش‌داده‌شده را گرفت
table-undo-asked = { $asker } اجازه می‌خواهد آخرین گامش را پس بگیرد (و گام شما را پس از آن، اگر باشد): y می‌پذیرد، n رد می‌کند
table-undo-requested = از { $other } اجازه خواستید آخرین گامتان را پس بگیرید (و گام او را پس از آن، اگر باشد): منتظر پاسخ
table-undo-pending = درخواستی برای پس گرفتن یک گام هنوز منتظر پاسخ است
table-said = { $name }: { $phrase }
table-not-here = پشت میز، انجام دوباره، راهنمایی، بررسی، ادامه از میانه و بازی تازه پیشنهاد نمی‌شوند: هر میز یک بازی دارد که پشت دو ترمینال بازی می‌شود
table-waits-join = منتظر پیوستن { $name }: کد میز { $code } است
table-waits-back = منتظر بازگشت { $name } ({ $time })؛ جایش نگه داشته می‌شود
table-plays = { $name } این نوبت را پشت ترمینال خودش بازی می‌کند
menu-online-title = پچ‌ورک برخط
menu-new-table = باز کردن یک میز
menu-join-table = پیوستن به یک میز
menu-table-your-turn = بازگشت به میز { $code }: { $one } و { $two }، نوبت شماست
menu-table-their-turn = بازگشت به میز { $code }: { $one } و { $two }
menu-code = کد میز
menu-code-typing = چهار حرف و Enter؛ بدون کلید، یک فاصله و نامتان را بیفزایید
menu-code-short = کد هر میز چهار حرف دارد
menu-you = میزبان
menu-guest = مهمان
menu-guest-name = نام مهمان شما
menu-no-table = هیچ میزی کد { $code } را ندارد
menu-slow-down = کدهای نادرست: پیش از تلاش بعدی { $seconds } ثانیه صبر کنید
menu-tables-full = کارساز هر چند میز که می‌پذیرد باز دارد؛ بعداً دوباره تلاش کنید
online-replaced = کلید شما در اتصال دیگری جایش را پس گرفت: این اتصال به منو برگشت
online-server-stopped = کارساز متوقف شد؛ میزتان ذخیره شده و با راه‌اندازی دوباره ادامه می‌یابد
online-idle = مدتی دراز کلیدی زده نشد: اتصال بسته شد، جای شما نگه داشته می‌شود
table-code = میز { $code }
table-undo-watched = { $asker } از { $other } اجازه می‌خواهد آخرین گامش را پس بگیرد
table-undo-agreed-yours = { $by } پذیرفت: آخرین گام شما پس گرفته شد
table-undo-refused-yours = { $by } نپذیرفت: آخرین گام شما می‌ماند
table-undo-agreed-you = پذیرفتید: آخرین گام { $asker } پس گرفته شد
table-undo-refused-you = نپذیرفتید: آخرین گام { $asker } می‌ماند
table-undo-agreed = { $by } پذیرفت که آخرین گام { $asker } پس گرفته شود
table-undo-refused = { $by } نپذیرفت که آخرین گام { $asker } پس گرفته شود
table-joined = { $name } به میز پیوست
table-back = { $name } برگشت
table-refused = میز آن را نپذیرفت: { $reason }
table-unsaved = کارساز نتوانست میز را ذخیره کند ({ $reason })؛ گام سر جایش می‌ماند
table-refusal-watcher = تماشاگر گامی بازی نمی‌کند
table-refusal-over = بازی تمام شده است
table-refusal-stale = بازی میز پیش‌تر رفته بود
table-refusal-not-your-turn = نوبت بازیکن دیگر است
table-watching = تماشا می‌کنید
unavailable-suspend = Ctrl-Z این‌جا کاری نمی‌کند: توقف این برنامه بازی را برای دیگران هم متوقف می‌کند (q برای ترک)
unavailable-save = بازی‌ها و پیشرفت این‌جا ذخیره نمی‌شوند: این بازی از راه SSH بازی می‌شود
unavailable-search = این‌جا از رایانه پرسیده نمی‌شود: این بازی از راه SSH بازی می‌شود
unavailable-table = این بازی پشت میز بازی نمی‌شود
table-watchers = { $n } تماشاگر
## Learning: the menu's rows, the lessons, the first-game tips, the daily deal

menu-new-player = با پچ‌ورک تازه‌آشنایید؟ بازی را یاد بگیرید: ده درس، پنج دقیقه
menu-learn = یادگیری بازی
menu-daily-undated = دست روز
menu-daily = دست روز ({ $date })
menu-daily-played = دست روز ({ $date }): { $result }
menu-lesson-done = ✓ انجام شد
menu-tips = نکته‌های بازی اول
menu-tips-on = روشن
menu-tips-off = خاموش
help-menu-choose = جابه‌جایی میان ردیف‌ها
help-menu-change = بازی تازه: تغییر مقدار ردیف
help-menu-select = باز کردن ردیفِ زیر مکان‌نما
help-menu-back = بازگشت به صفحۀ نخست
help-menu-done = نوشتن نام: تمام
help-menu-erase = نوشتن نام: پاک کردن یک حرف
menu-about-main = هر ردیف یک صفحه یا یک بازی را باز می‌کند: بازی تازه با یک دوست یا رایانه، درس‌ها و معماها، دست روز (برای همه یکسان)، بازی‌های ذخیره‌شده برای ادامه یا بازپخش، و آمار شما. ردیف‌هایی که هنوز به کار نمی‌آیند کم‌رنگ‌اند.
menu-about-online = یک میز باز کنید و کد چهارحرفی‌اش را به دوستی بدهید، یا با کد میز دوستتان به آن بپیوندید.
menu-about-new-game = ← → مقدار ردیف را عوض می‌کند: بازی (کلاسیک یا اکسپرس)، چرمی‌های صفحۀ زمان، حریف (دوستی پشت همین صفحه‌کلید، یا رایانه در یک سطح)، این‌که در برابر رایانه چه کسی اول بازی کند، نام‌ها، نکته‌های بازی اول. Enter روی یک نام آن را می‌نویسد؛ Enter روی ردیف آخر بازی را شروع می‌کند.
menu-about-load = بازی‌های ناتمام شما، تازه‌ترین اول: زمان ذخیره، بازیکنان، بازی، و این‌که تا کجا رفته. نام‌های بلند کوتاه می‌شوند تا ردیف کامل بماند. Enter از همان‌جا که ایستاده ادامه می‌دهد.
menu-about-replay = همۀ بازی‌های ذخیره‌شده، تازه‌ترین اول: زمان ذخیره، بازیکنان، بازی، و امتیاز پایانی (یا «در جریان»). نام‌های بلند کوتاه می‌شوند تا ردیف کامل بماند. Enter بازپخش را باز می‌کند: بازی گام به گام، و بررسی‌اش با ربات قوی.
menu-about-stats = نتیجه‌های شما در بازی‌های ذخیره‌شده، کلاسیک و اکسپرس جدا، در برابر هر حریف: شمار بازی‌ها، سپس از بازی‌های تمام‌شده بردها و باخت‌ها (در امتیاز برابر، برد با کسی است که اول به پایان رسید)، میانگین امتیاز شما، میانگین اختلاف (امتیاز شما منهای امتیاز حریف) و بهترین امتیاز شما. در برابر یک آدم، امتیاز جای سمت چپ؛ میان دو ربات، امتیاز بازیکن ۱.
menu-about-join = چهار حرف میز را بنویسید، سپس Enter. مهمانی که کلید ندارد می‌تواند یک فاصله و نامی را که با آن نشسته بود بیفزاید تا جایش را پس بگیرد.
menu-about-lessons = ده درس کوتاه، هر کدام یک وضعیت آماده با یک کار برای امتحان. ✓ درس‌های انجام‌شده را نشان می‌دهد؛ Enter یکی را باز می‌کند.
bar-continue = ادامه
lesson-row = { $n }. { $title }
lesson-line = درس { $n }/{ $total } · { $task }
lesson-heading = درس { $n } از { $total }: { $title }
lesson-key-begin = شروع
lesson-key-next = درس بعدی
lesson-key-first-game = بازی اول در برابر مبتدی
lesson-key-menu = منو
lesson-try-again = ✗ { $why }
lesson-key-again = دوباره
lesson-wrong-advanced = شما جلو رفتید: این بار یک تکه بخرید (1، 2 یا 3).
lesson-wrong-passed = توکن شما به خانۀ { $at } رفت، جلوتر از توکن دیگر روی { $other }: حالا بازیکن دیگر بازی می‌کند. تکه‌ای با زمان کمتر شما را عقب نگه می‌دارد.
lesson-wrong-no-income = آن تکه هیچ دکمه‌ای ندارد: درآمدی نمی‌آورد.
lesson-wrong-gap = دوخته شد، ولی سوراخ هنوز باز است: تکه را روی آن ببرید، r می‌چرخاندش، f وارونه‌اش می‌کند.
lesson-wrong-bought = شما یک تکه خریدید: این بار جلو بروید (a).
lesson-wrong-short-of-income = توکن شما روی خانۀ { $at } ایستاد، پیش از خانۀ دکمه‌برداری: این بار درآمدی نیست.
lesson-wrong-short-of-leather = توکن شما روی خانۀ { $at } ایستاد، پیش از تکۀ چرمی: هنوز همان‌جاست.
lesson-wrong-no-bonus = مربع ۷×۷ هنوز خانۀ خالی دارد: سوراخش را پر کنید.
lesson-wrong-lost = بازی تمام شد و شما باختید، { $mine } به { $theirs }: خانه‌های خالی را بشمارید.

lesson-goal-title = هدف بازی
lesson-goal-intro = هر بازیکن تکه‌پارچه‌ها را روی صفحۀ تکه‌دوزیِ ۹×۹ خانه‌ای می‌دوزد. دکمه‌ها هم پول‌اند و هم امتیاز: در پایان، دکمه‌هایتان امتیاز شماست، منهای ۲ امتیاز برای هر خانۀ خالیِ صفحه‌تان. امتیاز بیشتر می‌برد.
lesson-goal-task = یکی از سه تکه را بخرید و روی صفحه‌تان بدوزید.
lesson-goal-hint = 1، 2 یا 3 را بزنید تا تکه‌ای بردارید، سپس Enter: همان‌جا که نشان داده می‌شود دوخته می‌شود.
lesson-goal-done = اولین تکۀ شما دوخته شد. با پوشاندن صفحه‌تان از دست دادن ۲ امتیاز برای هر خانۀ خالی را پیشگیری می‌کنید.

lesson-turn-title = صفحۀ زمان و نوبت
lesson-turn-intro = هر تکه زمان می‌برد: توکن شما به اندازۀ عدد ساعت شنی روی صفحۀ زمان جلو می‌رود. نوبت‌ها یکی در میان نیستند: بازیکنی که توکنش عقب‌تر است بازی می‌کند، و می‌تواند چند بار پشت سر هم بازی کند. در خانۀ مشترک، توکن رویی بازی می‌کند.
lesson-turn-task = گامی بردارید که پس از آن باز هم نوبت شما باشد: عقب بمانید.
lesson-turn-hint = به زمان (t) هر تکه نگاه کنید: توکن شما روی ۴ است و دیگری روی ۸. فقط تکه‌ای با زمان کم شما را عقب نگه می‌دارد.
lesson-turn-done = باز هم نوبت شماست! زمان ارزان به اندازۀ دکمۀ ارزان می‌ارزد: بازیکنِ عقب‌تر بازی را ادامه می‌دهد.

lesson-buy-title = خرید تکه: قیمت، زمان و درآمد
lesson-buy-intro = می‌توانید یکی از سه تکۀ درست بعد از توکن بی‌طرف را بخرید. قیمتش را با دکمه ($) بپردازید، توکنتان را به اندازۀ زمانش (t) حرکت دهید، و آن را بدوزید. دکمه‌های چاپ‌شده روی یک تکه (+) درآمد آن‌اند: در طول بازی بارها و بارها به شما پول می‌دهند.
lesson-buy-task = تکه‌ای را بخرید که یک دکمه دارد (درآمد +۱).
lesson-buy-hint = تکۀ ۱۰ دکمه‌ای خیلی گران است؛ از دو تای دیگر، فقط یکی + (درآمد) دارد.
lesson-buy-done = هر خانۀ دکمه‌برداری که حالا از آن بگذرید یک دکمۀ بیشتر به شما می‌دهد. درآمدِ زود بارها پس می‌دهد.

lesson-place-title = جایگذاری تکه: جابه‌جایی، چرخش، وارونه کردن
lesson-place-intro = تکه را می‌شود هر جای صفحه‌تان گذاشت، به هر طرف چرخانده و وارونه، فقط روی خانه‌های خالی. لازم نیست به تکه‌های دیگر بچسبد. با پیکان‌ها جابه‌جایش کنید، r می‌چرخاندش، f وارونه‌اش می‌کند، Home End PgUp PgDn آن را به یک لبه می‌برند.
lesson-place-task = تکۀ L را در سوراخ پایین سمت راست بدوزید.
lesson-place-hint = تکه را انتخاب کنید (1): بالا سمت چپ باز می‌شود. End و PgDn آن را به پایین سمت راست می‌برند، r آن را می‌چرخاند تا سوراخ را پر کند، Enter می‌دوزدش.
lesson-place-done = جای دقیق: سوراخ‌هایی که هیچ تکه‌ای در آن‌ها جا نمی‌شود در پایان هر کدام ۲ امتیاز می‌گیرند.

lesson-advance-title = جلو رفتن برای دکمه
lesson-advance-intro = به جای خرید، می‌توانید جلو بروید: توکنتان به خانۀ درست جلوی توکن دیگر می‌رود، و برای هر خانه یک دکمه می‌گیرید. همیشه مجاز است، و راه چاره وقتی هیچ تکه‌ای ارزش خرید ندارد.
lesson-advance-task = از توکن دیگر جلو بزنید و دکمه‌ها را بگیرید.
lesson-advance-hint = a را بزنید، سپس Enter (یا y) برای تأیید.
lesson-advance-done = دکمه در برابر زمان: وقتی تکه‌های پیشنهادی گران‌اند، جلو رفتن راه پول درآوردن است.

lesson-income-title = خانه‌های دکمه‌برداری
lesson-income-intro = بعضی خانه‌های صفحۀ زمان یک دکمه دارند. هر بار که توکنتان از یکی بگذرد، به شمار همۀ دکمه‌های تکه‌های صفحه‌تان دکمه می‌گیرید: درآمد شما.
lesson-income-task = از خانۀ دکمه‌برداری روی خانۀ ۱۱ بگذرید و درآمدتان را بگیرید.
lesson-income-hint = توکن شما روی ۹ است. تکه‌ای با زمان ۲ یا بیشتر، یا جلو رفتن، از خانۀ ۱۱ می‌گذرد.
lesson-income-done = پرداخت شد! صفحۀ شما ۳ دکمه دارد، پس هر خانۀ دکمه‌برداری ۳ دکمه به شما می‌دهد.

lesson-leather-title = تکه‌های چرمی
lesson-leather-intro = تکه‌های چرمیِ یک‌خانه‌ای روی صفحۀ زمان هستند. اولین بازیکنی که از چنین خانه‌ای بگذرد تکه را برمی‌دارد و باید فوراً آن را روی یک خانۀ خالیِ صفحه‌اش بدوزد. ۲ امتیاز می‌ارزد: یک خانۀ خالی کمتر.
lesson-leather-task = از تکۀ چرمی روی خانۀ ۲۶ بگذرید و آن را بدوزید.
lesson-leather-hint = توکن شما روی ۲۴ است: تکه‌ای با زمان ۲ یا بیشتر، یا جلو رفتن، از خانۀ ۲۶ می‌گذرد. سپس تکۀ چرمی را به یک سوراخ ببرید و Enter را بزنید.
lesson-leather-done = تکه‌های چرمی سوراخ‌هایی را پر می‌کنند که هیچ چیز دیگری در آن‌ها جا نمی‌شود. حواستان به آن‌ها روی صفحۀ زمان باشد.
lesson-sew-leather-hint = تکۀ چرمی را بدوزید: با پیکان‌ها آن را به یک سوراخ ببرید و Enter را بزنید.

lesson-bonus-title = کاشی ویژۀ ۷×۷
lesson-bonus-intro = اولین بازیکنی که یک مربع کامل ۷×۷ خانه‌ای را روی صفحه‌اش بپوشاند کاشی ویژه را می‌گیرد: ۷ امتیاز. فقط یکی هست، و هرگز از دست نمی‌رود.
lesson-bonus-task = مربع ۷×۷ بالا سمت چپ را کامل کنید و کاشی ویژه را بگیرید.
lesson-bonus-hint = سوراخ مربع سه خانه به شکل L است: تکۀ گوشۀ کوچک در آن جا می‌شود.
lesson-bonus-done = هفت امتیاز! کاشی ویژه از آنِ کسی است که اول یک مربع ۷×۷ را بپوشاند: زود برایش مسابقه دهید.

lesson-end-title = پایان و امتیازبندی
lesson-end-intro = وقتی هر دو توکن به آخرین خانه برسند، بازی تمام می‌شود. امتیاز: دکمه‌هایتان، به‌علاوۀ ۷ با کاشی ویژه، منهای ۲ برای هر خانۀ خالی. در امتیاز برابر، بازیکنی که اول به پایان رسیده می‌برد.
lesson-end-task = بازی را با گامی تمام کنید که آن را ببرد.
lesson-end-hint = جلو رفتن ۳۰ خانۀ خالی شما را خالی می‌گذارد: -۶۰. تکه‌ای که ۴ خانه را بپوشاند ۸ امتیاز می‌ارزد، منهای قیمتش به دکمه.
lesson-end-done = بردید! خانه‌های خالی بیش از آنچه دکمه‌ها می‌آورند هزینه دارند، پس در پایان صفحه‌تان را پر کنید.

lesson-express-title = پچ‌ورک اکسپرس
lesson-express-intro = اکسپرس سریع‌تر است: صفحۀ تکه‌دوزیِ ۷×۷، صفحۀ زمانِ ۲۹ خانه‌ای، ۱۵ تکۀ رنگارنگ و بدون کاشی ویژه. وقتی فقط ۵ تکه بماند، ۸ تکۀ آبی به حلقه می‌پیوندند. تکۀ چرمیِ برده‌شده را می‌شود دوخت یا کنار گذاشت (s).
lesson-express-task = از تکۀ چرمی روی خانۀ ۷ بگذرید: بدوزیدش یا کنارش بگذارید.
lesson-express-hint = توکن شما روی ۵ است: جلو رفتن، یا تکه‌ای با زمان ۲ یا بیشتر، از خانۀ ۷ می‌گذرد.
lesson-express-done = قانون‌های هر دو بازی را می‌دانید. وقت یک بازی واقعی است!

tip-income = نکته: درآمد! { $n } دکمه، یکی برای هر دکمۀ چاپ‌شده روی تکه‌هایتان.
tip-leather = نکته: تکۀ چرمی یک خانه را می‌پوشاند؛ هر خانۀ خالی در پایان ۲ امتیاز می‌گیرد.
tip-twice = نکته: نوبت دوم پشت سر هم: توکنِ عقب‌تر همیشه بازی می‌کند.
tip-afford = نکته: دکمه کم دارید؟ جلو بروید: هر خانه یک دکمه.
tip-bonus = نکته: { $n } خانه تا یک مربع کامل ۷×۷: اولین کسی که یکی را بپوشاند +۷ می‌گیرد.

daily-result = { $score } به { $other } ({ $margin })
daily-share = دست روز پچ‌ورک { $date } · { $level } · { $result }
daily-first-try = روز اولین تلاش شما را می‌شمارد: { $share }
progress-broken = { $file } خوانده نشد؛ همان‌طور می‌ماند، و پیشرفت این نشست نگه داشته نمی‌شود
progress-not-written = پیشرفت ذخیره نشد: { $reason }

## Puzzles

menu-puzzles = معماها
menu-puzzles-row = معماها: { $solved }/{ $of } حل‌شده، پیاپی { $streak }
puzzle-line = معمای { $n }/{ $of } ({ $level }) · بهترین گام را پیدا کنید: کدام تکه، یا جلو رفتن؟
puzzle-easy = آسان
puzzle-medium = متوسط
puzzle-hard = دشوار
puzzle-hint = آنچه هر انتخاب تا پایان می‌دهد را بسنجید: درآمدِ در راه، خانه‌های پوشیده، دکمه‌ها، و زمان.
puzzle-right = معمای { $n } از { $of }: درست است!
puzzle-wrong = معمای { $n } از { $of }: بهترین نبود
puzzle-best = بهترین گام { $best } است: اختلاف پایانی { $value } با بهترین بازی. گام خوب بعدی، { $second }، { $second_value } می‌دهد: { $margin } امتیاز کمتر. { $how }
puzzle-you-played = شما { $played } را انتخاب کردید.
puzzle-proof-exact = با جست‌وجوی کامل پایان بازی ثابت شد.
puzzle-proof-deep = با جست‌وجوی ژرف ربات قوی برآورد شد.
puzzle-buy = خرید { $patch }
puzzle-advance = جلو رفتن
puzzle-streak = پیاپی: { $streak } بار پشت سر هم (بهترین { $best }). فقط تلاش اول حساب می‌شود.
puzzle-key-next = معمای بعدی
bar-say = گفتن
help-say = پشت میز: گفتن «بازی خوبی بود!»، «دارم فکر می‌کنم…» یا «یک دقیقه دیگر برمی‌گردم.»
bar-resign = تسلیم
help-resign = پشت میز: تسلیم شدن در بازی (اول می‌پرسد)
table-confirm-resign = در این بازی تسلیم می‌شوید؟ حریفتان آن را می‌برد. (y / n)
table-resigned = { $name } تسلیم شد: { $winner } برنده است
bar-claim = گرفتن بازی
help-claim = پشت میز، وقتی بازیکن دیگر ۵ دقیقه غایب بوده: بازی را بگیرید (یا q برای نگه داشتنش برای بعد)
table-waits-claim = { $name } { $time } است که نیست: C بازی را می‌گیرد، q آن را برای بعد نگه می‌دارد
table-claimed = { $name } برنگشت: { $winner } بازی را می‌گیرد
confirm-menu-purchase = تکۀ چرمی‌ای که بردید هنوز دوخته نشده: بازگشت به منو در این لحظه نوبتی را که آن را برد از دست می‌دهد (ذخیره بازی پیش از آن نوبت را دارد). باز هم به منو برمی‌گردید؟ (y / n)
confirm-menu-unsaved = آخرین ذخیره ناموفق بود: بازگشت به منو در این لحظه ممکن است این بازی را از دست بدهد. باز هم به منو برمی‌گردید؟ (y / n)
circle-patch-short = تکه‌پارچۀ { $name }
buy-preview = ▶ { $patch } ← خانۀ { $to }{ $income ->
    [0] {""}
   *[other] ، درآمد +{ $income }
}{ $leather ->
    [0] {""}
   *[other] ، چرمی
}؛ { $again ->
    [yes] دوباره نوبت شماست
   *[no] نوبت بعد با { $other }
} · { $projected } تا پایان
menu-tables-yours = همین حالا { $n } میز باز دارید: اول یکی را تمام کنید یا ترک کنید
bar-patches = تکه‌ها
help-patches = تکه‌های ماندۀ حلقه، با عددهایشان
patches-title = تکه‌های ماندۀ حلقه · Esc می‌بندد
patches-key = کلید
patches-patch = تکه
patches-cells = خانه
patches-cost = قیمت
patches-time = زمان
patches-income = درآمد
patches-value = تا پایان
patches-per-space = هر خانه
bar-always = بله، دیگر نپرس
help-always = وقتی برای جلو رفتن پرسیده می‌شود: بله، و از این پس بی‌درنگ جلو برو (تا ترک بازی)

## The banner: what a step did, after who did it (the mover's income, leather and bonus)

news-income = درآمد +{ $buttons } دکمه
news-income-short = درآمد +{ $buttons }
news-leather-won = یک تکۀ چرمی برد (خانۀ { $space })
news-leather-won-short = یک تکۀ چرمی برد
news-leather-sewn = آن را روی { $cell } دوخت
news-leather-aside = آن را کنار گذاشت
news-bonus = کاشی ویژۀ ۷×۷ را گرفت
news-bought-short = { $name } #{ $patch } را به { $cost } دکمه خرید (تا خانۀ { $to })
news-advanced-short = { $name } تا خانۀ { $to } جلو رفت (+{ $buttons })
news-reached = اول به پایان رسید (و در تساوی می‌برد)
news-reached-short = اولین در پایان
news-blue-join-short = ۸ تکۀ آبی به حلقه می‌پیوندند
turn-of-bot-alone = [{ $token }] نوبت { $name } (ربات)
turn-behind-short = عقب‌تر (خانۀ { $me }، [{ $token }] روی { $other })
turn-on-top-short = رویی در خانۀ { $at }
prompt-only-advance-short = چیزی برای خرید نیست: a جلو می‌رود
replay-start-line = آغاز:
accuracy-player = [{ $token }] { $name } { $percent }
accuracy-token = [{ $token }] { $percent }
accuracy-percent = { $value }٪
news-leather-sewn-short = روی { $cell } دوخته شد
news-bonus-short = کاشی ویژۀ ۷×۷

## Separators

list-separator = {"، "}

## The check screen: how this terminal shows right-to-left text

menu-display = نمایش فارسی
display-sample = اگر این سطر درست خوانده می‌شود، { $key } را بزنید
display-itself = ترمینال من خودش فارسی را نشان می‌دهد: { $key }
help-display-choose = سطری که درست خوانده می‌شود
menu-about-display = همان واژه‌ها، به سه شکلی که ترمینال‌ها لازم دارند: حروف پیوسته و راست به چپ به دست بازی؛ حروف هر واژه به عهدۀ ترمینال؛ کل سطر به عهدۀ ترمینال. شمارۀ سطری را بزنید که درست خوانده می‌شود. این انتخاب برای همین ترمینال نگه داشته می‌شود (روی کارساز، برای کلید شما)؛ این ردیف منو بررسی را دوباره نشان می‌دهد.
