<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
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
        <translation>不精确</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunder</source>
        <translation>重大失误</translation>
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
        <translation>蓝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>红</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>绿</translation>
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
        <translation>黄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B</source>
        <translation>蓝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R</source>
        <translation>红</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>G</source>
        <translation>绿</translation>
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
        <translation>市场</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the bag</source>
        <translation>袋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the stock buy chart</source>
        <translation>股票购买表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the silver buy chart</source>
        <translation>白银购买表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sales table</source>
        <translation>卖出表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the reserve</source>
        <translation>储备区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cases drawn</source>
        <translation>抽出的公文包</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Extra Pass</source>
        <translation>额外放弃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy +1</source>
        <translation>买进 +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell +1</source>
        <translation>卖出 +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver +1</source>
        <translation>白银 +1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move one more market case to the silver buy chart</source>
        <translation>再把一个市场公文包移到白银购买表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy one share more than the trade limit</source>
        <translation>比交易上限多买一股</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sell one share more than the trade limit</source>
        <translation>比交易上限多卖一股</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buy one silver bar more than the trade limit</source>
        <translation>比交易上限多买一根银条</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the full stock buy chart</source>
        <translation>已满的股票购买表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the full silver buy chart</source>
        <translation>已满的白银购买表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the emptied sales table</source>
        <translation>清空的卖出表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 drops one step to %2 after the sale.</source>
        <translation>卖出后%1下跌一格到 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rises one step to %2: its last case left the market.</source>
        <translation>%1上涨一格到 %2：它最后一个公文包离开了市场。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rises one step to %2: three of its cases are on a chart.</source>
        <translation>%1上涨一格到 %2：它有三个公文包在图表上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price change: %1 moves to %2.</source>
        <translation>股价变动：%1移到 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rises one row to %2: no case of it is in the market.</source>
        <translation>%1上升一行到 %2：市场上没有它的公文包。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The black cases drove the silver price to $100: the game ends.</source>
        <translation>黑色公文包让银价涨到 $100：游戏结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The silver bars bought drove the silver price to $100: the game ends.</source>
        <translation>买进的银条让银价涨到 $100：游戏结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The silver price&apos;s last step reached $100: the game ends.</source>
        <translation>银价的最后一格达到 $100：游戏结束。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You already hold as many subsidy cards as the level card allows.</source>
        <translation>你持有的补助金卡已达等级卡的上限。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay your face-down interest first.</source>
        <translation>请先支付盖着的利息。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot pay the interest yet: take a subsidy or sell shares first.</source>
        <translation>你还付不出利息：请先拿补助金或卖出股票。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You owe no interest.</source>
        <translation>你没有欠利息。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This action already reached the trade limit.</source>
        <translation>这个行动已达交易上限。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot pay that price.</source>
        <translation>你付不起这个价格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No case of that colour is in the market.</source>
        <translation>市场上没有那个颜色的公文包。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold no share of that colour.</source>
        <translation>你没有那个颜色的股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your special-action card does not show that action.</source>
        <translation>你的特殊行动卡上没有这个行动。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your special-action card has been used already.</source>
        <translation>你的特殊行动卡已经用过了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That special action belongs to another kind of action.</source>
        <translation>那个特殊行动属于另一种行动。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use the +1 card once the action has reached the trade limit.</source>
        <translation>行动达到交易上限后才能使用 +1 卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No case of that colour can be moved here.</source>
        <translation>那个颜色的公文包不能移到这里。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You did not sell that colour in this action.</source>
        <translation>你在这个行动中没有卖出那个颜色。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such colour.</source>
        <translation>没有这个颜色。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such special action.</source>
        <translation>没有这个特殊行动。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a step of this moment of the turn.</source>
        <translation>回合的这个时刻不能这样做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not an action of this game.</source>
        <translation>这不是这个游戏的行动。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is only a view of the game.</source>
        <translation>这只是游戏的查看画面。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Gold bars</source>
        <translation>金条</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver bars</source>
        <translation>银条</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cash left</source>
        <translation>剩余现金</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>choosing an action</source>
        <extracomment>what the player is doing now (the board&apos;s headline)</extracomment>
        <translation>选择行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying shares</source>
        <translation>买进股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>selling shares</source>
        <translation>卖出股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>buying silver</source>
        <translation>买进白银</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing the price that drops</source>
        <translation>选择下跌的股价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>choosing the case that moves</source>
        <translation>选择移动的公文包</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deciding on Extra Pass</source>
        <translation>决定是否额外放弃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>paying interest owed</source>
        <translation>支付欠下的利息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>any colour</source>
        <translation>任何颜色</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 gold, %2 silver</source>
        <translation>金 %1、银 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/ui.py" line="+66"/>
        <source>Take a subsidy card (+%1)</source>
        <translation>拿一张补助金卡（+%1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay your face-down interest (%1)</source>
        <translation>支付盖着的利息（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay the face-down interest</source>
        <translation>支付盖着的利息</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy another share of %1 for %2</source>
        <translation>以 %2 再买一股%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy a share of %1 for %2</source>
        <translation>以 %2 买一股%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a share of %1</source>
        <translation>买一股%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell another share of %1 for %2</source>
        <translation>以 %2 再卖一股%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell a share of %1 for %2</source>
        <translation>以 %2 卖一股%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a share of %1</source>
        <translation>卖一股%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy another silver bar for %1</source>
        <translation>以 %1 再买一根银条</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy a silver bar for %1</source>
        <translation>以 %1 买一根银条</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a silver bar</source>
        <translation>买一根银条</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pass (a case goes to the silver buy chart)</source>
        <translation>放弃（一个公文包移到白银购买表）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End your turn without Extra Pass</source>
        <translation>不额外放弃，结束回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy no more shares</source>
        <translation>不再买股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell no more shares</source>
        <translation>不再卖股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy no more silver</source>
        <translation>不再买白银</translation>
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
        <translation>使用额外放弃卡：把一个%1公文包从市场移到白银购买表</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move a %1 case from the sales table to the market</source>
        <translation>把一个%1公文包从卖出表移到市场</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a %1 case on the silver buy chart</source>
        <translation>把一个%1公文包放到白银购买表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a %1 case on the stock buy chart</source>
        <translation>把一个%1公文包放到股票购买表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move a %1 case</source>
        <translation>移动一个%1公文包</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lower the price of %1 by one step</source>
        <translation>把%1的股价降低一格</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 buys a silver bar for %2 and now holds gold %3, silver %4.</source>
        <translation>%1以 %2 买进一根银条，现在有金条 %3 根、银条 %4 根。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The silver price rises to %1 (black cases: +%2, bars bought: +%3).</source>
        <translation>银价涨到 %1（黑色公文包 +%2 格，买进银条 +%3 格）。</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Level card %1 is now showing; %n black cases go into the bag.</source>
        <translation>
            <numerusform>现在翻开等级卡 %1；%n 个黑色公文包放进袋子。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 sells the last shares for %2, takes %3 in subsidies, pays %4 interest and buys %n bars at $100: gold %5, silver %6, %7 left.</source>
        <translation>
            <numerusform>%1以 %2 卖出最后的股票，拿补助金 %3，付利息 %4，以每根 $100 买进 %n 根银条：金条 %5 根、银条 %6 根，剩 %7。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%n drawn %1 cases go to the market.</source>
        <translation>
            <numerusform>抽出的 %n 个%1公文包放到市场。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-58"/>
        <source>%1 takes a subsidy card (+%2) and now holds %3, with %4 in cash.</source>
        <translation>%1拿了一张补助金卡（+%2），现在持有 %3 张，现金 %4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 pays %2 interest and cannot pay %3: those subsidy cards turn face down.</source>
        <translation>%1支付利息 %2，付不出 %3：那些补助金卡翻成背面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays %2 interest.</source>
        <translation>%1支付利息 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 buys a share of %2 for %3.</source>
        <translation>%1以 %3 买进一股%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sells a share of %2 for %3.</source>
        <translation>%1以 %3 卖出一股%2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 passes.</source>
        <translation>%1放弃。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 uses the special-action card %2.</source>
        <translation>%1使用特殊行动卡%2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Price change %1 (set off by %2): interest is due.</source>
        <translation>第 %1 次股价变动（由%2触发）：须付利息。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn from the bag: %1.</source>
        <translation>从袋中抽出：%1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sales table %1 is used again, refilled from the market and the reserve.</source>
        <translation>卖出表 %1 再次使用，从市场和储备区补满。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sales table %1 is now in use.</source>
        <translation>卖出表 %1 开始使用。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The used sales table&apos;s cases go into the bag.</source>
        <translation>用过的卖出表上的公文包放进袋子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The %1 cases of %2 go into the bag.</source>
        <translation>%2的 %1 个公文包放进袋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The single black case drawn goes back into the bag.</source>
        <translation>抽出的唯一一个黑色公文包放回袋子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 black cases go to the reserve.</source>
        <translation>%1 个黑色公文包放到储备区。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A %1 case goes from %2 to %3.</source>
        <translation>一个%1公文包从%2移到%3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 cases go from %3 to %4.</source>
        <translation>%1 个%2公文包从%3移到%4。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cash</source>
        <translation>现金</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bars</source>
        <translation>金银条</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Subsidies</source>
        <translation>补助金</translation>
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
        <translation>%1（已见：%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>无</translation>
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
        <translation>股价变动</translation>
    </message>
    <message numerus="yes">
        <location filename="../desktop/app/games/black_friday/board.py" line="+381"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+100"/>
        <source>%n shares sold for %1; cash after: %2.</source>
        <translation>
            <numerusform>以 %1 卖出 %n 股；之后现金：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%n shares bought for %1; cash after: %2.</source>
        <translation>
            <numerusform>以 %1 买进 %n 股；之后现金：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%n bars for %1; cash after: %2.</source>
        <translation>
            <numerusform>以 %1 买进 %n 根银条；之后现金：%2。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+3"/>
        <source>%1 The trade limit allows %2 now.</source>
        <translation>%1 目前交易上限为 %2。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/board.py" line="+3"/>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%1 This uses your %2 card.</source>
        <translation>%1 这会用掉你的%2卡。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/dialogs.py" line="+2"/>
        <source>%1 That is more than your money.</source>
        <translation>%1 这超过你的钱。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Subsidy cards to take first (%1 each)</source>
        <translation>先拿的补助金卡（每张 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The level card allows %1 per action; you have %2.</source>
        <translation>等级卡允许每个行动 %1；你有 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2 each, %3 in the market)</source>
        <translation>%1（每股 %2，市场上有 %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Buy several shares</source>
        <translation>买进多股</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of each colour do you buy? %1</source>
        <translation>每个颜色要买几股？%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 (%2 each, you hold %3)</source>
        <translation>%1（每股 %2，你持有 %3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sell several shares</source>
        <translation>卖出多股</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of each colour do you sell? %1</source>
        <translation>每个颜色要卖几股？%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Silver bars (%1 each)</source>
        <translation>银条（每根 %1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy several silver bars</source>
        <translation>买进多根银条</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many silver bars do you buy? %1</source>
        <translation>要买几根银条？%1</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="+172"/>
        <source>Welcome to Black Friday! Shares of five colours are traded here, and each colour&apos;s cases wait in the market. Every deal moves a case, and the cases move the prices. In the end only gold and silver count.</source>
        <translation>欢迎来到黑色星期五！这里交易五种颜色的股票，每种颜色的公文包在市场中等待。每笔交易都会移动一个公文包，公文包则推动价格。最后只有金条和银条算数。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You start with shares but no cash. Take a subsidy card: $20 now, but it costs interest at every price change.</source>
        <translation>你一开始有股票但没有现金。拿一张补助金卡：现在得到 $20，但每次股价变动都要付利息。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One action a turn: buy shares, sell shares, buy silver or pass. Buy a share of Green for $7: its case goes from the market to the stock buy chart.</source>
        <translation>每回合一个行动：买股票、卖股票、买白银或放弃。用 $7 买一张绿色股票：它的公文包从市场移到股票购买表。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others bought silver: each silver purchase moves a case of their choice to the silver buy chart, and their Extra Pass cards moved one more.</source>
        <translation>其他人买了白银：每次买白银都会把一个自选的公文包移到白银购买表，他们的额外放弃卡又多移了一个。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy another share of Green. When the last case of a colour leaves the market, that colour&apos;s price moves one step right at once.</source>
        <translation>再买一张绿色股票。某种颜色的最后一个公文包离开市场时，该颜色的价格立刻向右移动一格。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The silver buy chart is full: a price change! Everyone pays interest, cases drawn from the bag move every price, and the silver price rises with the bars bought.</source>
        <translation>白银购买表满了：股价变动！每个人付利息，从袋中抽出的公文包移动每个价格，银价也随买进的银条上涨。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Interest left you short of cash: take a second subsidy card.</source>
        <translation>付完利息后你的现金不够了：再拿一张补助金卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now buy a silver bar at the silver price. Silver keeps its value to the end, and five bars become a gold bar.</source>
        <translation>现在以银价买一根银条。白银一直保值到最后，五根银条会换成一根金条。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A silver purchase moves one case of your choice from the market to the silver buy chart: choose Yellow.</source>
        <translation>买白银会把一个你选择的公文包从市场移到白银购买表：选黄色。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others buy silver too. Interest a player cannot pay turns their subsidy cards face down, and they must pay it on their turn.</source>
        <translation>其他人也买白银。付不出利息的玩家，补助金卡会翻成背面，并且必须在自己的回合付清。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy one more silver bar.</source>
        <translation>再买一根银条。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put another Yellow case on the silver buy chart: it fills the chart and sets off the second price change.</source>
        <translation>再把一个黄色公文包放到白银购买表：它会填满购买表，触发第二次股价变动。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the prices: a colour whose cases pile up on the charts climbs, selling pushes a price down, and every price change moves them all. Buy low, sell high, and turn the profit into silver.</source>
        <translation>留意价格：公文包在购买表上堆积的颜色会上涨，卖出会压低价格，而每次股价变动会移动所有价格。低买高卖，再把获利换成白银。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Black cases drawn from the bag raise the silver price. When it reaches 100, everyone sells their shares and buys what silver they can: the most gold wins. The others play on as computer players now. Good luck!</source>
        <translation>从袋中抽出的黑色公文包会让银价上涨。银价达到 100 时，每个人卖出股票并尽量买白银：金条最多的人获胜。其他玩家现在由电脑接手继续。祝你好运！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/reasons.py" line="+34"/>
        <source>the price that steps down is %1&apos;s, which you hold none of</source>
        <extracomment>Spaces of the silver track before its end from which the end counts as near (the heuristic&apos;s).</extracomment>
        <translation>降一格的是%1的股价，而你没有持有它</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the price that steps down is %1&apos;s, which you hold least of</source>
        <translation>降一格的是%1的股价，也是你持有最少的</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the case goes to the market as %1, which you hold none of</source>
        <translation>公文包以%1进入市场，而你没有持有它</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>takes a %1 case out of the market, which helps its price rise: you hold %n shares</source>
        <translation>
            <numerusform>把%1的公文包移出市场，有助于它的股价上涨：你持有 %n 股</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>silver is at %1 and will cost %2 at the end: cash from shares buys more bars now</source>
        <translation>银价现为%1，结束时为%2：现在卖股换得的现金能买更多银条</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sells high, at %2</source>
        <translation>%1正以高价%2卖出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>silver is at %1 and will cost %2 at the end: the game ends when it gets there</source>
        <translation>银价现为%1，结束时为%2：银价到达时游戏即结束</translation>
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
        <translation>银价达到 $100：游戏结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn %1 · to play: %2 (%3) · price changes so far: %4</source>
        <translation>第 %1 手 · 轮到：%2（%3）· 已发生股价变动：%4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Share prices</source>
        <translation>股价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase</source>
        <translation>阶段</translation>
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
        <translation>卖出让股价向左移一格；股价变动依价格变动表移动。</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bag, reserve and last draw</source>
        <translation>袋子、储备区与上次抽出</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cases in the bag, %2 of them black; the colours are hidden</source>
        <translation>袋中有 %1 个公文包，其中 %2 个黑色；颜色不公开</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reserve: %1 black
On level cards: %2 black</source>
        <translation>储备区：黑色 %1 个
等级卡上：黑色 %2 个</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last draw:</source>
        <translation>上次抽出：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No draw seen yet</source>
        <translation>尚未抽过</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 black</source>
        <translation>黑色 %1 个</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stock buy chart</source>
        <translation>股票购买表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver buy chart</source>
        <translation>白银购买表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>price change when %1 spaces are full</source>
        <translation>%1 格填满时股价变动</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game over: every share was sold and the money turned into silver.</source>
        <translation>游戏结束：所有股票已卖出，钱都换成了白银。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1</source>
        <translation>等待%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the price (under the grid) that drops one step.</source>
        <translation>点击（表格下方）要下跌一格的股价。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the sales-table case that goes to the market.</source>
        <translation>点击要移到市场的卖出表公文包。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click the market case that goes onto the chart.</source>
        <translation>点击要放到图表上的市场公文包。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra Pass: click a market case, or end your turn.</source>
        <translation>额外放弃：点击一个市场公文包，或结束回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra Pass before your action: click the market case that goes to the silver buy chart.</source>
        <translation>行动前额外放弃：点击要移到白银购买表的市场公文包。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your interest is owed: pay it, or raise the money first.</source>
        <translation>你欠着利息：请支付，或先筹钱。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a market case to buy another share, or finish.</source>
        <translation>点击市场公文包再买一股，或完成。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click one of your shares to sell another, or finish.</source>
        <translation>点击你的一张股票再卖一股，或完成。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy another silver bar, or finish.</source>
        <translation>再买一根银条，或完成。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: click a market case to buy, your shares to sell, or a button.</source>
        <translation>轮到你：点击市场公文包买进、点击你的股票卖出，或按按钮。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Subsidy +%1</source>
        <translation>补助金 +%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay interest %1</source>
        <translation>支付利息 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pass</source>
        <translation>放弃</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use %1</source>
        <translation>使用%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End turn</source>
        <translation>结束回合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cancel Extra Pass</source>
        <translation>取消额外放弃</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Extra Pass first</source>
        <translation>先额外放弃</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Silver price: %1</source>
        <translation>银价：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bars bought since the last price change: %1 (every 3 move silver one space)</source>
        <translation>上次股价变动后买进的银条：%1（每 3 根让银价移一格）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Level card</source>
        <translation>等级卡</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level %1</source>
        <translation>等级 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level 1 (Start)</source>
        <translation>等级 1（开始）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Subsidy cards: up to %1</source>
        <translation>补助金卡：最多 %1 张</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares or bars per action: %1</source>
        <translation>每个行动的股票或银条：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cases drawn at a price change: %1</source>
        <translation>股价变动时抽出的公文包：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards still to turn: %1</source>
        <translation>尚未翻开的卡：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sales tables</source>
        <translation>卖出表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>price change when %1 coloured cases are left</source>
        <translation>剩 %1 个彩色公文包时股价变动</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>in use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>used</source>
        <translation>已用过</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiting</source>
        <translation>待用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table %1 · %2</source>
        <translation>卖出表 %1 · %2</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 (started)</source>
        <translation>%1（起始）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Subsidy cards: %1; face down (interest unpaid): %2</source>
        <translation>补助金卡：%1；背面（未付利息）：%2</translation>
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
        <translation>银</translation>
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
        <translation>股价表；目前股价：%1。左侧深色的阶段标记在等级 %2 已达到。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Phase marks: a price marker above a mark the level card has not reached yet stays there until the level rises.</source>
        <translation>阶段标记：股价标记不会越过等级卡尚未达到的标记，直到等级提升。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The market: the cases (shares) you can buy, in five colours.</source>
        <translation>市场：可以买进的公文包（股票），共五种颜色。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cases in the bag: %1 (black: %2); a price change draws cases from it.</source>
        <translation>袋中公文包：%1（黑色：%2）；股价变动时从袋中抽出公文包。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black cases in the reserve: %1; on the level cards still to turn: %2.</source>
        <translation>储备区的黑色公文包：%1；尚未翻开的等级卡上：%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cases drawn from the bag at the last price change</source>
        <translation>上次股价变动时从袋中抽出的公文包</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 × %2 drawn at the last price change</source>
        <translation>上次股价变动抽出 %1 × %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stock buy chart: the case of each buy goes here</source>
        <translation>股票购买表：每次买进的公文包放在这里</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver buy chart: the case of each silver purchase goes here</source>
        <translation>白银购买表：每次买银条的公文包放在这里</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1; spaces full: %2 of %3 (full: a price change).</source>
        <translation>%1；已放满 %2／%3 格（放满时股价变动）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A %1 case on the chart</source>
        <translation>表上的%1色公文包</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>What you can do now; the buttons act at once.</source>
        <translation>你现在可以做的事；按钮会立即执行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Silver costs %1 a bar now; every 3 bars bought move it one space, and the game ends when it reaches %2.</source>
        <translation>目前银价每根 %1；每买 3 根银条银价前进一格，银价到达 %2 时游戏结束。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Level %1 of %2: subsidy cards up to %3; shares or bars per action: %4; cases drawn at a price change: %5.</source>
        <translation>等级 %1／%2：补助金卡最多 %3 张；每个行动的股票或银条：%4；股价变动时抽出的公文包：%5。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sold shares go onto the sales table in use; a price change comes when %1 coloured cases are left on it.</source>
        <translation>卖出的股票放到使用中的卖出表；表上只剩 %1 个彩色公文包时股价变动。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sales table %1: %2 × %3</source>
        <translation>卖出表 %1：%2 × %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: cash %2; gold bars %3, silver bars %4; shares %5; subsidy cards %6 (interest unpaid: %7)</source>
        <translation>%1：现金 %2；金条 %3、银条 %4；股票 %5；补助金卡 %6（未付利息：%7）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: gold bars %2, silver bars %3 (%4 silver bars make a gold bar)</source>
        <translation>%1：金条 %2、银条 %3（%4 根银条换一根金条）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 holds %2 × %3 (the table saw them), %4 each</source>
        <translation>%1 持有 %2 × %3（大家看过），每股 %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has no special-action card</source>
        <translation>%1 没有特殊行动卡</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Phase mark %1: reached from level %1 (now level %2)</source>
        <translation>阶段标记 %1：等级 %1 起达到（目前等级 %2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A share price of %1 (phase mark %2)</source>
        <translation>股价 %1（阶段标记 %2）</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>In the market: %1 × %2; a share costs %3</source>
        <translation>市场中：%1 × %2；每股 %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The level card allows %1 per action: this buy is full.</source>
        <translation>等级卡每个行动只允许 %1：这次买进已达上限。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have %1; a share costs %2 (a subsidy card brings %3).</source>
        <translation>你有 %1；每股 %2（一张补助金卡可得 %3）。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The level card allows %1 per action; you have %2.</source>
        <translation>等级卡每个行动允许 %1；你有 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy silver bars</source>
        <translation>买银条</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many silver bars do you buy at %1 each? %2</source>
        <translation>以每根 %1 买几根银条？%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy shares of %1</source>
        <translation>买进%1股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you buy at %2 each? %3</source>
        <translation>以每股 %2 买进几股%1？%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell shares of %1</source>
        <translation>卖出%1股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you sell at %2 each? %3</source>
        <translation>以每股 %2 卖出几股%1？%3</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Silver bars %1 each</source>
        <translation>银条每根 %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Extra Pass: move a market case to the silver buy chart before your action (your special-action card, once)</source>
        <translation>额外放弃：在行动前把市场中的一个公文包移到白银购买表（你的特殊行动卡，限用一次）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The end: silver at this price ends the game (Black Friday)</source>
        <translation>终点：银价到这里游戏结束（黑色星期五）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A silver price of %1 a bar</source>
        <translation>银价每根 %1</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>no subsidies</source>
        <translation>无补助金</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>owes %1</source>
        <translation>欠 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 subsidy cards</source>
        <translation>%1 张补助金卡</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your shares: %1</source>
        <translation>你的股票：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your shares: none</source>
        <translation>你的股票：无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares: %1 · the table saw:</source>
        <translation>股票：%1 · 大家看到的：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares: none</source>
        <translation>股票：无</translation>
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
        <translation>遮板后面、颜色没被别人看到的公文包</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no special-action card</source>
        <translation>无特殊行动卡</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Special-action card · used</source>
        <translation>特殊行动卡 · 已使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special-action card (one use)</source>
        <translation>特殊行动卡（限用一次）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special-action card (one of these, once)</source>
        <translation>特殊行动卡（择一，限用一次）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Price change %1!</source>
        <translation>第 %1 次股价变动！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level %1!</source>
        <translation>等级 %1！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver reaches $100: Black Friday!</source>
        <translation>银价达到 $100：黑色星期五！</translation>
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
        <translation>你可选的最大数额</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>This amount is not allowed here.</source>
        <translation>此处不能选这个数额。</translation>
    </message>
