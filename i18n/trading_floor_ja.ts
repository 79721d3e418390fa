<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Advisor</name>
    <message>
        <location filename="../desktop/app/advice.py" line="+20"/>
        <source>Best</source>
        <extracomment>The classes of a decision in words (chess.com&apos;s names).</extracomment>
        <translation>最善</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>好手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inaccuracy</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>大悪手</translation>
    </message>
</context>
<context>
    <name>BlackFriday</name>
    <message>
        <location filename="../desktop/app/games/black_friday/words.py" line="+20"/>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange</source>
        <translation>橙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Y</source>
        <extracomment>one-letter board labels (colour is never the only cue: every colour also has a shape)</extracomment>
        <translation>黄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <translation>青</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R</source>
        <translation>赤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>G</source>
        <translation>緑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O</source>
        <translation>橙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K</source>
        <translation>黒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the market</source>
        <translation>市場</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bag</source>
        <translation>袋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the stock buy chart</source>
        <translation>株購入チャート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the silver buy chart</source>
        <translation>銀購入チャート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sales table</source>
        <translation>売却チャート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the reserve</source>
        <translation>ストック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cases drawn</source>
        <translation>引いたケース</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Extra Pass</source>
        <translation>追加パス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy +1</source>
        <translation>購入 +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell +1</source>
        <translation>売却 +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver +1</source>
        <translation>銀 +1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move one more market case to the silver buy chart</source>
        <translation>市場のケースをもう1つ銀購入チャートへ移す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy one share more than the trade limit</source>
        <translation>取引上限より1株多く買う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sell one share more than the trade limit</source>
        <translation>取引上限より1株多く売る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy one silver bar more than the trade limit</source>
        <translation>取引上限より銀の延べ棒を1本多く買う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the full stock buy chart</source>
        <translation>いっぱいになった株購入チャート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the full silver buy chart</source>
        <translation>いっぱいになった銀購入チャート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the emptied sales table</source>
        <translation>空になった売却チャート</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 drops one step to %2 after the sale.</source>
        <translation>売却により%1が1段下がり%2になりました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rises one step to %2: its last case left the market.</source>
        <translation>%1が1段上がり%2になりました：最後のケースが市場からなくなりました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rises one step to %2: three of its cases are on a chart.</source>
        <translation>%1が1段上がり%2になりました：そのケース3つがチャートにあります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price change: %1 moves to %2.</source>
        <translation>株価変動：%1が%2になりました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rises one row to %2: no case of it is in the market.</source>
        <translation>%1が1行上がり%2になりました：市場にそのケースがありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The black cases drove the silver price to $100: the game ends.</source>
        <translation>黒ケースで銀価格が$100に達しました：ゲーム終了です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The silver bars bought drove the silver price to $100: the game ends.</source>
        <translation>購入された銀の延べ棒で銀価格が$100に達しました：ゲーム終了です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The silver price&apos;s last step reached $100: the game ends.</source>
        <translation>銀価格が最後の段の$100に達しました：ゲーム終了です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already hold as many subsidy cards as the level card allows.</source>
        <translation>補助金カードはすでにフェイスカードの上限まで持っています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay your face-down interest first.</source>
        <translation>先に裏向きの利息を払ってください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot pay the interest yet: take a subsidy or sell shares first.</source>
        <translation>まだ利息を払えません：先に補助金を受けるか株を売ってください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You owe no interest.</source>
        <translation>払うべき利息はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This action already reached the trade limit.</source>
        <translation>このアクションはすでに取引上限に達しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot pay that price.</source>
        <translation>その価格は払えません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No case of that colour is in the market.</source>
        <translation>市場にその色のケースはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold no share of that colour.</source>
        <translation>その色の株を持っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your special-action card does not show that action.</source>
        <translation>あなたの特殊アクションカードにそのアクションはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your special-action card has been used already.</source>
        <translation>特殊アクションカードはすでに使いました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That special action belongs to another kind of action.</source>
        <translation>その特殊アクションは別の種類のアクション用です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the +1 card once the action has reached the trade limit.</source>
        <translation>+1カードはアクションが取引上限に達してから使います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No case of that colour can be moved here.</source>
        <translation>その色のケースはここへ移せません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You did not sell that colour in this action.</source>
        <translation>このアクションでその色は売っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such colour.</source>
        <translation>そのような色はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such special action.</source>
        <translation>そのような特殊アクションはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a step of this moment of the turn.</source>
        <translation>手番のこの時点ではそれはできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not an action of this game.</source>
        <translation>このゲームのアクションではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is only a view of the game.</source>
        <translation>これはゲームの表示だけです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gold bars</source>
        <translation>金の延べ棒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver bars</source>
        <translation>銀の延べ棒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash left</source>
        <translation>残りの現金</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>choosing an action</source>
        <extracomment>what the player is doing now (the board&apos;s headline)</extracomment>
        <translation>アクションを選択中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying shares</source>
        <translation>株式の購入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>selling shares</source>
        <translation>株式売却</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying silver</source>
        <translation>銀の購入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing the price that drops</source>
        <translation>下がる株価を選択中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing the case that moves</source>
        <translation>動かすケースを選択中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deciding on Extra Pass</source>
        <translation>追加パスを検討中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>paying interest owed</source>
        <translation>未払いの利息を支払い中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>any colour</source>
        <translation>どの色でも</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 gold, %2 silver</source>
        <translation>金%1、銀%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/ui.py" line="+66"/>
        <source>Take a subsidy card (+%1)</source>
        <translation>補助金カードを受ける（+%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay your face-down interest (%1)</source>
        <translation>裏向きの利息を払う（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the face-down interest</source>
        <translation>裏向きの利息を払う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy another share of %1 for %2</source>
        <translation>%1の株をもう1株%2で買う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy a share of %1 for %2</source>
        <translation>%1の株を%2で買う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a share of %1</source>
        <translation>%1の株を買う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell another share of %1 for %2</source>
        <translation>%1の株をもう1株%2で売る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell a share of %1 for %2</source>
        <translation>%1の株を%2で売る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a share of %1</source>
        <translation>%1の株を売る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy another silver bar for %1</source>
        <translation>銀の延べ棒をもう1本%1で買う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy a silver bar for %1</source>
        <translation>銀の延べ棒を%1で買う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a silver bar</source>
        <translation>銀の延べ棒を買う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass (a case goes to the silver buy chart)</source>
        <translation>パス（ケース1つが銀購入チャートへ）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End your turn without Extra Pass</source>
        <translation>追加パスせずに手番を終える</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy no more shares</source>
        <translation>これ以上株を買わない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell no more shares</source>
        <translation>これ以上株を売らない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy no more silver</source>
        <translation>これ以上銀を買わない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use your %1 card: %2</source>
        <translation>%1カードを使う：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use your Extra Pass card: move a %1 case from the market to the silver buy chart</source>
        <translation>追加パスカードを使う：市場の%1ケースを1つ銀購入チャートへ移す</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move a %1 case from the sales table to the market</source>
        <translation>%1ケースを1つ売却チャートから市場へ移す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a %1 case on the silver buy chart</source>
        <translation>%1ケースを1つ銀購入チャートに置く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a %1 case on the stock buy chart</source>
        <translation>%1ケースを1つ株購入チャートに置く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move a %1 case</source>
        <translation>%1ケースを1つ動かす</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lower the price of %1 by one step</source>
        <translation>%1の株価を1段下げる</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 buys a silver bar for %2 and now holds gold %3, silver %4.</source>
        <translation>%1は銀の延べ棒を%2で買い、金%3本・銀%4本を持っています。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The silver price rises to %1 (black cases: +%2, bars bought: +%3).</source>
        <translation>銀価格が%1に上がりました（黒ケースで+%2段、購入された延べ棒で+%3段）。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Level card %1 is now showing; %n black cases go into the bag.</source>
        <translation>
            <numerusform>フェイスカード%1になりました。黒ケース%n個を袋に入れます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 sells the last shares for %2, takes %3 in subsidies, pays %4 interest and buys %n bars at $100: gold %5, silver %6, %7 left.</source>
        <translation>
            <numerusform>%1は最後の株を%2で売り、補助金%3を受け、利息%4を払い、延べ棒を1本$100で%n本買いました：金%5本・銀%6本、残り%7。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n drawn %1 cases go to the market.</source>
        <translation>
            <numerusform>引いた%1ケース%n個を市場へ置きます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-58"/>
        <source>%1 takes a subsidy card (+%2) and now holds %3, with %4 in cash.</source>
        <translation>%1は補助金カードを受け（+%2）、%3枚・現金%4になりました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 pays %2 interest and cannot pay %3: those subsidy cards turn face down.</source>
        <translation>%1は利息%2を払い、%3を払えません：その補助金カードは裏向きになります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays %2 interest.</source>
        <translation>%1は利息%2を払いました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 buys a share of %2 for %3.</source>
        <translation>%1は%2の株を%3で買いました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sells a share of %2 for %3.</source>
        <translation>%1は%2の株を%3で売りました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 passes.</source>
        <translation>%1はパスしました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 uses the special-action card %2.</source>
        <translation>%1は特殊アクションカード%2を使いました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Price change %1 (set off by %2): interest is due.</source>
        <translation>株価変動%1（きっかけ：%2）：利息の支払いです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn from the bag: %1.</source>
        <translation>袋から引いたもの：%1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sales table %1 is used again, refilled from the market and the reserve.</source>
        <translation>売却チャート%1を再び使います。市場とストックから補充します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sales table %1 is now in use.</source>
        <translation>売却チャート%1を使い始めます。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The used sales table&apos;s cases go into the bag.</source>
        <translation>使った売却チャートのケースを袋に入れます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 cases of %2 go into the bag.</source>
        <translation>%2のケース%1個を袋に入れます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The single black case drawn goes back into the bag.</source>
        <translation>引いた黒ケース1個だけは袋に戻します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 black cases go to the reserve.</source>
        <translation>黒ケース%1個をストックへ置きます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A %1 case goes from %2 to %3.</source>
        <translation>%1ケース1個が%2から%3へ移ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 cases go from %3 to %4.</source>
        <translation>%2ケース%1個が%3から%4へ移ります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars</source>
        <translation>延べ棒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Subsidies</source>
        <translation>補助金</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shares</source>
        <translation>株</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special card</source>
        <translation>特殊カード</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (owes %2)</source>
        <translation>%1（未払い%2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (seen: %2)</source>
        <translation>%1（判明：%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation>または</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (used)</source>
        <translation>%1（使用済み）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Price change</source>
        <translation>株価変動</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/app/games/black_friday/board.py" line="+381"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+100"/>
        <source>%n shares sold for %1; cash after: %2.</source>
        <translation>
            <numerusform>%n株を%1で売却。売却後の現金：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%n shares bought for %1; cash after: %2.</source>
        <translation>
            <numerusform>%n株を%1で購入。購入後の現金：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%n bars for %1; cash after: %2.</source>
        <translation>
            <numerusform>延べ棒%n本を%1で。購入後の現金：%2。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+3"/>
        <source>%1 The trade limit allows %2 now.</source>
        <translation>%1今の取引上限は%2です。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/board.py" line="+3"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%1 This uses your %2 card.</source>
        <translation>%1 %2カードを使います。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%1 That is more than your money.</source>
        <translation>%1所持金を超えています。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Subsidy cards to take first (%1 each)</source>
        <translation>先に受ける補助金カード（1枚%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The level card allows %1 per action; you have %2.</source>
        <translation>フェイスカードでは1アクション%1まで。所持金%2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2 each, %3 in the market)</source>
        <translation>%1（1株%2、市場に%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Buy several shares</source>
        <translation>複数の株を買う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of each colour do you buy? %1</source>
        <translation>各色の株を何株買いますか？%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2 each, you hold %3)</source>
        <translation>%1（1株%2、所持%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sell several shares</source>
        <translation>複数の株を売る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of each colour do you sell? %1</source>
        <translation>各色の株を何株売りますか？%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Silver bars (%1 each)</source>
        <translation>銀の延べ棒（1本%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy several silver bars</source>
        <translation>銀の延べ棒を複数買う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many silver bars do you buy? %1</source>
        <translation>銀の延べ棒を何本買いますか？%1</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="+172"/>
        <source>Welcome to Black Friday! Shares of five colours are traded here, and each colour&apos;s cases wait in the market. Every deal moves a case, and the cases move the prices. In the end only gold and silver count.</source>
        <translation>暗黒の金曜日へようこそ！ここでは5色の株が取引され、各色のケースが市場で待っています。取引のたびにケースが1つ動き、ケースが株価を動かします。最後に数えるのは金と銀だけです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You start with shares but no cash. Take a subsidy card: $20 now, but it costs interest at every price change.</source>
        <translation>最初は株があっても現金がありません。補助金カードを1枚取りましょう。今 $20が入りますが、株価変動のたびに利息がかかります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One action a turn: buy shares, sell shares, buy silver or pass. Buy a share of Green for $7: its case goes from the market to the stock buy chart.</source>
        <translation>1手番に1アクションです。株を買う、株を売る、銀の購入、またはパスから選びます。緑の株を $7で買いましょう。そのケースが市場から株購入チャートに移ります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others bought silver: each silver purchase moves a case of their choice to the silver buy chart, and their Extra Pass cards moved one more.</source>
        <translation>ほかのプレイヤーは銀を買いました。銀を買うたびに、好きな色のケースが1つ銀購入チャートに移ります。彼らの追加パスカードでさらに1つ移りました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy another share of Green. When the last case of a colour leaves the market, that colour&apos;s price moves one step right at once.</source>
        <translation>緑の株をもう1枚買いましょう。ある色の最後のケースが市場を離れると、その色の株価はすぐに1マス右に動きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The silver buy chart is full: a price change! Everyone pays interest, cases drawn from the bag move every price, and the silver price rises with the bars bought.</source>
        <translation>銀購入チャートがいっぱいになりました。株価変動です！全員が利息を払い、袋から引いたケースがすべての株価を動かし、銀価格は買われた延べ棒の分だけ上がります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Interest left you short of cash: take a second subsidy card.</source>
        <translation>利息を払って現金が足りなくなりました。補助金カードをもう1枚取りましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now buy a silver bar at the silver price. Silver keeps its value to the end, and five bars become a gold bar.</source>
        <translation>今度は銀価格で銀の延べ棒を1本買いましょう。銀は最後まで価値を保ち、5本で金の延べ棒1本になります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A silver purchase moves one case of your choice from the market to the silver buy chart: choose Yellow.</source>
        <translation>銀を買うと、好きな色のケースが1つ市場から銀購入チャートに移ります。黄を選びましょう。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others buy silver too. Interest a player cannot pay turns their subsidy cards face down, and they must pay it on their turn.</source>
        <translation>ほかのプレイヤーも銀の購入をします。利息を払えないと補助金カードが裏返り、自分の手番にそれを払わなければなりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy one more silver bar.</source>
        <translation>銀の延べ棒をもう1本買いましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put another Yellow case on the silver buy chart: it fills the chart and sets off the second price change.</source>
        <translation>黄のケースをもう1つ銀購入チャートに置きましょう。チャートが埋まり、2回目の株価変動が起きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the prices: a colour whose cases pile up on the charts climbs, selling pushes a price down, and every price change moves them all. Buy low, sell high, and turn the profit into silver.</source>
        <translation>株価に注目しましょう。ケースがチャートにたまった色は上がり、売却は株価を下げ、株価変動のたびにすべてが動きます。安く買って高く売り、利益を銀に替えましょう。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Black cases drawn from the bag raise the silver price. When it reaches 100, everyone sells their shares and buys what silver they can: the most gold wins. The others play on as computer players now. Good luck!</source>
        <translation>袋から引かれた黒ケースは銀価格を上げます。銀価格が100に達すると、全員が株を売ってできるだけ銀を買い、金が一番多い人が勝ちます。ここからはほかのプレイヤーをコンピューターが続けます。幸運を！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/reasons.py" line="+34"/>
        <source>the price that steps down is %1&apos;s, which you hold none of</source>
        <extracomment>Spaces of the silver track before its end from which the end counts as near (the heuristic&apos;s).</extracomment>
        <translation>1マス下がるのは%1の株価で、あなたは持っていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the price that steps down is %1&apos;s, which you hold least of</source>
        <translation>1マス下がるのは%1の株価で、あなたの持ち株が一番少ない色です</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the case goes to the market as %1, which you hold none of</source>
        <translation>ケースは%1として市場へ行き、あなたはその株を持っていません</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>takes a %1 case out of the market, which helps its price rise: you hold %n shares</source>
        <translation>
            <numerusform>%1のケースを市場から出すと株価が上がりやすくなります。あなたは%n株持っています</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>silver is at %1 and will cost %2 at the end: cash from shares buys more bars now</source>
        <translation>銀は今%1で、終了時は%2です。今株を売った現金なら延べ棒を多く買えます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sells high, at %2</source>
        <translation>%1を高値の%2で売ります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>silver is at %1 and will cost %2 at the end: the game ends when it gets there</source>
        <translation>銀は今%1で、終了時は%2です。そこに達するとゲームが終わります</translation>
    </message>
</context>
<context>
    <name>BlackFridayBoard</name>
    <message>
        <location filename="../desktop/app/games/black_friday/board.py" line="-295"/>
        <location line="+579"/>
        <source>×%1</source>
        <extracomment>case colours (the game&apos;s own five plus black) in shades that stay apart for colour-blind eyes the symbol drawn on a case: dark on light cases, white on dark ones</extracomment>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="-440"/>
        <source>The silver price reached $100: the game is over.</source>
        <translation>銀価格が$100に達しました：ゲーム終了です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 · to play: %2 (%3) · price changes so far: %4</source>
        <translation>手番%1 · 手番プレイヤー：%2（%3）· これまでの株価変動：%4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Share prices</source>
        <translation>株価</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase</source>
        <translation>フェイズ</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+7"/>
        <source>%1: %2 a share</source>
        <translation>%1：1株%2</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+98"/>
        <source>A sale moves the price one step left; price changes move it by the table.</source>
        <translation>売却で株価は1段左へ動き、株価変動では価格変動表に従って動きます。</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Market</source>
        <translation>市場</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bag, reserve and last draw</source>
        <translation>袋・ストック・前回引いたもの</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cases in the bag, %2 of them black; the colours are hidden</source>
        <translation>袋にケース%1個、うち黒%2個。色は見えません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve: %1 black
On level cards: %2 black</source>
        <translation>ストック：黒%1個
フェイスカード上：黒%2個</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last draw:</source>
        <translation>前回引いたもの：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No draw seen yet</source>
        <translation>まだ引いていません</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 black</source>
        <translation>黒%1個</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stock buy chart</source>
        <translation>株購入チャート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver buy chart</source>
        <translation>銀購入チャート</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>price change when %1 spaces are full</source>
        <translation>%1マス埋まると株価変動</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game over: every share was sold and the money turned into silver.</source>
        <translation>ゲーム終了：すべての株が売られ、お金は銀に換えられました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1</source>
        <translation>%1を待っています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the price (under the grid) that drops one step.</source>
        <translation>1段下げる株価（表の下）をクリックしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the sales-table case that goes to the market.</source>
        <translation>市場へ移す売却チャートのケースをクリックしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the market case that goes onto the chart.</source>
        <translation>チャートに置く市場のケースをクリックしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra Pass: click a market case, or end your turn.</source>
        <translation>追加パス：市場のケースをクリックするか、手番を終えてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra Pass before your action: click the market case that goes to the silver buy chart.</source>
        <translation>アクション前の追加パス：銀購入チャートへ移す市場のケースをクリックしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your interest is owed: pay it, or raise the money first.</source>
        <translation>利息が未払いです：払うか、先にお金を用意してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a market case to buy another share, or finish.</source>
        <translation>市場のケースをクリックしてもう1株買うか、終了してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click one of your shares to sell another, or finish.</source>
        <translation>自分の株をクリックしてもう1株売るか、終了してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy another silver bar, or finish.</source>
        <translation>銀の延べ棒をもう1本買うか、終了してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: click a market case to buy, your shares to sell, or a button.</source>
        <translation>あなたの番です：市場のケースで購入、自分の株で売却、またはボタンを押してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Subsidy +%1</source>
        <translation>補助金 +%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay interest %1</source>
        <translation>利息%1を払う</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use %1</source>
        <translation>%1を使う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn</source>
        <translation>手番終了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finish</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cancel Extra Pass</source>
        <translation>追加パスをやめる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Extra Pass first</source>
        <translation>先に追加パス</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Silver price: %1</source>
        <translation>銀価格：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bars bought since the last price change: %1 (every 3 move silver one space)</source>
        <translation>前回の株価変動以降に買われた延べ棒：%1（3本ごとに銀が1マス進む）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Level card</source>
        <translation>フェイスカード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level %1</source>
        <translation>フェイズ%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level 1 (Start)</source>
        <translation>フェイズ1（スタート）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subsidy cards: up to %1</source>
        <translation>補助金カード：最大%1枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares or bars per action: %1</source>
        <translation>1アクションの株または延べ棒：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cases drawn at a price change: %1</source>
        <translation>株価変動で引くケース：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards still to turn: %1</source>
        <translation>残りのカード：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sales tables</source>
        <translation>売却チャート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>price change when %1 coloured cases are left</source>
        <translation>色付きケースが残り%1個で株価変動</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>in use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>used</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table %1 · %2</source>
        <translation>チャート%1 · %2</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 (started)</source>
        <translation>%1（スタート）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Subsidy cards: %1; face down (interest unpaid): %2</source>
        <translation>補助金カード：%1、裏向き（利息未払い）：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>gold</source>
        <translation>金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>silver</source>
        <translation>銀</translation>
    </message>
    <message>
        <location line="-563"/>
        <location line="+188"/>
        <location line="+380"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-565"/>
        <source>The share price grid; prices now: %1. The dark phase marks on the left are reached at level %2.</source>
        <translation>株価表。現在の株価：%1。左の濃いフェイズの印はフェイズ%2で到達済みです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase marks: a price marker above a mark the level card has not reached yet stays there until the level rises.</source>
        <translation>フェイズの印：フェイスカードがまだ到達していない印の上には、フェイズが上がるまで株価マーカーは進みません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The market: the cases (shares) you can buy, in five colours.</source>
        <translation>市場：買えるケース（株）、5色。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cases in the bag: %1 (black: %2); a price change draws cases from it.</source>
        <translation>袋のケース：%1（黒：%2）。株価変動でここからケースを引きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black cases in the reserve: %1; on the level cards still to turn: %2.</source>
        <translation>ストックの黒ケース：%1。まだめくられていないフェイスカード上：%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cases drawn from the bag at the last price change</source>
        <translation>前回の株価変動で袋から引いたケース</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × %2 drawn at the last price change</source>
        <translation>前回の株価変動で%1 × %2を引いた</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stock buy chart: the case of each buy goes here</source>
        <translation>株購入チャート：購入ごとのケースをここに置きます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver buy chart: the case of each silver purchase goes here</source>
        <translation>銀購入チャート：銀の購入ごとのケースをここに置きます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; spaces full: %2 of %3 (full: a price change).</source>
        <translation>%1。埋まったマス：%2／%3（埋まると株価変動）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A %1 case on the chart</source>
        <translation>チャート上の%1のケース</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>What you can do now; the buttons act at once.</source>
        <translation>今できること。ボタンはすぐに実行されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver costs %1 a bar now; every 3 bars bought move it one space, and the game ends when it reaches %2.</source>
        <translation>銀の延べ棒は現在1本%1。3本買われるごとに1マス進み、%2に達するとゲーム終了です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level %1 of %2: subsidy cards up to %3; shares or bars per action: %4; cases drawn at a price change: %5.</source>
        <translation>フェイズ%1／%2：補助金カードは最大%3枚、1アクションの株または延べ棒：%4、株価変動で引くケース：%5。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sold shares go onto the sales table in use; a price change comes when %1 coloured cases are left on it.</source>
        <translation>売った株は使用中の売却チャートに置きます。色付きケースが残り%1個になると株価変動です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sales table %1: %2 × %3</source>
        <translation>売却チャート%1：%2 × %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: cash %2; gold bars %3, silver bars %4; shares %5; subsidy cards %6 (interest unpaid: %7)</source>
        <translation>%1：現金%2、金の延べ棒%3、銀の延べ棒%4、株%5、補助金カード%6（未払いの利息：%7）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: gold bars %2, silver bars %3 (%4 silver bars make a gold bar)</source>
        <translation>%1：金の延べ棒%2、銀の延べ棒%3（銀の延べ棒%4本で金の延べ棒1本）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds %2 × %3 (the table saw them), %4 each</source>
        <translation>%1は%2 × %3を保有（公開済み）、1株%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no special-action card</source>
        <translation>%1は特殊アクションカードを持っていません</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Phase mark %1: reached from level %1 (now level %2)</source>
        <translation>フェイズの印%1：フェイズ%1から到達（現在フェイズ%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A share price of %1 (phase mark %2)</source>
        <translation>株価%1（フェイズの印%2）</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>In the market: %1 × %2; a share costs %3</source>
        <translation>市場：%1 × %2、1株%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The level card allows %1 per action: this buy is full.</source>
        <translation>フェイスカードでは1アクション%1まで：この購入は上限です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have %1; a share costs %2 (a subsidy card brings %3).</source>
        <translation>所持金%1、1株%2（補助金カード1枚で%3）。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The level card allows %1 per action; you have %2.</source>
        <translation>フェイスカードでは1アクション%1まで。所持金%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy silver bars</source>
        <translation>銀の購入（銀の延べ棒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many silver bars do you buy at %1 each? %2</source>
        <translation>1本%1で銀の延べ棒を何本買いますか？%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy shares of %1</source>
        <translation>%1の株を買う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you buy at %2 each? %3</source>
        <translation>1株%2で%1の株を何株買いますか？%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell shares of %1</source>
        <translation>%1の株を売る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you sell at %2 each? %3</source>
        <translation>1株%2で%1の株を何株売りますか？%3</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Silver bars %1 each</source>
        <translation>銀の延べ棒 1本%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Extra Pass: move a market case to the silver buy chart before your action (your special-action card, once)</source>
        <translation>追加パス：アクションの前に市場のケースを1つ銀購入チャートへ移す（特殊アクションカード、1回のみ）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The end: silver at this price ends the game (Black Friday)</source>
        <translation>終点：銀がこの価格に達するとゲーム終了（暗黒の金曜日）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A silver price of %1 a bar</source>
        <translation>銀価格 1本%1</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>no subsidies</source>
        <translation>補助金なし</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>owes %1</source>
        <translation>未払い%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 subsidy cards</source>
        <translation>補助金カード%1枚</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your shares: %1</source>
        <translation>あなたの株：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your shares: none</source>
        <translation>あなたの株：なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares: %1 · the table saw:</source>
        <translation>株：%1 · 公開されたもの：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares: none</source>
        <translation>株：なし</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your shares of %1: %2, worth %3 each</source>
        <translation>あなたの%1の株：%2株、1株%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>? ×%1</source>
        <translation>? ×%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cases behind the screen whose colour the table did not see</source>
        <translation>ついたての裏にある、色が見られていないケース</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no special-action card</source>
        <translation>特殊アクションカードなし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Special-action card · used</source>
        <translation>特殊アクションカード · 使用済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special-action card (one use)</source>
        <translation>特殊アクションカード（1回のみ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special-action card (one of these, once)</source>
        <translation>特殊アクションカード（いずれか1つを1回）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Price change %1!</source>
        <translation>株価変動%1！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level %1!</source>
        <translation>フェイズ%1！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver reaches $100: Black Friday!</source>
        <translation>銀価格が$100に：暗黒の金曜日！</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
