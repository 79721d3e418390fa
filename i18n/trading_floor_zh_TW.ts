<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>Advisor</name>
    <message>
        <location filename="../desktop/app/advice.py" line="+20"/>
        <source>Best</source>
        <extracomment>The classes of a decision in words (chess.com&apos;s names).</extracomment>
        <translation>最佳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good</source>
        <translation>良好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Inaccuracy</source>
        <translation>不精確</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>失誤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>重大失誤</translation>
    </message>
</context>
<context>
    <name>BlackFriday</name>
    <message>
        <location filename="../desktop/app/games/black_friday/words.py" line="+20"/>
        <source>Yellow</source>
        <translation>黃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>藍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>紅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>綠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orange</source>
        <translation>橙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Y</source>
        <extracomment>one-letter board labels (colour is never the only cue: every colour also has a shape)</extracomment>
        <translation>黃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <translation>藍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R</source>
        <translation>紅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>G</source>
        <translation>綠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>O</source>
        <translation>橙</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>K</source>
        <translation>黑</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the market</source>
        <translation>市場</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bag</source>
        <translation>袋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the stock buy chart</source>
        <translation>股票購買表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the silver buy chart</source>
        <translation>白銀購買表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sales table</source>
        <translation>賣出表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the reserve</source>
        <translation>儲備區</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cases drawn</source>
        <translation>抽出的公事包</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Extra Pass</source>
        <translation>額外放棄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy +1</source>
        <translation>買進 +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell +1</source>
        <translation>賣出 +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver +1</source>
        <translation>白銀 +1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move one more market case to the silver buy chart</source>
        <translation>再把一個市場公事包移到白銀購買表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy one share more than the trade limit</source>
        <translation>比交易上限多買一股</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sell one share more than the trade limit</source>
        <translation>比交易上限多賣一股</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy one silver bar more than the trade limit</source>
        <translation>比交易上限多買一根銀條</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the full stock buy chart</source>
        <translation>已滿的股票購買表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the full silver buy chart</source>
        <translation>已滿的白銀購買表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the emptied sales table</source>
        <translation>清空的賣出表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 drops one step to %2 after the sale.</source>
        <translation>賣出後%1下跌一格到 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rises one step to %2: its last case left the market.</source>
        <translation>%1上漲一格到 %2：它最後一個公事包離開了市場。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rises one step to %2: three of its cases are on a chart.</source>
        <translation>%1上漲一格到 %2：它有三個公事包在圖表上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price change: %1 moves to %2.</source>
        <translation>股價變動：%1移到 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rises one row to %2: no case of it is in the market.</source>
        <translation>%1上升一列到 %2：市場上沒有它的公事包。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The black cases drove the silver price to $100: the game ends.</source>
        <translation>黑色公事包讓銀價漲到 $100：遊戲結束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The silver bars bought drove the silver price to $100: the game ends.</source>
        <translation>買進的銀條讓銀價漲到 $100：遊戲結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The silver price&apos;s last step reached $100: the game ends.</source>
        <translation>銀價的最後一格達到 $100：遊戲結束。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already hold as many subsidy cards as the level card allows.</source>
        <translation>你持有的補助金卡已達等級卡的上限。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay your face-down interest first.</source>
        <translation>請先支付蓋著的利息。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot pay the interest yet: take a subsidy or sell shares first.</source>
        <translation>你還付不出利息：請先拿補助金或賣出股票。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You owe no interest.</source>
        <translation>你沒有欠利息。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This action already reached the trade limit.</source>
        <translation>這個行動已達交易上限。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot pay that price.</source>
        <translation>你付不起這個價格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No case of that colour is in the market.</source>
        <translation>市場上沒有那個顏色的公事包。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold no share of that colour.</source>
        <translation>你沒有那個顏色的股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your special-action card does not show that action.</source>
        <translation>你的特殊行動卡上沒有這個行動。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your special-action card has been used already.</source>
        <translation>你的特殊行動卡已經用過了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That special action belongs to another kind of action.</source>
        <translation>那個特殊行動屬於另一種行動。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the +1 card once the action has reached the trade limit.</source>
        <translation>行動達到交易上限後才能使用 +1 卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No case of that colour can be moved here.</source>
        <translation>那個顏色的公事包不能移到這裡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You did not sell that colour in this action.</source>
        <translation>你在這個行動中沒有賣出那個顏色。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such colour.</source>
        <translation>沒有這個顏色。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such special action.</source>
        <translation>沒有這個特殊行動。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a step of this moment of the turn.</source>
        <translation>回合的這個時刻不能這樣做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not an action of this game.</source>
        <translation>這不是這個遊戲的行動。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is only a view of the game.</source>
        <translation>這只是遊戲的檢視畫面。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gold bars</source>
        <translation>金條</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver bars</source>
        <translation>銀條</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash left</source>
        <translation>剩餘現金</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>choosing an action</source>
        <extracomment>what the player is doing now (the board&apos;s headline)</extracomment>
        <translation>選擇行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying shares</source>
        <translation>買進股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>selling shares</source>
        <translation>賣出股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying silver</source>
        <translation>買進白銀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing the price that drops</source>
        <translation>選擇下跌的股價</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing the case that moves</source>
        <translation>選擇移動的公事包</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deciding on Extra Pass</source>
        <translation>決定是否額外放棄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>paying interest owed</source>
        <translation>支付欠下的利息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>any colour</source>
        <translation>任何顏色</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 gold, %2 silver</source>
        <translation>金 %1、銀 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/ui.py" line="+66"/>
        <source>Take a subsidy card (+%1)</source>
        <translation>拿一張補助金卡（+%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay your face-down interest (%1)</source>
        <translation>支付蓋著的利息（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the face-down interest</source>
        <translation>支付蓋著的利息</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy another share of %1 for %2</source>
        <translation>以 %2 再買一股%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy a share of %1 for %2</source>
        <translation>以 %2 買一股%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a share of %1</source>
        <translation>買一股%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell another share of %1 for %2</source>
        <translation>以 %2 再賣一股%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell a share of %1 for %2</source>
        <translation>以 %2 賣一股%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a share of %1</source>
        <translation>賣一股%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy another silver bar for %1</source>
        <translation>以 %1 再買一根銀條</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy a silver bar for %1</source>
        <translation>以 %1 買一根銀條</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a silver bar</source>
        <translation>買一根銀條</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass (a case goes to the silver buy chart)</source>
        <translation>放棄（一個公事包移到白銀購買表）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End your turn without Extra Pass</source>
        <translation>不額外放棄，結束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy no more shares</source>
        <translation>不再買股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell no more shares</source>
        <translation>不再賣股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy no more silver</source>
        <translation>不再買白銀</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use your %1 card: %2</source>
        <translation>使用你的%1卡：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use your Extra Pass card: move a %1 case from the market to the silver buy chart</source>
        <translation>使用額外放棄卡：把一個%1公事包從市場移到白銀購買表</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move a %1 case from the sales table to the market</source>
        <translation>把一個%1公事包從賣出表移到市場</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a %1 case on the silver buy chart</source>
        <translation>把一個%1公事包放到白銀購買表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a %1 case on the stock buy chart</source>
        <translation>把一個%1公事包放到股票購買表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move a %1 case</source>
        <translation>移動一個%1公事包</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lower the price of %1 by one step</source>
        <translation>把%1的股價降低一格</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 buys a silver bar for %2 and now holds gold %3, silver %4.</source>
        <translation>%1以 %2 買進一根銀條，現在有金條 %3 根、銀條 %4 根。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The silver price rises to %1 (black cases: +%2, bars bought: +%3).</source>
        <translation>銀價漲到 %1（黑色公事包 +%2 格，買進銀條 +%3 格）。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Level card %1 is now showing; %n black cases go into the bag.</source>
        <translation>
            <numerusform>現在翻開等級卡 %1；%n 個黑色公事包放進袋子。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 sells the last shares for %2, takes %3 in subsidies, pays %4 interest and buys %n bars at $100: gold %5, silver %6, %7 left.</source>
        <translation>
            <numerusform>%1以 %2 賣出最後的股票，拿補助金 %3，付利息 %4，以每根 $100 買進 %n 根銀條：金條 %5 根、銀條 %6 根，剩 %7。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n drawn %1 cases go to the market.</source>
        <translation>
            <numerusform>抽出的 %n 個%1公事包放到市場。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-58"/>
        <source>%1 takes a subsidy card (+%2) and now holds %3, with %4 in cash.</source>
        <translation>%1拿了一張補助金卡（+%2），現在持有 %3 張，現金 %4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 pays %2 interest and cannot pay %3: those subsidy cards turn face down.</source>
        <translation>%1支付利息 %2，付不出 %3：那些補助金卡翻成背面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays %2 interest.</source>
        <translation>%1支付利息 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 buys a share of %2 for %3.</source>
        <translation>%1以 %3 買進一股%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sells a share of %2 for %3.</source>
        <translation>%1以 %3 賣出一股%2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 passes.</source>
        <translation>%1放棄。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 uses the special-action card %2.</source>
        <translation>%1使用特殊行動卡%2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Price change %1 (set off by %2): interest is due.</source>
        <translation>第 %1 次股價變動（由%2觸發）：須付利息。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn from the bag: %1.</source>
        <translation>從袋中抽出：%1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sales table %1 is used again, refilled from the market and the reserve.</source>
        <translation>賣出表 %1 再次使用，從市場和儲備區補滿。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sales table %1 is now in use.</source>
        <translation>賣出表 %1 開始使用。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The used sales table&apos;s cases go into the bag.</source>
        <translation>用過的賣出表上的公事包放進袋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 cases of %2 go into the bag.</source>
        <translation>%2的 %1 個公事包放進袋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The single black case drawn goes back into the bag.</source>
        <translation>抽出的唯一一個黑色公事包放回袋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 black cases go to the reserve.</source>
        <translation>%1 個黑色公事包放到儲備區。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A %1 case goes from %2 to %3.</source>
        <translation>一個%1公事包從%2移到%3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 cases go from %3 to %4.</source>
        <translation>%1 個%2公事包從%3移到%4。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars</source>
        <translation>金銀條</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Subsidies</source>
        <translation>補助金</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shares</source>
        <translation>股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special card</source>
        <translation>特殊卡</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (owes %2)</source>
        <translation>%1（欠 %2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (seen: %2)</source>
        <translation>%1（已見：%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (used)</source>
        <translation>%1（已使用）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Price change</source>
        <translation>股價變動</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/app/games/black_friday/board.py" line="+381"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+100"/>
        <source>%n shares sold for %1; cash after: %2.</source>
        <translation>
            <numerusform>以 %1 賣出 %n 股；之後現金：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%n shares bought for %1; cash after: %2.</source>
        <translation>
            <numerusform>以 %1 買進 %n 股；之後現金：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%n bars for %1; cash after: %2.</source>
        <translation>
            <numerusform>以 %1 買進 %n 根銀條；之後現金：%2。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+3"/>
        <source>%1 The trade limit allows %2 now.</source>
        <translation>%1 目前交易上限為 %2。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/board.py" line="+3"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%1 This uses your %2 card.</source>
        <translation>%1 這會用掉你的%2卡。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%1 That is more than your money.</source>
        <translation>%1 這超過你的錢。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Subsidy cards to take first (%1 each)</source>
        <translation>先拿的補助金卡（每張 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The level card allows %1 per action; you have %2.</source>
        <translation>等級卡允許每個行動 %1；你有 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2 each, %3 in the market)</source>
        <translation>%1（每股 %2，市場上有 %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Buy several shares</source>
        <translation>買進多股</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of each colour do you buy? %1</source>
        <translation>每個顏色要買幾股？%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2 each, you hold %3)</source>
        <translation>%1（每股 %2，你持有 %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sell several shares</source>
        <translation>賣出多股</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of each colour do you sell? %1</source>
        <translation>每個顏色要賣幾股？%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Silver bars (%1 each)</source>
        <translation>銀條（每根 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy several silver bars</source>
        <translation>買進多根銀條</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many silver bars do you buy? %1</source>
        <translation>要買幾根銀條？%1</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="+172"/>
        <source>Welcome to Black Friday! Shares of five colours are traded here, and each colour&apos;s cases wait in the market. Every deal moves a case, and the cases move the prices. In the end only gold and silver count.</source>
        <translation>歡迎來到黑色星期五！這裡交易五種顏色的股票，每種顏色的公事包在市場中等待。每筆交易都會移動一個公事包，公事包則推動價格。最後只有金條和銀條算數。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You start with shares but no cash. Take a subsidy card: $20 now, but it costs interest at every price change.</source>
        <translation>你一開始有股票但沒有現金。拿一張補助金卡：現在得到 $20，但每次股價變動都要付利息。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One action a turn: buy shares, sell shares, buy silver or pass. Buy a share of Green for $7: its case goes from the market to the stock buy chart.</source>
        <translation>每回合一個行動：買股票、賣股票、買白銀或放棄。用 $7 買一張綠色股票：它的公事包從市場移到股票購買表。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others bought silver: each silver purchase moves a case of their choice to the silver buy chart, and their Extra Pass cards moved one more.</source>
        <translation>其他人買了白銀：每次買白銀都會把一個自選的公事包移到白銀購買表，他們的額外放棄卡又多移了一個。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy another share of Green. When the last case of a colour leaves the market, that colour&apos;s price moves one step right at once.</source>
        <translation>再買一張綠色股票。某種顏色的最後一個公事包離開市場時，該顏色的價格立刻向右移動一格。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The silver buy chart is full: a price change! Everyone pays interest, cases drawn from the bag move every price, and the silver price rises with the bars bought.</source>
        <translation>白銀購買表滿了：股價變動！每個人付利息，從袋中抽出的公事包移動每個價格，銀價也隨買進的銀條上漲。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Interest left you short of cash: take a second subsidy card.</source>
        <translation>付完利息後你的現金不夠了：再拿一張補助金卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now buy a silver bar at the silver price. Silver keeps its value to the end, and five bars become a gold bar.</source>
        <translation>現在以銀價買一根銀條。白銀一直保值到最後，五根銀條會換成一根金條。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A silver purchase moves one case of your choice from the market to the silver buy chart: choose Yellow.</source>
        <translation>買白銀會把一個你選擇的公事包從市場移到白銀購買表：選黃色。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others buy silver too. Interest a player cannot pay turns their subsidy cards face down, and they must pay it on their turn.</source>
        <translation>其他人也買白銀。付不出利息的玩家，補助金卡會翻成背面，並且必須在自己的回合付清。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy one more silver bar.</source>
        <translation>再買一根銀條。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put another Yellow case on the silver buy chart: it fills the chart and sets off the second price change.</source>
        <translation>再把一個黃色公事包放到白銀購買表：它會填滿購買表，觸發第二次股價變動。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the prices: a colour whose cases pile up on the charts climbs, selling pushes a price down, and every price change moves them all. Buy low, sell high, and turn the profit into silver.</source>
        <translation>留意價格：公事包在購買表上堆積的顏色會上漲，賣出會壓低價格，而每次股價變動會移動所有價格。低買高賣，再把獲利換成白銀。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Black cases drawn from the bag raise the silver price. When it reaches 100, everyone sells their shares and buys what silver they can: the most gold wins. The others play on as computer players now. Good luck!</source>
        <translation>從袋中抽出的黑色公事包會讓銀價上漲。銀價達到 100 時，每個人賣出股票並盡量買白銀：金條最多的人獲勝。其他玩家現在由電腦接手繼續。祝你好運！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/reasons.py" line="+34"/>
        <source>the price that steps down is %1&apos;s, which you hold none of</source>
        <extracomment>Spaces of the silver track before its end from which the end counts as near (the heuristic&apos;s).</extracomment>
        <translation>降一格的是%1的股價，而你沒有持有它</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the price that steps down is %1&apos;s, which you hold least of</source>
        <translation>降一格的是%1的股價，也是你持有最少的</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the case goes to the market as %1, which you hold none of</source>
        <translation>公事包以%1進入市場，而你沒有持有它</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>takes a %1 case out of the market, which helps its price rise: you hold %n shares</source>
        <translation>
            <numerusform>把%1的公事包移出市場，有助於它的股價上漲：你持有 %n 股</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>silver is at %1 and will cost %2 at the end: cash from shares buys more bars now</source>
        <translation>銀價現為%1，結束時為%2：現在賣股換得的現金能買更多銀條</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sells high, at %2</source>
        <translation>%1正以高價%2賣出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>silver is at %1 and will cost %2 at the end: the game ends when it gets there</source>
        <translation>銀價現為%1，結束時為%2：銀價到達時遊戲即結束</translation>
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
        <translation>銀價達到 $100：遊戲結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 · to play: %2 (%3) · price changes so far: %4</source>
        <translation>第 %1 手 · 輪到：%2（%3）· 已發生股價變動：%4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Share prices</source>
        <translation>股價</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase</source>
        <translation>階段</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+7"/>
        <source>%1: %2 a share</source>
        <translation>%1：每股 %2</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+98"/>
        <source>A sale moves the price one step left; price changes move it by the table.</source>
        <translation>賣出讓股價向左移一格；股價變動依價格變動表移動。</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Market</source>
        <translation>市場</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bag, reserve and last draw</source>
        <translation>袋子、儲備區與上次抽出</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cases in the bag, %2 of them black; the colours are hidden</source>
        <translation>袋中有 %1 個公事包，其中 %2 個黑色；顏色不公開</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve: %1 black
On level cards: %2 black</source>
        <translation>儲備區：黑色 %1 個
等級卡上：黑色 %2 個</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last draw:</source>
        <translation>上次抽出：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No draw seen yet</source>
        <translation>尚未抽過</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 black</source>
        <translation>黑色 %1 個</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stock buy chart</source>
        <translation>股票購買表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver buy chart</source>
        <translation>白銀購買表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>price change when %1 spaces are full</source>
        <translation>%1 格填滿時股價變動</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game over: every share was sold and the money turned into silver.</source>
        <translation>遊戲結束：所有股票已賣出，錢都換成了白銀。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1</source>
        <translation>等待%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the price (under the grid) that drops one step.</source>
        <translation>點選（表格下方）要下跌一格的股價。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the sales-table case that goes to the market.</source>
        <translation>點選要移到市場的賣出表公事包。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the market case that goes onto the chart.</source>
        <translation>點選要放到圖表上的市場公事包。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra Pass: click a market case, or end your turn.</source>
        <translation>額外放棄：點選一個市場公事包，或結束回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra Pass before your action: click the market case that goes to the silver buy chart.</source>
        <translation>行動前額外放棄：點選要移到白銀購買表的市場公事包。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your interest is owed: pay it, or raise the money first.</source>
        <translation>你欠著利息：請支付，或先籌錢。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a market case to buy another share, or finish.</source>
        <translation>點選市場公事包再買一股，或完成。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click one of your shares to sell another, or finish.</source>
        <translation>點選你的一張股票再賣一股，或完成。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy another silver bar, or finish.</source>
        <translation>再買一根銀條，或完成。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: click a market case to buy, your shares to sell, or a button.</source>
        <translation>輪到你：點選市場公事包買進、點選你的股票賣出，或按按鈕。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Subsidy +%1</source>
        <translation>補助金 +%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay interest %1</source>
        <translation>支付利息 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass</source>
        <translation>放棄</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use %1</source>
        <translation>使用%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn</source>
        <translation>結束回合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cancel Extra Pass</source>
        <translation>取消額外放棄</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Extra Pass first</source>
        <translation>先額外放棄</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Silver price: %1</source>
        <translation>銀價：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bars bought since the last price change: %1 (every 3 move silver one space)</source>
        <translation>上次股價變動後買進的銀條：%1（每 3 根讓銀價移一格）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Level card</source>
        <translation>等級卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level %1</source>
        <translation>等級 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level 1 (Start)</source>
        <translation>等級 1（開始）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subsidy cards: up to %1</source>
        <translation>補助金卡：最多 %1 張</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares or bars per action: %1</source>
        <translation>每個行動的股票或銀條：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cases drawn at a price change: %1</source>
        <translation>股價變動時抽出的公事包：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards still to turn: %1</source>
        <translation>尚未翻開的卡：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sales tables</source>
        <translation>賣出表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>price change when %1 coloured cases are left</source>
        <translation>剩 %1 個彩色公事包時股價變動</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>in use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>used</source>
        <translation>已用過</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting</source>
        <translation>待用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table %1 · %2</source>
        <translation>賣出表 %1 · %2</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 (started)</source>
        <translation>%1（起始）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Subsidy cards: %1; face down (interest unpaid): %2</source>
        <translation>補助金卡：%1；背面（未付利息）：%2</translation>
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
        <translation>股價表；目前股價：%1。左側深色的階段標記在等級 %2 已達到。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase marks: a price marker above a mark the level card has not reached yet stays there until the level rises.</source>
        <translation>階段標記：股價標記不會越過等級卡尚未達到的標記，直到等級提升。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The market: the cases (shares) you can buy, in five colours.</source>
        <translation>市場：可以買進的公事包（股票），共五種顏色。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cases in the bag: %1 (black: %2); a price change draws cases from it.</source>
        <translation>袋中公事包：%1（黑色：%2）；股價變動時從袋中抽出公事包。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black cases in the reserve: %1; on the level cards still to turn: %2.</source>
        <translation>儲備區的黑色公事包：%1；尚未翻開的等級卡上：%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cases drawn from the bag at the last price change</source>
        <translation>上次股價變動時從袋中抽出的公事包</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × %2 drawn at the last price change</source>
        <translation>上次股價變動抽出 %1 × %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stock buy chart: the case of each buy goes here</source>
        <translation>股票購買表：每次買進的公事包放在這裡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver buy chart: the case of each silver purchase goes here</source>
        <translation>白銀購買表：每次買銀條的公事包放在這裡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; spaces full: %2 of %3 (full: a price change).</source>
        <translation>%1；已放滿 %2／%3 格（放滿時股價變動）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A %1 case on the chart</source>
        <translation>表上的%1色公事包</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>What you can do now; the buttons act at once.</source>
        <translation>你現在可以做的事；按鈕會立即執行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver costs %1 a bar now; every 3 bars bought move it one space, and the game ends when it reaches %2.</source>
        <translation>目前銀價每根 %1；每買 3 根銀條銀價前進一格，銀價到達 %2 時遊戲結束。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level %1 of %2: subsidy cards up to %3; shares or bars per action: %4; cases drawn at a price change: %5.</source>
        <translation>等級 %1／%2：補助金卡最多 %3 張；每個行動的股票或銀條：%4；股價變動時抽出的公事包：%5。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sold shares go onto the sales table in use; a price change comes when %1 coloured cases are left on it.</source>
        <translation>賣出的股票放到使用中的賣出表；表上只剩 %1 個彩色公事包時股價變動。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sales table %1: %2 × %3</source>
        <translation>賣出表 %1：%2 × %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: cash %2; gold bars %3, silver bars %4; shares %5; subsidy cards %6 (interest unpaid: %7)</source>
        <translation>%1：現金 %2；金條 %3、銀條 %4；股票 %5；補助金卡 %6（未付利息：%7）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: gold bars %2, silver bars %3 (%4 silver bars make a gold bar)</source>
        <translation>%1：金條 %2、銀條 %3（%4 根銀條換一根金條）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds %2 × %3 (the table saw them), %4 each</source>
        <translation>%1 持有 %2 × %3（大家看過），每股 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no special-action card</source>
        <translation>%1 沒有特殊行動卡</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Phase mark %1: reached from level %1 (now level %2)</source>
        <translation>階段標記 %1：等級 %1 起達到（目前等級 %2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A share price of %1 (phase mark %2)</source>
        <translation>股價 %1（階段標記 %2）</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>In the market: %1 × %2; a share costs %3</source>
        <translation>市場中：%1 × %2；每股 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The level card allows %1 per action: this buy is full.</source>
        <translation>等級卡每個行動只允許 %1：這次買進已達上限。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have %1; a share costs %2 (a subsidy card brings %3).</source>
        <translation>你有 %1；每股 %2（一張補助金卡可得 %3）。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The level card allows %1 per action; you have %2.</source>
        <translation>等級卡每個行動允許 %1；你有 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy silver bars</source>
        <translation>買銀條</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many silver bars do you buy at %1 each? %2</source>
        <translation>以每根 %1 買幾根銀條？%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy shares of %1</source>
        <translation>買進%1股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you buy at %2 each? %3</source>
        <translation>以每股 %2 買進幾股%1？%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell shares of %1</source>
        <translation>賣出%1股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you sell at %2 each? %3</source>
        <translation>以每股 %2 賣出幾股%1？%3</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Silver bars %1 each</source>
        <translation>銀條每根 %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Extra Pass: move a market case to the silver buy chart before your action (your special-action card, once)</source>
        <translation>額外放棄：在行動前把市場中的一個公事包移到白銀購買表（你的特殊行動卡，限用一次）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The end: silver at this price ends the game (Black Friday)</source>
        <translation>終點：銀價到這裡遊戲結束（黑色星期五）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A silver price of %1 a bar</source>
        <translation>銀價每根 %1</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>no subsidies</source>
        <translation>無補助金</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>owes %1</source>
        <translation>欠 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 subsidy cards</source>
        <translation>%1 張補助金卡</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your shares: %1</source>
        <translation>你的股票：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your shares: none</source>
        <translation>你的股票：無</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares: %1 · the table saw:</source>
        <translation>股票：%1 · 大家看到的：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares: none</source>
        <translation>股票：無</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your shares of %1: %2, worth %3 each</source>
        <translation>你的%1股票：%2 股，每股 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>? ×%1</source>
        <translation>? ×%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cases behind the screen whose colour the table did not see</source>
        <translation>遮板後面、顏色沒被別人看到的公事包</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no special-action card</source>
        <translation>無特殊行動卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Special-action card · used</source>
        <translation>特殊行動卡 · 已使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special-action card (one use)</source>
        <translation>特殊行動卡（限用一次）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special-action card (one of these, once)</source>
        <translation>特殊行動卡（擇一，限用一次）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Price change %1!</source>
        <translation>第 %1 次股價變動！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level %1!</source>
        <translation>等級 %1！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver reaches $100: Black Friday!</source>
        <translation>銀價達到 $100：黑色星期五！</translation>
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
        <translation>最多</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest amount you may choose</source>
        <translation>你可選的最大數額</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This amount is not allowed here.</source>
        <translation>此處不能選這個數額。</translation>
    </message>
