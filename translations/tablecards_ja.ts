<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Cards</name>
    <message>
        <source>Joker</source>
        <translation>ジョーカー</translation>
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
        <translation>プレイヤー: %1</translation>
    </message>
    <message>
        <source>Deal %1, saved %2</source>
        <translation>第%1ディール（%2に保存）</translation>
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
    <message>
        <source>Trump: %1</source>
        <translation>切り札: %1</translation>
    </message>
    <message>
        <source>Stock: %1 cards</source>
        <translation>山札: %1枚</translation>
    </message>
    <message>
        <source>Your turn: click a card or drag it to the centre.</source>
        <translation>あなたの手番です。カードをクリックするか、中央へドラッグしてください。</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>あなたの手番です。</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Ninety-Nine</source>
        <translation>99（ナインティ・ナイン）</translation>
    </message>
    <message>
        <source>Tressette for two</source>
        <translation>トレセッテ（2人用）</translation>
    </message>
    <message>
        <source>Bid with three cards, then win exactly that many tricks.</source>
        <translation>手札から3枚のビッドカードで取るトリック数を宣言し、ちょうどその数のトリックを取ります。</translation>
    </message>
    <message>
        <source>Italian 40-card trick game without trumps; draws are shown.</source>
        <translation>40枚のカードで遊ぶ、切り札なしのイタリアのトリックテイキングゲーム。山札から引いたカードは相手に見せます。</translation>
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
        <source>Options</source>
        <translation>ルール設定</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Start match</source>
        <translation>対戦開始</translation>
    </message>
    <message>
        <source>You</source>
        <translation>あなた</translation>
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
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>This match cannot start: %1</source>
        <translation>この設定では対戦を始められません: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>TableCards</source>
        <translation>TableCards</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>新しい対戦(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>新しい対戦</translation>
    </message>
    <message>
        <source>A match is in progress. Start a new one and discard it?</source>
        <translation>対戦の途中です。この対戦を破棄して新しい対戦を始めますか？</translation>
    </message>
    <message>
        <source>The match could not be saved: %1</source>
        <translation>対戦を保存できませんでした: %1</translation>
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
    <name>NinetyNine</name>
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
        <source>Five players, 60-card 500 pack</source>
        <translation>5人・60枚（ファイブハンドレッド専用トランプ）</translation>
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
        <source>Secret premium offers; reveal beats declare, then seat</source>
        <translation>プレミアムビッドは伏せて申告（リビールがデクレアラより優先、同じなら席順）</translation>
    </message>
    <message>
        <source>Four players: no success → diamonds are trumps</source>
        <translation>4人戦: 成功者なしのときはダイヤが切り札</translation>
    </message>
    <message>
        <source>Five players: game to 500 instead of 250</source>
        <translation>5人戦: 250点ではなく500点でゲーム終了</translation>
    </message>
    <message>
        <source>Dummy: seed scoring, clubs first</source>
        <translation>ダミー: 紹介記事の得点計算（最初のディールはクラブが切り札）</translation>
    </message>
    <message>
        <source>Dummy: Penguin Book rules</source>
        <translation>ダミー: ペンギン版ルール</translation>
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
        <source>37 cards; the turn-up sets trumps; the joker copies it</source>
        <translation>37枚（ジョーカー入り）: 切り札表示カードで切り札が決まり、ジョーカーはそのカードとして扱う</translation>
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
        <source>No-bid: the revealer lays bid cards aside</source>
        <translation>ノービッド: リビールしたプレイヤーはビッドカードを脇に置く</translation>
    </message>
    <message>
        <source>No-bid: the revealer announces a number</source>
        <translation>ノービッド: リビールしたプレイヤーはトリック数を宣言する</translation>
    </message>
    <message>
        <source>Anyone may declare or reveal; fixed scores</source>
        <translation>誰でもデクレアラ・リビールできる（得点は固定）</translation>
    </message>
    <message>
        <source>Divide and conquer: failed bidders keep their tricks</source>
        <translation>分割統治: 失敗したプレイヤーも取ったトリックの得点を得る</translation>
    </message>
    <message>
        <source>Naughty Nun: nine deals, the seed&apos;s trick rules</source>
        <translation>ナウンティー・ナン: 9ディール、紹介記事のトリック規則</translation>
    </message>
    <message>
        <source>Naughty Nun: nine deals, Parlett&apos;s site sequence</source>
        <translation>ナウンティー・ナン: 9ディール、パーレットのサイトの順序</translation>
    </message>
    <message>
        <source>A tie for the lead plays on</source>
        <translation>首位が同点ならディールを続ける</translation>
    </message>
    <message>
        <source>A tie for the lead shares the win</source>
        <translation>首位が同点なら勝利を分け合う</translation>
    </message>
    <message>
        <source>A fixed number of deals (0: play to the target score)</source>
        <translation>ディール数を固定（0: 目標点まで続ける）</translation>
    </message>
    <message>
        <source>Games to 100 in a rubber of three won games</source>
        <translation>100点のゲームを3勝先取するラバー</translation>
    </message>
    <message>
        <source>Bridge variation (documented only; not playable)</source>
        <translation>ブリッジバリエーション（説明のみ・プレイ不可）</translation>
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
    <name>OptionGroups</name>
    <message>
        <source>Form</source>
        <translation>人数と形式</translation>
    </message>
    <message>
        <source>Dummy rules</source>
        <translation>ダミーのルール</translation>
    </message>
    <message>
        <source>When the dummy reaches the target</source>
        <translation>ダミーが目標点に達したとき</translation>
    </message>
    <message>
        <source>No-bid premium bids</source>
        <translation>ノービッドのプレミアムビッド</translation>
    </message>
    <message>
        <source>Naughty Nun</source>
        <translation>ナウンティー・ナン</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>同点のとき</translation>
    </message>
</context>
<context>
    <name>Panel</name>
    <message>
        <source>Trump to name</source>
        <translation>宣言する切り札</translation>
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
        <source>Your bid cards: %1</source>
        <translation>あなたのビッドカード: %1</translation>
    </message>
    <message>
        <source>Face-up bid of %1: %2</source>
        <translation>%1の公開ビッド: %2</translation>
    </message>
    <message>
        <source>Drag three bid cards to the bid area, then confirm.</source>
        <translation>ビッドカードを3枚ビッドエリアへドラッグしてから確定してください。</translation>
    </message>
    <message>
        <source>Call snap with %1?</source>
        <translation>%1でスナップしますか？</translation>
    </message>
    <message>
        <source>Premium bid: declare, reveal or pass.</source>
        <translation>プレミアムビッド: デクレアラ、リビール、パスから選んでください。</translation>
    </message>
    <message>
        <source>Show a card: click it or drag it to the centre.</source>
        <translation>公開するカードを1枚、クリックするか中央へドラッグしてください。</translation>
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
        <translation>切り札: %1</translation>
    </message>
    <message>
        <source>&amp;Confirm bid</source>
        <translation>ビッドを確定(&amp;C)</translation>
    </message>
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
        <source>it is {expected}&apos;s turn, not {seat}&apos;s</source>
        <translation>{seat}ではなく{expected}の手番です</translation>
    </message>
    <message>
        <source>a {verb} is not possible now; {expected} is expected</source>
        <translation>今は「{verb}」はできません。「{expected}」をしてください</translation>
    </message>
    <message>
        <source>{card} is not in the hand</source>
        <translation>{card}は手札にありません</translation>
    </message>
    <message>
        <source>you must follow suit: play a card of {suit}</source>
        <translation>マストフォローです。{suit}のカードを出してください</translation>
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
        <translation>次から選んでください: {choices}</translation>
    </message>
    <message>
        <source>reveal is not offered in this form of the game</source>
        <translation>この形式ではリビールはできません</translation>
    </message>
    <message>
        <source>the trump must be one of: {choices}</source>
        <translation>切り札は次から選んでください: {choices}</translation>
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
        <translation>理由: %1
ファイルは%2として残してあります。</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>理由: %1</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>&amp;Last trick</source>
        <translation>直前のトリック(&amp;L)</translation>
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
        <translation>第%1ディール: %2</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1の勝利です！</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>同点優勝: %1。</translation>
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
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Deal %1</source>
        <translation>第%1ディール</translation>
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
        <source>Waiting for %1…</source>
        <translation>%1の手番を待っています…</translation>
    </message>
    <message>
        <source>No trick has been taken yet.</source>
        <translation>まだトリックは取られていません。</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>直前のトリック（%1が取りました）</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
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
    <message>
        <source>Trump</source>
        <translation>切り札</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
</context>
<context>
    <name>TressetteOptions</name>
    <message>
        <source>Game total that ends the match</source>
        <translation>対戦が終わる合計点</translation>
    </message>
    <message>
        <source>Equal totals at or above the target: play another hand (off: the match ends and both seats share the win)</source>
        <translation>2人とも目標点以上で同点のときは、もう1ディール行う（オフ: 対戦を終え、2人とも勝利）</translation>
    </message>
    <message>
        <source>Buongioco declarations (not yet playable)</source>
        <translation>ブォンジョーコの宣言（未対応）</translation>
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
</context>
</TS>