</context>
<context>
    <name>BoardInput</name>
    <message>
        <location filename="../desktop/app/boardinput.py" line="+188"/>
        <source>Most</source>
        <extracomment>the kinds of board target the spin box&apos;s step between two legal values quick raises shown as buttons (added to the value) a line under the box for the value chosen (the cost, who leads and by how much) how the number reads in the box (&quot;$&quot;, &quot;k&quot;); empty for plain counts the value shown first (default: the smallest legal value) first steps a game&apos;s dialog can make</extracomment>
        <translation>最大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest amount you may choose</source>
        <translation>選べる最大の額</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This amount is not allowed here.</source>
        <translation>ここではこの額は選べません。</translation>
    </message>
</context>
<context>
    <name>BotNames</name>
    <message>
        <location filename="../desktop/app/newgame.py" line="+41"/>
        <source>Ada</source>
        <extracomment>Names of the computer players (our own), seat by seat.</extracomment>
        <translation>エイダ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bruno</source>
        <translation>ブルーノ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chiyo</source>
        <translation>千代</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dmitri</source>
        <translation>ドミトリ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esme</source>
        <translation>エズメ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farid</source>
        <translation>ファリド</translation>
    </message>
</context>
<context>
    <name>Breakdown</name>
    <message>
        <location filename="../desktop/app/words.py" line="+58"/>
        <source>Cash</source>
        <extracomment>Words for common score-breakdown keys.</extracomment>
        <translation>現金</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Shares</source>
        <translation>株</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonuses</source>
        <translation>ボーナス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Majority bonuses</source>
        <translation>筆頭株主ボーナス</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Property</source>
        <translation>土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buildings</source>
        <translation>建物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortgages</source>
        <translation>抵当</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message>
        <location filename="../desktop/app/campaign_texts.py" line="+19"/>
        <source>The Grand Tour</source>
        <translation>グランドツアー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A career across all five games: start at a quiet table with friendly rivals, earn the advanced rules chapter by chapter, and finish against the sharpest traders on the floor.</source>
        <translation>5つのゲームすべてを巡るキャリアです。穏やかなライバルと静かな卓から始め、章を重ねるごとに上級ルールを解放し、最後は取引所で最も鋭いトレーダーたちと対戦します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quick Circuit</source>
        <translation>クイックサーキット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One match of each game at the standard rules against steady rivals. A short tour to learn them all.</source>
        <translation>各ゲームを標準ルールで1回ずつ、手堅いライバルと対戦します。すべてのゲームを覚えるための短いツアーです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening Bell</source>
        <translation>取引開始の鐘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first day on the floor: a small Stockpile table with two patient rivals.</source>
        <translation>取引所での初日です。辛抱強いライバル2人と、少人数のストックパイルの卓を囲みます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Harvest Shares</source>
        <translation>収穫の株</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hab &amp; Gut with four at the table: keep an eye on what goes to charity.</source>
        <translation>4人で遊ぶハブ＆グートです。慈善への寄付に目を光らせましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roaring Twenties</source>
        <translation>狂騒の20年代</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1920 Wall Street at the plain rules. Ride the boom and get out before the crash.</source>
        <translation>基本ルールのウォール街1920です。好景気に乗り、暴落の前に手を引きましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver Rush</source>
        <translation>シルバーラッシュ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Friday with four: the silver price climbs, and so does the risk.</source>
        <translation>4人で遊ぶ暗黒の金曜日です。銀価格が上がるほど、リスクも高まります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner Lots</source>
        <translation>角地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landlord with auctions, trades and mortgages. Build where the others must pay.</source>
        <translation>オークション・取引・抵当ありの地主です。ほかのプレイヤーが払わされる場所に建てましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Advanced Floor</source>
        <translation>上級の取引所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stockpile on the advanced board, against rivals who have done this before.</source>
        <translation>上級ボードのストックパイルで、経験豊富なライバルと対戦します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoons and Options</source>
        <translation>大物とオプション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1920 Wall Street with tycoon cards and call options: more ways to win, more ways to lose.</source>
        <translation>大物カードとコールオプションありのウォール街1920です。勝ち筋も負け筋も増えます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Investor Club</source>
        <translation>投資家クラブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five at the Stockpile table with investors in play. Every bid counts.</source>
        <translation>投資家を使う5人のストックパイルです。入札の一つ一つが勝負を分けます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black Friday for Five</source>
        <translation>5人の暗黒の金曜日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full table of five, and one of the strongest rivals yet.</source>
        <translation>5人の満席の卓に、これまでで最強クラスのライバルが加わります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Final Auction</source>
        <translation>最後のオークション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landlord with few buildings to go round, against the best on the floor. Win this and they will talk about you.</source>
        <translation>建物が行き渡らない地主で、取引所の最強の相手と対戦します。ここで勝てば、あなたは語り草になるでしょう。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Circuit: Stockpile</source>
        <translation>サーキット：ストックパイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid for cards, steer the prices, sell at the top.</source>
        <translation>カードに入札し、株価を操り、高値で売り抜けます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Circuit: 1920 Wall Street</source>
        <translation>サーキット：ウォール街1920</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy early, sell before the crash.</source>
        <translation>早めに買い、暴落の前に売ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circuit: Hab &amp; Gut</source>
        <translation>サーキット：ハブ＆グート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade shares, move prices, and give to charity.</source>
        <translation>株を取引し、価格を動かし、慈善に寄付します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Circuit: Black Friday</source>
        <translation>サーキット：暗黒の金曜日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares and silver in a nervous market.</source>
        <translation>不安定な市場で株と銀を取引します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circuit: Landlord</source>
        <translation>サーキット：地主</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy lots, build, and collect the rent.</source>
        <translation>土地を買い、建物を建て、レンタル料を集めます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Careful with money, quick to make a deal.</source>
        <translation>お金に慎重で、取引の決断は早い。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likes a gamble and rarely trades.</source>
        <translation>賭けが好きで、めったに取引しない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cautious and polite; never overpays.</source>
        <translation>慎重で礼儀正しく、決して払いすぎない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids hard and keeps his plans to himself.</source>
        <translation>強気に入札し、手の内を明かさない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steady and balanced in everything.</source>
        <translation>何事にも堅実でバランスが良い。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bold with risk, always open to a trade.</source>
        <translation>リスクを恐れず、いつでも取引に応じる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A born negotiator who bids with purpose.</source>
        <translation>生まれながらの交渉人で、狙いを定めて入札する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loves volatile markets; sometimes too much.</source>
        <translation>荒れた相場が大好き。ときには好きすぎる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very cautious: hoards cash and waits.</source>
        <translation>とても慎重。現金をため込んで機を待つ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calm, even-handed and hard to beat.</source>
        <translation>冷静で公平、なかなか負けない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A keen trader who bids low and waits for bargains.</source>
        <translation>安く入札して掘り出し物を待つ、抜け目ないトレーダー。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A veteran of the floor who misses very little.</source>
        <translation>ほとんど見逃さない、取引所のベテラン。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggressive in every market. The last rival to face.</source>
        <translation>どの市場でも攻撃的。最後に立ちはだかるライバル。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First Bell</source>
        <translation>最初の鐘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game.</source>
        <translation>ゲームに1回勝つ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seasoned Trader</source>
        <translation>熟練トレーダー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win ten games.</source>
        <translation>ゲームに10回勝つ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five for Five</source>
        <translation>5ゲーム制覇</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game of each of the five games.</source>
        <translation>5つのゲームそれぞれで1回勝つ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert Slayer</source>
        <translation>エキスパート殺し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with an Expert computer player at the table.</source>
        <translation>エキスパートのコンピューターがいるゲームで勝つ。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full House</source>
        <translation>満席</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game at a table of five.</source>
        <translation>5人のゲームで勝つ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three Stars</source>
        <translation>三つ星</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earn three stars in a campaign chapter.</source>
        <translation>キャンペーンの章で星を3つ獲得する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closing Bell</source>
        <translation>大引けの鐘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish a campaign.</source>
        <translation>キャンペーンを1つ終える。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Whole Street</source>
        <translation>通りまるごと</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End a game of Landlord owning a whole colour group.</source>
        <translation>地主のゲームを、色グループを丸ごと持って終える。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split Again</source>
        <translation>再分割</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Stockpile, have a company&apos;s cards in your split area when it splits again.</source>
        <translation>ストックパイルで、会社が再び分割したとき、その会社のカードが自分の分割エリアにある。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nice to meet you! Shall we make a deal or two?</source>
        <translation>はじめまして！ちょっと取引しませんか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good game. I still think we should have traded.</source>
        <translation>いいゲームでした。やっぱり取引すべきだったと思います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortune favours the bold. Let&apos;s see who is bolder.</source>
        <translation>幸運は勇者に味方する。どっちが大胆か見せてもらおう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win or lose, that was worth the gamble.</source>
        <translation>勝っても負けても、賭ける価値はあった。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thank you for having me. Please go easy on me.</source>
        <translation>お招きありがとうございます。お手柔らかにお願いします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thank you for the game. I learned a lot.</source>
        <translation>ありがとうございました。とても勉強になりました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let&apos;s begin. I won&apos;t say more.</source>
        <translation>始めよう。それ以上は言わない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next time I bid higher.</source>
        <translation>次はもっと高く入札する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A calm market is a fair market. Good luck.</source>
        <translation>穏やかな市場こそ公正な市場。幸運を。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced to the end. Well played.</source>
        <translation>最後まで均衡を保てました。お見事。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big risks, big rewards! Anyone want to trade?</source>
        <translation>ハイリスク・ハイリターン！誰か取引しない？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was wild! Rematch soon?</source>
        <translation>すごかった！またすぐ再戦しよう？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything is negotiable. Shall we begin?</source>
        <translation>何事も交渉次第。始めましょうか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pleasure doing business with you.</source>
        <translation>あなたと取引できて光栄でした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hope the prices jump today. I love it when they jump!</source>
        <translation>今日は株価が跳ねるといいな。跳ねるのが大好き！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Up and down, what a ride! Obrigada.</source>
        <translation>上がったり下がったり、最高！オブリガーダ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll just keep my cash close, if you don&apos;t mind.</source>
        <translation>よければ、現金は手元に置いておきます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patience is a strategy too. Thank you for the game.</source>
        <translation>忍耐も戦略です。ありがとうございました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let&apos;s keep it fair and sharp.</source>
        <translation>公正に、そして鋭くいきましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fine game. I will remember your moves.</source>
        <translation>見事なゲームでした。あなたの手は覚えておきます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;m only here for the bargains.</source>
        <translation>掘り出し物を探しに来ただけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cheap in, dear out. See you next time!</source>
        <translation>安く買って高く売る。またね！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I have seen many newcomers. Show me something new.</source>
        <translation>新人はたくさん見てきた。新しいものを見せて。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not bad. The floor will hear of this.</source>
        <translation>悪くない。取引所で噂になるでしょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You made it this far. It ends here.</source>
        <translation>よくここまで来た。だがここで終わりだ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hmph. Every market turns. Until next time.</source>
        <translation>ふん。相場はいつか反転する。また会おう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stockpile: the advanced board</source>
        <translation>ストックパイル：上級ボード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stockpile: investors</source>
        <translation>ストックパイル：投資家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1920 Wall Street: tycoon cards</source>
        <translation>ウォール街1920：大物カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1920 Wall Street: call options</source>
        <translation>ウォール街1920：コールオプション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Friday for five players</source>
        <translation>5人プレイの暗黒の金曜日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landlord: building shortage</source>
        <translation>地主：建物不足</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The title “Legend of the Floor”</source>
        <translation>称号「取引所の伝説」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legend of the Floor</source>
        <translation>取引所の伝説</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circuit Champion</source>
        <translation>サーキット王者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The title “Circuit Champion”</source>
        <translation>称号「サーキット王者」</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relaxed (rivals one level weaker)</source>
        <translation>ゆったり（ライバルが1段階弱い）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ruthless (rivals one level stronger)</source>
        <translation>容赦なし（ライバルが1段階強い）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in play</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next</source>
        <translation>次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goal missed: play again</source>
        <translation>目標未達成：もう一度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>locked</source>
        <translation>未解放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not available</source>
        <translation>利用不可</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this game is not in this version</source>
        <translation>このバージョンにはこのゲームがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game does not allow this many players</source>
        <translation>このゲームはこの人数では遊べません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game refuses one of the chapter&apos;s options</source>
        <translation>この章のオプションの1つがゲームで使えません</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+21"/>
        <source>(no description)</source>
        <translation>（説明なし）</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>A new rival: %1</source>
        <translation>新しいライバル：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A table for your games: %1</source>
        <translation>新しいテーブル：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player tokens: %1</source>
        <translation>プレイヤーのコマ：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rivals at the %1 level</source>
        <translation>%1レベルのライバル</translation>
    </message>
    <message>
        <location filename="../desktop/app/campaignpage.py" line="+349"/>
        <location filename="../desktop/app/chapterend.py" line="+108"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="-295"/>
        <location filename="../desktop/app/chapterend.py" line="-33"/>
        <source>place %1</source>
        <translation>%1位</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>Campaigns</source>
        <extracomment>(MatchSetup, the stored match to play on, the History its load filled) a campaign is about to be deleted (emitted before, so its match can be stopped first)</extracomment>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your campaigns</source>
        <translation>あなたのキャンペーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete campaign…</source>
        <translation>キャンペーンを削除(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New campaign</source>
        <translation>新しいキャンペーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Campaign:</source>
        <translation>キャンペーン(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Difficulty:</source>
        <translation>難易度(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>あなたの名前(&amp;N)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Start campaign</source>
        <translation>キャンペーン開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chapters</source>
        <translation>章</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/app/chapterend.py" line="+10"/>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2 chapters)</source>
        <translation>%1（全%2章）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chapter %1 of %2</source>
        <translation>第%1章／全%2章</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2
%3 points, %4 · %5</source>
        <translation>%1 — %2
%3ポイント、%4 · %5</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No campaign yet</source>
        <translation>キャンペーンはまだありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a campaign and a difficulty on the left and start it. You can run several campaigns side by side.</source>
        <translation>左でキャンペーンと難易度を選んで開始してください。複数のキャンペーンを並行して進められます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <location line="+20"/>
        <source>&amp;Play next chapter</source>
        <translation>次の章を遊ぶ(&amp;P)</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+41"/>
        <location line="+57"/>
        <source>Rivals</source>
        <translation>ライバル</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2（%3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Campaign finished: %1 points, %2 overall.</source>
        <translation>キャンペーン終了：%1ポイント、総合%2です。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have %1 points (%2). Now: chapter %3, %4 — %5.</source>
        <translation>現在%1ポイント（%2）です。進行中：第%3章「%4」— %5。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have %1 points (%2). Next: chapter %3, %4 — %5.</source>
        <translation>現在%1ポイント（%2）です。次は第%3章「%4」— %5。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finishing it unlocks: %1</source>
        <translation>クリアで解放：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/app/chapterend.py" line="+48"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Resume chapter</source>
        <translation>章を再開(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/app/chapterend.py" line="+44"/>
        <source>&amp;Retry chapter</source>
        <translation>この章に再挑戦(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chapter</source>
        <translation>章</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unlocks</source>
        <translation>解放</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2 points</source>
        <translation>%1、%2ポイント</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to be revealed</source>
        <translation>まだ秘密</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. %2</source>
        <translation>第%1章「%2」</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../desktop/app/chapterend.py" line="-85"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/chapterend.py" line="+0"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/chapterend.py" line="+1"/>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rivals in the next chapter</source>
        <translation>次の章のライバル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rival</source>
        <translation>ライバル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Style</source>
        <translation>スタイル</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Campaign started. Good luck!</source>
        <translation>キャンペーンを開始しました。幸運を祈ります！</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This chapter&apos;s match cannot be resumed: %1</source>
        <translation>この章の対局は再開できません：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This campaign has no chapter left to play.</source>
        <translation>このキャンペーンには遊べる章が残っていません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play a chapter &amp;again for more stars</source>
        <translation>章を遊び直して星を増やす(&amp;A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. %2 (%3)</source>
        <translation>第%1章「%2」（%3）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Delete campaign</source>
        <translation>キャンペーンを削除</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete the campaign “%1” of %2 and its matches for good?</source>
        <translation>%2のキャンペーン「%1」とその対局を完全に削除しますか？</translation>
    </message>
    <message>
        <location filename="../desktop/app/chapterend.py" line="-51"/>
        <source>Goal: win the match</source>
        <translation>目標：このゲームに勝つ</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Goal: finish in the top %n</source>
        <translation>
            <numerusform>目標：%n位以内に入る</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: reach a score of %1</source>
        <translation>目標：得点%1に届く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: finish ahead of %1</source>
        <translation>目標：%1より上の順位で終える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal: finish level with %1 or ahead</source>
        <translation>目標：%1と同じかそれより上の順位で終える</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Chapter %1: %2</source>
        <translation>第%1章：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chapter complete!</source>
        <translation>章クリア！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal missed</source>
        <translation>目標未達成</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stars: %1 of 3</source>
        <translation>星：%1／3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You finished %1 and earned %2 points.</source>
        <translation>あなたは%1で、%2ポイント獲得しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new best for this chapter!</source>
        <translation>この章の自己ベスト更新！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next chapter opens when you meet the goal. Try again!</source>
        <translation>目標を達成すると次の章が開きます。もう一度挑戦しよう！</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Change</source>
        <translation>変動</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Unlocked: %1</source>
        <translation>解放：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose it in Settings.</source>
        <translation>「設定」で選べます。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Next: chapter %1, %2 — %3</source>
        <translation>次は第%1章「%2」— %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The campaign is complete.</source>
        <translation>キャンペーン完了です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Campaign page</source>
        <translation>キャンペーン画面(&amp;C)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Next chapter</source>
        <translation>次の章へ(&amp;N)</translation>
    </message>
    <message>
        <location filename="../desktop/app/rivalstrip.py" line="+72"/>
        <source>Portrait of %1</source>
        <translation>%1の肖像</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>“%1”</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>ComposeDialog</name>
    <message>
        <location filename="../ui/compose.ui" line="+6"/>
        <source>Compose your choice</source>
        <translation>選択を組み立てる</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../desktop/app/endscreen.py" line="+96"/>
        <source>Net worth ($)</source>
        <translation>純資産（$）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+135"/>
        <source>%1 (you)</source>
        <translation>%1（あなた）</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>%1 after round %2: %3</source>
        <translation>%1 ラウンド%2の後：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 after turn %2: %3</source>
        <translation>%1 手番%2の後：%3</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>&amp;Statistics</source>
        <translation>統計(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your results over all your games</source>
        <translation>これまでの全対局の成績</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the &amp;results</source>
        <translation>結果に戻る(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game: ranking and chart</source>
        <translation>ゲーム終了：順位とグラフ</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="-173"/>
        <location line="+173"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../desktop/app/gamepage.py" line="+816"/>
        <source>%1 wins!</source>
        <translation>%1の勝利！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A shared win: %1.</source>
        <translation>同点優勝：%1。</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../desktop/app/error_box.py" line="+19"/>
        <location line="+1"/>
        <source>you are not allowed to use that file or folder</source>
        <extracomment>why the system refused a file, by errno (what the player can do something about)</extracomment>
        <translation>そのファイルまたはフォルダーを使う権限がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>the file or folder does not exist</source>
        <translation>ファイルまたはフォルダーが見つかりません</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the disk can only be read</source>
        <translation>ディスクは読み取り専用です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is a folder, not a file</source>
        <translation>それはファイルではなくフォルダーです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long</source>
        <translation>ファイル名が長すぎます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused it</source>
        <translation>システムに拒否されました</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <location filename="../desktop/app/words.py" line="-56"/>
        <source>card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company</source>
        <translation>会社</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price</source>
        <translation>価格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>count</source>
        <translation>数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lot</source>
        <translation>ロット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>space</source>
        <translation>マス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>winners</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pot won</source>
        <translation>獲得したポット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pot</source>
        <translation>ポット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>phase</source>
        <translation>フェイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bank</source>
        <translation>銀行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand</source>
        <translation>手札</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../desktop/app/gamepage.py" line="-302"/>
        <source>&amp;Undo</source>
        <extracomment>The board is never drawn smaller than this (its smallest text stays readable): below it the view scrolls. Ctrl+wheel zooms between MIN_SCALE and this. How long a forced single choice stays on screen before it is taken for you (ms; animations off: shorter). The acting panel while the person must decide. None: fit the view; else the scale the person chose with Ctrl+wheel a forced single choice waiting to be taken for you (its timer runs) a notice for the viewer (outbid, an offer arrived) shown until the next decision no forced choice is taken right after an undo (else undoing a forced move would do nothing) the action panel&apos;s model: the viewer&apos;s legal actions in words the move list is folded away by default (the board is the controller); it opens by itself for a decision the board cannot make, and stays open when the person opens it the legal actions the board cannot reach now (the list opens for them) the price chart&apos;s model, fed from the match&apos;s history the holdings table&apos;s model (games whose GameUI has ``holdings``) animations played so far (tests and diagnostics) the Hint button (H): the Expert&apos;s top moves on your turn, never acting the Chances tab: everyone&apos;s chance to win after each move, from your view (optional) a tutorial walking this match (desktop/app/tutorials/guide.py), or None</extracomment>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo your last decision</source>
        <translation>直前の選択を元に戻す</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Take back your last decision and the moves after it (Ctrl+Z).</source>
        <translation>直前の選択とその後の手を取り消します（Ctrl+Z）。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, your choice.</source>
        <translation>%1の番です。選んでください。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Only one move is possible: it is made for you.</source>
        <translation>選べる手は一つだけです：自動で行います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: choose on the board or in the list.</source>
        <translation>あなたの番です：ボードか一覧で選んでください。</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Pass the screen to %1.

Everyone else, please look away.</source>
        <translation>画面を%1さんに渡してください。

ほかの人は見ないでください。</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>The match stopped on an unexpected error. The moves made so far are saved.</source>
        <translation>予期しないエラーで対局が止まりました。ここまでの手はすべて保存されています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match stopped on an unexpected error.</source>
        <translation>予期しないエラーで対局が止まりました。</translation>
    </message>
    <message>
        <location filename="../ui/gamepage.ui" line="+15"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave game</source>
        <translation>ゲームを抜ける(&amp;L)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Move list</source>
        <translation>手の一覧(&amp;M)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every move you can make now, as a list (for keyboard play). The board&apos;s lit items make the same moves.</source>
        <translation>いま選べるすべての手の一覧です（キーボード操作用）。ボード上の光っている物をクリックしても同じ手を指せます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Compose…</source>
        <translation>組み立てる…(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Do it</source>
        <translation>実行(&amp;D)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Log</source>
        <translation>ログ(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Holdings</source>
        <translation>保有株(&amp;H)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Prices</source>
        <translation>株価(&amp;P)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>I am ready: &amp;show my seat</source>
        <translation>準備できました：自分の席を表示(&amp;S)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>See the &amp;board</source>
        <translation>ボードを見る(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review my game</source>
        <translation>自分の対局を振り返る(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;again</source>
        <translation>もう一度遊ぶ(&amp;A)</translation>
    </message>
    <message>
        <location filename="../desktop/app/window.py" line="+446"/>
        <source>&amp;Campaign page: chapter results</source>
        <translation>キャンペーン画面：章の結果(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/gamepage.ui" line="+1"/>
        <source>&amp;Home</source>
        <translation>ホーム(&amp;H)</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../desktop/app/games/stockpile/words.py" line="+10"/>
        <source>Stockpile</source>
        <translation>ストックパイル</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+13"/>
        <source>1920 Wall Street</source>
        <translation>ウォール街1920</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+11"/>
        <source>Hab &amp; Gut</source>
        <translation>ハブ＆グート</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/words.py" line="-137"/>
        <source>Black Friday</source>
        <translation>暗黒の金曜日</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+12"/>
        <source>Landlord</source>
        <translation>地主</translation>
    </message>
</context>
<context>
    <name>Generic</name>
    <message>
        <location filename="../desktop/app/gameui.py" line="+86"/>
        <location filename="../desktop/app/generic_scene.py" line="+71"/>
        <location line="+5"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/generic_scene.py" line="-5"/>
        <location line="+5"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../desktop/app/generic_scene.py" line="+2"/>
        <source>hidden</source>
        <translation>非公開</translation>
    </message>
    <message>
        <location filename="../desktop/app/generic_scene.py" line="+1"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 items</source>
        <translation>%1件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>… and %1 more</source>
        <translation>…ほか%1件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the table</source>
        <translation>場</translation>
    </message>
</context>
<context>
    <name>HabUndGut</name>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+8"/>
        <source>Coal</source>
        <translation>石炭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wheat</source>
        <translation>小麦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corn</source>
        <translation>トウモロコシ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coffee</source>
        <translation>コーヒー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sugar</source>
        <translation>砂糖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tea</source>
        <translation>茶</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Donated shares lie face up</source>
        <translation>寄付した株は表向きに置かれます</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/ui.py" line="+173"/>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+3"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+1"/>
        <source>Donated</source>
        <translation>寄付額</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+1"/>
        <source>Out as lowest donor</source>
        <translation>寄付が最少で脱落</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A turn either buys or sells shares, never both.</source>
        <translation>1手番では株を買うか売るかのどちらかで、両方はできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may buy or sell at most three shares a turn.</source>
        <translation>1手番に売買できる株は3枚までです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A good priced at zero cannot be bought.</source>
        <translation>価格が0の商品は買えません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shares of that good are left in the supply.</source>
        <translation>その商品の株はもう残っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have enough money for that share.</source>
        <translation>その株を買うお金が足りません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no share of that good in hand to sell (donated shares cannot be sold).</source>
        <translation>売れるその商品の株が手元にありません（寄付した株は売れません）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no share of that good in hand to donate.</source>
        <translation>寄付できるその商品の株が手元にありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may donate only one share a round.</source>
        <translation>寄付できるのは1ラウンドに1枚だけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a donation you can only end your turn.</source>
        <translation>寄付の後は手番を終えることしかできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such good.</source>
        <translation>そのような商品はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That belongs to the other phase of the round.</source>
        <translation>それはラウンドのもう一方のフェイズで行います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may play only from the two racks beside you.</source>
        <translation>カードを出せるのは両隣の2つの札立てからだけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already played a card from that rack: play one from the other rack.</source>
        <translation>その札立てからはもう出しました：もう一方から出してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in that rack.</source>
        <translation>そのカードはその札立てにありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That position cannot be played.</source>
        <translation>その位置のカードは出せません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a move of this game.</source>
        <translation>このゲームの手ではありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a hidden good</source>
        <translation>伏せられた商品</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Stock phase</source>
        <translation>株フェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price-change phase</source>
        <translation>価格変動フェイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First half</source>
        <translation>前半</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Second half</source>
        <translation>後半</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/ui.py" line="-120"/>
        <source>out</source>
        <extracomment>the seat acting last in the final stock phase has an edge (docs/games/hab_und_gut.md): the new-game dialog seats the players at random.</extracomment>
        <translation>脱落</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buy a share of %1 for %2</source>
        <translation>%1の株を%2で買う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell a share of %1 for %2</source>
        <translation>%1の株を%2で売る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a share of %1</source>
        <translation>%1の株を買う</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sell a share of %1</source>
        <translation>%1の株を売る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Donate a share of %1</source>
        <translation>%1の株を寄付する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play %1</source>
        <translation>%1を出す</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play %1 from your left rack: full value, price to %2</source>
        <translation>左の札立てから%1を出す：全額、価格は%2に</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1 from your right rack: full value, price to %2</source>
        <translation>右の札立てから%1を出す：全額、価格は%2に</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1 from your left rack: halved to %2, price to %3</source>
        <translation>左の札立てから%1を出す：半分の%2、価格は%3に</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1 from your right rack: halved to %2, price to %3</source>
        <translation>右の札立てから%1を出す：半分の%2、価格は%3に</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 buys a share of %2 for %3.</source>
        <translation>%1は%2の株を%3で買いました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sells a share of %2 for %3.</source>
        <translation>%1は%2の株を%3で売りました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 puts a share face down on donation slot %2.</source>
        <translation>%1は寄付欄%2に株を1枚裏向きで置きました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 donates a share of %2 on donation slot %3.</source>
        <translation>%1は寄付欄%3に%2の株を寄付しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ends the turn.</source>
        <translation>%1は手番を終えました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First half, round %1: stock phase, %2 begins.</source>
        <translation>前半ラウンド%1：株フェイズ、%2から。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second half, round %1: stock phase, %2 begins.</source>
        <translation>後半ラウンド%1：株フェイズ、%2から。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First half, round %1: price-change phase, %2 begins.</source>
        <translation>前半ラウンド%1：価格変動フェイズ、%2から。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second half, round %1: price-change phase, %2 begins.</source>
        <translation>後半ラウンド%1：価格変動フェイズ、%2から。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 plays %2 first, at full value (%3).</source>
        <translation>%1は1枚目に%2を全額で出しました（%3）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2 second, halved (%3).</source>
        <translation>%1は2枚目に%2を半分で出しました（%3）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 rises from %2 to %3.</source>
        <translation>%1が%2から%3に上がりました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 falls from %2 to %3.</source>
        <translation>%1が%2から%3に下がりました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 stays at %2 (end of the track).</source>
        <translation>%1は%2のままです（トラックの端）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The start player token passes to %1.</source>
        <translation>スタートプレイヤーマーカーが%1に移りました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 donated nothing this half; the donation is %2.</source>
        <translation>%1は今回の前半／後半で何も寄付しませんでした。寄付額は%2です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s donated shares (%2) are sold for %3; the donation is now %4.</source>
        <translation>%1の寄付した株（%2）が%3で換金され、寄付額は%4になりました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All market cards are shuffled for the second half.</source>
        <translation>後半に向けて市場カードをすべて切り直します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dealt to the rack between %1 and %2: %3.</source>
        <translation>%1と%2の間の札立てに配られたカード：%3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the end %1 sells a share of %2 for %3.</source>
        <translation>最後に%1は%2の株1枚を%3で売りました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the end %1 sells %2 shares of %3 for %4.</source>
        <translation>最後に%1は%3の株%2枚を%4で売りました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 donated the least (%2) and is out.</source>
        <translation>%1は寄付が最も少なく（%2）脱落しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over: %1 wins.</source>
        <translation>ゲーム終了：%1の勝利です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: a shared win for %1.</source>
        <translation>ゲーム終了：%1の同点優勝です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shares in hand</source>
        <translation>手持ちの株</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2 on the board)</source>
        <translation>%1（ボード上%2）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 · round %2 of 4 · %3</source>
        <translation>%1 · ラウンド%2／4 · %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Trade shares and donate…</source>
        <translation>株の売買と寄付…</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/dialogs.py" line="+110"/>
        <source>%1: %2 a share · supply %3 · in hand %4</source>
        <translation>%1：1株 %2・残り %3・手持ち %4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No donation</source>
        <translation>寄付しない</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>No trade this turn; your cash stays %1.</source>
        <translation>この手番は売買しません。所持金は %1のままです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You pay %1 and keep %2.</source>
        <translation>%1を払い、残りは %2です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You receive %1 and have %2.</source>
        <translation>%1を受け取り、所持金は %2になります。</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="-81"/>
        <source>Welcome to Hab &amp; Gut! Six goods have a price track each. You trade their shares, push their prices with cards, and give to charity: the richest player wins, but not if they gave the least.</source>
        <translation>ハブ＆グートへようこそ！6種類の商品にはそれぞれ価格トラックがあります。その株を売り買いし、カードで価格を動かし、慈善に寄付します。一番お金持ちが勝ちますが、寄付が一番少なかった人は別です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price cards stand in racks between the players: you may play from the two racks beside you, and so may your neighbours. Everyone can see what the racks hold.</source>
        <translation>価格カードはプレイヤーの間の札立てに立っています。あなたは両隣の2つの札立てから出せ、隣の人も同じです。札立ての中身は全員に見えます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A round starts with the stock phase: in turn, buy or sell up to three shares at today&apos;s prices. Your right rack holds Sugar +6, so buy a share of Sugar for $40.</source>
        <translation>ラウンドは株フェイズから始まります。順番に、今の価格で株を1〜3枚買うか売ります。右の札立てに砂糖 +6があるので、砂糖の株を $40で買いましょう。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy one more share of Sugar.</source>
        <translation>砂糖の株をもう1枚買いましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once a round you may donate a share: it goes face down on your donation board. Donate a share of Sugar now; after a donation your turn can only end.</source>
        <translation>1ラウンドに1回、株を寄付できます。株は裏向きであなたの寄付ボードに置かれます。今、砂糖の株を1枚寄付しましょう。寄付の後は手番を終えるしかありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+19"/>
        <source>End your turn.</source>
        <translation>手番を終えましょう。</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The others bought three shares each: Coffee and Corn. Then the price-change phase begins with you.</source>
        <translation>ほかのプレイヤーは株を3枚ずつ買いました（コーヒーとトウモロコシ）。続いて価格変動フェイズがあなたから始まります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the price-change phase you play one card from each of your two racks. The first moves its good by its full value: play Sugar +6 from your right rack.</source>
        <translation>価格変動フェイズでは、2つの札立てから1枚ずつカードを出します。1枚目はその商品を額面どおり動かします。右の札立てから砂糖 +6を出しましょう。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The second card, from your other rack, counts only half: play Coffee +4 from your left rack, and Coffee rises by 2.</source>
        <translation>2枚目はもう一方の札立てからで、半分しか効きません。左の札立てからコーヒー +4を出すと、コーヒーは2上がります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others play their cards too: Coffee and Sugar rise again, Corn goes up 6 and back 2. Their cards are your cards&apos; neighbours: watch what they could play.</source>
        <translation>ほかのプレイヤーもカードを出しました。コーヒーと砂糖はまた上がり、トウモロコシは6上がって2下がりました。彼らのカードはあなたのカードの隣にあります。何を出せるか見ておきましょう。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round 2: the start player token moved on, and the others bought Wheat and Coal.</source>
        <translation>第2ラウンド：スタートプレイヤーマーカーが次に移り、ほかのプレイヤーは小麦と石炭を買いました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sugar now stands at $75: sell your share for $35 more than you paid. A turn buys or sells, never both.</source>
        <translation>砂糖は今 $75です。株を売れば、買ったときより $35 多く手に入ります。1手番では買うか売るかのどちらかで、両方はできません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game has two halves of four rounds. At the end of each half the donated shares are turned over and counted at their prices.</source>
        <translation>ゲームは4ラウンドずつの前半と後半に分かれます。それぞれの終わりに、寄付した株が表になり、その価格で数えられます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the end the players who donated the least are out, however rich they are; of the others, the one with the most money wins. The others play on as computer players now. Good luck!</source>
        <translation>ゲームの終わりに、寄付が一番少なかったプレイヤーは、どれほどお金持ちでも脱落します。残りのプレイヤーのうち、最もお金を持っている人が勝ちます。ここからはほかのプレイヤーをコンピューターが続けます。幸運を！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/reasons.py" line="+33"/>
        <source>the cards you see push %1 up to about %2</source>
        <extracomment>A price change smaller than this (money) is not worth a word.</extracomment>
        <translation>見えているカードで%1は約%2まで上がります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the cards you see push %1 down to about %2</source>
        <translation>見えているカードで%1は約%2まで下がります</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lowest donor is eliminated: this lifts your donations to about %1 (the lowest rival&apos;s: about %2)</source>
        <translation>寄付が最も少ないプレイヤーは脱落します。これであなたの寄付は約%1になります（最も少ない相手は約%2）</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>raises %1, of which you hold %n shares</source>
        <translation>
            <numerusform>%1の価格を上げます。あなたは%n株持っています</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>lowers %1: a rival holds %n shares of it</source>
        <translation>
            <numerusform>%1の価格を下げます。相手が%n株持っています</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HabUndGutBoard</name>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/board.py" line="+139"/>
        <location line="+261"/>
        <source>full</source>
        <extracomment>good colours after the rules&apos; DEFAULT (coal black, wheat yellow, corn orange, coffee brown, sugar white, tea green), each with its own symbol and text colour the price tracks: x of price 0 and price 250</extracomment>
        <translation>全額</translation>
    </message>
    <message>
        <location line="-261"/>
        <source>½ of %1</source>
        <translation>%1の半分</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The half, the round and the phase being played</source>
        <translation>現在の前半／後半、ラウンドとフェイズ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn</source>
        <translation>手番終了</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Trade &amp; donate…</source>
        <translation>売買と寄付…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buy or sell up to three shares and donate one, in one dialog; your turn ends when you send it</source>
        <translation>1つの画面で株を3枚まで売買し、1枚を寄付します。送ると手番が終わります</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The price tracks: each good&apos;s marker shows its share price</source>
        <translation>価格トラック：各商品のマーカーが株価を示します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price tracks</source>
        <translation>価格トラック</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <source>%1: %2 a share, %3 left in the supply</source>
        <translation>%1：1枚%2、在庫%3枚</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 price track: 0 to 250, the ring marks the start price 40</source>
        <translation>%1の価格トラック：0〜250、丸は開始価格40</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is at %2</source>
        <translation>%1は%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>supply %1</source>
        <translation>在庫%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy</source>
        <translation>買う</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sell</source>
        <translation>売る</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You donated: you can only end your turn.</source>
        <translation>寄付したので、手番を終えることしかできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You traded %1 shares: the most for a turn.</source>
        <translation>株を%1枚売買しました：1手番の上限です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You sold this turn: no buying until your next turn.</source>
        <translation>この手番で株を売ったので、次の手番まで買えません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You bought this turn: no selling until your next turn.</source>
        <translation>この手番で株を買ったので、次の手番まで売れません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buy %1</source>
        <translation>%1を買う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you buy at %2 each (at most %3 a turn)?</source>
        <translation>%1の株を1枚%2で何枚買いますか（1手番に%3枚まで）？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You pay %1 and keep %2.</source>
        <translation>%1を払い、残りは %2です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell %1</source>
        <translation>%1を売る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you sell at %2 each (at most %3 a turn)?</source>
        <translation>%1の株を1枚%2で何枚売りますか（1手番に%3枚まで）？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You receive %1 and have %2.</source>
        <translation>%1を受け取り、所持金は %2になります。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The two card racks beside you (only these are shown to you) and the cards played</source>
        <translation>あなたの両隣の2つの札立て（見えるのはこの2つだけ）と出されたカード</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your left rack · second card: half value</source>
        <translation>左の札立て · 2枚目：半分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your right rack · second card: half value</source>
        <translation>右の札立て · 2枚目：半分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your left rack · played this turn</source>
        <translation>左の札立て · この手番で使用済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your right rack · played this turn</source>
        <translation>右の札立て · この手番で使用済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your left rack · shared with %1</source>
        <translation>左の札立て · %1と共有</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your right rack · shared with %1</source>
        <translation>右の札立て · %1と共有</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 play from this rack</source>
        <translation>%1と%2がこの札立てから出します</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Played this round</source>
        <translation>このラウンドに出たカード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played last round</source>
        <translation>前のラウンドに出たカード</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set aside unseen: %1</source>
        <translation>見ずに除外：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Market cards set aside face down at the start: nobody sees them</source>
        <translation>開始時に裏向きで除外された市場カード：誰も見られません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 played %2 at full value</source>
        <translation>%1が%2を全額で出した</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 as the second card, halved</source>
        <translation>%1が2枚目に%2を半分で出した</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: cash %2, %3 donated</source>
        <translation>%1：現金%2、寄付%3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cash of %1: %2</source>
        <translation>%1の現金：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start player</source>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 starts this round; the token passes on each round</source>
        <translation>このラウンドは%1がスタートプレイヤーです。マーカーは毎ラウンド次へ渡ります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out: lowest donor</source>
        <translation>脱落：寄付が最少</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player who donated least cannot win</source>
        <translation>寄付が最も少ないプレイヤーは勝てません</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 ×%2, %3 donated</source>
        <translation>%1 ×%2、寄付%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: you hold %2 shares, %3 of them donated (%4 a share)</source>
        <translation>%1：株を%2枚所持、うち%3枚を寄付（1株%4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds %2 shares of %3 (%4 a share)</source>
        <translation>%1は%3の株を%2枚所持（1株%4）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Donation board of %1: one share a round in the four slots, the money donated in the centre</source>
        <translation>%1の寄付ボード：4つの欄に1ラウンド1枚の株、中央に寄付したお金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>donated</source>
        <translation>寄付済み</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has donated %2 so far</source>
        <translation>%1はこれまでに%2を寄付</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Donation slot of round %1: empty</source>
        <translation>ラウンド%1の寄付欄：空き</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Donation slot of round %1: a share donated face down</source>
        <translation>ラウンド%1の寄付欄：裏向きで寄付された株</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Donation slot of round %1: a share of %2</source>
        <translation>ラウンド%1の寄付欄：%2の株</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>buying: %1 of 3 shares</source>
        <translation>購入中：%1／3枚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selling: %1 of 3 shares</source>
        <translation>売却中：%1／3枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trading shares</source>
        <translation>株の売買中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playing the second card</source>
        <translation>2枚目を出している</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>playing the first card</source>
        <translation>1枚目を出している</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+5"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../desktop/app/hint.py" line="+38"/>
        <source>keeps your chance to win highest</source>
        <extracomment>The frame drawn around the best move on the board (gold, solid: the legal targets&apos; frame is dashed). Within this many points of the best, a move is &quot;almost as good&quot;.</extracomment>
        <translation>勝率がいちばん高いまま</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>almost as good as the best move</source>
        <translation>最善手とほぼ同じくらい良い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a chance to win %1 lower than the best move&apos;s</source>
        <translation>勝率が最善手より%1低い</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&amp;Hint</source>
        <extracomment>the last answer shown (tests and the screenshots read it)</extracomment>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Expert&apos;s best moves for you now, with your chance to win after each (H). It never plays for you.</source>
        <translation>エキスパートが今のあなたに勧める手と、それぞれの後の勝率（H）。ヒントが代わりに打つことはありません。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Thinking about your options…</source>
        <translation>選択肢を検討中…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No hint this time: the advisor failed.</source>
        <translation>今回はヒントを出せません：アドバイザーの計算に失敗しました。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The Expert would play:</source>
        <translation>エキスパートならこう打ちます：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2 — %3 chance to win: %4</source>
        <translation>%1. %2 — 勝率%3：%4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>★ Hint: %1</source>
        <translation>★ ヒント：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The hint&apos;s best move</source>
        <translation>ヒントの最善手</translation>
    </message>
</context>
<context>
    <name>Ids</name>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+91"/>
        <location filename="../desktop/app/words.py" line="+17"/>
        <source>reward</source>
        <extracomment>option choices are shown through the &quot;Ids&quot; context by the new-game dialog
----------
option choices shown by id (translate(&quot;Ids&quot;, choice) in the new-game dialog)</extracomment>
        <translation>報酬面</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/words.py" line="+0"/>
        <source>penalty</source>
        <translation>罰則面</translation>
    </message>
</context>
<context>
    <name>Landlord</name>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+6"/>
        <source>Start</source>
        <translation>スタート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mossy Lane</source>
        <translation>苔むす小道</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/deed.py" line="+112"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <location line="+15"/>
        <location line="+16"/>
        <location line="+8"/>
        <source>Town Fund</source>
        <translation>町内基金</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="-38"/>
        <source>Pebble Path</source>
        <translation>小石の道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Property Levy</source>
        <translation>固定資産税</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bread Hall</source>
        <translation>パン会館</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maple Row</source>
        <translation>メープル通り</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/deed.py" line="+0"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <location line="+15"/>
        <location line="+14"/>
        <location line="+5"/>
        <source>Windfall</source>
        <translation>思わぬ幸運</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="-33"/>
        <source>Willow Walk</source>
        <translation>柳の散歩道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Birch Parade</source>
        <translation>白樺通り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vacation</source>
        <translation>バカンス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lantern Court</source>
        <translation>ランタン広場</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eye Clinic</source>
        <translation>眼科クリニック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Potters Yard</source>
        <translation>陶工の庭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weavers Close</source>
        <translation>織工の路地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corner Butcher</source>
        <translation>角の肉屋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ferry Steps</source>
        <translation>渡し場の石段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clocktower Way</source>
        <translation>時計塔通り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bellfounders Row</source>
        <translation>鐘鋳り通り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free Samples</source>
        <translation>無料試食</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orchard Rise</source>
        <translation>果樹園の丘</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vineyard Bend</source>
        <translation>ぶどう畑の曲がり角</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Millpond Drive</source>
        <translation>水車池通り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fuel Stop</source>
        <translation>給油所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seagull Promenade</source>
        <translation>かもめ遊歩道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kite Meadow</source>
        <translation>凧あげ草原</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Herb Pharmacy</source>
        <translation>ハーブ薬局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sunflower Fields</source>
        <translation>ひまわり畑</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+144"/>
        <source>Go on Vacation</source>
        <translation>バカンスへ行く</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Cedar Heights</source>
        <translation>杉の丘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Juniper Crescent</source>
        <translation>ジュニパー坂</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emerald Grove</source>
        <translation>エメラルドの森</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tyre Works</source>
        <translation>タイヤ工場</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown Terrace</source>
        <translation>クラウン台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luxury Duty</source>
        <translation>贅沢税</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summit Boulevard</source>
        <translation>サミット大通り</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only streets take buildings.</source>
        <translation>建物を建てられるのは通りの土地だけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot is not yours.</source>
        <translation>その土地はあなたのものではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need every lot of the colour group first.</source>
        <translation>まず同じ色グループの土地をすべて持つ必要があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A lot of that group is mortgaged.</source>
        <translation>そのグループの土地が抵当に入っています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot already has a hotel.</source>
        <translation>その土地にはもうホテルがあります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build evenly across the group.</source>
        <translation>グループ内で均等に建ててください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell evenly across the group.</source>
        <translation>グループ内で均等に売ってください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have enough money.</source>
        <translation>お金が足りません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bank has no hotels left.</source>
        <translation>銀行にホテルが残っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bank has no houses left.</source>
        <translation>銀行に家が残っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no building to sell.</source>
        <translation>売れる建物がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot is already mortgaged.</source>
        <translation>その土地はすでに抵当に入っています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell the group&apos;s buildings first.</source>
        <translation>先にグループの建物を売ってください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot is not mortgaged.</source>
        <translation>その土地は抵当に入っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The offer has too many parts.</source>
        <translation>提案の項目が多すぎます。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="+290"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>Lots of a group with buildings cannot be traded.</source>
        <translation>建物のあるグループの土地は取引できません。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>That is more money than the payer has.</source>
        <translation>支払う側の所持金を超えています。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="+94"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>The offer is empty.</source>
        <translation>提案が空です。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>The mortgage interest could not be paid.</source>
        <translation>抵当の利息を払えませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That place cannot be owned.</source>
        <translation>そのマスは所有できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The building won at auction does not fit that lot.</source>
        <translation>落札した建物はその土地に置けません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortgages are switched off in this game.</source>
        <translation>このゲームでは抵当は使えません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more building or mortgage steps this turn.</source>
        <translation>この手番ではもう建設や抵当はできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have already rolled this turn.</source>
        <translation>この手番ではもうサイコロを振りました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll before ending your turn.</source>
        <translation>手番を終える前にサイコロを振ってください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a player on Vacation can do that.</source>
        <translation>それができるのはバカンス中のプレイヤーだけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That keep-out card is not held.</source>
        <translation>そのバカンス脱出カードは持っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trades are switched off in this game.</source>
        <translation>このゲームでは取引はできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such player.</source>
        <translation>そのようなプレイヤーはいません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot trade with yourself.</source>
        <translation>自分とは取引できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player is bankrupt.</source>
        <translation>そのプレイヤーは破産しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more offers this turn.</source>
        <translation>この手番ではもう提案できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot belongs to neither of you.</source>
        <translation>その土地はどちらのものでもありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is already in the offer.</source>
        <translation>それはすでに提案に入っています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A counter-offer cannot be countered: accept or refuse it.</source>
        <translation>対案にさらに対案は出せません。受け入れるか断ってください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money changes by 10, 50, 100 or 500.</source>
        <translation>金額は10、50、100、500単位で変えます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid must be higher than the current bid.</source>
        <translation>入札は現在の入札より高くなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot bid more than your cash.</source>
        <translation>手持ちの現金より高くは入札できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raises are 1, 10, 50 or 100.</source>
        <translation>上乗せは1、10、50、100のいずれかです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not the mortgaged lot you received.</source>
        <translation>それはあなたが受け取った抵当中の土地ではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While in debt you may only sell buildings, mortgage or trade.</source>
        <translation>借金があるときは、建物を売る・抵当に入れる・取引することしかできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not possible at this moment.</source>
        <translation>今はそれはできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has no time limit.</source>
        <translation>このゲームには制限時間がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time has already been called.</source>
        <translation>すでに時間切れが宣言されています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>salary</source>
        <translation>給料</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rent</source>
        <translation>レンタル料</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tax</source>
        <translation>税金</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+65"/>
        <location line="+24"/>
        <source>a card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>the fee to leave Vacation</source>
        <translation>バカンスから戻る料金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mortgage interest</source>
        <translation>抵当の利息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repairs</source>
        <translation>修繕費</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a trade</source>
        <translation>取引</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a bankruptcy</source>
        <translation>破産</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an auction</source>
        <translation>オークション</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a building</source>
        <translation>建物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mortgage</source>
        <translation>抵当</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 lands on Go on Vacation and is sent away.</source>
        <translation>%1は「バカンスへ行く」に止まり、バカンスへ送られました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 draws a card that sends them on Vacation.</source>
        <translation>%1はバカンス行きのカードを引きました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rolls a third double and goes on Vacation.</source>
        <translation>%1は3回続けてゾロ目を出し、バカンスへ行きました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pays to come back from Vacation.</source>
        <translation>%1は料金を払ってバカンスから戻りました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 uses a keep-out card to come back from Vacation.</source>
        <translation>%1はバカンス脱出カードを使って戻りました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rolls doubles and comes back from Vacation.</source>
        <translation>%1はゾロ目を出してバカンスから戻りました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays after the third try and comes back from Vacation.</source>
        <translation>%1は3回目の後に料金を払ってバカンスから戻りました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one player is left.</source>
        <translation>残ったプレイヤーは1人です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last round is over.</source>
        <translation>最終ラウンドが終わりました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time is up.</source>
        <translation>時間切れです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The longest game allowed is over.</source>
        <translation>ゲームの上限の長さに達しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auction lots nobody buys</source>
        <translation>誰も買わない土地をオークションにかける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trades between players</source>
        <translation>プレイヤー間の取引</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortgages</source>
        <translation>抵当</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building shortage (32 houses, 12 hotels)</source>
        <translation>建物の数に限りあり（家32軒、ホテル12軒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds (0: play to the end)</source>
        <translation>ラウンド数（0：最後まで）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit in minutes (0: none)</source>
        <translation>制限時間（分、0：なし）</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/ui.py" line="+279"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+3"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>Lots (mortgaged at half)</source>
        <translation>土地（抵当中は半額）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buildings</source>
        <translation>建物</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a house</source>
        <translation>家1軒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a hotel</source>
        <translation>ホテル1軒</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Advance to %1</source>
        <translation>%1へ進む</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advance to the nearest business; pay it double rent</source>
        <translation>最寄りの商業地へ進み、2倍のレンタル料を払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advance to the nearest clinic; pay ten times a new roll</source>
        <translation>最寄りの医療施設へ進み、振り直した目の10倍を払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collect %1</source>
        <translation>%1を受け取る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay %1</source>
        <translation>%1を払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep out of Vacation (keep this card)</source>
        <translation>バカンス脱出カード（このカードは保持できます）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back %1 spaces</source>
        <translation>%1マス戻る</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Repairs: pay %1 a house and %2 a hotel</source>
        <translation>修繕：家1軒につき%1、ホテル1軒につき%2を払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay every other player %1</source>
        <translation>ほかのプレイヤー全員に%1ずつ払う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collect %1 from every other player</source>
        <translation>ほかのプレイヤー全員から%1ずつ受け取る</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/ui.py" line="-229"/>
        <source>Roll the dice</source>
        <translation>サイコロを振る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay %1 to leave Vacation</source>
        <translation>%1を払ってバカンスから戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use your keep-out card to leave Vacation</source>
        <translation>バカンス脱出カードを使って戻る</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put the building you won on %1</source>
        <translation>落札した建物を%1に置く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a hotel on %1 for %2</source>
        <translation>%2で%1にホテルを建てる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a house on %1 for %2</source>
        <translation>%2で%1に家を建てる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a building on %1 for %2</source>
        <translation>%1の建物を%2で売る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mortgage %1 for %2</source>
        <translation>%1を%2で抵当に入れる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lift the mortgage on %1 for %2</source>
        <translation>%2で%1の抵当を解除する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Propose a trade to %1…</source>
        <translation>%1に取引を提案…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offer %1</source>
        <translation>%1を差し出す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ask for %1</source>
        <translation>%1を求める</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add %1 that you pay</source>
        <translation>あなたが払う%1を加える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add %1 that they pay</source>
        <translation>相手が払う%1を加える</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a keep-out card to the offer</source>
        <translation>バカンス脱出カードを提案に加える</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="-186"/>
        <location filename="../desktop/app/games/landlord/ui.py" line="+2"/>
        <source>Send the offer</source>
        <translation>提案を送る</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/ui.py" line="+2"/>
        <source>Cancel the offer</source>
        <translation>提案を取り消す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept the offer</source>
        <translation>提案を受け入れる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accept the counter-offer</source>
        <translation>対案を受け入れる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuse the offer</source>
        <translation>提案を断る</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refuse the counter-offer</source>
        <translation>対案を断る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuse and make a counter-offer</source>
        <translation>断って対案を出す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy %1 for %2</source>
        <translation>%1を%2で買う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy the lot</source>
        <translation>この土地を買う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do not buy (it goes to auction)</source>
        <translation>買わない（オークションへ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not buy</source>
        <translation>買わない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid %1</source>
        <translation>%1で入札</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the auction</source>
        <translation>オークションから降りる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lift the mortgage on %1 now for %2</source>
        <translation>今すぐ%2で%1の抵当を解除する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep %1 mortgaged and pay %2 interest</source>
        <translation>%1を抵当のままにして利息%2を払う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time is up</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 offers you a trade: click “See the offer…” on the board.</source>
        <translation>%1から取引の提案です：ボードの「提案を見る…」をクリックしてください。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 and %2 trade: %1 gives %3, %2 gives %4.</source>
        <translation>%1と%2が取引しました：%1は%3を、%2は%4を渡しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 refuses %1&apos;s offer of %3 for %4.</source>
        <translation>%2は%1の提案（%3と%4の交換）を断りました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 refuses %1&apos;s offer of %3 for %4 and answers with a counter-offer.</source>
        <translation>%2は%1の提案（%3と%4の交換）を断り、対案を出しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 offers %2 %3 for %4, then withdraws the offer.</source>
        <translation>%1は%2に%3と%4の交換を提案し、その後取り下げました。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the bank</source>
        <translation>銀行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rolls %2 and %3: doubles!</source>
        <translation>%1は%2と%3を出しました：ゾロ目！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rolls %2 and %3.</source>
        <translation>%1は%2と%3を出しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves to %2.</source>
        <translation>%1は%2へ移動しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 receives %2 (%3).</source>
        <translation>%1は%2を受け取りました（%3）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays %2 to the bank (%3).</source>
        <translation>%1は銀行に%2を払いました（%3）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays %2 to %3 (%4).</source>
        <translation>%1は%3に%2を払いました（%4）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 draws a %2 card: %3.</source>
        <translation>%1は%2カードを引きました：%3。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 buys %2 for %3.</source>
        <translation>%1は%2を%3で買いました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes to auction.</source>
        <translation>%1がオークションにかけられました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids %2.</source>
        <translation>%1は%2で入札しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 leaves the auction.</source>
        <translation>%1はオークションから降りました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins %2 for %3.</source>
        <translation>%1は%2を%3で落札しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody bids for %1.</source>
        <translation>%1には誰も入札しませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 builds a hotel on %2.</source>
        <translation>%1は%2にホテルを建てました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 builds a house on %2 (%3 now).</source>
        <translation>%1は%2に家を建てました（現在%3軒）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sells a building on %2 for %3.</source>
        <translation>%1は%2の建物を%3で売りました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mortgages %2 for %3.</source>
        <translation>%1は%2を%3で抵当に入れました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lifts the mortgage on %2 for %3.</source>
        <translation>%1は%3で%2の抵当を解除しました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 accepts the trade.</source>
        <translation>%1は取引を受け入れました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 refuses the trade.</source>
        <translation>%1は取引を断りました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 withdraws the offer.</source>
        <translation>%1は提案を取り下げました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 answers %2&apos;s offer with a counter-offer.</source>
        <translation>%1は%2の提案に対案を出しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passes from %2 to %3.</source>
        <translation>%1は%2から%3に渡りました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 owes %2 and must raise money.</source>
        <translation>%1は%2の借りがあり、お金を工面しなければなりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is bankrupt.</source>
        <translation>%1は破産しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time is called: the game ends after this turn.</source>
        <translation>時間です：この手番でゲームが終わります。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Trade…</source>
        <translation>取引…</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="+161"/>
        <location filename="../desktop/app/games/landlord/ui.py" line="-128"/>
        <location line="+1"/>
        <location line="+90"/>
        <location line="+1"/>
        <source>a keep-out card</source>
        <translation>バカンス脱出カード1枚</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../desktop/app/games/landlord/ui.py" line="-86"/>
        <location line="+91"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/ui.py" line="-30"/>
        <source>%1 offers %2 %3 for %4.</source>
        <translation>%1は%2に%3と%4の交換を提案しました。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 gives %2 for %3</source>
        <translation>%1は%2を出して%3を得る</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lots</source>
        <translation>土地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Net worth</source>
        <translation>純資産</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bankrupt</source>
        <translation>破産</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="-264"/>
        <source>%1 (mortgaged)</source>
        <extracomment>the engine&apos;s counter-offer action (desktop/engine/games/landlord/trade.py, CounterTrade): the answer screen shows &quot;Counter…&quot; when it is legal; the offer answered then comes back turned round, as an offer begun, to change and send on this same screen</extracomment>
        <translation>%1（抵当中）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Trade</source>
        <translation>取引</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Trade with:</source>
        <extracomment>steps played before the screen&apos;s own (a counter-offer&apos;s CounterTrade)</extracomment>
        <translation>取引相手：</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Money</source>
        <translation>お金</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Accept</source>
        <translation>受け入れる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse</source>
        <translation>断る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter…</source>
        <translation>逆提案…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Nobody can trade with you now.</source>
        <translation>今はだれとも取引できません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 offers you a trade.</source>
        <translation>%1から取引の提案です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>You give</source>
        <translation>あなたが渡すもの</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>%1 gives</source>
        <translation>%1が渡すもの</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Pick the deeds each side gives and the money, then send the offer.</source>
        <translation>双方が渡す権利書とお金を選び、提案を送ってください。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Card: %1</source>
        <translation>カード：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No deeds</source>
        <translation>権利書なし</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>You pay %1 %2.</source>
        <translation>あなたが%1に%2を払います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays you %2.</source>
        <translation>%1があなたに%2を払います。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No money changes hands.</source>
        <translation>お金のやりとりはありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You get: %1.
%2 gets: %3.</source>
        <translation>あなたが得るもの：%1。
%2が得るもの：%3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You cannot accept: you could not pay the interest on the mortgaged lots you would get.</source>
        <translation>受け入れられません：受け取る抵当中の土地の利息を払えません。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Money is offered in steps of 10.</source>
        <translation>金額は10単位で提示します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An offer may have at most %1 parts (lots, cards and money steps).</source>
        <translation>提案の項目は最大%1個です（土地、カード、金額の単位）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You could not pay the interest on the mortgaged lots you would get.</source>
        <translation>受け取る抵当中の土地の利息を払えません。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Counter-offer</source>
        <translation>対案</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="+48"/>
        <source>Welcome to Landlord! Roll the dice, go round the board, buy lots and collect rent from whoever lands on them. Whoever is left when everyone else is bankrupt wins.</source>
        <translation>地主へようこそ！サイコロを振って盤を回り、土地を買い、そこに止まった人からレンタル料を集めます。ほかの全員が破産した後に残った人が勝ちです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others go first. A Windfall card sent one to Corner Butcher; both bought the lot they reached.</source>
        <translation>ほかのプレイヤーが先に動きます。思わぬ幸運カードで1人が角の肉屋へ進み、2人とも着いた土地を買いました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: roll the dice.</source>
        <translation>あなたの番です。サイコロを振りましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pebble Path belongs to nobody: buy it for $60. A lot you do not buy goes to auction.</source>
        <translation>小石の道には持ち主がいません。$60で買いましょう。買わなかった土地はオークションにかけられます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <location line="+8"/>
        <location line="+27"/>
        <source>End your turn.</source>
        <translation>手番を終えましょう。</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>One rival landed on Free Samples; the other bought Clocktower Way.</source>
        <translation>1人は無料試食に止まり、もう1人は時計塔通りを買いました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll again.</source>
        <translation>もう一度振りましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy Birch Parade for $120.</source>
        <translation>白樺通りを $120で買いましょう。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The others bought Sunflower Fields and Millpond Drive.</source>
        <translation>ほかのプレイヤーはひまわり畑と水車池通りを買いました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+10"/>
        <source>Roll the dice.</source>
        <translation>サイコロを振りましょう。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Buy Potters Yard for $140.</source>
        <translation>陶工の庭を $140で買いましょう。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Doubles let a player roll again: one rival bought Mossy Lane, paid you $10 rent on Potters Yard, then rolled a third double and went on Vacation. To come back: roll doubles, pay $50, or use a keep-out card.</source>
        <translation>ゾロ目ならもう一度振れます。1人が苔むす小道を買い、陶工の庭であなたに $10のレンタル料を払い、3回目のゾロ目でバカンスへ行きました。戻るには、ゾロ目を出すか、$50を払うか、脱出カードを使います。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mossy Lane, bought by that rival, is the other lot of colour group A, with your Pebble Path. Trade for it: propose a trade to them.</source>
        <translation>そのライバルが買った苔むす小道は、あなたの小石の道と同じ色グループAのもう1つの土地です。取引で手に入れましょう。その人に取引を申し込みます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask for Mossy Lane.</source>
        <translation>苔むす小道を求めましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer $100 for it.</source>
        <translation>それに $100を出しましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send the offer: they may accept or reject it.</source>
        <translation>申し出を送りましょう。相手は受けることも断ることもできます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepted! The whole colour group A is yours: its rent is doubled, and you may build.</source>
        <translation>成立です！色グループAはすべてあなたのものです。レンタル料が2倍になり、建物を建てられます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a house on Mossy Lane for $50: each house raises the rent a lot, and after four houses comes a hotel.</source>
        <translation>苔むす小道に $50で家を1軒建てましょう。家が増えるたびにレンタル料は大きく上がり、家4軒の次はホテルです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Houses go up evenly across a group: build one on Pebble Path too.</source>
        <translation>家は色グループ全体に均等に建てます。小石の道にも1軒建てましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Short of cash? Mortgage a lot for half its price: Birch Parade for $60. It earns no rent until you lift the mortgage (its value and 10% more).</source>
        <translation>現金が足りない？土地を抵当に入れると価格の半分が手に入ります。白樺通りで $60です。抵当を外す（抵当額に10%を足して払う）まで、その土地はレンタル料を生みません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A player who cannot pay what they owe, even by selling buildings and mortgaging, is bankrupt and leaves the game. The others play on as computer players now. Good luck!</source>
        <translation>建物を売り、土地を抵当に入れても払いきれないプレイヤーは破産し、ゲームから抜けます。ここからはほかのプレイヤーをコンピューターが続けます。幸運を！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/reasons.py" line="+21"/>
        <source>brown group</source>
        <extracomment>The street groups as the board colours them (the board also letters them A-H).</extracomment>
        <translation>茶色のグループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>light blue group</source>
        <translation>水色のグループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pink group</source>
        <translation>ピンクのグループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>orange group</source>
        <translation>オレンジのグループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red group</source>
        <translation>赤のグループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow group</source>
        <translation>黄色のグループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green group</source>
        <translation>緑のグループ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dark blue group</source>
        <translation>紺色のグループ</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+65"/>
        <source>completes your %1: rents double and you can build</source>
        <translation>%1がそろいます。レンタル料が2倍になり、家を建てられます</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>keeps a rival from completing the %1</source>
        <translation>相手が%1をそろえるのを防ぎます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>brings you one lot closer to the whole %1</source>
        <translation>%1をそろえるまであと1区画近づきます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your commercial lots&apos; rent rises to %1 each</source>
        <translation>あなたの商業地のレンタル料が1区画%1に上がります</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>you keep %1 after paying: enough for the rents ahead</source>
        <translation>払った後も%1残ります。この先のレンタル料に足ります</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keeps your cash for a rent of up to %1</source>
        <translation>最高%1のレンタル料に備えて現金を残します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lot goes to auction, where it may sell for less</source>
        <translation>土地はオークションに回り、もっと安く落ちるかもしれません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the bid is under the lot&apos;s worth to you (about %1)</source>
        <translation>この入札額はあなたにとっての土地の価値（約%1）より低いです</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the bid already exceeds the lot&apos;s worth to you (about %1)</source>
        <translation>入札額はすでにあなたにとっての土地の価値（約%1）を超えています</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the rent on %1 rises from %2 to %3</source>
        <translation>%1のレンタル料が%2から%3に上がります</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>raises %1 toward the %2 you owe</source>
        <translation>借りている%2のために%1を用意します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raises %1 in cash</source>
        <translation>現金%1を用意します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>your %1 earns full rent again and can be built on</source>
        <translation>%1が再び満額のレンタル料を生み、家も建てられます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 earns rent again</source>
        <translation>%1が再びレンタル料を生みます</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n lots are still for sale: get moving and buy</source>
        <translation>
            <numerusform>まだ%n区画が売りに出ています。動いて買いましょう</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>few lots are left to buy: on Vacation you collect rent and pay none</source>
        <translation>買える土地は残りわずかです。バカンス中もレンタル料は受け取れ、払う必要はありません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>you gain about %1 in value</source>
        <translation>あなたの価値が約%1増えます</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it would complete a colour group for them</source>
        <translation>相手の色グループがそろってしまいます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you would lose about %1 in value</source>
        <translation>あなたの価値が約%1減ります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it helps them more than you</source>
        <translation>あなたより相手の得になります</translation>
    </message>
</context>
<context>
    <name>LandlordBoard</name>
    <message>
        <location filename="../desktop/app/games/landlord/board.py" line="+181"/>
        <source>pay %1</source>
        <translation>%1支払い</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>MORTGAGED</source>
        <translation>抵当中</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 on Vacation at %2</source>
        <translation>%1は%2でバカンス中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is on %2</source>
        <translation>%1は%2にいます</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>LANDLORD</source>
        <translation>地主</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bank: %1 houses, %2 hotels</source>
        <translation>銀行：家%1軒、ホテル%2軒</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buildings the bank still has; when several players want the last ones they are auctioned.</source>
        <translation>銀行に残っている建物。最後の数軒を複数のプレイヤーが欲しいときはオークションになります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 cards: landing on a %1 place draws the top one.</source>
        <translation>%1カード：%1のマスに止まると一番上の1枚を引きます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What is being decided now, and the buttons to answer</source>
        <translation>いま決めていることと、答えるボタン</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bid…</source>
        <translation>入札…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>See the offer…</source>
        <translation>提案を見る…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+207"/>
        <source>Trade…</source>
        <translation>取引…</translation>
    </message>
    <message>
        <location line="-195"/>
        <source>Open the trade screen</source>
        <translation>取引画面を開く</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>You keep %1 in cash.</source>
        <translation>手元に現金%1が残ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 leads with %2: you would lead by %3. %4</source>
        <translation>%1が%2でトップです：あなたが%3上回ります。%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody has bid yet: you would lead with %1. %2</source>
        <translation>まだだれも入札していません：あなたが%1でトップになります。%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid for %1</source>
        <translation>%1に入札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid (a raise of 1, 10, 50 or 100 over the highest bid):</source>
        <translation>あなたの入札額（最高入札額に1、10、50、100のいずれかを上乗せ）：</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 is bankrupt.</source>
        <translation>%1は破産しています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 in cash, %3 lots, net worth %4 (cash, lots at their price, half if mortgaged, and buildings at cost)</source>
        <translation>%1：現金%2、土地%3件、純資産%4（現金、土地は価格で、抵当中は半額、建物は建築費で計算）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game is over.</source>
        <translation>ゲーム終了です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For sale: %1</source>
        <translation>売り出し中：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price %1 · rent from %2</source>
        <translation>価格%1 · レンタル料%2から</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auction: %1</source>
        <translation>オークション：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Highest bid %1 by %2</source>
        <translation>最高入札%1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No bid yet</source>
        <translation>まだ入札なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still bidding: %1</source>
        <translation>入札中：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trade: %1 and %2</source>
        <translation>取引：%1と%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must raise %2</source>
        <translation>%1は%2を工面しなければならない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 received %2, mortgaged</source>
        <translation>%1は抵当中の%2を受け取った</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 places the building won at auction</source>
        <translation>%1が落札した建物を置きます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn</source>
        <translation>%1の手番</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1</source>
        <translation>%1を待っています</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bid %1</source>
        <translation>%1で入札</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll</source>
        <translation>振る</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End turn</source>
        <translation>手番終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay to leave</source>
        <translation>払って戻る</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Use card</source>
        <translation>カードを使う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy</source>
        <translation>買う</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Don&apos;t buy</source>
        <translation>買わない</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accept</source>
        <translation>受け入れる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refuse</source>
        <translation>断る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-offer</source>
        <translation>対案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift now</source>
        <translation>今すぐ解除</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep mortgaged</source>
        <translation>抵当のまま</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send offer</source>
        <translation>提案を送る</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel offer</source>
        <translation>提案を取り消す</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last roll: %1 and %2</source>
        <translation>前回の出目：%1と%2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>bankrupt</source>
        <translation>破産</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>+%1 more</source>
        <translation>ほか%1件</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Propose a trade to %1</source>
        <translation>%1に取引を提案する</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep-out cards: %1</source>
        <translation>脱出カード：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on Vacation</source>
        <translation>バカンス中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worth %1</source>
        <translation>資産%1</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/deed.py" line="-79"/>
        <source>Commercial lot</source>
        <extracomment>street group colours (light to dark, each also with a letter A–H)</extracomment>
        <translation>商業地</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clinic</source>
        <translation>医療施設</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour group %1</source>
        <translation>色グループ%1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Rent</source>
        <extracomment>(what, rent): the rent ladder (streets: alone, whole group, 1–4 houses, hotel; commercial lots by how many the owner holds; clinics: the dice times a factor) the rent a visitor pays now (clinics: per pip of the dice), or None when nobody owns it</extracomment>
        <translation>レンタル料</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rent with the whole group</source>
        <translation>色グループを丸ごと持つときのレンタル料</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With a hotel</source>
        <translation>ホテルあり</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>With %n houses</source>
        <translation>
            <numerusform>家%n軒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>With %n commercial lots</source>
        <translation>
            <numerusform>商業地%n件所有</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>With %n clinics</source>
        <translation>
            <numerusform>医療施設%n件所有</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Collect %1 when you pass or land here.</source>
        <translation>通過するか止まると%1を受け取ります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay %1 to the bank.</source>
        <translation>銀行に%1を払います。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw a %1 card.</source>
        <translation>%1カードを1枚引きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On Vacation: roll doubles, pay %1 or use a keep-out card to leave. Just passing: nothing happens.</source>
        <translation>バカンス中：ゾロ目を出すか、%1を払うか、バカンス脱出カードを使うと戻れます。通過するだけなら何も起きません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on Vacation: straight there, without passing Start.</source>
        <translation>バカンスへ行く：スタートを通らずに直接向かいます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing happens here.</source>
        <translation>ここでは何も起きません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Price</source>
        <translation>価格</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <source>%1 × the dice</source>
        <translation>出目の合計 × %1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>House cost</source>
        <translation>家の建築費</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hotel cost</source>
        <translation>ホテルの建築費</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 and four houses</source>
        <translation>%1と家4軒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mortgage value</source>
        <translation>抵当額</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift the mortgage for</source>
        <translation>抵当の解除額</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the bank (for sale)</source>
        <translation>銀行（売り出し中）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a hotel</source>
        <translation>ホテル1軒</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n houses</source>
        <translation>
            <numerusform>家%n軒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built</source>
        <translation>建物</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mortgaged: no rent</source>
        <translation>抵当中：レンタル料なし</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rent now</source>
        <translation>現在のレンタル料</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <location filename="../desktop/app/gamepage.py" line="-33"/>
        <location filename="../desktop/app/games/black_friday/board.py" line="-692"/>
        <location filename="../desktop/app/games/black_friday/ui.py" line="-87"/>
        <location filename="../desktop/app/games/black_friday/words.py" line="+137"/>
        <location filename="../desktop/app/games/hab_und_gut/ui.py" line="-81"/>
        <location line="+8"/>
        <location line="+15"/>
        <location filename="../desktop/app/games/landlord/board.py" line="-173"/>
        <location line="+102"/>
        <location line="+18"/>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="-87"/>
        <location filename="../desktop/app/games/landlord/ui.py" line="-110"/>
        <location line="+91"/>
        <location filename="../desktop/app/games/stockpile/board.py" line="+534"/>
        <location filename="../desktop/app/games/stockpile/ui.py" line="+160"/>
        <location line="+22"/>
        <location line="+57"/>
        <location filename="../desktop/app/games/wall_street_1920/board.py" line="+264"/>
        <location line="+493"/>
        <location filename="../desktop/app/games/wall_street_1920/ui.py" line="+262"/>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+101"/>
        <location filename="../desktop/app/gameui.py" line="-5"/>
        <location line="+10"/>
        <location line="+15"/>
        <location filename="../desktop/app/generic_scene.py" line="-18"/>
        <location line="+3"/>
        <location filename="../desktop/app/reviewpage.py" line="+159"/>
        <location filename="../desktop/app/statspage.py" line="+192"/>
        <location filename="../desktop/app/window.py" line="+19"/>
        <source>, </source>
        <extracomment>the cases drawn at the last price change seen (public: every player sees the draw) Extra Pass chosen before the action: a market click then moves that case to the silver buy chart
----------
a game&apos;s own dialog instead of the rows: (parent widget) -&gt; steps or None Money is counted in this many currency units (Stockpile: thousands). The new-game dialog seats the players in a random order (from the seed) for games where a fixed seat has an edge. The game&apos;s name (a QT_TRANSLATE_NOOP in context &quot;Games&quot;; empty: made from the id). The rules help, paragraph by paragraph (QT_TRANSLATE_NOOP in context &quot;Rules&quot;). The translation context of the game&apos;s own words (its words module&apos;s ``C``), and its tables of option names, score-key names and refusal sentences (QT_TRANSLATE_NOOP in that context); a key a table lacks gets the generic words.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/board.py" line="+556"/>
        <location filename="../desktop/app/games/wall_street_1920/ui.py" line="-21"/>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../desktop/app/gameui.py" line="+18"/>
        <location filename="../desktop/app/models.py" line="+277"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../desktop/app/models.py" line="-47"/>
        <source>Round %1</source>
        <extracomment>a sentence told ``count`` times in a row (&quot;… (×3)&quot;): the sentence once thread key -&gt; (row of its opening line, its opening event)</extracomment>
        <translation>ラウンド%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1: %2</source>
        <translation>手番%1：%2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 (×%2)</source>
        <translation>%1（×%2）</translation>
    </message>
</context>
<context>
    <name>MainForm</name>
    <message>
        <location filename="../ui/mainwindow.ui" line="+6"/>
        <location line="+20"/>
        <source>Trading Floor</source>
        <translation>トレーディング・フロア</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stock-market and property-trading board games</source>
        <translation>株式市場と不動産取引のボードゲーム</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Continue</source>
        <translation>続ける(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム…(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ampaign</source>
        <translation>キャンペーン(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This part of Trading Floor is coming in a later version.</source>
        <translation>この機能は今後のバージョンで追加されます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+38"/>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>アニメーション速度(&amp;A)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Unlock every variant, level, table and token (without earning them in a campaign)</source>
        <translation>すべてのバリアント、レベル、テーブル、コマを解放する（キャンペーンで獲得しなくてよい）(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm every move (also when only one move is possible)</source>
        <translation>毎回の手を確認する（選べる手が一つだけのときも）(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>テーブル(&amp;T)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;okens:</source>
        <translation>コマ(&amp;O)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The language changes at once, in every window.</source>
        <translation>言語の変更はすぐに反映されます。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/app/window.py" line="-240"/>
        <source>Saved &amp;games…</source>
        <extracomment>MainWindow(store=OPEN) opens the player&apos;s database (TRADING_FLOOR_DATA_DIR overrides where); store=None plays without saving. the database (desktop.storage.Store) or None when playing without saving why the database could not be opened (a reason key; &quot;&quot; when it is open or not wanted) the storage seam: a callable (setup) -&gt; Keeper (match.py) or None; with None matches live in memory only.</extracomment>
        <translation>保存したゲーム(&amp;G)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set the damaged file aside…</source>
        <translation>壊れたファイルを退避…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, last played %2</source>
        <translation>%1、最後に遊んだ日時：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No game in progress.</source>
        <translation>進行中のゲームはありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved games are not available: see the note below.</source>
        <translation>保存したゲームは使えません：下の説明をご覧ください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Campaign match</source>
        <translation>キャンペーンのゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, chapter %2: %3</source>
        <translation>%1 第%2章：%3</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>This game cannot be saved: %1 You can play it all the same; it will not be kept.</source>
        <translation>このゲームは保存できません：%1 遊ぶことはできますが、記録は残りません。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Achievement earned: %1</source>
        <translation>実績を獲得：%1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This game cannot be resumed: %1 It is kept as it is.</source>
        <translation>このゲームは再開できません：%1そのまま残します。</translation>
    </message>
    <message>
        <location filename="../desktop/app/error_box.py" line="+16"/>
        <location filename="../desktop/app/main.py" line="+93"/>
        <location filename="../desktop/app/window.py" line="-195"/>
        <location line="+210"/>
        <location line="+55"/>
        <source>Trading Floor</source>
        <translation>トレーディング・フロア</translation>
    </message>
    <message>
        <location filename="../desktop/app/window.py" line="+58"/>
        <source>Campaigns need saved games.</source>
        <translation>キャンペーンには保存機能が必要です。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics need saved games.</source>
        <translation>統計には保存機能が必要です。</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <location filename="../desktop/app/i18n.py" line="+62"/>
        <source>-$%1</source>
        <translation>-$%1</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/stockpile/board.py" line="-200"/>
        <location filename="../desktop/app/i18n.py" line="+0"/>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <location filename="../desktop/app/newgame.py" line="-11"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another person at this screen</source>
        <translation>この画面のほかの人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <location filename="../desktop/app/words.py" line="+36"/>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <location filename="../desktop/app/newgame.py" line="+17"/>
        <location filename="../desktop/app/reviewpage.py" line="+130"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Earned in the campaign: %1, chapter %2 (%3). Settings can unlock everything at once.</source>
        <translation>キャンペーンで獲得：%1 第%2章（%3）。設定で一度にすべて解放することもできます。</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Seats (drawn in a random order for this game)</source>
        <extracomment>the campaign&apos;s unlocks not earned yet: closed choices here</extracomment>
        <translation>席（このゲームではランダムな順番）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The seed must be a whole number.</source>
        <translation>シードは整数で入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seed must be between 0 and 18446744073709551615.</source>
        <translation>シードは0から18446744073709551615の間で入力してください。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>These options cannot be played together (%1).</source>
        <translation>これらのオプションは同時に使えません（%1）。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/newgame.ui" line="+6"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Players:</source>
        <translation>人数(&amp;P)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Variants and options</source>
        <translation>バリアントとオプション</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Seed (optional):</source>
        <translation>シード（任意）(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../desktop/app/words.py" line="-51"/>
        <source>Ante</source>
        <extracomment>Words for options (games add their own in their modules).</extracomment>
        <translation>アンティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand size</source>
        <translation>手札の枚数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short deck</source>
        <translation>短い山札</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoon cards</source>
        <translation>大物カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card A</source>
        <translation>大物カード A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card B</source>
        <translation>大物カード B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card C</source>
        <translation>大物カード C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card D</source>
        <translation>大物カード D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call option cards</source>
        <translation>コールオプションカード</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../desktop/app/gameui.py" line="+66"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location filename="../desktop/app/models.py" line="-262"/>
        <location line="+51"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+51"/>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>%1: %2</source>
        <extracomment>columns the narrow table hides (the game page&apos;s choice): their figures go in each row&apos;s tooltip</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>手番</translation>
    </message>
</context>
<context>
    <name>PriceChart</name>
    <message>
        <location filename="../desktop/app/chart.py" line="+75"/>
        <source>Round</source>
        <extracomment>Line colours (Okabe-Ito) and dash styles, so lines differ without colour too.</extracomment>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price</source>
        <translation>株価</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../desktop/app/words.py" line="+7"/>
        <source>That is not allowed now.</source>
        <extracomment>Words for common reason keys of IllegalAction.</extracomment>
        <translation>今はそれはできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have enough money.</source>
        <translation>お金が足りません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That cannot be done in this phase.</source>
        <translation>このフェイズではそれはできません。</translation>
    </message>
    <message>
        <location filename="../desktop/app/gameui.py" line="-20"/>
        <source>Not allowed: %1</source>
        <translation>できません：%1</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <location line="-71"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../desktop/app/reviewpage.py" line="-188"/>
        <source>%1: the decisions of %2</source>
        <extracomment>Colours of the classes in the list and the chart (Okabe-Ito, readable on white). the finished review (None while it is computed)</extracomment>
        <translation>%1：%2の選択</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reviewing the game…</source>
        <translation>対局を振り返っています…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>This game could not be reviewed.</source>
        <translation>この対局は振り返れませんでした。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reviewing the game… %1 of %2 decisions</source>
        <translation>対局を振り返っています… %2件中%1件</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 decisions reviewed from what you could see at the time. %2</source>
        <translation>その時見えていた情報だけで%1件の選択を振り返りました。%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No decision to review: every move was forced.</source>
        <translation>振り返る選択はありません：どの手も選択の余地がありませんでした。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1. %2 (%3) — better: %4 (%5)</source>
        <translation>%1. %2（%3）— 改善手：%4（%5）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1. %2 — %3 · %4</source>
        <translation>%1. %2 — %3 · %4</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Decision</source>
        <translation>選択</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chance to win</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You played %1: chance to win %2. The best move found.</source>
        <translation>あなたの手：%1、勝率%2。見つかった最善手です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You played %1: chance to win %2 (%3). Better: %4, chance to win %5.</source>
        <translation>あなたの手：%1、勝率%2（%3）。より良い手：%4、勝率%5。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why the better move: %1</source>
        <translation>より良い手の理由：%1</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ui/review.ui" line="+6"/>
        <source>Game review</source>
        <translation>対局の振り返り</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Turning points</source>
        <translation>ターニングポイント(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Every decision</source>
        <translation>すべての選択(&amp;E)</translation>
    </message>
</context>
<context>
    <name>Rewards</name>
    <message>
        <location filename="../desktop/app/themes.py" line="+32"/>
        <source>Green felt</source>
        <translation>緑のフェルト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walnut table</source>
        <translation>ウォルナットのテーブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight pinstripe</source>
        <translation>ミッドナイト・ピンストライプ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy club felt</source>
        <translation>バーガンディのクラブフェルト</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Classic tokens</source>
        <extracomment>Token styles: id -&gt; name (the first is the flat classic, open to all).</extracomment>
        <translation>クラシックなコマ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold-rimmed coins</source>
        <translation>金縁のコイン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut gems</source>
        <translation>カットした宝石</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../desktop/app/games/stockpile/words.py" line="+137"/>
        <source>&lt;h2&gt;Stockpile&lt;/h2&gt;&lt;p&gt;Buy shares in six companies at auction, use what you secretly know about where prices are heading, and finish with the most money.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;ストックパイル&lt;/h2&gt;&lt;p&gt;6つの会社の株をオークションで買い、株価の行方について自分だけが知っている情報を生かして、最後に最も多くのお金を持つことを目指します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;h3&gt;Splits and bankruptcies&lt;/h3&gt;&lt;p&gt;A price pushed past the top of its track &lt;b&gt;splits&lt;/b&gt;: every share of that company moves to the split area and counts double from then on; players already holding split cards of it get a bonus. A price pushed below the bottom goes &lt;b&gt;bankrupt&lt;/b&gt;: all its shares are lost and its price starts again.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;株式分割と倒産&lt;/h3&gt;&lt;p&gt;株価がトラックの上端を超えると&lt;b&gt;株式分割&lt;/b&gt;になります。その会社の株はすべて分割エリアへ移り、以後は2株として数えます。すでにその会社の分割カードを持っているプレイヤーはボーナスを得ます。株価が下端を下回ると&lt;b&gt;倒産&lt;/b&gt;です。その会社の株はすべて失われ、株価は初期値に戻ります。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;h3&gt;The end&lt;/h3&gt;&lt;p&gt;After the last round every holding is shown. The largest holder of each company gets a bonus ($10,000; $5,000 each when tied), then all shares are sold at their prices. The most money wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ゲームの終了&lt;/h3&gt;&lt;p&gt;最終ラウンドの後、すべての持ち株を公開します。各会社の筆頭株主はボーナス（$10,000、同数なら各$5,000）を得て、その後すべての株が株価で売却されます。最もお金の多い人の勝ちです。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+6"/>
        <source>&lt;h2&gt;Landlord&lt;/h2&gt;&lt;p&gt;Move round the board buying lots, collect rent from the other players, build houses and hotels, and be the last one who is not bankrupt.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;地主&lt;/h2&gt;&lt;p&gt;ボードを回って土地を買い、ほかのプレイヤーからレンタル料を集め、家やホテルを建てて、最後まで破産せずに残ることを目指します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;h3&gt;Building, mortgages and trades&lt;/h3&gt;&lt;p&gt;With a whole colour group and no mortgage in it you may build houses, evenly across the group; after four houses a lot takes a hotel. Buildings sell back at half their cost. A lot may be mortgaged for half its price when no lot of its colour group has buildings; lifting the mortgage costs that plus ten per cent. On your turn you may offer another player a trade of lots, money and keep-out cards; they accept it, refuse it or answer with a counter-offer, which you accept or refuse.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;建物・抵当・取引&lt;/h3&gt;&lt;p&gt;同じ色のグループをすべて持ち、その中に抵当がなければ、グループ内で均等に家を建てられます。家が4軒になった土地にはホテルを建てられます。建物は費用の半額で売り戻せます。同じ色のグループに建物が1つもなければ、土地を価格の半額で抵当に入れられ、解除にはその額に1割を加えて払います。自分の手番には、ほかのプレイヤーに土地・お金・バカンス脱出カードの取引を提案できます。相手はそれを受け入れるか、断るか、対案を出し、対案はあなたが受け入れるか断ります。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;h3&gt;Vacation&lt;/h3&gt;&lt;p&gt;On Vacation you still collect rent and may build and trade. To leave, pay the fee, use a keep-out card, or roll doubles; after three failed tries you pay and move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;バカンス&lt;/h3&gt;&lt;p&gt;バカンス中もレンタル料を受け取り、建物を建て、取引ができます。戻るには料金を払うか、バカンス脱出カードを使うか、ゾロ目を出します。3回失敗したら料金を払って進みます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;Debts and the end&lt;/h3&gt;&lt;p&gt;If you owe more than you have, sell buildings and mortgage lots to raise the money; if even that is not enough you are bankrupt and out. The last player left wins. With a round or time limit, the highest net worth (cash, lots and buildings) wins when it runs out.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;借金とゲームの終了&lt;/h3&gt;&lt;p&gt;払う額が手持ちより多いときは、建物を売ったり土地を抵当に入れたりしてお金を工面します。それでも足りなければ破産して脱落します。最後に残った人の勝ちです。ラウンド数や制限時間を決めた場合は、終了時に純資産（現金・土地・建物）が最も多い人の勝ちです。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+9"/>
        <source>&lt;h2&gt;1920 Wall Street&lt;/h2&gt;&lt;p&gt;Cards lie in a ring round the deck. Move your pawn round the ring to buy stock and market cards, sell stock back into the ring, and score the most points when the explosion card ends the game.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;ウォール街1920&lt;/h2&gt;&lt;p&gt;山札の周りにカードが輪になって並びます。自分のコマを輪に沿って動かして株カードと市場カードを買い、株を輪に売り戻し、爆発カードでゲームが終わったときに最も多くの得点を目指します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/stockpile/words.py" line="-26"/>
        <source>&lt;h3&gt;A round&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Forecasts.&lt;/b&gt; Each company is paired with a forecast (+4, +2, +1, dividend, −2, −3). You see your own pair (two pairs each with two players); one pair is public (none with two players); the rest stay hidden until Movement.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Supply.&lt;/b&gt; Each stockpile gets one card face up. You are dealt two market cards and put one face up and one face down on any stockpiles. Only you know your face-down card.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Demand.&lt;/b&gt; In turn, put your bidder on a space of a stockpile&apos;s bid track above any bid already there; a player who is outbid bids again. When every stockpile has one bidder, each pays the bid and takes the whole pile.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Action.&lt;/b&gt; Play every Boom (+2) and Bust (−2) card you won on a company of your choice.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Selling.&lt;/b&gt; Sell any shares at the current price.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Movement.&lt;/b&gt; Forecasts are revealed and prices move. A dividend forecast pays $2,000 for each share you choose to show.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation>&lt;h3&gt;ラウンドの流れ&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;予測。&lt;/b&gt;各会社に予測カード（+4、+2、+1、配当、−2、−3）が1枚ずつ組み合わされます。自分の組は見られます（2人プレイでは各自2組）。1組は公開され（2人プレイでは公開の組はありません）、残りは株価変動まで伏せられたままです。&lt;/li&gt;&lt;li&gt;&lt;b&gt;供給。&lt;/b&gt;各ストックパイルに1枚ずつ表向きでカードが置かれます。あなたには市場カードが2枚配られ、1枚を表向き、1枚を裏向きで好きなストックパイルに置きます。裏向きのカードを知っているのはあなただけです。&lt;/li&gt;&lt;li&gt;&lt;b&gt;需要。&lt;/b&gt;手番順に、入札コマをストックパイルの入札トラックの、すでにある入札より高いマスに置きます。上回られたプレイヤーは入札し直します。すべてのストックパイルに入札コマが1つずつになったら、各自入札額を払ってその山をすべて受け取ります。&lt;/li&gt;&lt;li&gt;&lt;b&gt;アクション。&lt;/b&gt;獲得した株価急騰（+2）と株価暴落（−2）のカードを、好きな会社にすべて使います。&lt;/li&gt;&lt;li&gt;&lt;b&gt;売却。&lt;/b&gt;好きな株を現在の株価で売れます。&lt;/li&gt;&lt;li&gt;&lt;b&gt;株価変動。&lt;/b&gt;予測が公開され、株価が動きます。配当の予測では、公開することにした株1株につき $2,000が支払われます。&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;h3&gt;Trading fees&lt;/h3&gt;&lt;p&gt;Fee cards won in a stockpile cost their amount at once; if you cannot pay, you owe it. Whenever your cash allows, owed fees are paid at once: the largest one you can afford first, then again the largest you can still afford. Fees still owed at the end are deducted.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;手数料&lt;/h3&gt;&lt;p&gt;ストックパイルで獲得した手数料カードは、すぐにその金額を払います。払えなければ借りとなります。現金が足りるようになったら、借りはすぐに払います。払える中で最も高いものから払い、続けてまだ払える中で最も高いものを払います。終了時に残っている借りは差し引かれます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h3&gt;Options&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Advanced board:&lt;/b&gt; each company has its own track with its own start and split spaces; when steel&apos;s price moves onto a $ space, every holder gets $1,000 a share there and then ($2,000 for a split card). &lt;b&gt;Investor cards:&lt;/b&gt; each player keeps an investor (two with two players) who sets the starting money and gives a special ability; Dividend Deborah may name a company at the end of each round, or none.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;オプション&lt;/h3&gt;&lt;p&gt;&lt;b&gt;上級ボード：&lt;/b&gt;会社ごとに開始マスと分割マスの異なる専用トラックを使います。製鉄の株価が $ マスに進むと、その時点の株主は1株につき $1,000（分割エリアのカードは $2,000）を受け取ります。&lt;b&gt;投資家カード：&lt;/b&gt;各プレイヤーは投資家を1人（2人プレイでは2人）残し、その投資家が開始資金と特殊能力を決めます。配当のデボラは各ラウンドの終わりに会社を1つ指名できますが、指名しなくてもかまいません。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="-24"/>
        <source>&lt;h3&gt;Your turn&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Roll two dice and move. Passing or landing on Start pays you a salary.&lt;/li&gt;&lt;li&gt;Land on a lot nobody owns: buy it at its price, or decline (with auctions on, everyone may then bid for it).&lt;/li&gt;&lt;li&gt;Land on someone else&apos;s lot: pay rent. Rent doubles when the owner has the whole colour group and none of it is mortgaged, and grows with each house.&lt;/li&gt;&lt;li&gt;Card places make you draw a Windfall or Town Fund card; tax places make you pay.&lt;/li&gt;&lt;li&gt;Doubles let you roll again; a third double in one turn sends you on Vacation.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation>&lt;h3&gt;あなたの手番&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;サイコロを2つ振って進みます。スタートを通過するか止まると給料がもらえます。&lt;/li&gt;&lt;li&gt;誰も持っていない土地に止まったら、価格を払って買うか、買わずに見送ります（オークションありの場合、全員が入札できます）。&lt;/li&gt;&lt;li&gt;ほかの人の土地に止まったら、レンタル料を払います。持ち主が同じ色のグループをすべて持ち、その中に抵当がなければ2倍になり、家が建つごとに上がります。&lt;/li&gt;&lt;li&gt;カードのマスでは「思わぬ幸運」か「町内基金」のカードを引き、税金のマスでは税金を払います。&lt;/li&gt;&lt;li&gt;ゾロ目ならもう一度振れます。同じ手番で3回目のゾロ目を出すとバカンスへ行きます。&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+5"/>
        <source>&lt;h3&gt;Your turn&lt;/h3&gt;&lt;p&gt;Each turn you may spend your capital on steps and prices; what you lack you pay in cash. Choose one action: &lt;b&gt;buy&lt;/b&gt; (move along the ring in the trend&apos;s direction and buy the card or cards where you stop, paying one to each other pawn there), &lt;b&gt;sell&lt;/b&gt; (put one of your stock cards into the ring at your pawn for half its price rounded up: a starting card half the lower of its two prices, a gold card half the lowest price of all, a ×2 card its full price), or &lt;b&gt;raise your capital&lt;/b&gt; by one. If you stop on the trend card you buy nothing: you pay the steps, take the money lying on it and put the deck&apos;s top card on a discard pile. Once a turn you may pay one onto the trend card to flip its direction.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;あなたの手番&lt;/h3&gt;&lt;p&gt;毎手番、歩数や価格の支払いに資本を使え、足りない分は現金で払います。アクションを1つ選びます：&lt;b&gt;購入&lt;/b&gt;（トレンドの向きに輪を進み、止まった場所のカードを買う。そこにいるほかのコマにはそれぞれ1を払う）、&lt;b&gt;売却&lt;/b&gt;（株カード1枚を自分のコマの位置の輪に置き、株価の半額（端数切り上げ）を得る。初期株は2つの株価の低いほうの半額、金株はすべての株価で最も低いものの半額、×2のカードは株価の全額）、&lt;b&gt;資本を1増やす&lt;/b&gt;。トレンドカードに止まった場合は何も買いません。歩数は払い、カードの上のお金をすべて得て、山札の一番上のカードを捨て札の山の1つに置きます。1手番に1回、トレンドカードの上に1を払ってその向きを反転できます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h3&gt;Keep or discard&lt;/h3&gt;&lt;p&gt;Decide for each bought card: keep it or put it on a discard pile. A kept stock card joins your hidden stock pile and may move a price as printed. A kept market card acts at once (prices move, a crash makes everyone pay, a stock trade lets you swap a share with another player&apos;s secret offer) and scores its points at the end. Only the top card of each discard pile can be seen.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;残すか捨てるか&lt;/h3&gt;&lt;p&gt;買ったカードごとに、手元に残すか捨て札の山に置くかを決めます。残した株カードは伏せた自分の株の山に加わり、印刷どおりに株価を動かすことがあります。残した市場カードはすぐに効果を発揮し（株価が動く、暴落で全員が支払う、株の交換でほかのプレイヤーが伏せて出した株と1枚交換する）、ゲーム終了時に得点になります。各捨て札の山は一番上のカードしか見られません。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h3&gt;The end&lt;/h3&gt;&lt;p&gt;When the explosion card comes to the top of the deck, the next player puts it on a discard pile. If that player started the game, it ends at once; otherwise the round is played to its end. The pile with the most dynamite sets off its event: left, gold shares are worth $3 each and count as no type; middle, everyone has one share fewer of each type; right, every price is halved. A tie sets off nothing.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ゲームの終了&lt;/h3&gt;&lt;p&gt;爆発カードが山札の一番上に来たら、次のプレイヤーがそれを捨て札の山に置きます。そのプレイヤーがスタートプレイヤーならゲームはすぐに終わり、そうでなければそのラウンドを最後まで行います。ダイナマイトが最も多い山のイベントが起こります。左：金の株は1株$3となり、どの種類にも数えません。中央：全員が各種類の株を1株ずつ減らします。右：すべての株価が半分になります。同数なら何も起こりません。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h3&gt;Variants&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Tycoon cards&lt;/b&gt; lie above the four stocks; the first time a price reaches a limit, the player whose turn it is resolves that stock&apos;s card (its reward or its penalty side). &lt;b&gt;Call options&lt;/b&gt;: pay $1 to slide yours under a circle card; whoever buys that card pays $2 more.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;バリアント&lt;/h3&gt;&lt;p&gt;&lt;b&gt;大物カード&lt;/b&gt;は4つの株の上に置かれます。株価が初めて限界に達したとき、手番のプレイヤーがその株のカード（報酬面または罰則面）を解決します。&lt;b&gt;コールオプション&lt;/b&gt;：$1を払って自分のカードを輪のカードの下に差し込みます。そのカードを買う人は$2を追加で払います。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;A stock type scores its price for each share only if you hold at least the minimum number of shares. Add market-card points, hidden capital points and cash; each loan costs points. The discard pile with the most dynamite sets off its event first.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;得点&lt;/h3&gt;&lt;p&gt;株の種類ごとに、最低保有数以上持っているときだけ、1株につき株価が得点になります。市場カードの得点、伏せた資本の得点、現金を加え、借金1枚ごとに減点します。ダイナマイトの最も多い捨て札の山から先にイベントが起こります。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+11"/>
        <source>&lt;h2&gt;Hab &amp;amp; Gut&lt;/h2&gt;&lt;p&gt;Trade shares in six goods whose prices you push with cards from the racks beside you, give to charity, and be the richest player who did not give the least.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;ハブ＆グート&lt;/h2&gt;&lt;p&gt;6つの商品の株を取引し、両隣の札立てのカードで価格を動かし、慈善に寄付して、寄付が最も少なくなかったプレイヤーの中で一番のお金持ちを目指します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;A round&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Stock phase:&lt;/b&gt; in turn, buy or sell one to three shares at the current prices, then you may place one share on your donation board. &lt;b&gt;Price phase:&lt;/b&gt; in turn, play one card from each rack beside you; the first moves its good by its full value, the second by half.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ラウンドの流れ&lt;/h3&gt;&lt;p&gt;&lt;b&gt;株フェイズ：&lt;/b&gt;手番順に、現在の価格で株を1～3枚買うか売り、その後1枚を寄付ボードに置けます。&lt;b&gt;価格変動フェイズ：&lt;/b&gt;手番順に、両隣の札立てから1枚ずつカードを出します。1枚目は商品の価格を全額、2枚目は半分動かします。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;The end&lt;/h3&gt;&lt;p&gt;The game has two halves of four rounds; at the end of each half, donated shares are cashed into your donation. The players who gave the least are out, however rich they are; of the others the one with the most money wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ゲームの終了&lt;/h3&gt;&lt;p&gt;ゲームは前半と後半の各4ラウンドです。それぞれの終わりに、寄付した株が寄付額として換金されます。寄付が最も少なかった人はどれだけ裕福でも脱落し、残りの中で最もお金の多い人の勝ちです。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/words.py" line="+10"/>
        <source>&lt;h3&gt;Your turn&lt;/h3&gt;&lt;p&gt;Choose one action: buy shares, sell shares, buy silver, or pass. Each action moves one case to a chart or from a sales table. When the last case of a colour leaves the market, that colour&apos;s price moves one step right at once. A full buy chart, or an active sales table down to 5 coloured cases (4 with five players), starts a price change, in which cases drawn from the bag move every price and black cases raise the silver price. You may take subsidies for quick money; they cost interest at every price change.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;あなたの手番&lt;/h3&gt;&lt;p&gt;アクションを1つ選びます：株式の購入、株式売却、銀の購入、パス。各アクションでケースを1つチャートへ置くか売却チャートから取ります。ある色の最後のケースが市場からなくなると、その色の株価はすぐに右へ1マス動きます。株購入チャートがいっぱいになるか、使用中の売却チャートの色付きケースが残り5つ（5人プレイでは4つ）になると株価変動が起こり、袋から引いたケースがすべての株価を動かし、黒ケースは銀価格を上げます。補助金カードですぐにお金を得られますが、株価変動のたびに利息がかかります。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;h3&gt;The end&lt;/h3&gt;&lt;p&gt;When silver reaches 100 everyone sells their shares, takes subsidies up to the limit, buys what silver they can, and the most gold wins (then silver, then cash).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ゲームの終了&lt;/h3&gt;&lt;p&gt;銀価格が100に達すると全員が株を売り、上限まで補助金カードを取り、買えるだけ銀を買います。金が最も多い人の勝ちです（同じなら銀、次に現金）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&lt;h2&gt;Black Friday&lt;/h2&gt;&lt;p&gt;Buy and sell shares of five colours while the market moves with every deal, and turn your profits into silver and gold before the silver price reaches the top.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;暗黒の金曜日&lt;/h2&gt;&lt;p&gt;取引のたびに動く市場で5色の株を売り買いし、銀の価格が頂点に達する前に利益を銀と金に換えます。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/gameui.py" line="+137"/>
        <source>&lt;p&gt;The rules of this game are not written up yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このゲームのルールはまだ書かれていません。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/rules.py" line="+52"/>
        <source>&lt;p&gt;No game is installed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;ゲームがインストールされていません。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ui/rules.ui" line="+6"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../desktop/app/savedpage.py" line="+29"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last played</source>
        <translation>最後に遊んだ日時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../desktop/app/words.py" line="+37"/>
        <source>Basic</source>
        <extracomment>levels the AI layer has beyond the ones offered in the new-game dialog (a campaign rival falls back to them where a game lacks a stronger bot)</extracomment>
        <translation>基本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random moves</source>
        <translation>ランダムな手</translation>
    </message>
    <message>
        <location filename="../desktop/app/savedpage.py" line="+9"/>
        <source>damaged: cannot be resumed</source>
        <extracomment>the largest file the import dialog reads (storage refuses larger ones too)</extracomment>
        <translation>破損：再開できません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in play (campaign)</source>
        <translation>進行中（キャンペーン）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in play (imported)</source>
        <translation>進行中（インポート）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in play</source>
        <translation>進行中</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown game</source>
        <translation>不明なゲーム</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Saved games</source>
        <extracomment>a stored game is about to be deleted (emitted before, so its match can be stopped first)</extracomment>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>エクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view…</source>
        <translation>振り返る(&amp;V)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No saved games yet: every game you play is saved here.</source>
        <translation>保存したゲームはまだありません：遊んだゲームはすべてここに保存されます。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Delete saved game</source>
        <translation>保存したゲームを削除</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete this game of %1 for good? It cannot be brought back.</source>
        <translation>この%1のゲームを完全に削除しますか？元に戻せません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game was deleted.</source>
        <translation>ゲームを削除しました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export game</source>
        <translation>ゲームをエクスポート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game files (*.json)</source>
        <translation>ゲームファイル (*.json)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file could not be written: %1.</source>
        <translation>ファイルを書き込めませんでした：%1。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The file could not be read: %1.</source>
        <translation>ファイルを読み込めませんでした：%1。</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Exported to %1</source>
        <translation>%1にエクスポートしました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import game</source>
        <translation>ゲームをインポート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game files (*.json);;All files (*)</source>
        <translation>ゲームファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 was not imported: %2</source>
        <translation>%1はインポートされませんでした：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Imported %1.</source>
        <translation>%1をインポートしました。</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../desktop/app/settings.py" line="+16"/>
        <source>Off (no animation)</source>
        <translation>オフ（アニメーションなし）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
</context>
<context>
    <name>ShareTradeDialog</name>
    <message>
        <location filename="../ui/hab_und_gut_trade.ui" line="+6"/>
        <source>Trade shares and donate</source>
        <translation>株の売買と寄付</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy one to three shares or sell one to three (never both in one turn), then you may put one share from your hand on this round&apos;s donation slot. Your turn ends after these steps.</source>
        <translation>株を1～3枚買うか1～3枚売り（1手番で両方はできません）、その後手持ちの株1枚をこのラウンドの寄付欄に置けます。これで手番が終わります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Buy</source>
        <translation>買う(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sell</source>
        <translation>売る(&amp;S)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Donate:</source>
        <translation>寄付(&amp;D)：</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../desktop/app/statspage.py" line="-156"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games by game and opponents&apos; level</source>
        <translation>ゲームと相手のレベル別</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best results</source>
        <translation>最高成績</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Finished games: %1 — won: %2</source>
        <translation>終了したゲーム：%1 — 勝利：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+85"/>
        <source>No finished games yet: finish a game to see it counted here.</source>
        <translation>終了したゲームはまだありません：ゲームを最後まで遊ぶとここに数えられます。</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>(%1 of the wins with hints)</source>
        <translation>（うち%1勝はヒントあり）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your titles: %1</source>
        <translation>あなたの称号：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>people only</source>
        <translation>人のみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Played</source>
        <translation>対局数</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>Won</source>
        <translation>勝利</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Best place</source>
        <translation>最高順位</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>Best score</source>
        <translation>最高得点</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>&amp;Results over time</source>
        <translation>成績の推移(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By game and &amp;level</source>
        <translation>ゲーム・レベル別(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head to head</source>
        <translation>対戦成績</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Campaigns</source>
        <translation>キャンペーン(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Achievements</source>
        <translation>実績(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game and level:</source>
        <translation>ゲームとレベル(&amp;G)：</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Average score</source>
        <translation>平均得点</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in play</source>
        <translation>進行中</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 of %2</source>
        <translation>%1／%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ★ of %2</source>
        <translation>★%1／%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+59"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chapters done</source>
        <translation>クリアした章</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stars</source>
        <translation>星</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 — %2 (%n games)</source>
        <translation>
            <numerusform>%1 — %2（%n局）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Won %1 of %2 · best score %3 · average score %4 · last %5</source>
        <translation>%2局中%1勝 · 最高得点 %3 · 平均得点 %4 · 直近 %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score per game</source>
        <translation>対局ごとの得点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place per game</source>
        <translation>対局ごとの順位</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rival</source>
        <translation>ライバル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games together</source>
        <translation>同卓した対局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You ahead</source>
        <translation>あなたが上位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rival ahead</source>
        <translation>ライバルが上位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same place</source>
        <translation>同順位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You ahead (share)</source>
        <translation>あなたが上位（割合）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not yet</source>
        <translation>未獲得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Achievement</source>
        <translation>実績</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For</source>
        <translation>条件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earned</source>
        <translation>獲得日時</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Game (in the order played)</source>
        <translation>対局（プレイ順）</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>place %1</source>
        <translation>%1位</translation>
    </message>
</context>
<context>
    <name>Stockpile</name>
    <message>
        <location filename="../desktop/app/games/stockpile/words.py" line="-166"/>
        <source>Cosmic Computers</source>
        <translation>コズミック・コンピューター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottomline Bank</source>
        <translation>ボトムライン銀行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leading Laboratories</source>
        <translation>リーディング研究所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>American Automotive</source>
        <translation>アメリカン自動車</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stanford Steel</source>
        <translation>スタンフォード製鉄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epic Electric</source>
        <translation>エピック電力</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>COSM</source>
        <extracomment>short board labels (our own)</extracomment>
        <translation>宇宙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BANK</source>
        <translation>銀行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LABS</source>
        <translation>研究所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AUTO</source>
        <translation>自動車</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STEEL</source>
        <translation>製鉄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ELEC</source>
        <translation>電力</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Billionaire Bill</source>
        <translation>億万長者ビル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Broker Bernie</source>
        <translation>ブローカーのバーニー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crazy Cramer</source>
        <translation>クレイジー・クレイマー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discount Donald</source>
        <translation>ディスカウント・ドナルド</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Dividend Deborah</source>
        <translation>配当のデボラ</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Golden Graham</source>
        <translation>ゴールデン・グレアム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayknow Martha</source>
        <translation>物知りマーサ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maverick Mark</source>
        <translation>一匹狼のマーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secretive Stuart</source>
        <translation>秘密主義のスチュアート</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wise Warren</source>
        <translation>賢者ウォーレン</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choosing investors</source>
        <translation>投資家の選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supply</source>
        <translation>供給フェイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before demand</source>
        <translation>需要フェイズの前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demand</source>
        <translation>需要フェイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>アクションフェイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selling</source>
        <translation>売却フェイズ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Movement</source>
        <translation>株価変動フェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of round</source>
        <translation>ラウンド終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cash before the final sale</source>
        <translation>最終売却前の現金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Majority bonuses</source>
        <translation>筆頭株主ボーナス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final sale of shares</source>
        <translation>株の最終売却</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpaid trading fees</source>
        <translation>未払いの手数料</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Advanced board (own track per company)</source>
        <translation>上級ボード（会社ごとの株価トラック）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Investor cards</source>
        <translation>投資家カード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not done in this phase.</source>
        <translation>このフェイズではそれはできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot bid more than your cash.</source>
        <translation>手持ちの現金より高くは入札できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid must go above the bidder already there.</source>
        <translation>すでにある入札コマより高く入札しなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That stockpile is not used with this many players.</source>
        <translation>この人数ではそのストックパイルは使いません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That stockpile holds a $25,000 bid and is locked.</source>
        <translation>そのストックパイルには$25,000の入札があり、確定しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such space on the bid track.</source>
        <translation>入札トラックにそのマスはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your other bidder is already on that stockpile.</source>
        <translation>あなたのもう1つの入札コマがすでにそのストックパイルにあります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold that card.</source>
        <translation>そのカードを持っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This card must go face up.</source>
        <translation>このカードは表向きで置かなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This card must go face down.</source>
        <translation>このカードは裏向きで置かなければなりません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no such share in your portfolio.</source>
        <translation>ポートフォリオにその株はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no such card in your split area.</source>
        <translation>分割エリアにそのカードはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That kind of sale does not exist.</source>
        <translation>そのような売り方はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such company.</source>
        <translation>そのような会社はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold no such action card.</source>
        <translation>そのアクションカードを持っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play every action card before ending your turn.</source>
        <translation>手番を終える前にアクションカードをすべて使ってください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crazy Cramer moves a company one space up or down.</source>
        <translation>クレイジー・クレイマーは会社を1マスだけ上げ下げできます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot claim for more shares than you have.</source>
        <translation>持っている株より多くは申告できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A claim cannot be negative.</source>
        <translation>申告する株数は負にできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No dividend is being paid now.</source>
        <translation>今は配当が支払われていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That investor was not dealt to you.</source>
        <translation>その投資家はあなたに配られていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That ability is not yours or is used up.</source>
        <translation>その能力はあなたのものではないか、使い切っています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayknow Martha cannot look at that pair.</source>
        <translation>物知りマーサはそのペアを見られません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the card to a different stockpile.</source>
        <translation>カードは別のストックパイルへ移してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such card there.</source>
        <translation>そこにそのカードはありません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an unknown company</source>
        <translation>不明な会社</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a hidden investor</source>
        <translation>伏せられた投資家</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a face-down card</source>
        <translation>裏向きのカード1枚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a share of %1</source>
        <translation>%1の株1枚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 trading fee</source>
        <translation>%1の手数料カード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Stock Boom</source>
        <translation>株価急騰カード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Stock Bust</source>
        <translation>株価暴落カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a card</source>
        <translation>カード1枚</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>$$</source>
        <translation>配当</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>stockpile %1</source>
        <translation>ストックパイル%1</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/stockpile/ui.py" line="-187"/>
        <source>Put %1 face down on %2</source>
        <translation>%1を%2に裏向きで置く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put %1 face up on %2</source>
        <translation>%1を%2に表向きで置く</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bid %1 on %2</source>
        <translation>%2に%1で入札</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell one share of %1</source>
        <translation>%1の株を1枚売る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a split card of %1 (2 shares)</source>
        <translation>%1の分割カードを1枚売る（2株）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell half a split card of %1 (1 share)</source>
        <translation>%1の分割カードを半分売る（1株）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell nothing more</source>
        <translation>これ以上売らない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Stock Boom on %1</source>
        <translation>%1に株価急騰を使う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a Stock Bust on %1</source>
        <translation>%1に株価暴落を使う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End your action turn</source>
        <translation>アクションを終える</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazy Cramer: move %1 up one space</source>
        <translation>クレイジー・クレイマー：%1を1マス上げる</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crazy Cramer: move %1 down one space</source>
        <translation>クレイジー・クレイマー：%1を1マス下げる</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Claim the dividend for no shares</source>
        <translation>株を見せない（配当なし）</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Claim the dividend for %1 shares</source>
        <translation>
            <numerusform>%1株を見せて配当を受け取る</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep investor %1</source>
        <translation>投資家%1を残す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wise Warren: look at the cards of %1</source>
        <translation>賢者ウォーレン：%1のカードを見る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maverick Mark: move card %1 of %2 to %3</source>
        <translation>一匹狼のマーク：%2の%1枚目のカードを%3へ移す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dividend Deborah: name no company</source>
        <translation>配当のデボラ：会社を指名しない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use no investor ability</source>
        <translation>投資家の能力を使わない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mayknow Martha: look at forecast pair %1</source>
        <translation>物知りマーサ：予測ペア%1を見る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dividend Deborah: name %1</source>
        <translation>配当のデボラ：%1を指名</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 outbid you on %2 (%3).</source>
        <translation>%1が%2であなたを上回る入札をしました（%3）。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 starts the round.</source>
        <translation>%1からこのラウンドを始めます。</translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%n face-down cards</source>
        <translation>
            <numerusform>裏向きのカード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%1 shows %n shares of %2 and moves them to the split area.</source>
        <translation>
            <numerusform>%1は%2の株%n株を公開し、分割エリアへ移しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 loses %n shares of %2.</source>
        <translation>
            <numerusform>%1は%2の株%n株を失いました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sells a share of %2 for %3.</source>
        <translation>%1は%2の株1枚を%3で売りました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sells a split card of %2 for %3.</source>
        <translation>%1は%2の分割カードを%3で売りました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sells half a split card of %2 for %3.</source>
        <translation>%1は%2の分割カード半分を%3で売りました。</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>%1 keeps %2 and starts with %3.</source>
        <translation>%1は%2を残し、%3で始めます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your inside forecast: %1 %2.</source>
        <translation>あなたのインサイダー予測：%1 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Public forecast: %1 %2.</source>
        <translation>公開予測：%1 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is turned face up on %2.</source>
        <translation>%1が%2に表向きで置かれました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are dealt %1.</source>
        <translation>%1が配られました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 puts a card face down on %2.</source>
        <translation>%1は%2にカードを1枚裏向きで置きました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 puts %2 face down on %3.</source>
        <translation>%1は%2を%3に裏向きで置きました。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 puts %2 face up on %3.</source>
        <translation>%1は%2を%3に表向きで置きました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+22"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>%1 looks at %2: %3.</source>
        <translation>%1は%2を見ました：%3。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 looks at the cards of %2.</source>
        <translation>%1は%2のカードを見ました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves %2 from %3 to %4.</source>
        <translation>%1は%2を%3から%4へ移しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 peeks at forecast pair %2: %3 %4.</source>
        <translation>%1は予測ペア%2をのぞきました：%3 %4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 peeks at forecast pair %2.</source>
        <translation>%1は予測ペア%2をのぞきました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bids %2 on %3, outbidding %4.</source>
        <translation>%1は%3に%2で入札し、%4を上回りました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids %2 on %3.</source>
        <translation>%1は%3に%2で入札しました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 pays %2 for %3 and takes %4.</source>
        <translation>%1は%3に%2を払い、%4を受け取りました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Broker Bernie: %1 is paid %2 instead of paying it.</source>
        <translation>ブローカーのバーニー：%1は支払う代わりに%2を受け取りました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pays a trading fee of %2.</source>
        <translation>%1は手数料%2を払いました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 owes a trading fee of %2.</source>
        <translation>%1は手数料%2を払えず借りになりました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays an owed fee of %2.</source>
        <translation>%1は未払いの手数料%2を払いました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays a Stock Boom on %2.</source>
        <translation>%1は%2に株価急騰を使いました。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays a Stock Bust on %2.</source>
        <translation>%1は%2に株価暴落を使いました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Crazy Cramer: %1 pushes %2 up.</source>
        <translation>クレイジー・クレイマー：%1が%2を押し上げました。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crazy Cramer: %1 pushes %2 down.</source>
        <translation>クレイジー・クレイマー：%1が%2を押し下げました。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 rises %n spaces to %2.</source>
        <translation>
            <numerusform>%1は%nマス上がり%2になりました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 falls %n spaces to %2.</source>
        <translation>
            <numerusform>%1は%nマス下がり%2になりました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 splits!</source>
        <translation>%1が株式分割！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gets a split bonus of %2 for %3.</source>
        <translation>%1は%3の分割ボーナス%2を得ました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 goes bankrupt and starts again.</source>
        <translation>%1が倒産し、株価が初期値に戻りました。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forecast revealed: %1 %2.</source>
        <translation>予測公開：%1 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays a dividend of %2 a share.</source>
        <translation>%1が1株あたり%2の配当を出します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steel dividend space: %1 pays %2 a share.</source>
        <translation>製鉄の配当マス：%1が1株あたり%2を支払います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dividend Deborah: %1 pays %2 a share.</source>
        <translation>配当のデボラ：%1が1株あたり%2を支払います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 receives %2 in dividends from %3.</source>
        <translation>%1は%3から配当%2を受け取りました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 names %2.</source>
        <translation>%1は%2を指名しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Majority bonus of %1 in %2 for %3.</source>
        <translation>%3が%2の筆頭株主ボーナス%1を得ました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 sells every share at the end for %2.</source>
        <translation>%1は最後に全株を%2で売りました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The market closes: the game is over.</source>
        <translation>市場が閉まりました：ゲーム終了です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shares</source>
        <translation>株</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unseen</source>
        <translation>非公開</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (owes fees)</source>
        <translation>%1（手数料未払い）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 (%2 each)</source>
        <translation>%1（1株%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell several shares</source>
        <translation>複数の株を売る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many of each do you sell? Your turn ends after these sales.</source>
        <translation>それぞれ何株売りますか？売却後に手番が終わります。</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="-251"/>
        <source>Six companies&apos; share prices stand on these tracks. After the last round every share is sold at its price, and the richest player wins.</source>
        <translation>6社の株価がこのトラックに並んでいます。最終ラウンドの後、すべての株はその株価で売られ、最もお金持ちのプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These are the forecasts: at the end of the round each company moves by its forecast. You see your own inside forecast (Stanford Steel pays a dividend, $$) and the public one (Leading Laboratories +4); the others are hidden.</source>
        <translation>これが予測です。ラウンドの終わりに、各社はその予測どおりに動きます。あなたには自分のインサイダー予測（スタンフォード製鉄が配当を出す、$$）と公開の予測（リーディング研究所 +4）が見えます。ほかは伏せられています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Supply: you were dealt two market cards to place on the stockpiles. Put your Epic Electric share face down on stockpile 3: only you know it is there.</source>
        <translation>供給：ストックパイルに置く市場カードが2枚配られました。エピック電力の株を裏向きでストックパイル3に置きましょう。そこにあるのを知っているのはあなただけです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now put the $3,000 trading fee face up on stockpile 2: whoever takes that stockpile pays it. Face-up cards warn everyone.</source>
        <translation>次に $3,000の手数料を表向きでストックパイル2に置きましょう。このストックパイルを取った人が払います。表向きのカードはみんなへの警告です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others place their cards the same way, one face down and one face up. Stockpile 3 now holds a Stanford Steel share face up and three hidden cards.</source>
        <translation>ほかのプレイヤーも同じように、1枚を裏向き、1枚を表向きに置きます。ストックパイル3には、表向きのスタンフォード製鉄の株と伏せられたカードが3枚あります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Demand: each player bids for one stockpile with a meeple on its bid track. Start low: bid $0 on stockpile 3.</source>
        <translation>需要：各プレイヤーはコマを1つのストックパイルの入札トラックに置いて入札します。まずは安く、ストックパイル3に $0で入札しましょう。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outbid! A higher bid sends the meeple there back to its owner, who bids again on their next turn. Stockpile 3 now stands at $3,000.</source>
        <translation>上回られました！より高い入札があると、そこにいたコマは持ち主に戻り、持ち主は次の手番でまた入札します。ストックパイル3は今 $3,000です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stockpile 3 is worth it: Stanford Steel will pay a dividend, and one hidden card is your own share. Bid $6,000.</source>
        <translation>ストックパイル3には価値があります。スタンフォード製鉄は配当を出しますし、伏せられたカードの1枚はあなた自身の株です。$6,000で入札しましょう。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others want it too: the bid is at $15,000. Your meeple is back with you.</source>
        <translation>ほかのプレイヤーも欲しがっています。入札は $15,000になりました。あなたのコマは手元に戻りました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look for a bargain instead: bid $0 on stockpile 1, with its Bottomline Bank and Epic Electric shares.</source>
        <translation>代わりに掘り出し物を探しましょう。ボトムライン銀行とエピック電力の株があるストックパイル1に $0で入札します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outbid again, by $1,000.</source>
        <translation>また $1,000 上回られました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise to $3,000 on stockpile 1.</source>
        <translation>ストックパイル1で $3,000に上げましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stockpile 1 went to $6,000. Time to decide what you really want.</source>
        <translation>ストックパイル1は $6,000になりました。本当に欲しいものを決める時です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to stockpile 3 and bid $20,000: four shares, one of them paying a dividend. Only a $25,000 bid would lock it.</source>
        <translation>ストックパイル3に戻って $20,000で入札しましょう。株が4枚、そのうち1枚は配当を出します。$25,000の入札だけがそれを確定させます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every meeple is placed: each player pays the bid and takes the cards of that stockpile. Your four shares are in your portfolio. Then, in the Action phase, a Stock Boom moved American Automotive up 2 spaces.</source>
        <translation>コマがすべて置かれました。各プレイヤーは入札額を払い、そのストックパイルのカードを取ります。あなたの4枚の株はポートフォリオに入りました。続くアクションフェイズでは、株価急騰がアメリカン自動車を2マス上げました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selling: you may sell shares at today&apos;s price for cash. Sell one Epic Electric share.</source>
        <translation>売却：今の株価で株を売って現金にできます。エピック電力の株を1枚売りましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the rest: stop selling.</source>
        <translation>残りは持っておきましょう。売却を終えます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Movement: the forecasts are turned over one by one and each company moves. Stanford Steel pays a dividend.</source>
        <translation>株価変動：予測が1枚ずつ表になり、各社が動きます。スタンフォード製鉄が配当を出します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show your Stanford Steel shares to be paid the dividend for each of them.</source>
        <translation>スタンフォード製鉄の株を見せて、1枚ごとに配当を受け取りましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other forecasts move their companies: Leading Laboratories rises 4 spaces, Bottomline Bank falls 3. A new round begins with new forecasts.</source>
        <translation>ほかの予測もそれぞれの会社を動かします。リーディング研究所は4マス上がり、ボトムライン銀行は3マス下がりました。新しい予測とともに新しいラウンドが始まります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the ends of the tracks: a company that reaches the top splits (each share becomes two), and one that falls to the bottom goes bankrupt: its shares are lost.</source>
        <translation>トラックの両端に注意しましょう。一番上に達した会社は分割され（株1枚が2枚になります）、一番下まで落ちた会社は倒産し、その株は失われます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the end, the majority shareholder of each company gets a $10,000 bonus, then every share is sold. The others play on as computer players now: the game is yours. Good luck!</source>
        <translation>ゲームの終わりに、各社の筆頭株主が $10,000のボーナスを得て、その後すべての株が売られます。ここからはほかのプレイヤーをコンピューターが続けます。あとはあなた次第です。幸運を！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/stockpile/reasons.py" line="+41"/>
        <source>gives you the majority in %1 (a %2 bonus at the end)</source>
        <translation>%1の筆頭株主になれます（終了時に%2のボーナス）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keeps the majority in %1 out of a rival&apos;s reach</source>
        <translation>%1の筆頭株主の座を相手に渡しません</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the bid (%1) is under the stockpile&apos;s worth (about %2)</source>
        <translation>この入札額（%1）はこのストックパイルの価値（約%2）より低いです</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>only you know that %1 holds %2</source>
        <translation>%1に%2があることを知っているのはあなただけです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 face up makes %2 less wanted</source>
        <translation>%1を表向きにすると%2の人気が下がります</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>raises %1, of which you hold %n shares</source>
        <translation>
            <numerusform>%1の株価を上げます。あなたは%n株持っています</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>lowers %1: rivals hold %n shares of it and you none</source>
        <translation>
            <numerusform>%1の株価を下げます。相手は%n株持ち、あなたは持っていません</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sells %1 before its forecast of %2 lowers the price</source>
        <translation>%1の予測%2で株価が下がる前に売ります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is expected to fall this round</source>
        <translation>%1はこのラウンドで下がる見込みです</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>collects %1 in dividends</source>
        <translation>配当%1を受け取ります</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>pays you for your %n shares</source>
        <translation>
            <numerusform>あなたの%n株に支払われます</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockpileBoard</name>
    <message>
        <location filename="../desktop/app/games/stockpile/board.py" line="-264"/>
        <source>$%1K</source>
        <extracomment>company colours (Okabe-Ito) and symbols: colour is never the only cue</extracomment>
        <translation>$%1K</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>$0</source>
        <translation>$0</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>FEE</source>
        <translation>手数料</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+385"/>
        <source>BOOM</source>
        <translation>急騰</translation>
    </message>
    <message>
        <location line="-385"/>
        <location line="+385"/>
        <source>BUST</source>
        <translation>暴落</translation>
    </message>
    <message>
        <location line="-346"/>
        <source>Round %1 of %2 · %3</source>
        <extracomment>Maverick Mark: the card (stockpile, position) picked to move</extracomment>
        <translation>ラウンド%1／%2 · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round and the phase being played</source>
        <translation>現在のラウンドとフェイズ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name no company</source>
        <translation>会社を指名しない</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No ability</source>
        <translation>能力を使わない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done selling</source>
        <translation>売却終了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End actions</source>
        <translation>アクション終了</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Claim dividend…</source>
        <translation>配当を受け取る…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You claim nothing and your shares stay hidden.</source>
        <translation>何も受け取らず、株は非公開のままです。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You show %n shares of %1 to everybody and receive %2.</source>
        <translation>
            <numerusform>%1の株%n枚を全員に見せ、%2を受け取ります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claim a dividend</source>
        <translation>配当を受け取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays %2 a share. For how many of your shares do you claim it? Each share claimed is shown to everybody.</source>
        <translation>%1は1株につき%2の配当を払います。何株分を受け取りますか？受け取った株は全員に公開されます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The price tracks: each company&apos;s marker shows its share price</source>
        <translation>価格トラック：各会社のマーカーが株価を示します</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 a share</source>
        <translation>%1：1株%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 track: a share is worth %2 on this space</source>
        <translation>%1のトラック：このマスでは1株%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the start space)</source>
        <translation>%1（開始マス）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (where a bankrupt company starts again)</source>
        <translation>%1（倒産した会社はここから再開）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s marker: %2 a share</source>
        <translation>%1のマーカー：1株%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: choose what to play on it</source>
        <translation>%1：何を使うか選ぶ</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The forecast pairs: at the end of the round each company moves by its forecast</source>
        <translation>予測のペア：ラウンド終了時、各会社は予測に従って動きます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecasts</source>
        <translation>予測</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>public</source>
        <translation>公開</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>face down</source>
        <translation>裏向き</translation>
    </message>
    <message>
        <location line="-184"/>
        <location line="+186"/>
        <source>yours</source>
        <translation>あなたの</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forecast pair %1: %2 %3 (%4)</source>
        <translation>予測ペア%1：%2 %3（%4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forecast pair %1: you have not seen it (%2)</source>
        <translation>予測ペア%1：まだ見ていません（%2）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 leads with %2; you would lead by %3.</source>
        <translation>%1が%2で首位。あなたは%3差で首位になります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody has bid yet; you would lead.</source>
        <translation>まだ誰も入札していません。あなたが首位になります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 If nobody outbids you, you pay %2 and keep %3.</source>
        <translation>%1 誰にも上回られなければ、%2を払い、残りは%3です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid on %1</source>
        <translation>%1に入札</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your bid on %1 (%n cards):</source>
        <translation>
            <numerusform>%1への入札（カード%n枚）：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 leads with %2</source>
        <translation>%1が%2で首位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no bid yet</source>
        <translation>まだ入札なし</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n cards; %2</source>
        <translation>
            <numerusform>%1：カード%n枚、%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid on %1 (%2)…</source>
        <translation>%1に入札（%2）…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A face-down card: only the one who placed it knows it</source>
        <translation>裏向きのカード：置いた人だけが知っています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, face down: the others see only its back</source>
        <translation>%1（裏向き）：ほかの人には裏面しか見えません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, face up</source>
        <translation>%1（表向き）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 leads here with %2</source>
        <translation>%1がここで%2で首位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid space: %1</source>
        <translation>入札マス：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Place face down</source>
        <translation>裏向きで置く</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place face up</source>
        <translation>表向きで置く</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>You receive %1 and have %2.</source>
        <translation>%1を受け取り、所持金は %2になります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell %1</source>
        <translation>%1を売る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you sell (%2 each)? You may sell more until you press Done selling.</source>
        <translation>%1の株を何枚売りますか（1枚%2）？「売却終了」を押すまで続けて売れます。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: cash %2</source>
        <translation>%1：現金%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the investor you keep</source>
        <translation>残す投資家を選ぶ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cash of %1: %2</source>
        <translation>%1の現金：%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+16"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message numerus="yes">
        <location line="-15"/>
        <source>%1 holds %n shares of %2 (%3 each)</source>
        <translation>
            <numerusform>%1は%2の株を%n枚所持（1枚%3）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 split ×%2</source>
        <translation>%1（分割）×%2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 has %n split cards of %2 (two shares each)</source>
        <translation>
            <numerusform>%1は%2の分割カードを%n枚所持（1枚で2株）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>? ×%1</source>
        <translation>? ×%1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 holds %n shares you have not seen</source>
        <translation>
            <numerusform>%1はあなたが見ていない株を%n枚所持</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Action cards of %1: %2</source>
        <translation>%1のアクションカード：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>owes %1</source>
        <translation>未払い%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trading fees %1 still owes: %2</source>
        <translation>%1が未払いの手数料：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Investors of %1: %2</source>
        <translation>%1の投資家：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sell shares of %1…</source>
        <translation>%1の株を売る…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sell a split card of %1</source>
        <translation>%1の分割カードを売る</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your cards to place:</source>
        <translation>置くカード：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 in your hand: click it, then Place face up or face down on a stockpile</source>
        <translation>手札の%1：クリックしてから、ストックパイルで「表向きで置く」か「裏向きで置く」を押します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in your hand</source>
        <translation>手札の%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <location filename="../desktop/app/storage_ui.py" line="+28"/>
        <source>The folder for saved games cannot be opened or created.</source>
        <translation>保存フォルダーを開くことも作ることもできません。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The saved-games file is not a Trading Floor database.</source>
        <translation>保存ファイルはトレーディング・フロアのデータベースではありません。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The disk is full.</source>
        <extracomment>the cause of a storage fault (StorageError reasons of Store.open, and the ``cause`` of write_failed / read_failed): what went wrong, in the player&apos;s terms</extracomment>
        <translation>ディスクがいっぱいです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved-games file or its folder is read-only.</source>
        <translation>保存ファイルまたはそのフォルダーが読み取り専用です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved games are in use by another Trading Floor or another program.</source>
        <translation>保存データは別のトレーディング・フロアか他のプログラムが使用中です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved-games file is damaged.</source>
        <translation>保存ファイルが破損しています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved-games file belongs to another program, not Trading Floor.</source>
        <translation>保存ファイルはトレーディング・フロアのものではなく、他のプログラムのものです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved-games file was written by a newer version of Trading Floor.</source>
        <translation>保存ファイルは新しいバージョンのトレーディング・フロアで作られました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk reported an error while reading or writing the saved games.</source>
        <translation>保存データの読み書き中にディスクがエラーを報告しました。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You can still play, but games will not be saved.</source>
        <extracomment>Store.open() refusals (the file is left untouched): the same causes what still works when the database cannot be written</extracomment>
        <translation>遊ぶことはできますが、ゲームは保存されません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can still play and read your saved games, but new moves will not be saved.</source>
        <translation>遊ぶことも保存したゲームを読むこともできますが、新しい手は保存されません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved game&apos;s header is damaged.</source>
        <extracomment>load_game refusals (the game is kept for a later version)</extracomment>
        <translation>保存したゲームのヘッダーが壊れています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This version of Trading Floor does not have that game.</source>
        <translation>このバージョンのトレーディング・フロアにはそのゲームがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was saved with newer rules than this version has.</source>
        <translation>このゲームはこのバージョンより新しいルールで保存されています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of the game&apos;s options is no longer accepted.</source>
        <translation>ゲームのオプションの1つがもう使えません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 of the saved game cannot be read.</source>
        <translation>保存したゲームの%1手目を読み込めません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 of the saved game is not legal under these rules.</source>
        <translation>保存したゲームの%1手目はこのルールでは許されません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules engine failed while replaying move %1.</source>
        <translation>%1手目の再現中にルールエンジンが失敗しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game&apos;s moves are incomplete.</source>
        <translation>保存したゲームの手が不完全です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replaying the saved moves does not give the saved position (the rules have changed).</source>
        <translation>保存した手を再現しても保存された局面になりません（ルールが変わりました）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved.</source>
        <translation>ゲームを保存できませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be read.</source>
        <translation>保存したゲームを読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seed must be between 0 and 18446744073709551615.</source>
        <translation>シードは 0から 18446744073709551615の間で入力してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was changed elsewhere at the same time; the move was not saved.</source>
        <translation>このゲームは同時に別の場所で変更されたため、この手は保存されませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The result does not fit the players of the game.</source>
        <translation>結果がこのゲームのプレイヤーと合いません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please confirm the deletion first.</source>
        <translation>先に削除を確認してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That saved game does not exist.</source>
        <translation>その保存されたゲームはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That campaign does not exist.</source>
        <translation>そのキャンペーンはありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is too large to be a saved game.</source>
        <extracomment>import_game refusals (nothing stored changes)</extracomment>
        <translation>ファイルが大きすぎて、保存されたゲームではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a JSON text file.</source>
        <translation>このファイルはJSONテキストファイルではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Trading Floor game export.</source>
        <translation>このファイルはトレーディング・フロアからエクスポートしたゲームではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was exported by a version this one cannot read.</source>
        <translation>このファイルは、このバージョンでは読めないバージョンでエクスポートされました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is a game this version does not have.</source>
        <translation>このファイルのゲームはこのバージョンにはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has a number of players the game does not allow.</source>
        <translation>ファイルのプレイヤー数はこのゲームでは許されません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file names an option the game does not have.</source>
        <translation>ファイルにゲームにないオプションがあります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file sets an option to a value the game refuses.</source>
        <translation>ファイルのオプションの値がゲームで許されません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds a value that is not allowed.</source>
        <translation>ファイルに許されない値があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds a value of the wrong kind.</source>
        <translation>ファイルに種類の違う値があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A list in the file has the wrong length.</source>
        <translation>ファイルのリストの長さが違います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds a number that is too large.</source>
        <translation>ファイルに大きすぎる数があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move in the file names a seat that does not exist.</source>
        <translation>ファイルの手に存在しない席があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file&apos;s seats do not match its number of players.</source>
        <translation>ファイルの席がプレイヤー数と合いません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move in the file is of an unknown kind.</source>
        <translation>ファイルに種類不明の手があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move in the file is of the wrong kind.</source>
        <translation>ファイルに種類の違う手があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has a field this version does not know.</source>
        <translation>ファイルにこのバージョンが知らない項目があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file lacks a field a saved game needs.</source>
        <translation>ファイルに保存ゲームに必要な項目がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds a value of a kind saved games never use.</source>
        <translation>ファイルに保存ゲームでは使わない種類の値があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 in the file is not legal in that game.</source>
        <translation>ファイルの%1手目はそのゲームでは許されません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replaying the file&apos;s moves does not give the position it claims (it was changed).</source>
        <translation>ファイルの手を再現しても記録された局面になりません（変更されています）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules engine failed while replaying move %1 of the file.</source>
        <translation>ファイルの%1手目の再現中にルールエンジンが失敗しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds text that is not valid Unicode (a broken character), which cannot be stored.</source>
        <translation>ファイルに無効な文字コードの文字列（壊れた文字）が含まれており、保存できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk refused to store the imported game.</source>
        <translation>インポートしたゲームをディスクに保存できませんでした。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only your own decisions can be taken back.</source>
        <extracomment>why undo is not possible now (SavedGame.undo_blocked_by keys)</extracomment>
        <translation>取り消せるのは自分の選択だけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo is only for games against computer players.</source>
        <translation>元に戻せるのはコンピューターとの対戦だけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have not decided anything yet.</source>
        <translation>まだ何も選んでいません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card or a chance result has been revealed since your last decision.</source>
        <translation>直前の選択の後にカードや運の結果が公開されました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until it is your turn.</source>
        <translation>あなたの番まで待ってください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games that are not saved cannot be undone.</source>
        <translation>保存されていないゲームは元に戻せません。</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+14"/>
        <location line="+20"/>
        <location filename="../desktop/app/window.py" line="-246"/>
        <source>Unexpected problem (%1).</source>
        <extracomment>how much of a file&apos;s text a message quotes (a 1 MB field name stays one short line)</extracomment>
        <translation>予期しない問題（%1）。</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (at %2)</source>
        <translation>%1（場所：%2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 You can start a new game and play on without saving.</source>
        <translation>%1 新しいゲームを始めて、保存せずに遊び続けることができます。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 %2 The file was left untouched: %3</source>
        <extracomment>Store.open() refusals after which the file can still be read (the store is then opened read-only: the saved games are listed and can be played on unsaved)</extracomment>
        <translation>%1%2 ファイルはそのままです：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set the damaged file aside (it is kept, renamed with today&apos;s date) and start a fresh one?</source>
        <translation>壊れたファイルを退避して（今日の日付を付けた名前で残します）、新しい保存ファイルを作りますか？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The damaged file was kept as %1. New games are saved in a fresh file.</source>
        <translation>壊れたファイルは %1として残しました。新しいゲームは新しいファイルに保存されます。</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Trading Floor is already running with this data folder. Switch to its window; two at once could not both save games.</source>
        <extracomment>a second start on the same data folder touches this file; the running Trading Floor watches it and comes forward (QtCore only: the bundle leaves QtNetwork out)</extracomment>
        <translation>このデータフォルダーでトレーディング・フロアがすでに起動しています。そのウィンドウに切り替えてください。同時に二つ起動すると、両方でゲームを保存することはできません。</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../desktop/app/rules.py" line="-14"/>
        <location filename="../desktop/app/window.py" line="-81"/>
        <source>&amp;Learn by playing</source>
        <extracomment>the game whose tutorial the player asked for (&quot;Learn by playing&quot;), else None</extracomment>
        <translation>遊びながら学ぶ(&amp;L)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A guided first game: every phase of a round, step by step.</source>
        <translation>ガイド付きの最初のゲーム：1ラウンドのすべてのフェイズを一歩ずつ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has no tutorial yet.</source>
        <translation>このゲームにはまだチュートリアルがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You finished this tutorial. Play it again any time.</source>
        <translation>このチュートリアルは完了しています。いつでもまた遊べます。</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/guide.py" line="+243"/>
        <source>Wait a moment: the others play first.</source>
        <extracomment>called when the language changed (the guide says everything again) the tutorial was played to its end (remembered as done) the tutorial was left (or finished): the game goes on as a normal game the step reached, and the step shown (Back shows earlier ones) how many of the script&apos;s actions may be applied now (opponents wait for their step) the board shows the position of an earlier step (Back): the number of moves applied then steps whose anchor the board did not show (the tests and the smoke test look) steps shown so far (each once)</extracomment>
        <translation>少しお待ちください。ほかのプレイヤーが先に動きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not this time. For this step, try: %1</source>
        <translation>今回は違います。この手順では次を試してください：%1</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1 tutorial: step %2 of %3</source>
        <translation>%1 チュートリアル：%3 手順中 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An earlier step, the board as it was then: Next comes back to where you are.</source>
        <translation>前の手順で、ボードはその時の状態です。「次へ」で今の位置に戻ります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The earlier steps again, with the board as it was then. Undo (Ctrl+Z) takes back your last move.</source>
        <translation>前の手順をもう一度、その時のボードとともに見ます。元に戻す（Ctrl+Z）で直前の手を取り消せます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave tutorial</source>
        <translation>チュートリアルをやめる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from here as a normal game against the computer.</source>
        <translation>ここから通常のゲームとしてコンピューターと対戦を続けます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish</source>
        <translation>完了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Skip ahead: the move this step asks for is made for you.</source>
        <translation>スキップ：この手順で求められている手をあなたの代わりに指します。</translation>
    </message>
    <message>
        <location filename="../desktop/app/window.py" line="-93"/>
        <source>Learn by &amp;playing…</source>
        <translation>遊びながら学ぶ(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game of each game: every phase of a round, step by step.</source>
        <translation>各ゲームのガイド付きの最初のゲーム：1ラウンドのすべてのフェイズを一歩ずつ。</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>New to %1? Learn by playing: a short guided game shows every phase of a round, then you play on.</source>
        <translation>%1は初めてですか？遊びながら学びましょう。短いガイド付きゲームで1ラウンドのすべてのフェイズを見てから、そのまま続けて遊べます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Play the game I set up</source>
        <translation>設定したゲームを遊ぶ(&amp;P)</translation>
    </message>
</context>
<context>
    <name>WallStreet</name>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="-231"/>
        <source>Corn</source>
        <translation>トウモロコシ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cotton</source>
        <translation>綿花</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steel</source>
        <translation>鉄鋼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oil</source>
        <translation>石油</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the left discard pile</source>
        <translation>左の捨て札の山</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the middle discard pile</source>
        <translation>中央の捨て札の山</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the right discard pile</source>
        <translation>右の捨て札の山</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left pile</source>
        <translation>左の山</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Middle pile</source>
        <translation>中央の山</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right pile</source>
        <translation>右の山</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold shares count as no type; each is worth $3</source>
        <extracomment>the end event of each pile (the pile with the most dynamite triggers it)</extracomment>
        <translation>金株はどの種類にも数えず、1枚$3の価値になります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every player has one share fewer of each type</source>
        <translation>全員、各種類の株が1枚ずつ減ります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stock price is halved, rounded up</source>
        <translation>すべての株価が半分になります（端数切り上げ）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tycoon card A</source>
        <translation>大物カード A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tycoon card B</source>
        <translation>大物カード B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tycoon card C</source>
        <translation>大物カード C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tycoon card D</source>
        <translation>大物カード D</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+2 points at the end</source>
        <translation>終了時に +2点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take the cash on the trend card</source>
        <translation>トレンドカード上の現金を得る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pay $3 to return a loan</source>
        <translation>$3払って借金を1枚返す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take a discard pile&apos;s top card</source>
        <translation>捨て札の山の一番上のカードを得る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give it away: −2 points for the receiver</source>
        <translation>ほかの人に渡す：受け取った人は −2点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every other player pays $1</source>
        <translation>ほかのプレイヤー全員が$1払う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>others with capital 6–8 lose 1 capital</source>
        <translation>資本6～8のほかのプレイヤーは資本 −1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every other player removes a card</source>
        <translation>ほかのプレイヤー全員がカードを1枚除外する</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price move</source>
        <translation>株価変動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unexpected boom</source>
        <translation>予想外の好況</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unexpected bust</source>
        <translation>予想外の不況</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upswing</source>
        <translation>上昇相場</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downswing</source>
        <translation>下落相場</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed swing</source>
        <translation>乱高下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market crash</source>
        <translation>大暴落</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock trade</source>
        <translation>株取引</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any one stock +1</source>
        <translation>好きな1銘柄 +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any one stock −1</source>
        <translation>好きな1銘柄 −1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest-priced stocks +1</source>
        <translation>最安値の銘柄 +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>highest-priced stocks −1</source>
        <translation>最高値の銘柄 −1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest +1, highest −1</source>
        <translation>最安値 +1、最高値 −1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every player pays $2</source>
        <translation>全員が$2払う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>swap a share with another player</source>
        <translation>ほかのプレイヤーと株を1枚交換</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Placing pawns</source>
        <translation>コマの配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placing the explosion card</source>
        <translation>爆発カードの配置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing an action</source>
        <translation>アクションの選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep or discard</source>
        <translation>残すか捨てるか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing a discard pile</source>
        <translation>捨て札の山の選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing a stock</source>
        <translation>銘柄の選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock trade: showing a share</source>
        <translation>株取引：株の公開</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock trade: sealed offers</source>
        <translation>株取引：伏せた提案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock trade: taking an offer</source>
        <translation>株取引：提案の選択</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card: giving it away</source>
        <translation>大物カード：譲渡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card: returning a loan</source>
        <translation>大物カード：借金の返済</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card: taking a card</source>
        <translation>大物カード：カードの獲得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card: removing a card</source>
        <translation>大物カード：カードの除外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the turn</source>
        <translation>手番の終わり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tycoon cards (variant)</source>
        <translation>大物カード（バリアント）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card A side</source>
        <translation>大物カード Aの面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card B side</source>
        <translation>大物カード Bの面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card C side</source>
        <translation>大物カード Cの面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card D side</source>
        <translation>大物カード Dの面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call option cards (variant)</source>
        <translation>コールオプションカード（バリアント）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Market card points</source>
        <translation>市場カードの得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital card points</source>
        <translation>資本カードの得点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares</source>
        <translation>株</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold shares at $3</source>
        <translation>金株（1枚$3）</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/ui.py" line="+32"/>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+1"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+1"/>
        <source>Loans</source>
        <translation>借金</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+1"/>
        <source>Tycoon cards</source>
        <translation>大物カード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That kind of decision is not asked for now.</source>
        <translation>今はその種類の決定は求められていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A buy must move at least one step.</source>
        <translation>購入では少なくとも1歩進む必要があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not go more than once round the circle.</source>
        <translation>輪を1周より多く進むことはできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not enough cash for this: take a loan first.</source>
        <translation>現金が足りません：先に借金をしてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two cards already lie under your pawn.</source>
        <translation>コマの下にはすでにカードが2枚あります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot sell while your pawn is on the trend card.</source>
        <translation>コマがトレンドカード上にある間は売却できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card lies under your pawn.</source>
        <translation>コマの下にカードがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold that card.</source>
        <translation>そのカードを持っていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your capital is already 8.</source>
        <translation>資本はすでに8です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trend card was already flipped this turn.</source>
        <translation>この手番ではすでにトレンドカードを裏返しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not lack cash for anything now.</source>
        <translation>今は現金の不足はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call options are not used in this game.</source>
        <translation>このゲームではコールオプションを使いません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your call option already lies under a card.</source>
        <translation>あなたのコールオプションはすでにカードの下にあります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such place in the circle.</source>
        <translation>輪にそのような場所はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such discard pile.</source>
        <translation>そのような捨て札の山はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call option cannot go under the trend card.</source>
        <translation>トレンドカードの下にはコールオプションを置けません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call option cannot go under two cards.</source>
        <translation>2枚重なったカードの下にはコールオプションを置けません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call option already lies under that card.</source>
        <translation>そのカードの下にはすでにコールオプションがあります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gold share cannot be traded.</source>
        <translation>金株は取引できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That share cannot be stated as that type.</source>
        <translation>その株はその種類として申告できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not offer the type that was shown.</source>
        <translation>公開された種類の株は提案できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>今はそれはできません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no type</source>
        <translation>種類なし</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a hidden card</source>
        <translation>伏せたカード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a double share of %1</source>
        <translation>%1の2株カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a share of %1</source>
        <translation>%1の株1枚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 when kept)</source>
        <translation>%1（残すと%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a gold share</source>
        <translation>金株1枚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a starting share (%1 or %2)</source>
        <translation>初期株（%1または%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a market card (%1)</source>
        <translation>市場カード（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the explosion card</source>
        <translation>爆発カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the market trend card</source>
        <translation>市場トレンドカード</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/ui.py" line="-33"/>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+9"/>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+5"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>place %1</source>
        <translation>場所%1</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/ui.py" line="-191"/>
        <source>%1 points</source>
        <translation>%1点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 point</source>
        <translation>%1点</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Put your pawn at %1: %2</source>
        <translation>コマを%1に置く：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put your pawn at %1</source>
        <translation>コマを%1に置く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay $1 and flip the market trend card</source>
        <translation>$1払って市場トレンドカードを裏返す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a loan: +$5 now, −8 points at the end</source>
        <translation>借金をする：今 +$5、終了時に −8点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay $1 and slide your call option under %1 (%2)</source>
        <translation>$1払ってコールオプションを%1（%2）の下に差し込む</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay $1 and slide your call option under %1</source>
        <translation>$1払ってコールオプションを%1の下に差し込む</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sell %1 for %2</source>
        <translation>%1を%2で売る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell %1</source>
        <translation>%1を売る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Increase capital: pay $2, capital +1</source>
        <translation>資本を増やす：$2払って資本 +1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <translation>%1を残す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the card</source>
        <translation>カードを残す</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put %1 on %2</source>
        <translation>%1を%2に置く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the card on %1</source>
        <translation>カードを%1に置く</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move %1 %2</source>
        <translation>%1を%2動かす</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose %1</source>
        <translation>%1を選ぶ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show %1 as %2 for the stock trade</source>
        <translation>株取引で%1を%2として公開する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer %1 in secret</source>
        <translation>%1を伏せて提案する</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap with %1&apos;s offer: %2</source>
        <translation>%1の提案と交換する：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap with %1&apos;s offer</source>
        <translation>%1の提案と交換する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the tycoon card to %1 (−2 points)</source>
        <translation>大物カードを%1に渡す（−2点）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay $3 and return a loan</source>
        <translation>$3払って借金を1枚返す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep your loans</source>
        <translation>借金を返さない</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take %1 from %2</source>
        <translation>%2から%1を取る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the top card of %1</source>
        <translation>%1の一番上のカードを取る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove %1 from the game</source>
        <translation>%1をゲームから除外する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <translation>手番を終える</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 puts a pawn at %2.</source>
        <translation>%1は%2にコマを置きました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 flips the trend card: clockwise now; %2 lies on it.</source>
        <translation>%1はトレンドカードを裏返しました：時計回りになり、上に%2があります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 flips the trend card: counter-clockwise now; %2 lies on it.</source>
        <translation>%1はトレンドカードを裏返しました：反時計回りになり、上に%2があります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must take a loan (%2 in all).</source>
        <translation>%1は借金をしなければなりません（計%2枚）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes a loan (%2 in all).</source>
        <translation>%1は借金をしました（計%2枚）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 slides a call option under %2.</source>
        <translation>%1は%2の下にコールオプションを差し込みました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s call option comes back.</source>
        <translation>%1のコールオプションが戻りました。</translation>
    </message>
    <message numerus="yes">
        <location line="-102"/>
        <source>Move %n steps to the trend card and take its %1 (costs %2)</source>
        <translation>
            <numerusform>%n歩進んでトレンドカードへ行き、その上の%1を得る（費用%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Move %n steps and buy %1 (costs %2, %3 of it in cash)</source>
        <translation>
            <numerusform>%n歩進んで%1を買う（費用%2、うち現金%3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Move %n steps and buy %1 (costs %2)</source>
        <translation>
            <numerusform>%n歩進んで%1を買う（費用%2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Move %n steps and buy</source>
        <translation>
            <numerusform>%n歩進んで買う</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+97"/>
        <source>%1 moves %n steps to %2.</source>
        <translation>
            <numerusform>%1は%n歩進んで%2に移りました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 pays %2 to %3.</source>
        <translation>%1は%3に%2を払いました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 spends %2 capital.</source>
        <translation>%1は資本を%2使いました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays %2 to the bank.</source>
        <translation>%1は銀行に%2を払いました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 spends %2 capital and pays %3.</source>
        <translation>%1は資本を%2使い、%3を払いました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 buys %2.</source>
        <translation>%1は%2を買いました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 from the trend card.</source>
        <translation>%1はトレンドカードから%2を得ました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 keeps %2.</source>
        <translation>%1は%2を残しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 puts %2 on %3.</source>
        <translation>%1は%2を%3に置きました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealt to %1: %2.</source>
        <translation>%1に配置：%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken from the deck: %1.</source>
        <translation>山札から引いたカード：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rises to %2.</source>
        <translation>%1が%2に上がりました。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 falls to %2.</source>
        <translation>%1が%2に下がりました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sells %2 for %3.</source>
        <translation>%1は%2を%3で売りました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s capital is now %2.</source>
        <translation>%1の資本は%2になりました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 pays %2 in the crash.</source>
        <translation>%1は大暴落で%2を払いました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shows %2 as %3 for a stock trade.</source>
        <translation>%1は株取引で%2を%3として公開しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has nothing to offer and shows: %2.</source>
        <translation>%1は提案できる株がなく、公開しました：%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 offers %2 in secret.</source>
        <translation>%1は%2を伏せて提案しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 makes a sealed offer.</source>
        <translation>%1は伏せて提案しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The offers are revealed: %1.</source>
        <translation>提案が公開されました：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 swaps %2 for %3 of %4.</source>
        <translation>%1は%2を%4の%3と交換しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 reaches a limit: %2 resolves %3 (penalty side).</source>
        <translation>%1が限界に達しました：%2が%3を解決します（罰則面）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reaches a limit: %2 resolves %3 (reward side).</source>
        <translation>%1が限界に達しました：%2が%3を解決します（報酬面）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 points from a tycoon card.</source>
        <translation>%1：大物カードで%2点。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 returns a loan (%2 left).</source>
        <translation>%1は借金を1枚返しました（残り%2枚）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 from %3.</source>
        <translation>%1は%3から%2を取りました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 removes %2 from the game.</source>
        <translation>%1は%2をゲームから除外しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 puts the explosion card on %2: the game ends.</source>
        <translation>%1は爆発カードを%2に置きました：ゲームが終わります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 puts the explosion card on %2: the last round begins.</source>
        <translation>%1は爆発カードを%2に置きました：最終ラウンドが始まります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dynamite per pile: %1. A tie: no end event.</source>
        <translation>山ごとのダイナマイト：%1。同数のため終了イベントはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dynamite per pile: %1. End event of %2: %3.</source>
        <translation>山ごとのダイナマイト：%1。%2の終了イベント：%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The market closes: the game is over.</source>
        <translation>市場が閉まりました：ゲーム終了です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Capital</source>
        <translation>資本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stock cards</source>
        <translation>株カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market cards</source>
        <translation>市場カード</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="+4"/>
        <source>Welcome to 1920 Wall Street! Stock cards and market cards lie in a circle round the deck. You move your pawn round the circle to buy them, and score the most points when the explosion card ends the game.</source>
        <translation>ウォール街1920へようこそ！株カードと市場カードが山札のまわりに輪になって並んでいます。輪の上であなたのコマを動かしてそれらを買い、爆発カードがゲームを終わらせたときに最も多く得点しましょう。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To begin, each player puts a pawn on a card of the circle. Both others chose place 5.</source>
        <translation>最初に、各プレイヤーは輪のカードの1枚にコマを置きます。ほかの2人はどちらも5番を選びました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put your pawn at place 5 as well.</source>
        <translation>あなたのコマも5番に置きましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To buy, a pawn moves in the trend card&apos;s direction and buys the card where it stops. A kept market card acts at once: Cotton rose to $6 and Steel fell to $4.</source>
        <translation>買うときは、コマがトレンドカードの向きに進み、止まった所のカードを買います。手元に残した市場カードはすぐに効果が出ます。綿花は $6に上がり、鉄鋼は $4に下がりました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: move 1 step and buy the double share of Cotton. Steps and price are paid with your capital first, the rest in cash, and $1 to each pawn already there.</source>
        <translation>あなたの番です。1歩進んで綿花の2株カードを買いましょう。歩数と価格はまず資本で払い、足りない分は現金で払います。さらに、そこにいるコマ1つごとに $1を払います。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep it: it joins your hidden stock pile. A card you do not want goes on a discard pile instead.</source>
        <translation>手元に残しましょう。あなたの伏せた株の山に加わります。いらないカードは捨て札の山に置きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One action a turn: end your turn.</source>
        <translation>1手番に1アクションです。手番を終えましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both others chose to increase capital: pay $2 for one more capital and put the deck&apos;s top card on a discard pile. Watch the piles: their dynamite matters at the end.</source>
        <translation>ほかの2人はどちらも資本を増やしました。$2を払って資本を1増やし、山札の一番上のカードを捨て札の山に置きます。捨て札の山に注目しましょう。そのダイナマイトが最後に効いてきます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Selling lays one of your stock cards into the circle at your pawn for its sale price. A double share sells for its full price: sell your Cotton for $6.</source>
        <translation>売却では、株カードを1枚、輪のあなたのコマの位置に置いて、その売値を受け取ります。2株カードは全額で売れます。綿花を $6で売りましょう。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The card that lay under your pawn goes to a discard pile: put it on the middle one.</source>
        <translation>あなたのコマの下にあったカードは捨て札の山に行きます。真ん中の山に置きましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The trend card sets the direction every pawn moves. Once a turn you may pay $1 onto it to flip it: do it now. A pawn that stops on the trend card takes the money lying there.</source>
        <translation>トレンドカードはすべてのコマが進む向きを決めます。1手番に1回、$1をその上に払って裏返せます。今やってみましょう。トレンドカードに止まったコマは、その上のお金を受け取ります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>End your turn.</source>
        <translation>手番を終えましょう。</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Everyone now moves the other way round the circle.</source>
        <translation>これからは全員が輪を逆向きに進みます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move 1 step and buy the market card there: Corn +1.</source>
        <translation>1歩進んで、そこにある市場カード（トウモロコシ +1）を買いましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep it: Corn rises at once, and the card scores its points at the end.</source>
        <translation>手元に残しましょう。トウモロコシがすぐに上がり、このカードは最後に得点にもなります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the end a stock type scores its price for each of your shares only if you hold at least the minimum holdings. Market cards, cash and hidden capital count too; each loan costs points.</source>
        <translation>ゲームの終わりに、ある種類の株は、あなたが最低保有数以上を持っている場合にだけ、1株ごとにその株価が得点になります。市場カード、現金、伏せた資本も得点になり、借金は1枚ごとに減点です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the explosion card comes up, the game ends, and the discard pile with the most dynamite sets off its event: gold shares lose their value, one share of each type is lost, or every price is halved. The others play on as computer players now. Good luck!</source>
        <translation>爆発カードが出るとゲームは終わり、ダイナマイトが最も多い捨て札の山がそのイベントを起こします。金株の価値がなくなる、各種類の株を1株ずつ失う、またはすべての株価が半分になる、のいずれかです。ここからはほかのプレイヤーをコンピューターが続けます。幸運を！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/reasons.py" line="+41"/>
        <source>the trend card&apos;s %1 is more than the move costs</source>
        <translation>トレンドカードの%1は移動の費用より多いです</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>brings your %1 to the %n shares that score</source>
        <translation>
            <numerusform>あなたの%1が得点になる%n株に達します</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>worth about %1 more to your holdings than it costs</source>
        <translation>持ち株にとって費用より約%1多い価値があります</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>your %1 falls short of the %n shares that score: %2 in cash now</source>
        <translation>
            <numerusform>あなたの%1は得点になる%n株に届きません。今なら現金%2です</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>raises %1, of which you hold %n shares</source>
        <translation>
            <numerusform>%1の株価を上げます。あなたは%n株持っています</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>lowers %1: a rival holds %n shares of it</source>
        <translation>
            <numerusform>%1の株価を下げます。相手が%n株持っています</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WallStreetBoard</name>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/board.py" line="-687"/>
        <source>Gold = $3</source>
        <extracomment>stock colours after the price cubes, each with its own symbol and a text colour</extracomment>
        <translation>金 = $3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−1 share of each</source>
        <translation>各種類 −1株</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prices halved</source>
        <translation>株価半減</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>1920</source>
        <translation>1920</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>TREND</source>
        <translation>トレンド</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+142"/>
        <source>clockwise</source>
        <translation>時計回り</translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+142"/>
        <source>counter-clockwise</source>
        <translation>反時計回り</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>Explosion</source>
        <translation>爆発カード</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 pt</source>
        <translation>%1点</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>GOLD</source>
        <translation>金</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>or</source>
        <translation>または</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>×2</source>
        <translation>×2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+188"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · last round</source>
        <translation>%1 · 最終ラウンド</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Cost %1</source>
        <translation>費用%1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Trend: clockwise</source>
        <translation>トレンド：時計回り</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trend: counter-clockwise</source>
        <translation>トレンド：反時計回り</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>opt</source>
        <translation>オプ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call option of %1 (+$2 to buy this card)</source>
        <translation>%1のコールオプション（このカードの購入に +$2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stock prices</source>
        <translation>株価</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>min = shares needed to score</source>
        <translation>最低 = 得点に必要な株数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 · min %2</source>
        <translation>%1 · 最低%2</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>used</source>
        <translation>使用済み</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>penalty</source>
        <translation>罰則面</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>reward</source>
        <translation>報酬面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>End event of %1: %2</source>
        <translation>%1の終了イベント：%2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Put the explosion card on a discard pile.</source>
        <translation>爆発カードを捨て札の山に置いてください。</translation>
    </message>
    <message numerus="yes">
        <location line="-180"/>
        <source>Deck: %n cards</source>
        <translation>
            <numerusform>山札：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="-190"/>
        <source>The circle (places: %1); pawns move %2 (the trend card); on the trend card: %3.</source>
        <translation>輪（場所：%1）。コマは%2に進みます（トレンドカード）。トレンドカードの上：%3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+18"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+2"/>
        <source>Place %1: %2</source>
        <translation>場所%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; pawns move %2; %3 lies on it</source>
        <translation>%1。コマは%2に進みます。上に%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What moving there and buying costs in all: your capital pays first, then cash</source>
        <translation>そこへ移動して買う費用の合計：まず資本で払い、残りは現金</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s pawn at place %2</source>
        <translation>%1のコマ（場所%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The face-up deck (cards: %1); on top: %2</source>
        <translation>表向きの山札（%1枚）。一番上：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A stock scores its price for each share only for a player holding at least its minimum</source>
        <translation>最低保有数以上を持つプレイヤーだけが、1株ごとにその株価を得点します</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: price %2 (from %3 to %4); shares needed to score: %5</source>
        <translation>%1：株価%2（%3〜%4）、最低保有数：%5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 at %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 never goes there</source>
        <translation>%1はこのマスに来ません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tycoon card of %1 is used</source>
        <translation>%1の大物カードは使用済み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three discard piles: only the top card of each can be seen; the one with the most dynamite sets off its end event</source>
        <translation>3つの捨て札の山：見えるのは各山の一番上だけ。ダイナマイトが最も多い捨て札の山が終了イベントを起こします</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (cards: %2, dynamite: %3); the pile with the most dynamite sets off its event: %4</source>
        <translation>%1（%2枚、ダイナマイト：%3）。ダイナマイトが最も多い山がイベントを起こします：%4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (top of %2)</source>
        <translation>%1（%2の一番上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is decided now</source>
        <translation>今決めること</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Being decided: %1</source>
        <translation>決定中：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The share %1 offers in the stock trade</source>
        <translation>株取引で%1が出す株</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s offer, hidden until every offer is in</source>
        <translation>%1の提示（全員が出すまで非公開）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 offers %2</source>
        <translation>%1が%2を提示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: cash %2, capital %3, loans %4, stock cards %5 (hidden), market cards %6</source>
        <translation>%1：現金%2、資本%3、借金%4、株カード%5（非公開）、市場カード%6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your stock and market cards and your capital card: only you see them</source>
        <translation>あなたの株カード、市場カード、資本カード：あなただけが見られます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Yours: %1</source>
        <translation>あなたの：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Out of reach now: moving there and buying costs %1 (your capital %2 pays first) and needs %3 in cash; you have %4.</source>
        <translation>今は届きません：そこへ移動して買うと合計%1（まず資本%2で払う）、現金が%3必要です。所持金%4。</translation>
    </message>
    <message numerus="yes">
        <location line="+230"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>Keep or discard the %n cards you bought:</source>
        <translation>
            <numerusform>買ったカード%n枚を残すか捨てるか選んでください：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This card goes on a discard pile:</source>
        <translation>このカードを捨て札の山に置きます：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stock trade: %1 shown as %2</source>
        <translation>株取引：%1を%2として公開</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the stock that moves %1.</source>
        <translation>%1動かす銘柄を選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoon card C: pay $3 to return a loan?</source>
        <translation>大物カード C：$3払って借金を1枚返しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoon card D: %1 removes a card.</source>
        <translation>大物カード D：%1がカードを1枚除外します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a marked circle card to move there and buy it,</source>
        <translation>印の付いた輪のカードをクリックしてそこへ進んで買うか、</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or one of your shares to sell it onto your pawn&apos;s place.</source>
        <translation>自分の株をクリックしてコマの位置に売却してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a circle card to put your pawn on it.</source>
        <translation>コマを置く輪のカードをクリックしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn (you may flip the trend card first).</source>
        <translation>手番を終えてください（先にトレンドカードを裏返せます）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final scores are in the table.</source>
        <translation>最終得点は表にあります。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>sealed</source>
        <translation>伏せ済み</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choosing…</source>
        <translation>選択中…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep</source>
        <translation>残す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip trend ($1)</source>
        <translation>トレンド反転（$1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital +1 ($2)</source>
        <translation>資本 +1（$2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take a loan</source>
        <translation>借金する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn</source>
        <translation>手番終了</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Return a loan ($3)</source>
        <translation>借金返済（$3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep loans</source>
        <translation>借金を返済しない</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (start player)</source>
        <translation>%1（スタートプレイヤー）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Capital %1 · Loans %2 · Stock cards %3 · Market cards %4</source>
        <translation>資本%1 · 借金%2 · 株カード%3 · 市場カード%4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Call option at place %1</source>
        <translation>コールオプション：場所%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call option in hand</source>
        <translation>コールオプション：手元</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoon %1 points</source>
        <translation>大物%1点</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your cards</source>
        <translation>あなたのカード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ×2</source>
        <translation>%1 ×2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capital card: hidden %1, %2 point</source>
        <translation>資本カード：伏せた%1、%2点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital card: hidden %1, %2 points</source>
        <translation>資本カード：伏せた%1、%2点</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none yet</source>
        <translation>まだなし</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
</context>
<context>
    <name>WinChances</name>
    <message>
        <location filename="../desktop/app/winchances.py" line="+82"/>
        <source>Chances</source>
        <extracomment>(step, chances per seat) shown so far the game&apos;s round (as the board counts it) at each step shown, where the game has rounds</extracomment>
        <translation>勝率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show everyone&apos;s chance to win</source>
        <translation>全員の勝率を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each move, estimated from what you can see: never from hidden cards.</source>
        <translation>各手の後、あなたに見える情報から推定します。伏せられたカードは使いません。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Chance to win</source>
        <translation>勝つ確率</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move</source>
        <translation>手数</translation>
    </message>
</context>
</TS>
