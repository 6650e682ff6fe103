# پیام‌های خط فرمان برای آدم‌ها، به فارسی: `games`، `stats`، خلاصۀ `arena`، آنچه بازی هنگام
# ترک می‌گوید، و پاسخ‌های ردش. Persian; the same messages and arguments as cli-en.ftl.
# (Machine-read outputs, `move`, `verify --json`, `perft`, `review --json` and the record
# format, never come from here.)

## patchwork games, and the menu's lists

games-none = هیچ بازی ذخیره‌شده‌ای در { $dir } نیست
games-header = بازی‌های ذخیره‌شده در { $dir }، تازه‌ترین اول (patchwork --load N شمارۀ N را باز می‌کند):
games-row = { $date }  { $one } در برابر { $two }  { $variant }  { $actions } کنش  { $state }  { $file }
games-finished = تمام‌شده، امتیازها { $a } و { $b }، { $winner } برد
games-in-progress = در جریان
games-unreadable = { $file }: خوانده نمی‌شود: { $reason }
games-menu-row = { $when }  { $one } و { $two }  { $variant }  { $how }
games-menu-score = { $a } به { $b }
games-menu-damaged = آسیب‌دیده: باز نمی‌شود
variant-classic-short = کلاسیک
variant-express-short = اکسپرس

## patchwork stats, and the menu's page

stats-header = بازی‌های ذخیره‌شده در { $dir }: { $played } بازی‌شده، { $finished } تمام‌شده، { $unreadable } ناخوانا
stats-variant = { $variant }: { $played } بازی‌شده، { $finished } تمام‌شده
stats-against = در برابر
stats-games = بازی
stats-finished = تمام
stats-wins = برد
stats-losses = باخت
stats-avg-score = میانگین امتیاز
stats-avg-margin = میانگین اختلاف
stats-best = بهترین
stats-all = همه
stats-short-wins = برد
stats-short-losses = باخت
stats-short-avg-score = میانگین
stats-short-level = { $level } (ربات)
stats-short-avg-margin = اختلاف
stats-short-best = بهترین
stats-unreadable = { $n } پرونده خوانده نشد:
stats-more = و { $n } تای دیگر
opponent-person = یک آدم
opponent-bot = ربات { $bot }
opponent-other = ربات دیگری
opponent-bots = ربات در برابر ربات

## patchwork arena's summary

arena-games = { $n } بازی { $variant }: A = { $a }، B = { $b }
arena-wins = A برد { $wins }، باخت { $losses }، تساوی { $ties } (امتیاز برابر، برد با کسی که اول به پایان رسید؛ در بردها و باخت‌ها شمرده شده)
arena-rate = نرخ برد A { $rate }٪ (بازۀ ۹۵٪ از { $lo }٪ تا { $hi }٪، ویلسون)
arena-scores = میانگین امتیاز A { $a }، B { $b }؛ میانگین اختلاف A - B { $margin } (خطای معیار { $se })
arena-times = زمان هر حرکت { $who }: میانگین { $mean } ms، بیشینه { $max } ms؛ { $moves } حرکت در هر بازی
arena-times-iterations = زمان هر حرکت { $who }: میانگین { $mean } ms، بیشینه { $max } ms؛ { $moves } حرکت در هر بازی؛ { $iterations } تکرار در هر حرکت

## Leaving the game

outcome-saved = بازی در { $path } ذخیره شد
outcome-not-saved = بازی در { $path } ذخیره نشد: { $reason }؛ { $copy }
outcome-copy = یک نسخۀ اضطراری در { $path } است
outcome-no-copy = هیچ نسخۀ اضطراری‌ای نوشته نشد: { $reason }

## Refusals before the game starts

no-terminal = ترمینال باز نمی‌شود: { $error }
not-a-terminal-input = بازی به ترمینال نیاز دارد، و ورودی استانداردش ترمینال نیست (فرمان‌های verify، games، stats، review و move بدون آن کار می‌کنند)
not-a-terminal-output = بازی به ترمینال نیاز دارد، و خروجی استانداردش ترمینال نیست (فرمان‌های verify، games، stats، review و move بدون آن کار می‌کنند)
locked-ask = { $file }: { $error }. آن را فقط‌خواندنی در بازپخش باز کنم؟ [y/N]
locked-tell = { $file }: { $error }؛ برای دیدنش به‌صورت فقط‌خواندنی: { $replay }
board-for-classic = --board فقط برای پچ‌ورک کلاسیک است: اکسپرس یک صفحۀ زمان دارد
name-empty = نام بازیکن { $n } خالی است: با --player{ $n } یکی بدهید
name-too-long = نام بازیکن { $n } بلند است: { $chars } نویسه، حداکثر { $max } (--player{ $n })

