<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Windows, widgets and drawing come from Qt %1 through PySide6 %2 (Qt for Python), both used under the GNU Lesser General Public License version 3; its text follows, then the GNU General Public License version 3 it builds on.

Qt and PySide6 are separate shared libraries, and you may replace them with your own or another build: after a pip or pipx install, install another PySide6-Essentials into the same environment; in the release archive, replace the files in _internal/PySide6 (Qt&apos;s libraries are in _internal/PySide6/Qt/lib) and _internal/shiboken6.
Source code: https://download.qt.io/official_releases/qt/ and https://download.qt.io/official_releases/QtForPython/</source>
        <translation>ウィンドウや画面の表示には Qt %1 を PySide6 %2（Qt for Python）から使っています。どちらも GNU Lesser General Public License（LGPL）第 3 版で使っています。以下にその全文と、LGPL の元になっている GNU General Public License（GPL）第 3 版の全文を載せます。

Qt と PySide6 はプログラムとは別のライブラリファイルで、自分でビルドしたものや別のビルドに取り替えられます。pip や pipx でインストールした場合は、PySide6-Essentials を別のビルドでインストールし直してください。リリースアーカイブの場合は、_internal/PySide6（Qt のライブラリは _internal/PySide6/Qt/lib）と _internal/shiboken6 のファイルを取り替えてください。
ソースコード：https://download.qt.io/official_releases/qt/ と https://download.qt.io/official_releases/QtForPython/</translation>
    </message>
    <message>
        <source>TableCards: MIT licence</source>
        <translation>TableCards：MIT ライセンス</translation>
    </message>
    <message>
        <source>TableCards is free software under the MIT licence:</source>
        <translation>TableCards は MIT ライセンスのフリーソフトウェアです：</translation>
    </message>
    <message>
        <source>Japanese font: SIL Open Font License</source>
        <translation>日本語フォント：SIL Open Font License</translation>
    </message>
    <message>
        <source>Japanese text is shown with a subset of Noto Sans CJK JP, under the SIL Open Font License 1.1:</source>
        <translation>日本語の表示には Noto Sans CJK JP のサブセットを使っています。ライセンスは SIL Open Font License 1.1 です：</translation>
    </message>
    <message>
        <source>Qt and PySide6: GNU LGPL 3</source>
        <translation>Qt と PySide6：GNU LGPL 3</translation>
    </message>
    <message>
        <source>Python: PSF licence</source>
        <translation>Python：PSF ライセンス</translation>
    </message>
    <message>
        <source>TableCards runs on Python %1, under the Python Software Foundation License:</source>
        <translation>TableCards は Python %1 で動いています。ライセンスは Python Software Foundation License です：</translation>
    </message>
    <message>
        <source>Everything in this build: third-party notices</source>
        <translation>このビルドに含まれるもの：サードパーティ表示</translation>
    </message>
    <message>
        <source>This build also carries the libraries listed below. Their licence texts are in the licenses folder beside the program:</source>
        <translation>このビルドには以下のライブラリも含まれています。各ライセンスの全文は、プログラムと同じフォルダーの中の licenses フォルダーにあります：</translation>
    </message>
    <message>
        <source>(This text is missing from this installation; it is at %1)</source>
        <translation>（この全文はこのインストールにありません。%1 で読めます）</translation>
    </message>
    <message>
        <source>About TableCards</source>
        <translation>TableCards について</translation>
    </message>
    <message>
        <source>&lt;b&gt;TableCards %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;TableCards %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A card table for traditional and David Parlett card games, in Japanese and English. Free software under the MIT licence; the parts it is built on keep their own licences, listed here.</source>
        <translation>伝統的なトランプゲームとデイヴィッド・パーレットのゲームを遊ぶカードテーブル（日本語／English）。MIT ライセンスのフリーソフトウェアです。中で使っているソフトウェアやフォントは、それぞれのライセンスに従います（下に一覧があります）。</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>eleven</source>
        <translation>11</translation>
    </message>
    <message>
        <source>twelve</source>
        <translation>12</translation>
    </message>
    <message>
        <source>thirteen</source>
        <translation>13</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>ジャック</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>クイーン</translation>
    </message>
    <message>
        <source>king</source>
        <translation>キング</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>エース</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <source>Laid in the bid area</source>
        <translation>ビッド欄に置いたカード</translation>
    </message>
    <message>
        <source>In the open hand of %1</source>
        <translation>%1の公開された手札</translation>
    </message>
    <message>
        <source>Shown from the hand of %1</source>
        <translation>%1の手札から公開されたカード</translation>
    </message>
    <message>
        <source>On the table, the set of %1</source>
        <translation>場に出た%1の組</translation>
    </message>
    <message numerus="yes">
        <source>Hand of %1, %n card(s)</source>
        <translation>
            <numerusform>%1の手札、%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Played to the trick by %1</source>
        <translation>%1がトリックに出したカード</translation>
    </message>
    <message>
        <source>Turned up beside the stock</source>
        <translation>山札の横の表向きのカード</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <source>Face down; the cards still to draw</source>
        <translation>裏向き。これから引くカード</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2の%1</translation>
    </message>
    <message numerus="yes">
        <source>Stock, %n card(s)</source>
        <translation>
            <numerusform>山札、%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>出せる</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>出せない</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>選択中</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>BidLadder</name>
    <message>
        <source>&amp;Pass</source>
        <translation>パス(&amp;P)</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>It is your only legal move.</source>
        <extracomment>How each kind of decision is explained to the player (`Reasoning.kind`).</extracomment>
        <translation>出せる手はこれしかありません。</translation>
    </message>
    <message>
        <source>It is the move a good player&apos;s rules of thumb choose.</source>
        <translation>上手なプレイヤーの定石どおりの手です。</translation>
    </message>
    <message>
        <source>Every card left is known: this is the best play.</source>
        <translation>残りのカードはすべて分かっています。これが最善の手です。</translation>
    </message>
    <message>
        <source>Best over %1 imagined deals.</source>
        <translation>%1通りの配り方で試して最善の手です。</translation>
    </message>
    <message>
        <source>Best over %1 imagined deals: about %2 points ahead of the others on average.</source>
        <translation>%1通りの配り方で試して最善の手です。平均で他より約%2点上回ります。</translation>
    </message>
    <message>
        <source>Best over %1 imagined deals: still about %2 points behind the others on average, the least this deal allows.</source>
        <translation>%1通りの配り方で試して最善の手です。平均で他より約%2点下回りますが、これが最小の損です。</translation>
    </message>
    <message>
        <source>Best over %1 imagined deals: on average about %2 fewer penalty points than the others.</source>
        <translation>%1通りの配り方で試して最善の手です。平均で他より失点が約%2点少なくなります。</translation>
    </message>
    <message>
        <source>Best over %1 imagined deals: still about %2 more penalty points than the others on average, the fewest this deal allows.</source>
        <translation>%1通りの配り方で試して最善の手です。それでも平均で他より失点が約%2点多くなりますが、これが最も少ない失点です。</translation>
    </message>
    <message>
        <source>A search of the deals the others may hold finds this the best.</source>
        <translation>他のプレイヤーが持ちうる手札を探索した結果、この手が最善です。</translation>
    </message>
    <message>
        <source>The coach&apos;s search failed on this decision, so this is only the move of a good player&apos;s rules of thumb.</source>
        <translation>この判断ではコーチの探索が失敗したため、上手なプレイヤーの定石どおりの手を示しているだけです。</translation>
    </message>
    <message>
        <source>Hint: %1 (H again takes it)</source>
        <translation>ヒント：%1（もう一度Hを押すとこの手にします）</translation>
    </message>
    <message>
        <source>Why the coach suggests %1:</source>
        <translation>コーチが%1を勧める理由：</translation>
    </message>