</context>
<context>
    <name>BotNames</name>
    <message>
        <location filename="../desktop/app/newgame.py" line="+41"/>
        <source>Ada</source>
        <extracomment>Names of the computer players (our own), seat by seat.</extracomment>
        <translation>艾達</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bruno</source>
        <translation>布魯諾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chiyo</source>
        <translation>千代</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dmitri</source>
        <translation>德米特里</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Esme</source>
        <translation>艾絲美</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Farid</source>
        <translation>法里德</translation>
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
        <translation>股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bonuses</source>
        <translation>獎金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Majority bonuses</source>
        <translation>最大股東獎金</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Property</source>
        <translation>地產</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buildings</source>
        <translation>建築</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortgages</source>
        <translation>抵押</translation>
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
        <translation>環遊大賽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A career across all five games: start at a quiet table with friendly rivals, earn the advanced rules chapter by chapter, and finish against the sharpest traders on the floor.</source>
        <translation>橫跨五款遊戲的生涯：從和氣對手的安靜牌桌起步，一章一章解鎖進階規則，最後與交易大廳裡最精明的交易員一決高下。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quick Circuit</source>
        <translation>快速巡迴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One match of each game at the standard rules against steady rivals. A short tour to learn them all.</source>
        <translation>每款遊戲以標準規則對上穩健的對手各玩一局。一趟簡短的巡迴，帶你學會所有遊戲。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening Bell</source>
        <translation>開盤鐘聲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first day on the floor: a small Stockpile table with two patient rivals.</source>
        <translation>你在交易大廳的第一天：一張小小的縱橫股海牌桌，配上兩位有耐心的對手。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Harvest Shares</source>
        <translation>豐收股份</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hab &amp; Gut with four at the table: keep an eye on what goes to charity.</source>
        <translation>四人貨貿時代：留意捐獻出去的東西。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roaring Twenties</source>
        <translation>咆哮的二〇年代</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1920 Wall Street at the plain rules. Ride the boom and get out before the crash.</source>
        <translation>基本規則的華爾街1920。搭上景氣順風車，在崩盤前脫身。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver Rush</source>
        <translation>白銀熱潮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Friday with four: the silver price climbs, and so does the risk.</source>
        <translation>四人黑色星期五：銀價節節攀升，風險也跟著上升。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner Lots</source>
        <translation>街角地段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landlord with auctions, trades and mortgages. Build where the others must pay.</source>
        <translation>含拍賣、交易與抵押的房東。在別人非付錢不可的地方蓋房子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Advanced Floor</source>
        <translation>進階交易大廳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stockpile on the advanced board, against rivals who have done this before.</source>
        <translation>在進階面上玩縱橫股海，對手都是身經百戰的老手。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoons and Options</source>
        <translation>大亨與期權</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1920 Wall Street with tycoon cards and call options: more ways to win, more ways to lose.</source>
        <translation>加入大亨卡與認購期權卡的華爾街1920：贏的方法更多，輸的方法也更多。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Investor Club</source>
        <translation>投資客俱樂部</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five at the Stockpile table with investors in play. Every bid counts.</source>
        <translation>五人縱橫股海，加入投資客。每一次出價都很關鍵。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black Friday for Five</source>
        <translation>五人黑色星期五</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full table of five, and one of the strongest rivals yet.</source>
        <translation>五人滿桌，還有目前為止最強的對手之一。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Final Auction</source>
        <translation>最終拍賣</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landlord with few buildings to go round, against the best on the floor. Win this and they will talk about you.</source>
        <translation>建築數量有限的房東，對上交易大廳裡的頂尖高手。贏下這局，你將成為眾人談論的焦點。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Circuit: Stockpile</source>
        <translation>巡迴賽：縱橫股海</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid for cards, steer the prices, sell at the top.</source>
        <translation>競標卡牌、左右股價、在高點賣出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Circuit: 1920 Wall Street</source>
        <translation>巡迴賽：華爾街1920</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy early, sell before the crash.</source>
        <translation>及早買進，在崩盤前賣出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circuit: Hab &amp; Gut</source>
        <translation>巡迴賽：貨貿時代</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade shares, move prices, and give to charity.</source>
        <translation>買賣股票、推動價格，並做出捐獻。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Circuit: Black Friday</source>
        <translation>巡迴賽：黑色星期五</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares and silver in a nervous market.</source>
        <translation>在緊張的市場中操作股票與白銀。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circuit: Landlord</source>
        <translation>巡迴賽：房東</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy lots, build, and collect the rent.</source>
        <translation>買地、蓋房、收租金。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Careful with money, quick to make a deal.</source>
        <translation>用錢謹慎，成交迅速。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likes a gamble and rarely trades.</source>
        <translation>喜歡冒險，很少交易。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cautious and polite; never overpays.</source>
        <translation>謹慎有禮，從不多付錢。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids hard and keeps his plans to himself.</source>
        <translation>出價強勢，從不透露自己的盤算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steady and balanced in everything.</source>
        <translation>凡事穩健均衡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bold with risk, always open to a trade.</source>
        <translation>敢於冒險，隨時願意交易。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A born negotiator who bids with purpose.</source>
        <translation>天生的談判高手，每次出價都有目的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loves volatile markets; sometimes too much.</source>
        <translation>熱愛波動的市場，有時愛過頭了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very cautious: hoards cash and waits.</source>
        <translation>非常謹慎：囤積現金，靜觀其變。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calm, even-handed and hard to beat.</source>
        <translation>冷靜、公正，很難打敗。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A keen trader who bids low and waits for bargains.</source>
        <translation>精明的交易員，出價低，等待撿便宜。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A veteran of the floor who misses very little.</source>
        <translation>交易大廳的老手，幾乎什麼都逃不過他的眼睛。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggressive in every market. The last rival to face.</source>
        <translation>在每個市場都很積極。最後要面對的對手。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First Bell</source>
        <translation>第一聲鐘響</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game.</source>
        <translation>贏得一局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seasoned Trader</source>
        <translation>老練交易員</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win ten games.</source>
        <translation>贏得十局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five for Five</source>
        <translation>五戰五勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game of each of the five games.</source>
        <translation>五款遊戲各贏一局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert Slayer</source>
        <translation>專家剋星</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with an Expert computer player at the table.</source>
        <translation>在有專家等級電腦玩家的對局中獲勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full House</source>
        <translation>滿座</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game at a table of five.</source>
        <translation>在五人對局中獲勝。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three Stars</source>
        <translation>三顆星</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earn three stars in a campaign chapter.</source>
        <translation>在戰役的一章中拿到三顆星。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closing Bell</source>
        <translation>收盤鐘聲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish a campaign.</source>
        <translation>完成一場戰役。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Whole Street</source>
        <translation>整條街</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End a game of Landlord owning a whole colour group.</source>
        <translation>在房東的對局結束時擁有一整組同色系。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split Again</source>
        <translation>再度分割</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Stockpile, have a company&apos;s cards in your split area when it splits again.</source>
        <translation>在縱橫股海中，一家公司再度分割時，你的股票分割區裡已有它的卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nice to meet you! Shall we make a deal or two?</source>
        <translation>很高興認識你！我們來談幾筆交易吧？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good game. I still think we should have traded.</source>
        <translation>打得好。我還是覺得我們該交易一下的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortune favours the bold. Let&apos;s see who is bolder.</source>
        <translation>富貴險中求。看看誰比較敢。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win or lose, that was worth the gamble.</source>
        <translation>不管輸贏，這一把都值得。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thank you for having me. Please go easy on me.</source>
        <translation>謝謝邀請，請手下留情。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thank you for the game. I learned a lot.</source>
        <translation>謝謝你陪我玩，我學到很多。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let&apos;s begin. I won&apos;t say more.</source>
        <translation>開始吧。我不多說。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next time I bid higher.</source>
        <translation>下次我會出更高的價。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A calm market is a fair market. Good luck.</source>
        <translation>平靜的市場才是公平的市場。祝你好運。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced to the end. Well played.</source>
        <translation>一路穩到最後。打得好。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big risks, big rewards! Anyone want to trade?</source>
        <translation>高風險，高報酬！有人要交易嗎？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was wild! Rematch soon?</source>
        <translation>太刺激了！改天再戰？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything is negotiable. Shall we begin?</source>
        <translation>凡事都可以談。我們開始吧？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pleasure doing business with you.</source>
        <translation>跟你做生意很愉快。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hope the prices jump today. I love it when they jump!</source>
        <translation>希望今天股價大跳動，我最愛它們跳了！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Up and down, what a ride! Obrigada.</source>
        <translation>上上下下，真是過癮！謝啦。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll just keep my cash close, if you don&apos;t mind.</source>
        <translation>不介意的話，我先把現金抓緊。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patience is a strategy too. Thank you for the game.</source>
        <translation>耐心也是一種策略。謝謝這一局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let&apos;s keep it fair and sharp.</source>
        <translation>我們公平又犀利地玩吧。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fine game. I will remember your moves.</source>
        <translation>好棋局。我會記住你的每一步。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;m only here for the bargains.</source>
        <translation>我只是來撿便宜的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cheap in, dear out. See you next time!</source>
        <translation>低買高賣。下次見！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I have seen many newcomers. Show me something new.</source>
        <translation>新人我見多了。讓我看點新東西。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not bad. The floor will hear of this.</source>
        <translation>不錯。交易所裡會傳開的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You made it this far. It ends here.</source>
        <translation>你走到這裡了。到此為止。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hmph. Every market turns. Until next time.</source>
        <translation>哼。市場總會反轉。下次見。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stockpile: the advanced board</source>
        <translation>縱橫股海：進階面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stockpile: investors</source>
        <translation>縱橫股海：投資客</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1920 Wall Street: tycoon cards</source>
        <translation>華爾街1920：大亨卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1920 Wall Street: call options</source>
        <translation>華爾街1920：認購期權卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Friday for five players</source>
        <translation>五人黑色星期五</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landlord: building shortage</source>
        <translation>房東：建築數量有限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The title “Legend of the Floor”</source>
        <translation>「交易大廳傳奇」稱號</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legend of the Floor</source>
        <translation>交易大廳傳奇</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circuit Champion</source>
        <translation>巡迴賽冠軍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The title “Circuit Champion”</source>
        <translation>「巡迴賽冠軍」稱號</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relaxed (rivals one level weaker)</source>
        <translation>輕鬆（對手弱一級）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ruthless (rivals one level stronger)</source>
        <translation>無情（對手強一級）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in play</source>
        <translation>進行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next</source>
        <translation>下一章</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goal missed: play again</source>
        <translation>未達目標：再玩一次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>locked</source>
        <translation>未解鎖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not available</source>
        <translation>無法使用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this game is not in this version</source>
        <translation>這個版本沒有這款遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game does not allow this many players</source>
        <translation>這款遊戲不允許這麼多玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game refuses one of the chapter&apos;s options</source>
        <translation>這款遊戲不接受本章的某個選項</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+21"/>
        <source>(no description)</source>
        <translation>（沒有說明）</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>A new rival: %1</source>
        <translation>新對手：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A table for your games: %1</source>
        <translation>新的遊戲桌面：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player tokens: %1</source>
        <translation>玩家棋子：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rivals at the %1 level</source>
        <translation>%1等級的對手</translation>
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
        <translation>第 %1 名</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>Campaigns</source>
        <extracomment>(MatchSetup, the stored match to play on, the History its load filled) a campaign is about to be deleted (emitted before, so its match can be stopped first)</extracomment>
        <translation>戰役</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your campaigns</source>
        <translation>你的戰役</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete campaign…</source>
        <translation>刪除戰役(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New campaign</source>
        <translation>新戰役</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Campaign:</source>
        <translation>戰役(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Difficulty:</source>
        <translation>難度(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>你的名字(&amp;N)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Start campaign</source>
        <translation>開始戰役(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chapters</source>
        <translation>章節</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/app/chapterend.py" line="+10"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>返回(&amp;B)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2 chapters)</source>
        <translation>%1（%2 章）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chapter %1 of %2</source>
        <translation>第 %1 章，共 %2 章</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2
%3 points, %4 · %5</source>
        <translation>%1 — %2
%3 分，%4 · %5</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No campaign yet</source>
        <translation>還沒有戰役</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a campaign and a difficulty on the left and start it. You can run several campaigns side by side.</source>
        <translation>在左側選擇戰役與難度後開始。你可以同時進行多個戰役。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <location line="+20"/>
        <source>&amp;Play next chapter</source>
        <translation>玩下一章(&amp;P)</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+41"/>
        <location line="+57"/>
        <source>Rivals</source>
        <translation>對手</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2（%3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Campaign finished: %1 points, %2 overall.</source>
        <translation>戰役完成：%1 分，總排名%2。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have %1 points (%2). Now: chapter %3, %4 — %5.</source>
        <translation>你有 %1 分（%2）。進行中：第 %3 章，%4 — %5。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have %1 points (%2). Next: chapter %3, %4 — %5.</source>
        <translation>你有 %1 分（%2）。下一章：第 %3 章，%4 — %5。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finishing it unlocks: %1</source>
        <translation>完成後解鎖：%1</translation>
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
        <translation>繼續本章(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../desktop/app/chapterend.py" line="+44"/>
        <source>&amp;Retry chapter</source>
        <translation>重玩本章(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chapter</source>
        <translation>章節</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unlocks</source>
        <translation>解鎖</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, %2 points</source>
        <translation>%1，%2 分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>to be revealed</source>
        <translation>尚未揭曉</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. %2</source>
        <translation>%1．%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../desktop/app/chapterend.py" line="-85"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/chapterend.py" line="+0"/>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/chapterend.py" line="+1"/>
        <source>Points</source>
        <translation>分數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>勝場</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>對局數</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rivals in the next chapter</source>
        <translation>下一章的對手</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rival</source>
        <translation>對手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level</source>
        <translation>等級</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Style</source>
        <translation>風格</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Campaign started. Good luck!</source>
        <translation>戰役開始。祝你好運！</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This chapter&apos;s match cannot be resumed: %1</source>
        <translation>無法繼續本章的對局：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This campaign has no chapter left to play.</source>
        <translation>這個戰役已經沒有可玩的章節了。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play a chapter &amp;again for more stars</source>
        <translation>重玩一章爭取更多星(&amp;A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. %2 (%3)</source>
        <translation>%1．%2（%3）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Delete campaign</source>
        <translation>刪除戰役</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete the campaign “%1” of %2 and its matches for good?</source>
        <translation>要永久刪除%2的戰役「%1」及其所有對局嗎？</translation>
    </message>
    <message>
        <location filename="../desktop/app/chapterend.py" line="-51"/>
        <source>Goal: win the match</source>
        <translation>目標：贏得這一局</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Goal: finish in the top %n</source>
        <translation>
            <numerusform>目標：取得前 %n 名</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: reach a score of %1</source>
        <translation>目標：得分達到 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: finish ahead of %1</source>
        <translation>目標：名次在%1之前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal: finish level with %1 or ahead</source>
        <translation>目標：名次不落後於%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Chapter %1: %2</source>
        <translation>第 %1 章：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chapter complete!</source>
        <translation>本章完成！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal missed</source>
        <translation>未達目標</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stars: %1 of 3</source>
        <translation>星數：%1／3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You finished %1 and earned %2 points.</source>
        <translation>你得到%1，獲得 %2 分。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new best for this chapter!</source>
        <translation>本章新紀錄！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next chapter opens when you meet the goal. Try again!</source>
        <translation>達成目標後才會開放下一章。再試一次！</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Change</source>
        <translation>變動</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Unlocked: %1</source>
        <translation>已解鎖：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose it in Settings.</source>
        <translation>可在「設定」中選用。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Next: chapter %1, %2 — %3</source>
        <translation>下一章：第 %1 章，%2 — %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The campaign is complete.</source>
        <translation>戰役已完成。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Campaign page</source>
        <translation>戰役頁面(&amp;C)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Next chapter</source>
        <translation>下一章(&amp;N)</translation>
    </message>
    <message>
        <location filename="../desktop/app/rivalstrip.py" line="+72"/>
        <source>Portrait of %1</source>
        <translation>%1的肖像</translation>
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
        <translation>組合你的選擇</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../desktop/app/endscreen.py" line="+96"/>
        <source>Net worth ($)</source>
        <translation>淨資產（$）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Round</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn</source>
        <translation>輪</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+135"/>
        <source>%1 (you)</source>
        <translation>%1（你）</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>%1 after round %2: %3</source>
        <translation>%1 第 %2 回合後：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 after turn %2: %3</source>
        <translation>%1 第 %2 輪後：%3</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>&amp;Statistics</source>
        <translation>統計(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your results over all your games</source>
        <translation>你所有對局的成績</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the &amp;results</source>
        <translation>回到結果(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game: ranking and chart</source>
        <translation>遊戲結束：名次與圖表</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="-173"/>
        <location line="+173"/>
        <source>Score</source>
        <translation>分數</translation>
    </message>
    <message>
        <location filename="../desktop/app/gamepage.py" line="+816"/>
        <source>%1 wins!</source>
        <translation>%1獲勝！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A shared win: %1.</source>
        <translation>共同獲勝：%1。</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../desktop/app/error_box.py" line="+19"/>
        <location line="+1"/>
        <source>you are not allowed to use that file or folder</source>
        <extracomment>why the system refused a file, by errno (what the player can do something about)</extracomment>
        <translation>你沒有使用這個檔案或資料夾的權限</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>磁碟已滿</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>the file or folder does not exist</source>
        <translation>檔案或資料夾不存在</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the disk can only be read</source>
        <translation>磁碟是唯讀的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is a folder, not a file</source>
        <translation>那是資料夾，不是檔案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long</source>
        <translation>檔案名稱太長</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused it</source>
        <translation>系統拒絕了這個操作</translation>
    </message>
</context>
<context>
    <name>Fields</name>
    <message>
        <location filename="../desktop/app/words.py" line="-56"/>
        <source>card</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cards</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>company</source>
        <translation>公司</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price</source>
        <translation>價格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>count</source>
        <translation>數量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lot</source>
        <translation>批</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>space</source>
        <translation>格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>winners</source>
        <translation>獲勝者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pot won</source>
        <translation>贏得的彩池</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pot</source>
        <translation>彩池</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>phase</source>
        <translation>階段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck</source>
        <translation>牌庫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bank</source>
        <translation>銀行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hand</source>
        <translation>手牌</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../desktop/app/gamepage.py" line="-302"/>
        <source>&amp;Undo</source>
        <extracomment>The board is never drawn smaller than this (its smallest text stays readable): below it the view scrolls. Ctrl+wheel zooms between MIN_SCALE and this. How long a forced single choice stays on screen before it is taken for you (ms; animations off: shorter). The acting panel while the person must decide. None: fit the view; else the scale the person chose with Ctrl+wheel a forced single choice waiting to be taken for you (its timer runs) a notice for the viewer (outbid, an offer arrived) shown until the next decision no forced choice is taken right after an undo (else undoing a forced move would do nothing) the action panel&apos;s model: the viewer&apos;s legal actions in words the move list is folded away by default (the board is the controller); it opens by itself for a decision the board cannot make, and stays open when the person opens it the legal actions the board cannot reach now (the list opens for them) the price chart&apos;s model, fed from the match&apos;s history the holdings table&apos;s model (games whose GameUI has ``holdings``) animations played so far (tests and diagnostics) the Hint button (H): the Expert&apos;s top moves on your turn, never acting the Chances tab: everyone&apos;s chance to win after each move, from your view (optional) a tutorial walking this match (desktop/app/tutorials/guide.py), or None</extracomment>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo your last decision</source>
        <translation>復原你上一個決定</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Take back your last decision and the moves after it (Ctrl+Z).</source>
        <translation>收回你上一個決定及之後的動作（Ctrl+Z）。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <translation>%1思考中…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, your choice.</source>
        <translation>%1，輪到你選擇。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Only one move is possible: it is made for you.</source>
        <translation>只有一個選擇：已替你執行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: choose on the board or in the list.</source>
        <translation>輪到你了：在版圖上或清單中選擇。</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Pass the screen to %1.

Everyone else, please look away.</source>
        <translation>請把螢幕交給 %1。

其他人請把視線移開。</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>The match stopped on an unexpected error. The moves made so far are saved.</source>
        <translation>對局因意外錯誤而中止。目前為止的每一步都已儲存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match stopped on an unexpected error.</source>
        <translation>對局因意外錯誤而中止。</translation>
    </message>
    <message>
        <location filename="../ui/gamepage.ui" line="+15"/>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave game</source>
        <translation>離開遊戲(&amp;L)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Move list</source>
        <translation>行動清單(&amp;M)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every move you can make now, as a list (for keyboard play). The board&apos;s lit items make the same moves.</source>
        <translation>你現在可做的每個行動，以清單列出（供鍵盤操作）。點選圖板上亮起的物件也能做同樣的行動。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Compose…</source>
        <translation>組合…(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Do it</source>
        <translation>執行(&amp;D)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Log</source>
        <translation>記錄(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Holdings</source>
        <translation>持股(&amp;H)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Prices</source>
        <translation>價格(&amp;P)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>I am ready: &amp;show my seat</source>
        <translation>我準備好了：顯示我的座位(&amp;S)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>See the &amp;board</source>
        <translation>查看版圖(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review my game</source>
        <translation>檢討我的對局(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;again</source>
        <translation>再玩一局(&amp;A)</translation>
    </message>
    <message>
        <location filename="../desktop/app/window.py" line="+446"/>
        <source>&amp;Campaign page: chapter results</source>
        <translation>戰役頁面：本章結果(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/gamepage.ui" line="+1"/>
        <source>&amp;Home</source>
        <translation>首頁(&amp;H)</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../desktop/app/games/stockpile/words.py" line="+10"/>
        <source>Stockpile</source>
        <translation>縱橫股海</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+13"/>
        <source>1920 Wall Street</source>
        <translation>華爾街1920</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+11"/>
        <source>Hab &amp; Gut</source>
        <translation>貨貿時代</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/words.py" line="-137"/>
        <source>Black Friday</source>
        <translation>黑色星期五</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+12"/>
        <source>Landlord</source>
        <translation>房東</translation>
    </message>
</context>
<context>
    <name>Generic</name>
    <message>
        <location filename="../desktop/app/gameui.py" line="+86"/>
        <location filename="../desktop/app/generic_scene.py" line="+71"/>
        <location line="+5"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/generic_scene.py" line="-5"/>
        <location line="+5"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../desktop/app/generic_scene.py" line="+2"/>
        <source>hidden</source>
        <translation>隱藏</translation>
    </message>
    <message>
        <location filename="../desktop/app/generic_scene.py" line="+1"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 items</source>
        <translation>%1 項</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>… and %1 more</source>
        <translation>…還有 %1 項</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On the table</source>
        <translation>桌面上</translation>
    </message>
</context>
<context>
    <name>HabUndGut</name>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+8"/>
        <source>Coal</source>
        <translation>煤炭</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wheat</source>
        <translation>小麥</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corn</source>
        <translation>玉米</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coffee</source>
        <translation>咖啡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sugar</source>
        <translation>糖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tea</source>
        <translation>茶</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Donated shares lie face up</source>
        <translation>捐出的股票正面朝上</translation>
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
        <translation>已捐獻</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+1"/>
        <source>Out as lowest donor</source>
        <translation>捐獻最少而淘汰</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A turn either buys or sells shares, never both.</source>
        <translation>一個回合只能買進或賣出股票，不能兩者都做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may buy or sell at most three shares a turn.</source>
        <translation>每回合最多買進或賣出三張股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A good priced at zero cannot be bought.</source>
        <translation>價格為零的商品不能買進。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shares of that good are left in the supply.</source>
        <translation>供應區已經沒有那種商品的股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have enough money for that share.</source>
        <translation>你的錢不夠買那張股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no share of that good in hand to sell (donated shares cannot be sold).</source>
        <translation>你手上沒有那種商品的股票可賣（捐出的股票不能賣）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no share of that good in hand to donate.</source>
        <translation>你手上沒有那種商品的股票可捐。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may donate only one share a round.</source>
        <translation>每回合只能捐一張股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a donation you can only end your turn.</source>
        <translation>捐獻後只能結束回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such good.</source>
        <translation>沒有這種商品。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That belongs to the other phase of the round.</source>
        <translation>那是回合另一個階段的事。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may play only from the two racks beside you.</source>
        <translation>只能從你身旁的兩個牌架出牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already played a card from that rack: play one from the other rack.</source>
        <translation>你已經從那個牌架出過牌了：請從另一個牌架出牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in that rack.</source>
        <translation>那張卡不在那個牌架上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That position cannot be played.</source>
        <translation>那個位置不能出牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a move of this game.</source>
        <translation>這不是這個遊戲的動作。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a hidden good</source>
        <translation>一種隱藏的商品</translation>
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
        <translation>股票階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price-change phase</source>
        <translation>價格波動階段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First half</source>
        <translation>上半場</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Second half</source>
        <translation>下半場</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/ui.py" line="-120"/>
        <source>out</source>
        <extracomment>the seat acting last in the final stock phase has an edge (docs/games/hab_und_gut.md): the new-game dialog seats the players at random.</extracomment>
        <translation>淘汰</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buy a share of %1 for %2</source>
        <translation>以 %2 買進一張%1股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell a share of %1 for %2</source>
        <translation>以 %2 賣出一張%1股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a share of %1</source>
        <translation>買進一張%1股票</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sell a share of %1</source>
        <translation>賣出一張%1股票</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Donate a share of %1</source>
        <translation>捐出一張%1股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <translation>結束你的回合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play %1</source>
        <translation>打出%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play %1 from your left rack: full value, price to %2</source>
        <translation>從左邊牌架打出%1：全額，價格變為 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1 from your right rack: full value, price to %2</source>
        <translation>從右邊牌架打出%1：全額，價格變為 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1 from your left rack: halved to %2, price to %3</source>
        <translation>從左邊牌架打出%1：減半為 %2，價格變為 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1 from your right rack: halved to %2, price to %3</source>
        <translation>從右邊牌架打出%1：減半為 %2，價格變為 %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 buys a share of %2 for %3.</source>
        <translation>%1以 %3 買進一張%2股票。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sells a share of %2 for %3.</source>
        <translation>%1以 %3 賣出一張%2股票。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 puts a share face down on donation slot %2.</source>
        <translation>%1把一張股票蓋著放到捐獻格 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 donates a share of %2 on donation slot %3.</source>
        <translation>%1把一張%2股票捐到捐獻格 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ends the turn.</source>
        <translation>%1結束回合。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First half, round %1: stock phase, %2 begins.</source>
        <translation>上半場第 %1 回合：股票階段，由%2開始。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second half, round %1: stock phase, %2 begins.</source>
        <translation>下半場第 %1 回合：股票階段，由%2開始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First half, round %1: price-change phase, %2 begins.</source>
        <translation>上半場第 %1 回合：價格波動階段，由%2開始。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second half, round %1: price-change phase, %2 begins.</source>
        <translation>下半場第 %1 回合：價格波動階段，由%2開始。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 plays %2 first, at full value (%3).</source>
        <translation>%1先打出%2，全額計算（%3）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2 second, halved (%3).</source>
        <translation>%1第二張打出%2，減半計算（%3）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 rises from %2 to %3.</source>
        <translation>%1從 %2 漲到 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 falls from %2 to %3.</source>
        <translation>%1從 %2 跌到 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 stays at %2 (end of the track).</source>
        <translation>%1停在 %2（軌道盡頭）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The start player token passes to %1.</source>
        <translation>起始玩家代表物交給%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 donated nothing this half; the donation is %2.</source>
        <translation>%1這半場沒有捐獻；捐獻額為 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s donated shares (%2) are sold for %3; the donation is now %4.</source>
        <translation>%1捐出的股票（%2）以 %3 賣出；捐獻額現在是 %4。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All market cards are shuffled for the second half.</source>
        <translation>下半場前洗勻所有市場卡。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dealt to the rack between %1 and %2: %3.</source>
        <translation>發到%1和%2之間的牌架：%3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the end %1 sells a share of %2 for %3.</source>
        <translation>結算時%1以 %3 賣出一張%2股票。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the end %1 sells %2 shares of %3 for %4.</source>
        <translation>結算時%1以 %4 賣出 %2 張%3股票。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 donated the least (%2) and is out.</source>
        <translation>%1捐獻最少（%2），被淘汰。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over: %1 wins.</source>
        <translation>遊戲結束：%1獲勝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: a shared win for %1.</source>
        <translation>遊戲結束：%1共同獲勝。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shares in hand</source>
        <translation>手上的股票</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2 on the board)</source>
        <translation>%1（版圖上 %2）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 · round %2 of 4 · %3</source>
        <translation>%1 · 第 %2／4 回合 · %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Trade shares and donate…</source>
        <translation>買賣股票與捐獻…</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/dialogs.py" line="+110"/>
        <source>%1: %2 a share · supply %3 · in hand %4</source>
        <translation>%1：每股 %2・供應區 %3・手上 %4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No donation</source>
        <translation>不捐獻</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>No trade this turn; your cash stays %1.</source>
        <translation>本回合不買賣；你的現金仍為 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You pay %1 and keep %2.</source>
        <translation>你付 %1，剩下 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You receive %1 and have %2.</source>
        <translation>你收到 %1，共有 %2。</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="-81"/>
        <source>Welcome to Hab &amp; Gut! Six goods have a price track each. You trade their shares, push their prices with cards, and give to charity: the richest player wins, but not if they gave the least.</source>
        <translation>歡迎來到貨貿時代！六種貨物各有一條價格軌。你買賣它們的股票，用卡牌推動價格，也要捐給慈善：最有錢的玩家獲勝，但捐得最少的人除外。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price cards stand in racks between the players: you may play from the two racks beside you, and so may your neighbours. Everyone can see what the racks hold.</source>
        <translation>價格卡插在玩家之間的牌架上：你可以從身旁的兩個牌架出牌，你的鄰居也可以。每個人都看得到牌架上有什麼。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A round starts with the stock phase: in turn, buy or sell up to three shares at today&apos;s prices. Your right rack holds Sugar +6, so buy a share of Sugar for $40.</source>
        <translation>每輪從股票階段開始：依序以今天的價格買進或賣出一到三張股票。你的右牌架上有糖 +6，所以用 $40 買一張糖的股票。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy one more share of Sugar.</source>
        <translation>再買一張糖的股票。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once a round you may donate a share: it goes face down on your donation board. Donate a share of Sugar now; after a donation your turn can only end.</source>
        <translation>每輪你可以捐一張股票：它面朝下放到你的捐獻板上。現在捐一張糖的股票；捐了之後你的回合只能結束。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+19"/>
        <source>End your turn.</source>
        <translation>結束你的回合。</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The others bought three shares each: Coffee and Corn. Then the price-change phase begins with you.</source>
        <translation>其他人各買了三張股票：咖啡和玉米。接著價格波動階段由你開始。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the price-change phase you play one card from each of your two racks. The first moves its good by its full value: play Sugar +6 from your right rack.</source>
        <translation>在價格波動階段，你從兩個牌架各出一張卡。第一張讓它的貨物按全額移動：從你的右牌架打出糖 +6。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The second card, from your other rack, counts only half: play Coffee +4 from your left rack, and Coffee rises by 2.</source>
        <translation>第二張來自另一個牌架，只算一半：從你的左牌架打出咖啡 +4，咖啡上漲 2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others play their cards too: Coffee and Sugar rise again, Corn goes up 6 and back 2. Their cards are your cards&apos; neighbours: watch what they could play.</source>
        <translation>其他人也出了牌：咖啡和糖再次上漲，玉米先漲 6 再跌 2。他們的牌就在你的牌旁邊：留意他們可能打出什麼。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round 2: the start player token moved on, and the others bought Wheat and Coal.</source>
        <translation>第 2 輪：起始玩家代表物傳了下去，其他人買了小麥和煤炭。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sugar now stands at $75: sell your share for $35 more than you paid. A turn buys or sells, never both.</source>
        <translation>糖現在是 $75：賣出你的股票，比你買的時候多賺 $35。一個回合只能買或賣，不能兩者都做。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game has two halves of four rounds. At the end of each half the donated shares are turned over and counted at their prices.</source>
        <translation>遊戲分成兩個半場，各四輪。每個半場結束時，捐出的股票會翻開，並按它們的價格計算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the end the players who donated the least are out, however rich they are; of the others, the one with the most money wins. The others play on as computer players now. Good luck!</source>
        <translation>遊戲結束時，捐得最少的玩家被淘汰，不論他們多富有；其餘玩家中錢最多的人獲勝。其他玩家現在由電腦接手繼續。祝你好運！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/reasons.py" line="+33"/>
        <source>the cards you see push %1 up to about %2</source>
        <extracomment>A price change smaller than this (money) is not worth a word.</extracomment>
        <translation>你看得到的牌會把%1推高到約%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the cards you see push %1 down to about %2</source>
        <translation>你看得到的牌會把%1壓低到約%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lowest donor is eliminated: this lifts your donations to about %1 (the lowest rival&apos;s: about %2)</source>
        <translation>捐得最少的玩家會被淘汰：這次捐獻讓你的捐款達到約%1（最少的對手約%2）</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>raises %1, of which you hold %n shares</source>
        <translation>
            <numerusform>讓%1漲價，你持有 %n 張股票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>lowers %1: a rival holds %n shares of it</source>
        <translation>
            <numerusform>讓%1跌價：有對手持有 %n 張股票</numerusform>
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
        <translation>%1 的一半</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The half, the round and the phase being played</source>
        <translation>目前的半場、回合與階段</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn</source>
        <translation>結束回合</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Trade &amp; donate…</source>
        <translation>買賣與捐獻…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buy or sell up to three shares and donate one, in one dialog; your turn ends when you send it</source>
        <translation>在一個對話框中買進或賣出至多三張股票並捐一張；送出後你的回合結束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The price tracks: each good&apos;s marker shows its share price</source>
        <translation>價格軌：每種商品的標記顯示其股票價格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price tracks</source>
        <translation>價格軌</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <source>%1: %2 a share, %3 left in the supply</source>
        <translation>%1：每張 %2，供應區剩 %3 張</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 price track: 0 to 250, the ring marks the start price 40</source>
        <translation>%1 價格軌：0 到 250，圓圈標示起始價格 40</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is at %2</source>
        <translation>%1 位於 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>supply %1</source>
        <translation>供應 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy</source>
        <translation>買進</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sell</source>
        <translation>賣出</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You donated: you can only end your turn.</source>
        <translation>你已捐獻：只能結束回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You traded %1 shares: the most for a turn.</source>
        <translation>你已買賣 %1 張股票：一回合的上限。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You sold this turn: no buying until your next turn.</source>
        <translation>你這回合賣出了股票：下個回合前不能買進。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You bought this turn: no selling until your next turn.</source>
        <translation>你這回合買進了股票：下個回合前不能賣出。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buy %1</source>
        <translation>買進%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you buy at %2 each (at most %3 a turn)?</source>
        <translation>你要以每張 %2 買進幾張%1股票（每回合至多 %3 張）？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You pay %1 and keep %2.</source>
        <translation>你付 %1，剩下 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell %1</source>
        <translation>賣出%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you sell at %2 each (at most %3 a turn)?</source>
        <translation>你要以每張 %2 賣出幾張%1股票（每回合至多 %3 張）？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You receive %1 and have %2.</source>
        <translation>你收到 %1，共有 %2。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The two card racks beside you (only these are shown to you) and the cards played</source>
        <translation>你兩旁的兩個牌架（你只看得到這兩個）與已打出的牌</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your left rack · second card: half value</source>
        <translation>你的左邊牌架 · 第二張：一半數值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your right rack · second card: half value</source>
        <translation>你的右邊牌架 · 第二張：一半數值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your left rack · played this turn</source>
        <translation>你的左邊牌架 · 本回合已出牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your right rack · played this turn</source>
        <translation>你的右邊牌架 · 本回合已出牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your left rack · shared with %1</source>
        <translation>你的左邊牌架 · 與%1共用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your right rack · shared with %1</source>
        <translation>你的右邊牌架 · 與%1共用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 play from this rack</source>
        <translation>%1 與 %2 從這個牌架出牌</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Played this round</source>
        <translation>本回合打出的牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played last round</source>
        <translation>上回合打出的牌</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>set aside unseen: %1</source>
        <translation>未公開放在一旁：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Market cards set aside face down at the start: nobody sees them</source>
        <translation>開局時蓋著放在一旁的市場卡：沒有人看得到</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 played %2 at full value</source>
        <translation>%1以全額打出%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 as the second card, halved</source>
        <translation>%1以第二張減半打出%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: cash %2, %3 donated</source>
        <translation>%1：現金 %2，已捐 %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cash of %1: %2</source>
        <translation>%1 的現金：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start player</source>
        <translation>起始玩家</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 starts this round; the token passes on each round</source>
        <translation>%1 是這回合的起始玩家；標記每回合傳給下一位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out: lowest donor</source>
        <translation>淘汰：捐獻最少</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player who donated least cannot win</source>
        <translation>捐獻最少的玩家不能獲勝</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 ×%2, %3 donated</source>
        <translation>%1 ×%2，已捐 %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: you hold %2 shares, %3 of them donated (%4 a share)</source>
        <translation>%1：你持有 %2 張股票，其中 %3 張已捐（每股 %4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds %2 shares of %3 (%4 a share)</source>
        <translation>%1 持有 %2 張%3股票（每股 %4）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Donation board of %1: one share a round in the four slots, the money donated in the centre</source>
        <translation>%1 的捐獻板：四個格子每回合放一張股票，中央是捐出的錢</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>donated</source>
        <translation>已捐獻</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has donated %2 so far</source>
        <translation>%1 到目前已捐 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Donation slot of round %1: empty</source>
        <translation>第 %1 回合的捐獻格：空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Donation slot of round %1: a share donated face down</source>
        <translation>第 %1 回合的捐獻格：一張蓋著捐出的股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Donation slot of round %1: a share of %2</source>
        <translation>第 %1 回合的捐獻格：一張%2股票</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>buying: %1 of 3 shares</source>
        <translation>買進中：%1／3 張</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selling: %1 of 3 shares</source>
        <translation>賣出中：%1／3 張</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trading shares</source>
        <translation>買賣股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playing the second card</source>
        <translation>打出第二張牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>playing the first card</source>
        <translation>打出第一張牌</translation>
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
        <translation>讓你的勝率保持最高</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>almost as good as the best move</source>
        <translation>幾乎和最佳一手一樣好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a chance to win %1 lower than the best move&apos;s</source>
        <translation>勝率比最佳一手低 %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&amp;Hint</source>
        <extracomment>the last answer shown (tests and the screenshots read it)</extracomment>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Expert&apos;s best moves for you now, with your chance to win after each (H). It never plays for you.</source>
        <translation>專家此刻為你選出的最佳幾手，以及每一手之後你的勝率（H）。提示不會替你出手。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Thinking about your options…</source>
        <translation>正在思考你的選擇…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No hint this time: the advisor failed.</source>
        <translation>這次沒有提示：顧問計算失敗。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The Expert would play:</source>
        <translation>專家會這樣下：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2 — %3 chance to win: %4</source>
        <translation>%1. %2 — 勝率 %3：%4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>★ Hint: %1</source>
        <translation>★ 提示：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The hint&apos;s best move</source>
        <translation>提示的最佳一手</translation>
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
        <translation>獎勵面</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/words.py" line="+0"/>
        <source>penalty</source>
        <translation>懲罰面</translation>
    </message>
</context>
<context>
    <name>Landlord</name>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+6"/>
        <source>Start</source>
        <translation>起點</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mossy Lane</source>
        <translation>青苔巷</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/deed.py" line="+112"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <location line="+15"/>
        <location line="+16"/>
        <location line="+8"/>
        <source>Town Fund</source>
        <translation>城鎮基金</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="-38"/>
        <source>Pebble Path</source>
        <translation>卵石小徑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Property Levy</source>
        <translation>房產稅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bread Hall</source>
        <translation>麵包館</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maple Row</source>
        <translation>楓樹街</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/deed.py" line="+0"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <location line="+15"/>
        <location line="+14"/>
        <location line="+5"/>
        <source>Windfall</source>
        <translation>意外之財</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="-33"/>
        <source>Willow Walk</source>
        <translation>柳蔭步道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Birch Parade</source>
        <translation>樺樹大街</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vacation</source>
        <translation>度假</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lantern Court</source>
        <translation>燈籠苑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eye Clinic</source>
        <translation>眼科診所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Potters Yard</source>
        <translation>陶匠場</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weavers Close</source>
        <translation>織工巷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corner Butcher</source>
        <translation>街角肉舖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ferry Steps</source>
        <translation>渡口石階</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clocktower Way</source>
        <translation>鐘樓路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bellfounders Row</source>
        <translation>鑄鐘街</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free Samples</source>
        <translation>免費試吃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orchard Rise</source>
        <translation>果園坡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vineyard Bend</source>
        <translation>葡萄園灣</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Millpond Drive</source>
        <translation>磨坊池路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fuel Stop</source>
        <translation>加油站</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seagull Promenade</source>
        <translation>海鷗濱海道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kite Meadow</source>
        <translation>風箏草原</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Herb Pharmacy</source>
        <translation>草本藥局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sunflower Fields</source>
        <translation>向日葵田</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+144"/>
        <source>Go on Vacation</source>
        <translation>去度假</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Cedar Heights</source>
        <translation>雪松高地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Juniper Crescent</source>
        <translation>杜松彎街</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emerald Grove</source>
        <translation>翡翠林</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tyre Works</source>
        <translation>輪胎廠</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown Terrace</source>
        <translation>皇冠台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luxury Duty</source>
        <translation>奢侈稅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summit Boulevard</source>
        <translation>峰頂大道</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only streets take buildings.</source>
        <translation>只有建地可以蓋建築。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot is not yours.</source>
        <translation>那塊地不是你的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need every lot of the colour group first.</source>
        <translation>你必須先擁有同色系的所有土地。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A lot of that group is mortgaged.</source>
        <translation>該色系有土地已抵押。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot already has a hotel.</source>
        <translation>那塊地已經有旅館了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build evenly across the group.</source>
        <translation>同色系必須平均建造。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell evenly across the group.</source>
        <translation>同色系必須平均出售。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have enough money.</source>
        <translation>你的錢不夠。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bank has no hotels left.</source>
        <translation>銀行已經沒有旅館了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bank has no houses left.</source>
        <translation>銀行已經沒有房屋了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no building to sell.</source>
        <translation>沒有可以出售的建築。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot is already mortgaged.</source>
        <translation>那塊地已經抵押了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell the group&apos;s buildings first.</source>
        <translation>請先賣掉該色系的建築。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot is not mortgaged.</source>
        <translation>那塊地沒有抵押。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The offer has too many parts.</source>
        <translation>這個提議包含太多項目。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="+290"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>Lots of a group with buildings cannot be traded.</source>
        <translation>有建築的色系土地不能交易。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>That is more money than the payer has.</source>
        <translation>付款方沒有那麼多錢。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="+94"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>The offer is empty.</source>
        <translation>這個提議是空的。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>The mortgage interest could not be paid.</source>
        <translation>付不出抵押利息。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That place cannot be owned.</source>
        <translation>那個格子不能被擁有。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The building won at auction does not fit that lot.</source>
        <translation>拍得的建築不能放在那塊地上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortgages are switched off in this game.</source>
        <translation>這局遊戲關閉了抵押。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more building or mortgage steps this turn.</source>
        <translation>這個回合不能再建造或抵押了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have already rolled this turn.</source>
        <translation>你這個回合已經擲過骰子了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll before ending your turn.</source>
        <translation>結束回合前請先擲骰子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a player on Vacation can do that.</source>
        <translation>只有度假中的玩家可以這樣做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That keep-out card is not held.</source>
        <translation>沒有持有那張收假卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trades are switched off in this game.</source>
        <translation>這局遊戲關閉了交易。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such player.</source>
        <translation>沒有這位玩家。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot trade with yourself.</source>
        <translation>你不能和自己交易。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player is bankrupt.</source>
        <translation>那位玩家已經破產。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more offers this turn.</source>
        <translation>這個回合不能再提出交易了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot belongs to neither of you.</source>
        <translation>那塊地不屬於你們任何一方。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is already in the offer.</source>
        <translation>那已經在提議中了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A counter-offer cannot be countered: accept or refuse it.</source>
        <translation>還價不能再還價：請接受或拒絕。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money changes by 10, 50, 100 or 500.</source>
        <translation>金額以 10、50、100 或 500 為單位增減。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid must be higher than the current bid.</source>
        <translation>出價必須高於目前的出價。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot bid more than your cash.</source>
        <translation>出價不能超過你的現金。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raises are 1, 10, 50 or 100.</source>
        <translation>加價幅度為 1、10、50 或 100。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not the mortgaged lot you received.</source>
        <translation>那不是你收到的已抵押土地。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While in debt you may only sell buildings, mortgage or trade.</source>
        <translation>負債時只能賣建築、抵押或交易。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not possible at this moment.</source>
        <translation>現在無法這樣做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has no time limit.</source>
        <translation>這局遊戲沒有時間限制。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time has already been called.</source>
        <translation>已經宣告時間到了。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>salary</source>
        <translation>薪水</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rent</source>
        <translation>租金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tax</source>
        <translation>稅金</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+65"/>
        <location line="+24"/>
        <source>a card</source>
        <translation>卡片</translation>
    </message>
    <message>
        <location line="-88"/>
        <source>the fee to leave Vacation</source>
        <translation>結束度假的費用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mortgage interest</source>
        <translation>抵押利息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repairs</source>
        <translation>修繕費</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a trade</source>
        <translation>交易</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a bankruptcy</source>
        <translation>破產</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an auction</source>
        <translation>拍賣</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a building</source>
        <translation>建築</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mortgage</source>
        <translation>抵押</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 lands on Go on Vacation and is sent away.</source>
        <translation>%1停在「去度假」，被送去度假。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 draws a card that sends them on Vacation.</source>
        <translation>%1抽到一張卡，被送去度假。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rolls a third double and goes on Vacation.</source>
        <translation>%1第三次擲出相同點數，去度假。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pays to come back from Vacation.</source>
        <translation>%1付費結束度假。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 uses a keep-out card to come back from Vacation.</source>
        <translation>%1使用收假卡結束度假。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rolls doubles and comes back from Vacation.</source>
        <translation>%1擲出相同點數，結束度假。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays after the third try and comes back from Vacation.</source>
        <translation>%1第三次失敗後付費，結束度假。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one player is left.</source>
        <translation>只剩下一位玩家。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last round is over.</source>
        <translation>最後一回合結束了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time is up.</source>
        <translation>時間到了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The longest game allowed is over.</source>
        <translation>已達到遊戲允許的最長長度。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auction lots nobody buys</source>
        <translation>拍賣沒人買的土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trades between players</source>
        <translation>玩家之間的交易</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortgages</source>
        <translation>抵押</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building shortage (32 houses, 12 hotels)</source>
        <translation>建築數量有限（32 棟房屋、12 間旅館）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds (0: play to the end)</source>
        <translation>回合數（0：玩到結束）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit in minutes (0: none)</source>
        <translation>時間限制（分鐘，0：無）</translation>
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
        <translation>土地（已抵押以半價計）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buildings</source>
        <translation>建築</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a house</source>
        <translation>一棟房屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a hotel</source>
        <translation>一間旅館</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Advance to %1</source>
        <translation>前進到%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advance to the nearest business; pay it double rent</source>
        <translation>前進到最近的商業用地；支付雙倍租金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advance to the nearest clinic; pay ten times a new roll</source>
        <translation>前進到最近的醫療中心；重擲骰子並支付點數的十倍</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collect %1</source>
        <translation>收取 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay %1</source>
        <translation>支付 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep out of Vacation (keep this card)</source>
        <translation>收假卡（可保留此卡）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back %1 spaces</source>
        <translation>後退 %1 格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Repairs: pay %1 a house and %2 a hotel</source>
        <translation>修繕：每棟房屋付 %1，每間旅館付 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay every other player %1</source>
        <translation>付給其他每位玩家 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collect %1 from every other player</source>
        <translation>向其他每位玩家收取 %1</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/ui.py" line="-229"/>
        <source>Roll the dice</source>
        <translation>擲骰子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <translation>結束你的回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay %1 to leave Vacation</source>
        <translation>支付 %1 結束度假</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use your keep-out card to leave Vacation</source>
        <translation>使用收假卡結束度假</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put the building you won on %1</source>
        <translation>把拍得的建築放在%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a hotel on %1 for %2</source>
        <translation>花 %2 在%1蓋旅館</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a house on %1 for %2</source>
        <translation>花 %2 在%1蓋房屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a building on %1 for %2</source>
        <translation>以 %2 賣出%1上的建築</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mortgage %1 for %2</source>
        <translation>以 %2 抵押%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lift the mortgage on %1 for %2</source>
        <translation>花 %2 贖回%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Propose a trade to %1…</source>
        <translation>向%1提出交易…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offer %1</source>
        <translation>提供%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ask for %1</source>
        <translation>要求%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Add %1 that you pay</source>
        <translation>加上你支付的 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add %1 that they pay</source>
        <translation>加上對方支付的 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a keep-out card to the offer</source>
        <translation>在提議中加入收假卡</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="-186"/>
        <location filename="../desktop/app/games/landlord/ui.py" line="+2"/>
        <source>Send the offer</source>
        <translation>送出提議</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/ui.py" line="+2"/>
        <source>Cancel the offer</source>
        <translation>取消提議</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept the offer</source>
        <translation>接受提議</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accept the counter-offer</source>
        <translation>接受還價</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuse the offer</source>
        <translation>拒絕提議</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refuse the counter-offer</source>
        <translation>拒絕還價</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuse and make a counter-offer</source>
        <translation>拒絕並提出還價</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy %1 for %2</source>
        <translation>以 %2 買下%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy the lot</source>
        <translation>買下這塊地</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do not buy (it goes to auction)</source>
        <translation>不買（進行拍賣）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not buy</source>
        <translation>不買</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid %1</source>
        <translation>出價 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the auction</source>
        <translation>退出拍賣</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lift the mortgage on %1 now for %2</source>
        <translation>現在花 %2 贖回%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep %1 mortgaged and pay %2 interest</source>
        <translation>保持%1抵押並支付利息 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time is up</source>
        <translation>時間到</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 offers you a trade: click “See the offer…” on the board.</source>
        <translation>%1向你提出交易：請點棋盤上的「查看提議…」。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 and %2 trade: %1 gives %3, %2 gives %4.</source>
        <translation>%1和%2交易：%1給出%3，%2給出%4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 refuses %1&apos;s offer of %3 for %4.</source>
        <translation>%2拒絕%1的交易提議：用%3換%4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 refuses %1&apos;s offer of %3 for %4 and answers with a counter-offer.</source>
        <translation>%2拒絕%1的交易提議（用%3換%4），並提出還價。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 offers %2 %3 for %4, then withdraws the offer.</source>
        <translation>%1向%2提議用%3換%4，隨後撤回提議。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the bank</source>
        <translation>銀行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rolls %2 and %3: doubles!</source>
        <translation>%1擲出 %2 和 %3：相同點數！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rolls %2 and %3.</source>
        <translation>%1擲出 %2 和 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves to %2.</source>
        <translation>%1移動到%2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 receives %2 (%3).</source>
        <translation>%1收到 %2（%3）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays %2 to the bank (%3).</source>
        <translation>%1付給銀行 %2（%3）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays %2 to %3 (%4).</source>
        <translation>%1付給%3 %2（%4）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 draws a %2 card: %3.</source>
        <translation>%1抽到一張%2卡：%3。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 buys %2 for %3.</source>
        <translation>%1以 %3 買下%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes to auction.</source>
        <translation>%1進行拍賣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids %2.</source>
        <translation>%1出價 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 leaves the auction.</source>
        <translation>%1退出拍賣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins %2 for %3.</source>
        <translation>%1以 %3 拍得%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody bids for %1.</source>
        <translation>沒有人對%1出價。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 builds a hotel on %2.</source>
        <translation>%1在%2蓋了旅館。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 builds a house on %2 (%3 now).</source>
        <translation>%1在%2蓋了房屋（現在 %3 棟）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sells a building on %2 for %3.</source>
        <translation>%1以 %3 賣出%2上的建築。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mortgages %2 for %3.</source>
        <translation>%1以 %3 抵押%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lifts the mortgage on %2 for %3.</source>
        <translation>%1花 %3 贖回%2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 accepts the trade.</source>
        <translation>%1接受交易。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 refuses the trade.</source>
        <translation>%1拒絕交易。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 withdraws the offer.</source>
        <translation>%1撤回提議。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 answers %2&apos;s offer with a counter-offer.</source>
        <translation>%1對%2的提議提出還價。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passes from %2 to %3.</source>
        <translation>%1從%2轉給%3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 owes %2 and must raise money.</source>
        <translation>%1欠 %2，必須籌錢。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is bankrupt.</source>
        <translation>%1破產了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time is called: the game ends after this turn.</source>
        <translation>時間到：這個回合結束後遊戲結束。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Trade…</source>
        <translation>交易…</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="+161"/>
        <location filename="../desktop/app/games/landlord/ui.py" line="-128"/>
        <location line="+1"/>
        <location line="+90"/>
        <location line="+1"/>
        <source>a keep-out card</source>
        <translation>一張收假卡</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../desktop/app/games/landlord/ui.py" line="-86"/>
        <location line="+91"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/ui.py" line="-30"/>
        <source>%1 offers %2 %3 for %4.</source>
        <translation>%1向%2提議用%3換%4。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 gives %2 for %3</source>
        <translation>%1用%2換%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lots</source>
        <translation>土地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Net worth</source>
        <translation>淨資產</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bankrupt</source>
        <translation>破產</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="-264"/>
        <source>%1 (mortgaged)</source>
        <extracomment>the engine&apos;s counter-offer action (desktop/engine/games/landlord/trade.py, CounterTrade): the answer screen shows &quot;Counter…&quot; when it is legal; the offer answered then comes back turned round, as an offer begun, to change and send on this same screen</extracomment>
        <translation>%1（已抵押）</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Trade</source>
        <translation>交易</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Trade with:</source>
        <extracomment>steps played before the screen&apos;s own (a counter-offer&apos;s CounterTrade)</extracomment>
        <translation>交易對象：</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Money</source>
        <translation>金錢</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse</source>
        <translation>拒絕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter…</source>
        <translation>還價…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Nobody can trade with you now.</source>
        <translation>現在沒有人能與你交易。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 offers you a trade.</source>
        <translation>%1向你提出交易。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>You give</source>
        <translation>你給出</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>%1 gives</source>
        <translation>%1給出</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Pick the deeds each side gives and the money, then send the offer.</source>
        <translation>選擇雙方給出的地契和金額，然後送出提議。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Card: %1</source>
        <translation>卡片：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No deeds</source>
        <translation>沒有地契</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>You pay %1 %2.</source>
        <translation>你付給%1 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays you %2.</source>
        <translation>%1付給你 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No money changes hands.</source>
        <translation>不涉及金錢。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You get: %1.
%2 gets: %3.</source>
        <translation>你得到：%1。
%2得到：%3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You cannot accept: you could not pay the interest on the mortgaged lots you would get.</source>
        <translation>你不能接受：你付不起將得到的抵押土地的利息。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Money is offered in steps of 10.</source>
        <translation>金額以 10 為單位。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An offer may have at most %1 parts (lots, cards and money steps).</source>
        <translation>一個提議最多包含 %1 項（土地、卡片和金額單位）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You could not pay the interest on the mortgaged lots you would get.</source>
        <translation>你付不起將得到的抵押土地的利息。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Counter-offer</source>
        <translation>還價</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="+48"/>
        <source>Welcome to Landlord! Roll the dice, go round the board, buy lots and collect rent from whoever lands on them. Whoever is left when everyone else is bankrupt wins.</source>
        <translation>歡迎來到房東！擲骰子、繞著地圖走、買下地產，向停在上面的人收租金。其他人都破產後還留下來的人獲勝。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others go first. A Windfall card sent one to Corner Butcher; both bought the lot they reached.</source>
        <translation>其他人先走。一張意外之財卡把一位對手送到街角肉舖；兩人都買下了他們到達的地產。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: roll the dice.</source>
        <translation>輪到你了：擲骰子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pebble Path belongs to nobody: buy it for $60. A lot you do not buy goes to auction.</source>
        <translation>卵石小徑還沒有主人：用 $60 買下它。你不買的地產會進行拍賣。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <location line="+8"/>
        <location line="+27"/>
        <source>End your turn.</source>
        <translation>結束你的回合。</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>One rival landed on Free Samples; the other bought Clocktower Way.</source>
        <translation>一位對手停在免費試吃；另一位買下了鐘樓路。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll again.</source>
        <translation>再擲一次。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy Birch Parade for $120.</source>
        <translation>用 $120 買下樺樹大街。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The others bought Sunflower Fields and Millpond Drive.</source>
        <translation>其他人買下了向日葵田和磨坊池路。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+10"/>
        <source>Roll the dice.</source>
        <translation>擲骰子。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Buy Potters Yard for $140.</source>
        <translation>用 $140 買下陶匠場。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Doubles let a player roll again: one rival bought Mossy Lane, paid you $10 rent on Potters Yard, then rolled a third double and went on Vacation. To come back: roll doubles, pay $50, or use a keep-out card.</source>
        <translation>擲出相同點數可以再擲一次：一位對手買下青苔巷，在陶匠場付了你 $10 租金，然後第三次擲出相同點數，去度假了。要回來：擲出相同點數、付 $50，或使用收假卡。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mossy Lane, bought by that rival, is the other lot of colour group A, with your Pebble Path. Trade for it: propose a trade to them.</source>
        <translation>那位對手買下的青苔巷，和你的卵石小徑同屬同色系 A。用交易換來它：向他提出交易。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask for Mossy Lane.</source>
        <translation>要求青苔巷。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer $100 for it.</source>
        <translation>為它出價 $100。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send the offer: they may accept or reject it.</source>
        <translation>送出提議：對方可以接受或拒絕。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepted! The whole colour group A is yours: its rent is doubled, and you may build.</source>
        <translation>接受了！整個同色系 A 都是你的了：它的租金加倍，你也可以蓋房子了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a house on Mossy Lane for $50: each house raises the rent a lot, and after four houses comes a hotel.</source>
        <translation>用 $50 在青苔巷蓋一間房屋：每間房屋都讓租金大幅上升，四間房屋之後就是旅館。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Houses go up evenly across a group: build one on Pebble Path too.</source>
        <translation>同色系的房屋要平均興建：在卵石小徑也蓋一間。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Short of cash? Mortgage a lot for half its price: Birch Parade for $60. It earns no rent until you lift the mortgage (its value and 10% more).</source>
        <translation>現金不夠？把地產抵押換得它價格的一半：樺樹大街抵押得 $60。在你贖回抵押（抵押值再加 10%）之前，它收不到租金。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A player who cannot pay what they owe, even by selling buildings and mortgaging, is bankrupt and leaves the game. The others play on as computer players now. Good luck!</source>
        <translation>付不出欠款的玩家，即使賣掉建築、抵押地產也不夠時，就會破產並離開遊戲。其他玩家現在由電腦接手繼續。祝你好運！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/reasons.py" line="+21"/>
        <source>brown group</source>
        <extracomment>The street groups as the board colours them (the board also letters them A-H).</extracomment>
        <translation>棕色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>light blue group</source>
        <translation>淺藍色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pink group</source>
        <translation>粉紅色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>orange group</source>
        <translation>橙色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red group</source>
        <translation>紅色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow group</source>
        <translation>黃色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green group</source>
        <translation>綠色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dark blue group</source>
        <translation>深藍色系</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+65"/>
        <source>completes your %1: rents double and you can build</source>
        <translation>湊齊你的%1：租金加倍，還能蓋房屋</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>keeps a rival from completing the %1</source>
        <translation>阻止對手湊齊%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>brings you one lot closer to the whole %1</source>
        <translation>讓你離湊齊%1更近一塊地</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your commercial lots&apos; rent rises to %1 each</source>
        <translation>你的商業地租金每塊提高到%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>you keep %1 after paying: enough for the rents ahead</source>
        <translation>付款後你還留有%1：足以應付接下來的租金</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keeps your cash for a rent of up to %1</source>
        <translation>把現金留著應付最高%1的租金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lot goes to auction, where it may sell for less</source>
        <translation>這塊地會進入拍賣，可能以更低的價格成交</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the bid is under the lot&apos;s worth to you (about %1)</source>
        <translation>這個出價低於這塊地對你的價值（約%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the bid already exceeds the lot&apos;s worth to you (about %1)</source>
        <translation>目前出價已超過這塊地對你的價值（約%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the rent on %1 rises from %2 to %3</source>
        <translation>%1的租金從%2提高到%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>raises %1 toward the %2 you owe</source>
        <translation>籌得%1，用來償還你欠的%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raises %1 in cash</source>
        <translation>籌得現金%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>your %1 earns full rent again and can be built on</source>
        <translation>你的%1重新收取全額租金，也能再蓋房屋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 earns rent again</source>
        <translation>%1重新收取租金</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n lots are still for sale: get moving and buy</source>
        <translation>
            <numerusform>還有 %n 塊地待售：快出發去買</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>few lots are left to buy: on Vacation you collect rent and pay none</source>
        <translation>剩下可買的地不多了：度假時你照收租金，自己卻不必付</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>you gain about %1 in value</source>
        <translation>你的價值約增加%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it would complete a colour group for them</source>
        <translation>這會讓對方湊齊一個同色系</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you would lose about %1 in value</source>
        <translation>你的價值約會減少%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it helps them more than you</source>
        <translation>這對對方的幫助比對你大</translation>
    </message>
</context>
<context>
    <name>LandlordBoard</name>
    <message>
        <location filename="../desktop/app/games/landlord/board.py" line="+181"/>
        <source>pay %1</source>
        <translation>支付 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>MORTGAGED</source>
        <translation>已抵押</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 on Vacation at %2</source>
        <translation>%1在%2度假中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is on %2</source>
        <translation>%1在%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>LANDLORD</source>
        <translation>房東</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bank: %1 houses, %2 hotels</source>
        <translation>銀行：房屋 %1 棟、旅館 %2 間</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buildings the bank still has; when several players want the last ones they are auctioned.</source>
        <translation>銀行還有的建築；多位玩家想要最後幾棟時，以拍賣決定。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 cards: landing on a %1 place draws the top one.</source>
        <translation>%1卡：停在%1格時抽最上面一張。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What is being decided now, and the buttons to answer</source>
        <translation>現在正在決定的事，以及回應的按鈕</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bid…</source>
        <translation>出價…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>See the offer…</source>
        <translation>查看提議…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+207"/>
        <source>Trade…</source>
        <translation>交易…</translation>
    </message>
    <message>
        <location line="-195"/>
        <source>Open the trade screen</source>
        <translation>開啟交易畫面</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>You keep %1 in cash.</source>
        <translation>你會剩下現金 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 leads with %2: you would lead by %3. %4</source>
        <translation>%1以 %2 領先：你將領先 %3。%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody has bid yet: you would lead with %1. %2</source>
        <translation>還沒有人出價：你將以 %1 領先。%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid for %1</source>
        <translation>競標%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid (a raise of 1, 10, 50 or 100 over the highest bid):</source>
        <translation>你的出價（比最高出價多 1、10、50 或 100）：</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 is bankrupt.</source>
        <translation>%1已破產。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 in cash, %3 lots, net worth %4 (cash, lots at their price, half if mortgaged, and buildings at cost)</source>
        <translation>%1：現金 %2，土地 %3 塊，淨資產 %4（現金、土地按價格計、抵押者算一半，建築按成本計）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For sale: %1</source>
        <translation>待售：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price %1 · rent from %2</source>
        <translation>價格 %1 · 租金 %2 起</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auction: %1</source>
        <translation>拍賣：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Highest bid %1 by %2</source>
        <translation>最高出價 %1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No bid yet</source>
        <translation>尚無出價</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still bidding: %1</source>
        <translation>仍在競標：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trade: %1 and %2</source>
        <translation>交易：%1 與 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must raise %2</source>
        <translation>%1必須籌到 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 received %2, mortgaged</source>
        <translation>%1收到已抵押的%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 places the building won at auction</source>
        <translation>%1放置拍得的建築</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn</source>
        <translation>輪到%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1</source>
        <translation>等待%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bid %1</source>
        <translation>出價 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll</source>
        <translation>擲骰</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End turn</source>
        <translation>結束回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay to leave</source>
        <translation>付費離開</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Use card</source>
        <translation>使用卡片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy</source>
        <translation>買下</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Don&apos;t buy</source>
        <translation>不買</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass</source>
        <translation>放棄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refuse</source>
        <translation>拒絕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-offer</source>
        <translation>還價</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift now</source>
        <translation>立即贖回</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep mortgaged</source>
        <translation>保持抵押</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send offer</source>
        <translation>送出提議</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel offer</source>
        <translation>取消提議</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last roll: %1 and %2</source>
        <translation>上一次擲出：%1 和 %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>bankrupt</source>
        <translation>破產</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>+%1 more</source>
        <translation>另有 %1 塊</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Propose a trade to %1</source>
        <translation>向%1提出交易</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep-out cards: %1</source>
        <translation>收假卡：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on Vacation</source>
        <translation>度假中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>worth %1</source>
        <translation>價值 %1</translation>
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
        <translation>商業用地</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clinic</source>
        <translation>醫療中心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour group %1</source>
        <translation>同色系 %1</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Rent</source>
        <extracomment>(what, rent): the rent ladder (streets: alone, whole group, 1–4 houses, hotel; commercial lots by how many the owner holds; clinics: the dice times a factor) the rent a visitor pays now (clinics: per pip of the dice), or None when nobody owns it</extracomment>
        <translation>租金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rent with the whole group</source>
        <translation>擁有整組同色系時的租金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With a hotel</source>
        <translation>有旅館</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>With %n houses</source>
        <translation>
            <numerusform>有 %n 棟房屋</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>With %n commercial lots</source>
        <translation>
            <numerusform>擁有 %n 塊商業用地</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>With %n clinics</source>
        <translation>
            <numerusform>擁有 %n 間醫療中心</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Collect %1 when you pass or land here.</source>
        <translation>經過或停在這裡時領取 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay %1 to the bank.</source>
        <translation>付給銀行 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw a %1 card.</source>
        <translation>抽一張%1卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On Vacation: roll doubles, pay %1 or use a keep-out card to leave. Just passing: nothing happens.</source>
        <translation>度假中：擲出相同點數、支付 %1 或使用收假卡即可離開。只是經過：什麼都不會發生。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on Vacation: straight there, without passing Start.</source>
        <translation>去度假：直接前往，不經過起點。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing happens here.</source>
        <translation>這裡什麼都不會發生。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <source>%1 × the dice</source>
        <translation>骰子點數 × %1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>House cost</source>
        <translation>房屋造價</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hotel cost</source>
        <translation>旅館造價</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 and four houses</source>
        <translation>%1 加四棟房屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mortgage value</source>
        <translation>抵押價值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift the mortgage for</source>
        <translation>贖回費用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the bank (for sale)</source>
        <translation>銀行（待售）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a hotel</source>
        <translation>一間旅館</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n houses</source>
        <translation>
            <numerusform>%n 棟房屋</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built</source>
        <translation>建築</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mortgaged: no rent</source>
        <translation>已抵押：不收租金</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rent now</source>
        <translation>目前租金</translation>
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
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Turn %1: %2</source>
        <translation>第 %1 輪：%2</translation>
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
        <translation>交易大廳</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stock-market and property-trading board games</source>
        <translation>股市與地產交易桌遊</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Continue</source>
        <translation>繼續(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>新遊戲…(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ampaign</source>
        <translation>戰役(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This part of Trading Floor is coming in a later version.</source>
        <translation>交易大廳的這個部分將在之後的版本推出。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+38"/>
        <source>&amp;Back</source>
        <translation>返回(&amp;B)</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>動畫速度(&amp;A)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Unlock every variant, level, table and token (without earning them in a campaign)</source>
        <translation>解鎖所有變體、等級、桌面與棋子（不必在戰役中贏得）(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm every move (also when only one move is possible)</source>
        <translation>每一步都要確認（只有一個選擇時也是）(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>桌面(&amp;T)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>T&amp;okens:</source>
        <translation>棋子(&amp;O)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The language changes at once, in every window.</source>
        <translation>語言切換後立即生效。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/app/window.py" line="-240"/>
        <source>Saved &amp;games…</source>
        <extracomment>MainWindow(store=OPEN) opens the player&apos;s database (TRADING_FLOOR_DATA_DIR overrides where); store=None plays without saving. the database (desktop.storage.Store) or None when playing without saving why the database could not be opened (a reason key; &quot;&quot; when it is open or not wanted) the storage seam: a callable (setup) -&gt; Keeper (match.py) or None; with None matches live in memory only.</extracomment>
        <translation>存檔(&amp;G)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set the damaged file aside…</source>
        <translation>將損壞的檔案移到一旁…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, last played %2</source>
        <translation>%1，上次遊玩：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No game in progress.</source>
        <translation>目前沒有進行中的遊戲。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved games are not available: see the note below.</source>
        <translation>無法使用存檔：請看下方說明。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Campaign match</source>
        <translation>戰役對局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, chapter %2: %3</source>
        <translation>%1，第 %2 章：%3</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>This game cannot be saved: %1 You can play it all the same; it will not be kept.</source>
        <translation>這局遊戲無法存檔：%1 你仍然可以玩，但它不會被保留。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Achievement earned: %1</source>
        <translation>獲得成就：%1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This game cannot be resumed: %1 It is kept as it is.</source>
        <translation>這局遊戲無法繼續：%1 存檔將保持原樣。</translation>
    </message>
    <message>
        <location filename="../desktop/app/error_box.py" line="+16"/>
        <location filename="../desktop/app/main.py" line="+93"/>
        <location filename="../desktop/app/window.py" line="-195"/>
        <location line="+210"/>
        <location line="+55"/>
        <source>Trading Floor</source>
        <translation>交易大廳</translation>
    </message>
    <message>
        <location filename="../desktop/app/window.py" line="+58"/>
        <source>Campaigns need saved games.</source>
        <translation>戰役需要存檔功能。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics need saved games.</source>
        <translation>統計需要存檔功能。</translation>
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
        <translation>你</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another person at this screen</source>
        <translation>同一螢幕的另一位玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <location filename="../desktop/app/words.py" line="+36"/>
        <source>Easy</source>
        <translation>簡單</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>困難</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>專家</translation>
    </message>
    <message>
        <location filename="../desktop/app/newgame.py" line="+17"/>
        <location filename="../desktop/app/reviewpage.py" line="+130"/>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Earned in the campaign: %1, chapter %2 (%3). Settings can unlock everything at once.</source>
        <translation>在戰役中贏得：%1，第 %2 章（%3）。也可在設定中一次全部解鎖。</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Seats (drawn in a random order for this game)</source>
        <extracomment>the campaign&apos;s unlocks not earned yet: closed choices here</extracomment>
        <translation>座位（本局隨機排序）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The seed must be a whole number.</source>
        <translation>種子必須是整數。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seed must be between 0 and 18446744073709551615.</source>
        <translation>種子必須介於 0 到 18446744073709551615 之間。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>These options cannot be played together (%1).</source>
        <translation>這些選項不能同時使用（%1）。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/newgame.ui" line="+6"/>
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Game:</source>
        <translation>遊戲(&amp;G)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Players:</source>
        <translation>玩家人數(&amp;P)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Variants and options</source>
        <translation>變體與選項</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Seed (optional):</source>
        <translation>種子（選填）(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>隨機</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../desktop/app/words.py" line="-51"/>
        <source>Ante</source>
        <extracomment>Words for options (games add their own in their modules).</extracomment>
        <translation>底注</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand size</source>
        <translation>手牌數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short deck</source>
        <translation>短牌庫</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoon cards</source>
        <translation>大亨卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card A</source>
        <translation>大亨卡 A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card B</source>
        <translation>大亨卡 B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card C</source>
        <translation>大亨卡 C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card D</source>
        <translation>大亨卡 D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call option cards</source>
        <translation>認購期權卡</translation>
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
        <translation>玩家</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+51"/>
        <source>Now</source>
        <translation>目前</translation>
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
        <translation>思考中…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to move</source>
        <translation>行動中</translation>
    </message>
</context>
<context>
    <name>PriceChart</name>
    <message>
        <location filename="../desktop/app/chart.py" line="+75"/>
        <source>Round</source>
        <extracomment>Line colours (Okabe-Ito) and dash styles, so lines differ without colour too.</extracomment>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price</source>
        <translation>價格</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../desktop/app/words.py" line="+7"/>
        <source>That is not allowed now.</source>
        <extracomment>Words for common reason keys of IllegalAction.</extracomment>
        <translation>現在不能這樣做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>還沒輪到你。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have enough money.</source>
        <translation>你的錢不夠。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That cannot be done in this phase.</source>
        <translation>這個階段不能這樣做。</translation>
    </message>
    <message>
        <location filename="../desktop/app/gameui.py" line="-20"/>
        <source>Not allowed: %1</source>
        <translation>不允許：%1</translation>
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
        <translation>%1：%2 的決定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reviewing the game…</source>
        <translation>正在檢討對局…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>This game could not be reviewed.</source>
        <translation>這局無法檢討。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reviewing the game… %1 of %2 decisions</source>
        <translation>正在檢討對局…第 %1／%2 個決定</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 decisions reviewed from what you could see at the time. %2</source>
        <translation>依你當時所能看到的資訊檢討了 %1 個決定。%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No decision to review: every move was forced.</source>
        <translation>沒有可檢討的決定：每一步都別無選擇。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1. %2 (%3) — better: %4 (%5)</source>
        <translation>%1. %2（%3）— 更好：%4（%5）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1. %2 — %3 · %4</source>
        <translation>%1. %2 — %3 · %4</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Decision</source>
        <translation>決定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chance to win</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You played %1: chance to win %2. The best move found.</source>
        <translation>你選擇了%1：勝率 %2。這是找到的最佳一手。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You played %1: chance to win %2 (%3). Better: %4, chance to win %5.</source>
        <translation>你選擇了%1：勝率 %2（%3）。更好的是：%4，勝率 %5。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why the better move: %1</source>
        <translation>較佳一手的理由：%1</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ui/review.ui" line="+6"/>
        <source>Game review</source>
        <translation>對局檢討</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Turning points</source>
        <translation>轉折點(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Every decision</source>
        <translation>所有決定(&amp;E)</translation>
    </message>
</context>
<context>
    <name>Rewards</name>
    <message>
        <location filename="../desktop/app/themes.py" line="+32"/>
        <source>Green felt</source>
        <translation>綠色絨布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walnut table</source>
        <translation>胡桃木桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight pinstripe</source>
        <translation>午夜細條紋</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy club felt</source>
        <translation>酒紅俱樂部絨布</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Classic tokens</source>
        <extracomment>Token styles: id -&gt; name (the first is the flat classic, open to all).</extracomment>
        <translation>經典棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold-rimmed coins</source>
        <translation>金邊錢幣</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut gems</source>
        <translation>切割寶石</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../desktop/app/games/stockpile/words.py" line="+137"/>
        <source>&lt;h2&gt;Stockpile&lt;/h2&gt;&lt;p&gt;Buy shares in six companies at auction, use what you secretly know about where prices are heading, and finish with the most money.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;縱橫股海&lt;/h2&gt;&lt;p&gt;在拍賣中買進六家公司的股票，運用你暗中掌握的股價走向，在遊戲結束時擁有最多的錢。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;h3&gt;Splits and bankruptcies&lt;/h3&gt;&lt;p&gt;A price pushed past the top of its track &lt;b&gt;splits&lt;/b&gt;: every share of that company moves to the split area and counts double from then on; players already holding split cards of it get a bonus. A price pushed below the bottom goes &lt;b&gt;bankrupt&lt;/b&gt;: all its shares are lost and its price starts again.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;股票分割與破產&lt;/h3&gt;&lt;p&gt;股價被推過股價軌頂端時&lt;b&gt;股票分割&lt;/b&gt;：該公司的所有股票移到股票分割區，之後每張算兩股；已持有該公司分割卡的玩家獲得獎金。股價被推到底端以下時&lt;b&gt;破產&lt;/b&gt;：所有該公司股票作廢，股價重新開始。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;h3&gt;The end&lt;/h3&gt;&lt;p&gt;After the last round every holding is shown. The largest holder of each company gets a bonus ($10,000; $5,000 each when tied), then all shares are sold at their prices. The most money wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;遊戲結束&lt;/h3&gt;&lt;p&gt;最後一回合結束後公開所有持股。每家公司的最大股東獲得獎金（$10,000；平手時各得 $5,000），接著所有股票按股價賣出。錢最多的玩家獲勝。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+6"/>
        <source>&lt;h2&gt;Landlord&lt;/h2&gt;&lt;p&gt;Move round the board buying lots, collect rent from the other players, build houses and hotels, and be the last one who is not bankrupt.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;房東&lt;/h2&gt;&lt;p&gt;繞著版圖移動、買下土地、向其他玩家收租金、蓋房屋和旅館，成為最後一位沒有破產的玩家。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;h3&gt;Building, mortgages and trades&lt;/h3&gt;&lt;p&gt;With a whole colour group and no mortgage in it you may build houses, evenly across the group; after four houses a lot takes a hotel. Buildings sell back at half their cost. A lot may be mortgaged for half its price when no lot of its colour group has buildings; lifting the mortgage costs that plus ten per cent. On your turn you may offer another player a trade of lots, money and keep-out cards; they accept it, refuse it or answer with a counter-offer, which you accept or refuse.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;建築、抵押與交易&lt;/h3&gt;&lt;p&gt;擁有整個同色系且其中沒有抵押時，可以平均地蓋房屋；蓋滿四棟房屋後可以蓋旅館。建築以成本的一半賣回。同色系中沒有任何建築時，土地可以用價格的一半抵押；贖回要付抵押金加一成。在你的回合可以向其他玩家提出交易土地、金錢和收假卡。對方可以接受、拒絕，或提出還價，由你接受或拒絕。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;h3&gt;Vacation&lt;/h3&gt;&lt;p&gt;On Vacation you still collect rent and may build and trade. To leave, pay the fee, use a keep-out card, or roll doubles; after three failed tries you pay and move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;度假&lt;/h3&gt;&lt;p&gt;度假時你仍然可以收租金、蓋建築和交易。要離開就付費、使用收假卡或擲出相同點數；失敗三次後付費並移動。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;Debts and the end&lt;/h3&gt;&lt;p&gt;If you owe more than you have, sell buildings and mortgage lots to raise the money; if even that is not enough you are bankrupt and out. The last player left wins. With a round or time limit, the highest net worth (cash, lots and buildings) wins when it runs out.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;債務與遊戲結束&lt;/h3&gt;&lt;p&gt;欠款超過你的現金時，要賣建築、抵押土地來籌錢；還是不夠就破產出局。最後留下的玩家獲勝。設定了回合或時間限制時，到期時淨資產（現金、土地和建築）最高的玩家獲勝。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+9"/>
        <source>&lt;h2&gt;1920 Wall Street&lt;/h2&gt;&lt;p&gt;Cards lie in a ring round the deck. Move your pawn round the ring to buy stock and market cards, sell stock back into the ring, and score the most points when the explosion card ends the game.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;華爾街1920&lt;/h2&gt;&lt;p&gt;卡牌圍著牌堆排成一圈。在圓圈上移動你的指示物來買進股票卡和市場波幅卡，把股票賣回圓圈，並在爆炸卡結束遊戲時得到最多分數。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/stockpile/words.py" line="-26"/>
        <source>&lt;h3&gt;A round&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Forecasts.&lt;/b&gt; Each company is paired with a forecast (+4, +2, +1, dividend, −2, −3). You see your own pair (two pairs each with two players); one pair is public (none with two players); the rest stay hidden until Movement.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Supply.&lt;/b&gt; Each stockpile gets one card face up. You are dealt two market cards and put one face up and one face down on any stockpiles. Only you know your face-down card.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Demand.&lt;/b&gt; In turn, put your bidder on a space of a stockpile&apos;s bid track above any bid already there; a player who is outbid bids again. When every stockpile has one bidder, each pays the bid and takes the whole pile.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Action.&lt;/b&gt; Play every Boom (+2) and Bust (−2) card you won on a company of your choice.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Selling.&lt;/b&gt; Sell any shares at the current price.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Movement.&lt;/b&gt; Forecasts are revealed and prices move. A dividend forecast pays $2,000 for each share you choose to show.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation>&lt;h3&gt;一個回合&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;預測。&lt;/b&gt;每家公司配一張預測卡（+4、+2、+1、股利、−2、−3）。你看得到自己的那一組（兩人遊戲時每人兩組）；有一組公開（兩人遊戲時沒有公開的一組）；其餘在移動階段前都保持隱藏。&lt;/li&gt;&lt;li&gt;&lt;b&gt;供應。&lt;/b&gt;每個交易區翻開放一張牌。你拿到兩張市場牌，一張翻開、一張蓋著，放到任意交易區。只有你知道自己蓋著的牌。&lt;/li&gt;&lt;li&gt;&lt;b&gt;需求。&lt;/b&gt;輪流把你的競標米寶放到某個交易區競標軌上、高於現有出價的格子；被超過的玩家要再出價。每個交易區都只剩一個米寶時，各自支付出價並拿走整個交易區。&lt;/li&gt;&lt;li&gt;&lt;b&gt;行動。&lt;/b&gt;把你贏得的每張股票大漲！（+2）和股票大跌！（−2）打在你選擇的公司上。&lt;/li&gt;&lt;li&gt;&lt;b&gt;賣出。&lt;/b&gt;以目前股價賣出任意股票。&lt;/li&gt;&lt;li&gt;&lt;b&gt;移動。&lt;/b&gt;揭曉預測，股價移動。股利預測對你選擇展示的每一股支付 $2,000。&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;h3&gt;Trading fees&lt;/h3&gt;&lt;p&gt;Fee cards won in a stockpile cost their amount at once; if you cannot pay, you owe it. Whenever your cash allows, owed fees are paid at once: the largest one you can afford first, then again the largest you can still afford. Fees still owed at the end are deducted.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;交易費用&lt;/h3&gt;&lt;p&gt;從交易區贏得的交易費用卡要立刻支付其金額；付不出來就先欠著。只要現金足夠，欠下的費用就要立刻支付：先付你付得起的最大一張，再付剩下付得起的最大一張，依此類推。遊戲結束時仍欠的費用會被扣除。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h3&gt;Options&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Advanced board:&lt;/b&gt; each company has its own track with its own start and split spaces; when steel&apos;s price moves onto a $ space, every holder gets $1,000 a share there and then ($2,000 for a split card). &lt;b&gt;Investor cards:&lt;/b&gt; each player keeps an investor (two with two players) who sets the starting money and gives a special ability; Dividend Deborah may name a company at the end of each round, or none.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;選項&lt;/h3&gt;&lt;p&gt;&lt;b&gt;進階面：&lt;/b&gt;每家公司有自己的股價軌，起點與分割格各不相同；鋼鐵的股價移到 $ 格時，每位持有者當下每股獲得 $1,000（股票分割區的牌 $2,000）。&lt;b&gt;投資客卡片：&lt;/b&gt;每位玩家保留一位投資客（兩人遊戲時保留兩位），決定起始資金並提供特殊能力；分紅的黛博拉在每回合結束時可以指定一家公司，也可以不指定。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="-24"/>
        <source>&lt;h3&gt;Your turn&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Roll two dice and move. Passing or landing on Start pays you a salary.&lt;/li&gt;&lt;li&gt;Land on a lot nobody owns: buy it at its price, or decline (with auctions on, everyone may then bid for it).&lt;/li&gt;&lt;li&gt;Land on someone else&apos;s lot: pay rent. Rent doubles when the owner has the whole colour group and none of it is mortgaged, and grows with each house.&lt;/li&gt;&lt;li&gt;Card places make you draw a Windfall or Town Fund card; tax places make you pay.&lt;/li&gt;&lt;li&gt;Doubles let you roll again; a third double in one turn sends you on Vacation.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation>&lt;h3&gt;你的回合&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;擲兩顆骰子並移動。經過或停在起點時領薪水。&lt;/li&gt;&lt;li&gt;停在沒人擁有的土地：照價買下，或放棄（開啟拍賣時，所有人都可以競標）。&lt;/li&gt;&lt;li&gt;停在別人的土地：支付租金。地主擁有整個同色系且其中沒有抵押時租金加倍，每多一棟房屋租金就更高。&lt;/li&gt;&lt;li&gt;停在卡片格要抽一張意外之財或城鎮基金卡；停在稅金格要付稅。&lt;/li&gt;&lt;li&gt;擲出相同點數可以再擲一次；同一回合第三次擲出相同點數就要去度假。&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+5"/>
        <source>&lt;h3&gt;Your turn&lt;/h3&gt;&lt;p&gt;Each turn you may spend your capital on steps and prices; what you lack you pay in cash. Choose one action: &lt;b&gt;buy&lt;/b&gt; (move along the ring in the trend&apos;s direction and buy the card or cards where you stop, paying one to each other pawn there), &lt;b&gt;sell&lt;/b&gt; (put one of your stock cards into the ring at your pawn for half its price rounded up: a starting card half the lower of its two prices, a gold card half the lowest price of all, a ×2 card its full price), or &lt;b&gt;raise your capital&lt;/b&gt; by one. If you stop on the trend card you buy nothing: you pay the steps, take the money lying on it and put the deck&apos;s top card on a discard pile. Once a turn you may pay one onto the trend card to flip its direction.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;你的回合&lt;/h3&gt;&lt;p&gt;每回合你可以用資本支付步數和價格，不足的部分用現金支付。選擇一個行動：&lt;b&gt;買進&lt;/b&gt;（沿市場趨勢方向在圓圈上移動，買下停留處的一張或多張牌，並付給那裡的每個其他指示物各 1 元）、&lt;b&gt;賣出&lt;/b&gt;（把一張股票卡放回你指示物所在的圓圈，得到其股價的一半，無條件進位：起始股票取兩個股價中較低者的一半，黃金股票取所有股價中最低者的一半，×2 股票得到全價），或&lt;b&gt;增加資本&lt;/b&gt; 1 點。停在市場趨勢卡上時什麼都不買：照付步數，拿走卡上的所有現金，並把牌庫頂的牌放到一個棄置堆。每回合可以付 1 元到市場趨勢卡上，翻轉一次它的方向。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h3&gt;Keep or discard&lt;/h3&gt;&lt;p&gt;Decide for each bought card: keep it or put it on a discard pile. A kept stock card joins your hidden stock pile and may move a price as printed. A kept market card acts at once (prices move, a crash makes everyone pay, a stock trade lets you swap a share with another player&apos;s secret offer) and scores its points at the end. Only the top card of each discard pile can be seen.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;保留或棄置&lt;/h3&gt;&lt;p&gt;對每張買到的卡決定：保留，或放到一個棄牌堆上。保留的股票卡加入你隱藏的股票堆，並可能依卡面所示移動股價。保留的市場波幅卡立即生效（股價移動、股市崩盤讓所有人付錢、股票交易讓你用一股和另一位玩家秘密提出的股票交換），並在遊戲結束時計分。每個棄牌堆只能看到最上面的一張。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h3&gt;The end&lt;/h3&gt;&lt;p&gt;When the explosion card comes to the top of the deck, the next player puts it on a discard pile. If that player started the game, it ends at once; otherwise the round is played to its end. The pile with the most dynamite sets off its event: left, gold shares are worth $3 each and count as no type; middle, everyone has one share fewer of each type; right, every price is halved. A tie sets off nothing.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;遊戲結束&lt;/h3&gt;&lt;p&gt;爆炸卡翻到股市卡牌堆頂時，下一位玩家把它放到一個棄牌堆上。如果這位玩家是起始玩家，遊戲立即結束；否則這一輪打完才結束。炸藥最多的棄牌堆觸發它的事件：左，黃金股票每股值 $3，且不算任何種類；中，每人每種股票各少一股；右，所有股價減半。平手則不觸發任何事件。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h3&gt;Variants&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Tycoon cards&lt;/b&gt; lie above the four stocks; the first time a price reaches a limit, the player whose turn it is resolves that stock&apos;s card (its reward or its penalty side). &lt;b&gt;Call options&lt;/b&gt;: pay $1 to slide yours under a circle card; whoever buys that card pays $2 more.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;變體&lt;/h3&gt;&lt;p&gt;&lt;b&gt;大亨卡&lt;/b&gt;放在四種股票上方；某股價第一次到達極限時，由當前回合的玩家執行該股票的大亨卡（獎勵面或懲罰面）。&lt;b&gt;認購期權卡&lt;/b&gt;：支付 $1，把你的期權卡塞到一張圓圈卡牌下方；買下那張卡的人要多付 $2。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;A stock type scores its price for each share only if you hold at least the minimum number of shares. Add market-card points, hidden capital points and cash; each loan costs points. The discard pile with the most dynamite sets off its event first.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;計分&lt;/h3&gt;&lt;p&gt;你持有某種股票達到最低持股數時，該股票每股按股價計分。加上市場波幅卡分數、隱藏資本分數和現金；每張貸款扣分。炸藥最多的棄牌堆先觸發它的事件。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+11"/>
        <source>&lt;h2&gt;Hab &amp;amp; Gut&lt;/h2&gt;&lt;p&gt;Trade shares in six goods whose prices you push with cards from the racks beside you, give to charity, and be the richest player who did not give the least.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;貨貿時代&lt;/h2&gt;&lt;p&gt;交易六種商品的股票，用你身旁牌架上的卡牌推動價格，捐獻給慈善，成為捐獻不是最少的玩家中最富有的一位。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;A round&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Stock phase:&lt;/b&gt; in turn, buy or sell one to three shares at the current prices, then you may place one share on your donation board. &lt;b&gt;Price phase:&lt;/b&gt; in turn, play one card from each rack beside you; the first moves its good by its full value, the second by half.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;一個回合&lt;/h3&gt;&lt;p&gt;&lt;b&gt;股票階段：&lt;/b&gt;輪流以目前價格買進或賣出一到三張股票，之後可以把一張股票放到你的捐獻板上。&lt;b&gt;價格波動階段：&lt;/b&gt;輪流從你身旁的兩個牌架各打出一張卡；第一張讓商品移動全部數值，第二張移動一半。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;The end&lt;/h3&gt;&lt;p&gt;The game has two halves of four rounds; at the end of each half, donated shares are cashed into your donation. The players who gave the least are out, however rich they are; of the others the one with the most money wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;遊戲結束&lt;/h3&gt;&lt;p&gt;遊戲分為上半場與下半場，各四回合；每半場結束時，捐出的股票換算成你的捐獻金額。捐獻最少的玩家被淘汰，不論多富有；其餘玩家中錢最多的獲勝。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/words.py" line="+10"/>
        <source>&lt;h3&gt;Your turn&lt;/h3&gt;&lt;p&gt;Choose one action: buy shares, sell shares, buy silver, or pass. Each action moves one case to a chart or from a sales table. When the last case of a colour leaves the market, that colour&apos;s price moves one step right at once. A full buy chart, or an active sales table down to 5 coloured cases (4 with five players), starts a price change, in which cases drawn from the bag move every price and black cases raise the silver price. You may take subsidies for quick money; they cost interest at every price change.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;你的回合&lt;/h3&gt;&lt;p&gt;選擇一個行動：買股票、賣股票、買銀，或放棄。每個行動會把一個公事包移到圖表上或從賣出表移走。某個顏色的最後一個公事包離開市場時，該顏色的股價立刻向右移一格。股票購買表滿了，或使用中的賣出表只剩 5 個彩色公事包（五人遊戲時 4 個）時，會觸發股價變動：從袋中抽出的公事包會移動每個股價，黑色公事包會抬高銀價。你可以拿補助金快速取得現金；每次股價變動都要付利息。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;h3&gt;The end&lt;/h3&gt;&lt;p&gt;When silver reaches 100 everyone sells their shares, takes subsidies up to the limit, buys what silver they can, and the most gold wins (then silver, then cash).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;遊戲結束&lt;/h3&gt;&lt;p&gt;銀價達到 100 時，所有人賣出股票、拿補助金直到上限、盡量買銀，金最多的玩家獲勝（其次比銀，再比現金）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&lt;h2&gt;Black Friday&lt;/h2&gt;&lt;p&gt;Buy and sell shares of five colours while the market moves with every deal, and turn your profits into silver and gold before the silver price reaches the top.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;黑色星期五&lt;/h2&gt;&lt;p&gt;在市場隨每筆交易波動時買賣五種顏色的股票，並在銀價到頂之前把獲利換成銀和金。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/gameui.py" line="+137"/>
        <source>&lt;p&gt;The rules of this game are not written up yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;這個遊戲的規則尚未撰寫。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/rules.py" line="+52"/>
        <source>&lt;p&gt;No game is installed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;沒有安裝任何遊戲。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ui/rules.ui" line="+6"/>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Game:</source>
        <translation>遊戲(&amp;G)：</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../desktop/app/savedpage.py" line="+29"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>對手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>步數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last played</source>
        <translation>上次遊玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>狀態</translation>
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
        <translation>隨機走法</translation>
    </message>
    <message>
        <location filename="../desktop/app/savedpage.py" line="+9"/>
        <source>damaged: cannot be resumed</source>
        <extracomment>the largest file the import dialog reads (storage refuses larger ones too)</extracomment>
        <translation>已損壞：無法繼續</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>finished</source>
        <translation>已結束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in play (campaign)</source>
        <translation>進行中（戰役）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in play (imported)</source>
        <translation>進行中（匯入）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in play</source>
        <translation>進行中</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown game</source>
        <translation>未知的遊戲</translation>
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
        <translation>存檔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>繼續(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>刪除(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>匯出(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view…</source>
        <translation>檢討(&amp;V)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>匯入(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>返回(&amp;B)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No saved games yet: every game you play is saved here.</source>
        <translation>還沒有存檔：你玩的每一局都會存在這裡。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Delete saved game</source>
        <translation>刪除存檔</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete this game of %1 for good? It cannot be brought back.</source>
        <translation>要永久刪除這局%1嗎？刪除後無法復原。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game was deleted.</source>
        <translation>已刪除這局遊戲。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export game</source>
        <translation>匯出遊戲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game files (*.json)</source>
        <translation>遊戲檔案 (*.json)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file could not be written: %1.</source>
        <translation>無法寫入檔案：%1。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The file could not be read: %1.</source>
        <translation>無法讀取檔案：%1。</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Exported to %1</source>
        <translation>已匯出到 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import game</source>
        <translation>匯入遊戲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game files (*.json);;All files (*)</source>
        <translation>遊戲檔案 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 was not imported: %2</source>
        <translation>%1 未匯入：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Imported %1.</source>
        <translation>已匯入 %1。</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../desktop/app/settings.py" line="+16"/>
        <source>Off (no animation)</source>
        <translation>關閉（無動畫）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
</context>
<context>
    <name>ShareTradeDialog</name>
    <message>
        <location filename="../ui/hab_und_gut_trade.ui" line="+6"/>
        <source>Trade shares and donate</source>
        <translation>買賣股票與捐獻</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy one to three shares or sell one to three (never both in one turn), then you may put one share from your hand on this round&apos;s donation slot. Your turn ends after these steps.</source>
        <translation>買進一到三張股票或賣出一到三張（同一回合不能兩者都做），之後可以把手上的一張股票放到本回合的捐獻格。完成這些步驟後你的回合結束。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Buy</source>
        <translation>買進(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sell</source>
        <translation>賣出(&amp;S)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Donate:</source>
        <translation>捐獻(&amp;D)：</translation>
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
        <translation>依遊戲與對手等級統計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best results</source>
        <translation>最佳成績</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>返回(&amp;B)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Finished games: %1 — won: %2</source>
        <translation>已完成對局：%1 — 勝場：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+85"/>
        <source>No finished games yet: finish a game to see it counted here.</source>
        <translation>還沒有完成的對局：完成一局後就會在這裡統計。</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>(%1 of the wins with hints)</source>
        <translation>（其中 %1 局勝利用過提示）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your titles: %1</source>
        <translation>你的稱號：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>people only</source>
        <translation>僅真人玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Level</source>
        <translation>等級</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Played</source>
        <translation>對局數</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>Won</source>
        <translation>勝場</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Best place</source>
        <translation>最佳名次</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>Best score</source>
        <translation>最高分</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>&amp;Results over time</source>
        <translation>歷來成績(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By game and &amp;level</source>
        <translation>依遊戲與等級(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head to head</source>
        <translation>對戰紀錄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Campaigns</source>
        <translation>戰役(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Achievements</source>
        <translation>成就(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game and level:</source>
        <translation>遊戲與等級(&amp;G)：</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Average score</source>
        <translation>平均分</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>finished</source>
        <translation>已結束</translation>
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
        <translation>%1／%2 ★</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Campaign</source>
        <translation>戰役</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>分數</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+59"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Wins</source>
        <translation>勝場</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chapters done</source>
        <translation>已完成章節</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stars</source>
        <translation>星數</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%1 — %2 (%n games)</source>
        <translation>
            <numerusform>%1 — %2（%n 局）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Won %1 of %2 · best score %3 · average score %4 · last %5</source>
        <translation>%2 局中勝 %1 局 · 最高分 %3 · 平均分 %4 · 最近一局 %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score per game</source>
        <translation>每局分數</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place per game</source>
        <translation>每局名次</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Rival</source>
        <translation>對手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games together</source>
        <translation>同桌局數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You ahead</source>
        <translation>你領先</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rival ahead</source>
        <translation>對手領先</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same place</source>
        <translation>同名次</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You ahead (share)</source>
        <translation>你領先（比例）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not yet</source>
        <translation>尚未獲得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Achievement</source>
        <translation>成就</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For</source>
        <translation>條件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earned</source>
        <translation>獲得時間</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Game (in the order played)</source>
        <translation>對局（依先後順序）</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>place %1</source>
        <translation>第 %1 名</translation>
    </message>
</context>
<context>
    <name>Stockpile</name>
    <message>
        <location filename="../desktop/app/games/stockpile/words.py" line="-166"/>
        <source>Cosmic Computers</source>
        <translation>宇宙電腦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottomline Bank</source>
        <translation>底線銀行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leading Laboratories</source>
        <translation>領先實驗室</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>American Automotive</source>
        <translation>美國汽車</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stanford Steel</source>
        <translation>斯坦福鋼鐵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epic Electric</source>
        <translation>傳奇電力</translation>
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
        <translation>底線</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LABS</source>
        <translation>領先</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AUTO</source>
        <translation>美汽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STEEL</source>
        <translation>鋼鐵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ELEC</source>
        <translation>電力</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Billionaire Bill</source>
        <translation>億萬富翁比爾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Broker Bernie</source>
        <translation>掮客伯尼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crazy Cramer</source>
        <translation>瘋狂的克拉默</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discount Donald</source>
        <translation>凹折扣的唐納德</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Dividend Deborah</source>
        <translation>分紅的黛博拉</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Golden Graham</source>
        <translation>鑲金的葛拉漢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayknow Martha</source>
        <translation>消息靈通的瑪莎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maverick Mark</source>
        <translation>特立獨行的馬克</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secretive Stuart</source>
        <translation>神秘的史都華</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wise Warren</source>
        <translation>睿智的巴菲特</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choosing investors</source>
        <translation>選擇投資客</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supply</source>
        <translation>供應階段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before demand</source>
        <translation>需求階段前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demand</source>
        <translation>需求階段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>行動階段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selling</source>
        <translation>賣出階段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Movement</source>
        <translation>移動階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of round</source>
        <translation>回合結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cash before the final sale</source>
        <translation>最終賣出前的現金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Majority bonuses</source>
        <translation>最大股東獎金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final sale of shares</source>
        <translation>最終賣出股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpaid trading fees</source>
        <translation>未付的交易費用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Advanced board (own track per company)</source>
        <translation>進階面（每家公司各有股價軌）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Investor cards</source>
        <translation>投資客卡片</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not done in this phase.</source>
        <translation>這個階段不能這樣做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot bid more than your cash.</source>
        <translation>出價不能超過你的現金。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid must go above the bidder already there.</source>
        <translation>出價必須高於已經在那裡的競標米寶。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That stockpile is not used with this many players.</source>
        <translation>這個人數不使用那個交易區。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That stockpile holds a $25,000 bid and is locked.</source>
        <translation>那個交易區已有 $25,000 的出價，已經鎖定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such space on the bid track.</source>
        <translation>競標軌上沒有那個格子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your other bidder is already on that stockpile.</source>
        <translation>你的另一個競標米寶已經在那個交易區。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold that card.</source>
        <translation>你沒有那張牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This card must go face up.</source>
        <translation>這張牌必須翻開放。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This card must go face down.</source>
        <translation>這張牌必須蓋著放。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no such share in your portfolio.</source>
        <translation>你的股票投資組合區沒有那種股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no such card in your split area.</source>
        <translation>你的股票分割區沒有那張牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That kind of sale does not exist.</source>
        <translation>沒有這種賣出方式。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such company.</source>
        <translation>沒有這家公司。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold no such action card.</source>
        <translation>你沒有那張行動卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play every action card before ending your turn.</source>
        <translation>結束回合前必須打出所有行動卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crazy Cramer moves a company one space up or down.</source>
        <translation>瘋狂的克拉默只能把一家公司上移或下移一格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot claim for more shares than you have.</source>
        <translation>展示的股數不能超過你持有的股數。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A claim cannot be negative.</source>
        <translation>展示的股數不能是負數。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No dividend is being paid now.</source>
        <translation>現在沒有發放股利。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That investor was not dealt to you.</source>
        <translation>那位投資客不是發給你的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That ability is not yours or is used up.</source>
        <translation>那個能力不是你的，或已經用過了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayknow Martha cannot look at that pair.</source>
        <translation>消息靈通的瑪莎不能查看那一組。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the card to a different stockpile.</source>
        <translation>請把牌移到另一個交易區。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such card there.</source>
        <translation>那裡沒有那張牌。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an unknown company</source>
        <translation>一家未知的公司</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a hidden investor</source>
        <translation>一位隱藏的投資客</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a face-down card</source>
        <translation>一張蓋著的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a share of %1</source>
        <translation>一張%1股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 trading fee</source>
        <translation>一張 %1 交易費用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Stock Boom</source>
        <translation>一張股票大漲！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Stock Bust</source>
        <translation>一張股票大跌！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a card</source>
        <translation>一張牌</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>$$</source>
        <translation>股利</translation>
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
        <translation>交易區 %1</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/stockpile/ui.py" line="-187"/>
        <source>Put %1 face down on %2</source>
        <translation>把%1蓋著放到%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put %1 face up on %2</source>
        <translation>把%1翻開放到%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bid %1 on %2</source>
        <translation>對%2出價 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell one share of %1</source>
        <translation>賣出一張%1股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a split card of %1 (2 shares)</source>
        <translation>賣出一張%1分割卡（2 股）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell half a split card of %1 (1 share)</source>
        <translation>賣出半張%1分割卡（1 股）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell nothing more</source>
        <translation>不再賣出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Stock Boom on %1</source>
        <translation>對%1打出股票大漲！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a Stock Bust on %1</source>
        <translation>對%1打出股票大跌！</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End your action turn</source>
        <translation>結束你的行動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazy Cramer: move %1 up one space</source>
        <translation>瘋狂的克拉默：把%1往上移一格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crazy Cramer: move %1 down one space</source>
        <translation>瘋狂的克拉默：把%1往下移一格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Claim the dividend for no shares</source>
        <translation>不展示股票（不領股利）</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Claim the dividend for %1 shares</source>
        <translation>
            <numerusform>展示 %1 股領取股利</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep investor %1</source>
        <translation>保留投資客%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wise Warren: look at the cards of %1</source>
        <translation>睿智的巴菲特：查看%1的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maverick Mark: move card %1 of %2 to %3</source>
        <translation>特立獨行的馬克：把%2的第 %1 張牌移到%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dividend Deborah: name no company</source>
        <translation>分紅的黛博拉：不指定公司</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use no investor ability</source>
        <translation>不使用投資客能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mayknow Martha: look at forecast pair %1</source>
        <translation>消息靈通的瑪莎：查看第 %1 組預測</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dividend Deborah: name %1</source>
        <translation>分紅的黛博拉：指定%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 outbid you on %2 (%3).</source>
        <translation>%1在%2出價超過了你（%3）。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 starts the round.</source>
        <translation>由%1先開始這一回合。</translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%n face-down cards</source>
        <translation>
            <numerusform>%n 張蓋著的牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%1 shows %n shares of %2 and moves them to the split area.</source>
        <translation>
            <numerusform>%1展示 %n 股%2，移到股票分割區。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 loses %n shares of %2.</source>
        <translation>
            <numerusform>%1失去 %n 股%2。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sells a share of %2 for %3.</source>
        <translation>%1以 %3 賣出一張%2股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sells a split card of %2 for %3.</source>
        <translation>%1以 %3 賣出一張%2分割卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sells half a split card of %2 for %3.</source>
        <translation>%1以 %3 賣出半張%2分割卡。</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>%1 keeps %2 and starts with %3.</source>
        <translation>%1保留%2，起始資金 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your inside forecast: %1 %2.</source>
        <translation>你的內線預測：%1 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Public forecast: %1 %2.</source>
        <translation>公開預測：%1 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is turned face up on %2.</source>
        <translation>%1翻開放在%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are dealt %1.</source>
        <translation>你拿到%1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 puts a card face down on %2.</source>
        <translation>%1把一張牌蓋著放到%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 puts %2 face down on %3.</source>
        <translation>%1把%2蓋著放到%3。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 puts %2 face up on %3.</source>
        <translation>%1把%2翻開放到%3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+22"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>%1 looks at %2: %3.</source>
        <translation>%1查看%2：%3。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 looks at the cards of %2.</source>
        <translation>%1查看%2的牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves %2 from %3 to %4.</source>
        <translation>%1把%2從%3移到%4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 peeks at forecast pair %2: %3 %4.</source>
        <translation>%1偷看第 %2 組預測：%3 %4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 peeks at forecast pair %2.</source>
        <translation>%1偷看第 %2 組預測。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bids %2 on %3, outbidding %4.</source>
        <translation>%1對%3出價 %2，超過了%4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids %2 on %3.</source>
        <translation>%1對%3出價 %2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 pays %2 for %3 and takes %4.</source>
        <translation>%1支付 %2 買下%3，拿走%4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Broker Bernie: %1 is paid %2 instead of paying it.</source>
        <translation>掮客伯尼：%1不用付錢，反而收到 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pays a trading fee of %2.</source>
        <translation>%1支付交易費用 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 owes a trading fee of %2.</source>
        <translation>%1欠交易費用 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays an owed fee of %2.</source>
        <translation>%1付清欠下的費用 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays a Stock Boom on %2.</source>
        <translation>%1對%2打出股票大漲！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays a Stock Bust on %2.</source>
        <translation>%1對%2打出股票大跌！</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Crazy Cramer: %1 pushes %2 up.</source>
        <translation>瘋狂的克拉默：%1把%2往上推。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crazy Cramer: %1 pushes %2 down.</source>
        <translation>瘋狂的克拉默：%1把%2往下推。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 rises %n spaces to %2.</source>
        <translation>
            <numerusform>%1上漲 %n 格，來到 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 falls %n spaces to %2.</source>
        <translation>
            <numerusform>%1下跌 %n 格，來到 %2。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 splits!</source>
        <translation>%1股票分割！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 gets a split bonus of %2 for %3.</source>
        <translation>%1因%3獲得分割獎金 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 goes bankrupt and starts again.</source>
        <translation>%1破產，股價重新開始。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forecast revealed: %1 %2.</source>
        <translation>預測揭曉：%1 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays a dividend of %2 a share.</source>
        <translation>%1每股發放股利 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steel dividend space: %1 pays %2 a share.</source>
        <translation>鋼鐵股利格：%1每股發放 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dividend Deborah: %1 pays %2 a share.</source>
        <translation>分紅的黛博拉：%1每股發放 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 receives %2 in dividends from %3.</source>
        <translation>%1從%3獲得股利 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 names %2.</source>
        <translation>%1指定%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Majority bonus of %1 in %2 for %3.</source>
        <translation>%3獲得%2的最大股東獎金 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 sells every share at the end for %2.</source>
        <translation>%1在最後賣出所有股票，得到 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The market closes: the game is over.</source>
        <translation>股市收盤：遊戲結束。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cash</source>
        <translation>現金</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shares</source>
        <translation>股票</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unseen</source>
        <translation>未公開</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (owes fees)</source>
        <translation>%1（欠費用）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 (%2 each)</source>
        <translation>%1（每股 %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell several shares</source>
        <translation>賣出多張股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many of each do you sell? Your turn ends after these sales.</source>
        <translation>每種要賣出幾張？賣出後你的回合結束。</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="-251"/>
        <source>Six companies&apos; share prices stand on these tracks. After the last round every share is sold at its price, and the richest player wins.</source>
        <translation>六家公司的股價就在這些股價軌上。最後一輪結束後，所有股票都以其股價賣出，最富有的玩家獲勝。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These are the forecasts: at the end of the round each company moves by its forecast. You see your own inside forecast (Stanford Steel pays a dividend, $$) and the public one (Leading Laboratories +4); the others are hidden.</source>
        <translation>這些是預測：每輪結束時，各公司依其預測移動。你看得到自己的內線預測（斯坦福鋼鐵發放股利，$$）和公開的預測（領先實驗室 +4）；其他的都是隱藏的。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Supply: you were dealt two market cards to place on the stockpiles. Put your Epic Electric share face down on stockpile 3: only you know it is there.</source>
        <translation>供應：你拿到兩張市場卡，要放到交易區上。把你的傳奇電力股票面朝下放在交易區 3：只有你知道它在那裡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now put the $3,000 trading fee face up on stockpile 2: whoever takes that stockpile pays it. Face-up cards warn everyone.</source>
        <translation>現在把 $3,000 的交易費用面朝上放在交易區 2：拿走這個交易區的人要付這筆費用。面朝上的卡讓大家都看得到。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others place their cards the same way, one face down and one face up. Stockpile 3 now holds a Stanford Steel share face up and three hidden cards.</source>
        <translation>其他人也用同樣方式放卡：一張面朝下，一張面朝上。交易區 3 現在有一張面朝上的斯坦福鋼鐵股票和三張隱藏的卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Demand: each player bids for one stockpile with a meeple on its bid track. Start low: bid $0 on stockpile 3.</source>
        <translation>需求：每位玩家用米寶在一個交易區的競標軌上出價。先出低價：在交易區 3 出價 $0。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outbid! A higher bid sends the meeple there back to its owner, who bids again on their next turn. Stockpile 3 now stands at $3,000.</source>
        <translation>被超過了！更高的出價會把原本在那裡的米寶退回給它的主人，主人下一回合再出價。交易區 3 現在是 $3,000。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stockpile 3 is worth it: Stanford Steel will pay a dividend, and one hidden card is your own share. Bid $6,000.</source>
        <translation>交易區 3 值得：斯坦福鋼鐵會發放股利，而且其中一張隱藏的卡是你自己的股票。出價 $6,000。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others want it too: the bid is at $15,000. Your meeple is back with you.</source>
        <translation>其他人也想要它：出價已到 $15,000。你的米寶回到你手上了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look for a bargain instead: bid $0 on stockpile 1, with its Bottomline Bank and Epic Electric shares.</source>
        <translation>改找便宜貨：在交易區 1 出價 $0，那裡有底線銀行和傳奇電力的股票。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outbid again, by $1,000.</source>
        <translation>又被超過了，多了 $1,000。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise to $3,000 on stockpile 1.</source>
        <translation>在交易區 1 加價到 $3,000。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stockpile 1 went to $6,000. Time to decide what you really want.</source>
        <translation>交易區 1 漲到 $6,000 了。該決定你真正想要的是什麼。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to stockpile 3 and bid $20,000: four shares, one of them paying a dividend. Only a $25,000 bid would lock it.</source>
        <translation>回到交易區 3，出價 $20,000：四張股票，其中一張會發放股利。只有 $25,000 的出價才能鎖定它。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every meeple is placed: each player pays the bid and takes the cards of that stockpile. Your four shares are in your portfolio. Then, in the Action phase, a Stock Boom moved American Automotive up 2 spaces.</source>
        <translation>每個米寶都放好了：每位玩家付出出價，拿走那個交易區的卡。你的四張股票進了你的股票投資組合區。接著在行動階段，一張股票大漲！讓美國汽車上升 2 格。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selling: you may sell shares at today&apos;s price for cash. Sell one Epic Electric share.</source>
        <translation>賣出：你可以用今天的股價賣出股票換現金。賣出一張傳奇電力的股票。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the rest: stop selling.</source>
        <translation>其餘的留著：停止賣出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Movement: the forecasts are turned over one by one and each company moves. Stanford Steel pays a dividend.</source>
        <translation>移動：預測一張一張翻開，各公司隨之移動。斯坦福鋼鐵發放股利。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show your Stanford Steel shares to be paid the dividend for each of them.</source>
        <translation>亮出你的斯坦福鋼鐵股票，每一張都可以領股利。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other forecasts move their companies: Leading Laboratories rises 4 spaces, Bottomline Bank falls 3. A new round begins with new forecasts.</source>
        <translation>其他預測也讓各自的公司移動：領先實驗室上升 4 格，底線銀行下跌 3 格。新的一輪開始，有新的預測。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the ends of the tracks: a company that reaches the top splits (each share becomes two), and one that falls to the bottom goes bankrupt: its shares are lost.</source>
        <translation>注意股價軌的兩端：到達頂端的公司會分割（每張股票變成兩張），跌到底端的公司會破產：它的股票全部作廢。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the end, the majority shareholder of each company gets a $10,000 bonus, then every share is sold. The others play on as computer players now: the game is yours. Good luck!</source>
        <translation>遊戲結束時，每家公司的最大股東獲得 $10,000 獎金，接著所有股票都會賣出。其他玩家現在由電腦接手繼續：接下來就交給你了。祝你好運！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/stockpile/reasons.py" line="+41"/>
        <source>gives you the majority in %1 (a %2 bonus at the end)</source>
        <translation>讓你成為%1的最大股東（結束時獎勵%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keeps the majority in %1 out of a rival&apos;s reach</source>
        <translation>讓對手無法搶走你在%1的最大股東地位</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the bid (%1) is under the stockpile&apos;s worth (about %2)</source>
        <translation>這個出價（%1）低於這個交易區的價值（約%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>only you know that %1 holds %2</source>
        <translation>只有你知道%1裡有%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 face up makes %2 less wanted</source>
        <translation>%1正面朝上，讓%2較不受歡迎</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>raises %1, of which you hold %n shares</source>
        <translation>
            <numerusform>讓%1漲價，你持有 %n 股</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>lowers %1: rivals hold %n shares of it and you none</source>
        <translation>
            <numerusform>讓%1跌價：對手持有 %n 股，你一股也沒有</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sells %1 before its forecast of %2 lowers the price</source>
        <translation>在%1的預測%2壓低股價之前賣出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is expected to fall this round</source>
        <translation>%1這一輪預計會下跌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>collects %1 in dividends</source>
        <translation>領取%1股利</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>pays you for your %n shares</source>
        <translation>
            <numerusform>為你的 %n 股付款給你</numerusform>
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
        <translation>費用</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+385"/>
        <source>BOOM</source>
        <translation>大漲</translation>
    </message>
    <message>
        <location line="-385"/>
        <location line="+385"/>
        <source>BUST</source>
        <translation>大跌</translation>
    </message>
    <message>
        <location line="-346"/>
        <source>Round %1 of %2 · %3</source>
        <extracomment>Maverick Mark: the card (stockpile, position) picked to move</extracomment>
        <translation>第 %1／%2 回合 · %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The round and the phase being played</source>
        <translation>目前的回合與階段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name no company</source>
        <translation>不指定公司</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No ability</source>
        <translation>不使用能力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done selling</source>
        <translation>賣完了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End actions</source>
        <translation>結束行動</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Claim dividend…</source>
        <translation>領取股利…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You claim nothing and your shares stay hidden.</source>
        <translation>你不領取，股票保持不公開。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You show %n shares of %1 to everybody and receive %2.</source>
        <translation>
            <numerusform>你向所有人亮出 %n 張%1股票，收到 %2。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claim a dividend</source>
        <translation>領取股利</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays %2 a share. For how many of your shares do you claim it? Each share claimed is shown to everybody.</source>
        <translation>%1 每股發放 %2 股利。你要為幾張股票領取？領取的每張股票都會向所有人亮出。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The price tracks: each company&apos;s marker shows its share price</source>
        <translation>價格軌：每家公司的標記顯示其股價</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 a share</source>
        <translation>%1：每股 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 track: a share is worth %2 on this space</source>
        <translation>%1 的軌道：在這一格每股值 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the start space)</source>
        <translation>%1（起始格）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (where a bankrupt company starts again)</source>
        <translation>%1（破產的公司從這裡重新開始）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s marker: %2 a share</source>
        <translation>%1 的標記：每股 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: choose what to play on it</source>
        <translation>%1：選擇要對它打出什麼</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The forecast pairs: at the end of the round each company moves by its forecast</source>
        <translation>預測組：回合結束時每家公司依其預測移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecasts</source>
        <translation>預測</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>public</source>
        <translation>公開</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>face down</source>
        <translation>蓋著</translation>
    </message>
    <message>
        <location line="-184"/>
        <location line="+186"/>
        <source>yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forecast pair %1: %2 %3 (%4)</source>
        <translation>預測組 %1：%2 %3（%4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forecast pair %1: you have not seen it (%2)</source>
        <translation>預測組 %1：你還沒看過（%2）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 leads with %2; you would lead by %3.</source>
        <translation>%1 以 %2 領先；你會領先 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody has bid yet; you would lead.</source>
        <translation>還沒有人出價；你會領先。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 If nobody outbids you, you pay %2 and keep %3.</source>
        <translation>%1 若沒人出價超過你，你付 %2，剩下 %3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid on %1</source>
        <translation>對%1出價</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your bid on %1 (%n cards):</source>
        <translation>
            <numerusform>你對%1的出價（%n 張牌）：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 leads with %2</source>
        <translation>%1 以 %2 領先</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no bid yet</source>
        <translation>尚無出價</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n cards; %2</source>
        <translation>
            <numerusform>%1：%n 張牌；%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid on %1 (%2)…</source>
        <translation>對%1出價（%2）…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A face-down card: only the one who placed it knows it</source>
        <translation>一張蓋著的牌：只有放下它的人知道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, face down: the others see only its back</source>
        <translation>%1，蓋著：其他人只看得到背面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, face up</source>
        <translation>%1，翻開</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 leads here with %2</source>
        <translation>%1 在此以 %2 領先</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid space: %1</source>
        <translation>出價格：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Place face down</source>
        <translation>蓋著放</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place face up</source>
        <translation>翻開放</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>You receive %1 and have %2.</source>
        <translation>你收到 %1，共有 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell %1</source>
        <translation>賣出%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you sell (%2 each)? You may sell more until you press Done selling.</source>
        <translation>你要賣出幾張%1股票（每張 %2）？按下「賣完了」之前你可以再賣。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: cash %2</source>
        <translation>%1：現金 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the investor you keep</source>
        <translation>選擇你要留下的投資客</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cash of %1: %2</source>
        <translation>%1 的現金：%2</translation>
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
            <numerusform>%1 持有 %n 張%2股票（每張 %3）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 split ×%2</source>
        <translation>%1 分割 ×%2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 has %n split cards of %2 (two shares each)</source>
        <translation>
            <numerusform>%1 有 %n 張%2的分割卡（每張算兩股）</numerusform>
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
            <numerusform>%1 持有 %n 張你沒看過的股票</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Action cards of %1: %2</source>
        <translation>%1 的行動卡：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>owes %1</source>
        <translation>欠 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trading fees %1 still owes: %2</source>
        <translation>%1 尚欠的交易費用：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Investors of %1: %2</source>
        <translation>%1 的投資客：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sell shares of %1…</source>
        <translation>賣出%1股票…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sell a split card of %1</source>
        <translation>賣出一張%1分割卡</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your cards to place:</source>
        <translation>你要放的牌：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 in your hand: click it, then Place face up or face down on a stockpile</source>
        <translation>你手上的%1：點它，再在一個交易區按「翻開放」或「蓋著放」</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in your hand</source>
        <translation>你手上的%1</translation>
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
        <translation>無法開啟或建立存檔資料夾。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The saved-games file is not a Trading Floor database.</source>
        <translation>存檔檔案不是交易大廳的資料庫。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The disk is full.</source>
        <extracomment>the cause of a storage fault (StorageError reasons of Store.open, and the ``cause`` of write_failed / read_failed): what went wrong, in the player&apos;s terms</extracomment>
        <translation>磁碟已滿。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved-games file or its folder is read-only.</source>
        <translation>存檔檔案或其資料夾是唯讀的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved games are in use by another Trading Floor or another program.</source>
        <translation>存檔正被另一個交易大廳或其他程式使用中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved-games file is damaged.</source>
        <translation>存檔檔案已損壞。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved-games file belongs to another program, not Trading Floor.</source>
        <translation>存檔檔案屬於其他程式，不是交易大廳的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved-games file was written by a newer version of Trading Floor.</source>
        <translation>存檔檔案來自較新版本的交易大廳。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk reported an error while reading or writing the saved games.</source>
        <translation>讀寫存檔時磁碟回報了錯誤。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You can still play, but games will not be saved.</source>
        <extracomment>Store.open() refusals (the file is left untouched): the same causes what still works when the database cannot be written</extracomment>
        <translation>你仍然可以玩，但遊戲不會存檔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can still play and read your saved games, but new moves will not be saved.</source>
        <translation>你仍然可以玩，也能讀取你的存檔，但新的動作不會存檔。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved game&apos;s header is damaged.</source>
        <extracomment>load_game refusals (the game is kept for a later version)</extracomment>
        <translation>存檔的標頭已損壞。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This version of Trading Floor does not have that game.</source>
        <translation>這個版本的交易大廳沒有那個遊戲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was saved with newer rules than this version has.</source>
        <translation>這局遊戲以比這個版本更新的規則存檔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of the game&apos;s options is no longer accepted.</source>
        <translation>遊戲的某個選項已不再被接受。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 of the saved game cannot be read.</source>
        <translation>無法讀取存檔的第 %1 步。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 of the saved game is not legal under these rules.</source>
        <translation>存檔的第 %1 步不符合這些規則。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules engine failed while replaying move %1.</source>
        <translation>規則引擎重播第 %1 步時失敗。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game&apos;s moves are incomplete.</source>
        <translation>存檔的動作不完整。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replaying the saved moves does not give the saved position (the rules have changed).</source>
        <translation>重播存檔的動作無法得到存檔的局面（規則已變更）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved.</source>
        <translation>無法儲存這局遊戲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be read.</source>
        <translation>無法讀取這個存檔。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seed must be between 0 and 18446744073709551615.</source>
        <translation>種子必須介於 0 到 18446744073709551615 之間。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was changed elsewhere at the same time; the move was not saved.</source>
        <translation>這局遊戲同時在別處被更改；這一步沒有存檔。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The result does not fit the players of the game.</source>
        <translation>結果與這局遊戲的玩家不符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please confirm the deletion first.</source>
        <translation>請先確認刪除。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That saved game does not exist.</source>
        <translation>那個存檔不存在。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That campaign does not exist.</source>
        <translation>那個戰役不存在。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is too large to be a saved game.</source>
        <extracomment>import_game refusals (nothing stored changes)</extracomment>
        <translation>檔案太大，不可能是存檔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a JSON text file.</source>
        <translation>這個檔案不是 JSON 文字檔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Trading Floor game export.</source>
        <translation>這個檔案不是交易大廳匯出的遊戲。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was exported by a version this one cannot read.</source>
        <translation>這個檔案由本版本無法讀取的版本匯出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is a game this version does not have.</source>
        <translation>這個檔案的遊戲不在這個版本中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has a number of players the game does not allow.</source>
        <translation>檔案的玩家人數不符合遊戲規定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file names an option the game does not have.</source>
        <translation>檔案使用了遊戲沒有的選項。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file sets an option to a value the game refuses.</source>
        <translation>檔案中某個選項的值不被遊戲接受。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds a value that is not allowed.</source>
        <translation>檔案中有不允許的值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds a value of the wrong kind.</source>
        <translation>檔案中有類型錯誤的值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A list in the file has the wrong length.</source>
        <translation>檔案中有長度錯誤的清單。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds a number that is too large.</source>
        <translation>檔案中有太大的數字。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move in the file names a seat that does not exist.</source>
        <translation>檔案中有一步指向不存在的座位。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file&apos;s seats do not match its number of players.</source>
        <translation>檔案的座位與玩家人數不符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move in the file is of an unknown kind.</source>
        <translation>檔案中有一步類型不明。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move in the file is of the wrong kind.</source>
        <translation>檔案中有一步類型錯誤。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has a field this version does not know.</source>
        <translation>檔案中有這個版本不認得的欄位。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file lacks a field a saved game needs.</source>
        <translation>檔案缺少存檔需要的欄位。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds a value of a kind saved games never use.</source>
        <translation>檔案中有存檔不會使用的值類型。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 in the file is not legal in that game.</source>
        <translation>檔案中的第 %1 步在該遊戲中不合法。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replaying the file&apos;s moves does not give the position it claims (it was changed).</source>
        <translation>重播檔案中的動作無法得到它所記錄的局面（檔案已被修改）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules engine failed while replaying move %1 of the file.</source>
        <translation>規則引擎重播檔案第 %1 步時失敗。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds text that is not valid Unicode (a broken character), which cannot be stored.</source>
        <translation>檔案含有無效編碼的文字（損壞的字元），無法儲存。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk refused to store the imported game.</source>
        <translation>磁碟拒絕儲存匯入的遊戲。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only your own decisions can be taken back.</source>
        <extracomment>why undo is not possible now (SavedGame.undo_blocked_by keys)</extracomment>
        <translation>只能收回你自己的決定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo is only for games against computer players.</source>
        <translation>只有與電腦對戰的遊戲可以復原。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have not decided anything yet.</source>
        <translation>你還沒有做出任何決定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card or a chance result has been revealed since your last decision.</source>
        <translation>你上一個決定之後已經揭露了卡牌或機運結果。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until it is your turn.</source>
        <translation>請等到輪到你。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games that are not saved cannot be undone.</source>
        <translation>未存檔的遊戲無法復原。</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+14"/>
        <location line="+20"/>
        <location filename="../desktop/app/window.py" line="-246"/>
        <source>Unexpected problem (%1).</source>
        <extracomment>how much of a file&apos;s text a message quotes (a 1 MB field name stays one short line)</extracomment>
        <translation>意外的問題（%1）。</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (at %2)</source>
        <translation>%1（位置：%2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 You can start a new game and play on without saving.</source>
        <translation>%1 你可以開始新遊戲，在不存檔的情況下繼續玩。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 %2 The file was left untouched: %3</source>
        <extracomment>Store.open() refusals after which the file can still be read (the store is then opened read-only: the saved games are listed and can be played on unsaved)</extracomment>
        <translation>%1%2 檔案未被更動：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set the damaged file aside (it is kept, renamed with today&apos;s date) and start a fresh one?</source>
        <translation>要將損壞的檔案移到一旁（保留下來，以今天的日期重新命名），並建立一個新的存檔檔案嗎？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The damaged file was kept as %1. New games are saved in a fresh file.</source>
        <translation>損壞的檔案已保留為 %1。新的遊戲會存入一個新的檔案。</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Trading Floor is already running with this data folder. Switch to its window; two at once could not both save games.</source>
        <extracomment>a second start on the same data folder touches this file; the running Trading Floor watches it and comes forward (QtCore only: the bundle leaves QtNetwork out)</extracomment>
        <translation>交易大廳已經在使用這個資料夾執行中。請切換到它的視窗；同時開兩個將無法都儲存遊戲。</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../desktop/app/rules.py" line="-14"/>
        <location filename="../desktop/app/window.py" line="-81"/>
        <source>&amp;Learn by playing</source>
        <extracomment>the game whose tutorial the player asked for (&quot;Learn by playing&quot;), else None</extracomment>
        <translation>邊玩邊學(&amp;L)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A guided first game: every phase of a round, step by step.</source>
        <translation>有引導的第一局：一步一步走過一輪的每個階段。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has no tutorial yet.</source>
        <translation>這個遊戲還沒有教學。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You finished this tutorial. Play it again any time.</source>
        <translation>你已完成這個教學，隨時可以再玩一次。</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/guide.py" line="+243"/>
        <source>Wait a moment: the others play first.</source>
        <extracomment>called when the language changed (the guide says everything again) the tutorial was played to its end (remembered as done) the tutorial was left (or finished): the game goes on as a normal game the step reached, and the step shown (Back shows earlier ones) how many of the script&apos;s actions may be applied now (opponents wait for their step) the board shows the position of an earlier step (Back): the number of moves applied then steps whose anchor the board did not show (the tests and the smoke test look) steps shown so far (each once)</extracomment>
        <translation>請稍等：其他人先行動。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not this time. For this step, try: %1</source>
        <translation>這次不是這個。這一步請試試：%1</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1 tutorial: step %2 of %3</source>
        <translation>%1 教學：第 %2 步，共 %3 步</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An earlier step, the board as it was then: Next comes back to where you are.</source>
        <translation>較早的步驟，版圖是當時的樣子：按「下一步」回到你目前的位置。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The earlier steps again, with the board as it was then. Undo (Ctrl+Z) takes back your last move.</source>
        <translation>再看一次前面的步驟，版圖是當時的樣子。復原（Ctrl+Z）可收回你的上一步。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave tutorial</source>
        <translation>離開教學</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from here as a normal game against the computer.</source>
        <translation>從這裡開始，以一般對局和電腦繼續玩。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Skip ahead: the move this step asks for is made for you.</source>
        <translation>跳過：這一步要求的動作會替你完成。</translation>
    </message>
    <message>
        <location filename="../desktop/app/window.py" line="-93"/>
        <source>Learn by &amp;playing…</source>
        <translation>邊玩邊學(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game of each game: every phase of a round, step by step.</source>
        <translation>每個遊戲都有引導的第一局：一步一步走過一輪的每個階段。</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>New to %1? Learn by playing: a short guided game shows every phase of a round, then you play on.</source>
        <translation>第一次玩%1？邊玩邊學：一局簡短的引導對局會帶你看過一輪的每個階段，然後你繼續玩下去。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Play the game I set up</source>
        <translation>玩我設定的對局(&amp;P)</translation>
    </message>
</context>
<context>
    <name>WallStreet</name>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="-231"/>
        <source>Corn</source>
        <translation>玉米</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cotton</source>
        <translation>棉花</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steel</source>
        <translation>鋼鐵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oil</source>
        <translation>石油</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the left discard pile</source>
        <translation>左邊的棄牌堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the middle discard pile</source>
        <translation>中間的棄牌堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the right discard pile</source>
        <translation>右邊的棄牌堆</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left pile</source>
        <translation>左棄牌堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Middle pile</source>
        <translation>中棄牌堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right pile</source>
        <translation>右棄牌堆</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold shares count as no type; each is worth $3</source>
        <extracomment>the end event of each pile (the pile with the most dynamite triggers it)</extracomment>
        <translation>黃金股票不算任何類型；每張價值 $3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every player has one share fewer of each type</source>
        <translation>每位玩家每種股票各少一股</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stock price is halved, rounded up</source>
        <translation>所有股價減半，無條件進位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tycoon card A</source>
        <translation>大亨卡 A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tycoon card B</source>
        <translation>大亨卡 B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tycoon card C</source>
        <translation>大亨卡 C</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tycoon card D</source>
        <translation>大亨卡 D</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>+2 points at the end</source>
        <translation>遊戲結束時 +2 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take the cash on the trend card</source>
        <translation>拿走趨勢卡上的現金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pay $3 to return a loan</source>
        <translation>支付 $3 償還一筆貸款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take a discard pile&apos;s top card</source>
        <translation>拿取一個棄牌堆頂端的牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give it away: −2 points for the receiver</source>
        <translation>送給他人：收到者 −2 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every other player pays $1</source>
        <translation>其他每位玩家支付 $1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>others with capital 6–8 lose 1 capital</source>
        <translation>資本 6–8 的其他玩家資本 −1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every other player removes a card</source>
        <translation>其他每位玩家移除一張牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price move</source>
        <translation>股價升降</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unexpected boom</source>
        <translation>意外利多</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unexpected bust</source>
        <translation>意外利空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Upswing</source>
        <translation>上揚波幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Downswing</source>
        <translation>下滑波幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mixed swing</source>
        <translation>混合波幅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market crash</source>
        <translation>股市崩盤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock trade</source>
        <translation>股票交易</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any one stock +1</source>
        <translation>任一股票 +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>any one stock −1</source>
        <translation>任一股票 −1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest-priced stocks +1</source>
        <translation>最低價股票 +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>highest-priced stocks −1</source>
        <translation>最高價股票 −1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lowest +1, highest −1</source>
        <translation>最低 +1，最高 −1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every player pays $2</source>
        <translation>每位玩家支付 $2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>swap a share with another player</source>
        <translation>與另一位玩家交換一張股票</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Placing pawns</source>
        <translation>放置指示物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placing the explosion card</source>
        <translation>放置爆炸卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing an action</source>
        <translation>選擇行動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep or discard</source>
        <translation>保留或棄置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing a discard pile</source>
        <translation>選擇棄牌堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing a stock</source>
        <translation>選擇股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock trade: showing a share</source>
        <translation>股票交易：出示股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock trade: sealed offers</source>
        <translation>股票交易：暗中提供</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock trade: taking an offer</source>
        <translation>股票交易：選擇交換</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card: giving it away</source>
        <translation>大亨卡：送出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card: returning a loan</source>
        <translation>大亨卡：償還貸款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card: taking a card</source>
        <translation>大亨卡：拿取一張牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card: removing a card</source>
        <translation>大亨卡：移除一張牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the turn</source>
        <translation>回合結束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tycoon cards (variant)</source>
        <translation>大亨卡（變體）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card A side</source>
        <translation>大亨卡 A 面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card B side</source>
        <translation>大亨卡 B 面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card C side</source>
        <translation>大亨卡 C 面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card D side</source>
        <translation>大亨卡 D 面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call option cards (variant)</source>
        <translation>認購期權卡（變體）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Market card points</source>
        <translation>市場波幅卡分數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital card points</source>
        <translation>資本卡分數</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares</source>
        <translation>股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold shares at $3</source>
        <translation>黃金股票以 $3 計</translation>
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
        <translation>貸款</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+1"/>
        <source>Tycoon cards</source>
        <translation>大亨卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That kind of decision is not asked for now.</source>
        <translation>現在不需要做這種決定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A buy must move at least one step.</source>
        <translation>買進至少要移動一步。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not go more than once round the circle.</source>
        <translation>不能繞圓圈超過一圈。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not enough cash for this: take a loan first.</source>
        <translation>現金不足：請先貸款。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two cards already lie under your pawn.</source>
        <translation>你的指示物下已經有兩張牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot sell while your pawn is on the trend card.</source>
        <translation>指示物在趨勢卡上時不能賣出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card lies under your pawn.</source>
        <translation>你的指示物下沒有牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold that card.</source>
        <translation>你沒有那張牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your capital is already 8.</source>
        <translation>你的資本已經是 8。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trend card was already flipped this turn.</source>
        <translation>這個回合已經翻轉過趨勢卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not lack cash for anything now.</source>
        <translation>你現在沒有缺少現金。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call options are not used in this game.</source>
        <translation>這局遊戲不使用認購期權。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your call option already lies under a card.</source>
        <translation>你的認購期權已經在一張牌下面。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such place in the circle.</source>
        <translation>圓圈中沒有這個位置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such discard pile.</source>
        <translation>沒有這個棄牌堆。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call option cannot go under the trend card.</source>
        <translation>認購期權不能放在趨勢卡下面。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call option cannot go under two cards.</source>
        <translation>認購期權不能放在兩張牌下面。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call option already lies under that card.</source>
        <translation>那張牌下面已經有認購期權。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gold share cannot be traded.</source>
        <translation>黃金股票不能交易。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That share cannot be stated as that type.</source>
        <translation>那張股票不能宣告為那種類型。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not offer the type that was shown.</source>
        <translation>你不能提供已出示的類型。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>現在不能這樣做。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no type</source>
        <translation>無類型</translation>
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
        <translation>一張隱藏的牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a double share of %1</source>
        <translation>一張%1雙倍股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a share of %1</source>
        <translation>一張%1股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 when kept)</source>
        <translation>%1（保留時%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a gold share</source>
        <translation>一張黃金股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a starting share (%1 or %2)</source>
        <translation>一張起始股票（%1或%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a market card (%1)</source>
        <translation>一張市場波幅卡（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the explosion card</source>
        <translation>爆炸卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the market trend card</source>
        <translation>市場趨勢卡</translation>
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
        <translation>無</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>place %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/ui.py" line="-191"/>
        <source>%1 points</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 point</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Put your pawn at %1: %2</source>
        <translation>把指示物放到%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put your pawn at %1</source>
        <translation>把指示物放到%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay $1 and flip the market trend card</source>
        <translation>支付 $1 翻轉市場趨勢卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a loan: +$5 now, −8 points at the end</source>
        <translation>貸款：立即 +$5，結束時 −8 分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay $1 and slide your call option under %1 (%2)</source>
        <translation>支付 $1，把認購期權塞到%1下面（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay $1 and slide your call option under %1</source>
        <translation>支付 $1，把認購期權塞到%1下面</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sell %1 for %2</source>
        <translation>以 %2 賣出%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell %1</source>
        <translation>賣出%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Increase capital: pay $2, capital +1</source>
        <translation>增加資本：支付 $2，資本 +1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <translation>保留%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the card</source>
        <translation>保留這張牌</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put %1 on %2</source>
        <translation>把%1放到%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the card on %1</source>
        <translation>把這張牌放到%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move %1 %2</source>
        <translation>將%1移動 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose %1</source>
        <translation>選擇%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show %1 as %2 for the stock trade</source>
        <translation>將%1當作%2出示，進行股票交易</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer %1 in secret</source>
        <translation>暗中提供%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap with %1&apos;s offer: %2</source>
        <translation>與%1提供的牌交換：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap with %1&apos;s offer</source>
        <translation>與%1提供的牌交換</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the tycoon card to %1 (−2 points)</source>
        <translation>把大亨卡交給%1（−2 分）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay $3 and return a loan</source>
        <translation>支付 $3 償還一筆貸款</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep your loans</source>
        <translation>保留貸款</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take %1 from %2</source>
        <translation>從%2拿取%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the top card of %1</source>
        <translation>拿取%1頂端的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove %1 from the game</source>
        <translation>將%1移出遊戲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <translation>結束你的回合</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 puts a pawn at %2.</source>
        <translation>%1把指示物放到%2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 flips the trend card: clockwise now; %2 lies on it.</source>
        <translation>%1翻轉趨勢卡：現在為順時針；卡上有 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 flips the trend card: counter-clockwise now; %2 lies on it.</source>
        <translation>%1翻轉趨勢卡：現在為逆時針；卡上有 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must take a loan (%2 in all).</source>
        <translation>%1必須貸款（累計 %2）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes a loan (%2 in all).</source>
        <translation>%1貸款（累計 %2）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 slides a call option under %2.</source>
        <translation>%1把認購期權塞到%2下面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s call option comes back.</source>
        <translation>%1的認購期權回到手上。</translation>
    </message>
    <message numerus="yes">
        <location line="-102"/>
        <source>Move %n steps to the trend card and take its %1 (costs %2)</source>
        <translation>
            <numerusform>移動 %n 步到趨勢卡並拿走其上的 %1（花費 %2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Move %n steps and buy %1 (costs %2, %3 of it in cash)</source>
        <translation>
            <numerusform>移動 %n 步並買下%1（花費 %2，其中 %3 用現金）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Move %n steps and buy %1 (costs %2)</source>
        <translation>
            <numerusform>移動 %n 步並買下%1（花費 %2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Move %n steps and buy</source>
        <translation>
            <numerusform>移動 %n 步並買進</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+97"/>
        <source>%1 moves %n steps to %2.</source>
        <translation>
            <numerusform>%1移動 %n 步，到達%2。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 pays %2 to %3.</source>
        <translation>%1支付 %2 給%3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 spends %2 capital.</source>
        <translation>%1花費 %2 資本。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays %2 to the bank.</source>
        <translation>%1支付 %2 給銀行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 spends %2 capital and pays %3.</source>
        <translation>%1花費 %2 資本並支付 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 buys %2.</source>
        <translation>%1買下%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 from the trend card.</source>
        <translation>%1從趨勢卡拿走 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 keeps %2.</source>
        <translation>%1保留%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 puts %2 on %3.</source>
        <translation>%1把%2放到%3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dealt to %1: %2.</source>
        <translation>發給%1：%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken from the deck: %1.</source>
        <translation>從牌堆取出：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rises to %2.</source>
        <translation>%1上漲到 %2。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 falls to %2.</source>
        <translation>%1下跌到 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sells %2 for %3.</source>
        <translation>%1以 %3 賣出%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s capital is now %2.</source>
        <translation>%1的資本現在是 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 pays %2 in the crash.</source>
        <translation>%1在崩盤中支付 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shows %2 as %3 for a stock trade.</source>
        <translation>%1將%2當作%3出示，進行股票交易。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has nothing to offer and shows: %2.</source>
        <translation>%1沒有可提供的牌，公開：%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 offers %2 in secret.</source>
        <translation>%1暗中提供%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 makes a sealed offer.</source>
        <translation>%1暗中提供了一張牌。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The offers are revealed: %1.</source>
        <translation>公開提供的牌：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 swaps %2 for %3 of %4.</source>
        <translation>%1用%2交換%4的%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 reaches a limit: %2 resolves %3 (penalty side).</source>
        <translation>%1到達極限：%2執行%3（懲罰面）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reaches a limit: %2 resolves %3 (reward side).</source>
        <translation>%1到達極限：%2執行%3（獎勵面）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 points from a tycoon card.</source>
        <translation>%1：從大亨卡得到 %2 分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 returns a loan (%2 left).</source>
        <translation>%1償還一筆貸款（剩餘 %2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 from %3.</source>
        <translation>%1從%3拿走%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 removes %2 from the game.</source>
        <translation>%1將%2移出遊戲。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 puts the explosion card on %2: the game ends.</source>
        <translation>%1把爆炸卡放到%2：遊戲結束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 puts the explosion card on %2: the last round begins.</source>
        <translation>%1把爆炸卡放到%2：最後一輪開始。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dynamite per pile: %1. A tie: no end event.</source>
        <translation>各棄牌堆的炸藥：%1。平手：沒有結束事件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dynamite per pile: %1. End event of %2: %3.</source>
        <translation>各棄牌堆的炸藥：%1。%2的結束事件：%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The market closes: the game is over.</source>
        <translation>股市收盤：遊戲結束。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Capital</source>
        <translation>資本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stock cards</source>
        <translation>股票卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market cards</source>
        <translation>市場波幅卡</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="+4"/>
        <source>Welcome to 1920 Wall Street! Stock cards and market cards lie in a circle round the deck. You move your pawn round the circle to buy them, and score the most points when the explosion card ends the game.</source>
        <translation>歡迎來到華爾街1920！股票卡和市場波幅卡在牌堆周圍排成一個圓圈。你在圓圈上移動你的指示物來買下它們，並在爆炸卡結束遊戲時拿到最多分數。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To begin, each player puts a pawn on a card of the circle. Both others chose place 5.</source>
        <translation>開始時，每位玩家把指示物放在圓圈的一張卡上。另外兩位都選了位置 5。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put your pawn at place 5 as well.</source>
        <translation>把你的指示物也放在位置 5。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To buy, a pawn moves in the trend card&apos;s direction and buys the card where it stops. A kept market card acts at once: Cotton rose to $6 and Steel fell to $4.</source>
        <translation>買進時，指示物依趨勢卡的方向移動，買下停留處的卡。留下的市場波幅卡立刻生效：棉花漲到 $6，鋼鐵跌到 $4。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: move 1 step and buy the double share of Cotton. Steps and price are paid with your capital first, the rest in cash, and $1 to each pawn already there.</source>
        <translation>輪到你了：前進 1 步，買下棉花的雙倍股票。步數和價格先用你的資本支付，不足的用現金，並付 $1 給已經在那裡的每個指示物。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep it: it joins your hidden stock pile. A card you do not want goes on a discard pile instead.</source>
        <translation>留下它：它會加入你隱藏的股票堆。不想要的卡則放到棄牌堆。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One action a turn: end your turn.</source>
        <translation>每回合一個行動：結束你的回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both others chose to increase capital: pay $2 for one more capital and put the deck&apos;s top card on a discard pile. Watch the piles: their dynamite matters at the end.</source>
        <translation>另外兩位都選擇增加資本：付 $2 讓資本 +1，並把牌堆頂的卡放到棄牌堆。注意這些棄牌堆：它們的炸藥在最後很重要。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Selling lays one of your stock cards into the circle at your pawn for its sale price. A double share sells for its full price: sell your Cotton for $6.</source>
        <translation>賣出是把你的一張股票卡放進圓圈中你指示物的位置，拿到它的賣價。雙倍股票以全額賣出：把你的棉花以 $6 賣出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The card that lay under your pawn goes to a discard pile: put it on the middle one.</source>
        <translation>原本在你指示物下方的卡要放到棄牌堆：放在中間那一堆。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The trend card sets the direction every pawn moves. Once a turn you may pay $1 onto it to flip it: do it now. A pawn that stops on the trend card takes the money lying there.</source>
        <translation>趨勢卡決定所有指示物移動的方向。每回合你可以付 $1 放在它上面來翻轉它：現在就翻。停在趨勢卡上的指示物可以拿走上面的錢。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>End your turn.</source>
        <translation>結束你的回合。</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Everyone now moves the other way round the circle.</source>
        <translation>現在大家都沿著圓圈的另一個方向移動。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move 1 step and buy the market card there: Corn +1.</source>
        <translation>前進 1 步，買下那裡的市場波幅卡：玉米 +1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep it: Corn rises at once, and the card scores its points at the end.</source>
        <translation>留下它：玉米立刻上漲，這張卡在最後也會計分。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the end a stock type scores its price for each of your shares only if you hold at least the minimum holdings. Market cards, cash and hidden capital count too; each loan costs points.</source>
        <translation>遊戲結束時，一種股票只有在你至少持有最低持股時，才按股價為你的每一股計分。市場波幅卡、現金和隱藏的資本也計分；每筆貸款都會扣分。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the explosion card comes up, the game ends, and the discard pile with the most dynamite sets off its event: gold shares lose their value, one share of each type is lost, or every price is halved. The others play on as computer players now. Good luck!</source>
        <translation>爆炸卡出現時遊戲結束，炸藥最多的棄牌堆會觸發它的事件：黃金股票失去價值、每種股票各少一股，或所有股價減半。其他玩家現在由電腦接手繼續。祝你好運！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/reasons.py" line="+41"/>
        <source>the trend card&apos;s %1 is more than the move costs</source>
        <translation>趨勢卡上的%1比這次移動的花費還多</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>brings your %1 to the %n shares that score</source>
        <translation>
            <numerusform>讓你的%1達到計分所需的 %n 股</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>worth about %1 more to your holdings than it costs</source>
        <translation>對你的持股來說，價值比花費約多%1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>your %1 falls short of the %n shares that score: %2 in cash now</source>
        <translation>
            <numerusform>你的%1不到計分所需的 %n 股：現在換成現金%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>raises %1, of which you hold %n shares</source>
        <translation>
            <numerusform>讓%1漲價，你持有 %n 股</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>lowers %1: a rival holds %n shares of it</source>
        <translation>
            <numerusform>讓%1跌價：有對手持有 %n 股</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WallStreetBoard</name>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/board.py" line="-687"/>
        <source>Gold = $3</source>
        <extracomment>stock colours after the price cubes, each with its own symbol and a text colour</extracomment>
        <translation>黃金 = $3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−1 share of each</source>
        <translation>每種 −1 股</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prices halved</source>
        <translation>股價減半</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>1920</source>
        <translation>1920</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>TREND</source>
        <translation>趨勢</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+142"/>
        <source>clockwise</source>
        <translation>順時針</translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+142"/>
        <source>counter-clockwise</source>
        <translation>逆時針</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>Explosion</source>
        <translation>爆炸卡</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 pt</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>GOLD</source>
        <translation>黃金</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>or</source>
        <translation>或</translation>
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
        <translation>遊戲結束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · last round</source>
        <translation>%1 · 最後一輪</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Cost %1</source>
        <translation>價格 %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Trend: clockwise</source>
        <translation>趨勢：順時針</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trend: counter-clockwise</source>
        <translation>趨勢：逆時針</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>opt</source>
        <translation>期權</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call option of %1 (+$2 to buy this card)</source>
        <translation>%1的認購期權（買這張牌需多付 $2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stock prices</source>
        <translation>股價</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>min = shares needed to score</source>
        <translation>最低 = 計分所需股數</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 · min %2</source>
        <translation>%1 · 最低 %2</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>used</source>
        <translation>已使用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>penalty</source>
        <translation>懲罰面</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>reward</source>
        <translation>獎勵面</translation>
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
        <translation>%1的結束事件：%2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Put the explosion card on a discard pile.</source>
        <translation>把爆炸卡放到一個棄牌堆上。</translation>
    </message>
    <message numerus="yes">
        <location line="-180"/>
        <source>Deck: %n cards</source>
        <translation>
            <numerusform>牌堆：%n 張</numerusform>
        </translation>
    </message>
    <message>
        <location line="-190"/>
        <source>The circle (places: %1); pawns move %2 (the trend card); on the trend card: %3.</source>
        <translation>圓圈（位置：%1）；指示物%2移動（趨勢卡）；趨勢卡上：%3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+18"/>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+2"/>
        <source>Place %1: %2</source>
        <translation>位置 %1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; pawns move %2; %3 lies on it</source>
        <translation>%1；指示物%2移動；上面有 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What moving there and buying costs in all: your capital pays first, then cash</source>
        <translation>移動到那裡並買下的總花費：先用資本支付，再用現金</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s pawn at place %2</source>
        <translation>%1的指示物在位置 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The face-up deck (cards: %1); on top: %2</source>
        <translation>正面朝上的牌堆（%1 張）；最上面：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A stock scores its price for each share only for a player holding at least its minimum</source>
        <translation>只有持股達到最低持股的玩家，每股才能以該股價計分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: price %2 (from %3 to %4); shares needed to score: %5</source>
        <translation>%1：股價 %2（%3 到 %4）；最低持股：%5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 at %2</source>
        <translation>%1 於 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 never goes there</source>
        <translation>%1 不會到這一格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tycoon card of %1 is used</source>
        <translation>%1的大亨卡已使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three discard piles: only the top card of each can be seen; the one with the most dynamite sets off its end event</source>
        <translation>三個棄牌堆：只看得到各堆最上面的牌；炸藥最多的棄牌堆觸發其結束事件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (cards: %2, dynamite: %3); the pile with the most dynamite sets off its event: %4</source>
        <translation>%1（%2 張，炸藥：%3）；炸藥最多的棄牌堆觸發其事件：%4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (top of %2)</source>
        <translation>%1（%2最上面）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is decided now</source>
        <translation>現在要決定的事</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Being decided: %1</source>
        <translation>正在決定：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The share %1 offers in the stock trade</source>
        <translation>%1在股票交易中提出的股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s offer, hidden until every offer is in</source>
        <translation>%1的提議，所有人提出前保持隱藏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 offers %2</source>
        <translation>%1 提出%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: cash %2, capital %3, loans %4, stock cards %5 (hidden), market cards %6</source>
        <translation>%1：現金 %2、資本 %3、貸款 %4、股票卡 %5（隱藏）、市場波幅卡 %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your stock and market cards and your capital card: only you see them</source>
        <translation>你的股票卡、市場波幅卡和資本卡：只有你看得到</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Yours: %1</source>
        <translation>你的：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Out of reach now: moving there and buying costs %1 (your capital %2 pays first) and needs %3 in cash; you have %4.</source>
        <translation>現在買不起：移動到那裡並買下共需 %1（先用你的資本 %2 支付），需要現金 %3；你有 %4。</translation>
    </message>
    <message numerus="yes">
        <location line="+230"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n 張</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>Keep or discard the %n cards you bought:</source>
        <translation>
            <numerusform>保留或棄置買下的 %n 張牌：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This card goes on a discard pile:</source>
        <translation>這張牌要放到棄牌堆上：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stock trade: %1 shown as %2</source>
        <translation>股票交易：%1當作%2出示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the stock that moves %1.</source>
        <translation>選擇要 %1 的股票。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoon card C: pay $3 to return a loan?</source>
        <translation>大亨卡 C：支付 $3 償還一筆貸款？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoon card D: %1 removes a card.</source>
        <translation>大亨卡 D：%1移除一張牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a marked circle card to move there and buy it,</source>
        <translation>點選圓圈中有標記的牌，移動到該處並買下，</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or one of your shares to sell it onto your pawn&apos;s place.</source>
        <translation>或點選你的一張股票，將它賣到指示物所在的位置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a circle card to put your pawn on it.</source>
        <translation>點選圓圈中的一張牌，把指示物放在上面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn (you may flip the trend card first).</source>
        <translation>結束你的回合（可以先翻轉趨勢卡）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final scores are in the table.</source>
        <translation>最終分數列在表中。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>sealed</source>
        <translation>已蓋牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choosing…</source>
        <translation>選擇中…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep</source>
        <translation>保留</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip trend ($1)</source>
        <translation>翻轉趨勢（$1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital +1 ($2)</source>
        <translation>資本 +1（$2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take a loan</source>
        <translation>貸款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn</source>
        <translation>結束回合</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Return a loan ($3)</source>
        <translation>償還貸款（$3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep loans</source>
        <translation>保留貸款</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (start player)</source>
        <translation>%1（起始玩家）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Capital %1 · Loans %2 · Stock cards %3 · Market cards %4</source>
        <translation>資本 %1 · 貸款 %2 · 股票卡 %3 · 市場波幅卡 %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Call option at place %1</source>
        <translation>認購期權在位置 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call option in hand</source>
        <translation>認購期權在手上</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoon %1 points</source>
        <translation>大亨 %1 分</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your cards</source>
        <translation>你的牌</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ×2</source>
        <translation>%1 ×2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capital card: hidden %1, %2 point</source>
        <translation>資本卡：隱藏%1，%2 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital card: hidden %1, %2 points</source>
        <translation>資本卡：隱藏%1，%2 分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none yet</source>
        <translation>尚無</translation>
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
        <translation>顯示每位玩家的勝率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each move, estimated from what you can see: never from hidden cards.</source>
        <translation>每一步之後依你看得到的資訊估計，絕不使用隱藏的牌。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Chance to win</source>
        <translation>獲勝機率</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Round</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move</source>
        <translation>步數</translation>
    </message>
</context>
</TS>