</context>
<context>
    <name>BotNames</name>
    <message>
        <location filename="../desktop/app/newgame.py" line="+41"/>
        <source>Ada</source>
        <extracomment>Names of the computer players (our own), seat by seat.</extracomment>
        <translation>艾达</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bruno</source>
        <translation>布鲁诺</translation>
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
        <translation>艾丝美</translation>
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
        <translation>现金</translation>
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
        <translation>奖金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Majority bonuses</source>
        <translation>最大股东奖金</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Property</source>
        <translation>地产</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buildings</source>
        <translation>建筑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortgages</source>
        <translation>抵押</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>Campaign</name>
    <message>
        <location filename="../desktop/app/campaign_texts.py" line="+19"/>
        <source>The Grand Tour</source>
        <translation>环球巡回</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A career across all five games: start at a quiet table with friendly rivals, earn the advanced rules chapter by chapter, and finish against the sharpest traders on the floor.</source>
        <translation>横跨全部五款游戏的生涯：从一张安静的牌桌和友善的对手开始，一章一章解锁进阶规则，最后迎战交易大厅里最精明的交易员。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Quick Circuit</source>
        <translation>快速巡回</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One match of each game at the standard rules against steady rivals. A short tour to learn them all.</source>
        <translation>每款游戏以标准规则对阵稳健的对手各打一局。一趟熟悉所有游戏的短途巡回。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opening Bell</source>
        <translation>开市钟声</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your first day on the floor: a small Stockpile table with two patient rivals.</source>
        <translation>你在交易大厅的第一天：一张小小的纵横股海牌桌，两位耐心的对手。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Harvest Shares</source>
        <translation>丰收股份</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hab &amp; Gut with four at the table: keep an eye on what goes to charity.</source>
        <translation>四人一桌的货贸时代：留意大家捐献了多少。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roaring Twenties</source>
        <translation>咆哮的二十年代</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1920 Wall Street at the plain rules. Ride the boom and get out before the crash.</source>
        <translation>基本规则的华尔街1920。乘着繁荣上涨，在崩盘前抽身。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Silver Rush</source>
        <translation>白银热潮</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Friday with four: the silver price climbs, and so does the risk.</source>
        <translation>四人的黑色星期五：银价攀升，风险也随之上升。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Corner Lots</source>
        <translation>街角地块</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landlord with auctions, trades and mortgages. Build where the others must pay.</source>
        <translation>带拍卖、交易和抵押的房东。在别人不得不付钱的地方盖房。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Advanced Floor</source>
        <translation>进阶大厅</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stockpile on the advanced board, against rivals who have done this before.</source>
        <translation>在进阶面上玩纵横股海，对手都是老手。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoons and Options</source>
        <translation>大亨与期权</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1920 Wall Street with tycoon cards and call options: more ways to win, more ways to lose.</source>
        <translation>带大亨卡和认购期权的华尔街1920：赢的方法更多，输的方法也更多。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Investor Club</source>
        <translation>投资客俱乐部</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five at the Stockpile table with investors in play. Every bid counts.</source>
        <translation>五人一桌的纵横股海，加入投资客。每次出价都很关键。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Black Friday for Five</source>
        <translation>五人黑色星期五</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full table of five, and one of the strongest rivals yet.</source>
        <translation>满满一桌五人，还有迄今最强的对手之一。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Final Auction</source>
        <translation>最终拍卖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landlord with few buildings to go round, against the best on the floor. Win this and they will talk about you.</source>
        <translation>建筑稀缺的房东，对阵交易大厅里的顶尖高手。赢下这局，人人都会谈论你。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Circuit: Stockpile</source>
        <translation>巡回：纵横股海</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bid for cards, steer the prices, sell at the top.</source>
        <translation>竞标卡牌，操控股价，在高点卖出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Circuit: 1920 Wall Street</source>
        <translation>巡回：华尔街1920</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy early, sell before the crash.</source>
        <translation>早早买进，崩盘前卖出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circuit: Hab &amp; Gut</source>
        <translation>巡回：货贸时代</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade shares, move prices, and give to charity.</source>
        <translation>交易股票，推动价格，捐献慈善。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Circuit: Black Friday</source>
        <translation>巡回：黑色星期五</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares and silver in a nervous market.</source>
        <translation>在紧张的市场里买卖股票和白银。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circuit: Landlord</source>
        <translation>巡回：房东</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy lots, build, and collect the rent.</source>
        <translation>买地、盖房、收租金。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Careful with money, quick to make a deal.</source>
        <translation>花钱谨慎，成交果断。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Likes a gamble and rarely trades.</source>
        <translation>喜欢赌一把，很少交易。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cautious and polite; never overpays.</source>
        <translation>谨慎有礼，从不多付。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids hard and keeps his plans to himself.</source>
        <translation>出价强硬，从不透露自己的计划。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steady and balanced in everything.</source>
        <translation>凡事稳健均衡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bold with risk, always open to a trade.</source>
        <translation>敢于冒险，随时愿意交易。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A born negotiator who bids with purpose.</source>
        <translation>天生的谈判高手，出价目的明确。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loves volatile markets; sometimes too much.</source>
        <translation>热爱波动的市场，有时爱得过头。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Very cautious: hoards cash and waits.</source>
        <translation>非常谨慎：囤积现金，静观其变。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calm, even-handed and hard to beat.</source>
        <translation>冷静、公正，难以击败。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A keen trader who bids low and waits for bargains.</source>
        <translation>精明的交易员，低价出价，等待便宜货。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A veteran of the floor who misses very little.</source>
        <translation>交易大厅的老将，几乎什么都逃不过他的眼睛。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggressive in every market. The last rival to face.</source>
        <translation>在任何市场都咄咄逼人。最后要面对的对手。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First Bell</source>
        <translation>第一声钟响</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game.</source>
        <translation>赢得一局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seasoned Trader</source>
        <translation>老练交易员</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win ten games.</source>
        <translation>赢得十局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five for Five</source>
        <translation>五战五胜</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game of each of the five games.</source>
        <translation>五款游戏各赢一局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert Slayer</source>
        <translation>专家克星</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game with an Expert computer player at the table.</source>
        <translation>在有专家级电脑玩家的对局中获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full House</source>
        <translation>满座</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win a game at a table of five.</source>
        <translation>在五人对局中获胜。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three Stars</source>
        <translation>三颗星</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earn three stars in a campaign chapter.</source>
        <translation>在战役的一章中拿到三颗星。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closing Bell</source>
        <translation>收盘钟声</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish a campaign.</source>
        <translation>完成一场战役。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Whole Street</source>
        <translation>整条街</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End a game of Landlord owning a whole colour group.</source>
        <translation>在房东的对局结束时拥有一整组同色系。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split Again</source>
        <translation>再度分割</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Stockpile, have a company&apos;s cards in your split area when it splits again.</source>
        <translation>在纵横股海中，一家公司再度分割时，你的股票分割区里已有它的卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nice to meet you! Shall we make a deal or two?</source>
        <translation>很高兴认识你！我们来谈几笔交易吧？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Good game. I still think we should have traded.</source>
        <translation>打得好。我还是觉得我们该交易一下的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortune favours the bold. Let&apos;s see who is bolder.</source>
        <translation>富贵险中求。看看谁更敢。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win or lose, that was worth the gamble.</source>
        <translation>不管输赢，这一把都值得。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thank you for having me. Please go easy on me.</source>
        <translation>谢谢邀请，请手下留情。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thank you for the game. I learned a lot.</source>
        <translation>谢谢你陪我玩，我学到很多。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let&apos;s begin. I won&apos;t say more.</source>
        <translation>开始吧。我不多说。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next time I bid higher.</source>
        <translation>下次我会出更高的价。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A calm market is a fair market. Good luck.</source>
        <translation>平静的市场才是公平的市场。祝你好运。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Balanced to the end. Well played.</source>
        <translation>一路稳到最后。打得好。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big risks, big rewards! Anyone want to trade?</source>
        <translation>高风险，高回报！有人要交易吗？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That was wild! Rematch soon?</source>
        <translation>太刺激了！改天再战？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Everything is negotiable. Shall we begin?</source>
        <translation>凡事都可以谈。我们开始吧？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pleasure doing business with you.</source>
        <translation>跟你做生意很愉快。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I hope the prices jump today. I love it when they jump!</source>
        <translation>希望今天股价大跳动，我最爱它们跳了！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Up and down, what a ride! Obrigada.</source>
        <translation>上上下下，真是过瘾！谢啦。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;ll just keep my cash close, if you don&apos;t mind.</source>
        <translation>不介意的话，我先把现金抓紧。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patience is a strategy too. Thank you for the game.</source>
        <translation>耐心也是一种策略。谢谢这一局。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let&apos;s keep it fair and sharp.</source>
        <translation>我们公平又犀利地玩吧。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fine game. I will remember your moves.</source>
        <translation>好对局。我会记住你的每一步。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I&apos;m only here for the bargains.</source>
        <translation>我只是来捡便宜的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cheap in, dear out. See you next time!</source>
        <translation>低买高卖。下次见！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I have seen many newcomers. Show me something new.</source>
        <translation>新人我见多了。让我看点新东西。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not bad. The floor will hear of this.</source>
        <translation>不错。交易所里会传开的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You made it this far. It ends here.</source>
        <translation>你走到这里了。到此为止。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hmph. Every market turns. Until next time.</source>
        <translation>哼。市场总会反转。下次见。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stockpile: the advanced board</source>
        <translation>纵横股海：进阶面</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stockpile: investors</source>
        <translation>纵横股海：投资客</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1920 Wall Street: tycoon cards</source>
        <translation>华尔街1920：大亨卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1920 Wall Street: call options</source>
        <translation>华尔街1920：认购期权</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black Friday for five players</source>
        <translation>五人黑色星期五</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Landlord: building shortage</source>
        <translation>房东：建筑短缺</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The title “Legend of the Floor”</source>
        <translation>称号“交易大厅传奇”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legend of the Floor</source>
        <translation>交易大厅传奇</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Circuit Champion</source>
        <translation>巡回冠军</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The title “Circuit Champion”</source>
        <translation>称号“巡回冠军”</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Relaxed (rivals one level weaker)</source>
        <translation>轻松（对手弱一级）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ruthless (rivals one level stronger)</source>
        <translation>残酷（对手强一级）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in play</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>next</source>
        <translation>下一章</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>goal missed: play again</source>
        <translation>未达目标：再玩一次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>locked</source>
        <translation>未解锁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>this game is not in this version</source>
        <translation>此版本没有这款游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game does not allow this many players</source>
        <translation>这款游戏不支持这么多玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game refuses one of the chapter&apos;s options</source>
        <translation>这款游戏不接受本章的某个选项</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+21"/>
        <source>(no description)</source>
        <translation>（无说明）</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>A new rival: %1</source>
        <translation>新对手：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A table for your games: %1</source>
        <translation>新的游戏桌面：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player tokens: %1</source>
        <translation>玩家棋子：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rivals at the %1 level</source>
        <translation>对手等级：%1</translation>
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
        <translation>战役</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your campaigns</source>
        <translation>你的战役</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete campaign…</source>
        <translation>删除战役(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New campaign</source>
        <translation>新战役</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Campaign:</source>
        <translation>战役(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Difficulty:</source>
        <translation>难度(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>你的名字(&amp;N)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Start campaign</source>
        <translation>开始战役(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chapters</source>
        <translation>章节</translation>
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
        <translation>第 %1/%2 章</translation>
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
        <translation>还没有战役</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a campaign and a difficulty on the left and start it. You can run several campaigns side by side.</source>
        <translation>在左侧选择战役和难度，然后开始。你可以同时进行多个战役。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <location line="+20"/>
        <source>&amp;Play next chapter</source>
        <translation>开始下一章(&amp;P)</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+41"/>
        <location line="+57"/>
        <source>Rivals</source>
        <translation>对手</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2（%3）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Campaign finished: %1 points, %2 overall.</source>
        <translation>战役完成：%1 分，总排名%2。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have %1 points (%2). Now: chapter %3, %4 — %5.</source>
        <translation>你有 %1 分（%2）。进行中：第 %3 章，%4 — %5。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have %1 points (%2). Next: chapter %3, %4 — %5.</source>
        <translation>你有 %1 分（%2）。下一章：第 %3 章，%4 — %5。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Finishing it unlocks: %1</source>
        <translation>完成后解锁：%1</translation>
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
        <translation>继续本章(&amp;R)</translation>
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
        <translation>章节</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unlocks</source>
        <translation>解锁</translation>
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
        <translation>尚未揭晓</translation>
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
        <translation>分数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>胜场</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>已玩</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rivals in the next chapter</source>
        <translation>下一章的对手</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rival</source>
        <translation>对手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Level</source>
        <translation>等级</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Style</source>
        <translation>风格</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Campaign started. Good luck!</source>
        <translation>战役已开始。祝你好运！</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This chapter&apos;s match cannot be resumed: %1</source>
        <translation>无法继续本章的对局：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This campaign has no chapter left to play.</source>
        <translation>这个战役已经没有可玩的章节了。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Play a chapter &amp;again for more stars</source>
        <translation>重玩一章争取更多星(&amp;A)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. %2 (%3)</source>
        <translation>%1．%2（%3）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Delete campaign</source>
        <translation>删除战役</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Delete the campaign “%1” of %2 and its matches for good?</source>
        <translation>要永久删除%2的战役“%1”及其所有对局吗？</translation>
    </message>
    <message>
        <location filename="../desktop/app/chapterend.py" line="-51"/>
        <source>Goal: win the match</source>
        <translation>目标：赢得这一局</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Goal: finish in the top %n</source>
        <translation>
            <numerusform>目标：取得前 %n 名</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: reach a score of %1</source>
        <translation>目标：得分达到 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Goal: finish ahead of %1</source>
        <translation>目标：名次在%1之前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Goal: finish level with %1 or ahead</source>
        <translation>目标：名次不落后于%1</translation>
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
        <translation>未达目标</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Stars: %1 of 3</source>
        <translation>星数：%1／3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You finished %1 and earned %2 points.</source>
        <translation>你获得%1，得到 %2 分。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new best for this chapter!</source>
        <translation>本章新纪录！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next chapter opens when you meet the goal. Try again!</source>
        <translation>达成目标后才会开放下一章。再试一次！</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Change</source>
        <translation>变动</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Unlocked: %1</source>
        <translation>已解锁：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Choose it in Settings.</source>
        <translation>可在“设置”中选用。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Next: chapter %1, %2 — %3</source>
        <translation>下一章：第 %1 章，%2 — %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The campaign is complete.</source>
        <translation>战役已完成。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Campaign page</source>
        <translation>战役页面(&amp;C)</translation>
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
        <translation>“%1”</translation>
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
        <translation>组合你的选择</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../desktop/app/endscreen.py" line="+96"/>
        <source>Net worth ($)</source>
        <translation>净资产（$）</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Round</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Turn</source>
        <translation>轮</translation>
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
        <translation>%1 第 %2 回合后：%3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 after turn %2: %3</source>
        <translation>%1 第 %2 轮后：%3</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>&amp;Statistics</source>
        <translation>统计(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your results over all your games</source>
        <translation>你所有对局的成绩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the &amp;results</source>
        <translation>回到结果(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game: ranking and chart</source>
        <translation>游戏结束：名次与图表</translation>
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
        <translation>分数</translation>
    </message>
    <message>
        <location filename="../desktop/app/gamepage.py" line="+816"/>
        <source>%1 wins!</source>
        <translation>%1获胜！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A shared win: %1.</source>
        <translation>共同获胜：%1。</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../desktop/app/error_box.py" line="+19"/>
        <location line="+1"/>
        <source>you are not allowed to use that file or folder</source>
        <extracomment>why the system refused a file, by errno (what the player can do something about)</extracomment>
        <translation>你没有使用这个文件或文件夹的权限</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>the file or folder does not exist</source>
        <translation>文件或文件夹不存在</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>the disk can only be read</source>
        <translation>磁盘是只读的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that is a folder, not a file</source>
        <translation>那是文件夹，不是文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the file name is too long</source>
        <translation>文件名太长</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system refused it</source>
        <translation>系统拒绝了这个操作</translation>
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
        <translation>金额</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>count</source>
        <translation>数量</translation>
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
        <translation>获胜者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pot won</source>
        <translation>赢得的彩池</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cash</source>
        <translation>现金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pot</source>
        <translation>彩池</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>deck</source>
        <translation>牌库</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bank</source>
        <translation>银行</translation>
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
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo your last decision</source>
        <translation>撤销你上一个决定</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Take back your last decision and the moves after it (Ctrl+Z).</source>
        <translation>收回你上一个决定及之后的动作（Ctrl+Z）。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game is over.</source>
        <translation>游戏结束。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is thinking…</source>
        <translation>%1思考中…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, your choice.</source>
        <translation>%1，轮到你选择。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Only one move is possible: it is made for you.</source>
        <translation>只有一个选择：已替你执行。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: choose on the board or in the list.</source>
        <translation>轮到你了：在版图上或列表中选择。</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Pass the screen to %1.

Everyone else, please look away.</source>
        <translation>请把屏幕交给 %1。

其他人请把视线移开。</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>The match stopped on an unexpected error. The moves made so far are saved.</source>
        <translation>对局因意外错误而中止。到目前为止的每一步都已保存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match stopped on an unexpected error.</source>
        <translation>对局因意外错误而中止。</translation>
    </message>
    <message>
        <location filename="../ui/gamepage.ui" line="+15"/>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave game</source>
        <translation>离开游戏(&amp;L)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Move list</source>
        <translation>行动列表(&amp;M)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Every move you can make now, as a list (for keyboard play). The board&apos;s lit items make the same moves.</source>
        <translation>你现在可做的每个行动，以列表列出（供键盘操作）。点击图板上亮起的物件也能做同样的行动。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Compose…</source>
        <translation>组合…(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Do it</source>
        <translation>执行(&amp;D)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Log</source>
        <translation>记录(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Holdings</source>
        <translation>持股(&amp;H)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Prices</source>
        <translation>价格(&amp;P)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>I am ready: &amp;show my seat</source>
        <translation>我准备好了：显示我的座位(&amp;S)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>See the &amp;board</source>
        <translation>查看版图(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review my game</source>
        <translation>复盘我的对局(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;again</source>
        <translation>再玩一局(&amp;A)</translation>
    </message>
    <message>
        <location filename="../desktop/app/window.py" line="+446"/>
        <source>&amp;Campaign page: chapter results</source>
        <translation>战役页面：本章结果(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/gamepage.ui" line="+1"/>
        <source>&amp;Home</source>
        <translation>首页(&amp;H)</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../desktop/app/games/stockpile/words.py" line="+10"/>
        <source>Stockpile</source>
        <translation>纵横股海</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+13"/>
        <source>1920 Wall Street</source>
        <translation>华尔街1920</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+11"/>
        <source>Hab &amp; Gut</source>
        <translation>货贸时代</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/words.py" line="-137"/>
        <source>Black Friday</source>
        <translation>黑色星期五</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+12"/>
        <source>Landlord</source>
        <translation>房东</translation>
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
        <translation>隐藏</translation>
    </message>
    <message>
        <location filename="../desktop/app/generic_scene.py" line="+1"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 items</source>
        <translation>%1 项</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>… and %1 more</source>
        <translation>…还有 %1 项</translation>
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
        <translation>小麦</translation>
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
        <translation>现金</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+1"/>
        <source>Donated</source>
        <translation>已捐献</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+1"/>
        <source>Out as lowest donor</source>
        <translation>捐献最少而淘汰</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A turn either buys or sells shares, never both.</source>
        <translation>一个回合只能买进或卖出股票，不能两者都做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may buy or sell at most three shares a turn.</source>
        <translation>每回合最多买进或卖出三张股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A good priced at zero cannot be bought.</source>
        <translation>价格为零的商品不能买进。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No shares of that good are left in the supply.</source>
        <translation>供应区已经没有那种商品的股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have enough money for that share.</source>
        <translation>你的钱不够买那张股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no share of that good in hand to sell (donated shares cannot be sold).</source>
        <translation>你手上没有那种商品的股票可卖（捐出的股票不能卖）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no share of that good in hand to donate.</source>
        <translation>你手上没有那种商品的股票可捐。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may donate only one share a round.</source>
        <translation>每回合只能捐一张股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a donation you can only end your turn.</source>
        <translation>捐献后只能结束回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no such good.</source>
        <translation>没有这种商品。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That belongs to the other phase of the round.</source>
        <translation>那是回合另一个阶段的事。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may play only from the two racks beside you.</source>
        <translation>只能从你身旁的两个牌架出牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already played a card from that rack: play one from the other rack.</source>
        <translation>你已经从那个牌架出过牌了：请从另一个牌架出牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card is not in that rack.</source>
        <translation>那张卡不在那个牌架上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That position cannot be played.</source>
        <translation>那个位置不能出牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a move of this game.</source>
        <translation>这不是这个游戏的动作。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a hidden good</source>
        <translation>一种隐藏的商品</translation>
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
        <translation>股票阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Price-change phase</source>
        <translation>价格波动阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First half</source>
        <translation>上半场</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Second half</source>
        <translation>下半场</translation>
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
        <translation>以 %2 买进一张%1股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell a share of %1 for %2</source>
        <translation>以 %2 卖出一张%1股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy a share of %1</source>
        <translation>买进一张%1股票</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sell a share of %1</source>
        <translation>卖出一张%1股票</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Donate a share of %1</source>
        <translation>捐出一张%1股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <translation>结束你的回合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play %1</source>
        <translation>打出%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play %1 from your left rack: full value, price to %2</source>
        <translation>从左边牌架打出%1：全额，价格变为 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1 from your right rack: full value, price to %2</source>
        <translation>从右边牌架打出%1：全额，价格变为 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1 from your left rack: halved to %2, price to %3</source>
        <translation>从左边牌架打出%1：减半为 %2，价格变为 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1 from your right rack: halved to %2, price to %3</source>
        <translation>从右边牌架打出%1：减半为 %2，价格变为 %3</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 buys a share of %2 for %3.</source>
        <translation>%1以 %3 买进一张%2股票。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sells a share of %2 for %3.</source>
        <translation>%1以 %3 卖出一张%2股票。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 puts a share face down on donation slot %2.</source>
        <translation>%1把一张股票盖着放到捐献格 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 donates a share of %2 on donation slot %3.</source>
        <translation>%1把一张%2股票捐到捐献格 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ends the turn.</source>
        <translation>%1结束回合。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First half, round %1: stock phase, %2 begins.</source>
        <translation>上半场第 %1 回合：股票阶段，由%2开始。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second half, round %1: stock phase, %2 begins.</source>
        <translation>下半场第 %1 回合：股票阶段，由%2开始。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First half, round %1: price-change phase, %2 begins.</source>
        <translation>上半场第 %1 回合：价格波动阶段，由%2开始。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second half, round %1: price-change phase, %2 begins.</source>
        <translation>下半场第 %1 回合：价格波动阶段，由%2开始。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 plays %2 first, at full value (%3).</source>
        <translation>%1先打出%2，全额计算（%3）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2 second, halved (%3).</source>
        <translation>%1第二张打出%2，减半计算（%3）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 rises from %2 to %3.</source>
        <translation>%1从 %2 涨到 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 falls from %2 to %3.</source>
        <translation>%1从 %2 跌到 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 stays at %2 (end of the track).</source>
        <translation>%1停在 %2（轨道尽头）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The start player token passes to %1.</source>
        <translation>起始玩家代表物交给%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 donated nothing this half; the donation is %2.</source>
        <translation>%1这半场没有捐献；捐献额为 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s donated shares (%2) are sold for %3; the donation is now %4.</source>
        <translation>%1捐出的股票（%2）以 %3 卖出；捐献额现在是 %4。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All market cards are shuffled for the second half.</source>
        <translation>下半场前洗匀所有市场卡。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dealt to the rack between %1 and %2: %3.</source>
        <translation>发到%1和%2之间的牌架：%3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the end %1 sells a share of %2 for %3.</source>
        <translation>结算时%1以 %3 卖出一张%2股票。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the end %1 sells %2 shares of %3 for %4.</source>
        <translation>结算时%1以 %4 卖出 %2 张%3股票。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 donated the least (%2) and is out.</source>
        <translation>%1捐献最少（%2），被淘汰。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over: %1 wins.</source>
        <translation>游戏结束：%1获胜。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: a shared win for %1.</source>
        <translation>游戏结束：%1共同获胜。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Shares in hand</source>
        <translation>手上的股票</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (%2 on the board)</source>
        <translation>%1（版图上 %2）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 · round %2 of 4 · %3</source>
        <translation>%1 · 第 %2／4 回合 · %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Trade shares and donate…</source>
        <translation>买卖股票与捐献…</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/dialogs.py" line="+110"/>
        <source>%1: %2 a share · supply %3 · in hand %4</source>
        <translation>%1：每股 %2・供应区 %3・手上 %4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No donation</source>
        <translation>不捐献</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>No trade this turn; your cash stays %1.</source>
        <translation>本回合不买卖；你的现金仍为 %1。</translation>
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
        <translation>欢迎来到货贸时代！六种货物各有一条价格轨。你买卖它们的股票，用卡牌推动价格，也要捐给慈善：最有钱的玩家获胜，但捐得最少的人除外。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price cards stand in racks between the players: you may play from the two racks beside you, and so may your neighbours. Everyone can see what the racks hold.</source>
        <translation>价格卡插在玩家之间的牌架上：你可以从身旁的两个牌架出牌，你的邻居也可以。每个人都看得到牌架上有什么。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A round starts with the stock phase: in turn, buy or sell up to three shares at today&apos;s prices. Your right rack holds Sugar +6, so buy a share of Sugar for $40.</source>
        <translation>每轮从股票阶段开始：依序以今天的价格买进或卖出一到三张股票。你的右牌架上有糖 +6，所以用 $40 买一张糖的股票。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy one more share of Sugar.</source>
        <translation>再买一张糖的股票。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once a round you may donate a share: it goes face down on your donation board. Donate a share of Sugar now; after a donation your turn can only end.</source>
        <translation>每轮你可以捐一张股票：它面朝下放到你的捐献板上。现在捐一张糖的股票；捐了之后你的回合只能结束。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+19"/>
        <source>End your turn.</source>
        <translation>结束你的回合。</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The others bought three shares each: Coffee and Corn. Then the price-change phase begins with you.</source>
        <translation>其他人各买了三张股票：咖啡和玉米。接着价格波动阶段由你开始。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In the price-change phase you play one card from each of your two racks. The first moves its good by its full value: play Sugar +6 from your right rack.</source>
        <translation>在价格波动阶段，你从两个牌架各出一张卡。第一张让它的货物按全额移动：从你的右牌架打出糖 +6。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The second card, from your other rack, counts only half: play Coffee +4 from your left rack, and Coffee rises by 2.</source>
        <translation>第二张来自另一个牌架，只算一半：从你的左牌架打出咖啡 +4，咖啡上涨 2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others play their cards too: Coffee and Sugar rise again, Corn goes up 6 and back 2. Their cards are your cards&apos; neighbours: watch what they could play.</source>
        <translation>其他人也出了牌：咖啡和糖再次上涨，玉米先涨 6 再跌 2。他们的牌就在你的牌旁边：留意他们可能打出什么。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round 2: the start player token moved on, and the others bought Wheat and Coal.</source>
        <translation>第 2 轮：起始玩家代表物传了下去，其他人买了小麦和煤炭。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sugar now stands at $75: sell your share for $35 more than you paid. A turn buys or sells, never both.</source>
        <translation>糖现在是 $75：卖出你的股票，比你买的时候多赚 $35。一个回合只能买或卖，不能两者都做。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game has two halves of four rounds. At the end of each half the donated shares are turned over and counted at their prices.</source>
        <translation>游戏分成两个半场，各四轮。每个半场结束时，捐出的股票会翻开，并按它们的价格计算。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the end the players who donated the least are out, however rich they are; of the others, the one with the most money wins. The others play on as computer players now. Good luck!</source>
        <translation>游戏结束时，捐得最少的玩家被淘汰，不论他们多富有；其余玩家中钱最多的人获胜。其他玩家现在由电脑接手继续。祝你好运！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/reasons.py" line="+33"/>
        <source>the cards you see push %1 up to about %2</source>
        <extracomment>A price change smaller than this (money) is not worth a word.</extracomment>
        <translation>你看得到的牌会把%1推高到约%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the cards you see push %1 down to about %2</source>
        <translation>你看得到的牌会把%1压低到约%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the lowest donor is eliminated: this lifts your donations to about %1 (the lowest rival&apos;s: about %2)</source>
        <translation>捐得最少的玩家会被淘汰：这次捐献让你的捐款达到约%1（最少的对手约%2）</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>raises %1, of which you hold %n shares</source>
        <translation>
            <numerusform>让%1涨价，你持有 %n 张股票</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>lowers %1: a rival holds %n shares of it</source>
        <translation>
            <numerusform>让%1跌价：有对手持有 %n 张股票</numerusform>
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
        <translation>全额</translation>
    </message>
    <message>
        <location line="-261"/>
        <source>½ of %1</source>
        <translation>%1 的一半</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The half, the round and the phase being played</source>
        <translation>目前的半场、回合与阶段</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End turn</source>
        <translation>结束回合</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Trade &amp; donate…</source>
        <translation>买卖与捐献…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Buy or sell up to three shares and donate one, in one dialog; your turn ends when you send it</source>
        <translation>在一个对话框中买进或卖出至多三张股票并捐一张；送出后你的回合结束</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The price tracks: each good&apos;s marker shows its share price</source>
        <translation>价格轨：每种商品的标记显示其股票价格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price tracks</source>
        <translation>价格轨</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <source>%1: %2 a share, %3 left in the supply</source>
        <translation>%1：每张 %2，供应区剩 %3 张</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1 price track: 0 to 250, the ring marks the start price 40</source>
        <translation>%1 价格轨：0 到 250，圆圈标示起始价格 40</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is at %2</source>
        <translation>%1 位于 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>supply %1</source>
        <translation>供应 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Buy</source>
        <translation>买进</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sell</source>
        <translation>卖出</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You donated: you can only end your turn.</source>
        <translation>你已捐献：只能结束回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You traded %1 shares: the most for a turn.</source>
        <translation>你已买卖 %1 张股票：一回合的上限。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You sold this turn: no buying until your next turn.</source>
        <translation>你这回合卖出了股票：下个回合前不能买进。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You bought this turn: no selling until your next turn.</source>
        <translation>你这回合买进了股票：下个回合前不能卖出。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Buy %1</source>
        <translation>买进%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you buy at %2 each (at most %3 a turn)?</source>
        <translation>你要以每张 %2 买进几张%1股票（每回合至多 %3 张）？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You pay %1 and keep %2.</source>
        <translation>你付 %1，剩下 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell %1</source>
        <translation>卖出%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you sell at %2 each (at most %3 a turn)?</source>
        <translation>你要以每张 %2 卖出几张%1股票（每回合至多 %3 张）？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You receive %1 and have %2.</source>
        <translation>你收到 %1，共有 %2。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The two card racks beside you (only these are shown to you) and the cards played</source>
        <translation>你两旁的两个牌架（你只看得到这两个）与已打出的牌</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your left rack · second card: half value</source>
        <translation>你的左边牌架 · 第二张：一半数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your right rack · second card: half value</source>
        <translation>你的右边牌架 · 第二张：一半数值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your left rack · played this turn</source>
        <translation>你的左边牌架 · 本回合已出牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your right rack · played this turn</source>
        <translation>你的右边牌架 · 本回合已出牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your left rack · shared with %1</source>
        <translation>你的左边牌架 · 与%1共用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your right rack · shared with %1</source>
        <translation>你的右边牌架 · 与%1共用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 play from this rack</source>
        <translation>%1 与 %2 从这个牌架出牌</translation>
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
        <translation>未公开放在一旁：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Market cards set aside face down at the start: nobody sees them</source>
        <translation>开局时盖着放在一旁的市场卡：没有人看得到</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 played %2 at full value</source>
        <translation>%1以全额打出%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 as the second card, halved</source>
        <translation>%1以第二张减半打出%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: cash %2, %3 donated</source>
        <translation>%1：现金 %2，已捐 %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cash of %1: %2</source>
        <translation>%1 的现金：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start player</source>
        <translation>起始玩家</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 starts this round; the token passes on each round</source>
        <translation>%1 是这回合的起始玩家；标记每回合传给下一位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Out: lowest donor</source>
        <translation>淘汰：捐献最少</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player who donated least cannot win</source>
        <translation>捐献最少的玩家不能获胜</translation>
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
        <translation>%1：你持有 %2 张股票，其中 %3 张已捐（每股 %4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds %2 shares of %3 (%4 a share)</source>
        <translation>%1 持有 %2 张%3股票（每股 %4）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Donation board of %1: one share a round in the four slots, the money donated in the centre</source>
        <translation>%1 的捐献板：四个格子每回合放一张股票，中央是捐出的钱</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>donated</source>
        <translation>已捐献</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 has donated %2 so far</source>
        <translation>%1 到目前已捐 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Donation slot of round %1: empty</source>
        <translation>第 %1 回合的捐献格：空</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Donation slot of round %1: a share donated face down</source>
        <translation>第 %1 回合的捐献格：一张盖着捐出的股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Donation slot of round %1: a share of %2</source>
        <translation>第 %1 回合的捐献格：一张%2股票</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>buying: %1 of 3 shares</source>
        <translation>买进中：%1／3 张</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>selling: %1 of 3 shares</source>
        <translation>卖出中：%1／3 张</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>trading shares</source>
        <translation>买卖股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>playing the second card</source>
        <translation>打出第二张牌</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>playing the first card</source>
        <translation>打出第一张牌</translation>
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
        <translation>让你的胜率保持最高</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>almost as good as the best move</source>
        <translation>几乎和最佳一手一样好</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a chance to win %1 lower than the best move&apos;s</source>
        <translation>胜率比最佳一手低 %1</translation>
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
        <translation>专家此刻为你选出的最佳几手，以及每一手之后你的胜率（H）。提示不会替你出手。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Thinking about your options…</source>
        <translation>正在思考你的选择…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No hint this time: the advisor failed.</source>
        <translation>这次没有提示：顾问计算失败。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The Expert would play:</source>
        <translation>专家会这样走：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1. %2 — %3 chance to win: %4</source>
        <translation>%1. %2 — 胜率 %3：%4</translation>
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
        <translation>奖励面</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/words.py" line="+0"/>
        <source>penalty</source>
        <translation>惩罚面</translation>
    </message>
</context>
<context>
    <name>Landlord</name>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+6"/>
        <source>Start</source>
        <translation>起点</translation>
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
        <translation>城镇基金</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="-38"/>
        <source>Pebble Path</source>
        <translation>卵石小径</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Property Levy</source>
        <translation>房产税</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bread Hall</source>
        <translation>面包馆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maple Row</source>
        <translation>枫树街</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/deed.py" line="+0"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <location line="+15"/>
        <location line="+14"/>
        <location line="+5"/>
        <source>Windfall</source>
        <translation>意外之财</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="-33"/>
        <source>Willow Walk</source>
        <translation>柳荫步道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Birch Parade</source>
        <translation>桦树大街</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vacation</source>
        <translation>度假</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lantern Court</source>
        <translation>灯笼苑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eye Clinic</source>
        <translation>眼科诊所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Potters Yard</source>
        <translation>陶匠场</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weavers Close</source>
        <translation>织工巷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corner Butcher</source>
        <translation>街角肉铺</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ferry Steps</source>
        <translation>渡口石阶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clocktower Way</source>
        <translation>钟楼路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bellfounders Row</source>
        <translation>铸钟街</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free Samples</source>
        <translation>免费试吃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orchard Rise</source>
        <translation>果园坡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vineyard Bend</source>
        <translation>葡萄园湾</translation>
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
        <translation>海鸥滨海道</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kite Meadow</source>
        <translation>风筝草原</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Herb Pharmacy</source>
        <translation>草本药房</translation>
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
        <translation>杜松弯街</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Emerald Grove</source>
        <translation>翡翠林</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tyre Works</source>
        <translation>轮胎厂</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crown Terrace</source>
        <translation>皇冠台</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Luxury Duty</source>
        <translation>奢侈税</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summit Boulevard</source>
        <translation>峰顶大道</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only streets take buildings.</source>
        <translation>只有建地可以盖建筑。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot is not yours.</source>
        <translation>那块地不是你的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need every lot of the colour group first.</source>
        <translation>你必须先拥有同色系的所有土地。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A lot of that group is mortgaged.</source>
        <translation>该色系有土地已抵押。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot already has a hotel.</source>
        <translation>那块地已经有旅馆了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build evenly across the group.</source>
        <translation>同色系必须平均建造。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell evenly across the group.</source>
        <translation>同色系必须平均出售。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have enough money.</source>
        <translation>你的钱不够。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bank has no hotels left.</source>
        <translation>银行已经没有旅馆了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bank has no houses left.</source>
        <translation>银行已经没有房屋了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no building to sell.</source>
        <translation>没有可以出售的建筑。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot is already mortgaged.</source>
        <translation>那块地已经抵押了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell the group&apos;s buildings first.</source>
        <translation>请先卖掉该色系的建筑。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot is not mortgaged.</source>
        <translation>那块地没有抵押。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The offer has too many parts.</source>
        <translation>这个提议包含太多项目。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="+290"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>Lots of a group with buildings cannot be traded.</source>
        <translation>有建筑的色系土地不能交易。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>That is more money than the payer has.</source>
        <translation>付款方没有那么多钱。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="+94"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>The offer is empty.</source>
        <translation>这个提议是空的。</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>The mortgage interest could not be paid.</source>
        <translation>付不出抵押利息。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That place cannot be owned.</source>
        <translation>那个格子不能被拥有。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The building won at auction does not fit that lot.</source>
        <translation>拍得的建筑不能放在那块地上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortgages are switched off in this game.</source>
        <translation>这局游戏关闭了抵押。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more building or mortgage steps this turn.</source>
        <translation>这个回合不能再建造或抵押了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have already rolled this turn.</source>
        <translation>你这个回合已经掷过骰子了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll before ending your turn.</source>
        <translation>结束回合前请先掷骰子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only a player on Vacation can do that.</source>
        <translation>只有度假中的玩家可以这样做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That keep-out card is not held.</source>
        <translation>没有持有那张收假卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trades are switched off in this game.</source>
        <translation>这局游戏关闭了交易。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such player.</source>
        <translation>没有这位玩家。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot trade with yourself.</source>
        <translation>你不能和自己交易。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That player is bankrupt.</source>
        <translation>那位玩家已经破产。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No more offers this turn.</source>
        <translation>这个回合不能再提出交易了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That lot belongs to neither of you.</source>
        <translation>那块地不属于你们任何一方。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is already in the offer.</source>
        <translation>那已经在提议中了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A counter-offer cannot be countered: accept or refuse it.</source>
        <translation>还价不能再还价：请接受或拒绝。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money changes by 10, 50, 100 or 500.</source>
        <translation>金额以 10、50、100 或 500 为单位增减。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid must be higher than the current bid.</source>
        <translation>出价必须高于当前的出价。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot bid more than your cash.</source>
        <translation>出价不能超过你的现金。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raises are 1, 10, 50 or 100.</source>
        <translation>加价幅度为 1、10、50 或 100。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not the mortgaged lot you received.</source>
        <translation>那不是你收到的已抵押土地。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While in debt you may only sell buildings, mortgage or trade.</source>
        <translation>负债时只能卖建筑、抵押或交易。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not possible at this moment.</source>
        <translation>现在无法这样做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has no time limit.</source>
        <translation>这局游戏没有时间限制。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time has already been called.</source>
        <translation>已经宣告时间到了。</translation>
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
        <translation>税金</translation>
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
        <translation>结束度假的费用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mortgage interest</source>
        <translation>抵押利息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repairs</source>
        <translation>修缮费</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a trade</source>
        <translation>交易</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a bankruptcy</source>
        <translation>破产</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an auction</source>
        <translation>拍卖</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a building</source>
        <translation>建筑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mortgage</source>
        <translation>抵押</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 lands on Go on Vacation and is sent away.</source>
        <translation>%1停在“去度假”，被送去度假。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 draws a card that sends them on Vacation.</source>
        <translation>%1抽到一张卡，被送去度假。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rolls a third double and goes on Vacation.</source>
        <translation>%1第三次掷出相同点数，去度假。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pays to come back from Vacation.</source>
        <translation>%1付费结束度假。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 uses a keep-out card to come back from Vacation.</source>
        <translation>%1使用收假卡结束度假。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rolls doubles and comes back from Vacation.</source>
        <translation>%1掷出相同点数，结束度假。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays after the third try and comes back from Vacation.</source>
        <translation>%1第三次失败后付费，结束度假。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only one player is left.</source>
        <translation>只剩下一位玩家。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last round is over.</source>
        <translation>最后一回合结束了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time is up.</source>
        <translation>时间到了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The longest game allowed is over.</source>
        <translation>已达到游戏允许的最长长度。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auction lots nobody buys</source>
        <translation>拍卖没人买的土地</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trades between players</source>
        <translation>玩家之间的交易</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mortgages</source>
        <translation>抵押</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Building shortage (32 houses, 12 hotels)</source>
        <translation>建筑数量有限（32 栋房屋、12 间旅馆）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds (0: play to the end)</source>
        <translation>回合数（0：玩到结束）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time limit in minutes (0: none)</source>
        <translation>时间限制（分钟，0：无）</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/ui.py" line="+279"/>
        <location filename="../desktop/app/games/landlord/words.py" line="+3"/>
        <source>Cash</source>
        <translation>现金</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+1"/>
        <source>Lots (mortgaged at half)</source>
        <translation>土地（已抵押以半价计）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buildings</source>
        <translation>建筑</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a house</source>
        <translation>一栋房屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a hotel</source>
        <translation>一间旅馆</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Advance to %1</source>
        <translation>前进到%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advance to the nearest business; pay it double rent</source>
        <translation>前进到最近的商业用地；支付双倍租金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Advance to the nearest clinic; pay ten times a new roll</source>
        <translation>前进到最近的医疗中心；重掷骰子并支付点数的十倍</translation>
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
        <translation>后退 %1 格</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Repairs: pay %1 a house and %2 a hotel</source>
        <translation>修缮：每栋房屋付 %1，每间旅馆付 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay every other player %1</source>
        <translation>付给其他每位玩家 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collect %1 from every other player</source>
        <translation>向其他每位玩家收取 %1</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/ui.py" line="-229"/>
        <source>Roll the dice</source>
        <translation>掷骰子</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <translation>结束你的回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay %1 to leave Vacation</source>
        <translation>支付 %1 结束度假</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Use your keep-out card to leave Vacation</source>
        <translation>使用收假卡结束度假</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Put the building you won on %1</source>
        <translation>把拍得的建筑放在%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a hotel on %1 for %2</source>
        <translation>花 %2 在%1盖旅馆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build a house on %1 for %2</source>
        <translation>花 %2 在%1盖房屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a building on %1 for %2</source>
        <translation>以 %2 卖出%1上的建筑</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mortgage %1 for %2</source>
        <translation>以 %2 抵押%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lift the mortgage on %1 for %2</source>
        <translation>花 %2 赎回%1</translation>
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
        <translation>加上对方支付的 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add a keep-out card to the offer</source>
        <translation>在提议中加入收假卡</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/dialogs.py" line="-186"/>
        <location filename="../desktop/app/games/landlord/ui.py" line="+2"/>
        <source>Send the offer</source>
        <translation>送出提议</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/ui.py" line="+2"/>
        <source>Cancel the offer</source>
        <translation>取消提议</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Accept the offer</source>
        <translation>接受提议</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accept the counter-offer</source>
        <translation>接受还价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuse the offer</source>
        <translation>拒绝提议</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refuse the counter-offer</source>
        <translation>拒绝还价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuse and make a counter-offer</source>
        <translation>拒绝并提出还价</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buy %1 for %2</source>
        <translation>以 %2 买下%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy the lot</source>
        <translation>买下这块地</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Do not buy (it goes to auction)</source>
        <translation>不买（进行拍卖）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not buy</source>
        <translation>不买</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid %1</source>
        <translation>出价 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the auction</source>
        <translation>退出拍卖</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lift the mortgage on %1 now for %2</source>
        <translation>现在花 %2 赎回%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep %1 mortgaged and pay %2 interest</source>
        <translation>保持%1抵押并支付利息 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time is up</source>
        <translation>时间到</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 offers you a trade: click “See the offer…” on the board.</source>
        <translation>%1向你提出交易：请点棋盘上的「查看提议…」。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 and %2 trade: %1 gives %3, %2 gives %4.</source>
        <translation>%1和%2交易：%1给出%3，%2给出%4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 refuses %1&apos;s offer of %3 for %4.</source>
        <translation>%2拒绝%1的交易提议：用%3换%4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%2 refuses %1&apos;s offer of %3 for %4 and answers with a counter-offer.</source>
        <translation>%2拒绝%1的交易提议（用%3换%4），并提出还价。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 offers %2 %3 for %4, then withdraws the offer.</source>
        <translation>%1向%2提议用%3换%4，随后撤回提议。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the bank</source>
        <translation>银行</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 rolls %2 and %3: doubles!</source>
        <translation>%1掷出 %2 和 %3：相同点数！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 rolls %2 and %3.</source>
        <translation>%1掷出 %2 和 %3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves to %2.</source>
        <translation>%1移动到%2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 receives %2 (%3).</source>
        <translation>%1收到 %2（%3）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays %2 to the bank (%3).</source>
        <translation>%1付给银行 %2（%3）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays %2 to %3 (%4).</source>
        <translation>%1付给%3 %2（%4）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 draws a %2 card: %3.</source>
        <translation>%1抽到一张%2卡：%3。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 buys %2 for %3.</source>
        <translation>%1以 %3 买下%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes to auction.</source>
        <translation>%1进行拍卖。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids %2.</source>
        <translation>%1出价 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 leaves the auction.</source>
        <translation>%1退出拍卖。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins %2 for %3.</source>
        <translation>%1以 %3 拍得%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody bids for %1.</source>
        <translation>没有人对%1出价。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 builds a hotel on %2.</source>
        <translation>%1在%2盖了旅馆。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 builds a house on %2 (%3 now).</source>
        <translation>%1在%2盖了房屋（现在 %3 栋）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 sells a building on %2 for %3.</source>
        <translation>%1以 %3 卖出%2上的建筑。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 mortgages %2 for %3.</source>
        <translation>%1以 %3 抵押%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lifts the mortgage on %2 for %3.</source>
        <translation>%1花 %3 赎回%2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 accepts the trade.</source>
        <translation>%1接受交易。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 refuses the trade.</source>
        <translation>%1拒绝交易。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 withdraws the offer.</source>
        <translation>%1撤回提议。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 answers %2&apos;s offer with a counter-offer.</source>
        <translation>%1对%2的提议提出还价。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passes from %2 to %3.</source>
        <translation>%1从%2转给%3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 owes %2 and must raise money.</source>
        <translation>%1欠 %2，必须筹钱。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is bankrupt.</source>
        <translation>%1破产了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time is called: the game ends after this turn.</source>
        <translation>时间到：这个回合结束后游戏结束。</translation>
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
        <translation>一张收假卡</translation>
    </message>
    <message>
        <location line="-1"/>
        <location filename="../desktop/app/games/landlord/ui.py" line="-86"/>
        <location line="+91"/>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/ui.py" line="-30"/>
        <source>%1 offers %2 %3 for %4.</source>
        <translation>%1向%2提议用%3换%4。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 gives %2 for %3</source>
        <translation>%1用%2换%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lots</source>
        <translation>土地</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Net worth</source>
        <translation>净资产</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bankrupt</source>
        <translation>破产</translation>
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
        <translation>交易对象：</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Money</source>
        <translation>金钱</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refuse</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter…</source>
        <translation>还价…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Nobody can trade with you now.</source>
        <translation>现在没有人能与你交易。</translation>
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
        <translation>你给出</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <source>%1 gives</source>
        <translation>%1给出</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Pick the deeds each side gives and the money, then send the offer.</source>
        <translation>选择双方给出的地契和金额，然后送出提议。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Card: %1</source>
        <translation>卡片：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No deeds</source>
        <translation>没有地契</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>You pay %1 %2.</source>
        <translation>你付给%1 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays you %2.</source>
        <translation>%1付给你 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No money changes hands.</source>
        <translation>不涉及金钱。</translation>
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
        <translation>你不能接受：你付不起将得到的抵押土地的利息。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Money is offered in steps of 10.</source>
        <translation>金额以 10 为单位。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An offer may have at most %1 parts (lots, cards and money steps).</source>
        <translation>一个提议最多包含 %1 项（土地、卡片和金额单位）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You could not pay the interest on the mortgaged lots you would get.</source>
        <translation>你付不起将得到的抵押土地的利息。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Counter-offer</source>
        <translation>还价</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="+48"/>
        <source>Welcome to Landlord! Roll the dice, go round the board, buy lots and collect rent from whoever lands on them. Whoever is left when everyone else is bankrupt wins.</source>
        <translation>欢迎来到房东！掷骰子、绕着地图走、买下地产，向停在上面的人收租金。其他人都破产后还留下来的人获胜。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others go first. A Windfall card sent one to Corner Butcher; both bought the lot they reached.</source>
        <translation>其他人先走。一张意外之财卡把一位对手送到街角肉铺；两人都买下了他们到达的地产。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: roll the dice.</source>
        <translation>轮到你了：掷骰子。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pebble Path belongs to nobody: buy it for $60. A lot you do not buy goes to auction.</source>
        <translation>卵石小径还没有主人：用 $60 买下它。你不买的地产会进行拍卖。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <location line="+8"/>
        <location line="+27"/>
        <source>End your turn.</source>
        <translation>结束你的回合。</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>One rival landed on Free Samples; the other bought Clocktower Way.</source>
        <translation>一位对手停在免费试吃；另一位买下了钟楼路。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll again.</source>
        <translation>再掷一次。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy Birch Parade for $120.</source>
        <translation>用 $120 买下桦树大街。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The others bought Sunflower Fields and Millpond Drive.</source>
        <translation>其他人买下了向日葵田和磨坊池路。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+10"/>
        <source>Roll the dice.</source>
        <translation>掷骰子。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Buy Potters Yard for $140.</source>
        <translation>用 $140 买下陶匠场。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Doubles let a player roll again: one rival bought Mossy Lane, paid you $10 rent on Potters Yard, then rolled a third double and went on Vacation. To come back: roll doubles, pay $50, or use a keep-out card.</source>
        <translation>掷出相同点数可以再掷一次：一位对手买下青苔巷，在陶匠场付了你 $10 租金，然后第三次掷出相同点数，去度假了。要回来：掷出相同点数、付 $50，或使用收假卡。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mossy Lane, bought by that rival, is the other lot of colour group A, with your Pebble Path. Trade for it: propose a trade to them.</source>
        <translation>那位对手买下的青苔巷，和你的卵石小径同属同色系 A。用交易换来它：向他提出交易。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask for Mossy Lane.</source>
        <translation>要求青苔巷。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer $100 for it.</source>
        <translation>为它出价 $100。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send the offer: they may accept or reject it.</source>
        <translation>送出提议：对方可以接受或拒绝。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepted! The whole colour group A is yours: its rent is doubled, and you may build.</source>
        <translation>接受了！整个同色系 A 都是你的了：它的租金加倍，你也可以盖房子了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a house on Mossy Lane for $50: each house raises the rent a lot, and after four houses comes a hotel.</source>
        <translation>用 $50 在青苔巷盖一间房屋：每间房屋都让租金大幅上升，四间房屋之后就是旅馆。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Houses go up evenly across a group: build one on Pebble Path too.</source>
        <translation>同色系的房屋要平均兴建：在卵石小径也盖一间。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Short of cash? Mortgage a lot for half its price: Birch Parade for $60. It earns no rent until you lift the mortgage (its value and 10% more).</source>
        <translation>现金不够？把地产抵押换得它价格的一半：桦树大街抵押得 $60。在你赎回抵押（抵押值再加 10%）之前，它收不到租金。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A player who cannot pay what they owe, even by selling buildings and mortgaging, is bankrupt and leaves the game. The others play on as computer players now. Good luck!</source>
        <translation>付不出欠款的玩家，即使卖掉建筑、抵押地产也不够时，就会破产并离开游戏。其他玩家现在由电脑接手继续。祝你好运！</translation>
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
        <translation>浅蓝色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pink group</source>
        <translation>粉红色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>orange group</source>
        <translation>橙色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>red group</source>
        <translation>红色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow group</source>
        <translation>黄色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green group</source>
        <translation>绿色系</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dark blue group</source>
        <translation>深蓝色系</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+65"/>
        <source>completes your %1: rents double and you can build</source>
        <translation>凑齐你的%1：租金加倍，还能盖房屋</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>keeps a rival from completing the %1</source>
        <translation>阻止对手凑齐%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>brings you one lot closer to the whole %1</source>
        <translation>让你离凑齐%1更近一块地</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your commercial lots&apos; rent rises to %1 each</source>
        <translation>你的商业地租金每块提高到%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>you keep %1 after paying: enough for the rents ahead</source>
        <translation>付款后你还留有%1：足以应付接下来的租金</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>keeps your cash for a rent of up to %1</source>
        <translation>把现金留着应付最高%1的租金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the lot goes to auction, where it may sell for less</source>
        <translation>这块地会进入拍卖，可能以更低的价格成交</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the bid is under the lot&apos;s worth to you (about %1)</source>
        <translation>这个出价低于这块地对你的价值（约%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the bid already exceeds the lot&apos;s worth to you (about %1)</source>
        <translation>目前出价已超过这块地对你的价值（约%1）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the rent on %1 rises from %2 to %3</source>
        <translation>%1的租金从%2提高到%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>raises %1 toward the %2 you owe</source>
        <translation>筹得%1，用来偿还你欠的%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>raises %1 in cash</source>
        <translation>筹得现金%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>your %1 earns full rent again and can be built on</source>
        <translation>你的%1重新收取全额租金，也能再盖房屋</translation>
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
            <numerusform>还有 %n 块地待售：快出发去买</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>few lots are left to buy: on Vacation you collect rent and pay none</source>
        <translation>剩下可买的地不多了：度假时你照收租金，自己却不必付</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>you gain about %1 in value</source>
        <translation>你的价值约增加%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it would complete a colour group for them</source>
        <translation>这会让对方凑齐一个同色系</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you would lose about %1 in value</source>
        <translation>你的价值约会减少%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it helps them more than you</source>
        <translation>这对对方的帮助比对你大</translation>
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
        <translation>房东</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bank: %1 houses, %2 hotels</source>
        <translation>银行：房屋 %1 栋、旅馆 %2 间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Buildings the bank still has; when several players want the last ones they are auctioned.</source>
        <translation>银行还有的建筑；多位玩家想要最后几栋时，以拍卖决定。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The %1 cards: landing on a %1 place draws the top one.</source>
        <translation>%1卡：停在%1格时抽最上面一张。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What is being decided now, and the buttons to answer</source>
        <translation>现在正在决定的事，以及回应的按钮</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Bid…</source>
        <translation>出价…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>See the offer…</source>
        <translation>查看提议…</translation>
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
        <translation>开启交易画面</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>You keep %1 in cash.</source>
        <translation>你会剩下现金 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 leads with %2: you would lead by %3. %4</source>
        <translation>%1以 %2 领先：你将领先 %3。%4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody has bid yet: you would lead with %1. %2</source>
        <translation>还没有人出价：你将以 %1 领先。%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid for %1</source>
        <translation>竞标%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid (a raise of 1, 10, 50 or 100 over the highest bid):</source>
        <translation>你的出价（比最高出价多 1、10、50 或 100）：</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 is bankrupt.</source>
        <translation>%1已破产。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 in cash, %3 lots, net worth %4 (cash, lots at their price, half if mortgaged, and buildings at cost)</source>
        <translation>%1：现金 %2，土地 %3 块，净资产 %4（现金、土地按价格计、抵押者算一半，建筑按成本计）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game is over.</source>
        <translation>游戏结束。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>For sale: %1</source>
        <translation>待售：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Price %1 · rent from %2</source>
        <translation>价格 %1 · 租金 %2 起</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auction: %1</source>
        <translation>拍卖：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Highest bid %1 by %2</source>
        <translation>最高出价 %1（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No bid yet</source>
        <translation>尚无出价</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Still bidding: %1</source>
        <translation>仍在竞标：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Trade: %1 and %2</source>
        <translation>交易：%1 与 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must raise %2</source>
        <translation>%1必须筹到 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 received %2, mortgaged</source>
        <translation>%1收到已抵押的%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 places the building won at auction</source>
        <translation>%1放置拍得的建筑</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s turn</source>
        <translation>轮到%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1</source>
        <translation>等待%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Bid %1</source>
        <translation>出价 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End turn</source>
        <translation>结束回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pay to leave</source>
        <translation>付费离开</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Use card</source>
        <translation>使用卡片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buy</source>
        <translation>买下</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Don&apos;t buy</source>
        <translation>不买</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass</source>
        <translation>放弃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refuse</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counter-offer</source>
        <translation>还价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift now</source>
        <translation>立即赎回</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep mortgaged</source>
        <translation>保持抵押</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send offer</source>
        <translation>送出提议</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel offer</source>
        <translation>取消提议</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The last roll: %1 and %2</source>
        <translation>上一次掷出：%1 和 %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>bankrupt</source>
        <translation>破产</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>+%1 more</source>
        <translation>另有 %1 块</translation>
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
        <translation>价值 %1</translation>
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
        <translation>商业用地</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Clinic</source>
        <translation>医疗中心</translation>
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
        <translation>拥有整组同色系时的租金</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With a hotel</source>
        <translation>有旅馆</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>With %n houses</source>
        <translation>
            <numerusform>有 %n 栋房屋</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>With %n commercial lots</source>
        <translation>
            <numerusform>拥有 %n 块商业用地</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>With %n clinics</source>
        <translation>
            <numerusform>拥有 %n 间医疗中心</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Collect %1 when you pass or land here.</source>
        <translation>经过或停在这里时领取 %1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay %1 to the bank.</source>
        <translation>付给银行 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw a %1 card.</source>
        <translation>抽一张%1卡。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On Vacation: roll doubles, pay %1 or use a keep-out card to leave. Just passing: nothing happens.</source>
        <translation>度假中：掷出相同点数、支付 %1 或使用收假卡即可离开。只是经过：什么都不会发生。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on Vacation: straight there, without passing Start.</source>
        <translation>去度假：直接前往，不经过起点。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing happens here.</source>
        <translation>这里什么都不会发生。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+22"/>
        <source>%1 × the dice</source>
        <translation>骰子点数 × %1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>House cost</source>
        <translation>房屋造价</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hotel cost</source>
        <translation>旅馆造价</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 and four houses</source>
        <translation>%1 加四栋房屋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mortgage value</source>
        <translation>抵押价值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lift the mortgage for</source>
        <translation>赎回费用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the bank (for sale)</source>
        <translation>银行（待售）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Owner</source>
        <translation>所有者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a hotel</source>
        <translation>一间旅馆</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n houses</source>
        <translation>
            <numerusform>%n 栋房屋</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built</source>
        <translation>建筑</translation>
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
        <translation>第 %1 轮：%2</translation>
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
        <translation>交易大厅</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stock-market and property-trading board games</source>
        <translation>股市与地产交易桌游</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>新游戏…(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ampaign</source>
        <translation>战役(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics</source>
        <translation>统计(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This part of Trading Floor is coming in a later version.</source>
        <translation>交易大厅的这个部分将在之后的版本推出。</translation>
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
        <translation>设置</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animation speed:</source>
        <translation>动画速度(&amp;A)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Unlock every variant, level, table and token (without earning them in a campaign)</source>
        <translation>解锁所有变体、等级、桌面和棋子（不必在战役中赢得）(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Confirm every move (also when only one move is possible)</source>
        <translation>每一步都要确认（只有一个选择时也是）(&amp;C)</translation>
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
        <translation>语言切换后立即生效。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../desktop/app/window.py" line="-240"/>
        <source>Saved &amp;games…</source>
        <extracomment>MainWindow(store=OPEN) opens the player&apos;s database (TRADING_FLOOR_DATA_DIR overrides where); store=None plays without saving. the database (desktop.storage.Store) or None when playing without saving why the database could not be opened (a reason key; &quot;&quot; when it is open or not wanted) the storage seam: a callable (setup) -&gt; Keeper (match.py) or None; with None matches live in memory only.</extracomment>
        <translation>存档(&amp;G)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set the damaged file aside…</source>
        <translation>将损坏的文件移到一旁…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1, last played %2</source>
        <translation>%1，上次游玩：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No game in progress.</source>
        <translation>目前没有进行中的游戏。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved games are not available: see the note below.</source>
        <translation>无法使用存档：请看下方说明。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Campaign match</source>
        <translation>战役对局</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, chapter %2: %3</source>
        <translation>%1，第 %2 章：%3</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>This game cannot be saved: %1 You can play it all the same; it will not be kept.</source>
        <translation>这局游戏无法存档：%1 你仍然可以玩，但它不会被保留。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Achievement earned: %1</source>
        <translation>获得成就：%1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>This game cannot be resumed: %1 It is kept as it is.</source>
        <translation>这局游戏无法继续：%1 存档将保持原样。</translation>
    </message>
    <message>
        <location filename="../desktop/app/error_box.py" line="+16"/>
        <location filename="../desktop/app/main.py" line="+93"/>
        <location filename="../desktop/app/window.py" line="-195"/>
        <location line="+210"/>
        <location line="+55"/>
        <source>Trading Floor</source>
        <translation>交易大厅</translation>
    </message>
    <message>
        <location filename="../desktop/app/window.py" line="+58"/>
        <source>Campaigns need saved games.</source>
        <translation>战役需要存档功能。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Statistics need saved games.</source>
        <translation>统计需要存档功能。</translation>
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
        <translation>同一屏幕的另一位玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location filename="../desktop/app/words.py" line="+36"/>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert</source>
        <translation>专家</translation>
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
        <translation>在战役中赢得：%1，第 %2 章（%3）。也可在设置中一次全部解锁。</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Seats (drawn in a random order for this game)</source>
        <extracomment>the campaign&apos;s unlocks not earned yet: closed choices here</extracomment>
        <translation>座位（本局随机排序）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>The seed must be a whole number.</source>
        <translation>种子必须是整数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seed must be between 0 and 18446744073709551615.</source>
        <translation>种子必须介于 0 到 18446744073709551615 之间。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>These options cannot be played together (%1).</source>
        <translation>这些选项不能同时使用（%1）。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/newgame.ui" line="+6"/>
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Players:</source>
        <translation>玩家人数(&amp;P)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Variants and options</source>
        <translation>变体与选项</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Seed (optional):</source>
        <translation>种子（可选）(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <translation>随机</translation>
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
        <translation>手牌数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short deck</source>
        <translation>短牌库</translation>
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
        <translation>认购期权卡</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../desktop/app/gameui.py" line="+66"/>
        <source>Cash</source>
        <translation>现金</translation>
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
        <translation>当前</translation>
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
        <translation>行动中</translation>
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
        <translation>价格</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <location filename="../desktop/app/words.py" line="+7"/>
        <source>That is not allowed now.</source>
        <extracomment>Words for common reason keys of IllegalAction.</extracomment>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It is not your turn.</source>
        <translation>还没轮到你。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>游戏已结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not have enough money.</source>
        <translation>你的钱不够。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That cannot be done in this phase.</source>
        <translation>这个阶段不能这样做。</translation>
    </message>
    <message>
        <location filename="../desktop/app/gameui.py" line="-20"/>
        <source>Not allowed: %1</source>
        <translation>不允许：%1</translation>
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
        <translation>%1：%2 的决定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reviewing the game…</source>
        <translation>正在复盘对局…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>This game could not be reviewed.</source>
        <translation>这局无法复盘。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reviewing the game… %1 of %2 decisions</source>
        <translation>正在复盘对局…第 %1／%2 个决定</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 decisions reviewed from what you could see at the time. %2</source>
        <translation>按你当时能看到的信息复盘了 %1 个决定。%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No decision to review: every move was forced.</source>
        <translation>没有可复盘的决定：每一步都别无选择。</translation>
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
        <translation>决定</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Chance to win</source>
        <translation>胜率</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You played %1: chance to win %2. The best move found.</source>
        <translation>你选择了%1：胜率 %2。这是找到的最佳一手。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You played %1: chance to win %2 (%3). Better: %4, chance to win %5.</source>
        <translation>你选择了%1：胜率 %2（%3）。更好的是：%4，胜率 %5。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why the better move: %1</source>
        <translation>较佳一手的理由：%1</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ui/review.ui" line="+6"/>
        <source>Game review</source>
        <translation>对局复盘</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Turning points</source>
        <translation>转折点(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Every decision</source>
        <translation>所有决定(&amp;E)</translation>
    </message>
</context>
<context>
    <name>Rewards</name>
    <message>
        <location filename="../desktop/app/themes.py" line="+32"/>
        <source>Green felt</source>
        <translation>绿色绒布</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walnut table</source>
        <translation>胡桃木桌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Midnight pinstripe</source>
        <translation>午夜细条纹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy club felt</source>
        <translation>酒红俱乐部绒布</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Classic tokens</source>
        <extracomment>Token styles: id -&gt; name (the first is the flat classic, open to all).</extracomment>
        <translation>经典棋子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold-rimmed coins</source>
        <translation>金边硬币</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut gems</source>
        <translation>切割宝石</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../desktop/app/games/stockpile/words.py" line="+137"/>
        <source>&lt;h2&gt;Stockpile&lt;/h2&gt;&lt;p&gt;Buy shares in six companies at auction, use what you secretly know about where prices are heading, and finish with the most money.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;纵横股海&lt;/h2&gt;&lt;p&gt;在拍卖中买进六家公司的股票，利用你暗中掌握的股价走向，在游戏结束时拥有最多的钱。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&lt;h3&gt;Splits and bankruptcies&lt;/h3&gt;&lt;p&gt;A price pushed past the top of its track &lt;b&gt;splits&lt;/b&gt;: every share of that company moves to the split area and counts double from then on; players already holding split cards of it get a bonus. A price pushed below the bottom goes &lt;b&gt;bankrupt&lt;/b&gt;: all its shares are lost and its price starts again.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;股票分割与破产&lt;/h3&gt;&lt;p&gt;股价被推过股价轨顶端时&lt;b&gt;股票分割&lt;/b&gt;：该公司的所有股票移到股票分割区，之后每张算两股；已持有该公司分割卡的玩家获得奖金。股价被推到底端以下时&lt;b&gt;破产&lt;/b&gt;：所有该公司股票作废，股价重新开始。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;h3&gt;The end&lt;/h3&gt;&lt;p&gt;After the last round every holding is shown. The largest holder of each company gets a bonus ($10,000; $5,000 each when tied), then all shares are sold at their prices. The most money wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;游戏结束&lt;/h3&gt;&lt;p&gt;最后一回合结束后公开所有持股。每家公司的最大股东获得奖金（$10,000；平手时各得 $5,000），接着所有股票按股价卖出。钱最多的玩家获胜。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="+6"/>
        <source>&lt;h2&gt;Landlord&lt;/h2&gt;&lt;p&gt;Move round the board buying lots, collect rent from the other players, build houses and hotels, and be the last one who is not bankrupt.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;房东&lt;/h2&gt;&lt;p&gt;绕着版图移动、买下土地、向其他玩家收租金、盖房屋和旅馆，成为最后一位没有破产的玩家。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;h3&gt;Building, mortgages and trades&lt;/h3&gt;&lt;p&gt;With a whole colour group and no mortgage in it you may build houses, evenly across the group; after four houses a lot takes a hotel. Buildings sell back at half their cost. A lot may be mortgaged for half its price when no lot of its colour group has buildings; lifting the mortgage costs that plus ten per cent. On your turn you may offer another player a trade of lots, money and keep-out cards; they accept it, refuse it or answer with a counter-offer, which you accept or refuse.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;建筑、抵押与交易&lt;/h3&gt;&lt;p&gt;拥有整个同色系且其中没有抵押时，可以平均地盖房屋；盖满四栋房屋后可以盖旅馆。建筑以成本的一半卖回。同色系中没有任何建筑时，土地可以用价格的一半抵押；赎回要付抵押金加一成。在你的回合可以向其他玩家提出交易土地、金钱和收假卡。对方可以接受、拒绝，或提出还价，由你接受或拒绝。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;h3&gt;Vacation&lt;/h3&gt;&lt;p&gt;On Vacation you still collect rent and may build and trade. To leave, pay the fee, use a keep-out card, or roll doubles; after three failed tries you pay and move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;度假&lt;/h3&gt;&lt;p&gt;度假时你仍然可以收租金、盖建筑和交易。要离开就付费、使用收假卡或掷出相同点数；失败三次后付费并移动。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;Debts and the end&lt;/h3&gt;&lt;p&gt;If you owe more than you have, sell buildings and mortgage lots to raise the money; if even that is not enough you are bankrupt and out. The last player left wins. With a round or time limit, the highest net worth (cash, lots and buildings) wins when it runs out.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;债务与游戏结束&lt;/h3&gt;&lt;p&gt;欠款超过你的现金时，要卖建筑、抵押土地来筹钱；还是不够就破产出局。最后留下的玩家获胜。设定了回合或时间限制时，到期时净资产（现金、土地和建筑）最高的玩家获胜。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+9"/>
        <source>&lt;h2&gt;1920 Wall Street&lt;/h2&gt;&lt;p&gt;Cards lie in a ring round the deck. Move your pawn round the ring to buy stock and market cards, sell stock back into the ring, and score the most points when the explosion card ends the game.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;华尔街1920&lt;/h2&gt;&lt;p&gt;卡牌围着牌堆排成一圈。在圆圈上移动你的指示物来买进股票卡和市场波幅卡，把股票卖回圆圈，并在爆炸卡结束游戏时得到最多分数。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/stockpile/words.py" line="-26"/>
        <source>&lt;h3&gt;A round&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Forecasts.&lt;/b&gt; Each company is paired with a forecast (+4, +2, +1, dividend, −2, −3). You see your own pair (two pairs each with two players); one pair is public (none with two players); the rest stay hidden until Movement.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Supply.&lt;/b&gt; Each stockpile gets one card face up. You are dealt two market cards and put one face up and one face down on any stockpiles. Only you know your face-down card.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Demand.&lt;/b&gt; In turn, put your bidder on a space of a stockpile&apos;s bid track above any bid already there; a player who is outbid bids again. When every stockpile has one bidder, each pays the bid and takes the whole pile.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Action.&lt;/b&gt; Play every Boom (+2) and Bust (−2) card you won on a company of your choice.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Selling.&lt;/b&gt; Sell any shares at the current price.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Movement.&lt;/b&gt; Forecasts are revealed and prices move. A dividend forecast pays $2,000 for each share you choose to show.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation>&lt;h3&gt;一个回合&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;预测。&lt;/b&gt;每家公司配一张预测卡（+4、+2、+1、股利、−2、−3）。你看得到自己的那一组（两人游戏时每人两组）；有一组公开（两人游戏时没有公开的一组）；其余在移动阶段前都保持隐藏。&lt;/li&gt;&lt;li&gt;&lt;b&gt;供应。&lt;/b&gt;每个交易区翻开放一张牌。你拿到两张市场牌，一张翻开、一张盖着，放到任意交易区。只有你知道自己盖着的牌。&lt;/li&gt;&lt;li&gt;&lt;b&gt;需求。&lt;/b&gt;轮流把你的竞标米宝放到某个交易区竞标轨上、高于现有出价的格子；被超过的玩家要再出价。每个交易区都只剩一个米宝时，各自支付出价并拿走整个交易区。&lt;/li&gt;&lt;li&gt;&lt;b&gt;行动。&lt;/b&gt;把你赢得的每张股票大涨！（+2）和股票大跌！（−2）打在你选择的公司上。&lt;/li&gt;&lt;li&gt;&lt;b&gt;卖出。&lt;/b&gt;以当前股价卖出任意股票。&lt;/li&gt;&lt;li&gt;&lt;b&gt;移动。&lt;/b&gt;揭晓预测，股价移动。股利预测对你选择展示的每一股支付 $2,000。&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;h3&gt;Trading fees&lt;/h3&gt;&lt;p&gt;Fee cards won in a stockpile cost their amount at once; if you cannot pay, you owe it. Whenever your cash allows, owed fees are paid at once: the largest one you can afford first, then again the largest you can still afford. Fees still owed at the end are deducted.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;交易费用&lt;/h3&gt;&lt;p&gt;从交易区赢得的交易费用卡要立刻支付其金额；付不出来就先欠着。只要现金足够，欠下的费用就要立刻支付：先付你付得起的最大一张，再付剩下付得起的最大一张，依此类推。游戏结束时仍欠的费用会被扣除。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h3&gt;Options&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Advanced board:&lt;/b&gt; each company has its own track with its own start and split spaces; when steel&apos;s price moves onto a $ space, every holder gets $1,000 a share there and then ($2,000 for a split card). &lt;b&gt;Investor cards:&lt;/b&gt; each player keeps an investor (two with two players) who sets the starting money and gives a special ability; Dividend Deborah may name a company at the end of each round, or none.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;选项&lt;/h3&gt;&lt;p&gt;&lt;b&gt;进阶面：&lt;/b&gt;每家公司有自己的股价轨，起点与分割格各不相同；钢铁的股价移到 $ 格时，每位持有者当下每股获得 $1,000（股票分割区的牌 $2,000）。&lt;b&gt;投资客卡片：&lt;/b&gt;每位玩家保留一位投资客（两人游戏时保留两位），决定起始资金并提供特殊能力；分红的黛博拉在每回合结束时可以指定一家公司，也可以不指定。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/landlord/words.py" line="-24"/>
        <source>&lt;h3&gt;Your turn&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Roll two dice and move. Passing or landing on Start pays you a salary.&lt;/li&gt;&lt;li&gt;Land on a lot nobody owns: buy it at its price, or decline (with auctions on, everyone may then bid for it).&lt;/li&gt;&lt;li&gt;Land on someone else&apos;s lot: pay rent. Rent doubles when the owner has the whole colour group and none of it is mortgaged, and grows with each house.&lt;/li&gt;&lt;li&gt;Card places make you draw a Windfall or Town Fund card; tax places make you pay.&lt;/li&gt;&lt;li&gt;Doubles let you roll again; a third double in one turn sends you on Vacation.&lt;/li&gt;&lt;/ol&gt;</source>
        <translation>&lt;h3&gt;你的回合&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;掷两颗骰子并移动。经过或停在起点时领薪水。&lt;/li&gt;&lt;li&gt;停在没人拥有的土地：照价买下，或放弃（开启拍卖时，所有人都可以竞标）。&lt;/li&gt;&lt;li&gt;停在别人的土地：支付租金。地主拥有整个同色系且其中没有抵押时租金加倍，每多一栋房屋租金就更高。&lt;/li&gt;&lt;li&gt;停在卡片格要抽一张意外之财或城镇基金卡；停在税金格要付税。&lt;/li&gt;&lt;li&gt;掷出相同点数可以再掷一次；同一回合第三次掷出相同点数就要去度假。&lt;/li&gt;&lt;/ol&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+5"/>
        <source>&lt;h3&gt;Your turn&lt;/h3&gt;&lt;p&gt;Each turn you may spend your capital on steps and prices; what you lack you pay in cash. Choose one action: &lt;b&gt;buy&lt;/b&gt; (move along the ring in the trend&apos;s direction and buy the card or cards where you stop, paying one to each other pawn there), &lt;b&gt;sell&lt;/b&gt; (put one of your stock cards into the ring at your pawn for half its price rounded up: a starting card half the lower of its two prices, a gold card half the lowest price of all, a ×2 card its full price), or &lt;b&gt;raise your capital&lt;/b&gt; by one. If you stop on the trend card you buy nothing: you pay the steps, take the money lying on it and put the deck&apos;s top card on a discard pile. Once a turn you may pay one onto the trend card to flip its direction.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;你的回合&lt;/h3&gt;&lt;p&gt;每回合你可以用资本支付步数和价格，不足的部分用现金支付。选择一个行动：&lt;b&gt;买进&lt;/b&gt;（沿市场趋势方向在圆圈上移动，买下停留处的一张或多张牌，并付给那里的每个其他指示物各 1 元）、&lt;b&gt;卖出&lt;/b&gt;（把一张股票卡放回你指示物所在的圆圈，得到其股价的一半，向上取整：起始股票取两个股价中较低者的一半，黄金股票取所有股价中最低者的一半，×2 股票得到全价），或&lt;b&gt;增加资本&lt;/b&gt; 1 点。停在市场趋势卡上时什么都不买：照付步数，拿走卡上的所有现金，并把牌库顶的牌放到一个弃置堆。每回合可以付 1 元到市场趋势卡上，翻转一次它的方向。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;h3&gt;Keep or discard&lt;/h3&gt;&lt;p&gt;Decide for each bought card: keep it or put it on a discard pile. A kept stock card joins your hidden stock pile and may move a price as printed. A kept market card acts at once (prices move, a crash makes everyone pay, a stock trade lets you swap a share with another player&apos;s secret offer) and scores its points at the end. Only the top card of each discard pile can be seen.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;保留或弃置&lt;/h3&gt;&lt;p&gt;对每张买下的牌作出决定：保留，或放到一个弃牌堆上。保留的股票卡加入你隐藏的股票堆，并可能按牌面所示移动股价。保留的市场波幅卡立即生效（股价移动；股市崩盘让每个人付钱；股票交易让你用一股交换另一位玩家暗中提出的股票），并在游戏结束时计分。每个弃牌堆只能看到最上面一张牌。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h3&gt;The end&lt;/h3&gt;&lt;p&gt;When the explosion card comes to the top of the deck, the next player puts it on a discard pile. If that player started the game, it ends at once; otherwise the round is played to its end. The pile with the most dynamite sets off its event: left, gold shares are worth $3 each and count as no type; middle, everyone has one share fewer of each type; right, every price is halved. A tie sets off nothing.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;游戏结束&lt;/h3&gt;&lt;p&gt;爆炸卡翻到牌堆顶时，下一位玩家把它放到一个弃牌堆上。如果该玩家是起始玩家，游戏立即结束；否则把这一轮玩完。炸药最多的弃牌堆触发它的事件：左边，黄金股票每张值 $3，且不算任何种类；中间，每个人每种股票各少一股；右边，所有股价减半。平手则不触发任何事件。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;h3&gt;Variants&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Tycoon cards&lt;/b&gt; lie above the four stocks; the first time a price reaches a limit, the player whose turn it is resolves that stock&apos;s card (its reward or its penalty side). &lt;b&gt;Call options&lt;/b&gt;: pay $1 to slide yours under a circle card; whoever buys that card pays $2 more.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;变体&lt;/h3&gt;&lt;p&gt;&lt;b&gt;大亨卡&lt;/b&gt;放在四种股票上方；某股价第一次到达上限或下限时，当前回合的玩家结算该股票的大亨卡（奖励面或惩罚面）。&lt;b&gt;认购期权&lt;/b&gt;：支付 $1，把你的认购期权卡塞到一张圆圈卡牌下；之后买下那张牌的人要多付 $2。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;Scoring&lt;/h3&gt;&lt;p&gt;A stock type scores its price for each share only if you hold at least the minimum number of shares. Add market-card points, hidden capital points and cash; each loan costs points. The discard pile with the most dynamite sets off its event first.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;计分&lt;/h3&gt;&lt;p&gt;你持有某种股票达到最低持股数时，该股票每股按股价计分。加上市场波幅卡分数、隐藏资本分数和现金；每张贷款扣分。炸药最多的弃牌堆先触发它的事件。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/hab_und_gut/words.py" line="+11"/>
        <source>&lt;h2&gt;Hab &amp;amp; Gut&lt;/h2&gt;&lt;p&gt;Trade shares in six goods whose prices you push with cards from the racks beside you, give to charity, and be the richest player who did not give the least.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;货贸时代&lt;/h2&gt;&lt;p&gt;交易六种商品的股票，用你身旁牌架上的卡牌推动价格，捐献给慈善，成为捐献不是最少的玩家中最富有的一位。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;h3&gt;A round&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Stock phase:&lt;/b&gt; in turn, buy or sell one to three shares at the current prices, then you may place one share on your donation board. &lt;b&gt;Price phase:&lt;/b&gt; in turn, play one card from each rack beside you; the first moves its good by its full value, the second by half.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;一个回合&lt;/h3&gt;&lt;p&gt;&lt;b&gt;股票阶段：&lt;/b&gt;轮流以当前价格买进或卖出一到三张股票，之后可以把一张股票放到你的捐献板上。&lt;b&gt;价格波动阶段：&lt;/b&gt;轮流从你身旁的两个牌架各打出一张卡；第一张让商品移动全部数值，第二张移动一半。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;h3&gt;The end&lt;/h3&gt;&lt;p&gt;The game has two halves of four rounds; at the end of each half, donated shares are cashed into your donation. The players who gave the least are out, however rich they are; of the others the one with the most money wins.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;游戏结束&lt;/h3&gt;&lt;p&gt;游戏分为上半场与下半场，各四回合；每半场结束时，捐出的股票换算成你的捐献金额。捐献最少的玩家被淘汰，不论多富有；其余玩家中钱最多的获胜。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/black_friday/words.py" line="+10"/>
        <source>&lt;h3&gt;Your turn&lt;/h3&gt;&lt;p&gt;Choose one action: buy shares, sell shares, buy silver, or pass. Each action moves one case to a chart or from a sales table. When the last case of a colour leaves the market, that colour&apos;s price moves one step right at once. A full buy chart, or an active sales table down to 5 coloured cases (4 with five players), starts a price change, in which cases drawn from the bag move every price and black cases raise the silver price. You may take subsidies for quick money; they cost interest at every price change.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;你的回合&lt;/h3&gt;&lt;p&gt;选择一个行动：买股票、卖股票、买银，或放弃。每个行动会把一个公文包移到图表上或从卖出表移走。某个颜色的最后一个公文包离开市场时，该颜色的股价立刻向右移一格。股票购买表满了，或使用中的卖出表只剩 5 个彩色公文包（五人游戏时 4 个）时，会触发股价变动：从袋中抽出的公文包会移动每个股价，黑色公文包会抬高银价。你可以拿补助金快速取得现金；每次股价变动都要付利息。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;h3&gt;The end&lt;/h3&gt;&lt;p&gt;When silver reaches 100 everyone sells their shares, takes subsidies up to the limit, buys what silver they can, and the most gold wins (then silver, then cash).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;游戏结束&lt;/h3&gt;&lt;p&gt;银价达到 100 时，所有人卖出股票、拿补助金直到上限、尽量买银，金最多的玩家获胜（其次比银，再比现金）。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&lt;h2&gt;Black Friday&lt;/h2&gt;&lt;p&gt;Buy and sell shares of five colours while the market moves with every deal, and turn your profits into silver and gold before the silver price reaches the top.&lt;/p&gt;</source>
        <extracomment>The rules help, paragraph by paragraph (each translated on its own).</extracomment>
        <translation>&lt;h2&gt;黑色星期五&lt;/h2&gt;&lt;p&gt;在市场随每笔交易波动时买卖五种颜色的股票，并在银价到顶之前把获利换成银和金。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/gameui.py" line="+137"/>
        <source>&lt;p&gt;The rules of this game are not written up yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;这个游戏的规则尚未撰写。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../desktop/app/rules.py" line="+52"/>
        <source>&lt;p&gt;No game is installed.&lt;/p&gt;</source>
        <translation>&lt;p&gt;没有安装任何游戏。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ui/rules.ui" line="+6"/>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <location filename="../desktop/app/savedpage.py" line="+29"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <translation>对手</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last played</source>
        <translation>上次游玩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>状态</translation>
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
        <translation>随机走法</translation>
    </message>
    <message>
        <location filename="../desktop/app/savedpage.py" line="+9"/>
        <source>damaged: cannot be resumed</source>
        <extracomment>the largest file the import dialog reads (storage refuses larger ones too)</extracomment>
        <translation>已损坏：无法继续</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in play (campaign)</source>
        <translation>进行中（战役）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in play (imported)</source>
        <translation>进行中（导入）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>in play</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown game</source>
        <translation>未知的游戏</translation>
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
        <translation>存档</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view…</source>
        <translation>复盘(&amp;V)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>返回(&amp;B)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No saved games yet: every game you play is saved here.</source>
        <translation>还没有存档：你玩的每一局都会存在这里。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Delete saved game</source>
        <translation>删除存档</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete this game of %1 for good? It cannot be brought back.</source>
        <translation>要永久删除这局%1吗？删除后无法恢复。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game was deleted.</source>
        <translation>已删除这局游戏。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export game</source>
        <translation>导出游戏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game files (*.json)</source>
        <translation>游戏文件 (*.json)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The file could not be written: %1.</source>
        <translation>无法写入文件：%1。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The file could not be read: %1.</source>
        <translation>无法读取文件：%1。</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import game</source>
        <translation>导入游戏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game files (*.json);;All files (*)</source>
        <translation>游戏文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 was not imported: %2</source>
        <translation>%1 未导入：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Imported %1.</source>
        <translation>已导入 %1。</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../desktop/app/settings.py" line="+16"/>
        <source>Off (no animation)</source>
        <translation>关闭（无动画）</translation>
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
        <translation>买卖股票与捐献</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Buy one to three shares or sell one to three (never both in one turn), then you may put one share from your hand on this round&apos;s donation slot. Your turn ends after these steps.</source>
        <translation>买进一到三张股票或卖出一到三张（同一回合不能两者都做），之后可以把手上的一张股票放到本回合的捐献格。完成这些步骤后你的回合结束。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Buy</source>
        <translation>买进(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sell</source>
        <translation>卖出(&amp;S)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Donate:</source>
        <translation>捐献(&amp;D)：</translation>
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
        <translation>统计</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Games by game and opponents&apos; level</source>
        <translation>按游戏与对手等级统计</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best results</source>
        <translation>最佳成绩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Back</source>
        <translation>返回(&amp;B)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Finished games: %1 — won: %2</source>
        <translation>已完成对局：%1 — 胜场：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+85"/>
        <source>No finished games yet: finish a game to see it counted here.</source>
        <translation>还没有完成的对局：完成一局后就会在这里统计。</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>(%1 of the wins with hints)</source>
        <translation>（其中 %1 局胜利用过提示）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your titles: %1</source>
        <translation>你的称号：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>people only</source>
        <translation>仅真人玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Level</source>
        <translation>等级</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Played</source>
        <translation>对局数</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+11"/>
        <source>Won</source>
        <translation>胜场</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Win rate</source>
        <translation>胜率</translation>
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
        <translation>历来成绩(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By game and &amp;level</source>
        <translation>按游戏与等级(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head to head</source>
        <translation>对战记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Campaigns</source>
        <translation>战役(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Achievements</source>
        <translation>成就(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Game and level:</source>
        <translation>游戏与等级(&amp;G)：</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Average score</source>
        <translation>平均分</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>in play</source>
        <translation>进行中</translation>
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
        <translation>战役</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Points</source>
        <translation>分数</translation>
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
        <translation>胜场</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chapters done</source>
        <translation>已完成章节</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stars</source>
        <translation>星数</translation>
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
        <translation>%2 局中胜 %1 局 · 最高分 %3 · 平均分 %4 · 最近一局 %5</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Score per game</source>
        <translation>每局分数</translation>
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
        <translation>对手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Games together</source>
        <translation>同桌局数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You ahead</source>
        <translation>你领先</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rival ahead</source>
        <translation>对手领先</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same place</source>
        <translation>同名次</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You ahead (share)</source>
        <translation>你领先（比例）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not yet</source>
        <translation>尚未获得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Achievement</source>
        <translation>成就</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>For</source>
        <translation>条件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earned</source>
        <translation>获得时间</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Game (in the order played)</source>
        <translation>对局（按先后顺序）</translation>
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
        <translation>宇宙电脑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bottomline Bank</source>
        <translation>底线银行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leading Laboratories</source>
        <translation>领先实验室</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>American Automotive</source>
        <translation>美国汽车</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stanford Steel</source>
        <translation>斯坦福钢铁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epic Electric</source>
        <translation>传奇电力</translation>
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
        <translation>底线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LABS</source>
        <translation>领先</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AUTO</source>
        <translation>美汽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STEEL</source>
        <translation>钢铁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ELEC</source>
        <translation>电力</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Billionaire Bill</source>
        <translation>亿万富翁比尔</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Broker Bernie</source>
        <translation>掮客伯尼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crazy Cramer</source>
        <translation>疯狂的克拉默</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discount Donald</source>
        <translation>凹折扣的唐纳德</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>Dividend Deborah</source>
        <translation>分红的黛博拉</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Golden Graham</source>
        <translation>镶金的葛拉汉</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayknow Martha</source>
        <translation>消息灵通的玛莎</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Maverick Mark</source>
        <translation>特立独行的马克</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Secretive Stuart</source>
        <translation>神秘的史都华</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wise Warren</source>
        <translation>睿智的巴菲特</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choosing investors</source>
        <translation>选择投资客</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supply</source>
        <translation>供应阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Before demand</source>
        <translation>需求阶段前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Demand</source>
        <translation>需求阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Action</source>
        <translation>行动阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Selling</source>
        <translation>卖出阶段</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Movement</source>
        <translation>移动阶段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End of round</source>
        <translation>回合结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cash before the final sale</source>
        <translation>最终卖出前的现金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Majority bonuses</source>
        <translation>最大股东奖金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final sale of shares</source>
        <translation>最终卖出股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unpaid trading fees</source>
        <translation>未付的交易费用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Advanced board (own track per company)</source>
        <translation>进阶面（每家公司各有股价轨）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Investor cards</source>
        <translation>投资客卡片</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not done in this phase.</source>
        <translation>这个阶段不能这样做。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot bid more than your cash.</source>
        <translation>出价不能超过你的现金。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bid must go above the bidder already there.</source>
        <translation>出价必须高于已经在那里的竞标米宝。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That stockpile is not used with this many players.</source>
        <translation>这个人数不使用那个交易区。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That stockpile holds a $25,000 bid and is locked.</source>
        <translation>那个交易区已有 $25,000 的出价，已经锁定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such space on the bid track.</source>
        <translation>竞标轨上没有那个格子。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your other bidder is already on that stockpile.</source>
        <translation>你的另一个竞标米宝已经在那个交易区。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold that card.</source>
        <translation>你没有那张牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This card must go face up.</source>
        <translation>这张牌必须翻开放。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This card must go face down.</source>
        <translation>这张牌必须盖着放。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no such share in your portfolio.</source>
        <translation>你的股票投资组合区没有那种股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no such card in your split area.</source>
        <translation>你的股票分割区没有那张牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That kind of sale does not exist.</source>
        <translation>没有这种卖出方式。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such company.</source>
        <translation>没有这家公司。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You hold no such action card.</source>
        <translation>你没有那张行动卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play every action card before ending your turn.</source>
        <translation>结束回合前必须打出所有行动卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crazy Cramer moves a company one space up or down.</source>
        <translation>疯狂的克拉默只能把一家公司上移或下移一格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot claim for more shares than you have.</source>
        <translation>展示的股数不能超过你持有的股数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A claim cannot be negative.</source>
        <translation>展示的股数不能是负数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No dividend is being paid now.</source>
        <translation>现在没有发放股利。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That investor was not dealt to you.</source>
        <translation>那位投资客不是发给你的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That ability is not yours or is used up.</source>
        <translation>那个能力不是你的，或已经用过了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mayknow Martha cannot look at that pair.</source>
        <translation>消息灵通的玛莎不能查看那一组。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the card to a different stockpile.</source>
        <translation>请把牌移到另一个交易区。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such card there.</source>
        <translation>那里没有那张牌。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>an unknown company</source>
        <translation>一家未知的公司</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a hidden investor</source>
        <translation>一位隐藏的投资客</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a face-down card</source>
        <translation>一张盖着的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a share of %1</source>
        <translation>一张%1股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a %1 trading fee</source>
        <translation>一张 %1 交易费用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Stock Boom</source>
        <translation>一张股票大涨！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Stock Bust</source>
        <translation>一张股票大跌！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a card</source>
        <translation>一张牌</translation>
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
        <translation>交易区 %1</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/stockpile/ui.py" line="-187"/>
        <source>Put %1 face down on %2</source>
        <translation>把%1盖着放到%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put %1 face up on %2</source>
        <translation>把%1翻开放到%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bid %1 on %2</source>
        <translation>对%2出价 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell one share of %1</source>
        <translation>卖出一张%1股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell a split card of %1 (2 shares)</source>
        <translation>卖出一张%1分割卡（2 股）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell half a split card of %1 (1 share)</source>
        <translation>卖出半张%1分割卡（1 股）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell nothing more</source>
        <translation>不再卖出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a Stock Boom on %1</source>
        <translation>对%1打出股票大涨！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a Stock Bust on %1</source>
        <translation>对%1打出股票大跌！</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End your action turn</source>
        <translation>结束你的行动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crazy Cramer: move %1 up one space</source>
        <translation>疯狂的克拉默：把%1往上移一格</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crazy Cramer: move %1 down one space</source>
        <translation>疯狂的克拉默：把%1往下移一格</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Claim the dividend for no shares</source>
        <translation>不展示股票（不领股利）</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Claim the dividend for %1 shares</source>
        <translation>
            <numerusform>展示 %1 股领取股利</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep investor %1</source>
        <translation>保留投资客%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wise Warren: look at the cards of %1</source>
        <translation>睿智的巴菲特：查看%1的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maverick Mark: move card %1 of %2 to %3</source>
        <translation>特立独行的马克：把%2的第 %1 张牌移到%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Dividend Deborah: name no company</source>
        <translation>分红的黛博拉：不指定公司</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use no investor ability</source>
        <translation>不使用投资客能力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mayknow Martha: look at forecast pair %1</source>
        <translation>消息灵通的玛莎：查看第 %1 组预测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dividend Deborah: name %1</source>
        <translation>分红的黛博拉：指定%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 outbid you on %2 (%3).</source>
        <translation>%1在%2出价超过了你（%3）。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 starts the round.</source>
        <translation>由%1先开始这一回合。</translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%n face-down cards</source>
        <translation>
            <numerusform>%n 张盖着的牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%1 shows %n shares of %2 and moves them to the split area.</source>
        <translation>
            <numerusform>%1展示 %n 股%2，移到股票分割区。</numerusform>
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
        <translation>%1以 %3 卖出一张%2股票。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sells a split card of %2 for %3.</source>
        <translation>%1以 %3 卖出一张%2分割卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sells half a split card of %2 for %3.</source>
        <translation>%1以 %3 卖出半张%2分割卡。</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>%1 keeps %2 and starts with %3.</source>
        <translation>%1保留%2，起始资金 %3。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your inside forecast: %1 %2.</source>
        <translation>你的内线预测：%1 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Public forecast: %1 %2.</source>
        <translation>公开预测：%1 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is turned face up on %2.</source>
        <translation>%1翻开放在%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are dealt %1.</source>
        <translation>你拿到%1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 puts a card face down on %2.</source>
        <translation>%1把一张牌盖着放到%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 puts %2 face down on %3.</source>
        <translation>%1把%2盖着放到%3。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 puts %2 face up on %3.</source>
        <translation>%1把%2翻开放到%3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+22"/>
        <source>nothing</source>
        <translation>无</translation>
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
        <translation>%1把%2从%3移到%4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 peeks at forecast pair %2: %3 %4.</source>
        <translation>%1偷看第 %2 组预测：%3 %4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 peeks at forecast pair %2.</source>
        <translation>%1偷看第 %2 组预测。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 bids %2 on %3, outbidding %4.</source>
        <translation>%1对%3出价 %2，超过了%4。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids %2 on %3.</source>
        <translation>%1对%3出价 %2。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 pays %2 for %3 and takes %4.</source>
        <translation>%1支付 %2 买下%3，拿走%4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Broker Bernie: %1 is paid %2 instead of paying it.</source>
        <translation>掮客伯尼：%1不用付钱，反而收到 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pays a trading fee of %2.</source>
        <translation>%1支付交易费用 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 owes a trading fee of %2.</source>
        <translation>%1欠交易费用 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays an owed fee of %2.</source>
        <translation>%1付清欠下的费用 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 plays a Stock Boom on %2.</source>
        <translation>%1对%2打出股票大涨！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays a Stock Bust on %2.</source>
        <translation>%1对%2打出股票大跌！</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Crazy Cramer: %1 pushes %2 up.</source>
        <translation>疯狂的克拉默：%1把%2往上推。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Crazy Cramer: %1 pushes %2 down.</source>
        <translation>疯狂的克拉默：%1把%2往下推。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1 rises %n spaces to %2.</source>
        <translation>
            <numerusform>%1上涨 %n 格，来到 %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 falls %n spaces to %2.</source>
        <translation>
            <numerusform>%1下跌 %n 格，来到 %2。</numerusform>
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
        <translation>%1因%3获得分割奖金 %2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 goes bankrupt and starts again.</source>
        <translation>%1破产，股价重新开始。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forecast revealed: %1 %2.</source>
        <translation>预测揭晓：%1 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays a dividend of %2 a share.</source>
        <translation>%1每股发放股利 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steel dividend space: %1 pays %2 a share.</source>
        <translation>钢铁股利格：%1每股发放 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dividend Deborah: %1 pays %2 a share.</source>
        <translation>分红的黛博拉：%1每股发放 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 receives %2 in dividends from %3.</source>
        <translation>%1从%3获得股利 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 names %2.</source>
        <translation>%1指定%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Majority bonus of %1 in %2 for %3.</source>
        <translation>%3获得%2的最大股东奖金 %1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 sells every share at the end for %2.</source>
        <translation>%1在最后卖出所有股票，得到 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The market closes: the game is over.</source>
        <translation>股市收盘：游戏结束。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cash</source>
        <translation>现金</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shares</source>
        <translation>股票</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Unseen</source>
        <translation>未公开</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 (owes fees)</source>
        <translation>%1（欠费用）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 (%2 each)</source>
        <translation>%1（每股 %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sell several shares</source>
        <translation>卖出多张股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many of each do you sell? Your turn ends after these sales.</source>
        <translation>每种要卖出几张？卖出后你的回合结束。</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="-251"/>
        <source>Six companies&apos; share prices stand on these tracks. After the last round every share is sold at its price, and the richest player wins.</source>
        <translation>六家公司的股价就在这些股价轨上。最后一轮结束后，所有股票都以其股价卖出，最富有的玩家获胜。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>These are the forecasts: at the end of the round each company moves by its forecast. You see your own inside forecast (Stanford Steel pays a dividend, $$) and the public one (Leading Laboratories +4); the others are hidden.</source>
        <translation>这些是预测：每轮结束时，各公司依其预测移动。你看得到自己的内线预测（斯坦福钢铁发放股利，$$）和公开的预测（领先实验室 +4）；其他的都是隐藏的。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Supply: you were dealt two market cards to place on the stockpiles. Put your Epic Electric share face down on stockpile 3: only you know it is there.</source>
        <translation>供应：你拿到两张市场卡，要放到交易区上。把你的传奇电力股票面朝下放在交易区 3：只有你知道它在那里。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now put the $3,000 trading fee face up on stockpile 2: whoever takes that stockpile pays it. Face-up cards warn everyone.</source>
        <translation>现在把 $3,000 的交易费用面朝上放在交易区 2：拿走这个交易区的人要付这笔费用。面朝上的卡让大家都看得到。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others place their cards the same way, one face down and one face up. Stockpile 3 now holds a Stanford Steel share face up and three hidden cards.</source>
        <translation>其他人也用同样方式放卡：一张面朝下，一张面朝上。交易区 3 现在有一张面朝上的斯坦福钢铁股票和三张隐藏的卡。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Demand: each player bids for one stockpile with a meeple on its bid track. Start low: bid $0 on stockpile 3.</source>
        <translation>需求：每位玩家用米宝在一个交易区的竞标轨上出价。先出低价：在交易区 3 出价 $0。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outbid! A higher bid sends the meeple there back to its owner, who bids again on their next turn. Stockpile 3 now stands at $3,000.</source>
        <translation>被超过了！更高的出价会把原本在那里的米宝退回给它的主人，主人下一回合再出价。交易区 3 现在是 $3,000。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stockpile 3 is worth it: Stanford Steel will pay a dividend, and one hidden card is your own share. Bid $6,000.</source>
        <translation>交易区 3 值得：斯坦福钢铁会发放股利，而且其中一张隐藏的卡是你自己的股票。出价 $6,000。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others want it too: the bid is at $15,000. Your meeple is back with you.</source>
        <translation>其他人也想要它：出价已到 $15,000。你的米宝回到你手上了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look for a bargain instead: bid $0 on stockpile 1, with its Bottomline Bank and Epic Electric shares.</source>
        <translation>改找便宜货：在交易区 1 出价 $0，那里有底线银行和传奇电力的股票。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outbid again, by $1,000.</source>
        <translation>又被超过了，多了 $1,000。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Raise to $3,000 on stockpile 1.</source>
        <translation>在交易区 1 加价到 $3,000。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stockpile 1 went to $6,000. Time to decide what you really want.</source>
        <translation>交易区 1 涨到 $6,000 了。该决定你真正想要的是什么。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go back to stockpile 3 and bid $20,000: four shares, one of them paying a dividend. Only a $25,000 bid would lock it.</source>
        <translation>回到交易区 3，出价 $20,000：四张股票，其中一张会发放股利。只有 $25,000 的出价才能锁定它。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every meeple is placed: each player pays the bid and takes the cards of that stockpile. Your four shares are in your portfolio. Then, in the Action phase, a Stock Boom moved American Automotive up 2 spaces.</source>
        <translation>每个米宝都放好了：每位玩家付出出价，拿走那个交易区的卡。你的四张股票进了你的股票投资组合区。接着在行动阶段，一张股票大涨！让美国汽车上升 2 格。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Selling: you may sell shares at today&apos;s price for cash. Sell one Epic Electric share.</source>
        <translation>卖出：你可以用今天的股价卖出股票换现金。卖出一张传奇电力的股票。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the rest: stop selling.</source>
        <translation>其余的留着：停止卖出。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Movement: the forecasts are turned over one by one and each company moves. Stanford Steel pays a dividend.</source>
        <translation>移动：预测一张一张翻开，各公司随之移动。斯坦福钢铁发放股利。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show your Stanford Steel shares to be paid the dividend for each of them.</source>
        <translation>亮出你的斯坦福钢铁股票，每一张都可以领股利。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other forecasts move their companies: Leading Laboratories rises 4 spaces, Bottomline Bank falls 3. A new round begins with new forecasts.</source>
        <translation>其他预测也让各自的公司移动：领先实验室上升 4 格，底线银行下跌 3 格。新的一轮开始，有新的预测。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the ends of the tracks: a company that reaches the top splits (each share becomes two), and one that falls to the bottom goes bankrupt: its shares are lost.</source>
        <translation>注意股价轨的两端：到达顶端的公司会分割（每张股票变成两张），跌到底端的公司会破产：它的股票全部作废。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the end, the majority shareholder of each company gets a $10,000 bonus, then every share is sold. The others play on as computer players now: the game is yours. Good luck!</source>
        <translation>游戏结束时，每家公司的最大股东获得 $10,000 奖金，接着所有股票都会卖出。其他玩家现在由电脑接手继续：接下来就交给你了。祝你好运！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/stockpile/reasons.py" line="+41"/>
        <source>gives you the majority in %1 (a %2 bonus at the end)</source>
        <translation>让你成为%1的最大股东（结束时奖励%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keeps the majority in %1 out of a rival&apos;s reach</source>
        <translation>让对手无法抢走你在%1的最大股东地位</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the bid (%1) is under the stockpile&apos;s worth (about %2)</source>
        <translation>这个出价（%1）低于这个交易区的价值（约%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>only you know that %1 holds %2</source>
        <translation>只有你知道%1里有%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 face up makes %2 less wanted</source>
        <translation>%1正面朝上，让%2较不受欢迎</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>raises %1, of which you hold %n shares</source>
        <translation>
            <numerusform>让%1涨价，你持有 %n 股</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>lowers %1: rivals hold %n shares of it and you none</source>
        <translation>
            <numerusform>让%1跌价：对手持有 %n 股，你一股也没有</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>sells %1 before its forecast of %2 lowers the price</source>
        <translation>在%1的预测%2压低股价之前卖出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is expected to fall this round</source>
        <translation>%1这一轮预计会下跌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>collects %1 in dividends</source>
        <translation>领取%1股利</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>pays you for your %n shares</source>
        <translation>
            <numerusform>为你的 %n 股付款给你</numerusform>
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
        <translation>费用</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+385"/>
        <source>BOOM</source>
        <translation>大涨</translation>
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
        <translation>目前的回合与阶段</translation>
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
        <translation>卖完了</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>End actions</source>
        <translation>结束行动</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Claim dividend…</source>
        <translation>领取股利…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You claim nothing and your shares stay hidden.</source>
        <translation>你不领取，股票保持不公开。</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You show %n shares of %1 to everybody and receive %2.</source>
        <translation>
            <numerusform>你向所有人亮出 %n 张%1股票，收到 %2。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Claim a dividend</source>
        <translation>领取股利</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays %2 a share. For how many of your shares do you claim it? Each share claimed is shown to everybody.</source>
        <translation>%1 每股发放 %2 股利。你要为几张股票领取？领取的每张股票都会向所有人亮出。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The price tracks: each company&apos;s marker shows its share price</source>
        <translation>价格轨：每家公司的标记显示其股价</translation>
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
        <translation>%1 的轨道：在这一格每股值 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (the start space)</source>
        <translation>%1（起始格）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (where a bankrupt company starts again)</source>
        <translation>%1（破产的公司从这里重新开始）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s marker: %2 a share</source>
        <translation>%1 的标记：每股 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: choose what to play on it</source>
        <translation>%1：选择要对它打出什么</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The forecast pairs: at the end of the round each company moves by its forecast</source>
        <translation>预测组：回合结束时每家公司依其预测移动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forecasts</source>
        <translation>预测</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>public</source>
        <translation>公开</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>face down</source>
        <translation>盖着</translation>
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
        <translation>预测组 %1：%2 %3（%4）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forecast pair %1: you have not seen it (%2)</source>
        <translation>预测组 %1：你还没看过（%2）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 leads with %2; you would lead by %3.</source>
        <translation>%1 以 %2 领先；你会领先 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody has bid yet; you would lead.</source>
        <translation>还没有人出价；你会领先。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 If nobody outbids you, you pay %2 and keep %3.</source>
        <translation>%1 若没人出价超过你，你付 %2，剩下 %3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid on %1</source>
        <translation>对%1出价</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your bid on %1 (%n cards):</source>
        <translation>
            <numerusform>你对%1的出价（%n 张牌）：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 leads with %2</source>
        <translation>%1 以 %2 领先</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no bid yet</source>
        <translation>尚无出价</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n cards; %2</source>
        <translation>
            <numerusform>%1：%n 张牌；%2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bid on %1 (%2)…</source>
        <translation>对%1出价（%2）…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A face-down card: only the one who placed it knows it</source>
        <translation>一张盖着的牌：只有放下它的人知道</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, face down: the others see only its back</source>
        <translation>%1，盖着：其他人只看得到背面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, face up</source>
        <translation>%1，翻开</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 leads here with %2</source>
        <translation>%1 在此以 %2 领先</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bid space: %1</source>
        <translation>出价格：%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Place face down</source>
        <translation>盖着放</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Place face up</source>
        <translation>翻开放</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>You receive %1 and have %2.</source>
        <translation>你收到 %1，共有 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sell %1</source>
        <translation>卖出%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many shares of %1 do you sell (%2 each)? You may sell more until you press Done selling.</source>
        <translation>你要卖出几张%1股票（每张 %2）？按下“卖完了”之前你可以再卖。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: cash %2</source>
        <translation>%1：现金 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the investor you keep</source>
        <translation>选择你要留下的投资客</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cash of %1: %2</source>
        <translation>%1 的现金：%2</translation>
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
            <numerusform>%1 持有 %n 张%2股票（每张 %3）</numerusform>
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
            <numerusform>%1 有 %n 张%2的分割卡（每张算两股）</numerusform>
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
            <numerusform>%1 持有 %n 张你没看过的股票</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Action cards of %1: %2</source>
        <translation>%1 的行动卡：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>owes %1</source>
        <translation>欠 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trading fees %1 still owes: %2</source>
        <translation>%1 尚欠的交易费用：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Investors of %1: %2</source>
        <translation>%1 的投资客：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Sell shares of %1…</source>
        <translation>卖出%1股票…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sell a split card of %1</source>
        <translation>卖出一张%1分割卡</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your cards to place:</source>
        <translation>你要放的牌：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 in your hand: click it, then Place face up or face down on a stockpile</source>
        <translation>你手上的%1：点它，再在一个交易区按“翻开放”或“盖着放”</translation>
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
        <translation>无法打开或创建存档文件夹。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The saved-games file is not a Trading Floor database.</source>
        <translation>存档文件不是交易大厅的数据库。</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The disk is full.</source>
        <extracomment>the cause of a storage fault (StorageError reasons of Store.open, and the ``cause`` of write_failed / read_failed): what went wrong, in the player&apos;s terms</extracomment>
        <translation>磁盘已满。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved-games file or its folder is read-only.</source>
        <translation>存档文件或其文件夹是只读的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved games are in use by another Trading Floor or another program.</source>
        <translation>存档正被另一个交易大厅或其他程序使用中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved-games file is damaged.</source>
        <translation>存档文件已损坏。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved-games file belongs to another program, not Trading Floor.</source>
        <translation>存档文件属于其他程序，不是交易大厅的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved-games file was written by a newer version of Trading Floor.</source>
        <translation>存档文件来自较新版本的交易大厅。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk reported an error while reading or writing the saved games.</source>
        <translation>读写存档时磁盘报告了错误。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You can still play, but games will not be saved.</source>
        <extracomment>Store.open() refusals (the file is left untouched): the same causes what still works when the database cannot be written</extracomment>
        <translation>你仍然可以玩，但游戏不会存档。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can still play and read your saved games, but new moves will not be saved.</source>
        <translation>你仍然可以玩，也能读取你的存档，但新的操作不会存档。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved game&apos;s header is damaged.</source>
        <extracomment>load_game refusals (the game is kept for a later version)</extracomment>
        <translation>存档的标头已损坏。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This version of Trading Floor does not have that game.</source>
        <translation>这个版本的交易大厅没有那个游戏。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was saved with newer rules than this version has.</source>
        <translation>这局游戏以比这个版本更新的规则存档。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of the game&apos;s options is no longer accepted.</source>
        <translation>游戏的某个选项已不再被接受。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 of the saved game cannot be read.</source>
        <translation>无法读取存档的第 %1 步。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 of the saved game is not legal under these rules.</source>
        <translation>存档的第 %1 步不符合这些规则。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rules engine failed while replaying move %1.</source>
        <translation>规则引擎重播第 %1 步时失败。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game&apos;s moves are incomplete.</source>
        <translation>存档的动作不完整。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replaying the saved moves does not give the saved position (the rules have changed).</source>
        <translation>重播存档的动作无法得到存档的局面（规则已变更）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game could not be saved.</source>
        <translation>无法保存这局游戏。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The saved game could not be read.</source>
        <translation>无法读取这个存档。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seed must be between 0 and 18446744073709551615.</source>
        <translation>种子必须介于 0 到 18446744073709551615 之间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game was changed elsewhere at the same time; the move was not saved.</source>
        <translation>这局游戏同时在别处被更改；这一步没有存档。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The result does not fit the players of the game.</source>
        <translation>结果与这局游戏的玩家不符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please confirm the deletion first.</source>
        <translation>请先确认删除。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That saved game does not exist.</source>
        <translation>那个存档不存在。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That campaign does not exist.</source>
        <translation>那个战役不存在。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is too large to be a saved game.</source>
        <extracomment>import_game refusals (nothing stored changes)</extracomment>
        <translation>文件太大，不可能是存档。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a JSON text file.</source>
        <translation>这个文件不是 JSON 文本文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Trading Floor game export.</source>
        <translation>这个文件不是交易大厅导出的游戏。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file was exported by a version this one cannot read.</source>
        <translation>这个文件由本版本无法读取的版本导出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is a game this version does not have.</source>
        <translation>这个文件的游戏不在这个版本中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has a number of players the game does not allow.</source>
        <translation>文件的玩家人数不符合游戏规定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file names an option the game does not have.</source>
        <translation>文件使用了游戏没有的选项。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file sets an option to a value the game refuses.</source>
        <translation>文件中某个选项的值不被游戏接受。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds a value that is not allowed.</source>
        <translation>文件中有不允许的值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds a value of the wrong kind.</source>
        <translation>文件中有类型错误的值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A list in the file has the wrong length.</source>
        <translation>文件中有长度错误的列表。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds a number that is too large.</source>
        <translation>文件中有太大的数字。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move in the file names a seat that does not exist.</source>
        <translation>文件中有一步指向不存在的座位。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file&apos;s seats do not match its number of players.</source>
        <translation>文件的座位与玩家人数不符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move in the file is of an unknown kind.</source>
        <translation>文件中有一步类型不明。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move in the file is of the wrong kind.</source>
        <translation>文件中有一步类型错误。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has a field this version does not know.</source>
        <translation>文件中有这个版本不认得的字段。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file lacks a field a saved game needs.</source>
        <translation>文件缺少存档需要的字段。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds a value of a kind saved games never use.</source>
        <translation>文件中有存档不会使用的值类型。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move %1 in the file is not legal in that game.</source>
        <translation>文件中的第 %1 步在该游戏中不合法。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replaying the file&apos;s moves does not give the position it claims (it was changed).</source>
        <translation>重播文件中的动作无法得到它所记录的局面（文件已被修改）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules engine failed while replaying move %1 of the file.</source>
        <translation>规则引擎重播文件第 %1 步时失败。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds text that is not valid Unicode (a broken character), which cannot be stored.</source>
        <translation>文件含有无效编码的文字（损坏的字符），无法保存。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk refused to store the imported game.</source>
        <translation>磁盘拒绝保存导入的游戏。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only your own decisions can be taken back.</source>
        <extracomment>why undo is not possible now (SavedGame.undo_blocked_by keys)</extracomment>
        <translation>只能收回你自己的决定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo is only for games against computer players.</source>
        <translation>只有与电脑对战的游戏可以撤销。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>游戏已结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have not decided anything yet.</source>
        <translation>你还没有做出任何决定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card or a chance result has been revealed since your last decision.</source>
        <translation>你上一个决定之后已经揭露了卡牌或机运结果。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait until it is your turn.</source>
        <translation>请等到轮到你。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games that are not saved cannot be undone.</source>
        <translation>未存档的游戏无法撤销。</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+14"/>
        <location line="+20"/>
        <location filename="../desktop/app/window.py" line="-246"/>
        <source>Unexpected problem (%1).</source>
        <extracomment>how much of a file&apos;s text a message quotes (a 1 MB field name stays one short line)</extracomment>
        <translation>意外的问题（%1）。</translation>
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
        <translation>%1 你可以开始新游戏，在不存档的情况下继续玩。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 %2 The file was left untouched: %3</source>
        <extracomment>Store.open() refusals after which the file can still be read (the store is then opened read-only: the saved games are listed and can be played on unsaved)</extracomment>
        <translation>%1%2 文件未被改动：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Set the damaged file aside (it is kept, renamed with today&apos;s date) and start a fresh one?</source>
        <translation>要将损坏的文件移到一旁（保留下来，以今天的日期重新命名），并创建一个新的存档文件吗？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The damaged file was kept as %1. New games are saved in a fresh file.</source>
        <translation>损坏的文件已保留为 %1。新的游戏会存入一个新的文件。</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Trading Floor is already running with this data folder. Switch to its window; two at once could not both save games.</source>
        <extracomment>a second start on the same data folder touches this file; the running Trading Floor watches it and comes forward (QtCore only: the bundle leaves QtNetwork out)</extracomment>
        <translation>交易大厅已经在使用这个数据文件夹运行中。请切换到它的窗口；同时开两个将无法都保存游戏。</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../desktop/app/rules.py" line="-14"/>
        <location filename="../desktop/app/window.py" line="-81"/>
        <source>&amp;Learn by playing</source>
        <extracomment>the game whose tutorial the player asked for (&quot;Learn by playing&quot;), else None</extracomment>
        <translation>边玩边学(&amp;L)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>A guided first game: every phase of a round, step by step.</source>
        <translation>有引导的第一局：一步一步走过一轮的每个阶段。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game has no tutorial yet.</source>
        <translation>这个游戏还没有教学。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You finished this tutorial. Play it again any time.</source>
        <translation>你已完成这个教学，随时可以再玩一次。</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/guide.py" line="+243"/>
        <source>Wait a moment: the others play first.</source>
        <extracomment>called when the language changed (the guide says everything again) the tutorial was played to its end (remembered as done) the tutorial was left (or finished): the game goes on as a normal game the step reached, and the step shown (Back shows earlier ones) how many of the script&apos;s actions may be applied now (opponents wait for their step) the board shows the position of an earlier step (Back): the number of moves applied then steps whose anchor the board did not show (the tests and the smoke test look) steps shown so far (each once)</extracomment>
        <translation>请稍等：其他人先行动。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not this time. For this step, try: %1</source>
        <translation>这次不是这个。这一步请试试：%1</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>%1 tutorial: step %2 of %3</source>
        <translation>%1 教学：第 %2 步，共 %3 步</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An earlier step, the board as it was then: Next comes back to where you are.</source>
        <translation>较早的步骤，版图是当时的样子：按“下一步”回到你目前的位置。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The earlier steps again, with the board as it was then. Undo (Ctrl+Z) takes back your last move.</source>
        <translation>再看一次前面的步骤，版图是当时的样子。撤销（Ctrl+Z）可收回你的上一步。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave tutorial</source>
        <translation>离开教学</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from here as a normal game against the computer.</source>
        <translation>从这里开始，以一般对局和电脑继续玩。</translation>
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
        <translation>跳过：这一步要求的动作会替你完成。</translation>
    </message>
    <message>
        <location filename="../desktop/app/window.py" line="-93"/>
        <source>Learn by &amp;playing…</source>
        <translation>边玩边学(&amp;P)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided first game of each game: every phase of a round, step by step.</source>
        <translation>每个游戏都有引导的第一局：一步一步走过一轮的每个阶段。</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>New to %1? Learn by playing: a short guided game shows every phase of a round, then you play on.</source>
        <translation>第一次玩%1？边玩边学：一局简短的引导对局会带你看过一轮的每个阶段，然后你继续玩下去。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Play the game I set up</source>
        <translation>玩我设置的对局(&amp;P)</translation>
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
        <translation>钢铁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oil</source>
        <translation>石油</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the left discard pile</source>
        <translation>左弃牌堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the middle discard pile</source>
        <translation>中弃牌堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the right discard pile</source>
        <translation>右弃牌堆</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left pile</source>
        <translation>左堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Middle pile</source>
        <translation>中堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right pile</source>
        <translation>右堆</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gold shares count as no type; each is worth $3</source>
        <extracomment>the end event of each pile (the pile with the most dynamite triggers it)</extracomment>
        <translation>黄金股票不算任何类型；每张价值 $3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every player has one share fewer of each type</source>
        <translation>每位玩家每种股票各少一股</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every stock price is halved, rounded up</source>
        <translation>所有股价减半，向上取整</translation>
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
        <translation>游戏结束时 +2 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take the cash on the trend card</source>
        <translation>拿走趋势卡上的现金</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pay $3 to return a loan</source>
        <translation>支付 $3 归还一张贷款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>take a discard pile&apos;s top card</source>
        <translation>拿取一个弃牌堆顶部的牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>give it away: −2 points for the receiver</source>
        <translation>送给他人：收到者 −2 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every other player pays $1</source>
        <translation>其他每位玩家支付 $1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>others with capital 6–8 lose 1 capital</source>
        <translation>资本为 6–8 的其他玩家失去 1 点资本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every other player removes a card</source>
        <translation>其他每位玩家移除一张牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Price move</source>
        <translation>股价升降</translation>
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
        <translation>上扬波幅</translation>
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
        <translation>股市崩盘</translation>
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
        <translation>股价最低的股票 +1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>highest-priced stocks −1</source>
        <translation>股价最高的股票 −1</translation>
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
        <translation>与另一位玩家交换一张股票</translation>
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
        <translation>选择行动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep or discard</source>
        <translation>保留或弃置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing a discard pile</source>
        <translation>选择弃牌堆</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing a stock</source>
        <translation>选择股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock trade: showing a share</source>
        <translation>股票交易：展示股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock trade: sealed offers</source>
        <translation>股票交易：秘密提交</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock trade: taking an offer</source>
        <translation>股票交易：选择交换</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card: giving it away</source>
        <translation>大亨卡：送出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card: returning a loan</source>
        <translation>大亨卡：归还贷款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card: taking a card</source>
        <translation>大亨卡：拿牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tycoon card: removing a card</source>
        <translation>大亨卡：移除一张牌</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the turn</source>
        <translation>回合结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tycoon cards (variant)</source>
        <translation>大亨卡（变体）</translation>
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
        <translation>认购期权卡（变体）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Market card points</source>
        <translation>市场波幅卡分数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital card points</source>
        <translation>资本卡分数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shares</source>
        <translation>股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gold shares at $3</source>
        <translation>黄金股票（每张 $3）</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/ui.py" line="+32"/>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+1"/>
        <source>Cash</source>
        <translation>现金</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+1"/>
        <source>Loans</source>
        <translation>贷款</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/words.py" line="+1"/>
        <source>Tycoon cards</source>
        <translation>大亨卡</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That kind of decision is not asked for now.</source>
        <translation>现在不需要做这种决定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A buy must move at least one step.</source>
        <translation>买进时至少要移动一步。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not go more than once round the circle.</source>
        <translation>移动不能超过圆圈一圈。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not enough cash for this: take a loan first.</source>
        <translation>现金不足：请先贷款。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two cards already lie under your pawn.</source>
        <translation>你的指示物下已经有两张牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot sell while your pawn is on the trend card.</source>
        <translation>指示物在趋势卡上时不能卖出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card lies under your pawn.</source>
        <translation>你的指示物下没有牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold that card.</source>
        <translation>你没有那张牌。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your capital is already 8.</source>
        <translation>你的资本已经是 8。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The trend card was already flipped this turn.</source>
        <translation>本回合已经翻转过趋势卡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not lack cash for anything now.</source>
        <translation>你现在不缺现金。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call options are not used in this game.</source>
        <translation>本局游戏不使用认购期权。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your call option already lies under a card.</source>
        <translation>你的认购期权已经放在一张牌下。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such place in the circle.</source>
        <translation>圆圈中没有这个位置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no such discard pile.</source>
        <translation>没有这个弃牌堆。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call option cannot go under the trend card.</source>
        <translation>认购期权不能放在趋势卡下。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call option cannot go under two cards.</source>
        <translation>认购期权不能放在两张牌下。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call option already lies under that card.</source>
        <translation>那张牌下已经有认购期权。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gold share cannot be traded.</source>
        <translation>黄金股票不能交换。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That share cannot be stated as that type.</source>
        <translation>那张股票不能声明为该类型。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may not offer the type that was shown.</source>
        <translation>你不能提交已展示的类型。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now.</source>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>no type</source>
        <translation>无类型</translation>
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
        <translation>一张隐藏的牌</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a double share of %1</source>
        <translation>一张%1双倍股票</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a share of %1</source>
        <translation>一张%1股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (%2 when kept)</source>
        <translation>%1（保留时%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a gold share</source>
        <translation>一张黄金股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a starting share (%1 or %2)</source>
        <translation>一张起始股票（%1或%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a market card (%1)</source>
        <translation>一张市场波幅卡（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the explosion card</source>
        <translation>爆炸卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the market trend card</source>
        <translation>市场趋势卡</translation>
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
        <translation>无</translation>
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
        <translation>把指示物放在%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put your pawn at %1</source>
        <translation>把指示物放在%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay $1 and flip the market trend card</source>
        <translation>支付 $1 翻转市场趋势卡</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a loan: +$5 now, −8 points at the end</source>
        <translation>贷款：立即 +$5，游戏结束时 −8 分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pay $1 and slide your call option under %1 (%2)</source>
        <translation>支付 $1 把认购期权放到%1下（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay $1 and slide your call option under %1</source>
        <translation>支付 $1 把认购期权放到%1下</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Sell %1 for %2</source>
        <translation>以 %2 卖出%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sell %1</source>
        <translation>卖出%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Increase capital: pay $2, capital +1</source>
        <translation>增加资本：支付 $2，资本 +1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep %1</source>
        <translation>保留%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the card</source>
        <translation>保留这张牌</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Put %1 on %2</source>
        <translation>把%1放到%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the card on %1</source>
        <translation>把这张牌放到%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move %1 %2</source>
        <translation>使%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose %1</source>
        <translation>选择%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show %1 as %2 for the stock trade</source>
        <translation>把%1作为%2展示，用于股票交易</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Offer %1 in secret</source>
        <translation>秘密提交%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Swap with %1&apos;s offer: %2</source>
        <translation>与%1提交的股票交换：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap with %1&apos;s offer</source>
        <translation>与%1提交的股票交换</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give the tycoon card to %1 (−2 points)</source>
        <translation>把大亨卡送给%1（−2 分）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pay $3 and return a loan</source>
        <translation>支付 $3 归还一张贷款</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keep your loans</source>
        <translation>保留贷款</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take %1 from %2</source>
        <translation>从%2拿取%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take the top card of %1</source>
        <translation>拿取%1顶部的牌</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove %1 from the game</source>
        <translation>将%1移出游戏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn</source>
        <translation>结束你的回合</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 puts a pawn at %2.</source>
        <translation>%1把指示物放在%2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 flips the trend card: clockwise now; %2 lies on it.</source>
        <translation>%1翻转趋势卡：现在为顺时针；上面有 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 flips the trend card: counter-clockwise now; %2 lies on it.</source>
        <translation>%1翻转趋势卡：现在为逆时针；上面有 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 must take a loan (%2 in all).</source>
        <translation>%1必须贷款（共 %2 张）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes a loan (%2 in all).</source>
        <translation>%1贷款（共 %2 张）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 slides a call option under %2.</source>
        <translation>%1把认购期权放到%2下。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s call option comes back.</source>
        <translation>%1的认购期权收回。</translation>
    </message>
    <message numerus="yes">
        <location line="-102"/>
        <source>Move %n steps to the trend card and take its %1 (costs %2)</source>
        <translation>
            <numerusform>移动 %n 步到趋势卡并拿走上面的 %1（花费 %2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Move %n steps and buy %1 (costs %2, %3 of it in cash)</source>
        <translation>
            <numerusform>移动 %n 步并买下%1（花费 %2，其中 %3 用现金支付）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Move %n steps and buy %1 (costs %2)</source>
        <translation>
            <numerusform>移动 %n 步并买下%1（花费 %2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Move %n steps and buy</source>
        <translation>
            <numerusform>移动 %n 步并买下</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+97"/>
        <source>%1 moves %n steps to %2.</source>
        <translation>
            <numerusform>%1移动 %n 步，到达%2。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 pays %2 to %3.</source>
        <translation>%1付给%3 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 spends %2 capital.</source>
        <translation>%1花费 %2 点资本。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pays %2 to the bank.</source>
        <translation>%1向银行支付 %2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 spends %2 capital and pays %3.</source>
        <translation>%1花费 %2 点资本并支付 %3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 buys %2.</source>
        <translation>%1买下%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 from the trend card.</source>
        <translation>%1从趋势卡拿走 %2。</translation>
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
        <translation>发给%1：%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken from the deck: %1.</source>
        <translation>从牌堆抽出：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 rises to %2.</source>
        <translation>%1上涨到 %2。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 falls to %2.</source>
        <translation>%1下跌到 %2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 sells %2 for %3.</source>
        <translation>%1以 %3 卖出%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s capital is now %2.</source>
        <translation>%1的资本现在是 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 pays %2 in the crash.</source>
        <translation>%1在崩盘中支付 %2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 shows %2 as %3 for a stock trade.</source>
        <translation>%1把%2作为%3展示，用于股票交易。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 has nothing to offer and shows: %2.</source>
        <translation>%1没有可提交的股票，展示：%2。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 offers %2 in secret.</source>
        <translation>%1秘密提交%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 makes a sealed offer.</source>
        <translation>%1秘密提交了一张股票。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The offers are revealed: %1.</source>
        <translation>提交的股票揭晓：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 swaps %2 for %3 of %4.</source>
        <translation>%1用%2交换%4的%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 reaches a limit: %2 resolves %3 (penalty side).</source>
        <translation>%1触及价格极限：%2执行%3（惩罚面）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 reaches a limit: %2 resolves %3 (reward side).</source>
        <translation>%1触及价格极限：%2执行%3（奖励面）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 points from a tycoon card.</source>
        <translation>%1：从大亨卡获得 %2 分。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 returns a loan (%2 left).</source>
        <translation>%1归还一张贷款（剩 %2 张）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 from %3.</source>
        <translation>%1从%3拿取%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 removes %2 from the game.</source>
        <translation>%1将%2移出游戏。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 puts the explosion card on %2: the game ends.</source>
        <translation>%1把爆炸卡放到%2：游戏结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 puts the explosion card on %2: the last round begins.</source>
        <translation>%1把爆炸卡放到%2：最后一轮开始。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dynamite per pile: %1. A tie: no end event.</source>
        <translation>各弃牌堆炸药数：%1。平手：不触发结束事件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dynamite per pile: %1. End event of %2: %3.</source>
        <translation>各弃牌堆炸药数：%1。%2的结束事件：%3。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The market closes: the game is over.</source>
        <translation>股市收盘：游戏结束。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Capital</source>
        <translation>资本</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stock cards</source>
        <translation>股票卡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Market cards</source>
        <translation>市场波幅卡</translation>
    </message>
    <message>
        <location filename="../desktop/app/tutorials/texts.py" line="+4"/>
        <source>Welcome to 1920 Wall Street! Stock cards and market cards lie in a circle round the deck. You move your pawn round the circle to buy them, and score the most points when the explosion card ends the game.</source>
        <translation>欢迎来到华尔街1920！股票卡和市场波幅卡在牌堆周围排成一个圆圈。你在圆圈上移动你的指示物来买下它们，并在爆炸卡结束游戏时拿到最多分数。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To begin, each player puts a pawn on a card of the circle. Both others chose place 5.</source>
        <translation>开始时，每位玩家把指示物放在圆圈的一张卡上。另外两位都选了位置 5。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put your pawn at place 5 as well.</source>
        <translation>把你的指示物也放在位置 5。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To buy, a pawn moves in the trend card&apos;s direction and buys the card where it stops. A kept market card acts at once: Cotton rose to $6 and Steel fell to $4.</source>
        <translation>买进时，指示物依趋势卡的方向移动，买下停留处的卡。留下的市场波幅卡立刻生效：棉花涨到 $6，钢铁跌到 $4。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn: move 1 step and buy the double share of Cotton. Steps and price are paid with your capital first, the rest in cash, and $1 to each pawn already there.</source>
        <translation>轮到你了：前进 1 步，买下棉花的双倍股票。步数和价格先用你的资本支付，不足的用现金，并付 $1 给已经在那里的每个指示物。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep it: it joins your hidden stock pile. A card you do not want goes on a discard pile instead.</source>
        <translation>留下它：它会加入你隐藏的股票堆。不想要的卡则放到弃牌堆。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>One action a turn: end your turn.</source>
        <translation>每回合一个行动：结束你的回合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both others chose to increase capital: pay $2 for one more capital and put the deck&apos;s top card on a discard pile. Watch the piles: their dynamite matters at the end.</source>
        <translation>另外两位都选择增加资本：付 $2 让资本 +1，并把牌堆顶的卡放到弃牌堆。注意这些弃牌堆：它们的炸药在最后很重要。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Selling lays one of your stock cards into the circle at your pawn for its sale price. A double share sells for its full price: sell your Cotton for $6.</source>
        <translation>卖出是把你的一张股票卡放进圆圈中你指示物的位置，拿到它的卖价。双倍股票以全额卖出：把你的棉花以 $6 卖出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The card that lay under your pawn goes to a discard pile: put it on the middle one.</source>
        <translation>原本在你指示物下方的卡要放到弃牌堆：放在中间那一堆。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The trend card sets the direction every pawn moves. Once a turn you may pay $1 onto it to flip it: do it now. A pawn that stops on the trend card takes the money lying there.</source>
        <translation>趋势卡决定所有指示物移动的方向。每回合你可以付 $1 放在它上面来翻转它：现在就翻。停在趋势卡上的指示物可以拿走上面的钱。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <source>End your turn.</source>
        <translation>结束你的回合。</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Everyone now moves the other way round the circle.</source>
        <translation>现在大家都沿着圆圈的另一个方向移动。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move 1 step and buy the market card there: Corn +1.</source>
        <translation>前进 1 步，买下那里的市场波幅卡：玉米 +1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep it: Corn rises at once, and the card scores its points at the end.</source>
        <translation>留下它：玉米立刻上涨，这张卡在最后也会计分。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>At the end a stock type scores its price for each of your shares only if you hold at least the minimum holdings. Market cards, cash and hidden capital count too; each loan costs points.</source>
        <translation>游戏结束时，一种股票只有在你至少持有最低持股时，才按股价为你的每一股计分。市场波幅卡、现金和隐藏的资本也计分；每笔贷款都会扣分。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the explosion card comes up, the game ends, and the discard pile with the most dynamite sets off its event: gold shares lose their value, one share of each type is lost, or every price is halved. The others play on as computer players now. Good luck!</source>
        <translation>爆炸卡出现时游戏结束，炸药最多的弃牌堆会触发它的事件：黄金股票失去价值、每种股票各少一股，或所有股价减半。其他玩家现在由电脑接手继续。祝你好运！</translation>
    </message>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/reasons.py" line="+41"/>
        <source>the trend card&apos;s %1 is more than the move costs</source>
        <translation>趋势卡上的%1比这次移动的花费还多</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>brings your %1 to the %n shares that score</source>
        <translation>
            <numerusform>让你的%1达到计分所需的 %n 股</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>worth about %1 more to your holdings than it costs</source>
        <translation>对你的持股来说，价值比花费约多%1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>your %1 falls short of the %n shares that score: %2 in cash now</source>
        <translation>
            <numerusform>你的%1不到计分所需的 %n 股：现在换成现金%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>raises %1, of which you hold %n shares</source>
        <translation>
            <numerusform>让%1涨价，你持有 %n 股</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>lowers %1: a rival holds %n shares of it</source>
        <translation>
            <numerusform>让%1跌价：有对手持有 %n 股</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WallStreetBoard</name>
    <message>
        <location filename="../desktop/app/games/wall_street_1920/board.py" line="-687"/>
        <source>Gold = $3</source>
        <extracomment>stock colours after the price cubes, each with its own symbol and a text colour</extracomment>
        <translation>黄金 = $3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−1 share of each</source>
        <translation>每种 −1 股</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prices halved</source>
        <translation>股价减半</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>1920</source>
        <translation>1920</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>TREND</source>
        <translation>趋势</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+142"/>
        <source>clockwise</source>
        <translation>顺时针</translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+142"/>
        <source>counter-clockwise</source>
        <translation>逆时针</translation>
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
        <translation>黄金</translation>
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
        <translation>游戏结束</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · last round</source>
        <translation>%1 · 最后一轮</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>Cost %1</source>
        <translation>价格 %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Trend: clockwise</source>
        <translation>趋势：顺时针</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Trend: counter-clockwise</source>
        <translation>趋势：逆时针</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>opt</source>
        <translation>期权</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call option of %1 (+$2 to buy this card)</source>
        <translation>%1的认购期权（买这张牌要多付 $2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stock prices</source>
        <translation>股价</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>min = shares needed to score</source>
        <translation>最低 = 计分所需股数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 · min %2</source>
        <translation>%1 · 最低 %2</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>used</source>
        <translation>已用过</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>penalty</source>
        <translation>惩罚面</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>reward</source>
        <translation>奖励面</translation>
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
        <translation>%1的结束事件：%2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Put the explosion card on a discard pile.</source>
        <translation>把爆炸卡放到一个弃牌堆上。</translation>
    </message>
    <message numerus="yes">
        <location line="-180"/>
        <source>Deck: %n cards</source>
        <translation>
            <numerusform>牌堆：%n 张</numerusform>
        </translation>
    </message>
    <message>
        <location line="-190"/>
        <source>The circle (places: %1); pawns move %2 (the trend card); on the trend card: %3.</source>
        <translation>圆圈（位置：%1）；指示物%2移动（趋势卡）；趋势卡上：%3。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+18"/>
        <source>nothing</source>
        <translation>无</translation>
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
        <translation>%1；指示物%2移动；上面有 %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What moving there and buying costs in all: your capital pays first, then cash</source>
        <translation>移动到那里并买下的总花费：先用资本支付，再用现金</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s pawn at place %2</source>
        <translation>%1的指示物在位置 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The face-up deck (cards: %1); on top: %2</source>
        <translation>正面朝上的牌堆（%1 张）；最上面：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A stock scores its price for each share only for a player holding at least its minimum</source>
        <translation>只有持股达到最低持股的玩家，每股才能以该股价计分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: price %2 (from %3 to %4); shares needed to score: %5</source>
        <translation>%1：股价 %2（%3 到 %4）；最低持股：%5</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 at %2</source>
        <translation>%1 于 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 never goes there</source>
        <translation>%1 不会到这一格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tycoon card of %1 is used</source>
        <translation>%1的大亨卡已使用</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The three discard piles: only the top card of each can be seen; the one with the most dynamite sets off its end event</source>
        <translation>三个弃牌堆：只看得到各堆最上面的牌；炸药最多的弃牌堆触发其结束事件</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (cards: %2, dynamite: %3); the pile with the most dynamite sets off its event: %4</source>
        <translation>%1（%2 张，炸药：%3）；炸药最多的弃牌堆触发其事件：%4</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (top of %2)</source>
        <translation>%1（%2最上面）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is decided now</source>
        <translation>现在要决定的事</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Being decided: %1</source>
        <translation>正在决定：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The share %1 offers in the stock trade</source>
        <translation>%1在股票交易中提出的股票</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s offer, hidden until every offer is in</source>
        <translation>%1的提议，所有人提出前保持隐藏</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 offers %2</source>
        <translation>%1 提出%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: cash %2, capital %3, loans %4, stock cards %5 (hidden), market cards %6</source>
        <translation>%1：现金 %2、资本 %3、贷款 %4、股票卡 %5（隐藏）、市场波幅卡 %6</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your stock and market cards and your capital card: only you see them</source>
        <translation>你的股票卡、市场波幅卡和资本卡：只有你看得到</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Yours: %1</source>
        <translation>你的：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Out of reach now: moving there and buying costs %1 (your capital %2 pays first) and needs %3 in cash; you have %4.</source>
        <translation>现在买不起：移动到那里并买下共需 %1（先用你的资本 %2 支付），需要现金 %3；你有 %4。</translation>
    </message>
    <message numerus="yes">
        <location line="+230"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>Keep or discard the %n cards you bought:</source>
        <translation>
            <numerusform>保留或弃置买下的 %n 张牌：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This card goes on a discard pile:</source>
        <translation>这张牌要放到弃牌堆上：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stock trade: %1 shown as %2</source>
        <translation>股票交易：%1作为%2展示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the stock that moves %1.</source>
        <translation>选择变动 %1 的股票。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoon card C: pay $3 to return a loan?</source>
        <translation>大亨卡 C：支付 $3 归还一张贷款？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoon card D: %1 removes a card.</source>
        <translation>大亨卡 D：%1移除一张牌。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a marked circle card to move there and buy it,</source>
        <translation>点击圆圈中有标记的牌，移动到那里并买下，</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>or one of your shares to sell it onto your pawn&apos;s place.</source>
        <translation>或点击你的一张股票，把它卖到指示物所在位置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a circle card to put your pawn on it.</source>
        <translation>点击圆圈中的一张牌，把指示物放在上面。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End your turn (you may flip the trend card first).</source>
        <translation>结束你的回合（可以先翻转趋势卡）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Final scores are in the table.</source>
        <translation>最终得分见表格。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>sealed</source>
        <translation>已提交</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choosing…</source>
        <translation>选择中…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep</source>
        <translation>保留</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Flip trend ($1)</source>
        <translation>翻转趋势（$1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital +1 ($2)</source>
        <translation>资本 +1（$2）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take a loan</source>
        <translation>贷款</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End turn</source>
        <translation>结束回合</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Return a loan ($3)</source>
        <translation>归还贷款（$3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep loans</source>
        <translation>保留贷款</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (start player)</source>
        <translation>%1（起始玩家）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Capital %1 · Loans %2 · Stock cards %3 · Market cards %4</source>
        <translation>资本 %1 · 贷款 %2 · 股票卡 %3 · 市场波幅卡 %4</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Call option at place %1</source>
        <translation>认购期权在位置 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call option in hand</source>
        <translation>认购期权在手中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tycoon %1 points</source>
        <translation>大亨卡 %1 分</translation>
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
        <translation>资本卡：隐藏%1，%2 分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capital card: hidden %1, %2 points</source>
        <translation>资本卡：隐藏%1，%2 分</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>none yet</source>
        <translation>暂无</translation>
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
        <translation>胜率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show everyone&apos;s chance to win</source>
        <translation>显示每位玩家的胜率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each move, estimated from what you can see: never from hidden cards.</source>
        <translation>每一步之后按你能看到的信息估计，绝不使用隐藏的牌。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Chance to win</source>
        <translation>获胜概率</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Round</source>
        <translation>回合</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Move</source>
        <translation>步数</translation>
    </message>
</context>
</TS>