</context>
<context>
    <name>CoachMenu</name>
    <message>
        <source>Off when several people share the table: taking a move back would need everyone&apos;s consent.</source>
        <translation>複数の人で遊んでいるときは使えません。手を戻すには全員の同意が必要になるためです。</translation>
    </message>
    <message>
        <source>Return to your previous decision; the match&apos;s record notes it.</source>
        <translation>直前の自分の判断まで戻します。対戦の記録にはそのことが残ります。</translation>
    </message>
    <message>
        <source>Taken back: it is your decision again.</source>
        <translation>手を戻しました。もう一度あなたの番です。</translation>
    </message>
    <message>
        <source>C&amp;oach</source>
        <translation>コーチ(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Show the move the computer would make for you, and why</source>
        <translation>コンピューターならどう打つかと、その理由を表示します</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>待った(&amp;T)</translation>
    </message>
    <message>
        <source>T&amp;eacher mode: every hand face up</source>
        <translation>先生モード：すべての手札を表向きに(&amp;E)</translation>
    </message>
    <message>
        <source>For teaching: all hands are shown, and the match is marked as played with hands open</source>
        <translation>教えるために：すべての手札を表示し、この対戦を「手札公開」として記録します</translation>
    </message>
    <message>
        <source>Hints for %1</source>
        <translation>%1へのヒント</translation>
    </message>
</context>
<context>
    <name>ComputerMove</name>
    <message>
        <source>%1: %2 — the only legal move.</source>
        <translation>%1：%2 — 出せる手はこれしかありませんでした。</translation>
    </message>
    <message>
        <source>%1: %2 — the coach&apos;s search could not look into this move.</source>
        <translation>%1：%2 — コーチの探索ではこの手を調べられませんでした。</translation>
    </message>
    <message>
        <source>%1: %2 — from what %1 could see, the coach&apos;s search makes the same move.</source>
        <translation>%1：%2 — %1に見えていたことだけから探索しても、コーチは同じ手を選びます。</translation>
    </message>
    <message>
        <source>%1: %2 — from what %1 could see, the coach&apos;s search prefers %3.</source>
        <translation>%1：%2 — %1に見えていたことだけから探索すると、コーチは%3を選びます。</translation>
    </message>
    <message>
        <source>In the place of %1: %2</source>
        <translation>%1の立場で考えると：%2</translation>
    </message>
    <message>
        <source>Why did %1 do that?</source>
        <translation>%1はなぜその手を？</translation>
    </message>
    <message>
        <source>Why did %1 do that? — answered when the deal ends</source>
        <translation>%1はなぜその手を？ — ディールが終わると答えます</translation>
    </message>
    <message>
        <source>The reason comes from the cards that seat holds, so the coach gives it when the deal ends, or at once with every hand face up (teacher mode).</source>
        <translation>理由はその席の手札から出てくるので、コーチはディールが終わってから答えます。すべての手札が表向き（先生モード）ならすぐに答えます。</translation>
    </message>
    <message>
        <source>The coach is looking into the last move of %1…</source>
        <translation>コーチが%1の直前の手を調べています…</translation>
    </message>
    <message>
        <source>The coach searches the last move from what that seat could see, and says why</source>
        <translation>その席に見えていたことだけからコーチが直前の手を探索し、理由を説明します</translation>
    </message>
    <message>
        <source>&amp;Why did the computer do that?</source>
        <translation>コンピューターはなぜその手を？(&amp;W)</translation>
    </message>
    <message>
        <source>Close the coach&apos;s answer</source>
        <translation>コーチの答えを閉じる</translation>
    </message>
</context>
<context>
    <name>ContinuePanel</name>
    <message>
        <source>Unfinished match</source>
        <translation>途中の対戦</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続きから</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>プレイヤー：%1</translation>
    </message>
    <message>
        <source>Deal %1, saved %2</source>
        <translation>第%1ディール（%2に保存）</translation>
    </message>
</context>
<context>
    <name>ContractPicker</name>
    <message>
        <source>Trumps:</source>
        <translation>切り札：</translation>
    </message>
    <message>
        <source>Partner
card:</source>
        <translation>パートナー
カード：</translation>
    </message>
    <message>
        <source>Trumps: %1</source>
        <translation>切り札：%1</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>確定(&amp;C)</translation>
    </message>
    <message>
        <source>Play &amp;alone</source>
        <translation>単独で戦う(&amp;A)</translation>
    </message>
    <message>
        <source>In your hand: calling it means playing alone</source>
        <translation>あなたの手札です：宣言するとデクレアラー単独になります</translation>
    </message>
</context>
<context>
    <name>CutPicker</name>
    <message>
        <source>Cards to ta&amp;ke from the top:</source>
        <translation>上から取る枚数(&amp;K)：</translation>
    </message>
    <message>
        <source>C&amp;ut</source>
        <translation>カット(&amp;U)</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>The joker was led: a led joker always wins the trick, and nobody had to follow suit.</source>
        <translation>ジョーカーがリードされました。リードされたジョーカーは必ずトリックに勝ち、他のプレイヤーはマストフォローしなくてよいのです。</translation>
    </message>
    <message>
        <source>The joker was led and named {suit}: the others had to follow {suit}, but a led joker always wins the trick.</source>
        <translation>ジョーカーがリードされ、{suit}が指定されました。他のプレイヤーは{suit}をマストフォローしますが、リードされたジョーカーは必ずトリックに勝ちます。</translation>
    </message>
    <message>
        <source>{card} was led: a led 2 is the highest card of its suit, so it always wins the trick.</source>
        <translation>{card}がリードされました。リードされた2はそのスートで最強なので、必ずトリックに勝ちます。</translation>
    </message>
    <message>
        <source>{card} is the highest card of the suit led, {suit}: a joker that is not led always loses.</source>
        <translation>{card}はリードされたスート（{suit}）でいちばん強いカードです。リードされなかったジョーカーは必ず負けます。</translation>
    </message>
    <message>
        <source>{card} is the highest card of the suit led, {suit}: a 2 that is not led is the lowest card of its suit.</source>
        <translation>{card}はリードされたスート（{suit}）でいちばん強いカードです。リードされなかった2はそのスートで最弱です。</translation>
    </message>
    <message>
        <source>{card} is a snap: a player who cannot follow suit may play a card of the same rank as the led card, {led_card}, and call snap, and the snap wins the trick.</source>
        <translation>{card}はスナップです。フォローできないプレイヤーは、リードされたカード（{led_card}）と同じランクのカードを出してスナップを宣言でき、スナップがトリックに勝ちます。</translation>
    </message>
    <message>
        <source>{card} is the last snap: several players snapped the led card, {led_card}, with a card of its rank, and the last snap wins the trick.</source>
        <translation>{card}は最後のスナップです。何人かがリードされたカード（{led_card}）に同じランクのカードでスナップし、最後のスナップがトリックに勝ちます。</translation>
    </message>
    <message>
        <source>The joker plays as the turn-up card, {as_card}, so it is the highest trump played ({trump} are trumps).</source>
        <translation>ジョーカーは表向きにされたカード（{as_card}）として扱われるので、出された中で最強の切り札です（切り札は{trump}）。</translation>
    </message>
    <message>
        <source>The joker plays as the turn-up card, {as_card}, so it is the highest card of the suit led, {suit}.</source>
        <translation>ジョーカーは表向きにされたカード（{as_card}）として扱われるので、リードされたスート（{suit}）でいちばん強いカードです。</translation>
    </message>
    <message>
        <source>{card} is the highest nine played: the four nines are trumps, and among them clubs beat hearts, hearts beat spades and spades beat diamonds.</source>
        <translation>{card}は出された中で最強の9です。4枚の9が切り札で、その中ではクラブ＞ハート＞スペード＞ダイヤの順に強くなります。</translation>
    </message>
    <message>
        <source>{card} is the only nine played: the four nines are trumps, so a nine beats every other card.</source>
        <translation>出された9は{card}だけです。4枚の9が切り札なので、9は他のどのカードにも勝ちます。</translation>
    </message>
    <message>
        <source>{card} is the highest card of the suit led, {suit}: in this deal the suit led is trumps.</source>
        <translation>{card}はリードされたスート（{suit}）でいちばん強いカードです。このディールではリードされたスートが切り札になります。</translation>
    </message>
    <message>
        <source>{card} is the highest card of the highest suit played, {suit}: in this deal clubs beat hearts, hearts beat spades and spades beat diamonds, whatever was led.</source>
        <translation>{card}は出された中でいちばん上のスート（{suit}）の最強カードです。このディールでは、何がリードされてもクラブ＞ハート＞スペード＞ダイヤの順に強くなります。</translation>
    </message>
    <message>
        <source>{card} has the highest rank played: in this deal the highest rank wins, whatever its suit.</source>
        <translation>{card}は出された中でいちばん高いランクです。このディールではスートに関係なく、いちばん高いランクが勝ちます。</translation>
    </message>
    <message>
        <source>{card} shares the highest rank played and wins by its suit: in this deal clubs beat hearts, hearts beat spades and spades beat diamonds on equal ranks.</source>
        <translation>{card}は最高ランクが並び、スートの強さで勝ちました。このディールでは同じランクならクラブ＞ハート＞スペード＞ダイヤの順に強くなります。</translation>
    </message>
    <message>
        <source>{card} is the second-best card played, after {best_card}: in this deal the second-best card wins the trick.</source>
        <translation>{card}は{best_card}に次いで2番目に強いカードです。このディールでは2番目に強いカードがトリックに勝ちます。</translation>
    </message>
    <message>
        <source>{card} is second by rank, after {best_card}: with fewer than two cards that are trumps or of the suit led, the second-highest card by rank wins in this deal.</source>
        <translation>{card}はランクで{best_card}に次ぐ2番目です。切り札かリードされたスートのカードが2枚未満なので、このディールではランクが2番目に高いカードが勝ちます。</translation>
    </message>
    <message>
        <source>{card} is second by rank: {best_card} has the same rank but was played later, so it counts higher, and with fewer than two cards that are trumps or of the suit led, the second-highest card by rank wins in this deal.</source>
        <translation>{card}はランクで2番目です。{best_card}は同じランクですが後から出されたので上とみなされます。切り札かリードされたスートのカードが2枚未満なので、このディールではランクが2番目に高いカードが勝ちます。</translation>
    </message>
    <message>
        <source>{card} beats {beaten_card}: in Tressette the 3 and the 2 are the highest cards of a suit, above the ace (order 3 2 A K Q J 7 6 5 4).</source>
        <translation>{card}は{beaten_card}に勝ちます。トレセッテでは3と2がエースより上の最強カードです（順位 3 2 A K Q J 7 6 5 4）。</translation>
    </message>
    <message>
        <source>{card} is the highest card of the suit led, {suit}.</source>
        <translation>{card}はリードされたスート（{suit}）でいちばん強いカードです。</translation>
    </message>
    <message>
        <source>No trump was played, so the highest card of the suit led wins: {card} ({suit}).</source>
        <translation>切り札が出なかったので、リードされたスートのいちばん強いカードが勝ちます：{card}（{suit}）。</translation>
    </message>
    <message>
        <source>Nobody else followed {suit}, the suit led, so {card} wins.</source>
        <translation>リードされたスート（{suit}）を他に誰も出さなかったので、{card}が勝ちます。</translation>
    </message>
    <message>
        <source>{card} is the highest trump played ({trump} are trumps).</source>
        <translation>{card}は出された中で最強の切り札です（切り札は{trump}）。</translation>
    </message>
    <message>
        <source>{card} is the only trump played ({trump} are trumps): a trump beats every card of another suit.</source>
        <translation>出された切り札は{card}だけです（切り札は{trump}）。切り札は他のスートのどのカードにも勝ちます。</translation>
    </message>
    <message>
        <source>{card} is the highest trump played: the queens are the top trumps, in the order Q♣ Q♠ Q♥ Q♦.</source>
        <translation>{card}は出された中で最強の切り札です。クイーンが最上位の切り札で、Q♣ Q♠ Q♥ Q♦の順に強くなります。</translation>
    </message>
    <message>
        <source>{card} is the highest trump played: with no queen in the trick, the jacks come next, in the order J♣ J♠ J♥ J♦.</source>
        <translation>{card}は出された中で最強の切り札です。トリックにクイーンがないので、次はジャックで、J♣ J♠ J♥ J♦の順に強くなります。</translation>
    </message>
    <message>
        <source>{card} is the highest trump played: with no queen or jack in the trick, the diamonds decide, in the order A 10 K 9 8 7.</source>
        <translation>{card}は出された中で最強の切り札です。トリックにクイーンもジャックもないので、ダイヤで決まります（A 10 K 9 8 7の順）。</translation>
    </message>
    <message>
        <source>{card} is the only trump played: every queen, every jack and every diamond is a trump, and a trump beats any club, spade or heart.</source>
        <translation>出された切り札は{card}だけです。クイーン、ジャック、ダイヤはすべて切り札で、切り札はクラブ・スペード・ハートのどのカードにも勝ちます。</translation>
    </message>
    <message>
        <source>Nobody else had a trump to follow {card}, the trump led, so it wins.</source>
        <translation>リードされた切り札{card}に、他に誰も切り札を出せなかったので、{card}が勝ちます。</translation>
    </message>
    <message>
        <source>No trump was played and {card} is the highest card of {suit}, the suit led: in Sheepshead the ten ranks above the king (A 10 K 9 8 7).</source>
        <translation>切り札が出ず、{card}はリードされたスート（{suit}）でいちばん強いカードです。シープスヘッドでは10がキングより上です（A 10 K 9 8 7）。</translation>
    </message>
    <message>
        <source>No trump was played and {card}, the called card, is the highest card of {suit}, the suit led; whoever holds it is the picker&apos;s partner.</source>
        <translation>切り札が出ず、コールされたカード{card}がリードされたスート（{suit}）でいちばん強いカードです。これを持っている人がピッカーのパートナーです。</translation>
    </message>
    <message>
        <source>{card} wins: the picker&apos;s unknown card, played face down, counts as a card of {suit}, the called suit, and can never win a trick.</source>
        <translation>{card}の勝ちです。ピッカーが裏向きで出したアンノウンカードはコールされたスート（{suit}）として扱われ、トリックに勝つことはありません。</translation>
    </message>
    <message>
        <source>Nobody challenged the flaunted {cards}: the lead goes to {seat}.</source>
        <translation>「どうどう」と出された{cards}に誰もチャレンジしなかったので、リードのカードは{seat}が獲得します。</translation>
    </message>
    <message>
        <source>{card} beats {beaten_card}: with a single card sneaked face down, only the rank counts, not the suit.</source>
        <translation>{card}は{beaten_card}に勝ちます。1枚を「こそこそ」と伏せて出したときはランクだけで比べ、スートは関係ありません。</translation>
    </message>
    <message>
        <source>{card} beats {beaten_card}: a flaunted single card can only be challenged with a card of its suit, {suit}, and the higher rank wins.</source>
        <translation>{card}は{beaten_card}に勝ちます。「どうどう」と出された1枚には同じスート（{suit}）のカードでしかチャレンジできず、ランクの高いほうが勝ちます。</translation>
    </message>
    <message>
        <source>{cards} is a match, the highest kind of set: it beats any straight flush, straight, flush or set without a combo.</source>
        <translation>{cards}はマッチで、いちばん強い役です。ストレートフラッシュ、ストレート、フラッシュ、役なしのどれにも勝ちます。</translation>
    </message>
    <message>
        <source>{cards} is a straight flush, which beats any straight, flush or set without a combo; only a match is higher.</source>
        <translation>{cards}はストレートフラッシュで、ストレート、フラッシュ、役なしのどれにも勝ちます。これより強いのはマッチだけです。</translation>
    </message>
    <message>
        <source>{cards} is a straight, which beats any flush or set without a combo.</source>
        <translation>{cards}はストレートで、フラッシュにも役なしにも勝ちます。</translation>
    </message>
    <message>
        <source>{cards} is a flush, which beats any set without a combo.</source>
        <translation>{cards}はフラッシュで、役なしのどれにも勝ちます。</translation>
    </message>
    <message>
        <source>{cards} is the higher match: between matches the higher rank wins ({card} over {beaten_card}).</source>
        <translation>{cards}のマッチのほうが上です。マッチどうしはランクの高いほうが勝ちます（{card}が{beaten_card}より上）。</translation>
    </message>
    <message>
        <source>{cards} is the higher run: between straights the higher top card wins ({card} over {beaten_card}; an ace used low counts as 1).</source>
        <translation>{cards}のほうが上のストレートです。ストレートどうしはいちばん上のカードが高いほうが勝ちます（{card}が{beaten_card}より上。ローに使ったエースは1と数えます）。</translation>
    </message>
    <message>
        <source>{cards} wins card by card: the sets are compared from their highest card down, and the first difference decides ({card} over {beaten_card}).</source>
        <translation>{cards}が1枚ずつの比較で勝ちます。高いカードから順に比べ、最初に違ったところで決まります（{card}が{beaten_card}より上）。</translation>
    </message>
    <message>
        <source>{cards} ties with {beaten_cards}, and a tie goes to the player later in turn order from the leader: {seat}.</source>
        <translation>{cards}は{beaten_cards}と同じ強さです。同点ならリードプレイヤーから見て手番が後のプレイヤー、{seat}の勝ちです。</translation>
    </message>
    <message>
        <source>{card} is the highest card of the suit led, {suit}, so the misère declarer has won a trick: the misère is lost and the deal ends.</source>
        <translation>{card}はリードされたスート（{suit}）でいちばん強いカードなので、ミゼールのデクレアラーがトリックを取りました。ミゼールは失敗で、このディールは終わりです。</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Points this deal</source>
        <translation>このディールの得点</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>山札：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn, for the dummy: click a card or drag it to the centre, or choose with ↑/↓ and ←/→, then press Enter.</source>
        <translation>ダミーの番です。カードをクリックするか中央へドラッグ、または↑/↓と←/→で選んでEnterキーを押してください。</translation>
    </message>
    <message>
        <source>Your turn: click a card or drag it to the centre, or choose with ←/→ and press Enter.</source>
        <translation>あなたの番です。カードをクリックするか中央へドラッグ、または←/→で選んでEnterキーを押してください。</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>あなたの手番です。</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Hearts</source>
        <translation>ハーツ</translation>
    </message>
    <message>
        <source>Mini Misère</source>
        <translation>ミニミゼール</translation>
    </message>
    <message>
        <source>Ninety-Nine</source>
        <translation>99（ナインティ・ナイン）</translation>
    </message>
    <message>
        <source>Nominations</source>
        <translation>ノミネーションズ</translation>
    </message>
    <message>
        <source>Sheepshead</source>
        <translation>シープスヘッド</translation>
    </message>
    <message>
        <source>Sneak</source>
        <translation>スニーク</translation>
    </message>
    <message>
        <source>Tressette for two</source>
        <translation>トレセッテ（2人用）</translation>
    </message>
    <message>
        <source>Pass three cards, then avoid hearts and the queen of spades, or take them all to shoot the moon.</source>
        <translation>3枚のカードをパスしてから、ハートとスペードのクイーンを避けます。全部取ればムーン・シュート。</translation>
    </message>
    <message>
        <source>Parlett&apos;s short no-trump game: score by tricks taken, or bid the Lot.</source>
        <translation>パーレットの切り札なしの短いゲーム。取ったトリック数で得点するか、ロット宣言をします。</translation>
    </message>
    <message>
        <source>Bid with three cards, then win exactly that many tricks.</source>
        <translation>手札から3枚のビッドカードで取るトリック数を宣言し、ちょうどその数のトリックを取ります。</translation>
    </message>
    <message>
        <source>Whist with an auction; the declarer calls a card to find a secret partner.</source>
        <translation>オークションのあるホイスト。デクレアラーがカードを1枚宣言し、それを持つ人が秘密のパートナーになります。</translation>
    </message>
    <message>
        <source>Five-handed: the picker takes the blind and plays with a called partner.</source>
        <translation>5人用：ピッカーがブラインドを取り、コールしたパートナーと組んで戦います。</translation>
    </message>
    <message>
        <source>Draw, sneak cards face down or flaunt them face up; challengers compete for every card played.</source>
        <translation>山札から引くか、カードを裏向きに「こそこそ」または表向きに「どうどう」と出す。チャレンジした人と競い、勝てば出たカードを全部獲得。</translation>
    </message>
    <message>
        <source>Italian 40-card trick game without trumps; draws are shown.</source>
        <translation>40枚のカードで遊ぶ、切り札なしのイタリアのトリックテイキングゲーム。山札から引いたカードは相手に見せます。</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
</context>
<context>
    <name>Hearts</name>
    <message>
        <source>Pass 3 cards to the left</source>
        <translation>左へ3枚パス</translation>
    </message>
    <message>
        <source>Pass 3 cards to the right</source>
        <translation>右へ3枚パス</translation>
    </message>
    <message>
        <source>Pass 3 cards across</source>
        <translation>向かいへ3枚パス</translation>
    </message>
    <message>
        <source>This deal: pass to the left</source>
        <translation>このディール：左へパス</translation>
    </message>
    <message>
        <source>This deal: pass to the right</source>
        <translation>このディール：右へパス</translation>
    </message>
    <message>
        <source>This deal: pass across</source>
        <translation>このディール：向かいへパス</translation>
    </message>
    <message>
        <source>This deal: no pass</source>
        <translation>このディール：パスなし</translation>
    </message>
</context>
<context>
    <name>HeartsFigures</name>
    <message>
        <source>Moons shot</source>
        <translation>ムーン・シュート成功</translation>
    </message>
    <message>
        <source>Queens of spades taken</source>
        <translation>取ったスペードのクイーン</translation>
    </message>
</context>
<context>
    <name>HeartsOptions</name>
    <message>
        <source>Pass direction</source>
        <translation>パスの方向</translation>
    </message>
    <message>
        <source>No passing</source>
        <translation>パスなし</translation>
    </message>
    <message>
        <source>No points on the first trick</source>
        <translation>最初のトリックには得点札を出せない</translation>
    </message>
    <message>
        <source>The first lead may be any club</source>
        <translation>最初のリードはどのクラブでもよい</translation>
    </message>
    <message>
        <source>Hearts may not be led until broken</source>
        <translation>ハートブレイクまでハートをリードできない</translation>
    </message>
    <message>
        <source>The queen of spades breaks hearts</source>
        <translation>スペードのクイーンでもハートブレイク</translation>
    </message>
    <message>
        <source>A heart may be led instead of a forced queen of spades</source>
        <translation>スペードのクイーンしかリードできないときはハートをリードしてもよい</translation>
    </message>
    <message>
        <source>Jack of diamonds: −10</source>
        <translation>ダイヤのジャック：−10</translation>
    </message>
    <message>
        <source>No tricks taken: −5</source>
        <translation>トリックなし：−5</translation>
    </message>
    <message>
        <source>Shooting the moon: the shooter scores −26</source>
        <translation>ムーン・シュート：達成者が−26点</translation>
    </message>
    <message>
        <source>Game ends at this total</source>
        <translation>この合計点でゲーム終了</translation>
    </message>
    <message>
        <source>A tie for lowest: share the win</source>
        <translation>最少点が同点：勝利を分け合う</translation>
    </message>
    <message>
        <source>A tie for lowest: deal again</source>
        <translation>最少点が同点：もう1ディール</translation>
    </message>
    <message>
        <source>In turn: the first deal passes left, the second right, the third across and the fourth not at all, then again. Or pass the same way every deal.</source>
        <translation>順番に：1回目のディールは左、2回目は右、3回目は向かいへパスし、4回目はパスしません。これを繰り返します。または毎回同じ方向へパスします。</translation>
    </message>
    <message>
        <source>Hearts may be led only once they are broken (a heart or, by default, the queen of spades has been played to a trick), or when the leader holds nothing but hearts.</source>
        <translation>ハートブレイクの後（ハートか、標準ではスペードのクイーンがトリックに出された後）か、リードする人の手札がハートだけのときにのみ、ハートをリードできます。</translation>
    </message>
    <message>
        <source>In turn: left, right, across, no pass</source>
        <translation>順番に（左・右・向かい・なし）</translation>
    </message>
    <message>
        <source>A player void in clubs may not play a heart or the queen of spades to the first trick unless the hand holds nothing else.</source>
        <translation>クラブを持たないプレイヤーも、手札がそれしかない場合を除き、最初のトリックにハートやスペードのクイーンを出せません。</translation>
    </message>
    <message>
        <source>A player who takes all hearts and the queen scores −26 and the others nothing (off: the shooter 0 and everyone else 26).</source>
        <translation>ハートとクイーンを全部取ったプレイヤーが−26点、ほかは0点（オフ：達成者は0点、ほかの全員が26点）。</translation>
    </message>
    <message>
        <source>Omnibus Hearts: whoever takes the jack of diamonds scores −10.</source>
        <translation>オムニバス・ハーツ：ダイヤのジャックを取った人は−10点。</translation>
    </message>
    <message>
        <source>When someone reaches this total the match ends; the lowest total wins.</source>
        <translation>誰かがこの合計点に達すると対戦終了。合計点が最も少ない人の勝ちです。</translation>
    </message>
    <message>
        <source>Always left</source>
        <translation>常に左</translation>
    </message>
    <message>
        <source>Always right</source>
        <translation>常に右</translation>
    </message>
    <message>
        <source>Always across</source>
        <translation>常に向かい</translation>
    </message>
</context>
<context>
    <name>HeartsPanel</name>
    <message>
        <source>&amp;Pass cards</source>
        <translation>カードをパス(&amp;P)</translation>
    </message>
    <message>
        <source>Drag three cards to the pass area (or click them, or pick them with ←/→ and Space), then press Enter.</source>
        <translation>パスするカード3枚をパス欄へドラッグ（またはクリック、←/→とSpaceで選択）し、Enterキーを押してください。</translation>
    </message>
    <message>
        <source>Your 3 cards go to %1 and you get 3 from %2 before play: pass the cards that would take points.</source>
        <translation>あなたの3枚は%1へ渡り、プレイ前に%2から3枚受け取ります。点を取りそうなカードを渡しましょう。</translation>
    </message>
    <message>
        <source>Each heart taken costs 1 point and Q♠ 13;</source>
        <translation>取ったハートは1枚1点、Q♠は13点。</translation>
    </message>
    <message>
        <source>take all 14 and you score −26 instead (shooting the moon).</source>
        <translation>14枚すべてを取ると代わりにあなたが−26点（ムーン・シュート）。</translation>
    </message>
    <message>
        <source>take all 14 and the others score 26 each instead (shooting the moon).</source>
        <translation>14枚すべてを取ると代わりに他の全員が26点（ムーン・シュート）。</translation>
    </message>
    <message>
        <source>J♦ taken scores −10.</source>
        <translation>J♦を取ると−10点。</translation>
    </message>
    <message>
        <source>Hearts broken</source>
        <translation>ハートブレイク済み</translation>
    </message>
    <message>
        <source>Hearts not broken yet</source>
        <translation>ハートブレイク前</translation>
    </message>
    <message>
        <source>Received from %1: %2</source>
        <translation>%1から受け取ったカード：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>パス済み</translation>
    </message>
    <message>
        <source>Hearts (1 each)</source>
        <translation>ハート（1枚1点）</translation>
    </message>
    <message>
        <source>Queen of spades (13)</source>
        <translation>スペードのクイーン（13点）</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>ムーン・シュート</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation>ダイヤのジャック</translation>
    </message>
    <message>
        <source>No tricks</source>
        <translation>トリックなし</translation>
    </message>
    <message>
        <source>Points this deal</source>
        <translation>このディールの得点</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Cannot be read</source>
        <translation>読み込めません</translation>
    </message>
    <message>
        <source>Hands open</source>
        <translation>手札公開</translation>
    </message>
    <message>
        <source>Network, your seat</source>
        <translation>ネット対戦・あなたの席</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message>
        <source>Won by %1</source>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>勝者なし</translation>
    </message>
    <message>
        <source>No finished matches yet. Every match played to its end is kept here, to be watched again.</source>
        <translation>終了した対戦はまだありません。最後まで遊んだ対戦はすべてここに保存され、もう一度見ることができます。</translation>
    </message>
    <message>
        <source>No finished matches of this game yet.</source>
        <translation>このゲームの終了した対戦はまだありません。</translation>
    </message>
    <message>
        <source>Network match</source>
        <translation>ネット対戦</translation>
    </message>
    <message>
        <source>This network match cannot be shown.</source>
        <translation>このネット対戦は表示できません。</translation>
    </message>
    <message>
        <source>Delete match</source>
        <translation>対戦を削除</translation>
    </message>
    <message>
        <source>Delete this match from the history?</source>
        <translation>この対戦を履歴から削除しますか？</translation>
    </message>
    <message>
        <source>It cannot be watched again afterwards.</source>
        <translation>削除すると、もう一度見ることはできません。</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>The match could not be deleted.</source>
        <translation>対戦を削除できませんでした。</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>対戦履歴</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備考</translation>
    </message>
    <message>
        <source>Finished matches</source>
        <translation>終了した対戦</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
</context>
<context>
    <name>HostedPanel</name>
    <message>
        <source>%1, table code %2, started %3</source>
        <translation>%1、テーブルコード %2、%3に開始</translation>
    </message>
    <message>
        <source>Hosted table:</source>
        <translation>ホストしたテーブル：</translation>
    </message>
    <message>
        <source>Tables you host</source>
        <translation>ホストしたテーブル</translation>
    </message>
    <message>
        <source>Host again</source>
        <translation>もう一度ホストする</translation>
    </message>
    <message>
        <source>Host this table again with the same code: your friends join again with the invitation they have</source>
        <translation>同じコードでこのテーブルをもう一度ホストします。友だちは手元の招待でまた参加できます</translation>
    </message>
    <message>
        <source>Forget…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <source>Remove this table: nobody can join it again</source>
        <translation>このテーブルを削除します。もう誰も参加できなくなります</translation>
    </message>
    <message>
        <source>Forget the table</source>
        <translation>テーブルの削除</translation>
    </message>
    <message>
        <source>Forget this hosted table? Your friends can no longer join it, and its match is gone.</source>
        <translation>ホストしたこのテーブルを削除しますか？友だちはもう参加できず、対戦も消えます。</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>残す</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <source>&amp;Invitation to this table…</source>
        <translation>このテーブルへの招待(&amp;I)…</translation>
    </message>
    <message>
        <source>Your friends lose their host while this table is closed. The match is kept: Host again in the lobby opens it again, and your friends join again with the same invitation.</source>
        <translation>このテーブルを閉じている間、友だちはホストとつながらなくなります。対戦は保存されます。ロビーの「もう一度ホストする」で開き直すと、友だちは同じ招待でまた参加できます。</translation>
    </message>
    <message>
        <source>The table could not be hosted: %1</source>
        <translation>テーブルをホストできませんでした：%1</translation>
    </message>
    <message>
        <source>the rules refuse these seats or options</source>
        <translation>この席やオプションはルールで認められていません</translation>
    </message>
    <message>
        <source>That table is no longer kept.</source>
        <translation>そのテーブルはもう保存されていません。</translation>
    </message>
    <message>
        <source>This table&apos;s address has changed: the invitation your friends have no longer reaches it. Send them the new invitation (Table menu, Invitation to this table).</source>
        <translation>このテーブルのアドレスが変わりました。友だちが持っている招待ではもうつながりません。新しい招待を送ってください（「テーブル」メニューの「このテーブルへの招待」）。</translation>
    </message>
</context>
<context>
    <name>InvitationDialog</name>
    <message>
        <source>Invite your friends</source>
        <translation>友だちを招待</translation>
    </message>
    <message>
        <source>%1 is hosted on this computer. Send this invitation to each friend: in TableCards they join a network table with it. The match starts when every seat is taken.</source>
        <translation>%1をこのコンピューターでホストしています。この招待を友だち一人ひとりに送ってください。友だちはTableCardsでこの招待を使ってネットワークのテーブルに参加します。すべての席が埋まると対戦が始まります。</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>The address has changed: this table was at %1, which was in use, so it now listens at the address below. The invitation your friends have no longer reaches it: send each of them this new invitation.</source>
        <translation>アドレスが変わりました。このテーブルは %1 でしたが、使用中だったため、いまは下のアドレスで待っています。友だちが持っている招待ではもうつながりません。一人ひとりにこの新しい招待を送ってください。</translation>
    </message>
    <message>
        <source>Copy the invitation to the clipboard</source>
        <translation>招待をクリップボードにコピーします</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>招待</translation>
    </message>
    <message>
        <source>To read out:</source>
        <translation>読み上げて伝えるとき：</translation>
    </message>
    <message>
        <source>Address %1, port %2, table code %3</source>
        <translation>アドレス %1、ポート %2、テーブルコード %3</translation>
    </message>
    <message>
        <source>A friend on this computer: %1</source>
        <translation>このコンピューターで参加する友だち：%1</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>&amp;Teach a class: whoever watches sees every hand</source>
        <translation>クラスで教える(&amp;T)：観戦者にはすべての手札が見えます</translation>
    </message>
    <message>
        <source>Watchers join with the same invitation and choose to watch. Each player still sees only their own hand. Choose before the first deal.</source>
        <translation>観戦者は同じ招待で参加し、観戦を選びます。プレイヤーに見えるのは今まで通り自分の手札だけです。最初のディールの前に選んでください。</translation>
    </message>
    <message>
        <source>Copied.</source>
        <translation>コピーしました。</translation>
    </message>
    <message>
        <source>%1 is hosted on this computer and its match has begun. A friend who left joins again with this invitation; so do watchers.</source>
        <translation>%1 をこのコンピューターでホストしています。対戦は始まっています。抜けた友だちはこの招待でまた参加できます。観戦者もこの招待で参加します。</translation>
    </message>
    <message>
        <source>port %1</source>
        <translation>ポート %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>Every seat is taken: the match has begun.</source>
        <translation>すべての席が埋まり、対戦が始まりました。</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) still waiting. The match starts when every seat is taken.</source>
        <translation>
            <numerusform>あと%n席が空いています。すべての席が埋まると対戦が始まります。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 New address: send the invitation again.</source>
        <translation>%1 アドレスが変わりました。招待をもう一度送ってください。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>At this computer</source>
        <translation>このコンピューターで</translation>
    </message>
    <message>
        <source>Waiting for a friend</source>
        <translation>友だちを待っています</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>コンピューター（%1）</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>参加中</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>離席中</translation>
    </message>
    <message>
        <source>Computer plays it</source>
        <translation>コンピューターに任せる</translation>
    </message>
    <message>
        <source>A computer plays seat %1</source>
        <translation>席%1をコンピューターに任せる</translation>
    </message>
    <message>
        <source>Level of seat %1</source>
        <translation>席%1の強さ</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a network table</source>
        <translation>ネットワークのテーブルに参加</translation>
    </message>
    <message>
        <source>Paste the invitation the host sent you, or choose a table found on this network and type its code.</source>
        <translation>ホストから届いた招待を貼り付けるか、このネットワークで見つかったテーブルを選んでそのコードを入力してください。</translation>
    </message>
    <message>
        <source>&amp;Invitation or address:</source>
        <translation>招待またはアドレス(&amp;I)：</translation>
    </message>
    <message>
        <source>Table &amp;code:</source>
        <translation>テーブルコード(&amp;C)：</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>あなたの名前(&amp;N)：</translation>
    </message>
    <message>
        <source>as the host read it out, e.g. ABCD-EFGH-JKLM</source>
        <translation>ホストが読み上げたとおりに（例：ABCD-EFGH-JKLM）</translation>
    </message>
    <message>
        <source>the name the other players see</source>
        <translation>ほかのプレイヤーに表示される名前</translation>
    </message>
    <message>
        <source>&amp;Watch only (no seat; see what a spectator sees)</source>
        <translation>観戦のみ(&amp;W)（席に着かず、観戦者に見える範囲を見ます）</translation>
    </message>
    <message>
        <source>&amp;Tables on this network:</source>
        <translation>このネットワークのテーブル(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>参加(&amp;J)</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network (%1). An invitation still works.</source>
        <translation>このネットワークのテーブルを探せません（%1）。招待からは参加できます。</translation>
    </message>
    <message>
        <source>Not looking for tables on this network.</source>
        <translation>このネットワークのテーブルは探していません。</translation>
    </message>
    <message>
        <source>Looking for tables on this network… None found yet.</source>
        <translation>このネットワークのテーブルを探しています… まだ見つかっていません。</translation>
    </message>
    <message>
        <source>another version of the network game (%1)</source>
        <translation>ネット対戦の別のバージョン（%1）</translation>
    </message>
    <message>
        <source>no free seat (you may watch)</source>
        <translation>空席なし（観戦はできます）</translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>空席%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Type your name: the other players see it at the table.</source>
        <translation>名前を入力してください。テーブルでほかのプレイヤーに表示されます。</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>Northwest</source>
        <translation>北西</translation>
    </message>
    <message>
        <source>Northeast</source>
        <translation>北東</translation>
    </message>
    <message>
        <source>This is the move the lesson asks for.</source>
        <translation>このレッスンで求められている一手です。</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Lesson %1 of %2</source>
        <translation>レッスン %1 / %2</translation>
    </message>
    <message>
        <source>The trick goes to %1. Look at it, then press Next.</source>
        <translation>トリックは%1が取りました。よく見てから「次へ」を押してください。</translation>
    </message>
    <message>
        <source>The cards are settled. Look at the table, then press Next.</source>
        <translation>カードの行き先が決まりました。テーブルを確かめたら「次へ」を押してください。</translation>
    </message>
    <message>
        <source>Press Next to go on.</source>
        <translation>「次へ」を押して進みましょう。</translation>
    </message>
    <message>
        <source>The lesson is over: there is nothing more to play on this table.</source>
        <translation>レッスンは終わりました。このテーブルでこれ以上出すカードはありません。</translation>
    </message>
    <message>
        <source>That is not the move this lesson is about. Try again.</source>
        <translation>それはこのレッスンで練習する一手ではありません。もう一度どうぞ。</translation>
    </message>
    <message>
        <source>That works too: it does what this step is about.</source>
        <translation>それでも正解です。このステップのねらいどおりの手です。</translation>
    </message>
    <message>
        <source>The lesson goes on with your move.</source>
        <translation>レッスンはあなたの手のまま続きます。</translation>
    </message>
    <message>
        <source>The lesson&apos;s own move was %1; the table plays it, so the rest of the lesson goes as written.</source>
        <translation>レッスンの手は%1でした。テーブルではこちらを出し、この後もレッスンどおりに進めます。</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>お手本(&amp;S)</translation>
    </message>
    <message>
        <source>Ring the move this step asks for (H)</source>
        <translation>このステップで求められている一手に印を付けます（H）</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>最初から</translation>
    </message>
    <message>
        <source>All lessons</source>
        <translation>レッスン一覧</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>やめる</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>次のレッスン</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>レッスン</translation>
    </message>
</context>
<context>
    <name>LessonsDialog</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n ステップ</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>修了</translation>
    </message>
    <message>
        <source>Not finished yet</source>
        <translation>まだ修了していません</translation>
    </message>
    <message>
        <source>This game has no lessons yet.</source>
        <translation>このゲームにはまだレッスンがありません。</translation>
    </message>
    <message>
        <source>Learn %1</source>
        <translation>%1 を覚える</translation>
    </message>
    <message>
        <source>Each lesson teaches one idea on a real table, with a hand dealt for it: read, then make the move it asks for; another move that does the same job counts too. A wrong move is explained, and you try again. The last lesson is a whole hand with the coach beside you.</source>
        <translation>どのレッスンも、そのために配られた手札で、本物のテーブルの上で一つずつ考え方を教えます。説明を読んで、求められた一手を出してください。同じ役目を果たす別の手でもかまいません。違う手を出すと理由を説明するので、もう一度挑戦できます。最後のレッスンでは、コーチがついて1ディールを最後まで遊びます。</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>Read the &amp;rules</source>
        <translation>ルールを読む(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Start lesson</source>
        <translation>レッスン開始(&amp;S)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>&lt;h2&gt;New match&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;新しい対戦&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>&amp;Start match</source>
        <translation>対戦開始(&amp;S)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Read the rules of this game (F1)</source>
        <translation>このゲームのルールを読む（F1）</translation>
    </message>
    <message>
        <source>Learn this game</source>
        <translation>このゲームを覚える</translation>
    </message>
    <message>
        <source>Short lessons on a real table: one idea at a time, then a first hand with the coach</source>
        <translation>本物のテーブルで短いレッスン：考え方を一つずつ覚えて、最後はコーチと一緒に最初の1ディール</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>ルール設定</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Not available with the current choices: %1</source>
        <translation>現在の設定では選べません：%1</translation>
    </message>
    <message>
        <source>The rules of “%1”</source>
        <translation>「%1」のルール</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>Seats</source>
        <extracomment>Combo boxes re-measure their texts when the language changes (not only when first shown).</extracomment>
        <translation>席</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>席%1の名前</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Friend online</source>
        <translation>ネットの友だち</translation>
    </message>
    <message>
        <source>A person at another computer joins this seat with the invitation shown when the match starts</source>
        <translation>別のコンピューターの人が、対戦の開始時に表示される招待でこの席に参加します</translation>
    </message>
    <message>
        <source>With friends online, at least one seat is Human: yours.</source>
        <translation>ネットの友だちと遊ぶときは、「人間」の席を少なくとも1席（あなたの席）にしてください。</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>かんたん</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>つよい</translation>
    </message>
    <message>
        <source>Level of seat %1</source>
        <translation>席%1の強さ</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>This match cannot start: %1</source>
        <translation>この設定では対戦を始められません：%1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The match stays saved: Continue in the lobby resumes it.</source>
        <translation>対戦は保存されたままです。ロビーの「続きから」で再開できます。</translation>
    </message>
    <message>
        <source>Save record as…</source>
        <translation>記録を名前を付けて保存…</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>中断する</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>TableCards</source>
        <translation>TableCards</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>新しい対戦(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>記録を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save record as…</source>
        <translation>記録を名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Replay this match</source>
        <translation>この対戦をリプレイ(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Join a network table…</source>
        <translation>ネットワークのテーブルに参加(&amp;J)…</translation>
    </message>
    <message>
        <source>Match &amp;history…</source>
        <translation>対戦履歴(&amp;H)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>言語(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>このゲームのルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>レッスン(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;About TableCards</source>
        <translation>TableCards について(&amp;A)</translation>
    </message>
    <message>
        <source>Choose a game, set the seats, then press Start match. New to a game? Learn this game teaches it on the table, one step at a time. A match is saved as you play: leave it when you like and continue it here.</source>
        <translation>ゲームを選び、席を決めて「対戦開始」を押してください。初めてのゲームなら「このゲームを覚える」で、テーブルの上で一歩ずつ覚えられます。対戦は遊びながら保存されるので、いつ離れてもここから続けられます。</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>新しい対戦</translation>
    </message>
    <message>
        <source>A match of %1 is unfinished. Start a new one and discard it?</source>
        <translation>%1 の途中の対戦があります。この対戦を破棄して新しい対戦を始めますか？</translation>
    </message>
    <message>
        <source>Leave this match for the lesson?</source>
        <translation>この対戦を離れてレッスンを始めますか?</translation>
    </message>
    <message>
        <source>Leave this match to watch the record?</source>
        <translation>この対戦を離れて記録を見ますか？</translation>
    </message>
    <message>
        <source>Leave this match and go back to the lobby?</source>
        <translation>この対戦を中断してロビーに戻りますか？</translation>
    </message>
    <message>
        <source>Leave this match and quit TableCards?</source>
        <translation>この対戦を中断してTableCardsを終了しますか？</translation>
    </message>
    <message>
        <source>This match could not be saved in %1 (%2). If you leave, Continue cannot resume it. Save record as… keeps it in a file of your choice: File › Open record… plays it back, and Play on from here continues it.</source>
        <translation>この対戦は %1 に保存できませんでした（%2）。中断すると「続きから」で再開できません。「記録を名前を付けて保存…」で好きな場所にファイルとして残せます。「ファイル › 記録を開く…」で再生でき、「ここから続けて対戦」で続きを遊べます。</translation>
    </message>
    <message>
        <source>Leave the match</source>
        <translation>対戦の中断</translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <source>Dummy</source>
        <translation>ダミー</translation>
    </message>
</context>
<context>
    <name>MiniMisere</name>
    <message>
        <source>♠ &amp;Spades</source>
        <translation>♠ スペード(&amp;S)</translation>
    </message>
    <message>
        <source>♥ H&amp;earts</source>
        <translation>♥ ハート(&amp;E)</translation>
    </message>
    <message>
        <source>♦ &amp;Diamonds</source>
        <translation>♦ ダイヤ(&amp;D)</translation>
    </message>
    <message>
        <source>♣ &amp;Clubs</source>
        <translation>♣ クラブ(&amp;C)</translation>
    </message>
    <message>
        <source>Old rules</source>
        <translation>旧ルール</translation>
    </message>
    <message>
        <source>New rules</source>
        <translation>新ルール</translation>
    </message>
    <message>
        <source>Lot: asked before the first lead</source>
        <translation>ロット宣言：リードの前に</translation>
    </message>
    <message>
        <source>Lot: declared with a card to trick 1</source>
        <translation>ロット宣言：1トリック目に</translation>
    </message>
    <message>
        <source>Lot made: %1 · failed: %2 each</source>
        <translation>ロット成功%1点 · 失敗：他の全員に%2点</translation>
    </message>
    <message>
        <source>A led 2 wins its trick.</source>
        <translation>2をリードに使うと最強です。</translation>
    </message>
    <message>
        <source>Joker led: wins; nobody need follow.</source>
        <translation>ジョーカーのリード：勝ち。スートに従う必要なし。</translation>
    </message>
    <message>
        <source>Joker not led: only without the led suit; loses.</source>
        <translation>リード以外のジョーカー：従えないときだけ、負け。</translation>
    </message>
    <message>
        <source>Joker led: names a suit and wins.</source>
        <translation>ジョーカーのリード：スート指定、勝ち。</translation>
    </message>
    <message>
        <source>Joker not led: any time; loses.</source>
        <translation>リード以外のジョーカー：いつでも、負け。</translation>
    </message>
    <message>
        <source>Deal stopped early after %1 of %2 tricks:</source>
        <translation>%2トリック中%1トリックでディール打ち切り：</translation>
    </message>
    <message>
        <source>every Lot declarer has lost a trick.</source>
        <translation>ロット宣言者が全員トリックを落としました。</translation>
    </message>
    <message>
        <source>The deal stops once every Lot declarer</source>
        <translation>ロット宣言者が全員トリックを落とした</translation>
    </message>
    <message>
        <source>has lost a trick.</source>
        <translation>時点でディールは打ち切りです。</translation>
    </message>
    <message>
        <source>game to %1</source>
        <translation>%1点で終了</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) laid aside unseen.</source>
        <translation>
            <numerusform>%n枚を伏せて除外</numerusform>
        </translation>
    </message>
    <message>
        <source>Joker led: follow %1</source>
        <translation>ジョーカーのリード：%1に従う</translation>
    </message>
</context>
<context>
    <name>MiniMisereFigures</name>
    <message>
        <source>Lots declared</source>
        <translation>ロット宣言</translation>
    </message>
    <message>
        <source>Lots made</source>
        <translation>ロット成功</translation>
    </message>
</context>
<context>
    <name>MiniMisereOptions</name>
    <message>
        <source>New rules (Parlett&apos;s current)</source>
        <translation>新ルール（パーレットの現行ルール）</translation>
    </message>
    <message>
        <source>Old rules (1989 translation)</source>
        <translation>旧ルール（1989年の翻訳）</translation>
    </message>
    <message>
        <source>With a card to the first trick; several may declare</source>
        <translation>1トリック目にカードを出すときに宣言（複数可）</translation>
    </message>
    <message>
        <source>Asked before the first lead; only the first to accept</source>
        <translation>最初のリードの前に確認（最初に受けた1人だけ）</translation>
    </message>
    <message>
        <source>The deal stops at once</source>
        <translation>その時点でディールを打ち切る</translation>
    </message>
    <message>
        <source>Play all the tricks anyway</source>
        <translation>最後のトリックまでプレイする</translation>
    </message>
    <message>
        <source>Four players: 25 cards with the joker, one laid aside</source>
        <translation>4人：ジョーカー入り25枚、1枚は伏せて除外</translation>
    </message>
    <message>
        <source>Five players: 9s instead of 2s</source>
        <translation>5人：2の代わりに9を使う</translation>
    </message>
    <message>
        <source>A K Q J 10 2 in each suit (five players add the joker); a led 2 wins its trick. Four players: 6 cards each, game to 25.</source>
        <translation>各スートA K Q J 10 2（5人ではジョーカーを加える）。2をリードに使うと最強。4人なら手札6枚、25点で終了。</translation>
    </message>
    <message>
        <source>Four players add the 9s: 7 cards each, game to 31. Five players use 9s instead of 2s, and a led joker names the suit to follow.</source>
        <translation>4人では9を加えて手札7枚、31点で終了。5人では2の代わりに9を使い、リードしたジョーカーは従うスートを指定します。</translation>
    </message>
    <message>
        <source>Each player may declare the Lot while playing to the first trick, having seen the cards before theirs.</source>
        <translation>各プレイヤーは1トリック目に自分のカードを出すとき、先に出たカードを見てからロット宣言できます。</translation>
    </message>
    <message>
        <source>Before the lead each player is asked in turn from the dealer&apos;s left; the first to accept is the only declarer.</source>
        <translation>リードの前にディーラーの左隣から順に確認し、最初に受けたプレイヤーだけがロット宣言者になります。</translation>
    </message>
    <message>
        <source>Once every declarer has lost a trick the result cannot change, so the deal ends there.</source>
        <translation>ロット宣言者が全員トリックを1つ落とせば結果は変わらないので、そこでディールを終えます。</translation>
    </message>
    <message>
        <source>The tricks are played out; they still score nothing when a Lot was declared.</source>
        <translation>最後までトリックをプレイします。ロット宣言があればトリック数は得点になりません。</translation>
    </message>
    <message>
        <source>Parlett&apos;s 25-card pack for four: six cards each, the 25th face down unseen; the joker follows the new rules.</source>
        <translation>パーレットの4人用25枚：手札6枚ずつ、25枚目は裏向きで誰も見ません。ジョーカーは新ルールに従います。</translation>
    </message>
    <message>
        <source>A K Q J 10 9 and the joker; the 9 is simply the lowest card and has no power when led.</source>
        <translation>A K Q J 10 9とジョーカー。9はただの最弱のカードで、リードしても特別な力はありません。</translation>
    </message>
</context>
<context>
    <name>MiniMiserePanel</name>
    <message>
        <source>Declare the Lot? You would have to win every trick.</source>
        <translation>ロット宣言しますか？すべてのトリックを取らなければなりません。</translation>
    </message>
    <message>
        <source>Name the suit to follow:</source>
        <translation>従うスートを指定：</translation>
    </message>
    <message>
        <source>Declare the Lot with %1?</source>
        <translation>%1でロット宣言しますか？</translation>
    </message>
    <message>
        <source>Your turn: play a card; you may declare the Lot with it.</source>
        <translation>あなたの番です。カードを出すときにロット宣言もできます。</translation>
    </message>
    <message>
        <source>The Lot: win all %1 tricks and you score %2, the others 0; lose one and each of the others scores %3, you 0. The trick table does not count in a deal with a Lot.</source>
        <translation>ロット：%1トリックすべてを取れば%2点で他は0点。1つでも落とすと他の各プレイヤーが%3点で、あなたは0点。ロットのあるディールでは得点表は使いません。</translation>
    </message>
    <message>
        <source>&amp;Declare the Lot</source>
        <translation>ロット宣言(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;No Lot</source>
        <translation>宣言しない(&amp;N)</translation>
    </message>
    <message>
        <source>Play %1 and &amp;declare the Lot</source>
        <translation>%1を出してロット宣言(&amp;D)</translation>
    </message>
    <message>
        <source>Play %1 &amp;without the Lot</source>
        <translation>宣言せずに%1を出す(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;with the Lot</source>
        <translation>ロット(&amp;W)</translation>
    </message>
</context>
<context>
    <name>MiniMisereScore</name>
    <message>
        <source>Lot</source>
        <translation>ロット</translation>
    </message>
    <message>
        <source>table</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Lot ✓</source>
        <translation>ロット✓</translation>
    </message>
    <message>
        <source>other&apos;s Lot</source>
        <translation>他者ロット</translation>
    </message>
    <message>
        <source>Lot ✗</source>
        <translation>ロット✗</translation>
    </message>
    <message>
        <source>award</source>
        <translation>配当</translation>
    </message>
    <message>
        <source>Lot declared</source>
        <translation>ロット宣言</translation>
    </message>
    <message>
        <source>Scored by</source>
        <translation>得点の根拠</translation>
    </message>
    <message>
        <source>Points this deal</source>
        <translation>このディールの得点</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>取ったトリック</translation>
    </message>
    <message>
        <source>Tricks (stopped after %1)</source>
        <translation>トリック（%1で打ち切り）</translation>
    </message>
</context>
<context>
    <name>MiniMisereSeats</name>
    <message>
        <source>Lot declared · broken</source>
        <translation>ロット宣言 · 失敗</translation>
    </message>
    <message>
        <source>Lot declared</source>
        <translation>ロット宣言</translation>
    </message>
    <message>
        <source>No Lot</source>
        <translation>ロットなし</translation>
    </message>
    <message numerus="yes">
        <source>%1 = %n pt(s)</source>
        <translation>
            <numerusform>%1 = %n点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MiniMisereTable</name>
    <message>
        <source>Tricks</source>
        <translation>トリック</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Score table</source>
        <translation>得点表</translation>
    </message>
    <message>
        <source>Points for the tricks won in a hand without a Lot.</source>
        <translation>ロット宣言のないディールで、取ったトリック数に応じた得点。</translation>
    </message>
</context>
<context>
    <name>MoveRating</name>
    <message>
        <source>No decision yet.</source>
        <translation>まだ手番の選択はありません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>コーチが考えています…</translation>
    </message>
    <message>
        <source>The coach cannot rate this decision.</source>
        <translation>コーチはこの手を評価できません。</translation>
    </message>
    <message>
        <source>Rate this move</source>
        <translation>この手を評価</translation>
    </message>
    <message>
        <source>The coach rates the decision from what that player could see, not from the open hands</source>
        <translation>コーチは公開された手札ではなく、そのプレイヤーに見えていた情報だけから評価します</translation>
    </message>
    <message>
        <source>Rate every move</source>
        <translation>毎手評価する</translation>
    </message>
</context>
<context>
    <name>NetTable</name>
    <message>
        <source>This table runs version %2 of the network game; you have version %1.</source>
        <translation>このテーブルはネット対戦のバージョン %2 で動いています。お使いのバージョンは %1 です。</translation>
    </message>
    <message>
        <source>There is no table with this code. Check the invitation.</source>
        <translation>このコードのテーブルはありません。招待を確かめてください。</translation>
    </message>
    <message>
        <source>This seat&apos;s key is not known at this table.</source>
        <translation>この席の鍵はこのテーブルでは通用しません。</translation>
    </message>
    <message>
        <source>Seat %1 is taken.</source>
        <translation>席 %1 はふさがっています。</translation>
    </message>
    <message>
        <source>There is no seat %1 at this table.</source>
        <translation>このテーブルに席 %1 はありません。</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>このテーブルの席はすべてふさがっています。</translation>
    </message>
    <message>
        <source>Too many wrong codes: the table closed the connection.</source>
        <translation>誤ったコードが多すぎるため、テーブルが接続を切りました。</translation>
    </message>
    <message>
        <source>Too many connections from this address: try again later.</source>
        <translation>このアドレスからの接続が多すぎます。しばらくしてからやり直してください。</translation>
    </message>
    <message>
        <source>The host holds too many tables: try again later.</source>
        <translation>ホストのテーブルが多すぎます。しばらくしてからやり直してください。</translation>
    </message>
    <message>
        <source>The match starts once every seat is taken.</source>
        <translation>全員が席に着くと対戦が始まります。</translation>
    </message>
    <message>
        <source>You have no seat at this table.</source>
        <translation>このテーブルにあなたの席はありません。</translation>
    </message>
    <message>
        <source>The host cannot play this table.</source>
        <translation>ホストはこのテーブルを開けません。</translation>
    </message>
    <message>
        <source>Too many actions at once: slow down.</source>
        <translation>操作が速すぎます。少しゆっくりどうぞ。</translation>
    </message>
    <message>
        <source>The host did not understand this action.</source>
        <translation>ホストはこの操作を受け付けられませんでした。</translation>
    </message>
    <message>
        <source>You are watching this table: its players start the next deal.</source>
        <translation>このテーブルは観戦中です。次のディールはプレイヤーが始めます。</translation>
    </message>
    <message>
        <source>The connection to the table was lost and could not be made again. Your seat is kept: join again with the same invitation to go on.</source>
        <translation>テーブルとの接続が切れ、つなぎ直せませんでした。席は残っています。同じ招待でもう一度参加すれば続けられます。</translation>
    </message>
</context>
<context>
    <name>NetTableController</name>
    <message>
        <source>%1 (away)</source>
        <translation>%1（離席中）</translation>
    </message>
</context>
<context>
    <name>NinetyNine</name>
    <message>
        <source>The highest card of the highest suit present wins (♣ ♥ ♠ ♦).</source>
        <translation>出たカードのうち最上位のスートで最も強いカードが勝ちます（♣ ♥ ♠ ♦）。</translation>
    </message>
    <message>
        <source>The highest rank wins; equal ranks by suit (♣ ♥ ♠ ♦).</source>
        <translation>ランクが最も高いカードが勝ち、同じランクならスートの順位（♣ ♥ ♠ ♦）で決まります。</translation>
    </message>
    <message>
        <source>The second-best card wins the trick.</source>
        <translation>2番目に強いカードがトリックを取ります。</translation>
    </message>
    <message>
        <source>&amp;Declare</source>
        <translation>デクレアラ(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>リビール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>パス(&amp;P)</translation>
    </message>
</context>
<context>
    <name>NinetyNineExplain</name>
    <message>
        <source>Bid cards count %1 tricks by suit.</source>
        <translation>ビッドカードはスートごとに%1トリックと数えます。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 bid cards chosen: %n trick(s) so far.</source>
        <translation>
            <numerusform>%2枚中%1枚を選択：ここまでで%nトリックのビッドです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You bid %n trick(s).</source>
        <translation>
            <numerusform>%nトリックのビッドです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Win exactly that many for 10 plus 1 point a trick; miss it for 1 a trick.</source>
        <translation>ちょうどその数を取れば10点とトリック1つにつき1点、外せばトリック1つにつき1点です。</translation>
    </message>
    <message>
        <source>%1 if %2 succeed</source>
        <translation>%2人成功なら%1</translation>
    </message>
    <message>
        <source>Win exactly that many for 1 point a trick plus a bonus of %1 if you alone succeed</source>
        <translation>ちょうどその数を取ればトリック1つにつき1点に加え、一人だけ成功ならボーナス%1</translation>
    </message>
    <message>
        <source>Declare: your bid cards lie face up; %1.</source>
        <translation>デクレア：ビッドカードを表向きにします。%1。</translation>
    </message>
    <message>
        <source>Reveal: your bid cards and your whole hand lie face up; %1.</source>
        <translation>リビール：ビッドカードと手札すべてを表向きにします。%1。</translation>
    </message>
    <message>
        <source>Pass: no premium, no risk.</source>
        <translation>パス：プレミアムなし、リスクもなし。</translation>
    </message>
    <message>
        <source>make your bid exactly and you get %1</source>
        <translation>ビッドちょうどを取れば%1点</translation>
    </message>
    <message>
        <source>fail and you lose %1</source>
        <translation>失敗すると%1点を失います</translation>
    </message>
    <message>
        <source>fail and the other player and the dummy get %1 each</source>
        <translation>失敗すると相手とダミーに%1点ずつ</translation>
    </message>
    <message>
        <source>fail and your opponent gets %1</source>
        <translation>失敗すると相手に%1点</translation>
    </message>
    <message>
        <source>fail and each other player gets %1</source>
        <translation>失敗すると他の各プレイヤーに%1点</translation>
    </message>
    <message>
        <source>Declare: your bid cards lie face up; make your bid exactly for 20 plus 2 a trick, miss it and every other player gets 5.</source>
        <translation>デクレア：ビッドカードを表向きにします。ビッドちょうどなら20点とトリック1つにつき2点、外すと他の全員に5点ずつ入ります。</translation>
    </message>
    <message>
        <source>Reveal: your bid cards and your whole hand lie face up; make your bid exactly for 30 plus 3 a trick, miss it and every other player gets 10.</source>
        <translation>リビール：ビッドカードと手札すべてを表向きにします。ビッドちょうどなら30点とトリック1つにつき3点、外すと他の全員に10点ずつ入ります。</translation>
    </message>
    <message>
        <source>A missed premium keeps 1 point a trick.</source>
        <translation>プレミアムに失敗してもトリック1つにつき1点は残ります。</translation>
    </message>
    <message>
        <source>A missed premium scores 0.</source>
        <translation>プレミアムに失敗すると0点です。</translation>
    </message>
    <message>
        <source>Pass: 10 plus 1 a trick if made, 1 a trick if not.</source>
        <translation>パス：成功なら10点とトリック1つにつき1点、失敗ならトリック1つにつき1点。</translation>
    </message>
</context>
<context>
    <name>NinetyNineFigures</name>
    <message>
        <source>Bids made</source>
        <translation>ビッド成功</translation>
    </message>
    <message>
        <source>Premium bids made</source>
        <translation>プレミアムビッド成功</translation>
    </message>
    <message>
        <source>Premium bids failed</source>
        <translation>プレミアムビッド失敗</translation>
    </message>
</context>
<context>
    <name>NinetyNineOptions</name>
    <message>
        <source>Three players, 36 cards</source>
        <translation>3人・36枚</translation>
    </message>
    <message>
        <source>Four players, 52 cards, individual</source>
        <translation>4人・52枚・個人戦</translation>
    </message>
    <message>
        <source>Four players in two partnerships</source>
        <translation>4人・ペア戦（2対2）</translation>
    </message>
    <message>
        <source>Two players and a dummy</source>
        <translation>2人＋ダミープレイヤー</translation>
    </message>
    <message>
        <source>Two players, 24 cards</source>
        <translation>2人・24枚</translation>
    </message>
    <message>
        <source>Five players: game to 500 instead of 250</source>
        <translation>5人戦：250点ではなく500点でゲーム終了</translation>
    </message>
    <message>
        <source>The dummy may win the game</source>
        <translation>ダミーも勝者になれる</translation>
    </message>
    <message>
        <source>Live players play on when the dummy reaches 100</source>
        <translation>ダミーが100点に達したら、2人のプレイヤーだけで続ける</translation>
    </message>
    <message>
        <source>The premium bidder names trumps</source>
        <translation>プレミアムビッドをしたプレイヤーが切り札を宣言する</translation>
    </message>
    <message>
        <source>The premium bidder may name the nines as trumps</source>
        <translation>プレミアムビッドをしたプレイヤーは9を切り札に宣言できる</translation>
    </message>
    <message>
        <source>No bid cards before play; the last three cards are the bid</source>
        <translation>プレイ前にビッドカードを出さず、最後に残った3枚をビッドとする</translation>
    </message>
    <message>
        <source>A fixed number of deals (0: play to the target score)</source>
        <translation>ディール数を固定（0：目標点まで続ける）</translation>
    </message>
    <message>
        <source>Bridge variation (documented only; not playable)</source>
        <translation>ブリッジバリエーション（説明のみ・プレイ不可）</translation>
    </message>
    <message>
        <source>The standard game: 12 cards each from A–6, nine tricks, game to 100.</source>
        <translation>標準ルール：A〜6の36枚から各12枚、9トリック、100点でゲーム終了。</translation>
    </message>
    <message>
        <source>13 cards each from a full pack, ten tricks; a bid of three diamonds succeeds with 0 or 10 tricks.</source>
        <translation>52枚から各13枚、10トリック。ダイヤ3枚のビッドは0トリックでも10トリックでも成功です。</translation>
    </message>
    <message>
        <source>Partners sit opposite; all bid cards are turned face up and there are no premium bids. Scores are kept per partnership.</source>
        <translation>パートナーは向かい合って座ります。ビッドカードはすべて表向きにし、プレミアムビッドはありません。得点はペアごとに記録します。</translation>
    </message>
    <message>
        <source>A 52-card pack plus 11s and 12s; any number may declare (+50 or −50). Game to 250.</source>
        <translation>52枚に11と12を加えた60枚。何人でもデクレアラでき（+50または−50）、250点でゲーム終了。</translation>
    </message>
    <message>
        <source>A third hand is dealt to a dummy that bids blind and plays face up; whoever leads also plays the dummy&apos;s card.</source>
        <translation>3つ目の手札をダミーに配ります。ダミーのビッドは伏せたまま決まり、手札は表向きでプレイします。リードしたプレイヤーがダミーのカードも出します。</translation>
    </message>
    <message>
        <source>A 24-card pack (A–9), 12 cards each; each player who makes the bid scores 20.</source>
        <translation>A〜9の24枚で各12枚。ビッドに成功したプレイヤーはそれぞれ20点。</translation>
    </message>
    <message>
        <source>Five players, 60 cards (a pack with 11s and 12s)</source>
        <translation>5人・60枚（11と12を加えたトランプ）</translation>
    </message>
    <message>
        <source>Declare or reveal chosen in secret; a reveal outranks a declare</source>
        <translation>デクレアラ・リビールは伏せて選ぶ（リビールが優先）</translation>
    </message>
    <message>
        <source>Four players: when nobody makes their bid, diamonds are trumps next</source>
        <translation>4人戦：誰もビッドに成功しなかったら、次のディールはダイヤが切り札</translation>
    </message>
    <message>
        <source>Dummy: clubs first; 30 to a sole winner, else 60 to the dummy</source>
        <translation>ダミー：最初はクラブが切り札、成功者が1人ならその人に30点、それ以外はダミーに60点</translation>
    </message>
    <message>
        <source>Dummy: Penguin Book rules (no trumps first, the dummy scores as a player)</source>
        <translation>ダミー：ペンギン版ルール（最初はノートランプ、ダミーも1人のプレイヤーとして得点）</translation>
    </message>
    <message>
        <source>37 cards with a joker; a card turned face up sets trumps</source>
        <translation>ジョーカー入り37枚：表向きにした1枚で切り札が決まる</translation>
    </message>
    <message>
        <source>No bid cards: a player who reveals still lays three bid cards aside</source>
        <translation>ビッドカードなし：リビールしたプレイヤーだけはビッドカード3枚を脇に置く</translation>
    </message>
    <message>
        <source>No bid cards: a player who reveals announces a number of tricks</source>
        <translation>ビッドカードなし：リビールしたプレイヤーは取るトリック数を宣言する</translation>
    </message>
    <message>
        <source>Divide and conquer: anyone may declare or reveal; set scores</source>
        <translation>分割統治：誰でもデクレアラ・リビールできる（得点は固定）</translation>
    </message>
    <message>
        <source>Divide and conquer: a failed premium bid still scores its tricks</source>
        <translation>分割統治：プレミアムビッドに失敗しても取ったトリックの得点を得る</translation>
    </message>
    <message>
        <source>Naughty Nun: nine deals, each with its own trick rule</source>
        <translation>ナウンティー・ナン：9ディール、ディールごとにトリックのルールが変わる</translation>
    </message>
    <message>
        <source>Naughty Nun: nine deals in the order of David Parlett&apos;s website</source>
        <translation>ナウンティー・ナン：9ディール、デビッド・パーレットのサイトの順序</translation>
    </message>
    <message>
        <source>A tie for first place: play more deals</source>
        <translation>首位が同点ならディールを続ける</translation>
    </message>
    <message>
        <source>A tie for first place: share the win</source>
        <translation>首位が同点なら勝利を分け合う</translation>
    </message>
    <message>
        <source>A rubber: the first to win three games to 100</source>
        <translation>ラバー：100点のゲームを先に3勝した人の勝ち</translation>
    </message>
    <message>
        <source>Each player secretly chooses to declare (show the bid cards), reveal (show the whole hand too) or neither. Only one player gets the premium: a reveal wins over a declare, and between equal choices the player nearest the dealer&apos;s left wins.</source>
        <translation>各プレイヤーは、デクレアラ（ビッドカードを公開）、リビール（手札もすべて公開）、どちらもしない、のいずれかを伏せて選びます。プレミアムを得るのは1人だけです。リビールがデクレアラより優先し、同じ選択ならディーラーの左隣に近いプレイヤーが優先します。</translation>
    </message>
    <message>
        <source>When nobody makes the bid, diamonds are trumps in the next deal instead of no trumps.</source>
        <translation>誰もビッドに成功しなかったとき、次のディールはノートランプではなくダイヤが切り札になります。</translation>
    </message>
    <message>
        <source>A longer game: after the deal in which someone reaches 500 points, the highest total wins.</source>
        <translation>長いゲームです。誰かが500点に達したディールの後、合計が最も高い人の勝ちです。</translation>
    </message>
    <message>
        <source>The first deal has clubs as trumps. If exactly one live player makes the bid they score 30, otherwise the dummy scores 60.</source>
        <translation>最初のディールはクラブが切り札。ビッドに成功したプレイヤーが1人だけならその人に30点、それ以外はダミーに60点。</translation>
    </message>
    <message>
        <source>The first deal is at no trumps and the dummy scores as a third player (the Penguin Book of Card Games).</source>
        <translation>最初のディールはノートランプで、ダミーは3人目のプレイヤーとして得点します（ペンギン版カードゲーム事典）。</translation>
    </message>
    <message>
        <source>If the dummy has the highest total at 100, both live players lose.</source>
        <translation>100点に達した時点でダミーの合計が最高なら、2人のプレイヤーはどちらも負けです。</translation>
    </message>
    <message>
        <source>If the dummy reaches 100 first, the two live players play on until one of them reaches 100.</source>
        <translation>ダミーが先に100点に達したら、2人のプレイヤーはどちらかが100点に達するまで続けます。</translation>
    </message>
    <message>
        <source>The original rules: a joker is added and the 37th card is turned up; its suit is trumps (a 9 or the joker: no trumps).</source>
        <translation>元のルール：ジョーカーを加え、37枚目を表向きにします。そのスートが切り札です（9かジョーカーならノートランプ）。</translation>
    </message>
    <message>
        <source>A player who declares or reveals may name the trump suit or no trumps for the deal.</source>
        <translation>デクレアラまたはリビールしたプレイヤーは、そのディールの切り札かノートランプを指定できます。</translation>
    </message>
    <message>
        <source>The four 9s can be named as a trump suit of their own (Nicholas Tallyn&apos;s extension).</source>
        <translation>4枚の9を独立した切り札スートとして指定できます（ニコラス・タリンの拡張ルール）。</translation>
    </message>
    <message>
        <source>Everyone plays nine tricks from twelve cards; the three cards left in hand at the end are the bid (Charles Magri).</source>
        <translation>全員が12枚の手札で9トリックをプレイし、最後に残った3枚がビッドになります（チャールズ・マグリ）。</translation>
    </message>
    <message>
        <source>A player who reveals lays three bid cards aside before play, as in the normal game.</source>
        <translation>リビールしたプレイヤーは通常ルールと同じく、プレイ前にビッドカード3枚を脇に置きます。</translation>
    </message>
    <message>
        <source>A player who reveals shows all twelve cards and announces how many tricks they will win.</source>
        <translation>リビールしたプレイヤーは12枚すべてを公開し、取るトリック数を宣言します。</translation>
    </message>
    <message>
        <source>Any number may declare or reveal; a made bid scores 10, 20 or 30 plus 1, 2 or 3 per trick (Craig Duncan).</source>
        <translation>何人でもデクレアラ・リビールできます。ビッド成功で10・20・30点に、1トリックにつき1・2・3点を加えます（クレイグ・ダンカン）。</translation>
    </message>
    <message>
        <source>A premium bidder who fails still scores 1 per trick.</source>
        <translation>プレミアムビッドに失敗しても1トリックにつき1点を得ます。</translation>
    </message>
    <message>
        <source>A game of nine deals, each with its own trick rule: four trump suits, no trumps, suit order, rank order and snap.</source>
        <translation>9ディールのゲームで、ディールごとにトリックのルールが変わります：4つの切り札スート、ノートランプ、スートの順位、ランクの順位、スナップ。</translation>
    </message>
    <message>
        <source>Nine deals in the order on David Parlett&apos;s site, including trumps by show and the second-best card wins.</source>
        <translation>デビッド・パーレットのサイトの順序による9ディール。公開したカードで切り札を決めるディールや、2番目に強いカードが勝つディールを含みます。</translation>
    </message>
    <message>
        <source>Equal highest totals at the end: play further deals until one player is ahead.</source>
        <translation>終了時に最高点が同点なら、1人が抜け出すまでディールを続けます。</translation>
    </message>
    <message>
        <source>Equal highest totals at the end: those players share the win.</source>
        <translation>終了時に最高点が同点なら、そのプレイヤーたちが勝利を分け合います。</translation>
    </message>
    <message>
        <source>Play this many deals and the highest total wins; 0 plays to the target score.</source>
        <translation>この回数のディールを行い、合計が最も高いプレイヤーの勝ち。0なら目標点までプレイします。</translation>
    </message>
    <message>
        <source>Games are played to 100; the first to win three games wins the rubber, with bonuses for games won and for a quick rubber.</source>
        <translation>1ゲームは100点まで。先に3ゲーム勝ったプレイヤーがラバーの勝者となり、ゲームの勝利と早く決着したラバーにボーナスがあります。</translation>
    </message>
</context>
<context>
    <name>NinetyNinePanel</name>
    <message>
        <source>Trump to name</source>
        <translation>宣言する切り札</translation>
    </message>
    <message>
        <source>&amp;Confirm bid</source>
        <translation>ビッドを確定(&amp;C)</translation>
    </message>
    <message>
        <source>Drag three cards here to bid</source>
        <translation>ビッドするカードを3枚ここへドラッグ</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Snaps allowed: a void player may play a card of the led rank.</source>
        <translation>スナップあり：リードされたスートを持たないプレイヤーは、リードと同じランクのカードを出してスナップできます。</translation>
    </message>
    <message>
        <source>Trumps are set by the shown cards.</source>
        <translation>切り札は公開したカードで決まります。</translation>
    </message>
    <message>
        <source>Drag three bid cards to the bid area (or pick them with ←/→ and Space), then confirm with Enter.</source>
        <translation>ビッドカード3枚をビッド欄へドラッグ（または←/→とSpaceで選択）し、Enterキーで確定してください。</translation>
    </message>
    <message>
        <source>Call snap with %1?</source>
        <translation>%1でスナップしますか？</translation>
    </message>
    <message>
        <source>Premium bid: declare, reveal or pass.</source>
        <translation>プレミアムビッド：デクレアラ、リビール、パスから選んでください。</translation>
    </message>
    <message>
        <source>Show a card: click it or drag it to the centre, or choose with ←/→ and press Enter.</source>
        <translation>カードを1枚見せてください：クリックするか中央へドラッグ、または←/→で選んでEnterキー。</translation>
    </message>
    <message>
        <source>&amp;Snap with %1</source>
        <translation>%1でスナップ(&amp;S)</translation>
    </message>
    <message>
        <source>Play %1 &amp;without snap</source>
        <translation>スナップせずに%1を出す(&amp;W)</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>切り札：%1</translation>
    </message>
</context>
<context>
    <name>NinetyNineScore</name>
    <message>
        <source>made</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Bid cards</source>
        <translation>ビッドカード</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>Tricks won (1 point each)</source>
        <translation>取ったトリック（1トリック1点）</translation>
    </message>
    <message>
        <source>Bid made?</source>
        <translation>ビッド成功？</translation>
    </message>
    <message>
        <source>Bonus for making the bid</source>
        <translation>ビッド成功のボーナス</translation>
    </message>
    <message>
        <source>Premium</source>
        <translation>プレミアム</translation>
    </message>
    <message>
        <source>Points this deal</source>
        <translation>このディールの得点</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>デクレアラ</translation>
    </message>
    <message>
        <source>revealed</source>
        <translation>リビール</translation>
    </message>
</context>
<context>
    <name>NinetyNineSeats</name>
    <message>
        <source>%1 of %2 tricks</source>
        <translation>%1/%2トリック</translation>
    </message>
    <message>
        <source>Partner: %1</source>
        <translation>パートナー：%1</translation>
    </message>
    <message>
        <source>Played by %1</source>
        <translation>%1がプレイ</translation>
    </message>
    <message>
        <source>Bid %1 = %2</source>
        <translation>ビッド %1 = %2</translation>
    </message>
    <message>
        <source>Bid %1 (announced)</source>
        <translation>ビッド %1（宣言）</translation>
    </message>
    <message>
        <source>Bid laid</source>
        <translation>ビッド済み</translation>
    </message>
    <message>
        <source>Choosing bid cards</source>
        <translation>ビッドカード選択中</translation>
    </message>
    <message>
        <source>Premium offer made</source>
        <translation>プレミアムビッド申告済み</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>デクレアラ</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>リビール</translation>
    </message>
    <message>
        <source>No premium</source>
        <translation>プレミアムなし</translation>
    </message>
</context>
<context>
    <name>Nominations</name>
    <message>
        <source>Misère</source>
        <translation>ミゼール</translation>
    </message>
    <message>
        <source>Open misère</source>
        <translation>さらしミゼール</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>ノートランプ</translation>
    </message>
    <message>
        <source>Declarer: %1</source>
        <translation>デクレアラー：%1</translation>
    </message>
    <message>
        <source>Passed, may bid again</source>
        <translation>パス（再ビッド可）</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>ビッド %1</translation>
    </message>
    <message>
        <source>Secret solo (only you know)</source>
        <translation>秘密の単独（あなただけが知っています）</translation>
    </message>
    <message>
        <source>Partner (only you know)</source>
        <translation>パートナー（あなただけが知っています）</translation>
    </message>
    <message>
        <source>Plays alone</source>
        <translation>デクレアラー単独</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <source>Double hand ×2 (cut %1)</source>
        <translation>ダブルハンド ×2（カット %1枚）</translation>
    </message>
    <message>
        <source>Contract: %1 by %2</source>
        <translation>契約：%2の%1</translation>
    </message>
    <message>
        <source>Partner card: %1</source>
        <translation>パートナーカード：%1</translation>
    </message>
    <message>
        <source>The open misère hand lies face up.</source>
        <translation>さらしミゼールの手札が表向きに置かれています。</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>まだビッドなし</translation>
    </message>
    <message>
        <source>High bid: %1 (%2)</source>
        <translation>最高ビッド：%1（%2）</translation>
    </message>
</context>
<context>
    <name>NominationsExplain</name>
    <message>
        <source>Bid %1: you and the partner you call must win %1 tricks: %2 each, or %2 to each defender.</source>
        <translation>ビッド%1：コールするパートナーと合わせて%1トリック取れば%2点ずつ、取れなければ各ディフェンダーに%2点。</translation>
    </message>
    <message>
        <source>Misère: you alone win no trick: %1 to you, or %1 to each of the others; open misère %2, hand face up after the first trick.</source>
        <translation>ミゼール：一人でトリックを1つも取らなければ%1点、取ると他の各プレイヤーに%1点。さらしミゼールは%2点で、最初のトリックの後に手札を表向きにします。</translation>
    </message>
    <message>
        <source>This hand counts ×%1.</source>
        <translation>このディールは×%1です。</translation>
    </message>
    <message>
        <source>The holder of the card you call is your secret partner: win %1 tricks together for %2 each, or each defender gets %2. Call a card of your own and you play alone: %2 to you, or %2 to each of the other three.</source>
        <translation>コールしたカードを持つ人が秘密のパートナーです。二人で%1トリック取れば%2点ずつ、取れなければ各ディフェンダーに%2点。自分の持つカードをコールすると一人で戦い、成功なら%2点、失敗なら他の3人に%2点ずつ。</translation>
    </message>
</context>
<context>
    <name>NominationsFigures</name>
    <message>
        <source>Contracts made</source>
        <translation>契約成功</translation>
    </message>
    <message>
        <source>Contracts failed</source>
        <translation>契約失敗</translation>
    </message>
    <message>
        <source>Misères made</source>
        <translation>ミゼール成功</translation>
    </message>
</context>
<context>
    <name>NominationsOptions</name>
    <message>
        <source>Packets of 3, one round of 4</source>
        <translation>3枚ずつ配り、1巡だけ4枚</translation>
    </message>
    <message>
        <source>Packets of 5, 5, then 3</source>
        <translation>5枚、5枚、3枚の順に配る</translation>
    </message>
    <message>
        <source>Which round of the 3-3-3-4 deal gives 4 cards</source>
        <translation>3-3-3-4の配り方で4枚を配る巡</translation>
    </message>
    <message>
        <source>Each round one player gets 4, moving left</source>
        <translation>毎巡1人だけ4枚、その人が左へ移る</translation>
    </message>
    <message>
        <source>No shuffle after the first deal: gather and cut</source>
        <translation>最初のディールの後はシャッフルせず、集めてカットする</translation>
    </message>
    <message>
        <source>The lowest bid is 7</source>
        <translation>最低ビッドは7</translation>
    </message>
    <message>
        <source>Misère ranks between 10 and 11 and scores 10</source>
        <translation>ミゼールは10と11の間で、得点は10</translation>
    </message>
    <message>
        <source>Must trump if able</source>
        <translation>切り札があれば出さなければならない</translation>
    </message>
    <message>
        <source>May discard (ordinary whist)</source>
        <translation>他のカードを捨ててもよい（通常のホイスト）</translation>
    </message>
    <message>
        <source>Defenders also score 1 per trick they won</source>
        <translation>ディフェンダーも取ったトリック1つにつき1点</translation>
    </message>
    <message>
        <source>A bid of 13 is worth 26</source>
        <translation>ビッド13は26点</translation>
    </message>
    <message>
        <source>Number of deals (a multiple of 4)</source>
        <translation>ディール数（4の倍数）</translation>
    </message>
    <message>
        <source>Play until someone reaches this total (0: off)</source>
        <translation>誰かがこの合計点に達するまで（0：使わない）</translation>
    </message>
    <message>
        <source>The previous deal&apos;s tricks are gathered in the order played, cut and dealt again without a shuffle.</source>
        <translation>前のディールのトリックをプレイした順に集め、カットしてシャッフルせずに配ります。</translation>
    </message>
    <message>
        <source>Every player who is neither declarer nor partner scores 1 per trick won, whether the bid is made or not.</source>
        <translation>デクレアラーでもパートナーでもないプレイヤーは、ビッドの成否にかかわらず取ったトリック1つにつき1点を得ます。</translation>
    </message>
    <message>
        <source>Making a bid of 13 pays 26 to the declarer and the partner; failing pays 26 to each defender.</source>
        <translation>ビッド13が成功するとデクレアラーとパートナーに26点、失敗すると各ディフェンダーに26点です。</translation>
    </message>
</context>
<context>
    <name>NominationsPanel</name>
    <message>
        <source>The bidding came round to you again: you may bid now, though you passed before, or pass again.</source>
        <translation>ビッドの番がまた回ってきました。前にパスしていても今ビッドできます。もう一度パスしてもかまいません。</translation>
    </message>
    <message>
        <source>Your call: bid on the ladder or pass.</source>
        <translation>あなたの番です：ビッドするかパスしてください。</translation>
    </message>
    <message>
        <source>Warning: %1 is in your hand. Calling it means you play alone, a secret solo with no partner.</source>
        <translation>注意：%1はあなたの手札にあります。コールするとパートナーなしの秘密のソロになります。</translation>
    </message>
    <message>
        <source>Name trumps and call the partner card, then confirm.</source>
        <translation>切り札とパートナーになるカードを宣言して、確定してください。</translation>
    </message>
    <message>
        <source>Nobody bid: cut the pack for the double hand (×2).</source>
        <translation>全員パスでした：ダブルハンド（×2）のためにカットしてください。</translation>
    </message>
</context>
<context>
    <name>NominationsScore</name>
    <message>
        <source>Role</source>
        <translation>役割</translation>
    </message>
    <message>
        <source>Tricks won</source>
        <translation>取ったトリック</translation>
    </message>
    <message>
        <source>Defenders&apos; tricks (1 each)</source>
        <translation>ディフェンダーのトリック（1つ1点）</translation>
    </message>
    <message>
        <source>Double hand</source>
        <translation>ダブルハンド</translation>
    </message>
    <message>
        <source>Points this deal</source>
        <translation>このディールの得点</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>Declarer&apos;s side: tricks of %1 needed</source>
        <translation>デクレアラー側のトリック（必要%1）</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>デクレアラー</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <source>, alone</source>
        <translation>、単独</translation>
    </message>
    <message>
        <source>%1: made</source>
        <translation>%1：成功</translation>
    </message>
    <message>
        <source>%1: lost (a trick won)</source>
        <translation>%1：失敗（トリックを取った）</translation>
    </message>
    <message>
        <source>%1: failed</source>
        <translation>%1：失敗</translation>
    </message>
</context>
<context>
    <name>OptionGroups</name>
    <message>
        <source>Dummy rules</source>
        <translation>ダミーのルール</translation>
    </message>
    <message>
        <source>Players and pack</source>
        <translation>人数と使用カード</translation>
    </message>
    <message>
        <source>Premium bids without bid cards</source>
        <translation>ビッドカードなしのプレミアムビッド</translation>
    </message>
    <message>
        <source>When the dummy reaches the target</source>
        <translation>ダミーが目標点に達したとき</translation>
    </message>
    <message>
        <source>Naughty Nun</source>
        <translation>ナウンティー・ナン</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>同点のとき</translation>
    </message>
    <message>
        <source>Card rules</source>
        <translation>カードのルール</translation>
    </message>
    <message>
        <source>When the Lot is declared</source>
        <translation>ロット宣言のタイミング</translation>
    </message>
    <message>
        <source>After every declarer has lost a trick</source>
        <translation>宣言者が全員トリックを落としたら</translation>
    </message>
    <message>
        <source>Dealing packets</source>
        <translation>配り方</translation>
    </message>
    <message>
        <source>A player void in the led suit</source>
        <translation>リードされたスートを持っていないとき</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <source>No card of a suit to call</source>
        <translation>指名できるスートのカードがないとき</translation>
    </message>
    <message>
        <source>A losing picker</source>
        <translation>ピッカーが負けたとき</translation>
    </message>
    <message>
        <source>When everyone passes</source>
        <translation>全員がパスしたとき</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>使用カード</translation>
    </message>
    <message>
        <source>Hand limit</source>
        <translation>手札の上限</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <source>Pass to %1</source>
        <translation>%1に交代</translation>
    </message>
    <message>
        <source>Only %1 should look now. Press Enter to see your cards.</source>
        <translation>ここからは%1だけが画面を見てください。Enterキーを押すと手札が表示されます。</translation>
    </message>
    <message>
        <source>Show my cards</source>
        <translation>手札を見る</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <source>Play on from here</source>
        <translation>ここから続けて対戦</translation>
    </message>
    <message>
        <source>The match goes on from this point as a new match, saved as you play. The record you are watching is not changed.</source>
        <translation>この場面から新しい対戦として続けます（プレイ中は自動保存されます）。見ている記録は変更されません。</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>コンピューター（%1）</translation>
    </message>
    <message>
        <source>Every hand face up (teacher mode)</source>
        <translation>すべての手札を表向きに（先生モード）</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>対戦を続ける</translation>
    </message>
</context>
<context>
    <name>Prefs</name>
    <message>
        <source>Instant</source>
        <translation>なし（即時）</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>By suit, low to high</source>
        <translation>スートごと・弱い順</translation>
    </message>
    <message>
        <source>By suit, high to low</source>
        <translation>スートごと・強い順</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>配られた順</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>アドレス(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T)：</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ファイル名(&amp;N)：</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>, </source>
        <extracomment>Separator between the items of a list in a sentence (Japanese: 、)</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>対戦は終了しています</translation>
    </message>
    <message>
        <source>the deal is over</source>
        <translation>このディールは終了しています</translation>
    </message>
    <message>
        <source>the turn belongs to {expected}, not to {seat}</source>
        <translation>今は{expected}の手番で、{seat}の手番ではありません</translation>
    </message>
    <message>
        <source>you hold {cards}: you must follow {suit}</source>
        <translation>{cards}を持っています。{suit}をマストフォローしてください</translation>
    </message>
    <message>
        <source>you must play a nine when a nine is led</source>
        <translation>9がリードされたときは9を出さなければなりません</translation>
    </message>
    <message>
        <source>three bid cards are needed</source>
        <translation>ビッドカードは3枚必要です</translation>
    </message>
    <message>
        <source>the three bid cards must be different</source>
        <translation>ビッドカードは異なる3枚にしてください</translation>
    </message>
    <message>
        <source>the first lead must be a nine when you hold one</source>
        <translation>9を持っているときは、最初のリードで9を出さなければなりません</translation>
    </message>
    <message>
        <source>nines may not be bid cards in this deal</source>
        <translation>このディールでは9をビッドカードにできません</translation>
    </message>
    <message>
        <source>a snap needs a void in the led suit and a card of the led rank</source>
        <translation>スナップには、リードされたスートを持たず、リードされたランクのカードを持っていることが必要です</translation>
    </message>
    <message>
        <source>after a declaration only a reveal or a pass is possible</source>
        <translation>デクレアラの後はリビールかパスしかできません</translation>
    </message>
    <message>
        <source>choose one of: {choices}</source>
        <translation>次から選んでください：{choices}</translation>
    </message>
    <message>
        <source>reveal is not offered in this form of the game</source>
        <translation>この形式ではリビールはできません</translation>
    </message>
    <message>
        <source>the trump must be one of: {choices}</source>
        <translation>切り札は次から選んでください：{choices}</translation>
    </message>
    <message>
        <source>a trump may only be named with a declare or a reveal</source>
        <translation>切り札を宣言できるのはデクレアラかリビールのときだけです</translation>
    </message>
    <message>
        <source>trumps are not named in this game</source>
        <translation>このゲームでは切り札を宣言しません</translation>
    </message>
    <message>
        <source>show one card from your hand</source>
        <translation>手札から1枚を公開してください</translation>
    </message>
    <message>
        <source>the announced bid must be a number from 0 to 9</source>
        <translation>宣言するビッドは0から9までの数にしてください</translation>
    </message>
    <message>
        <source>the dealer must pick when everyone else has passed</source>
        <translation>ほかの全員がパスしたので、ディーラーはピックしなければなりません</translation>
    </message>
    <message>
        <source>bury two different cards from the hand</source>
        <translation>手札から異なる2枚を埋めてください</translation>
    </message>
    <message>
        <source>{card} cannot be called: only a fail ace or ten may be called</source>
        <translation>{card} はコールできません：コールできるのはフェイルのエースか10だけです</translation>
    </message>
    <message>
        <source>{card} cannot be called: the picker holds it</source>
        <translation>{card} はコールできません：ピッカーが持っています</translation>
    </message>
    <message>
        <source>a ten may only be called when holding all three fail aces</source>
        <translation>10をコールできるのはフェイルのエースを3枚とも持っているときだけです</translation>
    </message>
    <message>
        <source>{card} cannot be called: no card of its suit is left in the hand</source>
        <translation>{card} はコールできません：そのスートのカードが手札に残っていません</translation>
    </message>
    <message>
        <source>an unknown call is not allowed in this game</source>
        <translation>このゲームではアンノウンコールはできません</translation>
    </message>
    <message>
        <source>an unknown call is only allowed when no ace or ten can be called</source>
        <translation>アンノウンコールはエースも10もコールできないときだけです</translation>
    </message>
    <message>
        <source>an unknown call names a fail ace</source>
        <translation>アンノウンコールではフェイルのエースを指名します</translation>
    </message>
    <message>
        <source>only {jack} may be called</source>
        <translation>コールできるのは {jack} だけです</translation>
    </message>
    <message>
        <source>the call has been made already</source>
        <translation>コールはもう済んでいます</translation>
    </message>
    <message>
        <source>must play a trump when a trump is led</source>
        <translation>切り札がリードされたら切り札を出さなければなりません</translation>
    </message>
    <message>
        <source>must play the called {card} when its suit is first led</source>
        <translation>そのスートが初めてリードされたら、コールされた {card} を出さなければなりません</translation>
    </message>
    <message>
        <source>the called {card} may not be thrown on another suit before the last trick</source>
        <translation>コールされた {card} は、最後のトリックより前にほかのスートへ捨てられません</translation>
    </message>
    <message>
        <source>may not lead another {suit} card before the called {card} falls (unless holding four {suit})</source>
        <translation>コールされた {card} が出るまでは、ほかの{suit}のカードをリードできません（{suit}を4枚持っている場合を除く）</translation>
    </message>
    <message>
        <source>the last {suit} card (the hold card) may not be thrown before the last trick</source>
        <translation>最後の{suit}のカード（ホールドカード）は、最後のトリックより前に捨てられません</translation>
    </message>
    <message>
        <source>the unknown card must be played to the first {suit} lead</source>
        <translation>アンノウンカードは{suit}の最初のリードに出さなければなりません</translation>
    </message>
    <message>
        <source>the unknown card is played to the first lead of the called suit or to the last trick</source>
        <translation>アンノウンカードはコールしたスートの最初のリードか、最後のトリックに出します</translation>
    </message>
    <message>
        <source>the unknown card cannot be led before the last trick</source>
        <translation>アンノウンカードは最後のトリックより前にリードできません</translation>
    </message>
    <message>
        <source>must follow {suit}: the joker may only be played without one</source>
        <translation>{suit}に従ってください：ジョーカーはそのスートがないときだけ出せます</translation>
    </message>
    <message>
        <source>a suit may only be named when leading the joker under the old rules</source>
        <translation>スートを指定できるのは旧ルールでジョーカーをリードするときだけです</translation>
    </message>
    <message>
        <source>the Lot is only asked before the first lead</source>
        <translation>ロット宣言の確認は最初のリードの前だけです</translation>
    </message>
    <message>
        <source>the Lot is declared with a card to the first trick</source>
        <translation>ロット宣言は1トリック目にカードを出すときに行います</translation>
    </message>
    <message>
        <source>the Lot is asked before the first lead, not declared with a card</source>
        <translation>ロット宣言は最初のリードの前に確認します。カードと一緒には宣言できません</translation>
    </message>
    <message>
        <source>the Lot may only be declared with a card to the first trick</source>
        <translation>ロット宣言できるのは1トリック目にカードを出すときだけです</translation>
    </message>
    <message>
        <source>a bid must be higher than {high}</source>
        <translation>ビッドは{high}より高くなければなりません</translation>
    </message>
    <message>
        <source>the cut must take from 1 to 51 cards</source>
        <translation>カットは1枚から51枚までです</translation>
    </message>
    <message>
        <source>the contract needs both a trump and a partner card</source>
        <translation>契約には切り札とパートナーカードの両方が必要です</translation>
    </message>
    <message>
        <source>that is not possible now</source>
        <translation>今はそれはできません</translation>
    </message>
    <message>
        <source>{card} is not in your hand</source>
        <translation>{card}は手札にありません</translation>
    </message>
    <message>
        <source>pick up the blind or pass</source>
        <translation>ブラインドをピックするか、パスしてください</translation>
    </message>
    <message>
        <source>a jack may only be called when holding the jack of diamonds</source>
        <translation>ジャックをコールできるのは♦Jを持っているときだけです</translation>
    </message>
    <message>
        <source>call a card or go alone</source>
        <translation>カードをコールするか、単独で戦ってください</translation>
    </message>
    <message>
        <source>a {verb} needs no other choice here</source>
        <translation>ここでは{verb}にほかの指定は要りません</translation>
    </message>
    <message>
        <source>answer the Lot question first</source>
        <translation>先にロット宣言の質問に答えてください</translation>
    </message>
    <message>
        <source>a led joker must name a suit</source>
        <translation>リードしたジョーカーはスートを指定してください</translation>
    </message>
    <message>
        <source>name spades, hearts, diamonds or clubs</source>
        <translation>スペード・ハート・ダイヤ・クラブのどれかを指定してください</translation>
    </message>
    <message>
        <source>a card is played alone, with the Lot or with a suit for the joker</source>
        <translation>カードは単独で、ロット宣言付きで、またはジョーカーのスート指定付きで出します</translation>
    </message>
    <message>
        <source>declare the Lot or say no Lot</source>
        <translation>ロット宣言をするか、しないかを選んでください</translation>
    </message>
    <message>
        <source>bid a number from {low} to 13, misère or open misère, or pass</source>
        <translation>{low}から13までの数、ミゼール、さらしミゼールのどれかをビッドするか、パスしてください</translation>
    </message>
    <message>
        <source>name spades, hearts, diamonds, clubs or no trumps</source>
        <translation>スペード・ハート・ダイヤ・クラブ・ノートランプのどれかを指定してください</translation>
    </message>
    <message>
        <source>name one card of the pack as the partner card</source>
        <translation>パートナーカードとしてカードを1枚指名してください</translation>
    </message>
    <message>
        <source>you must trump when void in {suit}</source>
        <translation>{suit}がないので切り札を出さなければなりません</translation>
    </message>
    <message>
        <source>the first turn of a deal must be a draw</source>
        <translation>各ディールの最初の手番は山札から引かなければなりません</translation>
    </message>
    <message>
        <source>a player with no cards must draw</source>
        <translation>手札がないプレイヤーは山札から引かなければなりません</translation>
    </message>
    <message>
        <source>the stock is empty, so nobody can draw</source>
        <translation>山札がないので引けません</translation>
    </message>
    <message>
        <source>a hand of {limit} cards may not draw; lead instead</source>
        <translation>手札が{limit}枚あると引けません。リードしてください</translation>
    </message>
    <message>
        <source>the stock is empty, so every lead must be a flaunt</source>
        <translation>山札がないので、リードはすべて「どうどう」です</translation>
    </message>
    <message>
        <source>no other player holds a card, so no lead is possible</source>
        <translation>ほかに手札を持つプレイヤーがいないのでリードできません</translation>
    </message>
    <message>
        <source>a lead may hold at most {limit} cards (the largest other hand)</source>
        <translation>リードできるのは{limit}枚まで（ほかのプレイヤーの最大手札枚数）です</translation>
    </message>
    <message>
        <source>a flaunt must be one card or a combo (match, straight flush, straight or flush)</source>
        <translation>「どうどう」は1枚か、コンボ（マッチ、ストレートフラッシュ、ストレート、フラッシュ）でなければなりません</translation>
    </message>
    <message>
        <source>select one or more cards first</source>
        <translation>先にカードを1枚以上選んでください</translation>
    </message>
    <message>
        <source>a challenge must have exactly {size} cards</source>
        <translation>チャレンジはちょうど{size}枚で行います</translation>
    </message>
    <message>
        <source>must challenge with {suit}</source>
        <translation>{suit}でチャレンジしなければなりません</translation>
    </message>
    <message>
        <source>a flaunted combo can only be challenged by the same kind of combo</source>
        <translation>「どうどう」のコンボには同じ種類のコンボでしかチャレンジできません</translation>
    </message>
    <message>
        <source>a challenge must rank equal to or higher than the flaunt</source>
        <translation>チャレンジは「どうどう」と同等以上でなければなりません</translation>
    </message>
    <message>
        <source>pass exactly three different cards from the hand</source>
        <translation>手札から異なるカードをちょうど3枚パスしてください</translation>
    </message>
    <message>
        <source>the first trick is led with the two of clubs</source>
        <translation>最初のトリックはクラブの2でリードします</translation>
    </message>
    <message>
        <source>the first trick is led with a club</source>
        <translation>最初のトリックはクラブでリードします</translation>
    </message>
    <message>
        <source>no heart or queen of spades on the first trick</source>
        <translation>最初のトリックにはハートもスペードのクイーンも出せません</translation>
    </message>
    <message>
        <source>hearts may not be led until broken</source>
        <translation>ハートブレイクまではハートをリードできません</translation>
    </message>
    <message>
        <source>now play a card from your hand</source>
        <translation>今は手札からカードを出してください</translation>
    </message>
    <message>
        <source>make your bid first</source>
        <translation>先にビッドしてください</translation>
    </message>
    <message>
        <source>make a premium bid or pass first</source>
        <translation>先にプレミアムビッドをするか、パスしてください</translation>
    </message>
    <message>
        <source>show a card first</source>
        <translation>先にカードを1枚見せてください</translation>
    </message>
    <message>
        <source>choose the three cards to pass first</source>
        <translation>先にパスするカード3枚を選んでください</translation>
    </message>
    <message>
        <source>pick up the blind or pass first</source>
        <translation>先にブラインドをピックするか、パスしてください</translation>
    </message>
    <message>
        <source>bury two cards first</source>
        <translation>先にカードを2枚埋めてください</translation>
    </message>
    <message>
        <source>call your partner first</source>
        <translation>先にパートナーをコールしてください</translation>
    </message>
    <message>
        <source>name the trump and the partner card first</source>
        <translation>先に切り札とパートナーカードを宣言してください</translation>
    </message>
    <message>
        <source>cut the pack first</source>
        <translation>先にカットしてください</translation>
    </message>
    <message>
        <source>draw, sneak or flaunt first</source>
        <translation>先に山札から引くか、「こそこそ」か「どうどう」で出してください</translation>
    </message>
    <message>
        <source>draw a card first</source>
        <translation>先に山札から1枚引いてください</translation>
    </message>
    <message>
        <source>sneak or flaunt first: your hand is at the limit</source>
        <translation>手札が上限に達しているので、先に「こそこそ」か「どうどう」で出してください</translation>
    </message>
    <message>
        <source>flaunt first: the stock is empty, so every lead is face up</source>
        <translation>山札がなくなったので、先に「どうどう」（表向き）で出してください</translation>
    </message>
    <message>
        <source>challenge or decline the lead first</source>
        <translation>先にリードにチャレンジするか、見送ってください</translation>
    </message>
</context>
<context>
    <name>RecordFiles</name>
    <message>
        <source>Game records (*.json)</source>
        <translation>ゲーム記録 (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>記録を開く</translation>
    </message>
    <message>
        <source>Save record as</source>
        <translation>記録を名前を付けて保存</translation>
    </message>
    <message>
        <source>This record cannot be played back.</source>
        <translation>この記録は再生できません。</translation>
    </message>
    <message>
        <source>The record could not be saved as %1.</source>
        <translation>記録を %1 として保存できませんでした。</translation>
    </message>
</context>
<context>
    <name>RecordProblems</name>
    <message>
        <source>deal {deal}: {problem}</source>
        <translation>ディール{deal}：{problem}</translation>
    </message>
    <message>
        <source>deal {deal}, action {action}: {problem}</source>
        <translation>ディール{deal}、アクション{action}：{problem}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <extracomment>A seat named by its number, when the table has no names for the record&apos;s seats</extracomment>
        <translation>席{seat}</translation>
    </message>
    <message>
        <source>the record has no deal to play back</source>
        <translation>この記録には再生できるディールがありません</translation>
    </message>
    <message>
        <source>cannot read {path}: {error}</source>
        <translation>{path}を読み込めません：{error}</translation>
    </message>
    <message>
        <source>{path} is not a text file</source>
        <translation>{path}はテキストファイルではありません</translation>
    </message>
    <message>
        <source>the record</source>
        <translation>記録</translation>
    </message>
    <message>
        <source>{name} is not JSON: {error} at line {line}</source>
        <translation>{name}は JSON ではありません：{line} 行目で {error}</translation>
    </message>
    <message>
        <source>{name} is nested too deeply to be a record</source>
        <translation>{name}は入れ子が深すぎて記録として読めません</translation>
    </message>
    <message>
        <source>{name} holds a number too long to be a record&apos;s</source>
        <translation>{name}には記録としては長すぎる数が含まれています</translation>
    </message>
    <message>
        <source>{name} is not a record: the top level must be a JSON object</source>
        <translation>{name}は記録ではありません：最上位は JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>a number too large</source>
        <translation>大きすぎる数</translation>
    </message>
    <message>
        <source>not a tablecards record (format must be &quot;{format}&quot;)</source>
        <translation>tablecards の記録ではありません（format は &quot;{format}&quot; でなければなりません）</translation>
    </message>
    <message>
        <source>unsupported record version {version} (this program reads {supported})</source>
        <translation>対応していない記録のバージョンです：{version}（このプログラムが読めるのは {supported}）</translation>
    </message>
    <message>
        <source>unknown game {game}</source>
        <translation>不明なゲームです：{game}</translation>
    </message>
    <message>
        <source>the record must give the number of players as an integer</source>
        <translation>記録にはプレイヤー数を整数で書く必要があります</translation>
    </message>
    <message>
        <source>{game} is played by {allowed} players, not {players}</source>
        <translation>{game}のプレイヤー数は {allowed} 人です（{players} 人ではできません）</translation>
    </message>
    <message>
        <source>options must be a JSON object</source>
        <translation>options は JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>seats must be a list of {seats} names</source>
        <translation>seats は {seats} 人分の名前のリストでなければなりません</translation>
    </message>
    <message>
        <source>take_backs must be a whole number of at least 0, not {value}</source>
        <translation>take_backs は 0 以上の整数でなければなりません（{value} ではなく）</translation>
    </message>
    <message>
        <source>open_hands must be true or false, not {value}</source>
        <translation>open_hands は true か false でなければなりません（{value} ではなく）</translation>
    </message>
    <message>
        <source>option {option} must be true or false</source>
        <translation>オプション {option} は true か false でなければなりません</translation>
    </message>
    <message>
        <source>option {option} must be one of {allowed}</source>
        <translation>オプション {option} は {allowed} のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>option {option} must be a number</source>
        <translation>オプション {option} は数でなければなりません</translation>
    </message>
    <message>
        <source>option {option} must be between {low} and {high}</source>
        <translation>オプション {option} は {low} から {high} の間でなければなりません</translation>
    </message>
    <message>
        <source>unknown option {option}</source>
        <translation>不明なオプションです：{option}</translation>
    </message>
    <message>
        <source>options {first} and {second} cannot be combined</source>
        <translation>オプション {first} と {second} は同時に使えません</translation>
    </message>
    <message>
        <source>one of {options} must be on</source>
        <translation>{options} のどれか一つをオンにする必要があります</translation>
    </message>
    <message>
        <source>deals must be a list</source>
        <translation>deals はリストでなければなりません</translation>
    </message>
    <message>
        <source>a deal must be a JSON object</source>
        <translation>ディールは JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>actions must be a list</source>
        <translation>actions はリストでなければなりません</translation>
    </message>
    <message>
        <source>the match is over</source>
        <translation>対戦はもう終わっています</translation>
    </message>
    <message>
        <source>the previous deal is not finished</source>
        <translation>前のディールが終わっていません</translation>
    </message>
    <message>
        <source>the current deal is not finished</source>
        <translation>今のディールが終わっていません</translation>
    </message>
    <message>
        <source>dealer must be a seat number</source>
        <translation>dealer は席の番号でなければなりません</translation>
    </message>
    <message>
        <source>seed must be an integer</source>
        <translation>seed は整数でなければなりません</translation>
    </message>
    <message>
        <source>hands must be a list of card lists (or give a seed)</source>
        <translation>hands はカードのリストのリストでなければなりません（または seed を書いてください）</translation>
    </message>
    <message>
        <source>stock must be a list of cards</source>
        <translation>stock はカードのリストでなければなりません</translation>
    </message>
    <message>
        <source>a deal needs {seats} hands, not {hands}</source>
        <translation>ディールには {seats} 人分の手札が必要です（{hands} 人分ではなく）</translation>
    </message>
    <message>
        <source>dealer {dealer} is not a seat</source>
        <translation>ディーラー {dealer} という席はありません</translation>
    </message>
    <message>
        <source>the cards do not form the game&apos;s pack</source>
        <translation>カードがこのゲームのパックとそろっていません</translation>
    </message>
    <message>
        <source>not a suit: {code}</source>
        <translation>スートではありません：{code}</translation>
    </message>
    <message>
        <source>not a rank: {code}</source>
        <translation>ランクではありません：{code}</translation>
    </message>
    <message>
        <source>not a card code: {code}</source>
        <translation>カードのコードではありません：{code}</translation>
    </message>
    <message>
        <source>not a card: {code}</source>
        <translation>カードではありません：{code}</translation>
    </message>
    <message>
        <source>an action must be a JSON object</source>
        <translation>アクションは JSON オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>an action needs an integer seat</source>
        <translation>アクションには整数の seat が必要です</translation>
    </message>
    <message>
        <source>unknown action {action}</source>
        <translation>不明なアクションです：{action}</translation>
    </message>
    <message>
        <source>unsupported value for {key}: {value}</source>
        <translation>{key} に使えない値です：{value}</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>Deal %1 of %2 · move %3 of %4</source>
        <translation>第%1ディール（全%2）・%3手目（全%4手）</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>リプレイ：%1</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>最初へ（Home）</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>1手戻る（←）</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>1手進む（→）</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>最後へ（End）</translation>
    </message>
    <message>
        <source>Every hand face up (teacher mode)</source>
        <translation>すべての手札を表向きに（先生モード）</translation>
    </message>
    <message>
        <source>Play on from here…</source>
        <translation>ここから続けて対戦…</translation>
    </message>
    <message>
        <source>A new match from this point, against the computer or hot seat; the record stays as it is</source>
        <translation>この場面から新しい対戦を始めます（コンピューター相手またはホットシート）。記録は変わりません</translation>
    </message>
    <message>
        <source>Save record as…</source>
        <translation>記録を名前を付けて保存…</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>リプレイを閉じる</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>good</source>
        <translation>好手</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>緩手</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>一択</translation>
    </message>
    <message>
        <source>It was the only legal move.</source>
        <translation>出せる手はこれしかありませんでした。</translation>
    </message>
    <message>
        <source>As good as the best move found, %1: the same result on average.</source>
        <translation>見つかった最善の手（%1）と同じくらい良い手です。平均して同じ結果になります。</translation>
    </message>
    <message>
        <source>The best move found: on average about %1 points ahead of the others.</source>
        <translation>見つかった最善の手です。平均で他のプレイヤーより約%1点上回ります。</translation>
    </message>
    <message>
        <source>The best move found: it still ends about %1 points behind the others on average, the least this position allows.</source>
        <translation>見つかった最善の手です。それでも平均で他のプレイヤーより約%1点下回りますが、この局面ではこれが最小の損です。</translation>
    </message>
    <message>
        <source>Close to the best move, %1: about %2 points less on average.</source>
        <translation>最善の手（%1）に近い手です。平均で約%2点少なくなります。</translation>
    </message>
    <message>
        <source>%1 was better: this move costs about %2 points on average.</source>
        <translation>%1の方が良い手でした。この手は平均で約%2点損します。</translation>
    </message>
    <message>
        <source>Why %1 is better:</source>
        <translation>%1の方が良い理由：</translation>
    </message>
    <message>
        <source>The best move found: on average about %1 fewer penalty points than the others.</source>
        <translation>見つかった最善の手です。平均で他のプレイヤーより失点が約%1点少なくなります。</translation>
    </message>
    <message>
        <source>The best move found: it still ends about %1 more penalty points than the others on average, the fewest this position allows.</source>
        <translation>見つかった最善の手です。それでも平均で他のプレイヤーより失点が約%1点多くなりますが、この局面ではこれが最も少ない失点です。</translation>
    </message>
    <message>
        <source>Close to the best move, %2: about %1 more penalty points on average.</source>
        <translation>最善の手（%2）に近い手です。平均で失点が約%1点多くなります。</translation>
    </message>
    <message>
        <source>%2 was better: this move takes about %1 more penalty points on average.</source>
        <translation>%2の方が良い手でした。この手は平均で失点が約%1点多くなります。</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review</source>
        <translation>振り返り</translation>
    </message>
    <message>
        <source>Deal %1: each decision rated by the Strong search from what the player could see</source>
        <translation>ディール%1：そのプレイヤーに見えていた情報だけから、「つよい」の探索で各判断を評価します</translation>
    </message>
    <message>
        <source>&amp;Cancel review</source>
        <translation>振り返りを中止(&amp;C)</translation>
    </message>
    <message>
        <source>◀ &amp;Previous decision</source>
        <translation>◀ 前の判断(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next decision ▶</source>
        <translation>次の判断(&amp;N) ▶</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>打った手</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>最善手</translation>
    </message>
    <message>
        <source>Expected points (made / best)</source>
        <translation>期待得点（打った手／最善手）</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>The coach is rating each decision…</source>
        <translation>コーチが各判断を評価しています…</translation>
    </message>
    <message>
        <source>The review could not be made: %1</source>
        <translation>振り返りができませんでした：%1</translation>
    </message>
    <message>
        <source>No decision of this player to review in this deal.</source>
        <translation>このディールには、このプレイヤーの振り返る判断がありません。</translation>
    </message>
    <message>
        <source>The review could not be made: the coach&apos;s search stopped on an error. The match itself is not affected.</source>
        <translation>振り返りができませんでした：コーチの探索がエラーで止まりました。対戦そのものには影響ありません。</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>場のカード</translation>
    </message>
    <message>
        <source>Hand (white ring: best move; blue ring: move made)</source>
        <translation>手札（白い枠：最善手、青い枠：打った手）</translation>
    </message>
</context>
<context>
    <name>RoundWords</name>
    <message>
        <source>&amp;Last lead</source>
        <translation>最後のリード(&amp;L)</translation>
    </message>
    <message>
        <source>Show the last lead settled (L).</source>
        <translation>最後に決着したリードを表示します（L）。</translation>
    </message>
    <message>
        <source>No lead has been settled yet.</source>
        <translation>まだ決着したリードはありません。</translation>
    </message>
    <message>
        <source>Last lead, won by %1</source>
        <translation>最後のリード（%1が獲得）</translation>
    </message>
    <message>
        <source>Lead %1 of %2, won by %3</source>
        <translation>リード %1／%2（%3が獲得）</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>目次</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>SaveDialogs</name>
    <message>
        <source>Saved match</source>
        <translation>保存した対戦</translation>
    </message>
    <message>
        <source>The saved match could not be resumed.</source>
        <translation>保存した対戦を再開できませんでした。</translation>
    </message>
    <message>
        <source>Reason: %1
The file was kept as %2.</source>
        <translation>理由：%1
ファイルは%2として残してあります。</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <source>The match could not be saved.</source>
        <translation>対戦を保存できませんでした。</translation>
    </message>
    <message>
        <source>Reason: %1
Play goes on, and every move tries to save again.</source>
        <translation>理由：%1
対戦はこのまま続けられます。一手ごとに保存をやり直します。</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Reason: %1
Folder: %2</source>
        <translation>理由：%1
フォルダー：%2</translation>
    </message>
    <message>
        <source>The old file was kept as %1.</source>
        <translation>元のファイルは %1 として残してあります。</translation>
    </message>
    <message>
        <source>The statistics could not be written yet. Nothing is lost: they are kept and written as soon as the file can be written again, and finished matches stay in the match history.</source>
        <translation>統計をまだ書き込めていません。失われたものはありません。統計は保持され、ファイルに書き込めるようになりしだい書き込まれます。終わった対戦は対戦履歴に残っています。</translation>
    </message>
    <message>
        <source>The statistics could not be read just now, so what is shown may be incomplete. Nothing is lost; try again later.</source>
        <translation>いま統計を読み込めなかったため、表示が不完全な場合があります。失われたものはありません。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>The statistics file could not be used and was left as it is. This session&apos;s statistics are kept only until TableCards closes; finished matches stay in the match history.</source>
        <translation>統計ファイルを使えなかったため、そのままにしてあります。今回の統計は TableCards を閉じるまでしか保持されません。終わった対戦は対戦履歴に残っています。</translation>
    </message>
    <message>
        <source>The statistics file was damaged. It was kept aside and new statistics were started; play goes on.</source>
        <translation>統計ファイルが壊れていました。別名で残し、新しい統計を始めました。対戦はそのまま続けられます。</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>対戦履歴</translation>
    </message>
    <message>
        <source>The finished match could not be kept in the match history.</source>
        <translation>終わった対戦を対戦履歴に残せませんでした。</translation>
    </message>
    <message>
        <source>Reason: %1
Folder: %2
It is tried again after the next match and when TableCards closes. File › Save record as… keeps it in a file of your choice now.</source>
        <translation>理由：%1
フォルダー：%2
次の対戦のあとと TableCards を閉じるときにもう一度試します。今すぐ残すには「ファイル › 記録を名前を付けて保存…」で好きな場所に保存してください。</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Some settings could not be read and were reset to their defaults.</source>
        <translation>一部の設定を読み込めなかったため、初期値に戻しました。</translation>
    </message>
    <message>
        <source>unreadable lines</source>
        <translation>読み込めなかった行</translation>
    </message>
    <message>
        <source>Reset: %1
The old settings file was kept as %2.</source>
        <translation>初期値に戻した項目：%1
元の設定ファイルは%2として残してあります。</translation>
    </message>
    <message>
        <source>Reset: %1</source>
        <translation>初期値に戻した項目：%1</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Points per deal</source>
        <translation>ディールごとの点数</translation>
    </message>
    <message>
        <source>Average of the last %1 deals</source>
        <translation>直近%1ディールの平均</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント（H）</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>最後のトリック(&amp;L)</translation>
    </message>
    <message>
        <source>Show the last trick taken (L).</source>
        <translation>最後に取られたトリックを表示します（L）。</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>次のディール</translation>
    </message>
    <message>
        <source>&amp;Review this deal</source>
        <translation>このディールを振り返る(&amp;R)</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>新しい対戦</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scores&lt;/b&gt;</source>
        <translation>&lt;b&gt;得点&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>ディール</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deal %1, scored&lt;/b&gt;</source>
        <translation>&lt;b&gt;第%1ディールの得点&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Deal %1: %2</source>
        <translation>第%1ディール：%2</translation>
    </message>
    <message>
        <source>Rate every decision of the deal with the Strong search, from what the player could see</source>
        <translation>そのプレイヤーに見えていた情報から、このディールのすべての判断を「つよい」の探索で評価します</translation>
    </message>
    <message>
        <source>The move the computer would make for you, and why, from your cards only</source>
        <translation>あなたのカードだけから、コンピューターならどう打つかとその理由を表示します</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>あなたの勝利です！</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1の勝利です！</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>同点優勝：%1。</translation>
    </message>
</context>
<context>
    <name>SeatRecordDialog</name>
    <message>
        <source>Network match</source>
        <translation>ネット対戦</translation>
    </message>
    <message>
        <source>This machine kept what its seat saw: each view of the table and the scores after each deal. The host keeps the complete record, which can be watched again on the host&apos;s machine.</source>
        <translation>このパソコンには、この席から見えたもの（テーブルの各画面と各ディールの後の得点）が残っています。対戦の完全な記録はホストが持っていて、ホストのパソコンで見直せます。</translation>
    </message>
    <message>
        <source>First view</source>
        <translation>最初の画面</translation>
    </message>
    <message>
        <source>Previous view</source>
        <translation>前の画面</translation>
    </message>
    <message>
        <source>Next view</source>
        <translation>次の画面</translation>
    </message>
    <message>
        <source>Last view</source>
        <translation>最後の画面</translation>
    </message>
    <message>
        <source>No view of the table was kept.</source>
        <translation>テーブルの画面は残っていません。</translation>
    </message>
    <message>
        <source>View %1 of %2</source>
        <translation>画面 %1 / %2</translation>
    </message>
    <message>
        <source>This view cannot be read.</source>
        <translation>この画面は読めません。</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>ディール %1</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>あなたの手札：%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>On the table: %1</source>
        <translation>場の札：%1</translation>
    </message>
    <message>
        <source>To move: %1</source>
        <translation>手番：%1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>プレイヤー：%1</translation>
    </message>
    <message>
        <source>Your seat: %1</source>
        <translation>あなたの席：%1</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>勝者なし</translation>
    </message>
    <message>
        <source>The match did not reach its end.</source>
        <translation>この対戦は最後まで終わりませんでした。</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Scores of each deal</source>
        <translation>各ディールの得点</translation>
    </message>
</context>
<context>
    <name>SeatReplayPanel</name>
    <message>
        <source>Deal %1 of %2 · view %3 of %4</source>
        <translation>第%1ディール（全%2）・画面 %3 / %4</translation>
    </message>
    <message>
        <source>Network match: %1</source>
        <translation>ネット対戦：%1</translation>
    </message>
    <message>
        <source>Seen from the seat of %1. Cards this seat did not see stay face down: only the host&apos;s record holds every card.</source>
        <translation>%1の席から見た対戦です。この席から見えなかったカードは裏向きのままです。すべてのカードを記録しているのはホストの記録だけです。</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>最初へ（Home）</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>1画面戻る（←）</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>1画面進む（→）</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>最後へ（End）</translation>
    </message>
    <message>
        <source>Show as text…</source>
        <translation>テキストで表示…</translation>
    </message>
    <message>
        <source>The scores deal by deal and each view in words</source>
        <translation>ディールごとの得点と、各画面の内容を文章で表示します</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>リプレイを閉じる</translation>
    </message>
    <message>
        <source>This record does not hold what the host told at each step (an older version kept only the views): what happened is worded from the views, without the reasons a trick was won.</source>
        <translation>この記録には各手順でホストが伝えた内容がありません（以前のバージョンは画面だけを保存していました）。起きたことは画面から説明し、トリックに勝った理由は表示しません。</translation>
    </message>
    <message numerus="yes">
        <source>%n view(s) of the record cannot be read and are skipped.</source>
        <translation>
            <numerusform>記録のうち%n画面は読み込めないため、飛ばします。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheepsheadExplain</name>
    <message>
        <source>a win pays you %1, a loss costs you %2 (twice that with schneider, 3 times with schwarz)</source>
        <translation>勝てば%1、負ければ%2（シュナイダーなら2倍、シュヴァルツなら3倍）</translation>
    </message>
    <message>
        <source>the holder of J♦ is your secret partner</source>
        <translation>J♦を持つ人が秘密のパートナーです</translation>
    </message>
    <message>
        <source>you call an ace you lack and its holder is your secret partner</source>
        <translation>持っていないエースをコールし、その持ち主が秘密のパートナーです</translation>
    </message>
    <message>
        <source>Pick: take the 2 blind cards, bury 2, and %1; your side needs 61 of the 120 card points: %2.</source>
        <translation>ピック：ブラインド2枚を取り、2枚をベリーします。%1。あなたの側は120点中61点が必要です。%2。</translation>
    </message>
    <message>
        <source>Pass: the next player is asked.</source>
        <translation>パス：次のプレイヤーに回ります。</translation>
    </message>
    <message>
        <source>If all pass, the deal is thrown in and the next one counts double.</source>
        <translation>全員パスならこのディールは流れ、次のディールが2倍になります。</translation>
    </message>
    <message>
        <source>If all pass, the dealer must pick.</source>
        <translation>全員パスならディーラーがピックしなければなりません。</translation>
    </message>
    <message>
        <source>If all pass, a leaster is played: fewest card points wins.</source>
        <translation>全員パスならリースター：カード点の最も少ない人が勝ちます。</translation>
    </message>
    <message>
        <source>Buried cards count for your side once it takes a trick.</source>
        <translation>ベリーしたカードは、あなたの側がトリックを1つ取れば得点になります。</translation>
    </message>
    <message>
        <source>Keep a card of the suit whose ace you mean to call.</source>
        <translation>コールするつもりのエースのスートのカードを1枚残しましょう。</translation>
    </message>
    <message>
        <source>Buried so far: %1 points.</source>
        <translation>ベリー中：%1点。</translation>
    </message>
    <message>
        <source>Call: the called card&apos;s holder is your secret partner (2 against 3); %1, the partner half of that.</source>
        <translation>コール：コールしたカードを持つ人が秘密のパートナーです（2対3）。%1。パートナーはその半分です。</translation>
    </message>
    <message>
        <source>Alone: 1 against 4, %1.</source>
        <translation>アローン：1対4、%1。</translation>
    </message>
</context>
<context>
    <name>SheepsheadFigures</name>
    <message>
        <source>Picks</source>
        <translation>ピック回数</translation>
    </message>
    <message>
        <source>Wins as picker</source>
        <translation>ピッカーでの勝ち</translation>
    </message>
</context>
<context>
    <name>SheepsheadInfo</name>
    <message>
        <source>Trumps: all Q and J, all ♦</source>
        <translation>切り札：すべてのQとJ、すべての♦</translation>
    </message>
    <message>
        <source>Blind: %1 cards face down</source>
        <translation>ブラインド：裏向き%1枚</translation>
    </message>
    <message>
        <source>You picked up %1</source>
        <translation>ブラインドから %1 を取りました</translation>
    </message>
    <message>
        <source>The blind was %1</source>
        <translation>ブラインドは %1 でした</translation>
    </message>
    <message>
        <source>This hand counts ×%1</source>
        <translation>このディールは%1倍</translation>
    </message>
    <message>
        <source>Leaster: fewest points wins</source>
        <translation>リースター：点の最も少ない人が勝ち</translation>
    </message>
    <message>
        <source>Called %1, unknown</source>
        <translation>%1 をアンノウンでコール</translation>
    </message>
    <message>
        <source>Called %1</source>
        <translation>%1 をコール</translation>
    </message>
    <message>
        <source>The picker plays alone</source>
        <translation>ピッカーは単独</translation>
    </message>
    <message numerus="yes">
        <source>Buried: %1 (%n point(s))</source>
        <translation>
            <numerusform>埋めたカード：%1（%n点）</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown card: %1</source>
        <translation>アンノウンカード：%1</translation>
    </message>
</context>
<context>
    <name>SheepsheadOptions</name>
    <message>
        <source>Jack of diamonds partner</source>
        <translation>♦Jの持ち主がパートナー</translation>
    </message>
    <message>
        <source>The picker goes alone</source>
        <translation>ピッカーは単独で戦う</translation>
    </message>
    <message>
        <source>Jack of diamonds: the picker may call up the next jack</source>
        <translation>♦J：ピッカーは次に強いジャックをコールできる</translation>
    </message>
    <message>
        <source>Play a leaster</source>
        <translation>リースターを行う</translation>
    </message>
    <message>
        <source>The dealer must pick</source>
        <translation>ディーラーが必ずピックする</translation>
    </message>
    <message>
        <source>Leaster: the blind goes to the first trick&apos;s winner</source>
        <translation>リースター：ブラインドは最初のトリックの勝者へ</translation>
    </message>
    <message>
        <source>The holder of the jack of diamonds is the secret partner; a picker holding it plays alone without saying so.</source>
        <translation>♦Jの持ち主が秘密のパートナーです。ピッカー自身が持っていれば、黙って単独で戦います。</translation>
    </message>
    <message>
        <source>The holder of an ace the picker calls</source>
        <translation>ピッカーが指名したエースの持ち主</translation>
    </message>
    <message>
        <source>Call an ace &apos;unknown&apos;</source>
        <translation>エースを「アンノウン」で指名できる</translation>
    </message>
    <message>
        <source>Pays double</source>
        <translation>2倍払う</translation>
    </message>
    <message>
        <source>Pays the same</source>
        <translation>同じ額を払う</translation>
    </message>
    <message>
        <source>Throw in; the next deal counts double</source>
        <translation>流して次のディールを2倍にする</translation>
    </message>
    <message>
        <source>Number of deals in the game</source>
        <translation>対戦のディール数</translation>
    </message>
    <message>
        <source>After burying, the picker calls the ace of a plain suit (not trumps) that they do not hold, keeping a card of that suit; its holder is the secret partner.</source>
        <translation>ピッカーはカードを埋めた後、自分が持っていない切り札以外のスートのエースを指名します（そのスートのカードを手札に残しておく必要があります）。そのエースの持ち主が秘密のパートナーです。</translation>
    </message>
    <message>
        <source>A picker holding no card of any suit whose ace they could call may still call an ace &apos;unknown&apos;, setting a card aside face down to play when that suit is first led.</source>
        <translation>指名できるエースのスートのカードを1枚も持たないピッカーでも、エースを「アンノウン」で指名できます。手札から1枚を裏向きに取り分け、そのスートが初めてリードされたときに出します。</translation>
    </message>
    <message>
        <source>A picker holding no card of any suit whose ace they could call must play alone.</source>
        <translation>指名できるエースのスートのカードを1枚も持たないピッカーは単独で戦います。</translation>
    </message>
    <message>
        <source>A picker holding the jack of diamonds may call the next higher jack they do not hold (J♥, J♠, J♣).</source>
        <translation>♦Jを持つピッカーは、持っていない次に強いジャック（♥J、♠J、♣J）をコールできます。</translation>
    </message>
    <message>
        <source>A picker who loses pays twice what a winning picker would receive.</source>
        <translation>負けたピッカーは、勝ったときに受け取る額の2倍を払います。</translation>
    </message>
    <message>
        <source>A losing picker pays the same as a winning picker receives.</source>
        <translation>負けたピッカーは、勝ったときに受け取る額と同じだけ払います。</translation>
    </message>
    <message>
        <source>Everyone plays alone; the fewest card points among players who took a trick wins.</source>
        <translation>全員が単独で戦い、トリックを取ったプレイヤーのうちカード点が最も少ない人が勝ちます。</translation>
    </message>
    <message>
        <source>The deal is thrown in and the next one scores double; throw-ins in a row stack.</source>
        <translation>そのディールは流れ、次のディールの得点が2倍になります。続けて流れると倍率が重なります。</translation>
    </message>
    <message>
        <source>Play this many deals; a multiple of five lets everyone deal equally.</source>
        <translation>このディール数を行います。5の倍数なら全員が同じ回数ディーラーになります。</translation>
    </message>
    <message>
        <source>When the other four pass, the dealer must take the blind.</source>
        <translation>ほかの4人がパスしたら、ディーラーがブラインドを取らなければなりません。</translation>
    </message>
    <message>
        <source>In a leaster the blind&apos;s points go to the winner of the first trick instead of the last.</source>
        <translation>リースターでは、ブラインドの点は最後ではなく最初のトリックの勝者のものになります。</translation>
    </message>
</context>
<context>
    <name>SheepsheadPanel</name>
    <message>
        <source>&amp;Bury</source>
        <translation>埋める(&amp;B)</translation>
    </message>
    <message>
        <source>Drag two cards here to bury them</source>
        <translation>埋めるカード2枚をここへドラッグ</translation>
    </message>
    <message numerus="yes">
        <source>Bury %1 (%n point(s))</source>
        <translation>
            <numerusform>%1を埋める（%n点）</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the first card you may still call:</source>
        <translation>最初のカードが出る前ならまだコールできます：</translation>
    </message>
    <message>
        <source>&amp;Pick up the blind</source>
        <translation>ブラインドをピック(&amp;P)</translation>
    </message>
    <message>
        <source>P&amp;ass</source>
        <translation>パス(&amp;A)</translation>
    </message>
    <message>
        <source>Go &amp;alone</source>
        <translation>単独で戦う(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Back to the calls</source>
        <translation>コールの選択に戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Call %1 &amp;unknown…</source>
        <translation>%1 をアンノウンでコール(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Call %1</source>
        <translation>%1 をコール(&amp;C)</translation>
    </message>
    <message>
        <source>Pick up the blind, or pass?</source>
        <translation>ブラインドをピックしますか、パスしますか？</translation>
    </message>
    <message>
        <source>Drag two cards to the bury area (or click them, or pick them with ←/→ and Space), then press Enter.</source>
        <translation>埋めるカード2枚を埋め札欄へドラッグ（またはクリック、←/→とSpaceで選択）し、Enterキーを押してください。</translation>
    </message>
    <message>
        <source>Unknown call of %1: click the card to set aside face down.</source>
        <translation>%1 のアンノウンコール：裏向きに取り分けるカードをクリックしてください。</translation>
    </message>
    <message>
        <source>Call your partner&apos;s card, or go alone:</source>
        <translation>パートナーのカードをコールするか、単独で戦ってください：</translation>
    </message>
    <message>
        <source>The blind</source>
        <translation>ブラインド</translation>
    </message>
</context>
<context>
    <name>SheepsheadScore</name>
    <message>
        <source>Points this deal</source>
        <translation>このディールの得点</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>単独</translation>
    </message>
    <message>
        <source>picker</source>
        <translation>ピッカー</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>数えない</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>カード点</translation>
    </message>
    <message>
        <source>Bury (with a trick)</source>
        <translation>埋め札（要トリック）</translation>
    </message>
    <message>
        <source>Side&apos;s points</source>
        <translation>陣営の点</translation>
    </message>
    <message>
        <source>Shares (u = %1)</source>
        <translation>配分（u = %1）</translation>
    </message>
    <message>
        <source>Win, schwarz (all tricks)</source>
        <translation>勝ち・シュヴァルツ（全取）</translation>
    </message>
    <message>
        <source>Win, schneider (91+)</source>
        <translation>勝ち・シュナイダー（91+）</translation>
    </message>
    <message>
        <source>Win (61+)</source>
        <translation>勝ち（61+）</translation>
    </message>
    <message>
        <source>Loss, schwarz (no trick)</source>
        <translation>負け・シュヴァルツ（0取）</translation>
    </message>
    <message>
        <source>Loss, schneidered (30−)</source>
        <translation>負け・シュナイダー（30−）</translation>
    </message>
    <message>
        <source>Loss (60−)</source>
        <translation>負け（60−）</translation>
    </message>
    <message>
        <source>Double on the bump</source>
        <translation>負けたピッカー側は2倍払い</translation>
    </message>
    <message>
        <source>Doublers: ×%1</source>
        <translation>流れによる倍率：×%1</translation>
    </message>
    <message>
        <source>Winner: %1 (fewest points)</source>
        <translation>勝者：%1（最少点）</translation>
    </message>
    <message>
        <source>Tie: the deal is void</source>
        <translation>同点：このディールは無効</translation>
    </message>
    <message>
        <source>Leaster</source>
        <translation>リースター</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>トリック</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>ブラインド</translation>
    </message>
    <message>
        <source>Thrown in: next deal ×%1</source>
        <translation>流れ：次のディールは×%1</translation>
    </message>
</context>
<context>
    <name>SheepsheadSeats</name>
    <message>
        <source>Dealer</source>
        <translation>ディーラー</translation>
    </message>
    <message>
        <source>Leaster</source>
        <translation>リースター</translation>
    </message>
    <message>
        <source>Picker, alone</source>
        <translation>ピッカー・単独</translation>
    </message>
    <message>
        <source>Picker</source>
        <translation>ピッカー</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>パートナー</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>パス</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>TableCards is already running</source>
        <translation>TableCards はすでに起動しています</translation>
    </message>
    <message>
        <source>Another copy of TableCards is using the same saves (in %1), but it does not answer.

Switch to its window, or close it and start TableCards again; if it hangs, end it first. This copy closes now and leaves the saves untouched.</source>
        <translation>もう一つの TableCards が同じ保存データ（%1）を使っていますが、応答がありません。

そちらのウィンドウに切り替えるか、それを閉じてから TableCards をもう一度起動してください。応答しないままなら、先にそれを終了させてください。この TableCards は保存データに触れずに、いま閉じます。</translation>
    </message>
</context>
<context>
    <name>SneakCombos</name>
    <message>
        <source>Single card</source>
        <translation>1枚</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>マッチ</translation>
    </message>
    <message>
        <source>Straight flush</source>
        <translation>ストレートフラッシュ</translation>
    </message>
    <message>
        <source>Straight</source>
        <translation>ストレート</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>フラッシュ</translation>
    </message>
    <message>
        <source>No combo</source>
        <translation>役なし</translation>
    </message>
</context>
<context>
    <name>SneakExplain</name>
    <message>
        <source>the best set banks its own cards and the others&apos; are discarded</source>
        <translation>最強の組は自分のカードだけを得点にし、他は捨てられます</translation>
    </message>
    <message>
        <source>the best set takes every card played</source>
        <translation>最強の組が出されたカードをすべて取ります</translation>
    </message>
    <message>
        <source>Sneak: any cards face down, at most %1 (a bluff).</source>
        <translation>こそこそ：どんなカードでも伏せて%1枚まで（はったり可）。</translation>
    </message>
    <message>
        <source>Flaunt: one card or a combo face up, at most %1 (match, straight flush, straight, flush); a single card is challenged only in its suit.</source>
        <translation>どうどう：1枚か役を表向きに、%1枚まで（マッチ、ストレートフラッシュ、ストレート、フラッシュ）。1枚なら同じスートでしかチャレンジされません。</translation>
    </message>
    <message>
        <source>The stock is out: only flaunts.</source>
        <translation>山札が尽きました。どうどうだけです。</translation>
    </message>
    <message>
        <source>Anyone holding as many cards may challenge with as many: %2, and a tie goes to the later player, so you lose ties. Unchallenged, you bank your cards. Each banked card is 1 point.</source>
        <translation>同じ枚数を持つ人は同じ枚数でチャレンジできます。%2。同点は後の手番の人の勝ちなので、同点ならあなたの負けです。チャレンジがなければカードはあなたの得点になります。得点札は1枚1点です。</translation>
    </message>
    <message>
        <source>The sneaked cards may be anything: a bluff or a strong set.</source>
        <translation>こそこそ出されたカードは何でもありえます。はったりか、強い組か。</translation>
    </message>
    <message>
        <source>Challenge with as many cards as were led (%1): %2; a tie goes to the later player; win and you bank them,</source>
        <translation>リードと同じ枚数（%1枚）でチャレンジ：%2。同点は後の手番の人の勝ち。勝てば得点になり、</translation>
    </message>
    <message>
        <source>lose and your cards are discarded.</source>
        <translation>負ければあなたのカードは捨てられます。</translation>
    </message>
    <message>
        <source>lose and your cards go to the winner.</source>
        <translation>負ければあなたのカードは勝者のものになります。</translation>
    </message>
    <message>
        <source>Decline: you keep your cards and risk nothing.</source>
        <translation>見送り：カードは手元に残り、リスクはありません。</translation>
    </message>
</context>
<context>
    <name>SneakFigures</name>
    <message>
        <source>Challenges won</source>
        <translation>チャレンジ勝ち</translation>
    </message>
    <message>
        <source>Challenges lost</source>
        <translation>チャレンジ負け</translation>
    </message>
</context>
<context>
    <name>SneakOptions</name>
    <message>
        <source>One pack, game to 100 (2-4 players)</source>
        <translation>トランプ1セット、100点先取（2〜4人）</translation>
    </message>
    <message>
        <source>Two packs, game to 200 (4-7 players)</source>
        <translation>トランプ2セット、200点先取（4〜7人）</translation>
    </message>
    <message>
        <source>No draw while holding 7 cards</source>
        <translation>手札7枚なら引けない</translation>
    </message>
    <message>
        <source>No draw while holding 5 cards</source>
        <translation>手札5枚なら引けない</translation>
    </message>
    <message>
        <source>Losers&apos; cards leave play</source>
        <translation>負けた人のカードは除外</translation>
    </message>
    <message>
        <source>A tie for first: deal again</source>
        <translation>首位が同点ならもう1ディール</translation>
    </message>
    <message>
        <source>A tie for first: share the win</source>
        <translation>首位が同点なら両者の勝ち</translation>
    </message>
    <message>
        <source>52 cards in the stock. After the deal in which someone reaches 100 collected cards, the highest total wins.</source>
        <translation>山札は52枚。誰かの獲得カードが100枚に達したディールの後、合計が最も多い人の勝ちです。</translation>
    </message>
    <message>
        <source>104 cards (equal cards can meet). After the deal in which someone reaches 200, the highest total wins. Five or more players always use two packs.</source>
        <translation>104枚（同じカードが2枚あります）。誰かが200枚に達したディールの後、合計が最も多い人の勝ちです。5人以上では必ず2セットを使います。</translation>
    </message>
    <message>
        <source>A player holding 7 cards must lead instead of drawing (against hoarding).</source>
        <translation>手札が7枚のプレイヤーは引けず、リードしなければなりません（ため込み対策）。</translation>
    </message>
    <message>
        <source>A player holding 5 cards must lead instead of drawing.</source>
        <translation>手札が5枚のプレイヤーは引けず、リードしなければなりません。</translation>
    </message>
    <message>
        <source>A challenge&apos;s winner banks only their own cards; the other played cards go out of play.</source>
        <translation>チャレンジの勝者は自分のカードだけを獲得し、ほかの出されたカードは除外されます。</translation>
    </message>
    <message>
        <source>Equal highest totals at the end: play more deals until one player leads.</source>
        <translation>終了時に最高得点が同点なら、単独首位が決まるまでディールを続けます。</translation>
    </message>
    <message>
        <source>Equal highest totals at the end share the win.</source>
        <translation>終了時に最高得点が同点なら、その全員の勝ちです。</translation>
    </message>
</context>
<context>
    <name>SneakPanel</name>
    <message numerus="yes">
        <source>Challenge: drop %n card(s) here (C)</source>
        <translation>
            <numerusform>チャレンジ：ここに%n枚（C）</numerusform>
        </translation>
    </message>
    <message>
        <source>Sneak: face down (S)</source>
        <translation>「こそこそ」：裏向き（S）</translation>
    </message>
    <message>
        <source>Flaunt: face up (F)</source>
        <translation>「どうどう」：表向き（F）</translation>
    </message>
    <message>
        <source>Your turn: draw a card (click the stock, D or Draw).</source>
        <translation>あなたの番：山札から1枚引いてください（山札をクリック、D、または「ドロー」）。</translation>
    </message>
    <message numerus="yes">
        <source>Select up to %n card(s) (click or Space), then drag them to a zone: sneak face down (S) or flaunt face up (F). Or draw (D).</source>
        <translation>
            <numerusform>%n枚まで選んで（クリックかSpace）枠へドラッグ：裏向きに「こそこそ」（S）、表向きに「どうどう」（F）。または山札から引く（D）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flaunt one card or a combo of up to %n card(s): select, then F.</source>
        <translation>
            <numerusform>1枚か%n枚までの組を選び、Fで「どうどう」と出してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 flaunted %2. Challenge with a card of the same suit, equal or higher (C), or decline (X).</source>
        <translation>%1が%2を「どうどう」と出しました。同じスートの同位以上の1枚でチャレンジ（C）、または見送り（X）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 flaunted %2 (%3). Challenge with %n card(s) of that kind, equal or higher (C), or decline (X).</source>
        <translation>
            <numerusform>%1が%2（%3）を「どうどう」と出しました。同じ種類で同等以上の%n枚でチャレンジ（C）、または見送り（X）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sneaked %n card(s) face down. Challenge with as many (select, then C) or decline (X).</source>
        <translation>
            <numerusform>%1が%n枚を「こそこそ」と出しました。同じ枚数を選んでチャレンジ（C）、または見送り（X）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>選択中：%1</translation>
    </message>
    <message>
        <source>&amp;Draw (D)</source>
        <translation>ドロー(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Sneak face down (S)</source>
        <translation>「こそこそ」裏向き(&amp;S)</translation>
    </message>
    <message>
        <source>Fl&amp;aunt face up (F)</source>
        <translation>「どうどう」表向き(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Challenge (C)</source>
        <translation>チャレンジ(&amp;C)</translation>
    </message>
    <message>
        <source>Decline (&amp;X)</source>
        <translation>見送り(&amp;X)</translation>
    </message>
</context>
<context>
    <name>SneakScore</name>
    <message>
        <source>Cards won face up</source>
        <translation>表向きで獲得したカード</translation>
    </message>
    <message>
        <source>Cards banked unseen</source>
        <translation>伏せたまま獲得したカード</translation>
    </message>
    <message>
        <source>Points this deal</source>
        <translation>このディールの得点</translation>
    </message>
    <message>
        <source>Running total (to %1)</source>
        <translation>累計（%1点先取）</translation>
    </message>
</context>
<context>
    <name>SneakSeats</name>
    <message numerus="yes">
        <source>%n card(s) collected</source>
        <translation>
            <numerusform>獲得%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>得点 %1</translation>
    </message>
    <message>
        <source>Passed (hand limit %1)</source>
        <translation>パス（手札上限%1枚）</translation>
    </message>
</context>
<context>
    <name>SneakTable</name>
    <message>
        <source>Answers: %1 of %2</source>
        <translation>回答：%2人中%1人</translation>
    </message>
    <message>
        <source>%1 · face down</source>
        <translation>%1・裏向き</translation>
    </message>
    <message>
        <source>%1 · flaunt: %2</source>
        <translation>%1・「どうどう」：%2</translation>
    </message>
    <message>
        <source>Last lead: %1</source>
        <translation>前のリード：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 · sneak: %n card(s)</source>
        <translation>
            <numerusform>%1・「こそこそ」%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · challenge</source>
        <translation>%1・チャレンジ</translation>
    </message>
    <message numerus="yes">
        <source>Showdown won by %1: %n card(s)</source>
        <translation>
            <numerusform>%1の勝ち：%n枚を獲得</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobody challenged: %n card(s) to %1</source>
        <translation>
            <numerusform>チャレンジなし：%1が%n枚を獲得</numerusform>
        </translation>
    </message>
    <message>
        <source>★ %1 · winner · %2</source>
        <translation>★ %1・勝ち・%2</translation>
    </message>
    <message>
        <source>Stock empty: every lead is a flaunt.</source>
        <translation>山札切れ：リードはすべて「どうどう」。</translation>
    </message>
    <message numerus="yes">
        <source>Hand limit: %n card(s)</source>
        <translation>
            <numerusform>手札の上限：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 passed: holds the hand limit of %2</source>
        <translation>%1はパス：手札が上限の%2枚</translation>
    </message>
    <message numerus="yes">
        <source>Out of play: %n card(s)</source>
        <translation>
            <numerusform>除外：%n枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: off</source>
        <translation>%1：なし</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <source>No deal of %1 has been played yet.</source>
        <translation>%1 はまだ1ディールも終わっていません。</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>対戦数</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>勝った対戦</translation>
    </message>
    <message>
        <source>Matches not finished yet</source>
        <translation>途中の対戦数</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>ディール数</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>勝ったディール</translation>
    </message>
    <message>
        <source>Average score per deal</source>
        <translation>1ディールの平均点</translation>
    </message>
    <message>
        <source>Matches played with hands open</source>
        <translation>手札公開で遊んだ対戦</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>統計のリセット</translation>
    </message>
    <message>
        <source>Forget every statistic of %1? This cannot be undone.</source>
        <translation>%1の統計をすべて消去しますか？元に戻せません。</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>プレイヤー(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Variant</source>
        <translation>ルール(&amp;V)</translation>
    </message>
    <message>
        <source>The coach&apos;s verdicts by month</source>
        <translation>コーチの評価（月別）</translation>
    </message>
    <message>
        <source>The coach has not rated any move yet.</source>
        <translation>コーチはまだどの手も評価していません。</translation>
    </message>
    <message>
        <source>No deal was completed in these matches.</source>
        <translation>これらの対戦で最後まで終わったディールはありません。</translation>
    </message>
    <message>
        <source>&amp;Reset statistics of this game…</source>
        <translation>このゲームの統計をリセット(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Verdicts by month</source>
        <translation>月別の評価</translation>
    </message>
</context>
<context>
    <name>Suits</name>
    <message>
        <source>spades</source>
        <translation>スペード</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ハート</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ダイヤ</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>ノートランプ</translation>
    </message>
    <message>
        <source>the nines</source>
        <translation>9</translation>
    </message>
</context>
<context>
    <name>TableMenu</name>
    <message>
        <source>&amp;Table</source>
        <translation>テーブル(&amp;T)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>アニメーションの速さ(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Hand order</source>
        <translation>手札の並び(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>4色のスート(&amp;F)</translation>
    </message>
    <message>
        <source>High &amp;contrast</source>
        <translation>ハイコントラスト(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Large cards</source>
        <translation>大きなカード(&amp;L)</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Teacher mode</source>
        <translation>先生モード</translation>
    </message>
    <message>
        <source>Teacher mode lays every hand face up, to everyone who can see the screen, including the hands of the other people at this table.</source>
        <translation>先生モードではすべての手札が表向きになり、画面が見える全員に、この卓のほかの人の手札も見えます。</translation>
    </message>
    <message>
        <source>Show every hand?</source>
        <translation>すべての手札を表向きにしますか？</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>すべての手札を表向きにする</translation>
    </message>
    <message>
        <source>Keep them hidden</source>
        <translation>伏せたままにする</translation>
    </message>
    <message>
        <source>Teacher mode: every hand is face up. This match is marked so in its record and statistics.</source>
        <translation>先生モード：すべての手札が表向きです。この対戦は記録と統計にそう記されます。</translation>
    </message>
    <message>
        <source>Teacher mode: every hand is face up.</source>
        <translation>先生モード：すべての手札が表向きです。</translation>
    </message>
    <message>
        <source>Trick to %1.</source>
        <translation>%1がトリックを取りました。</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1が%2を出しました。</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>このディールは終了しました。</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>あなたの手番です。</translation>
    </message>
    <message>
        <source>Pass to %1.</source>
        <translation>%1に交代してください。</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <translation>次は%1。</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>%1の手番を待っています…</translation>
    </message>
    <message>
        <source>No trick has been taken yet.</source>
        <translation>まだトリックは取られていません。</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>最後のトリック（%1が取りました）</translation>
    </message>
    <message>
        <source>Trick %1 of %2, taken by %3</source>
        <translation>トリック %1/%2、%3が獲得</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>あなたの選択</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Points by deal</source>
        <translation>ディールごとの得点</translation>
    </message>
    <message>
        <source>Scoring of the last deal</source>
        <translation>直前のディールの得点内訳</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Deal %1 · Trump %2</source>
        <translation>第%1ディール・切り札 %2</translation>
    </message>
    <message>
        <source>Deal %1 · No trumps</source>
        <translation>第%1ディール・ノートランプ</translation>
    </message>
    <message>
        <source>Deal %1 · The nines are trumps</source>
        <translation>第%1ディール・9が切り札</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>第%1ディール</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%nトリック</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
    <message>
        <source>Left and Right choose a card, Up and Down switch rows, Space or Enter plays it</source>
        <translation>←/→でカードを選び、↑/↓で列を切り替え、SpaceかEnterで出します</translation>
    </message>
</context>
<context>
    <name>TeacherPanel</name>
    <message>
        <source>Teacher mode</source>
        <translation>先生モード</translation>
    </message>
    <message>
        <source>Every hand is face up, for showing a game to others. This match is marked as played with hands open in its record and statistics. The coach rates any seat&apos;s last move from what that seat could see.</source>
        <translation>ゲームを人に見せるため、すべての手札を表向きにしています。この対戦は記録と統計に「手札公開」と記されます。コーチはどの席の直前の手も、その席に見えていた情報から評価します。</translation>
    </message>
</context>
<context>
    <name>TressetteFigures</name>
    <message>
        <source>Aces taken</source>
        <translation>取ったエース</translation>
    </message>
    <message>
        <source>Last tricks won</source>
        <translation>最後のトリックを取った回数</translation>
    </message>
</context>
<context>
    <name>TressetteOptions</name>
    <message>
        <source>Game total that ends the match</source>
        <translation>対戦が終わる合計点</translation>
    </message>
    <message>
        <source>Equal totals at the target: play another deal</source>
        <translation>目標点で同点ならもう1ディール</translation>
    </message>
    <message>
        <source>Declaring card sets (buongioco; not yet playable)</source>
        <translation>手役の宣言（ブォンジョーコ、未対応）</translation>
    </message>
    <message>
        <source>Each deal shares out 11 points. After the deal in which a player reaches this total, the higher total wins.</source>
        <translation>1ディールで11点を分け合います。誰かがこの合計に達したディールの後、合計の高いプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <source>When both players reach the target with equal totals, play another deal; when off, the match ends and both share the win.</source>
        <translation>両者が同点で目標点に達したら、もう1ディール行います。オフなら対戦はそこで終わり、両者の勝ちです。</translation>
    </message>
</context>
<context>
    <name>TressettePanel</name>
    <message>
        <source>Aces (1 point each)</source>
        <translation>A（1枚1点）</translation>
    </message>
    <message>
        <source>Threes, twos and court cards (⅓ each)</source>
        <translation>3・2・絵札（1枚⅓点）</translation>
    </message>
    <message>
        <source>Card value in thirds</source>
        <translation>カードの点数（⅓点単位）</translation>
    </message>
    <message>
        <source>Thirds dropped in rounding</source>
        <translation>端数切り捨て（⅓点単位）</translation>
    </message>
    <message>
        <source>Card points (rounded down)</source>
        <translation>カードのポイント（端数切り捨て）</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>最後のトリック</translation>
    </message>
    <message>
        <source>Points this deal</source>
        <translation>このディールの得点</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
    </message>
</context>
<context>
    <name>Verbs</name>
    <message>
        <source>play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>ビッド</translation>
    </message>
    <message>
        <source>premium bid</source>
        <translation>プレミアムビッド</translation>
    </message>
    <message>
        <source>show</source>
        <translation>公開</translation>
    </message>
    <message>
        <source>declare</source>
        <translation>デクレアラ</translation>
    </message>
    <message>
        <source>reveal</source>
        <translation>リビール</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>sneak</source>
        <translation>「こそこそ」</translation>
    </message>
    <message>
        <source>flaunt</source>
        <translation>「どうどう」</translation>
    </message>
    <message>
        <source>challenge</source>
        <translation>チャレンジ</translation>
    </message>
    <message>
        <source>decline</source>
        <translation>見送り</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>card points</source>
        <extracomment>A move&apos;s record (the &quot;next_best_move&quot; fact: `Action.to_record`) -&gt; the move in the player&apos;s words, as the table words it (cards as rank and suit sign). The game&apos;s unit of points as the coach names it after a number.</extracomment>
        <translation>ポイント</translation>
    </message>
    <message>
        <source>score points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>トリック</translation>
    </message>
    <message>
        <source>penalty points</source>
        <translation>失点</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>枚</translation>
    </message>
    <message>
        <source>It wins this trick on every imagined deal.</source>
        <extracomment>The shared facts&apos; sentences.</extracomment>
        <translation>想定したどのディールでも、このトリックを取れます。</translation>
    </message>
    <message>
        <source>It does not win this trick: %1 most likely takes it.</source>
        <translation>このトリックは取れません。取るのはおそらく%1です。</translation>
    </message>
    <message>
        <source>It wins this trick on %1 of the imagined deals; otherwise %2 most likely takes it.</source>
        <translation>想定したディールの%1でこのトリックを取れます。取れないときは、おそらく%2が取ります。</translation>
    </message>
    <message>
        <source>On average it ends about %1 %2 ahead of the others.</source>
        <translation>平均すると、他のプレイヤーを約%1%2上回って終わります。</translation>
    </message>
    <message>
        <source>On average it ends about %1 %2 behind the others.</source>
        <translation>平均すると、他のプレイヤーを約%1%2下回って終わります。</translation>
    </message>
    <message>
        <source>On average you take about %1 fewer penalty points than the others.</source>
        <translation>平均すると、失点は他のプレイヤーより約%1点少なくなります。</translation>
    </message>
    <message>
        <source>On average you take about %1 more penalty points than the others.</source>
        <translation>平均すると、失点は他のプレイヤーより約%1点多くなります。</translation>
    </message>
    <message>
        <source>That is about %1 %2 better than %3, the next best.</source>
        <translation>次善の%3より約%1%2良い結果です。</translation>
    </message>
    <message>
        <source>On the same deals %3 does about %1 %2 better.</source>
        <translation>同じディールでは、%3のほうが約%1%2良い結果です。</translation>
    </message>
    <message>
        <source>That is about %1 penalty points fewer than with %3, the next best.</source>
        <translation>次善の%3より失点が約%1点少なくなります。</translation>
    </message>
    <message>
        <source>With %3 instead, about %1 fewer penalty points on the same deals.</source>
        <translation>同じディールでは、%3のほうが失点が約%1点少なくなります。</translation>
    </message>
    <message>
        <source>%3 does as well on the same deals.</source>
        <translation>同じディールでは、%3でも同じ結果です。</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>The plan: %1.</source>
        <extracomment>A plan&apos;s sentence; %1 is the plan&apos;s words.</extracomment>
        <translation>狙い：%1。</translation>
    </message>
    <message>
        <source>lead a high trump to draw the others&apos; trumps</source>
        <extracomment>The plans a game&apos;s rule policy may name for its move (the &quot;plan&quot; fact&apos;s value), in words that follow &quot;The plan:&quot;; a game&apos;s own plans are in its `WHY_TEXTS` as &quot;plan:&lt;id&gt;&quot;.</extracomment>
        <translation>高い切り札をリードして、他のプレイヤーの切り札を引き出す</translation>
    </message>
    <message>
        <source>schmear: give points to your side&apos;s winning trick</source>
        <translation>味方が勝つトリックに得点札をつける</translation>
    </message>
    <message>
        <source>duck: play under the winning card and let the trick go</source>
        <translation>ダック：勝っている札より弱い札を出して、トリックを見送る</translation>
    </message>
    <message>
        <source>win the trick with a low card that still takes it</source>
        <translation>勝てる札のうち弱い札でトリックを取る</translation>
    </message>
    <message>
        <source>take the trick with your highest card</source>
        <translation>いちばん強い札でトリックを取る</translation>
    </message>
    <message>
        <source>let the trick go with the card worth least</source>
        <translation>いちばん価値の低い札を出してトリックを見送る</translation>
    </message>
    <message>
        <source>no card of yours can win this trick: throw away the weakest</source>
        <translation>このトリックに勝てる札がないので、いちばん弱い札を捨てる</translation>
    </message>
    <message>
        <source>cash a card that nothing left can beat</source>
        <translation>残りのどの札にも負けない札で確実に勝つ</translation>
    </message>
    <message>
        <source>lead the card that risks least</source>
        <translation>いちばん危険の少ない札をリードする</translation>
    </message>
    <message>
        <source>You end the deal with the Q♠ on %1 of the imagined deals.</source>
        <translation>想定したディールの%1で、Q♠を取ることになります。</translation>
    </message>
    <message>
        <source>You take about %1 hearts in the deal.</source>
        <translation>このディールで取るハートは約%1枚です。</translation>
    </message>
    <message>
        <source>pass on the cards most likely to take penalty points</source>
        <translation>失点を取りやすい札を渡す</translation>
    </message>
    <message>
        <source>take every trick: you hold every penalty point taken so far</source>
        <translation>ムーン・シュートを狙ってすべてのトリックを取る（ここまでの失点札はすべてあなたが取っています）</translation>
    </message>
    <message>
        <source>stop the player who holds every penalty point so far from taking them all</source>
        <translation>ここまでの失点札をすべて取っているプレイヤーのムーン・シュートを止める</translation>
    </message>
    <message>
        <source>throw a penalty card onto a trick someone else takes</source>
        <translation>他のプレイヤーが取るトリックに失点札を捨てる</translation>
    </message>
    <message>
        <source>get rid of a high card that could take penalty points later</source>
        <translation>後で失点を取りかねない高い札を処分する</translation>
    </message>
    <message>
        <source>You end the deal with about %1 tricks.</source>
        <translation>このディールで取るトリックは約%1です。</translation>
    </message>
    <message>
        <source>The Lot is made on %1 of the imagined deals.</source>
        <translation>想定したディールの%1でロットが成功します。</translation>
    </message>
    <message>
        <source>Cards in your hand that are not sure winners: %1 (a sure winner wins whenever it is led: the joker, a 2 where a led 2 wins, or a card that no card still out can beat).</source>
        <translation>手札のうち確実に勝てるとは言えない札：%1枚（確実に勝てる札とは、リードすれば必ず勝つ札です。ジョーカー、リードした2が勝つルールでの2、まだ出ていないどの札にも負けない札がそうです）。</translation>
    </message>
    <message>
        <source>declare the Lot: every card you hold is a sure winner</source>
        <translation>ロットを宣言する（手札がすべて確実に勝てる札）</translation>
    </message>
    <message>
        <source>no Lot: not every card you hold is a sure winner</source>
        <translation>ロットは宣言しない（確実に勝てない札が手札にある）</translation>
    </message>
    <message>
        <source>lead your lowest card: you are playing to take no tricks</source>
        <translation>いちばん低い札をリードする（トリックを1つも取らない方針）</translation>
    </message>
    <message>
        <source>duck with the card most likely to win a trick later</source>
        <translation>後でトリックに勝ってしまいそうな札を、負けるうちに出す</translation>
    </message>
    <message>
        <source>These three cards bid %1.</source>
        <translation>この3枚のビッドは%1です。</translation>
    </message>
    <message>
        <source>Sure winners in the cards you keep: %1 (your top trumps, which nothing left can beat).</source>
        <translation>残す札のうち確実に勝てる札：%1枚（これより強い札が残っていない上位の切り札）。</translation>
    </message>
    <message>
        <source>Likely losers in the cards you keep: %1 (counted suit by suit: each ace, king or queen missing from the suit&apos;s first three cards).</source>
        <translation>残す札のうち負けそうな札：%1枚（スートごとに、上から3枚までに欠けているエース・キング・クイーンを1枚ずつ数えます）。</translation>
    </message>
    <message>
        <source>The bid is made on %1 of the imagined deals.</source>
        <translation>想定したディールの%1でビッドが成功します。</translation>
    </message>
    <message>
        <source>lead your strongest card: you still need tricks for your bid</source>
        <translation>いちばん強い札をリードする（ビッドまでまだトリックが必要）</translation>
    </message>
    <message>
        <source>lead your weakest card: you have the tricks you bid</source>
        <translation>いちばん弱い札をリードする（ビッドしたトリック数に達している）</translation>
    </message>
    <message>
        <source>The declaring side takes about %1 tricks.</source>
        <translation>デクレアラー側は約%1トリックを取ります。</translation>
    </message>
    <message>
        <source>The contract is made on %1 of the imagined deals.</source>
        <translation>想定したディールの%1で契約が成功します。</translation>
    </message>
    <message>
        <source>bid misère: no card of yours is in danger of taking a trick</source>
        <translation>ミゼールをビッドする（トリックを取ってしまう危険な札がない）</translation>
    </message>
    <message>
        <source>pass: even with a partner&apos;s usual share of tricks the hand cannot make the lowest bid</source>
        <translation>パスする（パートナーの平均的なトリック数を足しても最低のビッドに届かない）</translation>
    </message>
    <message>
        <source>bid the lowest number your hand and a partner&apos;s usual share of tricks can make</source>
        <translation>手札とパートナーの平均的なトリック数で達成できる最も低い数をビッドする</translation>
    </message>
    <message>
        <source>make your longest suit trumps and call the best ace or king you lack</source>
        <translation>いちばん長いスートを切り札にし、持っていない最も強いエースかキングを指名する</translation>
    </message>
    <message>
        <source>lead an ace of a side suit before it can be trumped</source>
        <translation>切り札で切られる前に、切り札以外のスートのエースをリードする</translation>
    </message>
    <message>
        <source>your side is winning the trick: play your lowest card</source>
        <translation>味方がトリックに勝っているので、いちばん低い札を出す</translation>
    </message>
    <message>
        <source>The trick goes to the picker&apos;s side on %1 of the imagined deals.</source>
        <translation>想定したディールの%1で、このトリックはピッカー側が取ります。</translation>
    </message>
    <message>
        <source>The picker&apos;s side ends with about %1 card points.</source>
        <translation>ピッカー側は最終的に約%1ポイントを取ります。</translation>
    </message>
    <message>
        <source>Trumps in your hand: %1.</source>
        <translation>手札の切り札：%1枚。</translation>
    </message>
    <message>
        <source>Likely losers in your hand: %1 (fail cards other than aces, which seldom win a trick).</source>
        <translation>手札のうち負けそうな札：%1枚（エース以外のフェイルは、めったにトリックに勝てません）。</translation>
    </message>
    <message>
        <source>pick up the blind: the hand has four trumps, or three with two queens</source>
        <translation>ブラインドをピックする（切り札が4枚、またはクイーン2枚を含む3枚ある）</translation>
    </message>
    <message>
        <source>pass: too few trumps to pick</source>
        <translation>パスする（ピックするには切り札が少ない）</translation>
    </message>
    <message>
        <source>bury fail cards with points, which then count for your side</source>
        <translation>得点のあるフェイルを埋めて、自分の側の得点にする</translation>
    </message>
    <message>
        <source>call the ace of your shortest fail suit</source>
        <translation>いちばん短いフェイルのスートのエースをコールする</translation>
    </message>
    <message>
        <source>lead the called suit, so the called ace comes out</source>
        <translation>コールされたスートをリードして、コールドエースを引き出す</translation>
    </message>
    <message>
        <source>lead your cheapest card, a fail first</source>
        <translation>いちばん安い札をリードする（フェイルを優先）</translation>
    </message>
    <message>
        <source>In the moves the search looks ahead, you bank about %1 cards.</source>
        <translation>探索が先読みする範囲で、約%1枚を獲得カードの山に置きます。</translation>
    </message>
    <message>
        <source>You play your last card within them on %1 of the imagined deals.</source>
        <translation>想定したディールの%1で、その範囲内に手札を出し切ります。</translation>
    </message>
    <message>
        <source>draw: on a first turn, or with an empty hand, drawing comes first</source>
        <translation>山札から引く（最初の手番か手札がないときは、まず引きます）</translation>
    </message>
    <message>
        <source>draw: no set in your hand is safe to flaunt yet</source>
        <translation>山札から引く（「どうどう」で安全に出せる組がまだない）</translation>
    </message>
    <message>
        <source>flaunt a set that no card you have not seen could challenge</source>
        <translation>まだ見ていないどの札でもチャレンジできない組を「どうどう」で出す</translation>
    </message>
    <message>
        <source>you cannot draw, so flaunt the set least likely to be challenged</source>
        <translation>山札から引けないので、いちばんチャレンジされにくい組を「どうどう」で出す</translation>
    </message>
    <message>
        <source>From here on you win cards worth about %1 thirds of a point.</source>
        <translation>ここから先に取る札は、約%1（3分の1ポイント単位）です。</translation>
    </message>
    <message>
        <source>take the trick with an ace, the card worth most</source>
        <translation>いちばん得点の高いエースでトリックを取る</translation>
    </message>
    <message>
        <source>lead a 2 or 3 into the suit where the other player holds only the ace, to catch it</source>
        <translation>相手がエースだけを持つスートに2か3をリードして、エースを捕まえる</translation>
    </message>
</context>
</TS>