## Saved games: the folder, the lock, what cannot be opened

data-dir-unknown = هیچ پوشۀ داده‌ای این‌جا شناخته نیست: با --data-dir یا { $var } یکی بدهید
data-dir-create = پوشۀ بازی‌های ذخیره‌شده { $dir } ساخته نمی‌شود: { $error }
lock-held = بازی در فرایند دیگری باز است
lock-held-pid = بازی در فرایند دیگری باز است (pid { $pid })
lock-io = بازی قفل نمی‌شود: { $error }
lock-folder = بازی قفل نمی‌شود: { $path } یک پوشه است، نه پروندۀ قفل
lock-planted-link = یک پیوند نمادین که به نام پروندۀ قفل { $path } کاشته شده بود پاک شد (آنچه به آن اشاره می‌کرد دست‌نخورده است)
lock-planted-hard-link = نام دومی از پرونده‌ای دیگر که به نام پروندۀ قفل { $path } کاشته شده بود پاک شد (آن پرونده دست‌نخورده است)
lock-planted-special = یک لوله یا دستگاه که به نام پروندۀ قفل { $path } کاشته شده بود پاک شد
lock-planted-folder = یک پوشۀ خالی به نام پروندۀ قفل { $path } پاک شد
resume-none = هیچ بازی ناتمامی برای ادامه در { $dir } نیست (patchwork games فهرستشان را می‌دهد)
load-no-number = بازی ذخیره‌شده‌ای با شمارۀ { $n } در { $dir } نیست (patchwork games فهرستشان را می‌دهد)
load-file-here = ؛ برای پروندۀ { $n } در همین پوشه، بنویسید ./{ $n }
load-fault = { $file }: { $fault } (پرونده همان‌طور می‌ماند؛ patchwork replay آن را تا خطا نشان می‌دهد)

## Commands for other programs and for people: what went wrong

invalid-record = پروندۀ بازی نامعتبر: { $error }
output-failed = خروجی نوشته نمی‌شود: { $error }
threads-zero = --threads 0 یعنی یک رشته
threads-capped = --threads { $n } بیش از { $max } است: جست‌وجو با { $max } رشته
review-cached = از حافظۀ نهان { $path } خوانده شد
review-cache-ignored = پروندۀ حافظۀ نهان { $path } نادیده گرفته شد: { $why }
review-cache-unwritten = حافظۀ نهان در { $dir } نوشته نمی‌شود: { $error }
review-stopped = تحلیل متوقف شد
arena-save = --save { $error }
arena-game-failed = بازی { $n }: { $error }
arena-short = { $played } از { $games } بازی انجام شد
record-follows = پروندۀ بازی، کامل، در ادامه می‌آید: آن را به‌صورت پرونده‌ای .json نگه دارید تا ادامه‌اش دهید (patchwork --load FILE)

## patchwork stats: the daily deals

stats-daily = دست‌های روز: { $played } بازی‌شده، { $won } برده
stats-daily-day = { $date } در برابر { $level }: { $score } به { $other } ({ $margin })، { $plays } بازی
stats-daily-broken = دست‌های روز: { $file } به کار نمی‌آید

## patchwork puzzles --mine

puzzles-mined = بازی { $game } از { $games }: تا این‌جا { $found } معما ({ $seconds } ثانیه)

## The system's refusals, in plain words

io-not-found = چنین پرونده یا پوشه‌ای نیست
io-permission-denied = اجازۀ دسترسی داده نشد
io-already-exists = از پیش وجود دارد
io-is-a-folder = یک پوشه است
io-not-a-folder = بخشی از مسیر پوشه نیست
io-disk-full = دیسک پر است
io-read-only = سامانۀ پرونده فقط‌خواندنی است
read-failed = پرونده خوانده نمی‌شود: { $error }

## patchwork man

man-no-command = فرمانی به نام { $command } نیست: فرمان‌ها { $commands } هستند
